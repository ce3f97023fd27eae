// \file Softplus: the layer kind of ONNX's Softplus, y = ln(1 + exp(x)) per element. Forward
// semantics in float64 without overflow: x + ln(1 + exp(-x)) for x > 0, ln(1 + exp(x)) else
// (onnxruntime's float32 agrees within round-off). Softplus is increasing and convex: on
// [l, u] the tangent at the midpoint below, the chord above (convex_relaxation.h, with a
// margin); interval [softplus(l), softplus(u)] pushed out by a few ulps and clamped at 0.
// Examples: value(0) = ln 2; relax(-1, 1): lower the tangent at 0 (slope 1/2 through
// (0, ln 2)), upper the chord through (-1, 0.3133) and (1, 1.3133), slope 1/2.
#pragma once

#include <memory>

#include "robustness/activation.h"

namespace shardproof::robustness {

class Softplus final : public Activation {
 public:
  const char* name() const override { return "Softplus"; }
  double value(double x) const override;
  double derivative(double x) const override;
  void interval(double l, double u, double& lo, double& hi) const override;
  LinearRelaxation relax(double l, double u) const override;
};

std::shared_ptr<const Activation> softplus_activation();

}  // namespace shardproof::robustness
