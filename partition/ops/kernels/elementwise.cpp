// Kernels of the elementwise ops: one result element from the same element of each
// operand (a rank-0 operand applies to every element). Arithmetic runs in the element type
// (float for bf16/f16, rounded back per op, as XLA's CPU backend does without fusion).
//
// Each op is written once, as a block kernel (kernel.h): n consecutive result elements. The
// whole-array kernel runs it on one block of every element; a fused loop (exec/fusion.h) on
// blocks of a few thousand. Every result element is a function of its operands' elements
// alone — the vectorised loops have no scalar head or tail that would compute some elements
// another way (exp and tanh run Eigen's packet functions on every element, the last partial
// packet padded) — so the two agree bit for bit. This file is compiled with
// -ffp-contract=off (partition/CMakeLists.txt; with AVX-512 or AVX2 where the build machine
// has them), so no multiply and add written apart are contracted into one rounding either way.
#include <algorithm>
#include <bit>
#include <cmath>
#include <complex>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include <unsupported/Eigen/SpecialFunctions>

#include "partition/ops/kernels/element.h"
#include "partition/ops/kernels/scalar_ops.h"

namespace shardproof::partition::kernels {
namespace {

[[noreturn]] void not_for(const Op& op, types::DType dtype) {
  throw KernelUnsupported(fmt::format("{} on {}", op_name(op.kind), types::to_string(dtype)));
}
[[noreturn]] void not_for(const KernelCall& call, types::DType dtype) { not_for(call.op, dtype); }
[[noreturn]] void not_for(const BlockCall& call, types::DType dtype) { not_for(call.op, dtype); }

// The elements of an operand, indexed by result element (a scalar operand broadcasts).
template <class T>
struct Elements {
  const T* p;
  bool scalar;
  explicit Elements(const HostBuffer& b) : p(b.as<T>()), scalar(b.shape.empty()) {}
  explicit Elements(const BlockOperand& b) : p(reinterpret_cast<const T*>(b.data)), scalar(b.scalar) {}
  T operator[](int64_t i) const { return scalar ? p[0] : p[i]; }
};
template <class T>
inline T at(const BlockOperand& b, int64_t i) {
  return reinterpret_cast<const T*>(b.data)[b.scalar ? 0 : i];
}

// A whole-array call as one block of every element: an operand of one element is a scalar.
template <class F>
void as_one_block(KernelCall& call, F block) {
  std::vector<BlockOperand> operands;
  for (const HostBuffer* b : call.operands) operands.push_back({b->dtype, b->data.data(), b->num_elements() == 1});
  HostBuffer& out = call.results[0];
  block(BlockCall{call.op, operands, out.dtype, out.data.data(), out.num_elements()});
}

template <class T>
compute_t<T> unary(OpKind kind, compute_t<T> x, const BlockCall& call) {
  using C = compute_t<T>;
  if constexpr (is_float_v<T>) {
    switch (kind) {
      case OpKind::tanh: return std::tanh(x);
      case OpKind::exponential: return std::exp(x);
      case OpKind::log: return std::log(x);
      case OpKind::logistic: return C(1) / (C(1) + std::exp(-x));
      case OpKind::negate: return -x;
      case OpKind::rsqrt: return C(1) / std::sqrt(x);
      case OpKind::sqrt: return std::sqrt(x);
      case OpKind::sine: return std::sin(x);
      case OpKind::cosine: return std::cos(x);
      case OpKind::tan: return std::tan(x);
      case OpKind::abs: return std::abs(x);
      case OpKind::square: return x * x;
      case OpKind::cbrt: return std::cbrt(x);
      case OpKind::erf: return std::erf(x);
      case OpKind::erfc: return std::erfc(x);
      // erf^-1(x) = Phi^-1((x + 1) / 2) / sqrt(2), with Eigen's inverse normal CDF (ndtri):
      // jax.random.normal draws through it.
      case OpKind::erf_inv: return static_cast<C>(Eigen::numext::ndtri((static_cast<double>(x) + 1) / 2) / std::sqrt(2.0));
      case OpKind::log_plus_one: return std::log1p(x);
      case OpKind::exponential_minus_one: return std::expm1(x);
      case OpKind::sign: return float_sign(x);
      case OpKind::floor: return std::floor(x);
      case OpKind::ceil: return std::ceil(x);
      case OpKind::round_nearest_even: return std::nearbyint(x);
      case OpKind::round_nearest_afz: return std::round(x);
      default: break;
    }
  } else if constexpr (std::is_same_v<T, bool>) {
    if (kind == OpKind::not_) return !x;
  } else {
    C out;
    if (integer_unary(kind, x, out)) return out;
  }
  not_for(call, call.result_dtype);
}

template <class T>
compute_t<T> binary(OpKind kind, compute_t<T> a, compute_t<T> b, const BlockCall& call) {
  using C = compute_t<T>;
  if constexpr (is_float_v<T>) {
    switch (kind) {
      case OpKind::add: return a + b;
      case OpKind::subtract: return a - b;
      case OpKind::multiply: return a * b;
      case OpKind::divide: return a / b;
      case OpKind::maximum: return nan_max(a, b);
      case OpKind::minimum: return nan_min(a, b);
      case OpKind::power: return std::pow(a, b);
      case OpKind::remainder: return std::fmod(a, b);
      case OpKind::atan2: return std::atan2(a, b);
      default: break;
    }
  } else if constexpr (std::is_same_v<T, bool>) {
    bool out;
    if (bool_binary(kind, a, b, out)) return out;
  } else {
    C out;
    if (integer_binary(kind, a, b, out)) return out;
  }
  not_for(call, call.result_dtype);
}

// The hot elementwise ops of f32/f64 programs, one loop per op and operand shape (a rank-0
// operand held in a register) so that the compiler vectorizes them; the same values as the
// generic per-element switch below. false: not one of them.
template <class T, class F>
void each_pair(const Elements<T>& a, const Elements<T>& b, T* dst, int64_t n, F f) {
  if (!a.scalar && !b.scalar) for (int64_t i = 0; i < n; ++i) dst[i] = f(a.p[i], b.p[i]);
  else if (a.scalar && !b.scalar) { const T x = a.p[0]; for (int64_t i = 0; i < n; ++i) dst[i] = f(x, b.p[i]); }
  else if (!a.scalar) { const T y = b.p[0]; for (int64_t i = 0; i < n; ++i) dst[i] = f(a.p[i], y); }
  else for (int64_t i = 0; i < n; ++i) dst[i] = f(a.p[0], b.p[0]);
}

template <class T>
bool fast_binary(OpKind kind, const Elements<T>& a, const Elements<T>& b, T* dst, int64_t n) {
  switch (kind) {
    case OpKind::add: each_pair(a, b, dst, n, [](T x, T y) { return x + y; }); return true;
    case OpKind::subtract: each_pair(a, b, dst, n, [](T x, T y) { return x - y; }); return true;
    case OpKind::multiply: each_pair(a, b, dst, n, [](T x, T y) { return x * y; }); return true;
    case OpKind::divide: each_pair(a, b, dst, n, [](T x, T y) { return x / y; }); return true;
    case OpKind::maximum: each_pair(a, b, dst, n, [](T x, T y) { return nan_max(x, y); }); return true;
    case OpKind::minimum: each_pair(a, b, dst, n, [](T x, T y) { return nan_min(x, y); }); return true;
    default: return false;
  }
}

// dst[i] = f(a[i]) through Eigen's packet function on every element (Eigen's own array
// assignment would compute an unaligned head and the tail with the scalar function, so an
// element's bits would depend on where its block starts): whole packets, then the last
// partial one padded with zeros.
template <class Functor>
void packetwise(const float* a, float* dst, int64_t n, Functor f) {
  using Packet = Eigen::internal::packet_traits<float>::type;
  constexpr int64_t kLanes = Eigen::internal::packet_traits<float>::size;
  int64_t i = 0;
  for (; i + kLanes <= n; i += kLanes)
    Eigen::internal::pstoreu(dst + i, f.packetOp(Eigen::internal::ploadu<Packet>(a + i)));
  if (i < n) {
    float tail[kLanes] = {};
    std::copy(a + i, a + n, tail);
    Eigen::internal::pstoreu(tail, f.packetOp(Eigen::internal::ploadu<Packet>(tail)));
    std::copy(tail, tail + (n - i), dst + i);
  }
}

template <class T>
bool fast_unary(OpKind kind, const T* a, T* dst, int64_t n) {
  switch (kind) {
    case OpKind::negate: for (int64_t i = 0; i < n; ++i) dst[i] = -a[i]; return true;
    case OpKind::square: for (int64_t i = 0; i < n; ++i) dst[i] = a[i] * a[i]; return true;
    case OpKind::sqrt: for (int64_t i = 0; i < n; ++i) dst[i] = std::sqrt(a[i]); return true;
    case OpKind::rsqrt: for (int64_t i = 0; i < n; ++i) dst[i] = T(1) / std::sqrt(a[i]); return true;
    // exp and tanh of floats: Eigen's vectorized functions (glibc's scalar tanhf goes through
    // expm1f, and expf takes a slow path on underflow: 15% of the GPT-2 step's samples were in
    // them, softmax and GELU). Against glibc over every 7th float in [-100, 100]: exp within
    // 1 ulp where the result is a normal float, tanh within 7 ulp (SSE build); 5 and 5 ulp
    // (AVX-512 build, FMA; 254.8 million points). But below about x = -88.4
    // Eigen 3.4's exp clamps its argument and gives 2.9e-39 for every x, exp(-inf) included:
    // the elements below -87 (where libm's results turn subnormal) are redone, 0 below -104
    // (libm's value there too), libm's subnormals between (Kernels.ExpOfF32UnderflowsToZero...).
    // Its AVX-512 form also overflows early (inf at 88.5, where libm gives 2.72e38): the
    // elements above 88 are redone by libm too.
    case OpKind::exponential:
      if constexpr (std::is_same_v<T, float>) {
        packetwise(a, dst, n, Eigen::internal::scalar_exp_op<float>());
        // The redone elements, without a branch per element (a causal mask's -1e9 logits make
        // half of a softmax's elements underflow): zeros by a blend, then libm only in the
        // runs of 64 that hold an element in (-104, -87) or above 88.
        for (int64_t i = 0; i < n; ++i) dst[i] = a[i] < -104.0f ? 0.0f : dst[i];
        for (int64_t run = 0; run < n; run += 64) {
          const int64_t end = std::min(n, run + 64);
          bool any = false;
          for (int64_t i = run; i < end; ++i) any |= ((a[i] < -87.0f) & (a[i] >= -104.0f)) | (a[i] > 88.0f);  // no branch: vectorised
          if (any)
            for (int64_t i = run; i < end; ++i)
              if ((a[i] < -87.0f && a[i] >= -104.0f) || a[i] > 88.0f) dst[i] = std::exp(a[i]);
        }
      } else {
        for (int64_t i = 0; i < n; ++i) dst[i] = std::exp(a[i]);
      }
      return true;
    case OpKind::tanh:
      if constexpr (std::is_same_v<T, float>) packetwise(a, dst, n, Eigen::internal::scalar_tanh_op<float>());
      else for (int64_t i = 0; i < n; ++i) dst[i] = std::tanh(a[i]);
      return true;
    default: return false;
  }
}

// Complex elements (c64, c128): the arithmetic of std::complex, which follows the usual
// definitions (principal branches for log, sqrt, power), as XLA's CPU backend does.
template <class R>
std::complex<R> complex_unary(OpKind kind, std::complex<R> x, const KernelCall& call) {
  switch (kind) {
    case OpKind::negate: return -x;
    case OpKind::exponential: return std::exp(x);
    case OpKind::exponential_minus_one: return std::exp(x) - R(1);
    case OpKind::log: return std::log(x);
    case OpKind::log_plus_one: return std::log(x + R(1));
    case OpKind::sqrt: return std::sqrt(x);
    case OpKind::rsqrt: return R(1) / std::sqrt(x);
    case OpKind::tanh: return std::tanh(x);
    case OpKind::sine: return std::sin(x);
    case OpKind::cosine: return std::cos(x);
    case OpKind::tan: return std::tan(x);
    case OpKind::square: return x * x;
    case OpKind::sign: return x == std::complex<R>(0) ? x : x / std::abs(x);
    default: break;
  }
  not_for(call, call.results[0].dtype);
}

template <class R>
std::complex<R> complex_binary(OpKind kind, std::complex<R> a, std::complex<R> b, const KernelCall& call) {
  switch (kind) {
    case OpKind::add: return a + b;
    case OpKind::subtract: return a - b;
    case OpKind::multiply: return a * b;
    case OpKind::divide: return a / b;
    case OpKind::power: return std::pow(a, b);
    default: break;
  }
  not_for(call, call.results[0].dtype);
}

// The elementwise ops on complex operands: complex results, or abs's real one (the modulus).
void complex_elementwise(KernelCall& call) {
  HostBuffer& out = call.results[0];
  const OpKind kind = call.op.kind;
  const int64_t n = out.num_elements();
  with_complex(call.operands[0]->dtype, [&]<class R>() {
    using C = std::complex<R>;
    if (kind == OpKind::abs) {
      const Elements<C> a(*call.operands[0]);
      for (int64_t i = 0; i < n; ++i) out.as<R>()[i] = std::abs(a[i]);
    } else if (kind == OpKind::is_finite) {
      throw KernelUnsupported("is_finite on a complex operand");  // StableHLO: floats only
    } else if (call.operands.size() == 1) {
      const Elements<C> a(*call.operands[0]);
      for (int64_t i = 0; i < n; ++i) out.as<C>()[i] = complex_unary<R>(kind, a[i], call);
    } else if (call.operands.size() == 2) {
      const Elements<C> a(*call.operands[0]), b(*call.operands[1]);
      for (int64_t i = 0; i < n; ++i) out.as<C>()[i] = complex_binary<R>(kind, a[i], b[i], call);
    } else {
      not_for(call, out.dtype);
    }
  });
}

// real and imag: a complex operand's part; a real operand's value or zero.
void complex_part(KernelCall& call, bool imaginary) {
  const HostBuffer& in = *call.operands[0];
  HostBuffer& out = call.results[0];
  const int64_t n = out.num_elements();
  if (!is_complex_dtype(in.dtype)) {
    if (imaginary) std::fill(out.data.begin(), out.data.end(), std::byte{0});
    else std::memcpy(out.data.data(), in.data.data(), out.data.size());
    return;
  }
  with_complex(in.dtype, [&]<class R>() {
    const std::complex<R>* src = in.as<std::complex<R>>();
    R* dst = out.as<R>();
    for (int64_t i = 0; i < n; ++i) dst[i] = imaginary ? src[i].imag() : src[i].real();
  });
}

}  // namespace

void real(KernelCall& call) { complex_part(call, false); }
void imag(KernelCall& call) { complex_part(call, true); }

// complex(re, im): the complex elements whose parts the two operands hold.
void complex(KernelCall& call) {
  const HostBuffer& re = *call.operands[0];
  const HostBuffer& im = *call.operands[1];
  HostBuffer& out = call.results[0];
  const int64_t n = out.num_elements();
  with_complex(out.dtype, [&]<class R>() {
    std::complex<R>* dst = out.as<std::complex<R>>();
    for (int64_t i = 0; i < n; ++i) dst[i] = std::complex<R>(re.as<R>()[i], im.as<R>()[i]);
  });
}

void elementwise(KernelCall& call) {
  if (is_complex_dtype(call.operands[0]->dtype)) {
    complex_elementwise(call);
    return;
  }
  as_one_block(call, elementwise_block);
}

void elementwise_block(const BlockCall& call) {
  const OpKind kind = call.op.kind;
  const int64_t n = call.n;
  if (kind == OpKind::is_finite) {
    with_dtype(call.operands[0].dtype, [&]<class T>() {
      bool* dst = reinterpret_cast<bool*>(call.result);
      for (int64_t i = 0; i < n; ++i) {
        if constexpr (is_float_v<T>) dst[i] = std::isfinite(static_cast<compute_t<T>>(at<T>(call.operands[0], i)));
        else dst[i] = true;
      }
    });
    return;
  }
  with_dtype(call.result_dtype, [&]<class T>() {
    using C = compute_t<T>;
    T* dst = reinterpret_cast<T*>(call.result);
    if (call.operands.size() == 1) {
      const Elements<T> a(call.operands[0]);
      // A one-element operand (a local block of one element, a rank-0 operand) goes through
      // the same vectorised function as any other: exp and tanh would otherwise take libm's
      // bits on a device whose block has one element and Eigen's in the reference.
      if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>)
        if (n > 0 && fast_unary(kind, a.p, dst, a.scalar ? 1 : n)) {
          if (a.scalar) std::fill(dst + 1, dst + n, dst[0]);
          return;
        }
      for (int64_t i = 0; i < n; ++i) dst[i] = static_cast<T>(unary<T>(kind, static_cast<C>(a[i]), call));
    } else if (call.operands.size() == 2) {
      const Elements<T> a(call.operands[0]), b(call.operands[1]);
      if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>)
        if (fast_binary(kind, a, b, dst, n)) return;
      for (int64_t i = 0; i < n; ++i)
        dst[i] = static_cast<T>(binary<T>(kind, static_cast<C>(a[i]), static_cast<C>(b[i]), call));
    } else {
      not_for(call, call.result_dtype);
    }
  });
}

