// Bad input: errors name the problem and point at file:line:col.
#include <gtest/gtest.h>

#include "partition/ir/parse_error.h"
#include "partition/ir/stablehlo_reader.h"

namespace shardproof::partition {
namespace {

std::string wrap(const std::string& body, const std::string& args = "%arg0: tensor<4x8xf32>") {
  return "module @jit_f {\n  func.func public @main(" + args + ") -> (tensor<4x8xf32>) {\n" + body +
         "    return %0 : tensor<4x8xf32>\n  }\n}\n";
}

ParseError error_of(const std::string& text) {
  try {
    ReadOptions o;
    o.file_name = "bad.mlir";
    read_stablehlo(text, o);
  } catch (const ParseError& e) {
    return e;
  }
  ADD_FAILURE() << "no error for:\n" << text;
  return ParseError("", 0, 0, "");
}

TEST(BadProgram, UnknownOpIsNamedWithLineAndColumn) {
  ParseError e = error_of(wrap("    %0 = stablehlo.fft %arg0, type = FFT, length = [8] : tensor<4x8xf32>\n"));
  EXPECT_EQ(e.line(), 3);
  EXPECT_EQ(e.column(), 10);
  EXPECT_NE(e.message().find("unsupported op 'stablehlo.fft'"), std::string::npos) << e.what();
  EXPECT_EQ(std::string(e.what()).rfind("bad.mlir:3:10: error: ", 0), 0u) << e.what();
}

TEST(BadProgram, UnknownGenericOpAndCustomCall) {
  ParseError e = error_of(wrap("    %0 = \"stablehlo.cholesky\"(%arg0) : (tensor<4x8xf32>) -> tensor<4x8xf32>\n"));
  EXPECT_NE(e.message().find("unsupported op 'stablehlo.cholesky'"), std::string::npos) << e.what();
  EXPECT_EQ(e.line(), 3);
  // An opaque kernel is read (a black box), but not without the shapes of what it returns.
  ParseError c = error_of(wrap("    %0 = stablehlo.custom_call @foo(%arg0) {backend_config = \"\"} : (tensor<4x8xf32>) -> !stablehlo.token\n"));
  EXPECT_NE(c.message().find("custom_call @foo without shape information"), std::string::npos) << c.what();
  EXPECT_EQ(c.line(), 3);
}

TEST(BadProgram, DynamicShapeIsRejected) {
  ParseError e = error_of(wrap("    %0 = stablehlo.tanh %arg0 : tensor<4x8xf32>\n", "%arg0: tensor<?x8xf32>"));
  EXPECT_EQ(e.line(), 2);
  EXPECT_NE(e.message().find("dynamic shape"), std::string::npos) << e.what();
  EXPECT_NE(e.message().find("?x8xf32"), std::string::npos) << e.what();
}

TEST(BadProgram, MalformedGspmdStringPointsInsideTheString) {
  std::string args = "%arg0: tensor<4x8xf32> {mhlo.sharding = \"{devices=[4,1,2]<=[7] last_tile_dim_replicate}\"}";
  ParseError e = error_of(wrap("    %0 = stablehlo.tanh %arg0 : tensor<4x8xf32>\n", args));
  EXPECT_EQ(e.line(), 2);
  std::string line2 = "  func.func public @main(" + args;
  size_t string_col = line2.find("\"{devices") + 2;  // 1-based column of '{'
  // the iota `<=[7]` inside the string, 16 characters after its '{'
  EXPECT_EQ(e.column(), static_cast<int>(string_col) + 16) << e.what();
  EXPECT_NE(e.message().find("<=[7]"), std::string::npos) << e.what();
}

TEST(BadProgram, MalformedShardySharding) {
  std::string text =
      "module @jit_f {\n  sdy.mesh @mesh = <[\"x\"=4]>\n"
      "  func.func public @main(%arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{\"x\"}, {\"x\"}]>}) -> (tensor<4x8xf32>) {\n"
      "    return %arg0 : tensor<4x8xf32>\n  }\n}\n";
  ParseError e = error_of(text);
  EXPECT_EQ(e.line(), 3);
  EXPECT_NE(e.message().find("\"x\""), std::string::npos) << e.what();
}

TEST(BadProgram, UndefinedValue) {
  ParseError e = error_of(wrap("    %0 = stablehlo.tanh %arg7 : tensor<4x8xf32>\n"));
  EXPECT_EQ(e.line(), 3);
  EXPECT_EQ(e.column(), 25);
  EXPECT_NE(e.message().find("%arg7"), std::string::npos);
}


TEST(BadProgram, LoopWhoseCarriedTypesDisagree) {
  ParseError e = error_of(wrap(
      "    %c = stablehlo.constant dense<0> : tensor<i32>\n"
      "    %0:2 = \"stablehlo.while\"(%c, %arg0) ({\n"
      "    ^bb0(%i: tensor<i32>, %x: tensor<4x8xf32>):\n"
      "      %p = stablehlo.compare LT, %i, %i, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
      "      stablehlo.return %p : tensor<i1>\n"
      "    }, {\n"
      "    ^bb0(%i: tensor<i32>, %x: tensor<4x8xf32>):\n"
      "      %y = stablehlo.slice %x [0:2, 0:8] : (tensor<4x8xf32>) -> tensor<2x8xf32>\n"
      "      stablehlo.return %i, %y : tensor<i32>, tensor<2x8xf32>\n"
      "    }) : (tensor<i32>, tensor<4x8xf32>) -> (tensor<i32>, tensor<4x8xf32>)\n"));
  EXPECT_EQ(e.line(), 4);
  EXPECT_NE(e.message().find("carried value 1 is tensor<4x8xf32> on entry but tensor<2x8xf32> in the loop"),
            std::string::npos) << e.what();
}

TEST(BadProgram, GatherWhoseDimensionNumbersDoNotFit) {
  ParseError e = error_of(wrap(
      "    %i = stablehlo.constant dense<0> : tensor<2x1xi32>\n"
      "    %0 = \"stablehlo.gather\"(%arg0, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], "
      "collapsed_slice_dims = [0, 1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 8>}> "
      ": (tensor<4x8xf32>, tensor<2x1xi32>) -> tensor<2x8xf32>\n"));
  EXPECT_EQ(e.line(), 4);
  EXPECT_NE(e.message().find("stablehlo.gather: the operand has rank 2"), std::string::npos) << e.what();
}

}  // namespace
}  // namespace shardproof::partition
