// \file The verifier's first strategy: PGD falsification (falsify.h) on every case before any
// bound is computed, cases in the order of their margin at the box's centre, within
// VerifyOptions::initial_falsify_share of the time limit. In high dimension a first round
// starts from the centre alone and a second from each row's DeepPoly minimising vertex,
// skipping cases whose rows the bounds already refute. Runs under `auto` and `milp` when
// VerifyOptions::falsify is set.
// Examples:
//   if (falsify_first(run)) return run.finish();   // run.res holds the witness, re-checked in float64
//   opt.falsify = false;                           // straight to the bounds
#pragma once

#include "robustness/verify_run.h"

namespace shardproof::robustness {

// True when a counterexample was found and reported (run.res is Violated).
bool falsify_first(VerifyRun& run);

}  // namespace shardproof::robustness
