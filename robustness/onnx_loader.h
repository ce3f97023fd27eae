// \file load_onnx: reads an ONNX ModelProto (protobuf, via Debian's libonnx) into a Network.
// One dynamic input. Supported ops: Gemm, MatMul (weight on either side), Add, Sub, Mul, Div,
// Relu, LeakyRelu, PRelu, Flatten, Reshape, Squeeze, Unsqueeze, Identity, Dropout, Transpose,
// Slice, Pad, Concat, Constant, Conv, ConvTranspose, MaxPool, AveragePool, GlobalAveragePool,
// BatchNormalization; affine too: Split, Gather of a value at constant indices, Resize and
// Upsample (nearest, linear: resize_map.h), ReduceMean, ReduceSum, Neg, float Casts, Expand. Clip,
// Max, Min and Abs are exact rewrites around one ReLU layer (max(x, y) = y + relu(x - y),
// min(x, y) = x - relu(x - y), clip(x, a, b) = a + relu(x - a) - relu(x - b), abs(x) = relu(x)
// + relu(-x)): the chain computes the op itself, and its ReLU units are relaxed, split and
// encoded (MILP) as any ReLU network's, so nothing is lost that a ReLU network would not lose.
// Smooth kinds (activation.h): Sigmoid, Tanh, Erf, Exp, Reciprocal, Sqrt, Sign; Softmax as
// 1 / sum_j exp(x_j - x_i). Products (product.h): Mul, MatMul and Div of two input-dependent
// values, Pow(x, 2); LayerNormalization and Gelu are composed from these. Nodes on constants
// only (Shape, Gather, Cast, ConstantOfShape, Concat, Slice, Transpose, Expand, + - * /, Max,
// Min, Pow, Abs, Floor, Ceil, Sqrt: the shape computations torch exports) are folded. A value read after a nonlinear layer is carried past it in the
// same chain (exactly: through a ReLU as it is when known non-negative, else as relu(v) -
// relu(-v); through a pooling as a window of one; through a smooth or product layer unchanged),
// so the Network computes the graph's function and every analysis applies.
// Linear ops are composed into one pending affine map that is emitted as an Affine layer at
// the next nonlinearity, so e.g. ACAS Xu's `Sub, Flatten, MatMul, Add, Relu, ...` becomes
// Affine, Relu, ..., Affine. Anything else throws InputError naming the op and node:
//   net.onnx: error: unsupported ONNX op 'Hardmax' (node 7 'hm')
#pragma once

#include <string>
#include <string_view>

#include "robustness/network.h"

namespace shardproof::robustness {

Network load_onnx(const std::string& path);
// The same from a serialized ModelProto in memory (make fuzz); `where` names it in messages.
Network parse_onnx(std::string_view bytes, const std::string& where);

}  // namespace shardproof::robustness
