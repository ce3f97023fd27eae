// gemm (robustness/gemm.h): the run-time dispatched product equals Eigen's own product on
// every transpose combination, odd shapes and strided blocks, on whichever path this CPU
// takes and on the portable path; convolution pull-back and push-forward through it still
// equal the dense matrix's products.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "robustness/conv2d.h"
#include "robustness/gemm.h"

namespace shardproof::robustness {
namespace {

using Eigen::MatrixXd;

MatrixXd random_matrix(std::mt19937_64& rng, long r, long c) {
  std::normal_distribution<double> N(0, 1);
  return MatrixXd::NullaryExpr(r, c, [&] { return N(rng); });
}

void expect_close(const MatrixXd& got, const MatrixXd& want) {
  ASSERT_EQ(got.rows(), want.rows());
  ASSERT_EQ(got.cols(), want.cols());
  const double scale = 1.0 + want.cwiseAbs().maxCoeff();
  EXPECT_LE((got - want).cwiseAbs().maxCoeff(), 1e-12 * scale);
}

// gemm() of an m x k and a k x n operand against Eigen's product, on every transpose, the
// operands as blocks of larger matrices so that the strides are not the row counts; the
// result starts as NaN so that an element left unwritten fails.
void expect_every_transpose_close(std::mt19937_64& rng, long m, long k, long n) {
  for (int ta = 0; ta < 2; ++ta)
    for (int tb = 0; tb < 2; ++tb) {
      const MatrixXd Abig = random_matrix(rng, (ta ? k : m) + 3, (ta ? m : k) + 2);
      const MatrixXd Bbig = random_matrix(rng, (tb ? n : k) + 5, (tb ? k : n) + 1);
      const auto A = Abig.block(2, 1, ta ? k : m, ta ? m : k);
      const auto B = Bbig.block(1, 0, tb ? n : k, tb ? k : n);
      MatrixXd want = (ta ? MatrixXd(A.transpose()) : MatrixXd(A)) * (tb ? MatrixXd(B.transpose()) : MatrixXd(B));
      MatrixXd got = MatrixXd::Constant(m, n, std::nan(""));
      gemm(A, ta, B, tb, got);
      expect_close(got, want);
    }
}

TEST(Gemm, EqualsEigensProductOnEveryPathAndTranspose) {
  std::mt19937_64 rng(5);
  std::printf("gemm path on this CPU: %s\n", gemm_path());
  for (bool portable : {false, true}) {
    gemm_force_portable(portable);
    for (int trial = 0; trial < 30; ++trial)
      expect_every_transpose_close(rng, 1 + static_cast<long>(rng() % 70), 1 + static_cast<long>(rng() % 90),
                                   1 + static_cast<long>(rng() % 50));
  }
  gemm_force_portable(false);
}

// The GPU path (cuBLAS DGEMM, large products only) against Eigen's product, strided blocks
// and every transpose; skipped where this build has no CUDA or no GPU is visible.
TEST(Gemm, GpuPathEqualsEigensProductOnLargeProducts) {
  if (!gemm_use_gpu(true)) GTEST_SKIP() << "no CUDA GPU (or no CUDA in this build)";
  std::printf("gemm path: %s\n", gemm_path());
  std::mt19937_64 rng(11);
  for (int trial = 0; trial < 4; ++trial) {
    const long m = 300 + static_cast<long>(rng() % 40), k = 260 + static_cast<long>(rng() % 50),
               n = 250 + static_cast<long>(rng() % 30);  // > 2^24 multiply-adds: the GPU's
    ASSERT_GE(static_cast<double>(m) * static_cast<double>(n) * static_cast<double>(k), kGemmGpuMinMultiplyAdds);
    expect_every_transpose_close(rng, m, k, n);
  }
  gemm_use_gpu(false);
}

TEST(Gemm, ConvolutionThroughItIsTheDenseProduct) {
  std::mt19937_64 rng(9);
  Conv2d cv;
  cv.C = 3, cv.H = 9, cv.W = 8, cv.M = 5, cv.kH = 3, cv.kW = 4, cv.sH = 2, cv.sW = 1, cv.pH = 1, cv.pW = 2;
  cv.oH = (cv.H + 2 * cv.pH - cv.kH) / cv.sH + 1;
  cv.oW = (cv.W + 2 * cv.pW - cv.kW) / cv.sW + 1;
  cv.kernel = random_matrix(rng, cv.M, cv.C * cv.kH * cv.kW);
  const MatrixXd D = cv.dense();
  for (bool portable : {false, true}) {
    gemm_force_portable(portable);
    const MatrixXd Lam = random_matrix(rng, 7, cv.out_size());
    expect_close(cv.pull_back(Lam), Lam * D);
    const MatrixXd X = random_matrix(rng, 6, cv.in_size());
    expect_close(cv.push_forward(X), X * D.transpose());
    const Eigen::VectorXd v = X.row(0).transpose();
    expect_close(cv.apply(v), D * v);
    expect_close(cv.apply(v, true), D.cwiseAbs() * v);
  }
  gemm_force_portable(false);
}

}  // namespace
}  // namespace shardproof::robustness
