// \file The sharding rule of every op in the IR's subset (Shardy's
// `op_sharding_rule_registry`). Worked examples (shapes abbreviated):
//
//   stablehlo.add 8x16, 8x16 -> 8x16                 ([i, j], [i, j])->([i, j]) {i=8, j=16}
//   stablehlo.dot_general 4x8x32, 4x32x16, batching [0]x[0], contracting [2]x[1]
//                                                    ([i, j, l], [i, l, k])->([i, j, k]) {...} reduction={l}
//   stablehlo.reduce 2x64 across [1] (+ scalar init) ([i, j], [])->([i]) {i=2, j=64} reduction={j}
//   stablehlo.broadcast_in_dim 2x1 dims=[0,2] -> 2x64x13
//                                                    ([i, l])->([i, j, k]) {i=2, j=64, k=13, l=1}
//   stablehlo.transpose 8x16 dims=[1,0] -> 16x8      ([i, j])->([j, i]) {i=8, j=16}
//   stablehlo.reshape 8x16 -> 128                    ([i, j])->([ij]) {i=8, j=16}
//   stablehlo.slice 3x8 [1:3, 0:8] -> 2x8            ([i, j])->([k, j]) {i=3, j=8, k=2} need_replication={i, k}
//   stablehlo.iota / constant 4x8                    ()->([i, j]) {i=4, j=8}
//   sdy.sharding_constraint, custom_call @Sharding   identity, like an elementwise op
//
// Ops without a rule (nullopt): sdy.manual_computation (propagation treats its in/out
// shardings as fixed boundaries) and the collectives inside manual regions (their
// operands and results are local values: nothing propagates across them).
#pragma once

#include <optional>

#include "partition/ir/program.h"
#include "partition/ops/op_sharding_rule.h"

namespace shardproof::partition {

// The rule builders the op table refers to, one per shape of rule.
OpShardingRule elementwise_op_rule(const Program& p, const Op& op);
OpShardingRule dot_general_op_rule(const Program& p, const Op& op);
OpShardingRule reduce_op_rule(const Program& p, const Op& op);
OpShardingRule broadcast_op_rule(const Program& p, const Op& op);
OpShardingRule transpose_op_rule(const Program& p, const Op& op);
OpShardingRule reshape_op_rule(const Program& p, const Op& op);
OpShardingRule slice_op_rule(const Program& p, const Op& op);
OpShardingRule concatenate_op_rule(const Program& p, const Op& op);
OpShardingRule pad_op_rule(const Program& p, const Op& op);
OpShardingRule reverse_op_rule(const Program& p, const Op& op);
OpShardingRule fft_op_rule(const Program& p, const Op& op);
OpShardingRule dynamic_slice_op_rule(const Program& p, const Op& op);
OpShardingRule dynamic_update_slice_op_rule(const Program& p, const Op& op);
OpShardingRule gather_op_rule(const Program& p, const Op& op);
OpShardingRule scatter_op_rule(const Program& p, const Op& op);
OpShardingRule sort_op_rule(const Program& p, const Op& op);
OpShardingRule convolution_op_rule(const Program& p, const Op& op);
OpShardingRule reduce_window_op_rule(const Program& p, const Op& op);
OpShardingRule select_and_scatter_op_rule(const Program& p, const Op& op);
OpShardingRule identity_per_operand_rule(const Program& p, const Op& op);
OpShardingRule replicated_rule(const Program& p, const Op& op);
OpShardingRule custom_call_op_rule(const Program& p, const Op& op);  // replicated but declared batch dims
int64_t declared_batch_dims(const Op& op);  // a custom_call's num_batch_dims, 0 when none
OpShardingRule bitcast_convert_op_rule(const Program& p, const Op& op);

// What the partial results of `op`'s reduction factors are combined with: a reduce's own
// reducer (per-shard maxima all-reduced with max, as XLA does), a sum for every other op
// (dot_general, convolution, a scatter-add, a gather from a table split along the dimension
// it looks up). Only sums may stay partial past the op (a type's unreduced axes are partial
// sums): propagation gives no other reducer's results unreduced axes, and the lowering
// combines them right after the op.
ReducerKind partial_result_reducer(const Op& op);

}  // namespace shardproof::partition
