// \file Network: the small network IR every analysis works on. A network maps a flattened
// input vector (row-major over the file's input shape) to a flattened output vector through
// a sequence of layers, each one of
//   Affine  v' = W v + b   (Gemm, MatMul, Add, Sub, Div, Mul, Conv, BatchNorm, Transpose and
//                           normalization are all lowered to, and fused into, affine layers)
//   Relu    v' = max(v, 0)
//   MaxPool v'_o = max_{i in group(o)} v_i   (group lists the input indices of output o)
//   Smooth  v' = f(v) elementwise, f a smooth activation (activation.h: Sigmoid, Tanh, Erf), each
//           kind one file with its evaluation, interval, relaxation and LP rows; entries
//           marked in `passthrough` are carried unchanged (values read after the activation)
//   Product v'_o = v_a v_b for groups[o] = {a, b}, or v_a for {a} (product.h: Mul and MatMul
//           of two input-dependent values, GELU's x * Phi(x))
// Flatten, Reshape and Identity only change the shape and so vanish. An affine layer's W is
// kept dense when most of it is non-zero (Gemm, MatMul) and sparse otherwise (convolutions,
// pooling, padding, residual values carried past a ReLU): a CIFAR ResNet's 16x32x32 -> 16x32x32
// convolution is 2.4M non-zeros where the dense matrix would be 268M entries. The convolutions
// inside an affine layer are also kept as kernels (KernelBlock): a plain Conv is one block
// covering the layer; a residual block's layer is its convolution(s) on a slice of the inputs
// plus the carried or added values (the `rest`, sparse). Products go through the kernels as
// GEMMs and through the rest as sparse axpys. Everything reads W through the functions below
// (weight_times, times_weight, for_each_weight_in_row, ...), never through the storage.
// Examples: an ACAS Xu net is Affine(5->50), Relu, ..., Affine(50->5): 13 layers; a ResNet
// block's second layer `relu(bn(conv2(y)) + x)` over the state [y, x] is one kernel block
// (conv2, inputs [0, |y|), outputs [0, |x|)) and a rest holding the identity on x. Loaders
// guarantee that no two Affine layers are adjacent and that weights are finite.
#pragma once

#include <Eigen/Dense>
#include <Eigen/SparseCore>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "robustness/activation.h"
#include "robustness/conv2d.h"

namespace shardproof::robustness {

using Vec = Eigen::VectorXd;
using Mat = Eigen::MatrixXd;
using SpMat = Eigen::SparseMatrix<double, Eigen::RowMajor>;

// A convolution inside an affine layer: outputs [out_offset, out_offset + conv->out_size())
// receive conv applied to inputs [in_offset, in_offset + conv->in_size()).
struct KernelBlock {
  std::shared_ptr<const Conv2d> conv;
  int in_offset = 0, out_offset = 0;
};

struct Layer {
  enum class Kind { Affine, Relu, MaxPool, Smooth, Product };
  Kind kind = Kind::Affine;
  Mat weight;                            // Affine: out x in, dense (empty when `sparse` holds W)
  std::shared_ptr<const SpMat> sparse;   // Affine: W as a sparse matrix, or null
  Vec bias;                              // Affine: out
  std::vector<std::vector<int>> groups;  // MaxPool: input indices per output; Product: the factors
  std::vector<char> passthrough;         // Smooth: 1 where the entry is carried as it is (empty: none)
  std::shared_ptr<const Activation> activation;  // Smooth: f
  int in_size = 0;
  int out_size = 0;
  std::string origin;                    // the file's ops this layer came from, for messages
  // Affine: convolutions whose blocks, plus `rest`, make W (see set_kernels); empty: none.
  std::vector<KernelBlock> kernels;
  std::shared_ptr<const SpMat> rest;     // W minus the kernels' blocks (null: nothing else)

  static Layer affine(Mat w, Vec b, std::string origin = {});
  static Layer affine(SpMat w, Vec b, std::string origin = {});
  static Layer relu(int size);
  static Layer max_pool(int in_size, std::vector<std::vector<int>> groups);
  static Layer smooth(int size, std::shared_ptr<const Activation> f, std::vector<char> passthrough = {});
  static Layer product(int in_size, std::vector<std::vector<int>> factors);
  // Smooth: whether entry j is carried unchanged rather than passed through f.
  bool passes(long j) const { return !passthrough.empty() && passthrough[static_cast<std::size_t>(j)]; }

