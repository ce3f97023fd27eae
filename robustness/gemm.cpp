#include "robustness/gemm.h"

#include <atomic>

#define GEMM_PATH_NAMESPACE portable
#include "robustness/gemm_kernel.inc"

namespace shardproof::robustness {

#if defined(SHARDPROOF_GEMM_AVX2)
namespace avx2 {
void run(const double* a, long a_rows, long a_cols, long lda, bool ta, const double* b, long b_rows, long b_cols,
         long ldb, bool tb, double* c, long c_rows, long c_cols, long ldc);
}
#endif

#if defined(SHARDPROOF_GEMM_CUDA)
namespace cuda {
bool available();
void run(const double* a, long a_rows, long a_cols, long lda, bool ta, const double* b, long b_rows, long b_cols, long ldb,
         bool tb, double* c, long c_rows, long c_cols, long ldc);
}  // namespace cuda
#endif

namespace {
std::atomic<bool> forced_portable{false};
std::atomic<bool> gpu_wanted{false};

#if defined(SHARDPROOF_GEMM_CUDA)
// Whether a product of m n k multiply-adds goes to the GPU: asked for (gemm_use_gpu checked
// that a GPU is there) and large enough that copying its operands in and out costs less than
// the CPU's time for it (below, the CPU keeps it).
bool use_gpu(long m, long n, long k) {
  return gpu_wanted && static_cast<double>(m) * static_cast<double>(n) * static_cast<double>(k) >= kGemmGpuMinMultiplyAdds;
}
#endif

bool gpu_available() {
#if defined(SHARDPROOF_GEMM_CUDA)
  return cuda::available();
#else
  return false;
#endif
}

// Whether gemm() takes the AVX2 + FMA path: built with it, the CPU has both, not forced off.
bool use_avx2() {
#if defined(SHARDPROOF_GEMM_AVX2)
  static const bool has = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
  return has && !forced_portable;
#else
  return false;
#endif
}
}  // namespace

void gemm_force_portable(bool on) { forced_portable = on; }

bool gemm_use_gpu(bool on) {
  gpu_wanted = on && gpu_available();
  return gpu_wanted == on;
}

bool gemm_on_gpu() { return gpu_wanted; }

const char* gemm_path() {
  if (gpu_wanted) return use_avx2() ? "cuda dgemm (large products), avx2+fma" : "cuda dgemm (large products), portable";
  return use_avx2() ? "avx2+fma" : "portable";
}

void gemm(ConstMatRef A, bool transpose_a, ConstMatRef B, bool transpose_b, Eigen::MatrixXd& C) {
  const long m = transpose_a ? A.cols() : A.rows(), k = transpose_a ? A.rows() : A.cols();
  const long kb = transpose_b ? B.cols() : B.rows(), n = transpose_b ? B.rows() : B.cols();
  eigen_assert(k == kb && C.rows() == m && C.cols() == n);
  (void)kb;
  if (m == 0 || n == 0) return;
  if (k == 0) { C.setZero(); return; }
#if defined(SHARDPROOF_GEMM_CUDA)
  if (use_gpu(m, n, k)) {
    cuda::run(A.data(), A.rows(), A.cols(), A.outerStride(), transpose_a, B.data(), B.rows(), B.cols(), B.outerStride(),
              transpose_b, C.data(), C.rows(), C.cols(), C.rows());
    return;
  }
#endif
#if defined(SHARDPROOF_GEMM_AVX2)
  if (use_avx2()) {
    avx2::run(A.data(), A.rows(), A.cols(), A.outerStride(), transpose_a, B.data(), B.rows(), B.cols(),
              B.outerStride(), transpose_b, C.data(), C.rows(), C.cols(), C.rows());
    return;
  }
#endif
  portable::run(A.data(), A.rows(), A.cols(), A.outerStride(), transpose_a, B.data(), B.rows(), B.cols(),
                B.outerStride(), transpose_b, C.data(), C.rows(), C.cols(), C.rows());
}

}  // namespace shardproof::robustness
