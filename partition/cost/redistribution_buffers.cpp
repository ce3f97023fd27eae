// The buffers of redistributions (rule 3 of the memory model; see cost_model.cpp), with their
// staging (rules 3c, 3d, 3e; plan_memory.h).
//
// Rule 3. Redistributions. Of a parameter (an FSDP all-gather of a weight): XLA's CPU scheduler
// issues these collectives at the start (the gathered copies of every layer are live
// together: the temp of gpt2x4_fsdp is the whole gathered model), and one gathered copy
// per (parameter, layout) serves every op that needs it (CSE): a buffer from the start to
// its last reader. A parameter forwarded by an optimization_barrier is a value of its
// own, gathered again (the backward pass of a remat layer), also at the start: XLA's CPU
// pipeline removes the barrier, and the gather depends on nothing computed
// (maxtext_train_fsdp_unrolled: all-gather.5 and all-gather.55 of one weight, both at the
// top of XLA's schedule, both live at its peak). So is the gather of a value computed from
// parameters alone, once that value exists: MaxText casts its f32 weights to bf16 before
// their FSDP gathers, and XLA gathers the cast shards at the top of its schedule
// (maxtext_real_train_fsdp_unrolled: all-gather.1 to .15 at positions 71-86, each converted
// to f32 right after, convert_bitcast_fusion.16 to .28 and convert_convert_fusion.19 to .34
// at 91-110, live to their dots). Of an operand: a buffer of the target
// layout from the step before the op to the op -- to its last reader when later ops read
// the value in the same layout (one plan per value and layout,
// InsertedRedistribution::shared_with). Of a result (the partial sums of a dot_general):
// the op writes a buffer of the produced layout, read by the plan in the step after; the
// value's own buffer starts there (XLA CPU's all-reduce has a result buffer of its own: it
// is not elementwise, so it never shares its operand's; XLA GPU and TPU reduce in place,
// rule 3i). Staging buffers a plan needs beyond
// its input and output live during its step.
#include <algorithm>

#include "partition/cost/buffer_builder.h"
#include "partition/cost/narrowed_gather_buffers.h"
#include "partition/cost/plan_memory.h"
#include "partition/cost/whole_gradient_layout.h"

