// The plan JSON schema round-trips and reports malformed input precisely.
#include <gtest/gtest.h>

#include "redistribute/plan_json.h"
#include "redistribute/synthesize.h"
#include "types/error.h"
#include "types/shardy_syntax.h"

namespace shardproof::redistribute {
namespace {

TEST(PlanJson, RoundTripsASynthesizedPlan) {
  types::Mesh mesh = types::Mesh::parse("x=4,y=2");
  types::TensorType tensor{{64, 64}, types::DType::bf16};
  Topology topo = Topology::one_node_8_gpus();
  Plan plan = synthesize(mesh, tensor, types::parse_shardy_sharding(R"([{"x"},{}])").type,
                         types::parse_shardy_sharding(R"([{"y"},{"x"}])").type, topo);
  auto json = plan_to_json(plan);
  Plan back = plan_from_json(json.dump(), "plan.json");
  ASSERT_EQ(evaluate(back, topo), "");
  EXPECT_EQ(plan_to_json(back), json);
}

TEST(PlanJson, MalformedJsonGivesLineAndColumn) {
  try {
    plan_from_json("{\n  \"mesh\": \"x=2\",\n  \"shape\": [4,, 4]\n}", "p.json");
    FAIL();
  } catch (const types::InputError& e) {
    EXPECT_EQ(std::string(e.what()).rfind("p.json:3:", 0), 0u) << e.what();
  }
}

TEST(PlanJson, UnknownCollectiveIsNamed) {
  try {
    plan_from_json(R"({"mesh": "x=2", "shape": [4], "dtype": "f32", "source": "[{\"x\"}]", "target": "[{}]",
                       "steps": [{"collective": "all_gathr", "axes": ["x"], "dim": 0}]})",
                   "p.json");
    FAIL();
  } catch (const types::InputError& e) {
    EXPECT_NE(std::string(e.what()).find("steps[0].collective: unknown collective 'all_gathr'"), std::string::npos)
        << e.what();
  }
}

TEST(PlanJson, AStepThatDoesNotApplyIsReportedByEvaluate) {
  Plan p = plan_from_json(R"({"mesh": "x=2,y=2", "shape": [4, 4], "dtype": "f32", "source": "[{\"x\",\"y\"}, {}]",
                              "target": "[{}, {}]", "steps": [{"collective": "all_gather", "axes": ["x"], "dim": 0}]})",
                          "p.json");
  std::string error = evaluate(p, Topology::one_node_8_gpus());
  EXPECT_NE(error.find("step 1: all_gather"), std::string::npos) << error;
  EXPECT_NE(error.find("not the minor end"), std::string::npos) << error;
}

}  // namespace
}  // namespace shardproof::redistribute
