#include "robustness/verifier.h"

#include <fmt/format.h>

#include <chrono>
#include <cmath>
#include <algorithm>
#include <map>
#include <tuple>
#include <memory>

#include "robustness/alpha_crown.h"
#include "robustness/beta_crown.h"
#include "robustness/byte_buffer.h"
#include "robustness/child_task.h"
#include "robustness/bounds.h"
#include "robustness/deadline.h"
#include "robustness/falsify.h"
#include "robustness/gemm.h"
#include "robustness/lp_encoding.h"
#include "robustness/smooth_split.h"

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

using Clock = std::chrono::steady_clock;

class Run {
 public:
  Run(const Network& net, const Spec& spec, const VerifyOptions& opt)
      : net_(net), spec_(spec), opt_(opt), start_(Clock::now()) {}

  // The analysis under the time limit: stopped anywhere inside (deadline.h), it answers unknown
  // with the counts so far.
  VerifyResult go() {
    DeadlineScope limit(opt_.timeout_s);
    try {
      return analyse();
    } catch (const TimeLimitReached&) {
      const std::string why = bab_progress_.empty() ? "time limit reached" : bab_progress_;
      res_ = VerifyResult{Verdict::Unknown, {}, {}, -1, res_.nodes, res_.milp_calls, res_.worker_slices, 0, {}, why};
      return finish();
    }
  }

