// \file Where lowering put each redistribution, as the interpreter finds them: lowering records
// each inserted plan with the op that needs it (index in main's ops, source line, "operand 1 of
// stablehlo.add", ...) and the value, and the later readers that share its result likewise;
// the interpreter asks at each operand, result, loop edge and return whether a plan is there,
// with the same description, so that one description names one place in the program.
//
//   %5 = add %3, %4 with a plan for operand 1: key "7|41|4|operand 1 of stablehlo.add" -> plan 2
//   a second reader of %4 in that layout:       its own key -> plan 2, first = false (shares it)
//   result 0 returned in another layout:        key "<ops>|<return line>|<value>|result 0"
//
// Internal to exec/.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "partition/lower/lower.h"

namespace shardproof::exec {

// The one description of a place in main (see the file comment).
std::string place_key(int op_index, int line, partition::ValueId value, const std::string& reason);

struct Placed {
  int redistribution = -1;
  bool first = true;  // false: a later reader of the first reader's result
};

struct PlanPlacement {
  std::map<std::string, Placed> at;                          // by place_key
  std::vector<std::vector<types::ShardingType>> plan_types;  // per redistribution: the types its steps go through
};

// Every inserted plan by its place, with the types its steps go through as the executor
// tracks them (local_collectives.h). Throws ProgramUnsupported where two plans claim one place
// or a plan starts where no earlier plan of its value ends (check_plan_starts in the .cpp).
PlanPlacement place_redistributions(const partition::LoweredProgram& lowered);

// The type each result of main is returned in: the return's plan's target, or the value's own.
std::vector<types::ShardingType> returned_types(const partition::Program& program, const partition::LoweredProgram& lowered,
                                                const PlanPlacement& placement);

}  // namespace shardproof::exec
