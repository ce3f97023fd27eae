// Every exported program of examples/models parses, in GSPMD and Shardy syntax; op counts
// match an independent count of the text (private functions expanded per call), argument
// shapes, dtypes and PartitionSpecs match the .xla.json written by the exporter.
#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <gtest/gtest.h>

#include "partition/check/check.h"
#include "partition/ir/parse_error.h"
#include "partition/ir/stablehlo_reader.h"
#include "partition/ir/stablehlo_writer.h"
#include "partition/ops/op_table.h"
#include "partition/ops/kernel.h"
#include "tests/partition/model_zoo.h"
#include "types/read_file.h"

namespace shardproof::partition {
namespace {

using testing::zoo_files;

std::map<OpKind, int> counts_of(const Program& p) {
  std::map<OpKind, int> m;
  for (auto [k, c] : count_ops(p)) m[k] = c;
  return m;
}

void check_arguments(const Program& p, const testing::ZooFile& z) {
  const auto& args = z.json["arguments"];
  ASSERT_EQ(p.main.arguments.size(), args.size()) << z.name;
  for (size_t i = 0; i < args.size(); ++i) {
    const Value& v = p.value(p.main.arguments[i]);
    EXPECT_EQ(v.type.shape, args[i]["shape"].get<std::vector<int64_t>>()) << z.name << " arg " << i;
    std::string dtype = args[i]["dtype"];
    EXPECT_EQ(types::to_string(v.type.dtype), dtype == "float32" ? "f32" : dtype == "bfloat16" ? "bf16" : dtype)
        << z.name << " arg " << i;
    ASSERT_TRUE(v.sharding.has_value()) << z.name << " arg " << i;
    const auto& spec = args[i]["partition_spec"];
    ASSERT_EQ(v.sharding->type.rank(), static_cast<int>(spec.size())) << z.name << " arg " << i;
    for (size_t d = 0; d < spec.size(); ++d) {
      std::vector<std::string> want;
      if (spec[d].is_string()) want.push_back(spec[d]);
      if (spec[d].is_array())
        for (const auto& a : spec[d]) want.push_back(a);
      std::vector<std::string> got;
      for (const auto& ax : v.sharding->type.dims[d].axes) got.push_back(ax.name);
      EXPECT_EQ(got, want) << z.name << " arg " << i << " dim " << d;
    }
    EXPECT_TRUE(v.sharding->type.unreduced.empty());
  }
}

TEST(StablehloReader, EveryModelZooProgramParses) {
  auto files = zoo_files();
  ASSERT_GE(files.size(), 40u);
  int total = 0;
  for (const auto& z : files) {
    SCOPED_TRACE(z.name);
    ReadOptions opts;
    if (z.gspmd) opts.gspmd_mesh = testing::json_mesh(z.json);
    Program p;
    ASSERT_NO_THROW(p = read_stablehlo_file(z.mlir_path, opts)) << [&] {
      try { read_stablehlo_file(z.mlir_path, opts); } catch (const std::exception& e) { return std::string(e.what()); }
      return std::string();
    }();
    check_arguments(p, z);
    if (!z.gspmd) {
      ASSERT_EQ(p.meshes.size(), 1u);
      EXPECT_EQ(p.meshes[0].second, testing::json_mesh(z.json));
    }
    // op counts against the text
    auto text = testing::textual_op_counts(testing::read_text(z.mlir_path));
    auto got = counts_of(p);
    for (const auto& [name, n] : text) {
      if (name == "stablehlo.custom_call" || name == "sdy.sharding_constraint" || name == "call @shmap_body") continue;
      auto kind = op_kind_from_name(name);
      ASSERT_TRUE(kind.has_value()) << name;
      EXPECT_EQ(got[*kind], n) << name;
    }
    int manual = z.gspmd ? (text.count("call @shmap_body") ? text.at("call @shmap_body") : 0)
                         : (text.count("sdy.manual_computation") ? text.at("sdy.manual_computation") : 0);
    EXPECT_EQ(got[OpKind::manual_computation], manual);
    if (!z.gspmd) {
      EXPECT_EQ(got[OpKind::sharding_constraint], text["sdy.sharding_constraint"]);
    }
    total += total_ops(p);
    // The GSPMD form also parses without a mesh (anonymous axes inferred from the strings).
    if (z.gspmd) {
      Program q = read_stablehlo_file(z.mlir_path);
      EXPECT_EQ(total_ops(q), total_ops(p));
    }
  }
  RecordProperty("total_ops", total);
  std::printf("parsed %zu files, %d ops\n", files.size(), total);
}

TEST(StablehloReader, GspmdAndShardyFormsAgree) {
  for (const auto& z : zoo_files()) {
    if (!z.gspmd) continue;
    SCOPED_TRACE(z.name);
    std::string base = z.name.substr(0, z.name.size() - 6);
    std::string shardy_path = z.mlir_path.substr(0, z.mlir_path.size() - 11) + ".shardy.mlir";
    ReadOptions opts;
    opts.gspmd_mesh = testing::json_mesh(z.json);
    Program g = read_stablehlo_file(z.mlir_path, opts);
    Program s = read_stablehlo_file(shardy_path);
    auto cg = counts_of(g), cs = counts_of(s);
    EXPECT_EQ(cg[OpKind::dot_general], cs[OpKind::dot_general]);
    EXPECT_EQ(cg[OpKind::manual_computation], cs[OpKind::manual_computation]);
    for (size_t i = 0; i < g.main.arguments.size(); ++i)
      EXPECT_TRUE(g.value(g.main.arguments[i]).sharding->type.same_layout(s.value(s.main.arguments[i]).sharding->type))
          << "arg " << i;
  }
}

TEST(StablehloReader, ManualRegionsHaveLocalTypesAndCollectives) {
  std::string dir = std::string(SHARDPROOF_SOURCE_DIR) + "/examples/models/";
  for (std::string syntax : {"shardy", "gspmd"}) {
    SCOPED_TRACE(syntax);
    auto z = nlohmann::json::parse(testing::read_text(dir + "shardmap_collectives." + syntax + ".xla.json"));
    ReadOptions opts;
    opts.gspmd_mesh = testing::json_mesh(z);
    Program p = read_stablehlo_file(dir + "shardmap_collectives." + syntax + ".mlir", opts);
    ASSERT_EQ(p.main.ops.size() >= 1, true);
    const Op* mc = nullptr;
    for (const Op& op : p.main.ops)
      if (op.kind == OpKind::manual_computation) mc = &op;
    ASSERT_NE(mc, nullptr);
    EXPECT_EQ(mc->manual_axes, (std::vector<std::string>{"data", "model"}));
    ASSERT_EQ(mc->region.size(), 1u);
    const Region& r = mc->region[0];
    EXPECT_EQ(p.value(r.arguments[0]).type.shape, (std::vector<int64_t>{8, 32}));
    EXPECT_EQ(p.value(mc->operands[0]).type.shape, (std::vector<int64_t>{32, 64}));
    EXPECT_EQ(p.value(mc->results[0]).type.shape, (std::vector<int64_t>{32, 32}));
    ASSERT_EQ(mc->out_shardings.size(), 3u);
    EXPECT_EQ(mc->out_shardings[1].type.dims[2].axes.at(0).name, "model");
    std::map<OpKind, const Op*> by_kind;
    for (const Op& op : r.ops) by_kind[op.kind] = &op;
    ASSERT_TRUE(by_kind.count(OpKind::collective_permute));
    EXPECT_EQ(by_kind[OpKind::collective_permute]->collective.source_target_pairs.size(), 8u);
    EXPECT_EQ(by_kind[OpKind::collective_permute]->collective.source_target_pairs[0], std::make_pair(int64_t{0}, int64_t{2}));
    const Op* a2a = by_kind.at(OpKind::all_to_all);
    EXPECT_EQ(a2a->collective.dim, 2);
    EXPECT_EQ(a2a->collective.concat_dim, 1);
    EXPECT_EQ(a2a->collective.split_count, 2);
    EXPECT_EQ(a2a->collective.replica_groups.size(), 4u);
    const Op* rs = by_kind.at(OpKind::reduce_scatter);
    EXPECT_EQ(rs->collective.replica_groups, (std::vector<std::vector<int64_t>>{{0, 2, 4, 6}, {1, 3, 5, 7}}));
    EXPECT_EQ(rs->collective.dim, 1);
    EXPECT_EQ(rs->reducer, ReducerKind::add);
    EXPECT_TRUE(rs->collective.use_global_device_ids);
    EXPECT_EQ(by_kind.at(OpKind::all_reduce)->collective.replica_groups.at(0).size(), 8u);
    EXPECT_EQ(by_kind.at(OpKind::all_gather)->collective.dim, 1);
  }
}

TEST(StablehloReader, PartialManualRegionHasOpenShardings) {
  std::string dir = std::string(SHARDPROOF_SOURCE_DIR) + "/examples/models/";
  for (std::string syntax : {"shardy", "gspmd"}) {
    SCOPED_TRACE(syntax);
    auto z = nlohmann::json::parse(testing::read_text(dir + "shardmap_partial_auto." + syntax + ".xla.json"));
    ReadOptions opts;
    opts.gspmd_mesh = testing::json_mesh(z);
    Program p = read_stablehlo_file(dir + "shardmap_partial_auto." + syntax + ".mlir", opts);
    for (const Op& op : p.main.ops) {
      if (op.kind != OpKind::manual_computation) continue;
      EXPECT_EQ(op.manual_axes, std::vector<std::string>{"model"});
      EXPECT_EQ(op.in_shardings[0].type.dims[1].axes.at(0).name, "model");
      EXPECT_TRUE(op.in_shardings[0].type.dims[0].open);
    }
  }
}

// A shard_map without operands (MaxText's MoE sorts and counts its groups in one, from
// constants): in GSPMD syntax a call of @shmap_body with no SPMDFullToShardShape before it,
// its results through Sharding {manual} and SPMDShardToFullShape. It is read as the manual
// region it is, over the axes its {manual} names, as the Shardy form's
// sdy.manual_computation() is (it was refused: "a {manual} constraint outside a shard_map
// pattern").
TEST(StablehloReader, ShardMapWithoutOperands) {
  const std::string text = R"(module @jit_f attributes {mhlo.num_partitions = 8 : i32} {
  func.func public @main(%arg0: tensor<16xi32> {mhlo.sharding = "{devices=[8]<=[8]}"}) -> (tensor<16xi32> {mhlo.sharding = "{devices=[8]<=[8]}"}) {
    %0:2 = call @shmap_body() : () -> (tensor<2xi32>, tensor<1xi32>)
    %1 = stablehlo.custom_call @Sharding(%0#0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<2xi32>) -> tensor<2xi32>
    %2 = stablehlo.custom_call @SPMDShardToFullShape(%1) {backend_config = "", mhlo.sharding = "{devices=[8]<=[8]}"} : (tensor<2xi32>) -> tensor<16xi32>
    %3 = stablehlo.custom_call @Sharding(%0#1) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<1xi32>) -> tensor<1xi32>
    %4 = stablehlo.custom_call @SPMDShardToFullShape(%3) {backend_config = "", mhlo.sharding = "{devices=[8]<=[8]}"} : (tensor<1xi32>) -> tensor<8xi32>
    %5 = stablehlo.add %arg0, %2 : tensor<16xi32>
    return %5 : tensor<16xi32>
  }
  func.func private @shmap_body() -> (tensor<2xi32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<1> : tensor<2xi32>
    %c_0 = stablehlo.constant dense<2> : tensor<1xi32>
    return %c, %c_0 : tensor<2xi32>, tensor<1xi32>
  }
})";
  ReadOptions opts;
  opts.gspmd_mesh = types::Mesh::parse("x=8");
  Program p = read_stablehlo(text, opts);
  const Op* mc = nullptr;
  for (const Op& op : p.main.ops)
    if (op.kind == OpKind::manual_computation) mc = &op;
  ASSERT_NE(mc, nullptr);
  EXPECT_TRUE(mc->operands.empty());
  EXPECT_EQ(mc->manual_axes, std::vector<std::string>{"x"});
  ASSERT_EQ(mc->results.size(), 2u);
  EXPECT_EQ(p.value(mc->results[0]).type.shape, std::vector<int64_t>{16});
  EXPECT_EQ(p.value(mc->results[1]).type.shape, std::vector<int64_t>{8});
  EXPECT_EQ(mc->out_shardings[0].type.dims[0].axes.at(0).name, "x");
  const CheckReport report = check_program(p, {});
  EXPECT_TRUE(report.sound());
  EXPECT_TRUE(report.lowered.redistributions.empty());  // the add meets %arg0's split as it is

  // The MaxText program it came from: both syntaxes read one such region.
  const std::string dir = std::string(SHARDPROOF_SOURCE_DIR) + "/examples/thirdparty/";
  for (std::string syntax : {"gspmd", "shardy"}) {
    SCOPED_TRACE(syntax);
    auto z = nlohmann::json::parse(testing::read_text(dir + "maxtext_real_moe_train_2d." + syntax + ".xla.json"));
    ReadOptions o;
    o.gspmd_mesh = testing::json_mesh(z);
    Program m = read_stablehlo_file(dir + "maxtext_real_moe_train_2d." + syntax + ".mlir", o);
    int without_operands = 0;
    for (const Op& op : m.main.ops)
      if (op.kind == OpKind::manual_computation && op.operands.empty()) {
        ++without_operands;
        EXPECT_EQ(op.manual_axes.size(), 12u);  // MaxText's mesh: every axis manual
        EXPECT_EQ(op.results.size(), 7u);
      }
    EXPECT_EQ(without_operands, 1);
  }
}

// Complex element types (an FFT's spectrum, jnp.fft.rfft) whose name holds an `x` of its own:
// the shape is the leading digits-and-x part only (found by an export the corpus does not have).
TEST(StablehloReader, ComplexElementTypesKeepTheirShape) {
  const Program p = read_stablehlo(R"(module @m {
  func.func public @main(%arg0: tensor<64x257xcomplex<f32>>, %arg1: tensor<3xcomplex<f64>>) -> tensor<64x257xcomplex<f32>> {
    return %arg0 : tensor<64x257xcomplex<f32>>
  }
})");
  EXPECT_EQ(p.value(p.main.arguments[0]).type.shape, (std::vector<int64_t>{64, 257}));
  EXPECT_EQ(p.value(p.main.arguments[0]).type.dtype, types::DType::c64);
  EXPECT_EQ(p.value(p.main.arguments[1]).type.shape, (std::vector<int64_t>{3}));
  EXPECT_EQ(p.value(p.main.arguments[1]).type.dtype, types::DType::c128);
  EXPECT_THROW(read_stablehlo("module @m {\n  func.func public @main(%arg0: tensor<4xcomplex<f16>>) -> tensor<4xf32> {\n"
                              "    return %arg0 : tensor<4xf32>\n  }\n}\n"),
               types::InputError);
}

// Host callbacks as JAX 0.10.2 exports them (cut from real exports of jax.debug.print and
// jax.pure_callback on 8 devices): the callback's custom_call is placed on one device, in
// Shardy on a mesh without axes (`<@maximal_mesh_0, []>` whatever the value's rank, and on an
// op without results too), in GSPMD as `{maximal device=0}`. Read as whole on every device
// (an upper bound); the program checks, every redistribution proved. Token values (ordered
// io_callback) are not supported, and the error says so at the token.
TEST(StablehloReader, HostCallbacksPlacedOnOneDeviceAreReadAsWhole) {
  Program print = read_stablehlo(R"(module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @maximal_mesh_0 = <[], device_ids=[0]>
  sdy.mesh @mesh = <["data"=8]>
  func.func public @main(%arg0: tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<64x256xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x256xf32>, tensor<f32>) -> tensor<f32>
    stablehlo.custom_call @xla_ffi_python_cpu_callback(%0) {backend_config = "", has_side_effect = true, mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<> : tensor<0xindex>], result_layouts = [], sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh_0, []>]>} : (tensor<f32>) -> ()
    %1 = stablehlo.add %arg0, %arg0 : tensor<64x256xf32>
    return %1 : tensor<64x256xf32>
  }
})");
  const CheckReport printed = check_program(print, {});
  EXPECT_TRUE(printed.sound());
  EXPECT_EQ(printed.redistributions_proved, printed.redistributions);
  ReadOptions gspmd;
  gspmd.gspmd_mesh = types::Mesh::parse("data=2,model=4");
  Program callback = read_stablehlo(R"(module @jit_pc attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x256xf32> {mhlo.sharding = "{devices=[2,4]<=[8]}"}) -> (tensor<64x256xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.custom_call @xla_ffi_python_cpu_callback(%arg0) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, mhlo.sharding = "{maximal device=0}", operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<64x256xf32>) -> tensor<64x256xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<64x256xf32>
    return %2 : tensor<64x256xf32>
  }
})", gspmd);
  const Op& call = callback.main.ops.at(0);
  ASSERT_EQ(call.kind, OpKind::custom_call);
  ASSERT_TRUE(callback.value(call.results[0]).sharding.has_value());
  EXPECT_EQ(callback.value(call.results[0]).sharding->type, types::ShardingType::fully_replicated(2));
  const CheckReport called = check_program(callback, {});
  EXPECT_TRUE(called.sound());
  EXPECT_EQ(called.redistributions_proved, called.redistributions);
  // An ordered effect threads a token through main (io_callback(ordered=True)): it is read,
  // holds no bytes, and passes through.
  Program threaded = read_stablehlo(R"(module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]>
  func.func public @main(%arg0: !stablehlo.token {jax.token = true}, %arg1: tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (!stablehlo.token {jax.token = true}, tensor<64x256xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.add %arg1, %arg1 : tensor<64x256xf32>
    return %arg0, %0 : !stablehlo.token, tensor<64x256xf32>
  }
})");
  const CheckReport tokens = check_program(threaded, {});
  EXPECT_TRUE(tokens.sound());
  EXPECT_EQ(tokens.cost.parameter_bytes, 64 * 256 * 4 / 8);
}

