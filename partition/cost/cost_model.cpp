#include "partition/cost/cost_model.h"

#include <algorithm>
#include <map>
#include <functional>
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

// ---------------------------------------------------------------------------------------
// Memory: a model of what XLA's buffer assignment allocates per device, so that our peak
// tracks `memory_analysis()` (argument + output + temp; bench/models/compare_memory.py).
//
// 1. Parameters live for the whole step (they are the caller's buffers; none is donated in
//    the programs we read), and so do the outputs: XLA allocates every result buffer as a
//    live-out allocation of its own (memory_analysis reports it as output_size) and never
//    hands it to a temporary. So peak = parameters + outputs + the peak of the temporaries.
// 2. Fusion: XLA fuses elementwise ops, broadcasts (of scalars and of bias vectors), reshapes,
//    transposes, slices, concatenates, converts and constants into their consumers, and
//    elementwise producers into reductions (loop and input fusion). A value whose producer is
//    such an op and whose every consumer is such an op (or a reduce) is computed inside the
//    fusion and never materialised; only fusion roots get a buffer: results of dot_general
//    and reduce, values read by a dot_general, by a collective or by a manual region, values
//    that are redistributed, and the program's results. The materialised values a fused value
//    reads stay live until the fusion that consumes the fused value runs.
// 3. Redistributions. Of a parameter (an FSDP all-gather of a weight): the operand is
//    available at entry and XLA's CPU scheduler issues these collectives at the start (the
//    gathered copies of every layer are live together: the temp of gpt2x4_fsdp is the whole
//    gathered model), and one gathered copy per (parameter, layout) serves every op that
//    needs it (CSE). So the copy is live from the start to its last use. Of an op's result
//    (the partial sums of a dot_general): a plan that is one all_reduce keeps the shape, and
//    the reduced result reuses the partial result's buffer (an all-reduce may share its
//    operand's buffer when the operand dies there); other plans need the produced buffer next
//    to the value's, and their own staging buffers. Of an operand that is an activation: the
//    redistributed copy and the plan's staging buffers, live while the op runs.
// 4. Manual regions (shard_map): the same walk over the region's ops with their declared
//    local types; region arguments and results are the operands and results of the region
//    (SPMDFullToShardShape / ShardToFullShape are bitcasts), so they are not counted again.

bool fusible_producer(OpKind k) {
  return is_elementwise(k) || k == OpKind::broadcast_in_dim || k == OpKind::reshape || k == OpKind::transpose ||
         k == OpKind::slice || k == OpKind::concatenate || k == OpKind::constant || k == OpKind::iota ||
         k == OpKind::sharding_constraint;
}
bool fusion_consumer(OpKind k) { return fusible_producer(k) || k == OpKind::reduce; }

struct WalkResult {
  int64_t peak = 0;
  int op_index = -1;  // -1: at the return
};

// Liveness walk over `ops` with rule 2. `extra(i)` adds bytes live at op i (transients,
// hoisted copies, regions); `counted(v)` says whether v's buffer is a temporary of this walk;
// `forced(v)` whether v must be materialised whatever its consumers (redistributed values).
WalkResult walk(const std::vector<Op>& ops, const std::function<int64_t(ValueId)>& bytes,
                const std::function<bool(ValueId)>& counted, const std::function<bool(ValueId)>& forced,
                const std::function<int64_t(int)>& extra) {
  const int n = static_cast<int>(ops.size());
  std::map<ValueId, std::vector<int>> users;
  std::map<ValueId, int> def;
  for (int i = 0; i < n; ++i) {
    for (ValueId v : ops[i].operands) users[v].push_back(i);
    for (ValueId v : ops[i].results) def[v] = i;
  }
  auto materialised = [&](ValueId v) {
    auto d = def.find(v);
    if (d == def.end()) return false;  // an argument of this walk
    if (forced(v) || !fusible_producer(ops[d->second].kind)) return true;
    auto u = users.find(v);
    if (u == users.end()) return false;  // dead: fused away
    for (int i : u->second)
      if (!fusion_consumer(ops[i].kind)) return true;
    return false;
  };
  // The materialised buffers each value reads (itself when materialised).
  std::map<ValueId, std::set<ValueId>> sources;
  std::set<ValueId> buffers;
  for (int i = 0; i < n; ++i)
    for (ValueId r : ops[i].results) {
      if (materialised(r)) {
        buffers.insert(r);
        sources[r] = {r};
        continue;
      }
      auto& s = sources[r];
      for (ValueId o : ops[i].operands)
        if (auto it = sources.find(o); it != sources.end()) s.insert(it->second.begin(), it->second.end());
    }
  std::map<ValueId, int> last_use;
  for (int i = 0; i < n; ++i)
    for (ValueId o : ops[i].operands)
      if (auto it = sources.find(o); it != sources.end())
        for (ValueId b : it->second) last_use[b] = std::max(last_use[b], i);

  WalkResult best;
  int64_t live = 0;
  for (int i = 0; i < n; ++i) {
    for (ValueId r : ops[i].results)
      if (buffers.count(r) && counted(r)) live += bytes(r);
    const int64_t here = live + extra(i);
    if (here > best.peak) best = {here, i};
    for (ValueId r : ops[i].results)
      if (buffers.count(r) && counted(r) && !last_use.count(r)) live -= bytes(r);  // dead on arrival
    for (ValueId o : ops[i].operands)
      if (auto it = sources.find(o); it != sources.end())
        for (ValueId b : it->second)
          if (counted(b) && last_use[b] == i) {
            live -= bytes(b);
            last_use[b] = -1;  // freed once
          }
  }
  const int64_t at_return = live + extra(n);
  if (at_return > best.peak) best = {at_return, -1};
  return best;
}

}  // namespace