void convert(KernelCall& call) {
  const HostBuffer& in = *call.operands[0];
  HostBuffer& out = call.results[0];
  const int64_t n = out.num_elements();
  if (is_complex_dtype(in.dtype) || is_complex_dtype(out.dtype)) {
    // real to complex: a zero imaginary part; complex to real: the real part (XLA's rule)
    std::vector<std::complex<double>> values(static_cast<size_t>(n));
    if (is_complex_dtype(in.dtype))
      with_complex(in.dtype, [&]<class R>() {
        for (int64_t i = 0; i < n; ++i) values[static_cast<size_t>(i)] = std::complex<double>(in.as<std::complex<R>>()[i]);
      });
    else
      with_dtype(in.dtype, [&]<class T>() {
        for (int64_t i = 0; i < n; ++i) values[static_cast<size_t>(i)] = to_double(in.as<T>()[i]);
      });
    if (is_complex_dtype(out.dtype))
      with_complex(out.dtype, [&]<class R>() {
        for (int64_t i = 0; i < n; ++i) out.as<std::complex<R>>()[i] = std::complex<R>(values[static_cast<size_t>(i)]);
      });
    else
      with_dtype(out.dtype, [&]<class T>() {
        if constexpr (!is_float_v<T>) throw KernelUnsupported("convert from complex to an integer type");
        else for (int64_t i = 0; i < n; ++i) out.as<T>()[i] = from_double<T>(values[static_cast<size_t>(i)].real());
      });
    return;
  }
  as_one_block(call, convert_block);
}

