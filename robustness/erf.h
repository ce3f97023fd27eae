// \file Erf: the layer kind of ONNX's Erf, y = erf(x) per element (the Gauss error function:
// GELU's exporters write x * 0.5 * (1 + erf(x / sqrt 2)); the product with x is a Mul of two
// input-dependent values, which the loader refuses, so here Erf stands where it is used alone).
// Forward semantics: libm's erf in float64; erf is increasing, convex on (-inf, 0] and concave
// on [0, inf) with limits -1 and 1, so its relaxation is the S-shaped one (s_shaped.h:
// tangents and chords by the sign region of [l, u], with a margin); interval [f(l), f(u)]
// pushed out by a few ulps and clamped to [-1, 1]. LP/MILP: the two lines as rows, no integer
// variables (not piecewise linear: activation.h).
// Examples: value(0) = 0, value(6) = 1 in float64; derivative(0) = 2 / sqrt(pi) = 1.1284;
// relax(-3, -1) is convex: the chord above, the tangent at -2 below.
#pragma once

#include <memory>

#include "robustness/s_shaped.h"

namespace shardproof::robustness {

class Erf final : public SShaped {
 public:
  Erf() : SShaped(-1.0, 1.0) {}
  const char* name() const override { return "Erf"; }
  double value(double x) const override;
  // 2 / sqrt(pi) exp(-x^2): 0 past |x| ~ 27, no NaN.
  double derivative(double x) const override;
};

std::shared_ptr<const Activation> erf_activation();

}  // namespace shardproof::robustness