  // Keeps `blocks` as the layer's kernels with rest = W - their blocks (exact zeros dropped),
  // so that kernels + rest is W whatever the blocks hold. Throws std::invalid_argument when a
  // block does not fit the layer.
  void set_kernels(std::vector<KernelBlock> blocks);
};

// W v (no bias) and |W| v for an affine layer, through its kernels when it has some. For v >= 0
// abs_weight_times is (|kernels| + |rest|) v: |W| v where the blocks and the rest do not
// overlap (set_kernels leaves the rest zero wherever W equals the blocks), an upper bound
// where they do (a block whose kernel is not W's there).
Vec weight_times(const Layer& L, const Vec& v);
Vec abs_weight_times(const Layer& L, const Vec& v);
// Lam W: rows over the layer's outputs pulled back to its inputs (back-substitution).
Mat times_weight(const Layer& L, const Mat& Lam);
// X W^T (no bias): every row of X (a point over the layer's inputs) pushed to its outputs, as
// one GEMM (the batched forward pass of beta_crown.h).
Mat rows_times_weight_t(const Layer& L, const Mat& X);
// W M (no bias): every column of M pushed to the outputs.
Mat weight_times_columns(const Layer& L, const Mat& M);
// Row j of W, dense over the layer's inputs.
Vec weight_row(const Layer& L, int j);
// f(i, w) for every non-zero w = W(j, i) of row j, in increasing i.
template <class F>
void for_each_weight_in_row(const Layer& L, int j, F&& f) {
  if (L.sparse) {
    for (SpMat::InnerIterator it(*L.sparse, j); it; ++it) f(static_cast<int>(it.col()), it.value());
    return;
  }
  for (long i = 0; i < L.weight.cols(); ++i)
    if (L.weight(j, i) != 0) f(static_cast<int>(i), L.weight(j, i));
}
// The input of max-pool group `group` that is largest in v (the first of equal ones): the
// winner at a point (falsification's gradient, the pointwise LP's region) or by lower bounds
// (the pooling relaxation).
inline int pool_winner(const std::vector<int>& group, const Vec& v) {
  int best = group[0];
  for (int i : group) if (v(i) > v(best)) best = i;
  return best;
}
// W as a dense matrix (the analyses that are dense by nature: forward symbolic bounds, the
// pointwise LP, the ONNX writer). Throws std::length_error past 2^26 entries.
Mat dense_weight(const Layer& L);

struct Network {
  int input_size = 0;
  int output_size = 0;
  std::vector<long> input_shape;  // as declared by the file (informational)
  std::vector<Layer> layers;
  // .nnet files clamp inputs to [min, max] before evaluation; ONNX nets leave these empty.
  std::optional<Vec> input_clamp_lo, input_clamp_hi;

  // Forward pass in float64.
  Vec evaluate(const Vec& x) const;
  // Forward pass returning the value after every layer (index 0 is the input).
  std::vector<Vec> evaluate_all(const Vec& x) const;
  // Forward pass of many inputs at once, one per row of X (rows x input_size -> rows x
  // output_size): the layers' products batched, as beta-CROWN checks its subdomains' minimisers.
  Mat evaluate_rows(const Mat& X) const;
  // The value after every layer for every row of X (index 0: the clamped input), as
  // evaluate_all does for one point: the batched falsification's forward pass.
  std::vector<Mat> evaluate_all_rows(const Mat& X) const;
  // Whether some input of a Smooth layer whose activation steps at 0 (Sign) lies within
  // rel_tol x (1 + the largest input of that layer in magnitude) of 0 at x: where float32 and
  // float64 may take different sides of the step.
  bool near_a_step(const Vec& x, double rel_tol) const;
  // Number of ReLU units.
  int relu_count() const;
  // Whether every layer is piecewise linear (no Smooth or Product layer): only then are the MILP and the
  // ReLU-split searches exact (activation.h says how smooth layers are handled instead).
  bool piecewise_linear() const;
  // Index in `layers` of the last ReLU layer; -1 when there is none.
  int last_relu_layer() const;
  // One-line summary, e.g. "5 -> 6x(affine,relu) -> affine -> 5 (300 ReLU)".
  std::string summary() const;
  // Checks sizes chain up and weights are finite; returns an error message or "".
  std::string validate() const;
};

}  // namespace shardproof::robustness
