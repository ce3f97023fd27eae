// The search's actions name values the way users know them (issue 10): the `auto` tactic's
// actions (`search chose:` of `shardproof partition`, `search_actions` in its JSON) say the
// names JAX gave the arguments and results (jax.arg_info / loc, jax.result_info) through the
// tactics' own naming (tactics::known_name), and fall back to the SSA name only for a group
// with no named member or when no namer is given.
#include <gtest/gtest.h>

#include <filesystem>
#include <set>
#include <string>

#include "partition/ir/mesh_attach.h"
#include "partition/ir/stablehlo_reader.h"
#include "partition/search/actions.h"
#include "partition/search/dimension_groups.h"
#include "partition/search/search.h"
#include "partition/tactics/apply_tactics.h"
#include "partition/tactics/tactic_file.h"
#include "partition/tactics/value_selection.h"

namespace shardproof::partition {
namespace {

namespace fs = std::filesystem;

// An export with no shardings whose arguments JAX named by loc (params['wq'], ..., x).
Program unsharded_transformer() {
  Program p = read_stablehlo_file(
      (fs::path(SHARDPROOF_SOURCE_DIR) / "examples" / "unsharded" / "transformer_fwd.mlir").string());
  attach_mesh(p, types::Mesh::parse("data=4,model=2"));
  return p;
}

// The value name an action description says: the text after " like " up to " (".
std::string named_value(const std::string& action) {
  const size_t like = action.find(" like ");
  const size_t paren = action.find(" (", like);
  if (like == std::string::npos || paren == std::string::npos) return "";
  return action.substr(like + 6, paren - like - 6);
}

TEST(KnownName, IsTheArgumentsOrResultsNameAndEmptyForOtherValues) {
  const Program p = unsharded_transformer();
  ASSERT_FALSE(p.main.argument_info.empty());
  for (size_t i = 0; i < p.main.arguments.size(); ++i)
    EXPECT_EQ(tactics::known_name(p, p.main.arguments[i]), tactics::argument_name(p, static_cast<int>(i)));
  EXPECT_EQ(tactics::known_name(p, p.main.arguments.front()), "params['b1']");
  std::set<ValueId> named(p.main.arguments.begin(), p.main.arguments.end());
  named.insert(p.main.results.begin(), p.main.results.end());
  int intermediates = 0;
  for (ValueId v = 0; v < static_cast<ValueId>(p.values.size()); ++v)
    if (!named.count(v)) {
      ++intermediates;
      EXPECT_EQ(tactics::known_name(p, v), "") << p.value(v).name;
    }
  EXPECT_GT(intermediates, 100);
}

// Every class of the transformer layer has a named member (x's batch, sequence and d_model,
// the weights' heads, head and ffn dimensions): each description names it by its argument
// name; without a namer the same class is described by its largest member's SSA name.
TEST(SearchActionNames, ClassesAreDescribedByArgumentNames) {
  const Program p = unsharded_transformer();
  const search::DimensionGroups named = search::find_dimension_groups(p, tactics::known_name);
  const search::DimensionGroups bare = search::find_dimension_groups(p);
  ASSERT_EQ(named.classes.size(), bare.classes.size());
  std::set<std::string> argument_names(p.main.argument_info.begin(), p.main.argument_info.end());
  std::set<std::string> said;
  for (size_t c = 0; c < named.classes.size(); ++c) {
    const std::string name = named_value(named.classes[c].description);
    EXPECT_TRUE(argument_names.count(name)) << named.classes[c].description;
    EXPECT_TRUE(argument_names.count(named_value(named.classes[c].arguments_description)))
        << named.classes[c].arguments_description;
    said.insert(name);
    EXPECT_EQ(named_value(bare.classes[c].description).rfind('%', 0), 0u) << bare.classes[c].description;
  }
  EXPECT_TRUE(said.count("x")) << "the batch, sequence or d_model class";
  EXPECT_TRUE(said.count("params['wq']") || said.count("params['wk']") || said.count("params['wv']") ||
              said.count("params['wo']"))
      << "the heads class";
}

// Through the auto tactic, as `shardproof partition` prints them: batch on data, then the
// search on model; the chosen actions name arguments, never an SSA value.
TEST(SearchActionNames, TheAutoTacticsActionsNameArguments) {
  const Program p = unsharded_transformer();
  tactics::AutoSearchOptions search;
  search.memory_budget_bytes = int64_t{45} << 20;
  search.max_simulations = 60;
  const tactics::PartitionResult r =
      tactics::apply_tactics(p, tactics::parse_tactics("- batch: {axis: data}\n- auto: {axes: [model]}\n", "PLAN.yaml"),
                             "PLAN.yaml", CheckOptions{}, search);
  ASSERT_EQ(r.steps.size(), 3u);
  ASSERT_FALSE(r.steps[2].actions.empty());
  std::set<std::string> argument_names(p.main.argument_info.begin(), p.main.argument_info.end());
  for (const std::string& a : r.steps[2].actions) {
    EXPECT_EQ(a.find('%'), std::string::npos) << a;
    EXPECT_TRUE(argument_names.count(named_value(a))) << a;
    EXPECT_TRUE(a.ends_with(" on model")) << a;
  }
}

}  // namespace
}  // namespace shardproof::partition
