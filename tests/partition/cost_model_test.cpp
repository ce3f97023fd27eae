// The per-device memory estimate of the cost model against XLA's memory_analysis() for the
// model zoo (examples/models; issue 4, target within 10%). XLA's figure is the export's
// derived_total_bytes = argument + output + temp - alias (XLA CPU's peak_memory_in_bytes
// leaves the temp arena out). bench/models/compare_memory.py prints the whole table.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <set>

#include "partition/check/check.h"
#include "partition/ir/stablehlo_reader.h"
#include "tests/partition/model_zoo.h"
#include "types/error.h"

namespace shardproof::partition {
namespace {

namespace fs = std::filesystem;
const fs::path kModels = fs::path(SHARDPROOF_SOURCE_DIR) / "examples" / "models";
// XLA's CPU backend, which produced the zoo's memory_analysis(): it computes bf16 in f32.
const fs::path kXlaCpu = fs::path(SHARDPROOF_SOURCE_DIR) / "examples" / "topologies" / "xla-cpu-8.json";

CheckReport check_zoo_program(const std::string& name, const redistribute::Topology& topology,
                              nlohmann::json* meta = nullptr) {
  std::ifstream in(kModels / (name + ".xla.json"));
  const auto j = nlohmann::json::parse(in);
  if (meta) *meta = j;
  CheckOptions check;
  check.topology = topology;
  return testing::check_zoo_file((kModels / (name + ".mlir")).string(), testing::json_mesh(j), check);
}

// Every program of the zoo (26 in each syntax) is within 10% of XLA's memory_analysis():
// the rules that brought each in are in cost_model.cpp and bench/RESULTS.md ("per-device
// memory vs XLA (issue 4)").
constexpr int kZooPrograms = 52;

// Per-device FLOPs against XLA's cost_analysis() on every program of the zoo, shard_map bodies
// included (their work is counted on the values' per-device shapes: shardmap_partial_auto's
// body runs over the free axis too).
TEST(CostModelZoo, FlopsWithinTenPercentOfXla) {
  int compared = 0;
  for (const auto& z : testing::zoo_files()) {
    SCOPED_TRACE(z.name);
    const double xla = z.json.at("cost_analysis").at("flops").get<double>();
    const double ours = testing::check_zoo_file(z.mlir_path, testing::json_mesh(z.json)).cost.flops;
    EXPECT_NEAR(ours / xla, 1.0, 0.10);
    ++compared;
  }
  EXPECT_EQ(compared, kZooPrograms);
}

// The third-party corpus (examples/thirdparty) against XLA's memory_analysis(): the files
// within 10% today, each held there (rule 2d and the CSE of transposed copies brought in the
// eqx and flax nnx forwards; bench/RESULTS.md lists the misses and why). The test also fails
// when another file comes within 10%: add it here.
TEST(CostModel, ThirdPartyMemoryWithinTenPercentOfXlaWhereItWas) {
  // Both syntaxes of these, and the one syntax of two more.
  std::set<std::string> within = {"keras_llama_train_2d.shardy"};
  for (const char* program : {
      "eqx_mlp_train_fsdp", "eqx_transformer_fwd_2d", "eqx_transformer_train_fsdp", "flax_nnx_llama_fwd_2d",
      "flax_nnx_moe_fwd_2d",
      "gemma_decode_2d", "gemma_fwd_2d", "gemma_train_fsdp", "keras_gemma_fwd_2d", "keras_llama_decode_2d",
      "keras_llama_fwd_2d", "keras_qwen3moe_fwd_2d", "maxtext_train_2d_scan", "maxtext_train_fsdp_scan",
      "maxtext_train_fsdp_unrolled", "penzai_llama_decode_2d", "penzai_llama_fwd_2d",
      // Our MaxText-style unrolled remat step came within with rule 3g (0.857 -> 0.918): XLA
      // CPU recomputes each layer beside the forward pass, not before its backward pass.
      "maxtext_train_2d_unrolled",
      // MaxText itself (export_maxtext.py); its forward came within with rules 2g and 8b
      // (0.80 -> 0.92), its FSDP unrolled train step with rules 3 (gathers of the weights'
      // bf16 casts at the start) and 3g (0.866 -> 0.886 -> 0.997). Its sparse MoE train step
      // (0.78: XLA's heap is 11% holes, and its scheduler overlaps the ragged dots' masked
      // expansions) is an under-estimate; the decode step's Shardy file went out with rule 2g
      // (1.06 -> 1.15: its carried weight copies are right, XLA keeps them too) and came back
      // with rule 4c (1.09: a donated KV cache's allocation is free until its output lands there).
      "maxtext_real_decode_2d", "maxtext_real_fwd_2d_scan", "maxtext_real_moe_train_2d_dense", "maxtext_real_train_2d_scan",
      "maxtext_real_train_2d_unrolled", "maxtext_real_train_fsdp_scan", "maxtext_real_train_fsdp_unrolled"})
    for (const char* syntax : {"gspmd", "shardy"}) within.insert(fmt::format("{}.{}", program, syntax));
  // Left, each when a change made our plan or its price differ from XLA's:
  // flax_nnx_moe_fwd_2d.gspmd (0.89), whose dispatch gather the lowering computed from the
  // gathered token table (256 KiB received) into 1 MiB of partial rows split by token where
  // XLA's GSPMD compile runs the router's top_k and everything after it replicated; it came
  // back (0.893 -> 0.931) when propagation stopped at top_k on GSPMD programs, as GSPMD's
  // propagation does (op_table.h, GspmdPropagation).
  // keras_llama_fwd_2d came back (1.112 -> 1.089) when rule 3f ran the readers of the q/k/v
  // projections' all-reduce after it, once the partial sums are freed, not beside them.
  // keras_llama_train_2d.shardy left (1.063 -> 1.121) when rule 2f gave each RMSNorm's x_hat
  // its library copy, as XLA has (broadcast_multiply_fusion.3 to .5, 256 KiB each): our peak
  // was at the lm_head's weight gradient, the logits gradient gathered whole (2 MiB) that XLA
  // keeps split; it came back (1.121 -> 0.913) when the lowering kept such a contraction
  // split as XLA's dot partitioner does (the batch on the free `model` axis, the partial
  // gradient all-reduced; tests/data/dot_layouts).
  CheckOptions check;
  check.topology = redistribute::Topology::load(kXlaCpu.string());
  int files = 0;
  for (const auto& z : testing::zoo_files("thirdparty")) {
    SCOPED_TRACE(z.name);
    const double xla = z.json.at("memory_analysis").at("derived_total_bytes").get<double>();
    const double ours =
        static_cast<double>(testing::check_zoo_file(z.mlir_path, testing::json_mesh(z.json), check).cost.peak_memory_bytes);
    EXPECT_EQ(std::abs(ours / xla - 1) <= 0.10, within.count(z.name) > 0) << "ours/XLA " << ours / xla;
    ++files;
  }
  EXPECT_EQ(files, 54);
}

// An optimization_barrier (jax.checkpoint's remat boundary) allocates nothing: XLA forwards
// its operands' buffers to its results. Here a dot's 64 KiB result, still read after the
// barrier, passes through one to the next dot: the peak is that of the same program without
// the barrier (the result and the second dot's), not one more 64 KiB copy.
// FLOPs as XLA's cost analysis counts them where it has a convention of its own
// (tests/data/flop_counts, bench/models/export_flop_counts.py; one device): a reduce_window
// applies its reducer window - 1 times per result, padding taps included, but a cumulative
// sum is a log-depth scan (17 per element over 512, not 511); a convolution counts only the
// taps that land on the image. Before: 4,096 for the cumsum, 131,072 for both windows, the
// convolution's padding taps counted (1.19x).
TEST(CostModel, FlopsFollowXlasConventionsForWindowsAndScans) {
  const fs::path dir = fs::path(SHARDPROOF_SOURCE_DIR) / "tests" / "data" / "flop_counts";
  std::ifstream in(dir / "xla.json");
  const auto xla = nlohmann::json::parse(in).at("flops");
  for (const char* name : {"cumsum", "maxpool", "avg3_same", "conv3_same"}) {
    SCOPED_TRACE(name);
    Program p = read_stablehlo_file((dir / (std::string(name) + ".mlir")).string(), {});
    const CheckReport r = check_program(p, {});
    // XLA adds a few index computations around the scan (24 of 69,656).
    EXPECT_NEAR(r.cost.flops / xla.at(name).get<double>(), 1.0, 0.001);
  }
}

TEST(CostModel, AnOptimizationBarrierAllocatesNothing) {
  auto program = [](bool barrier) {
    return read_stablehlo(fmt::format(R"(module @m {{
  func.func public @main(%arg0: tensor<64x256xf32>, %arg1: tensor<256x256xf32>) -> tensor<64xf32> {{
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<64x256xf32>, tensor<256x256xf32>) -> tensor<64x256xf32>
    %1 = stablehlo.optimization_barrier %0 : tensor<64x256xf32>
    %2 = stablehlo.dot_general {}, %arg1, contracting_dims = [1] x [0] : (tensor<64x256xf32>, tensor<256x256xf32>) -> tensor<64x256xf32>
    %3 = stablehlo.add %2, %0 : tensor<64x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<64x256xf32>, tensor<f32>) -> tensor<64xf32>
    return %4 : tensor<64xf32>
  }}
}})",
                                      barrier ? "%1" : "%0"));
  };
  Program with = program(true), without = program(false);
  const int64_t parameters = (64 * 256 + 256 * 256) * 4, output = 64 * 4, activation = 64 * 256 * 4;
  EXPECT_EQ(check_program(without, {}).cost.peak_memory_bytes, parameters + output + 2 * activation);
  EXPECT_EQ(check_program(with, {}).cost.peak_memory_bytes, parameters + output + 2 * activation);
}

