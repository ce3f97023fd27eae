// \file The index arithmetic of the GPU's indexing kernels (exec/gpu/kernels/indexing.cu) and
// of its reduce_window (kernels/reduction.cu), apart from CUDA so that the host tests can run
// it (tests/exec/gpu_index_plan_test.cpp compares it with the host kernels of
// partition/ops/kernels/indexing.cpp, data_movement.cpp and reduction.cpp on random cases).
// A plan is built on the host from a KernelCall, with the host kernel's rules (gather clamps
// its start indices, scatter drops what falls outside, a split dimension starts where this
// device's block does), and read per element on the GPU by the __host__ __device__ functions
// below. A builder returns nullopt where the host kernel would refuse the op, or the plan
// cannot hold it (rank over kPlanRank, an index operand of floating-point type): the GPU then
// declines and the host kernel runs (and says why, if it refuses).
//
//   gather of a 50257x768 table by 8x512 token ids (offset_dims = [2], collapsed = [0],
//   start_index_map = [0], index_vector_dim = 2): result element (b, t, c) reads operand
//   element (clamp(ids[b, t], 0, 50256), c); gather_source gives its flat index.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <optional>
#include <type_traits>
#include <vector>

#include "partition/ops/kernel.h"

#if defined(__CUDACC__)
#define SHARDPROOF_PLAN __host__ __device__
#else
#define SHARDPROOF_PLAN
#endif

