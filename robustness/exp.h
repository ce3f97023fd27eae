// \file Exp: the layer kind of ONNX's Exp, y = exp(x) per element; Softmax is loaded through it
// (softmax_i = 1 / sum_j exp(x_j - x_i): this kind on the differences, then the Reciprocal kind
// on the sums, see onnx_loader.cpp). Forward semantics: libm's exp in float64 (inf past ~709).
// exp is increasing and convex: on [l, u] the tangent at the midpoint below, the chord above
// (convex_relaxation.h, with a margin); interval [exp(l), exp(u)] pushed out by a few ulps and
// clamped at 0. LP: the two lines as rows (not piecewise linear: activation.h).
// Examples: value(0) = 1, value(-800) = 0; relax(0, 1): lower slope exp(0.5) = 1.6487, upper
// the chord of slope e - 1.
#pragma once

#include <memory>

#include "robustness/activation.h"

namespace shardproof::robustness {

class Exp final : public Activation {
 public:
  const char* name() const override { return "Exp"; }
  double value(double x) const override;
  double derivative(double x) const override;
  void interval(double l, double u, double& lo, double& hi) const override;
  LinearRelaxation relax(double l, double u) const override;
};

std::shared_ptr<const Activation> exp_activation();

}  // namespace shardproof::robustness