// Rule 6 through a transpose XLA folds into its dot: JAX writes a weight gradient as
// dot_general(g, x) and a transpose; XLA computes dot(x, g) instead (permuted_devices_2x4:
// dot.5 f32[512,256], no transpose), and the update's fusion writes over the product in the
// output's allocation, so the product costs no temp. A transpose that is not the dot's only
// reader stays a copy: the product then lives beside the output.
TEST(CostModel, ATransposeOfAMatrixProductIsFoldedIntoTheDot) {
  auto program = [](bool second_reader) {
    return read_stablehlo(fmt::format(R"(module @m {{
  func.func public @main(%arg0: tensor<256x512xf32>, %arg1: tensor<64x256xf32>, %arg2: tensor<64x512xf32>) -> (tensor<256x512xf32>, tensor<f32>) {{
    %0 = stablehlo.dot_general %arg2, %arg1, contracting_dims = [0] x [0] : (tensor<64x512xf32>, tensor<64x256xf32>) -> tensor<512x256xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<512x256xf32>) -> tensor<256x512xf32>
    %cst = stablehlo.constant dense<-1.000000e-02> : tensor<256x512xf32>
    %2 = stablehlo.multiply %cst, %1 : tensor<256x512xf32>
    %3 = stablehlo.add %arg0, %2 : tensor<256x512xf32>
    %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce({} init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<{}>, tensor<f32>) -> tensor<f32>
    return %3, %4 : tensor<256x512xf32>, tensor<f32>
  }}
}})",
                                      second_reader ? "%0" : "%arg2", second_reader ? "512x256xf32" : "64x512xf32"));
  };
  const int64_t parameters = (256 * 512 + 64 * 256 + 64 * 512) * 4, outputs = 256 * 512 * 4 + 4, product = 512 * 256 * 4;
  Program folded = program(false), kept = program(true);
  EXPECT_EQ(check_program(folded, {}).cost.peak_memory_bytes, parameters + outputs);
  EXPECT_EQ(check_program(kept, {}).cost.peak_memory_bytes, parameters + outputs + product);
}

TEST(CostModel, PeakMemoryWithinTenPercentOfXla) {
  const auto xla_cpu = redistribute::Topology::load(kXlaCpu.string());
  int checked = 0;
  for (const auto& entry : fs::directory_iterator(kModels)) {
    const fs::path mlir = entry.path();
    if (mlir.extension() != ".mlir") continue;
    const std::string name = mlir.stem().string();
    nlohmann::json j;
    const CheckReport report = check_zoo_program(name, xla_cpu, &j);
    const double xla = j["memory_analysis"]["derived_total_bytes"].get<double>();
    const double ours = static_cast<double>(report.cost.peak_memory_bytes);
    EXPECT_LE(std::abs(ours / xla - 1), 0.10)
        << fmt::format("{}: ours {} bytes, XLA {} bytes (ratio {:.3f})", name, ours, xla, ours / xla);
    // The parameters are exactly XLA's arguments.
    EXPECT_EQ(report.cost.parameter_bytes, j["memory_analysis"]["argument_size_in_bytes"].get<int64_t>()) << name;
    ++checked;
  }
  EXPECT_EQ(checked, kZooPrograms);
}

