// \file Conv2d: a 2-D convolution kept as a kernel, so that bounds never multiply by the
// layer's dense matrix. An affine layer the ONNX loader built from one `Conv` (with any
// per-channel scaling before or after it folded into the kernel) carries one; the analyses
// that propagate bounds use it instead of the weight:
//   forward   W v      : im2col of v, one GEMM with the kernel          (interval bounds, PGD)
//   backward  Lam W    : one GEMM of Lam's rows with the kernel, then col2im (back-substitution)
// Example: cifar_base_kw's second layer maps 8x16x16 to 16x8x8 with 4x4 kernels, stride 2,
// pad 1: back-substituting 2,048 rows through it costs 2048*64*16*128 = 0.27 GFLOP instead of
// the dense 2048*1024*2048 = 4.3 GFLOP. Only group 1; grouped convolutions stay dense.
#pragma once

#include <Eigen/Dense>
#include <Eigen/SparseCore>

namespace shardproof::robustness {

struct Conv2d {
  int C = 0, H = 0, W = 0;     // input channels and spatial size
  int M = 0, oH = 0, oW = 0;   // output channels and spatial size
  int kH = 0, kW = 0;          // kernel
  int sH = 1, sW = 1;          // strides
  int pH = 0, pW = 0;          // top and left padding (the bottom/right ones only set oH, oW)
  int dH = 1, dW = 1;          // dilations
  Eigen::MatrixXd kernel;      // M x (C*kH*kW), row m = output channel m over (c, kh, kw)

  int in_size() const { return C * H * W; }
  int out_size() const { return M * oH * oW; }

  // W v (no bias), v and the result flattened row-major as [C,H,W] and [M,oH,oW].
  Eigen::VectorXd apply(const Eigen::VectorXd& v, bool abs_kernel = false) const;
  // Lam W: every row of Lam (over the outputs) pulled back to the inputs.
  Eigen::MatrixXd pull_back(const Eigen::MatrixXd& Lam) const;
  // out += Lam W, out being R x in_size() (a slice of a wider layer's result: no temporary).
  void pull_back_add(const Eigen::Ref<const Eigen::MatrixXd>& Lam, Eigen::Ref<Eigen::MatrixXd> out) const;
  // X W^T: every row of X (a point over the inputs) to the outputs; im2col of all rows, one GEMM.
  Eigen::MatrixXd push_forward(const Eigen::MatrixXd& X) const;
  // The dense out x in matrix (tests compare the structured operations with it).
  Eigen::MatrixXd dense() const;
  // The map placed in a rows x cols sparse matrix (row-major) at (row_offset, col_offset),
  // zero elsewhere; filled row by row in column order, with no sort (layer loading).
  Eigen::SparseMatrix<double, Eigen::RowMajor> placed(long rows, long cols, long row_offset, long col_offset) const;
};

}  // namespace shardproof::robustness
