// \file Projection between a tensor's sharding and the factors of an op's sharding rule
// (Shardy's `sharding_projection`): lowering asks, for each op, which axes each factor is
// sharded on, and from that which type each operand must have and which type the op
// produces.
//
//   matmul ([i, k], [k, j])->([i, j]) reduction={k}, mesh x=2, y=4:
//     result [{"x"}, {}] and lhs [{"x"}, {"y"}]  ->  i {"x"}, j {}, k {"y"}
//     required lhs [{"x"}, {"y"}], rhs [{"y"}, {}]; produced [{"x"}, {}] unreduced={"y"}
//   reshape ([i, j])->([ij]) {i=8, j=16}, result [{"x","y"}] on x=4, y=8:
//     i {"x", "y":(1)2}, j {"y":(2)4}  ->  required operand [{"x","y":(1)2}, {"y":(2)4}]
#pragma once

#include <vector>

#include "partition/ops/op_sharding_rule.h"
#include "types/mesh.h"
#include "types/sharding_type.h"

namespace shardproof::partition {

using FactorAxes = std::vector<std::vector<types::AxisRef>>;  // per factor, major to minor

// Which tensors' shardings an op runs with when they disagree.
enum class FactorSource {
  results,   // the results' (the operands are redistributed to them)
  operands,  // the operands', in order (the op's result is redistributed afterwards)
  whole,     // the operands', but no reduction factor sharded: the results are computed whole
             // (a gather's table gathered along the dimensions it indexes, no partial sums)
};

// The factor shardings an op runs with (each tensor's dimensions read with
// split_dimension_axes, op_sharding_rule.h). From the results: pass-through factors from its
// results' types, then reduction factors from its operands', then the rest from the
// operands. From the operands: every factor from the operands in order, then the results.
// Whole: as from the operands, with the reduction factors replicated too. Need-replication
// factors stay replicated. An axis is given to at most one factor (the first that claims it)
// among the factors that meet in some tensor, transitively; factors that never meet are
// independent computations (an optimization_barrier's operand-result pairs) and may each
// use it.
FactorAxes factor_shardings(const types::Mesh& mesh, const OpShardingRule& rule,
                            const std::vector<types::ShardingType>& operand_types,
                            const std::vector<types::ShardingType>& result_types,
                            FactorSource source = FactorSource::results);

// XLA's dot partitioner keeps a contraction's operands partitioned where the factor
// shardings would gather one: a reduction factor that holds fewer shards than some operand
// gives it (its axes went to a factor of the result, which claims them first) takes, minor
// to what it kept, the mesh axes that no factor of the op uses and that divide it, and the
// op's partial sums are reduced over them after. XLA's partitioner, grouping the devices on
// the non-contracting dimension that the result shares with the other operand, swaps this
// operand's sharded dimension onto the devices it is replicated over rather than replicating
// it (dot_handler.cc, GetNonContractingPartitionGroupedShardingForOtherOperand): its
// shards move with one collective permute and the result is all-reduced, where gathering
// would hold the whole operand on every device. Lowering takes the kept factors only when
// gathering costs more than reducing the result (lower.cpp, as XLA's partitioner weighs it).
//   dW[v, h] = dot(g[b, v] over {"data"} by b, x[b, h] over {"data"} by h) -> dW [{}, {"data"}],
//   mesh data=2, model=4: h takes "data" from the result; b, left with nothing, takes
//   "model": g is needed [{"model"}, {}] (not [{}, {}]), x [{"model"}, {"data"}], and dW is
//   produced [{}, {"data"}] unreduced={"model"} (one all_reduce over "model").
void keep_contractions_partitioned(const types::Mesh& mesh, const OpShardingRule& rule,
                                   const std::vector<types::ShardingType>& operand_types, FactorAxes& factors);

// Clears the axes of every factor that follows, in some tensor's dimension, a factor that is
// not fully sharded (the product of its axes below its size; an unsharded factor of size > 1
// counts), until none is left. A dimension's axes, read major to minor, split the whole
// dimension: once a major factor is not full, the next axis splits what is left of *it*, so
// the concatenation of two factors' axes would name another block than the factors' own
// (`split_dimension_axes` reads a dimension the same way, and propagation stops there too).
// Every factor_shardings and keep_contractions_partitioned result goes through it, so that
// the operands' required types, the result's produced type and the op's local kernel
// (a reshape reinterprets its local block) all describe the same per-device iteration space.
//   reshape 32 -> 4x8, ([ij])->([i, j]), mesh data=2, model=4: i {"data"}, j {"model"}
//   -> i {"data"}, j {}. Kept, the operand would be required [{"data", "model"}]: rows
//   16d+4m..16d+4m+3, i.e. i = 2d + m/2, while the result's block is i = 2d.., j = 2m.. .
void drop_strided_factor_axes(const types::Mesh& mesh, const OpShardingRule& rule, FactorAxes& factors);

// A tensor's type under the factor shardings: each dimension the concatenation of its
// factors' axes (canonical). `unreduced_reductions` adds the axes of the sharded
// reduction factors as unreduced (an op's produced result).
types::ShardingType project(const types::Mesh& mesh, const OpShardingRule& rule, const TensorFactorMapping& tensor,
                            const FactorAxes& factors, bool unreduced_reductions);

}  // namespace shardproof::partition
