// \file Reading and writing GSPMD sharding strings (`mhlo.sharding`), and converting them to
// sharding types over named mesh axes.
//
//   {replicated}                                   every device holds the whole array
//   {maximal device=3}                             only device 3 holds it
//   {devices=[4,1,2]<=[8] last_tile_dim_replicate} on data=4,model=2: [{"data"}, {}]
//   {devices=[2,1,4]<=[4,2]T(1,0)}                 on x=4,y=2: [{"y"}, {}, {"x"}]
//   {devices=[4,8]<=[8,4]T(1,0)}                   imported: mesh _axis_0=2,_axis_1=4,_axis_2=4,
//                                                  type [{"_axis_2"}, {"_axis_0","_axis_1"}]
//
// A GSPMD string is a tile assignment: an array of device ids with one dimension per
// tensor dimension (the number of tiles along it), plus trailing dimensions for
// replication (`last_tile_dim_replicate`) or for unreduced/manual subgroups
// (`last_tile_dims={...}`). The iota form <=[dims]T(perm) is
// arange(prod(dims)).reshape(dims).transpose(perm).reshape(tile dims).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "types/mesh.h"
#include "types/sharding_type.h"

namespace shardproof::types {

// The parsed string, before any mesh is involved.
struct GspmdSharding {
  enum class Kind { replicated, maximal, manual, unknown, tiled, tuple };
  Kind kind = Kind::replicated;
  int64_t maximal_device = 0;
  std::vector<int64_t> tile_dims;        // as written, including trailing subgroup dims
  std::vector<int64_t> device_list;      // explicit list (V1) — empty when iota
  std::vector<int64_t> iota_reshape;     // V2 <=[...]
  std::vector<int64_t> iota_transpose;   // V2 T(...) (empty = identity)
  bool last_tile_dim_replicate = false;
  std::vector<std::string> last_tile_dims;  // "replicated" | "manual" | "unreduced"
  std::vector<GspmdSharding> tuple_elements;

  // The tile assignment as a flat row-major list of device ids over tile_dims.
  std::vector<int64_t> devices() const;
  bool operator==(const GspmdSharding&) const = default;
};

GspmdSharding parse_gspmd(std::string_view text);
std::string to_string(const GspmdSharding& sharding);

// Imports a GSPMD string for an array of the given rank, inferring mesh axes as XLA does
// (axes named _axis_0, _axis_1, ... from the factored iota reshape dimensions).
// Throws InputError when the device assignment cannot be expressed with mesh axes.
struct ImportedSharding {
  Mesh mesh;
  ShardingType type;
};
ImportedSharding import_gspmd(const GspmdSharding& sharding, int rank);

// Expresses a GSPMD string on a given mesh: finds the sharding type (possibly using
// sub-axes) whose device assignment equals the string's. Throws InputError if none does.
ShardingType gspmd_to_type(const GspmdSharding& sharding, const Mesh& mesh, int rank);

// The GSPMD string (iota form when possible) for a type on a mesh.
std::string to_gspmd(const Mesh& mesh, const ShardingType& type);

}  // namespace shardproof::types
