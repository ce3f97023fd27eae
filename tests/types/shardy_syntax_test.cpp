// Shardy syntax: #sdy.sharding<@mesh, [...]>, open dimensions, priorities, replicated=,
// unreduced=, sub-axes, and JAX's \22-escaped form.
#include <gtest/gtest.h>

#include "types/error.h"
#include "types/shardy_syntax.h"

namespace shardproof::types {
namespace {

TEST(ShardySyntax, ParsesAttribute) {
  ParsedShardySharding p = parse_shardy_sharding(R"(#sdy.sharding<@mesh, [{"data"}, {}]>)");
  EXPECT_EQ(p.mesh_name, "mesh");
  EXPECT_FALSE(p.inline_mesh);
  ASSERT_EQ(p.type.rank(), 2);
  EXPECT_EQ(p.type.dims[0].axes, (std::vector<AxisRef>{AxisRef::whole("data")}));
  EXPECT_TRUE(p.type.dims[1].axes.empty());
  EXPECT_FALSE(p.type.dims[1].open);
}

TEST(ShardySyntax, ParsesEverything) {
  ParsedShardySharding p = parse_shardy_sharding(
      R"(#sdy.sharding<@mesh_1, [{"x", ?}p1, {"y":(1)2}, {?}p0, {}], replicated={"z"}, unreduced={"w", "y":(2)2}>)");
  EXPECT_EQ(p.mesh_name, "mesh_1");
  const ShardingType& t = p.type;
  ASSERT_EQ(t.rank(), 4);
  EXPECT_EQ(t.dims[0].axes, (std::vector<AxisRef>{AxisRef::whole("x")}));
  EXPECT_TRUE(t.dims[0].open);
  EXPECT_EQ(t.dims[0].priority, 1);
  EXPECT_EQ(t.dims[1].axes, (std::vector<AxisRef>{AxisRef::sub("y", 1, 2)}));
  EXPECT_FALSE(t.dims[1].open);
  EXPECT_FALSE(t.dims[1].priority);
  EXPECT_TRUE(t.dims[2].axes.empty());
  EXPECT_TRUE(t.dims[2].open);
  EXPECT_EQ(t.dims[2].priority, 0);
  EXPECT_FALSE(t.dims[3].open);
  EXPECT_EQ(t.replicated, (std::vector<AxisRef>{AxisRef::whole("z")}));
  EXPECT_EQ(t.unreduced, (std::vector<AxisRef>{AxisRef::whole("w"), AxisRef::sub("y", 2, 2)}));
}

TEST(ShardySyntax, ParsesBareBodyAndConstraintForm) {
  ParsedShardySharding bare = parse_shardy_sharding(R"([{"x","y"}, {}], unreduced={"z"})");
  EXPECT_FALSE(bare.mesh_name);
  EXPECT_EQ(bare.type.dims[0].axes.size(), 2u);
  EXPECT_EQ(bare.type.unreduced.size(), 1u);
  // sdy.sharding_constraint prints <@mesh, [...]> without the #sdy.sharding prefix.
  ParsedShardySharding constraint = parse_shardy_sharding(R"(<@mesh, [{"data"}, {?}]>)");
  EXPECT_EQ(constraint.mesh_name, "mesh");
  EXPECT_TRUE(constraint.type.dims[1].open);
  EXPECT_EQ(parse_shardy_sharding("[]").type.rank(), 0);
}

TEST(ShardySyntax, ParsesEscapedQuotes) {
  // mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding<@mesh, [{\22a\22}, {}]>"}
  ParsedShardySharding p = parse_shardy_sharding(R"(#sdy.sharding<@mesh, [{\22a\22}, {\22b\22:(1)2}]>)");
  EXPECT_EQ(p.type.dims[0].axes, (std::vector<AxisRef>{AxisRef::whole("a")}));
  EXPECT_EQ(p.type.dims[1].axes, (std::vector<AxisRef>{AxisRef::sub("b", 1, 2)}));
}

TEST(ShardySyntax, ParsesInlineMesh) {
  ParsedShardySharding p = parse_shardy_sharding(R"(#sdy.sharding<mesh<["x"=2, "y"=4]>, [{"y"}, {"x"}]>)");
  ASSERT_TRUE(p.inline_mesh);
  EXPECT_EQ(*p.inline_mesh, Mesh::parse("x=2,y=4"));
  EXPECT_EQ(p.type.dims[0].axes, (std::vector<AxisRef>{AxisRef::whole("y")}));
}

TEST(ShardySyntax, PrintsAndReadsBack) {
  Mesh mesh = Mesh::parse("x=4,y=2,z=3");
  for (const char* text : {
           R"([{"x"}, {}])",
           R"([{"x","y"}, {"z"}])",
           R"([{"x":(1)2}, {"x":(2)2, ?}p0])",
           R"([{?}, {"y"}p3], replicated={"z"})",
           R"([{}, {"y", ?}p1], unreduced={"x","z"})",
           R"([{"z"}], replicated={"y"}, unreduced={"x":(2)2})",
           "[]",
       }) {
    SCOPED_TRACE(text);
    ShardingType t = parse_shardy_sharding(text).type;
    ShardingType resolved = resolve(mesh, t, t.rank());
    std::string printed = to_string(mesh, resolved);
    EXPECT_EQ(printed, text);
    EXPECT_EQ(resolve(mesh, parse_shardy_sharding(printed).type, t.rank()), resolved);
  }
}

TEST(ShardySyntax, PrintsAttribute) {
  Mesh mesh = Mesh::parse("data=4,model=2");
  ShardingType t = resolve(mesh, parse_shardy_sharding(R"([{"data"}, {"model"}])").type, 2);
  EXPECT_EQ(to_shardy_attribute(mesh, t), R"(#sdy.sharding<@mesh, [{"data"}, {"model"}]>)");
  EXPECT_EQ(to_shardy_attribute(mesh, t, "m2"), R"(#sdy.sharding<@m2, [{"data"}, {"model"}]>)");
  ParsedShardySharding back = parse_shardy_sharding(to_shardy_attribute(mesh, t, "m2"));
  EXPECT_EQ(back.mesh_name, "m2");
  EXPECT_EQ(resolve(mesh, back.type, 2), t);
}

TEST(ShardySyntax, WholeSubAxisPrintsAsTheAxis) {
  Mesh mesh = Mesh::parse("x=4");
  ShardingType t = resolve(mesh, parse_shardy_sharding(R"([{"x":(1)4}])").type, 1);
  EXPECT_EQ(to_string(mesh, t), R"([{"x"}])");
  EXPECT_EQ(t, resolve(mesh, parse_shardy_sharding(R"([{"x"}])").type, 1));
}

}  // namespace
}  // namespace shardproof::types
