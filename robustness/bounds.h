// \file Sound bounds on every layer of a Network over an input box.
//   Interval  — interval arithmetic, layer by layer.
//   Forward   — symbolic linear lower/upper functions of the input carried forward
//               (ReLU relaxed by the triangle's upper edge and a 0/1-slope lower line, as in
//               Neurify/CROWN-forward); cheap when the input has few dimensions (ACAS Xu).
//   DeepPoly  — back-substituted linear relaxation (DeepPoly / CROWN): every pre-activation
//               bound is obtained by substituting the relaxations of all earlier layers back
//               to the input. Tightest of the three, cost quadratic in depth.
// All three are intersected with the interval bounds. `lower_bound_linear` then bounds a linear
// function of the output, c.y + c0, from below by back-substitution through the relaxations
// and returns the linear function of x it reduced to and the box vertex minimising it (a good
// falsification candidate). Example: ACAS Xu prop_3 row Y_0 - Y_1 <= 0 is proved on a box
// when lower_bound_linear(Y_0 - Y_1) > 0 there.
#pragma once

#include <vector>

#include "robustness/network.h"

namespace shardproof::robustness {

enum class BoundMethod { Interval, Forward, DeepPoly };

// lo[k], hi[k] bound the value after layer k-1 (lo[0], hi[0] is the input box), for
// k = 0..layers.size().
struct LayerBounds {
  std::vector<Vec> lo, hi;
};

LayerBounds compute_bounds(const Network& net, const Vec& lo, const Vec& hi, BoundMethod method);

// DeepPoly bounds on a sub-box of a box whose bounds `parent` are known: intersects with the
// parent's bounds and back-substitutes only the pre-activations the parent left unstable
// (stable ReLUs stay stable on a sub-box). The output layer keeps interval bounds: callers
// bound output functions with lower_bound_linear. Used by branch and bound.
// `same_through`: the bounds of layers 1..same_through are the parent's as they are (the box
// is the parent's and nothing before them changed: a ReLU split at layer i, whose input
// bounds the parent already carries, changes only what comes after it), so their
// back-substitution, which would give them back, is skipped.
LayerBounds compute_bounds_in(const Network& net, const Vec& lo, const Vec& hi, const LayerBounds& parent,
                              int same_through = 0);

struct LinearLowerBound {
  double value = 0;  // min over the box of coef.x + constant  <=  min of c.f(x) + c0
  Vec coef;          // linear function of the input
  double constant = 0;
  Vec argmin;        // box vertex where coef.x + constant is smallest
  Vec output_coef;   // the function bounded: c and c0 as given
  double output_constant = 0;
};

LinearLowerBound lower_bound_linear(const Network& net, const LayerBounds& b, const Vec& c, double c0);

// Back-substitution core: given rows Lambda over the value after layer `top-1` (i.e. value
// index `top`) and a bias, returns (A, a) with Lambda v_top + bias >= A x + a for every x in
// the box (x = value index 0). Used for intermediate and final bounds.
// `slopes[k](j)` (clamped to [0, 1]) replaces DeepPoly's 0/1 lower slope of unstable ReLU j of
// layer k when given: every slope in [0, 1] gives a valid bound. With `stop` > 0 the rows end
// over value `stop` instead of the input (to be concretized on that value's bounds: a valid,
// looser bound for a fraction of the work).
void back_substitute(const Network& net, const LayerBounds& b, int top, Mat& Lambda, Vec& bias,
                     const std::vector<Vec>* slopes = nullptr, int stop = 0);

// Back-substitution of intermediate bounds (a layer stored sparse: convolutions, residual
// blocks) starts from unit rows kept sparse (sparse_rows.h) and goes on densely once the rows
// hold more than this share of their entries or reach a layer stored dense; 0 keeps every row
// dense from the start. The bounds are the same either way (up to the order of floating-point
// sums). Tests compare the two; a benchmark may tune it.
namespace detail_bounds {
extern double sparse_rows_max_fill;
}

// Number of ReLUs whose input interval straddles 0.
int unstable_relus(const Network& net, const LayerBounds& b);

// DeepPoly's relaxation of a MaxPool layer on its inputs' bounds [lo, hi], per output o:
// below by winner[o] (the input with the largest lower bound: max >= any of its inputs);
// above by the winner too when exact[o] (its lower bound >= every other input's upper bound,
// so the max is the winner), else by the constant umax[o], the largest upper bound in the
// window. Back-substitution sends a coefficient >= 0 (or any, when exact) to the winner and
// charges a negative one umax. Example: window bounds [0, 1], [2, 3] -> winner the second,
// exact; [0, 4], [2, 3] -> winner the second, not exact, umax 4.
struct PoolRelaxation {
  std::vector<int> winner;
  std::vector<double> umax;
  std::vector<char> exact;
};
PoolRelaxation relax_pool(const Layer& L, const Vec& lo, const Vec& hi);
// Rows Lam over a pool's outputs pulled back through that relaxation to its `in_size` inputs:
// returns M and adds c to `bias` such that Lam v_out >= M v_in + c, row by row, on the box.
Mat pull_back_pool(const PoolRelaxation& pool, int in_size, const Mat& Lam, Vec& bias);

}  // namespace shardproof::robustness

namespace shardproof::robustness {
// Recomputes the bounds after layer `from` (value indices from+1 ..) by interval steps and
// back-substitution, intersected with the bounds already there (used after bounds of
// earlier layers were tightened, e.g. by LP or by a branch-and-bound split).
void refine_bounds_after(const Network& net, LayerBounds& b, int from);
}  // namespace shardproof::robustness

namespace shardproof::robustness {
// Tightens the pre-activation bounds of every ReLU layer after the first: each unstable neuron
// is back-substituted (from below and from above) to the input with the given lower slopes
// alpha[k] (one per neuron of ReLU layer k, each in [0, 1]; any such slope gives a sound
// relaxation, e.g. slopes optimised for another objective by alpha-CROWN) instead of
// DeepPoly's u > -l choice, and the result is intersected with the bounds already there, so
// the bounds never get looser. Layers are processed first to last, each using the bounds just
// tightened. Returns false when some neuron's bounds cross (no input of the box satisfies the
// bounds, e.g. those fixed by branch-and-bound splits).
bool tighten_with_slopes(const Network& net, LayerBounds& b, const std::vector<Vec>& alpha);
}  // namespace shardproof::robustness
