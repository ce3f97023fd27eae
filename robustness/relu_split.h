// \file The verifier's strategy for high-dimensional dense ReLU networks (mnistfc) under `auto`:
// branch and bound on ReLU splits, one search per case on its best root row. A node fixes some
// ReLUs active or inactive and is bounded by back-substitution with its split neurons clamped,
// its lower slopes optimised (alpha-CROWN) and the split constraints as Lagrange multipliers
// (beta-CROWN), by projected Adam; it splits the ReLU chosen by a BaBSR-like score filtered by
// its children's bounds, and nodes with few unstable ReLUs go to the MILP. The cases share the
// time in rounds, each resumed where it stopped. (Convolutional networks: beta_crown_search.h.)
// Examples:
//   Verdict v = relu_split_cases(run, deeppoly_bounds, {0, 3, 7});
//   opt.relu_bab_refresh = VerifyOptions::Refresh::Never;   // children keep their parent's bounds
#pragma once

#include <vector>

#include "robustness/verify_run.h"

namespace shardproof::robustness {

// Holds when every pending case is proved, Violated with a witness, else Unknown.
Verdict relu_split_cases(VerifyRun& run, const LayerBounds& b, std::vector<int> pending);

}  // namespace shardproof::robustness
