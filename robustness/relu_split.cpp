#include "robustness/relu_split.h"

#include <algorithm>
#include <memory>
#include <tuple>

#include "robustness/alpha_crown.h"
#include "robustness/beta_crown.h"
#include "robustness/deadline.h"
#include "robustness/gemm.h"

namespace shardproof::robustness {

namespace {

// One run's ReLU-split searches: the nodes' bounds (crown), their slope and multiplier ascent
// (optimise), the split itself (split_bounds) and the per-case search resumed in time slices.
class ReluSplitSearch {
 public:
  explicit ReluSplitSearch(VerifyRun& run) : run_(run) {}

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

  // DeepPoly's lower slope (1 where u > -l, else 0) for every ReLU of every ReLU layer.
  std::vector<Vec> deeppoly_slopes(const LayerBounds& b) const {
    const int n = static_cast<int>(run_.net.layers.size());
    std::vector<Vec> alpha(n);
    for (int i = 0; i < n; ++i)
      if (run_.net.layers[i].kind == Layer::Kind::Relu) {
        const Vec& l = b.lo[i];
        const Vec& u = b.hi[i];
        alpha[i] = Vec(l.size());
        for (long j = 0; j < l.size(); ++j) alpha[i](j) = u(j) > -l(j) ? 1.0 : 0.0;
      }
    return alpha;
  }

  // Lower bound of c.y + c0 over the node: back-substitution through the relaxations with the
  // given lower slopes alpha and the split constraints sign*z_j >= 0 added with multipliers
  // beta >= 0 (f >= f - beta sign z on the node). Gradients: the bound is the relaxed network
  // evaluated at the minimising vertex x*, so d/d alpha_j = lambda_j zhat_j and
  // d/d beta_i = -sign_i zhat_i, with zhat read off a forward pass of x* through the relaxations
  // (skipped without `gradients`: scoring split candidates needs the bound only).
  Crown crown(const LayerBounds& b, const Vec& c, double c0, const std::vector<Vec>& alpha,
              const std::vector<Split>& splits, const std::vector<double>& beta, bool gradients = true) {
    const int n = static_cast<int>(run_.net.layers.size());
    Crown out;
    out.lampost.assign(n, Vec());
    Vec lam = c;
    double bias = c0;
    for (int k = n - 1; k >= 0; --k) {
      const Layer& L = run_.net.layers[k];
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
      const Layer& L = run_.net.layers[k];
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
    const int n = static_cast<int>(run_.net.layers.size());
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
    if (run_.opt.relu_bab_refresh != VerifyOptions::Refresh::Auto) return run_.opt.relu_bab_refresh == VerifyOptions::Refresh::Always;
    return !run_.convolutional();
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
    auto out = std::make_shared<LayerBounds>(compute_bounds_in(run_.net, b.lo[0], b.hi[0], b, s.layer));
    if (!tighten_with_slopes(run_.net, *out, alpha)) return nullptr;  // sound bounds cross: no x
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

  ReluSearch relu_search_start(const LayerBounds& root, int k) {
    const SpecCase& sc = run_.spec.cases[k];
    const long row = run_.best_root_row(root, k);
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
    const int n = static_cast<int>(run_.net.layers.size());
    std::vector<RNode>& stack = s.stack;
    while (!stack.empty()) {
      if (run_.elapsed() > deadline || run_.timed_out()) { run_.res.note = "time limit reached"; return Verdict::Unknown; }
      RNode nd = std::move(stack.back());
      stack.pop_back();
      ++run_.res.nodes;
      Crown cr = optimise(nd, c, c0, s.first ? 5 * run_.opt.relu_bab_iterations : run_.opt.relu_bab_iterations);
      s.first = false;
      if (cr.value > 0) continue;
      if (run_.report(k, cr.argmin, "branch-and-bound")) return Verdict::Violated;
      if (unstable_relus(run_.net, *nd.b) <= run_.opt.milp_unstable_threshold) {
        Verdict v = run_.solve_milp(*nd.b, k, true, deadline - run_.elapsed());
        if (v == Verdict::Violated) return v;
        if (v == Verdict::Holds) continue;
      }
      // BaBSR-like score: |lambda_j| times the intercept of the upper relaxation for ReLUs
      // bounded from above; the rest by a small share of lambda_j min(u, -l). The best few
      // candidates are then scored by the bounds of their two children with the parent's
      // slopes and multipliers (filtered smart branching), keeping the best worse child.
      std::vector<std::tuple<double, int, int>> cand;
      for (int i = 0; i < n; ++i) {
        if (run_.net.layers[i].kind != Layer::Kind::Relu) continue;
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
        const std::size_t top = std::min<std::size_t>(cand.size(), static_cast<std::size_t>(run_.opt.relu_bab_candidates));
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
    if (s.incomplete) { run_.res.note = "ReLU-split nodes left undecided"; return Verdict::Unknown; }
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
      if (open.empty() || run_.timed_out()) break;
      for (std::size_t o = 0; o < open.size() && !run_.timed_out(); ++o) {
        const double deadline = run_.elapsed() + run_.remaining() / static_cast<double>(open.size() - o);
        Verdict v = relu_bab(searches[open[o]], deadline);
        if (v == Verdict::Violated) return v;
        verdicts[open[o]] = v;
      }
    }
    for (Verdict v : verdicts)
      if (v != Verdict::Holds) return Verdict::Unknown;
    run_.res.decided_by = "branch-and-bound";
    run_.res.note.clear();  // a paused case may have left "time limit reached"
    return Verdict::Holds;
  }

 private:
  VerifyRun& run_;
};

}  // namespace

Verdict relu_split_cases(VerifyRun& run, const LayerBounds& b, std::vector<int> pending) {
  return ReluSplitSearch(run).relu_bab_cases(b, std::move(pending));
}

}  // namespace shardproof::robustness
