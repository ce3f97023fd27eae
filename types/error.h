// \file Errors in user input, and internal errors. Libraries throw these; cli/ turns an
// InputError into a `where: error: message` diagnostic and exit code 2, an InternalError into
// `file:line: internal error: message` and exit code 4.
//
//   parse_sharding("[{\"x\",\"x\"}]")  -> InputError at column 7: axis "x" is used twice
//   Mesh::parse("x=4,y=0")           -> InputError: axis "y" has size 0
//   lowering asks for a plan no collective reaches -> InternalError at the op's line
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

// A bug in shardproof, not in what the user wrote: a state valid input cannot cause (lowering
// asking the synthesizer for a layout no plan reaches). Never an InputError, so the user is
// not told their program is wrong. `line` is the program's line it was found at (0: none).
class InternalError : public std::logic_error {
 public:
  explicit InternalError(const std::string& message, int line = 0) : std::logic_error(message), line_(line) {}
  int line() const { return line_; }

 private:
  int line_;
};

}  // namespace shardproof::types