// A topology of the wrong shape is bad input with the field named, never a raw JSON exception
// or an out-of-range cast (make fuzz found `"name": 2` escaping as nlohmann's type_error).
TEST(CostModel, AMalformedTopologyNamesTheField) {
  auto error_of = [](const std::string& text) -> std::string {
    try {
      redistribute::Topology::parse_json(text, "t.json");
    } catch (const types::InputError& e) {
      return e.what();
    }
    return "no error";
  };
  EXPECT_EQ(error_of(R"({"levels": [{"name": 2, "group_size": 8, "bandwidth_GBps": 1, "latency_us": 1}]})"),
            "t.json: error: levels[0] \"name\" must be a string");
  EXPECT_EQ(error_of(R"({"levels": [8]})"), "t.json: error: levels[0] must be an object");
  EXPECT_EQ(error_of(R"([1, 2])"), "t.json: error: a topology is a JSON object");
  EXPECT_EQ(error_of(R"({"levels": [{"group_size": 1e300, "bandwidth_GBps": 1, "latency_us": 1}]})"),
            "t.json: error: levels[0] \"group_size\" must be an integer up to 1e9");
  EXPECT_NE(error_of(R"({"levels": [{"group_size": 8, "bandwidth_GBps": 1e999, "latency_us": 1}]})").find("not valid JSON"),
            std::string::npos);
}

// "bf16 arithmetic in f32" is a property of the backend, off for the GPU topologies.
TEST(CostModel, Bf16ArithmeticInF32IsATopologyOption) {
  EXPECT_FALSE(redistribute::Topology::one_node_8_gpus().bf16_arithmetic_in_f32);
  EXPECT_FALSE(redistribute::Topology::load((kXlaCpu.parent_path() / "1x8-h100.json").string()).bf16_arithmetic_in_f32);
  const auto xla_cpu = redistribute::Topology::load(kXlaCpu.string());
  EXPECT_TRUE(xla_cpu.bf16_arithmetic_in_f32);
  EXPECT_THROW(redistribute::Topology::parse_json(
                   R"({"levels": [{"group_size": 8, "bandwidth_GBps": 1, "latency_us": 1}], "bf16_arithmetic_in_f32": 1})",
                   "t.json"),
               types::InputError);
  // An f32 program is the same on both; a bf16 one computes f32 temporaries on XLA CPU.
  const auto gpu = redistribute::Topology::one_node_8_gpus();
  for (const char* syntax : {"gspmd", "shardy"}) {
    SCOPED_TRACE(syntax);
    const std::string f32 = fmt::format("transformer_2d.{}", syntax), bf16 = fmt::format("transformer_2d_bf16.{}", syntax);
    EXPECT_EQ(check_zoo_program(f32, gpu).cost.peak_memory_bytes, check_zoo_program(f32, xla_cpu).cost.peak_memory_bytes);
    const CheckReport on_gpu = check_zoo_program(bf16, gpu), on_cpu = check_zoo_program(bf16, xla_cpu);
    EXPECT_EQ(on_gpu.cost.parameter_bytes, on_cpu.cost.parameter_bytes);
    EXPECT_EQ(on_gpu.cost.output_bytes, on_cpu.cost.output_bytes);
    EXPECT_GT(on_cpu.cost.peak_memory_bytes, on_gpu.cost.peak_memory_bytes);
  }
}

// Rules 3e and 3f on a gradient reduced over data for an SGD update (the shape of an FSDP
// step's update): the dot's partial sums are reduce-scattered to the update's layout, and a
// large unrelated dot runs between. `late_factor`: whether the update also reads a value
// made after the large dot (then it cannot run before it).
std::string sgd_update_program(bool late_factor) {
  return fmt::format(R"(module @m {{
  sdy.mesh @mesh = <["data"=8]>
  func.func public @main(%arg0: tensor<64x512xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{}}, {{"data"}}]>}}, %arg1: tensor<512x256xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{"data"}}, {{}}]>}}, %arg2: tensor<64x256xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{"data"}}, {{}}]>}}, %arg3: tensor<64x1024xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{}}, {{}}]>}}, %arg4: tensor<1024x1024xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{}}, {{}}]>}}) -> (tensor<64x256xf32> {{sdy.sharding = #sdy.sharding<@mesh, [{{"data"}}, {{}}]>}}) {{
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<64x512xf32>, tensor<512x256xf32>) -> tensor<64x256xf32>
    %lr = stablehlo.constant dense<1.000000e-01> : tensor<64x256xf32>
    %1 = stablehlo.multiply %lr, %0 : tensor<64x256xf32>
    %3 = stablehlo.dot_general %arg3, %arg4, contracting_dims = [1] x [0] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<64x1024xf32>, tensor<f32>) -> tensor<64xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<64xf32>) -> tensor<64x256xf32>
    %6 = stablehlo.multiply %1, {} : tensor<64x256xf32>
    %2 = stablehlo.subtract %arg2, %6 : tensor<64x256xf32>
    return %2 : tensor<64x256xf32>
  }}
}})",
                     late_factor ? "%5" : "%lr");
}

