// Tactics (`shardproof partition`) on programs exported from JAX with no shardings
// (examples/unsharded, bench/models/export_unsharded.py): Megatron's pattern recovers the
// zoo's tensor-parallel plans, batch then megatron gives data x model, ZeRO's stages lower
// memory against data parallelism, a later tactic never overrides an earlier one, and every
// bad input is an error at the tactic file's line and column.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <string>

#include "partition/ir/mesh_attach.h"
#include "partition/ir/stablehlo_reader.h"
#include "partition/tactics/apply_tactics.h"
#include "partition/tactics/megatron_pattern.h"
#include "partition/tactics/partition_spec.h"
#include "partition/tactics/tactic_file.h"
#include "partition/tactics/training_roles.h"
#include "partition/tactics/value_selection.h"
#include "types/error.h"

namespace shardproof::partition::tactics {
namespace {

namespace fs = std::filesystem;
const fs::path kUnsharded = fs::path(SHARDPROOF_SOURCE_DIR) / "examples" / "unsharded";
const fs::path kModels = fs::path(SHARDPROOF_SOURCE_DIR) / "examples" / "models";

Program load(const std::string& name, const std::string& mesh) {
  Program p = read_stablehlo_file((kUnsharded / name).string());
  attach_mesh(p, types::Mesh::parse(mesh));
  return p;
}

PartitionResult run(const Program& p, const std::string& yaml) {
  return apply_tactics(p, parse_tactics(yaml, "PLAN.yaml"), "PLAN.yaml", CheckOptions{});
}

// Count and bytes of the collectives of one kind over exactly these axes.
std::pair<int, int64_t> collectives(const CheckReport& r, const std::string& kind,
                                    const std::vector<std::string>& axes) {
  int n = 0;
  int64_t bytes = 0;
  for (const auto& c : r.cost.collectives)
    if (c.kind == kind && c.axes == axes) n += static_cast<int>(c.repeat), bytes += c.repeat * c.bytes;
  return {n, bytes};
}

int count_kind(const CheckReport& r, const std::string& kind) {
  int n = 0;
  for (const auto& c : r.cost.collectives) n += c.kind == kind;
  return n;
}

std::string spec_of(const PartitionResult& r, const std::string& name) {
  for (const SelectedValue& v : select_values(r.program, name))
    return partition_spec(r.report.lowered.mesh, r.program.value(v.value).sharding->type);
  return "";
}

std::string error_of(const Program& p, const std::string& yaml) {
  try {
    run(p, yaml);
  } catch (const types::InputError& e) {
    return e.what();
  }
  return "no error";
}

TEST(UnshardedExport, ArgumentsKeepTheirJaxNames) {
  Program p = read_stablehlo_file((kUnsharded / "mlp_train_adam.mlir").string());
  ASSERT_EQ(p.main.argument_info.size(), p.main.arguments.size());
  EXPECT_EQ(argument_name(p, 0), "params['b1']");
  EXPECT_EQ(argument_name(p, 13), "x");
  EXPECT_EQ(result_name(p, 13), "result[2]");  // the loss
  EXPECT_TRUE(p.meshes.empty());
  for (const Value& v : p.values) EXPECT_FALSE(v.sharding);
  EXPECT_EQ(input_arguments(p), (std::vector<int>{13, 14}));
}

TEST(MeshAttach, AddsTheMeshOnceAndRefusesAnother) {
  Program p = read_stablehlo_file((kUnsharded / "mlp_fwd.mlir").string());
  EXPECT_EQ(attach_mesh(p, types::Mesh::parse("data=4,model=2")), "mesh");
  EXPECT_EQ(p.num_partitions, 8);
  EXPECT_EQ(attach_mesh(p, types::Mesh::parse("data=4,model=2")), "mesh");
  EXPECT_EQ(p.meshes.size(), 1u);
  EXPECT_THROW(attach_mesh(p, types::Mesh::parse("data=8")), types::InputError);
}

TEST(MeshAttach, AZooProgramClearedIsPartitionedAgain) {
  // The zoo's data-parallel MLP, its shardings cleared, gets Megatron's plan on its own mesh.
  Program p = read_stablehlo_file((kModels / "mlp_2d.shardy.mlir").string());
  clear_shardings(p);
  for (const Value& v : p.values) EXPECT_FALSE(v.sharding);
  const PartitionResult r = run(p, "- shard: {arg:4: [data]}\n- megatron: {axis: model, inputs: arg:4}\n");
  EXPECT_EQ(collectives(r.report, "all_reduce", {"model"}).first, 1);
  EXPECT_EQ(count_kind(r.report, "all_gather"), 0);
}

TEST(TacticFile, ReadsEveryTacticWithItsPosition) {
  const auto t = parse_tactics(
      "- batch: {axis: data}\n- megatron: model\n- shard: {\"params['w1']\": [null, [data, model]]}\n"
      "- zero: {stage: 2, axis: data}\n- keep: {values: [x], axes: model}\n- auto: {axes: [model]}\n",
      "PLAN.yaml");
  ASSERT_EQ(t.size(), 6u);
  EXPECT_EQ(t[0].kind, TacticKind::batch);
  EXPECT_EQ(t[1].axis.text, "model");
  EXPECT_EQ(t[2].shard[0].values.text, "params['w1']");
  ASSERT_EQ(t[2].shard[0].dims.size(), 2u);
  EXPECT_TRUE(t[2].shard[0].dims[0].empty());
  EXPECT_EQ(t[2].shard[0].dims[1].size(), 2u);
  EXPECT_EQ(t[3].stage, 2);
  EXPECT_EQ(t[4].kind, TacticKind::replicate);
  EXPECT_EQ(t[4].label(), "tactic 5 (keep)");
  EXPECT_EQ(t[5].kind, TacticKind::auto_);
  EXPECT_EQ(t[3].line, 4);
}

TEST(TacticFile, MalformedInputIsAnErrorAtItsLine) {
  auto error = [](const std::string& yaml) {
    try {
      parse_tactics(yaml, "PLAN.yaml");
    } catch (const types::InputError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_EQ(error("- batch: {axis: data\n- megatron: model\n").rfind("PLAN.yaml:2:", 0), 0u) << error("- batch: {axis: data\n");
  EXPECT_NE(error("- batch: {axis: data}\n- sharding: {x: [data]}\n").find("PLAN.yaml:2:3: error: unknown tactic 'sharding'"),
            std::string::npos);
  EXPECT_NE(error("- zero: {stage: 4, axis: data}\n").find("PLAN.yaml:1:17: error: tactic 1 (zero): stage is 1"),
            std::string::npos);
  EXPECT_NE(error("- batch: {axes: data}\n").find("tactic 1 (batch): unknown key 'axes'"), std::string::npos);
  EXPECT_NE(error("batch: data\n").find("PLAN.yaml:1:1: error: a tactic file is a list"), std::string::npos);
}

TEST(ValueSelection, ByNameIndexAndRegex) {
  const Program p = read_stablehlo_file((kUnsharded / "transformer_fwd.mlir").string());
  EXPECT_EQ(select_values(p, "params['w1']").size(), 1u);
  EXPECT_EQ(select_values(p, "arg:16").front().name, "x");
  EXPECT_EQ(select_values(p, "result:0").front().name, "result");
  EXPECT_EQ(select_values(p, "re:\\['w[qkv]'\\]").size(), 3u);
  EXPECT_THROW(select_values(p, "params['w9']"), std::invalid_argument);
  EXPECT_THROW(select_values(p, "arg:17"), std::invalid_argument);
  EXPECT_THROW(select_values(p, "re:(("), std::invalid_argument);
}

TEST(Megatron, FindsTheMlpAndAttentionPairsOfTheTransformerLayer) {
  const Program p = read_stablehlo_file((kUnsharded / "transformer_fwd.mlir").string());
  const auto pairs = find_megatron_pairs(p, input_arguments(p));
  ASSERT_EQ(pairs.size(), 2u);
  std::map<std::string, int> dim;
  for (const auto& pair : pairs) {
    for (const auto& u : pair.column) dim["col " + argument_name(p, u.argument)] = u.dim;
    for (const auto& u : pair.row) dim["row " + argument_name(p, u.argument)] = u.dim;
  }
  const std::map<std::string, int> want{{"col params['wq']", 1}, {"col params['wk']", 1}, {"col params['wv']", 1},
                                        {"row params['wo']", 0}, {"col params['w1']", 1}, {"row params['w2']", 0}};
  EXPECT_EQ(dim, want);
}

TEST(Megatron, TransformerLayerHasTwoForwardAllReducesAndNoWeightGather) {
  const PartitionResult r = run(load("transformer_fwd.mlir", "model=8"), "- megatron: {axis: model}\n");
  // B*S*D = 8*256*1024 f32 after the attention output projection and the second MLP matmul.
  const auto [n, bytes] = collectives(r.report, "all_reduce", {"model"});
  EXPECT_EQ(n, 2);
  EXPECT_EQ(count_kind(r.report, "all_gather"), 0);
  EXPECT_EQ(r.report.redistributions, r.report.redistributions_proved);
  EXPECT_EQ(spec_of(r, "params['wq']"), "P(None, 'model', None)");
  EXPECT_EQ(spec_of(r, "params['wo']"), "P('model', None, None)");
  EXPECT_EQ(spec_of(r, "params['w2']"), "P('model', None)");
  EXPECT_EQ(spec_of(r, "params['b1']"), "P('model')");
  EXPECT_GT(bytes, 0);
}

TEST(Megatron, Gpt2StackHasTwoAllReducesPerLayer) {
  const PartitionResult r = run(load("gpt2x4_fwd.mlir", "data=2,model=4"), "- megatron: {axis: model}\n");
  EXPECT_EQ(collectives(r.report, "all_reduce", {"model"}).first, 2 * 4);
  for (const auto& c : r.report.cost.collectives) EXPECT_NE(c.value.rfind("%arg", 0), 0u) << "a weight is gathered";
  // The same collectives as the zoo's expert plan on this mesh (gpt2x4_tp: wq/wk/wv/w1
  // column-, wo/w2 row-parallel), which also gathers each all-reduced activation over the
  // idle `data` axis: the synthesized plan halves the all-reduce that way.
  Program expert = read_stablehlo_file((kModels / "gpt2x4_tp.shardy.mlir").string());
  const CheckReport zoo = check_program(expert, CheckOptions{});
  for (const std::string kind : {"all_reduce", "all_gather", "reduce_scatter", "all_to_all"})
    EXPECT_EQ(collectives(r.report, kind, {"model"}), collectives(zoo, kind, {"model"})) << kind;
  EXPECT_EQ(spec_of(r, "params['l3.wk']"), "P(None, 'model')");
  EXPECT_EQ(spec_of(r, "params['l3.wo']"), "P('model', None)");
  EXPECT_EQ(spec_of(r, "params['lnf_g']"), "P(None)");
}

TEST(BatchThenMegatron, GivesDataTimesModel) {
  const PartitionResult r =
      run(load("transformer_fwd.mlir", "data=4,model=2"), "- batch: {axis: data}\n- megatron: {axis: model}\n");
  ASSERT_EQ(r.steps.size(), 3u);
  EXPECT_EQ(spec_of(r, "x"), "P('data', None, None)");
  EXPECT_EQ(spec_of(r, "result"), "P('data', None, None)");
  EXPECT_EQ(spec_of(r, "params['w1']"), "P(None, 'model')");
  // Two all-reduces over model of (B/4)*S*D f32 = 2 MiB each, as the zoo's transformer_2d.
  EXPECT_EQ(collectives(r.report, "all_reduce", {"model"}), std::make_pair(2, int64_t{2} * 2 * 256 * 1024 * 4));
  EXPECT_EQ(count_kind(r.report, "all_gather"), 0);
  // Each step lowers the peak: replicated > data-parallel > data x model.
  EXPECT_GT(r.steps[0].peak_memory_bytes, r.steps[1].peak_memory_bytes);
  EXPECT_GT(r.steps[1].peak_memory_bytes, r.steps[2].peak_memory_bytes);
}

// `auto` after `batch`: the search (partition/search) on `model` only, with a memory budget
// the data-parallel plan (70 MiB) exceeds. It keeps the batch tactic's split of x on data as
// the major axis (its actions come after the tactic's priority), fits the budget with every
// redistribution proved, and the same seed gives the same plan.
TEST(Auto, AfterBatchSearchesTheModelAxisWithinTheBudget) {
  const Program p = load("transformer_fwd.mlir", "data=4,model=2");
  AutoSearchOptions search;
  search.memory_budget_bytes = int64_t{45} << 20;
  search.max_simulations = 60;
  auto partition = [&] {
    return apply_tactics(p, parse_tactics("- batch: {axis: data}\n- auto: {axes: [model]}\n", "PLAN.yaml"),
                         "PLAN.yaml", CheckOptions{}, search);
  };
  const PartitionResult r = partition();
  ASSERT_EQ(r.steps.size(), 3u);
  EXPECT_GT(r.steps[1].peak_memory_bytes, *search.memory_budget_bytes);
  EXPECT_LE(r.steps[2].peak_memory_bytes, *search.memory_budget_bytes);
  EXPECT_FALSE(r.steps[2].actions.empty());
  EXPECT_EQ(r.steps[2].redistributions, r.steps[2].redistributions_proved);
  EXPECT_TRUE(r.report.sound());
  EXPECT_TRUE(spec_of(r, "x").starts_with("P('data'") || spec_of(r, "x").starts_with("P(('data'")) << spec_of(r, "x");
  EXPECT_EQ(partition().steps[2].actions, r.steps[2].actions);
}

TEST(Zero, Stage3ShardsParametersOnTheirLargestFreeDimensionAndLowersMemory) {
  const Program p = load("mlp_train_adam.mlir", "data=8");
  const PartitionResult dp = run(p, "- batch: {axis: data}\n");
  const PartitionResult z3 = run(p, "- batch: {axis: data}\n- zero: {stage: 3, axis: data}\n");
  EXPECT_EQ(spec_of(z3, "params['w1']"), "P(None, 'data')");  // 512x2048: dim 1 is larger
  EXPECT_EQ(spec_of(z3, "params['w2']"), "P('data', None)");  // 2048x512
  EXPECT_EQ(spec_of(z3, "opt_state['mu']['w1']"), "P(None, 'data')");
  EXPECT_EQ(spec_of(dp, "params['w1']"), "P(None, None)");
  EXPECT_LT(z3.steps.back().peak_memory_bytes, dp.steps.back().peak_memory_bytes);
  EXPECT_GT(count_kind(z3.report, "reduce_scatter"), 0);  // gradients land sharded
  EXPECT_EQ(z3.report.redistributions, z3.report.redistributions_proved);
}

TEST(Zero, StagesOrderMemoryAsZeroSays) {
  const Program p = load("mlp_train_adam.mlir", "data=8");
  int64_t peak[4];
  peak[0] = run(p, "- batch: {axis: data}\n").steps.back().peak_memory_bytes;
  for (int stage = 1; stage <= 3; ++stage) {
    const PartitionResult r =
        run(p, "- batch: {axis: data}\n- zero: {stage: " + std::to_string(stage) + ", axis: data}\n");
    peak[stage] = r.steps.back().peak_memory_bytes;
    if (stage < 3) {
      EXPECT_EQ(spec_of(r, "params['w1']"), "P(None, None)") << "stage " << stage;
    }
    EXPECT_EQ(spec_of(r, "opt_state['nu']['w2']"), "P('data', None)") << "stage " << stage;
  }
  EXPECT_GT(peak[0], peak[1]);
  EXPECT_GT(peak[1], peak[2]);
  EXPECT_GT(peak[2], peak[3]);
}

TEST(Tactics, ALaterTacticNeverOverridesAnEarlierOne) {
  const Program p = load("transformer_train_adam.mlir", "data=4,model=2");
  const std::vector<std::string> plan{"- batch: {axis: data}\n", "- megatron: {axis: model}\n",
                                      "- zero: {stage: 3, axis: data}\n"};
  std::vector<Program> after;
  std::string yaml;
  for (const std::string& t : plan) after.push_back(run(p, yaml += t).program);
  for (size_t i = 0; i + 1 < after.size(); ++i)
    for (size_t v = 0; v < p.values.size(); ++v) {
      const auto& early = after[i].values[v].sharding->type;
      const auto& late = after[i + 1].values[v].sharding->type;
      for (int d = 0; d < early.rank(); ++d) {
        const auto& a = early.dims[d].axes;
        const auto& b = late.dims[d].axes;
        ASSERT_LE(a.size(), b.size()) << p.values[v].name << " dim " << d << " after tactic " << i + 1;
        EXPECT_TRUE(std::equal(a.begin(), a.end(), b.begin())) << p.values[v].name << " dim " << d;
      }
    }
}

TEST(Tactics, ReplicateKeepsAnAxisOffAValue) {
  const Program p = load("transformer_fwd.mlir", "data=4,model=2");
  const PartitionResult r = run(p, "- replicate: {values: [\"params['b1']\"], axes: [model]}\n- megatron: model\n");
  EXPECT_EQ(spec_of(r, "params['b1']"), "P(None)");  // megatron alone gives P('model')
  EXPECT_EQ(spec_of(r, "params['w1']"), "P(None, 'model')");
}

TEST(Tactics, BadInputNamesTheTacticAndItsPosition) {
  const Program p = load("transformer_fwd.mlir", "data=4,model=2");
  EXPECT_EQ(error_of(p, "- batch: data\n- shard: {\"params['w9']\": [null, model]}\n")
                .rfind("PLAN.yaml:2:11: error: tactic 2 (shard): no argument or result is named 'params['w9']'", 0),
            0u)
      << error_of(p, "- batch: data\n- shard: {\"params['w9']\": [null, model]}\n");
  EXPECT_EQ(error_of(p, "- shard: {x: [tensor]}\n")
                .rfind("PLAN.yaml:1:15: error: tactic 1 (shard): axis 'tensor' is not in the mesh", 0),
            0u);
  EXPECT_NE(error_of(p, "- shard: {\"params['b1']\": [model, data]}\n")
                .find("tactic 1 (shard): params['b1'] has rank 1 (tensor<4096xf32>): dimension 1 is out of range"),
            std::string::npos);
  EXPECT_NE(error_of(p, "- shard: {x: [data]}\n- shard: {x: [null, data]}\n")
                .find("PLAN.yaml:2:21: error: tactic 2 (shard): x dimension 1 cannot take 'data': dimension 0 is "
                      "already sharded on it (by tactic 1 (shard))"),
            std::string::npos);
  EXPECT_NE(error_of(p, "- keep: {values: x, axes: data}\n- batch: data\n")
                .find("tactic 2 (batch): x may not be sharded on 'data': tactic 1 (keep) keeps it off that axis"),
            std::string::npos);
  EXPECT_NE(error_of(p, "- auto: {axes: [tensor]}\n").find("PLAN.yaml:1:"), std::string::npos)
      << error_of(p, "- auto: {axes: [tensor]}\n");
  EXPECT_NE(error_of(p, "- auto: {axes: [tensor]}\n").find("axis 'tensor' is not in the mesh"), std::string::npos);
  EXPECT_NE(error_of(p, "- zero: {stage: 1, axis: data}\n").find("tactic 1 (zero): no optimizer state"),
            std::string::npos);
}

}  // namespace
}  // namespace shardproof::partition::tactics
