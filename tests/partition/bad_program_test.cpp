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

// The error `text` gives, which must be at `line` and say `says`; returned for the column.
ParseError expect_error(const std::string& text, int line, const std::string& says) {
  ParseError e = error_of(text);
  EXPECT_EQ(e.line(), line) << e.what();
  EXPECT_NE(e.message().find(says), std::string::npos) << "'" << says << "' not in: " << e.what();
  return e;
}

TEST(BadProgram, UnknownOpIsNamedWithLineAndColumn) {
  ParseError e = expect_error(wrap("    %0 = stablehlo.cholesky %arg0, lower = true : tensor<4x8xf32>\n"), 3,
                              "unsupported op 'stablehlo.cholesky'");
  EXPECT_EQ(e.column(), 10);
  EXPECT_EQ(std::string(e.what()).rfind("bad.mlir:3:10: error: ", 0), 0u) << e.what();
}

TEST(BadProgram, UnknownGenericOpAndCustomCall) {
  expect_error(wrap("    %0 = \"stablehlo.cholesky\"(%arg0) : (tensor<4x8xf32>) -> tensor<4x8xf32>\n"), 3,
               "unsupported op 'stablehlo.cholesky'");
  // An opaque kernel is read (a black box), but not without the shapes of what it returns.
  expect_error(wrap("    %0 = stablehlo.custom_call @foo(%arg0) {backend_config = \"\"} : (tensor<4x8xf32>) -> tensor<*xf32>\n"),
               3, "custom_call @foo without shape information");
  // A return whose operand is not of the type it states (here a token returned as a tensor).
  expect_error(wrap("    %0 = stablehlo.custom_call @foo(%arg0) {backend_config = \"\"} : (tensor<4x8xf32>) -> !stablehlo.token\n"),
               4, "%0 has type !stablehlo.token but the 'return' says tensor<4x8xf32>");
}

// Numbers that do not read as integers are the op's error at its line (make fuzz found
// std::stoll's exceptions escaping the reader: "error: stoll", no file).
TEST(BadProgram, AnIntegerThatDoesNotReadIsAnErrorAtItsOp) {
  expect_error(wrap("    %0 = stablehlo.slice %arg0 [0:4, 0:99999999999999999999] : (tensor<4x8xf32>) -> tensor<4x8xf32>\n"), 3,
               "integer '99999999999999999999' is out of range");
  expect_error(wrap("    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, -] : (tensor<4x8xf32>) -> tensor<4x8xf32>\n"), 3,
               "'-' is not an integer");
}

TEST(BadProgram, DynamicShapeIsRejected) {
  ParseError e = expect_error(wrap("    %0 = stablehlo.tanh %arg0 : tensor<4x8xf32>\n", "%arg0: tensor<?x8xf32>"), 2,
                              "dynamic shape");
  EXPECT_NE(e.message().find("?x8xf32"), std::string::npos) << e.what();
}

TEST(BadProgram, MalformedGspmdStringPointsInsideTheString) {
  std::string args = "%arg0: tensor<4x8xf32> {mhlo.sharding = \"{devices=[4,1,2]<=[7] last_tile_dim_replicate}\"}";
  ParseError e = expect_error(wrap("    %0 = stablehlo.tanh %arg0 : tensor<4x8xf32>\n", args), 2, "<=[7]");
  std::string line2 = "  func.func public @main(" + args;
  size_t string_col = line2.find("\"{devices") + 2;  // 1-based column of '{'
  // the iota `<=[7]` inside the string, 16 characters after its '{'
  EXPECT_EQ(e.column(), static_cast<int>(string_col) + 16) << e.what();
}

TEST(BadProgram, MalformedShardySharding) {
  std::string text =
      "module @jit_f {\n  sdy.mesh @mesh = <[\"x\"=4]>\n"
      "  func.func public @main(%arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{\"x\"}, {\"x\"}]>}) -> (tensor<4x8xf32>) {\n"
      "    return %arg0 : tensor<4x8xf32>\n  }\n}\n";
  expect_error(text, 3, "\"x\"");
}

TEST(BadProgram, UndefinedValue) {
  ParseError e = expect_error(wrap("    %0 = stablehlo.tanh %arg7 : tensor<4x8xf32>\n"), 3, "%arg7");
  EXPECT_EQ(e.column(), 25);
}


