#include "robustness/beta_crown.h"

#include <algorithm>
#include <cmath>

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
  // outputs
  Vec value;
  Mat argmin;                  // B x inputs
  std::vector<Mat> lampost;    // per ReLU layer: the rows' coefficients of its output (B x n_k)
  Mat galpha;                  // B x U
  std::vector<std::vector<double>> gbeta;

  long rows() const { return static_cast<long>(objective.size()); }
};

BetaCrown::BetaCrown(const Network& net, const LayerBounds& root, std::vector<Objective> objectives)
    : net_(net), root_(root), objectives_(std::move(objectives)) {
  const int n = static_cast<int>(net.layers.size());
  unstable_cols_.assign(n, {});
  offset_.assign(n, 0);
  for (int k = 0; k < n; ++k) {
    offset_[k] = static_cast<int>(unstable_.size());
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

long BetaCrown::alpha_index(int layer, int j) const {
  const auto& cols = unstable_cols_[layer];
  return offset_[layer] + (std::lower_bound(cols.begin(), cols.end(), j) - cols.begin());
}

LayerBounds BetaCrown::bounds_of(const Subdomain& d) const {
  LayerBounds b = root_;
  for (const ReluSplit& s : d.splits) {
    if (s.sign > 0) b.lo[s.layer](s.j) = 0.0;
    else b.hi[s.layer](s.j) = 0.0;
  }
  return b;
}

void BetaCrown::run(Pass& p, bool gradients) const {
  const int n = static_cast<int>(net_.layers.size());
  const long B = p.rows();
  // The splits of every row, by layer.
  std::vector<std::vector<Pass::SplitAt>> at(n);
  for (long r = 0; r < B; ++r) {
    const auto& sp = *p.splits[r];
    for (std::size_t i = 0; i < sp.size(); ++i)
      at[sp[i].layer].push_back({r, sp[i].j, sp[i].sign, (*p.beta[r])[i], static_cast<int>(i)});
    if (!p.extra.empty() && p.extra[r].sign != 0)
      at[p.extra[r].layer].push_back({r, p.extra[r].j, p.extra[r].sign, 0.0, -1});
  }
  Mat Lam(B, net_.output_size);
  Vec bias(B);
  for (long r = 0; r < B; ++r) {
    Lam.row(r) = objectives_[p.objective[r]].c.transpose();
    bias(r) = objectives_[p.objective[r]].c0;
  }
  p.lampost.assign(n, Mat());
  for (int k = n - 1; k >= 0; --k) {
    check_deadline();
    const Layer& L = net_.layers[k];
    if (L.kind == Layer::Kind::Affine) {
      bias.noalias() += Lam * L.bias;
      Lam = times_weight(L, Lam);
      continue;
    }
    const Vec& l = root_.lo[k];
    const Vec& u = root_.hi[k];
    p.lampost[k] = Lam;
    const Mat& P = p.lampost[k];
    for (long j = 0; j < l.size(); ++j)
      if (u(j) <= 0) Lam.col(j).setZero();
    const auto& cols = unstable_cols_[k];
    for (std::size_t t = 0; t < cols.size(); ++t) {
      const int j = cols[t];
      const double s = u(j) / (u(j) - l(j)), sl = s * l(j);
      const long a = offset_[k] + static_cast<long>(t);
      double* lam = Lam.col(j).data();
      for (long r = 0; r < B; ++r) {
        if (lam[r] >= 0) lam[r] *= std::clamp(p.A(r, a), 0.0, 1.0);
        else { bias(r) -= lam[r] * sl; lam[r] *= s; }
      }
    }
    // A split neuron is linear on its subdomain (z_j or 0) and carries -beta * sign * z_j.
    for (const Pass::SplitAt& s : at[k]) {
      const double lam0 = P(s.r, s.j);
      if (lam0 < 0) bias(s.r) += lam0 * u(s.j) / (u(s.j) - l(s.j)) * l(s.j);
      Lam(s.r, s.j) = (s.sign > 0 ? lam0 : 0.0) - s.beta * s.sign;
    }
  }
  const Vec& lo = root_.lo[0];
  const Vec& hi = root_.hi[0];
  p.argmin.resize(B, lo.size());
  for (long i = 0; i < lo.size(); ++i)
    for (long r = 0; r < B; ++r) p.argmin(r, i) = Lam(r, i) >= 0 ? lo(i) : hi(i);
  p.value = Lam.cwiseProduct(p.argmin).rowwise().sum() + bias;
  if (!gradients) return;
  // The bound is the relaxed network at the argmin vertex: the gradient in a slope is the
  // coefficient it multiplies times the relaxed pre-activation there, in a multiplier
  // -sign * z_j. One forward pass of the B vertices through the chosen relaxations.
  p.galpha = Mat::Zero(B, static_cast<long>(unstable_.size()));
  p.gbeta.assign(B, {});
  for (long r = 0; r < B; ++r) p.gbeta[r].assign(p.splits[r]->size(), 0.0);
  Mat X = p.argmin;
  int last_relu = -1;
  for (int k = 0; k < n; ++k)
    if (net_.layers[k].kind == Layer::Kind::Relu) last_relu = k;
  for (int k = 0; k <= last_relu; ++k) {
    check_deadline();
    const Layer& L = net_.layers[k];
    if (L.kind == Layer::Kind::Affine) {
      X = rows_times_weight_t(L, X);
      X.rowwise() += L.bias.transpose();
      continue;
    }
    const Vec& l = root_.lo[k];
    const Vec& u = root_.hi[k];
    const Mat& P = p.lampost[k];
    // The split neurons' pre-activations, before the relaxation overwrites them.
    std::vector<double> z(at[k].size());
    for (std::size_t i = 0; i < at[k].size(); ++i) z[i] = X(at[k][i].r, at[k][i].j);
    for (long j = 0; j < l.size(); ++j)
      if (u(j) <= 0) X.col(j).setZero();
    const auto& cols = unstable_cols_[k];
    for (std::size_t t = 0; t < cols.size(); ++t) {
      const int j = cols[t];
      const double s = u(j) / (u(j) - l(j));
      const long a = offset_[k] + static_cast<long>(t);
      for (long r = 0; r < B; ++r) {
        const double lam = P(r, j), zz = X(r, j);
        if (lam >= 0) { p.galpha(r, a) = lam * zz; X(r, j) = std::clamp(p.A(r, a), 0.0, 1.0) * zz; }
        else X(r, j) = s * (zz - l(j));
      }
    }
    for (std::size_t i = 0; i < at[k].size(); ++i) {
      const Pass::SplitAt& s = at[k][i];
      X(s.r, s.j) = s.sign > 0 ? z[i] : 0.0;
      p.galpha(s.r, alpha_index(k, s.j)) = 0.0;  // the slope of a split neuron is unused
      if (s.index >= 0) p.gbeta[s.r][s.index] = -s.sign * z[i];
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
  for (long r = 0; r < B; ++r) {
    A.row(r) = batch[r].alpha.transpose();
    be[r] = batch[r].beta;
    mb[r].assign(be[r].size(), 0.0);
    vb[r].assign(be[r].size(), 0.0);
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
        d.argmin = p.argmin.row(q).transpose();
      }
      // Branching scores from this iterate's coefficients.
      Vec& sc = scores[r];
      sc = Vec::Zero(U);
      for (std::size_t a = 0; a < unstable_.size(); ++a) {
        const auto [k, j] = unstable_[a];
        sc(static_cast<long>(a)) = babsr_score(p.lampost[k](q, j), root_.lo[k](j), root_.hi[k](j));
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
    }
    live.swap(still);
  }
  return scores;
}

}  // namespace shardproof::robustness
