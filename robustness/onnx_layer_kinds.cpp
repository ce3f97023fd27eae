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
      {.op = "Identity", .one = &L::identity, .fold = &L::fold_identity},
      {.op = "Dropout", .one = &L::identity, .fold = &L::fold_identity},
      {.op = "Cast", .one = &L::cast, .fold = &L::fold_cast},
      {.op = "Neg", .one = &L::neg, .fold = &L::fold_neg},
      {.op = "Flatten", .one = &L::flatten, .fold = &L::fold_flatten},
      {.op = "Reshape", .one = &L::reshape, .fold = &L::fold_reshape},
      {.op = "Squeeze", .one = &L::squeeze, .fold = &L::fold_squeeze},
      {.op = "Unsqueeze", .one = &L::squeeze, .fold = &L::fold_squeeze},
      {.op = "Expand", .one = &L::expand, .fold = &L::fold_expand},
      {.op = "Transpose", .one = &L::transpose, .fold = &L::fold_transpose},
      {.op = "Add", .one = &L::add_const, .many = &L::add_sub_dyns, .fold = &L::fold_binary},
      {.op = "Sub", .one = &L::add_const, .many = &L::add_sub_dyns, .fold = &L::fold_binary},
      // Mul of two values: a Product layer (product.h); Div: the Reciprocal kind, then a Product.
      {.op = "Mul", .one = &L::mul_const, .many = &L::mul_dyns, .fold = &L::fold_binary},
      {.op = "Div", .one = &L::mul_const, .many = &L::div_dyns, .fold = &L::fold_binary},
      {.op = "MatMul", .one = &L::matmul_const, .many = &L::matmul_dyns},
      {.op = "Gemm", .one = &L::gemm},
      {.op = "BatchNormalization", .one = &L::batch_norm},
      // Affine selections and sums (onnx_rewrites.cpp, onnx_values.cpp).
      {.op = "Concat", .many = &L::concat, .fold = &L::fold_concat},
      {.op = "Split", .many = &L::split},
      {.op = "Gather", .one = &L::gather_dyn, .fold = &L::fold_gather},
      {.op = "Slice", .one = &L::slice_dyn, .fold = &L::fold_slice},
      {.op = "Pad", .one = &L::pad},
      {.op = "Resize", .one = &L::resize},
      {.op = "Upsample", .one = &L::resize},
      {.op = "ReduceMean", .one = &L::reduce},
      {.op = "ReduceSum", .one = &L::reduce},
      {.op = "AveragePool", .one = &L::average_pool},
      {.op = "GlobalAveragePool", .one = &L::average_pool},
      {.op = "Conv", .one = &L::conv},
      {.op = "ConvTranspose", .one = &L::conv_transpose},
      // ReLU layers, and the exact rewrites around one (onnx_values.cpp, onnx_rewrites.cpp).
      {.op = "Relu", .one = &L::relu},
      {.op = "LeakyRelu", .one = &L::leaky_relu},
      {.op = "PRelu", .one = &L::leaky_relu},
      {.op = "MaxPool", .one = &L::max_pool},
      {.op = "Clip", .one = &L::clip},
      {.op = "HardSigmoid", .one = &L::hard_sigmoid},  // clip(alpha x + beta, 0, 1)
      {.op = "Abs", .one = &L::abs, .fold = &L::fold_unary},
      {.op = "Max", .many = &L::min_max, .fold = &L::fold_min_max},
      {.op = "Min", .many = &L::min_max, .fold = &L::fold_min_max},
      // Smooth elementwise kinds (activation.h).
      {.op = "Sigmoid", .smooth = sigmoid_activation},
      {.op = "Tanh", .smooth = tanh_activation},
      {.op = "Erf", .smooth = erf_activation},
      {.op = "Exp", .smooth = exp_activation},
      {.op = "Reciprocal", .smooth = reciprocal_activation},
      {.op = "Sqrt", .smooth = sqrt_activation, .fold = &L::fold_unary},
      {.op = "Sign", .smooth = sign_activation},
      {.op = "Log", .smooth = log_activation},
      {.op = "Softplus", .smooth = softplus_activation},
      {.op = "Sin", .smooth = sin_activation},
      {.op = "Cos", .smooth = cos_activation},
      {.op = "Elu", .one = &L::exp_linear},   // the ExpLinear kind with the node's alpha
      {.op = "Selu", .one = &L::exp_linear},  // ... and gamma
      {.op = "Celu", .one = &L::celu},        // alpha elu(x / alpha)
      // Shape arithmetic on constants only (onnx_constant_folding.cpp).
      {.op = "Floor", .fold = &L::fold_unary},
      {.op = "Ceil", .fold = &L::fold_unary},
      {.op = "ConstantOfShape", .fold = &L::fold_constant_of_shape},
      // Composed of the kinds above (onnx_values.cpp).
      {.op = "Pow", .one = &L::pow_dyn, .fold = &L::fold_binary},  // x^2, x^3: Product layers
      {.op = "Softmax", .one = &L::softmax},
      {.op = "LogSoftmax", .one = &L::softmax},  // -ln(sum_j exp(x_j - x_i)): Exp, then Log
      {.op = "LayerNormalization", .one = &L::layer_norm},
      {.op = "Gelu", .one = &L::gelu},
      {.op = "HardSwish", .one = &L::hard_swish},   // x * HardSigmoid(x): exact clip, then a Product
      {.op = "Mish", .one = &L::times_input},      // x tanh(softplus(x))
      {.op = "Softsign", .one = &L::times_input},  // x (1 / (1 + |x|))
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
