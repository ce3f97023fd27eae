// \file Sigmoid: the layer kind of ONNX's Sigmoid, y = 1 / (1 + exp(-x)) per element (the
// activation of VNN-COMP 2021's ERAN sigmoid networks and of many exported classifiers' heads).
// Forward semantics in float64, computed without overflow on either side; its relaxation is the
// S-shaped one (s_shaped.h: tangents and chords by the sign region of [l, u], with a margin),
// its interval [f(l), f(u)] pushed out by a few ulps and clamped to (0, 1). LP/MILP: the two
// lines as rows, no integer variables (not piecewise linear: see activation.h).
// Examples: value(0) = 0.5, value(-800) = 0 (underflow, not NaN); relax(-1, 1) has the upper
// line through (-1, 0.2689) tangent at d ~ 0.49 (slope 0.2357) and the lower line its mirror image.
#pragma once

#include <memory>

#include "robustness/s_shaped.h"

namespace shardproof::robustness {

class Sigmoid final : public SShaped {
 public:
  Sigmoid() : SShaped(0.0, 1.0) {}
  const char* name() const override { return "Sigmoid"; }
  double value(double x) const override;
  // e / (1 + e)^2 with e = exp(-|x|): accurate far out, where s (1 - s) would cancel.
  double derivative(double x) const override;
};

std::shared_ptr<const Activation> sigmoid_activation();

}  // namespace shardproof::robustness
