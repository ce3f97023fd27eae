// gemm.h's GPU path: one float64 product through cuBLAS (cublasDgemm), the operands copied in
// from host memory and the result copied back, for the products large enough that the copies
// pay (gemm.cpp decides). Each calling thread has its own cuBLAS handle, stream and device
// buffers, grown to the largest product seen and kept, so that a branch-and-bound run's
// thousands of products allocate nothing after the first few.
//
//   gemm_use_gpu(true);  gemm(cols, false, kernel, true, Y);   // 8192x2304 by 2304x64: DGEMM
#include <cublas_v2.h>
#include <cuda_runtime.h>

#include <stdexcept>
#include <string>

#include "exec/gpu/cublas_library.h"

namespace shardproof::robustness::cuda {
namespace {

void check(cudaError_t status, const char* what) {
  if (status != cudaSuccess) throw std::runtime_error(std::string("gemm on the GPU: ") + what + ": " + cudaGetErrorString(status));
}
void check(cublasStatus_t status, const char* what) {
  if (status != CUBLAS_STATUS_SUCCESS) throw std::runtime_error(std::string("gemm on the GPU: ") + what + ": " + exec::gpu::cublas().status_name(status));
}

// Device memory of at least `bytes`, kept between calls.
struct Scratch {
  void* data = nullptr;
  size_t bytes = 0;
  double* at_least(size_t want) {
    if (want > bytes) {
      if (data) cudaFree(data);
      data = nullptr;
      check(cudaMalloc(&data, want), "cudaMalloc");
      bytes = want;
    }
    return static_cast<double*>(data);
  }
  ~Scratch() {
    if (data) cudaFree(data);
  }
};

struct Context {
  cublasHandle_t blas = nullptr;
  cudaStream_t stream = nullptr;
  Scratch a, b, c;
  Context() {
    check(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking), "cudaStreamCreate");
    check(exec::gpu::cublas().create(&blas), "cublasCreate");
    check(exec::gpu::cublas().set_stream(blas, stream), "cublasSetStream");
  }
  ~Context() {
    if (blas) exec::gpu::cublas().destroy(blas);
    if (stream) cudaStreamDestroy(stream);
  }
};

// The elements a column-major block of `rows` x `cols` with leading dimension `ld` spans.
size_t span(long rows, long cols, long ld) { return static_cast<size_t>(ld * (cols - 1) + rows); }

}  // namespace

bool available() {
  static const bool has = [] {
    int n = 0;
    if (cudaGetDeviceCount(&n) != cudaSuccess) {
      cudaGetLastError();
      return false;
    }
    return n > 0;
  }();
  return has;
}

// C (c_rows x c_cols, leading dimension ldc) = op(A) op(B), all column-major float64.
void run(const double* a, long a_rows, long a_cols, long lda, bool ta, const double* b, long b_rows, long b_cols, long ldb,
         bool tb, double* c, long c_rows, long c_cols, long ldc) {
  thread_local Context ctx;
  const size_t a_n = span(a_rows, a_cols, lda), b_n = span(b_rows, b_cols, ldb), c_n = span(c_rows, c_cols, ldc);
  double* da = ctx.a.at_least(a_n * sizeof(double));
  double* db = ctx.b.at_least(b_n * sizeof(double));
  double* dc = ctx.c.at_least(c_n * sizeof(double));
  check(cudaMemcpyAsync(da, a, a_n * sizeof(double), cudaMemcpyHostToDevice, ctx.stream), "copy A in");
  check(cudaMemcpyAsync(db, b, b_n * sizeof(double), cudaMemcpyHostToDevice, ctx.stream), "copy B in");
  const long k = ta ? a_rows : a_cols;
  const double one = 1, zero = 0;
  check(exec::gpu::cublas().dgemm(ctx.blas, ta ? CUBLAS_OP_T : CUBLAS_OP_N, tb ? CUBLAS_OP_T : CUBLAS_OP_N, static_cast<int>(c_rows),
                    static_cast<int>(c_cols), static_cast<int>(k), &one, da, static_cast<int>(lda), db, static_cast<int>(ldb), &zero,
                    dc, static_cast<int>(ldc)),
        "cublasDgemm");
  check(cudaMemcpyAsync(c, dc, c_n * sizeof(double), cudaMemcpyDeviceToHost, ctx.stream), "copy C out");
  check(cudaStreamSynchronize(ctx.stream), "cudaStreamSynchronize");
}

}  // namespace shardproof::robustness::cuda