// Rule 3e: XLA's CPU backend forms no reduce-scatter; it all-reduces and its readers slice.
// So on the XLA CPU topology the reduced gradient occupies its whole 64 KiB until the update
// that reads it, here after the large dot; reduce-scattered, its 8 KiB slice is made in the
// output's buffer (SHARDPROOF_MEMORY_TRACE: in-output), so the peaks differ by the whole 64 KiB.
TEST(CostModel, AReduceScatterIsAnAllReduceAndASliceOnXlaCpu) {
  Program program = read_stablehlo(sgd_update_program(/*late_factor=*/true));
  CheckOptions cpu, sliced;
  cpu.topology = redistribute::Topology::load(kXlaCpu.string());
  EXPECT_TRUE(cpu.topology.reduce_scatter_as_all_reduce);
  sliced.topology = cpu.topology;
  sliced.topology.reduce_scatter_as_all_reduce = false;
  const CheckReport whole = check_program(program, cpu), in_slices = check_program(program, sliced);
  ASSERT_EQ(whole.cost.collectives.size(), 1u);
  EXPECT_EQ(whole.cost.collectives[0].kind, "reduce_scatter");  // the bytes moved are the same
  EXPECT_EQ(whole.cost.collective_time_s, in_slices.cost.collective_time_s);
  EXPECT_EQ(whole.cost.peak_memory_bytes, in_slices.cost.peak_memory_bytes + 64 * 256 * 4);
  EXPECT_FALSE(redistribute::Topology::one_node_8_gpus().reduce_scatter_as_all_reduce);
  EXPECT_THROW(redistribute::Topology::parse_json(
                   R"({"levels": [{"group_size": 8, "bandwidth_GBps": 1, "latency_us": 1}], "reduce_scatter_as_all_reduce": "yes"})",
                   "t.json"),
               types::InputError);
}

// Rule 3f: the update that frees the whole gradient runs as soon as its operands are ready,
// as XLA's memory-aware scheduler puts it, though the program lists it after the large dot:
// the peak is the large dot's result and its reduction, without the gradient beside them.
TEST(CostModel, AnUpdateFreeingAWholeGradientRunsWhenItsOperandsAreReady) {
  CheckOptions cpu;
  cpu.topology = redistribute::Topology::load(kXlaCpu.string());
  // Without rule 2f's library fusions, which would run the large dot inside its reduction's
  // fusion (no buffer for its result) and so hide what this test is about.
  cpu.topology.library_fusions = false;
  Program program = read_stablehlo(sgd_update_program(/*late_factor=*/false));
  const CheckReport r = check_program(program, cpu);
  EXPECT_EQ(r.cost.peak_memory_bytes, r.cost.parameter_bytes + r.cost.output_bytes + 64 * 1024 * 4 + 64 * 4);
}

// Rule 9: XLA's CPU backend expands a max-pool's gradient (select_and_scatter, here as JAX
// writes it: the forward input padded by JAX, no padding asked of the op) into a variadic
// reduce_window over one s32 iota per dimension, giving the selected positions, and a scatter.
// The iotas (4 x s32[16,18,18,16]) and the selected values (f32[16,8,8,16]) live while the
// reduce_window runs, the positions (4 x s32[16,8,8,16]) until the scatter: memory the op alone
// would not take.
TEST(CostModel, AMaxPoolGradientIsExpandedOnXlaCpu) {
  Program program = read_stablehlo(R"(module @m {
  func.func public @main(%arg0: tensor<16x18x18x16xf32>, %arg1: tensor<16x8x8x16xf32>) -> tensor<16x18x18x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = "stablehlo.select_and_scatter"(%arg0, %arg1, %cst) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %1 = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }, {
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %1 = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<16x18x18x16xf32>, tensor<16x8x8x16xf32>, tensor<f32>) -> tensor<16x18x18x16xf32>
    return %0 : tensor<16x18x18x16xf32>
  }
})");
  CheckOptions cpu, fused;
  cpu.topology = redistribute::Topology::load(kXlaCpu.string());
  EXPECT_TRUE(cpu.topology.select_and_scatter_expanded);
  fused.topology = cpu.topology;
  fused.topology.select_and_scatter_expanded = false;
  const int64_t padded = 16 * 18 * 18 * 16, pooled = 16 * 8 * 8 * 16;
  const int64_t iotas = 4 * padded * 4, values = pooled * 4, positions = 4 * pooled * 4;
  // (the two peaks are at different steps: the scalar init, 4 bytes, is live at one only)
  const double expanded = static_cast<double>(check_program(program, cpu).cost.peak_memory_bytes);
  const double alone = static_cast<double>(check_program(program, fused).cost.peak_memory_bytes);
  EXPECT_NEAR(expanded - alone, static_cast<double>(iotas + values + positions), 4.0);
  EXPECT_FALSE(redistribute::Topology::one_node_8_gpus().select_and_scatter_expanded);
}

// Rule 2b inside a loop body, as in main: the weight an FSDP-style body gathers (split along
// the contracted features, the batch split over the same axis) is read by the dot through a
// transposed copy ([8, 32, 256] contracted on its last dimension), and that copy is the
// gathered size, 256 KiB, not the weight's own 32 KiB shard (maxtext_train_fsdp_scan's body:
// XLA's copy_bitcast_fusion.1 of all-gather.3 is f32[256,256]).
TEST(CostModel, ATransposedCopyInALoopBodyIsOfWhatThePlanDelivers) {
  Program program = read_stablehlo(R"(module @m {
  sdy.mesh @mesh = <["x"=8]>
  func.func public @main(%arg0: tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<8x32x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"x"}]>}) -> (tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0, %iterArg_1 = %arg1) : tensor<i32>, tensor<64x256xf32>, tensor<8x32x256xf32>
     cond {
      %c_2 = stablehlo.constant dense<2> : tensor<i32>
      %1 = stablehlo.compare  LT, %iterArg, %c_2,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %d = stablehlo.dot_general %iterArg_0, %iterArg_1, contracting_dims = [1] x [2] : (tensor<64x256xf32>, tensor<8x32x256xf32>) -> tensor<64x8x32xf32>
      %1 = stablehlo.reshape %d : (tensor<64x8x32xf32>) -> tensor<64x256xf32>
      %2 = stablehlo.tanh %1 : tensor<64x256xf32>
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg, %c_3 : tensor<i32>
      stablehlo.return %3, %2, %iterArg_1 : tensor<i32>, tensor<64x256xf32>, tensor<8x32x256xf32>
    }
    return %0#1 : tensor<64x256xf32>
  }
})");
  const CheckReport r = check_program(program, {});
  ASSERT_EQ(r.cost.collectives.size(), 1u);
  EXPECT_EQ(r.cost.collectives[0].kind, "all_gather");
  EXPECT_EQ(r.cost.collectives[0].repeat, 2);
  const int64_t gathered = 8 * 32 * 256 * 4;  // the whole weight, once gathered and once copied
  const int64_t counter = 4;                  // the loop counter's initial value (rule 2e)
  EXPECT_EQ(r.cost.peak_memory_bytes, r.cost.parameter_bytes + r.cost.output_bytes + 2 * gathered + counter);
}

