// \file ExpLinear: the layer kind of ONNX's Elu and Selu, per element
//   y = scale * x                       for x > 0
//   y = scale * alpha * (exp(x) - 1)    for x <= 0
// (Elu: scale 1, alpha from the node, 1 by default; Selu: alpha 1.67326, scale 1.0507 by
// default, gamma in ONNX). Forward semantics in float64 (expm1). The pieces: convex on
// (-inf, 0], linear on [0, inf). The slope from the left at 0 is scale * alpha, from the right
// scale, so for alpha <= 1 the whole function is convex (Elu's default) and for alpha > 1 (Selu)
// it has a concave kink at 0. The lines on [l, u]:
//   u <= 0:  the convex piece: tangent at the midpoint below, chord above (convex_relaxation.h);
//   l >= 0:  y = scale * x both (exact);
//   across 0, alpha <= 1: convex: the tangent at the midpoint below (y = scale * x when the
//            midpoint is >= 0), the chord above;
//   across 0, alpha > 1: above, the line t x through the origin with t between scale and the
//            left chord's slope c = scale * alpha * (1 - exp(l)) / -l (above the convex piece,
//            which lies below its chord from l to 0, and above scale * x on the right), t =
//            scale where u > -l and t = c else (the smaller area, as CROWN picks ReLU's lower
//            line); the chord from l to u when c < scale (then the function is below it).
//            Below, the tangent at p = min(midpoint, -ln(alpha)): a tangent of the convex piece
//            whose slope is at most scale, so it stays below scale * x on the right too.
// Each line gets the margin of convex_relaxation.h; the interval [f(l), f(u)] (increasing)
// is pushed out by a few ulps.
// Examples: Elu on [-1, 1]: lower y = x (the tangent at 0), upper the chord through
// (-1, -0.632) and (1, 1); Selu on [-1, 2]: upper y = 1.0507 x, lower the tangent at -0.5.
#pragma once

#include <memory>

#include "robustness/activation.h"

namespace shardproof::robustness {

class ExpLinear final : public Activation {
 public:
  // name: "Elu" or "Selu" (what the ONNX writer writes back, with alpha and gamma = scale).
  ExpLinear(const char* name, double alpha, double scale) : name_(name), alpha_(alpha), scale_(scale) {}
  const char* name() const override { return name_; }
  double value(double x) const override;
  double derivative(double x) const override;
  void interval(double l, double u, double& lo, double& hi) const override;
  LinearRelaxation relax(double l, double u) const override;
  std::vector<std::pair<const char*, double>> attributes() const override;

  double alpha() const { return alpha_; }
  double scale() const { return scale_; }

 private:
  const char* name_;
  double alpha_, scale_;
};

// ONNX's defaults.
constexpr double kSeluAlpha = 1.67326319217681884765625, kSeluGamma = 1.05070102214813232421875;

}  // namespace shardproof::robustness
