#include "partition/cost/gather_issue.h"

#include <algorithm>
#include <limits>
#include <utility>
#include <vector>

#include "partition/cost/collective_combining.h"

namespace shardproof::partition::memory {

namespace {

// One parameter's gather, as copy_operands makes it.
struct Gather {
  const InsertedRedistribution* plan;
  int first_reader;  // the step before its first reader (its plan's)
  int64_t bytes;     // gathered
  double latency_s;  // the alpha its algorithm pays in sequence
  double transfer_s; // the rest of its time
};

// The parameters' gathers in the order copy_operands meets them; a parameter passed through
// an optimization barrier is rule 3k's, gathered at its reader.
std::vector<Gather> parameter_gathers(const CostInputs& in, const PlansByOp& plans, const Schedule& schedule) {
  std::vector<Gather> out;
  std::map<ValueId, std::vector<types::ShardingType>> seen;
  for (int i = 0; i < in.main_op_count; ++i)
    for (ValueId v : in.main.ops[i].operands) {
      auto it = plans.operand_plan.find({i, v});
      if (it == plans.operand_plan.end() || !in.arguments.count(v)) continue;
      const redistribute::Plan& plan = it->second->plan;
      auto& layouts = seen[v];
      if (std::find(layouts.begin(), layouts.end(), plan.target) != layouts.end()) continue;
      layouts.push_back(plan.target);
      Gather g{it->second, schedule.pre[i], plan.target_bytes, 0, 0};
      bool gathers = false;
      for (const auto& s : plan.steps) {
        if (s.op.kind != redistribute::CollectiveKind::all_gather) continue;
        gathers = true;
        const auto& levels = in.topology.levels;
        const double alpha = levels.empty() ? 0 : levels[std::min<size_t>(s.cost.level, levels.size() - 1)].latency_s;
        const double latency = static_cast<double>(s.cost.latency_hops) * alpha;
        g.latency_s = std::max(g.latency_s, latency);
        g.transfer_s += std::max(0.0, s.cost.time_s - latency);
      }
      if (gathers) out.push_back(g);
    }
  return out;
}

// Each flat op's compute time, this model's roofline (step_time.cpp), by step.
std::vector<std::pair<int, double>> compute_by_step(const CostInputs& in, const Schedule& schedule) {
  std::map<const Op*, double> time;
  for (const LoweredOp& l : in.lowered.ops)
    time[l.op] += static_cast<double>(l.repeat) *
                  std::max(l.flops / in.topology.peak_flops,
                           static_cast<double>(l.bytes_accessed) / in.topology.memory_bandwidth_bytes_per_s);
  std::vector<std::pair<int, double>> out;
  for (const FlatOp& f : schedule.flat)
    if (auto t = time.find(f.op); t != time.end() && t->second > 0) out.emplace_back(f.step, t->second);
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

std::map<const InsertedRedistribution*, int> issue_parameter_gathers(const CostInputs& in, const PlansByOp& plans,
                                                                     const Schedule& schedule) {
  std::map<const InsertedRedistribution*, int> issue;
  if (in.topology.compiler != redistribute::Compiler::xla_gpu) return issue;
  std::vector<Gather> gathers = parameter_gathers(in, plans, schedule);
  if (gathers.empty()) return issue;
  std::stable_sort(gathers.begin(), gathers.end(),
                   [](const Gather& a, const Gather& b) { return a.first_reader < b.first_reader; });
  // XLA's combiner, in the order of the first readers, up to its threshold.
  const int64_t threshold = combine_threshold_bytes(in.topology, "all_gather");
  std::vector<std::vector<const Gather*>> groups;
  int64_t open_bytes = 0;
  for (const Gather& g : gathers) {
    if (groups.empty() || open_bytes + g.bytes > threshold) {
      groups.emplace_back();
      open_bytes = 0;
    }
    groups.back().push_back(&g);
    open_bytes += g.bytes;
  }
  // Bottom-up, as the latency-hiding scheduler: each group's done at its first reader or at
  // the next group's start, whichever is first; its start where the compute between covers
  // its time, or at the top.
  const auto compute = compute_by_step(in, schedule);
  int next_start = std::numeric_limits<int>::max();
  for (auto g = groups.rbegin(); g != groups.rend(); ++g) {
    int first_reader = std::numeric_limits<int>::max();
    double latency = 0, transfer = 0;
    for (const Gather* m : *g) {
      first_reader = std::min(first_reader, m->first_reader);
      latency = std::max(latency, m->latency_s);
      transfer += m->transfer_s;
    }
    const int done = std::min(first_reader, next_start);
    const double needed = kGatherCoverScale * (latency + transfer);
    int start = 0;
    double covered = 0;
    auto c = std::lower_bound(compute.begin(), compute.end(), std::make_pair(done, -1.0));
    while (c != compute.begin()) {
      --c;
      covered += c->second;
      if (covered >= needed) {
        start = c->first;
        break;
      }
    }
    for (const Gather* m : *g) issue[m->plan] = start;
    next_start = start;
  }
  return issue;
}

}  // namespace shardproof::partition::memory
