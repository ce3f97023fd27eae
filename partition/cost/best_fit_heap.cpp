#include "partition/cost/best_fit_heap.h"

#include <algorithm>
#include <numeric>
#include <tuple>

namespace shardproof::partition::memory {

namespace {

// One chunk to place: a buffer, or buffers written over in place one after another.
struct Interval {
  int start = 0, end = 0;  // steps, both inclusive
  int64_t bytes = 0;
  int first = 0;  // the lowest buffer index in it (the order's last tie-break, as XLA's buffer id)
};

struct Placed {
  int start, end;
  int64_t offset, bytes;
};

int find(std::vector<int>& parent, int b) {
  while (parent[b] != b) b = parent[b] = parent[parent[b]];
  return b;
}

// The arena's buffers as intervals, each in-place pair merged into one (the pairs arena_peak
// counts once: the first arena buffer of may_overwrite not yet taken over).
std::vector<Interval> intervals(const std::vector<Buffer>& buffers, const std::vector<bool>& in_arena) {
  const int n = static_cast<int>(buffers.size());
  std::vector<int> parent(n);
  std::iota(parent.begin(), parent.end(), 0);
  std::vector<bool> taken_over(n, false);
  for (int b = 0; b < n; ++b) {
    if (!in_arena[b]) continue;
    for (int s : buffers[b].may_overwrite)
      if (in_arena[s] && !taken_over[s]) {
        taken_over[s] = true;
        parent[find(parent, b)] = find(parent, s);
        break;
      }
  }
  std::vector<int> slot(n, -1);
  std::vector<Interval> out;
  for (int b = 0; b < n; ++b) {
    if (!in_arena[b] || buffers[b].bytes <= 0 || buffers[b].end < buffers[b].start) continue;
    const int root = find(parent, b);
    if (slot[root] < 0) {
      slot[root] = static_cast<int>(out.size());
      out.push_back({buffers[b].start, buffers[b].end, buffers[b].bytes, b});
      continue;
    }
    Interval& i = out[slot[root]];
    i.start = std::min(i.start, buffers[b].start);
    i.end = std::max(i.end, buffers[b].end);
    i.bytes = std::max(i.bytes, buffers[b].bytes);
  }
  return out;
}

// Places the intervals in the given order, each in the smallest gap that holds it among the
// chunks placed so far that overlap it in time (the lowest such gap on a tie), or on top of
// them; returns the block's size.
int64_t place(const std::vector<Interval>& order) {
  std::vector<Placed> placed;
  placed.reserve(order.size());
  std::vector<const Placed*> overlapping;
  int64_t heap = 0;
  for (const Interval& i : order) {
    overlapping.clear();
    for (const Placed& p : placed)
      if (p.start <= i.end && i.start <= p.end) overlapping.push_back(&p);
    std::sort(overlapping.begin(), overlapping.end(),
              [](const Placed* a, const Placed* b) { return a->offset < b->offset; });
    int64_t top = 0, best_offset = -1, best_gap = 0;
    for (const Placed* p : overlapping) {
      const int64_t gap = p->offset - top;
      if (gap >= i.bytes && (best_offset < 0 || gap < best_gap)) best_offset = top, best_gap = gap;
      top = std::max(top, p->offset + p->bytes);
    }
    const int64_t offset = best_offset >= 0 ? best_offset : top;
    placed.push_back({i.start, i.end, offset, i.bytes});
    heap = std::max(heap, offset + i.bytes);
  }
  return heap;
}

}  // namespace

int64_t best_fit_heap_bytes(const std::vector<Buffer>& buffers, const std::vector<bool>& in_arena) {
  const std::vector<Interval> all = intervals(buffers, in_arena);
  // XLA's spatial order: size, then duration, both decreasing.
  std::vector<Interval> spatial = all;
  std::stable_sort(spatial.begin(), spatial.end(), [](const Interval& a, const Interval& b) {
    return std::make_tuple(-a.bytes, a.start - a.end, a.first) < std::make_tuple(-b.bytes, b.start - b.end, b.first);
  });
  // Its temporal order: duration, then size, both decreasing.
  std::vector<Interval> temporal = all;
  std::stable_sort(temporal.begin(), temporal.end(), [](const Interval& a, const Interval& b) {
    return std::make_tuple(a.start - a.end, -a.bytes, a.first) < std::make_tuple(b.start - b.end, -b.bytes, b.first);
  });
  return std::min(place(spatial), place(temporal));
}

}  // namespace shardproof::partition::memory