TEST(StablehloReader, ConstantsAndAttributes) {
  const char* text = R"(module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8xf32>, %arg1: tensor<8x2xf32>) -> (tensor<4x2xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [] x [], contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>
    %1 = stablehlo.slice %0 [0:4, 0:2:1] : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %2 = stablehlo.concatenate %1, %0, dim = 0 : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<8x2xf32>
    %3 = stablehlo.slice %2 [2:6, 0:2] : (tensor<8x2xf32>) -> tensor<4x2xf32>
    %4 = stablehlo.compare  GT, %3, %1,  FLOAT : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xi1>
    %5 = stablehlo.select %4, %3, %1 : tensor<4x2xi1>, tensor<4x2xf32>
    %6 = stablehlo.transpose %5, dims = [1, 0] : (tensor<4x2xf32>) -> tensor<2x4xf32>
    %7 = stablehlo.reshape %6 : (tensor<2x4xf32>) -> tensor<4x2xf32>
    %8 = stablehlo.iota dim = 1 : tensor<4x2xf32>
    %9 = chlo.square %8 : tensor<4x2xf32> -> tensor<4x2xf32>
    %10 = stablehlo.add %7, %9 : tensor<4x2xf32>
    return %10 : tensor<4x2xf32>
  }
})";
  Program p = read_stablehlo(text);
  ASSERT_EQ(p.main.ops.size(), 13u);
  EXPECT_EQ(p.main.ops[0].constant.text, "0xFF800000");
  EXPECT_TRUE(std::isinf(p.main.ops[0].constant.value) && p.main.ops[0].constant.value < 0);
  EXPECT_EQ(p.main.ops[1].constant.value, 1);
  EXPECT_EQ(p.main.ops[2].dot.lhs_contracting, std::vector<int64_t>{1});
  EXPECT_EQ(p.main.ops[3].slice.limit, (std::vector<int64_t>{4, 2}));
  EXPECT_EQ(p.main.ops[4].dim, 0);
  EXPECT_EQ(p.main.ops[6].comparison, "GT");
  EXPECT_EQ(p.main.ops[6].compare_type, "FLOAT");
  EXPECT_EQ(p.value(p.main.ops[7].results[0]).type.dtype, types::DType::f32);
  EXPECT_EQ(p.main.ops[8].dims, (std::vector<int64_t>{1, 0}));
  EXPECT_EQ(p.main.ops[10].dim, 1);
  EXPECT_EQ(p.main.ops[11].kind, OpKind::square);
  EXPECT_EQ(p.main.ops[2].line, 5);
}


