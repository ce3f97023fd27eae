// \file Finding Megatron's column- and row-parallel weight pairs in a program (Shoeybi et al.
// 2019): two matmuls with a nonlinearity between them, the first one's weights split on their
// output dimension, the second one's on their contracting dimension, so that the activation
// between them stays split and only the second matmul's result needs one all-reduce.
//
// A *weight dot* is a dot_general one of whose operands is a parameter: a function argument
// (not an input, training_roles.h) reached through convert and transpose only. Weight dots
// that read the same activation form a *column group* (one dot in an MLP; Q, K and V in an
// attention block). From the group's results the pattern walks forward through every op
// whose other operands are independent of the activation stream (biases, masks, constants;
// not the residual, which would make the split leak into it), and records each weight dot it
// reaches as the group's *row* partner when a nonlinearity (tanh, exp, ...) lies on the way.
//
//   h = gelu(x @ w1 + b1); y = h @ w2         column {w1: dim 1}, row {w2: dim 0}
//   q, k, v = h @ wq, h @ wk, h @ wv  (D x H x Dh);  o = softmax(q k^T) v;  o @ wo (H x Dh x D)
//                                              column {wq, wk, wv: dim 1 (heads)}, row {wo: dim 0}
//   x + y (residual) -> layer_norm -> @ wq     no pair: the residual is the activation stream
#pragma once

#include <vector>

#include "partition/ir/program.h"

namespace shardproof::partition::tactics {

struct WeightUse {
  int argument = -1;  // index into main's arguments
  int dim = -1;       // the argument's dimension to split
  int line = 0;       // of the dot_general
  bool operator==(const WeightUse&) const = default;
};

struct MegatronPair {
  std::vector<WeightUse> column;  // split on their first output (free) dimension
  std::vector<WeightUse> row;     // split on their first contracting dimension
};

// Pairs in program order. `inputs`: arguments that are data, not parameters.
std::vector<MegatronPair> find_megatron_pairs(const Program& program, const std::vector<int>& inputs);

}  // namespace shardproof::partition::tactics
