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
// Shardings: Shardy (`sdy.mesh`, `sdy.sharding`, `sdy.sharding_constraint`,
// `#sdy.sharding_per_value` on ops, `sdy.manual_computation`) and GSPMD (`mhlo.sharding`
// strings on arguments/results, `custom_call @Sharding` constraints, shard_map bodies called
// between `@SPMDFullToShardShape` and `@SPMDShardToFullShape`). GSPMD strings are expressed
// on ReadOptions::mesh when given (named "mesh"), else on the common mesh inferred from all
// strings of the module (axes _axis_0, _axis_1, ...; see types::import_gspmd_common).
// `backend_config = "unspecified_dims=[0,1]"` marks those dimensions open.
//
// Errors throw ParseError with file:line:col: an op outside the subset (named), a dynamic
// shape, a malformed sharding (at the column inside the string), an undefined value.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "partition/ir/program.h"
#include "types/mesh.h"

namespace shardproof::partition {

struct ReadOptions {
  std::string file_name = "<input>";  // used in diagnostics
  // Mesh on which GSPMD strings are expressed; inferred from the strings when absent.
  std::optional<types::Mesh> gspmd_mesh;
};

Program read_stablehlo(std::string_view text, const ReadOptions& options = {});
// Reads a file; file_name in the options is replaced by `path`. Throws ParseError (line 0)
// when the file cannot be read.
Program read_stablehlo_file(const std::string& path, ReadOptions options = {});

}  // namespace shardproof::partition
