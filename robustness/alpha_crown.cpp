#include "robustness/alpha_crown.h"

#include <algorithm>
#include <cmath>

#include "robustness/deadline.h"

namespace shardproof::robustness {
namespace {

bool unstable(const LayerBounds& b, int k, long j) { return b.lo[k](j) < 0 && b.hi[k](j) > 0; }

// Back-substitutes rows Lam over value `top` (with bias) to the input using lower slopes
// `alpha` (per ReLU layer below `top`; max pools take DeepPoly's relaxation) and records, for
// every ReLU and MaxPool layer i below `top`, the rows' coefficients of its outputs before the
// relaxation (lampost[i], rows x n_i).
void back_substitute_recording(const Network& net, const LayerBounds& b, int top, Mat& Lam, Vec& bias,
                               const std::vector<Mat>& alpha, std::vector<Mat>& lampost) {
  for (int k = top - 1; k >= 0; --k) {
    check_deadline();
    const Layer& L = net.layers[k];
    if (L.kind == Layer::Kind::Affine) {
      bias += Lam * L.bias;
      Lam = times_weight(L, Lam);
      continue;
    }
    lampost[k] = Lam;
    if (L.kind == Layer::Kind::MaxPool) {  // no slopes: DeepPoly's relaxation (bounds.h)
      Lam = pull_back_pool(relax_pool(L, b.lo[k], b.hi[k]), L.in_size, Lam, bias);
      continue;
    }
    const Vec& l = b.lo[k];
    const Vec& u = b.hi[k];
    for (long j = 0; j < Lam.cols(); ++j) {
      if (l(j) >= 0) continue;
      if (u(j) <= 0) { Lam.col(j).setZero(); continue; }
      const double s = u(j) / (u(j) - l(j));
      for (long r = 0; r < Lam.rows(); ++r) {
        const double lam = Lam(r, j);
        if (lam >= 0) Lam(r, j) = lam * alpha[k](r, j);
        else { Lam(r, j) = lam * s; bias(r) -= lam * s * l(j); }
      }
    }
  }
}

// Gradient of the sum of the rows' bounds with respect to alpha: forward pass of every row's
// minimising vertex (columns of X) through the relaxations the rows chose.
std::vector<Mat> slope_gradient(const Network& net, const LayerBounds& b, int top, Mat X,
                                const std::vector<Mat>& alpha, const std::vector<Mat>& lampost) {
  std::vector<Mat> grad(alpha.size());
  for (int k = 0; k < top; ++k) {
    check_deadline();
    const Layer& L = net.layers[k];
    if (L.kind == Layer::Kind::Affine) {
      // All rows' points through the layer as one product (rows_times_weight_t: im2col of
      // every point and one GEMM for a convolution).
      Mat Y = rows_times_weight_t(L, X.transpose()).transpose();
      Y.colwise() += L.bias;
      X = std::move(Y);
      continue;
    }
    if (L.kind == Layer::Kind::MaxPool) {  // the side of the relaxation each row took
      const PoolRelaxation pool = relax_pool(L, b.lo[k], b.hi[k]);
      Mat Y(L.out_size, X.cols());
      for (int o = 0; o < L.out_size; ++o)
        for (long r = 0; r < X.cols(); ++r)
          Y(o, r) = lampost[k](r, o) >= 0 || pool.exact[o] ? X(pool.winner[o], r) : pool.umax[o];
      X = std::move(Y);
      continue;
    }
    const Vec& l = b.lo[k];
    const Vec& u = b.hi[k];
    grad[k] = Mat::Zero(X.cols(), l.size());
    const Mat& P = lampost[k];  // rows x n
    for (long j = 0; j < l.size(); ++j) {
      if (l(j) >= 0) continue;
      if (u(j) <= 0) { X.row(j).setZero(); continue; }
      const double s = u(j) / (u(j) - l(j));
      for (long r = 0; r < X.cols(); ++r) {
        const double lam = P(r, j), z = X(j, r);
        if (lam >= 0) { grad[k](r, j) = lam * z; X(j, r) = alpha[k](r, j) * z; }
        else X(j, r) = s * (z - l(j));
      }
    }
  }
  return grad;
}

}  // namespace

bool optimise_intermediate_bounds(const Network& net, LayerBounds& b, const AlphaCrownOptions& opt,
                                  LastLayerSlopes* last) {
  const int n = static_cast<int>(net.layers.size());
  const int last_relu = net.last_relu_layer();
  const Vec& lo = b.lo[0];
  const Vec& hi = b.hi[0];
  bool affine_so_far = true;  // every layer before k affine: k's input is affine in the box's
  for (int k = 0; k < n; ++k) {
    if (net.layers[k].kind == Layer::Kind::MaxPool) affine_so_far = false;
    if (net.layers[k].kind != Layer::Kind::Relu) continue;
    if (affine_so_far) { affine_so_far = false; continue; }  // bounds already exact
    std::vector<long> idx;
    for (long j = 0; j < b.lo[k].size(); ++j) if (unstable(b, k, j)) idx.push_back(j);
    if (idx.empty()) continue;
    const long m = static_cast<long>(idx.size());
    // Direction 0 bounds z_j from below (rows +e_j), direction 1 from above (rows -e_j).
    for (int dir = 0; dir < 2; ++dir) {
      std::vector<Mat> alpha(n), ma(n), va(n);
      for (int i = 0; i < k; ++i)
        if (net.layers[i].kind == Layer::Kind::Relu) {
          const Vec& l = b.lo[i];
          const Vec& u = b.hi[i];
          alpha[i] = Mat(m, l.size());
          for (long j = 0; j < l.size(); ++j) alpha[i].col(j).setConstant(u(j) > -l(j) ? 1.0 : 0.0);
          ma[i] = va[i] = Mat::Zero(m, l.size());
        }
      Vec best = Vec::Constant(m, -INFINITY);
      std::vector<Mat>* kept = last && k == last_relu ? &last->slopes[dir] : nullptr;
      if (kept) {
        last->layer = k;
        last->neurons = idx;
        *kept = alpha;
      }
      const double b1 = 0.9, b2 = 0.999;
      for (int t = 0; t <= opt.iterations; ++t) {
        Mat Lam = Mat::Zero(m, b.lo[k].size());
        for (long r = 0; r < m; ++r) Lam(r, idx[r]) = dir == 0 ? 1.0 : -1.0;
        Vec bias = Vec::Zero(m);
        std::vector<Mat> lampost(n);
        back_substitute_recording(net, b, k, Lam, bias, alpha, lampost);
        // Each row's minimising vertex of the box, and its bound.
        Mat X(lo.size(), m);
        for (long r = 0; r < m; ++r)
          for (long i = 0; i < lo.size(); ++i) X(i, r) = Lam(r, i) >= 0 ? lo(i) : hi(i);
        for (long r = 0; r < m; ++r) {
          const double v = Lam.row(r).dot(X.col(r)) + bias(r);
          if (v <= best(r)) continue;
          best(r) = v;
          if (kept)
            for (int i = 0; i < k; ++i)
              if (alpha[i].size()) (*kept)[i].row(r) = alpha[i].row(r);
        }
        if (t == opt.iterations) break;
        std::vector<Mat> g = slope_gradient(net, b, k, std::move(X), alpha, lampost);
        const double c1 = 1 - std::pow(b1, t + 1), c2 = 1 - std::pow(b2, t + 1);
        for (int i = 0; i < k; ++i) {
          if (!alpha[i].size()) continue;
          ma[i] = b1 * ma[i] + (1 - b1) * g[i];
          va[i] = b2 * va[i] + (1 - b2) * g[i].cwiseAbs2();
          Mat step = (ma[i] / c1).array() / ((va[i] / c2).array().sqrt() + 1e-12);
          alpha[i] = (alpha[i] + opt.learning_rate * step).cwiseMax(0.0).cwiseMin(1.0);
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
