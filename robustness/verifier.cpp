#include "robustness/verifier.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <utility>

#include "robustness/alpha_crown.h"
#include "robustness/beta_crown_search.h"
#include "robustness/deadline.h"
#include "robustness/falsify_first.h"
#include "robustness/input_split.h"
#include "robustness/milp_cases.h"
#include "robustness/relu_split.h"
#include "robustness/smooth_split_cases.h"
#include "robustness/verify_run.h"

namespace shardproof::robustness {

const char* to_string(Verdict v) {
  switch (v) {
    case Verdict::Holds: return "holds";
    case Verdict::Violated: return "violated";
    case Verdict::Unknown: return "unknown";
  }
  return "unknown";
}
const char* to_string(Method m) {
  switch (m) {
    case Method::Bounds: return "bounds";
    case Method::Lp: return "lp";
    case Method::Milp: return "milp";
    case Method::Auto: return "auto";
  }
  return "auto";
}
bool parse_method(const std::string& s, Method& m) {
  if (s == "bounds") m = Method::Bounds;
  else if (s == "lp") m = Method::Lp;
  else if (s == "milp") m = Method::Milp;
  else if (s == "auto") m = Method::Auto;
  else return false;
  return true;
}

std::string check_compatible(const Network& net, const Spec& spec) {
  if (spec.input_size != net.input_size)
    return fmt::format("the spec declares {} inputs X_i but the network takes {}", spec.input_size, net.input_size);
  if (spec.output_size != net.output_size)
    return fmt::format("the spec declares {} outputs Y_j but the network gives {}", spec.output_size, net.output_size);
  return "";
}

namespace {

// One verify call: the strategies in the order they are tried, each in its own file (VerifyRun
// holds what they share). Falsification first (falsify_first.h), then per box: input splitting
// on low-dimensional inputs (input_split.h), otherwise single_box's bounds and the strategy
// that fits the network: smooth-neuron splitting (smooth_split_cases.h), beta-CROWN on
// convolutional networks (beta_crown_search.h), ReLU splits on dense ones (relu_split.h), the
// LP and MILP (milp_cases.h).
class Run {
 public:
  Run(const Network& net, const Spec& spec, const VerifyOptions& opt) : run_(net, spec, opt) {}

  // The analysis under the time limit: stopped anywhere inside (deadline.h), it answers unknown
  // with the counts so far.
  VerifyResult go() {
    DeadlineScope limit(run_.opt.timeout_s);
    try {
      return analyse();
    } catch (const TimeLimitReached&) {
      const std::string why = run_.bab_progress.empty() ? "time limit reached" : run_.bab_progress;
      run_.res = VerifyResult{Verdict::Unknown, {}, {}, -1, run_.res.nodes, run_.res.milp_calls, run_.res.worker_slices, 0, {}, why};
      return run_.finish();
    }
  }

 private:
  VerifyResult analyse() {
    // Clamp boxes to the network's input clamp (.nnet): f only sees clamped inputs.
    run_.boxes.clear();
    for (const SpecCase& c : run_.spec.cases) {
      Vec lo = c.lo, hi = c.hi;
      if (run_.net.input_clamp_lo) {
        lo = lo.cwiseMax(*run_.net.input_clamp_lo).cwiseMin(*run_.net.input_clamp_hi);
        hi = hi.cwiseMax(*run_.net.input_clamp_lo).cwiseMin(*run_.net.input_clamp_hi);
      }
      run_.boxes.push_back({lo, hi});
    }
    for (std::size_t k = 0; k < run_.spec.cases.size(); ++k)
      if (run_.spec.cases[k].C.rows() == 0) {  // any point of the box is a counterexample
        Vec x = (run_.boxes[k].first + run_.boxes[k].second) * 0.5;
        if (run_.report(k, x, "bounds")) return run_.finish();
      }
    if (falsify_first(run_)) return run_.finish();
    // Group cases by box: the bounds of a box are shared by its cases.
    std::map<std::pair<std::vector<double>, std::vector<double>>, std::vector<int>> groups;
    for (std::size_t k = 0; k < run_.spec.cases.size(); ++k) {
      const auto& [lo, hi] = run_.boxes[k];
      groups[{std::vector<double>(lo.data(), lo.data() + lo.size()), std::vector<double>(hi.data(), hi.data() + hi.size())}].push_back(static_cast<int>(k));
    }
    bool all_hold = true;
    for (auto& [key, cases] : groups) {
      Vec lo = Eigen::Map<const Vec>(key.first.data(), key.first.size());
      Vec hi = Eigen::Map<const Vec>(key.second.data(), key.second.size());
      Verdict v;
      if (run_.opt.method == Method::Auto && !run_.high_dimensional()) {
        // Conjunctions on inputs too many for the box to be split finely (sat_relu with 18
        // variables: open after 140k pieces in 20 s, the MILP's in 0.1 s): the MILP first.
        std::vector<int> rest = cases;
        if (run_.net.input_size >= run_.opt.conjunction_milp_min_inputs &&
            std::any_of(rest.begin(), rest.end(), [&](int k) { return run_.spec.cases[k].C.rows() > 1; })) {
          LayerBounds b = *run_.deeppoly_of(lo, hi);
          if (conjunctions_by_milp(run_, b, rest) == Verdict::Violated) return run_.finish();
        }
        v = rest.empty() ? Verdict::Holds : input_split_search(run_, lo, hi, rest);
        if (rest.empty() && run_.res.decided_by.empty()) run_.res.decided_by = "milp";
      }
      else v = single_box(lo, hi, cases);
      if (v == Verdict::Violated) return run_.finish();
      if (v != Verdict::Holds) all_hold = false;
    }
    if (all_hold) {
      run_.res.verdict = Verdict::Holds;
      if (run_.res.decided_by.empty()) run_.res.decided_by = "bounds";
    }
    return run_.finish();
  }

