// \file Rule 11, split-K (XLA GPU): which dots XLA's GPU compiler splits along their
// contracting dimension, and the partial product that split leaves in memory.
//
// XLA's GPU pipeline runs a split-K rewrite on every dot with one contracting dimension (after
// its normalisation has merged several into one) and integer-free operands: it prices the dot
// for split factors 1, 2, 4, ..., 2048 with a roofline of its own (compute in waves of 128x128
// tiles over the GPU's cores against memory traffic, plus, for a split, the reduction's launch
// and traffic), keeps the cheapest (ties to the smaller factor), and rewrites a split dot into
// a batched dot over [split, K / split] whose result, in the accumulator type (f32 for every
// float dot up to 32 bits), is reduced over the new dimension by the fusion that reads it.
// The partial product is a temporary `split` times the result (in f32), live from the dot to
// that reduction. Deviceless compiles (no autotuning) keep the rewrite's choice; the model
// reproduces it on all 690 dots of the H100 fixtures and on 649 probed shapes
// (bench/targets/probe_split_k.py; the cases in tests/data/targets/split_k_cases.json).
//
//   mlp_tp on h100x8: x f32[1024, 512] . w1 f32[512, 256] per device: split 4, a partial
//     product f32[4, 1024, 256] (4 MiB, 4/5 of XLA's temp); x1 f32[1024, 256] . w2 f32[256, 512]:
//     not split
//   a weight gradient f32[512, 8192] . f32[8192, 512] (K = 8192, m = n = 512): split 16,
//     16 MiB of partials for a 1 MiB result
//   an s32 dot, a dot over K = 1, a matrix-vector product under 10^7 (m + n) K elements: never
//     split (the last two are no gemm at all)
#pragma once

#include <cstdint>

#include "types/tensor_type.h"

namespace shardproof::partition::memory {

// A dot as the split-K rewrite sees it: the products of its free (m: lhs, n: rhs), contracting
// (k) and batch dimensions, one contracting dimension or several merged, and its types (an
// operand's before the unary ops that feed it: an s8 weight converted to bf16 counts as s8).
struct SplitKDot {
  int64_t m = 1, n = 1, k = 1, batch = 1;
  types::DType lhs = types::DType::f32, rhs = types::DType::f32, result = types::DType::f32;
};

// The H100's: 132 streaming multiprocessors (XLA's H100 target description).
inline constexpr int kH100Cores = 132;

// The factor XLA's split-K rewrite gives the dot on a Hopper GPU of `cores` cores (1: not split).
int split_k_factor(const SplitKDot& dot, int cores = kH100Cores);

// Bytes of the partial product (0 when the dot is not split).
int64_t split_k_partial_bytes(const SplitKDot& dot, int cores = kH100Cores);

}  // namespace shardproof::partition::memory
