#include "robustness/smooth_split.h"

#include <cmath>
#include <memory>
#include <vector>

#include "robustness/deadline.h"

namespace shardproof::robustness {
namespace {

struct Choice {
  int layer = -1;
  long j = -1;
  double gap = 0;  // the score: |lambda_j| x the lines' gap
};

// The smooth neuron with the largest |lambda_j| x gap_j for the output function c.y + c0 (the
// lines' gap is linear in x, so largest at an end of [l, u]).
Choice loosest(const Network& net, const LayerBounds& b, const Vec& c, double c0) {
  Choice best;
  const int n = static_cast<int>(net.layers.size());
  for (int k = 0; k < n; ++k) {
    const Layer& L = net.layers[k];
    if (L.kind != Layer::Kind::Smooth && L.kind != Layer::Kind::Product) continue;
    Mat Lam = c.transpose();
    Vec bias = Vec::Constant(1, c0);
    back_substitute(net, b, n, Lam, bias, nullptr, k + 1);  // rows over the layer's outputs
    if (L.kind == Layer::Kind::Product) {
      // A product's planes are (uy - ly)(ux - lx) apart at the far corner ((u - l)^2 / 4 for a
      // square): the score is that times |lambda_o|, and the split is on the wider factor.
      for (int o = 0; o < L.out_size; ++o) {
        const auto& g = L.groups[static_cast<std::size_t>(o)];
        if (g.size() < 2 || Lam(0, o) == 0) continue;
        const double wa = b.hi[k](g[0]) - b.lo[k](g[0]), wb = b.hi[k](g[1]) - b.lo[k](g[1]);
        const double gap = g[0] == g[1] ? 0.25 * wa * wa : wa * wb;
        const long j = wa >= wb ? g[0] : g[1];
        if (!(b.lo[k](j) < b.hi[k](j)) || !std::isfinite(gap)) continue;
        const double score = std::abs(Lam(0, o)) * gap;
        if (score > best.gap) best = {k, j, score};
      }
      continue;
    }
    for (long j = 0; j < b.lo[k].size(); ++j) {
      const double l = b.lo[k](j), u = b.hi[k](j);
      if (!(l < u) || Lam(0, j) == 0 || L.passes(j)) continue;
      const LinearRelaxation r = L.activation->relax(l, u);
      const double gap = std::max(r.upper(l) - r.lower(l), r.upper(u) - r.lower(u));
      const double score = std::abs(Lam(0, j)) * gap;
      if (score > best.gap) best = {k, j, score};
    }
  }
  return best;
}

bool crossed(const LayerBounds& b) {
  for (std::size_t k = 0; k < b.lo.size(); ++k)
    if (((b.lo[k] - b.hi[k]).array() > 1e-9).any()) return true;
  return false;
}

}  // namespace

SplitOutcome smooth_split_search(const Network& net, const LayerBounds& root,
                                 const std::function<double(const LayerBounds&, Vec&, Vec&, double&)>& bound,
                                 const std::function<bool(const Vec&)>& is_counterexample,
                                 const std::function<bool(const LayerBounds&)>& lp_proves, long& nodes) {
  std::vector<std::shared_ptr<const LayerBounds>> stack{std::make_shared<const LayerBounds>(root)};
  bool open = false;
  while (!stack.empty()) {
    check_deadline();
    const std::shared_ptr<const LayerBounds> b = std::move(stack.back());
    stack.pop_back();
    ++nodes;
    Vec candidate, obj;
    double obj0 = 0;
    if (bound(*b, candidate, obj, obj0) > 0) continue;
    if (candidate.size() && is_counterexample(candidate)) return SplitOutcome::Counterexample;
    if (lp_proves && nodes > 1 && lp_proves(*b)) continue;
    const Choice c = loosest(net, *b, obj, obj0);
    if (c.layer < 0 || c.gap < 1e-12) { open = true; continue; }
    const double l = b->lo[c.layer](c.j), u = b->hi[c.layer](c.j);
    // At 0 where it leaves both parts at least a quarter of the interval, else the midpoint.
    const double s = (l < -0.25 * (u - l) && u > 0.25 * (u - l)) ? 0.0 : 0.5 * (l + u);
    for (int side = 0; side < 2; ++side) {
      auto child = std::make_shared<LayerBounds>(*b);
      (side == 0 ? child->hi : child->lo)[c.layer](c.j) = s;
      refine_bounds_after(net, *child, c.layer);
      if (crossed(*child)) continue;  // no input of the box reaches this side
      stack.push_back(std::move(child));
    }
  }
  return open ? SplitOutcome::Open : SplitOutcome::Proved;
}

}  // namespace shardproof::robustness
