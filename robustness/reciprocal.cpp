#include "robustness/reciprocal.h"

#include <cmath>

#include "robustness/convex_relaxation.h"

namespace shardproof::robustness {

void Reciprocal::interval(double l, double u, double& lo, double& hi) const {
  if (l <= 0 && u >= 0) {  // 0 inside or an end: 1 / 0 = inf, and below 0 down to -inf
    lo = l == 0 && u > 0 ? round_down(1.0 / u) : -INFINITY;
    hi = INFINITY;
    return;
  }
  // One sign: decreasing, so [1/u, 1/l] (1/inf = 0).
  lo = round_down(1.0 / u);
  hi = round_up(1.0 / l);
}

LinearRelaxation Reciprocal::relax(double l, double u) const {
  double lo = 0, hi = 0;
  interval(l, u, lo, hi);
  if (l <= 0 && u >= 0) return {0, lo, 0, hi};
  return convex_relaxation(*this, l, u, l > 0, lo, hi);
}

std::shared_ptr<const Activation> reciprocal_activation() {
  static const std::shared_ptr<const Activation> f = std::make_shared<Reciprocal>();
  return f;
}

}  // namespace shardproof::robustness
