// \file Activation: a smooth elementwise activation (a layer of kind Layer::Kind::Smooth), the
// one interface through which every analysis sees it. Each activation is one file that holds
// its whole meaning side by side (sigmoid.h, tanh.h, erf.h):
//   value        the forward semantics in float64 (what evaluate, falsification and the
//                witness re-check compute);
//   derivative   the gradient used by falsification;
//   interval     a sound enclosure of f([l, u]) (interval bounds);
//   relax        two lines with  lower(x) <= f(x) <= upper(x)  for every x in [l, u], sound in
//                floating point (each line's intercept carries a margin that covers the
//                round-off of computing it): back-substitution (DeepPoly / CROWN) pulls a row's
//                coefficient through the lower line where it is >= 0, the upper where < 0;
//                the LP/MILP encoding (lp_encoding.cpp) states the same two lines as rows.
// Not piecewise linear, so nothing here is exact: an LP or MILP over these rows is a
// relaxation whose infeasibility proves a property and whose solution is only a candidate
// (re-evaluated in float64 before it is reported); exact verification refines by splitting the
// input box (verifier.cpp), which narrows [l, u] and so the lines, and answers unknown when the
// pieces run out of time or width. Examples: Sigmoid on [-1, 1] gives the line through
// (-1, 0.269) tangent at d ~ 0.49 as the upper bound and its mirror image as the lower one;
// Tanh on [0.5, 2] (concave there) gives the chord below and the tangent at 1.25 above.
#pragma once

#include <Eigen/Dense>
#include <utility>
#include <vector>

namespace shardproof::robustness {

// For x in [l, u]:  lower_slope x + lower_intercept <= f(x) <= upper_slope x + upper_intercept.
struct LinearRelaxation {
  double lower_slope = 0, lower_intercept = 0;
  double upper_slope = 0, upper_intercept = 0;
  double lower(double x) const { return lower_slope * x + lower_intercept; }
  double upper(double x) const { return upper_slope * x + upper_intercept; }
};

class Activation {
 public:
  virtual ~Activation() = default;
  virtual const char* name() const = 0;  // the ONNX op, e.g. "Sigmoid"
  virtual double value(double x) const = 0;
  virtual double derivative(double x) const = 0;
  // lo <= f(x) <= hi for every x in [l, u] (l <= u; infinite ends allowed).
  virtual void interval(double l, double u, double& lo, double& hi) const = 0;
  virtual LinearRelaxation relax(double l, double u) const = 0;
  // Whether f jumps at 0 (Sign): a point whose input to f is within float32's round-off of 0
  // may be computed differently by onnxruntime, so no counterexample is reported there.
  virtual bool steps_at_zero() const { return false; }
  // The float attributes of its ONNX node beyond the op (Elu's alpha), for the writer.
  virtual std::vector<std::pair<const char*, double>> attributes() const { return {}; }
};

// The relaxation of every neuron of a Smooth layer on its input bounds [l, u]: computed once
// per layer and pass (a mixed-sign neuron's tangent point is found by bisection).
struct LayerRelaxation {
  Eigen::VectorXd lower_slope, lower_intercept, upper_slope, upper_intercept;
};
// Entries j with passthrough[j] set (values carried past the layer unchanged; empty: none) get
// the identity's lines, slope 1 and intercept 0 both, which are exact.
LayerRelaxation relax_layer(const Activation& f, const Eigen::VectorXd& l, const Eigen::VectorXd& u,
                            const std::vector<char>& passthrough = {});

}  // namespace shardproof::robustness
