// The hierarchical reduction programs synthesis chooses (redistribute/hierarchical.h),
// proved by Z3: every placement of [data, model] on 2 nodes x 4 GPUs and on 4 nodes x 8,
// the gradient all-reduce over data and its reduce-scatter onto dimension 0, plus every
// candidate of the grammar for one axis over 4 nodes x 8 (the programs not chosen too).
//   x=32 on 4x8: reduce_scatter {"x":(4)8}, all_reduce {"x":(1)4}, all_gather {"x":(4)8}: proved
#include <gtest/gtest.h>

#include <string>

#include "redistribute/hierarchical.h"
#include "redistribute/placements.h"
#include "redistribute/synthesize.h"
#include "types/shardy_syntax.h"
#include "verify/verify.h"

namespace shardproof::verify {
namespace {

using redistribute::Plan;
using redistribute::Topology;

types::ShardingType T(const char* text) { return types::parse_shardy_sharding(text).type; }

Topology example(const std::string& file) {
  return Topology::load(std::string(SHARDPROOF_SOURCE_DIR) + "/examples/topologies/" + file);
}

void expect_proved(const Plan& plan, const Topology& topo) {
  const Verification v = verify_plan(plan, topo);
  EXPECT_EQ(v.correctness.verdict, Verdict::proved) << describe(v);
  EXPECT_EQ(v.memory.verdict, Verdict::proved) << describe(v);
}

TEST(HierarchicalVerify, ChosenProgramsOverEveryPlacementAreProved) {
  int decomposed = 0;
  for (const auto& [file, devices] : {std::pair<const char*, int64_t>{"2x4-a100-roce.json", 8}, {"4x8-h100.json", 32}}) {
    const Topology topo = example(file);
    for (const auto& placement : redistribute::placements(topo, {"data", "model"}, devices)) {
      if (placement.mesh.axis_size(0) == 1) continue;
      for (const char* to : {"[{},{}]", R"([{"data"},{}])"}) {
        SCOPED_TRACE(std::string(file) + " " + placement.mesh.to_shardy() + " -> " + to);
        const Plan plan = redistribute::synthesize(placement.mesh, {{256, 64}, types::DType::f32},
                                                   T(R"([{},{}], unreduced={"data"})"), T(to), topo);
        for (const auto& r : plan.reductions) decomposed += r.num_steps > 1;
        expect_proved(plan, topo);
      }
    }
  }
  EXPECT_GE(decomposed, 10);
}

TEST(HierarchicalVerify, EveryCandidateOfTheGrammarIsProved) {
  const Topology topo = example("4x8-h100.json");
  const auto mesh = types::Mesh::parse("x=32");
  const types::TensorType tensor{{64, 64}, types::DType::bf16};
  const auto before = T(R"([{},{}], unreduced={"x"})");
  for (const auto& op : {redistribute::Collective::all_reduce({types::AxisRef::whole("x")}),
                         redistribute::Collective::reduce_scatter(0, {types::AxisRef::whole("x")})}) {
    const auto after = redistribute::apply_type_rule(mesh, tensor.shape, before, op).after;
    for (const auto& program : redistribute::reduction_programs(mesh, tensor, before, op, topo)) {
      SCOPED_TRACE(program.name);
      Plan plan = redistribute::make_plan(mesh, tensor, before, *after, program.ops);
      ASSERT_EQ(redistribute::evaluate(plan, topo), "");
      expect_proved(plan, topo);
    }
  }
}

}  // namespace
}  // namespace shardproof::verify
