#include "partition/cost/memory_spaces.h"

#include <algorithm>
#include <cstdint>
#include <numeric>

namespace shardproof::partition::memory {
namespace {

// Range add and range maximum over the compressed steps: the VMEM in use at each step as
// buffers are placed (n log n for the 70B steps' thousands of buffers).
class MaxTree {
 public:
  explicit MaxTree(size_t n) : n_(std::max<size_t>(n, 1)), max_(4 * n_, 0), add_(4 * n_, 0) {}
  void add(size_t lo, size_t hi, int64_t v) { add(1, 0, n_ - 1, lo, hi, v); }
  int64_t max(size_t lo, size_t hi) const { return max(1, 0, n_ - 1, lo, hi); }

 private:
  void add(size_t node, size_t l, size_t r, size_t lo, size_t hi, int64_t v) {
    if (hi < l || r < lo) return;
    if (lo <= l && r <= hi) {
      max_[node] += v;
      add_[node] += v;
      return;
    }
    const size_t m = (l + r) / 2;
    add(2 * node, l, m, lo, hi, v);
    add(2 * node + 1, m + 1, r, lo, hi, v);
    max_[node] = add_[node] + std::max(max_[2 * node], max_[2 * node + 1]);
  }
  int64_t max(size_t node, size_t l, size_t r, size_t lo, size_t hi) const {
    if (hi < l || r < lo) return INT64_MIN;
    if (lo <= l && r <= hi) return max_[node];
    const size_t m = (l + r) / 2;
    return add_[node] + std::max(max(2 * node, l, m, lo, hi), max(2 * node + 1, m + 1, r, lo, hi));
  }
  size_t n_;
  std::vector<int64_t> max_, add_;
};

}  // namespace

MemorySpaces assign_memory_spaces(const std::vector<Buffer>& buffers, const std::vector<bool>& in_arena,
                                  int64_t vmem_bytes, bool loop_fusions_only) {
  MemorySpaces out;
  out.in_vmem.assign(buffers.size(), false);
  std::vector<int> candidates;
  for (int b = 0; b < static_cast<int>(buffers.size()); ++b)
    if (in_arena[b] && !buffers[b].output && buffers[b].bytes > 0 && buffers[b].bytes <= vmem_bytes &&
        (!loop_fusions_only || buffers[b].loop_fusion || buffers[b].in_reader_fusion))
      candidates.push_back(b);
  if (!candidates.empty()) {
    std::vector<int> steps;
    for (int b : candidates) steps.insert(steps.end(), {buffers[b].start, buffers[b].end});
    std::sort(steps.begin(), steps.end());
    steps.erase(std::unique(steps.begin(), steps.end()), steps.end());
    auto index = [&](int step) {
      return static_cast<size_t>(std::lower_bound(steps.begin(), steps.end(), step) - steps.begin());
    };
    std::stable_sort(candidates.begin(), candidates.end(),
                     [&](int a, int b) { return buffers[a].bytes < buffers[b].bytes; });
    MaxTree used(steps.size());
    for (int b : candidates) {
      const size_t lo = index(buffers[b].start), hi = index(buffers[b].end);
      if (used.max(lo, hi) + buffers[b].bytes > vmem_bytes) continue;
      used.add(lo, hi, buffers[b].bytes);
      out.in_vmem[b] = true;
    }
    out.vmem_peak_bytes = std::max<int64_t>(0, used.max(0, steps.size() - 1));
  }
  std::vector<bool> in_hbm_arena = in_arena;
  for (size_t b = 0; b < buffers.size(); ++b)
    if (out.in_vmem[b]) in_hbm_arena[b] = false;
  out.hbm_arena = arena_peak(buffers, in_hbm_arena);
  return out;
}

}  // namespace shardproof::partition::memory
