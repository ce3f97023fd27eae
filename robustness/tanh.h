// \file Tanh: the layer kind of ONNX's Tanh, y = tanh(x) per element (VNN-COMP 2021's ERAN
// tanh networks, recurrent and control networks). Forward semantics: libm's tanh in float64;
// relaxation: the S-shaped one (s_shaped.h: tangents and chords by the sign region of [l, u],
// with a margin); interval [f(l), f(u)] pushed out by a few ulps and clamped to [-1, 1].
// LP/MILP: the two lines as rows, no integer variables (not piecewise linear: activation.h).
// Examples: value(0) = 0, value(20) = 1 in float64; relax(0.5, 2) is concave: the chord
// through (0.5, 0.4621) and (2, 0.9640) below, the tangent at 1.25 above.
#pragma once

#include <memory>

#include "robustness/s_shaped.h"

namespace shardproof::robustness {

class Tanh final : public SShaped {
 public:
  Tanh() : SShaped(-1.0, 1.0) {}
  const char* name() const override { return "Tanh"; }
  double value(double x) const override;
  // 1 / cosh(x)^2: accurate far out, where 1 - tanh(x)^2 would cancel.
  double derivative(double x) const override;
};

std::shared_ptr<const Activation> tanh_activation();

}  // namespace shardproof::robustness
