#include "robustness/bounds.h"

#include <algorithm>
#include <cmath>

#include "robustness/deadline.h"
#include "robustness/product.h"
#include "robustness/sparse_rows.h"

namespace shardproof::robustness {
namespace detail_bounds {

// Lower slope of the ReLU relaxation on [l, u] with l < 0 < u (DeepPoly's area heuristic).
inline double lower_slope(double l, double u) { return u > -l ? 1.0 : 0.0; }

void interval_step(const Layer& L, const Vec& lo, const Vec& hi, Vec& olo, Vec& ohi) {
  switch (L.kind) {
    case Layer::Kind::Affine: {
      if (!lo.allFinite() || !hi.allFinite()) {
        // An unbounded input (a Reciprocal across 0, an Exp past overflow): the centre and
        // radius would be NaN; each output's ends summed term by term instead, where every
        // lower term is finite or -inf and every upper one finite or +inf.
        olo = L.bias;
        ohi = L.bias;
        for (int j = 0; j < L.out_size; ++j)
          for_each_weight_in_row(L, j, [&](int i, double w) {
            olo(j) += w > 0 ? w * lo(i) : w * hi(i);
            ohi(j) += w > 0 ? w * hi(i) : w * lo(i);
          });
        break;
      }
      Vec mid = (lo + hi) * 0.5, rad = (hi - lo) * 0.5;
      Vec c = weight_times(L, mid) + L.bias;
      Vec r = abs_weight_times(L, rad);
      olo = c - r;
      ohi = c + r;
      break;
    }
    case Layer::Kind::Relu:
      olo = lo.cwiseMax(0.0);
      ohi = hi.cwiseMax(0.0);
      break;
    case Layer::Kind::MaxPool:
      olo.resize(L.out_size);
      ohi.resize(L.out_size);
      for (int o = 0; o < L.out_size; ++o) {
        double a = -INFINITY, b = -INFINITY;
        for (int i : L.groups[o]) { a = std::max(a, lo(i)); b = std::max(b, hi(i)); }
        olo(o) = a;
        ohi(o) = b;
      }
      break;
    case Layer::Kind::Smooth:
      olo.resize(L.out_size);
      ohi.resize(L.out_size);
      for (int j = 0; j < L.out_size; ++j) {
        if (L.passes(j)) { olo(j) = lo(j); ohi(j) = hi(j); continue; }
        L.activation->interval(lo(j), hi(j), olo(j), ohi(j));
      }
      break;
    case Layer::Kind::Product:
      product_layer_interval(L, lo, hi, olo, ohi);
      break;
  }
}

// A row's coefficient lam on a smooth activation pulled back to its input: the lower line
// where lam >= 0, the upper where < 0 (activation.h), the line's intercept to the row's bias.
inline double smooth_coefficient(double lam, const LayerRelaxation& rx, long j, double& bias) {
  if (lam == 0) return 0;  // a line may be a constant infinite bound (exp.h, reciprocal.h): 0 x inf is NaN
  if (lam >= 0) { bias += lam * rx.lower_intercept(j); return lam * rx.lower_slope(j); }
  bias += lam * rx.upper_intercept(j);
  return lam * rx.upper_slope(j);
}

// min over the box of A x (row-wise).
Vec concretize_lower(const Mat& A, const Vec& lo, const Vec& hi) {
  return A.cwiseMax(0.0) * lo + A.cwiseMin(0.0) * hi;
}

// The same for sparse rows.
Vec concretize_lower(const SparseRows& A, const Vec& lo, const Vec& hi) {
  Vec out = Vec::Zero(A.rows());
  for (long r = 0; r < A.rows(); ++r)
    for (long e = A.starts[r]; e < A.starts[r + 1]; ++e) {
      const double lam = A.value[e];
      out(r) += lam * (lam >= 0 ? lo(A.index[e]) : hi(A.index[e]));
    }
  return out;
}

// A row's coefficient lam on an unstable ReLU (l < 0 < u) pulled back to its input: the lower
// line of slope a where lam >= 0, else the triangle's upper edge u (x - l) / (u - l), whose
// constant goes to the row's bias.
inline double relu_coefficient(double lam, double l, double u, double a, double& bias) {
  if (lam >= 0) return lam * a;
  const double s = u / (u - l);
  bias += -lam * s * l;
  return lam * s;
}

// Sparse rows while they stay sparse (sparse_rows.h). `pull_back_sparse_rows` applies
// back_substitute's relaxations to sparse rows S over value `top`, layer by layer down to value
// `stop`, and returns where it stopped: `stop` when it got there; otherwise k, with S over value
// k and the layers below k still to do (the caller goes on densely): at a layer whose map is
// dense, or once S holds more than `sparse_rows_max_fill` of its entries (past that, a
// sparse product costs more than the dense GEMMs through the kernels).
double sparse_rows_max_fill = 0.1;

int pull_back_sparse_rows(const Network& net, const LayerBounds& b, int top, SparseRows& S, Vec& bias,
                          const std::vector<Vec>* slopes, int stop) {
  if (sparse_rows_max_fill <= 0) return top;
  for (int k = top - 1; k >= stop; --k) {
    check_deadline();
    const Layer& L = net.layers[k];
    switch (L.kind) {
      case Layer::Kind::Affine:
        if (!L.sparse) return k + 1;
        bias += S.times(L.bias);
        S = S.times(*L.sparse);
        if (S.fill() > sparse_rows_max_fill) return k;
        break;
      case Layer::Kind::Relu: {
        const Vec& l = b.lo[k];
        const Vec& u = b.hi[k];
        for (long r = 0; r < S.rows(); ++r)
          for (long e = S.starts[r]; e < S.starts[r + 1]; ++e) {
            const int j = S.index[e];
            if (l(j) >= 0) continue;
            if (u(j) <= 0) { S.value[e] = 0; continue; }
            const double a = slopes ? std::clamp((*slopes)[k](j), 0.0, 1.0) : lower_slope(l(j), u(j));
            S.value[e] = relu_coefficient(S.value[e], l(j), u(j), a, bias(r));
          }
        S.drop_zeros();
        break;
      }
      case Layer::Kind::MaxPool: {
        // Each entry moves to its window's winner or, negative and not exact, into the bias; a
        // row may send several entries to one winner, so the result is summed per row.
        const PoolRelaxation pool = relax_pool(L, b.lo[k], b.hi[k]);
        SparseRows in;
        in.cols = L.in_size;
        std::vector<double> acc(static_cast<std::size_t>(L.in_size), 0.0);
        std::vector<char> seen(static_cast<std::size_t>(L.in_size), 0);
        std::vector<int> touched;
        for (long r = 0; r < S.rows(); ++r) {
          touched.clear();
          for (long e = S.starts[r]; e < S.starts[r + 1]; ++e) {
            const int o = S.index[e];
            const double lam = S.value[e];
            if (lam < 0 && !pool.exact[o]) { bias(r) += lam * pool.umax[o]; continue; }
            const int w = pool.winner[o];
            if (!seen[w]) { seen[w] = 1; touched.push_back(w); }
            acc[w] += lam;
          }
          for (int w : touched) {
            if (acc[w] != 0) { in.index.push_back(w); in.value.push_back(acc[w]); }
            acc[w] = 0;
            seen[w] = 0;
          }
          in.starts.push_back(in.entries());
        }
        S = std::move(in);
        break;
      }
      case Layer::Kind::Smooth: {
        const LayerRelaxation rx = relax_layer(*L.activation, b.lo[k], b.hi[k], L.passthrough);
        for (long r = 0; r < S.rows(); ++r)
          for (long e = S.starts[r]; e < S.starts[r + 1]; ++e)
            S.value[e] = smooth_coefficient(S.value[e], rx, S.index[e], bias(r));
        S.drop_zeros();
        break;
      }
      case Layer::Kind::Product:  // its planes mix entries: the caller goes on densely
        return k + 1;
    }
  }
  return stop;
}

// Lower bounds of +v_j (first entries) and -v_j (the rest) for the entries j in `at` of value
// `top`, back-substituted down to value `stop` (with `slopes` as in back_substitute) and
// concretized on that value's bounds: sparse rows first, dense once pull_back_sparse_rows stops.
Vec unit_rows_lower_bounds(const Network& net, const LayerBounds& b, int top, const std::vector<int>& at,
                           const std::vector<Vec>* slopes, int stop) {
  SparseRows S = SparseRows::unit(at, b.lo[top].size());
  Vec bias = Vec::Zero(S.rows());
  const int reached = pull_back_sparse_rows(net, b, top, S, bias, slopes, stop);
  if (reached == stop) return concretize_lower(S, b.lo[stop], b.hi[stop]) + bias;
  Mat Lam = S.dense();
  back_substitute(net, b, reached, Lam, bias, slopes, stop);
  return concretize_lower(Lam, b.lo[stop], b.hi[stop]) + bias;
}

}  // namespace detail_bounds
using namespace detail_bounds;

namespace detail_bounds {
// Back-substituted lower bounds of +z_j (first rows.size() entries) and -z_j (the rest) for
// the outputs `rows` of affine layer k (all of them when `rows` is null), z = value k + 1.
// A dense layer starts from its weight rows; a convolution from unit rows over its outputs,
// pulled back through its kernel like every other row. The rows go through in chunks of at
// most kChunkEntries coefficients: a CIFAR ResNet layer has 32,768 outputs over 32,768 values,
// whose 65,536 rows at once would be 17 GB, and the deadline is checked between chunks.
// With `stop` > 0 the rows are concretized on the bounds of value `stop` (see back_substitute).
Vec affine_output_bounds(const Network& net, const LayerBounds& b, int k, const std::vector<int>* rows, int stop = 0) {
  constexpr long kChunkEntries = 1L << 23;
  const Layer& L = net.layers[k];
  const long m = rows ? static_cast<long>(rows->size()) : L.out_size;
  auto row_of = [&](long r) { return rows ? (*rows)[r] : static_cast<int>(r); };
  long widest = L.out_size;
  for (int i = 0; i <= k; ++i) widest = std::max<long>(widest, net.layers[i].in_size);
  const long chunk = std::max(1L, kChunkEntries / (2 * widest));
  Vec low(2 * m);
  for (long from = 0; from < m; from += chunk) {
    check_deadline();
    const long c = std::min(chunk, m - from);
    if (L.sparse && sparse_rows_max_fill > 0) {  // unit rows at the outputs (sparse_rows.h)
      std::vector<int> ids(static_cast<std::size_t>(c));
      for (long r = 0; r < c; ++r) ids[static_cast<std::size_t>(r)] = row_of(from + r);
      const Vec part = unit_rows_lower_bounds(net, b, k + 1, ids, nullptr, stop);
      low.segment(from, c) = part.head(c);
      low.segment(m + from, c) = part.tail(c);
      continue;
    }
    Mat Lam;
    Vec bias = Vec::Zero(2 * c);
    int top = k;
    if (!L.kernels.empty()) {  // from the outputs: the first product goes through the kernels
      Lam = Mat::Zero(2 * c, L.out_size);
      for (long r = 0; r < c; ++r) { Lam(r, row_of(from + r)) = 1; Lam(c + r, row_of(from + r)) = -1; }
      top = k + 1;
    } else {
      Lam = Mat::Zero(2 * c, L.in_size);
      for (long r = 0; r < c; ++r) {
        const int j = row_of(from + r);
        for_each_weight_in_row(L, j, [&](int i, double w) { Lam(r, i) = w; Lam(c + r, i) = -w; });
        bias(r) = L.bias(j);
        bias(c + r) = -L.bias(j);
      }
    }
    back_substitute(net, b, top, Lam, bias, nullptr, stop);
    const Vec part = concretize_lower(Lam, b.lo[stop], b.hi[stop]) + bias;
    low.segment(from, c) = part.head(c);
    low.segment(m + from, c) = part.tail(c);
  }
  return low;
}

// Tightens the bounds of outputs `rows` of affine layer k (value k + 1) by back-substitution
// down to value `stop` (affine_output_bounds) and returns those still unstable.
std::vector<int> tighten_rows(const Network& net, LayerBounds& b, int k, const std::vector<int>& rows, int stop = 0) {
  std::vector<int> open;
  if (rows.empty()) return open;
  const long m = static_cast<long>(rows.size());
  const Vec low = affine_output_bounds(net, b, k, &rows, stop);
  for (long r = 0; r < m; ++r) {
    double& lo_j = b.lo[k + 1](rows[r]);
    double& hi_j = b.hi[k + 1](rows[r]);
    lo_j = std::max(lo_j, low(r));
    hi_j = std::min(hi_j, -low(m + r));
    if (lo_j < 0 && hi_j > 0) open.push_back(rows[r]);
  }
  return open;
}
}  // namespace detail_bounds

void back_substitute(const Network& net, const LayerBounds& b, int top, Mat& Lam, Vec& bias,
                     const std::vector<Vec>* slopes, int stop) {
  for (int k = top - 1; k >= stop; --k) {
    check_deadline();
    const Layer& L = net.layers[k];
    const Vec& l = b.lo[k];
    const Vec& u = b.hi[k];
    switch (L.kind) {
      case Layer::Kind::Affine:
        bias += Lam * L.bias;
        Lam = times_weight(L, Lam);
        break;
      case Layer::Kind::Relu:
        for (long j = 0; j < Lam.cols(); ++j) {
          if (l(j) >= 0) continue;
          if (u(j) <= 0) { Lam.col(j).setZero(); continue; }
          const double a = slopes ? std::clamp((*slopes)[k](j), 0.0, 1.0) : lower_slope(l(j), u(j));
          for (long r = 0; r < Lam.rows(); ++r) Lam(r, j) = relu_coefficient(Lam(r, j), l(j), u(j), a, bias(r));
        }
        break;
      case Layer::Kind::MaxPool: {
        Lam = pull_back_pool(relax_pool(L, l, u), L.in_size, Lam, bias);
        break;
      }
      case Layer::Kind::Smooth: {
        const LayerRelaxation rx = relax_layer(*L.activation, l, u, L.passthrough);
        for (long j = 0; j < Lam.cols(); ++j)
          for (long r = 0; r < Lam.rows(); ++r) Lam(r, j) = smooth_coefficient(Lam(r, j), rx, j, bias(r));
        break;
      }
      case Layer::Kind::Product:
        Lam = pull_back_product(L, relax_product_layer(L, l, u), Lam, bias);
        break;
    }
  }
}

PoolRelaxation relax_pool(const Layer& L, const Vec& lo, const Vec& hi) {
  PoolRelaxation pool;
  for (const std::vector<int>& g : L.groups) {
    const int best = pool_winner(g, lo);
    double umax = -INFINITY, other_u = -INFINITY;
    for (int i : g) {
      umax = std::max(umax, hi(i));
      if (i != best) other_u = std::max(other_u, hi(i));
    }
    pool.winner.push_back(best);
    pool.umax.push_back(umax);
    pool.exact.push_back(lo(best) >= other_u);
  }
  return pool;
}

Mat pull_back_pool(const PoolRelaxation& pool, int in_size, const Mat& Lam, Vec& bias) {
  Mat in = Mat::Zero(Lam.rows(), in_size);
  for (long o = 0; o < Lam.cols(); ++o)
    for (long r = 0; r < Lam.rows(); ++r) {
      const double lam = Lam(r, o);
      if (lam >= 0 || pool.exact[o]) in(r, pool.winner[o]) += lam;
      else bias(r) += lam * pool.umax[o];
    }
  return in;
}

// BoundMethod::Forward: every value's lower and upper linear functions of the input, carried
// forward layer by layer and concretized on the box at each value (b holds the input box; the
// values' bounds are filled in here).
static LayerBounds forward_bounds(const Network& net, const Vec& lo, const Vec& hi, LayerBounds b) {
  const std::size_t n = net.layers.size();
  const long d = lo.size();
  Mat Lw = Mat::Identity(d, d), Uw = Mat::Identity(d, d);
  Vec lc = Vec::Zero(d), uc = Vec::Zero(d);
  for (std::size_t k = 0; k < n; ++k) {
    const Layer& L = net.layers[k];
    Vec ilo, ihi;
    interval_step(L, b.lo[k], b.hi[k], ilo, ihi);
    switch (L.kind) {
      case Layer::Kind::Affine: {
        const Mat W = dense_weight(L);
        Mat Wp = W.cwiseMax(0.0), Wn = W.cwiseMin(0.0);
        Mat nL = Wp * Lw + Wn * Uw, nU = Wp * Uw + Wn * Lw;
        Vec nlc = Wp * lc + Wn * uc + L.bias, nuc = Wp * uc + Wn * lc + L.bias;
        if (!lc.allFinite() || !uc.allFinite()) {
          // An unbounded constant (a Reciprocal across 0): the zero weights must not meet it
          // (0 x inf is NaN); each non-zero term is finite or of the side's infinity.
          nlc = L.bias;
          nuc = L.bias;
          for (long j = 0; j < W.rows(); ++j)
            for (long i = 0; i < W.cols(); ++i) {
              const double w = W(j, i);
              if (w == 0) continue;
              nlc(j) += w > 0 ? w * lc(i) : w * uc(i);
              nuc(j) += w > 0 ? w * uc(i) : w * lc(i);
            }
        }
        Lw = std::move(nL); Uw = std::move(nU); lc = std::move(nlc); uc = std::move(nuc);
        b.lo[k + 1] = (concretize_lower(Lw, lo, hi) + lc).cwiseMax(ilo);
        b.hi[k + 1] = (-concretize_lower(-Uw, lo, hi) + uc).cwiseMin(ihi);
        break;
      }
      case Layer::Kind::Relu: {
        const Vec& l = b.lo[k];
        const Vec& u = b.hi[k];
        for (long j = 0; j < l.size(); ++j) {
          if (l(j) >= 0) continue;
          if (u(j) <= 0) { Lw.row(j).setZero(); Uw.row(j).setZero(); lc(j) = uc(j) = 0; continue; }
          double s = u(j) / (u(j) - l(j)), a = lower_slope(l(j), u(j));
          Uw.row(j) *= s; uc(j) = s * (uc(j) - l(j));
          Lw.row(j) *= a; lc(j) *= a;
        }
        b.lo[k + 1] = (concretize_lower(Lw, lo, hi) + lc).cwiseMax(ilo);
        b.hi[k + 1] = (-concretize_lower(-Uw, lo, hi) + uc).cwiseMin(ihi);
        break;
      }
      case Layer::Kind::MaxPool: {
        const Vec& l = b.lo[k];
        const Vec& u = b.hi[k];
        Mat nL(L.out_size, d), nU(L.out_size, d);
        Vec nlc(L.out_size), nuc(L.out_size);
        const PoolRelaxation pool = relax_pool(L, l, u);
        for (int o = 0; o < L.out_size; ++o) {
          const int best = pool.winner[o];
          nL.row(o) = Lw.row(best); nlc(o) = lc(best);
          if (pool.exact[o]) { nU.row(o) = Uw.row(best); nuc(o) = uc(best); }
          else { nU.row(o).setZero(); nuc(o) = pool.umax[o]; }
        }
        Lw = std::move(nL); Uw = std::move(nU); lc = std::move(nlc); uc = std::move(nuc);
        b.lo[k + 1] = (concretize_lower(Lw, lo, hi) + lc).cwiseMax(ilo);
        b.hi[k + 1] = (-concretize_lower(-Uw, lo, hi) + uc).cwiseMin(ihi);
        break;
      }
      case Layer::Kind::Smooth: {
        // y >= a_l v + c_l >= a_l (Lw x + lc) + c_l where a_l >= 0, and with the upper
        // function of v where a_l < 0 (the lines of an increasing f have slopes >= 0, but
        // round-off could make a flat chord's negative); the same for the upper line.
        const LayerRelaxation rx = relax_layer(*L.activation, b.lo[k], b.hi[k], L.passthrough);
        for (long j = 0; j < rx.lower_slope.size(); ++j) {
          const double al = rx.lower_slope(j), au = rx.upper_slope(j);
          const Vec rl = Lw.row(j).transpose(), ru = Uw.row(j).transpose();
          const double cl = lc(j), cu = uc(j);
          // A flat line drops the input's function (0 x an infinite constant would be NaN).
          Lw.row(j) = (al >= 0 ? rl : ru).transpose() * al;
          lc(j) = (al == 0 ? 0.0 : al * (al >= 0 ? cl : cu)) + rx.lower_intercept(j);
          Uw.row(j) = (au >= 0 ? ru : rl).transpose() * au;
          uc(j) = (au == 0 ? 0.0 : au * (au >= 0 ? cu : cl)) + rx.upper_intercept(j);
        }
        b.lo[k + 1] = (concretize_lower(Lw, lo, hi) + lc).cwiseMax(ilo);
        b.hi[k + 1] = (-concretize_lower(-Uw, lo, hi) + uc).cwiseMin(ihi);
        break;
      }
      case Layer::Kind::Product: {
        // A plane a x_a + b x_b + c of the factors: each coefficient takes the lower
        // function of its factor where it is >= 0 and the upper where < 0 (and the reverse
        // for the upper plane), as the affine case does with the weights.
        const std::vector<ProductRelaxation> rx = relax_product_layer(L, b.lo[k], b.hi[k]);
        Mat nL = Mat::Zero(L.out_size, d), nU = Mat::Zero(L.out_size, d);
        Vec nlc(L.out_size), nuc(L.out_size);
        for (int o = 0; o < L.out_size; ++o) {
          const auto& g = L.groups[static_cast<std::size_t>(o)];
          const ProductRelaxation& r = rx[static_cast<std::size_t>(o)];
          nlc(o) = r.lower.c;
          nuc(o) = r.upper.c;
          auto add = [&](int i, double wl, double wu) {
            if (wl != 0) { nL.row(o) += wl * (wl >= 0 ? Lw.row(i) : Uw.row(i)); nlc(o) += wl * (wl >= 0 ? lc(i) : uc(i)); }
            if (wu != 0) { nU.row(o) += wu * (wu >= 0 ? Uw.row(i) : Lw.row(i)); nuc(o) += wu * (wu >= 0 ? uc(i) : lc(i)); }
          };
          add(g[0], r.lower.ax, r.upper.ax);
          if (g.size() == 2) add(g[1], r.lower.ay, r.upper.ay);
        }
        Lw = std::move(nL); Uw = std::move(nU); lc = std::move(nlc); uc = std::move(nuc);
        b.lo[k + 1] = (concretize_lower(Lw, lo, hi) + lc).cwiseMax(ilo);
        b.hi[k + 1] = (-concretize_lower(-Uw, lo, hi) + uc).cwiseMin(ihi);
        break;
      }
    }
  }
  return b;
}

LayerBounds compute_bounds(const Network& net, const Vec& lo, const Vec& hi, BoundMethod method) {
  LayerBounds b;
  const std::size_t n = net.layers.size();
  b.lo.resize(n + 1);
  b.hi.resize(n + 1);
  b.lo[0] = lo;
  b.hi[0] = hi;
  if (method == BoundMethod::Forward) return forward_bounds(net, lo, hi, std::move(b));
  for (std::size_t k = 0; k < n; ++k) {
    const Layer& L = net.layers[k];
    interval_step(L, b.lo[k], b.hi[k], b.lo[k + 1], b.hi[k + 1]);
    if (method != BoundMethod::DeepPoly || L.kind != Layer::Kind::Affine || k == 0) continue;
    // Only pre-activation bounds feed relaxations; bound them by back-substitution. A sparse
    // layer (convolutions, residual blocks: tens of thousands of outputs) back-substitutes only
    // the outputs its ReLU needs, those the interval step leaves unstable: a stable one's
    // relaxation is exact whatever its bounds.
    const bool to_relu = k + 1 < n && net.layers[k + 1].kind == Layer::Kind::Relu;
    if (L.sparse && to_relu) {
      // Passes of growing depth: back through the 2 ReLU layers below only (concretized on
      // the bounds there), then 4, 8, ... for the rows each pass leaves unstable, then the
      // whole way. Every bound is sound and the last is the DeepPoly bound. A shallow pass
      // settles most rows near the input and few deep in the net (resnet_a at radius 1e-5,
      // fourth residual layer: 4,082 interval-unstable rows, 3,893 after 2 ReLUs, 476 after 4,
      // 2 after the whole way). Measured once each on resnet_a at 1e-5 (--method bounds,
      // bench/robustness/cifar_reach.py): 84.0 s with the whole way only, 75.6 s with one
      // 2-deep pass first (before the kernel blocks); with the kernel blocks, 51.1 s with one
      // 2-deep pass and 48.2 s with the doubling depths, a gap within this machine's run-to-run
      // noise: the row counts above, not that time, are the case for the deeper passes.
      std::vector<int> rows;
      for (int j = 0; j < L.out_size; ++j)
        if (b.lo[k + 1](j) < 0 && b.hi[k + 1](j) > 0) rows.push_back(j);
      for (int depth = 2; !rows.empty(); depth *= 2) {
        int stop = static_cast<int>(k), relus_below = 0;
        while (stop > 0 && relus_below < depth) relus_below += net.layers[--stop].kind == Layer::Kind::Relu;
        if (stop == 0) break;  // the whole way: below
        rows = tighten_rows(net, b, static_cast<int>(k), rows, stop);
      }
      tighten_rows(net, b, static_cast<int>(k), rows);
      continue;
    }
    const long m = L.out_size;
    Vec low = affine_output_bounds(net, b, static_cast<int>(k), nullptr);
    b.lo[k + 1] = b.lo[k + 1].cwiseMax(low.head(m));
    b.hi[k + 1] = b.hi[k + 1].cwiseMin(-low.tail(m));
  }
  return b;
}

LayerBounds compute_bounds_in(const Network& net, const Vec& lo, const Vec& hi, const LayerBounds& parent,
                              int same_through) {
  LayerBounds b;
  const std::size_t n = net.layers.size();
  b.lo.resize(n + 1);
  b.hi.resize(n + 1);
  b.lo[0] = lo;
  b.hi[0] = hi;
  std::vector<int> rows;
  for (std::size_t k = 0; k < n; ++k) {
    if (static_cast<int>(k) < same_through) {  // layer k's output is value k + 1 <= same_through
      b.lo[k + 1] = parent.lo[k + 1];
      b.hi[k + 1] = parent.hi[k + 1];
      continue;
    }
    const Layer& L = net.layers[k];
    interval_step(L, b.lo[k], b.hi[k], b.lo[k + 1], b.hi[k + 1]);
    b.lo[k + 1] = b.lo[k + 1].cwiseMax(parent.lo[k + 1]);
    b.hi[k + 1] = b.hi[k + 1].cwiseMin(parent.hi[k + 1]);
    if (L.kind != Layer::Kind::Affine || k == 0) continue;
    const bool to_relu = k + 1 < n && net.layers[k + 1].kind == Layer::Kind::Relu;
    rows.clear();
    for (int j = 0; j < L.out_size; ++j)
      if (!to_relu || (b.lo[k + 1](j) < 0 && b.hi[k + 1](j) > 0)) rows.push_back(j);
    tighten_rows(net, b, static_cast<int>(k), rows);
  }
  return b;
}

LinearLowerBound lower_bound_linear(const Network& net, const LayerBounds& b, const Vec& c, double c0) {
  Mat Lam = c.transpose();
  Vec bias = Vec::Constant(1, c0);
  back_substitute(net, b, static_cast<int>(net.layers.size()), Lam, bias);
  LinearLowerBound r;
  r.output_coef = c;
  r.output_constant = c0;
  r.coef = Lam.row(0).transpose();
  r.constant = bias(0);
  const Vec& lo = b.lo[0];
  const Vec& hi = b.hi[0];
  r.argmin = Vec(lo.size());
  for (long i = 0; i < lo.size(); ++i) r.argmin(i) = r.coef(i) >= 0 ? lo(i) : hi(i);
  r.value = r.coef.dot(r.argmin) + r.constant;
  // The interval bound on the output can be tighter for tiny boxes; keep the better one.
  const Vec& ylo = b.lo.back();
  const Vec& yhi = b.hi.back();
  double ival = c0;
  for (long j = 0; j < c.size(); ++j) ival += c(j) >= 0 ? c(j) * ylo(j) : c(j) * yhi(j);
  if (ival > r.value) r.value = ival;
  return r;
}

int unstable_relus(const Network& net, const LayerBounds& b) {
  int n = 0;
  for (std::size_t k = 0; k < net.layers.size(); ++k)
    if (net.layers[k].kind == Layer::Kind::Relu)
      for (long j = 0; j < b.lo[k].size(); ++j)
        if (b.lo[k](j) < 0 && b.hi[k](j) > 0) ++n;
  return n;
}

}  // namespace shardproof::robustness

