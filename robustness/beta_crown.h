// \file beta-CROWN on a batch of ReLU-split subdomains (Wang et al. 2021, "Beta-CROWN"): lower
// bounds of an objective c.y + c0 on many subdomains of one root box at once, each subdomain
// being the root box with some ReLUs' signs fixed (z_j >= 0 or z_j <= 0). Every subdomain keeps
// the root's intermediate bounds (they hold on any subset of the box) with its split neurons
// clamped, its own lower slopes alpha for the root's unstable ReLUs, and one Lagrange
// multiplier beta >= 0 per split: on the subdomain f >= f - beta * sign * z_j, so the
// back-substituted bound of the right side is a valid lower bound for *every* alpha in [0, 1]
// and beta >= 0, and the optimiser (projected Adam on the bound's exact gradient) can only
// pick among valid bounds. The B subdomains' coefficient rows go through each affine or
// convolutional layer as one B-row GEMM (Conv2d::pull_back / push_forward): on cifar_base_kw
// 0.41 ms per subdomain and step in a batch of 64 against 0.53 ms alone (bench/RESULTS.md).
// Examples:
//   BetaCrown bc(net, root_bounds, {{c, c0}});          // one objective: c.y + c0 > 0 proves
//   std::vector<Subdomain> batch(1); batch[0].alpha = bc.initial_alpha();
//   bc.optimise(batch, 20);                               // batch[0].bound only gets higher
//   Subdomain child = batch[0]; child.splits.push_back({layer, j, +1}); child.beta.push_back(0);
// bench/RESULTS.md (oval21) has the nodes per second before and after batching.
#pragma once

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "robustness/alpha_crown.h"
#include "robustness/bounds.h"
#include "robustness/lp_encoding.h"
#include "robustness/network.h"

namespace shardproof::robustness {

// Fixes the sign of pre-activation j of ReLU layer `layer` (the layer's index in
// Network::layers): sign +1 means z_j >= 0, -1 means z_j <= 0.
struct ReluSplit {
  int layer = 0, j = 0, sign = 0;
};

// One subdomain: its splits (each on a ReLU the root left unstable), a multiplier per split,
// lower slopes for the root's unstable ReLUs (BetaCrown::unstable() order), the objective it
// bounds and the best bound found so far with the argmin vertex of that bound.
struct Subdomain {
  std::vector<ReluSplit> splits;
  std::vector<double> beta;
  Vec alpha;
  Vec mu;  // one multiplier >= 0 per cut of its objective (BetaCrown::set_cuts); empty: all 0
  int cuts_version = 0;  // the set_cuts call mu belongs to (an older one's: all 0)
  int objective = 0;
  double bound = -1e300;
  Vec argmin;
  double parent_bound = -1e300;  // its bound with its parent's slopes and multipliers (reports)
  // Pre-activation bounds of BetaCrown::refreshed_layer() on this subdomain, tighter than the
  // root's (empty: the root's), and the neurons of that layer to tighten next (refresh()).
  Vec refreshed_lo, refreshed_hi;
  std::vector<int> to_refresh;
};

// Subdomains as bytes and back, to hand them to another process (verifier.cpp's search
// workers) and take back what it left open: everything a subdomain holds survives the trip.
// read_subdomains throws std::runtime_error on bytes that are not a whole write_subdomains'.
std::string write_subdomains(const std::vector<Subdomain>& ds);
std::vector<Subdomain> read_subdomains(const std::string& bytes);

struct Objective {
  Vec c;
  double c0 = 0;
};

// BaBSR-like branching score of an unstable ReLU with input bounds [l, u] whose output has
// coefficient `lam` in a back-substituted lower bound (>= 0): a negative coefficient pays the
// upper relaxation's intercept, which a split removes; a positive one the looseness of the
// lower line, weighted low.
inline double babsr_score(double lam, double l, double u) {
  return lam < 0 ? -lam * u * (-l) / (u - l) : 1e-3 * lam * std::min(u, -l);
}

class BetaCrown {
 public:
  // `root`: sound bounds of every layer on the root box (value 0 is the box itself).
  BetaCrown(const Network& net, const LayerBounds& root, std::vector<Objective> objectives);

  // The root's unstable ReLUs, as (layer, j), in the order of Subdomain::alpha.
  const std::vector<std::pair<int, int>>& unstable() const { return unstable_; }
  // DeepPoly's slopes (1 where u > -l, else 0): where the optimisation starts.
  Vec initial_alpha() const;

  // Bounds of the batch's subdomains as they are (no optimisation), each row optionally with
  // one extra split (extra[r].sign == 0: none) whose multiplier is 0. Used to score branching
  // candidates: the two children of a split bounded with their parent's slopes.
  std::vector<double> bound(const std::vector<const Subdomain*>& rows, const std::vector<ReluSplit>& extra) const;

  // `iterations` steps of projected Adam on every subdomain's alpha and beta together; each
  // subdomain keeps the best bound any iterate gave it (with the slopes, multipliers and argmin
  // of that iterate). Stops early once every bound is above `stop_above`. Returns, per
  // subdomain, the branching score of every unstable ReLU (BaBSR-like, from the last iterate's
  // coefficients, >= 0; -1 for ReLUs the subdomain already split), unstable() order.
  std::vector<Vec> optimise(std::vector<Subdomain>& batch, int iterations, double stop_above = 0.0) const;

  // The root's bounds with the subdomain's split neurons clamped and its refreshed bounds (for
  // the MILP on small pieces).
  LayerBounds bounds_of(const Subdomain& d) const;

