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

namespace {
std::atomic<bool> forced_portable{false};

bool cpu_has_avx2_fma() {
#if defined(SHARDPROOF_GEMM_AVX2)
  static const bool has = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
  return has;
#else
  return false;
#endif
}
}  // namespace

void gemm_force_portable(bool on) { forced_portable = on; }

const char* gemm_path() { return cpu_has_avx2_fma() && !forced_portable ? "avx2+fma" : "portable"; }

void gemm(ConstMatRef A, bool transpose_a, ConstMatRef B, bool transpose_b, Eigen::MatrixXd& C) {
  const long m = transpose_a ? A.cols() : A.rows(), k = transpose_a ? A.rows() : A.cols();
  const long kb = transpose_b ? B.cols() : B.rows(), n = transpose_b ? B.rows() : B.cols();
  eigen_assert(k == kb && C.rows() == m && C.cols() == n);
  (void)kb;
  if (m == 0 || n == 0) return;
  if (k == 0) { C.setZero(); return; }
#if defined(SHARDPROOF_GEMM_AVX2)
  if (cpu_has_avx2_fma() && !forced_portable) {
    avx2::run(A.data(), A.rows(), A.cols(), A.outerStride(), transpose_a, B.data(), B.rows(), B.cols(),
              B.outerStride(), transpose_b, C.data(), C.rows(), C.cols(), C.rows());
    return;
  }
#endif
  portable::run(A.data(), A.rows(), A.cols(), A.outerStride(), transpose_a, B.data(), B.rows(), B.cols(),
                B.outerStride(), transpose_b, C.data(), C.rows(), C.cols(), C.rows());
}

}  // namespace shardproof::robustness
