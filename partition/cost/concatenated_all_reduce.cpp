#include "partition/cost/concatenated_all_reduce.h"

#include <algorithm>
#include <map>

#include "partition/cost/buffer_builder.h"

namespace shardproof::partition::memory {

std::vector<std::vector<const InsertedRedistribution*>> concatenated_all_reduces(
    const CostReport& report, const LoweredProgram& lowered, const redistribute::Topology& topology) {
  std::vector<std::vector<const InsertedRedistribution*>> groups;
  if (topology.compiler != redistribute::Compiler::xla_gpu) return groups;
  std::map<int, size_t> group_of;  // combined collective -> its entry in groups
  for (const CollectiveUse& c : report.collectives) {
    if (c.combined < 0 || c.redistribution < 0) continue;
    const CombinedCollective& g = report.combined_collectives[static_cast<size_t>(c.combined)];
    if (g.kind != "all_reduce" || g.members < 2) continue;
    const InsertedRedistribution& r = lowered.redistributions[static_cast<size_t>(c.redistribution)];
    // The member's sum is the plan's result only when the plan is the all-reduce alone.
    if (r.plan.steps.size() != 1 || r.plan.steps[0].op.kind != redistribute::CollectiveKind::all_reduce) continue;
    auto [it, made] = group_of.emplace(c.combined, groups.size());
    if (made) groups.emplace_back();
    auto& members = groups[it->second];
    if (std::find(members.begin(), members.end(), &r) == members.end()) members.push_back(&r);
  }
  return groups;
}

namespace {

// The first step at which an op that writes a buffer (a fusion's root) reads v, through the
// fused ops between (a transpose of the sum, fused into the update that reads it, is no read
// of XLA's: the slice is made at the update); -1 when none does. `memo` keeps each value's
// answer, so that a walk through shared fused ops stays linear.
int first_fusion_read(const Materialisation& fusion, const Schedule& schedule, ValueId v, std::map<ValueId, int>& memo,
                      int depth = 0) {
  const ValueId cv = schedule.canon(v);
  if (auto m = memo.find(cv); m != memo.end()) return m->second;
  int first = -1;
  if (depth > 16) return first;
  for (const FlatOp* u : fusion.readers(cv)) {
    bool writes = false;
    for (ValueId r : u->op->results) writes = writes || fusion.materialised(schedule.canon(r));
    int at = u->step;
    if (!writes) {
      at = -1;
      for (ValueId r : u->op->results)
        if (const int s = first_fusion_read(fusion, schedule, r, memo, depth + 1); s >= 0 && (at < 0 || s < at))
          at = s;
    }
    if (at >= 0 && (first < 0 || at < first)) first = at;
  }
  return memo[cv] = first;
}

}  // namespace

// Rule 3n: the concatenation, a buffer of the members' bytes from the combined all-reduce to
// the last member's slice; each member's sum, a slice of its own made at the first fusion that
// reads it (a sum only returned is sliced at the all-reduce), no longer written over its
// partial sums, which the concatenation has read.
void BufferBuilder::concatenate_combined_all_reduces() {
  std::map<ValueId, int> memo;
  for (const auto& group : plan_steps_.concatenated) {
    std::vector<int> sums;
    for (const InsertedRedistribution* r : group)
      if (auto d = delivered_.find(r); d != delivered_.end() &&
                                        std::find(sums.begin(), sums.end(), d->second) == sums.end())
        sums.push_back(d->second);
    if (sums.empty()) continue;
    int64_t bytes = 0;
    int reduced = 0, last_slice = 0;
    for (int b : sums) {
      bytes += buffers_[b].bytes;
      reduced = std::max(reduced, buffers_[b].start);
    }
    for (int b : sums) {
      Buffer& sum = buffers_[b];
      sum.may_overwrite.clear();
      if (const int at = first_fusion_read(fusion_, schedule_, sum.value, memo); at > sum.start && at <= sum.end)
        sum.start = at;
      last_slice = std::max(last_slice, sum.start);
    }
    const int concatenation = add_buffer(bytes, reduced, buffers_[sums.front()].main_op);
    buffers_[concatenation].end = std::max(reduced, last_slice);
  }
}

}  // namespace shardproof::partition::memory
