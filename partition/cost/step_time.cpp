#include "partition/cost/step_time.h"

#include <algorithm>

#include "partition/cost/narrowed_gathers.h"
#include "partition/ops/op_table.h"
#include "redistribute/collective.h"
#include "redistribute/hierarchical.h"

namespace shardproof::partition {

namespace {

std::vector<std::string> axis_names(const std::vector<types::AxisRef>& axes) {
  std::vector<std::string> names;
  for (const auto& a : axes)
    if (std::find(names.begin(), names.end(), a.name) == names.end()) names.push_back(a.name);
  return names;
}

}  // namespace

// Compute: a roofline per op.
void add_compute_time(CostReport& report, const LoweredProgram& lowered, const redistribute::Topology& topology) {
  for (const LoweredOp& l : lowered.ops) {
    const auto times = static_cast<double>(l.repeat);
    report.flops += times * l.flops;
    report.compute_time_s += times * std::max(l.flops / topology.peak_flops, static_cast<double>(l.bytes_accessed) /
                                                                                 topology.memory_bandwidth_bytes_per_s);
  }
}

// Communication: every step of every inserted plan, and the user's own collectives.
void add_collectives(CostReport& report, const Program& program, const LoweredProgram& lowered,
                     const redistribute::Topology& topology) {
  for (size_t k = 0; k < lowered.redistributions.size(); ++k) {
    const auto& r = lowered.redistributions[k];
    const double gathered_scale = gathered_bytes_scale(program, r, topology);  // rule T1
    types::ShardingType before = r.plan.source;
    for (const auto& step : r.plan.steps) {
      const types::ShardingType step_before = before;
      before = step.type_after;
      if (step.op.kind == redistribute::CollectiveKind::all_slice) continue;
      CollectiveUse use;
      use.kind = redistribute::to_string(step.op.kind);
      use.reducer = std::string(reducer_name(r.reducer));
      use.axes = axis_names(redistribute::communicating_axes(lowered.mesh, step_before, step.type_after, step.op));
      use.bytes = step.cost.recv_bytes;
      use.operand_bytes = types::local_bytes(lowered.mesh, step_before, program.value(r.value).type);
      use.result_bytes = step.local_bytes_after;
      use.time_s = step.cost.time_s;
      if (step.op.kind == redistribute::CollectiveKind::all_gather && gathered_scale != 1) {
        use.bytes = static_cast<int64_t>(static_cast<double>(use.bytes) * gathered_scale);
        use.operand_bytes = static_cast<int64_t>(static_cast<double>(use.operand_bytes) * gathered_scale);
        use.result_bytes = static_cast<int64_t>(static_cast<double>(use.result_bytes) * gathered_scale);
        use.time_s *= gathered_scale;  // the whole alpha-beta time halved: latency is a small part of a weight's gather
      }
      use.line = r.line;
      use.value = program.value(r.value).name;
      use.repeat = r.repeat;
      use.redistribution = static_cast<int>(k);
      for (const auto& s : r.shared_with) {
        auto& lines = use.also_read_at;
        if (s.line != r.line && std::find(lines.begin(), lines.end(), s.line) == lines.end()) lines.push_back(s.line);
      }
      report.collectives.push_back(use);
      report.collective_time_s += static_cast<double>(use.repeat) * use.time_s;
    }
  }
  for (const auto& m : lowered.manual_collectives) {
    CollectiveUse use;
    use.kind = std::string(op_name(m.kind));
    if (auto dot = use.kind.find('.'); dot != std::string::npos) use.kind = use.kind.substr(dot + 1);
    use.axes = m.axes;
    use.bytes = m.recv_bytes;
    use.operand_bytes = m.operand_bytes;
    use.result_bytes = m.result_bytes;
    use.line = m.line;
    use.inserted = false;
    using redistribute::CollectiveKind;
    const auto kind = redistribute::parse_collective_kind(use.kind).value_or(CollectiveKind::all_reduce);
    // A reduction over several topology levels as its fastest hierarchical program, like the
    // ones lowering inserts (redistribute/hierarchical.h); anything else at the flat cost.
    use.time_s = redistribute::reduction_time(lowered.mesh, kind, m.axes, m.operand_bytes, m.group_size, topology);
    report.collectives.push_back(use);
    report.collective_time_s += use.time_s;
  }
}

}  // namespace shardproof::partition
