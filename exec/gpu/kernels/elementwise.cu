// CUDA kernels of the elementwise ops (column `gpu` = elementwise, convert, compare, select,
// clamp): one thread per result element, grid-stride, a rank-0 (one-element) operand applied
// to every element. Each op's scalar function is the host kernel's
// (partition/ops/kernels/elementwise.cpp), written again for the device: the same edge cases
// (NaN wins max and min, x / 0 = -1 on integers, shifts past the width, saturating
// float-to-integer converts) and the same rounding of the 16-bit floats (computed in float,
// rounded back per op). Compiled without fast math and without FMA contraction
// (exec/CMakeLists.txt): add, subtract, multiply, divide, sqrt and the rest of the exact ops
// give the host's bits; the transcendental functions (approximate() below), computed in
// double and rounded once, differ from the host's libm and Eigen by an ulp now and then,
// which the executor's comparison allows for.
#include <cmath>
#include <cstring>
#include <limits>

#include "exec/gpu/device.cuh"
#include "partition/ops/op_table.h"

namespace shardproof::exec::gpu {
namespace {

using partition::OpKind;

// The functions CUDA does not round correctly (its documented maximum errors are 1 to 4 ulp).
// On floats narrower than double the kernels compute them in double and round once: the
// correctly rounded result in all but a few cases in 2^29, where glibc's float functions are
// within 1 ulp of it too, so the GPU and the host rarely differ by more than 1 ulp (a cancellation
// after them, as Adam's 1 - b2^t with b2 = 0.999, would magnify a 4-ulp difference a thousandfold).
__host__ __device__ constexpr bool approximate(OpKind kind) {
  switch (kind) {
    case OpKind::tanh: case OpKind::exponential: case OpKind::log: case OpKind::logistic: case OpKind::sine:
    case OpKind::cosine: case OpKind::tan: case OpKind::cbrt: case OpKind::erf: case OpKind::erfc: case OpKind::erf_inv:
    case OpKind::log_plus_one: case OpKind::exponential_minus_one: case OpKind::power: case OpKind::atan2: return true;
    default: return false;
  }
}

template <class T>
__device__ inline T load(const T* p, bool scalar, int64_t i) {
  return p[scalar ? 0 : i];
}

template <class C>
__device__ C unary_float(OpKind kind, C x) {
  switch (kind) {
    case OpKind::tanh: return tanh(x);
    case OpKind::exponential: return exp(x);
    case OpKind::log: return log(x);
    case OpKind::logistic: return C(1) / (C(1) + exp(-x));
    case OpKind::negate: return -x;
    case OpKind::rsqrt: return C(1) / sqrt(x);  // two correctly rounded ops, as on the host
    case OpKind::sqrt: return sqrt(x);
    case OpKind::sine: return sin(x);
    case OpKind::cosine: return cos(x);
    case OpKind::tan: return tan(x);
    case OpKind::abs: return fabs(x);
    case OpKind::square: return x * x;
    case OpKind::cbrt: return cbrt(x);
    case OpKind::erf: return erf(x);
    case OpKind::erfc: return erfc(x);
    case OpKind::erf_inv: return erfinv(x);
    case OpKind::log_plus_one: return log1p(x);
    case OpKind::exponential_minus_one: return expm1(x);
    case OpKind::sign: return isnan(x) ? x : (x > 0 ? C(1) : x < 0 ? C(-1) : x);
    case OpKind::floor: return floor(x);
    case OpKind::ceil: return ceil(x);
    case OpKind::round_nearest_even: return rint(x);
    case OpKind::round_nearest_afz: return round(x);
    default: return C(0);
  }
}

template <class C>
__device__ C unary_integer(OpKind kind, C x) {
  using U = std::make_unsigned_t<C>;
  constexpr int bits = 8 * sizeof(C);
  const U u = static_cast<U>(x);
  switch (kind) {
    case OpKind::negate: return static_cast<C>(-x);
    case OpKind::abs: if constexpr (std::is_signed_v<C>) return x < 0 ? static_cast<C>(-x) : x; else return x;
    case OpKind::square: return static_cast<C>(x * x);
    case OpKind::sign: if constexpr (std::is_signed_v<C>) return static_cast<C>((x > 0) - (x < 0)); else return static_cast<C>(x > 0);
    case OpKind::not_: return static_cast<C>(~x);
    case OpKind::popcnt:
      if constexpr (bits == 64) return static_cast<C>(__popcll(static_cast<unsigned long long>(u)));
      else return static_cast<C>(__popc(static_cast<unsigned>(u)));
    case OpKind::count_leading_zeros:
      if constexpr (bits == 64) return static_cast<C>(__clzll(static_cast<long long>(u)));
      else return static_cast<C>(__clz(static_cast<int>(static_cast<unsigned>(u))) - (32 - bits));
    default: return C(0);
  }
}

template <class C>
__device__ C binary_float(OpKind kind, C a, C b) {
  switch (kind) {
    case OpKind::add: return a + b;
    case OpKind::subtract: return a - b;
    case OpKind::multiply: return a * b;
    case OpKind::divide: return a / b;
    case OpKind::maximum: return (isnan(a) || isnan(b)) ? a + b : (a < b ? b : a);  // std::max's choice on ties
    case OpKind::minimum: return (isnan(a) || isnan(b)) ? a + b : (b < a ? b : a);
    case OpKind::power: return pow(a, b);
    case OpKind::remainder: return fmod(a, b);
    case OpKind::atan2: return atan2(a, b);
    default: return C(0);
  }
}

template <class C>
__device__ C binary_integer(OpKind kind, C a, C b) {
  using U = std::make_unsigned_t<C>;
  constexpr int bits = 8 * sizeof(C);
  switch (kind) {
    case OpKind::add: return static_cast<C>(a + b);
    case OpKind::subtract: return static_cast<C>(a - b);
    case OpKind::multiply: return static_cast<C>(a * b);
    case OpKind::maximum: return a < b ? b : a;
    case OpKind::minimum: return b < a ? b : a;
    case OpKind::divide: return b == 0 ? static_cast<C>(-1) : static_cast<C>(a / b);  // StableHLO: x / 0 = -1
    case OpKind::remainder: return b == 0 ? a : static_cast<C>(a % b);
    case OpKind::power: { C r = 1; for (C e = b; e > 0; --e) r = static_cast<C>(r * a); return r; }
    case OpKind::and_: return static_cast<C>(a & b);
    case OpKind::or_: return static_cast<C>(a | b);
    case OpKind::xor_: return static_cast<C>(a ^ b);
    case OpKind::shift_left: return b < 0 || b >= bits ? C(0) : static_cast<C>(static_cast<U>(a) << b);
    case OpKind::shift_right_logical: return b < 0 || b >= bits ? C(0) : static_cast<C>(static_cast<U>(a) >> b);
    case OpKind::shift_right_arithmetic: return static_cast<C>(a >> ((b < 0 || b >= bits) ? bits - 1 : b));
    default: return C(0);
  }
}

__device__ inline bool binary_bool(OpKind kind, bool a, bool b) {
  switch (kind) {
    case OpKind::add: case OpKind::or_: case OpKind::maximum: return a || b;
    case OpKind::multiply: case OpKind::and_: case OpKind::minimum: return a && b;
    case OpKind::xor_: return a != b;
    default: return false;
  }
}

template <class T>
__global__ void unary_kernel(OpKind kind, const T* a, bool a_scalar, T* out, int64_t n) {
  for (int64_t i = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; i < n; i += int64_t(gridDim.x) * blockDim.x) {
    const T x = load(a, a_scalar, i);
    if constexpr (std::is_same_v<T, bool>) out[i] = kind == OpKind::not_ ? !x : x;
    else if constexpr (is_device_float_v<T>)
      out[i] = approximate(kind) ? narrow<T>(unary_float<double>(kind, static_cast<double>(widen(x))))
                                 : narrow<T>(unary_float<compute_of<T>>(kind, widen(x)));
    else out[i] = unary_integer<T>(kind, x);
  }
}

template <class T>
__global__ void binary_kernel(OpKind kind, const T* a, bool a_scalar, const T* b, bool b_scalar, T* out, int64_t n) {
  for (int64_t i = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; i < n; i += int64_t(gridDim.x) * blockDim.x) {
    const T x = load(a, a_scalar, i), y = load(b, b_scalar, i);
    if constexpr (std::is_same_v<T, bool>) out[i] = binary_bool(kind, x, y);
    else if constexpr (is_device_float_v<T>)
      out[i] = approximate(kind) ? narrow<T>(binary_float<double>(kind, static_cast<double>(widen(x)), static_cast<double>(widen(y))))
                                 : narrow<T>(binary_float<compute_of<T>>(kind, widen(x), widen(y)));
    else out[i] = binary_integer<T>(kind, x, y);
  }
}

template <class T>
__global__ void is_finite_kernel(const T* a, bool a_scalar, bool* out, int64_t n) {
  for (int64_t i = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; i < n; i += int64_t(gridDim.x) * blockDim.x) {
    if constexpr (is_device_float_v<T>) out[i] = isfinite(widen(load(a, a_scalar, i)));
    else out[i] = true;
  }
}

template <class T>
__device__ inline double as_double(T v) {
  if constexpr (is_half_v<T>) return static_cast<double>(static_cast<float>(v));
  else return static_cast<double>(v);
}

// The host's convert: integer to integer by a cast; float to integer truncated, NaN to 0,
// saturated; anything to bool by != 0; else through double (and float, for the 16-bit ones).
template <class From, class To>
__global__ void convert_kernel(const From* a, bool a_scalar, To* out, int64_t n) {
  for (int64_t i = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; i < n; i += int64_t(gridDim.x) * blockDim.x) {
    const From x = load(a, a_scalar, i);
    if constexpr (std::is_same_v<To, bool>) {
      out[i] = as_double(x) != 0;
    } else if constexpr (!is_device_float_v<From> && !is_device_float_v<To>) {
      out[i] = static_cast<To>(x);
    } else if constexpr (is_device_float_v<From> && !is_device_float_v<To>) {
      const double v = as_double(x);
      constexpr double lo = static_cast<double>(std::numeric_limits<To>::min()), hi = static_cast<double>(std::numeric_limits<To>::max());
      out[i] = isnan(v) ? To(0) : v <= lo ? std::numeric_limits<To>::min() : v >= hi ? std::numeric_limits<To>::max() : static_cast<To>(v);
    } else {
      out[i] = narrow<To>(as_double(x));
    }
  }
}

// EQ NE LT LE GT GE, as 0..5.
template <class T>
__global__ void compare_kernel(int direction, const T* a, bool a_scalar, const T* b, bool b_scalar, bool* out, int64_t n) {
  for (int64_t i = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; i < n; i += int64_t(gridDim.x) * blockDim.x) {
    const auto x = widen(load(a, a_scalar, i)), y = widen(load(b, b_scalar, i));
    bool r = false;
    switch (direction) {
      case 0: r = x == y; break;
      case 1: r = x != y; break;
      case 2: r = x < y; break;
      case 3: r = x <= y; break;
      case 4: r = x > y; break;
      default: r = x >= y; break;
    }
    out[i] = r;
  }
}

template <class E>  // an element of the result's size
__global__ void select_kernel(const bool* pick, bool p_scalar, const E* t, bool t_scalar, const E* f, bool f_scalar, E* out, int64_t n) {
  for (int64_t i = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; i < n; i += int64_t(gridDim.x) * blockDim.x)
    out[i] = load(pick, p_scalar, i) ? load(t, t_scalar, i) : load(f, f_scalar, i);
}

template <class T>
__global__ void clamp_kernel(const T* lo, bool lo_scalar, const T* x, bool x_scalar, const T* hi, bool hi_scalar, T* out, int64_t n) {
  for (int64_t i = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; i < n; i += int64_t(gridDim.x) * blockDim.x) {
    const auto v = widen(load(x, x_scalar, i)), l = widen(load(lo, lo_scalar, i)), h = widen(load(hi, hi_scalar, i));
    const auto m = v < l ? l : v;  // std::max(v, l)
    out[i] = narrow<T>(h < m ? h : m);  // std::min(m, h)
  }
}

int direction_code(const std::string& dir) {
  static const char* kNames[] = {"EQ", "NE", "LT", "LE", "GT", "GE"};
  for (int k = 0; k < 6; ++k)
    if (dir == kNames[k]) return k;
  return -1;
}

bool is_float(types::DType t) {
  return t == types::DType::f32 || t == types::DType::f64 || t == types::DType::bf16 || t == types::DType::f16;
}

// Whether the scalar functions above cover `kind` on `dtype` (else the host kernel runs).
bool covers(OpKind kind, types::DType dtype, size_t operands) {
  using types::DType;
  if (dtype == DType::i1) return kind == OpKind::not_ || (operands == 2 && (kind == OpKind::add || kind == OpKind::or_ || kind == OpKind::maximum || kind == OpKind::multiply || kind == OpKind::and_ || kind == OpKind::minimum || kind == OpKind::xor_));
  const bool fl = is_float(dtype);
  switch (kind) {
    case OpKind::add: case OpKind::subtract: case OpKind::multiply: case OpKind::divide: case OpKind::maximum:
    case OpKind::minimum: case OpKind::power: case OpKind::remainder:
    case OpKind::negate: case OpKind::abs: case OpKind::square: case OpKind::sign: return true;
    case OpKind::atan2: case OpKind::tanh: case OpKind::exponential: case OpKind::log: case OpKind::logistic:
    case OpKind::rsqrt: case OpKind::sqrt: case OpKind::sine: case OpKind::cosine: case OpKind::tan: case OpKind::cbrt:
    case OpKind::erf: case OpKind::erfc: case OpKind::erf_inv: case OpKind::log_plus_one: case OpKind::exponential_minus_one:
    case OpKind::floor: case OpKind::ceil: case OpKind::round_nearest_even: case OpKind::round_nearest_afz: return fl;
    case OpKind::and_: case OpKind::or_: case OpKind::xor_: case OpKind::shift_left: case OpKind::shift_right_logical:
    case OpKind::shift_right_arithmetic: case OpKind::not_: case OpKind::popcnt: case OpKind::count_leading_zeros: return !fl;
    default: return false;
  }
}

}  // namespace

bool approximates(partition::OpKind kind) { return approximate(kind); }

bool run_elementwise(partition::KernelCall& call, Context& ctx) {
  using partition::GpuKernel;
  partition::HostBuffer& out = call.results.at(0);
  const int64_t n = out.num_elements();
  const GpuKernel family = partition::op_info(call.op.kind).gpu;
  for (const partition::HostBuffer* b : call.operands)
    if (b->num_elements() != n && b->num_elements() != 1) return false;
  std::vector<DeviceArray> in;
  std::vector<bool> scalar;
  auto upload_all = [&] {
    for (const partition::HostBuffer* b : call.operands) {
      in.push_back(DeviceArray::upload(ctx, *b));
      scalar.push_back(b->num_elements() == 1 && n != 1);
    }
  };
  DeviceArray result;
  const unsigned grid = blocks_for(n);
  bool done = false;
  switch (family) {
    case GpuKernel::elementwise: {
      const types::DType operand_dtype = call.operands.at(0)->dtype;
      if (call.op.kind == OpKind::is_finite) {
        done = with_device_dtype(operand_dtype, [&]<class T>() {
          upload_all();
          result = DeviceArray(ctx, static_cast<int64_t>(out.data.size()));
          is_finite_kernel<T><<<grid, 256, 0, ctx.stream>>>(in[0].get<T>(), scalar[0], result.get<bool>(), n);
        });
        break;
      }
      if (out.dtype != operand_dtype || call.operands.size() > 2 || !covers(call.op.kind, out.dtype, call.operands.size())) return false;
      done = with_device_dtype(out.dtype, [&]<class T>() {
        upload_all();
        result = DeviceArray(ctx, static_cast<int64_t>(out.data.size()));
        if (call.operands.size() == 1) unary_kernel<T><<<grid, 256, 0, ctx.stream>>>(call.op.kind, in[0].get<T>(), scalar[0], result.get<T>(), n);
        else binary_kernel<T><<<grid, 256, 0, ctx.stream>>>(call.op.kind, in[0].get<T>(), scalar[0], in[1].get<T>(), scalar[1], result.get<T>(), n);
      });
      break;
    }
    case GpuKernel::convert:
      done = with_device_dtype(call.operands.at(0)->dtype, [&]<class From>() {
        with_device_dtype(out.dtype, [&]<class To>() {
          upload_all();
          result = DeviceArray(ctx, static_cast<int64_t>(out.data.size()));
          convert_kernel<From, To><<<grid, 256, 0, ctx.stream>>>(in[0].get<From>(), scalar[0], result.get<To>(), n);
        });
      }) && result.bytes() == static_cast<int64_t>(out.data.size());
      break;
    case GpuKernel::compare: {
      const int direction = direction_code(call.op.comparison);
      if (direction < 0) return false;
      done = with_device_dtype(call.operands.at(0)->dtype, [&]<class T>() {
        upload_all();
        result = DeviceArray(ctx, static_cast<int64_t>(out.data.size()));
        compare_kernel<T><<<grid, 256, 0, ctx.stream>>>(direction, in[0].get<T>(), scalar[0], in[1].get<T>(), scalar[1], result.get<bool>(), n);
      });
      break;
    }
    case GpuKernel::select: {
      const int64_t esize = types::byte_size(out.dtype);
      auto launch = [&]<class E>() {
        upload_all();
        result = DeviceArray(ctx, static_cast<int64_t>(out.data.size()));
        select_kernel<E><<<grid, 256, 0, ctx.stream>>>(in[0].get<bool>(), scalar[0], in[1].get<E>(), scalar[1], in[2].get<E>(), scalar[2], result.get<E>(), n);
        done = true;
      };
      if (esize == 1) launch.template operator()<uint8_t>();
      else if (esize == 2) launch.template operator()<uint16_t>();
      else if (esize == 4) launch.template operator()<uint32_t>();
      else if (esize == 8) launch.template operator()<uint64_t>();
      break;
    }
    case GpuKernel::clamp:
      if (out.dtype == types::DType::i1) return false;
      done = with_device_dtype(out.dtype, [&]<class T>() {
        upload_all();
        result = DeviceArray(ctx, static_cast<int64_t>(out.data.size()));
        clamp_kernel<T><<<grid, 256, 0, ctx.stream>>>(in[0].get<T>(), scalar[0], in[1].get<T>(), scalar[1], in[2].get<T>(), scalar[2], result.get<T>(), n);
      });
      break;
    default: return false;
  }
  if (!done) return false;
  check_launch(std::string(partition::op_name(call.op.kind)).c_str());
  result.download(ctx, out);
  return true;
}

}  // namespace shardproof::exec::gpu