namespace shardproof::robustness {
using namespace detail_bounds;
void refine_bounds_after(const Network& net, LayerBounds& b, int from) {
  for (std::size_t k = static_cast<std::size_t>(from); k < net.layers.size(); ++k) {
    const Layer& L = net.layers[k];
    Vec ilo, ihi;
    interval_step(L, b.lo[k], b.hi[k], ilo, ihi);
    b.lo[k + 1] = b.lo[k + 1].cwiseMax(ilo);
    b.hi[k + 1] = b.hi[k + 1].cwiseMin(ihi);
    if (L.kind != Layer::Kind::Affine || k == 0) continue;
    const long m = L.out_size;
    Vec low = affine_output_bounds(net, b, static_cast<int>(k), nullptr);
    b.lo[k + 1] = b.lo[k + 1].cwiseMax(low.head(m));
    b.hi[k + 1] = b.hi[k + 1].cwiseMin(-low.tail(m));
  }
}
}  // namespace shardproof::robustness

namespace shardproof::robustness {
bool tighten_with_slopes(const Network& net, LayerBounds& b, const std::vector<Vec>& alpha) {
  const int n = static_cast<int>(net.layers.size());
  bool seen_relu = false;
  for (int k = 0; k < n; ++k) {
    if (net.layers[k].kind != Layer::Kind::Relu) continue;
    if (!seen_relu) { seen_relu = true; continue; }  // exact already: affine in the input
    Vec& l = b.lo[k];
    Vec& u = b.hi[k];
    std::vector<int> idx;
    for (int j = 0; j < static_cast<int>(l.size()); ++j) if (l(j) < 0 && u(j) > 0) idx.push_back(j);
    if (idx.empty()) continue;
    const long m = static_cast<long>(idx.size());
    const Vec val = unit_rows_lower_bounds(net, b, k, idx, &alpha, 0);
    for (long r = 0; r < m; ++r) {
      const long j = idx[r];
      l(j) = std::max(l(j), val(r));
      u(j) = std::min(u(j), -val(m + r));
      if (l(j) > u(j) + 1e-9) return false;
    }
  }
  return true;
}
}  // namespace shardproof::robustness
