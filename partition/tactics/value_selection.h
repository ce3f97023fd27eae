// \file Which values a tactic names: the function's arguments and results, by the names JAX
// gives them (jax.arg_info or the argument's `loc("...")`, jax.result_info), by position, or
// by a regular expression over those names.
//
//   "params['w1']"   the argument named so (or a result of that name)
//   "x"              loc("x") on an argument
//   "arg:3"          the fourth argument;  "result:1"  the second result
//   "re:\['w[12]'\]" every argument and result whose name contains a match (ECMAScript regex)
//
// A selector that selects nothing, or an index out of range, is an error naming the selector
// (the tactic's file:line:col is added by the caller).
#pragma once

#include <string>
#include <vector>

#include "partition/ir/program.h"

namespace shardproof::partition::tactics {

struct SelectedValue {
  ValueId value = -1;
  std::string name;  // "params['w1']", or "%arg3" / "result 1" when it has none
  bool operator==(const SelectedValue&) const = default;
};

// The name a tactic uses for argument i / result i of main ("" when none is written).
std::string argument_name(const Program& program, int i);
std::string result_name(const Program& program, int i);

// The name a user knows `value` by, as the selectors above name it: the name of the argument
// or result it is ("params['w1']", jax.arg_info or loc; jax.result_info), "" for a value that
// is neither or has no name. (A search::ValueNamer: the auto tactic's actions say these names.)
std::string known_name(const Program& program, ValueId value);

// Throws std::invalid_argument with the reason when the selector selects nothing.
std::vector<SelectedValue> select_values(const Program& program, const std::string& selector);

}  // namespace shardproof::partition::tactics
