#include "partition/search/search.h"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <optional>
#include <set>

#include "partition/search/actions.h"
#include "partition/search/dimension_groups.h"
#include "partition/search/mcts.h"
#include "partition/search/plan_evaluation.h"
#include "partition/search/refine.h"
#include "types/error.h"

namespace shardproof::partition::search {
namespace {

std::string resolve_mesh_name(const Program& program, const std::string& requested) {
  if (!requested.empty()) {
    if (!program.find_mesh(requested)) throw types::InputError(fmt::format("no mesh named @{}", requested));
    return requested;
  }
  return program.meshes.empty() ? std::string() : program.meshes.front().first;
}

std::vector<std::string> searched_axes(const types::Mesh& mesh, const std::vector<std::string>& requested) {
  std::vector<std::string> out;
  for (const auto& a : mesh.axes())
    if (requested.empty()) out.push_back(a.name);
  for (const auto& name : requested) {
    if (!mesh.axis_index(name))
      throw types::InputError(fmt::format("axis '{}' is not in the mesh {}", name, mesh.to_short()));
    out.push_back(name);
  }
  return out;
}

// The fastest feasible plan; when none is feasible, the proved plan whose peak memory
// misses the budget least; nullptr when no plan was proved.
const PlanEvaluation* pick(const PlanEvaluator& evaluator) {
  const PlanEvaluation* best = nullptr;
  for (const auto& [set, e] : evaluator.evaluated())
    if (e.feasible && (!best || e.step_time_s < best->step_time_s)) best = &e;
  if (best) return best;
  for (const auto& [set, e] : evaluator.evaluated())
    if (e.proved && (!best || e.peak_memory_bytes < best->peak_memory_bytes)) best = &e;
  return best;
}

std::optional<double> best_feasible_time(const PlanEvaluator& evaluator) {
  std::optional<double> best;
  for (const auto& [set, e] : evaluator.evaluated())
    if (e.feasible && (!best || e.step_time_s < *best)) best = e.step_time_s;
  return best;
}

}  // namespace

void clear_shardings(Program& program) {
  for (Value& v : program.values) v.sharding.reset();
  for (auto& s : program.main.result_shardings) s.reset();
}

SearchResult search_shardings(Program& program, const SearchOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  SearchResult result;
  const std::string mesh_name = resolve_mesh_name(program, options.mesh_name);
  const types::Mesh* mesh = program.find_mesh(mesh_name);
  const types::Mesh empty_mesh;
  const std::vector<std::string> axes = searched_axes(mesh ? *mesh : empty_mesh, options.axes);

  // Find dimension groups; enumerate actions.
  const DimensionGroups groups = find_dimension_groups(program, options.value_name);
  std::vector<Action> actions = mesh ? enumerate_actions(program, groups, *mesh, axes) : std::vector<Action>{};
  result.groups = static_cast<int>(groups.groups.size());
  result.group_classes = static_cast<int>(groups.classes.size());
  result.candidate_actions = static_cast<int>(actions.size());

  // Tree search, every plan evaluated by the check pipeline.
  EvaluationOptions eo;
  eo.mesh_name = mesh_name;
  eo.topology = options.topology;
  eo.memory_budget_bytes = options.memory_budget_bytes;
  eo.verify_timeout_s = options.verify_timeout_s;
  PlanEvaluator evaluator(program, groups, actions, eo);
  result.start_step_time_s = evaluator.evaluate({}).step_time_s;
  MctsOptions mo;
  mo.max_simulations = options.max_simulations;
  mo.max_seconds = options.max_seconds;
  mo.seed = options.seed;
  mo.max_actions = options.max_actions;
  Mcts mcts(evaluator, groups, mo);
  mcts.run([&](const MctsProgress& p) {
    if (!options.progress) return;
    options.progress(SearchProgress{p.simulations, options.max_simulations, p.evaluations, p.elapsed_s,
                                    options.max_seconds, best_feasible_time(evaluator)});
  });
  result.simulations = mcts.progress().simulations;
  result.evaluations = evaluator.evaluations();
  result.exhausted = mcts.progress().exhausted;

  // Pick the best proved plan, refine it; under a budget, also descend from no action to the
  // budget (memory first) and refine that; keep the faster. Store its shardings.
  auto seconds_left = [&] {
    return std::max(1.0, options.max_seconds - std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  };
  std::vector<std::vector<int>> starts;
  if (const PlanEvaluation* best = pick(evaluator)) starts.push_back(best->actions);
  if (options.memory_budget_bytes && mesh) {
    RefineOptions ro;
    ro.max_seconds = seconds_left();
    for (Descent d : {Descent::leanest, Descent::best_reward})
      starts.push_back(descend_to_budget(evaluator, groups, {}, options.max_actions, d, ro));
  }
  std::optional<std::vector<int>> chosen_plan;
  std::set<std::vector<int>> refined_from;
  for (const std::vector<int>& s : starts) {
    if (!evaluator.evaluate(s).feasible || !refined_from.insert(s).second) continue;
    RefineOptions ro;
    ro.max_seconds = seconds_left();
    std::vector<int> refined = refine_plan(evaluator, groups, s, ro);
    if (!chosen_plan || evaluator.evaluate(refined).step_time_s < evaluator.evaluate(*chosen_plan).step_time_s)
      chosen_plan = std::move(refined);
  }
  // None feasible: the proved plan that misses the budget least, the descent's included.
  if (!chosen_plan)
    if (const PlanEvaluation* best = pick(evaluator)) chosen_plan = best->actions;
  result.evaluations = evaluator.evaluations();
  if (chosen_plan) {
    const std::vector<int>& chosen = *chosen_plan;
    Program annotated;
    result.report = evaluator.check(chosen, annotated);
    result.found = result.report.redistributions_proved == result.report.redistributions;
    if (result.found) {
      program = std::move(annotated);
      result.step_time_s = result.report.cost.step_time_s;
      result.peak_memory_bytes = result.report.cost.peak_memory_bytes;
      result.within_budget =
          !options.memory_budget_bytes || result.peak_memory_bytes <= *options.memory_budget_bytes;
      if (!result.within_budget) result.budget_miss_bytes = result.peak_memory_bytes - *options.memory_budget_bytes;
      for (int a : chosen) result.actions.push_back(describe(groups, actions[a]));
    }
  }
  result.elapsed_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return result;
}

}  // namespace shardproof::partition::search
