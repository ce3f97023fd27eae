// \file Where XLA's SPMD partitioner reduces a gather whose table is split along the rows it
// looks up (an embedding table split over the vocabulary): the layout of its all-reduce and
// of the out-of-range filter it moves beside it, for a named target (issue 39).
//
// XLA's gather partitioner (PartitionGatherTrivialSlicedOperandDimensions) groups the devices
// by the table's row split V: each group gathers with the rows it holds, masks the indices
// outside them to zero with a filter, and the groups' results are summed by an all-reduce
// over V. The all-reduce runs in the *per-group* output layout, not in the layout the gather
// produced nor in the one its result is declared with: XLA takes the declared layout R and
// replicates tile counts away, the output's batch dimensions first and then the table's
// passthrough (offset) dimensions, until |V| tiles are freed (GroupShardingOnReplicatedDim
// with GatherOutputDimsByPriority); the tiles left are held by the devices of one group (the
// mesh axes other than V). So the result goes from the layout the gather produced to that
// layout (still partial over V), is all-reduced over V, and then goes to R. The filter,
// computed from the indices as they are, is redistributed to the indices' layout that
// layout implies (GatherIndexShardingFromOutput).
//
//   maxtext_real_fwd_2d_scan: table [{"tensor"}, {}] (vocabulary over tensor=4), indices
//   [{"data"}, {}, {}], result declared [{"data"}, {}, {"tensor"}]. Per group: R's 8 tiles,
//   4 freed from the batch dimension (2) and the embedding (2 of its 4): [{}, {}, {"data"}].
//   XLA's HLO on every target: all-to-all over data (the rows onto the embedding), all-gather
//   of the pred filter over data, all-reduce of [8,128,128] over tensor, and a
//   collective-permute to R, where the cheapest plan is one reduce-scatter.
//   A result declared replicated over V ([{"data"}, {}, {}]): the group keeps R's tiles, one
//   all-reduce, nothing else (no layout returned).
// A layout the gather's all-reduce leaves that XLA reaches the declared one from otherwise
// than by slices and a permute is not modelled (to_declared empty: the cheapest plan).
#pragma once

#include <optional>
#include <vector>

#include "partition/ir/program.h"
#include "redistribute/collective.h"
#include "types/mesh.h"
#include "types/sharding_type.h"

namespace shardproof::partition {

struct TrivialSliceGather {
  types::ShardingType grouped;          // the per-group output layout, ungrouped (no partial sums)
  types::ShardingType grouped_partial;  // the same, partial over V: where the gather's result goes first
  std::vector<types::AxisRef> row_axes; // V, the axes the all-reduce runs over
  types::ShardingType filter;           // the indices' layout the filter is moved to
  // From `grouped` to the declared layout as XLA reshards a layout replicated over V into one
  // with the same tiles: V's parts, major first, sliced onto the dimensions that have fewer
  // tiles than the declared layout's (in order), then one collective-permute to the declared
  // devices when they differ (maxtext_real_fwd_2d_scan: [{}, {}, {"data"}] sliced to
  // [{"tensor":(1)2}, {}, {"data", "tensor":(2)2}], pieces of [4,128,64] as the declared
  // [{"data"}, {}, {"tensor"}]'s, then permuted: XLA's dynamic-slice offsets and
  // collective-permute on every target). Empty when the tiles do not divide so.
  std::vector<redistribute::Collective> to_declared;
  // The table is also split along dimensions it passes through (keras_llama_fwd_2d: a
  // [1024, 256] table [{"model"}, {"data"}], declared [{"data"}, {}, {"model"}]): XLA groups by
  // that split first and gathers the table as it is, with the indices moved to `filter`,
  // producing `grouped_partial` itself. Only where the per-group layout keeps that split on
  // the output dimensions the table's pass to.
  bool passthrough = false;
};

// For a gather whose table (`table`) is split along collapsed rows of slice size 1 (and
// perhaps along dimensions it passes through), producing `produced` (partial over exactly
// the rows' axes, when the table is split along rows only) from indices it reads as they
// are, declared `declared`: XLA's layouts above. nullopt when the gather is not
// of that form or XLA's layout is the declared one (one all-reduce then), or when the tiles
// left per group are no whole mesh axes in order (not modelled).
std::optional<TrivialSliceGather> trivial_slice_gather(const types::Mesh& mesh, const GatherDims& dims,
                                                       const types::ShardingType& table,
                                                       const types::ShardingType& produced,
                                                       const types::ShardingType& declared, int table_rank,
                                                       int indices_rank, int result_rank);

}  // namespace shardproof::partition