void convert_block(const BlockCall& call) {
  const BlockOperand& in = call.operands[0];
  const int64_t n = call.n;
  with_dtype(in.dtype, [&]<class From>() {
    with_dtype(call.result_dtype, [&]<class To>() {
      const Elements<From> src(in);
      To* dst = reinterpret_cast<To*>(call.result);
      for (int64_t i = 0; i < n; ++i) {
        if constexpr (!is_float_v<From> && !is_float_v<To> && !std::is_same_v<To, bool>) dst[i] = static_cast<To>(src[i]);
        else if constexpr (is_float_v<From> && !is_float_v<To> && !std::is_same_v<To, bool>) {
          const double v = to_double(src[i]);  // float to integer: truncate, NaN to 0, saturate
          dst[i] = std::isnan(v) ? To(0) : v <= static_cast<double>(std::numeric_limits<To>::min()) ? std::numeric_limits<To>::min()
                 : v >= static_cast<double>(std::numeric_limits<To>::max()) ? std::numeric_limits<To>::max() : static_cast<To>(v);
        } else dst[i] = from_double<To>(to_double(src[i]));
      }
    });
  });
}

namespace {

// x rounded to a float of `exponent_bits` and `mantissa_bits` and back (StableHLO's
// reduce_precision): the mantissa rounded to nearest even, then values beyond the reduced
// exponent range overflow to infinity or flush to zero, keeping the sign; NaN stays NaN.
template <class F, class U, int kExponentBits, int kMantissaBits>
F reduce_precision_of(F x, int exponent_bits, int mantissa_bits) {
  if (std::isnan(x)) return x;
  U bits = std::bit_cast<U>(x);
  if (mantissa_bits < kMantissaBits) {
    const int dropped = kMantissaBits - mantissa_bits;
    const U last_kept = U(1) << dropped;
    const U bias = ((bits & last_kept) >> dropped) + ((last_kept >> 1) - 1);
    bits = (bits + bias) & ~(last_kept - 1);
  }
  if (exponent_bits < kExponentBits) {
    const U sign = U(1) << (8 * sizeof(U) - 1);
    const U exponent_mask = ((U(1) << kExponentBits) - 1) << kMantissaBits;
    const U bias = (U(1) << (kExponentBits - 1)) - 1, reduced_bias = (U(1) << (exponent_bits - 1)) - 1;
    const U exponent = bits & exponent_mask;
    if (exponent > ((bias + reduced_bias) << kMantissaBits)) bits = (bits & sign) | exponent_mask;
    else if (exponent <= ((bias - reduced_bias) << kMantissaBits)) bits &= sign;
  }
  return std::bit_cast<F>(bits);
}

// The format of a reduce_precision: `format = e5m10` as JAX prints it, or the generic form's
// exponent_bits and mantissa_bits.
std::pair<int, int> precision_format(const Op& op) {
  int exponent = -1, mantissa = -1;
  for (const auto& [key, value] : op.attributes) {
    if (key == "format" && std::sscanf(value.c_str(), "e%dm%d", &exponent, &mantissa) == 2) break;
    if (key == "exponent_bits") exponent = std::atoi(value.c_str());
    if (key == "mantissa_bits") mantissa = std::atoi(value.c_str());
  }
  if (exponent < 1 || mantissa < 0) throw KernelUnsupported("reduce_precision without its exponent and mantissa bits");
  return {exponent, mantissa};
}

}  // namespace

