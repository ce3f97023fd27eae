// \file Hand-written plans for each collective, run on the local backend and checked
// bit-exact against the destination type's index map — including padding (dimensions the
// shard count does not divide), sub-axes and unreduced axes — and wrong plans that the
// check must catch.
//
//   x=2,y=2, 6x4 f32: [{"x","y"},{}] --all_gather(0,{"y"})--> [{"x"},{}]   bit-exact
//   same, all_gather(0,{"y","x"}) to [{},{}]                                NOT bit-exact
#include <gtest/gtest.h>

#include <algorithm>

#include "exec/local_collectives.h"
#include "tests/exec/backend_checks.h"
#include "tests/exec/test_util.h"
#include "types/shardy_syntax.h"

namespace shardproof::exec {
namespace {

using redistribute::Collective;
using test::ax;
using test::hand_plan;
using test::sub;
using types::DType;

const DType kAllDtypes[] = {DType::f32, DType::f64, DType::bf16, DType::f16, DType::i32, DType::i64};

Collective perm(const std::string& text) {
  return Collective::collective_permute(types::parse_shardy_sharding(text).type);
}

// Runs the plan for every dtype (and two seeds) and expects bit-exactness.
void expect_bit_exact(const std::string& mesh, std::vector<int64_t> shape, const std::string& from,
                      const std::string& to, const std::vector<Collective>& ops) {
  for (DType dtype : kAllDtypes) {
    for (uint64_t seed : {1u, 2u}) {
      const redistribute::Plan plan = hand_plan(mesh, shape, dtype, from, to, ops);
      const ExecutionReport report = execute_plan(plan, {seed, Backend::local});
      EXPECT_TRUE(report.bit_exact) << mesh << " " << from << " -> " << to << " " << types::to_string(dtype)
                                    << ": " << describe(report);
    }
  }
}

void expect_not_bit_exact(const std::string& mesh, std::vector<int64_t> shape, const std::string& from,
                          const std::string& to, const std::vector<Collective>& ops) {
  const redistribute::Plan plan = hand_plan(mesh, shape, DType::f32, from, to, ops);
  const ExecutionReport report = execute_plan(plan);
  EXPECT_FALSE(report.bit_exact) << describe(report);
  EXPECT_TRUE(report.mismatch.has_value() || !report.error.empty());
}

// ---- all_slice ---------------------------------------------------------------------------

TEST(AllSlice, SplitsReplicatedDimension) {
  expect_bit_exact("x=4", {8, 4}, R"([{},{}])", R"([{"x"},{}])", {Collective::all_slice(0, {ax("x")})});
}

TEST(AllSlice, PadsNonDivisibleDimension) {
  // 6 rows on 4 devices: blocks of 2, device 3 holds padding only.
  expect_bit_exact("x=4", {6, 3}, R"([{},{}])", R"([{"x"},{}])", {Collective::all_slice(0, {ax("x")})});
}

TEST(AllSlice, AppendsToSplitDimensionAndSubAxis) {
  expect_bit_exact("x=2,y=4", {16, 2}, R"([{"x"},{}])", R"([{"x","y":(1)2},{}])",
                   {Collective::all_slice(0, {sub("y", 1, 2)})});
}

TEST(AllSlice, MovesNoBytes) {
  const auto plan = hand_plan("x=4", {8, 4}, DType::f32, R"([{},{}])", R"([{},{"x"}])",
                              {Collective::all_slice(1, {ax("x")})});
  const ExecutionReport r = execute_plan(plan);
  ASSERT_TRUE(r.bit_exact) << describe(r);
  EXPECT_EQ(r.max_received_bytes, 0);
}

// ---- all_gather --------------------------------------------------------------------------

TEST(AllGather, MinorAxis) {
  expect_bit_exact("x=2,y=2", {8, 4}, R"([{"x","y"},{}])", R"([{"x"},{}])", {Collective::all_gather(0, {ax("y")})});
}

TEST(AllGather, TwoAxesAtOnce) {
  expect_bit_exact("x=2,y=3", {12, 2}, R"([{},{"x","y"}])", R"([{},{}])",
                   {Collective::all_gather(1, {ax("x"), ax("y")})});
}

TEST(AllGather, CutsPaddingWhenResultIsUnsplit) {
  // 5 rows on 4 devices: blocks of 2 (padded to 8), the gathered result is cut back to 5.
  expect_bit_exact("x=4", {5, 3}, R"([{"x"},{}])", R"([{},{}])", {Collective::all_gather(0, {ax("x")})});
}

TEST(AllGather, PaddedBlocksThatStayAligned) {
  // 7 on x2 y2: k=4 -> blocks of 2 (P=8), k=2 -> blocks of 4 (P=8): whole blocks move.
  expect_bit_exact("x=2,y=2", {7, 2}, R"([{"x","y"},{}])", R"([{"x"},{}])", {Collective::all_gather(0, {ax("y")})});
}

TEST(AllGather, MinorSubAxis) {
  expect_bit_exact("x=4", {8, 2}, R"([{"x"},{}])", R"([{"x":(1)2},{}])", {Collective::all_gather(0, {sub("x", 2, 2)})});
}

TEST(AllGather, KeepsUnreducedPartials) {
  expect_bit_exact("x=2,y=2", {4, 4}, R"([{"x"},{}], unreduced={"y"})", R"([{},{}], unreduced={"y"})",
                   {Collective::all_gather(0, {ax("x")})});
}

// ---- all_to_all --------------------------------------------------------------------------

TEST(AllToAll, RowsToColumns) {
  expect_bit_exact("x=8", {16, 16}, R"([{"x"},{}])", R"([{},{"x"}])", {Collective::all_to_all({ax("x")}, 0, 1)});
}

TEST(AllToAll, NonDivisibleBothWays) {
  // 6x5 on 4 devices: rows padded to 8 (cut back to 6), columns padded to 8 (blocks of 2).
  expect_bit_exact("x=4", {6, 5}, R"([{"x"},{}])", R"([{},{"x"}])", {Collective::all_to_all({ax("x")}, 0, 1)});
}

TEST(AllToAll, ThreeDimensionsOntoSplitDimension) {
  expect_bit_exact("x=4,y=2", {8, 8, 8}, R"([{"y"},{},{"x"}])", R"([{"y"},{"x"},{}])",
                   {Collective::all_to_all({ax("x")}, 2, 1)});
  expect_bit_exact("x=2,y=2", {4, 8}, R"([{"x","y"},{}])", R"([{"x"},{"y"}])",
                   {Collective::all_to_all({ax("y")}, 0, 1)});
}

TEST(AllToAll, SubAxis) {
  expect_bit_exact("x=4", {8, 8}, R"([{"x"},{}])", R"([{"x":(1)2},{"x":(2)2}])",
                   {Collective::all_to_all({sub("x", 2, 2)}, 0, 1)});
}

// ---- collective_permute ------------------------------------------------------------------

TEST(CollectivePermute, SwapsAxisOrder) {
  expect_bit_exact("x=2,y=4", {8, 2}, R"([{"x","y"},{}])", R"([{"y","x"},{}])", {perm(R"([{"y","x"},{}])")});
}

TEST(CollectivePermute, BetweenDimensionsWithPadding) {
  // [{"x"},{"y"}] -> [{"y"},{"x"}] on x2 y2 with 3x3: both local shapes are 2x2.
  expect_bit_exact("x=2,y=2", {3, 3}, R"([{"x"},{"y"}])", R"([{"y"},{"x"}])", {perm(R"([{"y"},{"x"}])")});
}

TEST(CollectivePermute, KeepsDevicesWhoseBlockIsUnchanged) {
  // x2 y4: (x,y) -> (y,x) keeps devices whose blocks coincide (block x*4+y == y*2+x).
  const auto plan = hand_plan("x=2,y=4", {8, 2}, DType::f32, R"([{"x","y"},{}])", R"([{"y","x"},{}])",
                              {perm(R"([{"y","x"},{}])")});
  RunResult run = run_plan(plan, make_source_shards(plan.mesh, plan.source,
                                                    random_global_array(plan.tensor, 3), 3));
  EXPECT_EQ(run.received_bytes[0], 0);  // (0,0): block 0 both ways
  EXPECT_EQ(run.received_bytes[7], 0);  // (1,3): block 7 both ways
  EXPECT_EQ(run.received_bytes[1], 1 * 2 * 4);  // (0,1): block 1 -> 2, receives one 1x2 f32 block
}

// ---- exchange ------------------------------------------------------------------------------

Collective exch(const std::string& text) { return Collective::exchange(types::parse_shardy_sharding(text).type); }

TEST(Exchange, TransposeOfA2DSharding) {
  expect_bit_exact("x=4,y=2", {8, 8}, R"([{"x"},{"y"}])", R"([{"y"},{"x"}])", {exch(R"([{"y"},{"x"}])")});
}

TEST(Exchange, ChangesThePaddingWhichNoBlockMoveCan) {
  // 10 rows over x=4 are blocks of 3 (padded to 12), over y=3 blocks of 4: no collective
  // moves whole blocks between the two; the exchange moves elements.
  expect_bit_exact("x=4,y=3", {10, 5}, R"([{"x"},{}])", R"([{"y"},{}])", {exch(R"([{"y"},{}])")});
}

TEST(Exchange, SubAxesReplicasAndPartialSums) {
  expect_bit_exact("x=4,y=2", {8, 4}, R"([{"x":(1)2},{}])", R"([{},{"x":(2)2,"y"}])",
                   {exch(R"([{},{"x":(2)2,"y"}])")});
  expect_bit_exact("x=2,y=2,z=2", {4, 4}, R"([{"x"},{}], unreduced={"z"})", R"([{"y"},{"x"}], unreduced={"z"})",
                   {exch(R"([{"y"},{"x"}], unreduced={"z"})")});
}

TEST(Exchange, ReceivesExactlyWhatEachDeviceLacksAndSpreadsTheSenders) {
  // x4 y2, 8x8, [{"x"},{}] (2 rows, replicated over y) -> [{"y"},{"x"}] (4 rows x 2 columns):
  // every device needs 8 elements, holds 4 of them when its rows are in its new block.
  const auto plan = hand_plan("x=4,y=2", {8, 8}, DType::f32, R"([{"x"},{}])", R"([{"y"},{"x"}])",
                              {exch(R"([{"y"},{"x"}])")});
  RunResult run = run_plan(plan, make_source_shards(plan.mesh, plan.source, random_global_array(plan.tensor, 5), 5));
  for (int64_t d = 0; d < 8; ++d) {
    const auto c = plan.mesh.coordinates(d);
    const bool holds_half = c[0] / 2 == c[1];  // rows 2x..2x+1 lie in rows 4y..4y+3
    EXPECT_EQ(run.received_bytes[d], (holds_half ? 4 : 8) * 4) << "device " << d;
    // The busiest sender sends no more than the busiest receiver receives.
    EXPECT_LE(run.sent_bytes[d], 8 * 4) << "device " << d;
  }
}

// ---- reduce_scatter ----------------------------------------------------------------------

TEST(ReduceScatter, UnreducedToMinorAxis) {
  expect_bit_exact("x=4,y=2", {8, 8}, R"([{},{"y"}], unreduced={"x"})", R"([{"x"},{"y"}])",
                   {Collective::reduce_scatter(0, {ax("x")})});
}

TEST(ReduceScatter, PaddedDimension) {
  expect_bit_exact("x=4", {6, 3}, R"([{},{}], unreduced={"x"})", R"([{"x"},{}])",
                   {Collective::reduce_scatter(0, {ax("x")})});
}

TEST(ReduceScatter, SubAxesThenAllReduce) {
  // x=4 unreduced; scatter the minor half, all-reduce the major half.
  expect_bit_exact("x=4", {8, 2}, R"([{},{}], unreduced={"x"})", R"([{"x":(2)2},{}])",
                   {Collective::reduce_scatter(0, {sub("x", 2, 2)}), Collective::all_reduce({sub("x", 1, 2)})});
}

TEST(ReduceScatter, LeavesOtherUnreducedAxes) {
  expect_bit_exact("x=2,y=2", {4, 4}, R"([{},{}], unreduced={"x","y"})", R"([{},{"x"}], unreduced={"y"})",
                   {Collective::reduce_scatter(1, {ax("x")})});
}

// ---- all_reduce --------------------------------------------------------------------------

TEST(AllReduce, TwoAxes) {
  expect_bit_exact("x=2,y=2", {4, 4}, R"([{},{}], unreduced={"x","y"})", R"([{},{}])",
                   {Collective::all_reduce({ax("x"), ax("y")})});
}

TEST(AllReduce, ChunksOfUnequalSize) {
  // 9 elements in 4 chunks (2, 2, 2, 3).
  expect_bit_exact("x=4", {3, 3}, R"([{},{}], unreduced={"x"})", R"([{},{}])", {Collective::all_reduce({ax("x")})});
}

TEST(AllReduce, OnSplitArrayWithPadding) {
  expect_bit_exact("x=3,y=2", {5, 2}, R"([{"x"},{}], unreduced={"y"})", R"([{"x"},{}])",
                   {Collective::all_reduce({ax("y")})});
}

// ---- plans of several steps --------------------------------------------------------------

TEST(Plans, PermuteThenGather) {
  // The synthesizer's plan for x2 y4: [{"x","y"},{}] -> [{"y"},{}].
  expect_bit_exact("x=2,y=4", {16, 4}, R"([{"x","y"},{}])", R"([{"y"},{}])",
                   {perm(R"([{"y","x"},{}])"), Collective::all_gather(0, {ax("x")})});
}

TEST(Plans, SliceEarlyGatherLate) {
  expect_bit_exact("x=4,y=2", {8, 8}, R"([{"x"},{}])", R"([{},{"y"}])",
                   {Collective::all_slice(1, {ax("y")}), Collective::all_gather(0, {ax("x")})});
}

TEST(Plans, ReduceScatterThenAllToAll) {
  expect_bit_exact("x=2,y=2", {4, 4}, R"([{"x"},{}], unreduced={"y"})", R"([{},{"x","y"}])",
                   {Collective::reduce_scatter(0, {ax("y")}), Collective::all_to_all({ax("x"), ax("y")}, 0, 1)});
}

TEST(Plans, EmptyPlanOnSameType) {
  expect_bit_exact("x=3", {7, 2}, R"([{"x"},{}])", R"([{"x"},{}])", {});
}

// ---- the check can fail ------------------------------------------------------------------

TEST(WrongPlans, GatherInWrongOrder) {
  expect_not_bit_exact("x=2,y=2", {8, 2}, R"([{"x","y"},{}])", R"([{},{}])",
                       {Collective::all_gather(0, {ax("y"), ax("x")})});
}

TEST(WrongPlans, GatherOnWrongAxis) {
  // x is not the minor axis: its group concatenates blocks 1 and 3, not 0 and 1.
  expect_not_bit_exact("x=2,y=2", {8, 2}, R"([{"x","y"},{}])", R"([{"x"},{}])", {Collective::all_gather(0, {ax("x")})});
}

TEST(WrongPlans, ClaimsTheWrongTarget) {
  expect_not_bit_exact("x=2,y=2", {8, 2}, R"([{"x","y"},{}])", R"([{"y"},{}])", {Collective::all_gather(0, {ax("y")})});
}

TEST(WrongPlans, ForgetsTheReduction) {
  expect_not_bit_exact("x=4", {4, 4}, R"([{},{}], unreduced={"x"})", R"([{},{}])", {});
}

TEST(WrongPlans, WrongPermutation) {
  expect_not_bit_exact("x=2,y=2", {4, 2}, R"([{"x","y"},{}])", R"([{"x","y"},{}])", {perm(R"([{"y","x"},{}])")});
}

TEST(WrongPlans, StepThatCannotRunIsReported) {
  const auto plan = hand_plan("x=2", {4}, DType::f32, R"([{}])", R"([{}])", {Collective::all_gather(0, {ax("x")})});
  const ExecutionReport r = execute_plan(plan);
  EXPECT_FALSE(r.bit_exact);
  EXPECT_NE(r.error.find("step 1"), std::string::npos) << r.error;
}

// ---- the plans of the MPI and NCCL checks, here on threads ----------------------------------

TEST(LocalBackend, RunsTheBackendCheckPlansBitExact) {
  // Also holds what backend_check_plans asserts about them (its hierarchical all-reduce is
  // reduce_scatter, all_reduce, all_gather) where neither MPI nor a GPU is at hand.
  for (int devices : {4, 8}) {
    for (const redistribute::Plan& plan : test::backend_check_plans(devices)) {
      const ExecutionReport r = execute_plan(plan, {42, Backend::local});
      EXPECT_TRUE(r.bit_exact) << plan.mesh.to_short() << ": " << describe(r);
    }
  }
}

// ---- the same plans on GPUs --------------------------------------------------------------

TEST(NcclBackend, RunsPlansBitExactOnGpus) {
  if (!backend_compiled(Backend::nccl)) GTEST_SKIP() << "nccl backend not compiled in";
  const int gpus = std::min(cuda_device_count(), 8);
  if (gpus < 1) GTEST_SKIP() << "no usable GPU (cudaGetDeviceCount failed or returned 0)";
  for (const redistribute::Plan& plan : test::backend_check_plans(gpus)) {
    const ExecutionReport r = execute_plan(plan, {42, Backend::nccl});
    EXPECT_TRUE(r.bit_exact) << plan.mesh.to_short() << ": " << describe(r);
  }
}

}  // namespace
}  // namespace shardproof::exec
