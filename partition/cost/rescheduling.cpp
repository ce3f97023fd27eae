#include "partition/cost/rescheduling.h"

#include <algorithm>
#include <set>
#include <tuple>
#include <utility>
#include <vector>

#include "partition/cost/gradient_deferral.h"
#include "partition/cost/plan_memory.h"
#include "partition/ops/op_table.h"

namespace shardproof::partition::memory {

int PlanSteps::of(const InsertedRedistribution* r, int fallback) const {
  auto it = step.find(r);
  return it == step.end() ? fallback : it->second;
}

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
// projections, which our plans reduce-scatter). XLA GPU combines its reduce-scatters the
// same way, among themselves (rule C1's reduce-scatter combiner), so an FSDP step's gradients
// wait whole for one reduce-scatter after the last of them (maxtext_real_train_fsdp_unrolled
// on h100x8, fit half: reduce-scatter-start of a tuple of eight bf16 gradients, after the
// last weight-gradient gemm; with rule 3m, maxtext_real_train_fsdp_unrolled 0.80 -> 0.98 and
// eqx_mlp_train_fsdp 1.06 -> 1.13, whose gradients XLA's partitioner exchanges by all-to-alls
// where our plan reduce-scatters them: h100x8's fit half 49 either way).
namespace {

// One all-reduce plan the combiner may merge with others.
struct AllReduce {
  const InsertedRedistribution* r;
  std::set<int> deps;                   // the all-reduces the partial sums depend on
  const FlatOp* producer_op = nullptr;  // producing the partial sums; its step may grow (below)
  int region = -1;                      // the loop or branch op it runs in (-1: main)
  bool scatter = false;                 // a reduce-scatter, combined with its own kind only (XLA GPU)

