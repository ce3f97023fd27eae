#include "partition/search/plan_evaluation.h"

#include <algorithm>
#include <stdexcept>

namespace shardproof::partition::search {

PlanEvaluator::PlanEvaluator(const Program& start, const DimensionGroups& groups, std::vector<Action> actions,
                             EvaluationOptions options)
    : start_(start), groups_(groups), actions_(std::move(actions)), options_(std::move(options)) {
  mesh_name_ = options_.mesh_name;
  if (mesh_name_.empty() && !start_.meshes.empty()) mesh_name_ = start_.meshes.front().first;
  if (const types::Mesh* m = start_.find_mesh(mesh_name_)) mesh_ = *m;
  base_priority_ = next_free_priority(start_);
  reference_step_time_s_ = evaluate({}).step_time_s;
}

Program PlanEvaluator::annotated(const std::vector<int>& chosen) const {
  Program p = start_;
  apply_actions(p, groups_, actions_, chosen, mesh_name_, base_priority_);
  return p;
}

CheckReport PlanEvaluator::check(const std::vector<int>& chosen, Program& out) const {
  out = annotated(chosen);
  CheckOptions co;
  co.topology = options_.topology;
  co.memory_budget_bytes = options_.memory_budget_bytes;
  co.verify_timeout_s = options_.verify_timeout_s;
  co.mesh_name = mesh_name_;
  return check_program(out, co);
}

const PlanEvaluation& PlanEvaluator::evaluate(const std::vector<int>& chosen) {
  if (auto it = cache_.find(chosen); it != cache_.end()) return it->second;
  Program p;
  PlanEvaluation e;
  e.actions = chosen;
  CheckReport report;
  try {
    report = check(chosen, p);
  } catch (const std::exception& ex) {
    // A pipeline failure on a plan is that plan's failure, never the search's (a
    // propagation bug once threw std::length_error on a plan the search made; fixed).
    e.failure = std::string("the check failed: ") + ex.what();
    return cache_.emplace(chosen, std::move(e)).first->second;
  }
  e.step_time_s = report.cost.step_time_s;
  e.peak_memory_bytes = report.cost.peak_memory_bytes;
  e.redistributions = report.redistributions;
  e.conflicts = report.conflicts;
  e.proved = report.redistributions_proved == report.redistributions;
  e.within_budget = !options_.memory_budget_bytes || e.peak_memory_bytes <= *options_.memory_budget_bytes;
  e.feasible = report.sound();
  for (const Diagnostic& d : report.diagnostics)
    if (d.severity == Diagnostic::Severity::error) {
      e.failure = d.message;
      break;
    }
  return cache_.emplace(chosen, std::move(e)).first->second;
}

double PlanEvaluator::reward(const PlanEvaluation& e) const {
  if (!e.proved || e.step_time_s <= 0) return 0;
  const double devices = std::max<int64_t>(1, mesh_.num_devices());
  const double speed = std::clamp(reference_step_time_s_ / e.step_time_s / devices, 0.0, 1.0);
  if (e.within_budget) return speed;
  // Over the budget: the speed, scaled down by how far the peak is above the budget, so
  // that a plan closer to the budget earns more (see the file comment).
  const double fits = static_cast<double>(*options_.memory_budget_bytes) / static_cast<double>(e.peak_memory_bytes);
  return speed * fits * fits;
}

}  // namespace shardproof::partition::search
