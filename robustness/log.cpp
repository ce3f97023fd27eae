#include "robustness/log.h"

#include <algorithm>
#include <cfloat>
#include <cmath>

#include "robustness/convex_relaxation.h"
#include "robustness/s_shaped.h"

namespace shardproof::robustness {

double Log::value(double x) const { return std::log(x); }
// 1 / x: infinite at 0, so no tangent is taken there (the tangent points are > 0).
double Log::derivative(double x) const { return x > 0 ? 1.0 / x : INFINITY; }

void Log::interval(double l, double u, double& lo, double& hi) const {
  lo = l > 0 ? round_down(std::log(l)) : -INFINITY;
  // u <= 0: no input in the domain; the least finite log keeps the bounds ordered and finite.
  hi = u == INFINITY ? INFINITY : round_up(std::log(std::max(u, DBL_MIN)));
}

LinearRelaxation Log::relax(double l, double u) const {
  double lo = 0, hi = 0;
  interval(l, u, lo, hi);
  if (l > 0) return convex_relaxation(*this, l, u, false, lo, hi);
  LinearRelaxation r{0, lo, 0, hi};
  if (u > 0 && std::isfinite(u)) {
    // ln(x) <= ln(m) + (x - m) / m for every x > 0 (concave): the tangent at m = u / 2.
    const double m = 0.5 * u, a = 1.0 / m, b = std::log(m) - 1.0;
    const double margin = SShaped::kLineMargin * (1 + std::abs(b) + std::abs(a) * u);
    if (a * l + b + margin < hi) r = {0, lo, a, b + margin};  // better than the constant somewhere on [l, u]
  }
  return r;
}

std::shared_ptr<const Activation> log_activation() {
  static const std::shared_ptr<const Activation> f = std::make_shared<Log>();
  return f;
}

}  // namespace shardproof::robustness
