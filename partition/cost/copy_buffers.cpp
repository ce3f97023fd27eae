// The copies XLA makes of the operands of dots and reductions (rules 2b, 2c and 8 of the
// memory model; the rules are stated in materialisation.h and buffers.h): a transposed copy
// of a dot operand (2b), a copy per view of a duplicated elementwise value (2c), and the f32
// convert of a bf16 parameter read by a dot (8).
#include <algorithm>

#include "partition/cost/buffer_builder.h"

namespace shardproof::partition::memory {

// Rule 2c: this view's copy of the duplicated value v, computed where the value's producer
// runs (once per view).
int BufferBuilder::duplicate_copy(const FlatOp& f, ValueId v, int view) {
  const ValueId cv = schedule_.canon(v);
  auto key = std::make_pair(cv, view);
  auto c = duplicate_copy_.find(key);
  if (c == duplicate_copy_.end()) {
    const int at_step = fusion_.def.at(cv)->step;
    c = duplicate_copy_.emplace(key, add_buffer(in_.bytes_of(cv) * computed_scale(cv), at_step, f.main_index)).first;
    buffers_[c->second].loop_fusion = true;  // a loop fusion per view (rule 10's VMEM on v5p)
    for (int b : operand_sources(f, v, false)) reads(b, at_step);
  }
  return c->second;
}

// Rule 2f: one copy per value (XLA's CSE merges those of several fusions), made where the
// producer runs and live to the fusion's last read. Its loop fusion may write over an
// operand of its size that dies there (rule 6: gpt2x4_tp's masked scores,
// multiply_select_fusion, take the buffer of the scores, ynn_fusion.7). A fusion op the
// schedule moved before the producer opens the copy then (the fusion's ops run as one; see
// reads).
std::optional<int> BufferBuilder::library_copy(const FlatOp& f, ValueId v) {
  constexpr int kLibraryView = 2;  // after rule 2c's views 0 (own shape) and 1 (matrix bitcast)
  const ValueId cv = schedule_.canon(v);
  if (!fusion_.library_reads.count({&f, cv})) return std::nullopt;
  const bool made = duplicate_copy_.count({cv, kLibraryView}) > 0;
  const int b = duplicate_copy(f, v, kLibraryView);
  if (!made) {
    for (int s : operand_sources(f, v, true))
      if (buffers_[s].bytes == buffers_[b].bytes && !buffers_[s].bitcast) buffers_[b].may_overwrite.insert(s);
    buffers_[b].opens_on_read = true;
  }
  return b;
}

// Rule 2b: a transposed copy before the dot.
void BufferBuilder::make_transposed_copies(const FlatOp& f) {
  const Op& op = *f.op;
  for (size_t k = 0; k < op.operands.size(); ++k) {
    if (!fusion_.transposed_operand(f, k)) continue;
    const ValueId v = op.operands[k];
    int64_t bytes = in_.bytes_of(schedule_.canon(v)) * computed_scale(schedule_.canon(v));
    // The copy fuses the operand's producer, so it runs where the producer runs (XLA's
    // schedule of mlp_train_tp: copy_bitcast_fusion right after add_subtract_fusion, its
    // input; transformer_fsdp_tp: the three transpose_copy_fusions right after the three
    // projection dots whose results they copy) --
    // unless the operand is redistributed for the dot: then it copies what the plan
    // delivers, once it is there.
    int at_step = f.step - 1;
    if (auto d = fusion_.def.find(schedule_.canon(v)); d != fusion_.def.end())
      at_step = std::min(at_step, d->second->step);
    if (const int c = redistributed_operand(f, v); c >= 0) bytes = buffers_[c].bytes;
    // A copy of a parameter read as it is depends on nothing computed: XLA's scheduler
    // issues it at the start, as the parameters' gathers and converts (rules 3 and 8).
    // So is the copy of a parameter's gather (issued at the start too, rule 3), made as
    // soon as the gather is there (maxtext_train_fsdp_unrolled: wrapped_copy.2 .. .23,
    // f32[512,256] of gathered weights, all before the forward's first layer).
    const ValueId parameter = in_.arguments.count(schedule_.canon(v)) ? schedule_.canon(v) : -1;
    if (parameter >= 0) at_step = 0;
    // Not before what it copies exists: a plan's delivery, or a producer's result that is
    // all-reduced later (rule 3b) (maxtext_train_2d: the key projection's partial sums).
    const std::set<int> copied = operand_sources(f, v, false);
    for (int b : copied) at_step = std::max(at_step, buffers_[b].start);
    // CSE: dots reading the same buffers in the same transposed layout share one copy
    // (eqx_transformer_fwd_2d: the query, key and value projections all read
    // copy_bitcast_fusion.10, the normalized input as [features, tokens]).
    const auto& contracting = k == 0 ? op.dot.lhs_contracting : op.dot.rhs_contracting;
    const auto& batch = k == 0 ? op.dot.lhs_batch : op.dot.rhs_batch;
    TransposedCopyKey key{copied, parameter, k, batch, contracting};
    if (auto same = transposed_copy_.find(key); same != transposed_copy_.end()) {
      buffers_[same->second].end = std::max(buffers_[same->second].end, f.step);
      continue;
    }
    const int copy = add_buffer(bytes, at_step, f.main_index);
    buffers_[copy].end = f.step;
    // A loop fusion (copy_bitcast_fusion), so a megacore v5p may place it in VMEM (rule 10):
    // 92 of the 96 copy fusions of its dumps of the corpus are there (S(1)).
    buffers_[copy].loop_fusion = true;
    transposed_copy_[key] = copy;
    for (int b : copied) reads(b, at_step);
  }
}

// Rule 8: the f32 copy of a bf16, f16 or 8-bit float parameter read by a dot, made at the start.
void BufferBuilder::convert_parameters(const FlatOp& f) {
  const Op& op = *f.op;
  if (op.kind != OpKind::dot_general) return;
  for (size_t k = 0; k < op.operands.size(); ++k) {
    const ValueId v = op.operands[k];
    const ValueId cv = schedule_.canon(v);
    // Read through a transposed copy (rule 2b): the convert is fused into that copy.
    if (fusion_.transposed_operand(f, k)) continue;
    if (!in_.arguments.count(cv) || computed_scale(cv) == 1) continue;
    int64_t bytes = in_.bytes_of(cv);
    if (const int c = redistributed_operand(f, v); c >= 0) bytes = buffers_[c].bytes;
    auto it = converted_.find({cv, bytes});
    if (it == converted_.end())
      it = converted_.emplace(std::make_pair(cv, bytes), add_buffer(bytes * computed_scale(cv), 0, f.main_index)).first;
    reads(it->second, f.step);
  }
}

}  // namespace shardproof::partition::memory
