// \file The memory model's inputs and its schedule (rule 1; see cost_model.cpp): the one order
// of steps on which every buffer's live range is measured. main's ops run in order, each
// between a step for its operands' redistributions (pre) and one for its results' (post);
// the regions of manual, loop and branch ops are inlined at their op, and annotations
// (sharding constraints, optimization barriers) are no ops but aliases of their operands'
// buffers.
//
//   %0 = dot_general(%a, %b) (its result all-reduced), %1 = add(%0, %c), return %1:
//     pre/dot/post at steps 0/256/512, pre/add/post at 768/1024/1280, the return at 1536
//   %r = sdy.sharding_constraint %x (nothing redistributed there): no flat op, a step of
//     its own between pre and post, and canon(%r) == %x
//   %r = sdy.manual_computation(%x) ({^bb0(%arg): ...}): the body's ops are flat ops of main's
//     op (in_main false), canon(%arg) == %x and, unless %r is redistributed after the op,
//     canon(%r) == the body's result
//
// Rule 1. Schedule: main's ops in order; around each op a step for the redistributions of its
// operands (before) and of its results (after). A manual region (shard_map) is inlined at
// its op, as XLA inlines the body after partitioning: its arguments are the operands'
// buffers (SPMDFullToShardShape is a bitcast) and its results are the op's results.
// A sharding constraint (sdy.sharding_constraint, GSPMD's custom_call @Sharding) is an
// annotation, not an op: its result is its operand's buffer, unless the lowering
// redistributes there or redistributes its result later (then it is a value of its own,
// materialised by rule 2 like any redistributed value).
// Rule 1b: a broadcast of a constant that repeats an earlier one in main is that one (XLA's
// CSE), one value with both's readers.
#pragma once

#include <cstdint>
#include <map>
#include <set>
#include <utility>
#include <vector>

#include "partition/lower/lower.h"
#include "redistribute/topology.h"

namespace shardproof::partition::memory {

// The program being costed, as every pass of the memory model reads it.
struct CostInputs {
  CostInputs(const Program& program, const LoweredProgram& lowered, const redistribute::Topology& topology);

  const Program& program;
  const LoweredProgram& lowered;
  const redistribute::Topology& topology;
  const Function& main;           // program.main
  int main_op_count = 0;          // main.ops.size(); also the return's op index
  std::set<ValueId> arguments;    // main's

  // Per-device bytes of a value as lowered (LoweredProgram::local_bytes), on a TPU as its
  // tiles take them (rule 13, tpu_tiling.h).
  int64_t bytes_of(ValueId v) const;
  // Per-device shape of a value as lowered.
  std::vector<int64_t> local_shape_of(ValueId v) const {
    return types::local_shape(lowered.mesh, lowered.types[v], program.value(v).type.shape);
  }
};

// The lowering's redistributions keyed by (main's op index, value): of an op's operand before
// it, or of its result after it; and the ops and values that have one.
struct PlansByOp {
  std::map<std::pair<int, ValueId>, const InsertedRedistribution*> operand_plan, result_plan;
  std::set<int> redistributing_op;
  std::set<ValueId> redistributed_value;
};
PlansByOp index_plans(const CostInputs& in);

// An op that runs on the schedule: one of main's, or of a region inlined at main's op.
struct FlatOp {
  const Op* op;
  int step;
  int main_index;
  bool in_main;  // one of main's ops (not of a region inlined at main_index)
};

// Steps are spaced kSubsteps apart so that rule 3b can defer an op, and the ops that wait
// on it, to steps of their own after it, in their order, rather than piling them onto one
// step as if all their buffers were live together (each op a sub-step after what it waits
// for: ops waiting on the same result share one). The sub-steps also place a region's
// plans before and after their op, a transposed copy before its dot and rule 9's
// reduce_window after its operand. Nothing bounds a chain of deferrals by kSubsteps: a
// longer one runs into the steps of the ops after it (the corpora's longest is 16).
inline constexpr int kSubsteps = 256;

struct Schedule {
  // In schedule order. Later passes hold pointers into it and move ops' steps (rules 3b,
  // 3f), so it is never resized once built.
  std::vector<FlatOp> flat;
  std::vector<int> pre, post;  // per main op: the steps of its operands' and results' plans
  int end_step = 0;            // the return
  // Region arguments, manual and control-flow results, annotations -> the buffer's value.
  std::map<ValueId, ValueId> alias;

  // The value whose buffer v is.
  ValueId canon(ValueId v) const;
};
Schedule schedule_ops(const CostInputs& in, const PlansByOp& plans);

// Whether op runs a loop's or a branch's regions in its place.
bool runs_regions(const Op& op);

// The plan that redistributes operand v of f before f runs, or null: a plan of main's op's
// operand (f in main), or of an operand of an op inside a loop's or a branch's region (the
// lowering keys it by the region's op, as main's own plans; its buffer is made before that
// op, each iteration, rule 3). The region's op's own operands are main's (copy_operands),
// not the region's ops'.
const InsertedRedistribution* operand_plan_before(const CostInputs& in, const PlansByOp& plans, const FlatOp& f,
                                                  ValueId v);
// The local shape of f's operand v as f runs: in the layout its plan delivers, if one is
// inserted before f, else in v's own.
std::vector<int64_t> operand_local_shape(const CostInputs& in, const PlansByOp& plans, const FlatOp& f, ValueId v);

}  // namespace shardproof::partition::memory
