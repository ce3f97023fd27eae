// The kernel of stablehlo.rng_bit_generator: counter-based random bits, bit for bit as XLA's
// CPU backend produces them (its RngBitGeneratorExpander over xla/hlo/builder/lib/prng.cc).
//
//   %s, %bits = stablehlo.rng_bit_generator %state, algorithm = THREE_FRY
//       : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x5xui32>)
//     state {key, counter}: bits from Threefry-2x32 (20 rounds) of key and counter + j;
//     new state {key, counter + 9} (3x5 u32 values come out of 9 pairs).
//   algorithm = PHILOX (and DEFAULT, which XLA's CPU compiler expands as PHILOX: it adds
//     RngBitGeneratorExpander(RNG_PHILOX) to its pipeline): Philox-4x32 with 10 rounds over a
//     128-bit counter, {state[1], state[0]} for a u64[2] state, {state[1], state[2]} for u64[3].
//
// Each output element is a function of its global index only, so a device holding a block of
// the bits (call.offsets) computes exactly the elements of the whole array it holds: the
// partitioned run agrees with the single-device one for any sharding of the bits. The state
// is a few words: every device computes it whole.
#include <array>
#include <cstring>

#include "partition/ops/kernels/element.h"

namespace shardproof::partition::kernels {
namespace {

using Pair = std::array<uint32_t, 2>;
using Quad = std::array<uint32_t, 4>;

uint32_t low32(uint64_t v) { return static_cast<uint32_t>(v); }
uint32_t high32(uint64_t v) { return static_cast<uint32_t>(v >> 32); }
uint32_t rotl(uint32_t v, int r) { return (v << r) | (v >> (32 - r)); }

// Threefry-2x32 with 20 rounds (Salmon et al., SC'11): the key schedule injected every four
// rounds, the published rotation constants and parity constant.
Pair threefry2x32(Pair x, Pair key) {
  static constexpr std::array<int, 8> kRotations = {13, 15, 26, 6, 17, 29, 16, 24};
  const std::array<uint32_t, 3> ks = {key[0], key[1], 0x1BD11BDAu ^ key[0] ^ key[1]};
  x[0] += ks[0];
  x[1] += ks[1];
  for (uint32_t injection = 1; injection <= 5; ++injection) {
    const int first = (injection % 2 == 1) ? 0 : 4;  // rounds alternate the two rotation halves
    for (int r = 0; r < 4; ++r) {
      x[0] += x[1];
      x[1] = rotl(x[1], kRotations[static_cast<size_t>(first + r)]);
      x[1] ^= x[0];
    }
    x[0] += ks[injection % 3];
    x[1] += ks[(injection + 1) % 3] + injection;
  }
  return x;
}

// Philox-4x32 with 10 rounds (Salmon et al., SC'11): two 32x32->64 multiplications per
// round, the key bumped by the Weyl constants after each.
Quad philox4x32(Quad x, Pair key) {
  constexpr uint64_t kMulA = 0xD2511F53u, kMulB = 0xCD9E8D57u;
  constexpr uint32_t kWeylA = 0x9E3779B9u, kWeylB = 0xBB67AE85u;
  for (int round = 0; round < 10; ++round) {
    const uint64_t p0 = kMulA * x[0], p1 = kMulB * x[2];
    x = {high32(p1) ^ x[1] ^ key[0], low32(p1), high32(p0) ^ x[3] ^ key[1], low32(p0)};
    key[0] += kWeylA;
    key[1] += kWeylB;
  }
  return x;
}

enum class Algorithm { three_fry, philox };

// The op's algorithm: `algorithm = THREE_FRY` (pretty) or `#stablehlo<rng_algorithm PHILOX>`
// (generic); DEFAULT is what XLA's CPU backend picks, PHILOX.
Algorithm algorithm_of(const Op& op) {
  for (const auto& [key, value] : op.attributes) {
    if (key != "algorithm" && key != "rng_algorithm") continue;
    if (value.find("THREE_FRY") != std::string::npos) return Algorithm::three_fry;
    if (value.find("PHILOX") != std::string::npos || value.find("DEFAULT") != std::string::npos) return Algorithm::philox;
    throw KernelUnsupported(fmt::format("rng_bit_generator algorithm '{}'", value));
  }
  return Algorithm::philox;  // no attribute: StableHLO's default, DEFAULT
}

// Writes element `i` of the bits: the low `bytes` bytes of `v` (u8/u16 and f16 keep the low
// bits of a 32-bit value, as XLA converts them).
void store(HostBuffer& out, int64_t i, uint64_t v) {
  const auto bytes = static_cast<size_t>(types::byte_size(out.dtype));
  std::memcpy(out.data.data() + static_cast<size_t>(i) * bytes, &v, bytes);  // little-endian host
}

// Visits every local element of `out` with its global row-major multi-index.
template <class F>
void for_each_global(const HostBuffer& out, const std::vector<int64_t>& offsets, F&& f) {
  const int64_t n = out.num_elements();
  if (n == 0) return;
  std::vector<int64_t> local(out.shape.size(), 0), global(out.shape.size());
  int64_t i = 0;
  do {
    for (size_t d = 0; d < local.size(); ++d) global[d] = local[d] + (offsets.empty() ? 0 : offsets[d]);
    f(i++, global);
  } while (next_index(local, out.shape));
}

int64_t row_major(const std::vector<int64_t>& index, const std::vector<int64_t>& shape) {
  int64_t flat = 0;
  for (size_t d = 0; d < shape.size(); ++d) flat = flat * shape[d] + index[d];
  return flat;
}

// Threefry: 64-bit values take one counter each (x0 low, x1 high). Narrower values come in
// pairs: the shape is halved along its first even dimension (else its largest, rounded up),
// counter j of the halved shape's row-major order gives the elements 2h and 2h+1 of that
// dimension. The new counter is the old plus the counters used.
uint64_t threefry_bits(HostBuffer& out, const std::vector<int64_t>& offsets, const std::vector<int64_t>& shape,
                       Pair key, uint64_t counter) {
  const int bits = 8 * static_cast<int>(types::byte_size(out.dtype));
  if (bits == 64) {
    for_each_global(out, offsets, [&](int64_t i, const std::vector<int64_t>& g) {
      const uint64_t c = counter + static_cast<uint64_t>(row_major(g, shape));
      const Pair x = threefry2x32({low32(c), high32(c)}, key);
      store(out, i, static_cast<uint64_t>(x[0]) | (static_cast<uint64_t>(x[1]) << 32));
    });
    return counter + static_cast<uint64_t>(product(shape));
  }
  if (shape.empty()) {  // a scalar: the first value of counter + 0
    if (out.num_elements() == 1) store(out, 0, threefry2x32({low32(counter), high32(counter)}, key)[0]);
    return counter + 1;
  }
  size_t split = shape.size();
  for (size_t d = 0; d < shape.size() && split == shape.size(); ++d)
    if (shape[d] % 2 == 0) split = d;
  if (split == shape.size()) {
    split = 0;
    for (size_t d = 1; d < shape.size(); ++d)
      if (shape[d] > shape[split]) split = d;
  }
  std::vector<int64_t> half = shape;
  half[split] = (shape[split] + 1) / 2;
  std::vector<int64_t> h;
  for_each_global(out, offsets, [&](int64_t i, const std::vector<int64_t>& g) {
    h = g;
    h[split] = g[split] / 2;
    const uint64_t c = counter + static_cast<uint64_t>(row_major(h, half));
    store(out, i, threefry2x32({low32(c), high32(c)}, key)[static_cast<size_t>(g[split] % 2)]);
  });
  return counter + static_cast<uint64_t>(product(half));
}

// Philox: 128-bit counters (low, high); each gives four 32-bit words. 32-bit and narrower
// values take the words in order (element i: word i % 4 of counter + i / 4), 64-bit values
// two words each (element i: words 2(i % 2), 2(i % 2) + 1 of counter + i / 2). The new
// counter is the old plus the counters used.
std::array<uint64_t, 2> philox_bits(HostBuffer& out, const std::vector<int64_t>& offsets,
                                    const std::vector<int64_t>& shape, Pair key, std::array<uint64_t, 2> counter) {
  const bool wide = types::byte_size(out.dtype) == 8;
  const int64_t per_counter = wide ? 2 : 4;
  auto block = [&](uint64_t j) {
    uint64_t lo = counter[0] + j, hi = counter[1] + (counter[0] + j < counter[0] ? 1 : 0);
    return philox4x32({low32(lo), high32(lo), low32(hi), high32(hi)}, key);
  };
  for_each_global(out, offsets, [&](int64_t i, const std::vector<int64_t>& g) {
    const int64_t flat = row_major(g, shape);
    const Quad x = block(static_cast<uint64_t>(flat / per_counter));
    const auto w = static_cast<size_t>(flat % per_counter);
    store(out, i, wide ? static_cast<uint64_t>(x[2 * w]) | (static_cast<uint64_t>(x[2 * w + 1]) << 32) : x[w]);
  });
  const auto used = static_cast<uint64_t>((product(shape) + per_counter - 1) / per_counter);
  const uint64_t lo = counter[0] + used;
  return {lo, counter[1] + (lo < counter[0] ? 1 : 0)};
}

}  // namespace

void rng_bit_generator(KernelCall& call) {
  const HostBuffer& state = *call.operands[0];
  HostBuffer& new_state = call.results[0];
  HostBuffer& out = call.results[1];
  if (state.dtype != types::DType::ui64 || state.shape.size() != 1 || state.shape[0] < 2)
    throw KernelUnsupported("rng_bit_generator with a state other than ui64[2] or ui64[3]");
  if (types::byte_size(out.dtype) > 8 || out.dtype == types::DType::i1 || out.dtype == types::DType::c64)
    throw KernelUnsupported(fmt::format("rng_bit_generator producing {}", types::to_string(out.dtype)));
  const std::vector<int64_t>& shape = call.program.value(call.op.results[1]).type.shape;  // the whole bits' shape
  const std::vector<int64_t> offsets = call.offsets.size() > 1 ? call.offsets[1] : std::vector<int64_t>{};
  const uint64_t* s = state.as<uint64_t>();
  const Pair key = {low32(s[0]), high32(s[0])};
  std::memcpy(new_state.data.data(), state.data.data(), state.data.size());
  uint64_t* ns = new_state.as<uint64_t>();
  if (algorithm_of(call.op) == Algorithm::three_fry) {
    ns[1] = threefry_bits(out, offsets, shape, key, s[1]);
    return;
  }
  // XLA's expander: a u64[2] state's counter is {state[1], state[0]} (the key doubling as the
  // counter's high word) and only the low word is written back; u64[3]: {state[1], state[2]}.
  const bool three = state.shape[0] >= 3;
  const auto next = philox_bits(out, offsets, shape, key, {s[1], three ? s[2] : s[0]});
  ns[1] = next[0];
  if (three) ns[2] = next[1];
}

}  // namespace shardproof::partition::kernels
