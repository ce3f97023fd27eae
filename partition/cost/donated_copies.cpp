// Rule 4c of the memory model (allocation.h): the copy XLA's copy insertion keeps of a donated
// argument that is still read where, or after, the result written into its buffer is made.

#include <cstdlib>
#include <algorithm>
#include <map>
#include <set>
#include <vector>

#include <fmt/format.h>

#include "partition/cost/buffer_builder.h"
#include "partition/ops/op_table.h"

namespace shardproof::partition::memory {


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
  // The graph is the schedule's flat ops (a branch's or a loop body's ops are nodes of their
  // own, as XLA inlines a conditional it resolves or converts to selects), on canonical values.
  const std::vector<FlatOp>& flat = schedule_.flat;
  const int n = static_cast<int>(flat.size());
  std::map<ValueId, int> defined_by;  // canonical value -> the flat op making it
  std::vector<std::set<ValueId>> read(n);
  for (int i = 0; i < n; ++i) {
    for (ValueId r : flat[i].op->results) defined_by.emplace(schedule_.canon(r), i);
    for (ValueId v : flat[i].op->operands) read[i].insert(schedule_.canon(v));
  }
  // Rule 3b's combined all-reduces are one instruction in XLA's graph: whatever reads one of
  // the reduced values depends on every partial sum of the group (opt_lion: the update of
  // Dense_0's kernel waits for the gradients the kernel's input-gradient dot feeds, so that
  // dot comes before the update and the kernel is not copied).
  std::map<int, std::vector<const InsertedRedistribution*>> groups;
  for (const auto& [plan, step] : plan_steps_.step) groups[step].push_back(plan);
  std::vector<std::set<int>> waits_for(n);
  for (const auto& [step, group] : groups) {
    std::set<int> partial_sums;
    for (const InsertedRedistribution* r : group)
      if (auto d = defined_by.find(schedule_.canon(r->value)); d != defined_by.end()) partial_sums.insert(d->second);
    for (const InsertedRedistribution* r : group) {
      const ValueId v = schedule_.canon(r->value);
      const bool of_result = r->op_index < in_.main_op_count &&
                             std::count(in_.main.ops[r->op_index].results.begin(),
                                        in_.main.ops[r->op_index].results.end(), r->value) > 0;
      std::set<int> plan_readers{r->op_index};
      for (const auto& s : r->shared_with) plan_readers.insert(s.op_index);
      for (int i = 0; i < n; ++i)
        if (read[i].count(v) && (of_result || plan_readers.count(flat[i].main_index)))
          waits_for[i].insert(partial_sums.begin(), partial_sums.end());
    }
  }
  // Each flat op's predecessors (the makers of what it reads, the partial sums it waits for),
  // listed once: the walk below runs once per donated argument.
  std::vector<std::vector<int>> predecessors(n);
  for (int j = 0; j < n; ++j) {
    for (ValueId v : read[j])
      if (auto d = defined_by.find(v); d != defined_by.end()) predecessors[j].push_back(d->second);
    predecessors[j].insert(predecessors[j].end(), waits_for[j].begin(), waits_for[j].end());
  }
  auto ancestors_of = [&](int x) {
    std::vector<bool> out(n, false);
    out[x] = true;
    std::vector<int> stack{x};
    while (!stack.empty()) {
      const int j = stack.back();
      stack.pop_back();
      for (int k : predecessors[j])
        if (!out[k]) {
          out[k] = true;
          stack.push_back(k);
        }
    }
    return out;
  };
  // Who reads an argument in XLA's graph: the fusions, each named by its root (an op with a
  // materialised result, rule 2), whose fused computation reads the argument directly or
  // through values fused into it; a cheap producer fused into two roots is read by both
  // (opt_multisteps: mu' = b1 mu + (1 - b1) g is not an output, as the output is the cond's
  // select of it, so the parameter's update recomputes it from mu and reads mu).
  std::map<ValueId, std::set<ValueId>> fused_arguments;  // unmaterialised value -> arguments it reads
  auto arguments_read = [&](ValueId v) -> std::set<ValueId> {
    if (in_.arguments.count(v)) return {v};
    if (fusion_.materialised(v)) return {};
    auto f = fused_arguments.find(v);
    return f == fused_arguments.end() ? std::set<ValueId>{} : f->second;
  };
  std::vector<std::set<ValueId>> reads_argument(n);
  for (int i = 0; i < n; ++i) {
    std::set<ValueId> through;
    for (ValueId v : read[i]) {
      const std::set<ValueId> a = arguments_read(v);
      through.insert(a.begin(), a.end());
    }
    bool root = false;
    for (ValueId r : flat[i].op->results) {
      const ValueId cr = schedule_.canon(r);
      if (fusion_.materialised(cr) || cr != r) root = true;  // a buffer, or a region's value
      else fused_arguments[cr].insert(through.begin(), through.end());
    }
    if (root || flat[i].op->results.empty()) reads_argument[i] = std::move(through);
  }
  for (const auto& [result, argument] : donated) {
    const ValueId written = schedule_.canon(result);
    auto writer = defined_by.find(written);
    if (writer == defined_by.end() || written == argument) continue;  // returned as is
    const std::vector<bool> before = ancestors_of(writer->second);
    int read_after = -1;  // an op not ordered before the writer that reads the argument
    for (int i = 0; i < n && read_after < 0; ++i)
      if (!before[i] && reads_argument[i].count(argument)) read_after = i;
    const bool copied = read_after >= 0;
    if (std::getenv("SHARDPROOF_MEMORY_TRACE"))
      fmt::print(stderr, "donated: {} written into {}{}\n", in_.program.value(result).name,
                 in_.program.value(argument).name,
                 copied ? fmt::format(", copied first (rule 4c: read at line {})", flat[read_after].op->line) : "");
    if (!copied) continue;
    copied_donations_.insert(result);
    const int b = add_buffer(in_.bytes_of(argument), 0, -1);
    sources_[argument] = elementwise_sources_[argument] = {b};
  }
}

}  // namespace shardproof::partition::memory