// `%RESULT:3 = while` over two steps of tanh(x . w_i), w_i the i-th 256x256 matrix of STACK
// (tensor<Nx256x256xf32>, read by the body's dynamic_slice), from X (tensor<64x256xf32>):
// the shape of a scan over stacked weights (remat_policies_scan_3d).
std::string two_step_scan(const std::string& result, const std::string& x, const std::string& stack, int n) {
  return fmt::format(R"(%zero = stablehlo.constant dense<0> : tensor<i32>
    %{0}:3 = stablehlo.while(%iterArg = %zero, %iterArg_0 = {1}, %iterArg_1 = {2}) : tensor<i32>, tensor<64x256xf32>, tensor<{3}x256x256xf32>
     cond {{
      %c_2 = stablehlo.constant dense<2> : tensor<i32>
      %lt = stablehlo.compare  LT, %iterArg, %c_2,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    }} do {{
      %z = stablehlo.constant dense<0> : tensor<i32>
      %s = stablehlo.dynamic_slice %iterArg_1, %iterArg, %z, %z, sizes = [1, 256, 256] : (tensor<{3}x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x256xf32>
      %m = stablehlo.reshape %s : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
      %d = stablehlo.dot_general %iterArg_0, %m, contracting_dims = [1] x [0] : (tensor<64x256xf32>, tensor<256x256xf32>) -> tensor<64x256xf32>
      %t = stablehlo.tanh %d : tensor<64x256xf32>
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %i = stablehlo.add %iterArg, %c_3 : tensor<i32>
      stablehlo.return %i, %t, %iterArg_1 : tensor<i32>, tensor<64x256xf32>, tensor<{3}x256x256xf32>
    }})",
                     result, x, stack, n);
}

// Rule 2e: a while loop's initial values are buffers of their own. A scan over half of a
// stacked weight (remat_policies_scan_3d: params[:L // 2]) carries the slice, which XLA
// materialises before the loop (wrapped_slice.2/.3, 1 MiB each, live to the loop's end);
// it is not fused into the body's dynamic_slice. The same loop over the whole stack reads the
// parameter itself: exactly the slice's bytes less.
TEST(CostModel, AWhileLoopsInitialValuesAreBuffers) {
  auto program = [](bool half) {
    return read_stablehlo(fmt::format(R"(module @m {{
  func.func public @main(%arg0: tensor<4x256x256xf32>, %arg1: tensor<64x256xf32>) -> tensor<64x256xf32> {{
    {}
    {}
    return %0#1 : tensor<64x256xf32>
  }}
}})",
                                      half ? "%w = stablehlo.slice %arg0 [0:2, 0:256, 0:256] : (tensor<4x256x256xf32>) -> tensor<2x256x256xf32>" : "",
                                      two_step_scan("0", "%arg1", half ? "%w" : "%arg0", half ? 2 : 4)));
  };
  Program half = program(true), whole = program(false);
  const CostReport h = check_program(half, {}).cost, w = check_program(whole, {}).cost;
  EXPECT_EQ(h.parameter_bytes, w.parameter_bytes);
  EXPECT_EQ(h.peak_memory_bytes - w.peak_memory_bytes, 2 * 256 * 256 * 4);
}

// Rule 2e through regions: the same scan inside another loop's body (a scan within a scan)
// carries its slice in a buffer too; the schedule inlines regions, so such a loop is not a
// flat op of its own.
TEST(CostModel, ALoopInsideALoopBodyHasItsInitialValuesInBuffers) {
  auto program = [](bool half) {
    return read_stablehlo(fmt::format(R"(module @m {{
  func.func public @main(%arg0: tensor<4x256x256xf32>, %arg1: tensor<64x256xf32>) -> tensor<64x256xf32> {{
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%o = %c, %x = %arg1, %full = %arg0) : tensor<i32>, tensor<64x256xf32>, tensor<4x256x256xf32>
     cond {{
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      %1 = stablehlo.compare  LT, %o, %c_1,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }} do {{
      {}
      {}
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %o, %c_4 : tensor<i32>
      stablehlo.return %5, %2#1, %full : tensor<i32>, tensor<64x256xf32>, tensor<4x256x256xf32>
    }}
    return %0#1 : tensor<64x256xf32>
  }}
}})",
                                      half ? "%w = stablehlo.slice %full [0:2, 0:256, 0:256] : (tensor<4x256x256xf32>) -> tensor<2x256x256xf32>" : "",
                                      two_step_scan("2", "%x", half ? "%w" : "%full", half ? 2 : 4)));
  };
  Program half = program(true), whole = program(false);
  const CostReport h = check_program(half, {}).cost, w = check_program(whole, {}).cost;
  EXPECT_EQ(h.peak_memory_bytes - w.peak_memory_bytes, 2 * 256 * 256 * 4);
}

// Rule 8 on a small program: bf16 x bf16 -> bf16 matmul, then tanh.
TEST(CostModel, Bf16InF32ConvertsDotParametersAndComputesInF32) {
  const char* text = R"(module @m {
  func.func public @main(%arg0: tensor<8x16xbf16>, %arg1: tensor<16x32xbf16>) -> (tensor<8x32xbf16>) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xbf16>, tensor<16x32xbf16>) -> tensor<8x32xbf16>
    %1 = stablehlo.tanh %0 : tensor<8x32xbf16>
    return %1 : tensor<8x32xbf16>
  }
})";
  const int64_t params = (8 * 16 + 16 * 32) * 2, output = 8 * 32 * 2;
  CheckOptions gpu;
  Program p = read_stablehlo(text);
  const CheckReport a = check_program(p, gpu);
  EXPECT_EQ(a.cost.parameter_bytes, params);
  // bf16: the product (512 bytes) is written over by the tanh in the output's allocation.
  EXPECT_EQ(a.cost.peak_memory_bytes, params + output);
  CheckOptions cpu;
  cpu.topology = redistribute::Topology::load(kXlaCpu.string());
  const CheckReport b = check_program(p, cpu);
  EXPECT_EQ(b.cost.parameter_bytes, params);
  EXPECT_EQ(b.cost.output_bytes, output);
  // f32: both parameters are converted first (twice their bytes, from the start) and the
  // product is an f32 buffer (1024 bytes) that no longer fits the bf16 output allocation;
  // the copy of %arg0 (512 bytes) does, as it dies at the dot before the tanh writes there
  // (rule 5). The arena: the copy of %arg1 and the product.
  EXPECT_EQ(b.cost.peak_memory_bytes, params + output + 16 * 32 * 2 * 2 + 2 * output);
}

