// The automatic sharding search (partition/search) on the model zoo exported from JAX
// (examples/models), every sharding cleared in memory (the meshes kept): the dimension
// groups of the factor rules, Megatron recovered on the model axis, a training step that
// fits a budget the data-parallel plan exceeds, every returned plan proved.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>

#include <nlohmann/json.hpp>

#include "partition/check/check.h"
#include "partition/ir/stablehlo_reader.h"
#include "partition/search/actions.h"
#include "partition/search/dimension_groups.h"
#include "partition/search/plan_evaluation.h"
#include "partition/search/search.h"
#include "tests/partition/model_zoo.h"
#include "types/error.h"

namespace shardproof::partition::search {
namespace {

std::string zoo_path(const std::string& name) {
  return std::string(SHARDPROOF_SOURCE_DIR) + "/examples/models/" + name + ".shardy.mlir";
}

// @main's argument named `name` in the export's JSON (the order of @main's arguments).
ValueId argument(const Program& p, const std::string& zoo_name, const std::string& name) {
  const auto j = nlohmann::json::parse(testing::read_text(
      std::string(SHARDPROOF_SOURCE_DIR) + "/examples/models/" + zoo_name + ".shardy.xla.json"));
  for (size_t i = 0; i < j["arguments"].size(); ++i)
    if (j["arguments"][i]["name"] == name) return p.main.arguments.at(i);
  ADD_FAILURE() << "no argument " << name << " in " << zoo_name;
  return -1;
}

// The zoo program with every sharding cleared.
Program unsharded(const std::string& zoo_name) {
  Program p = read_stablehlo_file(zoo_path(zoo_name));
  clear_shardings(p);
  return p;
}

// What a `batch`/`keep` tactic leaves on the input: its dimensions closed, the batch on
// `batch_axis` (none: replicated).
void pin_input(Program& p, ValueId x, const std::string& batch_axis) {
  types::ShardingType t = types::ShardingType::fully_replicated(p.value(x).type.rank());
  if (!batch_axis.empty()) t.dims[0].axes.push_back(types::AxisRef::whole(batch_axis));
  t.dims[0].priority = 0;
  p.value(x).sharding = ValueSharding{p.meshes.front().first, t};
}

struct CollectiveCount {
  int all_reduce_model = 0, all_gather = 0, other = 0;
};
CollectiveCount count(const CostReport& cost) {
  CollectiveCount c;
  for (const auto& u : cost.collectives) {
    if (u.kind == "all_reduce" && u.axes == std::vector<std::string>{"model"})
      c.all_reduce_model += static_cast<int>(u.repeat);
    else if (u.kind == "all_gather")
      c.all_gather += static_cast<int>(u.repeat);
    else
      c.other += static_cast<int>(u.repeat);
  }
  return c;
}

bool sharded_on(const Program& p, ValueId v, int dim, const std::string& axis) {
  const auto& s = p.value(v).sharding;
  if (!s) return false;
  for (const auto& a : s->type.dims[dim].axes)
    if (a.name == axis) return true;
  return false;
}

void expect_proved(const SearchResult& r) {
  ASSERT_TRUE(r.found);
  EXPECT_EQ(r.report.redistributions_proved, r.report.redistributions);
  for (const auto& proof : r.report.proofs) EXPECT_EQ(proof.verdict, "proved");
}

// The search on `model` returns Megatron: per layer (argument prefix) 2 all-reduces over
// `model` and nothing else, wq and w1 column-parallel, wo and w2 row-parallel.
SearchResult expect_megatron(Program& p, const std::string& name, const std::vector<std::string>& layers) {
  SearchOptions o;
  o.axes = {"model"};
  o.max_simulations = 60;
  SearchResult r = search_shardings(p, o);
  expect_proved(r);
  const CollectiveCount c = count(r.report.cost);
  EXPECT_EQ(c.all_reduce_model, 2 * static_cast<int>(layers.size())) << fmt::format("{}", fmt::join(r.actions, "; "));
  EXPECT_EQ(c.all_gather, 0);
  EXPECT_EQ(c.other, 0);
  for (const std::string& l : layers) {
    EXPECT_TRUE(sharded_on(p, argument(p, name, l + "wq"), 1, "model")) << l;
    EXPECT_TRUE(sharded_on(p, argument(p, name, l + "wo"), 0, "model")) << l;
    EXPECT_TRUE(sharded_on(p, argument(p, name, l + "w1"), 1, "model")) << l;
    EXPECT_TRUE(sharded_on(p, argument(p, name, l + "w2"), 0, "model")) << l;
  }
  return r;
}

TEST(DimensionGroups, TransformerLayerHasOneGroupPerRoleOfAHiddenDimension) {
  const std::string name = "transformer_tp";
  const Program p = unsharded(name);
  const DimensionGroups g = find_dimension_groups(p);
  std::printf("transformer layer: %zu dimension groups in %zu classes\n", g.groups.size(), g.classes.size());
  // batch, sequence, d_model, heads, ffn, and the head dimension of q.k and of v.
  EXPECT_LE(g.groups.size(), 10u);
  auto group = [&](const std::string& arg, int dim) { return g.group_of_dim(argument(p, name, arg), dim); };
  // Heads: wq/wk/wv [D, H, Dh] dim 1, their biases [H, Dh] dim 0, wo [H, Dh, D] dim 0.
  const int heads = group("wq", 1);
  ASSERT_GE(heads, 0);
  for (const auto& [arg, dim] : std::vector<std::pair<std::string, int>>{{"wk", 1}, {"wv", 1}, {"bq", 0}, {"wo", 0}})
    EXPECT_EQ(group(arg, dim), heads) << arg;
  // The MLP's inner dimension: w1 [D, F] dim 1, b1, w2 [F, D] dim 0.
  const int ffn = group("w1", 1);
  ASSERT_GE(ffn, 0);
  EXPECT_EQ(group("b1", 0), ffn);
  EXPECT_EQ(group("w2", 0), ffn);
  // d_model: the input's last dimension, w1's and wq's first, w2's and wo's last.
  const int d_model = group("x", 2);
  for (const auto& [arg, dim] : std::vector<std::pair<std::string, int>>{{"w1", 0}, {"w2", 1}, {"wq", 0}, {"wo", 2}})
    EXPECT_EQ(group(arg, dim), d_model) << arg;
  const int batch = group("x", 0);
  EXPECT_EQ(std::set<int>({heads, ffn, d_model, batch, group("x", 1)}).size(), 5u);
  // The MLP's hidden activation [B, S, F] is in the ffn group, its input in d_model's.
  int hidden_activations = 0;
  for (const auto& m : g.groups[ffn].members)
    if (p.value(m.value).type.shape == std::vector<int64_t>{8, 256, 4096} && m.dim == 2) ++hidden_activations;
  EXPECT_GE(hidden_activations, 2);  // the dot's result and the GELU's
}

TEST(DimensionGroups, AlikeLayersOfAStackFormOneClass) {
  const std::string name = "gpt2x4_tp";
  const Program p = unsharded(name);
  const DimensionGroups g = find_dimension_groups(p);
  std::printf("GPT-2 stack of 4 layers: %zu dimension groups in %zu classes\n", g.groups.size(), g.classes.size());
  const int heads0 = g.group_of_dim(argument(p, name, "l0.wq"), 1);
  const int heads3 = g.group_of_dim(argument(p, name, "l3.wq"), 1);
  const int ffn0 = g.group_of_dim(argument(p, name, "l0.w1"), 1);
  ASSERT_GE(heads0, 0);
  EXPECT_NE(heads0, heads3);  // one group per layer ...
  EXPECT_NE(heads0, ffn0);
  auto class_of = [&](int group) {
    for (size_t c = 0; c < g.classes.size(); ++c)
      if (std::count(g.classes[c].groups.begin(), g.classes[c].groups.end(), group)) return static_cast<int>(c);
    return -1;
  };
  EXPECT_EQ(class_of(heads0), class_of(heads3));  // ... in one class
  EXPECT_EQ(g.classes[class_of(heads0)].groups.size(), 4u);
  EXPECT_LE(g.classes.size(), 12u);
}

TEST(DimensionGroups, AKeptDimensionRemovesItsGroupFromTheActions) {
  const std::string name = "transformer_tp";
  Program p = unsharded(name);
  const types::Mesh mesh = p.meshes.front().second;
  const size_t free_actions = enumerate_actions(p, find_dimension_groups(p), mesh, {"model"}).size();
  pin_input(p, argument(p, name, "x"), "");
  const DimensionGroups g = find_dimension_groups(p);
  const auto actions = enumerate_actions(p, g, mesh, {"model"});
  EXPECT_LT(actions.size(), free_actions);
  const int batch = g.group_of_dim(argument(p, name, "x"), 0);
  for (const Action& a : actions) {
    if (a.kind != ActionKind::group) continue;
    for (int group : g.classes[a.group_class].groups) EXPECT_NE(group, batch);
  }
}

TEST(Search, TransformerLayerOnTheModelAxisIsMegatron) {
  const std::string name = "transformer_tp";
  Program p = unsharded(name);
  pin_input(p, argument(p, name, "x"), "");  // the activations stay whole on `model`
  const SearchResult r = expect_megatron(p, name, {""});
  EXPECT_LT(r.step_time_s, r.start_step_time_s);
}

TEST(Search, Gpt2StackOnTheModelAxisIsMegatronInEveryLayer) {
  const std::string name = "gpt2x4_2d";  // data=4 x model=2
  Program p = unsharded(name);
  pin_input(p, argument(p, name, "x"), "data");  // a `batch` tactic before `auto`
  expect_megatron(p, name, {"l0.", "l1.", "l2.", "l3."});
}

TEST(Search, TrainingStepFitsABudgetTheDataParallelPlanExceeds) {
  const std::string name = "transformer_train_2d";  // data=4 x model=2
  // The data-parallel plan on this mesh: the batch of x and y on data, everything else
  // left to propagation (weights replicated).
  Program dp = unsharded(name);
  pin_input(dp, argument(dp, name, "x"), "data");
  pin_input(dp, argument(dp, name, "y"), "data");
  const CheckReport dp_report = check_program(dp, CheckOptions{});
  ASSERT_TRUE(dp_report.sound());
  const int64_t budget = dp_report.cost.peak_memory_bytes * 3 / 4;

  Program p = unsharded(name);
  SearchOptions o;
  o.axes = {"data", "model"};
  o.memory_budget_bytes = budget;
  o.max_simulations = 150;
  o.max_seconds = 1e4;  // bounded by simulations, not by the (shared, loaded) clock
  const SearchResult r = search_shardings(p, o);
  std::printf("DP peak %lld, budget %lld; searched: peak %lld, step %.1f us, %d plans checked in %.2f s: %s\n",
              static_cast<long long>(dp_report.cost.peak_memory_bytes), static_cast<long long>(budget),
              static_cast<long long>(r.peak_memory_bytes), r.step_time_s * 1e6, r.evaluations, r.elapsed_s,
              fmt::format("{}", fmt::join(r.actions, "; ")).c_str());
  expect_proved(r);
  EXPECT_TRUE(r.within_budget) << r.peak_memory_bytes << " > " << budget;
  EXPECT_LE(r.peak_memory_bytes, budget);
  // A data x model plan: the batch split over one axis, weights over the other (the search
  // finds Megatron over data=4 and the batch over model=2, the textbook 2D plan's axes
  // swapped: faster in the model, as 4-way Megatron halves the weights' gradient
  // all-reduce); at least as fast as the expert 2D plan exported for this model.
  std::set<std::string> weight_axes, batch_axes;
  for (size_t i = 0; i < p.main.arguments.size(); ++i) {
    const auto& s = p.value(p.main.arguments[i]).sharding;
    if (!s) continue;
    const bool is_input = argument(p, name, "x") == p.main.arguments[i] || argument(p, name, "y") == p.main.arguments[i];
    for (const auto& d : s->type.dims)
      for (const auto& a : d.axes) (is_input ? batch_axes : weight_axes).insert(a.name);
  }
  EXPECT_FALSE(batch_axes.empty());
  EXPECT_EQ(weight_axes, (std::set<std::string>{"data", "model"})) << fmt::format("{}", fmt::join(r.actions, "; "));
  Program expert = read_stablehlo_file(zoo_path(name));
  const CheckReport expert_report = check_program(expert, CheckOptions{});
  EXPECT_LE(r.step_time_s, 1.05 * expert_report.cost.step_time_s);
}

// The search on the export at `path` with its shardings cleared, under the peak of the
// export's own (expert) plan: a proved plan within that budget at most 5% slower than it.
void expect_as_fast_as_the_expert(const std::string& path, int64_t simulations) {
  Program expert = read_stablehlo_file(path);
  const CheckReport expert_report = check_program(expert, CheckOptions{});
  ASSERT_TRUE(expert_report.sound()) << path;
  Program p = read_stablehlo_file(path);
  clear_shardings(p);
  SearchOptions o;
  o.memory_budget_bytes = expert_report.cost.peak_memory_bytes;
  o.max_simulations = simulations;
  o.max_seconds = 1e4;  // bounded by simulations
  const SearchResult r = search_shardings(p, o);
  expect_proved(r);
  EXPECT_TRUE(r.within_budget) << path << ": " << r.peak_memory_bytes;
  EXPECT_LE(r.step_time_s, 1.05 * expert_report.cost.step_time_s)
      << path << ": " << fmt::format("{}", fmt::join(r.actions, "; "));
}

// The bf16 transformer layer on data=4 x model=2 under the peak of its expert 2D plan
// (20.0 MiB): no single action, nor any pair of the expert's three, fits (38, 31, 30 MiB);
// only all three do. With an infeasible plan scored 0 the search had no way towards them
// and returned a plan 73% slower than the expert's; the budget-scaled reward and the swap
// moves of the refinement find one at most 5% slower (122.6 us against 127.6 us).
TEST(Search, Bf16LayerUnderTheExpertPeakIsAsFastAsTheExpert) {
  expect_as_fast_as_the_expert(zoo_path("transformer_2d_bf16"), 200);
}

// Third-party programs (examples/thirdparty) under the peak of their (only) expert plan, 2D:
// every part of that plan is over the budget, and on these small
// forward passes every sharding is slower than the replicated plan, so the tree search alone
// found no plan within the budget in 200 simulations (eqx_transformer_fwd, gemma_fwd) or one
// 2.3x slower than the expert (keras_gemma_fwd: 560 us against 247.6 us). The descents to the
// budget (refine.h) find the expert plan, or a faster one, with few simulations.
TEST(Search, ThirdPartyForwardPassesUnderTheirExpertPeakAreAsFastAsTheExpert) {
  for (const std::string name : {"eqx_transformer_fwd_2d", "keras_gemma_fwd_2d"})
    expect_as_fast_as_the_expert(std::string(SHARDPROOF_SOURCE_DIR) + "/examples/thirdparty/" + name + ".shardy.mlir", 10);
}

// The reward of a proved plan over the budget: positive, below its speed-up, and larger the
// closer its peak is to the budget; an unproved plan earns nothing.
TEST(PlanEvaluation, APlanOverTheBudgetIsRewardedForApproachingIt) {
  const std::string name = "transformer_2d_bf16";
  Program p = unsharded(name);
  const DimensionGroups groups = find_dimension_groups(p);
  const types::Mesh& mesh = *p.find_mesh(p.meshes.front().first);
  const std::vector<Action> actions = enumerate_actions(p, groups, mesh, {"data", "model"});
  auto find = [&](const std::string& what, ActionKind kind, const std::string& axis) {
    for (size_t i = 0; i < actions.size(); ++i)
      if (actions[i].kind == kind && actions[i].axis == axis &&
          groups.classes[actions[i].group_class].description.find(what) != std::string::npos)
        return static_cast<int>(i);
    ADD_FAILURE() << what;
    return -1;
  };
  // The classes named by their largest member: the attention scores [8,16,256,256] (dim 0
  // batch, dim 1 heads) and the MLP's hidden activation (dim 2: ffn).
  const int batch_data = find("tensor<8x16x256x256xf32> dim 0", ActionKind::group, "data");
  const int heads_model = find("tensor<8x16x256x256xf32> dim 1", ActionKind::group, "model");
  const int ffn_model = find("tensor<8x256x4096xbf16> dim 2", ActionKind::group, "model");
  Program expert = read_stablehlo_file(zoo_path(name));
  EvaluationOptions eo;
  eo.memory_budget_bytes = check_program(expert, CheckOptions{}).cost.peak_memory_bytes;
  PlanEvaluator evaluator(p, groups, actions, eo);
  std::vector<int> one{batch_data}, two{batch_data, heads_model}, three{batch_data, heads_model, ffn_model};
  for (auto* plan : {&one, &two, &three}) std::sort(plan->begin(), plan->end());
  const PlanEvaluation e1 = evaluator.evaluate(one), e2 = evaluator.evaluate(two), e3 = evaluator.evaluate(three);
  ASSERT_TRUE(e1.proved && e2.proved && e3.proved);
  EXPECT_FALSE(e1.within_budget);
  EXPECT_FALSE(e2.within_budget);
  EXPECT_TRUE(e3.feasible);  // the expert 2D plan, re-derived from three actions
  EXPECT_GT(e1.peak_memory_bytes, e2.peak_memory_bytes);
  const double r1 = evaluator.reward(e1), r2 = evaluator.reward(e2), r3 = evaluator.reward(e3);
  EXPECT_GT(r1, 0);
  EXPECT_LT(r1, r2);
  EXPECT_LT(r2, r3);
  PlanEvaluation unproved = e3;
  unproved.proved = unproved.feasible = false;
  EXPECT_EQ(evaluator.reward(unproved), 0);
}

TEST(Search, IsDeterministicForASeed) {
  const std::string name = "mlp_train_2d";
  SearchOptions o;
  o.max_simulations = 150;
  o.seed = 7;
  Program a = unsharded(name), b = unsharded(name);
  const SearchResult ra = search_shardings(a, o), rb = search_shardings(b, o);
  EXPECT_EQ(ra.actions, rb.actions);
  EXPECT_EQ(ra.evaluations, rb.evaluations);
  EXPECT_EQ(a, b);
}

TEST(Search, ABudgetNoPlanMeetsReturnsTheProvedPlanThatMissesItLeast) {
  Program p = unsharded("mlp_2d");
  SearchOptions o;
  o.memory_budget_bytes = 1024;
  o.max_simulations = 150;
  int progress_calls = 0;
  o.progress = [&](const SearchProgress& s) {
    ++progress_calls;
    EXPECT_LE(s.simulations, s.max_simulations);
    EXPECT_FALSE(s.best_step_time_s);  // nothing feasible
  };
  const SearchResult r = search_shardings(p, o);
  expect_proved(r);
  EXPECT_FALSE(r.within_budget);
  EXPECT_EQ(r.budget_miss_bytes, r.peak_memory_bytes - 1024);
  EXPECT_GT(progress_calls, 0);
  // It misses by less than the replicated plan would.
  Program replicated = unsharded("mlp_2d");
  EXPECT_LT(r.peak_memory_bytes, check_program(replicated, CheckOptions{}).cost.peak_memory_bytes);
}

TEST(Search, AnAxisNotInTheMeshIsAnInputError) {
  Program p = unsharded("mlp_2d");
  SearchOptions o;
  o.axes = {"pipeline"};
  EXPECT_THROW(search_shardings(p, o), types::InputError);
}

}  // namespace
}  // namespace shardproof::partition::search
