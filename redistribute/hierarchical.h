// \file Hierarchical reductions (P², Xie et al., MLSys 2022): an all_reduce or a
// reduce_scatter whose group spans topology levels, run as a program of collectives over
// the parts of its axes that each level holds, chosen by the alpha-beta model per level.
//
//   4 nodes x 8 GPUs, x=32, all_reduce({"x"}) over L bytes:
//     flat ring:  2 L 31/32 over InfiniBand, 62 latencies
//     P²:         reduce_scatter({"x":(4)8}) inside a node, all_reduce({"x":(1)4}) across
//                 nodes on L/8, all_gather({"x":(4)8}) inside: 2 L 3/32 over InfiniBand
//   data=4 model=8 with data across nodes: all_reduce({"data"}) spans one level only: flat
//   reduce_scatter(0, {"x"}) on x=32: reduce_scatter inside onto another dimension, across
//     onto dim 0, then an all_to_all inside moves the inner part to dim 0's minor end
//
// The grammar: the reduction's axes are cut into level classes (the parts whose groups
// fit in one group of level 0, then of level 1, ...); a program reduce-scatters some
// classes one after another (each onto a dimension), all-reduces the rest (together or
// class by class), then all-gathers the scattered classes back in reverse order — for a
// reduce_scatter, everything is scattered and an all_to_all or a permute puts the parts in
// the destination's order. P²'s Reduce and Broadcast (a value on one root device) have no
// sharding type and are not in the grammar. Every program is a plain sequence of the
// existing steps, so verify/ proves it and exec/ runs it like any other plan.
#pragma once

#include <string>
#include <vector>

#include "redistribute/collective.h"
#include "redistribute/plan.h"
#include "redistribute/topology.h"
#include "types/mesh.h"
#include "types/sharding_type.h"
#include "types/tensor_type.h"

namespace shardproof::redistribute {

// The reduction's axes cut into level classes, innermost first: class t holds the parts
// that, together with classes 0..t-1, fit in one group of level t (empty classes dropped).
// Each class lists its sub-axes in the order of `axes` (major to minor).
//   4x8 topology, x=32: [{"x":(4)8}, {"x":(1)4}]
std::vector<std::vector<types::AxisRef>> level_classes(const types::Mesh& mesh, const std::vector<types::AxisRef>& axes,
                                                       const Topology& topology);

struct ReductionProgram {
  std::vector<Collective> ops;  // from the type before the reduction to the type after it
  std::string name;             // "reduce_scatter nvlink, all_reduce infiniband, all_gather nvlink"
  double time_s = 0;            // modeled (evaluate's alpha-beta, per level)
  int64_t recv_bytes = 0;
};

// Every program of the grammar for `op` (an all_reduce or reduce_scatter) applied to
// `before` that type-checks and never holds more than `before`'s shard; the flat
// collective first. Throws std::invalid_argument for other kinds.
std::vector<ReductionProgram> reduction_programs(const types::Mesh& mesh, const types::TensorType& tensor,
                                                 const types::ShardingType& before, const Collective& op,
                                                 const Topology& topology);

// The fastest of them (the flat collective unless another is strictly faster).
ReductionProgram best_reduction(const types::Mesh& mesh, const types::TensorType& tensor,
                                const types::ShardingType& before, const Collective& op, const Topology& topology);

// The modeled time of the fastest program for a reduction written by the user (a manual
// region's all_reduce, or reduce_scatter onto its operand's leading bytes) of `local_bytes`
// per device over whole mesh axes `axes`, the buffer taken as flat bytes. On a topology of
// one level, or when the axes do not make a reduction on the mesh, the flat step_cost.
double reduction_time(const types::Mesh& mesh, CollectiveKind kind, const std::vector<std::string>& axes,
                      int64_t local_bytes, int64_t group_size, const Topology& topology);

// Replaces every all_reduce and reduce_scatter step of an evaluated plan by its best
// program, re-evaluates the plan and records each choice in plan.reductions (flat ones
// too, so that a report can say the flat ring was chosen). Returns evaluate's error, if any.
std::string decompose_reductions(Plan& plan, const Topology& topology);

}  // namespace shardproof::redistribute
