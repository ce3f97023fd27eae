// \file Everything shardproof does with one op, in one entry: its definition (name, other
// spelling, pretty syntax, regions, cost class: partition/ir/op_definition.h, the IR's own
// table), its Shardy sharding rule, its place in the propagation schedule, its host and GPU
// kernels and fused form, and how XLA fuses, propagates and partitions it. Adding an op means
// its definition row (ir/op_definition.cpp), its row here (op_table.cpp) and, where no
// existing rule fits, one rule builder (partition/ops/op_sharding_rule_registry.cpp) and one
// kernel (partition/ops/kernels/, by cost class); propagation, lowering, the cost model and the
// executor (exec/program_runner.h) ask this table, the reader and writer the definition.
//
//   definition {OpKind::add, "stablehlo.add", "", Syntax::binary, CostClass::elementwise, Regions::none}
//   row        {OpKind::add, elementwise_op_rule, Priority::first, kernels::elementwise,
//               {kernels::elementwise_block}, Library::ynn, GpuKernel::elementwise}
//     reads `stablehlo.add %a, %b : tensor<8x16xf32>`; every dimension one factor; one flop
//     per result element, fused into its consumer (by the cost model and, through its block
//     kernel, by the executor); propagates in stage 0.
//   definition {OpKind::gather, "stablehlo.gather", "", Syntax::generic, CostClass::indexing, Regions::none}
//   row        {OpKind::gather, gather_op_rule, Priority::other, kernels::gather, {}, Library::none,
//               GpuKernel::gather}
//     JAX prints it generically only (`"stablehlo.gather"(%t, %i) <{...}>`); the operand's
//     pass-through dimensions and the indices' batch dimensions are factors, the gathered
//     dimension needs replication; no flops.
//   row        {OpKind::while_, nullptr, Priority::other, nullptr}
//     no factor rule of its own: propagation ties each carried value across the operands, the
//     regions' arguments, the body's results and the op's results; its cost is its body's
//     times the trip count.
#pragma once

#include <optional>
#include <string_view>

#include "partition/ir/op_definition.h"
#include "partition/ir/program.h"
#include "partition/ops/kernel.h"
#include "partition/ops/op_sharding_rule.h"

namespace shardproof::partition {

// Its place in Shardy's op-priority schedule (stage_direction).
enum class Priority {
  first,      // stage 0: elementwise, reshape, transpose, constraints
  broadcast,  // pass-through factors backward only in stage 1
  other,
};

// Whether GSPMD's sharding propagation (which XLA runs on GSPMD-syntax input instead of
// Shardy's) gives the op a sharding. Its pass assigns shardings only to the ops it supports
// spatial partitioning for (xla/service/sharding_propagation.cc, SupportSpatialPartitioning);
// top_k and fft are not among them, so on a GSPMD program no sharding crosses them in either
// direction: their results, and every value that only they reach, stay unsharded and are
// partitioned replicated (XLA's dump after its sharding-propagation pass: `topk(...)` and
// `fft(...)` carry no sharding=, nor do the ops after them; tests/data/gspmd_barriers/).
// Shardy's registry has rules for both (the sorted or transformed dimensions need
// replication, the others pass through), which Shardy-syntax programs follow.
enum class GspmdPropagation { through, barrier };

// How XLA's SPMD partitioner runs the op on the shardings propagation gave it: by its factors
// (split pass-through factors stay split) or whole on every device, its DefaultAction (the
// operands gathered, the op run unpartitioned, the result sliced to its sharding locally).
// stablehlo.fft is partitioned only along a last dimension split over every device of a
// rank-3 or higher complex FFT (spmd_partitioner.cc, HandleFft: a distributed FFT with
// collective permutes, not modelled); any other sharding takes DefaultAction, so a batch
// split that Shardy's rule carries through the transform is gathered before it, in either
// syntax (KerasHub FNet's 2-D FFT; tests/data/partitioner_cases).
enum class XlaPartitioning { by_factors, whole };

using ShardingRuleBuilder = OpShardingRule (*)(const Program& program, const Op& op);

// Whether XLA's CPU backend can run the op inside a library (YNNPACK) fusion: the ops
// xla/backends/cpu/ynn_support.cc maps (dots and add/max/min reductions, which start one;
// the unary and binary elementwise ops it has kernels for; broadcasts, reshapes,
// transposes, pads, iotas and constants). Compares, selects and logical ops are not: a
// fusion stops at them (the cost model's rule 2f, partition/cost/materialisation.h).
enum class Library { none, ynn };

// What shardproof does with one op: its row in the table (op_table.cpp), in OpKind order.
struct OpRow {
  OpKind kind;
  ShardingRuleBuilder rule;  // nullptr: no factor rule (loops, branches, manual regions, collectives)
  Priority priority;
  // Runs the op on host buffers (kernel.h); nullptr: no kernel, the executor refuses the
  // program naming the op (control flow and manual collectives: the executor runs them).
  Kernel kernel = nullptr;
  // How the executor runs the op inside a fused loop (kernel.h, exec/fusion.h): elementwise
  // ops by their block kernel, broadcasts, transposes and reshapes by their element map.
  FusedForm fused{};
  // Whether XLA's CPU backend can take it into a library fusion (see Library).
  Library library = Library::none;
  // Which CUDA kernels run it on a GPU (kernel.h, exec/gpu/); none: its host kernel.
  GpuKernel gpu = GpuKernel::none;
  // Whether GSPMD's propagation carries shardings across it (see GspmdPropagation).
  GspmdPropagation gspmd = GspmdPropagation::through;
  // How XLA's partitioner runs it (see XlaPartitioning).
  XlaPartitioning xla = XlaPartitioning::by_factors;
};

// One op's definition (the IR's) and row together: op_info(kind).name, .syntax, .rule, ...
struct OpInfo : OpDefinition, OpRow {
  OpKind kind;  // both parts' kind, named once
};

// The rule of `op` from its entry in the op table (nullopt for ops without one).
std::optional<OpShardingRule> get_sharding_rule(const Program& program, const Op& op);

// Whether the executor runs the op itself rather than through a kernel: loops, branches,
// manual regions (their regions) and the collectives written inside manual regions.
bool executor_runs(OpKind kind);

const OpInfo& op_info(OpKind kind);
// The entry whose name or alias is `name`; nullptr for ops outside the subset.
const OpInfo* find_op(std::string_view name);

// Whether XLA fuses an op into its consumers: leaves, elementwise ops, data movement and
// sharding constraints (their cost class says it).
bool fusible_producer(OpKind kind);

}  // namespace shardproof::partition
