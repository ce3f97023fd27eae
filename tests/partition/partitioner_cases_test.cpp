// Where XLA's SPMD partitioner, not its propagation, decides what runs, and what `check` says
// against it: constructs the KerasHub reach sweep found (bench/models/sweep_reach.py --suite
// keras-extra; its minimal reproductions, keras_reach_min.py) exported with XLA's figures.
//
// Fixtures: tests/data/partitioner_cases (bench/models/export_partitioner_cases.py; JAX 0.10.2
// on 8 CPU devices, mesh data=2 x model=4, XLA's memory_analysis(), cost_analysis(), compiled
// HLO and collectives beside each program, both syntaxes):
//   depthwise_conv         a depthwise convolution of a batch split over data: no collective
//   depthwise_conv_grad    its gradients: one all-reduce of the kernel's (576 B)
//   scatter_add_embedding  an embedding gradient into a replicated 512x64 table: one all-reduce
//   scatter_add_sparse     1024 rows into an 8192x256 table: still one all-reduce (8 MiB)
//   fft2_batch_split       a 2-D FFT of a batch split over data: the batch all-gathered
//   while_unused_carry     a loop result nothing reads: no collective
//   slice_few_elements     h[0, 0, :4] of a tensor split over data and model: XLA permutes the
//                          pieces and all-reduces 4 bytes
//   slice_window           h[:, :, 100:300] of it, returned replicated
// The executor runs all of them and agrees with the reference (tests/exec, PartitionerCases).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/partition/xla_fixture.h"