// Zero-size arrays, as penzai's empty KV-cache slices carry them: read, sharded over any
// axes (a local extent of 0), and redistributed for 0 bytes and no time, each plan still
// proved (an unsat query: no device has a local index to get wrong).
TEST(StablehloReader, ZeroSizeArrays) {
  const char* text = R"(module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func public @main(%arg0: tensor<0x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}, %arg1: tensor<8x0xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg2: tensor<2x256xf32>) -> (tensor<0x256xf32>, tensor<8x8xf32>, tensor<2x256xf32>) {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{"y"}, {"x"}]> : tensor<0x256xf32>
    %1 = stablehlo.exponential %0 : tensor<0x256xf32>
    %2 = stablehlo.dot_general %arg1, %arg1, contracting_dims = [1] x [1] : (tensor<8x0xf32>, tensor<8x0xf32>) -> tensor<8x8xf32>
    %3 = stablehlo.concatenate %arg0, %arg2, dim = 0 : (tensor<0x256xf32>, tensor<2x256xf32>) -> tensor<2x256xf32>
    return %1, %2, %3 : tensor<0x256xf32>, tensor<8x8xf32>, tensor<2x256xf32>
  }
})";
  Program p = read_stablehlo(text);
  EXPECT_EQ(p.value(p.main.arguments[0]).type.shape, (std::vector<int64_t>{0, 256}));
  EXPECT_EQ(p.value(p.main.arguments[1]).type.num_bytes(), 0);
  testing::expect_round_trip(p);
  CheckReport report = check_program(p, {});
  EXPECT_TRUE(report.sound());
  EXPECT_EQ(report.redistributions, 3);
  EXPECT_EQ(report.redistributions, report.redistributions_proved);
  ASSERT_FALSE(report.cost.collectives.empty());
  for (const auto& c : report.cost.collectives) {
    SCOPED_TRACE(c.kind + " of " + c.value);
    EXPECT_EQ(c.bytes, 0);
    EXPECT_EQ(c.time_s, 0);
  }
  EXPECT_EQ(report.cost.collective_time_s, 0);
}