TEST(BadProgram, LoopWhoseCarriedTypesDisagree) {
  const std::string text = wrap(
      "    %c = stablehlo.constant dense<0> : tensor<i32>\n"
      "    %0:2 = \"stablehlo.while\"(%c, %arg0) ({\n"
      "    ^bb0(%i: tensor<i32>, %x: tensor<4x8xf32>):\n"
      "      %p = stablehlo.compare LT, %i, %i, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
      "      stablehlo.return %p : tensor<i1>\n"
      "    }, {\n"
      "    ^bb0(%i: tensor<i32>, %x: tensor<4x8xf32>):\n"
      "      %y = stablehlo.slice %x [0:2, 0:8] : (tensor<4x8xf32>) -> tensor<2x8xf32>\n"
      "      stablehlo.return %i, %y : tensor<i32>, tensor<2x8xf32>\n"
      "    }) : (tensor<i32>, tensor<4x8xf32>) -> (tensor<i32>, tensor<4x8xf32>)\n");
  expect_error(text, 4, "carried value 1 is tensor<4x8xf32> on entry but tensor<2x8xf32> in the loop");
}

TEST(BadProgram, GatherWhoseDimensionNumbersDoNotFit) {
  const std::string text = wrap(
      "    %i = stablehlo.constant dense<0> : tensor<2x1xi32>\n"
      "    %0 = \"stablehlo.gather\"(%arg0, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], "
      "collapsed_slice_dims = [0, 1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 8>}> "
      ": (tensor<4x8xf32>, tensor<2x1xi32>) -> tensor<2x8xf32>\n");
  expect_error(text, 4, "stablehlo.gather: the operand has rank 2");
}

TEST(BadProgram, FftWithoutItsTypeOrWithMoreLengthsThanDimensions) {
  expect_error(wrap("    %0 = stablehlo.fft %arg0 : tensor<4x8xf32>\n"), 3, "stablehlo.fft needs a type and 1 to 3 lengths");
  expect_error(wrap("    %0 = stablehlo.fft %arg0, type = FFT, length = [2, 4, 8] : tensor<4x8xf32>\n"), 3,
               "has a type and 3 lengths");
}

TEST(BadProgram, ScatterWhoseIndicesBatchingDimsDoNotFit) {
  const std::string text = wrap(
      "    %i = stablehlo.constant dense<0> : tensor<2x1xi32>\n"
      "    %u = stablehlo.constant dense<0.0> : tensor<2x8xf32>\n"
      "    %0 = \"stablehlo.scatter\"(%arg0, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<"
      "update_window_dims = [1], inserted_window_dims = [0], scatter_indices_batching_dims = [2], "
      "scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({\n"
      "    ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n"
      "      %s = stablehlo.add %a, %b : tensor<f32>\n"
      "      stablehlo.return %s : tensor<f32>\n"
      "    }) : (tensor<4x8xf32>, tensor<2x1xi32>, tensor<2x8xf32>) -> tensor<4x8xf32>\n");
  expect_error(text, 5, "stablehlo.scatter: scatter_indices_batching_dims entry 2 is out of range for rank 2");
}


// Malformed call boundaries, named computations and reshards (pretty and generic), and a
// malformed generic module: each error names the op and points at its line.
std::string with_mesh(const std::string& body, const std::string& functions = "") {
  return "module @jit_f {\n  sdy.mesh @mesh = <[\"x\"=2, \"y\"=4]>\n"
         "  func.func public @main(%arg0: tensor<4x8xf32>) -> (tensor<4x8xf32>) {\n" + body +
         "    return %0 : tensor<4x8xf32>\n  }\n" + functions + "}\n";
}

TEST(BadProgram, NamedComputationWithTooFewInShardings) {
  ParseError e = expect_error(
      with_mesh("    %0 = sdy.named_computation<\"f\">(%arg0, %arg0) in_shardings=[<@mesh, [{\"x\"}, {}]>] "
                "(%arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) {\n"
                "      sdy.return %arg1 : tensor<4x8xf32>\n"
                "    } : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>\n"),
      4, "in_shardings of sdy.named_computation has 1 shardings for 2 values");
  EXPECT_EQ(e.column(), 64);  // the list
}

