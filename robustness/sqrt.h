// \file Sqrt: the layer kind of ONNX's Sqrt, y = sqrt(x) per element (layer normalisation's
// sqrt(var + eps), then a Reciprocal and a Product for the Div). Forward semantics: libm's
// sqrt in float64 (NaN below 0, as onnxruntime gives). sqrt is increasing and concave on
// [0, inf): the chord below, the tangent at the midpoint above (convex_relaxation.h, with a
// margin); interval [sqrt(max(l, 0)), sqrt(u)] pushed out by a few ulps. The relaxation covers
// the inputs >= 0 only: where an input's bounds reach below 0 the network computes NaN there
// and no answer covers those points (the verifier's answers are about the inputs whose values
// are numbers; layer norm's var + eps is >= eps > 0 by its interval bound).
// Examples: value(4) = 2; relax(1, 4): lower chord slope 1/3 through (1, 1), upper tangent at 2.5.
#pragma once

#include <memory>

#include "robustness/activation.h"

namespace shardproof::robustness {

class Sqrt final : public Activation {
 public:
  const char* name() const override { return "Sqrt"; }
  double value(double x) const override;
  double derivative(double x) const override;
  void interval(double l, double u, double& lo, double& hi) const override;
  LinearRelaxation relax(double l, double u) const override;
};

std::shared_ptr<const Activation> sqrt_activation();

}  // namespace shardproof::robustness