// A JAX export kept in tests/data/DIR (STEM.mlir) checked on the XLA CPU topology, beside the
// derived total XLA's memory_analysis() gave for it (STEM.xla.json).
struct CheckedOnXlaCpu {
  Program program;
  CheckReport report;
  double xla_bytes = 0;
  double ratio() const { return static_cast<double>(report.cost.peak_memory_bytes) / xla_bytes; }
};
std::unique_ptr<CheckedOnXlaCpu> check_on_xla_cpu(const std::string& dir, const std::string& stem) {
  const fs::path folder = fs::path(SHARDPROOF_SOURCE_DIR) / "tests" / "data" / dir;
  auto c = std::make_unique<CheckedOnXlaCpu>();
  std::ifstream xla_file(folder / (stem + ".xla.json"));
  c->xla_bytes = nlohmann::json::parse(xla_file).at("memory_analysis").at("derived_total_bytes").get<double>();
  c->program = read_stablehlo_file((folder / (stem + ".mlir")).string());
  CheckOptions cpu;
  cpu.topology = redistribute::Topology::load(kXlaCpu.string());
  c->report = check_program(c->program, cpu);  // the lowered program points into c->program
  return c;
}

// Rule 8 beyond bf16 (tests/data/narrow_floats: matmuls in bf16, f16, f8 and int8 with int4
// weights, exported from JAX on 8 CPU devices with XLA's memory_analysis() beside it). XLA's
// CPU backend runs every float dot in f32: the f16 and f8 operands and results of dots are f32
// buffers, and the converts of a parameter that feed dots (bf16 -> f16, bf16 -> f8) run at
// the start beside the parameters' own f32 copies. Without both rules the peak read 0.495 of
// XLA's (f16 and f8 at their declared bytes, the converts just before their dots); with them
// it is within 10%. (The int4 weight is counted a byte an element where XLA packs two: 16 KiB
// of the 2% left.)
TEST(CostModel, NarrowFloatDotsRunInF32OnXlaCpu) {
  const auto c = check_on_xla_cpu("narrow_floats", "lowp_dtypes_2x4.shardy");
  EXPECT_NEAR(c->ratio(), 1.0, 0.10) << "ours " << c->report.cost.peak_memory_bytes << " XLA " << c->xla_bytes;
  // The peak is at the start: the f32 copies of the three bf16/f16/f8 dot parameters and the
  // three 128 KiB f32 copies of the 256x128 bf16 weight (its own, as f16, as f8), all live.
  EXPECT_EQ(c->report.cost.peak_line, 4);
  // On the default topology (GPUs, which have narrow-float kernels) nothing is converted.
  const CheckReport native = check_program(c->program, {});
  EXPECT_LT(native.cost.peak_memory_bytes, c->report.cost.peak_memory_bytes / 2);
}

// Rule 6 for dynamic_update_slice: a scan's stacked outputs (the residuals a forward loop
// saves, the weight gradients a backward loop stacks) are updated in place, one buffer per
// stacked value through the loop (tests/data/in_place_updates, a JAX export). With a buffer of
// its own per update the model read 1.26x XLA's memory_analysis(); in place it is within 10%.
TEST(CostModel, DynamicUpdateSliceWritesIntoItsOperand) {
  const auto c = check_on_xla_cpu("in_place_updates", "host_offload_remat_2x4.shardy");
  EXPECT_NEAR(c->ratio(), 1.0, 0.10) << "ours " << c->report.cost.peak_memory_bytes << " XLA " << c->xla_bytes;
}

// A result redistributed at the return (tests/data/return_redistribution: HF Flax GPT-Neo's
// forward, bench/models/sweep_reach.py --only 'hf_gpt_neo$' --compare; the lm_head contracts
// the hidden dimension split over model and its partial sums are all-reduced into the output):
// the collective writes the output allocation and reads a temporary of its own. With one
// buffer for both the model read 0.73x XLA's memory_analysis(); with two, within 10%, and
// the peak holds both 256 KiB logits buffers.
TEST(CostModel, ResultRedistributedAtTheReturnHasItsOwnOutputBuffer) {
  const auto c = check_on_xla_cpu("return_redistribution", "hf_gpt_neo.shardy");
  EXPECT_NEAR(c->ratio(), 1.0, 0.10) << "ours " << c->report.cost.peak_memory_bytes << " XLA " << c->xla_bytes;
  EXPECT_GE(c->report.cost.peak_memory_bytes - c->report.cost.parameter_bytes, 2 * 4 * 32 * 512 * 4);
}

// Rule 2f, XLA CPU's library (YNNPACK) fusions (tests/data/library_fusion: KerasHub Gemma's
// training step, 2 layers, bench/models/sweep_reach.py --only '^keras_gemma$' --train
// --compare). Each RMSNorm's scale gradient reduce(x_hat * g) runs as a library fusion that
// takes in the multiply but not x_hat = x * rsqrt(..), which the scaled x_hat the q/k/v dots
// read also reads: XLA keeps x_hat in a buffer of its own from the forward pass to the
// backward pass (broadcast_multiply_fusion.10, f32[8,32,32] per norm). Without those copies
// the model read 0.79x XLA's memory_analysis(); with them, within 10%.
TEST(CostModel, LibraryFusionReadsAProducerWithOtherReadersFromACopy) {
  const auto c = check_on_xla_cpu("library_fusion", "keras_gemma_train.shardy");
  EXPECT_NEAR(c->ratio(), 1.0, 0.10) << "ours " << c->report.cost.peak_memory_bytes << " XLA " << c->xla_bytes;
}

