// \file What each op is, as the IR reads and writes it: its name as printed, another spelling
// JAX uses, how its pretty form reads, what its regions hold and the family it belongs to (its
// cost class). The reader, the writer and the program's own queries (op_name, is_elementwise)
// ask this table and nothing above the IR; the op table (partition/ops/op_table.h) adds, per
// op, what shardproof does with it: its sharding rule, propagation priority, kernels, how XLA
// fuses and partitions it.
//
//   {OpKind::add, "stablehlo.add", "", Syntax::binary, CostClass::elementwise, Regions::none}
//     reads `stablehlo.add %a, %b : tensor<8x16xf32>`, no regions, an elementwise op
//   {OpKind::erf, "chlo.erf", "stablehlo.erf", Syntax::unary, ...}: either spelling reads
//   {OpKind::while_, "stablehlo.while", "", Syntax::while_loop, CostClass::control_flow,
//    Regions::loop}: condition and body regions, run once per iteration
#pragma once

#include <string_view>

#include "partition/ir/program.h"

namespace shardproof::partition {

// How the pretty (custom) form of an op reads. Every op also reads in MLIR's generic form
// `"stablehlo.x"(%a, %b) <{properties}> ({regions}) {attributes} : (T, T) -> T`.
enum class Syntax {
  operands,            // `%a, %b` then `key = value, ...` (transpose, pad, dynamic_slice)
  unary,               // `%a : T` (or chlo's `%a : T -> T`): operand and result of one type (tanh)
  binary,              // `%a, %b : T`: both operands and the result of one type (add)
  constant,            // `dense<...>`
  iota,                // `dim = 0`
  compare,             // `GT, %a, %b, FLOAT`
  reduce,              // `(%a init: %b) applies stablehlo.add across dimensions = [1]` or a body
  convolution,         // `(%a, %b) dim_numbers = [b, 0, 1, f]x[...]->[...], window = {...}`
  while_loop,          // `(%iterArg = %a, ...) : T, ... cond { } do { }`
  custom_call,         // `@target(%a, %b) {...}`
  sharding_constraint, // `%a <@mesh, [{"x"}, {}]>`
  manual_computation,  // sdy.manual_computation
  generic,             // printed in the generic form only (gather, scatter, sort, case)
};

enum class CostClass {
  leaf,           // constant, iota: no operand; recomputed inside its consumers' fusion
  elementwise,    // one flop per result element; fusible
  data_movement,  // no flops; reshapes, slices or pads: XLA fuses it into its consumers
  indexing,       // no flops; data-dependent indexing or ordering (gather, scatter, sort,
                  // dynamic_update_slice): a kernel of its own, not fused as a producer
  contraction,    // two flops per multiply-add (dot_general, convolution)
  reduction,      // one flop per operand element (reduce, reduce_window)
  control_flow,   // the cost of its regions (a loop's body times its trip count)
  annotation,     // no work (sharding constraints, optimization barriers)
  opaque,         // a kernel shardproof cannot see into (custom_call): no modeled work
  collective,     // written by the user inside a manual region
};

// What an op's regions hold.
enum class Regions {
  none,
  scalar_computation,  // a reducer or comparator on scalars: not partitioned, no values to shard
  loop,                // while: condition and body, run once per iteration on the carried values
  branches,            // case: one region per branch, each yields the results
  manual,              // sdy.manual_computation: per-device code
};

struct OpDefinition {
  OpKind kind;
  std::string_view name;   // "stablehlo.add"
  std::string_view alias;  // another spelling JAX uses ("stablehlo.erf" for "chlo.erf"), or ""
  Syntax syntax;
  CostClass cost;
  Regions regions;
};

// The op's definition (every OpKind has one).
const OpDefinition& op_definition(OpKind kind);
// The op of this name or alias; nullptr for a name no op has.
const OpDefinition* find_op_definition(std::string_view name);

}  // namespace shardproof::partition
