// \file Prints a Program as StableHLO text with Shardy annotations: one `sdy.mesh` line per
// mesh, `{sdy.sharding = #sdy.sharding<@mesh, [...]>}` on sharded arguments and results,
// `{sdy.sharding = #sdy.sharding_per_value<[<@mesh, [...]>]>}` on sharded op results,
// `sdy.sharding_constraint` and `sdy.manual_computation` for constraints and manual regions
// (an `sdy.reshard` read in is a constraint, and the shardings of a call boundary are
// constraints at the call's line: the program was inlined on reading).
// Reading the text back (read_stablehlo) gives the same program (see same_program):
//
//   %0 = stablehlo.tanh %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<16x128xf32>
//   %1 = sdy.sharding_constraint %0 <@mesh, [{"data"}, {?}]> : tensor<16x128xf32>
#pragma once

#include <string>

#include "partition/ir/program.h"

namespace shardproof::partition {

std::string write_stablehlo(const Program& program);

// Structural equality up to value numbering and source lines: same meshes, same ops in the
// same order with the same attributes, operand structure, types and shardings. On a
// difference, `why` (when given) says where.
bool same_program(const Program& a, const Program& b, std::string* why = nullptr);

}  // namespace shardproof::partition
