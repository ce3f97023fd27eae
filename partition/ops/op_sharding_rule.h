// \file The sharding rule of one op: which dimensions of its operands and results move
// together (a *factor*), and which factors are reductions or must stay replicated. This is
// Shardy's `OpShardingRuleAttr`; propagation (propagate.h) only ever talks in factors.
//
// Printed as Shardy prints it: tensors in brackets, one letter per factor, a dimension that
// is the product of several factors lists them major to minor (`ij`), then the factor sizes
// and the special factors:
//
//   matmul  tensor<16x128> x tensor<128x256> -> tensor<16x256>
//     ([i, k], [k, j])->([i, j]) {i=16, j=256, k=128} reduction={k}
//   reshape tensor<8x16> -> tensor<128>
//     ([i, j])->([ij]) {i=8, j=16}
//   concatenate along dim 1 of tensor<4x1>, tensor<4x2> -> tensor<4x3>
//     ([i, j], [i, k])->([i, l]) {i=4, j=1, k=2, l=3} need_replication={j, k, l}
//   slice [0:8, 0:768] of tensor<8x2304> (the query of a fused q/k/v projection)
//     ([i, j])->([i, j]) {i=8, j=768} permutation={j}
//
// A dimension's axes are split among its factors major first (split_dimension_axes): on dim
// `[ij]` with i=8, j=16, axes {"x"=4, "y"=4} give i {"x", "y":(1)2} and j {"y":(2)2}; a
// minor factor receives axes only once the factors before it are fully sharded.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "types/axis_ref.h"
#include "types/mesh.h"

namespace shardproof::partition {

enum class FactorType {
  pass_through,      // appears in operands and results alike (or only in results)
  reduction,         // appears only in operands: sharding it makes the result unreduced
  need_replication,  // cannot be sharded without communication (sliced, concatenated, ...)
  // Shardy's kPermutation: a dimension the op moves data along (a static slice), which a
  // sharding may follow through the op -- propagation passes it, in the stages it passes
  // reduction factors (stage_direction) -- but which each device computes whole: lowering
  // gathers the operand along it and takes the result's shard after (XLA realigns the
  // shards with collective permutes instead; same result, more bytes moved by us).
  permutation,
};

struct Factor {
  int64_t size = 1;
  FactorType type = FactorType::pass_through;
  bool operator==(const Factor&) const = default;
};

// For one tensor: for each dimension the factors it is made of, major to minor.
using TensorFactorMapping = std::vector<std::vector<int>>;

struct OpShardingRule {
  std::vector<Factor> factors;
  std::vector<TensorFactorMapping> operands;
  std::vector<TensorFactorMapping> results;

  int num_factors() const { return static_cast<int>(factors.size()); }
  int add_factor(int64_t size, FactorType type = FactorType::pass_through) {
    factors.push_back({size, type});
    return num_factors() - 1;
  }
  bool is_reduction(int factor) const { return factors[factor].type == FactorType::reduction; }
  // Whether every device computes the factor's dimensions whole (lowering): need_replication
  // and permutation factors.
  bool computed_whole(int factor) const {
    return factors[factor].type == FactorType::need_replication || factors[factor].type == FactorType::permutation;
  }
  // Operands then results, in one list.
  std::vector<const TensorFactorMapping*> tensors() const;
  bool operator==(const OpShardingRule&) const = default;
};

// Factor names as printed: i, j, ..., z, z_1, z_2, ...
std::string factor_name(int factor);
// `([i, k], [k, j])->([i, j]) {i=16, j=256, k=128} reduction={k}`
std::string to_string(const OpShardingRule& rule);

// Builders for the common shapes of rules.

// Every tensor has `shape`; dimension d of every tensor is factor d (elementwise ops,
// convert, compare, select, sharding constraints). Rank-0 operands (a scalar predicate of
// select) map to no factor.
OpShardingRule elementwise_rule(const std::vector<int64_t>& shape, int num_operands, int num_results,
                                const std::vector<int>& operand_ranks = {});
// Reshape as compound factors: maximal groups of dimensions with equal products are split
// by gcd into factors shared by both sides; a group that does not factor (e.g. 2x3 -> 3x2)
// gets one need_replication factor per dimension. Size-1 dimensions get a factor of size 1.
//   8x16 -> 128:  ([i, j])->([ij])       4x6 -> 2x12: ([ij, k])->([i, jk])
OpShardingRule reshape_rule(const std::vector<int64_t>& in, const std::vector<int64_t>& out);

// The axes of one dimension, split among the factors it is made of (`factors`, major to
// minor), as Shardy's sharding projection does: each factor in turn takes the axes, or the
// major part of an axis (a sub-axis), whose sizes divide what is left of it; the next factor
// starts once this one is fully sharded. What a factor cannot take is left over and goes to
// no factor: an axis no part of which divides it, or the rest of an axis when the factor
// is not full (its minor part would have to straddle two factors, a strided view). Shardy
// keeps these as `overflow` axes (and lets the minor-most factor take all of them, padded);
// here they are dropped, so every factor's axes divide its size: a padded factor inside a
// dimension made of several would not be the padded dimension's layout. Propagation and
// lowering both read a tensor's factors this way. Axes come back resolved.
//   [ij] i=8, j=16,  {"x"=4, "y"=4}  ->  i {"x", "y":(1)2}, j {"y":(2)2}
//   [kl] k=12, l=64, {"m"=8}         ->  k {"m":(1)4}, l {}      ("m":(4)2 is left over)
//   [i]  i=6,        {"x"=2, "y"=4}  ->  i {"x"}                 ("y" is left over)
std::vector<std::vector<types::AxisRef>> split_dimension_axes(const types::Mesh& mesh,
                                                              const std::vector<types::AxisRef>& axes,
                                                              const std::vector<int>& factors,
                                                              const OpShardingRule& rule);

}  // namespace shardproof::partition
