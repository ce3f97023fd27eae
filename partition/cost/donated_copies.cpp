// Rule 4c of the memory model (allocation.h): the copy XLA's copy insertion keeps of a donated
// argument that is still read where, or after, the result written into its buffer is made.

#include <cstdlib>
#include <functional>
#include <map>
#include <set>
#include <vector>

#include <fmt/format.h>

#include "partition/cost/buffer_builder.h"
#include "partition/ops/op_table.h"

namespace shardproof::partition::memory {

namespace {

// Every value an op reads: its operands and, for an op with regions, the values of main its
// regions' ops read (a region may name main's values: StableHLO's while and case are not
// isolated from above).
void values_read(const Op& op, std::set<ValueId>& out) {
  out.insert(op.operands.begin(), op.operands.end());
  for (const Region& r : op.region)
    for (const Op& inner : r.ops) values_read(inner, out);
}

}  // namespace

// Rule 4c. XLA's CopyInsertion (AddCopiesForAliasedInputOutputs) copies every entry
// parameter that aliases an output, redirects the parameter's readers to the copy, and then
// removes the copy only if, in the dependency order of the program (no schedule exists yet),
// every reader of the parameter comes before the instruction writing the aliased output:
// is that instruction, or one of its ancestors. A reader in neither relation may run after
// the output overwrote the parameter, so the copy stays. The copy depends on nothing
// computed: the scheduler issues it early, and it lives to the parameter's last reader.
// An optimizer whose state is read by two updates shows it: Lion's momentum mu feeds both
// the new mu (the output written into mu's buffer) and the parameter's update, which does not
// precede it, so XLA keeps copy.127-132 = copy(param.19-28), one per kernel's mu (opt_lion:
// 256 KiB of its 1 MiB temp, live from the start to the updates at the end); a parameter
// read by its forward and backward dots and by its own update is not copied (they are
// ancestors of the update). JAX pairs a donated argument with a result of its per-device
// type (rule 4b), not necessarily its own update: then any reader of the argument that is
// not an ancestor of that result keeps the copy (opt_lion: a bias of Dense_1 written over
// by LayerNorm's new scale, copy.119).
void BufferBuilder::copy_donated_arguments(const std::map<ValueId, ValueId>& donated) {
  const Function& main = in_.main;
  std::map<ValueId, int> defined_by;  // main's values -> the main op making them
  for (int i = 0; i < in_.main_op_count; ++i)
    for (ValueId r : main.ops[i].results) defined_by[r] = i;
  std::vector<std::set<ValueId>> read(in_.main_op_count);
  for (int i = 0; i < in_.main_op_count; ++i) values_read(main.ops[i], read[i]);
  // Rule 3b's combined all-reduces are one instruction in XLA's graph: whatever reads one of
  // the reduced values depends on every partial sum of the group (opt_lion: the update of
  // Dense_0's kernel waits for the gradients the kernel's input-gradient dot feeds, so that
  // dot comes before the update and the kernel is not copied).
  std::map<int, std::vector<const InsertedRedistribution*>> groups;
  for (const auto& [plan, step] : plan_steps_.step) groups[step].push_back(plan);
  std::vector<std::set<int>> waits_for(in_.main_op_count);
  for (const auto& [step, group] : groups) {
    std::set<int> partial_sums;
    for (const InsertedRedistribution* r : group)
      if (auto d = defined_by.find(r->value); d != defined_by.end()) partial_sums.insert(d->second);
    for (const InsertedRedistribution* r : group) {
      std::set<int> readers;
      if (r->op_index < in_.main_op_count && defined_by.count(r->value) && defined_by.at(r->value) == r->op_index) {
        for (int i = 0; i < in_.main_op_count; ++i)
          if (read[i].count(r->value)) readers.insert(i);
      } else {
        readers.insert(r->op_index);
        for (const auto& s : r->shared_with) readers.insert(s.op_index);
      }
      for (int i : readers)
        if (i < in_.main_op_count) waits_for[i].insert(partial_sums.begin(), partial_sums.end());
    }
  }
  // The main ops a main op depends on, itself included (memoised).
  std::map<int, std::set<int>> ancestors;
  std::function<const std::set<int>&(int)> ancestors_of = [&](int i) -> const std::set<int>& {
    if (auto a = ancestors.find(i); a != ancestors.end()) return a->second;
    std::set<int> out{i};
    std::vector<int> stack{i};
    while (!stack.empty()) {
      const int j = stack.back();
      stack.pop_back();
      for (ValueId v : read[j])
        if (auto d = defined_by.find(v); d != defined_by.end() && out.insert(d->second).second) stack.push_back(d->second);
      for (int k : waits_for[j])
        if (out.insert(k).second) stack.push_back(k);
    }
    return ancestors[i] = std::move(out);
  };
  // An annotation (a sharding constraint, a barrier passed through) reads nothing: its result
  // is its operand's buffer, and its readers are the argument's.
  auto annotation = [&](const Op& op) {
    if (runs_regions(op) || op.kind == OpKind::manual_computation) return false;
    for (ValueId r : op.results)
      if (schedule_.canon(r) == r) return false;
    return !op.results.empty();
  };
  for (const auto& [result, argument] : donated) {
    auto writer = defined_by.find(result);
    if (writer == defined_by.end() || schedule_.canon(result) == argument) continue;  // returned as is
    const std::set<int>& before = ancestors_of(writer->second);
    bool copied = false;
    for (int i = 0; i < in_.main_op_count && !copied; ++i) {
      if (before.count(i) || annotation(main.ops[i])) continue;
      for (ValueId v : read[i])
        if (schedule_.canon(v) == argument) {
          copied = true;
          if (std::getenv("SHARDPROOF_MEMORY_TRACE")) fmt::print(stderr, "  read at line {}\n", main.ops[i].line);
        }
    }
    if (std::getenv("SHARDPROOF_MEMORY_TRACE"))
      fmt::print(stderr, "donated: {} written into {}{}\n", in_.program.value(result).name,
                 in_.program.value(argument).name, copied ? ", copied first (rule 4c)" : "");
    if (!copied) continue;
    const int b = add_buffer(in_.bytes_of(argument), 0, -1);
    if (std::getenv("SHARDPROOF_MEMORY_TRACE"))
      fmt::print(stderr, "buffer {}: copy of donated argument {} (rule 4c), {} bytes\n", b, in_.program.value(argument).name,
                 in_.bytes_of(argument));
    sources_[argument] = elementwise_sources_[argument] = {b};
  }
}

}  // namespace shardproof::partition::memory
