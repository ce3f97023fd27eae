// \file Shards: element encodings per dtype, block moves along one dimension, the test
// arrays and their source shards, and the index-map check (see shard.h).
//
//   x=2, tensor<3x2xbf16>, [{"x"}, {}]: device 1 holds row 2 and one padded row; its
//   bytes are bf16(v[2][0]), bf16(v[2][1]), bf16(99), bf16(99).
#include "exec/shard.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <stdexcept>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "types/axis_ref.h"

namespace shardproof::exec {

using types::DType;

namespace {

// ---- 16-bit floats (round to nearest even, as hardware converts) --------------------------

uint16_t float_to_bf16(float f) {
  uint32_t x = std::bit_cast<uint32_t>(f);
  if (std::isnan(f)) return static_cast<uint16_t>((x >> 16) | 0x40);
  x += 0x7fffu + ((x >> 16) & 1u);
  return static_cast<uint16_t>(x >> 16);
}
float bf16_to_float(uint16_t h) { return std::bit_cast<float>(static_cast<uint32_t>(h) << 16); }

uint16_t float_to_f16(float f) {
  const uint32_t x = std::bit_cast<uint32_t>(f);
  const uint32_t sign = (x >> 16) & 0x8000u;
  const int32_t exp = static_cast<int32_t>((x >> 23) & 0xffu);
  uint32_t mant = x & 0x7fffffu;
  if (exp == 0xff) return static_cast<uint16_t>(sign | 0x7c00u | (mant ? 0x200u : 0u));
  const int32_t e = exp - 127 + 15;
  if (e >= 31) return static_cast<uint16_t>(sign | 0x7c00u);
  if (e <= 0) {  // subnormal half: value = m * 2^-24
    if (e < -10) return static_cast<uint16_t>(sign);
    mant |= 0x800000u;
    const int shift = 14 - e;
    uint32_t m = mant >> shift;
    const uint32_t rem = mant & ((1u << shift) - 1u), halfway = 1u << (shift - 1);
    if (rem > halfway || (rem == halfway && (m & 1u))) ++m;
    return static_cast<uint16_t>(sign | m);
  }
  uint32_t h = sign | (static_cast<uint32_t>(e) << 10) | (mant >> 13);
  const uint32_t rem = mant & 0x1fffu;
  if (rem > 0x1000u || (rem == 0x1000u && (h & 1u))) ++h;  // a carry into the exponent is right
  return static_cast<uint16_t>(h);
}
float f16_to_float(uint16_t h) {
  const uint32_t sign = (static_cast<uint32_t>(h) & 0x8000u) << 16;
  const uint32_t exp = (h >> 10) & 0x1fu, mant = h & 0x3ffu;
  if (exp == 0) {
    const float v = std::ldexp(static_cast<float>(mant), -24);
    return sign ? -v : v;
  }
  if (exp == 31) return std::bit_cast<float>(sign | 0x7f800000u | (mant << 13));
  return std::bit_cast<float>(sign | ((exp - 15 + 127) << 23) | (mant << 13));
}

template <typename T>
T load(const std::byte* p) {
  T v;
  std::memcpy(&v, p, sizeof(T));
  return v;
}
template <typename T>
void save(std::byte* p, T v) {
  std::memcpy(p, &v, sizeof(T));
}

template <typename T>
void add_typed(std::span<std::byte> acc, std::span<const std::byte> x) {
  const size_t n = acc.size() / sizeof(T);
  for (size_t i = 0; i < n; ++i) {
    // Integer sums wrap (C++20 defines the narrowing conversion modulo 2^width).
    save<T>(acc.data() + i * sizeof(T),
            static_cast<T>(load<T>(acc.data() + i * sizeof(T)) + load<T>(x.data() + i * sizeof(T))));
  }
}

template <float (*ToFloat)(uint16_t), uint16_t (*FromFloat)(float)>
void add_half(std::span<std::byte> acc, std::span<const std::byte> x) {
  const size_t n = acc.size() / 2;
  for (size_t i = 0; i < n; ++i) {
    const float s = ToFloat(load<uint16_t>(acc.data() + 2 * i)) + ToFloat(load<uint16_t>(x.data() + 2 * i));
    save<uint16_t>(acc.data() + 2 * i, FromFloat(s));
  }
}

uint64_t splitmix64(uint64_t x) {
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

// Partial sum number `u` of `U` for the element with row-major global index `g`: U-1
// values in {-1, 0, 1}, the last one the remainder. Every subtotal is at most
// |v| + 2(U-1) in magnitude — below 256 (exact in bf16) for up to 64 partials.
int64_t small_part(uint64_t seed, int64_t g, int64_t u) {
  const uint64_t h = splitmix64(seed ^ splitmix64(static_cast<uint64_t>(g) * 0x100000001b3ull + static_cast<uint64_t>(u)));
  return static_cast<int64_t>(h % 3) - 1;
}
int64_t partial_value(DType dtype, int64_t v, uint64_t seed, int64_t g, int64_t u, int64_t num_parts) {
  if (num_parts == 1) return v;
  if (dtype == DType::i1) return u == 0 ? v : 0;  // i1 sums are "or"
  if (u < num_parts - 1) return small_part(seed, g, u);
  int64_t rest = v;
  for (int64_t w = 0; w < num_parts - 1; ++w) rest -= small_part(seed, g, w);
  return rest;
}

int64_t product(const std::vector<int64_t>& shape, size_t from, size_t to) {
  int64_t p = 1;
  for (size_t i = from; i < to; ++i) p *= shape[i];
  return p;
}

// Calls fn(local index) for every index of `shape` in row-major order.
template <typename Fn>
void for_each_index(const std::vector<int64_t>& shape, Fn&& fn) {
  if (product(shape, 0, shape.size()) == 0) return;
  std::vector<int64_t> idx(shape.size(), 0);
  while (true) {
    fn(idx);
    int i = static_cast<int>(shape.size()) - 1;
    for (; i >= 0; --i) {
      if (++idx[i] < shape[i]) break;
      idx[i] = 0;
    }
    if (i < 0) return;
  }
}

// Walks a device's local block row by row (the last dimension is contiguous): calls
// fn(local index of the row start, global row-major index of its first element, number of
// real elements in the row, position of the row in the shard). Rows that lie wholly in
// padding are skipped; the padded tail of a row is not passed to fn.
template <typename Fn>
void for_each_row(const std::vector<int64_t>& blocks, const std::vector<int64_t>& local,
                  const std::vector<int64_t>& global_shape, Fn&& fn) {
  const size_t r = local.size();
  if (r == 0) {  // a scalar: one element, never padded
    fn(std::vector<int64_t>{}, int64_t{0}, int64_t{1}, int64_t{0});
    return;
  }
  const int64_t row = local[r - 1];
  const int64_t g0 = blocks[r - 1] * row;
  const int64_t count = std::clamp<int64_t>(global_shape[r - 1] - g0, 0, row);
  std::vector<int64_t> outer(local.begin(), local.end() - 1);
  if (outer.empty()) outer.push_back(1);
  int64_t position = 0;
  std::vector<int64_t> l(r, 0);
  for_each_index(outer, [&](const std::vector<int64_t>& idx) {
    bool real = count > 0;
    int64_t linear = 0;
    for (size_t i = 0; i + 1 < r && real; ++i) {
      const int64_t g = blocks[i] * local[i] + idx[i];
      real = g < global_shape[i];
      linear = linear * global_shape[i] + g;
      l[i] = idx[i];
    }
    if (real) fn(l, linear * global_shape[r - 1] + g0, count, position);
    position += row;
  });
}

}  // namespace

int64_t Shard::num_elements() const { return product(shape, 0, shape.size()); }

Shard Shard::filled(DType dtype, std::vector<int64_t> shape, int64_t value) {
  Shard s;
  s.dtype = dtype;
  s.shape = std::move(shape);
  const int64_t esize = types::byte_size(dtype);
  s.data.resize(static_cast<size_t>(s.num_elements() * esize));
  if (s.data.empty()) return s;
  store_value(dtype, s.data.data(), value);
  // The filled part doubled by each copy: a few large copies, not one call per element (an
  // all_gather fills its whole result before placing the pieces).
  for (size_t done = static_cast<size_t>(esize); done < s.data.size();) {
    const size_t n = std::min(done, s.data.size() - done);
    std::memcpy(s.data.data() + done, s.data.data(), n);
    done += n;
  }
  return s;
}

void store_value(DType dtype, std::byte* dst, int64_t value) {
  switch (dtype) {
    case DType::f32: save<float>(dst, static_cast<float>(value)); return;
    case DType::f64: save<double>(dst, static_cast<double>(value)); return;
    case DType::bf16: save<uint16_t>(dst, float_to_bf16(static_cast<float>(value))); return;
    case DType::f16: save<uint16_t>(dst, float_to_f16(static_cast<float>(value))); return;
    case DType::i1: save<uint8_t>(dst, value != 0 ? 1 : 0); return;
    case DType::i8: save<int8_t>(dst, static_cast<int8_t>(value)); return;
    case DType::ui8: save<uint8_t>(dst, static_cast<uint8_t>(value)); return;
    case DType::i32: save<int32_t>(dst, static_cast<int32_t>(value)); return;
    case DType::ui32: save<uint32_t>(dst, static_cast<uint32_t>(value)); return;
    case DType::i64: save<int64_t>(dst, value); return;
    case DType::i16: save<int16_t>(dst, static_cast<int16_t>(value)); return;
    case DType::ui16: save<uint16_t>(dst, static_cast<uint16_t>(value)); return;
    case DType::ui64: save<uint64_t>(dst, static_cast<uint64_t>(value)); return;
    // No arithmetic on these: the bit pattern of the value's low byte identifies the element.
    case DType::i4: case DType::ui4: case DType::f8E4M3FN: case DType::f8E5M2: case DType::f8E4M3FNUZ:
    case DType::f8E5M2FNUZ:
      save<uint8_t>(dst, static_cast<uint8_t>(value));
      return;
    case DType::c64: save<float>(dst, static_cast<float>(value)); save<float>(dst + 4, 0.0f); return;
    case DType::c128: save<double>(dst, static_cast<double>(value)); save<double>(dst + 8, 0.0); return;
    case DType::token: return;  // no data
  }
  throw std::logic_error("store_value: unknown dtype");
}

std::string format_value(DType dtype, const std::byte* src) {
  switch (dtype) {
    case DType::f32: return fmt::format("{}", load<float>(src));
    case DType::f64: return fmt::format("{}", load<double>(src));
    case DType::bf16: return fmt::format("{}", bf16_to_float(load<uint16_t>(src)));
    case DType::f16: return fmt::format("{}", f16_to_float(load<uint16_t>(src)));
    case DType::i1: return load<uint8_t>(src) ? "true" : "false";
    case DType::i8: return fmt::format("{}", load<int8_t>(src));
    case DType::ui8: return fmt::format("{}", load<uint8_t>(src));
    case DType::i32: return fmt::format("{}", load<int32_t>(src));
    case DType::ui32: return fmt::format("{}", load<uint32_t>(src));
    case DType::i64: return fmt::format("{}", load<int64_t>(src));
    case DType::i16: return fmt::format("{}", load<int16_t>(src));
    case DType::ui16: return fmt::format("{}", load<uint16_t>(src));
    case DType::ui64: return fmt::format("{}", load<uint64_t>(src));
    case DType::i4: case DType::ui4: case DType::f8E4M3FN: case DType::f8E5M2: case DType::f8E4M3FNUZ:
    case DType::f8E5M2FNUZ:
      return fmt::format("0x{:02x}", load<uint8_t>(src));
    case DType::c64: return fmt::format("({}, {})", load<float>(src), load<float>(src + 4));
    case DType::c128: return fmt::format("({}, {})", load<double>(src), load<double>(src + 8));
    case DType::token: return "token";
  }
  return "?";
}

void add_into(DType dtype, std::span<std::byte> acc, std::span<const std::byte> x) {
  if (acc.size() != x.size())
    throw std::logic_error(fmt::format("add_into: buffers of {} and {} bytes", acc.size(), x.size()));
  switch (dtype) {
    case DType::f32: add_typed<float>(acc, x); return;
    case DType::f64: add_typed<double>(acc, x); return;
    case DType::bf16: add_half<bf16_to_float, float_to_bf16>(acc, x); return;
    case DType::f16: add_half<f16_to_float, float_to_f16>(acc, x); return;
    case DType::i1:
      for (size_t i = 0; i < acc.size(); ++i) acc[i] = (acc[i] != std::byte{0} || x[i] != std::byte{0}) ? std::byte{1} : std::byte{0};
      return;
    case DType::i8: add_typed<int8_t>(acc, x); return;
    case DType::ui8: add_typed<uint8_t>(acc, x); return;
    case DType::i32: add_typed<int32_t>(acc, x); return;
    case DType::ui32: add_typed<uint32_t>(acc, x); return;
    case DType::i64: add_typed<int64_t>(acc, x); return;
    case DType::i16: add_typed<int16_t>(acc, x); return;
    case DType::ui16: add_typed<uint16_t>(acc, x); return;
    case DType::ui64: add_typed<uint64_t>(acc, x); return;
    case DType::c64: add_typed<float>(acc, x); return;    // (re, im) pairs add componentwise
    case DType::c128: add_typed<double>(acc, x); return;
    case DType::i4: case DType::ui4: case DType::f8E4M3FN: case DType::f8E5M2: case DType::f8E4M3FNUZ:
    case DType::f8E5M2FNUZ: case DType::token:
      break;  // no reductions of these in the executor
  }
  throw std::logic_error(fmt::format("add_into: no sum of {} in the executor", types::to_string(dtype)));
}

Shard slice_dim(const Shard& src, int dim, int64_t start, int64_t length) {
  std::vector<int64_t> shape = src.shape;
  shape[dim] = length;
  Shard out = Shard::filled(src.dtype, shape, kPadValue);
  const int64_t available = std::max<int64_t>(0, std::min(length, src.shape[dim] - start));
  if (available == 0) return out;
  const int64_t outer = product(src.shape, 0, dim);
  const int64_t row = product(src.shape, dim + 1, src.shape.size()) * src.element_size();  // bytes per index of dim
  for (int64_t o = 0; o < outer; ++o)
    std::memcpy(out.data.data() + (o * length) * row, src.data.data() + (o * src.shape[dim] + start) * row,
                static_cast<size_t>(available * row));
  return out;
}

void place_dim(Shard& dst, const Shard& piece, int dim, int64_t offset) {
  for (size_t i = 0; i < dst.shape.size(); ++i)
    if (static_cast<int>(i) != dim && dst.shape[i] != piece.shape[i])
      throw std::logic_error(fmt::format("place_dim: piece shape {} does not fit {} along dim {}", piece.shape,
                                         dst.shape, dim));
  const int64_t count = std::max<int64_t>(0, std::min(piece.shape[dim], dst.shape[dim] - offset));
  if (count == 0) return;
  const int64_t outer = product(dst.shape, 0, dim);
  const int64_t row = product(dst.shape, dim + 1, dst.shape.size()) * dst.element_size();
  for (int64_t o = 0; o < outer; ++o)
    std::memcpy(dst.data.data() + (o * dst.shape[dim] + offset) * row, piece.data.data() + (o * piece.shape[dim]) * row,
                static_cast<size_t>(count * row));
}

void copy_box(const Shard& src, const std::vector<int64_t>& src_start, Shard& dst,
              const std::vector<int64_t>& dst_start, const std::vector<int64_t>& extent) {
  const size_t rank = extent.size();
  for (size_t i = 0; i < rank; ++i)
    if (extent[i] < 0 || src_start[i] < 0 || dst_start[i] < 0 || src_start[i] + extent[i] > src.shape[i] ||
        dst_start[i] + extent[i] > dst.shape[i])
      throw std::logic_error(fmt::format("copy_box: box {} at {} does not fit {} -> {} at {}", extent, src_start,
                                         src.shape, dst.shape, dst_start));
  for (int64_t e : extent)
    if (e == 0) return;
  const int64_t esize = src.element_size();
  if (rank == 0) {
    std::memcpy(dst.data.data(), src.data.data(), static_cast<size_t>(esize));
    return;
  }
  // Row-major walk over every index but the last, one memcpy per innermost run.
  std::vector<int64_t> at(rank, 0);
  const size_t run = static_cast<size_t>(extent[rank - 1] * esize);
  while (true) {
    int64_t s_off = 0, d_off = 0;
    for (size_t i = 0; i < rank; ++i) {
      s_off = s_off * src.shape[i] + src_start[i] + at[i];
      d_off = d_off * dst.shape[i] + dst_start[i] + at[i];
    }
    std::memcpy(dst.data.data() + d_off * esize, src.data.data() + s_off * esize, run);
    size_t i = rank - 1;
    while (i-- > 0) {
      if (++at[i] < extent[i]) break;
      at[i] = 0;
    }
    if (i == static_cast<size_t>(-1)) break;
  }
}

GlobalArray random_global_array(const types::TensorType& tensor, uint64_t seed) {
  GlobalArray a;
  a.tensor = tensor;
  a.values.resize(static_cast<size_t>(tensor.num_elements()));
  const bool is_unsigned = tensor.dtype == DType::ui8 || tensor.dtype == DType::ui32;
  for (size_t i = 0; i < a.values.size(); ++i) {
    const uint64_t h = splitmix64(seed * 0x9e3779b97f4a7c15ull + i);
    int64_t v = static_cast<int64_t>(h % 41);  // 0..40
    if (tensor.dtype == DType::i1) v = static_cast<int64_t>(h & 1u);
    else if (!is_unsigned) v -= 20;
    a.values[i] = static_cast<int8_t>(v);
  }
  return a;
}

Shard make_source_shard(const types::Mesh& mesh, const types::ShardingType& type_in, const GlobalArray& global,
                        int64_t device, uint64_t seed) {
  const std::vector<int64_t>& gshape = global.tensor.shape;
  const types::ShardingType type = types::resolve(mesh, type_in, static_cast<int>(gshape.size()));
  const std::vector<int64_t> coords = mesh.coordinates(device);
  const std::vector<int64_t> local = types::local_shape(mesh, type, gshape);
  std::vector<int64_t> blocks(gshape.size());
  for (size_t i = 0; i < gshape.size(); ++i) blocks[i] = types::block_index(mesh, type, static_cast<int>(i), coords);
  const int64_t parts = types::num_unreduced(mesh, type);
  const int64_t part = types::unreduced_index(mesh, type, coords);
  const DType dtype = global.tensor.dtype;

  Shard s = Shard::filled(dtype, local, kPadValue);
  const int64_t esize = s.element_size();
  for_each_row(blocks, local, gshape, [&](const std::vector<int64_t>&, int64_t linear, int64_t count, int64_t pos) {
    for (int64_t e = 0; e < count; ++e) {
      const int64_t v = global.values[static_cast<size_t>(linear + e)];
      store_value(dtype, s.data.data() + (pos + e) * esize, partial_value(dtype, v, seed, linear + e, part, parts));
    }
  });
  return s;
}

std::vector<Shard> make_source_shards(const types::Mesh& mesh, const types::ShardingType& type,
                                      const GlobalArray& global, uint64_t seed) {
  std::vector<Shard> shards;
  shards.reserve(static_cast<size_t>(mesh.num_devices()));
  for (int64_t d = 0; d < mesh.num_devices(); ++d) shards.push_back(make_source_shard(mesh, type, global, d, seed));
  return shards;
}

std::optional<Mismatch> check_shards(const types::Mesh& mesh, const types::ShardingType& type_in,
                                     const GlobalArray& global, const std::vector<Shard>& shards) {
  const std::vector<int64_t>& gshape = global.tensor.shape;
  const types::ShardingType type = types::resolve(mesh, type_in, static_cast<int>(gshape.size()));
  const std::vector<int64_t> local = types::local_shape(mesh, type, gshape);
  const DType dtype = global.tensor.dtype;
  const int64_t esize = types::byte_size(dtype);
  if (static_cast<int64_t>(shards.size()) != mesh.num_devices())
    return Mismatch{0, {}, {}, fmt::format("{} shards", mesh.num_devices()), fmt::format("{} shards", shards.size())};
  for (int64_t d = 0; d < mesh.num_devices(); ++d) {
    const Shard& s = shards[static_cast<size_t>(d)];
    if (s.shape != local || s.dtype != dtype || s.num_bytes() != s.num_elements() * esize)
      return Mismatch{d, {}, {}, fmt::format("shape {} {}", local, types::to_string(dtype)),
                      fmt::format("shape {} {}", s.shape, types::to_string(s.dtype))};
  }
  std::vector<std::byte> expected(static_cast<size_t>(esize));
  for (int64_t d = 0; d < mesh.num_devices(); ++d) {
    const std::vector<int64_t> coords = mesh.coordinates(d);
    // With unreduced axes the first member of each group stands for the group's sum.
    if (types::unreduced_index(mesh, type, coords) != 0) continue;
    Bytes summed;
    const Bytes* actual = &shards[static_cast<size_t>(d)].data;
    if (!type.unreduced.empty()) {
      const std::vector<int64_t> members = group_members(mesh, type.unreduced, d);
      summed = shards[static_cast<size_t>(members[0])].data;
      for (size_t m = 1; m < members.size(); ++m) add_into(dtype, summed, shards[static_cast<size_t>(members[m])].data);
      actual = &summed;
    }
    std::vector<int64_t> blocks(gshape.size());
    for (size_t i = 0; i < gshape.size(); ++i) blocks[i] = types::block_index(mesh, type, static_cast<int>(i), coords);
    std::optional<Mismatch> found;
    for_each_row(blocks, local, gshape, [&](const std::vector<int64_t>& row_start, int64_t linear, int64_t count,
                                            int64_t pos) {
      for (int64_t e = 0; e < count && !found; ++e) {
        store_value(dtype, expected.data(), global.values[static_cast<size_t>(linear + e)]);
        const std::byte* got = actual->data() + (pos + e) * esize;
        if (std::memcmp(expected.data(), got, static_cast<size_t>(esize)) != 0) {
          std::vector<int64_t> l = row_start, g(gshape.size());
          if (!l.empty()) l.back() += e;
          for (size_t i = 0; i < l.size(); ++i) g[i] = blocks[i] * local[i] + l[i];
          found = Mismatch{d, l, g, format_value(dtype, expected.data()), format_value(dtype, got)};
        }
      }
    });
    if (found) return found;
  }
  return std::nullopt;
}

std::string describe(const Mismatch& m) {
  if (m.local_index.empty()) return fmt::format("device {}: expected {}, got {}", m.device, m.expected, m.actual);
  return fmt::format("device {}, local [{}] (global [{}]): expected {}, got {}", m.device,
                     fmt::join(m.local_index, ", "), fmt::join(m.global_index, ", "), m.expected, m.actual);
}

int64_t group_position(const types::Mesh& mesh, const std::vector<types::AxisRef>& axes,
                       const std::vector<int64_t>& coordinates) {
  int64_t pos = 0;
  for (const types::AxisRef& ref : axes)
    pos = pos * types::axis_ref_size(mesh, ref) + types::axis_ref_coordinate(mesh, ref, coordinates);
  return pos;
}

std::vector<int64_t> group_members(const types::Mesh& mesh, const std::vector<types::AxisRef>& axes_in,
                                   int64_t device) {
  std::vector<types::AxisRef> axes;
  std::vector<int64_t> sizes;
  int64_t g = 1;
  for (const types::AxisRef& ref : axes_in) {
    axes.push_back(types::resolve_axis_ref(mesh, ref));
    sizes.push_back(axes.back().size);
    g *= sizes.back();
  }
  const std::vector<int64_t> base = mesh.coordinates(device);
  std::vector<int64_t> members;
  members.reserve(static_cast<size_t>(g));
  for (int64_t j = 0; j < g; ++j) {
    // Digits of j over the axes (last axis least significant) replace the device's
    // coordinate on each part: x = hi*(size*m) + digit*m + lo, m = |x| / (pre*size).
    std::vector<int64_t> c = base;
    int64_t rest = j;
    for (size_t a = axes.size(); a-- > 0;) {
      const int64_t digit = rest % sizes[a];
      rest /= sizes[a];
      const int axis = *mesh.axis_index(axes[a].name);
      const int64_t m = mesh.axis_size(axis) / (axes[a].pre * axes[a].size);
      const int64_t x = c[static_cast<size_t>(axis)];
      c[static_cast<size_t>(axis)] = (x / (m * axes[a].size)) * (m * axes[a].size) + digit * m + x % m;
    }
    members.push_back(mesh.linear_id(c));
  }
  return members;
}

}  // namespace shardproof::exec
