// \file The verifier's LP/MILP strategies over one box's bounds (lp_encoding.h, GLPK):
//   conjunctions_by_milp — cases whose output constraint has several rows, by the exact MILP on
//       LP-tightened bounds for VerifyOptions::conjunction_milp_share of the time left, before
//       a search that refutes one row at a time would try them;
//   lp_then_milp — `lp`, `milp` and the dense `auto` fallback: LP-tightened bounds (not for
//       `lp`), the LP relaxation per case (cheap proofs), then the MILP on the rest.
// A solver's candidate counts only once run.report() re-checks it in float64.
// Examples:
//   if (conjunctions_by_milp(run, b, pending) == Verdict::Violated) return run.finish();
//   Verdict v = lp_then_milp(run, b, pending);   // Holds: every case proved (decided_by lp/milp)
#pragma once

#include <vector>

#include "robustness/verify_run.h"

namespace shardproof::robustness {

// Proved cases leave `pending`; Violated when one is refuted, else Unknown (a search goes on).
Verdict conjunctions_by_milp(VerifyRun& run, const LayerBounds& b, std::vector<int>& pending);

// Holds when every pending case is proved, Violated with a witness, else Unknown.
Verdict lp_then_milp(VerifyRun& run, LayerBounds b, std::vector<int> pending);

}  // namespace shardproof::robustness
