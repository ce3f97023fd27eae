// \file Rule 2 of the memory model (see cost_model.cpp): which values XLA's fusion leaves in a
// buffer of their own, and which it computes inside the fusions that read them; with rule 2b
// (a dot_general operand read through a transposed copy), 2c (an elementwise value
// duplicated into one copy per view) and 2d (a producer too costly to duplicate).
//
//   %1 = add(%0, %c); %2 = multiply(%1, %d); %3 = dot_general(%2, %w); return %3:
//     %1 fuses into the multiply (no buffer); %2, read by a dot, and %3, a dot's result and
//     main's, are materialised
//   %g = multiply(%x, %c) read by a reduce and by two dots, one through a transposed copy
//     (mlp_train_tp's output gradient): not materialised; the reduce's view and the other
//     dot's matrix bitcast are two copies (duplicate_view, rule 2c), the third is rule 2b's
//   %h = add(%x, f(%x)) read by the next layer's norm and the next residual add (rule 2d):
//     materialised, not recomputed in every reader
//
// Rule 2. Fusion: XLA fuses elementwise ops, broadcasts (of scalars and of bias vectors), reshapes,
// transposes, slices, concatenates, converts and constants into their consumers, and
// elementwise producers into reductions (loop and input fusion). A value whose producer is
// such an op and whose every consumer is such an op (or a reduce) is computed inside the
// fusion and never materialised; only fusion roots get a buffer: results of dot_general
// and reduce, values read by a dot_general, by a collective or by a manual region, values
// that are redistributed, and the program's results. A buffer lives from the step that
// defines it to the last step that reads it or a value fused from it.
// Rules 2b and 2d are XLA CPU's (and the generic topology's); XLA GPU follows neither: its
// Triton gemms read operands in any layout, and its priority fusion duplicates cheap producers
// into every consumer (see transposed_operand and force_globally_unfusible).
// 2b: a dot_general operand that XLA's DotDecomposer must transpose physically (see
// dot_operand_transposed) gets a copy of its size, made where the operand is defined and
// live to the dot; the copy is a fusion, so a fusible producer read only that way is fused
// into it, not materialised. A copy of a parameter read as it is depends on nothing
// computed: XLA's scheduler issues it at the start, like the parameters' gathers (rule 3)
// and converts (rule 8), and it lives to its last dot; each parameter has its own
// (gemma_decode_2d: copy_bitcast_fusion.8 and copy_bitcast_fusion, f32[256,256], of the two
// layers' MLP weights, and the six f32[64,256] copies of the attention weights, all at the
// top of XLA's schedule and live together at its peak); so is the copy of a parameter's
// gather, made when the gather is (maxtext_train_fsdp_unrolled: wrapped_copy.2 to .23,
// f32[512,256], before the first layer). A dot that reads an operand through its copy
// reads the copy only: the operand's own buffer may die when the copy is made. (The copies
// are made in copy_buffers.cpp.)
// 2c: an elementwise value read by reductions or dots under two or more views (its own
// shape, its matrix bitcast, a transposed copy of 2b) is not one shared buffer: XLA CPU
// duplicates the cheap producer into a loop fusion per view (see duplicate_view), each a
// buffer made where the producer runs and live to its last reader.
// 2f: XLA CPU runs dots and add/max/min reductions as library (YNNPACK) fusions that grow
// around them (find_library_fusions): a value made and read only inside one is no buffer,
// even a dot's operand (a softmax inside its PV dot's fusion); one read outside is the
// fusion's output, a buffer; and an elementwise producer outside that the fusion reads,
// otherwise recomputed by its readers, gets a copy of its own for the fusion (made where
// it runs, live to the fusion), while its other readers still recompute it.
// 2e: a while loop's initial values are fusion roots: the loop carries them in place, and no
// fusion takes the loop as its consumer (a scan over a slice of stacked weights carries the
// slice, materialised before the loop; see force_loop_operands).
#pragma once

#include <cstddef>
#include <map>
#include <set>
#include <utility>
#include <vector>

#include "partition/cost/memory_schedule.h"

namespace shardproof::partition::memory {

bool fusion_consumer(OpKind k);

// The fusion decisions for one schedule. Holds pointers into schedule.flat (whose steps later
// passes may move: `def` then gives a producer's step as moved).
struct Materialisation {
  Materialisation(const CostInputs& in, const PlansByOp& plans, const Schedule& schedule);

  // Whether v (canonical) is a fusion root: it has a buffer of its own.
  bool materialised(ValueId v) const;
  // Rule 2b: whether operand k of the dot_general f is read through a transposed copy (in
  // the layout it has as the dot runs: its plan's target when it is redistributed first).
  bool transposed_operand(const FlatOp& f, size_t k) const;
  // The flat ops reading v (canonical); none for a value nothing reads.
  const std::vector<const FlatOp*>& readers(ValueId v) const;
  // Whether v depends on nothing computed: a parameter (also behind an optimization barrier),
  // or made by main's fusible ops from parameters and constants alone, no redistribution on
  // the way (a weight cast to the activations' type before its FSDP gather).
  bool computed_from_parameters(ValueId v) const;
  // Rule 17 (parameter_slices.cpp): whether v, a slice of a parameter, is read by the dots
  // reading it from inside their own fusions, so that no buffer holds it for them.
  bool sliced_parameter_read_in_dots(ValueId v) const;

  std::map<ValueId, std::vector<const FlatOp*>> users;  // canonical value -> the ops reading it
  std::map<ValueId, const FlatOp*> def;                  // canonical value -> the op defining it
  std::set<ValueId> forced;                              // fusion roots whatever their producer
  // Rule 2c: per duplicated value, the view each (reader, operand index) reads: 0 the value's
  // own shape, 1 its matrix bitcast.
  std::map<ValueId, std::map<std::pair<const FlatOp*, size_t>, int>> duplicate_view;
  // Rule 2f: the library fusion each op runs in (absent: none), and the (op, canonical
  // value) pairs where an op inside one reads the value from its copy.
  std::map<const FlatOp*, int> library_fusion;
  std::set<ValueId> inside_library_fusion;  // canonical values made and read only inside one
  std::set<std::pair<const FlatOp*, ValueId>> library_reads;

 private:
  void force_fusion_roots();
  void force_loop_operands(const std::vector<Op>& ops);  // rule 2e, through regions
  void force_globally_unfusible();  // rule 2d
  void force_costly_recomputations();  // rule 2h
  void force_reduction_outputs();      // rule 2i (reduction_outputs.cpp)
  void find_duplicate_views();      // rule 2c
  void find_library_fusions();      // rule 2f
  void find_library_reads();        // rule 2f
  bool starts_library_fusion(const FlatOp& f) const;
  bool joins_library_fusion(const FlatOp& f) const;
  int library_fusion_of(const FlatOp* f) const;  // the fusion f runs in, -1 for none
  int64_t local_elements(ValueId v) const;
  void trace_library_fusions() const;

  const CostInputs& in_;
  const PlansByOp& plans_;
  const Schedule& schedule_;
  mutable std::map<ValueId, bool> from_parameters_;  // computed_from_parameters, per canonical value
};

}  // namespace shardproof::partition::memory
