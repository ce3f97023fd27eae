// \file Monte Carlo tree search (UCT) over sets of actions, as Automap searches PartIR's
// tactics. A node is a set of actions, built in ascending action order so that every set
// has one path (the tree is a set-enumeration tree: no plan is reached twice); its children
// are "stop here" (a leaf: the node's own plan) and every compatible action after the
// node's last one. One simulation:
//
//   select    from the root, the child with the best upper confidence bound
//             (mean reward + c * sqrt(ln N / n)), skipping exhausted subtrees;
//   expand    the node's next untried child (children are tried in a seeded shuffle);
//   roll out  random compatible actions, each step stopping with probability 1/2;
//   evaluate  the rolled-out set (PlanEvaluator: cached, so a plan met twice costs nothing);
//   back up   the reward along the path.
//
// The search keeps every evaluated plan; the answer is the best one (not the most visited
// child), so a lucky rollout is never lost. Deterministic for a seed when bounded by
// simulations; a time bound stops it early wherever the clock says.
//
//   Mcts mcts(evaluator, groups, {.max_simulations = 200, .seed = 1});
//   mcts.run(progress);   // mcts.simulations(), evaluator.evaluated()
#pragma once

#include <cstdint>
#include <functional>
#include <random>
#include <vector>

#include "partition/search/dimension_groups.h"
#include "partition/search/plan_evaluation.h"

namespace shardproof::partition::search {

struct MctsOptions {
  int64_t max_simulations = 200;
  double max_seconds = 60;
  uint64_t seed = 1;
  double exploration = 0.5;  // c of UCT; rewards lie in [0, 1]
  int max_actions = 8;       // the deepest set considered
};

struct MctsProgress {
  int64_t simulations = 0;
  int evaluations = 0;  // distinct plans evaluated
  double elapsed_s = 0;
  bool exhausted = false;  // every set within max_actions was evaluated
};

class Mcts {
 public:
  Mcts(PlanEvaluator& evaluator, const DimensionGroups& groups, MctsOptions options);
  // Runs until a budget is spent or the tree is exhausted; calls `on_simulation` after each.
  void run(const std::function<void(const MctsProgress&)>& on_simulation);
  const MctsProgress& progress() const { return progress_; }

 private:
  struct Node {
    std::vector<int> actions;     // the set, ascending
    bool leaf = false;            // the "stop" child: the plan of `actions`
    std::vector<int> untried;     // children not yet expanded: -1 is stop, else an action
    std::vector<int> children;    // indices into nodes_
    int visits = 0;
    double total_reward = 0;
    bool exhausted = false;
  };

  int add_node(std::vector<int> actions, bool leaf);
  std::vector<int> compatible_after(const std::vector<int>& chosen, int after) const;
  double simulate();
  std::vector<int> roll_out(std::vector<int> chosen);
  void mark_exhausted(const std::vector<int>& path);

  PlanEvaluator& evaluator_;
  const DimensionGroups& groups_;
  MctsOptions options_;
  std::mt19937_64 rng_;
  std::vector<Node> nodes_;
  MctsProgress progress_;
};

}  // namespace shardproof::partition::search
