// \file One row of a GLPK constraint matrix in the triplet form glp_load_mat takes (ia, ja, ar,
// 1-based, each (row, column) at most once). The LP encodings build rows from the network's
// values, and one column can reach a row twice: overlapping max-pool windows pass one input
// on as several outputs, which the next affine row reads once per output. GLPK rejects a
// repeated (row, column) as an internal error, so repeats are summed here, and zeros dropped.
// Example:
//   append_row({{3, 1.0}, {5, -2.0}, {3, 0.5}}, row, ia, ja, ar);   // (row,3)=1.5, (row,5)=-2
#pragma once

#include <algorithm>
#include <utility>
#include <vector>

namespace shardproof::robustness {

inline void append_row(std::vector<std::pair<int, double>> entries, int row, std::vector<int>& ia, std::vector<int>& ja,
                       std::vector<double>& ar) {
  std::sort(entries.begin(), entries.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
  for (std::size_t i = 0; i < entries.size();) {
    const int col = entries[i].first;
    double v = 0;
    for (; i < entries.size() && entries[i].first == col; ++i) v += entries[i].second;
    if (v == 0) continue;
    ia.push_back(row);
    ja.push_back(col);
    ar.push_back(v);
  }
}

}  // namespace shardproof::robustness