// tests/data/reader_forms: a Megatron MLP block exported with jax.export and called twice,
// then resharded by the user, on data=2, model=4.
using testing::reader_form_options;
using testing::reader_form_path;

Program read_reader_form(const std::string& name) {
  return read_stablehlo_file(reader_form_path(name), reader_form_options(name));
}

std::string body_of(const Program& p, const std::optional<ValueSharding>& s) {
  return s ? types::to_string(*p.find_mesh(s->mesh), s->type) : "none";
}

// The sharding constraints at a call boundary's line, in order: what the boundary hands on.
std::vector<std::string> constraints_at(const Program& p, int line) {
  std::vector<std::string> out;
  for (const Op& op : p.main.ops)
    if (op.kind == OpKind::sharding_constraint && op.line == line)
      out.push_back(body_of(p, p.value(op.results[0]).sharding));
  return out;
}

// The block's arguments [{"data"}, {}], [{}, {"model"}], [{"model"}, {}] and its result
// [{"data"}, {}] are sharded at each of the two calls (lines 6 and 11 in JAX's text); Shardy's
// import made each call a named computation (lines 6 and 33) with the arguments' shardings as
// its in_shardings (and no out_shardings: the user's reshard after it says [{"data"}, {}]).
// The values the block's first matmul reads are those constraints' results.
TEST(StablehloReader, CallBoundariesKeepTheCalleesShardings) {
  const std::vector<std::string> arguments = {R"([{"data"}, {}])", R"([{}, {"model"}])", R"([{"model"}, {}])"};
  std::vector<std::string> arguments_and_result = arguments;
  arguments_and_result.push_back(R"([{"data"}, {}])");
  struct Case {
    std::string name;
    int second_line;
    std::vector<std::string> boundary;
  };
  for (const Case& c : {Case{"exported_mlp.shardy.mlir", 11, arguments_and_result},
                        Case{"exported_mlp.gspmd.mlir", 11, arguments_and_result},
                        Case{"named_computation.shardy.mlir", 33, arguments}}) {
    SCOPED_TRACE(c.name);
    Program p = read_reader_form(c.name);
    EXPECT_EQ(constraints_at(p, 6), c.boundary);
    EXPECT_EQ(constraints_at(p, c.second_line), c.boundary);
    const Op* first_dot = nullptr;
    int work = 0;
    for (const Op& op : p.main.ops) {
      if (op.kind == OpKind::dot_general && !first_dot) first_dot = &op;
      work += op.kind != OpKind::sharding_constraint;
    }
    ASSERT_NE(first_dot, nullptr);
    EXPECT_EQ(body_of(p, p.value(first_dot->operands[0]).sharding), arguments[0]);
    EXPECT_EQ(body_of(p, p.value(first_dot->operands[1]).sharding), arguments[1]);
    EXPECT_EQ(work, 2 * 20 + 1);  // the block's 20 ops, inlined twice, and the final tanh
  }
}