namespace shardproof::partition::memory {

void BufferBuilder::staging(const redistribute::Plan& plan, int s, int main_op, bool read_by_dot, bool hoisted) {
  const int64_t extra = staging_bytes(plan, in_.topology, read_by_dot);
  if (extra <= 0) return;
  if (!hoisted) {
    add_buffer(extra, s, main_op);
  } else if (hoisted_staging_ < 0) {
    hoisted_staging_ = add_buffer(extra, s, main_op);
  } else {
    buffers_[hoisted_staging_].bytes = std::max(buffers_[hoisted_staging_].bytes, extra);
    buffers_[hoisted_staging_].start = std::min(buffers_[hoisted_staging_].start, s);
    buffers_[hoisted_staging_].end = std::max(buffers_[hoisted_staging_].end, s);
  }
}

// The buffer a plan's result lives in, made at step s: the whole all-reduce result where
// rule 3e applies, except for a result of main, which the slice writes into its own
// allocation (the whole result is then a buffer of the step only).
int BufferBuilder::delivered_buffer(const redistribute::Plan& plan, int64_t bytes, bool output, int s, int main_op) {
  const int64_t whole = held_whole(plan, in_.topology);
  if (whole > 1 && output) add_buffer(bytes * whole, s, main_op);
  return add_buffer(output ? bytes : bytes * whole, s, main_op);
}

// Results of a manual op that are redistributed after the region: the region's result
// buffer is read by the plan in the step after the op, and the op's result gets its own.
void BufferBuilder::finish_manual(int i) {
  const Op& op = in_.main.ops[i];
  if (op.kind != OpKind::manual_computation || op.region.empty()) return;
  const int post = schedule_.post[i];
  for (size_t k = 0; k < op.results.size() && k < op.region[0].results.size(); ++k) {
    const ValueId v = op.results[k];
    auto it = plans_.result_plan.find({i, v});
    if (it == plans_.result_plan.end()) continue;
    const auto& plan = it->second->plan;
    for (int s : sources_[schedule_.canon(op.region[0].results[k])]) reads(s, post);
    staging(plan, post, i);
    int b = delivered_buffer(plan, buffer_bytes(v), result_values_.count(schedule_.canon(v)) > 0, post, i);
    buffer_of_[v] = b;
    buffers_[b].value = v;
    sources_[v] = elementwise_sources_[v] = {b};
  }
}

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
bool BufferBuilder::read_as_is_by_a_dot(const InsertedRedistribution& r) const {
  auto reads_as_is = [&](int i) {
    if (i >= in_.main_op_count) return false;
    const Op& op = in_.main.ops[i];
    if (op.kind != OpKind::dot_general) return false;
    for (size_t k = 0; k < op.operands.size() && k < 2; ++k)
      if (op.operands[k] == r.value && !fusion_.transposed_operand(FlatOp{&op, schedule_.pre[i], i, true}, k))
        return true;
    return false;
  };
  if (reads_as_is(r.op_index)) return true;
  for (const auto& s : r.shared_with)
    if (reads_as_is(s.op_index)) return true;
  return false;
}

void BufferBuilder::copy_operands(int i) {
  const Op& op = in_.main.ops[i];
  for (size_t k = 0; k < op.operands.size(); ++k) {
    const ValueId v = op.operands[k];
    auto it = plans_.operand_plan.find({i, v});
    if (it == plans_.operand_plan.end() || operand_copy_.count({i, v})) continue;
    const auto& plan = it->second->plan;
    const bool read_by_dot = read_as_is_by_a_dot(*it->second);
    // A parameter, also as an optimization_barrier forwards it (remat: the backward pass's
    // second gather of a weight reads the barrier's result, a value of its own, so XLA
    // gathers it again; that gather too depends on nothing computed once XLA's CPU pipeline
    // has removed the barrier, and is issued at the start: maxtext_train_fsdp_unrolled's
    // all-gather.5 and all-gather.55 of one weight, both at the top of XLA's schedule).
    if (in_.arguments.count(schedule_.canon(v))) {
      auto& layouts = parameter_copy_[v];
      auto p = std::find_if(layouts.begin(), layouts.end(), [&](const auto& c) { return c.first == plan.target; });
      if (p == layouts.end()) {
        // On a megacore TPU (v5p) the compiler makes no asynchronous collective fusions: a
        // parameter's gather runs just before its first reader, not at the start
        // (bench/targets/tpu_v5p_notes.md). tpu-v5p memory within 10%: fit half 12 -> 14.
        // Where the program passes the parameter through an optimization barrier (remat) and
        // the compiler keeps barriers, the gather waits for the barrier: it is issued at its
        // reader (maxtext_train_fsdp_unrolled on h100x8: the backward pass's gathers of each
        // layer's weights, all-gather-start.1-.4, 2.5 MiB each, just before their layer).
        const bool after_barrier = !in_.arguments.count(v) && !in_.topology.optimization_barriers_removed;
        const bool gpu = in_.topology.compiler == redistribute::Compiler::xla_gpu;
        const bool at_reader = in_.topology.megacore || (gpu && after_barrier);  // rule 3k
        int at = at_reader ? plan_steps_.of(it->second, schedule_.pre[i]) : 0;
        if (auto g = plan_steps_.gather_issue.find(it->second); !at_reader && g != plan_steps_.gather_issue.end())
          at = g->second;  // rule 3l (gather_issue.h)
        layouts.push_back({plan.target, delivered_buffer(plan, plan.target_bytes, false, at, i)});
        staging(plan, at, i, read_by_dot, !at_reader);
        p = layouts.end() - 1;
      }
      operand_copy_[{i, v}] = p->second;
    } else if (auto made = plan_copy_.find(it->second); made != plan_copy_.end()) {
      operand_copy_[{i, v}] = made->second;  // a later reader of a shared plan: read where the op runs
    } else if (fusion_.computed_from_parameters(v)) {
      // Gathered one after another, each reading its cast shard (rule 8 issues the casts
      // first), so that only the last shard is live beside the gathered weights, as in XLA's
      // schedule (the casts at positions 11-19, the gathers at 20-35 in
      // tests/data/remat_schedule/remat_fsdp_train).
      const int at = std::min(++hoisted_casts_, kSubsteps - 1);
      operand_copy_[{i, v}] = plan_copy_[it->second] = copy_operand(*it->second, v, at, i, read_by_dot, true);
    } else {
      operand_copy_[{i, v}] = plan_copy_[it->second] =
          copy_operand(*it->second, v, plan_steps_.of(it->second, schedule_.pre[i]), i, read_by_dot);
    }
  }
}

// The buffer r delivers for the operand v, made at step s (the op's pre step or the step
// rule 3b gives the plan), or later, once what it moves exists: rule 3b may have deferred
// its producer.
int BufferBuilder::copy_operand(const InsertedRedistribution& r, ValueId v, int s, int main_op, bool read_by_dot,
                                bool hoisted) {
  const std::set<int>& moved = sources_[schedule_.canon(v)];
  for (int b : moved) s = std::max(s, buffers_[b].start);
  for (int b : moved) reads(b, s);
  // Rule T1: a weight the TPU gathers in bf16 is held so (narrowed_gather_buffers.h).
  const auto bytes = static_cast<int64_t>(static_cast<double>(r.plan.target_bytes * computed_scale(v)) *
                                          gathered_buffer_scale(in_, r));
  // Rule 13b: a value held whole on a TPU is laid out as its shard, and so is the buffer of the
  // dot that computes it (whole_gradient_layout.h).
  int64_t delivered_bytes = bytes;
  if (const int64_t piece = tpu_whole_piece_bytes(in_, r.plan, v); piece > 0) {
    delivered_bytes = piece;
    for (int b : moved)
      if (buffers_[b].bytes == r.plan.source_bytes && buffers_[b].value == schedule_.canon(v))
        buffers_[b].bytes = piece * held_whole(r.plan, in_.topology);
  }
  const int copy = delivered_buffer(r.plan, delivered_bytes, false, s, main_op);
  buffers_[copy].value = v;  // in the layout its reader needs
  delivered_[&r] = copy;
  staging(r.plan, s, main_op, read_by_dot, hoisted);
  if (reduces_in_place(r.plan))  // rule 3i
    for (int b : moved)
      if (buffers_[b].bytes == buffers_[copy].bytes) buffers_[copy].may_overwrite.insert(b);
  return copy;
}

// Rule 3 inside a loop's or a branch's region: the copy is made in the step before the op
// (once what it moves exists), and read by the region's later ops in that layout.
void BufferBuilder::copy_region_operands(const FlatOp& f) {
  if (f.in_main) return;
  for (ValueId v : f.op->operands) {
    const InsertedRedistribution* r = operand_plan_before(in_, plans_, f, v);
    if (!r || operand_copy_.count({f.main_index, v})) continue;
    operand_copy_[{f.main_index, v}] = copy_operand(*r, v, plan_steps_.of(r, f.step - 1), f.main_index, false);
  }
}

// A result redistributed after its op: the op writes the produced layout; the plan makes the
// value's in the step after (inside a region: the next sub-step). Returns the value's buffer.
int BufferBuilder::make_result_plan_buffers(const FlatOp& f, const InsertedRedistribution& r, ValueId cv) {
  const auto& plan = r.plan;
  const int s = plan_steps_.of(&r, f.in_main ? schedule_.post[f.main_index] : f.step + 1);
  // Rule 13b: the dot writes a value held whole on a TPU in the layout of its shard.
  const int64_t piece = tpu_whole_piece_bytes(in_, plan, cv);
  const int64_t produced_bytes =
      piece > 0 ? piece * held_whole(plan, in_.topology) : plan.source_bytes * computed_scale(cv);
  const int produced = add_buffer(produced_bytes, f.step, f.main_index);
  buffers_[produced].end = s;
  buffers_[produced].value = cv;  // in the layout its op writes
  staging(plan, s, f.main_index);
  const int delivered =
      delivered_buffer(plan, piece > 0 ? piece : buffer_bytes(cv), result_values_.count(cv) > 0, s, f.main_index);
  delivered_[&r] = delivered;
  // Rule 3i inside the program: the reduced value takes over the partial sums' buffer.
  if (reduces_in_place(plan) && buffers_[delivered].bytes == buffers_[produced].bytes)
    buffers_[delivered].may_overwrite.insert(produced);
  return delivered;
}

// Rule 3i: whether `plan`, a single all-reduce, writes its result over its operand: XLA's GPU
// and TPU backends reduce in place (NCCL's all-reduce and the TPU's); XLA CPU gives the result
// a buffer of its own. So is a reduce-scatter the backend runs as an all-reduce of the whole
// operand (rule 3e, v5p): XLA's buffer assignment gives eqx_transformer_train_fsdp's
// all-reduce.61 results their operands' offsets (fusion.182 and all-reduce.61{15} at 4177920;
// with rule 13b's layout, fit half of tpu-v5p:2x2x2 37 -> 41, held-out 34 -> 34).
bool BufferBuilder::reduces_in_place(const redistribute::Plan& plan) const {
  const bool in_place_backend = in_.topology.compiler == redistribute::Compiler::xla_gpu ||
                                in_.topology.compiler == redistribute::Compiler::xla_tpu;
  return in_place_backend && plan.steps.size() == 1 &&
         (plan.steps[0].op.kind == redistribute::CollectiveKind::all_reduce ||
          reduce_scatter_held_whole(plan, plan.steps[0], in_.topology));
}

// Rule 3c for the user's all_to_all in a region: its slices and pieces during its step
// (rule 8: held in f32 when computed so).
void BufferBuilder::stage_all_to_all(const FlatOp& f) {
  const Op& op = *f.op;
  if (op.kind == OpKind::all_to_all && !op.operands.empty() && !op.results.empty())
    add_buffer(in_.bytes_of(op.operands[0]) * computed_scale(op.operands[0]) +
                   in_.bytes_of(op.results[0]) * computed_scale(op.results[0]),
               f.step, f.main_index);
}

}  // namespace shardproof::partition::memory
