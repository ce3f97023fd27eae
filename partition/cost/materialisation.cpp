#include "partition/cost/materialisation.h"

#include <algorithm>
#include <cstdio>
#include <iterator>

#include "partition/cost/dot_layout.h"
#include "partition/ops/op_table.h"

namespace shardproof::partition::memory {

bool fusion_consumer(OpKind k) { return fusible_producer(k) || k == OpKind::reduce; }

namespace {

int true_rank(const Program& program, ValueId v) {
  int r = 0;
  for (int64_t d : program.value(v).type.shape) r += d > 1;
  return r;
}

// Rule 2d: at most one operand as large as the result: broadcasts, iotas and scalar constants
// do not count (XLA's EffectivelyAtMostUnary), so x * broadcast(scale) duplicates freely.
bool effectively_at_most_unary(const Program& program, const Schedule& schedule,
                               const std::map<ValueId, const FlatOp*>& def, const Op& op) {
  int full = 0;
  const int rank = op.results.empty() ? 0 : true_rank(program, op.results[0]);
  for (ValueId o : op.operands) {
    const auto d = def.find(schedule.canon(o));  // none for an argument: a full input
    const bool small = d != def.end() && (d->second->op->kind == OpKind::broadcast_in_dim ||
                                          d->second->op->kind == OpKind::iota ||
                                          (d->second->op->kind == OpKind::constant && true_rank(program, o) == 0));
    if (!small && true_rank(program, o) >= rank) ++full;
  }
  return full <= 1;
}

bool reads_more_than_it_writes(const Program& program, const Op& op) {
  std::set<ValueId> unique(op.operands.begin(), op.operands.end());
  int64_t read = 0;
  for (ValueId o : unique) read += program.value(o).type.num_elements();
  return !op.results.empty() && read > program.value(op.results[0]).type.num_elements();
}

// Rule 2d: whether every path from v's producer to each of its users runs through fusible
// ops only.
bool fuses_on_all_paths(const Schedule& schedule, const std::map<ValueId, const FlatOp*>& def, ValueId v,
                        const std::vector<const FlatOp*>& readers) {
  const std::vector<FlatOp>& flat = schedule.flat;
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
      const ValueId co = schedule.canon(o);
      if (!reached.count(co)) continue;
      from_v = true;
      through_blocked = through_blocked || blocked.count(co);
    }
    if (!from_v) continue;
    for (ValueId r : op.results) {
      reached.insert(schedule.canon(r));
      if (through_blocked) blocked.insert(schedule.canon(r));
    }
  }
  for (const FlatOp* r : readers)
    for (ValueId o : r->op->operands)
      if (schedule.canon(o) != v && blocked.count(schedule.canon(o))) return false;
  return true;
}

}  // namespace

Materialisation::Materialisation(const CostInputs& in, const PlansByOp& plans, const Schedule& schedule)
    : in_(in), plans_(plans), schedule_(schedule) {
  for (const FlatOp& f : schedule.flat) {
    for (ValueId v : f.op->operands) users[schedule.canon(v)].push_back(&f);
    for (ValueId v : f.op->results) def[schedule.canon(v)] = &f;
  }
  force_fusion_roots();
  force_globally_unfusible();
  force_costly_recomputations();
  force_reduction_outputs();
  find_duplicate_views();
  find_library_fusions();
  find_library_reads();
  if (std::getenv("SHARDPROOF_LIBRARY_TRACE")) trace_library_fusions();
}

bool Materialisation::computed_from_parameters(ValueId v) const {
  const ValueId cv = schedule_.canon(v);
  if (in_.arguments.count(cv)) return true;
  if (auto known = from_parameters_.find(cv); known != from_parameters_.end()) return known->second;
  bool only = false;
  if (auto d = def.find(cv); d != def.end() && d->second->in_main) {
    const FlatOp& f = *d->second;
    only = f.op->kind == OpKind::constant ||
           (fusible_producer(f.op->kind) && !f.op->operands.empty() && !plans_.redistributing_op.count(f.main_index));
    for (ValueId o : f.op->operands) only = only && computed_from_parameters(o);
  }
  return from_parameters_[cv] = only;
}

