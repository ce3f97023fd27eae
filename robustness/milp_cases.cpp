#include "robustness/milp_cases.h"

#include <algorithm>

#include "robustness/lp_encoding.h"

namespace shardproof::robustness {

Verdict conjunctions_by_milp(VerifyRun& run, const LayerBounds& b, std::vector<int>& pending) {
  std::vector<int> conj;
  for (int k : pending)
    if (run.spec.cases[k].C.rows() > 1) conj.push_back(k);
  if (conj.empty() || run.net.relu_count() > run.opt.conjunction_milp_max_relus || run.opt.conjunction_milp_share <= 0)
    return Verdict::Unknown;
  const double until = run.elapsed() + run.remaining() * run.opt.conjunction_milp_share;
  LayerBounds t = b;
  tighten_bounds_with_lp(run.net, t, std::min(run.remaining() * 0.1, 10.0), 4000);
  std::vector<int> proved;
  for (std::size_t i = 0; i < conj.size(); ++i) {
    const double budget = (until - run.elapsed()) / static_cast<double>(conj.size() - i);
    if (budget <= 0.05 || run.timed_out()) break;
    Verdict v = run.solve_milp(t, conj[i], true, budget);
    if (v == Verdict::Violated) return v;
    if (v == Verdict::Holds) proved.push_back(conj[i]);
  }
  std::erase_if(pending, [&](int k) { return std::find(proved.begin(), proved.end(), k) != proved.end(); });
  if (!pending.empty()) run.res.note.clear();  // a MILP time-out is not the answer's reason
  return Verdict::Unknown;
}

Verdict lp_then_milp(VerifyRun& run, LayerBounds b, std::vector<int> pending) {
  if (run.opt.method == Method::Milp || run.opt.method == Method::Auto) {
    tighten_bounds_with_lp(run.net, b, std::min(run.remaining() * 0.3, 20.0), 4000);
    std::vector<int> still;
    for (int k : pending) if (run.best_row(b, k).value <= 0) still.push_back(k);
    pending.swap(still);
    if (pending.empty()) { run.res.decided_by = "bounds"; return Verdict::Holds; }
  }
  bool integer = run.opt.method != Method::Lp;
  Verdict all = Verdict::Holds;
  // LP first: cheap proofs for some cases.
  std::vector<int> after_lp;
  for (int k : pending) {
    if (run.timed_out()) return Verdict::Unknown;
    Verdict v = run.solve_milp(b, k, false);
    if (v == Verdict::Violated) return v;
    if (v != Verdict::Holds) after_lp.push_back(k);
  }
  if (after_lp.empty()) { run.res.decided_by = "lp"; return Verdict::Holds; }
  if (!integer) return Verdict::Unknown;
  for (int k : after_lp) {
    if (run.timed_out()) return Verdict::Unknown;
    Verdict v = run.solve_milp(b, k, true);
    if (v == Verdict::Violated) return v;
    if (v == Verdict::Unknown) all = Verdict::Unknown;
  }
  if (all == Verdict::Holds) run.res.decided_by = "milp";
  return all;
}

}  // namespace shardproof::robustness
