// \file The automatic sharding search (`auto` tactic of `shardproof partition`): finds the
// shardings of a program's values that minimise the modeled step time within a memory
// budget, by Monte Carlo tree search over "shard this group of dimensions on this mesh axis"
// actions (Automap). The pipeline, top to bottom (search.cpp reads the same way):
//
//   find dimension groups   static analysis of the factor rules (dimension_groups.h)
//   enumerate actions       group x axis, group-arguments x axis (actions.h)
//   tree search             UCT over action sets, each evaluated by the check pipeline
//                           (mcts.h, plan_evaluation.h), cached by set; a plan over the
//                           memory budget is rewarded less the further it is above it
//   pick                    the fastest feasible plan: every redistribution proved by verify/
//                           and the peak memory within the budget
//   descend (budget)        memory first: from no action, add one action at a time that
//                           lowers the peak (the most; or with the best reward) until the
//                           plan fits (refine.h), for lean plans that need several actions
//                           together
//   refine                  a hill climb from each of the three: drop actions that do not pay,
//                           add or swap in the one that helps most (refine.h); the fastest
//                           wins; when no plan meets the budget, the proved plan that
//                           misses it least
//   store                   the plan's propagated shardings on the program
//
//   examples/models/transformer_tp.shardy.mlir with its shardings cleared, axes {model}:
//     heads on model, ffn on model -> 2 all-reduces over model, no weight gathered
//   mlp_train on data=4,model=2, budget under the data-parallel peak:
//     batch on data, ffn on model (data x model), within the budget
//
// The search never returns an unproved plan: `found` is false when no evaluated plan had
// every redistribution proved.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "partition/check/check.h"
#include "partition/ir/program.h"
#include "partition/search/dimension_groups.h"
#include "redistribute/topology.h"

namespace shardproof::partition::search {

struct SearchProgress {
  int64_t simulations = 0;
  int64_t max_simulations = 0;
  int evaluations = 0;  // distinct plans checked
  double elapsed_s = 0;
  double max_seconds = 0;
  std::optional<double> best_step_time_s;  // of the best feasible plan so far
};

struct SearchOptions {
  std::vector<std::string> axes;  // mesh axes the search may use; empty: every axis
  std::optional<int64_t> memory_budget_bytes;
  int64_t max_simulations = 200;
  double max_seconds = 60;
  uint64_t seed = 1;
  redistribute::Topology topology = redistribute::Topology::one_node_8_gpus();
  std::string mesh_name;  // empty: the program's first mesh
  double verify_timeout_s = 10;
  int max_actions = 8;  // the largest action set considered
  // How the actions name values (SearchResult::actions): `shardproof partition` passes the
  // tactics' names (jax.arg_info, jax.result_info); none: SSA names ("%36").
  ValueNamer value_name;
  std::function<void(const SearchProgress&)> progress;
};

struct SearchResult {
  bool found = false;          // a plan with every redistribution proved
  bool within_budget = false;  // and its peak memory meets the budget
  int64_t budget_miss_bytes = 0;  // peak - budget when not within it
  double step_time_s = 0;
  int64_t peak_memory_bytes = 0;
  double start_step_time_s = 0;  // the program as given (no action)
  std::vector<std::string> actions;  // the plan's actions, described, in priority order
  int groups = 0;          // dimension groups found
  int group_classes = 0;   // of alike groups (the action space's unit)
  int candidate_actions = 0;
  int64_t simulations = 0;
  int evaluations = 0;
  bool exhausted = false;  // every action set was evaluated
  double elapsed_s = 0;
  CheckReport report;      // the chosen plan's check (proofs, collectives, diagnostics)
};

// Searches and stores the best plan's shardings on `program` (every value, as propagated
// and lowered); leaves `program` as it was when `found` is false. Throws InputError on an
// axis that is not in the mesh.
SearchResult search_shardings(Program& program, const SearchOptions& options);

// Clears every sharding of the program (values, function results, their priorities), the
// meshes kept: the state of an export without shardings.
void clear_shardings(Program& program);

}  // namespace shardproof::partition::search
