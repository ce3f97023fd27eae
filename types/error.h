// \file Errors in user input. Libraries throw these; cli/ turns them into
// `where: error: message` diagnostics and exit code 2.
//
//   parse_sharding("[{\"x\",\"x\"}]")  -> InputError at column 7: axis "x" is used twice
//   Mesh::parse("x=4,y=0")           -> InputError: axis "y" has size 0
#pragma once

#include <stdexcept>
#include <string>

namespace shardproof::types {

// A problem with what the user wrote. `column` is 1-based within the text that was
// parsed (0 when the problem is not at one place in a text).
class InputError : public std::runtime_error {
 public:
  explicit InputError(const std::string& message, int column = 0)
      : std::runtime_error(message), column_(column) {}
  int column() const { return column_; }

 private:
  int column_;
};

}  // namespace shardproof::types