// `check` on the three forms, against what XLA compiles exported_mlp.shardy.mlir to
// (tests/data/reader_forms/xla.json): one all-reduce of the block's f32[8,32] output over
// model per block, and an all-gather over data for the user's reshard to [{}, {"model"}]
// (ours slices by model first and gathers 8x8 pieces: 256 B received instead of XLA's 1 KiB).
// Memory: XLA's derived_total_bytes (arguments + output + temp), 12,804 B per device.
TEST(StablehloReader, CallBoundariesCheckAsXlaCompilesThem) {
  for (const std::string name : {"exported_mlp.shardy.mlir", "exported_mlp.gspmd.mlir", "named_computation.shardy.mlir",
                                 "named_computation.shardy.generic.mlir"}) {
    SCOPED_TRACE(name);
    Program p = read_reader_form(name);
    CheckReport report = check_program(p, {});
    EXPECT_TRUE(report.sound());
    EXPECT_EQ(report.redistributions, 3);
    EXPECT_EQ(report.redistributions_proved, 3);
    std::map<std::string, int> kinds;
    for (const auto& c : report.cost.collectives) {
      std::string axes;
      for (const auto& a : c.axes) axes += (axes.empty() ? "" : ",") + a;
      kinds[c.kind + " over " + axes]++;
      if (c.kind == "all_reduce") {
        EXPECT_EQ(c.result_bytes, 8 * 32 * 4);
      }
      if (c.kind == "all_gather") {
        EXPECT_EQ(c.bytes, 8 * 8 * 4);
      }
    }
    EXPECT_EQ(kinds, (std::map<std::string, int>{{"all_reduce over model", 2}, {"all_gather over data", 1}}));
    EXPECT_EQ(report.cost.parameter_bytes, 9216);
    EXPECT_NEAR(static_cast<double>(report.cost.peak_memory_bytes), 9216 + 512 + 3076, 0.1 * 12804);
  }
}

// Host callbacks (tests/data/reader_forms/callbacks.*: jax.debug.print, pure_callback and an
// ordered io_callback): a !stablehlo.token argument and result (no bytes), custom_calls with no
// result, and shardings on a maximal mesh (`<[], device_ids=[0]>`, GSPMD `{maximal device=0}`).
// Each callback is opaque (a warning); its operands are gathered whole, as XLA gathers them to
// device 0. Memory: XLA's derived_total_bytes for the Shardy file, 139,808 B per device.
TEST(StablehloReader, HostCallbacksWithTokensCheck) {
  for (const std::string name : {"callbacks.shardy.mlir", "callbacks.gspmd.mlir"}) {
    SCOPED_TRACE(name);
    Program p = read_reader_form(name);
    EXPECT_EQ(p.value(p.main.arguments[0]).type.dtype, types::DType::token);
    CheckReport report = check_program(p, {});
    EXPECT_TRUE(report.sound());
    EXPECT_EQ(report.redistributions, report.redistributions_proved);
    int opaque = 0;
    for (const Diagnostic& d : report.diagnostics)
      opaque += d.message.find("custom_call @xla_ffi_python_cpu_callback is opaque") != std::string::npos;
    EXPECT_EQ(opaque, 3);
    EXPECT_EQ(report.cost.parameter_bytes, 64 * 256 * 4 / 8);  // the token has none
    EXPECT_NEAR(static_cast<double>(report.cost.peak_memory_bytes), 139808, 0.1 * 139808);
  }
  // A token is a type of its own, never an element type.
  EXPECT_THROW(read_stablehlo("func.func @main(%a: tensor<4xtoken>) -> tensor<4xtoken> {\n  return %a : tensor<4xtoken>\n}"),
               types::InputError);
}

