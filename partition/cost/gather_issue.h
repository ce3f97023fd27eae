// \file Rule 3l, where XLA GPU issues the gathers of parameters (FSDP weights): its
// latency-hiding scheduler, which places ops bottom-up, puts each combined all-gather's done
// just before its first reader and its start as far above as it takes for the compute in
// between to cover the collective's estimated time, and never has two asynchronous
// all-gathers in flight: a gather's done waits above the next gather's start. A gather whose
// time no stretch of the program covers starts at the top, and those above it then run
// synchronously there (their done at the next one's start).
//
// Read off XLA GPU's schedule for the fit half (h100x8; `*-live-range.txt` of the dump, and
// the optimized HLO in tests/data/targets/h100x8/):
//   gpt2x4_fsdp: four combined gathers of the layers' weights (28 MiB each); the start of
//     each in the layer before it (positions 44, 101, 173 of 236) and its done right before
//     that start or its first reader: at most two layers' weights live, 110.38 MiB where all
//     four gathered at the top would be 143
//   transformer_fsdp: one layer; the feed-forward weights' gathers (16 MiB each) cannot be
//     covered by the layer: the output projection's starts at the top, asynchronous to the
//     end, and the two gathers above it are synchronous at the top (all three live at once)
//   the same program compiled with --xla_gpu_enable_analytical_sol_latency_estimator=false
//     (XLA's latency estimate without its cost model): every gather synchronous at its
//     reader, 72.08 MiB; with a limit of four collectives in flight
//     (--xla_gpu_experimental_parallel_collective_overlap_limit=4) two gathers overlap: it is
//     the estimate and the limit of one that place them
//
// The times are this model's own (step_time.h: a roofline per op at the device's bf16 rate,
// alpha-beta per collective, one latency per combined gather); XLA's estimates differ (its cost
// model prices f32 dots, its collective model NCCL's), so the gather's time is scaled by
// kGatherCoverScale, fitted on the fit half (h100x8 memory within 10%, fit half: 45 at 1.5
// and 3, 47 at 2 and 2.5; gpt2x4_fsdp 0.88 at 1.5, 1.00 at 2, 0.95 at 2.5; transformer_fsdp
// 0.90 at 1, 1.02 from 2 up; no other program of the corpus moves).
// Gathers are grouped as XLA's combiner groups them (collective_combining.h's threshold), in
// the order of their first readers.
#pragma once

#include <map>

#include "partition/cost/memory_schedule.h"

namespace shardproof::partition::memory {

// How much compute, in this model's estimate, covers a collective of this model's estimated
// time in XLA's (the two cost models differ; fitted on the fit half: see gather_issue.cpp).
inline constexpr double kGatherCoverScale = 2.0;

// On XLA GPU: per parameter's gather plan (the first reader's, as copy_operands makes one
// buffer per parameter and layout), the step its combined all-gather starts. Empty on other
// compilers.
std::map<const InsertedRedistribution*, int> issue_parameter_gathers(const CostInputs& in, const PlansByOp& plans,
                                                                     const Schedule& schedule);

}  // namespace shardproof::partition::memory
