// \file What the CUDA kernels of exec/gpu/kernels/ share: the calling thread's stream and
// cuBLAS handle, device arrays copied from and to host buffers, error checks, the device
// type of each dtype, and the small fixed-rank index descriptions the kernels take by value.
//
//   DeviceArray a = DeviceArray::upload(ctx, *call.operands[0]);   // stream-ordered copy in
//   ... launch on ctx.stream ...
//   out.download(ctx, call.results[0]);                             // copy out, then sync
#pragma once

#include <cublas_v2.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

#include "exec/gpu/cublas_library.h"
#include "exec/gpu/gpu_kernels.h"
#include "partition/ops/kernel.h"

namespace shardproof::exec::gpu {

void check(cudaError_t status, const char* what);
void check(cublasStatus_t status, const char* what);
// The last launch's error (a bad configuration), then nothing else asynchronous.
void check_launch(const char* kernel);

// The calling thread's stream and cuBLAS handle: each device interpreter thread of the
// executor gets its own, so eight logical devices run concurrently on one GPU.
struct Context {
  cudaStream_t stream = nullptr;
  cublasHandle_t blas = nullptr;
  static Context& of_this_thread();
  ~Context();
};

// Bytes on the GPU, stream-ordered (cudaMallocAsync / cudaFreeAsync on the thread's stream).
class DeviceArray {
 public:
  DeviceArray() = default;
  DeviceArray(Context& ctx, int64_t bytes);
  DeviceArray(DeviceArray&& other) noexcept;
  DeviceArray& operator=(DeviceArray&& other) noexcept;
  DeviceArray(const DeviceArray&) = delete;
  DeviceArray& operator=(const DeviceArray&) = delete;
  ~DeviceArray();

  static DeviceArray upload(Context& ctx, const partition::HostBuffer& host);
  // Copies into host.data (sized already) and waits for the stream.
  void download(Context& ctx, partition::HostBuffer& host) const;

  template <class T = void>
  T* get() const { return static_cast<T*>(data_); }
  int64_t bytes() const { return bytes_; }