  // The last ReLU layer (index in Network::layers), whose pre-activation bounds each
  // subdomain may tighten for itself; -1 when the net has no ReLU.
  int refreshed_layer() const { return refreshed_; }

  // Per-subdomain intermediate bounds (beta-CROWN re-bounds the layers after a split on each
  // subdomain): for every subdomain of the batch with a non-empty `to_refresh`, the lower and
  // upper bounds of those neurons of refreshed_layer() are back-substituted to the input
  // through the subdomain's own relaxation (its split neurons linear, its slopes, multipliers
  // 0: every choice is sound) and intersected with the bounds it had; all rows of the batch go
  // through each layer together. A subdomain whose bounds come out crossing by more than
  // round-off holds no input and gets bound +inf. Clears `to_refresh`. Returns the rows bounded.
  long refresh(std::vector<Subdomain>& batch) const;
  // The root's slopes for each neuron of refreshed_layer() (alpha-CROWN's, per neuron and
  // direction): refresh() uses them instead of the subdomain's slopes (tuned for the
  // objective), so that a subdomain's bounds start from the root's and gain what its splits add.
  void set_refresh_slopes(const LastLayerSlopes& s);

  // Cutting planes of one objective's MILP (lp_encoding.h, milp_root_cuts), which every
  // subdomain of that objective then takes into its bound with a multiplier mu >= 0 each, as
  // GCP-CROWN (Zhang et al. 2022) does: on any input the cut holds, so
  // f >= f + mu * (a.v + d.z - rhs), and the right side is bounded by back-substitution. A
  // cut's ReLU indicators z_j (1 when z_j >= 0) are relaxed through the MILP's own
  // constraints, exactly for the relaxed polytope: with coefficient delta >= 0,
  // z >= y / u; with delta < 0, z <= 1 + (y - x) / l (x the pre-activation, y the output),
  // which folds delta into the output's coefficient before the ReLU's relaxation; on a
  // stable or split neuron z is 0 or 1. Every multiplier gives a sound bound, so the
  // optimiser climbs them with the slopes and split multipliers (gradient: the cut's value at
  // the relaxed minimiser). Subdomains pushed before the cuts start from mu = 0.
  void set_cuts(int objective, std::vector<NetworkCut> cuts);
  std::size_t cut_count(int objective) const;
  // Whether d.mu belongs to its objective's cuts as they are now.
  bool mu_current(const Subdomain& d) const;

  double lr_alpha = 0.1, lr_beta = 0.05, lr_mu = 0.01;

 private:
  struct Pass;  // one batched back-substitution (and optionally the forward pass for gradients)
  void run(Pass& p, bool gradients) const;
  // Per ReLU layer and row: the indicators' total coefficient on each neuron (sorted by neuron).
  using IndicatorTotals = std::vector<std::vector<std::vector<std::pair<int, double>>>>;
  void cut_gradients(Pass& p, const std::vector<Mat>& values, const IndicatorTotals& delta_at) const;
  // run's parts: every row back-substituted to the input (value, argmin, lampost), with the
  // cuts' indicators of ReLU layer k folded into the coefficients on the way, and the forward
  // pass of the minimisers for the gradients.
  void back_substitute(Pass& p, IndicatorTotals& delta_at) const;
  void fold_indicators(Pass& p, int k, Mat& Lam, Vec& bias, IndicatorTotals& delta_at) const;
  void forward_gradients(Pass& p, const IndicatorTotals& delta_at) const;
  // Bounds of neuron j of ReLU layer k on row r's subdomain (its own ones of the refreshed layer).
  std::pair<double, double> neuron_bounds(const Pass& p, int k, long r, int j) const;
  // The index in unstable() of a split's ReLU (splits are only made on those).
  long alpha_index(int layer, int j) const;

  const Network& net_;
  const LayerBounds& root_;
  std::vector<Objective> objectives_;
  std::vector<std::vector<NetworkCut>> cuts_;  // per objective
  // One objective's cuts laid out for the passes: for every value index (0..n) and every ReLU
  // layer, the cuts' entries on it, cut after cut (entries start[c]..start[c+1] belong to cut
  // c), so that a pass adds mu_c * a straight into each row's coefficients. Listing the
  // entries per row and pass instead (a 24-byte record per row and entry) cost
  // about 8% of the search on deep img9931 (perf: BetaCrown::run's own time 11.5% -> 5.2%,
  // memmove 3.1% -> 1.2%).
  struct CutEntries {
    std::vector<int> start, j;
    std::vector<double> a;
  };
  struct CutLayout {
    std::vector<CutEntries> on_value, on_indicator;
    Vec rhs;
  };
  std::vector<CutLayout> cut_layout_;          // per objective
  std::vector<int> cuts_version_;              // per objective: set_cuts calls so far
  long max_width_ = 1;                         // the widest value: keys (layer, neuron) -> layer * it + neuron
  std::vector<std::pair<int, int>> unstable_;
  std::vector<std::vector<int>> unstable_cols_;  // per layer: unstable neuron indices
  std::vector<int> offset_;                      // per layer: first alpha index of its unstable ReLUs
  // Per MaxPool layer (empty for the others): its relaxation on the root's bounds (bounds.h).
  std::vector<PoolRelaxation> pools_;
  int refreshed_ = -1;
  Mat refresh_slopes_[2];            // per direction: neuron of refreshed_ x unstable() slopes
  std::vector<char> has_refresh_slopes_;
};

}  // namespace shardproof::robustness
