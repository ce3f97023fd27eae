// \file SparseRows: the rows of a back-substitution (bounds.h's Lambda) while they are sparse.
// An intermediate bound starts as a unit row at one output of a layer; pulled back through a
// convolution it covers only that output's receptive field, a few per cent of the state for
// the first layers below it (resnet_a's 16x32x32 state: 144 of 16,384 entries after one 3x3
// convolution), where a dense row pays for every entry. The rows are compressed (CSR): entries
// of row r at [starts[r], starts[r + 1]), column indices within a row in no particular order
// (every use here is order-free).
// Examples: unit({5, 9}, 16) is the 4 rows +e5, +e9, -e5, -e9 over 16 columns; unit(...)
// .times(W) is those rows of W (up to sign); dense() gives the same rows as an Eigen matrix.
#pragma once

#include <vector>

#include "robustness/network.h"

namespace shardproof::robustness {

struct SparseRows {
  long cols = 0;
  std::vector<long> starts{0};  // rows() + 1 offsets
  std::vector<int> index;       // column of each entry
  std::vector<double> value;

  long rows() const { return static_cast<long>(starts.size()) - 1; }
  long entries() const { return static_cast<long>(value.size()); }
  // Entries over rows x cols: the share of the dense matrix this holds.
  double fill() const;

  // +e_j for each j in `at`, then -e_j for each, over `cols` columns.
  static SparseRows unit(const std::vector<int>& at, long cols);
  // S W for W over this matrix's columns (W.rows() == cols): each entry S(r, o) adds
  // S(r, o) W(o, :) into a dense accumulator over W's columns (Gustavson's method); exact zeros
  // of the result are dropped.
  SparseRows times(const SpMat& W) const;
  // S v.
  Vec times(const Vec& v) const;
  Mat dense() const;
  // Drops the entries that are exactly zero (after a relaxation zeroed them).
  void drop_zeros();
};

}  // namespace shardproof::robustness
