// \file Where XLA's scheduler moves ops away from program order, applied to the memory model's
// schedule (see cost_model.cpp): all-reduces combined and run after their last partial sum,
// with their readers after them (rule 3b); and the readers of a value held whole run as soon
// as they can (rule 3f). Both move FlatOp::step only; buffers are made afterwards.
//
//   mlp_train_dp: the two weight gradients' all-reduces are one, after the second gradient's
//     dot; the loss division and the SGD updates that read them move after it (rule 3b)
//   maxtext_train_fsdp_scan: the loop body's nine weight-gradient all-reduces combine among
//     themselves, none with main's (rule 3b)
//   mlp_train_fsdp on XLA CPU: the SGD update that slices w1's all-reduced gradient runs right
//     after the all-reduce, not at the end of the program (rule 3f)
//
// Rule 3f: XLA's scheduler is memory-aware, so the fusions that read such a whole value run as
// soon as their operands are ready (see run_whole_readers_early).
// Rule 3g: on a backend that removes optimization barriers, a remat recomputation runs as soon
// as its inputs exist, beside the forward pass (see run_recomputations_early).
#pragma once

#include <map>
#include <vector>

#include "partition/cost/materialisation.h"
#include "partition/cost/memory_schedule.h"

namespace shardproof::partition::memory {

// The steps rule 3b gives the combined all-reduce plans (a plan not listed runs at its
// op's pre or post step).
struct PlanSteps {
  std::map<const InsertedRedistribution*, int> step;
  // Rule 3l (gather_issue.h): where XLA GPU starts a parameter's gather (a plan not listed:
  // at the top).
  std::map<const InsertedRedistribution*, int> gather_issue;
  // Rule 3n (concatenated_all_reduce.h): on XLA GPU, the plans of each combined all-reduce of
  // two or more members, reduced in one concatenated buffer.
  std::vector<std::vector<const InsertedRedistribution*>> concatenated;
  int of(const InsertedRedistribution* r, int fallback) const;
};

// Rule 3b: groups the all-reduces as XLA's combiner does, places each group after its last
// partial sum and raises each flat op's step to when its operands are ready.
PlanSteps combine_all_reduces(Schedule& schedule, const CostInputs& in, const PlansByOp& plans,
                              const Materialisation& fusion);

// Rule 3f: moves main's fusions that read a value held whole (rule 3e) to one step after their
// operands are ready.
void run_whole_readers_early(Schedule& schedule, const CostInputs& in, const PlansByOp& plans,
                             const Materialisation& fusion, const PlanSteps& plan_steps);

// Rule 3g: on a backend without optimization barriers, moves main's ops that recompute from a
// barrier's results to one step after their operands are ready.
void run_recomputations_early(Schedule& schedule, const CostInputs& in, const PlansByOp& plans,
                              const Materialisation& fusion, const PlanSteps& plan_steps);

// Rule 12: on XLA GPU, main's ops that compute from parameters and constants alone run just
// before their first reader.
void run_parameter_values_late(Schedule& schedule, const CostInputs& in, const PlansByOp& plans);

// Rule 8: on a backend that computes narrow floats in f32, the converts of parameters read by
// dots run at the start.
void issue_parameter_converts_first(Schedule& schedule, const CostInputs& in, const PlansByOp& plans);

}  // namespace shardproof::partition::memory
