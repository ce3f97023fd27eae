// \file Reads the StableHLO text that `jax.jit(f).lower(...).as_text()` prints into a Program.
//
//   module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
//     sdy.mesh @mesh = <["data"=8]>
//     func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>})
//         -> (tensor<8x16xf32> {jax.result_info = "result"}) {
//       %0 = call @relu(%arg0) : (tensor<8x16xf32>) -> tensor<8x16xf32>
//       return %0 : tensor<8x16xf32>
//     }
//     func.func private @relu(...) { ... }
//   }
// gives one function @main with @relu's ops inlined and %arg0 sharded [{"data"}, {}] on @mesh.
//
// Shardings: Shardy (`sdy.mesh`, `sdy.sharding`, `sdy.sharding_constraint` and `sdy.reshard`
// (the same constraint to the reader), `#sdy.sharding_per_value` on ops,
// `sdy.manual_computation`) and GSPMD (`mhlo.sharding` strings on arguments/results,
// `custom_call @Sharding` constraints, shard_map bodies called between `@SPMDFullToShardShape`
// and `@SPMDShardToFullShape`).
//
// Call boundaries: a private function is inlined at each call, and `sdy.named_computation`
// (Shardy's named region) in place; the shardings on the callee's arguments and results (a
// nested jit's in/out shardings, an exported function called from another) and a named
// computation's in_shardings / out_shardings become sharding constraints at the call's line,
// as a sharding_constraint op would be:
//
//   %1 = call @block(%0) : ...        func.func private @block(%arg0: T {sdy.sharding = <A>})
//                                         -> (T {sdy.sharding = <B>})
// reads as  %a = sdy.sharding_constraint %0 <A>;  ...@block's ops on %a...;  %1 = constraint <B>.
//
// Both the pretty forms and MLIR's generic form (`"stablehlo.add"(%a, %b) : ...`, down to a
// whole generic module `"builtin.module"() ({ "func.func"() <{...}> ... })`) are read.
//
// GSPMD strings are expressed on ReadOptions::mesh when given (named "mesh"), else on the
// common mesh inferred from all strings of the module (axes _axis_0, _axis_1, ...; see
// types::import_gspmd_common).
// `backend_config = "unspecified_dims=[0,1]"` marks those dimensions open.
//
// Locations (`as_text(debug_info=True)`): each op's `loc(...)`, and the `return`'s, is resolved
// into Program::locations (partition/ir/source_location.h: the Python file:line:col, the
// function, the JAX name stack); an op inlined from a function whose own location names no
// file takes the call's. Arguments keep their names (`loc("params['w1']")`, directly or
// through an alias). A malformed location is a ParseError at its place.
//
// Errors throw ParseError with file:line:col: an op outside the subset (named), a dynamic
// shape, a malformed sharding (at the column inside the string), an undefined value.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "partition/ir/program.h"
#include "types/mesh.h"

namespace shardproof::partition {

struct ReadOptions {
  std::string file_name = "<input>";  // used in diagnostics
  // Mesh on which GSPMD strings are expressed; inferred from the strings when absent.
  std::optional<types::Mesh> gspmd_mesh;
};

Program read_stablehlo(std::string_view text, const ReadOptions& options = {});
// Reads a file, plain or gzip (`model.mlir.gz`: types/read_file.h); file_name in the options
// is replaced by `path`. Throws ParseError (line 0) when the file cannot be read or its gzip
// stream is truncated or corrupt.
Program read_stablehlo_file(const std::string& path, ReadOptions options = {});

// An attribute dictionary `{key = value, ...}` as an op keeps it in Op::attributes (the value
// of `mhlo.frontend_attributes`): each key with its value as written (`"1"`, quotes
// included). Throws ParseError when it is malformed.
std::vector<std::pair<std::string, std::string>> read_attribute_dict(std::string_view text);

}  // namespace shardproof::partition