 private:
  VerifyResult analyse() {
    // Clamp boxes to the network's input clamp (.nnet): f only sees clamped inputs.
    boxes_.clear();
    for (const SpecCase& c : spec_.cases) {
      Vec lo = c.lo, hi = c.hi;
      if (net_.input_clamp_lo) {
        lo = lo.cwiseMax(*net_.input_clamp_lo).cwiseMin(*net_.input_clamp_hi);
        hi = hi.cwiseMax(*net_.input_clamp_lo).cwiseMin(*net_.input_clamp_hi);
      }
      boxes_.push_back({lo, hi});
    }
    for (std::size_t k = 0; k < spec_.cases.size(); ++k)
      if (spec_.cases[k].C.rows() == 0) {  // any point of the box is a counterexample
        Vec x = (boxes_[k].first + boxes_[k].second) * 0.5;
        if (report(k, x, "bounds")) return finish();
      }
    if (opt_.falsify && (opt_.method == Method::Auto || opt_.method == Method::Milp)) {
      FalsifyOptions fo;
      fo.restarts = 100;
      fo.steps = 60;
      const bool high = high_dimensional();
      if (high) {
        // Plateaus (see falsify.h): start at the vertex minimising the case's DeepPoly bound,
        // then the centre and random points, with longer, leaky, slower-decaying descents.
        // mnistfc prop_0_0.05 and prop_9_0.05 are found from that vertex: 0.63 s and 0.29 s
        // for the whole instance (bench/robustness/full_run.csv; 53 s and 21 s of ReLU-split
        // branch and bound before).
        fo.restarts = 4;
        fo.steps = 100;
        fo.step = 0.3;
        fo.decay = 0.97;
        fo.leak = 0.01;
      }
      // Cases in the order of their margin at the box's centre (the likeliest counterexample
      // first), within initial_falsify_share of the time limit. In high dimension a first
      // round runs from the centre and random points alone, and a second one adds the DeepPoly
      // vertices: on a CIFAR ResNet the DeepPoly bounds those need take longer than the
      // whole share, while PGD from the centre finds a counterexample in seconds.
      std::vector<std::size_t> order(spec_.cases.size());
      std::vector<double> centre_margin(spec_.cases.size());
      for (std::size_t k = 0; k < spec_.cases.size(); ++k) {
        order[k] = k;
        centre_margin[k] = case_margin(spec_.cases[k], net_.evaluate((boxes_[k].first + boxes_[k].second) * 0.5));
      }
      std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return centre_margin[a] < centre_margin[b]; });
      auto within_share = [&] { return elapsed() < opt_.initial_falsify_share * opt_.timeout_s; };
      for (int round = high ? 0 : 1; round < 2; ++round)
        for (std::size_t k : order) {
          if (!within_share()) break;
          fo.starts.clear();
          if (round == 1 && high && spec_.cases[k].C.rows() > 0) {
            // A row whose DeepPoly bound is above 0 on the box leaves the case no
            // counterexample: no descent for it (on bench/robustness/fmnist_resnet.py's net,
            // the attack was 6 of the 15 s of a box that bounds alone decide).
            const std::shared_ptr<const LayerBounds> root = deeppoly_of(boxes_[k].first, boxes_[k].second);
            const SpecCase& sc = spec_.cases[k];
            bool refuted = false;
            for (long j = 0; j < sc.C.rows() && !refuted; ++j) {
              const LinearLowerBound row = lower_bound_linear(net_, *root, sc.C.row(j).transpose(), -sc.d(j));
              refuted = row.value > 0;
              fo.starts.push_back(row.argmin);
            }
            if (refuted) continue;
          }
          FalsifyOptions this_round = fo;
          if (round == 0) this_round.restarts = 1;  // from the centre only
          auto f = falsify_case(net_, spec_.cases[k], boxes_[k].first, boxes_[k].second, this_round);
          if (f.found && report(k, f.x, "falsification")) return finish();
        }
    }
    // Group cases by box: the bounds of a box are shared by its cases.
    std::map<std::pair<std::vector<double>, std::vector<double>>, std::vector<int>> groups;
    for (std::size_t k = 0; k < spec_.cases.size(); ++k) {
      const auto& [lo, hi] = boxes_[k];
      groups[{std::vector<double>(lo.data(), lo.data() + lo.size()), std::vector<double>(hi.data(), hi.data() + hi.size())}].push_back(static_cast<int>(k));
    }
    bool all_hold = true;
    for (auto& [key, cases] : groups) {
      Vec lo = Eigen::Map<const Vec>(key.first.data(), key.first.size());
      Vec hi = Eigen::Map<const Vec>(key.second.data(), key.second.size());
      Verdict v;
      if (opt_.method == Method::Auto && !high_dimensional()) {
        // Conjunctions on inputs too many for the box to be split finely (sat_relu with 18
        // variables: open after 140k pieces in 20 s, the MILP's in 0.1 s): the MILP first.
        std::vector<int> rest = cases;
        if (net_.input_size >= opt_.conjunction_milp_min_inputs &&
            std::any_of(rest.begin(), rest.end(), [&](int k) { return spec_.cases[k].C.rows() > 1; })) {
          LayerBounds b = *deeppoly_of(lo, hi);
          if (conjunctions_by_milp(b, rest) == Verdict::Violated) return finish();
        }
        v = rest.empty() ? Verdict::Holds : branch_and_bound(lo, hi, rest);
        if (rest.empty() && res_.decided_by.empty()) res_.decided_by = "milp";
      }
      else v = single_box(lo, hi, cases);
      if (v == Verdict::Violated) return finish();
      if (v != Verdict::Holds) all_hold = false;
    }
    if (all_hold) {
      res_.verdict = Verdict::Holds;
      if (res_.decided_by.empty()) res_.decided_by = "bounds";
    }
    return finish();
  }

  // Input-split branch and bound below relu_bab_min_inputs inputs (ACAS Xu: 5), ReLU splits
  // from there on (MNIST: 784); one threshold for the search and for its falsification.
  bool high_dimensional() const { return net_.input_size >= opt_.relu_bab_min_inputs; }

  VerifyResult finish() {
    res_.seconds = elapsed();
    if (res_.verdict == Verdict::Unknown) res_.decided_by.clear();
    if (res_.verdict == Verdict::Unknown && res_.note.empty()) res_.note = timed_out() ? "time limit reached" : "not decided by this method";
    return res_;
  }
  double elapsed() const { return std::chrono::duration<double>(Clock::now() - start_).count(); }
  bool timed_out() const { return elapsed() > opt_.timeout_s; }
  double remaining() const { return std::max(0.0, opt_.timeout_s - elapsed()); }

  // Re-checks x in float64; records the witness when it violates case k.
  bool report(std::size_t k, const Vec& x_in, const char* by) {
    Vec x = x_in.cwiseMax(spec_.cases[k].lo).cwiseMin(spec_.cases[k].hi);
    Vec y = net_.evaluate(x);
    if (!spec_.case_violated_by(k, x, y, 0.0)) return false;
    // On a step (Sign) float32 may land on the other side: not a counterexample one can stand by.
    if (net_.near_a_step(x, 1e-5)) return false;
    res_.verdict = Verdict::Violated;
    res_.x = x;
    res_.y = y;
    res_.case_index = static_cast<int>(k);
    res_.decided_by = by;
    return true;
  }

  // Lower bound of case k's best row on a box; returns the best bound and its linear function.
  LinearLowerBound best_row(const LayerBounds& b, int k) {
    const SpecCase& c = spec_.cases[k];
    LinearLowerBound best;
    best.value = -INFINITY;
    for (long j = 0; j < c.C.rows(); ++j) {
      LinearLowerBound r = lower_bound_linear(net_, b, c.C.row(j).transpose(), -c.d(j));
      if (r.value > best.value) best = std::move(r);
    }
    if (best.value > 0 || c.C.rows() < 2) return best;
    // The case needs every row <= 0, so any convex combination of its rows is <= 0 on the
    // case as well: a combination bounded above 0 also refutes it. Back-substituting the
    // combination lets the relaxations serve all its rows at once, which proves pieces where
    // each row alone is positive only on part of the piece (ACAS Xu properties 3 and 4).
    const long m = c.C.rows();
    auto try_weights = [&](const Vec& w) {
      LinearLowerBound r = lower_bound_linear(net_, b, c.C.transpose() * w, -c.d.dot(w));
      if (r.value > best.value) best = std::move(r);
    };
    for (long i = 0; i < m; ++i)
      for (long j = i + 1; j < m; ++j) {
        Vec w = Vec::Zero(m);
        w(i) = w(j) = 0.5;
        try_weights(w);
      }
    if (m > 2) try_weights(Vec::Constant(m, 1.0 / static_cast<double>(m)));
    return best;
  }

  // MILP (or LP) on case k over a box with bounds b: returns verdict for the case.
  Verdict solve_milp(const LayerBounds& b, int k, bool integer, double time_limit_s = INFINITY) {
    ++res_.milp_calls;
    CaseLpResult r = solve_case(net_, b, spec_.cases[k], integer, std::max(0.5, std::min(time_limit_s, remaining())));
    switch (r.status) {
      case CaseLpResult::Status::Holds: return Verdict::Holds;
      case CaseLpResult::Status::Candidate: {
        if (report(k, r.x, "milp")) return Verdict::Violated;
        // Round-off at a tie: search the neighbourhood of the solver's point.
        Vec lo = b.lo[0], hi = b.hi[0];
        Vec w = (hi - lo) * 1e-3;
        FalsifyOptions fo;
        fo.restarts = 4;
        auto f = falsify_case(net_, spec_.cases[k], (r.x - w).cwiseMax(lo), (r.x + w).cwiseMin(hi), fo);
        if (f.found && report(k, f.x, "milp")) return Verdict::Violated;
        res_.note = "MILP candidate failed the float64 re-check";
        return Verdict::Unknown;
      }
      case CaseLpResult::Status::Error: res_.note = r.message; return Verdict::Unknown;
      case CaseLpResult::Status::Timeout: res_.note = "time limit reached in GLPK"; return Verdict::Unknown;
      case CaseLpResult::Status::Unknown:
        if (!r.message.empty()) res_.note = r.message;
        if (!integer && r.x.size() && report(k, r.x, "lp")) return Verdict::Violated;
        return Verdict::Unknown;
    }
    return Verdict::Unknown;
  }

  // DeepPoly's bounds on a box, kept for the last box asked: the falsification's second round
  // starts from their vertices and single_box from the bounds themselves, on the same box (a
  // CIFAR ResNet's take tens of seconds).
  std::shared_ptr<const LayerBounds> deeppoly_of(const Vec& lo, const Vec& hi) {
    if (!deeppoly_ || deeppoly_->lo[0] != lo || deeppoly_->hi[0] != hi)
      deeppoly_ = std::make_shared<const LayerBounds>(compute_bounds(net_, lo, hi, BoundMethod::DeepPoly));
    return deeppoly_;
  }

  Verdict single_box(const Vec& lo, const Vec& hi, const std::vector<int>& cases) {
    LayerBounds b = *deeppoly_of(lo, hi);
    ++res_.nodes;
    std::vector<int> pending;
    for (int k : cases) {
      LinearLowerBound r = best_row(b, k);
      if (r.value > 0) continue;
      if (report(k, r.argmin, "bounds")) return Verdict::Violated;
      pending.push_back(k);
    }
    if (pending.empty()) { res_.decided_by = "bounds"; return Verdict::Holds; }
    if (!net_.piecewise_linear()) {
      // Sigmoid / Tanh layers (activation.h): no ReLU to split and no exact MILP. `auto`
      // refines: in low dimension by splitting the input box (each piece narrows the
      // activations' input intervals and so their lines; pieces go to the LP over those lines,
      // a relaxation: infeasible proves, a solution is only a candidate re-checked in
      // float64), in high dimension by splitting the activations' input intervals
      // (smooth_split.h); what the time limit leaves open is unknown. `lp` and `milp` solve
      // the relaxation once.
      if (opt_.method == Method::Bounds) return Verdict::Unknown;
      if (opt_.method == Method::Auto && !high_dimensional()) return branch_and_bound(lo, hi, pending);
      if (opt_.method == Method::Auto) return smooth_split_cases(b, pending);
    } else if (convolutional()) {
      // alpha-CROWN at the root: optimised slopes for the intermediate bounds (kept by every
      // ReLU-split subdomain below), then beta-CROWN's batch on each case's best row at the
      // root (bounds alone certify with these), whose slopes the branch and bound starts from.
      // The root box is not empty, so its sound bounds cannot cross; if round-off made them,
      // DeepPoly's are kept.
      AlphaCrownOptions ao;
      ao.iterations = opt_.alpha_iterations;
      LayerBounds tightened = b;
      LastLayerSlopes slopes;  // kept only for the per-subdomain refresh, which is off by default
      if (optimise_intermediate_bounds(net_, tightened, ao, opt_.beta_crown_refresh > 0 ? &slopes : nullptr))
        b = std::move(tightened);
      else slopes = {};
      return beta_crown_cases(b, pending, slopes);
    }
    if (opt_.method == Method::Bounds) return Verdict::Unknown;
    if (opt_.method == Method::Auto && high_dimensional() && relu_bab_supported()) {
      if (Verdict v = conjunctions_by_milp(b, pending); v != Verdict::Unknown) return v;
      if (pending.empty()) { res_.decided_by = "milp"; return Verdict::Holds; }
      return relu_bab_cases(b, pending);
    }
    if (opt_.method == Method::Milp || opt_.method == Method::Auto) {
      tighten_bounds_with_lp(net_, b, std::min(remaining() * 0.3, 20.0), 4000);
      std::vector<int> still;
      for (int k : pending) if (best_row(b, k).value <= 0) still.push_back(k);
      pending.swap(still);
      if (pending.empty()) { res_.decided_by = "bounds"; return Verdict::Holds; }
    }
    bool integer = opt_.method != Method::Lp;
    Verdict all = Verdict::Holds;
    // LP first: cheap proofs for some cases.
    std::vector<int> after_lp;
    for (int k : pending) {
      if (timed_out()) return Verdict::Unknown;
      Verdict v = solve_milp(b, k, false);
      if (v == Verdict::Violated) return v;
      if (v != Verdict::Holds) after_lp.push_back(k);
    }
    if (after_lp.empty()) { res_.decided_by = "lp"; return Verdict::Holds; }
    if (!integer) return Verdict::Unknown;
    for (int k : after_lp) {
      if (timed_out()) return Verdict::Unknown;
      Verdict v = solve_milp(b, k, true);
      if (v == Verdict::Violated) return v;
      if (v == Verdict::Unknown) all = Verdict::Unknown;
    }
    if (all == Verdict::Holds) res_.decided_by = "milp";
    return all;
  }


  // Each pending case by branch and bound on the smooth neurons' input intervals
  // (smooth_split.h), one case after the other: Holds when every one is proved.
  Verdict smooth_split_cases(const LayerBounds& b, const std::vector<int>& pending) {
    for (int k : pending) {
      auto bound = [&](const LayerBounds& nb, Vec& candidate, Vec& c, double& c0) {
        LinearLowerBound r = best_row(nb, k);
        candidate = std::move(r.argmin);
        c = r.output_coef;
        c0 = r.output_constant;
        return r.value;
      };
      auto witness = [&](const Vec& x) { return report(static_cast<std::size_t>(k), x, "branch-and-bound"); };
      auto lp = [&](const LayerBounds& nb) {
        ++res_.milp_calls;
        const CaseLpResult r = solve_case(net_, nb, spec_.cases[k], false, std::max(0.5, remaining()));
        if (r.status == CaseLpResult::Status::Holds) return true;
        if (r.x.size()) report(static_cast<std::size_t>(k), r.x, "lp");  // a real counterexample ends the search below
        return false;
      };
      const SplitOutcome o = smooth_split_search(net_, b, bound, witness, lp, res_.nodes);
      if (res_.verdict == Verdict::Violated) return Verdict::Violated;
      if (o == SplitOutcome::Counterexample) return Verdict::Violated;
      if (o == SplitOutcome::Open) {
        res_.note = "smooth neurons' intervals too narrow to split were left undecided";
        return Verdict::Unknown;
      }
    }
    res_.decided_by = "branch-and-bound";
    return Verdict::Holds;
  }

  // The pending cases with several rows (conjunctions) by the MILP first, on LP-tightened
  // bounds, for conjunction_milp_share of the time left (VerifyOptions says why): proved cases
  // leave `pending`; Violated when one is refuted, else Unknown (the search goes on).
  Verdict conjunctions_by_milp(const LayerBounds& b, std::vector<int>& pending) {
    std::vector<int> conj;
    for (int k : pending)
      if (spec_.cases[k].C.rows() > 1) conj.push_back(k);
    if (conj.empty() || net_.relu_count() > opt_.conjunction_milp_max_relus || opt_.conjunction_milp_share <= 0)
      return Verdict::Unknown;
    const double until = elapsed() + remaining() * opt_.conjunction_milp_share;
    LayerBounds t = b;
    tighten_bounds_with_lp(net_, t, std::min(remaining() * 0.1, 10.0), 4000);
    std::vector<int> proved;
    for (std::size_t i = 0; i < conj.size(); ++i) {
      const double budget = (until - elapsed()) / static_cast<double>(conj.size() - i);
      if (budget <= 0.05 || timed_out()) break;
      Verdict v = solve_milp(t, conj[i], true, budget);
      if (v == Verdict::Violated) return v;
      if (v == Verdict::Holds) proved.push_back(conj[i]);
    }
    std::erase_if(pending, [&](int k) { return std::find(proved.begin(), proved.end(), k) != proved.end(); });
    if (!pending.empty()) res_.note.clear();  // a MILP time-out is not the answer's reason
    return Verdict::Unknown;
  }

  // ---- Branch and bound on ReLU splits (high-dimensional inputs) ----
  // A split fixes the sign of pre-activation j of ReLU layer `layer`: sign +1 means z_j >= 0,
  // -1 means z_j <= 0.
  struct Split { int layer, j, sign; };
  struct RNode {
    std::shared_ptr<const LayerBounds> b;  // bounds with this node's split neurons clamped
    std::vector<Split> splits;
    std::vector<Vec> alpha;                // lower slopes per ReLU layer (warm start)
    std::vector<double> beta;              // one multiplier per split
  };
  struct Crown {
    double value = -INFINITY;
    Vec argmin;
    std::vector<Vec> lampost;  // per ReLU layer: coefficient of the ReLU outputs in the bound
    std::vector<Vec> galpha;
    std::vector<double> gbeta;
  };

  // Networks with a convolution or another sparse layer (pooling, padding, residual values
  // carried past a ReLU) get alpha-CROWN at the root and ReLU-split nodes that keep their
  // parent's bounds; the dense ones (ACAS Xu, mnistfc) keep the analysis they were tuned with.
  bool convolutional() const {
    for (const Layer& L : net_.layers)
      if (!L.kernels.empty() || L.sparse) return true;
    return false;
  }

  // ---- beta-CROWN branch and bound in batches (convolutional networks) ----
  // Every pending case is searched on the row of its spec with the best root bound (c.y + c0
  // > 0 on every subdomain refutes the case). The root subdomains are optimised first
  // (5 x relu_bab_iterations steps): `bounds` stops there. `auto` then runs one depth-first
  // search over the subdomains of all cases: the top relu_bab_batch subdomains of the stack
  // are optimised together (beta_crown.h, beta_crown_iterations steps, more once the search
  // is past its first thousands of subdomains), each open one is split on the ReLU chosen by
  // filtered smart branching (the beta_crown_candidates best BaBSR-like scores, each scored
  // by the better of its two children's bounds with the parent's slopes and multipliers, all
  // candidates of the batch in one batched pass), and children already bounded above zero
  // by that pass are not pushed.
  Verdict beta_crown_cases(const LayerBounds& b, const std::vector<int>& pending, const LastLayerSlopes& slopes) {
    std::vector<Objective> objectives;
    std::vector<int> case_of;
    for (int k : pending) {
      const SpecCase& sc = spec_.cases[k];
      const long row = best_root_row(b, k);
      objectives.push_back({sc.C.row(row).transpose(), -sc.d(row)});
      case_of.push_back(k);
    }
    BetaCrown bc(net_, b, objectives);
    bc.set_refresh_slopes(slopes);
    std::vector<Subdomain> roots(objectives.size());
    for (std::size_t o = 0; o < roots.size(); ++o) {
      roots[o].objective = static_cast<int>(o);
      roots[o].alpha = bc.initial_alpha();
    }
    res_.nodes += static_cast<long>(roots.size());
    bc.optimise(roots, 5 * opt_.relu_bab_iterations);
    std::vector<Subdomain> stack;
    for (Subdomain& d : roots) {
      if (d.bound > 0) continue;
      if (report(case_of[d.objective], d.argmin, "bounds")) return Verdict::Violated;
      stack.push_back(std::move(d));
    }
    if (stack.empty()) { res_.decided_by = "bounds"; return Verdict::Holds; }
    if (opt_.method != Method::Auto) return Verdict::Unknown;
    // The search takes the top of the stack first: the cases with the highest root bound on
    // top, so that the quick ones are cleared first and the cut generator, which follows the
    // search (feed_cuts), has its lead on the hard ones at the bottom.
    std::stable_sort(stack.begin(), stack.end(), [](const Subdomain& x, const Subdomain& y) { return x.bound < y.bound; });
    BetaSearch search;
    search.stack = std::move(stack);
    search.roots = static_cast<double>(objectives.size());
    search.refuted.assign(objectives.size(), 1.0);  // those refuted at the root stay so
    for (const Subdomain& d : search.stack) search.refuted[d.objective] = 0;
    search.cut.assign(objectives.size(), 0);
    return beta_crown_search(bc, b, objectives, case_of, search);
  }

  // The depth-first search's state, with the cut generation that runs beside it.
  struct BetaSearch {
    std::vector<Subdomain> stack;
    double roots = 0;            // the root subdomains it started from, one per case
    std::vector<double> refuted;  // per objective, the share of its root refuted: 2^-depth per refuted subdomain
    std::vector<char> cut;       // per objective: whether it had its turn with the cut generator
    std::unique_ptr<RootCutGenerator> generator;
    int generating = -1;         // its objective
    double generator_started = 0;
    // When a round last raised its case's LP bound (0: no round yet; kCutsProgress says by how
    // much a round must), and that LP bound without cuts and with the cuts so far.
    double last_progress = 0;
    double lp_bound = -INFINITY, cut_bound = -INFINITY;
    // A slice of the search run in a child process on the bottom of the stack (feed_worker),
    // when the second core has no cuts to make; `lent` keeps what it took in case it fails.
    std::unique_ptr<ChildTask> worker;
    std::vector<Subdomain> lent;
    bool incomplete = false;     // a subdomain was left undecided with nothing to split
    std::size_t cuts = 0;        // cuts in use, over all objectives
    int objectives_cut = 0;
  };

  // Root cuts (COIN-OR's, then GLPK's: lp_encoding.h, RootCutGenerator) for the cases still
  // open, one case at a time in a child process beside the search (the second core), in the
  // order the search reaches them: the case of the subdomain on top of the stack first, then
  // the next one down that has not had its turn. From cuts_after_share of the time limit on,
  // each case's generator runs until its rounds are over, its case is refuted, no round has
  // raised its LP bound for cuts_stall_share of the time limit (kCutsProgress), or cuts_share
  // of the time limit has passed; every round that arrives replaces that case's cuts in the bound
  // (BetaCrown::set_cuts).
  void feed_cuts(BetaCrown& bc, const LayerBounds& b, const std::vector<Objective>& objectives, BetaSearch& search) {
    if (opt_.cuts_share <= 0 || elapsed() < opt_.cuts_after_share * opt_.timeout_s) return;
    auto open = [&](int o) {
      return std::any_of(search.stack.begin(), search.stack.end(), [o](const Subdomain& d) { return d.objective == o; });
    };
    if (search.generator) {
      RootCuts rc;
      if (search.generator->poll(rc)) {
        search.cuts = search.cuts - bc.cut_count(search.generating) + rc.cuts.size();  // a round may drop cuts
        bc.set_cuts(search.generating, std::move(rc.cuts));
        const double step = rc.cut_bound - std::max(search.cut_bound, rc.lp_bound);
        if (search.last_progress == 0 || step > kCutsProgress * std::abs(rc.lp_bound)) search.last_progress = elapsed();
        search.lp_bound = rc.lp_bound;
        search.cut_bound = rc.cut_bound;
      }
      const bool stalled = search.last_progress > 0 && elapsed() - search.last_progress > opt_.cuts_stall_share * opt_.timeout_s;
      const bool over = search.generator->done() || !open(search.generating) || stalled ||
                        elapsed() - search.generator_started > opt_.cuts_share * opt_.timeout_s;
      if (!over) return;
      search.generator.reset();
    }
    // No worker runs here: feed_worker starts one only once no open case awaits its turn, and
    // the subdomains it takes or gives back are of cases that had theirs.
    for (auto d = search.stack.rbegin(); d != search.stack.rend(); ++d) {
      const int o = d->objective;
      if (search.cut[o]) continue;
      search.cut[o] = 1;
      search.generator = std::make_unique<RootCutGenerator>(net_, b, objectives[o].c, objectives[o].c0);
      search.generating = o;
      search.generator_started = elapsed();
      search.last_progress = 0;
      search.lp_bound = search.cut_bound = -INFINITY;
      ++search.objectives_cut;
      return;
    }
  }

  // A round of cuts that raises its case's LP bound by less than this share of the LP's own
  // bound does not count as progress (feed_cuts' stall rule).
  static constexpr double kCutsProgress = 0.002;

  // Whether the cut generator still has a case to take: an open one that has not had its turn.
  // Workers wait for it even before it starts: searching the shallow subdomains of the bottom
  // of the stack before their case's cuts arrive splits them deeper than the cuts would need
  // (wide img3458: 23,157 subdomains and 33.1 s with workers from the start, 15,134 and 27.8 s
  // without workers).
  bool cuts_pending(const BetaSearch& search) const {
    if (opt_.cuts_share <= 0) return false;
    return std::any_of(search.stack.begin(), search.stack.end(), [&](const Subdomain& d) { return !search.cut[d.objective]; });
  }

  // The second core, once every open case has had its turn with the cut generator, searches
  // too: a child process (child_task.h) takes the bottom half of the stack (the shallow
  // subdomains, the cases further down) for a slice of worker_slice_s seconds, with the cuts
  // the parent had, and sends back what it refuted, a counterexample or what it left open,
  // which goes back to the bottom of the stack; then the next worker takes half of the stack
  // as it is by then.
  // Slices keep the two halves balanced without sharing memory. Returns Violated when a
  // worker's counterexample holds up (report() checks it again in float64).
  Verdict feed_worker(BetaCrown& bc, const LayerBounds& b, const std::vector<Objective>& objectives,
                      const std::vector<int>& case_of, BetaSearch& search, double wait_s) {
    if (search.worker) {
      std::string bytes;
      if (!search.worker->poll(bytes, wait_s)) return Verdict::Unknown;
      const bool failed = search.worker->failed();
      search.worker.reset();
      if (failed) {  // its subdomains are still open: back where they were
        search.stack.insert(search.stack.begin(), std::make_move_iterator(search.lent.begin()), std::make_move_iterator(search.lent.end()));
        search.lent.clear();
        return Verdict::Unknown;
      }
      search.lent.clear();
      ++res_.worker_slices;
      ByteReader r{bytes};
      const auto verdict = r.get<int>();
      res_.nodes += r.get<long>();
      res_.milp_calls += r.get<long>();
      search.incomplete = search.incomplete || r.get<char>();
      const std::vector<double> refuted = r.get_array<double>();
      for (std::size_t o = 0; o < refuted.size() && o < search.refuted.size(); ++o) search.refuted[o] += refuted[o];
      if (static_cast<Verdict>(verdict) == Verdict::Violated) {
        const int k = r.get<int>();
        const Vec x = r.get_vec();
        if (report(static_cast<std::size_t>(k), x, "branch-and-bound")) return Verdict::Violated;
        search.incomplete = true;  // cannot happen: the child checked the same point the same way
      }
      std::vector<Subdomain> left = read_subdomains(bytes.substr(r.at));
      search.stack.insert(search.stack.begin(), std::make_move_iterator(left.begin()), std::make_move_iterator(left.end()));
    }
    if (in_worker_ || opt_.worker_slice_s <= 0 || gemm_on_gpu() || search.generator || cuts_pending(search) || search.stack.size() < 2)
      return Verdict::Unknown;
    const long half = static_cast<long>(search.stack.size() / 2);
    search.lent.assign(std::make_move_iterator(search.stack.begin()), std::make_move_iterator(search.stack.begin() + half));
    search.stack.erase(search.stack.begin(), search.stack.begin() + half);
    search.worker = std::make_unique<ChildTask>([&] { return worker_slice(bc, b, objectives, case_of, search); });
    return Verdict::Unknown;
  }

  // In the child: the search on the lent subdomains for one slice, as bytes for feed_worker.
  std::string worker_slice(BetaCrown& bc, const LayerBounds& b, const std::vector<Objective>& objectives,
                           const std::vector<int>& case_of, BetaSearch& parent) {
    in_worker_ = true;
    worker_until_ = elapsed() + opt_.worker_slice_s;
    BetaSearch part;
    part.stack = std::move(parent.lent);  // this process's copy: the parent keeps its own
    part.roots = parent.roots;
    part.refuted.assign(parent.refuted.size(), 0.0);
    part.cut.assign(parent.cut.size(), 1);  // cuts are the parent's business
    const long nodes = res_.nodes, milp_calls = res_.milp_calls;
    const Verdict v = beta_crown_search(bc, b, objectives, case_of, part);
    ByteWriter w;
    w.put(static_cast<int>(v));
    w.put(res_.nodes - nodes);
    w.put(res_.milp_calls - milp_calls);
    w.put(static_cast<char>(part.incomplete));
    w.put_array(part.refuted.data(), part.refuted.size());
    if (v == Verdict::Violated) {
      w.put(res_.case_index);
      w.put_vec(res_.x);
      part.stack.clear();
    }
    return w.out + write_subdomains(part.stack);
  }

  // Depth-first beta-CROWN search over the stack until every subdomain is refuted (Holds), a
  // counterexample (Violated) or the time limit (Unknown), with cuts fed in as they come.
  Verdict beta_crown_search(BetaCrown& bc, const LayerBounds& b, const std::vector<Objective>& objectives,
                            const std::vector<int>& case_of, BetaSearch& search) {
    const auto& unstable = bc.unstable();
    const std::size_t batch_size = static_cast<std::size_t>(std::max(1, opt_.relu_bab_batch));
    std::vector<Subdomain>& stack = search.stack;
    // Where the search stands when time runs out: open subdomains, the lowest bound among
    // them (a child's bound with its parent's parameters), the deepest split, and the share of
    // the cases' search space still open (a subdomain of depth d is 2^-d of its case): a
    // depth-first search's lowest bound sits near the root long after most is refuted, and
    // on oval21 the last 1e-5 of the space is where the time goes.
    auto refute = [&](const Subdomain& d, std::size_t depth) { search.refuted[d.objective] += std::ldexp(1.0, -static_cast<int>(depth)); };
    auto where_it_stands = [&] {
      double worst = INFINITY;
      std::size_t depth = 0;
      for (const auto* part : {&stack, &search.lent})
        for (const Subdomain& d : *part) worst = std::min(worst, std::max(d.bound, d.parent_bound)), depth = std::max(depth, d.splits.size());
      std::string per_case;
      double refuted = 0;
      for (std::size_t o = 0; o < search.refuted.size(); ++o) {
        refuted += search.refuted[o];
        if (search.refuted[o] < 1) per_case += fmt::format("{}{} {:.2g}", per_case.empty() ? "" : ", ", case_of[o], 1 - search.refuted[o]);
      }
      std::string state = fmt::format("{} open subdomains, lowest bound {:.4g}, depth {}, {:.2g} of the search space open ({})",
                                      stack.size() + search.lent.size(), worst, depth, std::max(0.0, 1.0 - refuted / search.roots), per_case);
      if (search.objectives_cut) state += fmt::format("; {} cuts for {} cases", search.cuts, search.objectives_cut);
      if (search.generator && std::isfinite(search.cut_bound))
        state += fmt::format(" (case {}: LP bound {:.4g}, with cuts {:.4g})", case_of[search.generating], search.lp_bound, search.cut_bound);
      return state;
    };
    double next_progress = opt_.progress_every_s;
    while (!stack.empty() || search.worker) {
      const std::string state = where_it_stands();
      bab_progress_ = "time limit reached (" + state + ")";  // the note if the deadline fires inside the batch below
      if (timed_out()) { res_.note = bab_progress_; return Verdict::Unknown; }
      if (opt_.progress && !in_worker_ && opt_.progress_every_s > 0 && elapsed() >= next_progress) {
        opt_.progress(elapsed(), fmt::format("{} subdomains bounded, {}", res_.nodes, state));
        while (next_progress <= elapsed()) next_progress += opt_.progress_every_s;
      }
      feed_cuts(bc, b, objectives, search);
      if (feed_worker(bc, b, objectives, case_of, search, stack.empty() ? 0.1 : 0.0) == Verdict::Violated) return Verdict::Violated;
      if (stack.empty()) continue;  // the worker has the rest
      const std::size_t take = std::min(batch_size, stack.size());
      std::vector<Subdomain> batch(std::make_move_iterator(stack.end() - static_cast<long>(take)),
                                   std::make_move_iterator(stack.end()));
      stack.resize(stack.size() - take);
      // Easy searches end within the first few thousand subdomains with the cheap effort;
      // past them each subdomain gets more (VerifyOptions::beta_crown_thorough_after).
      const bool thorough = res_.nodes >= opt_.beta_crown_thorough_after;
      const int iterations = thorough ? opt_.beta_crown_thorough_iterations : opt_.beta_crown_iterations;
      const int candidates = thorough ? opt_.beta_crown_thorough_candidates : opt_.beta_crown_candidates;
      res_.nodes += static_cast<long>(batch.size());
      bc.refresh(batch);
      const std::vector<Vec> scores = bc.optimise(batch, iterations);
      // Subdomains still open, with their branching candidates.
      std::vector<std::size_t> open;
      std::vector<std::vector<long>> cands;
      const std::vector<char> violating = minimisers_violating(batch, case_of);
      for (std::size_t r = 0; r < batch.size(); ++r) {
        Subdomain& d = batch[r];
        if (d.bound > 0) { refute(d, d.splits.size()); continue; }
        const int k = case_of[d.objective];
        if (violating[r] && report(k, d.argmin, "branch-and-bound")) return Verdict::Violated;
        if (static_cast<long>(unstable.size() - d.splits.size()) <= opt_.milp_unstable_threshold) {
          const Verdict v = solve_milp(bc.bounds_of(d), k, true, remaining());
          if (v == Verdict::Violated) return v;
          if (v == Verdict::Holds) { refute(d, d.splits.size()); continue; }
        }
        std::vector<long> c;
        for (long a = 0; a < scores[r].size(); ++a)
          if (scores[r](a) >= 0) c.push_back(a);  // every ReLU not split yet, even at score 0
        if (c.empty()) { search.incomplete = true; continue; }
        const std::size_t top = std::min<std::size_t>(c.size(), static_cast<std::size_t>(std::max(1, candidates)));
        std::partial_sort(c.begin(), c.begin() + static_cast<long>(top), c.end(),
                          [&](long x, long y) { return scores[r](x) > scores[r](y); });
        c.resize(top);
        open.push_back(r);
        cands.push_back(std::move(c));
      }
      // Both children of every candidate of every open subdomain, in one pass.
      std::vector<const Subdomain*> rows;
      std::vector<ReluSplit> extra;
      for (std::size_t o = 0; o < open.size(); ++o)
        for (long a : cands[o])
          for (int sign : {-1, +1}) {
            rows.push_back(&batch[open[o]]);
            extra.push_back({unstable[a].first, unstable[a].second, sign});
          }
      const std::vector<double> child = rows.empty() ? std::vector<double>{} : bc.bound(rows, extra);
      std::size_t at = 0;
      for (std::size_t o = 0; o < open.size(); ++o) {
        Subdomain& d = batch[open[o]];
        // The candidate whose better child is highest (one child refuted at once, or nearly):
        // against the worse child's bound, at 10 candidates, deep img1052 holds in 67 s with
        // 10,650 subdomains instead of 96 s with 15,254, base img3568 19.5 s / 4,189 instead of
        // 22.4 s / 4,839, wide img8517 12.0 s / 1,846 instead of 19.1 s / 2,834 (one candidate
        // was faster still on these three in session 23, not on the harder ones since:
        // VerifyOptions::beta_crown_thorough_after).
        double best = -INFINITY;
        std::size_t best_at = at;
        for (std::size_t c = 0; c < cands[o].size(); ++c, at += 2) {
          const double better = std::max(child[at], child[at + 1]);
          if (better > best) { best = better; best_at = at; }
        }
        for (int side = 0; side < 2; ++side) {
          if (child[best_at + side] > 0) {  // already refuted with the parent's parameters
            refute(d, d.splits.size() + 1);
            continue;
          }
          Subdomain ch;
          ch.splits = d.splits;
          ch.splits.push_back(extra[best_at + side]);
          ch.beta = d.beta;
          ch.beta.push_back(0.0);
          ch.alpha = d.alpha;
          ch.mu = d.mu;
          ch.cuts_version = d.cuts_version;
          ch.objective = d.objective;
          ch.parent_bound = child[best_at + side];
          ch.refreshed_lo = d.refreshed_lo;
          ch.refreshed_hi = d.refreshed_hi;
          if (ch.splits.back().layer < bc.refreshed_layer()) ch.to_refresh = refresh_candidates(bc, scores[open[o]]);
          stack.push_back(std::move(ch));
        }
      }
      if (elapsed() > worker_until_ && !stack.empty()) return Verdict::Unknown;  // a worker's slice is over: the rest goes back
    }
    if (search.incomplete) { res_.note = "ReLU-split subdomains left undecided"; return Verdict::Unknown; }
    res_.decided_by = "branch-and-bound";
    return Verdict::Holds;
  }

  // Which subdomains' relaxed minimisers (bound <= 0) violate their case on the real network:
  // all of a batch's go through the network together (Network::evaluate_rows), and report()
  // re-evaluates the few that do, alone, for the witness.
  std::vector<char> minimisers_violating(const std::vector<Subdomain>& batch, const std::vector<int>& case_of) const {
    std::vector<char> out(batch.size(), 0);
    std::vector<std::size_t> rows;
    for (std::size_t r = 0; r < batch.size(); ++r)
      if (batch[r].bound <= 0 && batch[r].argmin.size() == net_.input_size) rows.push_back(r);
    if (rows.empty()) return out;
    Mat X(static_cast<long>(rows.size()), net_.input_size);
    for (std::size_t q = 0; q < rows.size(); ++q) {
      const SpecCase& sc = spec_.cases[case_of[batch[rows[q]].objective]];
      X.row(static_cast<long>(q)) = batch[rows[q]].argmin.cwiseMax(sc.lo).cwiseMin(sc.hi).transpose();
    }
    const Mat Y = net_.evaluate_rows(X);
    for (std::size_t q = 0; q < rows.size(); ++q) {
      const long i = static_cast<long>(q);
      out[rows[q]] = spec_.case_violated_by(case_of[batch[rows[q]].objective], X.row(i).transpose(), Y.row(i).transpose(), 0.0);
    }
    return out;
  }

  // The neurons of the last ReLU layer a child re-bounds for itself after a split
  // before that layer (BetaCrown::refresh): the beta_crown_refresh best-scored ones (the
  // objective pays most for their relaxation, `score`: the parent's) of those still open.
  std::vector<int> refresh_candidates(const BetaCrown& bc, const Vec& score) const {
    std::vector<std::pair<double, int>> c;
    const auto& unstable = bc.unstable();
    for (long a = 0; a < score.size(); ++a)
      if (unstable[a].first == bc.refreshed_layer() && score(a) > 0) c.emplace_back(score(a), unstable[a].second);
    const std::size_t top = std::min<std::size_t>(c.size(), static_cast<std::size_t>(std::max(0, opt_.beta_crown_refresh)));
    std::partial_sort(c.begin(), c.begin() + static_cast<long>(top), c.end(), std::greater<>());
    std::vector<int> out;
    for (std::size_t i = 0; i < top; ++i) out.push_back(c[i].second);
    return out;
  }

  // DeepPoly's lower slope (1 where u > -l, else 0) for every ReLU of every ReLU layer.
  std::vector<Vec> deeppoly_slopes(const LayerBounds& b) const {
    const int n = static_cast<int>(net_.layers.size());
    std::vector<Vec> alpha(n);
    for (int i = 0; i < n; ++i)
      if (net_.layers[i].kind == Layer::Kind::Relu) {
        const Vec& l = b.lo[i];
        const Vec& u = b.hi[i];
        alpha[i] = Vec(l.size());
        for (long j = 0; j < l.size(); ++j) alpha[i](j) = u(j) > -l(j) ? 1.0 : 0.0;
      }
    return alpha;
  }

  bool relu_bab_supported() const {
    for (const Layer& L : net_.layers)
      if (L.kind == Layer::Kind::MaxPool || L.kind == Layer::Kind::Smooth || L.kind == Layer::Kind::Product) return false;
    return true;
  }

  // Lower bound of c.y + c0 over the node: back-substitution through the relaxations with the
  // given lower slopes alpha and the split constraints sign*z_j >= 0 added with multipliers
  // beta >= 0 (f >= f - beta sign z on the node). Gradients: the bound is the relaxed network
  // evaluated at the minimising vertex x*, so d/d alpha_j = lambda_j zhat_j and
  // d/d beta_i = -sign_i zhat_i, with zhat read off a forward pass of x* through the relaxations
  // (skipped without `gradients`: scoring split candidates needs the bound only).
  Crown crown(const LayerBounds& b, const Vec& c, double c0, const std::vector<Vec>& alpha,
              const std::vector<Split>& splits, const std::vector<double>& beta, bool gradients = true) {
    const int n = static_cast<int>(net_.layers.size());
    Crown out;
    out.lampost.assign(n, Vec());
    Vec lam = c;
    double bias = c0;
    for (int k = n - 1; k >= 0; --k) {
      const Layer& L = net_.layers[k];
      if (L.kind == Layer::Kind::Affine) {
        bias += lam.dot(L.bias);
        lam = times_weight(L, lam.transpose()).transpose();
        continue;
      }
      out.lampost[k] = lam;
      const Vec& l = b.lo[k];
      const Vec& u = b.hi[k];
      for (long j = 0; j < lam.size(); ++j) {
        if (l(j) >= 0) continue;
        if (u(j) <= 0) { lam(j) = 0; continue; }
        if (lam(j) >= 0) lam(j) *= alpha[k](j);
        else {
          double s = u(j) / (u(j) - l(j));
          bias += -lam(j) * s * l(j);
          lam(j) *= s;
        }
      }
      for (std::size_t i = 0; i < splits.size(); ++i)
        if (splits[i].layer == k) lam(splits[i].j) -= beta[i] * splits[i].sign;
    }
    const Vec& lo = b.lo[0];
    const Vec& hi = b.hi[0];
    out.argmin = Vec(lo.size());
    for (long i = 0; i < lo.size(); ++i) out.argmin(i) = lam(i) >= 0 ? lo(i) : hi(i);
    out.value = lam.dot(out.argmin) + bias;
    if (!gradients) return out;
    // Forward pass of x* through the chosen relaxations.
    out.galpha.assign(n, Vec());
    std::vector<Vec> zhat(n);
    Vec v = out.argmin;
    for (int k = 0; k < n; ++k) {
      const Layer& L = net_.layers[k];
      if (L.kind == Layer::Kind::Affine) { v = weight_times(L, v) + L.bias; continue; }
      zhat[k] = v;
      out.galpha[k] = Vec::Zero(v.size());
      const Vec& l = b.lo[k];
      const Vec& u = b.hi[k];
      const Vec& lp = out.lampost[k];
      for (long j = 0; j < v.size(); ++j) {
        if (l(j) >= 0) continue;
        if (u(j) <= 0) { v(j) = 0; continue; }
        if (lp(j) >= 0) { out.galpha[k](j) = lp(j) * v(j); v(j) *= alpha[k](j); }
        else v(j) = u(j) / (u(j) - l(j)) * (v(j) - l(j));
      }
    }
    out.gbeta.resize(splits.size());
    for (std::size_t i = 0; i < splits.size(); ++i) out.gbeta[i] = -splits[i].sign * zhat[splits[i].layer](splits[i].j);
    return out;
  }

  // Projected gradient ascent (Adam) on the node's alpha and beta; keeps the best bound and
  // leaves the best parameters in the node.
  Crown optimise(RNode& nd, const Vec& c, double c0, int iters) {
    const int n = static_cast<int>(net_.layers.size());
    Crown best = crown(*nd.b, c, c0, nd.alpha, nd.splits, nd.beta);
    if (best.value > 0 || iters <= 0) return best;
    std::vector<Vec> a = nd.alpha, ma(n), va(n);
    std::vector<double> be = nd.beta, mb(be.size(), 0.0), vb(be.size(), 0.0);
    for (int k = 0; k < n; ++k)
      if (a[k].size()) { ma[k] = Vec::Zero(a[k].size()); va[k] = Vec::Zero(a[k].size()); }
    Crown cur = best;
    const double b1 = 0.9, b2 = 0.999, eps = 1e-12, lr_a = 0.1, lr_b = 0.05;
    for (int t = 1; t <= iters; ++t) {
      check_deadline();
      const double c1 = 1 - std::pow(b1, t), c2 = 1 - std::pow(b2, t);
      for (int k = 0; k < n; ++k) {
        if (!a[k].size()) continue;
        const Vec& g = cur.galpha[k];
        ma[k] = b1 * ma[k] + (1 - b1) * g;
        va[k] = b2 * va[k] + (1 - b2) * g.cwiseAbs2();
        Vec step = (ma[k] / c1).array() / ((va[k] / c2).array().sqrt() + eps);
        a[k] = (a[k] + lr_a * step).cwiseMax(0.0).cwiseMin(1.0);
      }
      for (std::size_t i = 0; i < be.size(); ++i) {
        const double g = cur.gbeta[i];
        mb[i] = b1 * mb[i] + (1 - b1) * g;
        vb[i] = b2 * vb[i] + (1 - b2) * g * g;
        be[i] = std::max(0.0, be[i] + lr_b * (mb[i] / c1) / (std::sqrt(vb[i] / c2) + eps));
      }
      cur = crown(*nd.b, c, c0, a, nd.splits, be);
      if (cur.value > best.value) {
        best = cur;
        nd.alpha = a;
        nd.beta = be;
        if (best.value > 0) break;
      }
    }
    return best;
  }

  // Whether a ReLU split recomputes the bounds after the split neuron (VerifyOptions).
  bool refresh_split_bounds() const {
    if (opt_.relu_bab_refresh != VerifyOptions::Refresh::Auto) return opt_.relu_bab_refresh == VerifyOptions::Refresh::Always;
    return !convolutional();
  }

  // Clamps the split neuron and, when refresh_split_bounds(), recomputes the later bounds;
  // null when the node is empty. Without the refresh the parent's bounds stay (they hold on
  // the child's smaller set) and only the split neuron is clamped, as in beta-CROWN.
  // The pre-activation bounds are also tightened with the parent's optimised slopes
  // (tighten_with_slopes; mnistfc prop_1_0.03 went from unknown at 60 s to holds with it).
  std::shared_ptr<const LayerBounds> split_bounds(const LayerBounds& parent, const Split& s, const std::vector<Vec>& alpha) {
    LayerBounds b = parent;
    if (s.sign > 0) b.lo[s.layer](s.j) = 0.0; else b.hi[s.layer](s.j) = 0.0;
    if (!refresh_split_bounds()) return std::make_shared<LayerBounds>(std::move(b));
    auto out = std::make_shared<LayerBounds>(compute_bounds_in(net_, b.lo[0], b.hi[0], b, s.layer));
    if (!tighten_with_slopes(net_, *out, alpha)) return nullptr;  // sound bounds cross: no x
    for (std::size_t k = 1; k < out->lo.size(); ++k)
      for (long j = 0; j < out->lo[k].size(); ++j)
        if (out->lo[k](j) > out->hi[k](j) + 1e-9) return nullptr;  // sound bounds cross: no x
    return out;
  }

  // The state of one case's ReLU-split search, kept between its time slices.
  struct ReluSearch {
    int k = 0;
    Vec c;           // the row searched on: c.y + c0 > 0 refutes the case
    double c0 = 0;
    std::vector<RNode> stack;
    bool incomplete = false;  // nodes with nothing left to split stayed undecided
    bool first = true;        // the root gets more slope iterations
  };

  // The case is refuted when one row is positive: the searches go on the row of case k with
  // the best DeepPoly bound on the root box.
  long best_root_row(const LayerBounds& root, int k) const {
    const SpecCase& sc = spec_.cases[k];
    long row = 0;
    double rv = -INFINITY;
    for (long j = 0; j < sc.C.rows(); ++j) {
      const double v = lower_bound_linear(net_, root, sc.C.row(j).transpose(), -sc.d(j)).value;
      if (v > rv) { rv = v; row = j; }
    }
    return row;
  }

  ReluSearch relu_search_start(const LayerBounds& root, int k) {
    const SpecCase& sc = spec_.cases[k];
    const long row = best_root_row(root, k);
    ReluSearch s;
    s.k = k;
    s.c = sc.C.row(row).transpose();
    s.c0 = -sc.d(row);
    RNode r0;
    r0.b = std::make_shared<LayerBounds>(root);
    r0.alpha = deeppoly_slopes(root);
    s.stack.push_back(std::move(r0));
    return s;
  }

  // Branch and bound on ReLU splits for one case, resumed where it stopped, until `deadline`
  // (seconds since start): Holds when every node is refuted, Violated with a witness, Unknown
  // when paused by the deadline or left incomplete.
  Verdict relu_bab(ReluSearch& s, double deadline) {
    const int k = s.k;
    const Vec& c = s.c;
    const double c0 = s.c0;
    const int n = static_cast<int>(net_.layers.size());
    std::vector<RNode>& stack = s.stack;
    while (!stack.empty()) {
      if (elapsed() > deadline || timed_out()) { res_.note = "time limit reached"; return Verdict::Unknown; }
      RNode nd = std::move(stack.back());
      stack.pop_back();
      ++res_.nodes;
      Crown cr = optimise(nd, c, c0, s.first ? 5 * opt_.relu_bab_iterations : opt_.relu_bab_iterations);
      s.first = false;
      if (cr.value > 0) continue;
      if (report(k, cr.argmin, "branch-and-bound")) return Verdict::Violated;
      if (unstable_relus(net_, *nd.b) <= opt_.milp_unstable_threshold) {
        Verdict v = solve_milp(*nd.b, k, true, deadline - elapsed());
        if (v == Verdict::Violated) return v;
        if (v == Verdict::Holds) continue;
      }
      // BaBSR-like score: |lambda_j| times the intercept of the upper relaxation for ReLUs
      // bounded from above; the rest by a small share of lambda_j min(u, -l). The best few
      // candidates are then scored by the bounds of their two children with the parent's
      // slopes and multipliers (filtered smart branching), keeping the best worse child.
      std::vector<std::tuple<double, int, int>> cand;
      for (int i = 0; i < n; ++i) {
        if (net_.layers[i].kind != Layer::Kind::Relu) continue;
        const Vec& l = nd.b->lo[i];
        const Vec& u = nd.b->hi[i];
        const Vec& lp = cr.lampost[i];
        for (long j = 0; j < l.size(); ++j) {
          if (!(l(j) < 0 && u(j) > 0)) continue;
          cand.emplace_back(babsr_score(lp(j), l(j), u(j)), i, static_cast<int>(j));
        }
      }
      int bl = -1, bj = -1;
      if (!cand.empty()) {
        const std::size_t top = std::min<std::size_t>(cand.size(), static_cast<std::size_t>(opt_.relu_bab_candidates));
        std::partial_sort(cand.begin(), cand.begin() + static_cast<long>(top), cand.end(),
                          [](const auto& a, const auto& b) { return std::get<0>(a) > std::get<0>(b); });
        bl = std::get<1>(cand[0]);
        bj = std::get<2>(cand[0]);
        double best = -INFINITY;
        LayerBounds tb = *nd.b;
        std::vector<Split> sp = nd.splits;
        std::vector<double> be = nd.beta;
        sp.push_back({0, 0, 0});
        be.push_back(0.0);
        for (std::size_t c_i = 0; top > 1 && c_i < top; ++c_i) {  // one candidate: nothing to compare
          const int i = std::get<1>(cand[c_i]), j = std::get<2>(cand[c_i]);
          const double l = tb.lo[i](j), u = tb.hi[i](j);
          double worst = INFINITY;
          for (int sign : {-1, +1}) {
            if (sign > 0) tb.lo[i](j) = 0.0; else tb.hi[i](j) = 0.0;
            sp.back() = {i, j, sign};
            worst = std::min(worst, crown(tb, c, c0, nd.alpha, sp, be, /*gradients=*/false).value);
            tb.lo[i](j) = l;
            tb.hi[i](j) = u;
          }
          if (worst > best) { best = worst; bl = i; bj = j; }
        }
      }
      if (bl < 0) { s.incomplete = true; continue; }
      for (int sign : {-1, +1}) {
        Split s{bl, bj, sign};
        auto cb = split_bounds(*nd.b, s, nd.alpha);
        if (!cb) continue;
        RNode ch{cb, nd.splits, nd.alpha, nd.beta};
        ch.splits.push_back(s);
        ch.beta.push_back(0.0);
        stack.push_back(std::move(ch));
      }
    }
    if (s.incomplete) { res_.note = "ReLU-split nodes left undecided"; return Verdict::Unknown; }
    return Verdict::Holds;
  }

  // Every pending case by ReLU-split branch and bound. The first round gives each case an
  // equal share of the time left (time a case does not use passes on); later rounds resume the
  // cases still open, from where they stopped, with the time the others did not need. A case
  // left unknown does not stop the search for a violated one among the others.
  Verdict relu_bab_cases(const LayerBounds& b, std::vector<int> pending) {
    std::vector<ReluSearch> searches;
    for (int k : pending) searches.push_back(relu_search_start(b, k));
    std::vector<Verdict> verdicts(searches.size(), Verdict::Unknown);
    for (;;) {
      std::vector<std::size_t> open;
      for (std::size_t i = 0; i < searches.size(); ++i)
        if (verdicts[i] == Verdict::Unknown && !searches[i].incomplete && !searches[i].stack.empty()) open.push_back(i);
      if (open.empty() || timed_out()) break;
      for (std::size_t o = 0; o < open.size() && !timed_out(); ++o) {
        const double deadline = elapsed() + remaining() / static_cast<double>(open.size() - o);
        Verdict v = relu_bab(searches[open[o]], deadline);
        if (v == Verdict::Violated) return v;
        verdicts[open[o]] = v;
      }
    }
    for (Verdict v : verdicts)
      if (v != Verdict::Holds) return Verdict::Unknown;
    res_.decided_by = "branch-and-bound";
    res_.note.clear();  // a paused case may have left "time limit reached"
    return Verdict::Holds;
  }

  struct Node {
    Vec lo, hi;
    std::vector<int> pending;
    std::shared_ptr<const LayerBounds> own;  // this piece's bounds, when strong branching computed them
  };

  // One depth-first branch-and-bound tree over the input box with its own way of choosing the
  // dimension to split (see SplitRule in verifier.h).
  struct Tree {
    SplitRule rule;
    std::vector<Node> stack;
    bool incomplete = false;  // pieces too small to split were left undecided
  };

  std::shared_ptr<const LayerBounds> bounds_of(const Node& n) {
    if (n.own) return n.own;
    ++res_.nodes;
    return std::make_shared<LayerBounds>(compute_bounds(net_, n.lo, n.hi, opt_.bab_bounds));
  }

  // Sum over the cases of min(0, best row bound): 0 when every case is proved on the piece.
  double proof_score(const LayerBounds& b, const std::vector<int>& cases) {
    double score = 0;
    for (int k : cases) score += std::min(best_row(b, k).value, 0.0);
    return score;
  }

  // Expands the top piece of the tree: bounds it, proves or refutes its cases, or splits it.
  // Returns Violated when a witness was found, Unknown when it stopped on an error, and Holds
  // otherwise (the piece was handled).
  Verdict expand(Tree& t) {
    Node n = std::move(t.stack.back());
    t.stack.pop_back();
    std::shared_ptr<const LayerBounds> bp = bounds_of(n);
    const LayerBounds& b = *bp;
    std::vector<int> still;
    std::map<int, double> bound_of;  // best row bound of each case still open on the piece
    Vec smear = Vec::Zero(n.lo.size());
    Vec width = n.hi - n.lo;
    for (int k : n.pending) {
      LinearLowerBound r = best_row(b, k);
      if (r.value > 0) continue;
      if (report(k, r.argmin, "branch-and-bound")) return Verdict::Violated;
      if (report(k, (n.lo + n.hi) * 0.5, "branch-and-bound")) return Verdict::Violated;
      still.push_back(k);
      bound_of[k] = r.value;
      Vec s = r.coef.cwiseAbs().cwiseProduct(width);
      double m = s.maxCoeff();
      if (m > 0) smear += s / m;
    }
    if (still.empty()) return Verdict::Holds;
    if (unstable_relus(net_, b) <= opt_.milp_unstable_threshold || width.maxCoeff() < 1e-7) {
      std::vector<int> left;
      for (int k : still) {
        Verdict v = solve_milp(b, k, true);
        if (v == Verdict::Violated) return v;
        if (v == Verdict::Unknown) left.push_back(k);
      }
      if (left.empty()) return Verdict::Holds;
      if (width.maxCoeff() < 1e-7) { t.incomplete = true; return Verdict::Holds; }
      still.swap(left);
    }
    long dim = 0;
    if (smear.maxCoeff() > 0) smear.maxCoeff(&dim); else width.maxCoeff(&dim);
    Node a{n.lo, n.hi, still, nullptr}, c{n.lo, n.hi, still, nullptr};
    if (t.rule == SplitRule::Strong) {
      // Bound both halves of every dimension and keep the split whose worse half is closest
      // to a proof; when no split improves on the piece itself, keep the smear's choice.
      double best = 0;
      for (int k : still) best += 2 * bound_of[k];  // both halves no better than the piece
      best += 1e-9 * std::abs(best);
      for (long i = 0; i < width.size(); ++i) {
        if (!(width(i) > 0)) continue;
        Node ta{n.lo, n.hi, {}, nullptr}, tc{n.lo, n.hi, {}, nullptr};
        ta.hi(i) = tc.lo(i) = 0.5 * (n.lo(i) + n.hi(i));
        ta.own = bounds_of(ta);
        tc.own = bounds_of(tc);
        double score = proof_score(*ta.own, still) + proof_score(*tc.own, still);
        if (score > best) { best = score; dim = i; a.own = ta.own; c.own = tc.own; }
      }
    }
    a.hi(dim) = c.lo(dim) = 0.5 * (n.lo(dim) + n.hi(dim));
    t.stack.push_back(std::move(c));
    t.stack.push_back(std::move(a));
    return Verdict::Holds;
  }

  // Branch and bound on the input box with two trees searched in alternating time slices: one
  // splits the dimension with the largest smear, the other by strong branching. Neither rule
  // dominates on ACAS Xu (measured alone: 1_4 prop_1 holds after 89 strong-branching splits,
  // the smear is still open at 60 s; 3_3 prop_9 holds in 2.1 s with the smear, strong branching
  // is still open at 20 s on it and on 1_1 prop_6). Interleaving in 20 ms slices costs about
  // twice the better tree's search (a slice can overrun by the MILP call of one piece);
  // make-bench sweep: every property-1 instance within 4.4 s.
  Verdict branch_and_bound(const Vec& lo0, const Vec& hi0, const std::vector<int>& cases) {
    std::vector<Tree> trees;
    for (SplitRule rule : opt_.split_rules) {
      trees.push_back({rule, {}, false});
      trees.back().stack.push_back({lo0, hi0, cases, nullptr});
    }
    if (trees.empty()) return Verdict::Unknown;
    constexpr double kSliceSeconds = 0.02;
    for (std::size_t turn = 0;; turn = (turn + 1) % trees.size()) {
      if (timed_out()) return Verdict::Unknown;
      if (opt_.falsify && falsify_seconds_ < opt_.falsify_share * elapsed()) {
        auto t0 = Clock::now();
        for (int k : cases) {
          FalsifyOptions fo;
          fo.restarts = 50;
          fo.seed = ++falsify_batches_ * 7919;
          auto f = falsify_case(net_, spec_.cases[k], lo0, hi0, fo);
          if (f.found && report(k, f.x, "falsification")) return Verdict::Violated;
        }
        falsify_seconds_ += std::chrono::duration<double>(Clock::now() - t0).count();
      }
      Tree& t = trees[turn];
      const double slice_end = elapsed() + kSliceSeconds;
      while (!t.stack.empty() && elapsed() < slice_end) {
        Verdict v = expand(t);
        if (v == Verdict::Violated) return v;
      }
      if (t.stack.empty()) {
        if (t.incomplete) { res_.note = "pieces too small to split were left undecided"; return Verdict::Unknown; }
        res_.decided_by = "branch-and-bound";
        return Verdict::Holds;
      }
    }
  }

  const Network& net_;
  const Spec& spec_;
  VerifyOptions opt_;
  Clock::time_point start_;
  std::vector<std::pair<Vec, Vec>> boxes_;
  VerifyResult res_;
  std::string bab_progress_;  // where beta-CROWN's search stood at its last batch (timeout note)
  // In a search worker's child process (feed_worker): when its slice ends, and that it is one.
  double worker_until_ = INFINITY;
  bool in_worker_ = false;
  std::shared_ptr<const LayerBounds> deeppoly_;  // deeppoly_of's last box
  double falsify_seconds_ = 0;  // spent in falsification during branch and bound
  std::uint64_t falsify_batches_ = 0;
};

}  // namespace

VerifyResult verify(const Network& net, const Spec& spec, const VerifyOptions& opt) {
  return Run(net, spec, opt).go();
}

}  // namespace shardproof::robustness
