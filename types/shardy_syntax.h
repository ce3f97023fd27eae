// \file Reading and writing sharding types in Shardy's syntax.
//
//   #sdy.sharding<@mesh, [{"x"}, {}]>
//   #sdy.sharding<@mesh, [{"x", ?}p1, {"y":(1)2}], replicated={"z"}, unreduced={"w"}>
//   [{"x","y"}, {}], unreduced={"z"}          the bare body the CLI accepts
//
// Parsing does not need the mesh; `resolve()` (sharding_type.h) checks the result
// against one. Errors are InputError with the column of the offending character.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "types/mesh.h"
#include "types/sharding_type.h"

namespace shardproof::types {

struct ParsedShardySharding {
  std::optional<std::string> mesh_name;  // "@mesh" when the text names one
  std::optional<Mesh> inline_mesh;       // #sdy.sharding<mesh<["x"=2]>, ...> (inline mesh)
  ShardingType type;
};

ParsedShardySharding parse_shardy_sharding(std::string_view text);

// #sdy.sharding<@mesh_name, [...]...>
std::string to_shardy_attribute(const Mesh& mesh, const ShardingType& type,
                                 std::string_view mesh_name = "mesh");

}  // namespace shardproof::types
