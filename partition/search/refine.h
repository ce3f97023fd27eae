// \file Local refinement of the tree search's best plan: a hill climb over single-action
// changes, each evaluated by the same PlanEvaluator (cached). The tree search samples
// widely and its rollouts add actions at random; the climb then
//   drops    every action whose removal keeps the plan feasible and no slower (within
//            `tolerance`): the simplest plan of that speed, no action that does nothing;
//   adds     the compatible action, or swaps one action for the other, that makes the
//            plan fastest, while one does;
// until a round changes nothing or the time is spent.
//
//   {ffn on data, batch args on model, heads on model}  ->  drop "ffn on data" (no slower)
//   {batch on data}                                     ->  add "ffn on model" (faster)
//   {batch on model, ffn on data, ...}                  ->  swap "ffn on data" for
//                                                           "heads on data" (faster)
#pragma once

#include <vector>

#include "partition/search/dimension_groups.h"
#include "partition/search/plan_evaluation.h"

namespace shardproof::partition::search {

struct RefineOptions {
  double tolerance = 0.001;  // a removal may cost this fraction of step time
  double max_seconds = 10;
};

// The refined set (ascending); `start` must have been evaluated feasible.
std::vector<int> refine_plan(PlanEvaluator& evaluator, const DimensionGroups& groups, std::vector<int> start,
                             const RefineOptions& options);

}  // namespace shardproof::partition::search
