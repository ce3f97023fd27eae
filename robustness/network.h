// \file Network: the small network IR every analysis works on. A network maps a flattened
// input vector (row-major over the file's input shape) to a flattened output vector through
// a sequence of layers, each one of
//   Affine  v' = W v + b   (Gemm, MatMul, Add, Sub, Div, Mul, Conv, BatchNorm, Transpose and
//                           normalization are all lowered to, and fused into, affine layers)
//   Relu    v' = max(v, 0)
//   MaxPool v'_o = max_{i in group(o)} v_i   (group lists the input indices of output o)
// Flatten, Reshape and Identity only change the shape and so vanish. Example: an ACAS Xu net
// is Affine(5->50), Relu, ..., Affine(50->5): 13 layers. Loaders guarantee that no two
// Affine layers are adjacent and that weights are finite.
#pragma once

#include <Eigen/Dense>
#include <optional>
#include <string>
#include <vector>

namespace shardproof::robustness {

using Vec = Eigen::VectorXd;
using Mat = Eigen::MatrixXd;

struct Layer {
  enum class Kind { Affine, Relu, MaxPool };
  Kind kind = Kind::Affine;
  Mat weight;                            // Affine: out x in
  Vec bias;                              // Affine: out
  std::vector<std::vector<int>> groups;  // MaxPool: input indices per output
  int in_size = 0;
  int out_size = 0;
  std::string origin;                    // the file's ops this layer came from, for messages

  static Layer affine(Mat w, Vec b, std::string origin = {});
  static Layer relu(int size);
  static Layer max_pool(int in_size, std::vector<std::vector<int>> groups);
};

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
  // Number of ReLU units.
  int relu_count() const;
  // One-line summary, e.g. "5 -> 6x(affine,relu) -> affine -> 5 (300 ReLU)".
  std::string summary() const;
  // Checks sizes chain up and weights are finite; returns an error message or "".
  std::string validate() const;
};

}  // namespace shardproof::robustness