CostReport estimate_cost(const Program& program, const LoweredProgram& lowered,
                         const redistribute::Topology& topology) {
  CostReport report;
  const Function& main = program.main;
  auto bytes_of = [&](ValueId v) { return lowered.local_bytes(program, v); };

  for (ValueId a : main.arguments) report.parameter_bytes += bytes_of(a);
  for (ValueId r : main.results) report.output_bytes += bytes_of(r);

  const int n = static_cast<int>(main.ops.size());
  std::set<ValueId> results(main.results.begin(), main.results.end());
  std::set<ValueId> arguments(main.arguments.begin(), main.arguments.end());

  // Rule 3: transient bytes per op, and parameters' redistributed copies (hoisted, one per
  // parameter and target layout, live from the start to their last use).
  std::map<int, int64_t> transient;
  std::set<ValueId> redistributed;
  struct Hoisted {
    int64_t bytes = 0;
    int last = 0;
  };
  std::vector<std::pair<std::pair<ValueId, types::ShardingType>, Hoisted>> hoisted;
  // Readers of each value (ops and the return).
  std::map<ValueId, int> readers;
  for (const Op& op : main.ops)
    for (ValueId v : op.operands) readers[v]++;
  for (ValueId v : main.results) readers[v]++;
  for (const auto& r : lowered.redistributions) {
    const auto& plan = r.plan;
    redistributed.insert(r.value);
    const bool is_result = r.op_index < n && std::count(main.ops[r.op_index].results.begin(),
                                                        main.ops[r.op_index].results.end(), r.value) > 0;
    if (arguments.count(r.value) && r.op_index < n) {
      const int64_t b = std::max(plan.peak_live_bytes - plan.source_bytes, plan.target_bytes);
      auto it = std::find_if(hoisted.begin(), hoisted.end(),
                             [&](const auto& h) { return h.first.first == r.value && h.first.second == plan.target; });
      if (it == hoisted.end()) hoisted.push_back({{r.value, plan.target}, {b, r.op_index}});
      else it->second = {std::max(it->second.bytes, b), std::max(it->second.last, r.op_index)};
    } else if (is_result || readers[r.value] == 1) {
      // A single all_reduce runs in place (NCCL and XLA both reduce into the input buffer)
      // when nothing else reads the value: the op's own result, or an operand with one reader.
      const bool in_place = plan.steps.size() == 1 && plan.steps[0].op.kind == redistribute::CollectiveKind::all_reduce;
      if (!in_place) transient[r.op_index] += std::max(plan.peak_live_bytes - plan.target_bytes, plan.source_bytes);
    } else {
      transient[r.op_index] += std::max(plan.peak_live_bytes - plan.source_bytes, plan.target_bytes);
    }
  }

  // Rule 4: the peak of each manual region's own walk, live while the region runs.
  std::map<int, int64_t> region_peak;
  for (int i = 0; i < n; ++i)
    for (const Region& region : main.ops[i].region) {
      std::set<ValueId> boundary(region.arguments.begin(), region.arguments.end());
      boundary.insert(region.results.begin(), region.results.end());
      const WalkResult w = walk(
          region.ops, [&](ValueId v) { return program.value(v).type.num_bytes(); },
          [&](ValueId v) { return !boundary.count(v); },
          [&](ValueId v) { return boundary.count(v) > 0; }, [](int) { return int64_t{0}; });
      region_peak[i] += w.peak;
    }

  // Rule 5: in place into the output. An elementwise op that produces a result of main
  // writes it over an operand of the same size that has no other reader (XLA's buffer
  // assignment lets an elementwise fusion share its operand's buffer); that operand's buffer
  // is then the output allocation, already counted by rule 1 (mlp_tp: the second matmul and
  // its all-reduce run in the output buffer, and the bias add finishes there).
  std::set<ValueId> in_output;
  for (const Op& op : main.ops) {
    if (!is_elementwise(op.kind) || op.results.size() != 1 || !results.count(op.results[0])) continue;
    for (ValueId o : op.operands)
      if (!arguments.count(o) && readers[o] == 1 && bytes_of(o) == bytes_of(op.results[0])) {
        in_output.insert(o);
        break;
      }
  }

  const WalkResult peak = walk(
      main.ops, bytes_of,
      [&](ValueId v) { return !results.count(v) && !arguments.count(v) && !in_output.count(v); },
      [&](ValueId v) { return redistributed.count(v) || results.count(v); },
      [&](int i) {
        int64_t extra = transient[i] + region_peak[i];
        for (const auto& h : hoisted)
          if (h.second.last >= i) extra += h.second.bytes;
        return extra;
      });
  // Rule 1: outputs are live-out allocations, held for the whole step.
  report.peak_activation_bytes = report.output_bytes + peak.peak;
  report.peak_memory_bytes = report.parameter_bytes + report.peak_activation_bytes;
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
