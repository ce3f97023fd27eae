// \file Node: one ONNX node as the loader's layer kinds read it (its op, name, inputs, outputs
// and attributes), copied out of protobuf once per node by the graph walk (onnx_loader.cpp).
// Why a copy: every layer kind's loader reads nodes, and ONNX's generated protobuf header costs
// seconds per translation unit on the 2-core build; with this view only the walk and the
// writer include it, so each kind can have its own file. The accessors keep protobuf's names
// (n.input(1), attr(n, "mode")->s()) so a kind reads the same either way.
//
//   Gemm node 3 'fc1': op_type() "Gemm", input(1) "fc1.weight", attr(n, "transB")->i() 1
//   Resize: attr(n, "mode")->s() "linear"; an absent attribute: attr(n, ...) == nullptr
//   Constant: attr(n, "value")->has_t(), to_tensor(attr(n, "value")->t()) (read lazily)
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace onnx {
class TensorProto;
}

namespace shardproof::robustness::onnx_loading {

// One attribute, every field as protobuf reports it (an unset field reads 0 or empty, as
// protobuf's accessors do: attr_i of a float attribute is 0 either way). A tensor attribute
// stays in the model (converted only when a kind reads it, so an unread one cannot fail).
struct Attribute {
  long i_ = 0;
  double f_ = 0;
  std::string s_;
  std::vector<long> ints_;
  std::vector<double> floats_;  // float32 in the file: exact as doubles
  const onnx::TensorProto* t_ = nullptr;

  long i() const { return i_; }
  double f() const { return f_; }
  const std::string& s() const { return s_; }
  const std::vector<long>& ints() const { return ints_; }
  const std::vector<double>& floats() const { return floats_; }
  bool has_t() const { return t_ != nullptr; }
  const onnx::TensorProto& t() const { return *t_; }
};

struct Node {
  std::string op, name;
  std::vector<std::string> inputs, outputs;
  std::vector<std::pair<std::string, Attribute>> attributes;  // in file order: the first of a name wins
  // Set by the walk: how errors name the node ("node 3 'fc1'"), and which operand depends on
  // the network input (the last one, when several do).
  std::string where;
  int dyn_at = -1;

  const std::string& op_type() const { return op; }
  int input_size() const { return static_cast<int>(inputs.size()); }
  const std::string& input(int i) const { return inputs[static_cast<std::size_t>(i)]; }
  int output_size() const { return static_cast<int>(outputs.size()); }
  const std::string& output(int i) const { return outputs[static_cast<std::size_t>(i)]; }
  const Attribute* attribute(const char* key) const {
    for (const auto& [k, a] : attributes)
      if (k == key) return &a;
    return nullptr;
  }
};

}  // namespace shardproof::robustness::onnx_loading
