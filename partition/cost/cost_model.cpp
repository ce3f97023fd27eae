#include "partition/cost/cost_model.h"

#include <algorithm>
#include <map>
#include <set>

#include "redistribute/collective.h"

namespace shardproof::partition {

namespace {

std::vector<std::string> axis_names(const std::vector<types::AxisRef>& axes) {
  std::vector<std::string> names;
  for (const auto& a : axes)
    if (std::find(names.begin(), names.end(), a.name) == names.end()) names.push_back(a.name);
  return names;
}

// Peak of a liveness walk over `ops`: a value is live from the op that defines it to its
// last use; `always` values (parameters, results) are counted separately by the caller.
struct Peak {
  int64_t bytes = 0;
  int op_index = -1;
};

}  // namespace

CostReport estimate_cost(const Program& program, const LoweredProgram& lowered,
                         const redistribute::Topology& topology) {
  CostReport report;
  const Function& main = program.main;
  auto bytes_of = [&](ValueId v) { return lowered.local_bytes(program, v); };

  for (ValueId a : main.arguments) report.parameter_bytes += bytes_of(a);
  for (ValueId r : main.results) report.output_bytes += bytes_of(r);

  // Last use of every value defined in main.
  std::map<ValueId, int> last_use;
  for (size_t i = 0; i < main.ops.size(); ++i)
    for (ValueId v : main.ops[i].operands) last_use[v] = static_cast<int>(i);
  std::set<ValueId> results(main.results.begin(), main.results.end());
  std::set<ValueId> arguments(main.arguments.begin(), main.arguments.end());

  // Transient bytes of the redistributions each op needs: a plan's own buffers beyond the
  // value it starts from, and the redistributed copy the op reads.
  std::map<int, int64_t> transient;
  for (const auto& r : lowered.redistributions)
    transient[r.op_index] +=
        std::max(r.plan.peak_live_bytes - r.plan.source_bytes, r.plan.target_bytes);

  int64_t live = 0;  // activations currently live (not parameters)
  std::vector<std::pair<int, int64_t>> dying;  // (op index, bytes) freed after that op
  Peak peak;
  for (size_t i = 0; i < main.ops.size(); ++i) {
    const Op& op = main.ops[i];
    for (ValueId v : op.results) live += bytes_of(v);
    int64_t region_extra = 0;
    for (const Region& region : op.region) {
      // A manual region's local values: counted at their declared (local) sizes, all live.
      for (const Op& inner : region.ops)
        for (ValueId v : inner.results) region_extra += program.value(v).type.num_bytes();
    }
    const int64_t here = live + transient[static_cast<int>(i)] + region_extra;
    if (here > peak.bytes) peak = {here, static_cast<int>(i)};
    for (ValueId v : op.operands)
      if (!arguments.count(v) && !results.count(v) && last_use[v] == static_cast<int>(i)) live -= bytes_of(v);
    for (ValueId v : op.results)
      if (!last_use.count(v) && !results.count(v)) live -= bytes_of(v);  // dead on arrival
  }
  const int64_t at_return = transient[static_cast<int>(main.ops.size())];
  if (live + at_return > peak.bytes) peak = {live + at_return, -1};
  report.peak_activation_bytes = peak.bytes;
  report.peak_memory_bytes = report.parameter_bytes + peak.bytes;
  if (peak.op_index >= 0) {
    report.peak_line = main.ops[peak.op_index].line;
    report.peak_op = std::string(op_name(main.ops[peak.op_index].kind));
  } else {
    report.peak_op = "return";
  }

  // Compute: a roofline per op.
  for (const LoweredOp& l : lowered.ops) {
    report.flops += l.flops;
    report.compute_time_s += std::max(l.flops / topology.peak_flops,
                                      static_cast<double>(l.bytes_accessed) / topology.memory_bandwidth_bytes_per_s);
  }

  // Communication: every step of every inserted plan, and the user's own collectives.
  for (const auto& r : lowered.redistributions) {
    types::ShardingType before = r.plan.source;
    for (const auto& step : r.plan.steps) {
      const types::ShardingType step_before = before;
      before = step.type_after;
      if (step.op.kind == redistribute::CollectiveKind::all_slice) continue;
      CollectiveUse use;
      use.kind = redistribute::to_string(step.op.kind);
      use.axes = axis_names(redistribute::communicating_axes(lowered.mesh, step_before, step.type_after, step.op));
      use.bytes = step.cost.recv_bytes;
      use.operand_bytes = types::local_bytes(lowered.mesh, step_before, program.value(r.value).type);
      use.result_bytes = step.local_bytes_after;
      use.time_s = step.cost.time_s;
      use.line = r.line;
      use.value = program.value(r.value).name;
      report.collectives.push_back(use);
      report.collective_time_s += use.time_s;
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
    int level = 0;
    std::vector<types::AxisRef> refs;
    for (const auto& a : m.axes) refs.push_back(types::AxisRef::whole(a));
    if (!refs.empty()) level = topology.level_spanning(lowered.mesh, refs);
    use.time_s = redistribute::step_cost(kind, m.operand_bytes, m.group_size, level, topology).time_s;
    report.collectives.push_back(use);
    report.collective_time_s += use.time_s;
  }
  report.step_time_s = report.compute_time_s + report.collective_time_s;
  return report;
}

}  // namespace shardproof::partition