  // The step and main op producing the partial sums (0 where no flat op does).
  int produced() const { return producer_op ? producer_op->step : 0; }
  int producer() const { return producer_op ? producer_op->main_index : 0; }
};

struct AllReduces {
  std::vector<AllReduce> list;
  std::map<std::pair<int, ValueId>, int> index;  // (op, value) -> its entry
};

AllReduces find_all_reduces(const CostInputs& in) {
  AllReduces found;
  for (const auto& r : in.lowered.redistributions) {
    if (r.op_index >= in.main_op_count || in.arguments.count(r.value)) continue;
    // XLA combines all-reduces of one computation: a loop's body's among themselves, and
    // none across its boundary (the plans of the loop's own operands and results).
    int region = -1;
    if (const Op& outer = in.main.ops[r.op_index]; runs_regions(outer)) {
      if (std::count(outer.operands.begin(), outer.operands.end(), r.value) ||
          std::count(outer.results.begin(), outer.results.end(), r.value))
        continue;
      region = r.op_index;
    }
    const auto& steps = r.plan.steps;
    // On a backend without reduce-scatter (rule 3e) one is an all-reduce, combined as one.
    const auto kind = steps.size() == 1 ? steps[0].op.kind : redistribute::CollectiveKind::all_slice;
    const bool all_reduce = kind == redistribute::CollectiveKind::all_reduce ||
                            (steps.size() == 1 && reduce_scatter_held_whole(r.plan, steps[0], in.topology));
    const bool scatter = !all_reduce && in.topology.compiler == redistribute::Compiler::xla_gpu &&
                         kind == redistribute::CollectiveKind::reduce_scatter;
    if (!all_reduce && !scatter) continue;
    found.index[{r.op_index, r.value}] = static_cast<int>(found.list.size());
    for (const auto& s : r.shared_with)
      found.index.emplace(std::make_pair(s.op_index, r.value), static_cast<int>(found.list.size()));
    found.list.push_back({&r, {}, nullptr, region, scatter});
  }
  return found;
}

// Where each all-reduce's partial sums are produced, and which all-reduces they depend on.
void trace_partial_sums(AllReduces& all_reduces, const Schedule& schedule, const PlansByOp& plans,
                        const Materialisation& fusion) {
  std::map<ValueId, std::set<int>> deps;
  for (const FlatOp& f : schedule.flat) {
    std::set<int> in;
    for (ValueId o : f.op->operands) {
      const auto& d = deps[schedule.canon(o)];
      in.insert(d.begin(), d.end());
      if (auto it = all_reduces.index.find({f.main_index, o});
          it != all_reduces.index.end() && !plans.result_plan.count({f.main_index, o})) {
        AllReduce& s = all_reduces.list[it->second];
        s.deps = d;
        if (auto dv = fusion.def.find(schedule.canon(o)); dv != fusion.def.end()) s.producer_op = dv->second;
        in.insert(it->second);
      }
    }
    for (ValueId r : f.op->results) {
      auto& d = deps[schedule.canon(r)];
      d = in;
      if (auto it = all_reduces.index.find({f.main_index, r});
          it != all_reduces.index.end() && plans.result_plan.count({f.main_index, r})) {
        AllReduce& s = all_reduces.list[it->second];
        s.deps = in;
        s.producer_op = &f;
        d.insert(it->second);
      }
    }
  }
}

// As XLA's combiner: in program order, an all-reduce joins the open group of its axes
// unless it depends on one of its members, which closes that group and opens the next
// (maxtext_train_2d: the embedding lookup's all-reduce stays alone at the start, not
// combined with an independent one at the end of the step that would defer the forward).
std::vector<std::vector<int>> combine(const std::vector<AllReduce>& all_reduces) {
  std::vector<int> order(all_reduces.size());
  for (size_t k = 0; k < order.size(); ++k) order[k] = static_cast<int>(k);
  std::stable_sort(order.begin(), order.end(),
                   [&](int a, int b) { return all_reduces[a].produced() < all_reduces[b].produced(); });
  std::vector<std::vector<int>> groups;
  // (region, axes, reduce-scatter or not) -> its group being filled
  std::map<std::tuple<int, std::vector<types::AxisRef>, bool>, size_t> open_group;
  for (int k : order) {
    const auto axes = std::make_tuple(all_reduces[k].region, all_reduces[k].r->plan.steps[0].op.axes,
                                      all_reduces[k].scatter);
    auto g = open_group.find(axes);
    bool independent = g != open_group.end();
    if (independent)
      for (int m : groups[g->second]) independent = independent && !all_reduces[k].deps.count(m);
    if (independent) {
      groups[g->second].push_back(k);
    } else {
      open_group[axes] = groups.size();
      groups.push_back({k});
    }
  }
  return groups;
}

}  // namespace

PlanSteps combine_all_reduces(Schedule& schedule, const CostInputs& in, const PlansByOp& plans,
                              const Materialisation& fusion) {
  AllReduces all_reduces = find_all_reduces(in);
  trace_partial_sums(all_reduces, schedule, plans, fusion);
  const std::vector<std::vector<int>> groups = combine(all_reduces.list);
  std::vector<CombinedGroup> combined(groups.size());  // rule 3m
  for (size_t g = 0; g < groups.size(); ++g)
    for (int m : groups[g]) {
      combined[g].plans.push_back(all_reduces.list[m].r);
      combined[g].producers.push_back(all_reduces.list[m].producer_op);
      combined[g].region = all_reduces.list[m].region;
    }
  defer_gradient_producers(schedule, in, plans, fusion, combined);
  PlanSteps plan_steps;
  // Each group runs after its last partial sum, each op after its operands; a deferred op
  // may defer the producer of another group's partial sum, hence the rounds (steps only
  // grow, and are bounded by the program's length times the rounds).
  std::vector<FlatOp>& flat = schedule.flat;
  std::vector<int> program_step(flat.size());
  for (size_t i = 0; i < flat.size(); ++i) program_step[i] = flat[i].step;
  for (int round = 0; round < 16; ++round) {
    for (const auto& g : groups) {
      int last = 0, at_step = 0;
      for (int m : g) {
        const AllReduce& sm = all_reduces.list[m];
        const int produced = sm.produced();
        if (produced >= last)
          last = produced, at_step = std::max(sm.region < 0 ? schedule.post[sm.producer()] : 0, produced + 1);
      }
      for (int m : g) plan_steps.step[all_reduces.list[m].r] = at_step;
    }
    std::map<ValueId, int> ready;
    bool moved = false;
    for (size_t i = 0; i < flat.size(); ++i) {
      FlatOp& f = flat[i];
      int at_step = program_step[i];
      for (ValueId o : f.op->operands) {  // a step after what it waits for
        if (auto it = ready.find(schedule.canon(o)); it != ready.end()) at_step = std::max(at_step, it->second + 1);
        if (auto p = plans.operand_plan.find({f.main_index, o}); p != plans.operand_plan.end())
          if (auto ps = plan_steps.step.find(p->second); ps != plan_steps.step.end())
            at_step = std::max(at_step, ps->second + 1);
      }
      moved = moved || at_step != f.step;
      f.step = at_step;
      for (ValueId r : f.op->results) {
        int r_ready = at_step;
        if (auto p = plans.result_plan.find({f.main_index, r}); p != plans.result_plan.end())
          if (auto ps = plan_steps.step.find(p->second); ps != plan_steps.step.end()) r_ready = std::max(r_ready, ps->second);
        ready[schedule.canon(r)] = r_ready;
      }
    }
    if (!moved) break;
  }
  return plan_steps;
}

// Rule 3f: XLA's scheduler is memory-aware (its list scheduler prefers the op that frees a
// buffer): the readers of a value held whole by rule 3e, the fusions that slice it, run as
// soon as their operands are ready rather than where the program has them (mlp_train_fsdp:
// all-reduce.3 of w1's gradient at 61 and copy_subtract_fusion, the SGD update reading it
// through a dynamic slice, at 74 right after it; the program has the update at its end).
// They run one step after the all-reduce, whose operand, the partial sums, is freed by then
// (keras_llama_fwd_2d: XLA's peak is at all-reduce.16 of the q/k/v projections, 512 KiB of
// partial sums and 512 KiB of sums, before the RoPE slices that read them).
// A value computed by fusible ops from arguments and constants is ready at the start.
void run_whole_readers_early(Schedule& schedule, const CostInputs& in, const PlansByOp& plans,
                             const Materialisation& fusion, const PlanSteps& plan_steps) {
  std::map<ValueId, int> ready;
  std::set<ValueId> whole;  // held whole, or fused from such a value
  for (const auto& [key, r] : plans.result_plan)
    if (held_whole(r->plan, in.topology) > 1) whole.insert(schedule.canon(key.second));
  for (FlatOp& f : schedule.flat) {
    int at = 0;
    bool reads_whole = false, movable = f.in_main && fusion_consumer(f.op->kind);
    for (ValueId o : f.op->operands) {
      const ValueId co = schedule.canon(o);
      if (auto it = ready.find(co); it != ready.end()) at = std::max(at, it->second);
      reads_whole = reads_whole || whole.count(co) > 0;
      if (auto p = plans.operand_plan.find({f.main_index, o}); f.in_main && p != plans.operand_plan.end()) {
        movable = false;  // stays after its plan, which runs before it
        at = std::max(at, plan_steps.of(p->second, schedule.pre[f.main_index]));
        reads_whole = reads_whole || held_whole(p->second->plan, in.topology) > 1;
      }
    }
    // One step after its operands are ready: it runs after the plan that delivers them, when
    // the plan's input (the partial sums) is freed.
    if (reads_whole && movable && at + 1 < f.step) f.step = at + 1;
    for (ValueId r : f.op->results) {
      const ValueId cr = schedule.canon(r);
      int r_ready = fusion.materialised(cr) ? f.step : at;
      if (auto p = plans.result_plan.find({f.main_index, r}); f.in_main && p != plans.result_plan.end())
        r_ready = plan_steps.of(p->second, schedule.post[f.main_index]);
      ready[cr] = r_ready;
      if (reads_whole && fusible_producer(f.op->kind)) whole.insert(cr);
    }
  }
}

// Rule 3g: jax.checkpoint (remat) wraps what a layer's backward pass recomputes from (its
// input, its weights) in an optimization_barrier, so that the recomputation waits for the
// backward pass. XLA's CPU pipeline deletes the barriers before scheduling
// (OptimizationBarrierExpander); the recomputation then reads only values the forward pass
// already has, and XLA's scheduler runs it beside the forward computation it repeats, its
// results live from there to the backward pass (maxtext_real_train_fsdp_unrolled: the
// recomputed projections dot.50-.52 at positions 142-144 right after the forward's dot.38-.40,
// the recomputed scores dot.78 at 155 beside the forward's dot.76, live to 271; in the four
// unrolled MaxText steps of the corpus the recomputation of every layer but one, the last of
// maxtext_train_2d_unrolled, is interleaved with the forward pass; tests/data/remat_schedule/remat_dp_train, where XLA's CSE even merges the
// recomputation with the forward pass: each tanh made once, live to its backward pass).
// An op after a barrier moves to one step after its operands are ready when each of them,
// through its aliases, is a value made before the barrier, a parameter or a value computed
// from parameters alone, a constant, or another moved op's, one of them not a constant, and
// when they are all ready before the barrier's place. The layer's incoming gradient, which
// JAX also passes through the barrier, is made before it: what reads it moves too, to just
// after it, where the program has it give or take the recomputation. An op with a result
// redistributed, or an operand redistributed that is not a parameter's (or its cast's)
// gather issued at the start, stays where it is (its plans run at its op), and so does what
// reads it.
void run_recomputations_early(Schedule& schedule, const CostInputs& in, const PlansByOp& plans,
                              const Materialisation& fusion, const PlanSteps& plan_steps) {
  if (!in.topology.optimization_barriers_removed) return;
  std::vector<int> barriers;  // main's barriers that pass their operands through (rule 1)
  std::map<ValueId, int> defined_at;  // main's values -> their op's index
  for (int i = 0; i < in.main_op_count; ++i) {
    const Op& op = in.main.ops[i];
    for (ValueId r : op.results) defined_at[r] = i;
    if (op.kind == OpKind::optimization_barrier && !plans.redistributing_op.count(i)) barriers.push_back(i);
  }
  if (barriers.empty()) return;
  std::set<ValueId> recomputed;  // canonical results of the recomputations
  std::set<ValueId> copied;      // fused values copied where their op runs (rules 2c, 2f)
  for (const auto& [v, views] : fusion.duplicate_view) copied.insert(v);
  for (const auto& [reader, v] : fusion.library_reads) copied.insert(v);
  std::map<ValueId, int> ready;  // canonical value -> the step it is ready
  size_t next_barrier = 0;
  int last_barrier = -1;
  for (FlatOp& f : schedule.flat) {
    while (next_barrier < barriers.size() && barriers[next_barrier] < f.main_index) last_barrier = barriers[next_barrier++];
    const Op& op = *f.op;
    // Through its aliases: the barrier's results are its operands (rule 1).
    bool recomputes = last_barrier >= 0 && f.in_main && !runs_regions(op), reads_input = false;
    int at = 0;
    for (ValueId o : op.operands) {
      const ValueId co = schedule.canon(o);
      if (auto it = ready.find(co); it != ready.end()) at = std::max(at, it->second);
      auto d = defined_at.find(co);
      const bool computed = d != defined_at.end() && !in.main.ops[d->second].operands.empty();
      reads_input = reads_input || computed || in.arguments.count(co);
      recomputes = recomputes && (!computed || d->second < last_barrier || recomputed.count(co) ||
                                  fusion.computed_from_parameters(co));
      if (auto p = plans.operand_plan.find({f.main_index, o}); f.in_main && p != plans.operand_plan.end()) {
        // A parameter's gather, or its cast's, is issued before main's first op (rule 3);
        // any other runs at its op.
        if (fusion.computed_from_parameters(o)) {
          at = std::max(at, kSubsteps - 1);
        } else {
          recomputes = false;
          at = std::max(at, plan_steps.of(p->second, schedule.pre[f.main_index]));
        }
      }
    }
    for (ValueId r : op.results)
      if (plans.result_plan.count({f.main_index, r})) recomputes = false;
    recomputes = recomputes && reads_input && at < schedule.pre[last_barrier];
    if (recomputes && at + 1 < f.step) f.step = at + 1;
    if (recomputes)
      for (ValueId r : op.results) recomputed.insert(schedule.canon(r));
    for (ValueId r : op.results) {
      const ValueId cr = schedule.canon(r);
      // A fused value is ready with its operands, but a copy of it (rules 2c, 2f) is made at
      // its op.
      int r_ready = fusion.materialised(cr) || copied.count(cr) ? f.step : at;
      if (auto p = plans.result_plan.find({f.main_index, r}); f.in_main && p != plans.result_plan.end())
        r_ready = plan_steps.of(p->second, schedule.post[f.main_index]);
      ready[cr] = r_ready;
    }
  }
}

// Rule 8, the converts: on a backend that computes narrow floats in f32, XLA issues the
// converts of parameters that feed dots first, with the f32 copies of the parameters
// themselves (lowp_dtypes: convert_convert_fusion f32[256,128] = fusion(param.1 bf16), the
// bf16 -> f8 -> f32 operand of an fp8 dot, at the top of the schedule beside
// wrapped_convert.3 of the same parameter). A chain of converts moves whole.
void issue_parameter_converts_first(Schedule& schedule, const CostInputs& in, const PlansByOp& plans) {
  if (!in.topology.bf16_arithmetic_in_f32) return;
  std::map<ValueId, std::vector<const Op*>> readers;
  for (const FlatOp& f : schedule.flat)
    for (ValueId o : f.op->operands) readers[schedule.canon(o)].push_back(f.op);
  std::set<ValueId> from_parameter(in.arguments.begin(), in.arguments.end());
  for (FlatOp& f : schedule.flat) {
    const Op& op = *f.op;
    if (!f.in_main || op.kind != OpKind::convert || plans.redistributing_op.count(f.main_index)) continue;
    if (!from_parameter.count(schedule.canon(op.operands[0]))) continue;
    const ValueId result = schedule.canon(op.results[0]);
    from_parameter.insert(result);
    bool feeds_dots = !readers[result].empty();
    for (const Op* reader : readers[result])
      feeds_dots = feeds_dots && (reader->kind == OpKind::dot_general || reader->kind == OpKind::convert);
    if (feeds_dots) f.step = 0;
  }
}

}  // namespace shardproof::partition::memory

