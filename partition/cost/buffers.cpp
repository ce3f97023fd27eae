#include "partition/cost/buffers.h"

#include <algorithm>
#include <stdexcept>

#include <fmt/format.h>

#include "partition/cost/buffer_builder.h"
#include "partition/cost/dot_into_dot.h"
#include "partition/cost/dot_layout.h"
#include "partition/cost/narrowed_gather_buffers.h"
#include "partition/cost/split_k.h"
#include "partition/ops/op_table.h"

namespace shardproof::partition::memory {

std::vector<Buffer> build_buffers(const CostInputs& in, const PlansByOp& plans, const Schedule& schedule,
                                  const Materialisation& fusion, const PlanSteps& plan_steps,
                                  const std::map<ValueId, ValueId>& donated) {
  BufferBuilder builder(in, plans, schedule, fusion, plan_steps);
  builder.copy_donated_arguments(donated);  // rule 4c
  std::set<ValueId> donated_results;
  for (const auto& [result, argument] : donated) donated_results.insert(result);
  int current = -1;  // the main op whose flat ops are being walked
  for (const FlatOp& f : schedule.flat) {
    if (f.main_index != current) {
      if (current >= 0) builder.finish_manual(current);
      current = f.main_index;
      builder.copy_operands(current);
    }
    builder.copy_region_operands(f);
    builder.read_operands(f);
    builder.make_transposed_copies(f);
    builder.stage_all_to_all(f);
    builder.expand_select_and_scatter(f);
    builder.convert_parameters(f);
    builder.make_results(f);
  }
  if (current >= 0) builder.finish_manual(current);
  builder.hold_loop_invariants();
  builder.read_results_at_return(donated_results);
  builder.concatenate_combined_all_reduces();  // rule 3n
  builder.keep_overwrites_that_die();
  return builder.take_buffers();
}

BufferBuilder::BufferBuilder(const CostInputs& in, const PlansByOp& plans, const Schedule& schedule,
                             const Materialisation& fusion, const PlanSteps& plan_steps)
    : in_(in), plans_(plans), schedule_(schedule), fusion_(fusion), plan_steps_(plan_steps) {
  for (ValueId r : in.main.results) result_values_.insert(schedule.canon(r));
  for (const FlatOp& f : schedule.flat) {
    if (f.op->kind != OpKind::dot_general) continue;
    for (ValueId v : f.op->operands) dot_values_.insert(schedule.canon(v));
    for (ValueId v : f.op->results) dot_values_.insert(schedule.canon(v));
  }
}

// Rule 8: the factor from a computed value's declared bytes to its buffer's: f32 for every
// bf16 value, and for the f16 and 8-bit float operands and results of dots.
int64_t BufferBuilder::computed_scale(ValueId v) const {
  if (!in_.topology.bf16_arithmetic_in_f32) return 1;
  const types::DType dtype = in_.program.value(v).type.dtype;
  if (dtype == types::DType::bf16) return 2;
  if (!types::is_narrow_float(dtype) || !dot_values_.count(schedule_.canon(v))) return 1;
  return types::byte_size(types::DType::f32) / types::byte_size(dtype);
}

int64_t BufferBuilder::buffer_bytes(ValueId v) const {
  return result_values_.count(v) ? in_.bytes_of(v) : in_.bytes_of(v) * computed_scale(v);
}

int BufferBuilder::add_buffer(int64_t bytes, int start, int main_op) {
  Buffer b;
  b.bytes = bytes;
  b.start = b.end = start;
  b.main_op = main_op;
  buffers_.push_back(b);
  return static_cast<int>(buffers_.size()) - 1;
}

void BufferBuilder::reads(int b, int s) {
  if (buffers_[b].opens_on_read) buffers_[b].start = std::min(buffers_[b].start, s);
  // An invariant of the schedule (ops run after their operands are ready, rule 3b): a
  // read before the buffer exists would silently drop it from the live set.
  if (s < buffers_[b].start)
    throw std::logic_error(fmt::format("cost model: buffer {} read at step {} before it is made at step {} (op {})", b, s,
                                       buffers_[b].start, buffers_[b].main_op));
  buffers_[b].end = std::max(buffers_[b].end, s);
}

int BufferBuilder::redistributed_operand(const FlatOp& f, ValueId v) const {
  if (!f.in_main && !operand_plan_before(in_, plans_, f, v)) return -1;
  auto c = operand_copy_.find({f.main_index, v});
  return c == operand_copy_.end() ? -1 : c->second;
}

std::set<int> BufferBuilder::operand_sources(const FlatOp& f, ValueId v, bool elementwise_only) const {
  if (const int c = redistributed_operand(f, v); c >= 0) return {c};
  const ValueId cv = schedule_.canon(v);
  if (!f.in_main && cv != v) {  // a region argument: the manual op's operand, maybe redistributed
    if (auto c = operand_copy_.find({f.main_index, cv}); c != operand_copy_.end()) return {c->second};
  }
  auto& m = elementwise_only ? elementwise_sources_ : sources_;
  if (auto s = m.find(cv); s != m.end()) return s->second;
  return {};
}

// The op reads its operands' buffers where it runs: as they are, through the view's copy of
// a duplicated value (rule 2c), or, read through a transposed copy (rule 2b,
// make_transposed_copies), the copy only.
void BufferBuilder::read_operands(const FlatOp& f) {
  const Op& op = *f.op;
  for (size_t k = 0; k < op.operands.size(); ++k) {
    const ValueId v = op.operands[k];
    if (const auto copy = library_copy(f, v)) {
      reads(*copy, f.step);
      continue;
    }
    auto dv = fusion_.duplicate_view.find(schedule_.canon(v));
    auto w = dv == fusion_.duplicate_view.end() ? decltype(dv->second)::const_iterator{} : dv->second.find({&f, k});
    if (dv == fusion_.duplicate_view.end() || w == dv->second.end()) {
      if (!fusion_.transposed_operand(f, k))
        for (int b : operand_sources(f, v, false)) {
          reads(b, f.step);
          if (op.kind == OpKind::reduce) reduced_.insert(b);
        }
      continue;
    }
    reads(duplicate_copy(f, v, w->second), f.step);
  }
}

// A materialised result gets a buffer from the op's step (behind a plan: rule 3); a fused
// one reads what its operands read.
void BufferBuilder::make_results(const FlatOp& f) {
  const Op& op = *f.op;
  for (ValueId v : op.results) {
    const ValueId cv = schedule_.canon(v);
    if (!fusion_.materialised(cv)) {
      auto& s = sources_[cv];
      auto& e = elementwise_sources_[cv];
      const bool reads_elementwise = is_elementwise(op.kind) || folded_into_its_dot(op);
      for (ValueId o : op.operands) {
        if (const auto copy = library_copy(f, o)) {  // rule 2f
          s.insert(*copy);
          if (reads_elementwise) e.insert(*copy);
          continue;
        }
        auto os = operand_sources(f, o, false);
        s.insert(os.begin(), os.end());
        if (reads_elementwise) {
          auto es = operand_sources(f, o, true);
          e.insert(es.begin(), es.end());
        }
      }
      continue;
    }
    int b = -1;
    auto rp = plans_.result_plan.find({f.main_index, v});
    const bool planned = rp != plans_.result_plan.end() && (f.in_main || runs_regions(in_.main.ops[f.main_index]));
    if (planned) {
      b = make_result_plan_buffers(f, *rp->second, cv);
    } else {
      b = add_buffer(buffer_bytes(cv), f.step, f.main_index);
      if (op.kind == OpKind::all_gather)  // rule T1 (narrowed_gather_buffers.h)
        buffers_[b].bytes = static_cast<int64_t>(static_cast<double>(buffers_[b].bytes) *
                                                 gathered_buffer_scale(in_, op, cv, fusion_.readers(cv)));
      const CostClass cost = op_info(op.kind).cost;
      buffers_[b].loop_fusion = cost == CostClass::elementwise || cost == CostClass::reduction;
      buffers_[b].in_reader_fusion = in_.topology.compiler == redistribute::Compiler::xla_tpu &&
                                     fused_into_reading_dot(in_, plans_, fusion_, schedule_, f);  // rule 16
      // A size-1 dimension of the local result is dropped from XLA's dot (AlgebraicSimplifier),
      // so its readers see a bitcast too (gpt2x4_dp: the scores f32[1,12,512,512] per device,
      // read by bitcast_select_fusion, which cannot write over them).
      const std::vector<int64_t> local = in_.local_shape_of(cv);
      buffers_[b].bitcast = op.kind == OpKind::dot_general &&
                            (dot_result_bitcast(in_.program, op) || std::count(local.begin(), local.end(), 1) > 0);
      // Rule 6's candidates: an elementwise fusion may write over an operand of its size,
      // unless one side is used through a bitcast to a matrix (XLA CPU). XLA GPU writes over
      // the operand whatever bitcasts read either (transformer_tp on h100x8: the GELU,
      // loop_multiply_fusion, over the gemm result it reads, gemm_fusion_dot.30, both read by
      // their dots as [2048,512]: XLA's temp 12 MiB, 16 without).
      bool written_through_bitcast = false;
      for (const FlatOp* u : fusion_.readers(cv))
        if (u->op->kind == OpKind::dot_general)
          for (size_t k = 0; k < u->op->operands.size(); ++k)
            if (schedule_.canon(u->op->operands[k]) == cv && dot_operand_bitcast(in_.program, *u->op, k))
              written_through_bitcast = true;
      // Rule 6 on XLA GPU: not over a buffer a reduction also reads; the GPU fuses the
      // reduction and its elementwise readers into one kernel (a softmax or a layer norm:
      // triton_softmax), which reads its input across rows and so writes a buffer of its own
      // (gpt2x4_tp on h100x8: gemm_fusion_dot.142 and triton_softmax.42, 24 MiB each, live
      // together at XLA's peak).
      const bool gpu = in_.topology.compiler == redistribute::Compiler::xla_gpu;
      if (is_elementwise(op.kind) && (gpu || !written_through_bitcast))
        for (ValueId o : op.operands)
          for (int s : operand_sources(f, o, true))
            if (buffers_[s].bytes == buffers_[b].bytes && (gpu || !buffers_[s].bitcast) && !(gpu && reduced_.count(s)))
              buffers_[b].may_overwrite.insert(s);
      // Rule 3i for the user's all-reduce (a psum in a shard_map): in place on XLA GPU and TPU
      // (shardmap_partial_auto on tpu-v5p: the dot's partial sums, all-reduce and the bias add
      // all in the output's allocation; XLA's HBM 5.02 MiB, 6.09 with a buffer of its own).
      if (op.kind == OpKind::all_reduce && !op.operands.empty() &&
          (gpu || in_.topology.compiler == redistribute::Compiler::xla_tpu))
        for (int s : operand_sources(f, op.operands[0], false))
          if (buffers_[s].bytes == buffers_[b].bytes) buffers_[b].may_overwrite.insert(s);
      // A dynamic_update_slice writes the update into its operand's buffer where the operand
      // dies there (XLA's in-place DUS: a KV cache's or a scan's stacked output's update).
      if (op.kind == OpKind::dynamic_update_slice && !op.operands.empty())
        for (int s : operand_sources(f, op.operands[0], false))
          if (buffers_[s].bytes == buffers_[b].bytes) buffers_[b].may_overwrite.insert(s);
    }
    if (op.kind == OpKind::dot_general) split_k_partials(f, planned ? -1 : b);  // rule 11
    buffer_of_[cv] = b;
    buffers_[b].value = cv;
    sources_[cv] = elementwise_sources_[cv] = {b};
  }
}

// Rule 11 (XLA GPU, split_k.h): a dot split along K writes its partial products, `split` times
// its result in f32, which the fusion reading the result reduces: the partials live from the
// dot to where that fusion runs (split_k_reduction_step), and the reduced result (the dot's
// buffer `result`, -1 when a plan takes it) exists from the first reader on. A result read
// through a redistribution is reduced at the dot.
void BufferBuilder::split_k_partials(const FlatOp& f, int result) {
  if (in_.topology.compiler != redistribute::Compiler::xla_gpu || f.op->operands.size() < 2) return;
  const Op& op = *f.op;
  const std::vector<int64_t> local[2] = {operand_local_shape(in_, plans_, f, op.operands[0]),
                                         operand_local_shape(in_, plans_, f, op.operands[1])};
  const DotMatrixSizes sizes = dot_matrix_sizes(op, local[0], local[1]);
  // The rewrite reads an operand's element type through the unary ops feeding it (a weight
  // stored in s8 and converted to bf16 is read as s8).
  auto stored_type = [&](ValueId v) {
    for (int hops = 0; hops < 8; ++hops) {
      auto d = fusion_.def.find(schedule_.canon(v));
      if (d == fusion_.def.end() || !is_elementwise(d->second->op->kind) || d->second->op->operands.size() != 1) break;
      v = d->second->op->operands[0];
    }
    return in_.program.value(v).type.dtype;
  };
  SplitKDot dot{sizes.m, sizes.n, sizes.k, 1, stored_type(op.operands[0]), stored_type(op.operands[1]),
                in_.program.value(op.results[0]).type.dtype};
  for (int64_t d : op.dot.lhs_batch) dot.batch *= local[0][static_cast<size_t>(d)];
  const int64_t partial = split_k_partial_bytes(dot);
  if (partial == 0) return;
  int first_reader = f.step;
  // A reader that gets the result through a redistribution reads it reduced: the reduction
  // runs at the dot, whenever the collective runs (maxtext_train_2d_unrolled: the weight
  // gradients' partials, all-reduced over "data" only at the step's end by rule 3b).
  bool read_through_a_plan = false;
  if (result >= 0) {
    const ValueId cv = schedule_.canon(op.results[0]);
    int after = -1;
    for (const FlatOp* u : fusion_.readers(cv)) {
      if (u->step > f.step && (after < 0 || u->step < after)) after = u->step;
      for (ValueId o : u->op->operands)
        if (schedule_.canon(o) == cv && operand_plan_before(in_, plans_, *u, o)) read_through_a_plan = true;
    }
    if (after > 0 && !read_through_a_plan) first_reader = after;
  }
  const int reduced_at =
      result >= 0 && !read_through_a_plan ? split_k_reduction_step(op.results[0], first_reader) : first_reader;
  const int p = add_buffer(partial, f.step, f.main_index);
  buffers_[p].end = reduced_at;
  if (result >= 0 && !read_through_a_plan) buffers_[result].start = buffers_[result].end = first_reader;
}

// Where rule 11's partials are reduced: the reduction over the split is a loop fusion's
// producer, fused with the chain of single-reader elementwise ops, transposes, reshapes and
// converts that read the dot's result one element for one, and run where the chain's last op
// is (mlp_train_tp on h100x8: the weight gradient's partials f32[8,256,512], gemm_fusion_dot.26,
// live until loop_subtract_fusion, the SGD update at the program's end that reduces them,
// past the next dot's partials: XLA's temp 11 MiB, 8 without this).
int BufferBuilder::split_k_reduction_step(ValueId result, int first_reader) const {
  ValueId v = schedule_.canon(result);
  const int64_t elements = in_.program.value(v).type.num_elements();
  int step = first_reader;
  for (int hops = 0; hops < 16; ++hops) {
    const auto& readers = fusion_.readers(v);
    if (readers.size() != 1) break;
    const FlatOp* u = readers.front();
    const OpKind k = u->op->kind;
    const bool fusible = is_elementwise(k) || k == OpKind::transpose || k == OpKind::reshape;
    if (!fusible || u->op->results.size() != 1 || u->step < step) break;
    const ValueId next = schedule_.canon(u->op->results[0]);
    if (in_.program.value(next).type.num_elements() != elements) break;
    step = u->step;
    v = next;
  }
  return step;
}

// Rule 6: a transpose that XLA folds into the dot producing its operand (dot_layout.h).
bool BufferBuilder::folded_into_its_dot(const Op& op) const {
  if (op.kind != OpKind::transpose || op.operands.empty()) return false;
  const ValueId operand = schedule_.canon(op.operands[0]);
  auto d = fusion_.def.find(operand);
  return d != fusion_.def.end() && fusion_.readers(operand).size() == 1 &&
         transpose_folded_into_dot(in_.program, op, *d->second->op);
}

// The return reads the results (and the plans that give them their declared layout).
void BufferBuilder::read_results_at_return(const std::set<ValueId>& donated_results) {
  for (ValueId r : in_.main.results) {
    const ValueId cr = schedule_.canon(r);
    auto b = buffer_of_.find(cr);
    if (auto it = plans_.operand_plan.find({in_.main_op_count, r}); it != plans_.operand_plan.end()) {
      // A result redistributed at the return: the collective writes the output allocation,
      // and what it reads is a temporary of its own, live until then (HF GPT-Neo's logits:
      // the lm_head's partial sums f32[128,512] in the temp arena, all-reduce.10, the ROOT,
      // in the output's).
      const auto& plan = it->second->plan;
      // Rule 3i (XLA GPU and TPU): an all-reduce runs in place, so the partial sums are written into
      // the output allocation and reduced there (scaled_mlp_fwd_16 on h100:2x8: the ROOT
      // all-reduce-done aliases the last gemm fusion's buffer; XLA's temp 3 MiB without it).
      const bool in_place =
          b != buffer_of_.end() && reduces_in_place(plan) && buffers_[b->second].bytes == plan.target_bytes;
      if (in_place) {
        buffers_[b->second].end = schedule_.end_step;
        buffers_[b->second].output = true;
        buffers_[b->second].donated = donated_results.count(r) > 0;
        buffers_[b->second].argument_copied = copied_donations_.count(r) > 0;
        continue;
      }
      staging(plan, schedule_.end_step, -1);
      if (b != buffer_of_.end()) reads(b->second, schedule_.end_step);
      const int out = add_buffer(plan.target_bytes, schedule_.end_step, -1);
      buffers_[out].output = true;
      buffers_[out].donated = donated_results.count(r) > 0;
      buffers_[out].argument_copied = copied_donations_.count(r) > 0;
      continue;
    }
    if (b == buffer_of_.end()) continue;  // an argument returned as is
    buffers_[b->second].end = schedule_.end_step;
    buffers_[b->second].output = true;
    buffers_[b->second].donated = donated_results.count(r) > 0;
    buffers_[b->second].argument_copied = copied_donations_.count(r) > 0;
  }
}

// may_overwrite holds only operands that die where the buffer starts.
void BufferBuilder::keep_overwrites_that_die() {
  for (auto& b : buffers_) {
    std::set<int> keep;
    for (int s : b.may_overwrite)
      if (buffers_[s].end == b.start && !buffers_[s].output) keep.insert(s);
    b.may_overwrite = keep;
  }
}

}  // namespace shardproof::partition::memory
