// The redistribution cases the core issue names, with what a right plan must look like.
// f32, n = 4096; "x2 y4" is the mesh <["x"=2, "y"=4]>.
#include <gtest/gtest.h>

#include "redistribute/synthesize.h"
#include "tests/support/issue_cases.h"
#include "types/shardy_syntax.h"

namespace shardproof::redistribute {
namespace {

using Case = testing::IssueCase;

Plan plan_for(const Case& c) {
  types::Mesh mesh = types::Mesh::parse(c.mesh);
  types::TensorType tensor{types::parse_shape(c.shape), types::DType::f32};
  auto from = types::parse_shardy_sharding(c.from).type;
  auto to = types::parse_shardy_sharding(c.to).type;
  return synthesize(mesh, tensor, from, to, Topology::one_node_8_gpus());
}

int64_t whole_array_bytes(const Plan& p) { return p.tensor.num_bytes(); }

std::vector<CollectiveKind> kinds(const Plan& p) {
  std::vector<CollectiveKind> k;
  for (const auto& s : p.steps) k.push_back(s.op.kind);
  return k;
}

constexpr const auto& kCases = testing::kIssueCases;

TEST(IssueCases, EveryPlanStaysWithinTheBoundAndNeverGathersTheWholeArray) {
  for (const Case& c : kCases) {
    SCOPED_TRACE(std::string(c.mesh) + " " + c.from + " -> " + c.to);
    Plan p = plan_for(c);
    EXPECT_TRUE(p.within_bound()) << p.peak_shard_bytes << " > " << p.bound_bytes;
    EXPECT_LE(p.peak_shard_bytes, std::max(p.source_bytes, p.target_bytes));
    EXPECT_LT(p.peak_shard_bytes, whole_array_bytes(p));
    ASSERT_FALSE(p.steps.empty());
    EXPECT_TRUE(p.steps.back().type_after.same_layout(types::canonicalize(p.mesh, p.target)));
  }
}

TEST(IssueCases, TransposeOfShardingIsOneAllToAll) {
  Plan p = plan_for(kCases[0]);
  ASSERT_EQ(kinds(p), std::vector<CollectiveKind>{CollectiveKind::all_to_all});
  // Each device sends 7/8 of its 4096x512 block.
  EXPECT_EQ(p.recv_bytes, 4096LL * 512 * 4 * 7 / 8);
}

TEST(IssueCases, UnreducedToShardedIsOneReduceScatter) {
  // One ring over x. Over the halves of x, two reduce_scatters would pay 2 latencies
  // instead of 3 for the same bytes; the split plan is taken only for fewer bytes.
  Plan p = plan_for(kCases[4]);
  ASSERT_EQ(kinds(p), std::vector<CollectiveKind>{CollectiveKind::reduce_scatter});
  EXPECT_EQ(p.steps[0].op.dim, 0);
}

TEST(IssueCases, DroppingTheMajorAxisPermutesThenGathers) {
  // [{"x","y"}] -> [{"y"}]: only the minor axis can be gathered, so the axes are
  // reordered first (a permute of 512x4096 blocks), then x is gathered.
  const auto& c = kCases[1];
  Plan p = plan_for(c);
  EXPECT_EQ(p.peak_shard_bytes, p.target_bytes);
  ASSERT_EQ(kinds(p), (std::vector<CollectiveKind>{CollectiveKind::collective_permute, CollectiveKind::all_gather}));
  // One exchange ties: device (x=0, y=1) holds block 1 of 512 rows and needs blocks 2 and
  // 3, two peers (the two latencies the permute and the gather pay) and 2 x 8 MiB (what
  // they receive). On a tie the collectives win: the exchange is picked only when faster.
  Plan q = p;
  q.steps = {PlanStep{Collective::exchange(q.target), {}, {}, 0, 0, {}}};
  ASSERT_EQ(evaluate(q, Topology::one_node_8_gpus()), "");
  EXPECT_DOUBLE_EQ(q.modeled_time_s, p.modeled_time_s);
  EXPECT_EQ(q.recv_bytes, 2LL * 512 * 4096 * 4);
  EXPECT_EQ(q.recv_bytes, p.recv_bytes);
  EXPECT_EQ(q.steps[0].cost.latency_hops, 2);
}

TEST(IssueCases, PartialSumsWithAReshardReduceOnlyOnce) {
  // [{"x"},{}] unreduced {y} -> [{},{"x","y"}]: one reduction over y, and the reduction
  // happens on at most the source block (never on a gathered array).
  Plan p = plan_for(kCases[5]);
  int reductions = 0;
  for (const auto& s : p.steps)
    reductions += s.op.kind == CollectiveKind::reduce_scatter || s.op.kind == CollectiveKind::all_reduce;
  EXPECT_EQ(reductions, 1);
  EXPECT_TRUE(p.within_bound());
}

}  // namespace
}  // namespace shardproof::redistribute
