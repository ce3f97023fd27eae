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
  // Number of trailing subgroup dimensions (1 with last_tile_dim_replicate).
  int num_subgroup_dims() const {
    return last_tile_dim_replicate ? 1 : static_cast<int>(last_tile_dims.size());
  }
  // Rank of the array a tiled sharding describes: tile_dims without the subgroup dims.
  int tensor_rank() const { return static_cast<int>(tile_dims.size()) - num_subgroup_dims(); }
  bool operator==(const GspmdSharding&) const = default;
};

GspmdSharding parse_gspmd(std::string_view text);
std::string to_string(const GspmdSharding& sharding);

// Imports a GSPMD string for an array of the given rank, inferring mesh axes as XLA does
// (axes named _axis_0, _axis_1, ... from the factored iota reshape dimensions).
// Throws InputError when the device assignment cannot be expressed with mesh axes.
//
// The mesh is the coarsest one the string needs: each tile dimension is cut into the runs
// of the iota along which the device id moves linearly, and each run is one axis (ordered
// by stride, major first). Alone, {devices=[4,8]<=[8,4]T(1,0)} gives mesh
// _axis_0=8,_axis_1=4 and [{"_axis_1"}, {"_axis_0"}] (XLA's importer does the same);
// import_gspmd_common refines the mesh so that several strings share it.
// An explicit device list that is no iota gets one axis per tile dimension and the list
// as device_ids: {devices=[2,2]0,2,3,1} -> <["_axis_0"=2, "_axis_1"=2],
// device_ids=[0,2,3,1]>, [{"_axis_0"}, {"_axis_1"}].
// Subgroups: `unreduced` -> type.unreduced, `manual` -> `manual` below (no type has
// manual axes: they are replicated in `type`), `replicated` -> replicated.
// {replicated} gives the empty mesh; {maximal}, {manual}, {unknown} and tuples throw.
struct ImportedSharding {
  Mesh mesh;
  ShardingType type;
  std::vector<AxisRef> manual;  // axes of a `last_tile_dims={manual}` subgroup
};
ImportedSharding import_gspmd(const GspmdSharding& sharding, int rank);

// Imports several strings (e.g. every sharding of one module) onto one common mesh: the
// cut points of all their iota runs, merged into one chain. XLA's own test
//   {devices=[4,8]<=[8,4]T(1,0)}, {devices=[1,2,16]<=[32] last_tile_dim_replicate},
//   {devices=[4,4,2]<=[2,16]T(1,0) last_tile_dim_replicate}
// gives mesh _axis_0=2,_axis_1=4,_axis_2=4 with [{"_axis_2"}, {"_axis_0","_axis_1"}],
// [{}, {"_axis_0"}] and [{"_axis_1"}, {"_axis_2"}]. `{replicated}` entries are allowed;
// throws InputError when the strings disagree on the device count or their runs do not
// nest (no common mesh), or when one needs explicit device_ids and there are several.
struct ImportedShardings {
  Mesh mesh;
  std::vector<ShardingType> types;
  std::vector<std::vector<AxisRef>> manual;
};
ImportedShardings import_gspmd_common(const std::vector<GspmdSharding>& shardings,
                                      const std::vector<int>& ranks);

// Expresses a GSPMD string on a given mesh: finds the sharding type (possibly using
// sub-axes) whose device assignment equals the string's — every device holds the tile
// (block index per dimension, unreduced index) the string gives it, through the mesh's
// device_ids. Whole axes are used wherever they fit, and sub-axes only where needed:
//   on x=4:     {devices=[2,2]<=[2,2]T(1,0) last_tile_dim_replicate} -> [{"x":(2)2}]
//   on x=4,y=2: {devices=[4,2]<=[2,2,2]T(0,2,1)} -> [{"x":(1)2,"y"}, {"x":(2)2}]
// Throws InputError if none does (a device order no axis assignment yields, a different
// device count or rank), and for manual subgroups, maximal, manual, unknown and tuples.
ShardingType gspmd_to_type(const GspmdSharding& sharding, const Mesh& mesh, int rank);

// The GSPMD string (iota form when possible) for a type on a mesh.
//   x=4,y=2, [{"y"}, {}, {"x"}]          -> {devices=[2,1,4]<=[4,2]T(1,0)}
//   data=4,model=2, [{"data"}, {}]       -> {devices=[4,1,2]<=[8] last_tile_dim_replicate}
//   x=2,y=2, [{"x"}], unreduced={"y"}    -> {devices=[2,2]<=[4] last_tile_dims={unreduced}}
//   any fully replicated type            -> {replicated}
// Trailing subgroup dims: unreduced (the type's unreduced index) then replicated (the
// remaining axes in mesh order). An explicit device list only when device_ids make the
// order no iota.
std::string to_gspmd(const Mesh& mesh, const ShardingType& type);
GspmdSharding to_gspmd_sharding(const Mesh& mesh, const ShardingType& type);

// Reads a sharding in either syntax and checks it against a mesh and a rank: text starting
// with '{' is GSPMD (gspmd_to_type), anything else Shardy (`[{"x"}, {}]`, `#sdy.sharding<
// @mesh, ...>`, JAX's \22-escaped form). Errors carry the column of the offending text:
//   parse_sharding("[{\"x\"}, {\"x\"}]", x=4, 2) -> column 9: axis "x" is used twice
ShardingType parse_sharding(std::string_view text, const Mesh& mesh, int rank);

}  // namespace shardproof::types