namespace shardproof::partition {
namespace {

using testing::XlaFixture;

std::unique_ptr<XlaFixture> check_fixture(const std::string& stem) {
  auto c = testing::check_xla_fixture("partitioner_cases", stem);
  EXPECT_TRUE(c->report.sound());
  EXPECT_EQ(c->report.redistributions, c->report.redistributions_proved);
  return c;
}

// Collectives as (kind, operand bytes per device): XLA's, in HLO order, and ours.
std::vector<std::pair<std::string, int64_t>> xla_collectives(const XlaFixture& c) {
  std::vector<std::pair<std::string, int64_t>> out;
  for (const auto& x : c.xla.at("collectives")) out.emplace_back(x.at("kind").get<std::string>(), x.at("operand_bytes").get<int64_t>());
  return out;
}
std::vector<std::pair<std::string, int64_t>> ours(const XlaFixture& c) {
  std::vector<std::pair<std::string, int64_t>> out;
  for (const auto& x : c.report.cost.collectives) out.emplace_back(x.kind, x.operand_bytes);
  return out;
}

std::vector<std::string> both(const std::string& name) { return {name + ".shardy", name + ".gspmd"}; }

// A depthwise convolution (feature_group_count = channels) convolves each batch element on
// its own: the batch split passes through, as in XLA, with no collective; FLOPs count the
// taps that land on the image (XLA's count), memory XLA's to the byte. Before, the grouped
// convolution gathered the batch (an all-gather of 16 KiB and twice the FLOPs).
TEST(PartitionerCases, ADepthwiseConvolutionKeepsItsBatchSplit) {
  for (const auto& stem : both("depthwise_conv")) {
    SCOPED_TRACE(stem);
    const auto c = check_fixture(stem);
    EXPECT_TRUE(xla_collectives(*c).empty());
    EXPECT_TRUE(ours(*c).empty());
    EXPECT_DOUBLE_EQ(c->report.cost.flops, c->xla_flops());
    EXPECT_NEAR(static_cast<double>(c->report.cost.peak_memory_bytes) / c->xla_bytes(), 1.0, 0.01);
  }
}

// Its kernel gradient is a batch-group convolution whose contraction runs over the image
// batch (in the input-feature dimension): each device convolves its half and one all-reduce
// sums the 3x3x1x16 gradient, XLA's one collective. Memory and FLOPs are not compared:
// XLA's CPU backend expands the batch-group convolution into a dense one with a 16x larger
// result (convolution.5, f32[16,3,3,16], in the .hlo.txt) and counts its FLOPs.
TEST(PartitionerCases, ADepthwiseKernelGradientAllReducesAsXlaDoes) {
  for (const auto& stem : both("depthwise_conv_grad")) {
    SCOPED_TRACE(stem);
    const auto c = check_fixture(stem);
    EXPECT_EQ(xla_collectives(*c), (std::vector<std::pair<std::string, int64_t>>{{"all_reduce", 576}}));
    EXPECT_EQ(ours(*c), xla_collectives(*c));
  }
}

// An embedding gradient (and a sparse scatter-add): each device scatters its rows into the
// whole table and the partial tables are all-reduced, XLA's strategy even where gathering
// the rows would move fewer bytes (scatter_add_sparse: an 8 MiB all-reduce against 512 KiB of
// rows); memory within 1% of XLA's.
TEST(PartitionerCases, AScatterAddAllReducesThePartialTablesAsXlaDoes) {
  for (const std::string name : {"scatter_add_embedding", "scatter_add_sparse"})
    for (const auto& stem : both(name)) {
      SCOPED_TRACE(stem);
      const auto c = check_fixture(stem);
      ASSERT_EQ(xla_collectives(*c).size(), 1u);
      EXPECT_EQ(xla_collectives(*c)[0].first, "all_reduce");
      EXPECT_EQ(ours(*c), xla_collectives(*c));
      EXPECT_NEAR(static_cast<double>(c->report.cost.peak_memory_bytes) / c->xla_bytes(), 1.0, 0.01);
    }
}

// XLA partitions an FFT only along a split last dimension; otherwise its DefaultAction gathers
// the operand and runs the transform whole (op table: XlaPartitioning::whole). In Shardy
// syntax propagation keeps the batch split through the FFT, and before this the lowering did
// too: no collective where XLA gathers 64 KiB. FLOPs are XLA's formula.
TEST(PartitionerCases, AnFftOfASplitBatchGathersItAsXlaDoes) {
  for (const auto& stem : both("fft2_batch_split")) {
    SCOPED_TRACE(stem);
    const auto c = check_fixture(stem);
    ASSERT_EQ(xla_collectives(*c).size(), 1u);
    EXPECT_EQ(xla_collectives(*c)[0].first, "all_gather");
    ASSERT_EQ(c->report.cost.collectives.size(), 1u);
    EXPECT_EQ(c->report.cost.collectives[0].kind, "all_gather");
    EXPECT_EQ(c->report.cost.collectives[0].result_bytes, c->xla.at("collectives")[0].at("result_bytes").get<int64_t>());
    EXPECT_NEAR(c->report.cost.flops / c->xla_flops(), 1.0, 0.01);
    EXPECT_NEAR(static_cast<double>(c->report.cost.peak_memory_bytes) / c->xla_bytes(), 1.0, 0.01);
  }
}

// A loop result nothing reads is not moved to its declared sharding (before: gathered, 256 B
// in a sampler loop's every carried weight); no collective, as in XLA.
TEST(PartitionerCases, AnUnreadLoopResultIsNotRedistributed) {
  for (const auto& stem : both("while_unused_carry")) {
    SCOPED_TRACE(stem);
    const auto c = check_fixture(stem);
    EXPECT_TRUE(xla_collectives(*c).empty());
    EXPECT_TRUE(ours(*c).empty());
    EXPECT_NEAR(static_cast<double>(c->report.cost.peak_memory_bytes) / c->xla_bytes(), 1.0, 0.10);
  }
}

// A slice through a split dimension: each device slices the block it holds (zeros elsewhere)
// and the parts are reduced, where gathering the operand along the dimension would receive
// more. h[0, 0, :4] then moves a few bytes per collective (before: the 1 MiB tensor gathered
// onto every device, 9.7x XLA's memory); XLA's own plan permutes the four elements to one
// device and all-reduces them over data. h[:, :, 100:300], returned replicated, counts its
// output in the declared layout (before: the value's split layout, 0.59x XLA's memory).
TEST(PartitionerCases, ASliceOfASplitTensorMovesOnlyTheSlice) {
  for (const auto& stem : both("slice_few_elements")) {
    SCOPED_TRACE(stem);
    const auto c = check_fixture(stem);
    ASSERT_FALSE(c->report.cost.collectives.empty());
    for (const auto& m : c->report.cost.collectives) EXPECT_LE(m.bytes, 16) << m.kind;
    EXPECT_NEAR(static_cast<double>(c->report.cost.peak_memory_bytes) / c->xla_bytes(), 1.0, 0.05);
  }
  for (const auto& stem : both("slice_window")) {
    SCOPED_TRACE(stem);
    const auto c = check_fixture(stem);
    EXPECT_EQ(c->report.cost.output_bytes, 8 * 64 * 200 * 4);  // replicated, as declared
    EXPECT_NEAR(static_cast<double>(c->report.cost.peak_memory_bytes) / c->xla_bytes(), 1.0, 0.10);
  }
}

}  // namespace
}  // namespace shardproof::partition