void reduce_precision(KernelCall& call) {
  const HostBuffer& in = *call.operands[0];
  HostBuffer& out = call.results[0];
  // Named variables, not a structured binding: clang 14 (make fuzz) cannot capture one in the
  // lambda below.
  const std::pair<int, int> format = precision_format(call.op);
  const int exponent = format.first, mantissa = format.second;
  const int64_t n = out.num_elements();
  with_dtype(in.dtype, [&]<class T>() {
    const T* src = in.as<T>();
    T* dst = out.as<T>();
    if constexpr (std::is_same_v<T, double>) {
      for (int64_t i = 0; i < n; ++i) dst[i] = reduce_precision_of<double, uint64_t, 11, 52>(src[i], exponent, mantissa);
    } else if constexpr (is_float_v<T>) {
      // bf16 and f16 values are exactly floats: reduce there, store back (exact when the
      // reduced format is no wider than the stored one, as JAX emits it).
      for (int64_t i = 0; i < n; ++i)
        dst[i] = static_cast<T>(reduce_precision_of<float, uint32_t, 8, 23>(static_cast<float>(src[i]), exponent, mantissa));
    } else {
      not_for(call, in.dtype);
    }
  });
}

void bitcast_convert(KernelCall& call) {
  const HostBuffer& in = *call.operands[0];
  HostBuffer& out = call.results[0];
  if (in.data.size() != out.data.size())
    throw KernelUnsupported(fmt::format("bitcast_convert of {} bytes into {} bytes", in.data.size(), out.data.size()));
  std::memcpy(out.data.data(), in.data.data(), in.data.size());
}

