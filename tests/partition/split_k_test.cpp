// Rule 11 (partition/cost/split_k.h) against XLA: the split-K factor the GPU compiler gave
// every dot it was shown, deviceless for an H100 (jaxlib 0.10.2) -- single dots of every element
// type, layout and size class probed by bench/targets/probe_split_k.py, and the gemm fusions of
// the H100 fixtures -- in tests/data/targets/split_k_cases.json.
#include <filesystem>
#include <fstream>
#include <map>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "partition/cost/split_k.h"

namespace shardproof::partition::memory {
namespace {

namespace fs = std::filesystem;

// XLA's element type names as StableHLO's.
types::DType dtype(const std::string& xla) {
  static const std::map<std::string, std::string> renamed = {
      {"s8", "i8"},   {"s32", "i32"}, {"u8", "ui8"}, {"pred", "i1"}, {"f8e4m3fn", "f8E4M3FN"}, {"f8e5m2", "f8E5M2"},
      {"c64", "complex<f32>"}, {"c128", "complex<f64>"}};
  auto r = renamed.find(xla);
  return types::parse_dtype(r == renamed.end() ? xla : r->second);
}

TEST(SplitK, FactorsAreXlasOnEveryProbedAndCompiledDot) {
  std::ifstream in(fs::path(SHARDPROOF_SOURCE_DIR) / "tests" / "data" / "targets" / "split_k_cases.json");
  ASSERT_TRUE(in) << "split_k_cases.json";
  const nlohmann::json cases = nlohmann::json::parse(in)["cases"];
  int checked = 0, split = 0;
  for (const auto& c : cases) {
    const SplitKDot dot{c["m"].get<int64_t>(),     c["n"].get<int64_t>(),         c["k"].get<int64_t>(),
                        c["batch"].get<int64_t>(), dtype(c["lhs"]),               dtype(c["rhs"]),
                        dtype(c["result"])};
    const int expected = c["split"].get<int>();
    EXPECT_EQ(split_k_factor(dot), expected)
        << c["source"].get<std::string>() << ": m " << dot.m << " n " << dot.n << " k " << dot.k << " batch "
        << dot.batch << " " << c["lhs"].get<std::string>() << " x " << c["rhs"].get<std::string>() << " -> "
        << c["result"].get<std::string>() << " (" << c["path"].get<std::string>() << ")";
    ++checked;
    split += expected > 1;
  }
  EXPECT_GT(checked, 1000);
  EXPECT_GT(split, 400);  // the rule is exercised, not only "not split"
}

// The partial product is the factor times the result, in the accumulator's type (f32 for
// bf16 dots): mlp_tp's first dot on h100x8, XLA's gemm_fusion_dot.8 f32[4,1024,256].
TEST(SplitK, PartialProductIsTheSplitResultInTheAccumulatorType) {
  EXPECT_EQ(split_k_factor({1024, 256, 512, 1}), 4);
  EXPECT_EQ(split_k_partial_bytes({1024, 256, 512, 1}), 4 * 1024 * 256 * 4);
  const SplitKDot bf16{1024, 256, 512, 1, types::DType::bf16, types::DType::bf16, types::DType::bf16};
  EXPECT_EQ(split_k_partial_bytes(bf16), int64_t{split_k_factor(bf16)} * 1024 * 256 * 4);
  EXPECT_EQ(split_k_partial_bytes({1024, 512, 256, 1}), 0);  // its second dot: not split
  // A matrix-vector product is a gemm, split like any other, from 10^7 (m + n) K elements on;
  // below, a fused multiply-reduce (XLA: n = 2498, K = 4000 no gemm; n = 2499 a gemm, split 8).
  EXPECT_EQ(split_k_factor({1, 2499, 4000, 1}), 8);
  EXPECT_EQ(split_k_factor({1, 2498, 4000, 1}), 1);
}

}  // namespace
}  // namespace shardproof::partition::memory
