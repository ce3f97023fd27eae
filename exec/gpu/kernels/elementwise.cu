// CUDA kernels of the elementwise ops (column `gpu` = elementwise, convert, compare, select,
// clamp): one thread per result element, grid-stride, a rank-0 (one-element) operand applied
// to every element. The integer and boolean arithmetic, NaN-propagating max and min, sign and
// the comparisons are the host kernels' own functions (partition/ops/kernels/scalar_ops.h,
// compiled for both); the floating-point functions are CUDA's, with the host's rounding of
// the 16-bit floats (computed in float, rounded back per op) and its saturating
// float-to-integer converts. Compiled without fast math and without FMA contraction
// (exec/CMakeLists.txt): add, subtract, multiply, divide, sqrt and the rest of the exact ops
// give the host's bits; the transcendental functions (approximate() below), computed in
// double and rounded once, differ from the host's libm and Eigen by an ulp now and then,
// which the executor's comparison allows for.
#include <cmath>
#include <cstring>
#include <limits>

#include "exec/gpu/device.cuh"
#include "partition/ops/kernels/scalar_ops.h"
#include "partition/ops/op_table.h"

namespace shardproof::exec::gpu {
namespace {

using partition::OpKind;
using partition::kernels::Comparison;

// The functions neither CUDA nor the host's libm round correctly in every case. On floats
// narrower than double the kernels compute them in double and round once, which gives the
// correctly rounded float except where the exact value lies within a few double ulp of a
// float rounding boundary; glibc's float functions are documented within 1 ulp of it, so the
// GPU and the host rarely differ by more than an ulp (CUDA's own float functions, up to 4
// ulp off, differed more, and a cancellation after them, as Adam's 1 - b2^t with b2 = 0.999,
// magnifies that a thousandfold).
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
    case OpKind::sign: return partition::kernels::float_sign(x);
    case OpKind::floor: return floor(x);
    case OpKind::ceil: return ceil(x);
    case OpKind::round_nearest_even: return rint(x);
    case OpKind::round_nearest_afz: return round(x);
    default: return C(0);  // not reached: covers() said which kinds run here
  }
}

template <class C>
__device__ C binary_float(OpKind kind, C a, C b) {
  switch (kind) {
    case OpKind::add: return a + b;
    case OpKind::subtract: return a - b;
    case OpKind::multiply: return a * b;
    case OpKind::divide: return a / b;
    case OpKind::maximum: return partition::kernels::nan_max(a, b);
    case OpKind::minimum: return partition::kernels::nan_min(a, b);
    case OpKind::power: return pow(a, b);
    case OpKind::remainder: return fmod(a, b);
    case OpKind::atan2: return atan2(a, b);
    default: return C(0);  // not reached: covers()
  }
}

// Approximate functions in double, the rest in the host's compute type, then rounded to T.
template <class T>
__device__ inline T float_unary(OpKind kind, T x) {
  if (approximate(kind)) return narrow<T>(unary_float<double>(kind, static_cast<double>(widen(x))));
  return narrow<T>(unary_float<compute_of<T>>(kind, widen(x)));
}
template <class T>
__device__ inline T float_binary(OpKind kind, T x, T y) {
  if (approximate(kind)) return narrow<T>(binary_float<double>(kind, static_cast<double>(widen(x)), static_cast<double>(widen(y))));
  return narrow<T>(binary_float<compute_of<T>>(kind, widen(x), widen(y)));
}

template <class T>
__global__ void unary_kernel(OpKind kind, const T* a, bool a_scalar, T* out, int64_t n) {
  for (int64_t i = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; i < n; i += int64_t(gridDim.x) * blockDim.x) {
    const T x = load(a, a_scalar, i);
    if constexpr (std::is_same_v<T, bool>) {
      out[i] = !x;  // not, the one unary op on i1 (covers())
    } else if constexpr (is_device_float_v<T>) {
      out[i] = float_unary(kind, x);
    } else {
      T r = 0;
      partition::kernels::integer_unary(kind, x, r);
      out[i] = r;
    }
  }
}