namespace shardproof::partition::memory {

// Rule 12: XLA GPU's scheduler (the latency-hiding scheduler, which places ops bottom-up, each
// as late as its readers allow) runs what is computed from parameters and constants alone
// right before its first reader, wherever the program wrote it: penzai_llama_fwd_2d on h100x8
// slices both layers' weights out of the stacked parameters before the first layer, and XLA
// runs each slice (wrapped_slice.2, .3) just before the layer's dot that reads it. Walked from
// the end, so that a chain of such values (a slice, then its reshape) moves as one. An op
// with a plan of its own, or whose result is read through a plan, a region's op, or one whose
// result is returned, stays where it is.
void run_parameter_values_late(Schedule& schedule, const CostInputs& in, const PlansByOp& plans) {
  if (in.topology.compiler != redistribute::Compiler::xla_gpu) return;
  std::set<ValueId> from_parameters(in.arguments.begin(), in.arguments.end());
  std::map<ValueId, std::vector<FlatOp*>> readers;
  for (FlatOp& f : schedule.flat)
    for (ValueId o : f.op->operands) readers[schedule.canon(o)].push_back(&f);
  std::set<ValueId> returned, read_through_plans;
  for (ValueId r : in.main.results) returned.insert(schedule.canon(r));
  for (const auto& [key, r] : plans.operand_plan) read_through_plans.insert(schedule.canon(key.second));
  std::vector<FlatOp*> movable;
  for (FlatOp& f : schedule.flat) {
    const Op& op = *f.op;
    const bool computes = !runs_regions(op) && op.kind != OpKind::custom_call &&
                          op.kind != OpKind::rng_bit_generator && op.kind != OpKind::manual_computation &&
                          op.kind != OpKind::optimization_barrier && !is_collective(op.kind);
    bool from_params = computes && f.in_main && !plans.redistributing_op.count(f.main_index);
    for (ValueId o : op.operands) from_params = from_params && from_parameters.count(schedule.canon(o)) > 0;
    if (!from_params) continue;
    for (ValueId r : op.results) from_parameters.insert(schedule.canon(r));
    movable.push_back(&f);
  }
  // Where main's loops and branches start (their regions' first step): nothing moves into
  // or past one (maxtext_real_train_fsdp_scan on h100x8: the transposed weights the backward
  // loop reads, wrapped_transpose.2-.9, are made before the forward loop and live across it).
  std::map<int, int> region_start;  // main op -> its first step
  for (const FlatOp& f : schedule.flat)
    if (runs_regions(in.main.ops[f.main_index])) {
      auto [it, fresh] = region_start.emplace(f.main_index, f.step);
      if (!fresh) it->second = std::min(it->second, f.step);
    }
  std::vector<int> control_flow;
  for (const auto& [i, step] : region_start) control_flow.push_back(step);
  std::sort(control_flow.begin(), control_flow.end());
  for (auto it = movable.rbegin(); it != movable.rend(); ++it) {
    FlatOp& f = **it;
    int first_reader = -1;
    bool stays = false;
    for (ValueId r : f.op->results) {
      const ValueId cr = schedule.canon(r);
      stays = stays || returned.count(cr) || read_through_plans.count(cr);
      for (const FlatOp* u : readers[cr])
        if (first_reader < 0 || u->step < first_reader) first_reader = u->step;
    }
    if (auto next = std::upper_bound(control_flow.begin(), control_flow.end(), f.step); next != control_flow.end())
      first_reader = std::min(first_reader, *next);
    if (!stays && first_reader - 1 > f.step) f.step = first_reader - 1;
  }
}

}  // namespace shardproof::partition::memory
