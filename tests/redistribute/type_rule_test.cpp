// The type rules of the seven steps: what they accept, what they produce, and that a
// rule that does not apply says why.
#include <gtest/gtest.h>

#include "redistribute/collective.h"
#include "types/shardy_syntax.h"

namespace shardproof::redistribute {
namespace {

using types::AxisRef;

types::ShardingType T(const char* text) { return types::parse_shardy_sharding(text).type; }

struct Fixture : ::testing::Test {
  types::Mesh mesh = types::Mesh::parse("x=4,y=2");
  std::vector<int64_t> shape{16, 16};
  std::string after(const char* before, const Collective& op) {
    auto r = apply_type_rule(mesh, shape, T(before), op);
    return r.after ? types::to_string(mesh, *r.after) : "error: " + r.why_not;
  }
};

TEST_F(Fixture, AllSliceAppendsReplicatedAxesAtTheMinorEnd) {
  EXPECT_EQ(after(R"([{"x"},{}])", Collective::all_slice(0, {AxisRef::whole("y")})), R"([{"x","y"}, {}])");
  EXPECT_EQ(after(R"([{"x"},{}])", Collective::all_slice(1, {AxisRef::whole("y")})), R"([{"x"}, {"y"}])");
  EXPECT_NE(after(R"([{"x"},{}])", Collective::all_slice(1, {AxisRef::whole("x")})).find("not replicated"),
            std::string::npos);
}

TEST_F(Fixture, AllGatherRemovesOnlyTheMinorSuffix) {
  EXPECT_EQ(after(R"([{"x","y"},{}])", Collective::all_gather(0, {AxisRef::whole("y")})), R"([{"x"}, {}])");
  EXPECT_NE(after(R"([{"x","y"},{}])", Collective::all_gather(0, {AxisRef::whole("x")})).find("not the minor end"),
            std::string::npos);
  // The minor half of x is a minor suffix of [{"x"}].
  EXPECT_EQ(after(R"([{"x"},{}])", Collective::all_gather(0, {AxisRef::sub("x", 2, 2)})), R"([{"x":(1)2}, {}])");
}

TEST_F(Fixture, AllToAllMovesTheSuffixToTheOtherDimension) {
  EXPECT_EQ(after(R"([{"x"},{"y"}])", Collective::all_to_all({AxisRef::whole("x")}, 0, 1)), R"([{}, {"y","x"}])");
  EXPECT_NE(after(R"([{"x"},{}])", Collective::all_to_all({AxisRef::whole("x")}, 0, 0)).find("two different"),
            std::string::npos);
}

TEST_F(Fixture, PermuteKeepsTheLocalShape) {
  EXPECT_EQ(after(R"([{"x","y"},{}])", Collective::collective_permute(T(R"([{"y","x"},{}])"))), R"([{"y","x"}, {}])");
  EXPECT_NE(after(R"([{"x"},{}])", Collective::collective_permute(T(R"([{"y"},{}])"))).find("split 4 ways"),
            std::string::npos);
}

TEST_F(Fixture, ExchangeReachesAnyTypeWithTheSamePartialSums) {
  // Any local shape, any padding: the exchange moves elements, not blocks.
  EXPECT_EQ(after(R"([{"x"},{"y"}])", Collective::exchange(T(R"([{"y"},{"x"}])"))), R"([{"y"}, {"x"}])");
  EXPECT_EQ(after(R"([{"x"},{}])", Collective::exchange(T(R"([{},{}])"))), R"([{}, {}])");
  EXPECT_EQ(after(R"([{},{}], unreduced={"x"})", Collective::exchange(T(R"([{"y"},{}], unreduced={"x"})"))),
            R"([{"y"}, {}], unreduced={"x"})");
  // It cannot reduce, and it is never a no-op.
  EXPECT_NE(after(R"([{},{}], unreduced={"x"})", Collective::exchange(T(R"([{"x"},{}])"))).find("partial sums"),
            std::string::npos);
  EXPECT_NE(after(R"([{"x"},{}])", Collective::exchange(T(R"([{"x"},{}])"))).find("changes nothing"),
            std::string::npos);
}

TEST_F(Fixture, ReductionsConsumeUnreducedAxes) {
  EXPECT_EQ(after(R"([{},{"y"}], unreduced={"x"})", Collective::reduce_scatter(0, {AxisRef::whole("x")})),
            R"([{"x"}, {"y"}])");
  EXPECT_EQ(after(R"([{},{"y"}], unreduced={"x"})", Collective::all_reduce({AxisRef::whole("x")})), R"([{}, {"y"}])");
  EXPECT_NE(after(R"([{},{"y"}])", Collective::all_reduce({AxisRef::whole("x")})).find("not all unreduced"),
            std::string::npos);
}

TEST_F(Fixture, PaddingThatWouldShiftBlocksIsRejected) {
  shape = {10, 4};
  // 10 split 8 ways is padded to 16, split 4 ways to 12: gathering y would shift blocks.
  EXPECT_NE(after(R"([{"x","y"},{}])", Collective::all_gather(0, {AxisRef::whole("y")})).find("padded"),
            std::string::npos);
  // Gathering everything is always fine.
  EXPECT_EQ(after(R"([{"x"},{}])", Collective::all_gather(0, {AxisRef::whole("x")})), R"([{}, {}])");
}

TEST(Cost, MatchesTheFormulaTable) {
  Topology topo = Topology::one_node_8_gpus();
  const int64_t L = 1 << 20;
  EXPECT_EQ(step_cost(CollectiveKind::all_gather, L, 4, 0, topo).recv_bytes, 3 * L);
  EXPECT_EQ(step_cost(CollectiveKind::all_to_all, L, 4, 0, topo).recv_bytes, 3 * L / 4);
  EXPECT_EQ(step_cost(CollectiveKind::reduce_scatter, L, 4, 0, topo).recv_bytes, 3 * L / 4);
  EXPECT_EQ(step_cost(CollectiveKind::all_reduce, L, 4, 0, topo).recv_bytes, 2 * (3 * L / 4));
  EXPECT_EQ(step_cost(CollectiveKind::collective_permute, L, 2, 0, topo).recv_bytes, L);
  EXPECT_EQ(step_cost(CollectiveKind::all_slice, L, 4, 0, topo).recv_bytes, 0);
  const auto c = step_cost(CollectiveKind::all_gather, L, 4, 0, topo);
  EXPECT_DOUBLE_EQ(c.time_s, 3 * topo.levels[0].latency_s + 3.0 * L / topo.levels[0].bandwidth_bytes_per_s);
  // The exchange: a latency per peer, and the larger of the busiest receive and send.
  const auto e = exchange_step_cost(L, 2 * L, 5, 0, topo);
  EXPECT_EQ(e.latency_hops, 5);
  EXPECT_DOUBLE_EQ(e.time_s, 5 * topo.levels[0].latency_s + 2.0 * L / topo.levels[0].bandwidth_bytes_per_s);
}

TEST(Cost, ExchangeCountsExactlyTheLackingRealElements) {
  // x4, 10 rows of 3 columns, [{"x"}] (blocks of 3 rows, padded to 12) -> [{}]: device 3
  // holds row 9 only and needs rows 0..8 from 3 peers; devices 0..2 need 7 rows from 3.
  const types::Mesh mesh = types::Mesh::parse("x=4");
  const types::TensorType tensor{{10, 3}, types::DType::f32};
  const auto before = types::canonicalize(mesh, types::resolve(mesh, T(R"([{"x"},{}])"), 2));
  const auto after_t = types::canonicalize(mesh, types::resolve(mesh, T(R"([{},{}])"), 2));
  const auto c = collective_cost(mesh, tensor, before, after_t, Collective::exchange(after_t), Topology::one_node_8_gpus());
  EXPECT_EQ(c.recv_bytes, 9 * 3 * 4);
  EXPECT_EQ(c.latency_hops, 3);
}

TEST(Topology, LevelsFollowPhysicalDeviceGroups) {
  Topology topo = Topology::four_nodes_8_gpus();
  types::Mesh mesh = types::Mesh::parse("node=4,gpu=8");
  EXPECT_EQ(topo.level_spanning(mesh, {AxisRef::whole("gpu")}), 0);
  EXPECT_EQ(topo.level_spanning(mesh, {AxisRef::whole("node")}), 1);
  // With the axes swapped in the device order, "gpu" crosses nodes.
  types::Mesh swapped({{"gpu", 8}, {"node", 4}});
  EXPECT_EQ(topo.level_spanning(swapped, {AxisRef::whole("gpu")}), 1);
  EXPECT_EQ(topo.level_spanning(swapped, {AxisRef::sub("node", 1, 2)}), 0);
}

}  // namespace
}  // namespace shardproof::redistribute
