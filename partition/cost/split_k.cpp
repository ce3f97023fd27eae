#include "partition/cost/split_k.h"

#include <algorithm>
#include <array>

namespace shardproof::partition::memory {

namespace {

using types::DType;

int bits(DType t) {
  switch (t) {
    case DType::i4:
    case DType::ui4:
      return 4;
    default:
      return static_cast<int>(types::byte_size(t) * 8);
  }
}

// The type the gemm accumulates in: f32 for floats up to 32 bits, f64 and the complex types
// as they are, s32 for an integer dot; a wider result type wins.
int accumulator_bits(const SplitKDot& dot) {
  if (dot.result == DType::f64 || dot.lhs == DType::f64) return 64;
  if (dot.result == DType::c64 || dot.result == DType::c128) return bits(dot.result);
  return 32;  // f32 for the floats, s32 for the integers
}

// The rewrite's weights for Hopper (compute, memory, the reduction's memory, the reduction's
// launch), in its own cost unit: facts of XLA's split-K cost model for that generation.
constexpr double kComputeWeight = 100.0;
constexpr double kMemoryWeight = 0.194136;
constexpr double kReductionMemoryWeight = 193.1384;
constexpr double kReductionLaunch = 4.36e7;
constexpr int64_t kTile = 128;  // the model's output tile, 128 x 128
constexpr int64_t kMatrixVectorGemmElements = 10'000'000;

int64_t ceil_div(int64_t a, int64_t b) { return (a + b - 1) / b; }

// The modelled cost of the dot run with K split `split` ways: the larger of its compute (flops
// per tile times the waves of tiles over the cores) and its memory traffic (operands read,
// result written, in f32 when split); for a split, plus the reduction of the partials.
double cost(const SplitKDot& d, int64_t split, int cores) {
  const double acc = accumulator_bits(d) / 8.0;
  const int64_t k = ceil_div(d.k, split), batch = d.batch * split;
  const int64_t tile_m = std::min(d.m, kTile), tile_n = std::min(d.n, kTile);
  const double tiles = static_cast<double>(batch * ceil_div(d.m, kTile) * ceil_div(d.n, kTile));
  const double per_wave = static_cast<double>(cores) * static_cast<double>(kTile * kTile) /
                          static_cast<double>(tile_m * tile_n);
  const double waves = std::max(1.0, tiles / per_wave);
  const double compute = 2.0 * static_cast<double>(tile_m * tile_n) * static_cast<double>(k) * waves * kComputeWeight;
  const double read = static_cast<double>(d.m) * static_cast<double>(d.k) * static_cast<double>(d.batch) *
                          bits(d.lhs) / 8.0 +
                      static_cast<double>(d.n) * static_cast<double>(d.k) * static_cast<double>(d.batch) *
                          bits(d.rhs) / 8.0;
  const double written_element = split > 1 ? acc : bits(d.result) / 8.0;
  const double written = static_cast<double>(d.m) * static_cast<double>(d.n) * static_cast<double>(batch) *
                         written_element;
  const double roof = std::max(compute, (read + written) * kMemoryWeight);
  if (split == 1) return roof;
  const double reduced = static_cast<double>(batch) * static_cast<double>(d.m * d.n) * acc +
                         static_cast<double>(d.batch) * static_cast<double>(d.m * d.n) * bits(d.result) / 8.0;
  return roof + kReductionLaunch + reduced * kReductionMemoryWeight;
}

}  // namespace

int split_k_factor(const SplitKDot& dot, int cores) {
  if (dot.lhs == DType::i32 || dot.rhs == DType::i32 || dot.m <= 0 || dot.n <= 0 || dot.k <= 0 || dot.batch <= 0)
    return 1;
  // No gemm at all: a dot over K = 1, or a matrix-vector product of under ten million
  // (m + n) * K elements, is a fused multiply and reduce (probed: n = 2498, K = 4000 is not a
  // gemm, n = 2499 is).
  if (dot.k == 1 || ((dot.m == 1 || dot.n == 1) && (dot.m + dot.n) * dot.k < kMatrixVectorGemmElements)) return 1;
  int best = 1;
  double best_cost = cost(dot, 1, cores);
  for (int split = 2; split <= 2048; split *= 2) {
    const double c = cost(dot, split, cores);
    if (c < best_cost) best = split, best_cost = c;  // a tie keeps the smaller factor
  }
  return best;
}

int64_t split_k_partial_bytes(const SplitKDot& dot, int cores) {
  const int split = split_k_factor(dot, cores);
  if (split == 1) return 0;
  return dot.batch * split * dot.m * dot.n * accumulator_bits(dot) / 8;
}

}  // namespace shardproof::partition::memory
