// \file Rule 13, TPU tiling: a TPU keeps an array in HBM as (8, 128) tiles of its two minor
// dimensions, so an array whose dimensions are not multiples of the tile takes more bytes
// than its elements. XLA's layout assignment picks which two dimensions are the minor ones;
// what it picks for the entry computation's parameters is the pair that pads least (read off
// every parameter of the v5e fixtures, tests/data/targets/tpu-v5e-2x4/*.hlo.txt: the rule
// gives XLA's padded size for all of them). The minor dimension is padded to a multiple of
// 128; the second-minor to a multiple of 8 rows of 32 bits (16 for 16-bit types, 32 for
// 8-bit ones), or, when it is shorter, to the next power of two (XLA's T(4,128), T(1,128)
// tiles); a rank-1 array to 128 words (T(128) for f32, T(256) for bf16).
//
//   gemma_train_fsdp's per-device f32[2,4,32,32] weight: 32 KiB of elements, 128 KiB in HBM
//   maxtext's f32[32,4,64] weight: minor 64 -> 128, rows of 4 in a T(4,128) tile: 2x
//   an f32[256,64] weight: laid out {0,1}, minor 256, no padding
//   f32[32]: 512 bytes
#pragma once

#include <cstdint>
#include <vector>

#include "types/tensor_type.h"

namespace shardproof::partition::memory {

// The bytes an array of `dtype` and (per-device) `shape` takes in a TPU's HBM.
int64_t tpu_tiled_bytes(types::DType dtype, const std::vector<int64_t>& shape);

}  // namespace shardproof::partition::memory
