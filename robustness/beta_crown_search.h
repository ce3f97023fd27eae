// \file The verifier's strategy for convolutional ReLU networks (oval21, cifar): beta-CROWN
// branch and bound in batches (beta_crown.h). Every pending case is searched on its best root
// row; the root subdomains are optimised first (`bounds` stops there), then `auto` runs one
// depth-first search over the subdomains of all cases: the top relu_bab_batch of the stack are
// optimised together, each open one split on the ReLU chosen by filtered smart branching.
// Beside it, on the second core, a child process makes each open case's root cuts
// (RootCutGenerator, fed into the bounds as they arrive) and, once every case has had its
// turn, searches the bottom half of the stack in slices (child_task.h).
// Examples:
//   Verdict v = beta_crown_cases(run, alpha_crown_bounds, {0, 1, 2}, LastLayerSlopes{});
//   opt.cuts_share = 0; opt.worker_slice_s = 0;   // one process, no cuts
#pragma once

#include <vector>

#include "robustness/beta_crown.h"
#include "robustness/verify_run.h"

namespace shardproof::robustness {

// Holds when every pending case is refuted on every subdomain, Violated with a witness, else Unknown.
Verdict beta_crown_cases(VerifyRun& run, const LayerBounds& b, const std::vector<int>& pending, const LastLayerSlopes& slopes);

}  // namespace shardproof::robustness
