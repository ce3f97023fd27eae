// \file LayerKind: the table of the ONNX ops whose input-dependent values the loader turns into
// the verifier's layers, one row per op (auto_LiRPA's one class per layer kind, as a table
// rather than an if-chain). The loader asks the table for a node's op and calls what the row
// names; adding an op is a row, its loading function (or its Activation), and a test.
// A row names one of:
//   one     the op with exactly one input-dependent operand (the others constants): the
//           function changes that value in place and the loader binds it to the node's output;
//   many    the op reading several input-dependent values (or any number: Concat, Split, Max,
//           Min): the function binds the node's outputs itself. A row may have both (Mul:
//           scaling by a constant, or a Product of two values);
//   smooth  an elementwise smooth kind (activation.h: its value, derivative, interval and
//           lines in one file): the loader emits its layer, values read later carried past it;
//   fold    its value on constant operands (a row may have only this: Floor, ConstantOfShape).
// Examples of rows:
//   {.op = "Relu", .one = &L::relu}                      a ReLU layer after the pending affine map
//   {.op = "Mul", .one = &L::mul_const, .many = &L::mul_dyns, .fold = &L::fold_binary}
//                                                        x * c (affine), x * y (Product layer), c * c
//   {.op = "Sigmoid", .smooth = sigmoid_activation}
// Nodes whose operands are all constants use the fold column; Constant and Shape (a constant
// whatever they read) are the walk's own.
#pragma once

#include <memory>
#include <string_view>
#include <vector>

namespace shardproof::robustness {
class Activation;
}

namespace shardproof::robustness::onnx_loading {

class Loader;
struct Dyn;
struct Node;
struct Tensor;

struct LayerKind {
  std::string_view op;
  void (Loader::*one)(const Node&, Dyn&) = nullptr;
  void (Loader::*many)(const Node&) = nullptr;
  std::shared_ptr<const Activation> (*smooth)() = nullptr;
  // Its value when every operand is a constant (shape arithmetic: onnx_constant_folding.cpp).
  Tensor (Loader::*fold)(const Node&) const = nullptr;
};

// Every row, in the order written (by family).
const std::vector<LayerKind>& layer_kinds();
// The row of an op, or nullptr (an op the loader does not know).
const LayerKind* find_layer_kind(std::string_view op);

}  // namespace shardproof::robustness::onnx_loading