// Rule 1b, XLA's CSE of constant broadcasts (tests/data/constant_broadcast_cse: three of
// diffusers' FlaxAttention in sequence, 8 heads of 4 on 16x16 tokens, bench/models/
// export_reach2.py --suite diffusers --only attn3). Each softmax multiplies the scores by a
// scale broadcast from a constant to their shape (f32[32,256,256] per device, 8 MiB); XLA
// merges the three broadcasts into one, which none of the three attention library fusions
// can take in, so it is a buffer (wrapped_broadcast.1) live from the first attention to the
// last. Without the rule each broadcast fused into its own attention and the model read
// 0.07x XLA's memory_analysis() here (0.28x on the whole diffusers UNet).
TEST(CostModel, RepeatedConstantBroadcastIsOneBufferReadByEveryLibraryFusion) {
  const auto c = check_on_xla_cpu("constant_broadcast_cse", "diffusers_attn3_fwd.shardy");
  EXPECT_NEAR(c->ratio(), 1.0, 0.10) << "ours " << c->report.cost.peak_memory_bytes << " XLA " << c->xla_bytes;
  const int64_t scale = 32 * 256 * 256 * 4;  // the one broadcast, per device
  const int64_t activations = c->report.cost.peak_memory_bytes - c->report.cost.parameter_bytes;
  EXPECT_GE(activations, scale);
  EXPECT_LT(activations, 2 * scale);  // one buffer for the three, not three
}

// Rule 4c, the copy of a donated argument (tests/data/donated_argument_copy, bench/models/
// export_donated_copy.py: a two-layer MLP step with optax.lion and with optax.adam, parameters
// and state donated). Lion's momentum is read by the parameter's update and by the new
// momentum written into its buffer, which the update does not precede: XLA keeps copy.11 and
// copy.12 = copy(param.3), copy(param.4), the two momenta (128 KiB each per device), live from
// the start to the updates, and puts the combined gradient all-reduce and the gradient dots
// into the momenta's allocations once copied. Its 512 KiB temp arena is the two copies and
// the two reduced gradients. Adam's updates read the new moments: nothing is copied, and the
// same arena holds the gradients' partial and reduced sums. With the copies but the donated
// allocations never reused (rule 4b as it stood), Lion read 1.24x XLA's total.
TEST(CostModel, DonatedArgumentReadAfterItsOutputIsCopied) {
  const auto lion = check_on_xla_cpu("donated_argument_copy", "lion_step.shardy");
  const auto adam = check_on_xla_cpu("donated_argument_copy", "adam_step.shardy");
  for (const auto* c : {&lion, &adam})
    EXPECT_NEAR((*c)->ratio(), 1.0, 0.02) << "ours " << (*c)->report.cost.peak_memory_bytes << " XLA " << (*c)->xla_bytes;
  const int64_t moment = 256 * 128 * 4;  // per device
  const auto temp = [](const auto& c) {
    return c->report.cost.peak_activation_bytes - (c->report.cost.output_bytes - c->report.cost.aliased_output_bytes);
  };
  EXPECT_EQ(temp(lion), 4 * moment);  // two copies, two reduced gradients
  EXPECT_EQ(temp(adam), 4 * moment);
}

// Rule 4b, donation (tests/data/donation: training steps exported from JAX with their
// parameters, or parameters and Adam moments, donated, and the same steps without): every one
// within 10% of XLA's memory_analysis(), the aliased outputs exactly XLA's alias_size. Before
// rule 4b the donated Adam step read 1.20x XLA's memory.
TEST(CostModel, DonatedStepsWithinTenPercentOfXla) {
  const fs::path dir = fs::path(SHARDPROOF_SOURCE_DIR) / "tests" / "data" / "donation";
  const auto xla_cpu = redistribute::Topology::load(kXlaCpu.string());
  CheckOptions check;
  check.topology = xla_cpu;
  std::map<std::string, int64_t> peak;
  for (const auto& entry : fs::directory_iterator(dir)) {
    const fs::path mlir = entry.path();
    if (mlir.extension() != ".mlir") continue;
    const std::string name = mlir.stem().string();
    std::ifstream in(dir / (name + ".xla.json"));
    const auto j = nlohmann::json::parse(in);
    const auto& ma = j["memory_analysis"];
    const CheckReport report = testing::check_zoo_file(mlir.string(), testing::json_mesh(j), check);
    const double xla = ma["derived_total_bytes"].get<double>();
    const double ours = static_cast<double>(report.cost.peak_memory_bytes);
    EXPECT_LE(std::abs(ours / xla - 1), 0.10)
        << fmt::format("{}: ours {} bytes, XLA {} bytes (ratio {:.3f})", name, ours, xla, ours / xla);
    EXPECT_EQ(report.cost.parameter_bytes, ma["argument_size_in_bytes"].get<int64_t>()) << name;
    EXPECT_EQ(report.cost.aliased_output_bytes, ma["alias_size_in_bytes"].get<int64_t>()) << name;
    peak[name] = report.cost.peak_memory_bytes;
  }
  EXPECT_EQ(peak.size(), 16u);
  // XLA pairs a jax.buffer_donor argument with an output itself: the same as tf.aliasing_output.
  for (const char* syntax : {"gspmd", "shardy"}) {
    EXPECT_EQ(peak[fmt::format("mlp_sgd_dp_donor.{}", syntax)], peak[fmt::format("mlp_sgd_dp_donated.{}", syntax)]);
    EXPECT_EQ(peak[fmt::format("mlp_adam_dp_donor.{}", syntax)], peak[fmt::format("mlp_adam_dp_donated.{}", syntax)]);
    // Adam's new parameters and moments no longer need allocations of their own.
    EXPECT_LT(peak[fmt::format("mlp_adam_dp_donated.{}", syntax)], peak[fmt::format("mlp_adam_dp.{}", syntax)]);
  }
}

