#include "robustness/sparse_rows.h"

namespace shardproof::robustness {

double SparseRows::fill() const {
  const double dense = static_cast<double>(rows()) * static_cast<double>(cols);
  return dense > 0 ? static_cast<double>(entries()) / dense : 0.0;
}

SparseRows SparseRows::unit(const std::vector<int>& at, long cols) {
  SparseRows s;
  s.cols = cols;
  for (double sign : {1.0, -1.0})
    for (int j : at) {
      s.index.push_back(j);
      s.value.push_back(sign);
      s.starts.push_back(static_cast<long>(s.value.size()));
    }
  return s;
}

SparseRows SparseRows::times(const SpMat& W) const {
  SparseRows out;
  out.cols = W.cols();
  out.starts.reserve(starts.size());
  // A dense accumulator over W's columns and the columns a row touched: resetting only those
  // keeps a row's cost to its own entries.
  std::vector<double> acc(static_cast<std::size_t>(W.cols()), 0.0);
  std::vector<char> seen(static_cast<std::size_t>(W.cols()), 0);
  std::vector<int> touched;
  for (long r = 0; r < rows(); ++r) {
    touched.clear();
    for (long e = starts[r]; e < starts[r + 1]; ++e) {
      const double lam = value[e];
      for (SpMat::InnerIterator w(W, index[e]); w; ++w) {
        const int i = static_cast<int>(w.col());
        if (!seen[i]) { seen[i] = 1; touched.push_back(i); }
        acc[i] += lam * w.value();
      }
    }
    for (int i : touched) {
      if (acc[i] != 0) { out.index.push_back(i); out.value.push_back(acc[i]); }
      acc[i] = 0;
      seen[i] = 0;
    }
    out.starts.push_back(static_cast<long>(out.value.size()));
  }
  return out;
}

Vec SparseRows::times(const Vec& v) const {
  Vec out = Vec::Zero(rows());
  for (long r = 0; r < rows(); ++r)
    for (long e = starts[r]; e < starts[r + 1]; ++e) out(r) += value[e] * v(index[e]);
  return out;
}

Mat SparseRows::dense() const {
  Mat out = Mat::Zero(rows(), cols);
  for (long r = 0; r < rows(); ++r)
    for (long e = starts[r]; e < starts[r + 1]; ++e) out(r, index[e]) += value[e];
  return out;
}

void SparseRows::drop_zeros() {
  long kept = 0;
  long from = 0;
  for (long r = 0; r < rows(); ++r) {
    const long end = starts[r + 1];
    for (long e = from; e < end; ++e)
      if (value[e] != 0) { index[kept] = index[e]; value[kept] = value[e]; ++kept; }
    from = end;
    starts[r + 1] = kept;
  }
  index.resize(static_cast<std::size_t>(kept));
  value.resize(static_cast<std::size_t>(kept));
}

}  // namespace shardproof::robustness
