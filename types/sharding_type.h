// \file The sharding type of an array over a mesh: for each dimension the axes that split
// it (major to minor), the axes whose local values are still partial sums (unreduced),
// and implicitly every other axis replicated. An axis appears at most once in a type.
//
//   [{"x","y"}, {}]                 dim 0 split 8 ways on x2 y4 (x major), dim 1 whole
//   [{}, {"y"}], unreduced={"x"}    dim 1 split over y; values summed over x still pending
//   [{"x":(1)2}, {"x":(2)2, ?}p0]   sub-axes of x=4; dim 1 open (propagation may extend it)
//
// The index map (DESIGN.md): dimension i is split into k_i = prod |axes of i| blocks of
// ceil(n_i / k_i) elements (the last ones padded); device d, local index l holds global
// element block_i(d) * ceil(n_i/k_i) + l_i, where block_i(d) is the mixed-radix number of
// d's coordinates on dim i's axes, first axis most significant.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "types/axis_ref.h"
#include "types/mesh.h"
#include "types/tensor_type.h"

namespace shardproof::types {

struct DimSharding {
  std::vector<AxisRef> axes;      // major to minor
  bool open = false;              // `?`: propagation may add axes
  std::optional<int> priority;    // `pN`
  bool operator==(const DimSharding&) const = default;
};

struct ShardingType {
  std::vector<DimSharding> dims;
  std::vector<AxisRef> replicated;  // explicitly replicated axes (`replicated={...}`)
  std::vector<AxisRef> unreduced;   // partial-sum axes (`unreduced={...}`)

  int rank() const { return static_cast<int>(dims.size()); }
  static ShardingType fully_replicated(int rank) {
    ShardingType t;
    t.dims.resize(rank);
    return t;
  }
  // Equal as layouts: same axes per dimension and same unreduced set (open/priority and
  // explicit replication do not change the layout).
  bool same_layout(const ShardingType& other) const;
  bool operator==(const ShardingType&) const = default;
};

// Resolves whole-axis sizes and checks the type against the mesh and the rank:
// every axis exists, no axis (or overlapping sub-axis) is used twice, rank matches.
// Throws InputError naming the offending axis.
ShardingType resolve(const Mesh& mesh, const ShardingType& type, int rank);

// Number of blocks dimension `dim` is split into.
int64_t num_shards(const Mesh& mesh, const ShardingType& type, int dim);
// ceil(n / k) for each dimension: the local (padded) shape.
std::vector<int64_t> local_shape(const Mesh& mesh, const ShardingType& type,
                                 const std::vector<int64_t>& global_shape);
int64_t local_bytes(const Mesh& mesh, const ShardingType& type, const TensorType& tensor);
// Block index of a device (by mesh coordinates) along one dimension.
int64_t block_index(const Mesh& mesh, const ShardingType& type, int dim,
                    const std::vector<int64_t>& mesh_coordinates);
// Mixed-radix index of a device over the unreduced axes (which partial sum it holds).
int64_t unreduced_index(const Mesh& mesh, const ShardingType& type,
                        const std::vector<int64_t>& mesh_coordinates);
int64_t num_unreduced(const Mesh& mesh, const ShardingType& type);

// Shardy body: [{"x"}, {}] plus `, replicated={...}`/`, unreduced={...}` when present.
std::string to_string(const Mesh& mesh, const ShardingType& type);

}  // namespace shardproof::types

namespace shardproof::types {

// Canonical spelling of a resolved type: adjacent sub-axes of one axis merged
// ("x":(1)2,"x":(2)2 -> "x"), sub-axes that cover their axis written whole, unreduced
// axes in mesh order. Two types have the same layout iff their canonical forms are equal.
ShardingType canonicalize(const Mesh& mesh, const ShardingType& type);
// Merges adjacent parts of the same axis in a list, in place of canonicalize for one list.
std::vector<AxisRef> merge_adjacent(const Mesh& mesh, std::vector<AxisRef> refs);
// Removes `suffix` from the minor end of `axes`, splitting the last entry if `suffix` is
// its minor part. nullopt when `suffix` is not a minor suffix of `axes`.
std::optional<std::vector<AxisRef>> remove_minor_suffix(const Mesh& mesh, std::vector<AxisRef> axes,
                                                        std::vector<AxisRef> suffix);
// Removes every part of `parts` from the set `from` (splitting entries as needed).
// nullopt when some part is not contained in `from`.
std::optional<std::vector<AxisRef>> subtract_axes(const Mesh& mesh, std::vector<AxisRef> from,
                                                  const std::vector<AxisRef>& parts);
// Every axis part the type uses (dims and unreduced).
std::vector<AxisRef> used_axes(const ShardingType& type);

}  // namespace shardproof::types
