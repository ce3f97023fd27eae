#include "robustness/exp.h"

#include <algorithm>
#include <cmath>

#include "robustness/convex_relaxation.h"

namespace shardproof::robustness {

double Exp::value(double x) const { return std::exp(x); }
double Exp::derivative(double x) const { return std::exp(x); }

void Exp::interval(double l, double u, double& lo, double& hi) const {
  lo = std::max(0.0, round_down(std::exp(l)));  // exp(-inf) = 0
  hi = u == INFINITY ? INFINITY : round_up(std::exp(u));
}

LinearRelaxation Exp::relax(double l, double u) const {
  double lo = 0, hi = 0;
  interval(l, u, lo, hi);
  return convex_relaxation(*this, l, u, true, lo, hi);
}

std::shared_ptr<const Activation> exp_activation() {
  static const std::shared_ptr<const Activation> f = std::make_shared<Exp>();
  return f;
}

}  // namespace shardproof::robustness
