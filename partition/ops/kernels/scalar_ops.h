// \file The scalar functions of the elementwise ops that the host kernels
// (elementwise.cpp, element.h) and the CUDA kernels (exec/gpu/kernels/elementwise.cu) must
// compute alike, bit for bit, written once for both compilers: integer and boolean
// arithmetic with StableHLO's edge cases, NaN-propagating maximum and minimum, sign, and the
// comparisons. Each is __host__ __device__ under nvcc and plain inline under g++.
//
//   C r;  integer_binary(OpKind::divide, 7, 0, r)   -> true, r == -1 (StableHLO: x / 0 = -1)
//   nan_max(1.0f, NAN)                              -> NaN (either operand NaN: NaN)
//   compare(*parse_comparison("LT"), 1, 2)          -> true
#pragma once

#include <bit>
#include <optional>
#include <string_view>
#include <type_traits>

#include "partition/ir/program.h"

#if defined(__CUDACC__)
#define SHARDPROOF_SCALAR __host__ __device__
#else
#define SHARDPROOF_SCALAR
#endif

namespace shardproof::partition::kernels {

enum class Comparison { eq, ne, lt, le, gt, ge };

// StableHLO's comparison direction (EQ, NE, LT, LE, GT, GE); nullopt for another word.
inline std::optional<Comparison> parse_comparison(std::string_view dir) {
  if (dir == "EQ") return Comparison::eq;
  if (dir == "NE") return Comparison::ne;
  if (dir == "LT") return Comparison::lt;
  if (dir == "LE") return Comparison::le;
  if (dir == "GT") return Comparison::gt;
  if (dir == "GE") return Comparison::ge;
  return std::nullopt;
}

template <class C>
SHARDPROOF_SCALAR inline bool compare(Comparison c, C x, C y) {
  switch (c) {
    case Comparison::eq: return x == y;
    case Comparison::ne: return x != y;
    case Comparison::lt: return x < y;
    case Comparison::le: return x <= y;
    case Comparison::gt: return x > y;
    case Comparison::ge: return x >= y;
  }
  return false;
}

// Floating-point maximum and minimum: NaN when either operand is (x + y is then NaN), else
// std::max's and std::min's choice on ties (the first operand).
template <class C>
SHARDPROOF_SCALAR inline C nan_max(C a, C b) {
  return (a != a || b != b) ? a + b : (a < b ? b : a);
}
template <class C>
SHARDPROOF_SCALAR inline C nan_min(C a, C b) {
  return (a != a || b != b) ? a + b : (b < a ? b : a);
}

// The reducers (ReducerKind) on one pair of elements: the one definition that the host
// reductions (reduction.cpp), the executor's collectives combining partial results
// (exec/program_runner.cpp) and the GPU kernels share. maximum and minimum give NaN when
// either operand is NaN (XLA's semantics, whichever side the NaN arrives on); on booleans add
// is `or` and multiply is `and`; and, or, xor are bitwise on integers and booleans. False
// (and `out` untouched) for a reducer the type has none of: and/or/xor on floats, other.
//   reducer_combine(ReducerKind::maximum, 1.0f, NAN, r) -> true, r is NaN
//   reducer_combine(ReducerKind::or_, true, false, r)   -> true, r == true
template <class C>
SHARDPROOF_SCALAR inline bool reducer_combine(ReducerKind r, C a, C b, C& out) {
  constexpr bool is_bool = std::is_same_v<C, bool>;
  constexpr bool is_float = !std::is_integral_v<C>;
  switch (r) {
    case ReducerKind::add: out = is_bool ? C(a || b) : C(a + b); return true;
    case ReducerKind::multiply: out = is_bool ? C(a && b) : C(a * b); return true;
    case ReducerKind::maximum: out = is_float ? nan_max(a, b) : (a < b ? b : a); return true;
    case ReducerKind::minimum: out = is_float ? nan_min(a, b) : (b < a ? b : a); return true;
    case ReducerKind::and_:
      if constexpr (is_float) return false; else { out = C(a & b); return true; }
    case ReducerKind::or_:
      if constexpr (is_float) return false; else { out = C(a | b); return true; }
    case ReducerKind::xor_:
      if constexpr (is_float) return false; else { out = C(a ^ b); return true; }
    default: return false;
  }
}

// sign of a float: NaN stays, zeros keep their sign.
template <class C>
SHARDPROOF_SCALAR inline C float_sign(C x) {
  return x != x ? x : (x > 0 ? C(1) : x < 0 ? C(-1) : x);
}

// The unary ops on integers of type C; false where `kind` is not one on integers.
template <class C>
SHARDPROOF_SCALAR inline bool integer_unary(OpKind kind, C x, C& out) {
  using U = std::make_unsigned_t<C>;
  const U u = static_cast<U>(x);
#if defined(__CUDA_ARCH__)
  constexpr int bits = 8 * sizeof(C);
#endif
  switch (kind) {
    case OpKind::negate: out = static_cast<C>(-x); return true;
    case OpKind::abs:
      if constexpr (std::is_signed_v<C>) out = x < 0 ? static_cast<C>(-x) : x;
      else out = x;
      return true;
    case OpKind::square: out = static_cast<C>(x * x); return true;
    case OpKind::sign:
      if constexpr (std::is_signed_v<C>) out = static_cast<C>((x > 0) - (x < 0));
      else out = static_cast<C>(x > 0);
      return true;
    case OpKind::not_: out = static_cast<C>(~x); return true;
    case OpKind::popcnt:
#if defined(__CUDA_ARCH__)
      if constexpr (bits == 64) out = static_cast<C>(__popcll(static_cast<unsigned long long>(u)));
      else out = static_cast<C>(__popc(static_cast<unsigned>(u)));
#else
      out = static_cast<C>(std::popcount(u));
#endif
      return true;
    case OpKind::count_leading_zeros:
#if defined(__CUDA_ARCH__)
      if constexpr (bits == 64) out = static_cast<C>(__clzll(static_cast<long long>(u)));
      else out = static_cast<C>(__clz(static_cast<int>(static_cast<unsigned>(u))) - (32 - bits));
#else
      out = static_cast<C>(std::countl_zero(u));
#endif
      return true;
    default: return false;
  }
}

// Whether a shift by b moves every bit of a C out: b negative, or the width or more.
template <class C>
SHARDPROOF_SCALAR inline bool shifts_everything_out(C b) {
  if constexpr (std::is_signed_v<C>)
    if (b < 0) return true;
  return b >= C(8 * sizeof(C));
}

// The binary ops on integers of type C, with StableHLO's edge cases: x / 0 = -1, x % 0 = x,
// a shift by a negative amount or by the width or more gives 0 (logical) or the sign
// (arithmetic), an integer power with a negative exponent is 1. false: not an op on integers.
template <class C>
SHARDPROOF_SCALAR inline bool integer_binary(OpKind kind, C a, C b, C& out) {
  using U = std::make_unsigned_t<C>;
  constexpr int bits = 8 * sizeof(C);
  switch (kind) {
    case OpKind::add: out = static_cast<C>(a + b); return true;
    case OpKind::subtract: out = static_cast<C>(a - b); return true;
    case OpKind::multiply: out = static_cast<C>(a * b); return true;
    case OpKind::maximum: out = a < b ? b : a; return true;
    case OpKind::minimum: out = b < a ? b : a; return true;
    case OpKind::divide: out = b == 0 ? static_cast<C>(-1) : static_cast<C>(a / b); return true;
    case OpKind::remainder: out = b == 0 ? a : static_cast<C>(a % b); return true;
    case OpKind::power: {
      C r = 1;
      for (C e = b; e > 0; --e) r = static_cast<C>(r * a);
      out = r;
      return true;
    }
    case OpKind::and_: out = static_cast<C>(a & b); return true;
    case OpKind::or_: out = static_cast<C>(a | b); return true;
    case OpKind::xor_: out = static_cast<C>(a ^ b); return true;
    case OpKind::shift_left: out = shifts_everything_out(b) ? C(0) : static_cast<C>(static_cast<U>(a) << b); return true;
    case OpKind::shift_right_logical: out = shifts_everything_out(b) ? C(0) : static_cast<C>(static_cast<U>(a) >> b); return true;
    case OpKind::shift_right_arithmetic: out = static_cast<C>(a >> (shifts_everything_out(b) ? bits - 1 : b)); return true;
    default: return false;
  }
}

// The binary ops on booleans (i1): add and maximum are or, multiply and minimum are and.
SHARDPROOF_SCALAR inline bool bool_binary(OpKind kind, bool a, bool b, bool& out) {
  switch (kind) {
    case OpKind::add: case OpKind::or_: case OpKind::maximum: out = a || b; return true;
    case OpKind::multiply: case OpKind::and_: case OpKind::minimum: out = a && b; return true;
    case OpKind::xor_: out = a != b; return true;
    default: return false;
  }
}

}  // namespace shardproof::partition::kernels
