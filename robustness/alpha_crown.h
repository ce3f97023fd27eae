// \file alpha-CROWN for intermediate bounds: tightens the pre-activation bounds of every ReLU
// layer after the first by optimising the lower slopes of the earlier ReLUs' relaxations
// (any slope in [0, 1] gives a sound bound, DeepPoly's 0/1 choice is where it starts).
// For ReLU layer k, the unstable neurons' lower bounds (rows +e_j) and upper bounds (rows
// -e_j) are back-substituted with slopes of their own for every earlier ReLU (one row of
// alpha[i] per bounded neuron), and the slopes climb the gradient of the sum of the rows'
// bounds, which is each row's own gradient (projected Adam; the gradient is read off a
// forward pass of each row's minimising input vertex through the relaxations). Every iterate
// is a sound bound, so each neuron keeps the best bound any iterate gave it; layers go first
// to last, each using the bounds just tightened. Examples:
//   LayerBounds b = compute_bounds(net, lo, hi, BoundMethod::DeepPoly);
//   optimise_intermediate_bounds(net, b, {.iterations = 20});  // b only gets tighter
// With the output slopes of the verifier's root, it decides 3 oval21 instances from the root's
// bounds where DeepPoly decides 1 (bench/RESULTS.md, oval21; conv_test.cpp checks
// cifar_deep_kw img9845). Max-pool layers keep DeepPoly's relaxation (bounds.h, relax_pool)
// on the bounds as they stand: they have no slopes of their own.
#pragma once

#include "robustness/bounds.h"

namespace shardproof::robustness {

struct AlphaCrownOptions {
  int iterations = 20;
  double learning_rate = 0.1;
  // Bounded neurons optimised together (each has its own slopes, so the blocks only bound
  // the memory); 0: as many as keep a block's coefficient matrices near 32 MB.
  long block_rows = 0;
};

// The slopes that gave the last ReLU layer's bounds: for each of its neurons bounded (the
// unstable ones), the lower slopes of every earlier ReLU layer i's unstable neurons (column c
// of slopes[i] for neuron columns[i][c], row r for neuron `neurons[r]`) of the best iterate,
// from below (dir 0) and from above (dir 1). beta_crown.h re-bounds those neurons on
// subdomains with them.
struct LastLayerSlopes {
  int layer = -1;
  std::vector<long> neurons;
  std::vector<std::vector<long>> columns;
  std::vector<Mat> slopes[2];
};

// Returns false when some neuron's bounds cross (the box holds no input reaching them).
bool optimise_intermediate_bounds(const Network& net, LayerBounds& b, const AlphaCrownOptions& opt,
                                  LastLayerSlopes* last = nullptr);

}  // namespace shardproof::robustness
