// \file Rule T1, narrowed gathers (TPU): XLA's TPU compiler runs an f32 dot_general or
// convolution at DEFAULT precision on bf16 operands (one pass of the MXU), and moves that
// convert before an all-gather whose every reader is such an operand, so the all-gather moves
// bf16: half the bytes. `check --target tpu-*` counts them so.
//
//   gpt2x4_fsdp_tp on tpu-v5e:2x4: the FSDP weights, f32, gathered over "data" for the
//     attention and MLP dots: XLA's 24 all-gathers move bf16 (7.1 MB per device); the
//     LayerNorm scales, read by multiplies, stay f32 (transformer_fsdp: 6 bf16, 10 f32)
//   on h100x8 nothing changes: the GPU gathers f32 and its dots read f32
//
// Every dot is taken at DEFAULT precision: the reader keeps no precision config, and a program
// asking for HIGHEST (f32 on the MXU, several passes) would gather f32.
#pragma once

#include "partition/lower/lower.h"
#include "redistribute/topology.h"

namespace shardproof::partition {

// The factor on the bytes of redistribution r's all-gathers on `topology`'s compiler: 1/2 when
// it gathers bf16 in place of f32 (above), 1 otherwise.
double gathered_bytes_scale(const Program& program, const InsertedRedistribution& r,
                            const redistribute::Topology& topology);

}  // namespace shardproof::partition
