// \file The verifier's strategy for low-dimensional inputs (ACAS Xu: 5) under `auto`: branch
// and bound on the input box. Each piece is bounded (VerifyOptions::bab_bounds, DeepPoly by
// default) and its cases proved or refuted by their best row (VerifyRun::best_row); pieces
// with few unstable ReLUs (milp_unstable_threshold) go to the MILP; the rest are halved along
// one dimension. Two depth-first trees, one per SplitRule (verifier.h: the smear or strong
// branching), are searched in alternating 20 ms slices, the first to finish deciding, with
// PGD falsification given VerifyOptions::falsify_share of the time.
// Examples:
//   Verdict v = input_split_search(run, lo, hi, {0});   // Holds, Violated (run.res) or Unknown
//   opt.split_rules = {SplitRule::Smear};                // one tree only
#pragma once

#include <vector>

#include "robustness/verify_run.h"

namespace shardproof::robustness {

Verdict input_split_search(VerifyRun& run, const Vec& lo, const Vec& hi, const std::vector<int>& cases);

}  // namespace shardproof::robustness
