// \file Why a redistribution exists (issue 43): for each plan lowering inserted, the op that
// needs it, the two layouts that disagree, and where each came from, followed back through
// the origins propagation recorded (propagate.h, ShardingOrigin) to the annotation that
// started it: an argument's sharding (its PartitionSpec), a with_sharding_constraint, the
// function's declared result sharding, a shard_map's specs. The user's names and MLIR lines
// only: the command line puts the Python lines beside them (cli/source_places.h).
//
//   %4 = dot_general %1, params['w2']   (`h @ params["w2"]`; params['w2'] was given P('data', None))
//     need: stablehlo.dot_general needs params['w2'] (operand 1) as [{"model"}, {}]; it is [{"data"}, {}]
//     have: params['w2'] dim 0 is {"data"}: the sharding given to argument params['w2'] (its PartitionSpec)
//     want: dim 0 is the op's factor k, which it runs split as %1 dim 1 is: {"model"}
//           %1 dim 1 took {"model"} from %0 dim 1 through stablehlo.tanh
//           %0 dim 1 took {"model"} from params['w1'] dim 1 through stablehlo.dot_general
//           params['w1'] dim 1 is {"model"}: the sharding given to argument params['w1'] (its PartitionSpec)
//
//   %16 = dot_general %13, params['w2']  (its backward: %13 [{"data"}, {}] is gathered whole)
//     want: "data" is held by %16 dim 1 (the op's factor j), so factor i (dim 0 here) cannot
//           be split over it too; %16 dim 1 took {"data"} from params['w2'] dim 0 ...
//
//   return %21 (declared [{}, {"model"}] by the jit's out_shardings)
//     want: result 1 is declared [{}, {"model"}]: the function's result sharding (jit's out_shardings)
//
// A chain longer than a screen keeps its ends ("... through 12 more ops ..." between).
#pragma once

#include <string>
#include <vector>

#include "partition/ir/program.h"
#include "partition/lower/lower.h"
#include "partition/propagate/propagate.h"

namespace shardproof::partition {

// One step of a chain: what happened, and the MLIR line of the op where it happened (0 for an
// argument's own sharding, which has no op).
struct WhyLink {
  std::string text;
  int line = 0;
  // A link that ends the chain at what the user wrote: the argument, or the sharding
  // constraint's result, whose sharding it is (-1 otherwise). The fix search changes these.
  ValueId source = -1;
  bool operator==(const WhyLink&) const = default;
};

struct Why {
  int redistribution = -1;    // into LoweredProgram::redistributions
  int line = 0;               // of the op that needs it
  std::string value;          // the value moved, by its user name where it has one
  std::string need;           // one sentence: who needs which layout, and which it has
  std::vector<WhyLink> have;  // where the value's layout came from
  std::vector<WhyLink> want;  // where the needed layout came from
  bool whole = false;         // the plan holds the whole array on every device at some step
};

// The chain of each propagation conflict's value and dimension: its origins back to an
// annotation, or that nothing shards it (empty where the conflict names no dimension), in the
// order of propagation.conflicts.
std::vector<std::vector<WhyLink>> explain_conflicts(const Program& program, const PropagationResult& propagation);

// One Why per inserted redistribution, in the same order.
std::vector<Why> explain_redistributions(const Program& program, const PropagationResult& propagation,
                                         const LoweredProgram& lowered);

// Whether a plan leaves, after some step that receives data, a value that was split whole on
// every device (XLA's "involuntary full rematerialization").
bool gathers_whole(const types::Mesh& mesh, const redistribute::Plan& plan, int rank);

}  // namespace shardproof::partition