// Forms MLIR and Shardy print that the fixtures above do not: a quoted function name (JAX
// names a function after a lambda), `sdy.sharding` on the call (Shardy's own printing after
// its import), a named computation with out_shardings and without operands, and the generic
// forms of func.call, sdy.named_computation, sdy.reshard and sdy.sharding_constraint.
TEST(StablehloReader, CallAndNamedComputationForms) {
  const char* text = R"(module @jit_f attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<8x16xf32>) {
    %0 = call @"<lambda>"(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"y"}]>]>} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %1 = sdy.named_computation<"g">(%0) in_shardings=[<@mesh, [{"y"}, {}]>] out_shardings=[<@mesh, [{}, {"x"}]>] (%arg1: tensor<8x16xf32>) {
      %5 = stablehlo.negate %arg1 : tensor<8x16xf32>
      sdy.return %5 : tensor<8x16xf32>
    } {mhlo.frontend_attributes = {xla_compute_type = "host"}} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %2 = "sdy.named_computation"(%1) <{name = "h", out_shardings = #sdy.sharding_per_value<[<@mesh, [{"x", "y"}, {}]>]>}> ({
    ^bb0(%arg2: tensor<8x16xf32>):
      %6 = "stablehlo.abs"(%arg2) : (tensor<8x16xf32>) -> tensor<8x16xf32>
      "sdy.return"(%6) : (tensor<8x16xf32>) -> ()
    }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %3 = "func.call"(%2) <{callee = @"<lambda>"}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %4 = "sdy.reshard"(%3) <{sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %7 = sdy.named_computation<"constant">() () {
      %8 = stablehlo.constant dense<1.000000e+00> : tensor<8x16xf32>
      sdy.return %8 : tensor<8x16xf32>
    } : () -> tensor<8x16xf32>
    %9 = sdy.reshard %7 <@mesh, [{"y"}, {}]> : tensor<8x16xf32>
    %10 = stablehlo.add %4, %9 : tensor<8x16xf32>
    return %10 : tensor<8x16xf32>
  }
  func.func private @"<lambda>"(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) {
    %0 = stablehlo.tanh %arg0 : tensor<8x16xf32>
    return %0 : tensor<8x16xf32>
  }
})";
  Program p = read_stablehlo(text);
  std::vector<std::pair<int, std::string>> got;  // (line, sharding) of every constraint; the other ops
  std::vector<OpKind> work;
  for (const Op& op : p.main.ops) {
    if (op.kind == OpKind::sharding_constraint) got.emplace_back(op.line, body_of(p, p.value(op.results[0]).sharding));
    else work.push_back(op.kind);
  }
  const std::vector<std::pair<int, std::string>> expected = {
      {4, R"([{}, {"x"}])"},      // @"<lambda>"'s argument
      {4, R"([{}, {"y"}])"},      // its result: the call's own sdy.sharding wins over @"<lambda>"'s
      {5, R"([{"y"}, {}])"},      // in_shardings of "g"
      {5, R"([{}, {"x"}])"},      // out_shardings of "g"
      {9, R"([{"x","y"}, {}])"},  // out_shardings of "h" (no in_shardings: its argument is %1)
      {14, R"([{}, {"x"}])"},     // the generic call's argument
      {14, R"([{"y"}, {}])"},     // and result (@"<lambda>"'s)
      {15, R"([{}, {"x"}])"},     // sdy.reshard, generic
      {20, R"([{"y"}, {}])"},     // sdy.reshard
  };
  EXPECT_EQ(got, expected);
  EXPECT_EQ(work, (std::vector<OpKind>{OpKind::tanh, OpKind::negate, OpKind::abs, OpKind::tanh, OpKind::constant,
                                       OpKind::add}));
  CheckReport report = check_program(p, {});
  EXPECT_TRUE(report.sound());
  EXPECT_EQ(report.redistributions, report.redistributions_proved);
  testing::expect_round_trip(p);
}

// JAX 0.4's generic ops keep their attributes in the dictionary after the regions and print a
// list of equal integers as a splat (`slice_sizes = dense<1> : tensor<2xi64>`,
// `window_dilations = dense<1> : tensor<3xi64>`): read as the lists they stand for, one value
// per element of the tensor type (before, the files were refused: "0 slice_sizes for an
// operand of rank 2"). Fixtures exported by JAX 0.4.19 (bench/models/export_old_jax_forms.py).
TEST(StablehloReader, JaxZeroFourAttributeDictionariesAndSplatLists) {
  auto find = [](const Program& p, OpKind kind) -> const Op& {
    for (const Op& op : p.main.ops)
      if (op.kind == kind) return op;
    throw std::runtime_error("no such op");
  };
  {
    const Program p = read_reader_form("old_jax_gather_2d.gspmd.mlir");
    const Op& gather = find(p, OpKind::gather);
    EXPECT_EQ(gather.gather.slice_sizes, (std::vector<int64_t>{1, 1}));
    EXPECT_EQ(gather.gather.collapsed_slice_dims, (std::vector<int64_t>{0, 1}));
    EXPECT_EQ(gather.gather.start_index_map, (std::vector<int64_t>{0, 1}));
    EXPECT_EQ(gather.gather.index_vector_dim, 1);
  }
  {
    const Program p = read_reader_form("old_jax_gather_1d.gspmd.mlir");
    EXPECT_EQ(find(p, OpKind::gather).gather.slice_sizes, (std::vector<int64_t>{1}));
  }
  {
    const Program p = read_reader_form("old_jax_reduce_window.gspmd.mlir");
    const Window& w = find(p, OpKind::reduce_window).window;
    EXPECT_EQ(w.dimensions, (std::vector<int64_t>{1, 3, 1}));
    EXPECT_EQ(w.strides, (std::vector<int64_t>{1, 1, 1}));
    EXPECT_EQ(w.base_dilations, (std::vector<int64_t>{1, 1, 1}));
    EXPECT_EQ(w.window_dilations, (std::vector<int64_t>{1, 1, 1}));
    EXPECT_EQ(w.padding_low, (std::vector<int64_t>{0, 1, 0}));
    EXPECT_EQ(w.padding_high, (std::vector<int64_t>{0, 1, 0}));
  }
  for (const char* name : {"old_jax_gather_1d.gspmd.mlir", "old_jax_gather_2d.gspmd.mlir", "old_jax_reduce_window.gspmd.mlir"}) {
    SCOPED_TRACE(name);
    Program p = read_reader_form(name);
    const CheckReport r = check_program(p, {});
    EXPECT_TRUE(r.sound());
    EXPECT_EQ(r.redistributions, r.redistributions_proved);
  }
}

