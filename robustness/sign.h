// \file Sign: the layer kind of ONNX's Sign, y = -1, 0 or 1 by the sign of x, per element. A step,
// not continuous: its relaxation is the constant lines of its interval (-1 or 0 or 1 where
// [l, u] has one sign or is {0}; [0, 1] on [0, u]; [-1, 0] on [l, 0]; [-1, 1] across 0), so
// only narrowing the input box (the verifier's input splitting) makes it exact, once every
// neuron's interval lies on one side of 0. Derivative 0 (falsification relies on its random
// starts through it). Not piecewise linear for the verifier (activation.h): the MILP does not
// hold it. Its jump makes float64 and onnxruntime's float32 disagree where an input is within
// round-off of 0 (the sweep found two such witnesses, -6.8e-9 here and 0 in float32), so the
// verifier reports no counterexample whose Sign inputs lie that close to 0 (steps_at_zero).
// Examples: value(-3) = -1, value(0) = 0; relax(0.5, 2): the lines y = 1; relax(-1, 1): y = -1
// below, y = 1 above.
#pragma once

#include <memory>

#include "robustness/activation.h"

namespace shardproof::robustness {

class Sign final : public Activation {
 public:
  const char* name() const override { return "Sign"; }
  double value(double x) const override { return x > 0 ? 1.0 : x < 0 ? -1.0 : 0.0; }
  double derivative(double) const override { return 0.0; }
  void interval(double l, double u, double& lo, double& hi) const override;
  LinearRelaxation relax(double l, double u) const override;
  bool steps_at_zero() const override { return true; }
};

std::shared_ptr<const Activation> sign_activation();

}  // namespace shardproof::robustness
