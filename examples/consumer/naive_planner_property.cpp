// The consumer's checks, with shardproof's generators and oracles:
//  1. the oracles are not vacuous: a plan that forgets its last slice but claims the
//     destination is caught by each of them (executor, Z3, index map);
//  2. the property: for random meshes, shapes and sharding types, the naive planner's plan
//     runs bit-exact on shardproof's executor, is proved correct by Z3, and ends in a type
//     with the destination's index map;
//  3. shardproof's own random well-typed plans (gen_plan) pass the same oracles.
// Exit 0 when all hold.
#include <rapidcheck.h>
#include <shardproof/testing/generators.h>
#include <shardproof/testing/oracles.h>
#include <types/shardy_syntax.h>

#include <cstdlib>
#include <iostream>

#include "naive_planner.h"

namespace sp = shardproof;
namespace testing = shardproof::testing;

namespace {

sp::types::ShardingType parse_type(const sp::types::Mesh& mesh, const char* text, int rank) {
  return sp::types::resolve(mesh, sp::types::parse_shardy_sharding(text).type, rank);
}

// x=2, 4xf32, [{}] -> [{"x"}] with no steps: every device keeps the whole array.
bool oracles_catch_a_wrong_plan() {
  sp::redistribute::Plan wrong;
  wrong.mesh = sp::types::Mesh::parse(R"(<["x"=2]>)");
  wrong.tensor = {{4}, sp::types::DType::f32};
  wrong.source = parse_type(wrong.mesh, "[{}]", 1);
  wrong.target = parse_type(wrong.mesh, R"([{"x"}])", 1);
  bool ok = true;
  auto expect_caught = [&](const char* oracle, const std::optional<std::string>& why) {
    std::cout << oracle << (why ? " catches the wrong plan: " + *why : std::string(" MISSED the wrong plan")) << "\n";
    ok = ok && why.has_value();
  };
  expect_caught("execution_failure", testing::execution_failure(wrong, wrong.target));
  expect_caught("proof_failure", testing::proof_failure(wrong, wrong.target));
  expect_caught("index_map_difference", testing::index_map_difference(wrong.mesh, wrong.source, wrong.mesh, wrong.target));
  return ok;
}

}  // namespace

int main() {
  const bool vetted = oracles_catch_a_wrong_plan();
  const bool ok = rc::check("the naive planner is correct (executor, Z3, index map)", [] {
    const testing::RedistributionProblem p = *testing::gen_redistribution();
    const auto plan = consumer::naive_plan(p.mesh, p.tensor, p.source, p.target);
    const auto& reached = plan.steps.empty() ? plan.source : plan.steps.back().type_after;
    RC_TAG(plan.steps.size() < 3 ? std::to_string(plan.steps.size()) + " steps" : "3+ steps");
    if (auto why = testing::index_map_difference(p.mesh, reached, p.mesh, p.target)) RC_FAIL(*why);
    if (auto why = testing::execution_failure(plan, p.target)) RC_FAIL(*why);
    if (auto why = testing::proof_failure(plan, p.target)) RC_FAIL(*why);
  });
  const bool walks = rc::check("random well-typed plans pass the oracles", [] {
    const testing::RedistributionProblem p = *testing::gen_redistribution();
    const auto plan = *testing::gen_plan(p.mesh, p.tensor, p.source);
    RC_TAG(std::to_string(plan.steps.size()) + " steps");
    if (auto why = testing::execution_failure(plan, plan.target)) RC_FAIL(*why);
    if (auto why = testing::proof_failure(plan, plan.target)) RC_FAIL(*why);
  });
  return vetted && ok && walks ? EXIT_SUCCESS : EXIT_FAILURE;
}
