// \file load_onnx: reads an ONNX ModelProto (protobuf, via Debian's libonnx) into a Network.
// One dynamic input. Supported ops: Gemm, MatMul (weight on either side), Add, Sub, Mul, Div,
// Relu, LeakyRelu, PRelu, Flatten, Reshape, Squeeze, Unsqueeze, Identity, Dropout, Transpose,
// Slice, Pad, Concat, Constant, Conv, ConvTranspose, MaxPool, AveragePool, GlobalAveragePool,
// BatchNormalization; nodes on constants only (Shape, Gather, Cast, ConstantOfShape, Concat,
// Slice, arithmetic: the shape computations torch exports) are folded. Two input-dependent
// operands meet only in Add, Sub and Concat (residual and inception branches): a value read
// after a ReLU or a pooling is carried past that layer in the same chain (exactly: as it is
// when it is known to be non-negative, else as relu(v) - relu(-v); through a pooling as a
// window of one), so the Network computes the graph's function and every analysis applies.
// Linear ops are composed into one pending affine map that is emitted as an Affine layer at
// the next nonlinearity, so e.g. ACAS Xu's `Sub, Flatten, MatMul, Add, Relu, ...` becomes
// Affine, Relu, ..., Affine. Anything else throws InputError naming the op and node:
//   net.onnx: error: unsupported ONNX op 'Softmax' (node 7 'sm')
#pragma once

#include <string>
#include <string_view>

#include "robustness/network.h"

namespace shardproof::robustness {

Network load_onnx(const std::string& path);
// The same from a serialized ModelProto in memory (make fuzz); `where` names it in messages.
Network parse_onnx(std::string_view bytes, const std::string& where);

}  // namespace shardproof::robustness
