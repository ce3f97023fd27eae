#include "redistribute/plan.h"

#include <fmt/format.h>

#include <algorithm>

#include "types/error.h"

namespace shardproof::redistribute {

Plan make_plan(const types::Mesh& mesh, const types::TensorType& tensor, const types::ShardingType& source,
               const types::ShardingType& target, const std::vector<Collective>& ops) {
  Plan plan;
  plan.mesh = mesh;
  plan.tensor = tensor;
  plan.source = source;
  plan.target = target;
  for (const auto& op : ops) plan.steps.push_back(PlanStep{op, {}, {}, 0, 0, {}});
  return plan;
}

std::string evaluate(Plan& plan, const Topology& topology) {
  const auto& mesh = plan.mesh;
  const int rank = plan.tensor.rank();
  types::ShardingType current;
  types::ShardingType target;
  try {
    current = types::canonicalize(mesh, types::resolve(mesh, plan.source, rank));
    target = types::canonicalize(mesh, types::resolve(mesh, plan.target, rank));
  } catch (const types::InputError& e) {
    return e.what();
  }
  plan.source_bytes = types::local_bytes(mesh, current, plan.tensor);
  plan.target_bytes = types::local_bytes(mesh, target, plan.tensor);
  plan.bound_bytes = std::max(plan.source_bytes, plan.target_bytes);
  plan.peak_shard_bytes = plan.source_bytes;
  plan.peak_live_bytes = plan.source_bytes;
  plan.recv_bytes = plan.send_bytes = 0;
  plan.modeled_time_s = 0;
  for (size_t s = 0; s < plan.steps.size(); ++s) {
    PlanStep& step = plan.steps[s];
    TypeRuleResult rule = apply_type_rule(mesh, plan.tensor.shape, current, step.op);
    if (!rule.after)
      return fmt::format("step {}: {}: {}", s + 1, describe(mesh, step.op), rule.why_not);
    step.type_after = *rule.after;
    step.local_shape_after = types::local_shape(mesh, step.type_after, plan.tensor.shape);
    step.local_bytes_after = types::local_bytes(mesh, step.type_after, plan.tensor);
    step.cost = collective_cost(mesh, plan.tensor, current, step.type_after, step.op, topology);
    // A local slice can be taken in place of a copy, but count it as a copy: the model
    // does not assume buffer donation.
    step.live_bytes = types::local_bytes(mesh, current, plan.tensor) + step.local_bytes_after;
    plan.peak_shard_bytes = std::max(plan.peak_shard_bytes, step.local_bytes_after);
    plan.peak_live_bytes = std::max(plan.peak_live_bytes, step.live_bytes);
    plan.recv_bytes += step.cost.recv_bytes;
    plan.send_bytes += step.cost.send_bytes;
    plan.modeled_time_s += step.cost.time_s;
    current = step.type_after;
  }
  if (!current.same_layout(target))
    return fmt::format("the plan ends in {} but the destination is {}", types::to_string(mesh, current),
                       types::to_string(mesh, target));
  return {};
}

}  // namespace shardproof::redistribute
