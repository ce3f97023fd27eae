#include "partition/cost/memory_schedule.h"

#include <algorithm>

#include "partition/cost/tpu_tiling.h"
#include "partition/ops/op_table.h"

namespace shardproof::partition::memory {

CostInputs::CostInputs(const Program& program, const LoweredProgram& lowered, const redistribute::Topology& topology)
    : program(program),
      lowered(lowered),
      topology(topology),
      main(program.main),
      main_op_count(static_cast<int>(program.main.ops.size())),
      arguments(program.main.arguments.begin(), program.main.arguments.end()) {}

int64_t CostInputs::bytes_of(ValueId v) const {
  if (topology.compiler == redistribute::Compiler::xla_tpu)
    return tpu_tiled_bytes(program.value(v).type.dtype, local_shape_of(v));  // rule 13
  return lowered.local_bytes(program, v);
}

PlansByOp index_plans(const CostInputs& in) {
  PlansByOp plans;
  const int n = in.main_op_count;
  for (const auto& r : in.lowered.redistributions) {
    plans.redistributing_op.insert(r.op_index);
    plans.redistributed_value.insert(r.value);
    const bool is_result = r.op_index < n && std::count(in.main.ops[r.op_index].results.begin(),
                                                        in.main.ops[r.op_index].results.end(), r.value) > 0;
    (is_result ? plans.result_plan : plans.operand_plan)[{r.op_index, r.value}] = &r;
    for (const auto& s : r.shared_with) {  // later operands reading the same plan's result
      plans.redistributing_op.insert(s.op_index);
      plans.operand_plan.emplace(std::make_pair(s.op_index, r.value), &r);
    }
  }
  return plans;
}

bool runs_regions(const Op& op) {
  const Regions kind = op_info(op.kind).regions;
  return (kind == Regions::loop || kind == Regions::branches) && !op.region.empty();
}

ValueId Schedule::canon(ValueId v) const {
  for (auto it = alias.find(v); it != alias.end(); it = alias.find(v)) v = it->second;
  return v;
}

namespace {

// Lays main's ops and the regions inlined at them out on the schedule, one step apart.
class ScheduleBuilder {
 public:
  ScheduleBuilder(const CostInputs& in, const PlansByOp& plans, Schedule& schedule)
      : in_(in), plans_(plans), schedule_(schedule), own_buffer_(values_needing_their_own_buffer(in.main)) {}

  void schedule_main_op(int i) {
    std::vector<FlatOp>& flat = schedule_.flat;
    std::map<ValueId, ValueId>& alias = schedule_.alias;
    schedule_.pre[i] = step_++;
    const int op_step = step_;
    const Op& op = in_.main.ops[i];
    if (op.kind == OpKind::constant && op.results.size() == 1) constants_[op.results[0]] = &op;
    if (const ValueId* first = same_constant_broadcast(i, op)) {
      alias[op.results[0]] = *first;  // rule 1b: XLA's CSE makes it the earlier broadcast
      ++step_;
    } else if (op.kind == OpKind::manual_computation && !op.region.empty()) {
      const Region& region = op.region[0];
      for (size_t k = 0; k < region.arguments.size() && k < op.operands.size(); ++k)
        alias[region.arguments[k]] = op.operands[k];
      schedule_region(region.ops, i);
      for (size_t k = 0; k < region.results.size() && k < op.results.size(); ++k)
        if (!plans_.result_plan.count({i, op.results[k]})) alias[op.results[k]] = region.results[k];
      if (step_ == op_step) ++step_;
    } else if (runs_regions(op)) {
      alias_control_flow(op);
      for (const Region& region : op.region) schedule_region(region.ops, i);
      if (step_ == op_step) ++step_;
    } else if (op.kind == OpKind::sharding_constraint && !plans_.redistributing_op.count(i) && op.operands.size() == 1 &&
               op.results.size() == 1 && !plans_.redistributed_value.count(op.results[0])) {
      alias[op.results[0]] = op.operands[0];  // an annotation (rule 1)
      ++step_;
    } else if (!plans_.redistributing_op.count(i) && passes_through_barrier(op)) {
      ++step_;
    } else {
      flat.push_back({&op, step_++, i, true});
    }
    schedule_.post[i] = step_++;
  }

  int steps() const { return step_; }

 private:
  // The ops of a region inlined at main's op i, one step each.
  void schedule_region(const std::vector<Op>& ops, int i) {
    for (const Op& op : ops) {
      if (op.kind == OpKind::manual_computation && !op.region.empty()) {
        schedule_region(op.region[0].ops, i);
        continue;
      }
      if (runs_regions(op)) {
        alias_control_flow(op);
        for (const Region& region : op.region) schedule_region(region.ops, i);
        continue;
      }
      if (op.kind == OpKind::sharding_constraint && op.operands.size() == 1 && op.results.size() == 1) {
        schedule_.alias[op.results[0]] = op.operands[0];  // an annotation (rule 1)
        continue;
      }
      if (passes_through_barrier(op)) continue;
      schedule_.flat.push_back({&op, step_++, i, false});
    }
  }

  // A loop's or a branch's regions run in place of the op (once: memory is what one
  // iteration holds), their arguments are the carried operands' buffers and the op's results
  // are the body's (the first branch's).
  void alias_control_flow(const Op& op) {
    std::map<ValueId, ValueId>& alias = schedule_.alias;
    if (op.kind == OpKind::while_) {
      for (const Region& region : op.region)
        for (size_t k = 0; k < region.arguments.size() && k < op.operands.size(); ++k)
          alias[region.arguments[k]] = op.operands[k];
    }
    const Region& yields = op.kind == OpKind::while_ ? op.region.back() : op.region.front();
    for (size_t k = 0; k < yields.results.size() && k < op.results.size(); ++k)
      if (yields.results[k] != op.results[k]) alias[op.results[k]] = yields.results[k];
  }

