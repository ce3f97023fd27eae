// \file Rule 3m, where XLA GPU computes what only a combined collective reads: the weight
// gradients of a training step. Its latency-hiding scheduler places ops bottom-up, each as late
// as its readers allow; a weight gradient's only reader is the combined all-reduce (rule 3b)
// or, on an FSDP step, the combined reduce-scatter that reduces it, which waits for the last
// gradient of the step. So every weight-gradient dot, with the ops between it and the group
// (the reduction of its split-K partials, its transposes and converts), runs at the end of the
// backward pass, in program order, just before the group; what the dots read (each layer's
// activations, recomputed or kept, and the gradients of its outputs) lives from its layer's
// backward pass to there, while the weight gradients themselves exist only at the end. What
// produces a dot's operands stays where the program has it, even when only that dot reads it
// (the first layer's activation gradient, read by its weight gradient alone).
//
// Read off XLA GPU's schedules for the fit half (h100x8, `*-live-range.txt` of the dumps):
//   maxtext_train_2d_unrolled: the data gradients of the four layers run at positions 234-517,
//     layer by layer; the MLP and attention weight gradients (gemm_fusion_dot.711-.728,
//     .550-.553, .609-.612) run at 521-644, after all of them, right before
//     wrapped_concatenate.2 and its all-reduce-start.23 (788,737 floats, every weight gradient
//     over `data`); the recomputed MLP projections each layer's backward pass makes
//     (gemm_fusion_dot.689, .695, .701, .707, 1 MiB each) live from there (262, 344, 426, 508)
//     to the weight gradients that read them (525-628): XLA's peak at 517 holds all four
//   maxtext_real_train_fsdp_unrolled: the weight-gradient gemms (gemm_fusion_dot.179, .177,
//     .209, .162, .148 at 223-243) run right before the combined reduce-scatter of the eight
//     bf16 gradients (reduce-scatter.10 at 259); with rule 3b's groups of reduce-scatters
//     0.77 -> 0.98 of XLA's figure
//   mlp_train_2d: loop_add_fusion (29), the GELU's backward chain that only the first layer's
//     weight gradient gemm_fusion_dot.20 (33) reads, runs before it and before the
//     concatenation (38), not deferred with it: 0.94 -> 1.00
// XLA's choice among ops ready at once is its own: mlp_train_2d's other weight gradient,
// gemm_fusion_dot.21, runs before the data-gradient gemm .25 there, where this rule puts it
// after (the peak is elsewhere). Seen afterwards on the held-out half, not fitted to it:
// mlp_train_fsdp_gather's two weight-gradient dots (gemm_fusion_dot.21, .20 at 34, 37) run
// after the last data gradient, right before the combined reduce-scatter at 43, and
// scaled_mlp_train_16's (h100:2x8; .23, .24 at 25, 29) after the GELU's backward chain.
// The groups are rule 3b's: all-reduces, and on XLA GPU its combined reduce-scatters (an FSDP
// step's gradients). A loop body is a computation XLA schedules on its own, so its ops defer
// to its own groups (no fit-half program has a scanned training step; of the held-out ones
// maxtext_real_train_fsdp_scan moves 0.88 -> 0.96, maxtext_train_2d_scan 0.92 -> 0.93). Only ops with no
// redistribution of their operands move (such a plan runs at its op), and only on XLA GPU:
// XLA CPU's scheduler keeps them where the program has them (its figures are fitted without
// this rule), and on TPU the gradients' placement is rule 10's.
#pragma once

#include <vector>

#include "partition/cost/materialisation.h"
#include "partition/cost/memory_schedule.h"

namespace shardproof::partition::memory {

// One group of rule 3b's combined all-reduces (or XLA GPU's reduce-scatters): the plans, and
// the flat ops producing their partial sums (null where none does).
struct CombinedGroup {
  std::vector<const InsertedRedistribution*> plans;
  std::vector<const FlatOp*> producers;
  int region = -1;  // the loop or branch op it runs in (-1: main); only its ops defer to it
};

// Rule 3m: on XLA GPU, moves the ops that feed only a combined group (the dots and what lies
// between them and the group, not the producers of the dots' operands) to sub-steps right
// after the group's last producer, in their program order, so that the group (placed by
// rule 3b after its last producer) runs after them. Called by combine_all_reduces once it has
// grouped the collectives and before it places them.
void defer_gradient_producers(Schedule& schedule, const CostInputs& in, const PlansByOp& plans,
                              const Materialisation& fusion, const std::vector<CombinedGroup>& groups);

}  // namespace shardproof::partition::memory
