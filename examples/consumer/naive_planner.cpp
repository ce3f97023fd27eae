#include "naive_planner.h"

#include <redistribute/collective.h>
#include <redistribute/topology.h>

#include <stdexcept>

namespace consumer {

using shardproof::redistribute::Collective;
using shardproof::redistribute::Plan;
using shardproof::redistribute::PlanStep;

Plan naive_plan(const shardproof::types::Mesh& mesh, const shardproof::types::TensorType& tensor,
                const shardproof::types::ShardingType& source, const shardproof::types::ShardingType& target) {
  Plan plan;
  plan.mesh = mesh;
  plan.tensor = tensor;
  plan.source = source;
  plan.target = target;
  auto step = [&](Collective op) { plan.steps.push_back(PlanStep{std::move(op), {}, {}, 0, 0, {}}); };
  // In canonical form (size-1 axes dropped, adjacent sub-axes merged), as the type rules see it.
  const auto from = shardproof::types::canonicalize(mesh, source);
  const auto to = shardproof::types::canonicalize(mesh, target);
  if (!from.unreduced.empty()) step(Collective::all_reduce(from.unreduced));
  for (int d = 0; d < from.rank(); ++d)
    if (!from.dims[d].axes.empty()) step(Collective::all_gather(d, from.dims[d].axes));
  for (int d = 0; d < to.rank(); ++d)
    if (!to.dims[d].axes.empty()) step(Collective::all_slice(d, to.dims[d].axes));
  // evaluate() type-checks the steps and fills in their types and costs.
  const std::string error = shardproof::redistribute::evaluate(plan, shardproof::redistribute::Topology::one_node_8_gpus());
  if (!error.empty()) throw std::logic_error("naive plan does not type-check: " + error);
  return plan;
}

}  // namespace consumer
