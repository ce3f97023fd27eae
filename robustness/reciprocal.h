// \file Reciprocal: the layer kind of ONNX's Reciprocal, y = 1 / x per element, and of the
// divisor in a Div of two input-dependent values (a / b = a * (1 / b): this kind on b, then a
// Product, product.h) and of Softmax's normaliser (1 / sum_j exp(x_j - x_i), exp.h). Forward
// semantics: 1 / x in float64 (inf at 0, as onnxruntime gives). 1 / x is decreasing on each
// side of 0, convex on (0, inf) and concave on (-inf, 0): on an interval of one sign, the
// tangent at the midpoint and the chord (convex_relaxation.h, with a margin); on an interval
// holding 0 it is unbounded and the lines are the constant (-inf, inf) ones, which prove
// nothing (softmax's sums are >= 1 and layer norm's sqrt(var + eps) >= sqrt(eps) > 0 by their
// interval bounds, so they never get there).
// Examples: value(4) = 0.25; relax(1, 3): upper chord through (1, 1) and (3, 1/3), lower the
// tangent at 2 (slope -1/4); relax(-1, 1): the constant lines -inf and inf.
#pragma once

#include <memory>

#include "robustness/activation.h"

namespace shardproof::robustness {

class Reciprocal final : public Activation {
 public:
  const char* name() const override { return "Reciprocal"; }
  double value(double x) const override { return 1.0 / x; }
  double derivative(double x) const override { return -1.0 / (x * x); }
  void interval(double l, double u, double& lo, double& hi) const override;
  LinearRelaxation relax(double l, double u) const override;
};

std::shared_ptr<const Activation> reciprocal_activation();

}  // namespace shardproof::robustness