namespace shardproof::exec::gpu {

inline constexpr int kPlanRank = 8;

// ---- gather and scatter ------------------------------------------------------------------

// How an element of a gather's result (or of a scatter's updates) finds its operand element:
// its coordinate on each dimension adds to an operand dimension (a window/offset dimension,
// or a batching dimension) and moves the start vector in the indices; the start vector's
// entries then add to the operand dimensions of start_index_map, clamped (gather) or not
// (scatter), less where this device's block starts.
struct IndexPlan {
  int rank = 0;                       // of the result (gather) or of the updates (scatter)
  int64_t extent[kPlanRank] = {};     // their shape
  int window_to_operand[kPlanRank];   // per dimension: the operand dimension it walks, or -1
  int batching_to_operand[kPlanRank];  // per dimension: the operand batching dimension, or -1
  int64_t indices_stride[kPlanRank] = {};  // per dimension: its stride in the indices (0: none)
  int operand_rank = 0;
  int64_t operand_extent[kPlanRank] = {};  // the local operand (gather), the result (scatter)
  int64_t operand_stride[kPlanRank] = {};
  int starts = 0;                    // entries of start_index_map
  int start_dim[kPlanRank] = {};     // start_index_map
  int64_t start_stride = 0;          // between a start vector's entries (0: index_vector_dim implicit)
  bool clamp = false;                // gather: each start clamped to [0, clamp_hi]
  int64_t clamp_hi[kPlanRank] = {};
  int64_t start_offset[kPlanRank] = {};  // subtracted from each start (a split dimension's block start)
};

// The operand element (flat, row-major) that element i of the plan's shape reads (gather) or
// updates (scatter), through `indices` (the index operand as int64, row-major); -1 where it
// falls outside the local operand (gather: a row another device holds, which reads as zero;
// scatter: an update that is dropped).
SHARDPROOF_PLAN inline int64_t plan_source(const IndexPlan& p, int64_t i, const int64_t* indices) {
  int64_t full[kPlanRank] = {0, 0, 0, 0, 0, 0, 0, 0};
  int64_t base = 0;
  for (int d = p.rank - 1; d >= 0; --d) {
    const int64_t c = i % p.extent[d];
    i /= p.extent[d];
    base += c * p.indices_stride[d];
    if (p.window_to_operand[d] >= 0) full[p.window_to_operand[d]] += c;
    if (p.batching_to_operand[d] >= 0) full[p.batching_to_operand[d]] += c;
  }
  for (int k = 0; k < p.starts; ++k) {
    int64_t s = indices[base + k * p.start_stride];
    if (p.clamp) s = s < 0 ? 0 : p.clamp_hi[k] < s ? p.clamp_hi[k] : s;  // std::clamp's order
    full[p.start_dim[k]] += s - p.start_offset[k];
  }
  int64_t flat = 0;
  for (int d = 0; d < p.operand_rank; ++d) {
    if (full[d] < 0 || full[d] >= p.operand_extent[d]) return -1;
    flat += full[d] * p.operand_stride[d];
  }
  return flat;
}

// ---- dynamic_update_slice ----------------------------------------------------------------

// Element i of the update lands at shift + its index in the local result, if inside.
struct UpdatePlan {
  int rank = 0;
  int64_t extent[kPlanRank] = {};  // the update's shape
  int64_t shift[kPlanRank] = {};   // clamped start less where the device's block starts
  int64_t out_extent[kPlanRank] = {};
  int64_t out_stride[kPlanRank] = {};
};

SHARDPROOF_PLAN inline int64_t update_target(const UpdatePlan& p, int64_t i) {
  int64_t flat = 0;
  bool held = true;
  for (int d = p.rank - 1; d >= 0; --d) {
    const int64_t local = p.shift[d] + i % p.extent[d];
    i /= p.extent[d];
    held = held && local >= 0 && local < p.out_extent[d];
    flat += local * p.out_stride[d];
  }
  return held ? flat : -1;
}

// ---- reduce_window -----------------------------------------------------------------------

// Window position j of result element o reads operand element (o * stride + j *
// window_dilation - padding_low) / base_dilation on each dimension, where that is one.
struct WindowPlan {
  int rank = 0;
  int64_t out_extent[kPlanRank] = {}, window[kPlanRank] = {}, in_extent[kPlanRank] = {}, in_stride[kPlanRank] = {};
  int64_t stride[kPlanRank] = {}, window_dilation[kPlanRank] = {}, base_dilation[kPlanRank] = {}, low[kPlanRank] = {};
  int64_t window_count = 1;  // positions in a window
};

// The flat operand index of window position j (row-major over the window's shape) of result
// element o; -1 in padding or between dilated elements.
SHARDPROOF_PLAN inline int64_t window_source(const WindowPlan& p, int64_t o, int64_t j) {
  int64_t flat = 0;
  bool inside = true;
  for (int d = p.rank - 1; d >= 0; --d) {
    const int64_t idx = o % p.out_extent[d], win = j % p.window[d];
    o /= p.out_extent[d];
    j /= p.window[d];
    const int64_t q = idx * p.stride[d] + win * p.window_dilation[d] - p.low[d];
    if (q < 0 || q % p.base_dilation[d] != 0 || q / p.base_dilation[d] >= p.in_extent[d]) inside = false;
    else flat += (q / p.base_dilation[d]) * p.in_stride[d];
  }
  return inside ? flat : -1;
}

// ---- sort keys ---------------------------------------------------------------------------

// An unsigned key whose order is `x < y` on the compute type C (float for the 16-bit
// floats): -0 and +0 give one key (they compare equal, so a stable sort keeps their order),
// a negative float's bits are complemented, an integer's sign bit flipped. NaN has no place
// in that order (the host's std::stable_sort under `<` is then unspecified): the GPU sort
// declines keys holding one. Descending: the key's complement within its width.
template <class C>
SHARDPROOF_PLAN inline uint64_t ordered_key(C x, bool descending) {
  uint64_t key = 0;
  int bits = 8 * static_cast<int>(sizeof(C));
  if constexpr (std::is_same_v<C, bool>) {
    key = x ? 1 : 0;
    bits = 8;
  } else if constexpr (std::is_same_v<C, float>) {
    if (x == 0) x = 0.0f;
#if defined(__CUDA_ARCH__)
    const uint32_t u = __float_as_uint(x);
#else
    const uint32_t u = std::bit_cast<uint32_t>(x);
#endif
    key = (u & 0x80000000u) ? ~u : (u | 0x80000000u);
  } else if constexpr (std::is_same_v<C, double>) {
    if (x == 0) x = 0.0;
#if defined(__CUDA_ARCH__)
    const uint64_t u = static_cast<uint64_t>(__double_as_longlong(x));
#else
    const uint64_t u = std::bit_cast<uint64_t>(x);
#endif
    key = (u & 0x8000000000000000ull) ? ~u : (u | 0x8000000000000000ull);
  } else if constexpr (std::is_signed_v<C>) {
    key = static_cast<uint64_t>(static_cast<int64_t>(x)) ^ (uint64_t{1} << (bits - 1));
  } else {
    key = static_cast<uint64_t>(x);
  }
  const uint64_t mask = bits == 64 ? ~uint64_t{0} : ((uint64_t{1} << bits) - 1);
  key &= mask;
  return descending ? (~key & mask) : key;
}
// The width of ordered_key<C>'s keys in bits (the radix sort's end bit).
template <class C>
constexpr int ordered_key_bits() {
  return std::is_same_v<C, bool> ? 8 : 8 * static_cast<int>(sizeof(C));
}

// ---- building the plans on the host ------------------------------------------------------

// The index operand as int64 (the host's scalar_index: a static_cast of each element);
// nullopt for a dtype that is not an integer (the host kernel refuses floating-point
// indices).
std::optional<std::vector<int64_t>> indices_as_int64(const partition::HostBuffer& b);

// gather: the host kernel's plan for call (operands {table, indices}).
std::optional<IndexPlan> gather_plan(const partition::KernelCall& call);
// scatter with n operands: the plan over the updates' shape into the (local) results.
std::optional<IndexPlan> scatter_plan(const partition::KernelCall& call);
// dynamic_slice: the flat index of the slice's first element in the local operand.
std::optional<int64_t> dynamic_slice_base(const partition::KernelCall& call);
// dynamic_update_slice: where the update lands in the local result.
std::optional<UpdatePlan> dynamic_update_plan(const partition::KernelCall& call);
// reduce_window of one operand: the window arithmetic (reducer and dtype checked apart).
std::optional<WindowPlan> window_plan(const partition::KernelCall& call);

// How a sort's comparator (region 0) compares, where it is one `compare LT|GT` of one
// operand's two elements (the host kernel's direct comparison): that operand and whether the
// order is descending; nullopt for any other comparator.
struct SortOrder {
  size_t operand = 0;
  bool descending = false;
};
std::optional<SortOrder> sort_order(const partition::Op& op);

// How a scatter combines (the host kernel's replace and add, and a body of one maximum,
// minimum or multiply of its two arguments, which the host runs through the interpreter);
// nullopt for any other body.
struct ScatterCombiner {
  enum Kind { replace, add, multiply, maximum, minimum } kind = replace;
  bool update_first = false;  // the body is op(update, current)
};
std::optional<ScatterCombiner> scatter_combiner(const partition::KernelCall& call);

}  // namespace shardproof::exec::gpu