// SHARDPROOF_LIBRARY_TRACE=1: each library fusion's source lines, and the values read from
// copies (a diagnostic, like SHARDPROOF_MEMORY_TRACE).
void Materialisation::trace_library_fusions() const {
  std::map<int, std::vector<int>> lines;
  for (const auto& [f, id] : library_fusion) lines[id].push_back(f->op->line);
  for (auto& [id, ls] : lines) {
    std::sort(ls.begin(), ls.end());
    std::fprintf(stderr, "library fusion %d: lines", id);
    for (int l : ls) std::fprintf(stderr, " %d", l);
    std::fprintf(stderr, "\n");
  }
  for (const auto& [f, v] : library_reads)
    std::fprintf(stderr, "library copy of %s read at line %d\n", in_.program.value(v).name.c_str(), f->op->line);
}

// Values that are a fusion root whatever their producer: redistributed values, main's
// results, and the operands and results of a manual region.
void Materialisation::force_fusion_roots() {
  for (const auto& r : in_.lowered.redistributions) forced.insert(schedule_.canon(r.value));
  for (ValueId r : in_.main.results) forced.insert(schedule_.canon(r));
  for (const Op& op : in_.main.ops)
    if (op.kind == OpKind::manual_computation && !op.region.empty()) {
      for (ValueId v : op.operands) forced.insert(schedule_.canon(v));
      for (ValueId v : op.region[0].results) forced.insert(schedule_.canon(v));
    }
  force_loop_operands(in_.main.ops);
}

// Rule 2e: a while loop's initial values are buffers: the loop carries them in place, and a
// fusion cannot take the loop as its consumer (remat_policies_scan_3d: the scan's zero
// gradient stacks are wrapped_broadcast.3/.4 and its weight stacks wrapped_slice.2/.3, each
// 1 MiB, live from before the loop to its end). Also a loop inside another's body, or a
// branch's, or a manual region's: the schedule inlines regions, so they are not flat ops.
void Materialisation::force_loop_operands(const std::vector<Op>& ops) {
  for (const Op& op : ops) {
    if (op.kind == OpKind::while_)
      for (ValueId v : op.operands) forced.insert(schedule_.canon(v));
    for (const Region& region : op.region) force_loop_operands(region.ops);
  }
}

// Rule 2d: a fusible producer that reads two or more full-size inputs is not duplicated
// into its consumers unless it fuses into every one of them along every path (XLA's
// InstructionFusion::ComputeGloballyUnfusible): duplicating it would read its inputs once
// per consumer. A residual-stream add x + f(x) is read by the next layer's norm and by the
// next residual add, which also reads it through the layer's dots: it is a fusion root of
// its own (eqx_transformer_fwd_2d: copy_add_fusion, .1, .2, .3, each in the output
// allocation in turn), not recomputed from every earlier layer's output.
// Not on XLA GPU, whose priority fusion duplicates a cheap producer into every consumer it
// pays to fuse into, whatever the other paths: the residual stream is recomputed in each
// layer norm's fusion from the layers' outputs, which stay live instead (eqx_transformer_fwd_2d
// on h100x8: triton_softmax.14 reads all five all-reduce results; no copy_add_fusion).
void Materialisation::force_globally_unfusible() {
  if (in_.topology.compiler == redistribute::Compiler::xla_gpu) return;
  for (const auto& [v, readers] : users) {
    auto d = def.find(v);
    if (d == def.end() || forced.count(v) || !fusible_producer(d->second->op->kind)) continue;
    const Op& op = *d->second->op;
    if (effectively_at_most_unary(in_.program, schedule_, def, op) || !reads_more_than_it_writes(in_.program, op))
      continue;
    if (!fuses_on_all_paths(schedule_, def, v, readers)) forced.insert(v);
  }
}

