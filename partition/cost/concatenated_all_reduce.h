// \file Rule 3n of the memory model (see cost_model.cpp): on XLA GPU a combined all-reduce of
// two or more members reduces one flat buffer, a concatenation of its members' partial sums,
// and each member's sum is then copied out of it by a slice of its own.
//
// XLA GPU has no tuple all-reduce: its AllReduceCombiner's group is lowered as
// `wrapped_concatenate` of the members' partial sums (bitcast flat), one in-place
// `all-reduce-start` over that buffer, and a `wrapped_slice` per member, a loop fusion that
// writes the member's sum into a buffer of its own. The latency-hiding scheduler puts each
// slice just before its first reader, so the concatenation lives from the combined all-reduce
// to the last member's first reader, beside the slices already made and what their readers
// write. Read off the H100 dumps (`*-buffer-assignment.txt`, `*-live-range.txt`):
//
//   mlp_train_2d (fit half): wrapped_concatenate f32[1050113] of the two weight gradients, two
//     bias gradients and the loss, all-reduce-start.1 over it, wrapped_slice .. .4, one per
//     member, each read by its SGD update
//   transformer_train_2d: wrapped_concatenate f32[6301185] (24 MiB) at position 137, live as
//     all-reduce-start.4 to 179, the last of its 17 slices; the slices interleaved with the
//     SGD updates that read them (wrapped_slice.8 at 169, loop_subtract_fusion.5 at 173)
//   a single all-reduce (transformer_train_2d's four activation all-reduces) is reduced in
//     place over its operand, no concatenation (rule 3i); a combined reduce-scatter is a tuple
//     (mlp_train_fsdp_gather: reduce-scatter-start of four gradients), no concatenation either
//
// The groups are the ones the combiner issues (rule C1, CostReport::combined_collectives), of
// the all-reduces as issued (an all-reduce rule C3 makes a reduce-scatter is not one).
#pragma once

#include <vector>

#include "partition/cost/cost_model.h"
#include "partition/lower/lower.h"
#include "redistribute/topology.h"

namespace shardproof::partition::memory {

// The plans whose all-reduces XLA GPU reduces concatenated, one list per combined all-reduce
// of two or more members (empty on every other compiler). `report` holds the combined
// collectives (combine_collectives has run).
std::vector<std::vector<const InsertedRedistribution*>> concatenated_all_reduces(
    const CostReport& report, const LoweredProgram& lowered, const redistribute::Topology& topology);

}  // namespace shardproof::partition::memory
