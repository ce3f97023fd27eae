// \file Rule T1 in memory (TPU): a weight that XLA's TPU compiler gathers in bf16 (its
// convert moved before the all-gather, narrowed_gathers.h) is held gathered in bf16: half
// the bytes of the f32 the program names. On a megacore v5p the gathered weights sit in HBM
// (rule 10), so this is half their HBM.
//
//   shardmap_fsdp_mlp on tpu-v5p:2x2x2: the shard_map's all_gathers of the f32 weights are
//     all-gather.6 bf16[512,2048] and all-gather.7 bf16[2048,512] in XLA's dump, 2 MiB each
//     in HBM (5.56 MiB in all; 4 MiB each as f32: 9.59)
//   a gathered f32 layer norm scale, read by a multiply: stays f32
//
// Every dot is taken at DEFAULT precision, as rule T1 does.
#pragma once

#include "partition/cost/memory_schedule.h"

namespace shardproof::partition::memory {

// The factor on the gathered bytes of plan r (an inserted redistribution): 1/2 where its steps
// are all-gathers and rule T1 narrows them, 1 otherwise.
double gathered_buffer_scale(const CostInputs& in, const InsertedRedistribution& r);

// The same for the user's all_gather `op` (in a shard_map) whose result v is read by `readers`.
double gathered_buffer_scale(const CostInputs& in, const Op& op, ValueId v, const std::vector<const FlatOp*>& readers);

}  // namespace shardproof::partition::memory
