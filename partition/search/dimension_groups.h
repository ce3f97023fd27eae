// \file Dimension groups: the tensor dimensions of a program that must share one sharding,
// found by a static analysis of the op sharding rules (op_sharding_rule_registry.h). They
// are the search's action space (search.h): "shard group G on mesh axis A".
//
// Two dimensions fall in one group when some op's rule maps both to the same factor (a
// pass-through, reduction or permutation factor: need_replication factors are computed
// whole and tie nothing). A dimension made of several factors (a reshape's `[ij]`) joins
// the group of its major factor of size > 1, which is the one that takes a sharding of the
// dimension first (split_dimension_axes). A while loop's carried value is one tensor across
// the operand, the regions' arguments, the body's result and the op's result (as in
// propagate.cpp), a case's branch results and its results likewise; manual regions are
// left out (their axes are the user's).
//
//   %h = dot_general %x 8x512, %w1 512x2048 -> 8x2048; %y = dot_general %h, %w2 2048x512
//     groups: {x.0, h.0, y.0} (batch), {x.1, w1.0, w2.1, y.1} (hidden), {w1.1, h.1, w2.0} (ffn)
//   a transformer layer: the heads of wq/wk/wv/wo and of every attention activation are one
//     group, the MLP's inner dimension another, batch, sequence and d_model one each.
//
// Groups of a stack of identical layers come in *classes*: groups whose members have the
// same signature (shape, dimension, element type and defining op of every member) are
// alike, and the search shards a whole class at once, so that its action space does not
// grow with depth (Automap's repeated-layer grouping).
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "partition/ir/program.h"

namespace shardproof::partition::search {

struct DimensionRef {
  ValueId value = -1;
  int dim = 0;
  bool operator==(const DimensionRef&) const = default;
  auto operator<=>(const DimensionRef&) const = default;
};

struct DimensionGroup {
  std::vector<DimensionRef> members;  // sorted
  int64_t size = 1;                   // the gcd of its members' factor sizes: what an axis must divide
  int64_t largest_member_bytes = 0;   // the largest tensor it shards (to rank and to print)
  bool has_argument = false;          // some member is a dimension of @main's arguments
  std::string signature;              // members' shapes, dims, types and defining ops
};

struct GroupClass {
  std::vector<int> groups;  // indices into DimensionGroups::groups, alike (one signature)
  int64_t size = 1;
  // "4 groups of size 12 like params['wq'] (tensor<768x12x64xf32> dim 1), 42 dimensions each";
  // the arguments one names an argument of the group: what an arguments action shards.
  std::string description;
  std::string arguments_description;
};

struct DimensionGroups {
  std::vector<DimensionGroup> groups;  // every group of size > 1
  std::vector<GroupClass> classes;     // the groups partitioned by signature, largest first
  std::vector<int> group_of;           // per (value, dim) slot: index into groups, -1 if none
  std::vector<int> slot_offset;        // per value: its first slot
  int group_of_dim(ValueId v, int dim) const { return group_of[slot_offset[v] + dim]; }
};

// The name a user knows a value by ("params['w1']": an argument's jax.arg_info or loc, a
// result's jax.result_info), "" when it has none. The search does not name values itself:
// `shardproof partition` passes the tactics' naming (tactics::known_name), so that the
// search's actions and the tactics' errors say the same names.
using ValueNamer = std::function<std::string(const Program&, ValueId)>;

// Classes are described by one member of their first group: the largest one the namer names,
// or (none named, or no namer) the largest one, by its SSA name.
DimensionGroups find_dimension_groups(const Program& program, const ValueNamer& name = {});

// "params['wq'] (tensor<768x12x64xf32> dim 1)" with a name from `name`, else
// "%36 (tensor<8x16x256x256xf32> dim 1)" (the SSA name as written).
std::string describe(const Program& program, const DimensionRef& ref, const ValueNamer& name = {});

}  // namespace shardproof::partition::search
