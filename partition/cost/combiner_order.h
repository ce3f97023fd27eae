// \file The order XLA's collective combiners walk a computation in (rule C1,
// collective_combining.h): its post order, a depth-first walk from each instruction nothing
// reads (the root, the function's results, last), every instruction after its operands and
// the first operand's subgraph before the second's (HloComputation::MakeInstructionPostOrder).
// The combiners take the first collective left in that order, add the later ones of its key
// until one depends on the group or the threshold is reached, and start again from the top;
// so the groups depend on this order, not on the program's text.
//
//   %a = dot(x, w1)  (partial over "model")      %c = dot(x, w2)  (partial over "model")
//   %b = exp(all_reduce(%a))                     %d = add(%b, all_reduce(%c))
//   return %d
//     post order from %d: x, w1, %a, all_reduce(%a), %b, w2, %c, all_reduce(%c), %d: the
//     all-reduce of %a first, though %c's line may come first in the text.
//
// Ranks are of main's ops; a collective inside a loop or a shard_map takes its op's rank
// (collectives inside one body keep their program order among themselves).
#pragma once

#include <vector>

#include "partition/ir/program.h"

namespace shardproof::partition {

// For each of main's ops (by index), its place in XLA's post order of main; the return's
// place (index main.ops.size()) is last.
std::vector<int> post_order_ranks(const Program& program);

}  // namespace shardproof::partition