// The pretty manual computation's lists are read as the generic one's and a named
// computation's: the error says which list and points at it.
TEST(BadProgram, ManualComputationWithTooFewShardings) {
  const std::string body =
      " out_shardings=[<@mesh, [{\"x\"}, {}]>] manual_axes={\"x\"} (%arg1: tensor<2x8xf32>, %arg2: tensor<2x8xf32>) {\n"
      "      sdy.return %arg1 : tensor<2x8xf32>\n"
      "    } : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>\n";
  ParseError e =
      expect_error(with_mesh("    %0 = sdy.manual_computation(%arg0, %arg0) in_shardings=[<@mesh, [{\"x\"}, {}]>]" + body),
                   4, "in_shardings of sdy.manual_computation has 1 shardings for 2 values");
  EXPECT_EQ(e.column(), 60);  // the list
  expect_error(with_mesh("    %0 = sdy.manual_computation(%arg0, %arg0)" + body), 4,
               "in_shardings of sdy.manual_computation has 0 shardings for 2 values");
}

// A list of shardings longer than its values is an error for every list, also an empty one:
// only the placement JAX attaches to an op without results is let through (a host callback).
TEST(BadProgram, ManualComputationWithoutOperandsGivenInShardings) {
  ParseError e = expect_error(
      with_mesh("    %0 = sdy.manual_computation() in_shardings=[<@mesh, [{\"x\"}, {}]>] out_shardings=[<@mesh, "
                "[{\"x\"}, {}]>] manual_axes={\"x\"} () {\n"
                "      %1 = stablehlo.constant dense<0.0> : tensor<2x8xf32>\n"
                "      sdy.return %1 : tensor<2x8xf32>\n"
                "    } : () -> tensor<4x8xf32>\n"),
      4, "in_shardings of sdy.manual_computation has more shardings than its 0 values");
  EXPECT_EQ(e.column(), 49);  // the extra sharding
}

TEST(BadProgram, NamedComputationWhoseBodyTakesOtherArguments) {
  expect_error(with_mesh("    %0 = sdy.named_computation<\"f\">(%arg0) (%arg1: tensor<8x4xf32>) {\n"
                         "      sdy.return %arg1 : tensor<8x4xf32>\n"
                         "    } : (tensor<4x8xf32>) -> tensor<4x8xf32>\n"),
               4, "sdy.named_computation: operand 0 is tensor<4x8xf32> but its body takes tensor<8x4xf32>");
  expect_error(with_mesh("    %0 = sdy.named_computation<\"f\">(%arg0) () {\n"
                         "      %1 = stablehlo.constant dense<0.0> : tensor<4x8xf32>\n"
                         "      sdy.return %1 : tensor<4x8xf32>\n"
                         "    } : (tensor<4x8xf32>) -> tensor<4x8xf32>\n"),
               4, "sdy.named_computation has 1 operands but its body takes 0 arguments");
}

TEST(BadProgram, NamedComputationWithoutReturnOrWithAnotherResultType) {
  expect_error(with_mesh("    %0 = sdy.named_computation<\"f\">(%arg0) (%arg1: tensor<4x8xf32>) {\n"
                         "      %1 = stablehlo.negate %arg1 : tensor<4x8xf32>\n"
                         "    } : (tensor<4x8xf32>) -> tensor<4x8xf32>\n"),
               6, "the block ends without 'sdy.return'");
  ParseError t = expect_error(
      with_mesh("    %0 = sdy.named_computation<\"f\">(%arg0) out_shardings=[<@mesh, [{\"x\"}, {}]>] (%arg1: tensor<4x8xf32>) {\n"
                "      %1 = stablehlo.slice %arg1 [0:2, 0:8] : (tensor<4x8xf32>) -> tensor<2x8xf32>\n"
                "      sdy.return %1 : tensor<2x8xf32>\n"
                "    } : (tensor<4x8xf32>) -> tensor<4x8xf32>\n"),
      4, "sdy.named_computation: result 0 is tensor<4x8xf32> but its body returns tensor<2x8xf32>");
  EXPECT_EQ(t.column(), 10);
}

