// \file The verifier's strategy for high-dimensional networks with smooth activations (Sigmoid,
// Tanh, ...: activation.h) under `auto`: each pending case by branch and bound on the smooth
// neurons' input intervals (smooth_split.h), one case after the other, each piece bounded by
// the case's best row and handed to the LP over the relaxations where the search asks.
// Examples:
//   Verdict v = smooth_split_cases(run, deeppoly_bounds, {0, 1});   // Holds: both cases proved
//   // Unknown with run.res.note set: intervals too narrow to split were left open
#pragma once

#include <vector>

#include "robustness/verify_run.h"

namespace shardproof::robustness {

// Holds when every pending case is proved, Violated with a witness, else Unknown.
Verdict smooth_split_cases(VerifyRun& run, const LayerBounds& b, const std::vector<int>& pending);

}  // namespace shardproof::robustness
