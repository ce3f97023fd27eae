// \file How XLA's CPU backend lays out the operands and result of a dot_general, which the
// memory model needs twice: a fusion that reads or writes a dot's operand through a bitcast
// to a matrix may not write over it (rule 6), and an operand that must be transposed
// physically gets a copy of its own (rule 2b). See cost_model.cpp for the rules.
//
//   dot_general(x [b, s, d], w [d, f]), contracting {2} x {0}:
//     x has two free dimensions: read through a bitcast to [b*s, d], the result [b, s, f] is
//     a bitcast of the [b*s, f] product; nothing is transposed
//   dot_general(g [b, s, d], x [b, s, e]), contracting {0, 1} x {0, 1} (a weight gradient):
//     g is transposed to [d, b*s] (a copy of g, rule 2b); x is [b*s, e] as it is
//   dot_general(a [m, k], b [n, k]), contracting {1} x {1}: plain matrices, the row/column
//     swap folded into the dot; no copy
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "partition/ir/program.h"

namespace shardproof::partition::memory {

// Whether the dot reads operand `operand` (0: lhs, 1: rhs) through a bitcast to a matrix: it
// has more than one free (non-batch, non-contracting) or contracting dimension.
bool dot_operand_bitcast(const Program& program, const Op& dot, size_t operand);
// Whether the dot's result is a bitcast of the matrix product: an operand had several free
// dimensions.
bool dot_result_bitcast(const Program& program, const Op& dot);
// Rule 2b: whether XLA's DotDecomposer transposes operand `operand` physically; `shape` is the
// operand's local shape as the dot runs.
bool dot_operand_transposed(const Op& dot, size_t operand, const std::vector<int64_t>& shape);
// Rule 6: whether `transpose`, the only reader of the matrix product `dot`, swaps its two free
// dimensions, which XLA folds into the dot (dot(b, a) computes it): no data moves, so a
// fusion reading the transpose reads the dot's result elementwise.
bool transpose_folded_into_dot(const Program& program, const Op& transpose, const Op& dot);

// The sizes of the matrix product a dot_general computes per batch element, from its
// operands' local shapes (rule 2f: which dots XLA's library runs).
struct DotMatrixSizes {
  int64_t m = 1, n = 1, k = 1;
};
DotMatrixSizes dot_matrix_sizes(const Op& dot, const std::vector<int64_t>& lhs, const std::vector<int64_t>& rhs);

}  // namespace shardproof::partition::memory
