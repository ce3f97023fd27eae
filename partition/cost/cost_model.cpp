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
#include "partition/cost/plan_memory.h"
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
// 1. Schedule: main's ops in order; around each op a step for the redistributions of its
//    operands (before) and of its results (after). A manual region (shard_map) is inlined at
//    its op, as XLA inlines the body after partitioning: its arguments are the operands'
//    buffers (SPMDFullToShardShape is a bitcast) and its results are the op's results.
//    A sharding constraint (sdy.sharding_constraint, GSPMD's custom_call @Sharding) is an
//    annotation, not an op: its result is its operand's buffer, unless the lowering
//    redistributes there or redistributes its result later (then it is a value of its own,
//    materialised by rule 2 like any redistributed value).
// 2. Fusion: XLA fuses elementwise ops, broadcasts (of scalars and of bias vectors), reshapes,
//    transposes, slices, concatenates, converts and constants into their consumers, and
//    elementwise producers into reductions (loop and input fusion). A value whose producer is
//    such an op and whose every consumer is such an op (or a reduce) is computed inside the
//    fusion and never materialised; only fusion roots get a buffer: results of dot_general
//    and reduce, values read by a dot_general, by a collective or by a manual region, values
//    that are redistributed, and the program's results. A buffer lives from the step that
//    defines it to the last step that reads it or a value fused from it.
//    2b: a dot_general operand that XLA's DotDecomposer must transpose physically (see
//    dot_operand_transposed) gets a copy of its size, made where the operand is defined and
//    live to the dot; the copy is a fusion, so a fusible producer read only that way is fused
//    into it, not materialised. A copy of a parameter read as it is depends on nothing
//    computed: XLA's scheduler issues it at the start, like the parameters' gathers (rule 3)
//    and converts (rule 8), and it lives to its last dot; each parameter has its own
//    (gemma_decode_2d: copy_bitcast_fusion.8 and copy_bitcast_fusion, f32[256,256], of the two
//    layers' MLP weights, and the six f32[64,256] copies of the attention weights, all at the
//    top of XLA's schedule and live together at its peak); so is the copy of a parameter's
//    gather, made when the gather is (maxtext_train_fsdp_unrolled: wrapped_copy.2 to .23,
//    f32[512,256], before the first layer). A dot that reads an operand through its copy
//    reads the copy only: the operand's own buffer may die when the copy is made.
//    2c: an elementwise value read by reductions or dots under two or more views (its own
//    shape, its matrix bitcast, a transposed copy of 2b) is not one shared buffer: XLA CPU
//    duplicates the cheap producer into a loop fusion per view (see duplicate_view), each a
//    buffer made where the producer runs and live to its last reader.
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
//    3f: XLA's scheduler is memory-aware, so the fusions that read such a whole value run as
//    soon as their operands are ready (see the pass below).
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