// Rule 2h (XLA GPU): its priority fusion prices each fusion decision (GpuPerformanceModel: a
// kernel launch against the bytes each side reads and writes). An elementwise value read by
// two or more consumers and computed from two or more buffers of its own size is recomputed
// in every consumer while it is small, the launch it saves outweighing the reads
// (eqx_transformer_fwd_2d: the residual stream, f32[4,64,256] per device, recomputed in each
// layer norm from all the layers' outputs), and materialised once it is large, each consumer
// then reading one buffer instead of all of them (gpt2x4_tp: the residual stream
// f32[8,512,768], 12 MiB, is a loop_add_fusion of its own in each layer). h100x8 memory within
// 10%, fit half: 31 -> 33 of 54 with rule 6's GPU exception (buffers.cpp), held-out 29 -> 29.
void Materialisation::force_costly_recomputations() {
  if (in_.topology.compiler != redistribute::Compiler::xla_gpu) return;
  // Where small turns large: fitted on the fit half of the corpus, between the 0.25 MiB the
  // GPU recomputes (eqx_transformer_fwd_2d) and the 3 MiB it materialises (gpt2x4_2d's
  // loop_add_fusion.2); any threshold from 0.5 to 2 MiB gives the same figures.
  constexpr double kMaterialiseBytes = 1 << 20;
  for (const FlatOp& f : schedule_.flat) {
    for (ValueId r : f.op->results) {
      const ValueId v = schedule_.canon(r);
      if (def[v] != &f || forced.count(v) || !fusible_producer(f.op->kind) || materialised(v)) continue;
      if (readers(v).size() < 2) continue;
      const int64_t elements = local_elements(v);
      if (static_cast<double>(elements) * static_cast<double>(types::byte_size(in_.program.value(v).type.dtype)) <
          kMaterialiseBytes)
        continue;
      // The buffers of v's size it is computed from, through the producers fused into it.
      std::set<ValueId> sources, seen;
      std::vector<ValueId> stack{v};
      while (!stack.empty() && sources.size() < 2) {
        const ValueId x = stack.back();
        stack.pop_back();
        if (!seen.insert(x).second) continue;
        auto d = def.find(x);
        const bool leaf = d == def.end() || (x != v && (forced.count(x) || materialised(x)));
        if (leaf) {
          if (local_elements(x) == elements) sources.insert(x);
          continue;
        }
        if (!fusible_producer(d->second->op->kind)) continue;
        for (ValueId o : d->second->op->operands) stack.push_back(schedule_.canon(o));
      }
      if (sources.size() >= 2) forced.insert(v);
    }
  }
}

// Not on XLA GPU: its dots are Triton gemm fusions (or cuBLAS calls) that read either
// operand in any layout, the transpose fused into the gemm (mlp_tp on h100x8: gemm_fusion_dot.8
// reads bitcasts of the parameters as they are; XLA's optimized HLO for the H100 has no
// copy_bitcast_fusion of a weight, where XLA CPU's has one per transposed weight).
bool Materialisation::transposed_operand(const FlatOp& f, size_t k) const {
  if (in_.topology.compiler == redistribute::Compiler::xla_gpu) return false;
  if (f.op->kind != OpKind::dot_general || k >= 2 || k >= f.op->operands.size()) return false;
  return dot_operand_transposed(*f.op, k, operand_local_shape(in_, plans_, f, f.op->operands[k]));
}

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
void Materialisation::find_duplicate_views() {
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
        if (schedule_.canon(f->op->operands[j]) != v) continue;
        if (k == OpKind::reduce) {
          views[{f, j}] = 0;
          distinct.insert(0);
        } else if (transposed_operand(*f, j)) {
          ++copies;
        } else {
          const int w = dot_operand_bitcast(in_.program, *f->op, j) ? 1 : 0;
          views[{f, j}] = w;
          distinct.insert(w);
        }
      }
    }
    if (ok && !views.empty() && static_cast<int>(distinct.size()) + copies >= 2) duplicate_view[v] = views;
  }
}

int Materialisation::library_fusion_of(const FlatOp* f) const {
  auto g = library_fusion.find(f);
  return g == library_fusion.end() ? -1 : g->second;
}

int64_t Materialisation::local_elements(ValueId v) const {
  int64_t n = 1;
  for (int64_t d : in_.local_shape_of(v)) n *= d;
  return n;
}

// Rule 2f. The element types YNNPACK computes in (XLA CPU computes bf16 in f32 anyway).
namespace {
bool library_dtype(types::DType t) {
  return t == types::DType::f32 || t == types::DType::bf16 || t == types::DType::f64 || t == types::DType::i8 ||
         t == types::DType::ui8;
}
}  // namespace

