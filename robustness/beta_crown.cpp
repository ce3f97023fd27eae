#include "robustness/beta_crown.h"

#include <algorithm>
#include <stdexcept>
#include <cmath>

#include "robustness/byte_buffer.h"
#include "robustness/deadline.h"

namespace shardproof::robustness {

// One batched pass: rows r = 0..B-1, each a subdomain's objective, splits and multipliers with
// slopes A.row(r) (and an optional extra split with multiplier 0).
struct BetaCrown::Pass {
  struct SplitAt {
    long r;
    int j, sign;
    double beta;
    int index;  // position in the row's beta (-1: the extra split)
  };
  // inputs
  std::vector<int> objective;
  std::vector<const std::vector<ReluSplit>*> splits;
  std::vector<const std::vector<double>*> beta;
  std::vector<ReluSplit> extra;  // empty, or one per row (sign 0: none)
  Mat A;                         // B x U slopes
  std::vector<const Vec*> mu;    // empty, or per row its cut multipliers (null or empty: none)
  // Per row: the subdomain whose bounds of the refreshed layer it uses (null, or none of its
  // own: the root's).
  std::vector<const Subdomain*> own;
  // Rows that start below the output: over value index `top` (the input of ReLU layer top),
  // with these coefficients and constants; top < 0 starts from the objectives.
  int top = -1;
  Mat start;
  Vec start_bias;
  // outputs
  Vec value;
  Mat argmin;                  // B x inputs
  std::vector<Mat> lampost;    // per ReLU and MaxPool layer: the rows' coefficients of its output (B x n_k)
  Mat galpha;                  // B x U
  std::vector<std::vector<double>> gbeta;
  std::vector<Vec> gmu;        // per row: every cut's value (a.v + d.z - rhs) at the minimiser

  long rows() const { return static_cast<long>(objective.size()); }
  // run's working state: every row's splits by layer, whether some row has bounds of its own,
  // whether cuts count, and the cut indicators' charges to the pre-activations of the layer
  // being back-substituted (BetaCrown::fold_indicators).
  std::vector<std::vector<SplitAt>> at;
  bool per_row = false, cuts = false;
  struct PreEntry {
    long r;
    int j;
    double coef;
  };
  std::vector<PreEntry> on_pre;

