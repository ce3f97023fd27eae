// \file The user's source locations in a program's text: MLIR's `loc(...)` as JAX prints them
// with `as_text(debug_info=True)`, resolved to the Python line an op comes from.
//
//   %4 = stablehlo.dot_general %1, %arg1, ... loc(#loc49)
//   #loc12 = loc("/path/model.py":38:15 to :31)
//   #loc23 = loc("two_layer.<locals>.block"(#loc12))     a frame: the function and its line
//   #loc37 = loc(callsite(#loc23 at #loc31))             the innermost frame first
//   #loc49 = loc("jit(step)/jvp()/dot_general"(#loc37))  the JAX name stack over the frames
//
// resolves `#loc49` to {file "/path/model.py", line 38, column 15, function
// "two_layer.<locals>.block", name_stack "jit(step)/jvp()/dot_general"}.
//
// The forms read: `unknown`; `"file":line[:col]` with an optional range (`to :65`,
// `to 13:5`); a name `"name"` alone or over a location (`"name"(loc)`); `callsite(callee at
// caller)` (the callee's frame is the user's innermost line; the caller's when the callee
// has no file); `fused[a, b]` and `fused<metadata>[a, b]` (the first part with a file);
// and references `#locN` to aliases `#locN = loc(...)` at the start of a line, anywhere in
// the text. A name directly over a file location is the frame's function; any other name
// (over a callsite, or alone) is the name stack. The files named are never opened.
//
// A malformed location, an alias never defined or one that refers to itself is a ParseError
// at its file:line:col.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "partition/ir/program.h"

namespace shardproof::partition {

class LocationResolver {
 public:
  // `text`: the whole program text (where aliases are defined and positions count from);
  // `file`: its name in diagnostics.
  LocationResolver(std::string_view text, std::string file);

  // The location written inside `loc(...)`: `inner` is that text, a view into `text` (its
  // position there is the diagnostics' place).
  SourceLocation resolve(std::string_view inner);

 private:
  struct Resolved {
    SourceLocation loc;
    bool is_file = false;  // a bare file location (a name over it names its frame)
  };
  struct Cursor;
  Resolved parse(Cursor& c, int depth);
  Resolved alias(std::string_view name, size_t pos, int depth);
  void index_aliases();
  [[noreturn]] void fail_at(size_t pos, const std::string& message) const;

  std::string_view text_;
  std::string file_;
  bool aliases_indexed_ = false;
  std::unordered_map<std::string_view, std::string_view> alias_text_;  // "#loc12" -> inside its loc(...)
  enum class State { resolving, done };
  std::unordered_map<std::string_view, std::pair<State, Resolved>> alias_done_;
};

// "file:line:col" of a location with a file ("" without one; the column left out when 0).
std::string where(const SourceLocation& loc);

// The user's location of each MLIR line of a program that has an op with one (the first such
// op of the line; regions included): what diagnostics and the cost report, which name the MLIR
// line, are shown at. Empty for a program read without locations.
class LocationsByLine {
 public:
  explicit LocationsByLine(const Program& program);
  const SourceLocation* at(int mlir_line) const;  // nullptr when the line has none
  bool empty() const { return by_line_.empty(); }

 private:
  const Program& program_;
  std::unordered_map<int, int> by_line_;  // MLIR line -> index into program.locations
};

}  // namespace shardproof::partition