  // Rule 1b: XLA's CSE merges identical instructions, so a broadcast of a constant that repeats
  // an earlier one in main (the same literal and type, dimensions and result type, the same
  // layout as lowered, neither redistributed) is that broadcast: one value whose readers are
  // both's. What that changes is who reads it: a broadcast read by several library fusions
  // cannot join any of them (rule 2f), so it is a buffer of its own, live from the first
  // broadcast to its last reader (diffusers' Flax UNet: each attention's softmax scale,
  // broadcast to the scores' shape, is wrapped_broadcast.1, f32[32,256,256], read by the
  // three attention fusions). Returns the earlier broadcast's result, or null.
  const ValueId* same_constant_broadcast(int i, const Op& op) {
    if (op.kind != OpKind::broadcast_in_dim || op.operands.size() != 1 || op.results.size() != 1) return nullptr;
    const ValueId r = op.results[0];
    if (plans_.redistributing_op.count(i) || plans_.redistributed_value.count(r) || own_buffer_.count(r))
      return nullptr;
    auto c = constants_.find(op.operands[0]);
    if (c == constants_.end()) return nullptr;
    const Program& p = in_.program;
    for (const auto& [earlier, constant] : broadcasts_) {
      const ValueId e = earlier->results[0];
      if (constant->constant == c->second->constant &&
          p.value(constant->results[0]).type == p.value(op.operands[0]).type && earlier->dims == op.dims &&
          p.value(e).type == p.value(r).type && in_.lowered.types[e] == in_.lowered.types[r])
        return &earlier->results[0];
    }
    broadcasts_.emplace_back(&op, c->second);
    return nullptr;
  }

  // Values XLA's copy insertion gives a buffer of their own even where CSE made them one
  // instruction: a loop's initial values (each carried value is its own buffer: MaxText's
  // scanned step starts its gradient accumulators from nine broadcasts of 0, one buffer each
  // in XLA's assignment), what a dynamic_update_slice or scatter writes into, and main's
  // results. Rule 1b leaves them apart.
  static std::set<ValueId> values_needing_their_own_buffer(const Function& main) {
    std::set<ValueId> out(main.results.begin(), main.results.end());
    for (const Op& op : main.ops) {
      if (op.kind == OpKind::while_) out.insert(op.operands.begin(), op.operands.end());
      if (op.kind == OpKind::dynamic_update_slice && !op.operands.empty()) out.insert(op.operands[0]);
      if (op.kind == OpKind::scatter)  // its inputs: the first half of operands but the indices
        for (size_t k = 0; k < op.results.size() && k < op.operands.size(); ++k) out.insert(op.operands[k]);
    }
    return out;
  }

  // An optimization_barrier (remat: jax.checkpoint) copies nothing: XLA's dataflow forwards
  // its operands' buffers to its results. Unless the lowering redistributes there, its
  // results are its operands' buffers, as a sharding constraint's are (rule 1), also where a
  // reader redistributes a result later: that plan reads the forwarded buffer (a parameter
  // behind the barrier is then gathered as a parameter, rule 3).
  bool passes_through_barrier(const Op& op) {
    if (op.kind != OpKind::optimization_barrier || op.operands.size() != op.results.size()) return false;
    for (size_t k = 0; k < op.results.size(); ++k) schedule_.alias[op.results[k]] = op.operands[k];
    return true;
  }

  const CostInputs& in_;
  const PlansByOp& plans_;
  Schedule& schedule_;
  int step_ = 0;
  const std::set<ValueId> own_buffer_;                             // values_needing_their_own_buffer
  std::map<ValueId, const Op*> constants_;                        // main's constants so far
  std::vector<std::pair<const Op*, const Op*>> broadcasts_;        // main's broadcasts of one, and it
};

}  // namespace

Schedule schedule_ops(const CostInputs& in, const PlansByOp& plans) {
  Schedule schedule;
  schedule.pre.resize(in.main_op_count);
  schedule.post.resize(in.main_op_count);
  ScheduleBuilder builder(in, plans, schedule);
  for (int i = 0; i < in.main_op_count; ++i) builder.schedule_main_op(i);
  for (FlatOp& f : schedule.flat) f.step *= kSubsteps;
  for (int& s : schedule.pre) s *= kSubsteps;
  for (int& s : schedule.post) s *= kSubsteps;
  schedule.end_step = builder.steps() * kSubsteps;
  return schedule;
}

const InsertedRedistribution* operand_plan_before(const CostInputs& in, const PlansByOp& plans, const FlatOp& f,
                                                  ValueId v) {
  if (!f.in_main) {
    if (!runs_regions(in.main.ops[f.main_index])) return nullptr;
    const auto& outer = in.main.ops[f.main_index].operands;
    if (std::find(outer.begin(), outer.end(), v) != outer.end()) return nullptr;
  }
  auto p = plans.operand_plan.find({f.main_index, v});
  return p == plans.operand_plan.end() ? nullptr : p->second;
}

std::vector<int64_t> operand_local_shape(const CostInputs& in, const PlansByOp& plans, const FlatOp& f, ValueId v) {
  types::ShardingType type = in.lowered.types[v];
  if (const InsertedRedistribution* r = operand_plan_before(in, plans, f, v)) type = r->plan.target;
  return types::local_shape(in.lowered.mesh, type, in.program.value(v).type.shape);
}

}  // namespace shardproof::partition::memory
