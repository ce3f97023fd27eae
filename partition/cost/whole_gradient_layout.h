// \file Rule 13b of the memory model (see cost_model.cpp): on a TPU, a value held whole by
// rule 3e (a v5p reduce-scatter over every chip, run as an all-reduce of the whole operand)
// is laid out as the shard it becomes: its tiles (rule 13) are those of the per-device
// piece in the plan's target layout, times the pieces, and the dot that computes it writes
// it in that layout too. XLA's layout assignment carries the parameter's layout back from the
// SGD update (which reads the sum through a dynamic-slice by partition-id) through the
// all-reduce to the weight-gradient dot.
//
//   maxtext_train_fsdp_unrolled on tpu-v5p:2x2x2 (fit half): the parameter f32[32,4,64] per
//     device pads its minor 64 to 128 (rule 13); the whole gradient f32[256,4,64] is
//     `{2,0,1:T(8,128)}` in all-reduce.68, 512 KiB for 256 KiB of elements, as is
//     f32[4,64,256]{1,2,0} (the output projection's); f32[256,512] pads nothing either way
//   a gradient whose least-padding layout of the whole shape (rule 13 on f32[256,4,64]: 256
//     minor, no padding) would be half XLA's
//
// The same values run in place (rule 3i on a TPU: the held-whole all-reduce's results take
// their operands' offsets in XLA's buffer assignment, eqx_transformer_train_fsdp's
// all-reduce.61 on v5p), so the dot's buffer and the sum's are one.
#pragma once

#include <cstdint>

#include "partition/cost/memory_schedule.h"

namespace shardproof::partition::memory {

// The bytes per device of one piece of the value v that `plan` delivers, as a TPU tiles it
// in the plan's target layout, when rule 3e holds that value whole (held_whole > 1) on a TPU;
// 0 otherwise. The whole value takes held_whole(plan) times this.
int64_t tpu_whole_piece_bytes(const CostInputs& in, const redistribute::Plan& plan, ValueId v);

}  // namespace shardproof::partition::memory
