#include "partition/cost/gradient_deferral.h"

#include <algorithm>
#include <map>
#include <set>

namespace shardproof::partition::memory {

namespace {

// Whether f is an op XLA's scheduler may run anywhere its operands and readers allow: a
// computation of main or of a loop's or branch's body (not an op with regions, a collective,
// a barrier or a call with effects), with no redistribution of its operands (those run at
// the op's own step).
bool movable(const FlatOp& f, const CostInputs& in, const PlansByOp& plans) {
  if (runs_regions(*f.op)) return false;
  if (!f.in_main && !runs_regions(in.main.ops[f.main_index])) return false;
  switch (f.op->kind) {
    case OpKind::custom_call:
    case OpKind::rng_bit_generator:
    case OpKind::manual_computation:
    case OpKind::optimization_barrier:
      return false;
    default:
      break;
  }
  if (is_collective(f.op->kind)) return false;
  for (ValueId o : f.op->operands)
    if (plans.operand_plan.count({f.main_index, o})) return false;
  return true;
}

}  // namespace

void defer_gradient_producers(Schedule& schedule, const CostInputs& in, const PlansByOp& plans,
                              const Materialisation& fusion, const std::vector<CombinedGroup>& groups) {
  if (in.topology.compiler != redistribute::Compiler::xla_gpu) return;
  // Each combined plan -> its group; each group's last producer step.
  std::map<const InsertedRedistribution*, int> group_of;
  std::vector<int> last_produced(groups.size(), -1);
  for (size_t g = 0; g < groups.size(); ++g) {
    for (const auto* r : groups[g].plans) group_of[r] = static_cast<int>(g);
    for (const FlatOp* p : groups[g].producers)
      if (p) last_produced[g] = std::max(last_produced[g], p->step);
  }
  if (group_of.empty()) return;
  auto combined_group = [&](const InsertedRedistribution* r) {
    auto it = group_of.find(r);
    return it == group_of.end() ? -1 : it->second;
  };
  std::set<ValueId> returned;
  for (ValueId r : in.main.results) returned.insert(schedule.canon(r));

  // Walked from the end: a reader is decided before its producer. deferred[f] = the group f
  // feeds (the one whose last producer comes first, where it feeds several).
  std::vector<FlatOp*> order;
  for (FlatOp& f : schedule.flat) order.push_back(&f);
  std::stable_sort(order.begin(), order.end(), [](const FlatOp* a, const FlatOp* b) { return a->step < b->step; });
  std::map<const FlatOp*, int> deferred;
  auto earlier = [&](int a, int b) { return a < 0 ? b : b < 0 ? a : last_produced[a] <= last_produced[b] ? a : b; };
  for (auto it = order.rbegin(); it != order.rend(); ++it) {
    const FlatOp& f = **it;
    if (!movable(f, in, plans)) continue;
    const int region = f.in_main ? -1 : f.main_index;
    int group = -1;
    bool feeds_only_groups = true;
    for (ValueId r : f.op->results) {
      const ValueId cr = schedule.canon(r);
      if (returned.count(cr)) feeds_only_groups = false;
      if (auto p = plans.result_plan.find({f.main_index, r}); p != plans.result_plan.end()) {
        const int g = combined_group(p->second);
        if (g < 0) feeds_only_groups = false;
        group = earlier(group, g);
        continue;  // its readers read the reduced value, after the group
      }
      const auto& readers = fusion.readers(cr);
      if (readers.empty()) feeds_only_groups = false;
      for (const FlatOp* u : readers) {
        int g = -1;
        if (auto p = plans.operand_plan.find({u->main_index, r}); p != plans.operand_plan.end())
          g = combined_group(p->second);
        else if (auto d = deferred.find(u); d != deferred.end() && u->op->kind != OpKind::dot_general)
          g = d->second;  // what a deferred dot reads stays: its producers run where they are
        if (g < 0) feeds_only_groups = false;
        group = earlier(group, g);
      }
    }
    if (feeds_only_groups && group >= 0 && groups[group].region == region) deferred[&f] = group;
  }

  // Each group's deferred ops, in program order, on the sub-steps after its last producer
  // (fewer sub-steps than ops: some share one).
  std::map<int, std::vector<FlatOp*>> per_group;
  for (FlatOp* f : order)
    if (auto d = deferred.find(f); d != deferred.end()) per_group[d->second].push_back(f);
  for (auto& [g, ops] : per_group) {
    const int base = last_produced[g];
    if (base < 0) continue;
    const int n = static_cast<int>(ops.size());
    for (int k = 0; k < n; ++k) {
      const int offset = 1 + static_cast<int>(static_cast<int64_t>(k) * (kSubsteps - 2) / std::max(n, kSubsteps - 2));
      ops[k]->step = std::max(ops[k]->step, base + offset);
    }
  }
}

}  // namespace shardproof::partition::memory