// Every generic-form fixture reads to what its pretty form reads to: the same ops, and
// `check` finds the same memory, FLOPs, redistributions and collectives.
TEST(StablehloReader, GenericFormReadsLikeThePrettyForm) {
  const std::string root = SHARDPROOF_SOURCE_DIR;
  const std::vector<std::pair<std::string, std::string>> pairs = {
      {"exported_mlp.shardy.generic.mlir", reader_form_path("exported_mlp.shardy.mlir")},
      {"exported_mlp.gspmd.generic.mlir", reader_form_path("exported_mlp.gspmd.mlir")},
      {"named_computation.shardy.generic.mlir", reader_form_path("named_computation.shardy.mlir")},
      {"ops.generic.mlir", root + "/tests/data/jax_ops/ops.mlir"},
      {"shardmap_megatron_mlp.shardy.generic.mlir", root + "/examples/models/shardmap_megatron_mlp.shardy.mlir"},
      {"shardmap_megatron_mlp.gspmd.generic.mlir", root + "/examples/models/shardmap_megatron_mlp.gspmd.mlir"},
  };
  for (const auto& [generic, pretty] : pairs) {
    SCOPED_TRACE(generic);
    const ReadOptions opts = reader_form_options(generic);
    Program g = read_stablehlo_file(reader_form_path(generic), opts);
    Program q = read_stablehlo_file(pretty, opts);
    EXPECT_EQ(count_ops(g), count_ops(q));
    EXPECT_EQ(g.meshes, q.meshes);
    CheckReport a = check_program(g, {}), b = check_program(q, {});
    EXPECT_TRUE(a.sound());
    EXPECT_EQ(a.cost.peak_memory_bytes, b.cost.peak_memory_bytes);
    EXPECT_EQ(a.cost.flops, b.cost.flops);
    EXPECT_EQ(a.redistributions, b.redistributions);
    EXPECT_EQ(a.redistributions_proved, b.redistributions_proved);
    auto collectives = [](const CheckReport& r) {
      std::vector<std::string> out;
      for (const auto& c : r.cost.collectives)
        out.push_back(fmt::format("{} {} {} B x{}", c.kind, fmt::join(c.axes, ","), c.bytes, c.repeat));
      return out;
    };
    EXPECT_EQ(collectives(a), collectives(b));
  }
}

// MLIR prints a dense literal of more than a few elements in hex (JAX's RoPE tables and
// sinusoidal embeddings: Hugging Face's Flax Llama, GPT-J, Pegasus, XGLM): the elements' raw
// little-endian bytes, one element's for a splat. A blob of the wrong size is an error at the
// constant's line, as is a blob with an odd number of digits.
TEST(StablehloReader, HexDenseLiterals) {
  auto program = [](const std::string& literal, const std::string& type) {
    return "module @m {\n  func.func public @main() -> " + type + " {\n    %0 = stablehlo.constant dense<" + literal +
           "> : " + type + "\n    return %0 : " + type + "\n  }\n}\n";
  };
  const Program splat = read_stablehlo(program("\"0x0000803F\"", "tensor<4xf32>"));
  EXPECT_TRUE(splat.main.ops[0].constant.splat);
  EXPECT_EQ(splat.main.ops[0].constant.value, 1.0);
  const Program full = read_stablehlo(program("\"0x000000000000803F0000004000004040\"", "tensor<2x2xf32>"));
  EXPECT_FALSE(full.main.ops[0].constant.splat);
  EXPECT_EQ(full.main.ops[0].constant.text, "\"0x000000000000803F0000004000004040\"");
  // Printed back as read.
  EXPECT_NE(write_stablehlo(full).find("dense<\"0x000000000000803F0000004000004040\">"), std::string::npos);
  // Booleans may come bit-packed, least significant bit first: 0x05 is {true, false, true, false}.
  const Program bits = read_stablehlo(program("\"0x05\"", "tensor<4xi1>"));
  EXPECT_FALSE(bits.main.ops[0].constant.splat);
  std::vector<HostBuffer> decoded = {HostBuffer::zeros(types::DType::i1, {4})};
  KernelCall call{bits, bits.main.ops[0], {}, decoded, {}, {}, 0, nullptr, nullptr};
  op_info(OpKind::constant).kernel(call);
  EXPECT_EQ(std::vector<uint8_t>(decoded[0].as<uint8_t>(), decoded[0].as<uint8_t>() + 4),
            (std::vector<uint8_t>{1, 0, 1, 0}));
  for (const auto& [literal, says] : std::vector<std::pair<std::string, std::string>>{
           {"\"0x0000803F00\"", "5 bytes for tensor<2x2xf32>"}, {"\"0x0000803\"", "even number of hex digits"},
           {"\"0x0000803G\"", "even number of hex digits"}, {"\"0000803F\"", "hexadecimal dense literal"}}) {
    try {
      ReadOptions named;
      named.file_name = "hex.mlir";
      read_stablehlo(program(literal, "tensor<2x2xf32>"), named);
      ADD_FAILURE() << literal << " was accepted";
    } catch (const types::InputError& e) {
      EXPECT_NE(std::string(e.what()).find("hex.mlir:3:5: error:"), std::string::npos) << e.what();
      EXPECT_NE(std::string(e.what()).find(says), std::string::npos) << e.what();
    }
  }
}