  const Vec* mu_of(long r) const { return cuts && mu[r] && mu[r]->size() ? mu[r] : nullptr; }
  bool per_row_bounds() const {
    for (const Subdomain* d : own)
      if (d && d->refreshed_lo.size()) return true;
    return false;
  }
};

namespace {

// Calls add(j, mu_c * a) for every entry (j, a) of a row's cuts in `e` with mu_c > 0 (mu: the
// row's cut multipliers, null when it has none).
template <class Entries, class Add>
void for_cut_entries(const Vec* mu, const Entries& e, Add add) {
  if (!mu || e.j.empty()) return;
  for (long c = 0; c < mu->size(); ++c) {
    const double m = (*mu)(c);
    if (m <= 0) continue;
    for (int q = e.start[c]; q < e.start[c + 1]; ++q) add(e.j[q], m * e.a[q]);
  }
}

}  // namespace

BetaCrown::BetaCrown(const Network& net, const LayerBounds& root, std::vector<Objective> objectives)
    : net_(net), root_(root), objectives_(std::move(objectives)), refreshed_(net.last_relu_layer()) {
  if (!net.piecewise_linear())  // the verifier sends smooth networks elsewhere (verifier.cpp)
    throw std::invalid_argument("beta-CROWN: the network has a Sigmoid or Tanh layer; only ReLU networks are searched here");
  const int n = static_cast<int>(net.layers.size());
  unstable_cols_.assign(n, {});
  offset_.assign(n, 0);
  for (const Vec& v : root.lo) max_width_ = std::max<long>(max_width_, v.size());
  pools_.assign(n, {});
  for (int k = 0; k < n; ++k) {
    offset_[k] = static_cast<int>(unstable_.size());
    if (net.layers[k].kind == Layer::Kind::MaxPool) pools_[k] = relax_pool(net.layers[k], root.lo[k], root.hi[k]);
    if (net.layers[k].kind != Layer::Kind::Relu) continue;
    const Vec& l = root.lo[k];
    const Vec& u = root.hi[k];
    for (long j = 0; j < l.size(); ++j)
      if (l(j) < 0 && u(j) > 0) {
        unstable_cols_[k].push_back(static_cast<int>(j));
        unstable_.emplace_back(k, static_cast<int>(j));
      }
  }
}

Vec BetaCrown::initial_alpha() const {
  Vec a(static_cast<long>(unstable_.size()));
  for (std::size_t t = 0; t < unstable_.size(); ++t) {
    const auto [k, j] = unstable_[t];
    a(static_cast<long>(t)) = root_.hi[k](j) > -root_.lo[k](j) ? 1.0 : 0.0;
  }
  return a;
}

void BetaCrown::set_cuts(int objective, std::vector<NetworkCut> cuts) {
  if (cuts_.size() < objectives_.size()) {
    cuts_.resize(objectives_.size());
    cuts_version_.resize(objectives_.size(), 0);
    cut_layout_.resize(objectives_.size());
  }
  ++cuts_version_.at(static_cast<std::size_t>(objective));
  // Each cut scaled to unit 1-norm, so that one learning rate suits every multiplier.
  for (NetworkCut& c : cuts) {
    double norm = 0;
    for (const auto& t : c.terms) norm += std::abs(t.a);
    for (const auto& d : c.indicators) norm += std::abs(d.a);
    if (!(norm > 0)) continue;
    for (auto& t : c.terms) t.a /= norm;
    for (auto& d : c.indicators) d.a /= norm;
    c.rhs /= norm;
  }
  const int n = static_cast<int>(net_.layers.size());
  CutLayout& lay = cut_layout_.at(static_cast<std::size_t>(objective));
  lay.on_value.assign(static_cast<std::size_t>(n + 1), {});
  lay.on_indicator.assign(static_cast<std::size_t>(n), {});
  lay.rhs.resize(static_cast<long>(cuts.size()));
  for (CutEntries& e : lay.on_value) e.start.assign(1, 0);
  for (CutEntries& e : lay.on_indicator) e.start.assign(1, 0);
  for (std::size_t c = 0; c < cuts.size(); ++c) {
    lay.rhs(static_cast<long>(c)) = cuts[c].rhs;
    for (const auto& t : cuts[c].terms) {
      CutEntries& e = lay.on_value.at(static_cast<std::size_t>(t.value));
      e.j.push_back(t.j);
      e.a.push_back(t.a);
    }
    for (const auto& d : cuts[c].indicators) {
      CutEntries& e = lay.on_indicator.at(static_cast<std::size_t>(d.layer));
      e.j.push_back(d.j);
      e.a.push_back(d.a);
    }
    for (CutEntries& e : lay.on_value) e.start.push_back(static_cast<int>(e.j.size()));
    for (CutEntries& e : lay.on_indicator) e.start.push_back(static_cast<int>(e.j.size()));
  }
  cuts_.at(static_cast<std::size_t>(objective)) = std::move(cuts);
}

std::size_t BetaCrown::cut_count(int objective) const {
  return static_cast<std::size_t>(objective) < cuts_.size() ? cuts_[static_cast<std::size_t>(objective)].size() : 0;
}

bool BetaCrown::mu_current(const Subdomain& d) const {
  const std::size_t o = static_cast<std::size_t>(d.objective);
  return o < cuts_.size() && d.cuts_version == cuts_version_[o] && d.mu.size() == static_cast<long>(cuts_[o].size());
}

long BetaCrown::alpha_index(int layer, int j) const {
  const auto& cols = unstable_cols_[layer];
  return offset_[layer] + (std::lower_bound(cols.begin(), cols.end(), j) - cols.begin());
}

LayerBounds BetaCrown::bounds_of(const Subdomain& d) const {
  LayerBounds b = root_;
  if (d.refreshed_lo.size()) {
    b.lo[refreshed_] = d.refreshed_lo;
    b.hi[refreshed_] = d.refreshed_hi;
  }
  for (const ReluSplit& s : d.splits) {
    if (s.sign > 0) b.lo[s.layer](s.j) = 0.0;
    else b.hi[s.layer](s.j) = 0.0;
  }
  return b;
}

// The splits of every row, by layer, and the two halves of the pass.
void BetaCrown::run(Pass& p, bool gradients) const {
  const int n = static_cast<int>(net_.layers.size());
  const long B = p.rows();
  p.at.assign(n, {});
  for (long r = 0; r < B; ++r) {
    const auto& sp = *p.splits[r];
    for (std::size_t i = 0; i < sp.size(); ++i)
      p.at[sp[i].layer].push_back({r, sp[i].j, sp[i].sign, (*p.beta[r])[i], static_cast<int>(i)});
    if (!p.extra.empty() && p.extra[r].sign != 0)
      p.at[p.extra[r].layer].push_back({r, p.extra[r].j, p.extra[r].sign, 0.0, -1});
  }
  p.per_row = p.per_row_bounds();
  // The cuts with a positive multiplier: their right sides charged to the bias, their entries
  // added layer by layer (objective rows only).
  p.cuts = p.top < 0 && !p.mu.empty();
  IndicatorTotals delta_at(p.cuts ? n : 0);
  back_substitute(p, delta_at);
  if (!gradients) return;
  forward_gradients(p, delta_at);
}

std::pair<double, double> BetaCrown::neuron_bounds(const Pass& p, int k, long r, int j) const {
  if (k == refreshed_ && p.per_row && p.own[r] && p.own[r]->refreshed_lo.size())
    return std::pair{p.own[r]->refreshed_lo(j), p.own[r]->refreshed_hi(j)};
  return std::pair{root_.lo[k](j), root_.hi[k](j)};
}

void BetaCrown::back_substitute(Pass& p, IndicatorTotals& delta_at) const {
  const int n = static_cast<int>(net_.layers.size());
  const long B = p.rows();
  Mat Lam;
  Vec bias;
  if (p.top < 0) {
    Lam.resize(B, net_.output_size);
    bias.resize(B);
    for (long r = 0; r < B; ++r) {
      Lam.row(r) = objectives_[p.objective[r]].c.transpose();
      bias(r) = objectives_[p.objective[r]].c0;
    }
  } else {
    Lam = p.start;
    bias = p.start_bias;
  }
  auto layout_of = [&](long r) -> const CutLayout& { return cut_layout_[static_cast<std::size_t>(p.objective[r])]; };
  for (long r = 0; r < B; ++r)
    if (const Vec* mu = p.mu_of(r)) bias(r) -= mu->cwiseMax(0.0).dot(layout_of(r).rhs);
  auto add_on_value = [&](int value) {
    for (long r = 0; r < B; ++r)
      if (p.mu_of(r)) for_cut_entries(p.mu_of(r), layout_of(r).on_value[value], [&](int j, double v) { Lam(r, j) += v; });
  };
  p.lampost.assign(n, Mat());
  for (int k = (p.top < 0 ? n : p.top) - 1; k >= 0; --k) {
    check_deadline();
    const Layer& L = net_.layers[k];
    if (p.cuts) add_on_value(k + 1);
    if (L.kind == Layer::Kind::Affine) {
      bias.noalias() += Lam * L.bias;
      Lam = times_weight(L, Lam);
      continue;
    }
    if (L.kind == Layer::Kind::MaxPool) {
      // A non-negative coefficient takes the lower bound max >= winner; a negative one the
      // upper bound (the winner where it dominates, else umax). The forward pass reads which
      // one each row took from lampost.
      p.lampost[k] = Lam;
      Lam = pull_back_pool(pools_[k], L.in_size, Lam, bias);
      continue;
    }
    const Vec& l = root_.lo[k];
    const Vec& u = root_.hi[k];
    p.on_pre.clear();
    if (p.cuts) fold_indicators(p, k, Lam, bias, delta_at);
    p.lampost[k] = Lam;
    const Mat& P = p.lampost[k];
    for (long j = 0; j < l.size(); ++j)
      if (u(j) <= 0) Lam.col(j).setZero();
    const auto& cols = unstable_cols_[k];
    for (std::size_t t = 0; t < cols.size(); ++t) {
      const int j = cols[t];
      const long a = offset_[k] + static_cast<long>(t);
      double* lam = Lam.col(j).data();
      if (k == refreshed_ && p.per_row) {
        // Rows with bounds of their own: a neuron they made stable is 0 or the identity.
        for (long r = 0; r < B; ++r) {
          const auto [lr, ur] = neuron_bounds(p, k, r, j);
          if (ur <= 0) lam[r] = 0;
          else if (lr >= 0) continue;
          else if (lam[r] >= 0) lam[r] *= std::clamp(p.A(r, a), 0.0, 1.0);
          else { const double s = ur / (ur - lr); bias(r) -= lam[r] * (s * lr); lam[r] *= s; }  // as below
        }
        continue;
      }
      const double s = u(j) / (u(j) - l(j)), sl = s * l(j);
      for (long r = 0; r < B; ++r) {
        if (lam[r] >= 0) lam[r] *= std::clamp(p.A(r, a), 0.0, 1.0);
        else { bias(r) -= lam[r] * sl; lam[r] *= s; }
      }
    }
    // A split neuron is linear on its subdomain (z_j or 0) and carries -beta * sign * z_j;
    // the intercept the relaxation above charged (unstable, coefficient < 0) is given back.
    for (const Pass::SplitAt& s : p.at[k]) {
      const double lam0 = P(s.r, s.j);
      const auto [ls, us] = neuron_bounds(p, k, s.r, s.j);
      if (lam0 < 0 && ls < 0 && us > 0) bias(s.r) += lam0 * us / (us - ls) * ls;
      Lam(s.r, s.j) = (s.sign > 0 ? lam0 : 0.0) - s.beta * s.sign;
    }
    for (const Pass::PreEntry& e : p.on_pre) Lam(e.r, e.j) += e.coef;
  }
  if (p.cuts) add_on_value(0);
  const Vec& lo = root_.lo[0];
  const Vec& hi = root_.hi[0];
  p.argmin.resize(B, lo.size());
  for (long i = 0; i < lo.size(); ++i)
    for (long r = 0; r < B; ++r) p.argmin(r, i) = Lam(r, i) >= 0 ? lo(i) : hi(i);
  p.value = Lam.cwiseProduct(p.argmin).rowwise().sum() + bias;
}

// Indicators: z = 1 on an active neuron (stable or split), 0 on an inactive one; on an
// unstable one delta * z is folded into the output's coefficient (see set_cuts), with
// delta < 0 also charging -delta / l to the pre-activation, added after the relaxation
// (Pass::on_pre).
void BetaCrown::fold_indicators(Pass& p, int k, Mat& Lam, Vec& bias, IndicatorTotals& delta_at) const {
  const long B = p.rows();
  const Vec& l = root_.lo[k];
  auto layout_of = [&](long r) -> const CutLayout& { return cut_layout_[static_cast<std::size_t>(p.objective[r])]; };
  bool indicators_here = false;  // only a layer some row's cuts have indicators on does the work below
  for (long r = 0; r < B && !indicators_here; ++r) indicators_here = p.mu_of(r) && !layout_of(r).on_indicator[k].j.empty();
  delta_at[k].assign(static_cast<std::size_t>(B), {});
  if (!indicators_here) return;
  std::vector<double> total(static_cast<std::size_t>(l.size()), 0.0);  // scratch: one row's indicator totals over the layer's neurons
  std::vector<int> touched;
  std::vector<std::vector<std::pair<int, int>>> split_of_row(static_cast<std::size_t>(B));
  for (const Pass::SplitAt& sp : p.at[k]) split_of_row[sp.r].emplace_back(sp.j, sp.sign);
  for (long r = 0; r < B; ++r) {
    if (!p.mu_of(r)) continue;
    touched.clear();
    for_cut_entries(p.mu_of(r), layout_of(r).on_indicator[k], [&](int j, double v) {
      if (total[j] == 0) touched.push_back(j);
      total[j] += v;
    });
    if (touched.empty()) continue;
    std::sort(touched.begin(), touched.end());
    touched.erase(std::unique(touched.begin(), touched.end()), touched.end());
    auto& totals = delta_at[k][r];
    for (int j : touched) totals.emplace_back(j, total[j]), total[j] = 0;
    auto split_sign = [&](int j) {
      for (const auto& [sj, sign] : split_of_row[r])
        if (sj == j) return sign;
      return 0;
    };
    for (const auto& [j, dl] : totals) {
      const auto [lr, ur] = neuron_bounds(p, k, r, j);
      const int sign = split_sign(j);
      const bool active = sign ? sign > 0 : lr >= 0;
      const bool inactive = sign ? sign < 0 : ur <= 0;
      if (active) bias(r) += dl;
      else if (inactive) continue;
      else if (dl >= 0) Lam(r, j) += dl / ur;
      else {
        Lam(r, j) += dl / lr;
        p.on_pre.push_back({r, j, -dl / lr});
        bias(r) += dl;
      }
    }
  }
}

// The bound is the relaxed network at the argmin vertex: the gradient in a slope is the
// coefficient it multiplies times the relaxed pre-activation there, in a multiplier
// -sign * z_j. One forward pass of the B vertices through the chosen relaxations.
void BetaCrown::forward_gradients(Pass& p, const IndicatorTotals& delta_at) const {
  const int n = static_cast<int>(net_.layers.size());
  const long B = p.rows();
  p.galpha = Mat::Zero(B, static_cast<long>(unstable_.size()));
  p.gbeta.assign(B, {});
  for (long r = 0; r < B; ++r) p.gbeta[r].assign(p.splits[r]->size(), 0.0);
  Mat X = p.argmin;
  // With cuts, every value of the relaxed minimiser is kept: the cuts' gradients read them.
  std::vector<Mat> values;
  if (p.cuts) values.push_back(X);
  const int forward_to = p.cuts ? n - 1 : refreshed_;  // up to the last ReLU layer, or the output
  for (int k = 0; k <= forward_to; ++k) {
    check_deadline();
    const Layer& L = net_.layers[k];
    if (L.kind == Layer::Kind::Affine) {
      X = rows_times_weight_t(L, X);
      X.rowwise() += L.bias.transpose();
      if (p.cuts) values.push_back(X);
      continue;
    }
    if (L.kind == Layer::Kind::MaxPool) {  // the side of its relaxation each row's bound took
      const PoolRelaxation& pr = pools_[k];
      const Mat& P = p.lampost[k];
      Mat out(B, L.out_size);
      for (int o = 0; o < L.out_size; ++o)
        for (long r = 0; r < B; ++r) out(r, o) = P(r, o) >= 0 || pr.exact[o] ? X(r, pr.winner[o]) : pr.umax[o];
      X = std::move(out);
      if (p.cuts) values.push_back(X);
      continue;
    }
    const Vec& l = root_.lo[k];
    const Vec& u = root_.hi[k];
    const Mat& P = p.lampost[k];
    // The split neurons' pre-activations, before the relaxation overwrites them.
    std::vector<double> z(p.at[k].size());
    for (std::size_t i = 0; i < p.at[k].size(); ++i) z[i] = X(p.at[k][i].r, p.at[k][i].j);
    for (long j = 0; j < l.size(); ++j)
      if (u(j) <= 0) X.col(j).setZero();
    const auto& cols = unstable_cols_[k];
    for (std::size_t t = 0; t < cols.size(); ++t) {
      const int j = cols[t];
      const long a = offset_[k] + static_cast<long>(t);
      for (long r = 0; r < B; ++r) {
        const auto [lr, ur] = neuron_bounds(p, k, r, j);
        const double lam = P(r, j), zz = X(r, j);
        if (ur <= 0) X(r, j) = 0;
        else if (lr >= 0) continue;
        else if (lam >= 0) { p.galpha(r, a) = lam * zz; X(r, j) = std::clamp(p.A(r, a), 0.0, 1.0) * zz; }
        else X(r, j) = ur / (ur - lr) * (zz - lr);
      }
    }
    for (std::size_t i = 0; i < p.at[k].size(); ++i) {
      const Pass::SplitAt& s = p.at[k][i];
      X(s.r, s.j) = s.sign > 0 ? z[i] : 0.0;
      p.galpha(s.r, alpha_index(k, s.j)) = 0.0;  // the slope of a split neuron is unused
      if (s.index >= 0) p.gbeta[s.r][s.index] = -s.sign * z[i];
    }
    if (p.cuts) values.push_back(X);
  }
  if (p.cuts) cut_gradients(p, values, delta_at);
}

// Every cut's value a.v + d.z - rhs at each row's relaxed minimiser (values: all of the
// minimiser's values), the indicators taken as the relaxation took them (set_cuts). The
// neurons' stability is the root's: with a subdomain's own bounds of the refreshed layer
// (beta_crown_refresh, off by default) the gradient is approximate there, the bound is not.
void BetaCrown::cut_gradients(Pass& p, const std::vector<Mat>& values, const IndicatorTotals& delta_at) const {
  const long B = p.rows();
  p.gmu.assign(static_cast<std::size_t>(B), Vec());
  std::vector<char> objective_done(objectives_.size(), 0);
  for (long r0 = 0; r0 < B; ++r0) {
    const std::size_t o = static_cast<std::size_t>(p.objective[r0]);
    if (!p.mu[r0] || objective_done[o] || cuts_[o].empty()) continue;
    objective_done[o] = 1;
    const auto& list = cuts_[o];
    // The cuts' terms on values, for all rows at once (a column of a value per term).
    Mat G(B, static_cast<long>(list.size()));
    for (std::size_t c = 0; c < list.size(); ++c) {
      auto g = G.col(static_cast<long>(c));
      g.setConstant(-list[c].rhs);
      for (const auto& t : list[c].terms) g += t.a * values[t.value].col(t.j);
    }
    // Their indicators, row by row: each as the row's relaxation took it.
    for (long r = r0; r < B; ++r) {
      if (!p.mu[r] || static_cast<std::size_t>(p.objective[r]) != o) continue;
      // The row's splits keyed (layer, neuron), sorted for lookups.
      std::vector<std::pair<long, int>> split_sign;
      for (const ReluSplit& s : *p.splits[r]) split_sign.emplace_back(s.layer * max_width_ + s.j, s.sign);
      std::sort(split_sign.begin(), split_sign.end());
      Vec& g = p.gmu[static_cast<std::size_t>(r)];
      g = G.row(r).transpose();
      for (std::size_t c = 0; c < list.size(); ++c) {
        double v = 0;
        for (const auto& d : list[c].indicators) {
          const double lo = root_.lo[d.layer](d.j), hi = root_.hi[d.layer](d.j);
          const long key = d.layer * max_width_ + d.j;
          const auto it = std::lower_bound(split_sign.begin(), split_sign.end(), std::pair<long, int>{key, -2});
          double z;
          if (it != split_sign.end() && it->first == key) z = it->second > 0 ? 1.0 : 0.0;
          else if (lo >= 0) z = 1.0;
          else if (hi <= 0) z = 0.0;
          else {
            const auto& totals = delta_at[d.layer][r];
            const auto dl = std::lower_bound(totals.begin(), totals.end(), std::pair<int, double>{d.j, -INFINITY});
            const double x = values[d.layer](r, d.j), y = values[d.layer + 1](r, d.j);
            // The relaxation's z (its end by the sign of the total delta), or where delta is
            // 0 (any z in [y / u, 1 + (y - x) / l] gives the bound) the end this cut's own
            // coefficient would pick, for the one-sided gradient of a multiplier at 0.
            const double total = dl != totals.end() && dl->first == d.j ? dl->second : 0.0;
            z = (total < 0 || (total == 0 && d.a < 0)) ? 1.0 + (y - x) / lo : y / hi;
          }
          v += d.a * z;
        }
        g(static_cast<long>(c)) += v;
      }
    }
  }
}

std::vector<double> BetaCrown::bound(const std::vector<const Subdomain*>& rows, const std::vector<ReluSplit>& extra) const {
  Pass p;
  const long B = static_cast<long>(rows.size());
  p.A.resize(B, static_cast<long>(unstable_.size()));
  for (long r = 0; r < B; ++r) {
    p.objective.push_back(rows[r]->objective);
    p.splits.push_back(&rows[r]->splits);
    p.beta.push_back(&rows[r]->beta);
    p.A.row(r) = rows[r]->alpha.transpose();
    p.own.push_back(rows[r]);
    p.mu.push_back(mu_current(*rows[r]) && rows[r]->mu.size() ? &rows[r]->mu : nullptr);
  }
  p.extra = extra;
  run(p, false);
  return std::vector<double>(p.value.data(), p.value.data() + B);
}

std::vector<Vec> BetaCrown::optimise(std::vector<Subdomain>& batch, int iterations, double stop_above) const {
  const long B = static_cast<long>(batch.size());
  const long U = static_cast<long>(unstable_.size());
  Mat A(B, U), mA = Mat::Zero(B, U), vA = Mat::Zero(B, U);
  std::vector<std::vector<double>> be(B), mb(B), vb(B);
  std::vector<Vec> mu(B), mm(B), vm(B);  // cut multipliers (set_cuts) and their Adam moments
  for (long r = 0; r < B; ++r) {
    A.row(r) = batch[r].alpha.transpose();
    be[r] = batch[r].beta;
    mb[r].assign(be[r].size(), 0.0);
    vb[r].assign(be[r].size(), 0.0);
    const long cuts = static_cast<long>(cut_count(batch[r].objective));
    if (!mu_current(batch[r])) {  // pushed before these cuts came
      batch[r].mu = Vec::Zero(cuts);
      batch[r].cuts_version = cuts ? cuts_version_[static_cast<std::size_t>(batch[r].objective)] : 0;
    }
    mu[r] = batch[r].mu;
    mm[r] = vm[r] = Vec::Zero(cuts);
  }
  std::vector<Vec> scores(B);
  std::vector<long> live;
  for (long r = 0; r < B; ++r) live.push_back(r);
  const double b1 = 0.9, b2 = 0.999, eps = 1e-12;
  for (int t = 0; !live.empty(); ++t) {
    Pass p;
    const long m = static_cast<long>(live.size());
    p.A.resize(m, U);
    for (long q = 0; q < m; ++q) {
      const long r = live[q];
      p.objective.push_back(batch[r].objective);
      p.splits.push_back(&batch[r].splits);
      p.beta.push_back(&be[r]);
      p.A.row(q) = A.row(r);
      p.own.push_back(&batch[r]);
      p.mu.push_back(mu[r].size() ? &mu[r] : nullptr);
    }
    const bool last = t == iterations;
    run(p, !last);
    std::vector<long> still;
    for (long q = 0; q < m; ++q) {
      const long r = live[q];
      Subdomain& d = batch[r];
      if (p.value(q) > d.bound) {
        d.bound = p.value(q);
        d.alpha = A.row(r).transpose();
        d.beta = be[r];
        d.mu = mu[r];
        d.argmin = p.argmin.row(q).transpose();
      }
      // Branching scores from this iterate's coefficients.
      Vec& sc = scores[r];
      sc = Vec::Zero(U);
      for (std::size_t a = 0; a < unstable_.size(); ++a) {
        const auto [k, j] = unstable_[a];
        double lo = root_.lo[k](j), hi = root_.hi[k](j);
        if (k == refreshed_ && d.refreshed_lo.size()) lo = d.refreshed_lo(j), hi = d.refreshed_hi(j);
        // A neuron the subdomain's own bounds made stable is no branching candidate.
        sc(static_cast<long>(a)) = lo >= 0 || hi <= 0 ? -1.0 : babsr_score(p.lampost[k](q, j), lo, hi);
      }
      for (const ReluSplit& s : d.splits) sc(alpha_index(s.layer, s.j)) = -1.0;
      if (!last && d.bound <= stop_above) still.push_back(r);
    }
    if (last) break;
    // Projected Adam ascent on the rows still below the threshold.
    const double c1 = 1 - std::pow(b1, t + 1), c2 = 1 - std::pow(b2, t + 1);
    for (long q = 0; q < m; ++q) {
      const long r = live[q];
      auto g = p.galpha.row(q);
      mA.row(r) = b1 * mA.row(r) + (1 - b1) * g;
      vA.row(r) = b2 * vA.row(r) + (1 - b2) * g.cwiseAbs2();
      A.row(r) = (A.row(r).array() + lr_alpha * (mA.row(r).array() / c1) / ((vA.row(r).array() / c2).sqrt() + eps))
                     .cwiseMax(0.0)
                     .cwiseMin(1.0);
      for (std::size_t i = 0; i < be[r].size(); ++i) {
        const double gb = p.gbeta[q][i];
        mb[r][i] = b1 * mb[r][i] + (1 - b1) * gb;
        vb[r][i] = b2 * vb[r][i] + (1 - b2) * gb * gb;
        be[r][i] = std::max(0.0, be[r][i] + lr_beta * (mb[r][i] / c1) / (std::sqrt(vb[r][i] / c2) + eps));
      }
      if (mu[r].size() && p.gmu.size() > static_cast<std::size_t>(q) && p.gmu[q].size() == mu[r].size()) {
        const Vec& g = p.gmu[q];
        mm[r] = b1 * mm[r] + (1 - b1) * g;
        vm[r] = b2 * vm[r] + (1 - b2) * g.cwiseAbs2();
        mu[r] = (mu[r].array() + lr_mu * (mm[r].array() / c1) / ((vm[r].array() / c2).sqrt() + eps)).cwiseMax(0.0);
      }
    }
    live.swap(still);
  }
  return scores;
}

void BetaCrown::set_refresh_slopes(const LastLayerSlopes& s) {
  if (s.layer != refreshed_ || refreshed_ < 0) return;
  const long nK = root_.lo[refreshed_].size(), U = static_cast<long>(unstable_.size());
  has_refresh_slopes_.assign(static_cast<std::size_t>(nK), 0);
  for (int dir = 0; dir < 2; ++dir) refresh_slopes_[dir] = Mat::Zero(nK, U);
  // Where each of unstable()'s ReLUs sits among the slopes' columns of its layer (-1: absent).
  std::vector<long> column(static_cast<std::size_t>(U), -1);
  for (long a = 0; a < U; ++a) {
    const auto [k, jj] = unstable_[static_cast<std::size_t>(a)];
    if (k >= refreshed_ || k >= static_cast<int>(s.columns.size())) continue;
    const auto& cols = s.columns[static_cast<std::size_t>(k)];
    const auto it = std::lower_bound(cols.begin(), cols.end(), static_cast<long>(jj));
    if (it != cols.end() && *it == jj) column[static_cast<std::size_t>(a)] = it - cols.begin();
  }
  for (std::size_t r = 0; r < s.neurons.size(); ++r) {
    const long j = s.neurons[r];
    has_refresh_slopes_[static_cast<std::size_t>(j)] = 1;
    for (int dir = 0; dir < 2; ++dir)
      for (long a = 0; a < U; ++a) {
        const long c = column[static_cast<std::size_t>(a)];
        if (c >= 0) refresh_slopes_[dir](j, a) = s.slopes[dir][unstable_[static_cast<std::size_t>(a)].first](static_cast<long>(r), c);
      }
  }
}

long BetaCrown::refresh(std::vector<Subdomain>& batch) const {
  const int K = refreshed_;
  if (K < 0) return 0;
  const long nK = root_.lo[K].size();
  struct Row {
    long d;
    int j, sign;
  };
  std::vector<Row> rows;
  std::vector<std::vector<double>> zero_beta(batch.size());
  for (std::size_t r = 0; r < batch.size(); ++r) {
    Subdomain& d = batch[r];
    if (d.to_refresh.empty()) continue;  // keeps its bounds; none of its own: the root's, shared
    for (int j : d.to_refresh)
      for (int sign : {+1, -1}) rows.push_back({static_cast<long>(r), j, sign});
    d.to_refresh.clear();
    zero_beta[r].assign(d.splits.size(), 0.0);
    if (d.refreshed_lo.size() == 0) {
      d.refreshed_lo = root_.lo[K];
      d.refreshed_hi = root_.hi[K];
    }
  }
  if (rows.empty()) return 0;
  // At most 512 rows per pass: each row is a full back-substitution to the input.
  const long chunk = 512;
  for (long r0 = 0; r0 < static_cast<long>(rows.size()); r0 += chunk) {
    const long m = std::min<long>(chunk, static_cast<long>(rows.size()) - r0);
    Pass p;
    p.top = K;
    p.start = Mat::Zero(m, nK);
    p.start_bias = Vec::Zero(m);
    p.A.resize(m, static_cast<long>(unstable_.size()));
    for (long q = 0; q < m; ++q) {
      const Row& row = rows[static_cast<std::size_t>(r0 + q)];
      const Subdomain& d = batch[static_cast<std::size_t>(row.d)];
      p.start(q, row.j) = row.sign;
      p.objective.push_back(d.objective);
      p.splits.push_back(&d.splits);
      p.beta.push_back(&zero_beta[static_cast<std::size_t>(row.d)]);
      if (!has_refresh_slopes_.empty() && has_refresh_slopes_[static_cast<std::size_t>(row.j)])
        p.A.row(q) = refresh_slopes_[row.sign > 0 ? 0 : 1].row(row.j);
      else p.A.row(q) = d.alpha.transpose();
      p.own.push_back(nullptr);  // rows end below the refreshed layer
    }
    run(p, false);
    for (long q = 0; q < m; ++q) {
      const Row& row = rows[static_cast<std::size_t>(r0 + q)];
      Subdomain& d = batch[static_cast<std::size_t>(row.d)];
      // min of sign * z_j over the subdomain: a lower bound (+1) or minus an upper bound (-1).
      if (row.sign > 0) d.refreshed_lo(row.j) = std::max(d.refreshed_lo(row.j), p.value(q));
      else d.refreshed_hi(row.j) = std::min(d.refreshed_hi(row.j), -p.value(q));
    }
  }
  for (std::size_t r = 0; r < batch.size(); ++r) {
    Subdomain& d = batch[r];
    if (d.refreshed_lo.size() == 0) continue;  // the root's bounds, which do not cross
    for (long j = 0; j < nK; ++j) {
      const double lo = d.refreshed_lo(j), hi = d.refreshed_hi(j);
      if (lo <= hi) continue;
      // Sound bounds that cross hold for no input: the subdomain is empty, unless the gap is
      // round-off, where the neuron keeps the root's bounds.
      if (lo - hi > 1e-6 * (1 + std::abs(lo) + std::abs(hi))) d.bound = INFINITY;
      else d.refreshed_lo(j) = root_.lo[K](j), d.refreshed_hi(j) = root_.hi[K](j);
    }
  }
  return static_cast<long>(rows.size());
}

std::string write_subdomains(const std::vector<Subdomain>& ds) {
  ByteWriter w;
  w.put<std::uint64_t>(ds.size());
  for (const Subdomain& d : ds) {
    w.put_array(d.splits.data(), d.splits.size());
    w.put_array(d.beta.data(), d.beta.size());
    w.put_vec(d.alpha);
    w.put_vec(d.mu);
    w.put(d.cuts_version);
    w.put(d.objective);
    w.put(d.bound);
    w.put_vec(d.argmin);
    w.put(d.parent_bound);
    w.put_vec(d.refreshed_lo);
    w.put_vec(d.refreshed_hi);
    w.put_array(d.to_refresh.data(), d.to_refresh.size());
  }
  return std::move(w.out);
}

std::vector<Subdomain> read_subdomains(const std::string& bytes) {
  ByteReader r{bytes};
  const auto n = r.get<std::uint64_t>();
  std::vector<Subdomain> ds;
  for (std::uint64_t i = 0; i < n; ++i) {
    Subdomain d;
    d.splits = r.get_array<ReluSplit>();
    d.beta = r.get_array<double>();
    d.alpha = r.get_vec();
    d.mu = r.get_vec();
    d.cuts_version = r.get<int>();
    d.objective = r.get<int>();
    d.bound = r.get<double>();
    d.argmin = r.get_vec();
    d.parent_bound = r.get<double>();
    d.refreshed_lo = r.get_vec();
    d.refreshed_hi = r.get_vec();
    d.to_refresh = r.get_array<int>();
    ds.push_back(std::move(d));
  }
  if (!r.at_end()) throw std::runtime_error("subdomains: trailing bytes");
  return ds;
}

}  // namespace shardproof::robustness
