#include "robustness/convex_relaxation.h"

#include <algorithm>
#include <cfloat>
#include <cmath>

#include "robustness/s_shaped.h"

namespace shardproof::robustness {

double round_down(double v) { return v - 8 * DBL_EPSILON * std::abs(v) - DBL_MIN; }
double round_up(double v) { return v + 8 * DBL_EPSILON * std::abs(v) + DBL_MIN; }

LinearRelaxation convex_relaxation(const Activation& f, double l, double u, bool convex, double lo, double hi) {
  const LinearRelaxation flat{0, lo, 0, hi};
  const double span = std::max(std::abs(l), std::abs(u));
  if (!std::isfinite(l) || !std::isfinite(u) || !(u - l > 1e-9 * (1 + span))) return flat;
  const double fl = f.value(l), fu = f.value(u), m = 0.5 * (l + u);
  const double chord_a = (fu - fl) / (u - l), chord_b = fl - chord_a * l;
  const double tan_a = f.derivative(m), tan_b = f.value(m) - tan_a * m;
  if (!std::isfinite(chord_a) || !std::isfinite(chord_b) || !std::isfinite(tan_a) || !std::isfinite(tan_b)) return flat;
  auto margin = [&](double a, double b) { return SShaped::kLineMargin * (1 + std::abs(b) + std::abs(a) * span); };
  LinearRelaxation r;
  if (convex) {
    r = {tan_a, tan_b - margin(tan_a, tan_b), chord_a, chord_b + margin(chord_a, chord_b)};
  } else {
    r = {chord_a, chord_b - margin(chord_a, chord_b), tan_a, tan_b + margin(tan_a, tan_b)};
  }
  // A line no better than the interval's constant anywhere on [l, u] is replaced by it.
  if (r.lower(l) <= lo && r.lower(u) <= lo) { r.lower_slope = 0; r.lower_intercept = lo; }
  if (r.upper(l) >= hi && r.upper(u) >= hi) { r.upper_slope = 0; r.upper_intercept = hi; }
  return r;
}

}  // namespace shardproof::robustness