void compare(KernelCall& call) { as_one_block(call, compare_block); }

void compare_block(const BlockCall& call) {
  const BlockOperand &a = call.operands[0], &b = call.operands[1];
  const Comparison dir = comparison_of(call.op.comparison);
  const int64_t n = call.n;
  with_dtype(a.dtype, [&]<class T>() {
    using C = compute_t<T>;
    bool* dst = reinterpret_cast<bool*>(call.result);
    for (int64_t i = 0; i < n; ++i) dst[i] = compare(dir, static_cast<C>(at<T>(a, i)), static_cast<C>(at<T>(b, i)));
  });
}

void select(KernelCall& call) { as_one_block(call, select_block); }

void select_block(const BlockCall& call) {
  const BlockOperand &p = call.operands[0], &t = call.operands[1], &f = call.operands[2];
  const int64_t esize = types::byte_size(call.result_dtype), n = call.n;
  const bool* pick = reinterpret_cast<const bool*>(p.data);
  if (esize == 4) {  // f32/i32: a vectorizable loop
    const Elements<uint32_t> a(t), b(f);
    uint32_t* dst = reinterpret_cast<uint32_t*>(call.result);
    for (int64_t i = 0; i < n; ++i) dst[i] = pick[p.scalar ? 0 : i] ? a[i] : b[i];
    return;
  }
  for (int64_t i = 0; i < n; ++i) {
    const bool chosen = pick[p.scalar ? 0 : i];
    const BlockOperand& src = chosen ? t : f;
    std::memcpy(call.result + i * esize, src.data + (src.scalar ? 0 : i) * esize, static_cast<size_t>(esize));
  }
}

void clamp(KernelCall& call) { as_one_block(call, clamp_block); }

void clamp_block(const BlockCall& call) {
  const BlockOperand &lo = call.operands[0], &x = call.operands[1], &hi = call.operands[2];
  const int64_t n = call.n;
  with_dtype(call.result_dtype, [&]<class T>() {
    using C = compute_t<T>;
    T* dst = reinterpret_cast<T*>(call.result);
    for (int64_t i = 0; i < n; ++i)
      dst[i] = static_cast<T>(std::min(std::max(static_cast<C>(at<T>(x, i)), static_cast<C>(at<T>(lo, i))),
                                       static_cast<C>(at<T>(hi, i))));
  });
}

}  // namespace shardproof::partition::kernels
