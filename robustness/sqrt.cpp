#include "robustness/sqrt.h"

#include <algorithm>
#include <cmath>

#include "robustness/convex_relaxation.h"

namespace shardproof::robustness {

double Sqrt::value(double x) const { return std::sqrt(x); }
// 1 / (2 sqrt(x)): infinite at 0, so a tangent is never taken there (the midpoint of a
// non-empty interval is > 0).
double Sqrt::derivative(double x) const { return x > 0 ? 0.5 / std::sqrt(x) : INFINITY; }

void Sqrt::interval(double l, double u, double& lo, double& hi) const {
  lo = std::max(0.0, round_down(std::sqrt(std::max(l, 0.0))));
  hi = round_up(std::sqrt(std::max(u, 0.0)));
}

LinearRelaxation Sqrt::relax(double l, double u) const {
  double lo = 0, hi = 0;
  interval(l, u, lo, hi);
  return convex_relaxation(*this, std::max(l, 0.0), std::max(u, 0.0), false, lo, hi);
}

std::shared_ptr<const Activation> sqrt_activation() {
  static const std::shared_ptr<const Activation> f = std::make_shared<Sqrt>();
  return f;
}

}  // namespace shardproof::robustness