// An op XLA's LibraryRewriter may take into a fusion (ynn_support.cc): a library op of the
// table whose values have library element types, and, unless it only moves data, with
// 4096 elements or more in its result or an operand (IsInstructionPreferredByYnn: below
// that the library's overhead dominates).
bool Materialisation::joins_library_fusion(const FlatOp& f) const {
  const Op& op = *f.op;
  if (op_info(op.kind).library != Library::ynn || op.results.size() != 1) return false;
  const ValueId r = op.results[0];
  if (!library_dtype(in_.program.value(r).type.dtype)) return false;
  for (ValueId o : op.operands)
    if (!library_dtype(in_.program.value(o).type.dtype)) return false;
  if (op.kind == OpKind::reduce && (op.operands.size() != 2 || op.dims.empty() ||
                                    (op.reducer != ReducerKind::add && op.reducer != ReducerKind::maximum &&
                                     op.reducer != ReducerKind::minimum)))
    return false;
  if (op.kind == OpKind::broadcast_in_dim && !std::is_sorted(op.dims.begin(), op.dims.end())) return false;
  const CostClass cost = op_info(op.kind).cost;
  if (cost == CostClass::data_movement || cost == CostClass::leaf || op.kind == OpKind::dot_general) return true;
  constexpr int64_t kPreferredElements = 4096;
  if (local_elements(r) >= kPreferredElements) return true;
  return std::any_of(op.operands.begin(), op.operands.end(),
                     [&](ValueId o) { return local_elements(o) >= kPreferredElements; });
}

// Dots and reductions start a fusion (the library fusion types XLA CPU enables by default);
// a dot only when it is a matrix product the library runs (IsDotSupportedByYnn: no
// matrix-vector product, some side of 8 or more).
bool Materialisation::starts_library_fusion(const FlatOp& f) const {
  const Op& op = *f.op;
  if (op.kind != OpKind::reduce && op.kind != OpKind::dot_general) return false;
  if (!joins_library_fusion(f)) return false;
  if (op.kind == OpKind::reduce) return true;
  const auto [m, n, k] = dot_matrix_sizes(op, in_.local_shape_of(op.operands[0]), in_.local_shape_of(op.operands[1]));
  return m > 1 && n > 1 && std::max({m, n, k}) >= 8;
}

// Rule 2f: XLA's LibraryRewriter (xla/backends/cpu/transforms/library_rewriter.cc) visits
// the dots and reductions, the latest first. A dot is a fusion of its own; a reduction's
// fusion grows until nothing changes: down to the one reader of the value an op inside
// makes, up to the producer of an operand whose every reader is inside, taking in a dot's
// fusion it reaches so; an op is in one fusion at most. keras_gemma_train (KerasHub, 2
// layers): the RMSNorm's scale gradient reduce(x_hat * g) takes in the multiply only; x_hat
// = x * rsqrt(..), also read by the scaled x_hat the q/k/v dots read, stays outside.
// gpt2x4_tp: the softmax's sum grows down through the normalisation into the PV dot and up
// over the max, to the masked scores (a select: no library op); penzai_llama_fwd_2d: its 19
// dots are fusions of their own, as no reduction reaches them.
void Materialisation::find_library_fusions() {
  if (!in_.topology.library_fusions) return;
  const FlatOp* const first = schedule_.flat.data();
  std::map<int, int> size;  // fusion -> its op count
  int next = 0;
  for (size_t i = schedule_.flat.size(); i-- > 0;) {
    const FlatOp* start = first + i;
    if (library_fusion.count(start) || !starts_library_fusion(*start)) continue;
    const int id = next++;
    std::vector<const FlatOp*> members{start};
    library_fusion[start] = id;
    size[id] = 1;
    if (start->op->kind == OpKind::dot_general) continue;
    auto inside = [&](const FlatOp* f) { return library_fusion_of(f) == id; };
    auto can_join = [&](const FlatOp* f, const FlatOp* from) {
      // Within main, or within one region (a loop body, a branch, a manual computation).
      const bool same_code = f->in_main ? from->in_main : f->main_index == from->main_index && !from->in_main;
      if (!same_code) return false;
      if (const int other = library_fusion_of(f); other >= 0)  // a dot's fusion of its own merges in
        return f->op->kind == OpKind::dot_general && other != id && size[other] == 1;
      return f->op->kind == OpKind::dot_general ? starts_library_fusion(*f) : joins_library_fusion(*f);
    };
    auto join = [&](const FlatOp* f) {
      if (const int other = library_fusion_of(f); other >= 0) --size[other];
      library_fusion[f] = id;
      ++size[id];
      members.push_back(f);
    };
    for (bool grew = true; grew;) {
      grew = false;
      for (size_t k = 0; k < members.size(); ++k) {
        const FlatOp* f = members[k];
        const ValueId result = schedule_.canon(f->op->results[0]);
        const auto& down = readers(result);
        if (!forced.count(result) && !duplicate_view.count(result) && down.size() == 1 && down[0] > f &&
            can_join(down[0], f)) {
          join(down[0]);
          grew = true;
        }
        for (size_t j = 0; j < f->op->operands.size(); ++j) {
          if (transposed_operand(*f, j)) continue;  // rule 2b: a loop fusion copies it first
          const ValueId v = schedule_.canon(f->op->operands[j]);
          auto d = def.find(v);
          if (d == def.end() || forced.count(v) || duplicate_view.count(v) || !can_join(d->second, f)) continue;
          const auto& up = readers(v);
          if (!std::all_of(up.begin(), up.end(), inside)) continue;
          join(d->second);
          grew = true;
        }
      }
    }
  }
  // The values made and read only inside one fusion: no buffer (see materialised).
  for (const auto& [f, id] : library_fusion)
    for (ValueId r : f->op->results) {
      const ValueId v = schedule_.canon(r);
      const auto& rs = readers(v);
      if (std::all_of(rs.begin(), rs.end(), [&, id = id](const FlatOp* u) { return library_fusion_of(u) == id; }))
        inside_library_fusion.insert(v);
    }
}

