// \file The search's simulator: a set of actions (actions.h) applied to the program, then
// the check pipeline (partition/check/check.h: propagate, lower, prove every inserted
// redistribution with verify/, estimate the cost) — the same figures `shardproof check`
// prints, no second cost model. Evaluations are cached by action set.
//
//   PlanEvaluator eval(program, groups, actions, options);
//   const PlanEvaluation& e = eval.evaluate({0, 3});  // batch on data, ffn on model
//   e.feasible, e.step_time_s, e.peak_memory_bytes, e.proved
//
// A plan is feasible when every redistribution is proved and the peak memory per device
// meets the budget (a hard limit); an unproved plan is never feasible, so the search can
// never return one. The reward the tree search maximises is the step time of the plan
// with no action (everything replicated) over the plan's, divided by the number of devices:
// 1 for a perfect speed-up, 0 for an unproved plan. A proved plan over the budget earns
// that speed times (budget / peak)^2: still never returned while a feasible plan exists,
// but a step towards the budget is rewarded. With the budget as a bare 0 the search had no
// signal on a model whose lean plan needs three actions together: on the bf16 transformer
// layer under 20 MiB, batch on data alone peaks at 38 MiB, with heads or ffn on model at 31
// and 30 MiB, and only all three (the expert 2D plan) fit, so every step towards it scored
// 0 like any other infeasible plan and 200 simulations never found it.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "partition/check/check.h"
#include "partition/ir/program.h"
#include "partition/search/actions.h"
#include "partition/search/dimension_groups.h"
#include "redistribute/topology.h"

namespace shardproof::partition::search {

struct EvaluationOptions {
  std::string mesh_name;  // empty: the program's first mesh
  redistribute::Topology topology = redistribute::Topology::one_node_8_gpus();
  std::optional<int64_t> memory_budget_bytes;
  double verify_timeout_s = 10;
};

struct PlanEvaluation {
  std::vector<int> actions;   // ascending indices into the evaluator's actions
  bool proved = false;        // every inserted redistribution proved by verify/
  bool within_budget = true;
  bool feasible = false;      // proved and within budget
  double step_time_s = 0;
  int64_t peak_memory_bytes = 0;
  int redistributions = 0;
  int conflicts = 0;
  std::string failure;        // why not feasible: the first error of the check
};

class PlanEvaluator {
 public:
  PlanEvaluator(const Program& start, const DimensionGroups& groups, std::vector<Action> actions,
                EvaluationOptions options);

  // The plan of `chosen` (ascending), evaluated once per set.
  const PlanEvaluation& evaluate(const std::vector<int>& chosen);
  // The program annotated with `chosen` and checked: every value's sharding as propagated
  // and lowered, and the check's full report.
  CheckReport check(const std::vector<int>& chosen, Program& annotated) const;
  // In [0, 1]: 0 when infeasible.
  double reward(const PlanEvaluation& e) const;

  const std::vector<Action>& actions() const { return actions_; }
  const types::Mesh& mesh() const { return mesh_; }
  int evaluations() const { return static_cast<int>(cache_.size()); }
  const std::map<std::vector<int>, PlanEvaluation>& evaluated() const { return cache_; }

 private:
  Program annotated(const std::vector<int>& chosen) const;

  const Program& start_;
  const DimensionGroups& groups_;
  std::vector<Action> actions_;
  EvaluationOptions options_;
  std::string mesh_name_;
  types::Mesh mesh_;
  int base_priority_ = 0;
  double reference_step_time_s_ = 0;  // the plan of no action
  std::map<std::vector<int>, PlanEvaluation> cache_;
};

}  // namespace shardproof::partition::search