bool fusion_consumer(OpKind k) { return fusible_producer(k) || k == OpKind::reduce; }

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

  // Redistributions by (op index, value): of an op's operand before it, or of its result
  // after it; and the ops and values that have one.
  std::map<std::pair<int, ValueId>, const InsertedRedistribution*> operand_plan, result_plan;
  std::set<int> redistributing_op;
  std::set<ValueId> redistributed_value;
  for (const auto& r : lowered.redistributions) {
    redistributing_op.insert(r.op_index);
    redistributed_value.insert(r.value);
    const bool is_result = r.op_index < n && std::count(main.ops[r.op_index].results.begin(),
                                                        main.ops[r.op_index].results.end(), r.value) > 0;
    (is_result ? result_plan : operand_plan)[{r.op_index, r.value}] = &r;
    for (const auto& s : r.shared_with) {  // later operands reading the same plan's result
      redistributing_op.insert(s.op_index);
      operand_plan.emplace(std::make_pair(s.op_index, r.value), &r);
    }
  }

  // Rule 1: the schedule. Flat ops (main's and the regions' own) with their step.
  struct FlatOp {
    const Op* op;
    int step;
    int main_index;
    bool in_main;  // one of main's ops (not of a region inlined at main_index)
  };
  std::vector<FlatOp> flat;
  std::vector<int> pre(n), post(n);
  std::map<ValueId, ValueId> alias;  // region arguments and manual results -> the buffer's value
  int step = 0;
  // A loop's or a branch's regions run in place of the op (once: memory is what one
  // iteration holds), their arguments are the carried operands' buffers and the op's results
  // are the body's (the first branch's).
  auto alias_control_flow = [&](const Op& op) {
    if (op.kind == OpKind::while_) {
      for (const Region& region : op.region)
        for (size_t k = 0; k < region.arguments.size() && k < op.operands.size(); ++k)
          alias[region.arguments[k]] = op.operands[k];
    }
    const Region& yields = op.kind == OpKind::while_ ? op.region.back() : op.region.front();
    for (size_t k = 0; k < yields.results.size() && k < op.results.size(); ++k)
      if (yields.results[k] != op.results[k]) alias[op.results[k]] = yields.results[k];
  };
  auto runs_regions = [](const Op& op) {
    const Regions kind = op_info(op.kind).regions;
    return (kind == Regions::loop || kind == Regions::branches) && !op.region.empty();
  };
  // An optimization_barrier (remat: jax.checkpoint) copies nothing: XLA's dataflow forwards
  // its operands' buffers to its results. Unless the lowering redistributes there, its
  // results are its operands' buffers, as a sharding constraint's are (rule 1), also where a
  // reader redistributes a result later: that plan reads the forwarded buffer (a parameter
  // behind the barrier is then gathered as a parameter, rule 3).
  auto passes_through_barrier = [&](const Op& op) {
    if (op.kind != OpKind::optimization_barrier || op.operands.size() != op.results.size()) return false;
    for (size_t k = 0; k < op.results.size(); ++k) alias[op.results[k]] = op.operands[k];
    return true;
  };
  std::function<void(const std::vector<Op>&, int)> schedule = [&](const std::vector<Op>& ops, int i) {
    for (const Op& op : ops) {
      if (op.kind == OpKind::manual_computation && !op.region.empty()) {
        schedule(op.region[0].ops, i);
        continue;
      }
      if (runs_regions(op)) {
        alias_control_flow(op);
        for (const Region& region : op.region) schedule(region.ops, i);
        continue;
      }
      if (op.kind == OpKind::sharding_constraint && op.operands.size() == 1 && op.results.size() == 1) {
        alias[op.results[0]] = op.operands[0];  // an annotation (rule 1)
        continue;
      }
      if (passes_through_barrier(op)) continue;
      flat.push_back({&op, step++, i, false});
    }
  };
  for (int i = 0; i < n; ++i) {
    pre[i] = step++;
    const int op_step = step;
    const Op& op = main.ops[i];
    if (op.kind == OpKind::manual_computation && !op.region.empty()) {
      const Region& region = op.region[0];
      for (size_t k = 0; k < region.arguments.size() && k < op.operands.size(); ++k)
        alias[region.arguments[k]] = op.operands[k];
      schedule(region.ops, i);
      for (size_t k = 0; k < region.results.size() && k < op.results.size(); ++k)
        if (!result_plan.count({i, op.results[k]})) alias[op.results[k]] = region.results[k];
      if (step == op_step) ++step;
    } else if (runs_regions(op)) {
      alias_control_flow(op);
      for (const Region& region : op.region) schedule(region.ops, i);
      if (step == op_step) ++step;
    } else if (op.kind == OpKind::sharding_constraint && !redistributing_op.count(i) && op.operands.size() == 1 &&
               op.results.size() == 1 && !redistributed_value.count(op.results[0])) {
      alias[op.results[0]] = op.operands[0];  // an annotation (rule 1)
      ++step;
    } else if (!redistributing_op.count(i) && passes_through_barrier(op)) {
      ++step;
    } else {
      flat.push_back({&op, step++, i, true});
    }
    post[i] = step++;
  }
  // Steps are spaced kSubsteps apart so that rule 3b can defer an op, and the ops that wait
  // on it, to steps of their own after it, in their order, rather than piling them onto one
  // step as if all their buffers were live together.
  constexpr int kSubsteps = 256;
  for (FlatOp& f : flat) f.step *= kSubsteps;
  for (int& s : pre) s *= kSubsteps;
  for (int& s : post) s *= kSubsteps;
  const int end_step = step * kSubsteps;  // the return
  auto canon = [&](ValueId v) {
    for (auto it = alias.find(v); it != alias.end(); it = alias.find(v)) v = it->second;
    return v;
  };
  // Rule 8: the factor from a computed value's declared bytes to its buffer's.
  auto computed_scale = [&](ValueId v) -> int64_t {
    return topology.bf16_arithmetic_in_f32 && program.value(v).type.dtype == types::DType::bf16 ? 2 : 1;
  };
  std::set<ValueId> result_values;
  for (ValueId r : main.results) result_values.insert(canon(r));
  auto buffer_bytes = [&](ValueId v) {
    return result_values.count(v) ? bytes_of(v) : bytes_of(v) * computed_scale(v);
  };


  // Rule 2: which values are materialised.
  std::map<ValueId, std::vector<const FlatOp*>> users;
  std::map<ValueId, const FlatOp*> def;
  for (const FlatOp& f : flat) {
    for (ValueId v : f.op->operands) users[canon(v)].push_back(&f);
    for (ValueId v : f.op->results) def[canon(v)] = &f;
  }
  std::set<ValueId> forced;
  for (const auto& r : lowered.redistributions) forced.insert(canon(r.value));
  for (ValueId r : main.results) forced.insert(canon(r));
  for (const Op& op : main.ops)
    if (op.kind == OpKind::manual_computation && !op.region.empty()) {
      for (ValueId v : op.operands) forced.insert(canon(v));
      for (ValueId v : op.region[0].results) forced.insert(canon(v));
    }
  // Rule 2d: a fusible producer that reads two or more full-size inputs is not duplicated
  // into its consumers unless it fuses into every one of them along every path (XLA's
  // InstructionFusion::ComputeGloballyUnfusible): duplicating it would read its inputs once
  // per consumer. A residual-stream add x + f(x) is read by the next layer's norm and by the
  // next residual add, which also reads it through the layer's dots: it is a fusion root of
  // its own (eqx_transformer_fwd_2d: copy_add_fusion, .1, .2, .3, each in the output
  // allocation in turn), not recomputed from every earlier layer's output.
  auto true_rank = [&](ValueId v) {
    int r = 0;
    for (int64_t d : program.value(v).type.shape) r += d > 1;
    return r;
  };
  // At most one operand as large as the result: broadcasts, iotas and scalar constants do not
  // count (XLA's EffectivelyAtMostUnary), so x * broadcast(scale) duplicates freely.
  auto effectively_at_most_unary = [&](const Op& op) {
    int full = 0;
    const int rank = op.results.empty() ? 0 : true_rank(op.results[0]);
    for (ValueId o : op.operands) {
      const auto d = def.find(canon(o));  // none for an argument: a full input
      const bool small = d != def.end() && (d->second->op->kind == OpKind::broadcast_in_dim ||
                                            d->second->op->kind == OpKind::iota ||
                                            (d->second->op->kind == OpKind::constant && true_rank(o) == 0));
      if (!small && true_rank(o) >= rank) ++full;
    }
    return full <= 1;
  };
  auto reads_more_than_it_writes = [&](const Op& op) {
    std::set<ValueId> unique(op.operands.begin(), op.operands.end());
    int64_t read = 0;
    for (ValueId o : unique) read += program.value(o).type.num_elements();
    return !op.results.empty() && read > program.value(op.results[0]).type.num_elements();
  };
  // Whether every path from v's producer to each of its users runs through fusible ops only.
  auto fuses_on_all_paths = [&](ValueId v, const std::vector<const FlatOp*>& readers) {
    size_t last = 0;
    for (const FlatOp* r : readers) {
      if (!fusion_consumer(r->op->kind)) return false;
      last = std::max(last, static_cast<size_t>(r - flat.data()));
    }
    std::set<ValueId> reached{v}, blocked;  // descendants of v; those reached through a non-fusible op
    for (size_t x = static_cast<size_t>(def.at(v) - flat.data()) + 1; x <= last; ++x) {
      const Op& op = *flat[x].op;
      bool from_v = false, through_blocked = !fusible_producer(op.kind);
      for (ValueId o : op.operands) {
        const ValueId co = canon(o);
        if (!reached.count(co)) continue;
        from_v = true;
        through_blocked = through_blocked || blocked.count(co);
      }
      if (!from_v) continue;
      for (ValueId r : op.results) {
        reached.insert(canon(r));
        if (through_blocked) blocked.insert(canon(r));
      }
    }
    for (const FlatOp* r : readers)
      for (ValueId o : r->op->operands)
        if (canon(o) != v && blocked.count(canon(o))) return false;
    return true;
  };
  for (const auto& [v, readers] : users) {
    auto d = def.find(v);
    if (d == def.end() || forced.count(v) || !fusible_producer(d->second->op->kind)) continue;
    const Op& op = *d->second->op;
    if (effectively_at_most_unary(op) || !reads_more_than_it_writes(op)) continue;
    if (!fuses_on_all_paths(v, readers)) forced.insert(v);
  }
  // A plan for an operand of an op inside a loop's or a branch's region (the lowering keys it
  // by the region's op, as main's own plans): its buffer is made before that op, each
  // iteration (rule 3). The region's op's own operands are main's (copy_operands).
  auto region_operand_plan = [&](const FlatOp& f, ValueId v) -> const InsertedRedistribution* {
    if (f.in_main || !runs_regions(main.ops[f.main_index])) return nullptr;
    const auto& outer = main.ops[f.main_index].operands;
    if (std::find(outer.begin(), outer.end(), v) != outer.end()) return nullptr;
    auto p = operand_plan.find({f.main_index, v});
    return p == operand_plan.end() ? nullptr : p->second;
  };
  // Rule 2b: whether operand k of the dot_general f is read through a transposed copy (in
  // the layout it has as the dot runs: its plan's target when it is redistributed first).
  auto transposed_operand = [&](const FlatOp& f, size_t k) {
    if (f.op->kind != OpKind::dot_general || k >= 2 || k >= f.op->operands.size()) return false;
    const ValueId v = f.op->operands[k];
    types::ShardingType type = lowered.types[v];
    if (auto p = operand_plan.find({f.main_index, v}); f.in_main && p != operand_plan.end()) type = p->second->plan.target;
    if (const InsertedRedistribution* r = region_operand_plan(f, v)) type = r->plan.target;
    return dot_operand_transposed(*f.op, k, types::local_shape(lowered.mesh, type, program.value(v).type.shape));
  };
  // Rule 2c: the views under which the reductions and dots of an elementwise value read their
  // own copy of it (empty when the value is not duplicated). XLA CPU runs reductions and dots
  // as library fusions that take an elementwise producer only when they are its one user; a
  // cheap elementwise producer with several users is instead duplicated (InstructionFusion
  // duplicates what is not expensive) into a loop fusion per consumer, which also fuses the
  // consumer's bitcast to a matrix (dot_operand_bitcast) or transposed copy (rule 2b), so each
  // distinct view is a buffer of its own, CSE merging identical ones. mlp_train_tp: the output
  // gradient g * c is broadcast_multiply_fusion (read by the bias-gradient reduction),
  // multiply_bitcast_fusion ([1024, 512], the input-gradient dot) and copy_bitcast_fusion (the
  // weight-gradient dot), all three computed from add_subtract_fusion right after it.
  // 0: the value's own shape, 1: its matrix bitcast; dots through a transposed copy count
  // towards "several" but have their copy already.
  std::map<ValueId, std::map<std::pair<const FlatOp*, size_t>, int>> duplicate_view;
  for (const auto& [v, us] : users) {
    auto d = def.find(v);
    if (d == def.end() || forced.count(v) || !is_elementwise(d->second->op->kind)) continue;
    std::map<std::pair<const FlatOp*, size_t>, int> views;
    std::set<int> distinct;
    int copies = 0;
    bool ok = true;
    for (const FlatOp* f : us) {
      const OpKind k = f->op->kind;
      if (fusion_consumer(k) && k != OpKind::reduce) continue;  // fused (recomputed) there
      if (k != OpKind::reduce && k != OpKind::dot_general) {
        ok = false;
        break;
      }
      for (size_t j = 0; j < f->op->operands.size(); ++j) {
        if (canon(f->op->operands[j]) != v) continue;
        if (k == OpKind::reduce) {
          views[{f, j}] = 0;
          distinct.insert(0);
        } else if (transposed_operand(*f, j)) {
          ++copies;
        } else {
          const int w = dot_operand_bitcast(program, *f->op, j) ? 1 : 0;
          views[{f, j}] = w;
          distinct.insert(w);
        }
      }
    }
    if (ok && !views.empty() && static_cast<int>(distinct.size()) + copies >= 2) duplicate_view[v] = views;
  }
  auto materialised = [&](ValueId v) {
    auto d = def.find(v);
    if (d == def.end()) return false;  // an argument
    if (duplicate_view.count(v)) return false;  // rule 2c: a copy per view instead
    if (forced.count(v) || !fusible_producer(d->second->op->kind)) return true;
    auto u = users.find(v);
    if (u == users.end()) return false;  // dead: fused away
    for (const FlatOp* f : u->second) {
      if (fusion_consumer(f->op->kind)) continue;
      // Rule 2b: a transposed copy is a fusion, into which an elementwise producer fuses.
      bool through_copy = f->op->kind == OpKind::dot_general;
      for (size_t k = 0; through_copy && k < f->op->operands.size(); ++k)
        if (canon(f->op->operands[k]) == v && !transposed_operand(*f, k)) through_copy = false;
      if (!through_copy) return true;
    }
    return false;
  };

  // Rule 3b: XLA's all-reduce combiner. All-reduces over the same axes of which none depends
  // on another's result (the gradients of a training step) become one all-reduce, which
  // the scheduler places after the last of their operands is produced: every partial sum
  // waits for it, and every reduced result lives from there (mlp_train_dp: both weight
  // gradients are reduced together at the end of the step). The ops that read a combined
  // result run after it, and so does everything computed from them (XLA's scheduler puts
  // mlp_train_dp's loss division and the SGD updates after all-reduce.5): each flat op's step
  // is raised to when its operands are ready, until nothing moves. A loop body's all-reduces
  // combine among themselves (maxtext_train_fsdp_scan: all-reduce.93 of the body's nine
  // weight gradients), and on a backend without reduce-scatter (rule 3e) a reduce-scatter is
  // an all-reduce to the combiner too (keras_llama_fwd_2d: all-reduce.16 of the q, k and v
  // projections, which our plans reduce-scatter).
  std::map<const InsertedRedistribution*, int> plan_step;
  {
    struct Single {
      const InsertedRedistribution* r;
      int produced = 0, producer = 0;  // step and main op producing the partial sums
      std::set<int> deps;              // the all-reduces the partial sums depend on
      const FlatOp* producer_op = nullptr;  // its step may grow (below)
      int region = -1;                      // the loop or branch op it runs in (-1: main)
    };
    std::vector<Single> single;
    std::map<std::pair<int, ValueId>, int> index;  // (op, value) -> its entry
    for (const auto& r : lowered.redistributions) {
      if (r.op_index >= n || arguments.count(r.value)) continue;
      // XLA combines all-reduces of one computation: a loop's body's among themselves, and
      // none across its boundary (the plans of the loop's own operands and results).
      int region = -1;
      if (const Op& outer = main.ops[r.op_index]; runs_regions(outer)) {
        if (std::count(outer.operands.begin(), outer.operands.end(), r.value) ||
            std::count(outer.results.begin(), outer.results.end(), r.value))
          continue;
        region = r.op_index;
      }
      const auto& steps = r.plan.steps;
      // On a backend without reduce-scatter (rule 3e) one is an all-reduce, combined as one.
      const auto kind = steps.size() == 1 ? steps[0].op.kind : redistribute::CollectiveKind::all_slice;
      const bool all_reduce = kind == redistribute::CollectiveKind::all_reduce ||
                              (topology.reduce_scatter_as_all_reduce && kind == redistribute::CollectiveKind::reduce_scatter);
      if (!all_reduce) continue;
      index[{r.op_index, r.value}] = static_cast<int>(single.size());
      for (const auto& s : r.shared_with)
        index.emplace(std::make_pair(s.op_index, r.value), static_cast<int>(single.size()));
      single.push_back({&r, 0, 0, {}, nullptr, region});
    }
    std::map<ValueId, std::set<int>> deps;
    for (const FlatOp& f : flat) {
      std::set<int> in;
      for (ValueId o : f.op->operands) {
        const auto& d = deps[canon(o)];
        in.insert(d.begin(), d.end());
        if (auto it = index.find({f.main_index, o}); it != index.end() && !result_plan.count({f.main_index, o})) {
          Single& s = single[it->second];
          s.deps = d;
          if (auto dv = def.find(canon(o)); dv != def.end())
            s.produced = dv->second->step, s.producer = dv->second->main_index, s.producer_op = dv->second;
          in.insert(it->second);
        }
      }
      for (ValueId r : f.op->results) {
        auto& d = deps[canon(r)];
        d = in;
        if (auto it = index.find({f.main_index, r}); it != index.end() && result_plan.count({f.main_index, r})) {
          Single& s = single[it->second];
          s.deps = in;
          s.produced = f.step;
          s.producer = f.main_index;
          s.producer_op = &f;
          d.insert(it->second);
        }
      }
    }
    std::vector<int> order(single.size());
    for (size_t k = 0; k < order.size(); ++k) order[k] = static_cast<int>(k);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return single[a].produced < single[b].produced; });
    // As XLA's combiner: in program order, an all-reduce joins the open group of its axes
    // unless it depends on one of its members, which closes that group and opens the next
    // (maxtext_train_2d: the embedding lookup's all-reduce stays alone at the start, not
    // combined with an independent one at the end of the step that would defer the forward).
    std::vector<std::vector<int>> groups;
    // (region, axes) -> its group being filled
    std::map<std::pair<int, std::vector<types::AxisRef>>, size_t> open_group;
    for (int k : order) {
      const auto axes = std::make_pair(single[k].region, single[k].r->plan.steps[0].op.axes);
      auto g = open_group.find(axes);
      bool independent = g != open_group.end();
      if (independent)
        for (int m : groups[g->second]) independent = independent && !single[k].deps.count(m);
      if (independent) {
        groups[g->second].push_back(k);
      } else {
        open_group[axes] = groups.size();
        groups.push_back({k});
      }
    }
    // Each group runs after its last partial sum, each op after its operands; a deferred op
    // may defer the producer of another group's partial sum, hence the rounds (steps only
    // grow, and are bounded by the program's length times the rounds).
    std::vector<int> program_step(flat.size());
    for (size_t i = 0; i < flat.size(); ++i) program_step[i] = flat[i].step;
    for (int round = 0; round < 16; ++round) {
      for (const auto& g : groups) {
        int last = 0, at_step = 0;
        for (int m : g) {
          const Single& sm = single[m];
          const int produced = sm.producer_op ? sm.producer_op->step : sm.produced;
          if (produced >= last)
            last = produced, at_step = std::max(sm.region < 0 ? post[sm.producer] : 0, produced + 1);
        }
        for (int m : g) plan_step[single[m].r] = at_step;
      }
      std::map<ValueId, int> ready;
      bool moved = false;
      for (size_t i = 0; i < flat.size(); ++i) {
        FlatOp& f = flat[i];
        int at_step = program_step[i];
        for (ValueId o : f.op->operands) {  // a step after what it waits for
          if (auto it = ready.find(canon(o)); it != ready.end()) at_step = std::max(at_step, it->second + 1);
          if (auto p = operand_plan.find({f.main_index, o}); p != operand_plan.end())
            if (auto ps = plan_step.find(p->second); ps != plan_step.end()) at_step = std::max(at_step, ps->second + 1);
        }
        moved = moved || at_step != f.step;
        f.step = at_step;
        for (ValueId r : f.op->results) {
          int r_ready = at_step;
          if (auto p = result_plan.find({f.main_index, r}); p != result_plan.end())
            if (auto ps = plan_step.find(p->second); ps != plan_step.end()) r_ready = std::max(r_ready, ps->second);
          ready[canon(r)] = r_ready;
        }
      }
      if (!moved) break;
    }
  }
  auto step_of_plan = [&](const InsertedRedistribution* r, int fallback) {
    auto it = plan_step.find(r);
    return it == plan_step.end() ? fallback : it->second;
  };

  // Rule 3e: the factor from the bytes a plan delivers to the bytes XLA holds for them (1
  // unless the plan ends in a reduce-scatter that the backend runs as an all-reduce).
  auto held_whole = [&](const redistribute::Plan& plan) { return memory::held_whole(plan, topology); };
  // Rule 3f: XLA's scheduler is memory-aware (its list scheduler prefers the op that frees a
  // buffer): the readers of a value held whole by rule 3e, the fusions that slice it, run as
  // soon as their operands are ready rather than where the program has them (mlp_train_fsdp:
  // all-reduce.3 of w1's gradient at 61 and copy_subtract_fusion, the SGD update reading it
  // through a dynamic slice, at 74 right after it; the program has the update at its end).
  // A value computed by fusible ops from arguments and constants is ready at the start.
  {
    std::map<ValueId, int> ready;
    std::set<ValueId> whole;  // held whole, or fused from such a value
    for (const auto& [key, r] : result_plan)
      if (held_whole(r->plan) > 1) whole.insert(canon(key.second));
    for (FlatOp& f : flat) {
      int at = 0;
      bool reads_whole = false, movable = f.in_main && fusion_consumer(f.op->kind);
      for (ValueId o : f.op->operands) {
        const ValueId co = canon(o);
        if (auto it = ready.find(co); it != ready.end()) at = std::max(at, it->second);
        reads_whole = reads_whole || whole.count(co) > 0;
        if (auto p = operand_plan.find({f.main_index, o}); f.in_main && p != operand_plan.end()) {
          movable = false;  // stays after its plan, which runs before it
          at = std::max(at, step_of_plan(p->second, pre[f.main_index]));
          reads_whole = reads_whole || held_whole(p->second->plan) > 1;
        }
      }
      if (reads_whole && movable && at < f.step) f.step = at;
      for (ValueId r : f.op->results) {
        const ValueId cr = canon(r);
        int r_ready = materialised(cr) ? f.step : at;
        if (auto p = result_plan.find({f.main_index, r}); f.in_main && p != result_plan.end())
          r_ready = step_of_plan(p->second, post[f.main_index]);
        ready[cr] = r_ready;
        if (reads_whole && fusible_producer(f.op->kind)) whole.insert(cr);
      }
    }
  }

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
      auto w = dv == duplicate_view.end() ? decltype(dv->second)::iterator{} : dv->second.find({&f, k});
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
        for (const FlatOp* u : users[cv])
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
