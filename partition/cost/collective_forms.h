// \file What the target's XLA pipeline makes of each collective the SPMD partitioner emitted,
// before its combiners run (rule C1, collective_combining.h): the rewrites that change a
// collective's kind, or fold two into one, read off XLA's optimized HLO per backend
// (tests/data/targets/<target>/*.hlo.txt; XLA CPU's in examples/*/*.hlo.txt).
//
//   rule C2, XLA CPU: the partitioner writes a reduce-scatter as an all-reduce and a
//     dynamic-slice, and the CPU pipeline never turns them back: mlp_train_fsdp's two weight
//     gradients, reduce-scattered on every other target, are an all-reduce of the whole
//     gradients on CPU (one tuple all-reduce with the loss).
//   rule C3, XLA GPU and TPU (ReduceScatterCreator): an all-reduce whose result is only read
//     sliced back over the same devices (through transposes, reshapes, reduces of unit
//     dimensions and sharding constraints) is a reduce-scatter: mlp_train_fsdp_gather's weight
//     gradients, constrained replicated and then used to update the FSDP-sharded weights,
//     are one reduce-scatter-start on H100 and an all-reduce-scatter fusion on v5e; on TPU
//     not for a vector (its bias gradients stay an all-reduce there).
//   rule C4, XLA GPU and TPU (AllReduceReassociate): add(all-reduce(a), all-reduce(b)) is
//     all-reduce(add(a, b)) when each all-reduce's only reader is the add: the backward
//     passes of maxtext_train_2d_unrolled and transformer_train_2d sum two or three partial
//     input gradients (query, key, value), one all-reduce of 256 KiB and 2 MiB on H100 and
//     v5e where XLA CPU has a tuple all-reduce of three.
//   rule C5, megacore TPU (v5p): a reduce-scatter over every chip is an all-reduce
//     (mlp_train_fsdp's weight gradients, collective_forms.cpp).
//   rule T3, TPU: no vector is reduce-scattered, by the partitioner or by the user: an
//     all-reduce of the whole vector (mlp_train_fsdp's bias gradient, shardmap_fsdp_mlp's
//     psum_scatter of f32[512]).
//   rule C6, XLA CPU: collectives of bf16 and f16 values move f32 (gemma_fwd_2d's five bf16
//     all-reduces are f32[4,64,256] in its HLO; no collective of the CPU HLO has a 16-bit
//     float type).
//
// Evidence and the half of the corpus it came from: bench/RESULTS.md, "collectives after
// combining" (issue 39).
//
// The partitioner's own list (CostReport::collectives) is kept as it is: these forms are
// what the compiler issues, for the combined list and for comparing with XLA's.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "partition/cost/cost_model.h"
#include "partition/lower/lower.h"
#include "redistribute/topology.h"

namespace shardproof::partition {

struct IssuedForm {
  std::string kind;           // as issued: "all_reduce", "reduce_scatter", ...
  int64_t operand_bytes = 0;  // per device, as issued
  int64_t result_bytes = 0;
  std::string element_type;   // the type it moves, as issued ("f32", "bf16", ...; "" when unknown)
  // Rule C4: the index (into CostReport::collectives) of the all-reduce this one was folded
  // into, the earliest of its reassociated set; -1 when it is issued on its own.
  int folded_into = -1;
};

// One form per report.collectives entry, in the same order.
std::vector<IssuedForm> issued_forms(const CostReport& report, const Program& program, const LoweredProgram& lowered,
                                     const redistribute::Topology& topology);

}  // namespace shardproof::partition
