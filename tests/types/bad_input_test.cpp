// Bad input: every mistake is an InputError whose message names the offending text and
// whose column points at it (1-based, as cli/ prints `--from:1:COL: error: ...`).
#include <gtest/gtest.h>

#include <string>

#include "types/error.h"
#include "types/gspmd_syntax.h"
#include "types/shardy_syntax.h"

namespace shardproof::types {
namespace {

struct Failure {
  std::string message;
  int column = -1;
};

template <typename F>
Failure failure_of(F&& f) {
  try {
    f();
  } catch (const InputError& e) {
    return {e.what(), e.column()};
  }
  ADD_FAILURE() << "no InputError";
  return {};
}

// 1-based column of the n-th (0-based) occurrence of `needle` in `text`.
int column_of(const std::string& text, const std::string& needle, int n = 0) {
  size_t pos = text.find(needle);
  while (n-- > 0) pos = text.find(needle, pos + 1);
  return static_cast<int>(pos) + 1;
}

const Mesh kMesh = Mesh::parse("x=4,y=2");

Failure shardy(const std::string& text, int rank = 2) {
  return failure_of([&] { parse_sharding(text, kMesh, rank); });
}

TEST(BadShardy, MalformedText) {
  std::string text = R"([{"x"}, {"y"])";
  Failure f = shardy(text);
  EXPECT_EQ(f.column, column_of(text, "]"));
  EXPECT_NE(f.message.find("'}'"), std::string::npos) << f.message;

  text = R"([{"x"} {"y"}])";
  f = shardy(text);
  EXPECT_EQ(f.column, column_of(text, "{", 1));

  text = R"([{x}, {}])";
  f = shardy(text);
  EXPECT_EQ(f.column, 3);
  EXPECT_NE(f.message.find("quoted"), std::string::npos) << f.message;

  text = R"([{"x":(1}, {}])";
  EXPECT_EQ(shardy(text).column, column_of(text, "}"));

  text = R"([{"x"}, {}], sideways={"y"})";
  f = shardy(text);
  EXPECT_EQ(f.column, column_of(text, "sideways"));
  EXPECT_NE(f.message.find("sideways"), std::string::npos) << f.message;

  text = R"(#sdy.sharding<@mesh, [{"x"}, {}])";
  EXPECT_EQ(shardy(text).column, static_cast<int>(text.size()) + 1);  // missing '>'

  text = R"([{"x"}, {"y"}] trailing)";
  f = shardy(text);
  EXPECT_EQ(f.column, column_of(text, "trailing"));
  EXPECT_NE(f.message.find("trailing"), std::string::npos) << f.message;

  EXPECT_EQ(shardy(R"([{"x"}, {"y"}]p-1)").column, column_of(R"([{"x"}, {"y"}]p-1)", "p"));
  EXPECT_EQ(shardy("").column, 1);
}

TEST(BadShardy, UnknownAxis) {
  std::string text = R"([{"x"}, {"q"}])";
  Failure f = shardy(text);
  EXPECT_EQ(f.column, column_of(text, "\"q\""));
  EXPECT_NE(f.message.find("\"q\""), std::string::npos) << f.message;

  text = R"([{"x"}, {}], unreduced={"nope"})";
  f = shardy(text);
  EXPECT_EQ(f.column, column_of(text, "\"nope\""));
  EXPECT_NE(f.message.find("nope"), std::string::npos) << f.message;
}

TEST(BadShardy, AxisUsedTwice) {
  std::string text = R"([{"x"}, {"x"}])";
  Failure f = shardy(text);
  EXPECT_EQ(f.column, column_of(text, "\"x\"", 1));  // the second use
  EXPECT_NE(f.message.find("\"x\" is used twice"), std::string::npos) << f.message;

  text = R"([{"y", "x", "y"}, {}])";
  EXPECT_EQ(shardy(text).column, column_of(text, "\"y\"", 1));

  text = R"([{"x"}, {}], unreduced={"x"})";
  f = shardy(text);
  EXPECT_EQ(f.column, column_of(text, "\"x\"", 1));
  EXPECT_NE(f.message.find("unreduced"), std::string::npos) << f.message;

  text = R"([{"x"}, {}], replicated={"y"}, unreduced={"y"})";
  // resolve() checks unreduced before replicated: the clash is reported at `replicated`.
  EXPECT_EQ(shardy(text).column, column_of(text, "\"y\""));
}

TEST(BadShardy, OverlappingSubAxes) {
  std::string text = R"([{"x":(1)2}, {"x"}])";
  Failure f = shardy(text);
  EXPECT_EQ(f.column, column_of(text, "\"x\"", 1));
  EXPECT_NE(f.message.find("overlaps"), std::string::npos) << f.message;
  EXPECT_NE(f.message.find("\"x\":(1)2"), std::string::npos) << f.message;

  text = R"([{"x":(1)4}, {"x":(2)2}])";
  EXPECT_EQ(shardy(text).column, column_of(text, "\"x\"", 1));

  text = R"([{"x":(3)2}, {}])";  // 6 does not divide 4
  f = shardy(text);
  EXPECT_EQ(f.column, 3);
  EXPECT_NE(f.message.find("\"x\":(3)2"), std::string::npos) << f.message;

  Mesh y6 = Mesh::parse("y=6");
  text = R"([{"y":(1)2}, {"y":(3)2}])";
  f = failure_of([&] { parse_sharding(text, y6, 2); });
  EXPECT_EQ(f.column, column_of(text, "\"y\"", 1));
}

TEST(BadShardy, RankMismatch) {
  std::string text = R"([{"x"}, {}, {"y"}])";
  Failure f = shardy(text, 2);
  EXPECT_EQ(f.column, column_of(text, "{\"y\"}"));  // the first dimension too many
  EXPECT_NE(f.message.find("3 dimensions"), std::string::npos) << f.message;
  EXPECT_NE(f.message.find("rank 2"), std::string::npos) << f.message;

  text = R"([{"x"}])";
  f = shardy(text, 2);
  EXPECT_EQ(f.column, column_of(text, "]"));  // where the missing dimension belongs
}

Failure gspmd(const std::string& text, int rank = 2) {
  return failure_of([&] { parse_sharding(text, kMesh, rank); });
}

TEST(BadGspmd, MalformedText) {
  std::string text = "{devices=[2,2]<=[3]}";
  Failure f = gspmd(text);
  EXPECT_EQ(f.column, column_of(text, "<="));
  EXPECT_NE(f.message.find("<=[3]"), std::string::npos) << f.message;

  text = "{devices=[2,2]<=[4]T(0,0)}";
  f = gspmd(text);
  EXPECT_EQ(f.column, column_of(text, "T("));
  EXPECT_NE(f.message.find("T(0,0)"), std::string::npos) << f.message;

  text = "{devices=[2,2]0,1,2}";
  f = gspmd(text);
  EXPECT_NE(f.message.find("3 device ids"), std::string::npos) << f.message;

  text = "{devices=[2,2]0,1,1,2}";
  f = gspmd(text);
  EXPECT_EQ(f.column, column_of(text, "1,2}"));
  EXPECT_NE(f.message.find("device id 1 appears twice"), std::string::npos) << f.message;

  text = "{devices=[2,2]0,1,2,7}";
  EXPECT_EQ(gspmd(text).column, column_of(text, "7"));

  text = "{devices=[2,0]<=[4]}";
  EXPECT_EQ(gspmd(text).column, column_of(text, "["));

  text = "{replicate}";
  f = gspmd(text);
  EXPECT_EQ(f.column, 2);
  EXPECT_NE(f.message.find("replicated"), std::string::npos) << f.message;

  text = "{devices=[2,2]<=[4] last_tile_dims={bogus}}";
  f = gspmd(text);
  EXPECT_EQ(f.column, column_of(text, "bogus"));
  EXPECT_NE(f.message.find("'bogus'"), std::string::npos) << f.message;

  text = "{devices=[2,2]<=[4] last_tile_dim_replicate last_tile_dims={manual}}";
  EXPECT_EQ(gspmd(text).column, column_of(text, "last_tile_dims"));

  text = "{devices=[2,2]<=[4]";
  EXPECT_EQ(gspmd(text).column, static_cast<int>(text.size()) + 1);

  text = "{devices=[2,2]<=[4]} extra";
  EXPECT_EQ(gspmd(text).column, column_of(text, "extra"));

  text = "{maximal device=-1}";
  EXPECT_EQ(gspmd(text).column, column_of(text, "-1"));
}

TEST(BadGspmd, DoesNotFitTheMesh) {
  Failure f = gspmd("{devices=[2,2]<=[4]}");  // 4 devices, mesh has 8
  EXPECT_NE(f.message.find("{devices=[2,2]<=[4]}"), std::string::npos) << f.message;
  EXPECT_NE(f.message.find("4 devices"), std::string::npos) << f.message;
  EXPECT_EQ(f.column, 1);

  f = gspmd("{devices=[2,1,4]<=[4,2]T(1,0)}", 2);  // rank 3 string for a rank 2 array
  EXPECT_NE(f.message.find("rank 2"), std::string::npos) << f.message;

  f = gspmd("  {devices=[8]0,7,1,6,2,5,3,4}", 1);
  EXPECT_NE(f.message.find("no sharding type"), std::string::npos) << f.message;
  EXPECT_EQ(f.column, 3);

  f = gspmd("{maximal device=2}", 1);
  EXPECT_NE(f.message.find("maximal"), std::string::npos) << f.message;
}

}  // namespace
}  // namespace shardproof::types
