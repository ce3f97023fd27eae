// Hierarchical reductions (redistribute/hierarchical.h) on the example topologies: the
// level classes of a reduction's axes, the program chosen for an all_reduce and a
// reduce_scatter that span nodes (P²'s reduce-scatter inside, all-reduce across, all-gather
// inside), reductions that stay flat, and, over every placement of [data, model] on the
// two-level topologies, plans that are bit-exact on the local executor and never slower
// than the flat collective.
//   4 nodes x 8 GPUs, x=32: all_reduce({"x"}) -> reduce_scatter {"x":(4)8}, all_reduce
//   {"x":(1)4}, all_gather {"x":(4)8}: 170 us against 782 us flat for 4 MiB
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <string>

#include "exec/local_collectives.h"
#include "redistribute/hierarchical.h"
#include "redistribute/placements.h"
#include "redistribute/synthesize.h"
#include "tests/support/generators.h"
#include "types/error.h"
#include "types/shardy_syntax.h"

namespace shardproof::redistribute {
namespace {

types::ShardingType T(const char* text) { return types::parse_shardy_sharding(text).type; }

Topology example(const std::string& file) {
  return Topology::load(std::string(SHARDPROOF_SOURCE_DIR) + "/examples/topologies/" + file);
}

void expect_bit_exact(const Plan& plan) {
  for (uint64_t seed : {1u, 2u}) {
    const auto run = exec::execute_plan(plan, {seed, exec::Backend::local});
    EXPECT_TRUE(run.bit_exact) << exec::describe(run);
  }
}

std::vector<std::string> names(const Collective& op) {
  std::vector<std::string> out;
  for (const auto& a : op.axes) out.push_back(a.name + ":" + std::to_string(a.pre) + "/" + std::to_string(a.size));
  return out;
}

TEST(Hierarchical, LevelClassesSplitAnAxisAtTheNodeBoundary) {
  const auto topo = example("4x8-h100.json");
  const auto classes = level_classes(types::Mesh::parse("x=32"), {types::AxisRef::whole("x")}, topo);
  ASSERT_EQ(classes.size(), 2u);
  EXPECT_EQ(classes[0], (std::vector<types::AxisRef>{types::AxisRef::sub("x", 4, 8)}));
  EXPECT_EQ(classes[1], (std::vector<types::AxisRef>{types::AxisRef::sub("x", 1, 4)}));
  // data=4 model=8: data is the node axis, one level only.
  EXPECT_EQ(level_classes(types::Mesh::parse("data=4,model=8"), {types::AxisRef::whole("data")}, topo).size(), 1u);
  // One level: never split.
  EXPECT_EQ(level_classes(types::Mesh::parse("x=32"), {types::AxisRef::whole("x")}, Topology::one_node_8_gpus()).size(),
            1u);
}

TEST(Hierarchical, AllReduceAcrossNodesIsReduceScatterInsideAllReduceAcrossAllGatherInside) {
  const auto topo = example("4x8-h100.json");
  const auto mesh = types::Mesh::parse("x=32");
  const types::TensorType tensor{{1024, 1024}, types::DType::f32};
  const Plan plan = synthesize(mesh, tensor, T(R"([{},{}], unreduced={"x"})"), T("[{},{}]"), topo);
  ASSERT_EQ(plan.steps.size(), 3u);
  EXPECT_EQ(plan.steps[0].op.kind, CollectiveKind::reduce_scatter);
  EXPECT_EQ(names(plan.steps[0].op), (std::vector<std::string>{"x:4/8"}));
  EXPECT_EQ(plan.steps[1].op.kind, CollectiveKind::all_reduce);
  EXPECT_EQ(names(plan.steps[1].op), (std::vector<std::string>{"x:1/4"}));
  EXPECT_EQ(plan.steps[2].op.kind, CollectiveKind::all_gather);
  EXPECT_EQ(plan.steps[0].cost.level, 0);
  EXPECT_EQ(plan.steps[1].cost.level, 1);
  ASSERT_EQ(plan.reductions.size(), 1u);
  EXPECT_EQ(plan.reductions[0].program, "reduce_scatter nvlink, all_reduce infiniband, all_gather nvlink");
  // Flat ring: 62 latencies of 10 us and 2 L 31/32 at 50 GB/s; the program's time is the plan's.
  const double L = 4 << 20;
  EXPECT_NEAR(plan.reductions[0].flat_time_s, 62 * 10e-6 + 2 * L * 31 / 32 / 50e9, 1e-9);
  EXPECT_NEAR(plan.reductions[0].time_s, plan.modeled_time_s, 1e-12);
  EXPECT_LT(plan.modeled_time_s, plan.reductions[0].flat_time_s / 4);
  EXPECT_LE(plan.peak_shard_bytes, plan.bound_bytes);

  // The same with hierarchical reductions off: one flat all_reduce.
  SynthesisOptions flat;
  flat.hierarchical_reductions = false;
  const Plan one = synthesize(mesh, tensor, T(R"([{},{}], unreduced={"x"})"), T("[{},{}]"), topo, flat);
  ASSERT_EQ(one.steps.size(), 1u);
  EXPECT_NEAR(one.modeled_time_s, plan.reductions[0].flat_time_s, 1e-12);
}

TEST(Hierarchical, UserWrittenReductionsArePricedAsTheirProgram) {
  // check prices a manual region's all_reduce over "x" like the inserted one.
  const auto topo = example("4x8-h100.json");
  const auto mesh = types::Mesh::parse("x=32");
  const int64_t L = 4 << 20;
  const double flat = step_cost(CollectiveKind::all_reduce, L, 32, 1, topo).time_s;
  const double hierarchical = reduction_time(mesh, CollectiveKind::all_reduce, {"x"}, L, 32, topo);
  const Plan plan = synthesize(mesh, {{L / 4}, types::DType::f32}, T(R"([{}], unreduced={"x"})"), T("[{}]"), topo);
  EXPECT_NEAR(hierarchical, plan.modeled_time_s, 1e-12);
  EXPECT_LT(hierarchical, flat / 4);
  // Not a reduction, or one level: the flat cost as before.
  EXPECT_EQ(reduction_time(mesh, CollectiveKind::all_gather, {"x"}, L, 32, topo),
            step_cost(CollectiveKind::all_gather, L, 32, 1, topo).time_s);
  const auto one = Topology::one_node_8_gpus();
  EXPECT_EQ(reduction_time(mesh, CollectiveKind::all_reduce, {"x"}, L, 32, one),
            step_cost(CollectiveKind::all_reduce, L, 32, 0, one).time_s);
}

TEST(Hierarchical, ChosenProgramsRunBitExact) {
  const auto topo = example("4x8-h100.json");
  const auto mesh = types::Mesh::parse("x=32");
  const types::TensorType tensor{{64, 64}, types::DType::f32};
  for (const char* to : {"[{},{}]", R"([{"x"},{}])", R"([{},{"x"}])"}) {
    const Plan plan = synthesize(mesh, tensor, T(R"([{},{}], unreduced={"x"})"), T(to), topo);
    ASSERT_EQ(plan.reductions.size(), 1u) << to;
    EXPECT_GT(plan.reductions[0].num_steps, 1) << to;
    EXPECT_LT(plan.modeled_time_s, plan.reductions[0].flat_time_s) << to;
    expect_bit_exact(plan);
  }
}

TEST(Hierarchical, EveryProgramOfTheGrammarTypeChecksAndRunsBitExact) {
  // All candidates, not only the chosen one: each is a plan between the same two types.
  const auto topo = example("2x4-a100-roce.json");
  const auto mesh = types::Mesh::parse("x=8");
  const types::TensorType tensor{{16, 8}, types::DType::i32};
  const auto before = T(R"([{},{}], unreduced={"x"})");
  for (const auto& op : {Collective::all_reduce({types::AxisRef::whole("x")}),
                         Collective::reduce_scatter(1, {types::AxisRef::whole("x")})}) {
    const auto programs = reduction_programs(mesh, tensor, before, op, topo);
    // Two level classes: an all_reduce has 6 programs (flat; reduce-scatter one class,
    // all-reduce the other, all-gather, in either order; reduce-scatter both in either order;
    // all-reduce one class then the other); a reduce_scatter one per order of the classes and
    // choice of dimensions that type-checks, 8 with the flat one (bench/RESULTS.md).
    EXPECT_EQ(programs.size(), op.kind == CollectiveKind::all_reduce ? 6u : 8u);
    const auto after = apply_type_rule(mesh, tensor.shape, before, op).after;
    for (const auto& program : programs) {
      Plan plan = make_plan(mesh, tensor, before, *after, program.ops);
      ASSERT_EQ(evaluate(plan, topo), "") << program.name;
      EXPECT_NEAR(plan.modeled_time_s, program.time_s, 1e-12);
      expect_bit_exact(plan);
    }
  }
}

TEST(Hierarchical, EveryPlacementOnTwoNodesOfFourIsBitExactAndNeverSlower) {
  const auto topo = example("2x4-a100-roce.json");
  int hierarchical = 0;
  for (const auto& placement : placements(topo, {"data", "model"}, 8)) {
    if (placement.mesh.axis_size(0) == 1) continue;
    const types::TensorType tensor{{32, 16}, types::DType::bf16};
    for (const char* to : {"[{},{}]", R"([{"data"},{}])"}) {
      SCOPED_TRACE(placement.mesh.to_shardy() + " -> " + to);
      const auto src = T(R"([{},{}], unreduced={"data"})");
      const Plan plan = synthesize(placement.mesh, tensor, src, T(to), topo);
      SynthesisOptions flat_options;
      flat_options.hierarchical_reductions = false;
      const Plan flat = synthesize(placement.mesh, tensor, src, T(to), topo, flat_options);
      EXPECT_LE(plan.modeled_time_s, flat.modeled_time_s * (1 + 1e-12));
      EXPECT_LE(plan.peak_shard_bytes, plan.bound_bytes);
      for (const auto& r : plan.reductions) hierarchical += r.num_steps > 1;
      expect_bit_exact(plan);
    }
  }
  EXPECT_GT(hierarchical, 0);
}

TEST(Hierarchical, PlacementsCoverEveryMatrix) {
  // 4 nodes x 8: node rows (1,4),(2,2),(4,1) times GPU rows (1,8),(2,4),(4,2),(8,1).
  const auto all = placements(example("4x8-h100.json"), {"data", "model"}, 32);
  EXPECT_EQ(all.size(), 12u);
  // matrix [[2,2],[4,2]]: data=8 model=4; data's major part across nodes.
  for (const auto& p : all) {
    if (p.matrix != std::vector<std::vector<int64_t>>{{2, 2}, {4, 2}}) continue;
    EXPECT_EQ(p.mesh.to_short(), "data=8,model=4");
    const auto classes = level_classes(p.mesh, {types::AxisRef::whole("data")}, example("4x8-h100.json"));
    ASSERT_EQ(classes.size(), 2u);
    EXPECT_EQ(classes[0], (std::vector<types::AxisRef>{types::AxisRef::sub("data", 2, 4)}));
  }
  EXPECT_THROW(placements(example("4x8-h100.json"), {"data", "model"}, 12), types::InputError);
}

// The search with flat prices runs a second time only when the first priced some reduction
// below flat: data=8 model=4 on 4 nodes x 8 (a node holds two data rows). Partial sums over
// model reduce inside a node (no program beats the flat ring there): one search, the same
// states and plan as with flat prices. Partial sums over data reduce across nodes, where
// reduce-scatter inside, all-reduce across, all-gather inside is priced lower: both searches
// run, and the plan is never slower than flat.
TEST(Hierarchical, SecondSearchOnlyWhereAReductionWasPricedBelowFlat) {
  const types::Mesh mesh = types::Mesh::parse("data=8,model=4");
  const types::TensorType tensor{{1024, 4096}, types::DType::f32};
  const Topology topo = Topology::four_nodes_8_gpus();
  SynthesisOptions flat_prices;
  flat_prices.price_reductions_by_level = false;
  SynthesisOptions off;
  off.hierarchical_reductions = false;
  {
    const auto src = T(R"([{"data"},{}], unreduced={"model"})"), dst = T(R"([{"data"},{"model"}])");
    SynthesisStats both, one;
    const Plan plan = synthesize(mesh, tensor, src, dst, topo, {}, &both);
    const Plan flat = synthesize(mesh, tensor, src, dst, topo, flat_prices, &one);
    EXPECT_EQ(both.states_expanded, one.states_expanded);
    EXPECT_EQ(plan.modeled_time_s, flat.modeled_time_s);
    ASSERT_EQ(plan.steps.size(), flat.steps.size());
    for (size_t i = 0; i < plan.steps.size(); ++i) EXPECT_EQ(plan.steps[i].op.kind, flat.steps[i].op.kind);
  }
  {
    const auto src = T(R"([{},{"model"}], unreduced={"data"})"), dst = T(R"([{"data"},{"model"}])");
    SynthesisStats both, one;
    const Plan plan = synthesize(mesh, tensor, src, dst, topo, {}, &both);
    synthesize(mesh, tensor, src, dst, topo, flat_prices, &one);
    EXPECT_GT(both.states_expanded, one.states_expanded);
    EXPECT_LE(plan.modeled_time_s, synthesize(mesh, tensor, src, dst, topo, off).modeled_time_s * (1 + 1e-9));
  }
}

// Random problems on two-level topologies: the hierarchical programs never make a plan slower
// than the same synthesis with reductions priced and run flat, and the plans stay bit-exact.
RC_GTEST_PROP(Hierarchical, NeverSlowerThanFlatReductionsAndBitExact, ()) {
  const types::Mesh mesh = *testing::gen_mesh(3, 8, 32, /*device_ids=*/true);
  const int rank = *rc::gen::inRange(1, 4);
  const auto shape = *testing::gen_shape(rank, 40);
  // Partial sums over every axis the source does not split (gradients before their reduction).
  auto src = *testing::gen_sharding_type(mesh, rank, false);
  auto dst = *testing::gen_sharding_type(mesh, rank, false);
  for (const auto& axis : mesh.axes()) {
    bool used = false;
    for (const auto& dim : src.dims)
      for (const auto& ref : dim.axes) used = used || ref.name == axis.name;
    if (!used && axis.size > 1) src.unreduced.push_back(types::AxisRef::whole(axis.name));
  }
  RC_PRE(!src.unreduced.empty());
  const types::TensorType tensor{shape, types::DType::f32};
  // Nodes of 8 (most small meshes then fit in one) or of 2 (most reductions span nodes).
  Topology topo = Topology::four_nodes_8_gpus();
  if (*rc::gen::arbitrary<bool>()) topo.levels = {{"pair", 2, 300e9, 5e-6}, {"network", 64, 25e9, 10e-6}};
  Plan plan, flat;
  try {
    plan = synthesize(mesh, tensor, src, dst, topo);
    SynthesisOptions off;
    off.hierarchical_reductions = false;
    flat = synthesize(mesh, tensor, src, dst, topo, off);
  } catch (const types::InputError&) {
    RC_DISCARD("not a valid problem");
  }
  RC_ASSERT(plan.modeled_time_s <= flat.modeled_time_s * (1 + 1e-9));
  RC_ASSERT(plan.peak_shard_bytes <= std::max(plan.bound_bytes, flat.peak_shard_bytes));
  const auto run = exec::execute_plan(plan, {*rc::gen::inRange<uint64_t>(1, 1000), exec::Backend::local});
  if (!run.bit_exact) RC_FAIL(exec::describe(run));
  bool decomposed = false;
  for (const auto& r : plan.reductions) decomposed = decomposed || r.num_steps > 1;
  RC_TAG(decomposed ? "hierarchical" : "flat");
}

}  // namespace
}  // namespace shardproof::redistribute
