// `check --target` against XLA's own compilers for the target (issue 39): the fixtures of
// tests/data/targets (bench/targets/compile_targets.py, deviceless XLA compiles for H100 and
// TPU, JAX 0.10.2). Rule 10 (a TPU's temporaries in VMEM, memory_spaces.h) and rule C1 (the
// compiler's collective combiners, collective_combining.h) on the programs they were read
// off, and the whole corpus held to what was measured when they landed (bench/RESULTS.md,
// "check for a target"): a change that makes the model agree with fewer of XLA's figures
// fails here.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <utility>

#include <nlohmann/json.hpp>

#include "partition/check/check.h"
#include "partition/cost/combiner_order.h"
#include "partition/cost/memory_spaces.h"
#include "partition/cost/sync_flags.h"
#include "partition/cost/tpu_tiling.h"
#include "partition/ir/stablehlo_reader.h"
#include "partition/lower/trivial_slice_gather.h"
#include "redistribute/target.h"

namespace shardproof::partition {
namespace {

namespace fs = std::filesystem;

struct Fixture {
  nlohmann::json xla;
  CheckReport report;
  int64_t parameter_reads = 0;  // rule 14's count (sync_flags.h)
};

// The program of a fixture checked for its target, as `check --target` does.
Fixture checked(const fs::path& fixture) {
  std::ifstream in(fixture);
  Fixture f;
  f.xla = nlohmann::json::parse(in);
  const std::string source = (fs::path(SHARDPROOF_SOURCE_DIR) / f.xla["source"].get<std::string>()).string();
  ReadOptions options;
  options.file_name = source;
  Program program = read_stablehlo_file(source, options);
  CheckOptions check;
  check.topology = redistribute::find_target(f.xla["target"]["name"].get<std::string>()).topology;
  f.report = check_program(program, check);
  f.parameter_reads = memory::parameter_reads(program);
  return f;
}

fs::path fixture(const std::string& target_dir, const std::string& program) {
  return fs::path(SHARDPROOF_SOURCE_DIR) / "tests" / "data" / "targets" / target_dir / (program + ".json");
}

std::map<std::string, int> combined_counts(const CostReport& cost) {
  std::map<std::string, int> counts;
  for (const auto& g : cost.combined_collectives)
    if (g.kind != "all_slice") ++counts[g.kind == "permute" ? "collective_permute" : g.kind];
  return counts;
}

std::map<std::string, int> xla_counts(const nlohmann::json& xla) {
  std::map<std::string, int> counts;
  for (const auto& [kind, n] : xla["collective_counts"].items()) counts[kind] = n.get<int>();
  return counts;
}

// Rule C1 on the GPU: 66 all-gathers of FSDP weights, none reading another's result, are
// issued as 4 combined ones under the 30 MiB threshold; an FSDP training step's gathers,
// reduce-scatter, all-to-alls and loss all-reduce come out as XLA's kinds and counts.
TEST(TargetModel, GpuCombinersIssueXlasCollectives) {
  for (const char* program : {"gpt2x4_fsdp.shardy", "mlp_train_fsdp.shardy", "mlp_train_dp.shardy"}) {
    const Fixture f = checked(fixture("h100x8", program));
    EXPECT_EQ(combined_counts(f.report.cost), xla_counts(f.xla)) << program;
    // Combining changes what is issued, not what moves: the bytes received are the members'.
    int64_t members = 0, bytes = 0;
    for (const auto& g : f.report.cost.combined_collectives) {
      members += g.members;
      bytes += g.bytes;
    }
    int64_t uncombined = 0;
    for (const auto& c : f.report.cost.collectives) uncombined += c.bytes;
    EXPECT_EQ(members, static_cast<int64_t>(f.report.cost.collectives.size())) << program;
    EXPECT_EQ(bytes, uncombined) << program;
  }
}

// XLA GPU's buffers, each program the one a rule was read off (bench/RESULTS.md, session 30):
// the SGD update that reduces a weight gradient's split-K partials runs at the program's end,
// so the partials f32[8,256,512] live to it (rule 11, mlp_train_tp: 17.0 MiB, 14.0 without;
// 18.0 with rule 15's 1 MiB gap, which XLA's heap leaves too, on a live peak 1 MiB over);
// the GELU writes over the gemm result it reads, though dots read both through bitcasts
// (rule 6, transformer_tp: 34.0, 38.0 without); the backward pass's gathers of remat'd
// weights wait for the optimization barrier (rule 3k, maxtext_train_fsdp_unrolled: 22.4,
// 31.1 without); each layer's combined gather starts in the layer before it, one in flight
// (rule 3l, gpt2x4_fsdp: 110.3, 143.3 with every gather at the top), while a layer too short
// to cover its gathers has them all at the top (transformer_fsdp: 60.0, 37.0 were they issued
// as late as gpt2x4_fsdp's). Within 3% where XLA's buffers are few, 10% on the MaxText step.
TEST(TargetModel, GpuBuffersAsXlaGpuAssignsThem) {
  for (const auto& [program, tolerance] : {std::pair{"mlp_train_tp.shardy", 0.07}, std::pair{"transformer_tp.shardy", 0.03},
                                           std::pair{"maxtext_train_fsdp_unrolled.shardy", 0.10},
                                           std::pair{"gpt2x4_fsdp.shardy", 0.03}, std::pair{"transformer_fsdp.shardy", 0.03}}) {
    const Fixture f = checked(fixture("h100x8", program));
    const double xla = f.xla["memory"]["per_device_bytes"].get<double>();
    EXPECT_NEAR(static_cast<double>(f.report.cost.peak_memory_bytes) / xla, 1.0, tolerance) << program;
  }
}

// Rule 3m (gradient_deferral.h), read off XLA GPU's schedules of the fit half: the weight
// gradients, which only the combined collective over `data` reads, run after every layer's
// data gradients, right before it, so each layer's recomputed activations live to the end of
// the backward pass (maxtext_train_2d_unrolled: XLA's peak holds four layers' MLP projections
// at once; 0.70 of XLA's figure without the rule); an FSDP step's reduce-scatters are combined
// as its all-reduces are (rule 3b on XLA GPU) and its weight-gradient gemms wait for them
// (maxtext_real_train_fsdp_unrolled: 0.77 without either); what a deferred dot reads is made
// where the program has it (mlp_train_2d: the GELU's backward chain before the first layer's
// weight gradient; 0.94 with it deferred too). XLA CPU's scheduler keeps them where the
// program has them: cpu8's figure stays 0.92 of XLA's.
TEST(TargetModel, GpuWeightGradientsRunBeforeTheirCombinedCollective) {
  for (const char* program : {"maxtext_train_2d_unrolled.shardy", "maxtext_real_train_fsdp_unrolled.shardy",
                              "mlp_train_2d.shardy"}) {
    const Fixture gpu = checked(fixture("h100x8", program));
    EXPECT_NEAR(static_cast<double>(gpu.report.cost.peak_memory_bytes) / gpu.xla["memory"]["per_device_bytes"].get<double>(),
                1.0, 0.03)
        << program;
  }
  const Fixture cpu = checked(fixture("cpu8", "maxtext_train_2d_unrolled.shardy"));
  EXPECT_NEAR(static_cast<double>(cpu.report.cost.peak_memory_bytes) / cpu.xla["memory"]["per_device_bytes"].get<double>(),
              0.92, 0.01);
}

// Rule 3n (concatenated_all_reduce.h), read off the H100 dumps of mlp_train_2d (fit half) and
// transformer_train_2d: XLA GPU reduces a combined all-reduce of several members in one
// concatenated buffer and slices each sum out of it at its reader. mlp_train_dp's gradients
// (held-out half): 8 MiB of concatenation beside a 4 MiB slice and the two 4 MiB updates at
// XLA's peak; 0.72 of XLA's figure without the rule. A combined reduce-scatter is a tuple
// (mlp_train_fsdp_gather: no concatenation, 1.28 with one), and the TPU's all-reduce is a
// tuple too (mlp_train_dp on v5e).
TEST(TargetModel, GpuCombinedAllReduceReducesAConcatenation) {
  auto ratio = [](const Fixture& f) {
    return static_cast<double>(f.report.cost.peak_memory_bytes) / f.xla["memory"]["per_device_bytes"].get<double>();
  };
  EXPECT_NEAR(ratio(checked(fixture("h100x8", "mlp_train_dp.shardy"))), 1.0, 0.01);
  EXPECT_NEAR(ratio(checked(fixture("h100x8", "mlp_train_fsdp_gather.shardy"))), 1.0, 0.03);
  EXPECT_NEAR(ratio(checked(fixture("tpu-v5e-2x4", "mlp_train_dp.shardy"))), 1.0, 0.03);
}

// Rules 13b and 3i on v5p (whole_gradient_layout.h), read off the v5p dumps of
// maxtext_train_fsdp_unrolled and eqx_transformer_train_fsdp (fit half): an FSDP gradient the
// megacore reduces whole (rule 3e) is laid out as its shard, f32[256,4,64]{2,0,1} padded to
// 512 KiB in all-reduce.68, and reduced in place (all-reduce.61's results at their operands'
// offsets). Without the layout the first is 0.80 of XLA's figure, without the in-place 1.36;
// before both, 1.13 and 1.14.
TEST(TargetModel, TpuWholeGradientsTakeTheirShardsLayoutInPlace) {
  for (const char* program : {"maxtext_train_fsdp_unrolled.shardy", "eqx_transformer_train_fsdp.shardy"}) {
    const Fixture f = checked(fixture("tpu-v5p-2x2x2", program));
    EXPECT_NEAR(static_cast<double>(f.report.cost.peak_memory_bytes) / f.xla["memory"]["per_device_bytes"].get<double>(),
                0.95, 0.04)
        << program;
  }
}

// Rule 17 (parameter_slices.cpp), read off the v5p dump of penzai_llama_fwd_2d (fit half):
// each layer's weights are slices of stacked parameters, which XLA TPU's dot fusions read whole
// and slice inside (fusion.48 reads copy-done.9, f32[2,256,128]); on v5p, whose unfused data
// movement sits in HBM, the model held the slices there: 1.18 of XLA's figure without the rule.
// v5e keeps such slices in VMEM: its figure is 1.02 of XLA's either way.
TEST(TargetModel, TpuDotsSliceTheirParametersInside) {
  const Fixture v5p = checked(fixture("tpu-v5p-2x2x2", "penzai_llama_fwd_2d.shardy"));
  EXPECT_NEAR(static_cast<double>(v5p.report.cost.peak_memory_bytes) / v5p.xla["memory"]["per_device_bytes"].get<double>(),
              1.0, 0.10);
  const Fixture v5e = checked(fixture("tpu-v5e-2x4", "penzai_llama_fwd_2d.shardy"));
  EXPECT_NEAR(static_cast<double>(v5e.report.cost.peak_memory_bytes) / v5e.xla["memory"]["per_device_bytes"].get<double>(),
              1.0, 0.10);
}

// Rule C1 on XLA GPU: a shard_map body's two all_gathers of the weights are one
// all-gather-start, as the compiler's own would be.
TEST(TargetModel, GpuCombinesTheUsersAllGathers) {
  const Fixture f = checked(fixture("h100x8", "shardmap_fsdp_mlp.shardy"));
  EXPECT_EQ(combined_counts(f.report.cost), xla_counts(f.xla));
  EXPECT_EQ(combined_counts(f.report.cost)["all_gather"], 1);
  const Fixture tpu = checked(fixture("tpu-v5e-2x4", "shardmap_fsdp_mlp.shardy"));
  EXPECT_EQ(combined_counts(tpu.report.cost)["all_gather"], 2);  // TPU issues its all-gathers apart
}

// Operand bytes per kind after combining, ours and XLA's (per device, summed over each kind).
std::pair<std::map<std::string, int64_t>, std::map<std::string, int64_t>> operand_bytes(const Fixture& f) {
  std::map<std::string, int64_t> ours, xla;
  for (const auto& g : f.report.cost.combined_collectives)
    if (g.kind != "all_slice") ours[g.kind == "permute" ? "collective_permute" : g.kind] += g.operand_bytes;
  for (const auto& c : f.xla["collectives"]) xla[c["kind"].get<std::string>()] += c["operand_bytes"].get<int64_t>();
  return {ours, xla};
}

void expect_bytes_within_10_percent(const Fixture& f, const std::string& program) {
  const auto [ours, xla] = operand_bytes(f);
  for (const auto& [kind, bytes] : xla)
    EXPECT_NEAR(static_cast<double>(ours.count(kind) ? ours.at(kind) : 0) / static_cast<double>(std::max<int64_t>(bytes, 1)), 1.0,
                0.10)
        << program << " " << kind;
}

// Rule C2 and XLA CPU's combiner: the CPU pipeline forms no reduce-scatter, so the FSDP
// step's two weight-gradient reduce-scatters are all-reduces of the whole gradients, and it
// combines all-reduces with no limit on bytes: mlp_train_fsdp's are one tuple all-reduce with
// the loss (f32[512,2048], f32[512], f32[] in XLA CPU's HLO), mlp_train_2d's six are two
// (one per reduced axis); and it moves 16-bit floats in f32 (rule C6).
TEST(TargetModel, CpuAllReducesWhatOthersReduceScatterAndCombinesThem) {
  for (const char* program : {"mlp_train_fsdp.shardy", "mlp_train_2d.shardy"}) {
    const Fixture f = checked(fixture("cpu8", program));
    EXPECT_EQ(combined_counts(f.report.cost), xla_counts(f.xla)) << program;
    EXPECT_EQ(combined_counts(f.report.cost).count("reduce_scatter"), 0u) << program;
    expect_bytes_within_10_percent(f, program);
  }
  // Rule C6: the bf16 layer outputs' all-reduces move f32 on CPU (gemma_fwd_2d: five of
  // f32[4,64,256]), bf16 on H100.
  const Fixture gemma = checked(fixture("cpu8", "gemma_fwd_2d.shardy"));
  expect_bytes_within_10_percent(gemma, "gemma_fwd_2d on cpu8");
  expect_bytes_within_10_percent(checked(fixture("h100x8", "gemma_fwd_2d.shardy")), "gemma_fwd_2d on h100x8");
  // The partitioner's own list keeps its reduce-scatters: only what is issued changes.
  const Fixture f = checked(fixture("cpu8", "mlp_train_fsdp.shardy"));
  int reduce_scatters = 0;
  for (const auto& c : f.report.cost.collectives) reduce_scatters += c.kind == "reduce_scatter";
  EXPECT_EQ(reduce_scatters, 2);
}

// Rule C3 (ReduceScatterCreator): gradients constrained replicated and then read only by the
// update of FSDP-sharded weights are reduce-scattered on H100 (weights and biases, one
// reduce-scatter-start) and on v5e (the weights; the bias vectors join the loss's all-reduce);
// rule C5: on v5p none is, as XLA's HLO shows (one all-reduce of everything); rule T3: no
// vector is reduce-scattered on TPU.
TEST(TargetModel, ReduceScattersFormedWhereXlaFormsThem) {
  for (const char* target : {"h100x8", "tpu-v5e-2x4", "tpu-v5p-2x2x2"}) {
    const Fixture f = checked(fixture(target, "mlp_train_fsdp_gather.shardy"));
    EXPECT_EQ(combined_counts(f.report.cost), xla_counts(f.xla)) << target;
  }
  expect_bytes_within_10_percent(checked(fixture("h100x8", "mlp_train_fsdp_gather.shardy")), "mlp_train_fsdp_gather");
  // Rule C5 on a step the partitioner itself reduce-scatters (mlp_train_fsdp): v5e keeps the
  // reduce-scatter over all 8 chips, v5p issues an all-reduce.
  EXPECT_EQ(combined_counts(checked(fixture("tpu-v5e-2x4", "mlp_train_fsdp.shardy")).report.cost)["reduce_scatter"], 1);
  const Fixture v5p = checked(fixture("tpu-v5p-2x2x2", "mlp_train_fsdp.shardy"));
  EXPECT_EQ(combined_counts(v5p.report.cost), xla_counts(v5p.xla));
  EXPECT_EQ(combined_counts(v5p.report.cost).count("reduce_scatter"), 0u);
  // Rule T3: the TPU reduce-scatters no vector: mlp_train_fsdp's bias gradient joins the loss's
  // all-reduce (XLA's bytes per kind), and a shard_map's psum_scatter of f32[512] is an
  // all-reduce.
  expect_bytes_within_10_percent(checked(fixture("tpu-v5e-2x4", "mlp_train_fsdp.shardy")), "mlp_train_fsdp on v5e");
  const Fixture written = checked(fixture("tpu-v5e-2x4", "shardmap_fsdp_mlp.shardy"));
  EXPECT_EQ(combined_counts(written.report.cost), xla_counts(written.xla));
  EXPECT_EQ(combined_counts(checked(fixture("h100x8", "shardmap_fsdp_mlp.shardy")).report.cost)["reduce_scatter"], 1);
}

// Rule C4 (AllReduceReassociate): the backward pass's sums of partial input gradients are one
// all-reduce each on H100 and v5e, so the all-reduced bytes are XLA's (maxtext_train_2d_unrolled:
// 13 backward all-reduces of 256 KiB, two and three of them folded), not 1.5x them; the
// partitioner's list keeps every member.
TEST(TargetModel, SumsOfAllReducesAreOneAllReduce) {
  for (const char* target : {"h100x8", "tpu-v5e-2x4"}) {
    const Fixture f = checked(fixture(target, "maxtext_train_2d_unrolled.shardy"));
    expect_bytes_within_10_percent(f, std::string("maxtext_train_2d_unrolled on ") + target);
    int members = 0;
    for (const auto& g : f.report.cost.combined_collectives) members += g.members;
    EXPECT_EQ(members, static_cast<int>(f.report.cost.collectives.size())) << target;
  }
  // XLA CPU does not reassociate: the same sums are members of its combined all-reduces.
  const Fixture cpu = checked(fixture("cpu8", "transformer_train_2d.shardy"));
  EXPECT_EQ(combined_counts(cpu.report.cost), xla_counts(cpu.xla));
}

// Rule C7 (loop_all_reduce_motion.h): XLA GPU and TPU issue an all-reduce that a loop only
// accumulates into a carried buffer once, after the loop, over the buffer, and combine it
// with the all-reduces there. Both programs are of the held-out half.
TEST(TargetModel, AccumulatedAllReducesLeaveTheirLoop) {
  auto all_reduces = [](const CostReport& cost, int64_t repeat, const std::vector<std::string>& axes) {
    std::vector<const CombinedCollective*> found;
    for (const auto& g : cost.combined_collectives)
      if (g.kind == "all_reduce" && g.repeat == repeat && g.axes == axes) found.push_back(&g);
    return found;
  };
  auto xla_all_reduce_bytes = [](const nlohmann::json& xla, const std::string& computation_prefix,
                                 const std::vector<std::string>& axes) {
    int64_t bytes = 0;
    for (const auto& c : xla["collectives"])
      if (c["kind"] == "all_reduce" && c["computation"].get<std::string>().starts_with(computation_prefix) &&
          c["axes"] == axes)
        bytes += c["operand_bytes"].get<int64_t>();
    return bytes;
  };
  // maxtext_train_fsdp_scan on H100: XLA's one f32[2305] all-reduce after the loops holds the
  // loss, the final norm's f32[256] gradient and the backward scan's two norm gradients,
  // stacked f32[4,256] each, that the partitioner all-reduces in every iteration.
  const Fixture gpu = checked(fixture("h100x8", "maxtext_train_fsdp_scan.shardy"));
  EXPECT_EQ(combined_counts(gpu.report.cost), xla_counts(gpu.xla));
  EXPECT_TRUE(all_reduces(gpu.report.cost, 4, {"fsdp"}).empty());
  const auto after = all_reduces(gpu.report.cost, 1, {"fsdp"});
  ASSERT_EQ(after.size(), 1u);
  EXPECT_EQ(after[0]->operand_bytes, xla_all_reduce_bytes(gpu.xla, "main", {"fsdp"}));  // 9,220 B
  // XLA CPU keeps them in the loop (its HLO's in-loop tuple all-reduces), and so does check.
  const Fixture cpu = checked(fixture("cpu8", "maxtext_train_fsdp_scan.shardy"));
  EXPECT_EQ(combined_counts(cpu.report.cost), xla_counts(cpu.xla));
  EXPECT_FALSE(all_reduces(cpu.report.cost, 4, {"fsdp"}).empty());
  // A transpose between the all-reduce and its write keeps it in the loop: on v5e
  // maxtext_train_2d_scan's seven weight gradients stay one all-reduce over "data" in the
  // backward scan, its two norm gradients join the one after it (f32[256], 2 x f32[4,256],
  // 2 x f32[256,256], f32[]: 533,508 B), as in XLA's HLO.
  const Fixture tpu = checked(fixture("tpu-v5e-2x4", "maxtext_train_2d_scan.shardy"));
  const auto in_loop = all_reduces(tpu.report.cost, 4, {"data"});
  ASSERT_EQ(in_loop.size(), 1u);
  EXPECT_EQ(in_loop[0]->members, 7);
  EXPECT_EQ(in_loop[0]->operand_bytes, xla_all_reduce_bytes(tpu.xla, "wide.region_12", {"data"}));  // 655,360 B
  const auto out_of_loop = all_reduces(tpu.report.cost, 1, {"data"});
  ASSERT_EQ(out_of_loop.size(), 1u);
  EXPECT_EQ(out_of_loop[0]->operand_bytes, xla_all_reduce_bytes(tpu.xla, "main", {"data"}));  // 533,508 B
}

// XLA's gather partitioner on a table split along the rows it looks up
// (trivial_slice_gather.h): maxtext_real_fwd_2d_scan (fit), the token embedding of a
// [1024, 256] table over tensor=4 with indices over data=2, declared [{"data"}, {}, {"tensor"}].
// XLA's HLO on every target: an all-to-all over data, an all-gather of the pred filter over
// data, an all-reduce of [8,128,128] over tensor, a collective-permute; the cheapest plan
// was one reduce-scatter. The program's collectives are then XLA's on H100 and XLA CPU.
TEST(TargetModel, EmbeddingLookupsReduceWhereXlaGroupsThem) {
  const types::Mesh mesh = types::Mesh::parse("data=2,tensor=4");
  GatherDims dims;
  dims.offset_dims = {2};
  dims.collapsed_slice_dims = {0};
  dims.start_index_map = {0};
  dims.slice_sizes = {1, 256};
  dims.index_vector_dim = 2;
  auto type = [](std::vector<std::vector<std::string>> axes, std::vector<std::string> unreduced = {}) {
    types::ShardingType t = types::ShardingType::fully_replicated(static_cast<int>(axes.size()));
    for (size_t d = 0; d < axes.size(); ++d)
      for (const auto& a : axes[d]) t.dims[d].axes.push_back(types::AxisRef::whole(a));
    for (const auto& a : unreduced) t.unreduced.push_back(types::AxisRef::whole(a));
    return t;
  };
  const auto table = type({{"tensor"}, {}}), produced = type({{"data"}, {}, {}}, {"tensor"});
  const auto xla = trivial_slice_gather(mesh, dims, table, produced, type({{"data"}, {}, {"tensor"}}), 2, 3, 3);
  ASSERT_TRUE(xla.has_value());
  EXPECT_TRUE(xla->grouped.same_layout(type({{}, {}, {"data"}})));        // R's 8 tiles, 4 freed
  EXPECT_TRUE(xla->filter.same_layout(type({{}, {}, {}})));              // the filter gathered
  ASSERT_EQ(xla->to_declared.size(), 3u);                               // two slices, a permute
  EXPECT_EQ(xla->to_declared.back().kind, redistribute::CollectiveKind::collective_permute);
  // Declared replicated over tensor: XLA keeps that layout per group, one all-reduce.
  EXPECT_FALSE(trivial_slice_gather(mesh, dims, table, produced, type({{"data"}, {}, {}}), 2, 3, 3).has_value());
  EXPECT_FALSE(xla->passthrough);
  // A table also split along the embedding, over the axis the per-group layout puts there:
  // XLA groups by that split first and gathers the table as it is (keras_llama_fwd_2d).
  const auto through = trivial_slice_gather(mesh, dims, type({{"tensor"}, {"data"}}), produced,
                                            type({{"data"}, {}, {"tensor"}}), 2, 3, 3);
  ASSERT_TRUE(through.has_value());
  EXPECT_TRUE(through->passthrough);
  EXPECT_TRUE(through->grouped.same_layout(type({{}, {}, {"data"}})));
  // Split along a dimension it passes through that the per-group layout leaves whole:
  // another of XLA's methods, not modelled.
  EXPECT_FALSE(trivial_slice_gather(mesh, dims, type({{"tensor"}, {"data"}}), produced, type({{"tensor"}, {"data"}, {}}), 2, 3, 3)
                   .has_value());

  for (const char* target : {"h100x8", "cpu8"}) {
    const Fixture f = checked(fixture(target, "maxtext_real_fwd_2d_scan.shardy"));
    EXPECT_EQ(combined_counts(f.report.cost), xla_counts(f.xla)) << target;
    EXPECT_TRUE(f.report.sound()) << target;
    EXPECT_EQ(f.report.redistributions_proved, f.report.redistributions) << target;
    std::map<std::string, int> at_lookup;
    for (const auto& c : f.report.cost.collectives)
      if (c.line == 13) ++at_lookup[c.kind];
    EXPECT_EQ(at_lookup, (std::map<std::string, int>{{"all_to_all", 1}, {"all_reduce", 1}, {"collective_permute", 1}, {"all_gather", 1}}))
        << target;
  }
  // keras_llama_fwd_2d (fit): the table [{"model"}, {"data"}] read as it is, the indices
  // permuted onto "model":(1)2 and gathered there, the all-reduce over model, the permute to
  // the select's [{"data"}, {}, {"model"}]: XLA CPU's collectives, where the cheapest plan
  // gathered the table over data and reduce-scattered the rows.
  const Fixture keras = checked(fixture("cpu8", "keras_llama_fwd_2d.shardy"));
  EXPECT_EQ(combined_counts(keras.report.cost), xla_counts(keras.xla));
  EXPECT_EQ(keras.report.redistributions_proved, keras.report.redistributions);
  std::vector<std::string> at_lookup;
  for (const auto& c : keras.report.cost.collectives)
    if (c.line == 421) at_lookup.push_back(c.kind);
  EXPECT_EQ(at_lookup, (std::vector<std::string>{"collective_permute", "all_gather", "all_reduce", "collective_permute"}));
  // On H100 too, where the returned activations' all-gather depends on the last MLP input's
  // (the return's plans read their values, collective_combining.cpp): XLA's three apart.
  const Fixture gpu = checked(fixture("h100x8", "keras_llama_fwd_2d.shardy"));
  EXPECT_EQ(combined_counts(gpu.report.cost), xla_counts(gpu.xla));
}

// A top_k split along its sorted dimension runs replicated on XLA CPU and GPU
// (runs_whole_on_target in lower.cpp): keras_qwen3moe_fwd_2d's (fit) router probabilities
// [512, 8], [{"data"}, {"model"}], are gathered over model and then over data before each
// top_k (XLA CPU's and H100's f32[256,8] all-gathers over data); XLA TPU partitions it, and so
// does check there (no gather over data at the top_k).
TEST(TargetModel, TopKSplitAlongItsSortedDimensionRunsWhole) {
  auto axes_at = [](const CostReport& cost, int line) {
    std::vector<std::vector<std::string>> axes;
    for (const auto& c : cost.collectives)
      if (c.line == line && c.kind == "all_gather") axes.push_back(c.axes);
    std::sort(axes.begin(), axes.end());  // XLA gathers over model first, the plan over data first
    return axes;
  };
  const Fixture cpu = checked(fixture("cpu8", "keras_qwen3moe_fwd_2d.shardy"));
  EXPECT_EQ(combined_counts(cpu.report.cost), xla_counts(cpu.xla));
  for (int line : {243, 503})
    EXPECT_EQ(axes_at(cpu.report.cost, line), (std::vector<std::vector<std::string>>{{"data"}, {"model"}})) << line;
  const Fixture tpu = checked(fixture("tpu-v5e-2x4", "keras_qwen3moe_fwd_2d.shardy"));
  EXPECT_EQ(axes_at(tpu.report.cost, 243), (std::vector<std::vector<std::string>>{{"model"}}));
}

// Rule C1 in XLA's order: the combiners walk the computation in post order (combiner_order.h)
// and restart after each group, so the members of a group are XLA's even where the program's
// text orders the collectives otherwise. maxtext_train_2d_unrolled (fit) on H100 and v5e:
// XLA's 25 all-reduces, one of them an f32[4,64,256] and an f32[4,64] together; XLA CPU's
// maxtext_real_train_fsdp_unrolled (fit): 11 all-reduces, each weight gradient with a scalar.
// XLA CPU's combiner also sees through optimization barriers: maxtext_train_2d_unrolled's
// recomputed (remat) attention outputs, one per layer, are one all-reduce there (21 in all),
// where GPU and TPU keep the barriers' order (25).
TEST(TargetModel, CombinersWalkXlasPostOrder) {
  for (const auto& [target, program] : std::vector<std::pair<std::string, std::string>>{
           {"h100x8", "maxtext_train_2d_unrolled.shardy"},
           {"tpu-v5e-2x4", "maxtext_train_2d_unrolled.shardy"},
           {"cpu8", "maxtext_train_2d_unrolled.shardy"},
           {"cpu8", "maxtext_real_train_fsdp_unrolled.shardy"}}) {
    const Fixture f = checked(fixture(target, program));
    EXPECT_EQ(combined_counts(f.report.cost), xla_counts(f.xla)) << program << " on " << target;
    expect_bytes_within_10_percent(f, program + " on " + target);
  }
  // The post order itself: each op after the ops making its operands, the return last.
  ReadOptions options;
  const std::string source =
      (fs::path(SHARDPROOF_SOURCE_DIR) / "examples" / "thirdparty" / "maxtext_train_2d_unrolled.shardy.mlir").string();
  options.file_name = source;
  const Program program = read_stablehlo_file(source, options);
  const std::vector<int> rank = post_order_ranks(program);
  ASSERT_EQ(rank.size(), program.main.ops.size() + 1);
  std::map<ValueId, size_t> made_by;
  for (size_t i = 0; i < program.main.ops.size(); ++i)
    for (ValueId r : program.main.ops[i].results) made_by[r] = i;
  for (size_t i = 0; i < program.main.ops.size(); ++i)
    for (ValueId v : program.main.ops[i].operands) {
      if (auto it = made_by.find(v); it != made_by.end()) {
        EXPECT_LT(rank[it->second], rank[i]);
      }
    }
  EXPECT_EQ(*std::max_element(rank.begin(), rank.end()), rank.back());
}

// A named target's plans use only the axes their two layouts mention (XLA's SPMD
// partitioner): gpt2x4_tp's attention and MLP outputs, partial over "model", are 8
// all-reduces over "model" on every target, not sliced over the idle "data" axis, reduced and
// gathered back.
TEST(TargetModel, PlansLeaveIdleAxesOut) {
  for (const char* target : {"h100x8", "tpu-v5e-2x4", "cpu8"}) {
    const Fixture f = checked(fixture(target, "gpt2x4_tp.shardy"));
    EXPECT_EQ(combined_counts(f.report.cost), xla_counts(f.xla)) << target;
    EXPECT_EQ(combined_counts(f.report.cost).count("all_gather"), 0u) << target;
  }
}

// On 8 hosts of 8 H100s the weights' all-gather over "data" crosses hosts; XLA still issues
// one all-gather-start over "data" (and NCCL runs it by levels), where plans priced by level
// would permute the blocks onto "model", gather inside each host and permute back.
TEST(TargetModel, PlansAcrossHostsAreThePartitionersOwn) {
  const Fixture f = checked(fixture("h100-8x8", "scaled_mlp_fwd_64.shardy"));
  EXPECT_EQ(combined_counts(f.report.cost), xla_counts(f.xla));
  EXPECT_EQ(combined_counts(f.report.cost).count("collective_permute"), 0u);
  expect_bytes_within_10_percent(f, "scaled_mlp_fwd_64 on h100:8x8");
}

// Rule 10 on TPU v5e: the FSDP step's temporaries (16 MiB at their peak) all fit in VMEM, so
// HBM holds its arguments and outputs: 2.50 MiB against XLA's 2.73.
TEST(TargetModel, TpuTemporariesThatFitStayOutOfHbm) {
  const Fixture f = checked(fixture("tpu-v5e-2x4", "mlp_train_fsdp.shardy"));
  const double xla = f.xla["memory"]["per_device_bytes"].get<double>();
  EXPECT_NEAR(static_cast<double>(f.report.cost.peak_memory_bytes) / xla, 1.0, 0.10);
  EXPECT_GT(f.report.cost.vmem_peak_bytes, 8 << 20);
  // HBM: the arguments, the outputs and the 16 KiB flags of rule 14, no temporary.
  const int64_t flags =
      memory::kTpuSyncFlagBytes * (f.parameter_reads + static_cast<int64_t>(f.report.cost.combined_collectives.size()));
  EXPECT_EQ(f.report.cost.peak_memory_bytes,
            f.report.cost.parameter_bytes + f.report.cost.output_bytes - f.report.cost.aliased_output_bytes + flags);
}

// Rule T2: on TPU a vector's gather whose piece is not whole 128-element lanes is an
// all-reduce, and those combine (mlp_fsdp: the second bias's all-reduce beside three
// all-gathers; gpt2x4_fsdp: 38 norm scales and biases in one all-reduce beside 28
// all-gathers), as XLA issues them; on the GPU they stay all-gathers.
TEST(TargetModel, TpuGathersVectorsByAllReduce) {
  for (const char* program : {"mlp_fsdp.shardy", "gpt2x4_fsdp.shardy"}) {
    const Fixture f = checked(fixture("tpu-v5e-2x4", program));
    EXPECT_EQ(combined_counts(f.report.cost), xla_counts(f.xla)) << program;
  }
  const Fixture gpu = checked(fixture("h100x8", "mlp_fsdp.shardy"));
  EXPECT_EQ(combined_counts(gpu.report.cost).count("all_reduce"), 0u);
}

// Rule 13: the padded sizes XLA's TPU compiler gives these per-device parameters, as its
// layouts in tests/data/targets/tpu-v5e-2x4/*.hlo.txt and the dumps of gemma_train_fsdp and
// maxtext_train_fsdp_unrolled show them (f32[2,4,32,32]{3,2,1,0:T(8,128)},
// f32[32,4,64]{2,1,0:T(4,128)}, f32[256,64]{0,1:T(8,128)}, f32[32]{0:T(128)},
// bf16[32]{0:T(256)(128)(2,1)}, s32[1,64]{1,0:T(1,128)}, s32[4,64]{1,0:T(4,128)}).
TEST(TargetModel, TpuArraysTakeWholeTiles) {
  using types::DType;
  EXPECT_EQ(memory::tpu_tiled_bytes(DType::f32, {2, 4, 32, 32}), 131072);
  EXPECT_EQ(memory::tpu_tiled_bytes(DType::f32, {32, 4, 64}), 65536);
  EXPECT_EQ(memory::tpu_tiled_bytes(DType::f32, {256, 64}), 65536);
  EXPECT_EQ(memory::tpu_tiled_bytes(DType::f32, {32}), 512);
  EXPECT_EQ(memory::tpu_tiled_bytes(DType::bf16, {32}), 512);
  EXPECT_EQ(memory::tpu_tiled_bytes(DType::i32, {1, 64}), 512);
  EXPECT_EQ(memory::tpu_tiled_bytes(DType::i32, {4, 64}), 2048);
  // maxtext_train_fsdp_unrolled: its 4.53 MiB of parameters take XLA's 6.03 in HBM.
  const Fixture f = checked(fixture("tpu-v5e-2x4", "maxtext_train_fsdp_unrolled.shardy"));
  EXPECT_NEAR(static_cast<double>(f.report.cost.parameter_bytes) / (6.027 * (1 << 20)), 1.0, 0.01);
}

// Rule T1 on TPU v5e: the f32 FSDP weights the dots read are gathered in bf16, as XLA's 24
// bf16 all-gathers of gpt2x4_fsdp_tp move (7.1 MB per device); the GPU gathers them in f32.
TEST(TargetModel, TpuGathersDotOperandsInBf16) {
  auto gathered = [](const Fixture& f) {
    int64_t ours = 0, xla = 0;
    for (const auto& c : f.report.cost.combined_collectives)
      if (c.kind == "all_gather") ours += c.operand_bytes;
    for (const auto& c : f.xla["collectives"])
      if (c["kind"] == "all_gather") xla += c["operand_bytes"].get<int64_t>();
    return std::pair{ours, xla};
  };
  const auto [tpu, tpu_xla] = gathered(checked(fixture("tpu-v5e-2x4", "gpt2x4_fsdp_tp.shardy")));
  EXPECT_NEAR(static_cast<double>(tpu) / static_cast<double>(tpu_xla), 1.0, 0.10);
  const auto [gpu, gpu_xla] = gathered(checked(fixture("h100x8", "gpt2x4_fsdp_tp.shardy")));
  EXPECT_NEAR(static_cast<double>(gpu) / static_cast<double>(gpu_xla), 1.0, 0.10);
  EXPECT_LT(static_cast<double>(tpu), 0.55 * static_cast<double>(gpu));  // the biases the adds read stay f32
}

// The placement itself: smaller buffers first, never more than the capacity at any step; what
// does not fit counts in HBM's arena.
TEST(TargetModel, VmemPlacementRespectsItsCapacity) {
  using memory::Buffer;
  auto buffer = [](int64_t bytes, int start, int end) {
    Buffer b;
    b.bytes = bytes;
    b.start = start;
    b.end = end;
    return b;
  };
  const std::vector<Buffer> buffers = {buffer(60, 0, 10), buffer(50, 5, 15), buffer(10, 0, 20),
                                       buffer(200, 0, 1)};  // the last larger than VMEM
  const std::vector<bool> in_arena(4, true);
  const memory::MemorySpaces spaces = memory::assign_memory_spaces(buffers, in_arena, 100);
  EXPECT_TRUE(spaces.in_vmem[2]);   // 10 first
  EXPECT_TRUE(spaces.in_vmem[1]);   // then 50 (60 at steps 5-15)
  EXPECT_FALSE(spaces.in_vmem[0]);  // 60 more would make 120 at steps 5-10
  EXPECT_FALSE(spaces.in_vmem[3]);
  EXPECT_EQ(spaces.vmem_peak_bytes, 60);
  EXPECT_EQ(spaces.hbm_arena.bytes, 260);  // buffers 0 and 3 at step 0-1
}

// On a megacore TPU (v5p) only the roots of elementwise and reduction fusions may sit in VMEM:
// the same buffers placed with and without the restriction.
TEST(TargetModel, MegacoreVmemHoldsLoopFusionsOnly) {
  using memory::Buffer;
  auto buffer = [](int64_t bytes, int start, int end, bool loop_fusion) {
    Buffer b;
    b.bytes = bytes;
    b.start = start;
    b.end = end;
    b.loop_fusion = loop_fusion;
    return b;
  };
  const std::vector<Buffer> buffers = {buffer(40, 0, 10, false),  // a dot's result or a gathered weight
                                       buffer(30, 0, 10, true)};  // an elementwise fusion's
  const std::vector<bool> in_arena(2, true);
  const memory::MemorySpaces v5e = memory::assign_memory_spaces(buffers, in_arena, 100);
  EXPECT_TRUE(v5e.in_vmem[0] && v5e.in_vmem[1]);
  EXPECT_EQ(v5e.hbm_arena.bytes, 0);
  const memory::MemorySpaces v5p = memory::assign_memory_spaces(buffers, in_arena, 100, /*loop_fusions_only=*/true);
  EXPECT_FALSE(v5p.in_vmem[0]);
  EXPECT_TRUE(v5p.in_vmem[1]);
  EXPECT_EQ(v5p.hbm_arena.bytes, 40);
}

// mlp_fsdp: v5p holds the two gathered weights in HBM (XLA: 5.85 MiB per device against v5e's
// 1.52, bench/targets/tpu_v5p_notes.md), and so does the model, within 10%.
TEST(TargetModel, MegacoreGathersIntoHbm) {
  const Fixture v5p = checked(fixture("tpu-v5p-2x2x2", "mlp_fsdp.shardy"));
  const Fixture v5e = checked(fixture("tpu-v5e-2x4", "mlp_fsdp.shardy"));
  const double xla = v5p.xla["memory"]["per_device_bytes"].get<double>();
  EXPECT_NEAR(static_cast<double>(v5p.report.cost.peak_memory_bytes) / xla, 1.0, 0.15);
  EXPECT_GT(static_cast<double>(v5p.report.cost.peak_memory_bytes),
            1.8 * static_cast<double>(v5e.report.cost.peak_memory_bytes));
}

// Rules 16 and 10 on v5p (dot_into_dot.h): mlp_2d's hidden layer is made inside the second
// layer's dot fusion, so HBM holds the arguments and the output only (XLA 5.02 MiB; with the
// first dot's result in HBM the model said 6.01). mlp_train_tp's pre-activation is read again
// by the backward pass: it stays in HBM, as in XLA's dump (convolution_add_fusion).
TEST(TargetModel, MegacoreDotFusedIntoItsReadingDot) {
  const Fixture mlp = checked(fixture("tpu-v5p-2x2x2", "mlp_2d.shardy"));
  const double xla = mlp.xla["memory"]["per_device_bytes"].get<double>();
  EXPECT_NEAR(static_cast<double>(mlp.report.cost.peak_memory_bytes) / xla, 1.0, 0.05);
  const auto& cost = mlp.report.cost;
  EXPECT_LT(cost.peak_memory_bytes - cost.parameter_bytes - cost.output_bytes, 256 << 10);
  const Fixture train = checked(fixture("tpu-v5p-2x2x2", "mlp_train_tp.shardy"));
  const double xla_train = train.xla["memory"]["per_device_bytes"].get<double>();
  EXPECT_NEAR(static_cast<double>(train.report.cost.peak_memory_bytes) / xla_train, 1.0, 0.10);
}

// Rule 3e on v5p: an FSDP gradient reduced over every chip is an all-reduce of the whole
// gradient (v5p forms no all-reduce-scatter over all 8 chips), held until the combined
// all-reduce at the step's end: maxtext_train_fsdp_unrolled's 39 whole gradients (XLA 34.18
// MiB; 15.43 with reduce-scatters). On v5e the same program reduce-scatters (XLA 17.43, so
// v5p's figure is 1.96 times v5e's).
TEST(TargetModel, MegacoreWholeDeviceReduceScatterHeldWhole) {
  const Fixture v5p = checked(fixture("tpu-v5p-2x2x2", "maxtext_train_fsdp_unrolled.shardy"));
  const Fixture v5e = checked(fixture("tpu-v5e-2x4", "maxtext_train_fsdp_unrolled.shardy"));
  const double xla = v5p.xla["memory"]["per_device_bytes"].get<double>();
  EXPECT_NEAR(static_cast<double>(v5p.report.cost.peak_memory_bytes) / xla, 1.0, 0.15);
  EXPECT_GT(static_cast<double>(v5p.report.cost.peak_memory_bytes),
            1.8 * static_cast<double>(v5e.report.cost.peak_memory_bytes));
}

// Rule 2i (reduction_outputs.cpp): on a TPU the residual stream is the layer norm's fusion
// output, one buffer per layer; XLA CPU recomputes it from every layer's output, all live to
// the end. gpt2x4_tp: XLA v5p 78.16 MiB, XLA CPU 144.17; the model follows each.
TEST(TargetModel, TpuResidualStreamIsTheNormsFusionOutput) {
  const Fixture v5p = checked(fixture("tpu-v5p-2x2x2", "gpt2x4_tp.shardy"));
  const Fixture cpu = checked(fixture("cpu8", "gpt2x4_tp.shardy"));
  for (const Fixture* f : {&v5p, &cpu}) {
    const double xla = f->xla["memory"]["per_device_bytes"].get<double>();
    EXPECT_NEAR(static_cast<double>(f->report.cost.peak_memory_bytes) / xla, 1.0, 0.10) << f->xla["target"];
  }
}

// The corpus, Shardy files, per target: how many programs have their per-device memory within
// 10% of XLA's and XLA's collective kinds and counts after combining. Floors: what was
// measured when rules 10 (with v5p's megacore), 11, 2h, 3i and C1 landed, raised for H100 with
// rules 3d, 3k, 6, 11 and 12 of session 30 and 3l and 15 after it, for TPU with rules 13 and 14,
// for v5p with rules 2i, 3e, 3i, 14, 16 and T1 in memory, and for collectives with rules C2-C6,
// T3 and plans without idle axes (cpu8 added then) (bench/RESULTS.md), each half of the corpus
// apart. (v5p's memory fit floor is 17, not the 18 its rules reached alone: with C5 two fewer
// collectives, 32 KiB fewer flags, put eqx_mlp_train_fsdp at 0.899, on the 10% line.)
// Collectives raised with rule C7 (loops) and rule C1 in XLA's post order, v6e added then;
// v5e's held-out memory floor stays 22: with C7 one all-reduce fewer is issued, 16 KiB fewer
// flags, and maxtext_real_train_fsdp_scan is at 0.899 (XLA's three more all-gathers in its
// backward loop there are not modelled).
TEST(TargetModel, CorpusAgreesWithXlaAtLeastAsMeasured) {
  struct Floor {
    const char* target;
    int memory_fit, memory_held_out, collectives_fit, collectives_held_out;
  };
  for (const Floor& floor : {Floor{"h100x8", 25, 20, 21, 20}, Floor{"tpu-v5e-2x4", 23, 22, 16, 16},
                             Floor{"tpu-v5p-2x2x2", 20, 17, 16, 16}, Floor{"cpu8", 26, 25, 22, 19},
                             Floor{"tpu-v6e-2x4", 23, 22, 16, 16}}) {
    std::map<std::string, int> memory, collectives;
    for (const auto& e : fs::directory_iterator(fs::path(SHARDPROOF_SOURCE_DIR) / "tests" / "data" / "targets" / floor.target)) {
      const std::string name = e.path().filename().string();
      if (!name.ends_with(".shardy.json") || name.starts_with("hbm_probe_")) continue;
      const Fixture f = checked(e.path());
      if (f.xla["status"] != "ok") continue;
      const std::string half = f.xla["half"].get<std::string>();
      const double ratio = static_cast<double>(f.report.cost.peak_memory_bytes) / f.xla["memory"]["per_device_bytes"].get<double>();
      memory[half] += std::abs(ratio - 1) <= 0.10;
      collectives[half] += combined_counts(f.report.cost) == xla_counts(f.xla);
    }
    EXPECT_GE(memory["fit"], floor.memory_fit) << floor.target;
    EXPECT_GE(memory["held-out"], floor.memory_held_out) << floor.target;
    EXPECT_GE(collectives["fit"], floor.collectives_fit) << floor.target;
    EXPECT_GE(collectives["held-out"], floor.collectives_held_out) << floor.target;
  }
}

}  // namespace
}  // namespace shardproof::partition
