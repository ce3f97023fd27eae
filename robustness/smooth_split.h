// \file Branch and bound on smooth activations' input intervals: the refinement that exact
// verification of a Sigmoid / Tanh network uses in high dimension, where splitting the input
// box is hopeless (784 inputs). A node is the box's bounds with some smooth neurons' input
// intervals [l, u] narrowed; it is split on the neuron whose relaxation costs the case's bound
// most: |lambda_j| x gap_j, lambda_j the case row's coefficient on the neuron's output after
// back-substitution down to its layer, gap_j the largest distance between its upper and lower
// line on [l, u] (a BaBSR-like score); at 0 when 0 cuts [l, u] into two real parts
// (each side then is convex or concave, where the lines are tight), else at the midpoint. The
// two children cover the node (every input of the node has z_j in one of them), and each is
// bounded on the narrower interval with its relaxation recomputed and every layer after it
// re-bounded (refine_bounds_after): sound for the inputs of that child. A case is proved when
// every leaf's bound is above 0 or its bounds cross (no input reaches it), or the LP over the
// node's bounds (lp_encoding.h: the activations' lines on the narrowed intervals, every affine
// relation kept) is infeasible or above 0 -- the LP is what holds the splits together: the
// back-substituted bound concretizes over the whole box and so never learns that two split
// neurons of one input cannot both lie where their intervals were cut; a candidate point of
// every node (the bound's minimising box vertex) is checked for a counterexample. The gap of a
// relaxation shrinks like the square of the interval's width (activation_test.cpp), so the
// search converges; the deadline (deadline.h) ends it. Example (bench/RESULTS.md): the trained
// 784 -> 32 -> 32 -> 10 tanh net at eps 0.02 around test image 1, which DeepPoly alone and
// input splitting leave open, holds after 2.8 s of this search.
// Product layers (product.h) take part the same way: a product's planes are (ux - lx)(uy - ly)
// apart at the far corner of its factors' box, so its score is that times |lambda_o|, and the
// split narrows the wider factor's interval (the factor is the layer's input entry, as a smooth
// neuron's pre-activation is).
#pragma once

#include <functional>

#include "robustness/bounds.h"

namespace shardproof::robustness {

enum class SplitOutcome { Proved, Counterexample, Open };

// `bound(b, candidate, c, c0)`: a lower bound of the case's margin on a node with bounds b (> 0
// refutes the case there), with a point of the box in `candidate` and the output function
// c.y + c0 that the bound is of (for the split scores); `is_counterexample(x)`
// re-checks a point on the network itself; `lp_proves(b)` (may be empty) says whether the
// LP refutes the case on b, asked where the bound does not. Open: some node's neurons cannot be narrowed any
// more (gap below 1e-9). `nodes` counts the nodes bounded. Throws TimeLimitReached (deadline.h).
SplitOutcome smooth_split_search(const Network& net, const LayerBounds& root,
                                 const std::function<double(const LayerBounds&, Vec&, Vec&, double&)>& bound,
                                 const std::function<bool(const Vec&)>& is_counterexample,
                                 const std::function<bool(const LayerBounds&)>& lp_proves, long& nodes);

}  // namespace shardproof::robustness
