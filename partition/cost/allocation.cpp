#include "partition/cost/allocation.h"

#include <algorithm>
#include <map>
#include <utility>

namespace shardproof::partition::memory {

// Rule 4b: the one named by `tf.aliasing_output` (JAX writes it only where argument and
// result match), and for each `jax.buffer_donor` argument the first result not yet paired of
// its per-device type.
std::map<ValueId, ValueId> donated_buffers(const Program& program, const LoweredProgram& lowered) {
  const Function& main = program.main;
  std::vector<bool> aliased(main.results.size(), false);
  std::map<ValueId, ValueId> out;
  auto local_type = [&](ValueId v) {
    const auto& t = program.value(v).type;
    return std::make_pair(t.dtype, types::local_shape(lowered.mesh, lowered.types[v], t.shape));
  };
  for (size_t a = 0; a < main.arguments.size() && a < main.argument_aliases_output.size(); ++a)
    if (const auto& k = main.argument_aliases_output[a]; k && *k >= 0 && *k < static_cast<int>(aliased.size())) {
      aliased[*k] = true;
      out.emplace(main.results[*k], main.arguments[a]);
    }
  for (size_t a = 0; a < main.arguments.size() && a < main.argument_donated.size(); ++a)
    for (size_t k = 0; main.argument_donated[a] && k < aliased.size(); ++k)
      if (!aliased[k] && local_type(main.arguments[a]) == local_type(main.results[k])) {
        aliased[k] = true;
        out.emplace(main.results[k], main.arguments[a]);
        break;
      }
  return out;
}

std::set<ValueId> results_in_donated_buffers(const Program& program, const LoweredProgram& lowered) {
  std::set<ValueId> out;
  for (const auto& [result, argument] : donated_buffers(program, lowered)) out.insert(result);
  return out;
}

namespace {

// Whether a and b may not share memory (rule 6 for ranges that only touch).
bool interferes(const std::vector<Buffer>& buffers, int a, int b) {
  const Buffer &x = buffers[a], &y = buffers[b];
  if (x.start > y.end || y.start > x.end) return false;
  if (x.end == y.start && x.start < y.start && y.may_overwrite.count(a)) return false;
  if (y.end == x.start && y.start < x.start && x.may_overwrite.count(b)) return false;
  return true;
}

}  // namespace

// Rule 5: assign temporaries to the output allocations, largest first.
std::vector<bool> assign_output_allocations(const std::vector<Buffer>& buffers, const std::vector<bool>* elsewhere) {
  std::vector<std::vector<int>> allocations;  // output allocations: their buffers
  std::vector<int64_t> allocation_size;
  std::vector<bool> parameter_at_start;  // a donated argument's allocation, the argument copied at step 0
  for (int b = 0; b < static_cast<int>(buffers.size()); ++b)
    // Rule 4b: a parameter's allocation is not reused while the parameter is live; rule 4c: once
    // it is copied (at the start), it is free until the result is written there.
    if (buffers[b].output && (!buffers[b].donated || buffers[b].argument_copied)) {
      allocations.push_back({b});
      allocation_size.push_back(buffers[b].bytes);
      parameter_at_start.push_back(buffers[b].donated);
    }
  std::vector<int> order;
  for (int b = 0; b < static_cast<int>(buffers.size()); ++b)
    if (!buffers[b].output && !(elsewhere && (*elsewhere)[b])) order.push_back(b);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    if (buffers[a].bytes != buffers[b].bytes) return buffers[a].bytes > buffers[b].bytes;
    return buffers[a].start < buffers[b].start;
  });
  std::vector<int> by_size(allocations.size());
  for (size_t k = 0; k < by_size.size(); ++k) by_size[k] = static_cast<int>(k);
  std::stable_sort(by_size.begin(), by_size.end(), [&](int a, int b) { return allocation_size[a] < allocation_size[b]; });
  std::vector<bool> in_arena(buffers.size(), true);
  for (int b = 0; b < static_cast<int>(buffers.size()); ++b)
    in_arena[b] = !buffers[b].output && !(elsewhere && (*elsewhere)[b]);
  for (int b : order) {
    for (int k : by_size) {
      if (allocation_size[k] < buffers[b].bytes || (parameter_at_start[k] && buffers[b].start <= 0)) continue;
      bool ok = true;
      for (int o : allocations[k])
        if (interferes(buffers, b, o)) {
          ok = false;
          break;
        }
      if (!ok) continue;
      allocations[k].push_back(b);
      in_arena[b] = false;
      break;
    }
  }
  return in_arena;
}

// Rule 6: a buffer taken over in place by an arena buffer that starts where it ends is not
// counted twice: it leaves the arena a step early.
std::vector<std::pair<int, int>> arena_steps(const std::vector<Buffer>& buffers, const std::vector<bool>& in_arena) {
  std::set<int> taken_over;
  for (int b = 0; b < static_cast<int>(buffers.size()); ++b) {
    if (!in_arena[b]) continue;
    for (int s : buffers[b].may_overwrite)
      if (in_arena[s] && !taken_over.count(s)) {
        taken_over.insert(s);
        break;
      }
  }
  std::vector<std::pair<int, int>> steps(buffers.size(), {0, -1});
  for (int b = 0; b < static_cast<int>(buffers.size()); ++b)
    if (in_arena[b]) steps[b] = {buffers[b].start, taken_over.count(b) ? buffers[b].end - 1 : buffers[b].end};
  return steps;
}

// Rule 7: the temp arena's peak over the steps of rule 6.
ArenaPeak arena_peak(const std::vector<Buffer>& buffers, const std::vector<bool>& in_arena) {
  const std::vector<std::pair<int, int>> steps = arena_steps(buffers, in_arena);
  std::map<int, int64_t> change;  // step -> bytes coming live (+) and dying (-) there
  for (int b = 0; b < static_cast<int>(buffers.size()); ++b) {
    const auto [first, last] = steps[b];
    if (last < first) continue;
    change[first] += buffers[b].bytes;
    change[last + 1] -= buffers[b].bytes;
  }
  ArenaPeak peak;
  int64_t live = 0;
  for (const auto& [at, delta] : change) {
    live += delta;
    if (live > peak.bytes) peak.bytes = live, peak.step = at;
  }
  return peak;
}

}  // namespace shardproof::partition::memory
