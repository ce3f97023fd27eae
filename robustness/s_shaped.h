// \file SShaped: the relaxation shared by the S-shaped activations (sigmoid.h, tanh.h, erf.h): f
// increasing, convex on (-inf, 0], concave on [0, inf), with finite limits at both ends. On
// [l, u] the lines are chosen by the sign region, as in CROWN / DeepPoly:
//   u <= 0 (convex):   lower = tangent at the midpoint, upper = chord (l, f(l))-(u, f(u));
//   l >= 0 (concave):  lower = chord,                   upper = tangent at the midpoint;
//   l < 0 < u:         upper = the line through (l, f(l)) tangent at some d in [0, u] (the
//                      chord when even the tangent at u passes below f(l)); lower = the mirror
//                      construction through (u, f(u)) tangent at some d in [l, 0].
// Why the mixed case is sound: the tangent at d >= 0 lies above f on the concave part; at l it
// is >= f(l) by the choice of d and at 0 it is >= f(0), so on [l, 0], where f is convex and
// thus below its chord from l to 0, it is above f too. The tangent point is found by
// bisection on g(d) = tangent_d(l) - f(l), increasing in d on [0, u], keeping the end where
// g >= 0: any such d is sound, the root is merely the tightest. Every line then gets a margin
// on its intercept (kLineMargin relative to the magnitudes in the line: about 1000 times the
// round-off of computing f, f' and the intercept in float64), and the interval ends are pushed
// out by a few ulps, so the bounds hold for the true real-valued f, not only the float64 one.
// Examples: sigmoid on [-2, -1]: lower tangent at -1.5, upper chord; tanh on [-1, 3]: upper
// through (-1, tanh(-1)) tangent near d = 0.46; a point interval [x, x]: both lines flat at f(x)
// (with the margin).
#pragma once

#include "robustness/activation.h"

namespace shardproof::robustness {

class SShaped : public Activation {
 public:
  // Limits of f at -inf and +inf (f's range): interval ends are clamped into it.
  SShaped(double inf_value, double sup_value) : inf_(inf_value), sup_(sup_value) {}
  void interval(double l, double u, double& lo, double& hi) const override;
  LinearRelaxation relax(double l, double u) const override;

  // Relative margin added to every line's intercept (see the file comment).
  static constexpr double kLineMargin = 1e-12;

 private:
  double inf_, sup_;
};

}  // namespace shardproof::robustness
