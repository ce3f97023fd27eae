#include "exec/plan_placement.h"

#include <fmt/format.h>

#include "exec/local_collectives.h"
#include "exec/program_runner.h"

namespace shardproof::exec {

using partition::ValueId;
using types::ShardingType;

namespace {

std::map<std::string, Placed> places(const partition::LoweredProgram& lowered) {
  std::map<std::string, Placed> out;
  auto add = [&](const std::string& key, Placed p) {
    if (!out.emplace(key, p).second)
      throw ProgramUnsupported(0, fmt::format("two redistributions at one place ({}): cannot tell which runs", key));
  };
  for (size_t k = 0; k < lowered.redistributions.size(); ++k) {
    const auto& r = lowered.redistributions[k];
    add(place_key(r.op_index, r.line, r.value, r.reason), {static_cast<int>(k), true});
    for (const auto& reader : r.shared_with)
      add(place_key(reader.op_index, reader.line, r.value, reader.reason), {static_cast<int>(k), false});
  }
  return out;
}

// Checks where each plan starts, as lowering records it (InsertedRedistribution::starts_from:
// the earlier redistribution whose result it starts from, or -1 for the value as it is).
// Lowering reduces a value's partial sums once: a later reader that wants the
// value in another layout gets a plan from the earlier reader's reduced layout when that moves
// fewer bytes. Run on the value itself, such a plan would move the unreduced partial sums as
// if they were the reduced blocks (found on Equinox's FSDP transformer step: an all_to_all of
// the attention output's gradient moved 448 KiB per device where its plan moves 56 KiB, and
// the embedding's first moment came out 3.6% off). Checked here, since a wrong start would
// run silently: the earlier plan is of the same value and ends where this one starts, and a
// plan that starts without the unreduced axes its value has names where it starts from.
void check_plan_starts(const partition::LoweredProgram& lowered, const std::vector<std::vector<ShardingType>>& plan_types) {
  for (size_t k = 0; k < lowered.redistributions.size(); ++k) {
    const auto& r = lowered.redistributions[k];
    const int e = r.starts_from;
    const bool ends_here = e >= 0 && static_cast<size_t>(e) < k && lowered.redistributions[static_cast<size_t>(e)].value == r.value &&
                           plan_types[static_cast<size_t>(e)].back().same_layout(plan_types[k].front());
    const bool drops_unreduced = !types::canonicalize(lowered.mesh, lowered.types[r.value]).unreduced.empty() &&
                                 plan_types[k].front().unreduced.empty();
    if ((e >= 0 && !ends_here) || (e < 0 && drops_unreduced))
      throw ProgramUnsupported(r.line, fmt::format("the plan for {} ({}) starts from a layout without the value's unreduced "
                                                   "axes, and no earlier plan of it ends there", r.reason, r.op_name));
  }
}

// The types a plan's steps go through, as the executor tracks them (local_collectives.h).
std::vector<ShardingType> types_along(const redistribute::Plan& plan) {
  const auto& shape = plan.tensor.shape;
  std::vector<ShardingType> t{types::canonicalize(plan.mesh, types::resolve(plan.mesh, plan.source, static_cast<int>(shape.size())))};
  for (size_t s = 0; s < plan.steps.size(); ++s) {
    try {
      t.push_back(executed_type(plan.mesh, shape, t.back(), plan.steps[s].op));
    } catch (const std::exception& e) {
      throw std::invalid_argument(fmt::format("step {}: {}: {}", s + 1, redistribute::describe(plan.mesh, plan.steps[s].op), e.what()));
    }
  }
  return t;
}

}  // namespace

std::string place_key(int op_index, int line, ValueId value, const std::string& reason) {
  return fmt::format("{}|{}|{}|{}", op_index, line, value, reason);
}

PlanPlacement place_redistributions(const partition::LoweredProgram& lowered) {
  PlanPlacement out;
  out.at = places(lowered);
  for (const auto& r : lowered.redistributions) out.plan_types.push_back(types_along(r.plan));
  check_plan_starts(lowered, out.plan_types);
  return out;
}

std::vector<ShardingType> returned_types(const partition::Program& program, const partition::LoweredProgram& lowered,
                                         const PlanPlacement& placement) {
  std::vector<ShardingType> returned;
  const auto& fn = program.main;
  for (size_t r = 0; r < fn.results.size(); ++r) {
    const auto it = placement.at.find(place_key(static_cast<int>(fn.ops.size()), fn.return_line, fn.results[r], fmt::format("result {}", r)));
    returned.push_back(it == placement.at.end() ? lowered.types[fn.results[r]]
                                                : placement.plan_types[static_cast<size_t>(it->second.redistribution)].back());
  }
  return returned;
}

}  // namespace shardproof::exec
