// \file Rule C1, collective combining: XLA's GPU and TPU pipelines merge collectives of one
// kind over the same device groups (and, for reductions, the same reducer) into one tuple
// collective, as long as none of them needs another's result and their combined size stays
// under the combiner's threshold (AllGatherCombiner, AllReduceCombiner, ReduceScatterCombiner;
// the thresholds per compiler are in collective_combining.cpp; XLA CPU combines all-reduces
// with no byte limit), each collective taken in the form the compiler's earlier passes gave it
// (collective_forms.h: reduce-scatters formed or undone, all-reduces reassociated, the element
// type moved). What `check --target` reports as the program's collectives is this list,
// compared with the collectives in XLA's optimized HLO for that target
// (bench/targets/compare_check.py).
//
//   gpt2x4_fsdp on h100x8: 66 all-gathers of FSDP weights over "data", 120 MiB gathered in
//     all, none reading another's result: 4 combined all-gathers under 30 MiB each (XLA: 4);
//     on tpu-v5e:2x4 the TPU compiler issues its all-gathers apart (XLA: 28)
//   mlp_train_dp: 5 gradient all-reduces over "data": one tuple all-reduce (XLA: 1, on H100,
//     TPU and CPU)
//   an all-reduce whose operand is computed from another all-reduce's result: two
//
// Collectives inside a loop body combine only with those of the same body (the same loop);
// an all-reduce XLA GPU and TPU move out of their loop (rule C7, loop_all_reduce_motion.h)
// combines with those after it; a shard_map's own collectives, written by the user, are kept
// as written, but for XLA GPU's all-gathers, which combine with the rest (shardmap_fsdp_mlp).
// The order is XLA's (CombineInstructionsByKey, combiner_order.h): in post order, the first
// collective left opens a group of its key, the later ones of that key join it until one
// depends on a member or would pass the threshold, and the walk starts again with the rest.
// "Depends" follows each loop result from its own carried value, and on XLA CPU each result of
// an optimization barrier from its own operand.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "partition/cost/cost_model.h"
#include "partition/lower/lower.h"
#include "redistribute/topology.h"

namespace shardproof::partition {

// The combiner's threshold for collectives of `kind` on the target's compiler (bytes of the
// combined result), 0 when it combines none of them (the CPU and generic topologies).
int64_t combine_threshold_bytes(const redistribute::Topology& topology, const std::string& kind);

// Groups report.collectives (as add_collectives made them, one per plan step, in the order of
// lowered.redistributions' steps, then the manual ones) into report.combined_collectives and
// sets each collective's `combined`.
void combine_collectives(CostReport& report, const Program& program, const LoweredProgram& lowered,
                         const redistribute::Topology& topology);

}  // namespace shardproof::partition
