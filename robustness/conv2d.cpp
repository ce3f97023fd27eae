#include "robustness/conv2d.h"

#include <algorithm>

#include "robustness/deadline.h"
#include "robustness/gemm.h"

namespace shardproof::robustness {

namespace {
constexpr long kChunkDoubles = 1L << 20;

// Calls f(p, ck, input index) for every output position p, kernel tap ck = (c, kh, kw) and
// the input element the tap reads there, and pad(p, ck) for the taps that fall in the padding.
struct NoPad {
  void operator()(int, int) const {}
};
template <class F, class Pad = NoPad>
void for_each_tap(const Conv2d& cv, F&& f, Pad&& pad = {}) {
  for (int c = 0; c < cv.C; ++c)
    for (int kh = 0; kh < cv.kH; ++kh)
      for (int kw = 0; kw < cv.kW; ++kw) {
        const int ck = (c * cv.kH + kh) * cv.kW + kw;
        for (int oh = 0; oh < cv.oH; ++oh) {
          const int ih = oh * cv.sH - cv.pH + kh * cv.dH;
          const bool row_in = ih >= 0 && ih < cv.H;
          for (int ow = 0; ow < cv.oW; ++ow) {
            const int iw = ow * cv.sW - cv.pW + kw * cv.dW;
            if (row_in && iw >= 0 && iw < cv.W) f(oh * cv.oW + ow, ck, (c * cv.H + ih) * cv.W + iw);
            else pad(oh * cv.oW + ow, ck);
          }
        }
      }
}
}  // namespace

Eigen::VectorXd Conv2d::apply(const Eigen::VectorXd& v, bool abs_kernel) const {
  const int P = oH * oW, CK = C * kH * kW;
  Eigen::MatrixXd cols = Eigen::MatrixXd::Zero(P, CK);  // im2col, transposed
  for_each_tap(*this, [&](int p, int ck, int i) { cols(p, ck) = v(i); });
  Eigen::MatrixXd out(P, M);  // column-major P x M is [M, oH, oW] row-major
  if (abs_kernel) gemm(cols, false, kernel.cwiseAbs(), true, out);
  else gemm(cols, false, kernel, true, out);
  return Eigen::Map<const Eigen::VectorXd>(out.data(), out.size());
}

Eigen::MatrixXd Conv2d::pull_back(const Eigen::MatrixXd& Lam) const {
  Eigen::MatrixXd out = Eigen::MatrixXd::Zero(Lam.rows(), in_size());
  pull_back_add(Lam, out);
  return out;
}

void Conv2d::pull_back_add(const Eigen::Ref<const Eigen::MatrixXd>& Lam, Eigen::Ref<Eigen::MatrixXd> out) const {
  const long R = Lam.rows();
  const int P = oH * oW;
  // Rows in chunks so that the (chunk*P) x CK intermediate stays small: at most 1M doubles
  // (8 MB) unless one row alone is larger, under glibc's largest mmap threshold (32 MB), so
  // the buffers are reused from the heap instead of being mapped, faulted in and unmapped on
  // every call (16% of the time on cifar_wide_kw with 4M-double chunks, perf).
  const long chunk = std::max<long>(1, std::min<long>(R, kChunkDoubles / std::max(1, P * C * kH * kW)));
  Eigen::MatrixXd part, Y;
  for (long r0 = 0; r0 < R; r0 += chunk) {
    check_deadline();  // a chunk is one GEMM over ~1M doubles; thousands of rows take a while
    const long rc = std::min(chunk, R - r0);
    part = Lam.middleRows(r0, rc);  // contiguous rc x (M*P), column-major
    // Column (m*P + p) of part holds rows r for output (m, p): as a (rc*P) x M matrix, entry
    // (r + rc*p, m). One GEMM with the kernel gives (r + rc*p, ck).
    Eigen::Map<const Eigen::MatrixXd> X(part.data(), rc * P, M);
    Y.resize(rc * P, kernel.cols());
    gemm(X, false, kernel, false, Y);
    // col2im with raw pointers into `out` (columns outerStride() apart: `out` may be a slice
    // of a wider layer's result): a tap adds a contiguous run of rc values. On a CIFAR ResNet
    // (rc = 7) this loop is about a third of the bounds' time and the GEMM another third (perf).
    double* o = out.data() + r0;
    const long ostride = out.outerStride();
    const double* y = Y.data();
    const long ystride = rc * P;
    for_each_tap(*this, [&](int p, int ck, int i) {
      double* dst = o + static_cast<long>(i) * ostride;
      const double* src = y + ck * ystride + rc * p;
      for (long r = 0; r < rc; ++r) dst[r] += src[r];
    });
  }
}

Eigen::MatrixXd Conv2d::push_forward(const Eigen::MatrixXd& X) const {
  const long R = X.rows();
  const int P = oH * oW, CK = C * kH * kW;
  Eigen::MatrixXd out(R, out_size());
  const long chunk = std::max<long>(1, std::min<long>(R, kChunkDoubles / std::max(1, P * CK)));
  Eigen::MatrixXd cols, Y;
  for (long r0 = 0; r0 < R; r0 += chunk) {
    check_deadline();
    const long rc = std::min(chunk, R - r0);
    // Row (r + rc*p) of cols is row r's patch at output position p, over taps ck.
    // Every entry written once, a tap in the padding with 0 (no zeroing pass first: that
    // was 2% of the search on deep img9931, perf).
    cols.resize(rc * P, CK);
    const double* x = X.data() + r0;
    double* c = cols.data();
    for_each_tap(
        *this,
        [&](int p, int ck, int i) {
          const double* src = x + static_cast<long>(i) * R;
          double* dst = c + static_cast<long>(ck) * rc * P + rc * p;
          for (long r = 0; r < rc; ++r) dst[r] = src[r];
        },
        [&](int p, int ck) { std::fill_n(c + static_cast<long>(ck) * rc * P + rc * p, rc, 0.0); });
    Y.resize(rc * P, M);
    gemm(cols, false, kernel, true, Y);  // (r + rc*p, m): row r, output (m, p)
    if (rc == R) {
      out = Eigen::Map<const Eigen::MatrixXd>(Y.data(), R, static_cast<long>(M) * P);
    } else {
      for (int m = 0; m < M; ++m)
        for (int p = 0; p < P; ++p) out.block(r0, static_cast<long>(m) * P + p, rc, 1) = Y.block(rc * p, m, rc, 1);
    }
  }
  return out;
}

Eigen::SparseMatrix<double, Eigen::RowMajor> Conv2d::placed(long rows, long cols, long row_offset, long col_offset) const {
  Eigen::SparseMatrix<double, Eigen::RowMajor> S(rows, cols);
  S.reserve(static_cast<long>(out_size()) * C * kH * kW);
  const int P = oH * oW;
  for (long r = 0; r < rows; ++r) {
    S.startVec(r);
    const long o = r - row_offset;
    if (o < 0 || o >= out_size()) continue;
    const int m = static_cast<int>(o / P), oh = static_cast<int>(o % P) / oW, ow = static_cast<int>(o % P) % oW;
    // c, then kh, then kw: the input index (c, ih, iw) only grows, as insertBack needs.
    for (int c = 0; c < C; ++c)
      for (int kh = 0; kh < kH; ++kh) {
        const int ih = oh * sH - pH + kh * dH;
        if (ih < 0 || ih >= H) continue;
        for (int kw = 0; kw < kW; ++kw) {
          const int iw = ow * sW - pW + kw * dW;
          const double v = kernel(m, (c * kH + kh) * kW + kw);
          if (iw < 0 || iw >= W || v == 0) continue;
          S.insertBack(r, col_offset + (static_cast<long>(c) * H + ih) * W + iw) = v;
        }
      }
  }
  S.finalize();
  return S;
}

Eigen::MatrixXd Conv2d::dense() const { return Eigen::MatrixXd(placed(out_size(), in_size(), 0, 0)); }

}  // namespace shardproof::robustness