// Rule 2f: an elementwise producer outside a fusion, which its readers would otherwise
// recompute, is read by the fusion from a copy (keras_gemma_train's x_hat:
// broadcast_multiply_fusion.10, f32[8,32,32], from the forward pass to ynn_fusion.13 in the
// backward pass, while the scaled x_hat's loop fusion recomputes it; gpt2x4_tp's masked
// scores: broadcast_select_fusion, after which the scores' own buffer dies). A broadcast too:
// a fusion that could not take it in (its readers are elsewhere too, or in other fusions,
// rule 1b) reads it from a buffer XLA wraps it in (wrapped_broadcast).
void Materialisation::find_library_reads() {
  for (const auto& [f, id] : library_fusion)
    for (ValueId o : f->op->operands) {
      const ValueId v = schedule_.canon(o);
      auto d = def.find(v);
      const OpKind k = d == def.end() ? OpKind::constant : d->second->op->kind;
      if (d == def.end() || !(is_elementwise(k) || k == OpKind::broadcast_in_dim) || materialised(v) ||
          duplicate_view.count(v))
        continue;
      if (library_fusion_of(d->second) != id) library_reads.insert({f, v});
    }
}

bool Materialisation::materialised(ValueId v) const {
  auto d = def.find(v);
  if (d == def.end()) return false;           // an argument
  if (duplicate_view.count(v)) return false;  // rule 2c: a copy per view instead
  if (forced.count(v)) return true;
  // Rule 2f: made inside a library fusion: a buffer when read outside it.
  if (library_fusion.count(d->second)) return !inside_library_fusion.count(v);
  if (!fusible_producer(d->second->op->kind)) return true;
  auto u = users.find(v);
  if (u == users.end()) return false;  // dead: fused away
  const bool slice_in_dots = sliced_parameter_read_in_dots(v);  // rule 17
  for (const FlatOp* f : u->second) {
    if (fusion_consumer(f->op->kind)) continue;
    if (slice_in_dots && f->op->kind == OpKind::dot_general) continue;
    // Rule 2b: a transposed copy is a fusion, into which an elementwise producer fuses.
    bool through_copy = f->op->kind == OpKind::dot_general;
    for (size_t k = 0; through_copy && k < f->op->operands.size(); ++k)
      if (schedule_.canon(f->op->operands[k]) == v && !transposed_operand(*f, k)) through_copy = false;
    if (!through_copy) return true;
  }
  return false;
}

const std::vector<const FlatOp*>& Materialisation::readers(ValueId v) const {
  static const std::vector<const FlatOp*> none;
  auto u = users.find(v);
  return u == users.end() ? none : u->second;
}

}  // namespace shardproof::partition::memory
