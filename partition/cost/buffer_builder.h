// \file The walk that makes the memory model's buffers (build_buffers, buffers.h), shared by
// the files that make each kind: buffers.cpp (the walk, operands read, fusion roots, the
// return), redistribution_buffers.cpp (rule 3: redistributed operands and results, staging,
// 3c-3e) and copy_buffers.cpp (rules 2b, 2c and 8: copies made for dots and reductions).
// Private to partition/cost/.
//
//   for each flat op, in schedule order: its main op's redistributed operands are copied
//   (once, before the op's first flat op), then its operands are read, its dot operands'
//   copies made, its results given buffers (or, fused, the buffers they are computed from)
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <tuple>
#include <utility>
#include <vector>

#include "partition/cost/buffers.h"

namespace shardproof::partition::memory {

class BufferBuilder {
 public:
  BufferBuilder(const CostInputs& in, const PlansByOp& plans, const Schedule& schedule, const Materialisation& fusion,
                const PlanSteps& plan_steps);

  // redistribution_buffers.cpp, rule 3
  void copy_operands(int i);
  void copy_region_operands(const FlatOp& f);
  void finish_manual(int i);
  void stage_all_to_all(const FlatOp& f);  // rule 3c, the user's all_to_all

  // buffers.cpp
  void read_operands(const FlatOp& f);
  void make_results(const FlatOp& f);
  void read_results_at_return(const std::set<ValueId>& donated_results);
  void keep_overwrites_that_die();
  // donated_copies.cpp, rule 4c: donated argument -> its copy, for the results (keys) written
  // into the arguments (values)
  void copy_donated_arguments(const std::map<ValueId, ValueId>& donated);
  std::vector<Buffer> take_buffers() { return std::move(buffers_); }

  // copy_buffers.cpp
  void make_transposed_copies(const FlatOp& f);  // rule 2b
  void convert_parameters(const FlatOp& f);      // rule 8

  // expanded_ops.cpp
  void expand_select_and_scatter(const FlatOp& f);  // rule 9

  // loops.cpp
  void hold_loop_invariants();  // rule 2g

  // concatenated_all_reduce.cpp
  void concatenate_combined_all_reduces();  // rule 3n

 private:
  // buffers.cpp
  int add_buffer(int64_t bytes, int start, int main_op);
  void reads(int b, int s);
  // The buffer a plan delivered for operand v of f (rule 3; main's op's or a region's), or -1.
  int redistributed_operand(const FlatOp& f, ValueId v) const;
  std::set<int> operand_sources(const FlatOp& f, ValueId v, bool elementwise_only) const;
  int64_t computed_scale(ValueId v) const;  // rule 8
  int64_t buffer_bytes(ValueId v) const;

  // redistribution_buffers.cpp
  void staging(const redistribute::Plan& plan, int s, int main_op, bool read_by_dot = false, bool hoisted = false);
  int delivered_buffer(const redistribute::Plan& plan, int64_t bytes, bool output, int s, int main_op);
  // hoisted: one of the redistributions issued at the start (their staging is one buffer).
  int copy_operand(const InsertedRedistribution& r, ValueId v, int s, int main_op, bool read_by_dot,
                   bool hoisted = false);
  bool read_as_is_by_a_dot(const InsertedRedistribution& r) const;
  bool folded_into_its_dot(const Op& op) const;  // rule 6
  void split_k_partials(const FlatOp& f, int result);  // rule 11 (buffers.cpp)
  int split_k_reduction_step(ValueId result, int first_reader) const;
  bool reduces_in_place(const redistribute::Plan& plan) const;  // rule 3i
  int make_result_plan_buffers(const FlatOp& f, const InsertedRedistribution& r, ValueId cv);

  // copy_buffers.cpp
  int duplicate_copy(const FlatOp& f, ValueId v, int view);  // rule 2c (and 2f's copies)
  // Rule 2f: the copy a reduce's library fusion reads v from, when f, inside it, reads v so.
  std::optional<int> library_copy(const FlatOp& f, ValueId v);

  const CostInputs& in_;
  const PlansByOp& plans_;
  const Schedule& schedule_;
  const Materialisation& fusion_;
  const PlanSteps& plan_steps_;
  std::set<ValueId> result_values_;  // main's results, canonical
  std::set<ValueId> dot_values_;     // the operands and results of dots, canonical (rule 8)

  std::vector<Buffer> buffers_;
  std::map<ValueId, int> buffer_of_;  // materialised value -> its buffer
  std::set<ValueId> copied_donations_;  // results written into a donated argument copied first (rule 4c)
  // The buffers a value reads (itself when materialised), and those it reaches through
  // elementwise ops only (candidates for rule 6).
  std::map<ValueId, std::set<int>> sources_, elementwise_sources_;
  std::set<int> reduced_;  // buffers a reduce reads (rule 6 on XLA GPU)
  // Buffers the operand `v` of a flat op at main index i reads, after any redistribution.
  std::map<std::pair<int, ValueId>, int> operand_copy_;
  // A parameter's copy per layout (one gather per (parameter, layout), rule 3).
  std::map<ValueId, std::vector<std::pair<types::ShardingType, int>>> parameter_copy_;
  std::map<const InsertedRedistribution*, int> plan_copy_;  // an operand plan's buffer (shared by its readers)
  std::map<const InsertedRedistribution*, int> delivered_;   // every plan's delivered buffer (rule 3n)
  int hoisted_staging_ = -1;  // the parameters' redistributions at the start: one at a time
  int hoisted_casts_ = 0;     // the gathers of parameters' casts issued at the start so far
  std::map<std::pair<ValueId, int64_t>, int> converted_;  // (parameter, bytes) -> its f32 copy (rule 8)
  std::map<std::pair<ValueId, int>, int> duplicate_copy_;  // (value, view) -> its copy (rule 2c)
  // (buffers copied, operand side, its batch and contracting dimensions) -> the copy (rule 2b)
  // (a parameter read as it is: the parameter; -1 otherwise)
  using TransposedCopyKey = std::tuple<std::set<int>, ValueId, size_t, std::vector<int64_t>, std::vector<int64_t>>;
  std::map<TransposedCopyKey, int> transposed_copy_;
};

}  // namespace shardproof::partition::memory
