#include "robustness/verifier.h"

#include <fmt/format.h>

#include <chrono>
#include <cmath>
#include <map>
#include <memory>

#include "robustness/bounds.h"
#include "robustness/falsify.h"
#include "robustness/lp_encoding.h"

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

  VerifyResult go() {
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
      fo.restarts = net_.input_size <= 20 ? 100 : 8;
      fo.steps = net_.input_size <= 20 ? 60 : 40;
      for (std::size_t k = 0; k < spec_.cases.size() && !timed_out(); ++k) {
        auto f = falsify_case(net_, spec_.cases[k], boxes_[k].first, boxes_[k].second, fo);
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
      if (opt_.method == Method::Auto && net_.input_size <= 20) v = branch_and_bound(lo, hi, cases);
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

 private:
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
  Verdict solve_milp(const LayerBounds& b, int k, bool integer) {
    ++res_.milp_calls;
    CaseLpResult r = solve_case(net_, b, spec_.cases[k], integer, std::max(0.5, remaining()));
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

  Verdict single_box(const Vec& lo, const Vec& hi, const std::vector<int>& cases) {
    LayerBounds b = compute_bounds(net_, lo, hi, BoundMethod::DeepPoly);
    ++res_.nodes;
    std::vector<int> pending;
    for (int k : cases) {
      LinearLowerBound r = best_row(b, k);
      if (r.value > 0) continue;
      if (report(k, r.argmin, "bounds")) return Verdict::Violated;
      pending.push_back(k);
    }
    if (pending.empty()) { res_.decided_by = "bounds"; return Verdict::Holds; }
    if (opt_.method == Method::Bounds) return Verdict::Unknown;
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

  struct Node {
    Vec lo, hi;
    std::vector<int> pending;
    std::shared_ptr<const LayerBounds> parent;
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
    if (n.parent && opt_.bab_reuse_parent && opt_.bab_bounds == BoundMethod::DeepPoly)
      return std::make_shared<LayerBounds>(compute_bounds_in(net_, n.lo, n.hi, *n.parent));
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
    Vec smear = Vec::Zero(n.lo.size());
    Vec width = n.hi - n.lo;
    for (int k : n.pending) {
      LinearLowerBound r = best_row(b, k);
      if (r.value > 0) continue;
      if (report(k, r.argmin, "branch-and-bound")) return Verdict::Violated;
      if (report(k, (n.lo + n.hi) * 0.5, "branch-and-bound")) return Verdict::Violated;
      still.push_back(k);
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
    Node a{n.lo, n.hi, still, bp, nullptr}, c{n.lo, n.hi, still, bp, nullptr};
    if (t.rule == SplitRule::Strong) {
      // Bound both halves of every dimension and keep the split whose worse half is closest
      // to a proof; when no split improves on the piece itself, keep the smear's choice.
      double best = proof_score(b, still) * 2;
      best += 1e-9 * std::abs(best);
      for (long i = 0; i < width.size(); ++i) {
        if (!(width(i) > 0)) continue;
        Node ta{n.lo, n.hi, {}, nullptr, nullptr}, tc{n.lo, n.hi, {}, nullptr, nullptr};
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
  // dominates on ACAS Xu (strong branching decides property 1 on every network within a second
  // or two where the smear needs minutes; the smear is several times faster on properties 3, 6
  // and 9 of some networks), and interleaving bounds the cost at twice the better one.
  Verdict branch_and_bound(const Vec& lo0, const Vec& hi0, const std::vector<int>& cases) {
    std::vector<Tree> trees;
    for (SplitRule rule : opt_.split_rules) {
      trees.push_back({rule, {}, false});
      trees.back().stack.push_back({lo0, hi0, cases, nullptr, nullptr});
    }
    if (trees.empty()) return Verdict::Unknown;
    constexpr double kSliceSeconds = 0.02;
    for (std::size_t turn = 0;; turn = (turn + 1) % trees.size()) {
      if (timed_out()) return Verdict::Unknown;
      if (falsify_seconds_ < opt_.falsify_share * elapsed()) {
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
  double falsify_seconds_ = 0;  // spent in falsification during branch and bound
  std::uint64_t falsify_batches_ = 0;
};

}  // namespace

VerifyResult verify(const Network& net, const Spec& spec, const VerifyOptions& opt) {
  return Run(net, spec, opt).go();
}

}  // namespace shardproof::robustness
