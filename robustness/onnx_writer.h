// \file save_onnx: writes a Network of Affine and Relu layers as an ONNX model that
// load_onnx (onnx_loader.h) reads back to the same network. One input "x" of shape
// [1, input_size], float32; each Affine layer becomes Gemm(x, W_k, b_k) with transB=1 (W_k
// stored out x in, as in the IR), each Relu a Relu node, each Smooth layer its activation's
// node (Sigmoid, Tanh); opset 13. Example: the MLP
// 784 -> 64 -> 64 -> 10 is Gemm, Relu, Gemm, Relu, Gemm. Weights are stored as float32, so
// the round trip is exact when they already are (train_mlp leaves them so). MaxPool layers
// and .nnet input clamps have no Gemm form: InputError naming the layer.
#pragma once

#include <string>

#include "robustness/network.h"

namespace shardproof::robustness {

// The model's bytes (a serialized onnx.ModelProto); `path` only names the file in errors.
std::string onnx_bytes(const Network& net, const std::string& path);
// onnx_bytes written to `path`.
void save_onnx(const Network& net, const std::string& path);

}  // namespace shardproof::robustness
