#include "robustness/softplus.h"

#include <algorithm>
#include <cmath>

#include "robustness/convex_relaxation.h"

namespace shardproof::robustness {

double Softplus::value(double x) const { return x > 0 ? x + std::log1p(std::exp(-x)) : std::log1p(std::exp(x)); }
// The logistic function, written so that neither side overflows.
double Softplus::derivative(double x) const {
  return x >= 0 ? 1.0 / (1.0 + std::exp(-x)) : std::exp(x) / (1.0 + std::exp(x));
}

void Softplus::interval(double l, double u, double& lo, double& hi) const {
  lo = l == -INFINITY ? 0.0 : std::max(0.0, round_down(value(l)));
  hi = u == INFINITY ? INFINITY : round_up(value(u));
}

LinearRelaxation Softplus::relax(double l, double u) const {
  double lo = 0, hi = 0;
  interval(l, u, lo, hi);
  return convex_relaxation(*this, l, u, true, lo, hi);
}

std::shared_ptr<const Activation> softplus_activation() {
  static const std::shared_ptr<const Activation> f = std::make_shared<Softplus>();
  return f;
}

}  // namespace shardproof::robustness
