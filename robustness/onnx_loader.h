// \file load_onnx: reads an ONNX ModelProto (protobuf, via Debian's libonnx) into a Network.
// The graph must be a chain over one dynamic input: every node has at most one non-constant
// operand. Supported ops: Gemm, MatMul (weight on either side), Add, Sub, Mul, Div, Relu,
// Flatten, Reshape, Identity, Transpose, Constant, Conv, MaxPool, BatchNormalization.
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
