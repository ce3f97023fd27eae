#include "partition/search/refine.h"

#include <algorithm>
#include <chrono>

#include "partition/search/actions.h"

namespace shardproof::partition::search {

std::vector<int> refine_plan(PlanEvaluator& evaluator, const DimensionGroups& groups, std::vector<int> plan,
                             const RefineOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  auto out_of_time = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() >= options.max_seconds;
  };
  double time = evaluator.evaluate(plan).step_time_s;
  for (bool changed = true; changed && !out_of_time();) {
    changed = false;
    // Drop what does not pay for itself, last action first.
    for (size_t i = plan.size(); i-- > 0 && !out_of_time();) {
      std::vector<int> smaller = plan;
      smaller.erase(smaller.begin() + static_cast<std::ptrdiff_t>(i));
      const PlanEvaluation& e = evaluator.evaluate(smaller);
      if (e.feasible && e.step_time_s <= time * (1 + options.tolerance)) {
        plan = std::move(smaller);
        time = std::min(time, e.step_time_s);
        changed = true;
      }
    }
    // Add the action that helps most, or swap one action for another: the drop-and-add
    // pairs no single step reaches (a plan whose action is on the wrong axis, where
    // dropping it breaks the budget and adding the right one breaks compatibility).
    std::vector<int> best;
    double best_time = time;
    auto consider = [&](std::vector<int> candidate) {
      std::sort(candidate.begin(), candidate.end());
      const PlanEvaluation& e = evaluator.evaluate(candidate);
      if (e.feasible && e.step_time_s < best_time * (1 - options.tolerance)) best = std::move(candidate), best_time = e.step_time_s;
    };
    const int n = static_cast<int>(evaluator.actions().size());
    for (int a = 0; a < n && !out_of_time(); ++a) {
      if (std::count(plan.begin(), plan.end(), a)) continue;
      if (compatible(evaluator.actions(), plan, a, groups, evaluator.mesh())) {
        std::vector<int> larger = plan;
        larger.push_back(a);
        consider(std::move(larger));
      }
      for (size_t i = 0; i < plan.size() && !out_of_time(); ++i) {
        std::vector<int> swapped = plan;
        swapped.erase(swapped.begin() + static_cast<std::ptrdiff_t>(i));
        if (!compatible(evaluator.actions(), swapped, a, groups, evaluator.mesh())) continue;
        swapped.push_back(a);
        consider(std::move(swapped));
      }
    }
    if (!best.empty()) {
      plan = std::move(best);
      time = best_time;
      changed = true;
    }
  }
  return plan;
}

std::vector<int> descend_to_budget(PlanEvaluator& evaluator, const DimensionGroups& groups, std::vector<int> plan,
                                   int max_actions, Descent descent, const RefineOptions& options) {
  auto better = [&](const PlanEvaluation& a, const PlanEvaluation& b) {
    if (descent == Descent::best_reward && evaluator.reward(a) != evaluator.reward(b))
      return evaluator.reward(a) > evaluator.reward(b);
    if (a.peak_memory_bytes != b.peak_memory_bytes) return a.peak_memory_bytes < b.peak_memory_bytes;
    return a.step_time_s < b.step_time_s;
  };
  const auto start = std::chrono::steady_clock::now();
  auto out_of_time = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() >= options.max_seconds;
  };
  std::sort(plan.begin(), plan.end());
  const PlanEvaluation* current = &evaluator.evaluate(plan);
  const int n = static_cast<int>(evaluator.actions().size());
  while (!current->within_budget && static_cast<int>(plan.size()) < max_actions && !out_of_time()) {
    const PlanEvaluation* best = nullptr;
    for (int a = 0; a < n && !out_of_time(); ++a) {
      if (std::count(plan.begin(), plan.end(), a) || !compatible(evaluator.actions(), plan, a, groups, evaluator.mesh()))
        continue;
      std::vector<int> larger = plan;
      larger.push_back(a);
      std::sort(larger.begin(), larger.end());
      const PlanEvaluation& e = evaluator.evaluate(larger);
      if (!e.proved || e.peak_memory_bytes >= current->peak_memory_bytes) continue;
      if (!best || better(e, *best)) best = &e;
    }
    if (!best || best->peak_memory_bytes >= current->peak_memory_bytes) break;
    plan = best->actions;
    current = best;
  }
  return plan;
}

}  // namespace shardproof::partition::search
