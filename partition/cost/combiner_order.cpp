#include "partition/cost/combiner_order.h"

#include <unordered_map>
#include <utility>

namespace shardproof::partition {

std::vector<int> post_order_ranks(const Program& program) {
  const auto& ops = program.main.ops;
  const int n = static_cast<int>(ops.size());
  std::unordered_map<ValueId, int> made_by;  // value -> index of the main op making it
  for (int i = 0; i < n; ++i)
    for (ValueId r : ops[static_cast<size_t>(i)].results) made_by[r] = i;
  std::vector<bool> read(static_cast<size_t>(n), false);
  auto mark_read = [&](ValueId v) {
    if (auto it = made_by.find(v); it != made_by.end()) read[static_cast<size_t>(it->second)] = true;
  };
  for (const Op& op : ops)
    for (ValueId v : op.operands) mark_read(v);
  for (ValueId v : program.main.results) mark_read(v);

  std::vector<int> rank(static_cast<size_t>(n) + 1, -1);
  int next = 0;
  // The operands of node i (n: the return) that main's ops make, first to last.
  auto producers = [&](int i) {
    std::vector<int> out;
    const std::vector<ValueId>& operands = i == n ? program.main.results : ops[static_cast<size_t>(i)].operands;
    for (ValueId v : operands)
      if (auto it = made_by.find(v); it != made_by.end()) out.push_back(it->second);
    return out;
  };
  auto walk = [&](int start) {
    if (rank[static_cast<size_t>(start)] >= 0) return;
    std::vector<bool> entered(static_cast<size_t>(n) + 1, false);
    std::vector<std::pair<int, std::vector<int>>> stack;  // node, its producers left (reversed)
    auto enter = [&](int i) {
      entered[static_cast<size_t>(i)] = true;
      std::vector<int> p = producers(i);
      stack.emplace_back(i, std::vector<int>(p.rbegin(), p.rend()));
    };
    enter(start);
    while (!stack.empty()) {
      auto& [node, left] = stack.back();
      if (left.empty()) {
        rank[static_cast<size_t>(node)] = next++;
        stack.pop_back();
        continue;
      }
      const int p = left.back();
      left.pop_back();
      if (rank[static_cast<size_t>(p)] < 0 && !entered[static_cast<size_t>(p)]) enter(p);
    }
  };
  for (int i = 0; i < n; ++i)
    if (!read[static_cast<size_t>(i)]) walk(i);
  walk(n);
  for (int i = 0; i < n; ++i)  // none left, but for safety: in program order after the rest
    if (rank[static_cast<size_t>(i)] < 0) rank[static_cast<size_t>(i)] = next++;
  return rank;
}

}  // namespace shardproof::partition
