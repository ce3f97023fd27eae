// \file What the kernels share: the C++ type of each dtype they compute on, a dispatch from
// a runtime dtype to a template, and row-major index arithmetic.
//
//   with_dtype(types::DType::bf16, [&]<class T>() { ... T is Eigen::bfloat16 ... });
//   strides({2, 3, 4}) == {12, 4, 1}
#pragma once

#include <Eigen/Core>
#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <type_traits>
#include <vector>

#include "partition/ops/kernel.h"
#include "partition/ops/kernels/scalar_ops.h"

namespace shardproof::partition::kernels {

template <class T>
inline constexpr bool is_float_v = std::is_floating_point_v<T> || std::is_same_v<T, Eigen::half> ||
                                   std::is_same_v<T, Eigen::bfloat16>;
// The type arithmetic runs in: float for the 16-bit floats (rounded back on store, as XLA's
// CPU backend does), the type itself otherwise.
template <class T>
using compute_t = std::conditional_t<std::is_same_v<T, Eigen::half> || std::is_same_v<T, Eigen::bfloat16>, float, T>;

template <class T>
inline T from_double(double v) {
  if constexpr (std::is_same_v<T, bool>) return v != 0;
  else if constexpr (std::is_same_v<T, Eigen::half> || std::is_same_v<T, Eigen::bfloat16>) return T(static_cast<float>(v));
  else return static_cast<T>(v);
}
template <class T>
inline double to_double(T v) {
  if constexpr (std::is_same_v<T, Eigen::half> || std::is_same_v<T, Eigen::bfloat16>) return static_cast<double>(static_cast<float>(v));
  else return static_cast<double>(v);
}

// Calls f.template operator()<T>() with T the element type of `dtype`; throws
// KernelUnsupported for the types that are only moved, never computed on (fp8, i4, complex).
template <class F>
decltype(auto) with_dtype(types::DType dtype, F&& f) {
  using types::DType;
  switch (dtype) {
    case DType::f32: return f.template operator()<float>();
    case DType::f64: return f.template operator()<double>();
    case DType::bf16: return f.template operator()<Eigen::bfloat16>();
    case DType::f16: return f.template operator()<Eigen::half>();
    case DType::i1: return f.template operator()<bool>();
    case DType::i8: return f.template operator()<int8_t>();
    case DType::i16: return f.template operator()<int16_t>();
    case DType::i32: return f.template operator()<int32_t>();
    case DType::i64: return f.template operator()<int64_t>();
    case DType::ui8: return f.template operator()<uint8_t>();
    case DType::ui16: return f.template operator()<uint16_t>();
    case DType::ui32: return f.template operator()<uint32_t>();
    case DType::ui64: return f.template operator()<uint64_t>();
    default: break;
  }
  throw KernelUnsupported(fmt::format("no arithmetic on {} in the executor", types::to_string(dtype)));
}

inline bool is_float_dtype(types::DType t) {
  return t == types::DType::f32 || t == types::DType::f64 || t == types::DType::bf16 || t == types::DType::f16;
}

inline bool is_complex_dtype(types::DType t) { return t == types::DType::c64 || t == types::DType::c128; }

// The type of one part of a complex `t` (f32 for c64, f64 for c128); `t` itself otherwise.
inline types::DType component_dtype(types::DType t) {
  return t == types::DType::c64 ? types::DType::f32 : t == types::DType::c128 ? types::DType::f64 : t;
}

// Calls f.template operator()<R>() with R the component type of a complex `dtype` (float for
// c64, double for c128): the complex kernels run on std::complex<R>, which has the layout of
// StableHLO's complex elements (real part first). Throws KernelUnsupported otherwise.
template <class F>
decltype(auto) with_complex(types::DType dtype, F&& f) {
  if (dtype == types::DType::c64) return f.template operator()<float>();
  if (dtype == types::DType::c128) return f.template operator()<double>();
  throw KernelUnsupported(fmt::format("{} is not a complex type", types::to_string(dtype)));
}

inline std::vector<int64_t> strides(const std::vector<int64_t>& shape) {
  std::vector<int64_t> s(shape.size(), 1);
  for (int i = static_cast<int>(shape.size()) - 2; i >= 0; --i) s[i] = s[i + 1] * shape[i + 1];
  return s;
}
inline int64_t product(const std::vector<int64_t>& shape) {
  int64_t p = 1;
  for (int64_t d : shape) p *= d;
  return p;
}
// Advances a row-major multi-index over `shape`; false after the last one.
inline bool next_index(std::vector<int64_t>& index, const std::vector<int64_t>& shape) {
  for (int i = static_cast<int>(shape.size()) - 1; i >= 0; --i) {
    if (++index[i] < shape[i]) return true;
    index[i] = 0;
  }
  return false;
}

struct Element16 {  // a c128 element, copied as it is
  uint64_t lo, hi;
};

// out[k] = in[base + sum_d idx_d * src_strides[d]] for the result multi-indices idx of the
// row-major elements first, first + 1, ..., first + count - 1 of `shape`, elements of `esize`
// bytes: the loop of every copy that permutes, broadcasts (stride 0) or slices, tight on the
// innermost dimension. A fused loop (exec/fusion.h) copies one block of a broadcast's or a
// transpose's result at a time through it; the whole-array kernels copy every element.
inline void strided_copy_range(const std::byte* in, std::byte* out, const std::vector<int64_t>& shape,
                               const std::vector<int64_t>& src_strides, int64_t base, int64_t esize, int64_t first,
                               int64_t count) {
  if (count <= 0) return;
  const size_t rank = shape.size();
  if (rank == 0) {
    std::memcpy(out, in + base * esize, static_cast<size_t>(esize));
    return;
  }
  const int64_t inner = shape[rank - 1], step = src_strides[rank - 1];
  // The multi-index of `first` and its source offset.
  std::vector<int64_t> idx(rank, 0);
  int64_t offset = base;
  for (int64_t d = static_cast<int64_t>(rank) - 1, f = first; d >= 0; --d) {
    const auto ud = static_cast<size_t>(d);
    idx[ud] = f % shape[ud];
    f /= shape[ud];
    offset += idx[ud] * src_strides[ud];
  }
  auto copy_rows = [&]<class E>() {
    const E* src = reinterpret_cast<const E*>(in);
    E* dst = reinterpret_cast<E*>(out);
    int64_t done = 0;
    while (done < count) {
      const int64_t j0 = idx[rank - 1], len = std::min(inner - j0, count - done);
      const E* s = src + offset;  // the row's element j0
      if (step == 1) std::memcpy(dst + done, s, static_cast<size_t>(len) * sizeof(E));
      else if (step == 0) std::fill(dst + done, dst + done + len, *s);  // a broadcast row: a fill
      else for (int64_t j = 0; j < len; ++j) dst[done + j] = s[j * step];
      done += len;
      if (done >= count) break;
      offset -= j0 * step;  // back to the row's start, then the odometer over the outer dimensions
      idx[rank - 1] = 0;
      for (int d = static_cast<int>(rank) - 2; d >= 0; --d) {
        const auto ud = static_cast<size_t>(d);
        offset += src_strides[ud];
        if (++idx[ud] < shape[ud]) break;
        offset -= idx[ud] * src_strides[ud];
        idx[ud] = 0;
      }
    }
  };
  switch (esize) {
    case 1: copy_rows.template operator()<uint8_t>(); return;
    case 2: copy_rows.template operator()<uint16_t>(); return;
    case 4: copy_rows.template operator()<uint32_t>(); return;
    case 8: copy_rows.template operator()<uint64_t>(); return;
    case 16: copy_rows.template operator()<Element16>(); return;  // complex<double>
    default: break;
  }
  throw KernelUnsupported(fmt::format("elements of {} bytes", esize));
}

// Every element of `shape` (strided_copy_range from the first).
inline void strided_copy(const std::byte* in, std::byte* out, const std::vector<int64_t>& shape,
                         const std::vector<int64_t>& src_strides, int64_t base, int64_t esize) {
  strided_copy_range(in, out, shape, src_strides, base, esize, 0, product(shape));
}

// Element `flat` of `b` as a rank-0 buffer: an argument of a region (a sort's comparator, a
// scatter's or select_and_scatter's computation) run by the interpreter.
inline HostBuffer element_at(const HostBuffer& b, int64_t flat) {
  const int64_t esize = types::byte_size(b.dtype);
  HostBuffer v = HostBuffer::zeros(b.dtype, {});
  std::memcpy(v.data.data(), b.data.data() + flat * esize, static_cast<size_t>(esize));
  return v;
}

// A StableHLO comparison direction (EQ, NE, LT, LE, GT, GE); KernelUnsupported otherwise.
inline Comparison comparison_of(std::string_view dir) {
  if (const auto c = parse_comparison(dir)) return *c;
  throw KernelUnsupported(fmt::format("comparison direction '{}'", dir));
}

// `x dir y` (scalar_ops.h's compare, the direction read from its text).
template <class C>
bool compares(std::string_view dir, C x, C y) {
  return compare(comparison_of(dir), x, y);
}

// A scalar operand's value (start indices, a dynamic index), as int64.
inline int64_t scalar_index(const HostBuffer& b, int64_t i = 0) {
  return with_dtype(b.dtype, [&]<class T>() -> int64_t {
    if constexpr (is_float_v<T>) throw KernelUnsupported("an index operand of floating-point type");
    else return static_cast<int64_t>(b.as<T>()[i]);
  });
}

}  // namespace shardproof::partition::kernels
