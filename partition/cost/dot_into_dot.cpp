#include "partition/cost/dot_into_dot.h"

#include <set>
#include <vector>

#include "partition/ops/op_table.h"

namespace shardproof::partition::memory {
namespace {

// The values a region yields (a loop body's carried results, a branch's): they leave the
// computation they are made in.
void add_region_results(const std::vector<Op>& ops, std::set<ValueId>& out) {
  for (const Op& op : ops)
    for (const Region& region : op.region) {
      out.insert(region.results.begin(), region.results.end());
      add_region_results(region.ops, out);
    }
}

}  // namespace

bool fused_into_reading_dot(const CostInputs& in, const PlansByOp& plans, const Materialisation& fusion,
                            const Schedule& schedule, const FlatOp& f) {
  const Op& op = *f.op;
  if (op.kind != OpKind::dot_general || op.results.size() != 1 || !op.dot.lhs_batch.empty()) return false;
  std::set<ValueId> leaving(plans.redistributed_value.begin(), plans.redistributed_value.end());
  leaving.insert(in.main.results.begin(), in.main.results.end());
  add_region_results(in.main.ops, leaving);
  const FlatOp* reader = nullptr;  // the one dot the chain ends in
  std::set<ValueId> seen;
  std::vector<ValueId> stack{op.results[0]};
  while (!stack.empty()) {
    const ValueId v = stack.back();
    stack.pop_back();
    if (!seen.insert(v).second) continue;
    if (leaving.count(v) || leaving.count(schedule.canon(v))) return false;
    for (const FlatOp* u : fusion.readers(schedule.canon(v))) {
      if (u->op->kind == OpKind::dot_general) {
        if (reader && reader != u) return false;
        reader = u;
        continue;
      }
      // The epilogue: elementwise ops, broadcasts and data movement, fused; a reduction or
      // anything else reading the chain keeps the result in memory; so does leaving the
      // computation (main, or one region) it is made in.
      const bool same_computation = u->in_main == f.in_main && (f.in_main || u->main_index == f.main_index);
      if (!fusible_producer(u->op->kind) || !same_computation) return false;
      for (ValueId r : u->op->results) stack.push_back(r);
    }
  }
  return reader != nullptr;
}

}  // namespace shardproof::partition::memory
