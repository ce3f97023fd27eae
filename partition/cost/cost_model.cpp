#include "partition/cost/cost_model.h"

#include "partition/ops/op_table.h"

#include <algorithm>
#include <map>
#include <functional>
#include <cstdlib>
#include <set>
#include <stdexcept>

#include <fmt/format.h>

#include "partition/cost/dot_layout.h"
#include "partition/cost/materialisation.h"
#include "partition/cost/memory_schedule.h"
#include "partition/cost/plan_memory.h"
#include "partition/cost/rescheduling.h"
#include "partition/cost/step_time.h"
#include "redistribute/collective.h"

namespace shardproof::partition {

namespace {

// ---------------------------------------------------------------------------------------
// Memory: a model of what XLA's buffer assignment allocates per device, so that our peak
// tracks `memory_analysis()` (argument + output + temp; bench/models/compare_memory.py).
// The model builds the buffers XLA would allocate, each with a live range on one schedule,
// and then assigns them the way XLA's BufferAssigner does. The XLA names and placements cited
// below are read off the partitioned HLO in examples/models/*.hlo.txt and, for what sits
// where in memory, off XLA's buffer-assignment dumps (`--xla_dump_to`, files
// *-buffer-assignment.txt and *-memory-usage-report.txt; not kept in the repository: the
// command is in bench/RESULTS.md, "per-device memory vs XLA").
//
// 1. Schedule: see memory_schedule.h.
// 2. Fusion, and 2b, 2c, 2d: see materialisation.h.
// 3. Redistributions. Of a parameter (an FSDP all-gather of a weight): XLA's CPU scheduler
//    issues these collectives at the start (the gathered copies of every layer are live
//    together: the temp of gpt2x4_fsdp is the whole gathered model), and one gathered copy
//    per (parameter, layout) serves every op that needs it (CSE): a buffer from the start to
//    its last reader. A parameter forwarded by an optimization_barrier is a value of its
//    own, gathered again (the backward pass of a remat layer), also at the start: XLA's CPU
//    pipeline removes the barrier, and the gather depends on nothing computed
//    (maxtext_train_fsdp_unrolled: all-gather.5 and all-gather.55 of one weight, both at the
//    top of XLA's schedule, both live at its peak). Of an operand: a buffer of the target
//    layout from the step before the op to the op -- to its last reader when later ops read
//    the value in the same layout (one plan per value and layout,
//    InsertedRedistribution::shared_with). Of a result (the partial sums of a dot_general):
//    the op writes a buffer of the produced layout, read by the plan in the step after; the
//    value's own buffer starts there (XLA's all-reduce has a result buffer of its own: it is
//    not elementwise, so it never shares its operand's). Staging buffers a plan needs beyond
//    its input and output live during its step.
//    3c-3e: all-to-all, all-gather along a minor dimension, reduce-scatter on a backend
//    without one: see plan_memory.h.
//    3b, 3f: see rescheduling.h.
// 4. Outputs: every result of main has a live-out allocation of its own (memory_analysis
//    counts it as output_size), and parameters are the caller's buffers. So peak =
//    parameters + outputs + temp.
//    4b, donation: a result aliasing a donated argument (`tf.aliasing_output = N` on the
//    argument; `jax.buffer_donor = true`: XLA pairs the argument with the first result of its
//    per-device shape not yet paired) is written into the argument's buffer: no allocation of
//    its own (memory_analysis: alias_size, peak = arguments + outputs + temp - alias), and no
//    temporary may use it, as XLA does not reuse an entry parameter's allocation (rule 5):
//    the temporaries that sat in the outputs' allocations go to the arena. tests/data/donation:
//    the data-parallel SGD step donated has XLA's temp grow from 8.0 to 16.0 MiB by exactly its
//    alias (the parameters), the same total; the Adam step's total falls by 8.3 MiB. Not
//    modelled: an argument still read after its result is made (XLA's copy insertion then
//    copies one of the two; a training step's update is the argument's last reader).
// 5. Reuse of the output allocations: XLA assigns buffers in order of decreasing size (ties:
//    schedule order) and puts a temporary into an existing allocation — an output's — when
//    its live range does not interfere with the buffers already there; only the rest goes
//    to the temp arena. An output is defined late, so the big activations of a forward pass
//    often live in the output's allocation before it (transformer_tp: the 8 MiB LayerNorm
//    outputs, the attention scores and the last matmul all sit in the output allocation).
// 6. In place: two buffers whose live ranges only touch — one's last reader defines the
//    other — do not interfere when the reader may write over its operand: an elementwise
//    fusion (every op on the path from the operand is elementwise) whose operand has the
//    same size. The same holds in the temp arena (XLA's heap simulator shares the operand's
//    chunk). Collectives, dots and reductions never write over their operands.
// 7. Temp = the peak over the schedule of the buffers left for the temp arena.
// 8. A backend that computes bf16 in f32 (Topology::bf16_arithmetic_in_f32; XLA's CPU
//    backend, whose float normalization upcasts every bf16 op it has no bf16 kernel for and,
//    with excess precision allowed, drops the f32 -> bf16 -> f32 round trips between them):
//    every buffer the program computes of a bf16 value holds f32 (twice the bytes; an
//    all-reduce of it is promoted too), while parameters and outputs keep the declared bf16
//    (they are the caller's). A bf16 parameter read by a dot_general is converted to an f32
//    copy first, issued at the start like a parameter's gather (rule 3) and live until its
//    last dot (transformer_2d_bf16: XLA's wrapped_convert / convert_bitcast_fusion of every
//    weight, all at the top of the schedule). A parameter that a dot reads through a transposed
//    copy (rule 2b) has the convert fused into that copy, which holds f32: no convert of its
//    own (gemma_fwd_2d: copy_bitcast_fusion.8 f32[256,256] = fusion(param.11 bf16[2,128,256]),
//    param.11's only fusion).

using memory::FlatOp;
using memory::runs_regions;

struct Buffer {
  int64_t bytes = 0;
  int start = 0, end = 0;     // schedule steps, both inclusive
  bool output = false;
  bool donated = false;         // an output in a donated argument's buffer (rule 4b)
  bool bitcast = false;         // a dot result that is a bitcast of a matrix product
  std::set<int> may_overwrite;  // buffers that die at `start` and that this one may take over
  int main_op = -1;           // main's op defining it (for the report)
};

// Whether a and b may not share memory (rule 6 for ranges that only touch).
bool interferes(const std::vector<Buffer>& buffers, int a, int b) {
  const Buffer &x = buffers[a], &y = buffers[b];
  if (x.start > y.end || y.start > x.end) return false;
  if (x.end == y.start && x.start < y.start && y.may_overwrite.count(a)) return false;
  if (y.end == x.start && y.start < x.start && x.may_overwrite.count(b)) return false;
  return true;
}

using memory::dot_operand_bitcast;
using memory::dot_operand_transposed;
using memory::dot_result_bitcast;

// Rule 4b: the results of main written into a donated argument's buffer: the one named by
// `tf.aliasing_output` (JAX writes it only where argument and result match), and for each
// `jax.buffer_donor` argument the first result not yet paired of its per-device type.
std::set<ValueId> results_in_donated_buffers(const Program& program, const LoweredProgram& lowered) {
  const Function& main = program.main;
  std::vector<bool> aliased(main.results.size(), false);
  auto local_type = [&](ValueId v) {
    const auto& t = program.value(v).type;
    return std::make_pair(t.dtype, types::local_shape(lowered.mesh, lowered.types[v], t.shape));
  };
  for (size_t a = 0; a < main.arguments.size() && a < main.argument_aliases_output.size(); ++a)
    if (const auto& k = main.argument_aliases_output[a]; k && *k >= 0 && *k < static_cast<int>(aliased.size()))
      aliased[*k] = true;
  for (size_t a = 0; a < main.arguments.size() && a < main.argument_donated.size(); ++a)
    for (size_t k = 0; main.argument_donated[a] && k < aliased.size(); ++k)
      if (!aliased[k] && local_type(main.arguments[a]) == local_type(main.results[k])) {
        aliased[k] = true;
        break;
      }
  std::set<ValueId> out;
  for (size_t k = 0; k < aliased.size(); ++k)
    if (aliased[k]) out.insert(main.results[k]);
  return out;
}

}  // namespace

CostReport estimate_cost(const Program& program, const LoweredProgram& lowered,
                         const redistribute::Topology& topology) {
  CostReport report;
  const Function& main = program.main;
  // Per-device bytes of a value as lowered (LoweredProgram::local_bytes).
  auto bytes_of = [&](ValueId v) { return lowered.local_bytes(program, v); };

  for (ValueId a : main.arguments) report.parameter_bytes += bytes_of(a);
  for (ValueId r : main.results) report.output_bytes += bytes_of(r);
  const std::set<ValueId> donated_results = results_in_donated_buffers(program, lowered);  // rule 4b
  for (ValueId r : donated_results) report.aliased_output_bytes += bytes_of(r);

  const int n = static_cast<int>(main.ops.size());
  std::set<ValueId> arguments(main.arguments.begin(), main.arguments.end());

  const memory::CostInputs in(program, lowered, topology);
  const memory::PlansByOp plans = memory::index_plans(in);
  memory::Schedule schedule = memory::schedule_ops(in, plans);                                    // rule 1
  const memory::Materialisation fusion(in, plans, schedule);                                      // rules 2, 2b-2d
  const memory::PlanSteps plan_steps = memory::combine_all_reduces(schedule, in, plans, fusion);  // rule 3b
  memory::run_whole_readers_early(schedule, in, plans, fusion, plan_steps);                       // rule 3f

  // What the buffers below read of the passes above.
  const auto& operand_plan = plans.operand_plan;
  const auto& result_plan = plans.result_plan;
  const std::vector<FlatOp>& flat = schedule.flat;
  const std::vector<int>& pre = schedule.pre;
  const std::vector<int>& post = schedule.post;
  const int end_step = schedule.end_step;
  auto canon = [&](ValueId v) { return schedule.canon(v); };
  const auto& def = fusion.def;
  const auto& duplicate_view = fusion.duplicate_view;
  auto materialised = [&](ValueId v) { return fusion.materialised(v); };
  auto transposed_operand = [&](const FlatOp& f, size_t k) { return fusion.transposed_operand(f, k); };
  auto region_operand_plan = [&](const FlatOp& f, ValueId v) { return memory::region_operand_plan(in, plans, f, v); };
  auto step_of_plan = [&](const InsertedRedistribution* r, int fallback) { return plan_steps.of(r, fallback); };
  // Rule 8: the factor from a computed value's declared bytes to its buffer's.
  auto computed_scale = [&](ValueId v) -> int64_t {
    return topology.bf16_arithmetic_in_f32 && program.value(v).type.dtype == types::DType::bf16 ? 2 : 1;
  };
  std::set<ValueId> result_values;
  for (ValueId r : main.results) result_values.insert(canon(r));
  auto buffer_bytes = [&](ValueId v) {
    return result_values.count(v) ? bytes_of(v) : bytes_of(v) * computed_scale(v);
  };
  // Rule 3e: the factor from the bytes a plan delivers to the bytes XLA holds for them (1
  // unless the plan ends in a reduce-scatter that the backend runs as an all-reduce).
  auto held_whole = [&](const redistribute::Plan& plan) { return memory::held_whole(plan, topology); };

  std::vector<Buffer> buffers;
  std::map<ValueId, int> buffer_of;  // materialised value -> its buffer
  // The buffers a value reads (itself when materialised), and those it reaches through
  // elementwise ops only (candidates for rule 6).
  std::map<ValueId, std::set<int>> sources, elementwise_sources;
  auto reads = [&](int b, int s) {
    // An invariant of the schedule (ops run after their operands are ready, rule 3b): a
    // read before the buffer exists would silently drop it from the live set.
    if (s < buffers[b].start)
      throw std::logic_error(fmt::format("cost model: buffer {} read at step {} before it is made at step {} (op {})", b, s,
                                         buffers[b].start, buffers[b].main_op));
    buffers[b].end = std::max(buffers[b].end, s);
  };
  // Buffers the operand `v` of a flat op at main index i reads, after any redistribution.
  std::map<std::pair<int, ValueId>, int> operand_copy;
  std::vector<std::pair<std::pair<ValueId, types::ShardingType>, int>> parameter_copy;
  std::map<const InsertedRedistribution*, int> plan_copy;  // an operand plan's buffer (shared by its readers)
  auto add_buffer = [&](int64_t bytes, int start, int main_op) {
    Buffer b;
    b.bytes = bytes;
    b.start = b.end = start;
    b.main_op = main_op;
    buffers.push_back(b);
    return static_cast<int>(buffers.size()) - 1;
  };
  int hoisted_staging = -1;  // the parameters' redistributions at the start: one at a time
  auto staging = [&](const redistribute::Plan& plan, int s, int main_op, bool read_by_dot = false, bool hoisted = false) {
    const int64_t extra = memory::staging_bytes(plan, topology, read_by_dot);
    if (extra <= 0) return;
    if (!hoisted) {
      add_buffer(extra, s, main_op);
    } else if (hoisted_staging < 0) {
      hoisted_staging = add_buffer(extra, s, main_op);
    } else {
      buffers[hoisted_staging].bytes = std::max(buffers[hoisted_staging].bytes, extra);
    }
  };
  // The buffer a plan's result lives in, made at step s: the whole all-reduce result where
  // rule 3e applies, except for a result of main, which the slice writes into its own
  // allocation (the whole result is then a buffer of the step only).
  auto delivered_buffer = [&](const redistribute::Plan& plan, int64_t bytes, bool output, int s, int main_op) {
    const int64_t whole = held_whole(plan);
    if (whole > 1 && output) add_buffer(bytes * whole, s, main_op);
    return add_buffer(output ? bytes : bytes * whole, s, main_op);
  };
  auto operand_sources = [&](const FlatOp& f, ValueId v, bool elementwise_only) -> std::set<int> {
    if (f.in_main || region_operand_plan(f, v))
      if (auto c = operand_copy.find({f.main_index, v}); c != operand_copy.end()) return {c->second};
    const ValueId cv = canon(v);
    if (!f.in_main && cv != v) {  // a region argument: the manual op's operand, maybe redistributed
      if (auto c = operand_copy.find({f.main_index, cv}); c != operand_copy.end()) return {c->second};
    }
    auto& m = elementwise_only ? elementwise_sources : sources;
    if (auto s = m.find(cv); s != m.end()) return s->second;
    return {};
  };

  // Results of a manual op that are redistributed after the region: the region's result
  // buffer is read by the plan in the step after the op, and the op's result gets its own.
  auto finish_manual = [&](int i) {
    const Op& op = main.ops[i];
    if (op.kind != OpKind::manual_computation || op.region.empty()) return;
    for (size_t k = 0; k < op.results.size() && k < op.region[0].results.size(); ++k) {
      const ValueId v = op.results[k];
      auto it = result_plan.find({i, v});
      if (it == result_plan.end()) continue;
      const auto& plan = it->second->plan;
      for (int s : sources[canon(op.region[0].results[k])]) reads(s, post[i]);
      staging(plan, post[i], i);
      int b = delivered_buffer(plan, buffer_bytes(v), result_values.count(canon(v)) > 0, post[i], i);
      buffer_of[v] = b;
      sources[v] = elementwise_sources[v] = {b};
    }
  };
  // Rule 3: copies of operands, made in the step before the op (parameters: at the start).
  // Rule 3d's copy back to the default layout is the transposed copy of rule 2b when the dot
  // reads the gathered operand through one: XLA copies from the gathered layout straight into
  // the dot's (mlp_train_fsdp: all-gather.5 f32[8,128,2048]{1,0,2}, then copy_bitcast_fusion.1
  // f32[2048,1024], the only copy).
  // Rule 3d's copy back is needed when any reader of the plan's result is a dot_general that
  // reads it as it is, not through a transposed copy: also a later reader sharing the plan
  // (eqx_mlp_train_fsdp: all-gather.2 f32[8,64,512]{1,0,2}, read by the forward dot through
  // copy_bitcast_fusion.7 and by the weight gradient's dot through copy_bitcast_fusion.1,
  // both made from it at once: three 1 MiB buffers at XLA's peak).
  auto read_as_is_by_a_dot = [&](const InsertedRedistribution& r) {
    auto reads_as_is = [&](int i) {
      if (i >= n) return false;
      const Op& op = main.ops[i];
      if (op.kind != OpKind::dot_general) return false;
      for (size_t k = 0; k < op.operands.size() && k < 2; ++k)
        if (op.operands[k] == r.value && !transposed_operand(FlatOp{&op, pre[i], i, true}, k)) return true;
      return false;
    };
    if (reads_as_is(r.op_index)) return true;
    for (const auto& s : r.shared_with)
      if (reads_as_is(s.op_index)) return true;
    return false;
  };
  auto copy_operands = [&](int i) {
    const Op& op = main.ops[i];
    for (size_t k = 0; k < op.operands.size(); ++k) {
      const ValueId v = op.operands[k];
      auto it = operand_plan.find({i, v});
      if (it == operand_plan.end() || operand_copy.count({i, v})) continue;
      const auto& plan = it->second->plan;
      const bool read_by_dot = read_as_is_by_a_dot(*it->second);
      // A parameter, also as an optimization_barrier forwards it (remat: the backward pass's
      // second gather of a weight reads the barrier's result, a value of its own, so XLA
      // gathers it again; that gather too depends on nothing computed once XLA's CPU pipeline
      // has removed the barrier, and is issued at the start: maxtext_train_fsdp_unrolled's
      // all-gather.5 and all-gather.55 of one weight, both at the top of XLA's schedule).
      if (arguments.count(canon(v))) {
        auto p = std::find_if(parameter_copy.begin(), parameter_copy.end(),
                              [&](const auto& c) { return c.first.first == v && c.first.second == plan.target; });
        if (p == parameter_copy.end()) {
          parameter_copy.push_back({{v, plan.target}, delivered_buffer(plan, plan.target_bytes, false, 0, i)});
          staging(plan, 0, i, read_by_dot, true);
          p = parameter_copy.end() - 1;
        }
        operand_copy[{i, v}] = p->second;
      } else if (auto made = plan_copy.find(it->second); made != plan_copy.end()) {
        operand_copy[{i, v}] = made->second;  // a later reader of a shared plan: read where the op runs
      } else {
        // Before the op, once what it moves exists: rule 3b may have deferred its producer.
        int s = step_of_plan(it->second, pre[i]);
        for (int b : sources[canon(v)]) s = std::max(s, buffers[b].start);
        for (int b : sources[canon(v)]) reads(b, s);
        operand_copy[{i, v}] = plan_copy[it->second] = delivered_buffer(plan, plan.target_bytes * computed_scale(v), false, s, i);
        staging(plan, s, i, read_by_dot);
      }
    }
  };
  // Rule 3 inside a loop's or a branch's region: the copy is made in the step before the op
  // (once what it moves exists), and read by the region's later ops in that layout.
  auto copy_region_operands = [&](const FlatOp& f) {
    for (ValueId v : f.op->operands) {
      const InsertedRedistribution* r = region_operand_plan(f, v);
      if (!r || operand_copy.count({f.main_index, v})) continue;
      int s = step_of_plan(r, f.step - 1);
      for (int b : sources[canon(v)]) s = std::max(s, buffers[b].start);
      for (int b : sources[canon(v)]) reads(b, s);
      operand_copy[{f.main_index, v}] =
          delivered_buffer(r->plan, r->plan.target_bytes * computed_scale(v), false, s, f.main_index);
      staging(r->plan, s, f.main_index);
    }
  };
  std::vector<std::pair<std::pair<ValueId, int64_t>, int>> converted;  // (parameter, bytes) -> its f32 copy
  std::map<std::pair<ValueId, int>, int> duplicate_copy;  // (value, view) -> its copy (rule 2c)
  // (buffers copied, operand side, its batch and contracting dimensions) -> the copy (rule 2b)
  // (a parameter read as it is: the parameter; -1 otherwise)
  using TransposedCopyKey = std::tuple<std::set<int>, ValueId, size_t, std::vector<int64_t>, std::vector<int64_t>>;
  std::map<TransposedCopyKey, int> transposed_copy;
  int current = -1;
  for (const FlatOp& f : flat) {
    if (f.main_index != current) {
      if (current >= 0) finish_manual(current);
      current = f.main_index;
      copy_operands(current);
    }
    copy_region_operands(f);
    const Op& op = *f.op;
    for (size_t k = 0; k < op.operands.size(); ++k) {
      const ValueId v = op.operands[k];
      auto dv = duplicate_view.find(canon(v));
      auto w = dv == duplicate_view.end() ? decltype(dv->second)::const_iterator{} : dv->second.find({&f, k});
      if (dv == duplicate_view.end() || w == dv->second.end()) {
        // Read through a transposed copy (rule 2b, below), the dot reads the copy only.
        if (!transposed_operand(f, k))
          for (int b : operand_sources(f, v, false)) reads(b, f.step);
        continue;
      }
      // Rule 2c: this view's copy, computed where the value's producer runs.
      auto key = std::make_pair(canon(v), w->second);
      auto c = duplicate_copy.find(key);
      if (c == duplicate_copy.end()) {
        const int at_step = def.at(canon(v))->step;
        c = duplicate_copy.emplace(key, add_buffer(bytes_of(canon(v)) * computed_scale(canon(v)), at_step, f.main_index)).first;
        for (int b : operand_sources(f, v, false)) reads(b, at_step);
      }
      reads(c->second, f.step);
    }
    for (size_t k = 0; k < op.operands.size(); ++k)  // rule 2b: a transposed copy before the dot
      if (transposed_operand(f, k)) {
        const ValueId v = op.operands[k];
        int64_t bytes = bytes_of(canon(v)) * computed_scale(canon(v));
        // The copy fuses the operand's producer, so it runs where the producer runs (XLA's
        // schedule of mlp_train_tp: copy_bitcast_fusion right after add_subtract_fusion, its
        // input; transformer_fsdp_tp: the three transpose_copy_fusions right after the three
        // projection dots whose results they copy) --
        // unless the operand is redistributed for the dot: then it copies what the plan
        // delivers, once it is there.
        int at_step = f.step - 1;
        if (auto d = def.find(canon(v)); d != def.end()) at_step = std::min(at_step, d->second->step);
        const bool redistributed = f.in_main && operand_copy.count({f.main_index, v});
        if (redistributed) bytes = buffers[operand_copy.at({f.main_index, v})].bytes;
        // A copy of a parameter read as it is depends on nothing computed: XLA's scheduler
        // issues it at the start, as the parameters' gathers and converts (rules 3 and 8).
        // So is the copy of a parameter's gather (issued at the start too, rule 3), made as
        // soon as the gather is there (maxtext_train_fsdp_unrolled: wrapped_copy.2 .. .23,
        // f32[512,256] of gathered weights, all before the forward's first layer).
        const ValueId parameter = arguments.count(canon(v)) ? canon(v) : -1;
        if (parameter >= 0) at_step = 0;
        // Not before what it copies exists: a plan's delivery, or a producer's result that is
        // all-reduced later (rule 3b) (maxtext_train_2d: the key projection's partial sums).
        const std::set<int> copied = operand_sources(f, v, false);
        for (int b : copied) at_step = std::max(at_step, buffers[b].start);
        // CSE: dots reading the same buffers in the same transposed layout share one copy
        // (eqx_transformer_fwd_2d: the query, key and value projections all read
        // copy_bitcast_fusion.10, the normalized input as [features, tokens]).
        const auto& contracting = k == 0 ? op.dot.lhs_contracting : op.dot.rhs_contracting;
        const auto& batch = k == 0 ? op.dot.lhs_batch : op.dot.rhs_batch;
        TransposedCopyKey key{copied, parameter, k, batch, contracting};
        if (auto same = transposed_copy.find(key); same != transposed_copy.end()) {
          buffers[same->second].end = std::max(buffers[same->second].end, f.step);
          continue;
        }
        const int copy = add_buffer(bytes, at_step, f.main_index);
        buffers[copy].end = f.step;
        transposed_copy[key] = copy;
        for (int b : copied) reads(b, at_step);
      }
    if (op.kind == OpKind::all_to_all && !op.operands.empty() && !op.results.empty())  // rule 3c
      add_buffer(bytes_of(op.operands[0]) * computed_scale(op.operands[0]) +
                     bytes_of(op.results[0]) * computed_scale(op.results[0]),
                 f.step, f.main_index);  // (rule 8: held in f32 when computed so)
    if (op.kind == OpKind::dot_general)  // rule 8: the f32 copy of a bf16 parameter
      for (size_t k = 0; k < op.operands.size(); ++k) {
        const ValueId v = op.operands[k];
        const ValueId cv = canon(v);
        // Read through a transposed copy (rule 2b): the convert is fused into that copy.
        if (transposed_operand(f, k)) continue;
        if (!arguments.count(cv) || computed_scale(cv) == 1) continue;
        int64_t bytes = bytes_of(cv);
        if (auto c = operand_copy.find({f.main_index, cv}); c != operand_copy.end()) bytes = buffers[c->second].bytes;
        auto it = std::find_if(converted.begin(), converted.end(),
                               [&](const auto& c) { return c.first == std::make_pair(cv, bytes); });
        if (it == converted.end()) {
          converted.push_back({{cv, bytes}, add_buffer(bytes * 2, 0, f.main_index)});
          it = converted.end() - 1;
        }
        reads(it->second, f.step);
      }
    for (ValueId v : op.results) {
      const ValueId cv = canon(v);
      if (!materialised(cv)) {
        auto& s = sources[cv];
        auto& e = elementwise_sources[cv];
        for (ValueId o : op.operands) {
          auto os = operand_sources(f, o, false);
          s.insert(os.begin(), os.end());
          if (is_elementwise(op.kind)) {
            auto es = operand_sources(f, o, true);
            e.insert(es.begin(), es.end());
          }
        }
        continue;
      }
      int b = -1;
      auto rp = result_plan.find({f.main_index, v});
      const bool planned = rp != result_plan.end() && (f.in_main || runs_regions(main.ops[f.main_index]));
      if (planned) {
        // The op writes the produced layout; the plan makes the value's in the step after
        // (inside a region: the next sub-step).
        const auto& plan = rp->second->plan;
        const int s = step_of_plan(rp->second, f.in_main ? post[f.main_index] : f.step + 1);
        const int produced = add_buffer(plan.source_bytes * computed_scale(cv), f.step, f.main_index);
        buffers[produced].end = s;
        staging(plan, s, f.main_index);
        b = delivered_buffer(plan, buffer_bytes(cv), result_values.count(cv) > 0, s, f.main_index);
      } else {
        b = add_buffer(buffer_bytes(cv), f.step, f.main_index);
        buffers[b].bitcast = op.kind == OpKind::dot_general && dot_result_bitcast(program, op);
        bool written_through_bitcast = false;
        for (const FlatOp* u : fusion.readers(cv))
          if (u->op->kind == OpKind::dot_general)
            for (size_t k = 0; k < u->op->operands.size(); ++k)
              if (canon(u->op->operands[k]) == cv && dot_operand_bitcast(program, *u->op, k))
                written_through_bitcast = true;
        if (is_elementwise(op.kind) && !written_through_bitcast)
          for (ValueId o : op.operands)
            for (int s : operand_sources(f, o, true))
              if (buffers[s].bytes == buffers[b].bytes && !buffers[s].bitcast) buffers[b].may_overwrite.insert(s);
      }
      buffer_of[cv] = b;
      sources[cv] = elementwise_sources[cv] = {b};
    }
  }
  if (current >= 0) finish_manual(current);
  // The return reads the results (and the plans that give them their declared layout).
  for (ValueId r : main.results) {
    const ValueId cr = canon(r);
    if (auto it = operand_plan.find({n, r}); it != operand_plan.end()) staging(it->second->plan, end_step, -1);
    auto b = buffer_of.find(cr);
    if (b == buffer_of.end()) continue;  // an argument returned as is
    buffers[b->second].end = end_step;
    buffers[b->second].output = true;
    buffers[b->second].donated = donated_results.count(r) > 0;
  }
  // may_overwrite holds only operands that die where the buffer starts.
  for (auto& b : buffers) {
    std::set<int> keep;
    for (int s : b.may_overwrite)
      if (buffers[s].end == b.start && !buffers[s].output) keep.insert(s);
    b.may_overwrite = keep;
  }

  // Rule 5: assign temporaries to the output allocations, largest first.
  std::vector<std::vector<int>> allocations;  // output allocations: their buffers
  std::vector<int64_t> allocation_size;
  for (int b = 0; b < static_cast<int>(buffers.size()); ++b)
    if (buffers[b].output && !buffers[b].donated) {  // rule 4b: a parameter's allocation is not reused
      allocations.push_back({b});
      allocation_size.push_back(buffers[b].bytes);
    }
  std::vector<int> order;
  for (int b = 0; b < static_cast<int>(buffers.size()); ++b)
    if (!buffers[b].output) order.push_back(b);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    if (buffers[a].bytes != buffers[b].bytes) return buffers[a].bytes > buffers[b].bytes;
    return buffers[a].start < buffers[b].start;
  });
  std::vector<int> by_size(allocations.size());
  for (size_t k = 0; k < by_size.size(); ++k) by_size[k] = static_cast<int>(k);
  std::stable_sort(by_size.begin(), by_size.end(), [&](int a, int b) { return allocation_size[a] < allocation_size[b]; });
  std::vector<bool> in_arena(buffers.size(), true);
  for (int b = 0; b < static_cast<int>(buffers.size()); ++b) in_arena[b] = !buffers[b].output;
  for (int b : order) {
    for (int k : by_size) {
      if (allocation_size[k] < buffers[b].bytes) continue;
      bool ok = true;
      for (int o : allocations[k])
        if (interferes(buffers, b, o)) {
          ok = false;
          break;
        }
      if (!ok) continue;
      allocations[k].push_back(b);
      in_arena[b] = false;
      break;
    }
  }

  // Rules 6 and 7: the temp arena's peak; a buffer taken over in place by an arena buffer
  // that starts where it ends is not counted twice.
  std::set<int> taken_over;
  for (int b = 0; b < static_cast<int>(buffers.size()); ++b) {
    if (!in_arena[b]) continue;
    for (int s : buffers[b].may_overwrite)
      if (in_arena[s] && !taken_over.count(s)) {
        taken_over.insert(s);
        break;
      }
  }
  std::map<int, int64_t> change;  // step -> bytes coming live (+) and dying (-) there
  for (int b = 0; b < static_cast<int>(buffers.size()); ++b) {
    if (!in_arena[b]) continue;
    const int last = taken_over.count(b) ? buffers[b].end - 1 : buffers[b].end;
    if (last < buffers[b].start) continue;
    change[buffers[b].start] += buffers[b].bytes;
    change[last + 1] -= buffers[b].bytes;
  }
  int peak_step = 0;
  int64_t live = 0, peak_live = 0;
  for (const auto& [at, delta] : change) {
    live += delta;
    if (live > peak_live) peak_live = live, peak_step = at;
  }
  report.peak_activation_bytes = report.output_bytes - report.aliased_output_bytes + peak_live;
  report.peak_memory_bytes = report.parameter_bytes + report.peak_activation_bytes;
  int peak_op = -1;
  for (int i = 0; i < n; ++i)
    if (pre[i] <= peak_step && peak_step <= post[i]) peak_op = i;
  if (peak_op >= 0) {
    report.peak_line = main.ops[peak_op].line;
    report.peak_op = std::string(op_name(main.ops[peak_op].kind));
  } else {
    report.peak_op = "return";
  }
  // SHARDPROOF_MEMORY_TRACE=1: every buffer, its live range and where it went (stderr), to
  // compare with XLA's buffer assignment dump (--xla_dump_to).
  if (std::getenv("SHARDPROOF_MEMORY_TRACE")) {
    for (int b = 0; b < static_cast<int>(buffers.size()); ++b) {
      const auto& x = buffers[b];
      fmt::print(stderr, "buffer {} bytes {} [{}, {}] op {} line {} {}{}\n", b, x.bytes, x.start, x.end, x.main_op,
                 x.main_op >= 0 ? main.ops[x.main_op].line : 0, x.output ? "output " : "",
                 in_arena[b] ? "arena" : "in-output");
    }
    fmt::print(stderr, "peak step {} ({} bytes)\n", peak_step, peak_live);
  }

  add_compute_time(report, lowered, topology);
  add_collectives(report, program, lowered, topology);
  report.step_time_s = report.compute_time_s + report.collective_time_s;
  return report;
}

}  // namespace shardproof::partition
