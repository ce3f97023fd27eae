// \file InputError: the one exception robustness/ throws for bad user input (malformed ONNX,
// VNNLIB, NNet, datasets, unsupported ops, shape mismatches, NaN weights, GLPK failures).
// what() is already a diagnostic in the project's form, e.g.
//   prop_1.vnnlib:12:9: error: expected ')'
//   net.onnx: error: unsupported ONNX op 'Softmax' (node 7 'sm')
// cli/ catches it, prints what() and exits 2.
#pragma once

#include <stdexcept>
#include <string>

namespace shardproof::robustness {

class InputError : public std::runtime_error {
 public:
  explicit InputError(const std::string& diagnostic) : std::runtime_error(diagnostic) {}

  // "file:line:col: error: message"
  static InputError at(const std::string& file, int line, int col, const std::string& message) {
    return InputError(file + ":" + std::to_string(line) + ":" + std::to_string(col) +
                      ": error: " + message);
  }
  // "file: error: message" (binary formats have no line/column)
  static InputError in(const std::string& file, const std::string& message) {
    return InputError(file + ": error: " + message);
  }
};

}  // namespace shardproof::robustness
