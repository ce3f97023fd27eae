#include "robustness/alpha_crown.h"


#include <algorithm>
#include <cmath>

#include "robustness/deadline.h"
#include "robustness/product.h"

namespace shardproof::robustness {
namespace {

// Rows back-substituted together: each row is independent (its own slopes, its own Adam
// state), so the bounded neurons go through in blocks whose coefficient matrices stay near
// 32 MB whatever the layer widths. Without the blocks, a CIFAR net with a 16,384-wide first
// ReLU layer held rows x 16,384 matrices for thousands of rows (2.5 GB at 1/255 on the
// pooled net of bench/RESULTS.md, 44% of its time in the kernel, zeroing fresh pages).
constexpr long kBlockDoubles = 4L << 20;

// The slopes of one earlier ReLU layer for a block of rows: only its unstable neurons
// (`cols`; stable ones have no lower line to choose), with their Adam moments and gradient,
// all rows x cols.size(), allocated once per block and updated in place.
struct SlopeState {
  std::vector<long> cols;
  Mat alpha, m, v, grad;
};

// Back-substitutes rows Lam over value `top` (with bias) to the input using the lower slopes
// of `slopes` (per ReLU layer below `top`; max pools take DeepPoly's relaxation) and records,
// for every ReLU layer i below `top`, the rows' coefficients of its unstable outputs before
// the relaxation (lampost[i], rows x slopes[i].cols), and for every MaxPool layer all of them.
void back_substitute_recording(const Network& net, const LayerBounds& b, int top, Mat& Lam, Vec& bias,
                               const std::vector<SlopeState>& slopes, std::vector<Mat>& lampost) {
  for (int k = top - 1; k >= 0; --k) {
    check_deadline();
    const Layer& L = net.layers[k];
    if (L.kind == Layer::Kind::Affine) {
      bias.noalias() += Lam * L.bias;
      Lam = times_weight(L, Lam);
      continue;
    }
    if (L.kind == Layer::Kind::MaxPool) {  // no slopes: DeepPoly's relaxation (bounds.h)
      lampost[k] = Lam;
      Lam = pull_back_pool(relax_pool(L, b.lo[k], b.hi[k]), L.in_size, Lam, bias);
      continue;
    }
    if (L.kind == Layer::Kind::Product) {  // no slopes: the planes of product.h
      lampost[k] = Lam;
      Lam = pull_back_product(L, relax_product_layer(L, b.lo[k], b.hi[k]), Lam, bias);
      continue;
    }
    if (L.kind == Layer::Kind::Smooth) {  // no slopes either: the activation's own lines
      lampost[k] = Lam;
      const LayerRelaxation rx = relax_layer(*L.activation, b.lo[k], b.hi[k], L.passthrough);
      for (long j = 0; j < Lam.cols(); ++j)
        for (long r = 0; r < Lam.rows(); ++r) {
          const double lam = Lam(r, j);
          if (lam == 0) continue;  // a line may be a constant infinite bound: 0 x inf is NaN
          const bool low = lam >= 0;
          bias(r) += lam * (low ? rx.lower_intercept(j) : rx.upper_intercept(j));
          Lam(r, j) = lam * (low ? rx.lower_slope(j) : rx.upper_slope(j));
        }
      continue;
    }
    const Vec& l = b.lo[k];
    const Vec& u = b.hi[k];
    for (long j = 0; j < Lam.cols(); ++j)
      if (u(j) <= 0) Lam.col(j).setZero();
    const SlopeState& s = slopes[k];
    lampost[k].resize(Lam.rows(), static_cast<long>(s.cols.size()));
    for (std::size_t t = 0; t < s.cols.size(); ++t) {
      const long j = s.cols[t];
      lampost[k].col(static_cast<long>(t)) = Lam.col(j);
      const double up = u(j) / (u(j) - l(j));
      for (long r = 0; r < Lam.rows(); ++r) {
        const double lam = Lam(r, j);
        if (lam >= 0) Lam(r, j) = lam * s.alpha(r, static_cast<long>(t));
        else { Lam(r, j) = lam * up; bias(r) -= lam * up * l(j); }
      }
    }
  }
}

// Gradient of the sum of the rows' bounds with respect to the slopes (into slopes[i].grad):
// forward pass of every row's minimising vertex (row r of X, rows x inputs) through the
// relaxations the rows chose. Rows x neurons throughout, as Lam: a neuron's values over the
// rows are one column, read and written contiguously.
void slope_gradient(const Network& net, const LayerBounds& b, int top, Mat X, std::vector<SlopeState>& slopes,
                    const std::vector<Mat>& lampost) {
  for (int k = 0; k < top; ++k) {
    check_deadline();
    const Layer& L = net.layers[k];
    if (L.kind == Layer::Kind::Affine) {
      // All rows' points through the layer as one product (rows_times_weight_t: im2col of
      // every point and one GEMM for a convolution).
      X = rows_times_weight_t(L, X);
      X.rowwise() += L.bias.transpose();
      continue;
    }
    if (L.kind == Layer::Kind::MaxPool) {  // the side of the relaxation each row took
      const PoolRelaxation pool = relax_pool(L, b.lo[k], b.hi[k]);
      Mat Y(X.rows(), L.out_size);
      for (int o = 0; o < L.out_size; ++o)
        for (long r = 0; r < X.rows(); ++r)
          Y(r, o) = lampost[k](r, o) >= 0 || pool.exact[o] ? X(r, pool.winner[o]) : pool.umax[o];
      X = std::move(Y);
      continue;
    }
    if (L.kind == Layer::Kind::Product) {  // the plane each row's coefficient took
      const std::vector<ProductRelaxation> rx = relax_product_layer(L, b.lo[k], b.hi[k]);
      Mat Y(X.rows(), L.out_size);
      for (int o = 0; o < L.out_size; ++o)
        for (long r = 0; r < X.rows(); ++r)
          Y(r, o) = product_plane_at(L, rx[static_cast<std::size_t>(o)], o, lampost[k](r, o) >= 0, X.row(r).transpose());
      X = std::move(Y);
      continue;
    }
    if (L.kind == Layer::Kind::Smooth) {  // the line each row's coefficient took
      const LayerRelaxation rx = relax_layer(*L.activation, b.lo[k], b.hi[k], L.passthrough);
      for (long j = 0; j < X.cols(); ++j)
        for (long r = 0; r < X.rows(); ++r)
          X(r, j) = lampost[k](r, j) >= 0 ? rx.lower_slope(j) * X(r, j) + rx.lower_intercept(j)
                                          : rx.upper_slope(j) * X(r, j) + rx.upper_intercept(j);
      continue;
    }
    const Vec& l = b.lo[k];
    const Vec& u = b.hi[k];
    for (long j = 0; j < l.size(); ++j)
      if (u(j) <= 0) X.col(j).setZero();
    SlopeState& s = slopes[k];
    const Mat& P = lampost[k];  // rows x s.cols
    for (std::size_t t = 0; t < s.cols.size(); ++t) {
      const long j = s.cols[t], c = static_cast<long>(t);
      const double up = u(j) / (u(j) - l(j));
      for (long r = 0; r < X.rows(); ++r) {
        const double lam = P(r, c), z = X(r, j);
        if (lam >= 0) { s.grad(r, c) = lam * z; X(r, j) = s.alpha(r, c) * z; }
        else { s.grad(r, c) = 0; X(r, j) = up * (z - l(j)); }
      }
    }
  }
}

}  // namespace

bool optimise_intermediate_bounds(const Network& net, LayerBounds& b, const AlphaCrownOptions& opt,
                                  LastLayerSlopes* last) {
  const int n = static_cast<int>(net.layers.size());
  const int last_relu = net.last_relu_layer();
  const Vec& lo = b.lo[0];
  const Vec& hi = b.hi[0];
  long widest = lo.size();
  for (int k = 0; k < n; ++k) widest = std::max<long>(widest, b.lo[k + 1].size());
  const long block = opt.block_rows > 0 ? opt.block_rows : std::max(64L, kBlockDoubles / widest);
  bool affine_so_far = true;  // every layer before k affine: k's input is affine in the box's
  for (int k = 0; k < n; ++k) {
    if (net.layers[k].kind == Layer::Kind::MaxPool || net.layers[k].kind == Layer::Kind::Smooth ||
        net.layers[k].kind == Layer::Kind::Product)
      affine_so_far = false;
    if (net.layers[k].kind != Layer::Kind::Relu) continue;
    if (affine_so_far) { affine_so_far = false; continue; }  // bounds already exact
    std::vector<long> idx;
    for (long j = 0; j < b.lo[k].size(); ++j) if (b.lo[k](j) < 0 && b.hi[k](j) > 0) idx.push_back(j);
    if (idx.empty()) continue;
    const long m = static_cast<long>(idx.size());
    // The earlier ReLU layers' unstable neurons: their bounds are final by now (layers go
    // first to last), so these are the slopes to optimise for every row of layer k.
    std::vector<SlopeState> slopes(n);
    for (int i = 0; i < k; ++i)
      if (net.layers[i].kind == Layer::Kind::Relu)
        for (long j = 0; j < b.lo[i].size(); ++j)
          if (b.lo[i](j) < 0 && b.hi[i](j) > 0) slopes[i].cols.push_back(j);
    const bool keep = last && k == last_relu;
    if (keep) {
      last->layer = k;
      last->neurons = idx;
      last->columns.assign(n, {});
      for (int i = 0; i < k; ++i) last->columns[i] = slopes[i].cols;
    }
    // Direction 0 bounds z_j from below (rows +e_j), direction 1 from above (rows -e_j).
    for (int dir = 0; dir < 2; ++dir) {
      if (keep) {
        last->slopes[dir].assign(n, Mat());
        for (int i = 0; i < k; ++i)
          if (!slopes[i].cols.empty()) last->slopes[dir][i].resize(m, static_cast<long>(slopes[i].cols.size()));
      }
      Vec best = Vec::Constant(m, -INFINITY);
      for (long r0 = 0; r0 < m; r0 += block) {
        const long R = std::min(block, m - r0);
        // DeepPoly's slopes (1 where u > -l, else 0) are where every row starts.
        for (int i = 0; i < k; ++i) {
          SlopeState& s = slopes[i];
          const long C = static_cast<long>(s.cols.size());
          if (C == 0) continue;
          s.alpha.resize(R, C);
          for (long c = 0; c < C; ++c)
            s.alpha.col(c).setConstant(b.hi[i](s.cols[c]) > -b.lo[i](s.cols[c]) ? 1.0 : 0.0);
          s.m = s.v = Mat::Zero(R, C);
          s.grad.resize(R, C);
        }
        const double b1 = 0.9, b2 = 0.999;
        std::vector<Mat> lampost(n);
        for (int t = 0; t <= opt.iterations; ++t) {
          Mat Lam = Mat::Zero(R, b.lo[k].size());
          for (long r = 0; r < R; ++r) Lam(r, idx[r0 + r]) = dir == 0 ? 1.0 : -1.0;
          Vec bias = Vec::Zero(R);
          back_substitute_recording(net, b, k, Lam, bias, slopes, lampost);
          // Each row's minimising vertex of the box, and its bound.
          Mat X(R, lo.size());
          for (long i = 0; i < lo.size(); ++i)
            for (long r = 0; r < R; ++r) X(r, i) = Lam(r, i) >= 0 ? lo(i) : hi(i);
          const Vec value = Lam.cwiseProduct(X).rowwise().sum() + bias;
          for (long r = 0; r < R; ++r) {
            const double v = value(r);
            if (v <= best(r0 + r)) continue;
            best(r0 + r) = v;
            if (keep)
              for (int i = 0; i < k; ++i)
                if (!slopes[i].cols.empty()) last->slopes[dir][i].row(r0 + r) = slopes[i].alpha.row(r);
          }
          if (t == opt.iterations) break;
          slope_gradient(net, b, k, std::move(X), slopes, lampost);
          const double c1 = 1 - std::pow(b1, t + 1), c2 = 1 - std::pow(b2, t + 1);
          for (int i = 0; i < k; ++i) {
            SlopeState& s = slopes[i];
            if (s.cols.empty()) continue;
            s.m.array() = b1 * s.m.array() + (1 - b1) * s.grad.array();
            s.v.array() = b2 * s.v.array() + (1 - b2) * s.grad.array().square();
            s.alpha.array() = (s.alpha.array() + opt.learning_rate * (s.m.array() / c1) /
                                                     ((s.v.array() / c2).sqrt() + 1e-12))
                                  .cwiseMax(0.0)
                                  .cwiseMin(1.0);
          }
        }
      }
      for (long r = 0; r < m; ++r) {
        if (dir == 0) b.lo[k](idx[r]) = std::max(b.lo[k](idx[r]), best(r));
        else b.hi[k](idx[r]) = std::min(b.hi[k](idx[r]), -best(r));
      }
    }
    for (long r = 0; r < m; ++r)
      if (b.lo[k](idx[r]) > b.hi[k](idx[r]) + 1e-9) return false;
    // The ReLU's outputs follow its tightened inputs. The layers after it keep their bounds
    // until their own turn: their first iterate is DeepPoly's on the tightened bounds.
    b.lo[k + 1] = b.lo[k + 1].cwiseMax(b.lo[k].cwiseMax(0.0));
    b.hi[k + 1] = b.hi[k + 1].cwiseMin(b.hi[k].cwiseMax(0.0));
  }
  return true;
}

}  // namespace shardproof::robustness