TEST(BadProgram, ReshardWithoutItsShardingOrOfAnotherRank) {
  ParseError g = expect_error(with_mesh("    %0 = \"sdy.reshard\"(%arg0) : (tensor<4x8xf32>) -> tensor<4x8xf32>\n"), 4,
                              "sdy.reshard without its sharding property");
  EXPECT_EQ(g.column(), 10);
  expect_error(with_mesh("    %0 = sdy.reshard %arg0 <@mesh, [{\"x\"}]> : tensor<4x8xf32>\n"), 4,
               "has rank 1 but the value has rank 2");
  expect_error(with_mesh("    %0 = sdy.reshard %arg0 <@mesh, [{\"z\"}, {}]> : tensor<4x8xf32>\n"), 4, "\"z\"");
}

TEST(BadProgram, CallWhoseTypesOrCalleeShardingsDoNotFit) {
  const std::string callee =
      "  func.func private @\"<lambda>\"(%arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{\"q\"}, {}]>}) "
      "-> tensor<4x8xf32> {\n    return %arg0 : tensor<4x8xf32>\n  }\n";
  // The callee's argument names an axis the mesh lacks: the error is at the callee's line.
  expect_error(with_mesh("    %0 = call @\"<lambda>\"(%arg0) : (tensor<4x8xf32>) -> tensor<4x8xf32>\n", callee), 7,
               "\"q\"");
  const std::string other =
      "  func.func private @f(%arg0: tensor<8x4xf32>) -> tensor<8x4xf32> {\n    return %arg0 : tensor<8x4xf32>\n  }\n";
  expect_error(with_mesh("    %0 = call @f(%arg0) : (tensor<4x8xf32>) -> tensor<4x8xf32>\n", other), 4,
               "call of @f: argument 0 is tensor<4x8xf32> but @f takes tensor<8x4xf32>");
  expect_error(with_mesh("    %0 = \"func.call\"(%arg0) : (tensor<4x8xf32>) -> tensor<4x8xf32>\n", other), 4,
               "expected '<'");
  expect_error(with_mesh("    %0 = \"func.call\"(%arg0) <{callee = \"f\"}> : (tensor<4x8xf32>) -> tensor<4x8xf32>\n", other),
               4, "func.call without its callee");
  const std::string same =
      "  func.func private @g(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {\n    return %arg0 : tensor<4x8xf32>\n  }\n";
  expect_error(with_mesh("    %0 = call @g(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>, <@mesh, [{}, {}]>]>} "
                         ": (tensor<4x8xf32>) -> tensor<4x8xf32>\n",
                         same),
               4, "sdy.sharding has more shardings than its 1 values");
}

TEST(BadProgram, GenericManualComputationAndModule) {
  expect_error(
      with_mesh("    %0 = \"sdy.manual_computation\"(%arg0) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{\"x\"}, {}]>]>, "
                "out_shardings = #sdy.sharding_per_value<[<@mesh, [{\"x\"}, {}]>]>}> ({\n"
                "    ^bb0(%arg1: tensor<2x8xf32>):\n"
                "      \"sdy.return\"(%arg1) : (tensor<2x8xf32>) -> ()\n"
                "    }) : (tensor<4x8xf32>) -> tensor<4x8xf32>\n"),
      4, "sdy.manual_computation needs in_shardings, out_shardings and manual_axes");
  const std::string module =
      "\"builtin.module\"() ({\n"
      "  \"func.func\"() <{function_type = (tensor<4x8xf32>) -> tensor<4x8xf32>, sym_name = \"main\"}> ({\n"
      "  ^bb0(%arg0: tensor<8x4xf32>):\n"
      "    \"func.return\"(%arg0) : (tensor<8x4xf32>) -> ()\n"
      "  }) : () -> ()\n"
      "}) : () -> ()\n";
  expect_error(module, 3, "argument 0 of @main is tensor<8x4xf32> but its function_type says tensor<4x8xf32>");
  expect_error("\"builtin.module\"() ({\n  \"func.func\"() <{sym_name = \"main\"}> ({\n  }) : () -> ()\n}) : () -> ()\n", 2,
               "func.func without its function_type");
}

TEST(BadProgram, ShardyOpsOutsideTheSubsetAreNamed) {
  // Shardy's propagation barrier (not emitted by JAX) is reported, never skipped.
  ParseError e = expect_error(
      with_mesh("    %0 = sdy.propagation_barrier %arg0 allowed_direction=NONE : tensor<4x8xf32>\n"), 4,
      "unsupported op 'sdy.propagation_barrier'");
  EXPECT_EQ(e.column(), 10);
}

}  // namespace
}  // namespace shardproof::partition