  // The cases of one box: its DeepPoly bounds, then the strategy that fits the network.
  Verdict single_box(const Vec& lo, const Vec& hi, const std::vector<int>& cases) {
    LayerBounds b = *run_.deeppoly_of(lo, hi);
    ++run_.res.nodes;
    std::vector<int> pending;
    for (int k : cases) {
      LinearLowerBound r = run_.best_row(b, k);
      if (r.value > 0) continue;
      if (run_.report(k, r.argmin, "bounds")) return Verdict::Violated;
      pending.push_back(k);
    }
    if (pending.empty()) { run_.res.decided_by = "bounds"; return Verdict::Holds; }
    if (!run_.net.piecewise_linear()) {
      // Sigmoid / Tanh layers (activation.h): no ReLU to split and no exact MILP. `auto`
      // refines: in low dimension by splitting the input box (each piece narrows the
      // activations' input intervals and so their lines; pieces go to the LP over those lines,
      // a relaxation: infeasible proves, a solution is only a candidate re-checked in
      // float64), in high dimension by splitting the activations' input intervals
      // (smooth_split.h); what the time limit leaves open is unknown. `lp` and `milp` solve
      // the relaxation once.
      if (run_.opt.method == Method::Bounds) return Verdict::Unknown;
      if (run_.opt.method == Method::Auto && !run_.high_dimensional()) return input_split_search(run_, lo, hi, pending);
      if (run_.opt.method == Method::Auto) return smooth_split_cases(run_, b, pending);
    } else if (run_.convolutional()) {
      // alpha-CROWN at the root: optimised slopes for the intermediate bounds (kept by every
      // ReLU-split subdomain below), then beta-CROWN's batch on each case's best row at the
      // root (bounds alone certify with these), whose slopes the branch and bound starts from.
      // The root box is not empty, so its sound bounds cannot cross; if round-off made them,
      // DeepPoly's are kept.
      AlphaCrownOptions ao;
      ao.iterations = run_.opt.alpha_iterations;
      LayerBounds tightened = b;
      LastLayerSlopes slopes;  // kept only for the per-subdomain refresh, which is off by default
      if (optimise_intermediate_bounds(run_.net, tightened, ao, run_.opt.beta_crown_refresh > 0 ? &slopes : nullptr))
        b = std::move(tightened);
      else slopes = {};
      return beta_crown_cases(run_, b, pending, slopes);
    }
    if (run_.opt.method == Method::Bounds) return Verdict::Unknown;
    if (run_.opt.method == Method::Auto && run_.high_dimensional() && run_.relu_bab_supported()) {
      if (Verdict v = conjunctions_by_milp(run_, b, pending); v != Verdict::Unknown) return v;
      if (pending.empty()) { run_.res.decided_by = "milp"; return Verdict::Holds; }
      return relu_split_cases(run_, b, pending);
    }
    return lp_then_milp(run_, std::move(b), std::move(pending));
  }

  VerifyRun run_;
};

}  // namespace

VerifyResult verify(const Network& net, const Spec& spec, const VerifyOptions& opt) {
  return Run(net, spec, opt).go();
}

}  // namespace shardproof::robustness
