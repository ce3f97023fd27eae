// Programs written by others: the ops JAX emits for LLMs and vision models (a JAX export,
// tests/data/jax_ops/ops.mlir, made by bench/models/export_op_fixture.py) and the third-party
// corpus of examples/thirdparty (gemma, KerasHub, equinox, penzai, flax; made by
// bench/models/export_thirdparty.py).
#include <gtest/gtest.h>

#include <filesystem>
#include <map>

#include "partition/check/check.h"
#include "partition/ir/stablehlo_reader.h"
#include "partition/ir/stablehlo_writer.h"
#include "partition/ir/trip_count.h"
#include "partition/lower/lower.h"
#include "partition/ops/op_table.h"
#include "tests/partition/model_zoo.h"

namespace shardproof::partition {
namespace {

std::string jax_ops_path() {
  return (std::filesystem::path(SHARDPROOF_SOURCE_DIR) / "tests" / "data" / "jax_ops" / "ops.mlir").string();
}

std::map<OpKind, int> kinds(const Program& p) {
  std::map<OpKind, int> out;
  for (const auto& [k, n] : count_ops(p)) out[k] = n;
  return out;
}

TEST(JaxOps, ReadsEveryOpOfTheExport) {
  Program p = read_stablehlo_file(jax_ops_path());
  auto n = kinds(p);
  for (OpKind k : {OpKind::gather, OpKind::scatter, OpKind::dynamic_slice, OpKind::dynamic_update_slice, OpKind::pad,
                   OpKind::reverse, OpKind::reduce_window, OpKind::sort, OpKind::top_k, OpKind::while_, OpKind::case_,
                   OpKind::convolution, OpKind::erf, OpKind::erf_inv, OpKind::log_plus_one,
                   OpKind::exponential_minus_one, OpKind::cbrt, OpKind::sign, OpKind::floor,
                   OpKind::round_nearest_even, OpKind::is_finite, OpKind::remainder, OpKind::bitcast_convert,
                   OpKind::shift_right_arithmetic, OpKind::shift_right_logical, OpKind::xor_,
                   OpKind::optimization_barrier})
    EXPECT_GT(n[k], 0) << op_name(k);
  // argmax: a variadic reduce whose body is kept; the and-reduce of a mask is an `and`.
  int variadic = 0, ands = 0;
  std::function<void(const std::vector<Op>&)> walk = [&](const std::vector<Op>& ops) {
    for (const Op& op : ops) {
      if (op.kind == OpKind::reduce && op.results.size() == 2 && op.reducer == ReducerKind::other) ++variadic;
      if (op.kind == OpKind::reduce && op.reducer == ReducerKind::and_) ++ands;
      for (const Region& r : op.region) walk(r.ops);
    }
  };
  walk(p.main.ops);
  EXPECT_EQ(variadic, 1);
  EXPECT_EQ(ands, 1);
}

TEST(JaxOps, LoopsHaveTheirStaticTripCounts) {
  Program p = read_stablehlo_file(jax_ops_path());
  std::vector<int64_t> trips;
  std::function<void(const std::vector<Op>&)> walk = [&](const std::vector<Op>& ops) {
    for (const Op& op : ops) {
      if (op.kind == OpKind::while_) trips.push_back(static_trip_count(p, op).value_or(-1));
      for (const Region& r : op.region) walk(r.ops);
    }
  };
  walk(p.main.ops);
  std::sort(trips.begin(), trips.end());
  // lax.scan over 4 stacked weights; threefry's 5 rounds.
  EXPECT_EQ(trips, (std::vector<int64_t>{4, 5}));
}

TEST(JaxOps, ScanBodyRunsTripCountTimes) {
  Program p = read_stablehlo_file(jax_ops_path());
  CheckReport report = check_program(p, {});
  ASSERT_TRUE(report.sound());
  // The scan's dot_general (8x16 . 16x16) runs 4 times: 4 * 2 * 8 * 16 * 16 flops.
  double dot_flops = 0;
  for (const LoweredOp& l : report.lowered.ops)
    if (l.op && l.op->kind == OpKind::dot_general) dot_flops += static_cast<double>(l.repeat) * l.flops;
  EXPECT_DOUBLE_EQ(dot_flops, 4.0 * 2 * 8 * 16 * 16);
}

TEST(JaxOps, WriterRoundTrips) { testing::expect_round_trip(read_stablehlo_file(jax_ops_path())); }

// Every op kind has its row, named as the reader finds it.
TEST(OpTable, EveryKindReadsBackByItsName) {
  for (int k = 0; k <= static_cast<int>(OpKind::collective_permute); ++k) {
    const OpInfo& info = op_info(static_cast<OpKind>(k));
    EXPECT_EQ(static_cast<int>(info.kind), k);
    const OpInfo* found = find_op(info.name);
    ASSERT_NE(found, nullptr) << info.name;
    EXPECT_EQ(found->kind, info.kind);
  }
}

// What `check` cannot do yet on the corpus, each with a piece of its error and whether the
// reader gets through the file. The test fails when one of them starts to pass (take it off
// the list) or fails another way.
struct KnownGap {
  std::string error;
  bool reads = true;
};
const std::map<std::string, KnownGap> kKnownGaps = {
    // The cost model's all-reduce combining (rule 3b) defers an op past a buffer it reads.
    {"maxtext_train_2d_scan", {"read at step"}},
    {"maxtext_train_2d_unrolled", {"read at step"}},
    {"maxtext_train_fsdp_unrolled", {"read at step"}},
    // Zero-size arrays (penzai's unused empty slices): shapes must have sizes >= 1.
    {"penzai_llama_decode_2d", {"dimension sizes must be at least 1", false}},
    {"penzai_llama_fwd_2d", {"dimension sizes must be at least 1", false}},
};

// The gap of a corpus file ("maxtext_train_2d_scan.gspmd"), if it has one.
const KnownGap* known_gap(const std::string& name) {
  auto it = kKnownGaps.find(name.substr(0, name.rfind('.')));
  return it == kKnownGaps.end() ? nullptr : &it->second;
}

TEST(ThirdPartyCorpus, EveryProgramChecksWithEveryRedistributionProved) {
  auto files = testing::zoo_files("thirdparty");
  ASSERT_GE(files.size(), 16u);
  int checked = 0;
  for (const auto& z : files) {
    SCOPED_TRACE(z.name);
    const KnownGap* gap = known_gap(z.name);
    try {
      CheckReport report = testing::check_zoo_file(z.mlir_path, testing::json_mesh(z.json));
      EXPECT_EQ(gap, nullptr) << "known gap '" << gap->error << "' no longer happens: take it off kKnownGaps";
      EXPECT_EQ(report.redistributions, report.redistributions_proved);
      EXPECT_TRUE(report.sound());
      ++checked;
    } catch (const std::exception& e) {
      ASSERT_NE(gap, nullptr) << e.what();
      EXPECT_NE(std::string(e.what()).find(gap->error), std::string::npos) << e.what();
    }
  }
  EXPECT_GE(checked, 24);
}

TEST(ThirdPartyCorpus, WriterRoundTrips) {
  for (const auto& z : testing::zoo_files("thirdparty")) {
    SCOPED_TRACE(z.name);
    if (const KnownGap* gap = known_gap(z.name); gap && !gap->reads) continue;  // not read (above)
    ReadOptions opts;
    if (z.gspmd) opts.gspmd_mesh = testing::json_mesh(z.json);
    testing::expect_round_trip(read_stablehlo_file(z.mlir_path, opts));
  }
}

}  // namespace
}  // namespace shardproof::partition