// Rule 4b on a small program: w (64x64 f32, 16 KiB) is donated to the result w * 2.
TEST(CostModel, AnOutputAliasingADonatedArgumentHasNoAllocationOfItsOwn) {
  const std::string head = "module @m {\n  func.func public @main(%arg0: tensor<64x64xf32>";
  const std::string body = R"() -> (tensor<64x64xf32>) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<64x64xf32>
    %0 = stablehlo.multiply %arg0, %cst : tensor<64x64xf32>
    return %0 : tensor<64x64xf32>
  }
})";
  const int64_t w = 64 * 64 * 4;
  for (const char* attrs : {"", " {tf.aliasing_output = 0 : i32}", " {jax.buffer_donor = true}"}) {
    SCOPED_TRACE(attrs);
    Program p = read_stablehlo(head + attrs + body);
    const CheckReport r = check_program(p, {});
    const bool donated = *attrs != '\0';
    EXPECT_EQ(r.cost.output_bytes, w);
    EXPECT_EQ(r.cost.aliased_output_bytes, donated ? w : 0);
    EXPECT_EQ(r.cost.peak_memory_bytes, donated ? w : 2 * w);
  }
  // A donor pairs only with an output of its per-device shape.
  Program p = read_stablehlo(R"(module @m {
  func.func public @main(%arg0: tensor<64x32xf32> {jax.buffer_donor = true}, %arg1: tensor<64x64xf32>) -> (tensor<64x64xf32>) {
    %0 = stablehlo.multiply %arg1, %arg1 : tensor<64x64xf32>
    return %0 : tensor<64x64xf32>
  }
})");
  EXPECT_EQ(check_program(p, {}).cost.aliased_output_bytes, 0);
}

// Rules 2g and 8b, a scan's carried weights (tests/data/loop_invariants: MaxText 0.1.0's
// forward pass with scan_layers=True, 4 layers on data=2 x tensor=4, examples/thirdparty's
// maxtext_real_fwd_2d_scan, XLA's figures from its buffer assignment in the .xla.json). The
// scan moves the layer axis of each stacked weight first (a transpose: a copy per device,
// 2.5 MiB in all) and carries the copies through the loop unchanged; XLA holds them to the
// loop's end, and issues the body's converts of the layer's slices (f32 -> bf16, run in f32,
// 640 KiB) at the top of the body. Without the rules the copies died at their last read in
// the body, the converts ran just before their dots, and the model read 0.80 of XLA's memory.
TEST(CostModel, ScanCarriedWeightsLiveToTheLoopsEndAndTheirSlicesAreConvertedFirst) {
  const auto c = check_on_xla_cpu("loop_invariants", "maxtext_real_fwd_2d_scan.shardy");
  EXPECT_NEAR(c->ratio(), 1.0, 0.10) << "ours " << c->report.cost.peak_memory_bytes << " XLA " << c->xla_bytes;
  // The peak is in the loop (line 25), with the carried copies and the slices' converts live.
  EXPECT_EQ(c->report.cost.peak_line, 25);
  const int64_t carried = 3 * 524288 + 4 * 262144 + 2 * 1024;
  const int64_t slices = 3 * 131072 + 4 * 65536;
  const int64_t activations = c->report.cost.peak_memory_bytes - c->report.cost.parameter_bytes;
  EXPECT_GE(activations, carried + slices);
}


// Rule 3 for a parameter's cast (tests/data/remat_schedule, bench/models/export_remat_schedule.py:
// four matmul layers whose f32 weights are split over fsdp=8 and cast to bf16 where read, as
// MaxText does). The cast is of the shard, so each gather reads a value computed from a
// parameter alone: XLA gathers all eight at the top of its schedule (all-gather to
// all-gather.7 at positions 19-26 of the .hlo.txt), holding every layer's weights (f32 on
// CPU) together. Before the rule each gather ran just before its dot: 0.31 of XLA's memory.
// The 12% left is XLA's heap: its temp (10,493,952 B) is 11% over the most it has live at
// once (9,445,376 B at position 27: the eight gathers and the first one's f32 convert).
TEST(CostModel, GathersOfParameterCastsRunAtTheStart) {
  const auto c = check_on_xla_cpu("remat_schedule", "cast_gather_fsdp.shardy");
  EXPECT_NEAR(c->ratio(), 1.0, 0.15) << "ours " << c->report.cost.peak_memory_bytes << " XLA " << c->xla_bytes;
  EXPECT_EQ(c->report.cost.peak_line, 4);  // the first cast: the start
  const int64_t gathered = 8 * 256 * 1024 * 4;  // the eight weights, whole, in f32
  EXPECT_GE(c->report.cost.peak_memory_bytes - c->report.cost.parameter_bytes, gathered);
}

// Rule 3g (same fixtures): jax.checkpoint puts what a layer's backward pass recomputes from
// behind an optimization_barrier; XLA's CPU pipeline deletes the barriers and runs the
// recomputation beside the forward pass (remat_dp_train.shardy.hlo.txt: each layer's tanh,
// wrapped_tanh to wrapped_tanh.4 at positions 11-23, is live to the layer's backward pass at
// 28-46; the four 4 MiB activations are live together at XLA's peak). Without the rule (the
// topology's optimization_barriers_removed off, as on GPUs) each layer is recomputed just
// before its backward pass and the model reads 0.69 of XLA's memory.
TEST(CostModel, ARematRecomputationRunsBesideTheForwardPassOnXlaCpu) {
  const auto c = check_on_xla_cpu("remat_schedule", "remat_dp_train.shardy");
  EXPECT_NEAR(c->ratio(), 1.0, 0.10) << "ours " << c->report.cost.peak_memory_bytes << " XLA " << c->xla_bytes;
  const int64_t activations = c->report.cost.peak_memory_bytes - c->report.cost.parameter_bytes;
  EXPECT_GE(activations, 4 * 1024 * 1024 * 4);  // every layer's tanh, [1024, 1024] f32 per device
  CheckOptions barriers_kept;
  barriers_kept.topology = redistribute::Topology::load(kXlaCpu.string());
  barriers_kept.topology.optimization_barriers_removed = false;
  const CheckReport kept = check_program(c->program, barriers_kept);
  EXPECT_LT(kept.cost.peak_memory_bytes, 0.8 * c->xla_bytes);
  // The FSDP step with the weights' casts gathered at the start (both rules): within 10%,
  // not the weights' shards and staging copies summed at the start (1.28 on the way).
  const auto fsdp = check_on_xla_cpu("remat_schedule", "remat_fsdp_train.shardy");
  EXPECT_NEAR(fsdp->ratio(), 1.0, 0.10) << "ours " << fsdp->report.cost.peak_memory_bytes << " XLA " << fsdp->xla_bytes;
}

}  // namespace
}  // namespace shardproof::partition
