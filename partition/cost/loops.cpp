// Rules 2g and 8b (loops.h): while loops' unchanged carried values and their slices.
#include "partition/cost/loops.h"

#include <algorithm>
#include <functional>
#include <map>
#include <set>
#include <vector>

#include "partition/cost/buffer_builder.h"

namespace shardproof::partition::memory {

namespace {

void collect_ops(const std::vector<Op>& ops, std::set<const Op*>& out) {
  for (const Op& op : ops) {
    out.insert(&op);
    for (const Region& r : op.region) collect_ops(r.ops, out);
  }
}

// Every while op in ops, at any depth.
void collect_loops(const std::vector<Op>& ops, std::vector<const Op*>& out) {
  for (const Op& op : ops) {
    if (op.kind == OpKind::while_ && !op.region.empty()) out.push_back(&op);
    for (const Region& r : op.region) collect_loops(r.ops, out);
  }
}

// The canonical values the loop's body passes on unchanged.
std::set<ValueId> unchanged_carried(const Schedule& schedule, const Op& loop) {
  std::set<ValueId> out;
  const Region& body = loop.region.back();
  for (size_t k = 0; k < body.results.size() && k < body.arguments.size(); ++k)
    if (schedule.canon(body.results[k]) == schedule.canon(body.arguments[k])) out.insert(schedule.canon(body.arguments[k]));
  return out;
}

bool slices_or_views(OpKind k) {
  return k == OpKind::dynamic_slice || k == OpKind::slice || k == OpKind::reshape || k == OpKind::convert;
}

}  // namespace

// Rule 8b (loops.h).
void issue_loop_slice_converts_first(Schedule& schedule, const CostInputs& in, const PlansByOp& plans,
                                     const Materialisation& fusion) {
  if (!in.topology.bf16_arithmetic_in_f32) return;
  std::map<ValueId, std::vector<const Op*>> readers;
  for (const FlatOp& f : schedule.flat)
    for (ValueId o : f.op->operands) readers[schedule.canon(o)].push_back(f.op);
  std::vector<const Op*> loops;
  collect_loops(in.main.ops, loops);
  for (const Op* loop : loops) {
    std::set<const Op*> body_ops;
    for (const Op& op : loop->region.back().ops) body_ops.insert(&op);
    const std::set<ValueId> unchanged = unchanged_carried(schedule, *loop);
    // The unchanged values and what the body computes from them alone, in fusions that
    // read only their buffers (a slice with a buffer of its own is made where it runs).
    std::set<ValueId> from_unchanged = unchanged;
    int top = -1;
    for (const FlatOp& f : schedule.flat)
      if (!f.in_main && body_ops.count(f.op)) {
        top = f.step;
        break;
      }
    // The step from which the body has v: the body's top for what comes from outside it; a
    // buffer's step; what a fused producer reads (the slice's index, computed in the body).
    std::map<ValueId, int> ready;
    std::function<int(ValueId)> ready_at = [&](ValueId v) {
      const ValueId cv = schedule.canon(v);
      if (auto r = ready.find(cv); r != ready.end()) return r->second;
      int at = top;
      auto d = fusion.def.find(cv);
      if (d != fusion.def.end() && body_ops.count(d->second->op) && !unchanged.count(cv)) {
        if (fusion.materialised(cv)) {
          at = std::max(at, d->second->step);
        } else {
          ready[cv] = top;  // no cycles in a region; a guard all the same
          for (ValueId o : d->second->op->operands) at = std::max(at, ready_at(o));
        }
      }
      return ready[cv] = at;
    };
    for (FlatOp& f : schedule.flat) {
      if (f.in_main || !body_ops.count(f.op)) continue;
      const Op& op = *f.op;
      if (!slices_or_views(op.kind) || op.operands.empty() || op.results.size() != 1 ||
          !from_unchanged.count(schedule.canon(op.operands[0])) || operand_plan_before(in, plans, f, op.operands[0]))
        continue;
      const ValueId operand = schedule.canon(op.operands[0]);
      if (!unchanged.count(operand) && fusion.materialised(operand)) continue;
      const ValueId result = schedule.canon(op.results[0]);
      from_unchanged.insert(result);
      if (op.kind != OpKind::convert) continue;
      bool feeds_dots = !readers[result].empty();
      for (const Op* reader : readers[result])
        feeds_dots = feeds_dots && (reader->kind == OpKind::dot_general || reader->kind == OpKind::convert);
      if (!feeds_dots) continue;
      int at = 0;
      for (ValueId o : op.operands) at = std::max(at, ready_at(o));
      if (at < f.step) f.step = at;
    }
  }
}

// Rule 2g (loops.h). XLA gives each element of a while loop's tuple one buffer for the whole loop (its
// initial value, the body's parameter and the body's result share it). An element the body
// passes on unchanged (a scan's stacked weights, its loop-invariant masks) is read by the
// body's root at the end of every iteration, so its buffer is live from where it is made to
// the loop's end, not to its last reader in the body (maxtext_real_fwd_2d_scan: the layer-
// major copies of the stacked weights, copy.50 to copy.58, f32[4,256,128] and f32[4,256,2,32]
// per device, live from before the loop to while.3 and all live at XLA's peak in the body).
// An element the body updates is a new value in the body, as the schedule has it: the old
// one dies at its last read there.
void BufferBuilder::hold_loop_invariants() {
  std::vector<const Op*> loops;
  collect_loops(in_.main.ops, loops);
  for (const Op* loop : loops) {
    std::set<const Op*> inside;
    for (const Region& r : loop->region) collect_ops(r.ops, inside);
    int last = -1, main_index = -1;
    for (const FlatOp& f : schedule_.flat)
      if (inside.count(f.op) && f.step > last) {
        last = f.step;
        main_index = f.main_index;
      }
    if (last < 0) continue;
    // A loop of main's ends where its op does: rule 3b may defer an all-reduce of the body,
    // and what waits on it, past that, into the steps of main's next ops.
    if (&in_.main.ops[main_index] == loop) last = std::min(last, schedule_.post[main_index]);
    const std::set<ValueId> unchanged = unchanged_carried(schedule_, *loop);
    for (ValueId v : loop->operands) {
      if (!unchanged.count(schedule_.canon(v))) continue;  // updated in the body
      std::set<int> held;
      if (auto c = operand_copy_.find({main_index, v}); c != operand_copy_.end())
        held.insert(c->second);
      else if (auto s = sources_.find(schedule_.canon(v)); s != sources_.end())
        held = s->second;
      for (int b : held)
        if (buffers_[b].start <= last) reads(b, last);
    }
  }
}

}  // namespace shardproof::partition::memory
