// The table of layer kinds (onnx_layer_kinds.h): one row per ONNX op, by family. The loading
// functions live by topic (onnx_affine_kinds.cpp, onnx_values.cpp, onnx_rewrites.cpp); the
// smooth kinds are their Activation files (sigmoid.h, exp.h, ...).
#include "robustness/onnx_layer_kinds.h"

#include <unordered_map>

#include "robustness/onnx_loader_internal.h"
#include "robustness/sinusoid.h"
#include "robustness/softplus.h"

namespace shardproof::robustness::onnx_loading {

const std::vector<LayerKind>& layer_kinds() {
  using L = Loader;
  static const std::vector<LayerKind> rows{
      // Affine: composed into the pending map (onnx_affine_kinds.cpp).
      {"Identity", &L::identity},
      {"Dropout", &L::identity},
      {"Cast", &L::cast},
      {"Neg", &L::neg},
      {"Flatten", &L::flatten},
      {"Reshape", &L::reshape},
      {"Squeeze", &L::squeeze},
      {"Unsqueeze", &L::squeeze},
      {"Expand", &L::expand},
      {"Transpose", &L::transpose},
      {"Add", &L::add_const, &L::add_sub_dyns},
      {"Sub", &L::add_const, &L::add_sub_dyns},
      {"Mul", &L::mul_const, &L::mul_dyns},  // of two values: a Product layer (product.h)
      {"Div", &L::mul_const, &L::div_dyns},  // of two values: the Reciprocal kind, then a Product
      {"MatMul", &L::matmul_const, &L::matmul_dyns},
      {"Gemm", &L::gemm},
      {"BatchNormalization", &L::batch_norm},
      // Affine selections and sums (onnx_rewrites.cpp, onnx_values.cpp).
      {"Concat", nullptr, &L::concat},
      {"Split", nullptr, &L::split},
      {"Gather", &L::gather_dyn},
      {"Slice", &L::slice_dyn},
      {"Pad", &L::pad},
      {"Resize", &L::resize},
      {"Upsample", &L::resize},
      {"ReduceMean", &L::reduce},
      {"ReduceSum", &L::reduce},
      {"AveragePool", &L::average_pool},
      {"GlobalAveragePool", &L::average_pool},
      {"Conv", &L::conv},
      {"ConvTranspose", &L::conv_transpose},
      // ReLU layers, and the exact rewrites around one (onnx_values.cpp, onnx_rewrites.cpp).
      {"Relu", &L::relu},
      {"LeakyRelu", &L::leaky_relu},
      {"PRelu", &L::leaky_relu},
      {"MaxPool", &L::max_pool},
      {"Clip", &L::clip},
      {"HardSigmoid", &L::hard_sigmoid},  // clip(alpha x + beta, 0, 1)
      {"Abs", &L::abs},
      {"Max", nullptr, &L::min_max},
      {"Min", nullptr, &L::min_max},
      // Smooth elementwise kinds (activation.h).
      {"Sigmoid", nullptr, nullptr, sigmoid_activation},
      {"Tanh", nullptr, nullptr, tanh_activation},
      {"Erf", nullptr, nullptr, erf_activation},
      {"Exp", nullptr, nullptr, exp_activation},
      {"Reciprocal", nullptr, nullptr, reciprocal_activation},
      {"Sqrt", nullptr, nullptr, sqrt_activation},
      {"Sign", nullptr, nullptr, sign_activation},
      {"Log", nullptr, nullptr, log_activation},
      {"Softplus", nullptr, nullptr, softplus_activation},
      {"Sin", nullptr, nullptr, sin_activation},
      {"Cos", nullptr, nullptr, cos_activation},
      {"Elu", &L::exp_linear},   // the ExpLinear kind with the node's alpha
      {"Selu", &L::exp_linear},  // ... and gamma
      // Composed of the kinds above (onnx_values.cpp).
      {"Pow", &L::pow_dyn},  // x^2: a Product layer
      {"Softmax", &L::softmax},
      {"LogSoftmax", &L::softmax},  // -ln(sum_j exp(x_j - x_i)): Exp, then Log
      {"LayerNormalization", &L::layer_norm},
      {"Gelu", &L::gelu},
      {"HardSwish", &L::hard_swish},  // x * HardSigmoid(x): exact clip, then a Product
  };
  return rows;
}

const LayerKind* find_layer_kind(std::string_view op) {
  static const std::unordered_map<std::string_view, const LayerKind*> by_op = [] {
    std::unordered_map<std::string_view, const LayerKind*> m;
    for (const LayerKind& k : layer_kinds()) m.emplace(k.op, &k);
    return m;
  }();
  auto it = by_op.find(op);
  return it == by_op.end() ? nullptr : it->second;
}

}  // namespace shardproof::robustness::onnx_loading