// jax.lax.composite (tests/data/reader_forms/composite_complex.*): stablehlo.composite names an
// op whose meaning is its decomposition, a private function; it is read as a call of it, as
// XLA runs it on a backend that does not know the name. stablehlo.complex builds the complex
// values an FFT reads. Both forms read to the same program, which checks and prints back.
TEST(StablehloReader, CompositeReadsAsItsDecompositionAndComplexAsAnOp) {
  std::vector<std::map<OpKind, int>> counts;
  for (const std::string name : {"composite_complex.shardy.mlir", "composite_complex.shardy.generic.mlir"}) {
    SCOPED_TRACE(name);
    Program p = read_reader_form(name);
    std::map<OpKind, int> n;
    for (const auto& [kind, k] : count_ops(p)) n[kind] = k;
    EXPECT_EQ(n[OpKind::complex], 2);
    EXPECT_EQ(n[OpKind::fft], 2);
    // The decomposition's v * 2 + 1 in place of the composite.
    EXPECT_GE(n[OpKind::multiply], 1);
    EXPECT_GE(n[OpKind::add], 1);
    EXPECT_EQ(p.value(p.main.arguments[0]).sharding->type.dims[0].axes.at(0).name, "data");
    CheckReport report = check_program(p, {});
    EXPECT_TRUE(report.sound());
    EXPECT_EQ(report.redistributions, report.redistributions_proved);
    testing::expect_round_trip(p);
    counts.push_back(n);
  }
  EXPECT_EQ(counts[0], counts[1]);
  // A composite must say what it means.
  EXPECT_THROW(read_stablehlo("module @m {\n  func.func public @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
                              "    %0 = stablehlo.composite \"x.y\" %a {version = 1 : i32} : (tensor<4xf32>) -> tensor<4xf32>\n"
                              "    return %0 : tensor<4xf32>\n  }\n}\n"),
               types::InputError);
}

// Every op the table prints in the short `: T` form (its unary and binary syntax) has its
// types checked: a result type other than the operands' is an error at the op's line. The
// reader's own list had left out sign, square, erf, erfc, erf_inv, popcnt, count_leading_zeros
// and reduce_precision (issue 42); their JAX exports (tests/data/op_cases) with the op's type
// changed are now refused.
TEST(StablehloReader, SameTypeOpsHaveTheirTypesChecked) {
  const std::filesystem::path cases = std::filesystem::path(SHARDPROOF_SOURCE_DIR) / "tests" / "data" / "op_cases";
  for (const std::string op : {"sign", "square", "erf", "erfc", "erf_inv", "popcnt", "count_leading_zeros",
                               "reduce_precision"}) {
    std::ifstream in(cases / (op + "__6x4.mlir"));
    ASSERT_TRUE(in) << op;
    std::stringstream text;
    text << in.rdbuf();
    std::string program = text.str();
    EXPECT_NO_THROW(read_stablehlo(program)) << op;
    // The op's own type (the first `: tensor<6x4x` after it) says another shape.
    const size_t at = program.find("%0 = ");
    ASSERT_NE(at, std::string::npos) << op;
    const size_t type = program.find(": tensor<6x4x", at);
    ASSERT_NE(type, std::string::npos) << op;
    program.replace(type, 13, ": tensor<6x5x");
    try {
      read_stablehlo(program);
      ADD_FAILURE() << op << ": a wrong type was accepted";
    } catch (const types::InputError& e) {
      EXPECT_NE(std::string(e.what()).find("type"), std::string::npos) << op << ": " << e.what();
    }
  }
}


// A program stored gzip'd (the reach sets: tests/data/reach/*.mlir.gz) reads as its text does:
// the same ops, the same meshes and the same diagnostics' file name; a corrupt copy is a
// whole-file error naming it (types/read_file.h), a missing one says so as before.
TEST(StablehloReader, ReadsGzipPrograms) {
  const std::string gz = std::string(SHARDPROOF_SOURCE_DIR) + "/tests/data/reach/hf_albert.shardy.mlir.gz";
  const std::string text = types::read_file(gz);
  ASSERT_NE(text.find("sdy.mesh"), std::string::npos);
  const Program from_file = read_stablehlo_file(gz);
  ReadOptions options;
  options.file_name = gz;
  const Program from_text = read_stablehlo(text, options);
  EXPECT_EQ(total_ops(from_file), total_ops(from_text));
  EXPECT_GT(total_ops(from_file), 10);
  EXPECT_EQ(from_file.meshes.size(), from_text.meshes.size());
  EXPECT_EQ(from_file.main.arguments.size(), from_text.main.arguments.size());

  const auto dir = std::filesystem::temp_directory_path() / ("sp_gz_reader_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  std::ifstream in(gz, std::ios::binary);
  std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  bytes[bytes.size() - 8] = static_cast<char>(bytes[bytes.size() - 8] ^ 0x5a);  // the CRC-32
  const std::string corrupt = (dir / "corrupt.shardy.mlir.gz").string();
  std::ofstream(corrupt, std::ios::binary).write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  try {
    read_stablehlo_file(corrupt);
    ADD_FAILURE() << "a corrupt gzip program read";
  } catch (const ParseError& e) {
    EXPECT_EQ(std::string(e.what()), corrupt + ": error: cannot read file (corrupt gzip data: incorrect data check)");
    EXPECT_EQ(e.line(), 0);
  }
  try {
    read_stablehlo_file((dir / "missing.mlir.gz").string());
    ADD_FAILURE() << "a missing program read";
  } catch (const ParseError& e) {
    EXPECT_EQ(e.message(), "cannot read the file");
  }
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace shardproof::partition
