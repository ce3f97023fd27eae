#include "partition/search/mcts.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>

namespace shardproof::partition::search {

Mcts::Mcts(PlanEvaluator& evaluator, const DimensionGroups& groups, MctsOptions options)
    : evaluator_(evaluator), groups_(groups), options_(options), rng_(options.seed) {
  add_node({}, false);
}

std::vector<int> Mcts::compatible_after(const std::vector<int>& chosen, int after) const {
  std::vector<int> out;
  if (static_cast<int>(chosen.size()) >= options_.max_actions) return out;
  const auto& actions = evaluator_.actions();
  for (int a = after + 1; a < static_cast<int>(actions.size()); ++a)
    if (compatible(actions, chosen, a, groups_, evaluator_.mesh())) out.push_back(a);
  return out;
}

int Mcts::add_node(std::vector<int> actions, bool leaf) {
  Node n;
  n.leaf = leaf;
  if (!leaf) {
    n.untried = compatible_after(actions, actions.empty() ? -1 : actions.back());
    n.untried.push_back(-1);  // stop
    std::shuffle(n.untried.begin(), n.untried.end(), rng_);
  }
  n.actions = std::move(actions);
  nodes_.push_back(std::move(n));
  return static_cast<int>(nodes_.size()) - 1;
}

std::vector<int> Mcts::roll_out(std::vector<int> chosen) {
  std::bernoulli_distribution stop(0.5);
  while (static_cast<int>(chosen.size()) < options_.max_actions && !stop(rng_)) {
    // Any compatible action, not only later ones: the set is sorted afterwards.
    std::vector<int> any;
    for (int a = 0; a < static_cast<int>(evaluator_.actions().size()); ++a)
      if (std::find(chosen.begin(), chosen.end(), a) == chosen.end() &&
          compatible(evaluator_.actions(), chosen, a, groups_, evaluator_.mesh()))
        any.push_back(a);
    if (any.empty()) break;
    chosen.push_back(any[std::uniform_int_distribution<size_t>(0, any.size() - 1)(rng_)]);
    std::sort(chosen.begin(), chosen.end());
  }
  return chosen;
}

void Mcts::mark_exhausted(const std::vector<int>& path) {
  for (auto it = path.rbegin(); it != path.rend(); ++it) {
    Node& n = nodes_[*it];
    if (!n.leaf) {
      if (!n.untried.empty()) return;
      for (int c : n.children)
        if (!nodes_[c].exhausted) return;
    }
    n.exhausted = true;
  }
}

double Mcts::simulate() {
  std::vector<int> path{0};
  // Select.
  while (true) {
    Node& n = nodes_[path.back()];
    if (n.leaf || !n.untried.empty()) break;
    int best = -1;
    double best_score = -std::numeric_limits<double>::infinity();
    const double log_n = std::log(std::max(1, n.visits));
    for (int c : n.children) {
      const Node& child = nodes_[c];
      if (child.exhausted) continue;
      const double score = child.visits == 0 ? std::numeric_limits<double>::infinity()
                                             : child.total_reward / child.visits +
                                                   options_.exploration * std::sqrt(log_n / child.visits);
      if (score > best_score) best_score = score, best = c;
    }
    if (best < 0) break;  // every child exhausted (mark_exhausted will say so)
    path.push_back(best);
  }
  // Expand.
  std::vector<int> rolled;
  if (Node& n = nodes_[path.back()]; !n.leaf && !n.untried.empty()) {
    const int action = n.untried.back();
    n.untried.pop_back();
    std::vector<int> actions = n.actions;
    if (action >= 0) actions.push_back(action);
    const int child = add_node(std::move(actions), action < 0);
    nodes_[path.back()].children.push_back(child);
    path.push_back(child);
  }
  const Node& last = nodes_[path.back()];
  rolled = last.leaf ? last.actions : roll_out(last.actions);
  const double reward = evaluator_.reward(evaluator_.evaluate(rolled));
  for (int i : path) {
    nodes_[i].visits += 1;
    nodes_[i].total_reward += reward;
  }
  mark_exhausted(path);
  return reward;
}

void Mcts::run(const std::function<void(const MctsProgress&)>& on_simulation) {
  const auto start = std::chrono::steady_clock::now();
  while (progress_.simulations < options_.max_simulations && !nodes_[0].exhausted) {
    progress_.elapsed_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (progress_.elapsed_s >= options_.max_seconds) break;
    simulate();
    ++progress_.simulations;
    progress_.evaluations = evaluator_.evaluations();
    progress_.elapsed_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (on_simulation) on_simulation(progress_);
  }
  progress_.exhausted = nodes_[0].exhausted;
}

}  // namespace shardproof::partition::search
