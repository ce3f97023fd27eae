#include "robustness/smooth_split_cases.h"

#include <algorithm>

#include "robustness/lp_encoding.h"
#include "robustness/smooth_split.h"

namespace shardproof::robustness {

Verdict smooth_split_cases(VerifyRun& run, const LayerBounds& b, const std::vector<int>& pending) {
  for (int k : pending) {
    auto bound = [&](const LayerBounds& nb, Vec& candidate, Vec& c, double& c0) {
      LinearLowerBound r = run.best_row(nb, k);
      candidate = std::move(r.argmin);
      c = r.output_coef;
      c0 = r.output_constant;
      return r.value;
    };
    auto witness = [&](const Vec& x) { return run.report(static_cast<std::size_t>(k), x, "branch-and-bound"); };
    auto lp = [&](const LayerBounds& nb) {
      ++run.res.milp_calls;
      const CaseLpResult r = solve_case(run.net, nb, run.spec.cases[k], false, std::max(0.5, run.remaining()));
      if (r.status == CaseLpResult::Status::Holds) return true;
      if (r.x.size()) run.report(static_cast<std::size_t>(k), r.x, "lp");  // a real counterexample ends the search below
      return false;
    };
    const SplitOutcome o = smooth_split_search(run.net, b, bound, witness, lp, run.res.nodes);
    if (run.res.verdict == Verdict::Violated) return Verdict::Violated;
    if (o == SplitOutcome::Counterexample) return Verdict::Violated;
    if (o == SplitOutcome::Open) {
      run.res.note = "smooth neurons' intervals too narrow to split were left undecided";
      return Verdict::Unknown;
    }
  }
  run.res.decided_by = "branch-and-bound";
  return Verdict::Holds;
}

}  // namespace shardproof::robustness
