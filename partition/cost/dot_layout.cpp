#include "partition/cost/dot_layout.h"

#include <algorithm>

namespace shardproof::partition::memory {

namespace {

// How many free dimensions operand `operand` has.
int count_free_dims(const Program& program, const Op& dot, size_t operand) {
  const auto& batch = operand == 0 ? dot.dot.lhs_batch : dot.dot.rhs_batch;
  const auto& contracting = operand == 0 ? dot.dot.lhs_contracting : dot.dot.rhs_contracting;
  return program.value(dot.operands[operand]).type.rank() - static_cast<int>(batch.size() + contracting.size());
}

}  // namespace

// XLA's CPU backend runs a dot_general as a product of matrices: an operand with more than
// one free (non-batch, non-contracting) or contracting dimension is bitcast to a matrix
// first, and a result whose operands had several free dimensions is a bitcast of the
// product. A fusion that reads or writes through such a bitcast does not use its operand
// elementwise only, so it may not write over it (rule 6).
bool dot_operand_bitcast(const Program& program, const Op& dot, size_t operand) {
  const auto& contracting = operand == 0 ? dot.dot.lhs_contracting : dot.dot.rhs_contracting;
  return count_free_dims(program, dot, operand) > 1 || contracting.size() > 1;
}
bool dot_result_bitcast(const Program& program, const Op& dot) {
  return count_free_dims(program, dot, 0) > 1 || count_free_dims(program, dot, 1) > 1;
}

// Rule 2b, the transposed copy of a dot operand. XLA's DotDecomposer (in the CPU and GPU
// pipelines) rewrites a dot that is not canonical — batch dimensions not leading, or more than
// one contracting or free dimension on a side — into one on matrices: it transposes the lhs
// to [batch..., free..., contracting...] and the rhs to [batch..., contracting..., free...]
// and reshapes them to [batch, m, k] and [batch, k, n]. A transpose that moves only size-1
// dimensions is a bitcast (AlgebraicSimplifier), and a side left with one free and one
// contracting dimension after leading batch dimensions is a plain matrix whose row/column
// swap TransposeFolding folds back into the dot; any other transpose is a physical copy of
// the operand (XLA CPU's copy_bitcast_fusion / transpose fusion), into which the operand's
// elementwise producer is fused. The weight gradient of a training step, JAX's
// dot_general(g, x) over the batch and sequence dimensions (g: [b, s, d], contracting [0, 1]),
// is one: g is copied to [d, b*s] (mlp_train_tp: copy_bitcast_fusion, 2 MiB, of the output
// gradient for w2's gradient dot). `shape` is the operand's local shape as the dot runs.
bool dot_operand_transposed(const Op& dot, size_t operand, const std::vector<int64_t>& shape) {
  const auto& batch = operand == 0 ? dot.dot.lhs_batch : dot.dot.rhs_batch;
  const auto& contracting = operand == 0 ? dot.dot.lhs_contracting : dot.dot.rhs_contracting;
  const int rank = static_cast<int>(shape.size());
  const std::vector<int64_t> free = dot.dot.free_dims(operand, rank);
  bool batch_leading = true;
  for (size_t k = 0; k < batch.size(); ++k) batch_leading = batch_leading && batch[k] == static_cast<int64_t>(k);
  if (batch_leading && free.size() <= 1 && contracting.size() <= 1) return false;  // a matrix: folded
  std::vector<int64_t> order(batch.begin(), batch.end());
  const auto& first = operand == 0 ? free : contracting;
  const auto& second = operand == 0 ? contracting : free;
  order.insert(order.end(), first.begin(), first.end());
  order.insert(order.end(), second.begin(), second.end());
  int64_t last = -1;
  for (int64_t d : order) {
    if (d < 0 || d >= rank || shape[d] == 1) continue;  // size 1: moved by a bitcast
    if (d < last) return true;
    last = d;
  }
  return false;
}

// XLA's AlgebraicSimplifier rewrites transpose(dot(a, b)) of a product of matrices (batch
// dimensions leading, one free dimension on each side) into dot(b, a), when the transpose is
// the dot's only user (permuted_devices_2x4: the weight gradients %18/%19, a dot and its
// transpose in StableHLO, are one dot.5 f32[512,256] that the SGD update's fusion writes
// over in its output allocation).
bool transpose_folded_into_dot(const Program& program, const Op& transpose, const Op& dot) {
  if (transpose.kind != OpKind::transpose || dot.kind != OpKind::dot_general || dot.results.empty()) return false;
  if (count_free_dims(program, dot, 0) != 1 || count_free_dims(program, dot, 1) != 1) return false;
  const int64_t batch = static_cast<int64_t>(dot.dot.lhs_batch.size());
  for (size_t k = 0; k < dot.dot.lhs_batch.size(); ++k)
    if (dot.dot.lhs_batch[k] != static_cast<int64_t>(k) || dot.dot.rhs_batch[k] != static_cast<int64_t>(k)) return false;
  std::vector<int64_t> swapped;
  for (int64_t d = 0; d < batch; ++d) swapped.push_back(d);
  swapped.push_back(batch + 1);
  swapped.push_back(batch);
  return transpose.dims == swapped;
}

// The product's matrix sizes from the operands' local shapes: m, n the products of each side's
// free dimensions, k that of the contracting ones.
DotMatrixSizes dot_matrix_sizes(const Op& dot, const std::vector<int64_t>& lhs, const std::vector<int64_t>& rhs) {
  auto product = [](const std::vector<int64_t>& shape, const std::vector<int64_t>& dims) {
    int64_t n = 1;
    for (int64_t d : dims) n *= shape[static_cast<size_t>(d)];
    return n;
  };
  return {product(lhs, dot.dot.free_dims(0, static_cast<int64_t>(lhs.size()))),
          product(rhs, dot.dot.free_dims(1, static_cast<int64_t>(rhs.size()))), product(lhs, dot.dot.lhs_contracting)};
}

}  // namespace shardproof::partition::memory
