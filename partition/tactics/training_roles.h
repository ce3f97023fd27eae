// \file The roles of a program's arguments that the data-parallel and ZeRO tactics need, from
// the names JAX gives them (a pytree argument `params`, `opt_state`, and plain inputs) or from
// the tactic's own selectors, and the gradients found by structure.
//
//   f(params, x)                    inputs: x;  parameters: params['w1'], ...
//   step(params, opt_state, x, y)   inputs: x, y;  optimizer state: opt_state['mu']['w1'], ...
//   gradients: the results of contractions (dot_general, reduce) whose tensor type is a
//   parameter's: the weight gradients, summed over the batch, of a training step
#pragma once

#include <map>
#include <vector>

#include "partition/ir/program.h"

namespace shardproof::partition::tactics {

// Indices of main's arguments whose name is a plain identifier (no pytree path `[...]`): the
// inputs JAX names `x`, `y`, `tokens`. Empty when the program names no arguments.
std::vector<int> input_arguments(const Program& program);

// Indices of the arguments whose name starts with `prefix` followed by '[' ("params['w1']").
std::vector<int> arguments_under(const Program& program, const std::string& prefix);

// For each parameter, the result that holds its new value: a result computed by an
// elementwise op that reads the parameter itself (`new = p - lr * update`). Absent for
// parameters a program does not update (a forward pass).
std::map<int, int> updated_results(const Program& program, const std::vector<int>& parameters);

// For each gradient value: the argument (a parameter) whose type it has. Only values of main.
std::map<ValueId, int> gradients_of(const Program& program, const std::vector<int>& parameters);

}  // namespace shardproof::partition::tactics
