#include "robustness/sign.h"

namespace shardproof::robustness {

void Sign::interval(double l, double u, double& lo, double& hi) const {
  lo = value(l);  // sign is non-decreasing
  hi = value(u);
}

LinearRelaxation Sign::relax(double l, double u) const {
  double lo = 0, hi = 0;
  interval(l, u, lo, hi);
  return {0, lo, 0, hi};
}

std::shared_ptr<const Activation> sign_activation() {
  static const std::shared_ptr<const Activation> f = std::make_shared<Sign>();
  return f;
}

}  // namespace shardproof::robustness
