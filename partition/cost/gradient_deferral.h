// \file Rule 3m, where XLA GPU computes what only a combined all-reduce reads: the weight
// gradients of a training step. Its latency-hiding scheduler places ops bottom-up, each as late
// as its readers allow; a weight gradient's only reader is the concatenation its combined
// all-reduce reduces (rule 3b), which waits for the last gradient of the step. So every op that
// feeds the group alone (the weight-gradient dots, the reduction of their split-K partials,
// their bitcasts and transposes) runs at the end of the backward pass, in program order, just
// before the group; what they read (each layer's activations, recomputed or kept, and the
// gradients of its outputs) lives from its layer's backward pass to there, while the weight
// gradients themselves exist only at the end.
//
// Read off XLA GPU's schedules for the fit half (h100x8, `*-live-range.txt` of the dumps):
//   maxtext_train_2d_unrolled: the data gradients of the four layers run at positions 234-517,
//     layer by layer; the MLP and attention weight gradients (gemm_fusion_dot.711-.728,
//     .550-.553, .609-.612) run at 521-644, after all of them, right before
//     wrapped_concatenate.2 and its all-reduce-start.23 (788,737 floats, every weight gradient
//     over `data`); the recomputed MLP projections each layer's backward pass makes
//     (gemm_fusion_dot.689, .695, .701, .707, 1 MiB each) live from there (262, 344, 426, 508)
//     to the weight gradients that read them (525-628): XLA's peak at 517 holds all four
//   maxtext_real_train_fsdp_unrolled: the last gemms (gemm_fusion_dot.179, .177, .209, .162,
//     .148 at 223-243) run right before the gradients' reduce-scatter and all-reduces (259-435);
//     its peak is elsewhere (split-K partials of merged MLP projections, not modelled), so the
//     rule moves it only from 0.77 to 0.80 of XLA's figure
// Measured afterwards on the held-out half, not fitted to it: XLA's schedule of
// mlp_train_fsdp_gather has the two weight-gradient dots (gemm_fusion_dot.21, .20 at 34, 37)
// after the last data gradient, right before the combined reduce-scatter at 43.
// Only groups in main are deferred (a loop body's all-reduces combine among themselves and its
// schedule is its own), only ops of main with no redistribution of their own (a gather runs
// at its op), and only on XLA GPU: XLA CPU's scheduler keeps them where the program has them
// (its figures are fitted without this rule), and on TPU the gradients' placement is rule
// 10's.
#pragma once

#include <vector>

#include "partition/cost/materialisation.h"
#include "partition/cost/memory_schedule.h"

namespace shardproof::partition::memory {

// One group of rule 3b's combined all-reduces: the plans, and the flat ops producing their
// partial sums (null where none does).
struct CombinedGroup {
  std::vector<const InsertedRedistribution*> plans;
  std::vector<const FlatOp*> producers;
  int region = -1;  // the loop or branch op it runs in (-1: main)
};

// Rule 3m: on XLA GPU, moves main's ops that feed only a combined all-reduce group to
// sub-steps right after the group's last producer, in their program order, so that the group
// (placed by rule 3b after its last producer) runs after them. Called by combine_all_reduces
// once it has grouped the all-reduces and before it places them.
void defer_gradient_producers(Schedule& schedule, const CostInputs& in, const PlansByOp& plans,
                              const Materialisation& fusion, const std::vector<CombinedGroup>& groups);

}  // namespace shardproof::partition::memory
