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

// Memory first: from `start`, a descent that adds one compatible action at a time, among
// those whose plan is proved and has a lower peak memory, while the plan is over the budget
// and some action lowers it; at most `max_actions` actions. Returns the plan it stops at
// (within the budget or the leanest it reached; ascending). Two rules for the step:
//   leanest      the lowest peak (ties: the faster);
//   best_reward  the highest PlanEvaluator::reward (speed, times (budget / peak)^2 while
//                over the budget): a smaller step in memory that costs less time.
//
// Why: a lean plan is often several actions that fit only together (the expert 2D plan of
// gemma_fwd: batch on data, heads, ffn and vocabulary on model, at exactly its 1.54 MiB; batch
// on data alone peaks at 5.0 MiB, with heads and ffn at 2.3 MiB), and on a small forward pass
// every sharding is slower than the replicated plan, so the tree search's reward says little
// and random rollouts of 4 given actions out of 40 are rare. The leanest step alone can walk
// into a slow corner (keras_gemma_fwd: d_model on model first, 560 us within the budget where
// the best_reward descent's batch on data, heads, ffn and vocabulary on model refine to
// 191 us). Each step is one evaluation per action, deterministic; refine_plan then makes the
// plan fast.
enum class Descent { leanest, best_reward };
std::vector<int> descend_to_budget(PlanEvaluator& evaluator, const DimensionGroups& groups, std::vector<int> start,
                                   int max_actions, Descent descent, const RefineOptions& options);

}  // namespace shardproof::partition::search
