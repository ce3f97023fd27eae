// \file Log: the layer kind of ONNX's Log, y = ln(x) per element, and of LogSoftmax's
// normaliser (log_softmax_i = -ln(sum_j exp(x_j - x_i)): this kind on the sums, which are
// >= 1, see onnx_values.cpp). Forward semantics: libm's log in float64 (-inf at 0, NaN below 0,
// as onnxruntime gives). ln is increasing and concave on (0, inf): on [l, u] with l > 0 the
// chord below, the tangent at the midpoint above (convex_relaxation.h, with a margin); interval
// [ln l, ln u] pushed out by a few ulps. Where l <= 0 the function is unbounded below: the
// lower line is the constant -inf (it proves nothing there), the upper the tangent at u / 2,
// which lies above ln on all of (0, inf). As for Sqrt, the answers are about the inputs whose
// values are numbers: an input below 0 (NaN) is not covered.
// Examples: value(1) = 0; relax(1, e): lower chord of slope 1 / (e - 1) through (1, 0), upper
// the tangent at (1 + e) / 2; relax(0, 2): lower -inf, upper the tangent at 1 (y = x - 1).
#pragma once

#include <memory>

#include "robustness/activation.h"

namespace shardproof::robustness {

class Log final : public Activation {
 public:
  const char* name() const override { return "Log"; }
  double value(double x) const override;
  double derivative(double x) const override;
  void interval(double l, double u, double& lo, double& hi) const override;
  LinearRelaxation relax(double l, double u) const override;
};

std::shared_ptr<const Activation> log_activation();

}  // namespace shardproof::robustness
