// The AVX2 + FMA path of gemm.h, compiled with -mavx2 -mfma (robustness/CMakeLists.txt) and
// called only when the CPU reports both. Eigen is renamed here (Eigen -> Eigen_avx2) so its
// templates instantiated for AVX2 are symbols of their own, never shared with the portable
// translation units; nothing else from the project is included.
#if defined(__AVX2__) && defined(__FMA__)
#define Eigen Eigen_avx2
#include <Eigen/Core>
#define GEMM_PATH_NAMESPACE avx2
#include "robustness/gemm_kernel.inc"
#endif