template <class T>
__global__ void binary_kernel(OpKind kind, const T* a, bool a_scalar, const T* b, bool b_scalar, T* out, int64_t n) {
  for (int64_t i = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; i < n; i += int64_t(gridDim.x) * blockDim.x) {
    const T x = load(a, a_scalar, i), y = load(b, b_scalar, i);
    if constexpr (is_device_float_v<T>) {
      out[i] = float_binary(kind, x, y);
    } else {
      T r = 0;
      if constexpr (std::is_same_v<T, bool>) partition::kernels::bool_binary(kind, x, y, r);
      else partition::kernels::integer_binary(kind, x, y, r);
      out[i] = r;
    }
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

template <class T>
__global__ void compare_kernel(Comparison direction, const T* a, bool a_scalar, const T* b, bool b_scalar, bool* out, int64_t n) {
  for (int64_t i = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; i < n; i += int64_t(gridDim.x) * blockDim.x)
    out[i] = partition::kernels::compare(direction, widen(load(a, a_scalar, i)), widen(load(b, b_scalar, i)));
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

bool is_float(types::DType t) {
  return t == types::DType::f32 || t == types::DType::f64 || t == types::DType::bf16 || t == types::DType::f16;
}
bool has_device_type(types::DType t) {
  size_t bytes = 0;
  with_device_dtype(t, [&]<class T>() { bytes = sizeof(T); });
  return bytes > 0;
}

// Whether the arithmetic above covers `kind` on `dtype` with `operands` operands.
bool covers_arithmetic(OpKind kind, types::DType dtype, size_t operands) {
  using types::DType;
  if (!has_device_type(dtype) || operands < 1 || operands > 2) return false;
  if (dtype == DType::i1) {
    bool ignored;
    return operands == 1 ? kind == OpKind::not_ : partition::kernels::bool_binary(kind, false, false, ignored);
  }
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

// Whether the op, as called, has a kernel here: decided before anything is copied.
bool covers(const partition::KernelCall& call, partition::GpuKernel family) {
  using partition::GpuKernel;
  const types::DType in = call.operands.at(0)->dtype, out = call.results.at(0).dtype;
  switch (family) {
    case GpuKernel::elementwise:
      if (call.op.kind == OpKind::is_finite) return has_device_type(in);
      return in == out && covers_arithmetic(call.op.kind, out, call.operands.size());
    case GpuKernel::convert: return has_device_type(in) && has_device_type(out);
    case GpuKernel::compare: return has_device_type(in) && partition::kernels::parse_comparison(call.op.comparison).has_value();
    case GpuKernel::select: {
      const int64_t esize = types::byte_size(out);
      return esize == 1 || esize == 2 || esize == 4 || esize == 8 || esize == 16;
    }
    case GpuKernel::clamp: return out != types::DType::i1 && has_device_type(out);
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
  if (!covers(call, family)) return false;
  std::vector<DeviceArray> in;
  std::vector<bool> scalar;
  for (const partition::HostBuffer* b : call.operands) {
    in.push_back(DeviceArray::upload(ctx, *b));
    scalar.push_back(b->num_elements() == 1 && n != 1);
  }
  DeviceArray result(ctx, static_cast<int64_t>(out.data.size()));
  const types::DType operand_dtype = call.operands[0]->dtype;
  const unsigned grid = blocks_for(n);
  switch (family) {
    case GpuKernel::elementwise:
      if (call.op.kind == OpKind::is_finite) {
        with_device_dtype(operand_dtype, [&]<class T>() {
          is_finite_kernel<T><<<grid, 256, 0, ctx.stream>>>(in[0].get<T>(), scalar[0], result.get<bool>(), n);
        });
      } else {
        with_device_dtype(out.dtype, [&]<class T>() {
          if (call.operands.size() == 1)
            unary_kernel<T><<<grid, 256, 0, ctx.stream>>>(call.op.kind, in[0].get<T>(), scalar[0], result.get<T>(), n);
          else
            binary_kernel<T><<<grid, 256, 0, ctx.stream>>>(call.op.kind, in[0].get<T>(), scalar[0], in[1].get<T>(), scalar[1],
                                                            result.get<T>(), n);
        });
      }
      break;
    case GpuKernel::convert:
      with_device_dtype(operand_dtype, [&]<class From>() {
        with_device_dtype(out.dtype, [&]<class To>() {
          convert_kernel<From, To><<<grid, 256, 0, ctx.stream>>>(in[0].get<From>(), scalar[0], result.get<To>(), n);
        });
      });
      break;
    case GpuKernel::compare: {
      const Comparison direction = *partition::kernels::parse_comparison(call.op.comparison);
      with_device_dtype(operand_dtype, [&]<class T>() {
        compare_kernel<T><<<grid, 256, 0, ctx.stream>>>(direction, in[0].get<T>(), scalar[0], in[1].get<T>(), scalar[1],
                                                         result.get<bool>(), n);
      });
      break;
    }
    case GpuKernel::select:
      with_element_bytes(types::byte_size(out.dtype), [&]<class E>() {
        select_kernel<E><<<grid, 256, 0, ctx.stream>>>(in[0].get<bool>(), scalar[0], in[1].get<E>(), scalar[1], in[2].get<E>(),
                                                        scalar[2], result.get<E>(), n);
      });
      break;
    case GpuKernel::clamp:
      with_device_dtype(out.dtype, [&]<class T>() {
        clamp_kernel<T><<<grid, 256, 0, ctx.stream>>>(in[0].get<T>(), scalar[0], in[1].get<T>(), scalar[1], in[2].get<T>(), scalar[2],
                                                       result.get<T>(), n);
      });
      break;
    default: return false;  // not reached: covers()
  }
  check_launch(std::string(partition::op_name(call.op.kind)).c_str());
  result.download(ctx, out);
  return true;
}

}  // namespace shardproof::exec::gpu