 private:
  Context* ctx_ = nullptr;
  void* data_ = nullptr;
  int64_t bytes_ = 0;
};

// Up to kMaxRank dimensions by value (a kernel parameter): extents and one stride per
// dimension, in elements.
inline constexpr int kMaxRank = 8;
struct Dims {
  int rank = 0;
  int64_t extent[kMaxRank] = {};
  int64_t stride[kMaxRank] = {};
};
// false when the rank is over kMaxRank (the caller declines the op).
bool fill_dims(Dims& dims, const std::vector<int64_t>& extents, const std::vector<int64_t>& strides);
// The offset of row-major element i of dims.extent through dims.stride.
__device__ inline int64_t offset_of(const Dims& dims, int64_t i) {
  int64_t offset = 0;
  for (int d = dims.rank - 1; d >= 0; --d) {
    offset += (i % dims.extent[d]) * dims.stride[d];
    i /= dims.extent[d];
  }
  return offset;
}
// {2, 3, 4} -> {12, 4, 1} (the host kernels' strides(), without their Eigen headers)
inline std::vector<int64_t> row_major_strides(const std::vector<int64_t>& shape) {
  std::vector<int64_t> s(shape.size(), 1);
  for (int i = static_cast<int>(shape.size()) - 2; i >= 0; --i) s[i] = s[i + 1] * shape[i + 1];
  return s;
}

// Blocks of 256 threads over n elements, at most 65535 * 16 blocks (grid-stride loops).
inline unsigned blocks_for(int64_t n) {
  const int64_t b = (n + 255) / 256;
  return static_cast<unsigned>(b < 1 ? 1 : b > 1048560 ? 1048560 : b);
}

// Calls f.template operator()<T>() with T the device type of `dtype` (__half, __nv_bfloat16
// for the 16-bit floats, bool for i1); false for the dtypes without arithmetic here.
template <class F>
bool with_device_dtype(types::DType dtype, F&& f) {
  using types::DType;
  switch (dtype) {
    case DType::f32: f.template operator()<float>(); return true;
    case DType::f64: f.template operator()<double>(); return true;
    case DType::bf16: f.template operator()<__nv_bfloat16>(); return true;
    case DType::f16: f.template operator()<__half>(); return true;
    case DType::i1: f.template operator()<bool>(); return true;
    case DType::i8: f.template operator()<int8_t>(); return true;
    case DType::i16: f.template operator()<int16_t>(); return true;
    case DType::i32: f.template operator()<int32_t>(); return true;
    case DType::i64: f.template operator()<int64_t>(); return true;
    case DType::ui8: f.template operator()<uint8_t>(); return true;
    case DType::ui16: f.template operator()<uint16_t>(); return true;
    case DType::ui32: f.template operator()<uint32_t>(); return true;
    case DType::ui64: f.template operator()<uint64_t>(); return true;
    default: return false;
  }
}

template <class T>
inline constexpr bool is_half_v = std::is_same_v<T, __half> || std::is_same_v<T, __nv_bfloat16>;
template <class T>
inline constexpr bool is_device_float_v = std::is_floating_point_v<T> || is_half_v<T>;
// The type arithmetic runs in: float for the 16-bit floats (rounded back per op, as the host
// kernels do), the type itself otherwise.
template <class T>
using compute_of = std::conditional_t<is_half_v<T>, float, T>;

template <class T>
__host__ __device__ inline compute_of<T> widen(T v) {
  if constexpr (is_half_v<T>) return static_cast<float>(v);
  else return v;
}
template <class T, class C>
__host__ __device__ inline T narrow(C v) {
  if constexpr (std::is_same_v<T, __half>) return __float2half_rn(static_cast<float>(v));
  else if constexpr (std::is_same_v<T, __nv_bfloat16>) return __float2bfloat16_rn(static_cast<float>(v));
  else return static_cast<T>(v);
}

// An element moved as it is: a c128 (or anything of 16 bytes).
struct alignas(16) Element16 {
  uint64_t lo, hi;
};

// Calls f.template operator()<E>() with E an unsigned type of `bytes` bytes (1, 2, 4, 8, or
// Element16); false for another size. The copies and selects move elements through it.
template <class F>
bool with_element_bytes(int64_t bytes, F&& f) {
  switch (bytes) {
    case 1: f.template operator()<uint8_t>(); return true;
    case 2: f.template operator()<uint16_t>(); return true;
    case 4: f.template operator()<uint32_t>(); return true;
    case 8: f.template operator()<uint64_t>(); return true;
    case 16: f.template operator()<Element16>(); return true;
    default: return false;
  }
}

// The families (one file each under kernels/): false where they decline the op.
bool run_elementwise(partition::KernelCall& call, Context& ctx);  // elementwise, convert, compare, select, clamp
bool run_data_movement(partition::KernelCall& call, Context& ctx);  // element_map, slice, pad, concatenate, reverse
bool run_iota(partition::KernelCall& call, Context& ctx);
bool run_reduce(partition::KernelCall& call, Context& ctx);
bool run_dot_general(partition::KernelCall& call, Context& ctx);
bool run_reduce_window(partition::KernelCall& call, Context& ctx);  // reduction.cu
// dynamic_slice, dynamic_update_slice, gather, scatter, sort, top_k (indexing.cu)
bool run_indexing(partition::KernelCall& call, Context& ctx);

// out[i] = in[base + sum_d index_d(i) * src.stride[d]] over the row-major elements i of
// src.extent (the result's shape): the copy of every element map, slice and reversal.
void strided_gather(Context& ctx, const void* in, void* out, const Dims& src, int64_t base, int64_t element_bytes);

}  // namespace shardproof::exec::gpu
