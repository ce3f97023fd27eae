#include "robustness/exp_linear.h"

#include <algorithm>
#include <cmath>
#include <string_view>

#include "robustness/convex_relaxation.h"
#include "robustness/s_shaped.h"

namespace shardproof::robustness {

double ExpLinear::value(double x) const { return x > 0 ? scale_ * x : scale_ * alpha_ * std::expm1(x); }
// At 0 itself the slope from the left (a subgradient where the function is convex).
double ExpLinear::derivative(double x) const { return x > 0 ? scale_ : scale_ * alpha_ * std::exp(x); }

void ExpLinear::interval(double l, double u, double& lo, double& hi) const {
  // Increasing (alpha, scale >= 0: the loader refuses others); exp(-inf) - 1 = -1.
  lo = l == -INFINITY ? -scale_ * alpha_ : round_down(value(l));
  hi = u == INFINITY ? INFINITY : round_up(value(u));
  if (l > -INFINITY) lo = std::max(lo, round_down(-scale_ * alpha_));
}

LinearRelaxation ExpLinear::relax(double l, double u) const {
  double lo = 0, hi = 0;
  interval(l, u, lo, hi);
  if (l >= 0) return {scale_, 0, scale_, 0};
  if (u <= 0 || alpha_ <= 1) return convex_relaxation(*this, l, u, true, lo, hi);
  if (!std::isfinite(l) || !std::isfinite(u)) return {0, lo, 0, hi};
  const double span = std::max(-l, u);
  auto margin = [&](double a, double b) { return SShaped::kLineMargin * (1 + std::abs(b) + std::abs(a) * span); };
  LinearRelaxation r;
  const double c = scale_ * alpha_ * -std::expm1(l) / -l;  // the chord from (l, f(l)) to (0, 0)
  if (c >= scale_) {
    const double t = u > -l ? scale_ : c;
    r.upper_slope = t;
    r.upper_intercept = margin(t, 0);
  } else {
    const double a = (value(u) - value(l)) / (u - l), b = value(l) - a * l;
    r.upper_slope = a;
    r.upper_intercept = b + margin(a, b);
  }
  const double p = std::min(0.5 * (l + u), -std::log(alpha_));
  const double a = derivative(p), b = value(p) - a * p;
  r.lower_slope = a;
  r.lower_intercept = b - margin(a, b);
  if (r.lower(l) <= lo && r.lower(u) <= lo) { r.lower_slope = 0; r.lower_intercept = lo; }
  if (r.upper(l) >= hi && r.upper(u) >= hi) { r.upper_slope = 0; r.upper_intercept = hi; }
  return r;
}

std::vector<std::pair<const char*, double>> ExpLinear::attributes() const {
  if (std::string_view(name_) == "Selu") return {{"alpha", alpha_}, {"gamma", scale_}};
  return {{"alpha", alpha_}};
}

}  // namespace shardproof::robustness
