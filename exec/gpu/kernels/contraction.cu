// stablehlo.dot_general on the GPU through cuBLAS: each operand laid out as [batch, free,
// contracted] and [batch, contracted, free] (a strided gather on the GPU, skipped where it
// already lies so), then one strided-batched product, cublasGemmStridedBatchedEx. f32 runs
// in FP32 arithmetic (pedantic math mode: no TF32), f64 in FP64, bf16 and f16 with FP32
// accumulation into their own dtype or into f32 (a preferred_element_type of f32), as the
// host kernel accumulates (partition/ops/kernels/contraction.cpp). Integer products decline
// (the host kernel runs them exactly).
//
//   lhs 64x768 [free, contracted], rhs 768x3072 [contracted, free]: no copy, one SGEMM with
//     m = 3072, n = 64, k = 768 in cuBLAS's column-major terms (C^T = B^T A^T).
#include <limits>
#include <numeric>

#include "exec/gpu/device.cuh"

namespace shardproof::exec::gpu {
namespace {

int64_t extent(const partition::HostBuffer& b, const std::vector<int64_t>& dims) {
  int64_t p = 1;
  for (int64_t d : dims) p *= b.shape[static_cast<size_t>(d)];
  return p;
}

std::vector<int64_t> concat(std::vector<int64_t> x, const std::vector<int64_t>& y, const std::vector<int64_t>& z) {
  x.insert(x.end(), y.begin(), y.end());
  x.insert(x.end(), z.begin(), z.end());
  return x;
}

// The operand on the GPU with its dimensions in `order`: uploaded as it is where `order` is
// the identity, else uploaded and permuted there.
bool on_device_in_order(Context& ctx, const partition::HostBuffer& b, const std::vector<int64_t>& order, DeviceArray& result) {
  DeviceArray raw = DeviceArray::upload(ctx, b);
  std::vector<int64_t> identity(b.shape.size());
  std::iota(identity.begin(), identity.end(), 0);
  if (order == identity) {
    result = std::move(raw);
    return true;
  }
  const auto s = row_major_strides(b.shape);
  std::vector<int64_t> shape, step;
  for (int64_t d : order) {
    shape.push_back(b.shape[static_cast<size_t>(d)]);
    step.push_back(s[static_cast<size_t>(d)]);
  }
  Dims src;
  if (!fill_dims(src, shape, step)) return false;
  result = DeviceArray(ctx, raw.bytes());
  strided_gather(ctx, raw.get(), result.get(), src, 0, types::byte_size(b.dtype));
  return true;
}

cudaDataType_t cuda_type(types::DType t) {
  switch (t) {
    case types::DType::f32: return CUDA_R_32F;
    case types::DType::f64: return CUDA_R_64F;
    case types::DType::bf16: return CUDA_R_16BF;
    default: return CUDA_R_16F;
  }
}

}  // namespace

bool run_dot_general(partition::KernelCall& call, Context& ctx) {
  using types::DType;
  const partition::HostBuffer &lhs = *call.operands.at(0), &rhs = *call.operands.at(1);
  partition::HostBuffer& out = call.results.at(0);
  const partition::DotDims& dd = call.op.dot;
  const DType in = lhs.dtype;
  const bool supported = rhs.dtype == in && ((in == DType::f32 && out.dtype == DType::f32) || (in == DType::f64 && out.dtype == DType::f64) ||
                                             ((in == DType::bf16 || in == DType::f16) && (out.dtype == in || out.dtype == DType::f32)));
  if (!supported) return false;
  const auto lhs_free = dd.free_dims(0, static_cast<int64_t>(lhs.shape.size()));
  const auto rhs_free = dd.free_dims(1, static_cast<int64_t>(rhs.shape.size()));
  const int64_t B = extent(lhs, dd.lhs_batch), M = extent(lhs, lhs_free), K = extent(lhs, dd.lhs_contracting),
                N = extent(rhs, rhs_free);
  if (K != extent(rhs, dd.rhs_contracting) || B != extent(rhs, dd.rhs_batch)) return false;
  constexpr int64_t kIntMax = std::numeric_limits<int>::max();
  if (M > kIntMax || N > kIntMax || K > kIntMax || B > kIntMax) return false;
  DeviceArray a, b;
  if (!on_device_in_order(ctx, lhs, concat(dd.lhs_batch, lhs_free, dd.lhs_contracting), a) ||
      !on_device_in_order(ctx, rhs, concat(dd.rhs_batch, dd.rhs_contracting, rhs_free), b))
    return false;
  DeviceArray c(ctx, static_cast<int64_t>(out.data.size()));
  if (B > 0 && M > 0 && N > 0) {
    if (K == 0) {
      check(cudaMemsetAsync(c.get(), 0, static_cast<size_t>(c.bytes()), ctx.stream), "cudaMemsetAsync");
    } else {
      // Row-major C[M][N] = A[M][K] B[K][N] is column-major C^T = B^T A^T: cuBLAS's m = N, n = M.
      const bool f64 = in == DType::f64;
      const double alpha64 = 1, beta64 = 0;
      const float alpha32 = 1, beta32 = 0;
      check(cublas().gemm_strided_batched_ex(ctx.blas, CUBLAS_OP_N, CUBLAS_OP_N, static_cast<int>(N), static_cast<int>(M), static_cast<int>(K),
                                       f64 ? static_cast<const void*>(&alpha64) : &alpha32, b.get(), cuda_type(in), static_cast<int>(N), K * N,
                                       a.get(), cuda_type(in), static_cast<int>(K), M * K,
                                       f64 ? static_cast<const void*>(&beta64) : &beta32, c.get(), cuda_type(out.dtype), static_cast<int>(N), M * N,
                                       static_cast<int>(B), f64 ? CUBLAS_COMPUTE_64F : CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT),
            "cublasGemmStridedBatchedEx");
    }
  }
  c.download(ctx, out);
  return true;
}

}  // namespace shardproof::exec::gpu
