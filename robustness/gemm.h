// \file gemm: the matrix products of bound propagation (back-substitution through dense and
// convolutional layers, the batched forward passes of beta-CROWN), run by the widest vector
// instructions the CPU has. The build targets plain x86-64 (SSE2: two doubles per
// instruction), so one translation unit (gemm_avx2.cpp) is compiled a second time for
// AVX2 + FMA and the choice is made once at run time (__builtin_cpu_supports); a CPU
// without them, or another architecture, gets the portable code. Both paths compute the same
// float64 products up to rounding: FMA rounds once per multiply-add, so the last bits may
// differ (as with any reordering); neither rounds in a chosen direction.
// Examples:
//   Mat Y(m, n);  gemm(X, false, kernel, false, Y);        // Y = X * kernel
//   gemm(cols, false, kernel, true, Y);                    // Y = cols * kernel^T
//   const char* path = gemm_path();                        // "avx2+fma" or "portable"
//   gemm_use_gpu(true);                                    // large products through cuBLAS
// Measured on oval21 (bench/RESULTS.md): one batched beta-CROWN pass per subdomain on
// cifar_wide_kw 0.30 ms (SSE2) -> 0.19 ms (AVX2 + FMA).
#pragma once

#include <Eigen/Dense>

namespace shardproof::robustness {

using ConstMatRef = Eigen::Ref<const Eigen::MatrixXd, 0, Eigen::OuterStride<>>;

// C = op(A) op(B), op = transpose where asked; C must already have the product's size.
void gemm(ConstMatRef A, bool transpose_a, ConstMatRef B, bool transpose_b, Eigen::MatrixXd& C);

// The path gemm() takes on this CPU: "avx2+fma" or "portable".
const char* gemm_path();

// Forces the portable path (tests compare both paths on the same products).
void gemm_force_portable(bool on);

// Sends the products of at least kGemmGpuMinMultiplyAdds multiply-adds to the GPU (cuBLAS
// DGEMM, gemm_cuda.cu; operands copied in and the result out each time), the rest staying on
// the CPU. false: asked for, but this build has no CUDA or no GPU is visible (nothing changes).
bool gemm_use_gpu(bool on);
// Whether products go to the GPU now (a forked child cannot use the parent's CUDA context).
bool gemm_on_gpu();
inline constexpr double kGemmGpuMinMultiplyAdds = 1 << 24;

}  // namespace shardproof::robustness
