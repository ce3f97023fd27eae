#include "partition/cost/memory_timeline.h"

#include <algorithm>
#include <map>
#include <stdexcept>
#include <string>

#include <fmt/format.h>

#include "partition/ops/op_table.h"

namespace shardproof::partition::memory {

namespace {

// The MLIR line of main's op whose steps hold `step`: the last one that starts at or before it
// (a step deferred past an op's post step, rule 3b, is still that op's work), the return's
// from end_step on. pre is increasing: ops are scheduled in order (memory_schedule.cpp).
int line_at(const CostInputs& in, const Schedule& schedule, int step) {
  if (step >= schedule.end_step) return in.main.return_line;
  const auto it = std::upper_bound(schedule.pre.begin(), schedule.pre.end(), step);
  if (it == schedule.pre.begin()) return 0;
  return in.main.ops[static_cast<size_t>(it - schedule.pre.begin()) - 1].line;
}

}  // namespace

MemoryTimeline memory_timeline(const CostInputs& in, const Schedule& schedule, const std::vector<Buffer>& buffers,
                               const std::vector<bool>& in_arena, const ArenaPeak& peak,
                               const std::vector<std::pair<ValueId, int64_t>>& outputs) {
  MemoryTimeline timeline;
  timeline.peak_step = peak.step;
  // Parameters and outputs are held for the whole step (rule 4): the floor under every point.
  int64_t held = 0;
  for (ValueId a : in.main.arguments) held += in.bytes_of(a);
  for (const auto& [r, bytes] : outputs) held += bytes;

  // The same steps and sums as arena_peak, so the highest point is its peak.
  const std::vector<std::pair<int, int>> steps = arena_steps(buffers, in_arena);
  std::map<int, int64_t> change{{0, 0}};
  for (size_t b = 0; b < buffers.size(); ++b) {
    const auto [first, last] = steps[b];
    if (last < first) continue;
    change[first] += buffers[b].bytes;
    change[last + 1] -= buffers[b].bytes;
  }
  int64_t live = 0;
  for (const auto& [at, delta] : change) {
    live += delta;
    if (!timeline.points.empty() && timeline.points.back().bytes == held + live) continue;  // nothing changed
    timeline.points.push_back({at, line_at(in, schedule, at), held + live});
  }

  // At the peak: the temporaries live there (largest first), then what is held throughout.
  std::vector<LiveAtPeak> temporaries;
  int64_t live_at_peak = 0;
  for (size_t b = 0; b < buffers.size(); ++b) {
    const auto [first, last] = steps[b];
    if (first > peak.step || peak.step > last) continue;
    const Buffer& x = buffers[b];
    const bool of_main_op = x.main_op >= 0 && x.main_op < in.main_op_count;
    temporaries.push_back({"temporary", x.value >= 0 ? in.program.value(x.value).name : "",
                           of_main_op ? std::string(op_name(in.main.ops[x.main_op].kind)) : "return",
                           of_main_op ? in.main.ops[x.main_op].line : in.main.return_line, x.bytes});
    live_at_peak += x.bytes;
  }
  // The same arena, the same step: anything else is a bug in one of the two walks.
  if (live_at_peak > peak.bytes)
    throw std::logic_error(fmt::format("memory timeline: {} bytes live at the peak's step {}, above the arena's peak {}",
                                       live_at_peak, peak.step, peak.bytes));
  std::stable_sort(temporaries.begin(), temporaries.end(),
                   [](const LiveAtPeak& a, const LiveAtPeak& b) { return a.bytes > b.bytes; });
  timeline.at_peak = std::move(temporaries);

  std::map<ValueId, int> defining_op;
  for (int i = 0; i < in.main_op_count; ++i)
    for (ValueId r : in.main.ops[i].results) defining_op[r] = i;
  for (const auto& [r, bytes] : outputs) {
    if (bytes == 0) continue;  // written into a donated argument's buffer: counted as the parameter
    const auto d = defining_op.find(r);
    const bool made = d != defining_op.end();
    timeline.at_peak.push_back({"output", in.program.value(r).name,
                                made ? std::string(op_name(in.main.ops[d->second].kind)) : "",
                                made ? in.main.ops[d->second].line : 0, bytes});
  }
  for (ValueId a : in.main.arguments)
    timeline.at_peak.push_back({"parameter", in.program.value(a).name, "", 0, in.bytes_of(a)});
  // Rule 15: the best-fit heap's block is larger than what is live in it by its gaps.
  if (peak.bytes > live_at_peak) timeline.at_peak.push_back({"heap gaps", "", "", 0, peak.bytes - live_at_peak});
  return timeline;
}

void add_sync_flags(MemoryTimeline& timeline, int64_t bytes) {
  if (bytes <= 0) return;
  for (MemoryPoint& p : timeline.points) p.bytes += bytes;
  timeline.at_peak.push_back({"sync flags", "", "", 0, bytes});
}

}  // namespace shardproof::partition::memory
