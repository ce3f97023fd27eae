// \file Why a redistribution exists (issue 43): for each plan lowering inserted, the op that
// needs it, the two layouts that disagree, and where each came from, followed back through
// the origins propagation recorded (propagate.h, ShardingOrigin) to the annotation that
// started it: an argument's sharding (its PartitionSpec), a with_sharding_constraint, the
// function's declared result sharding, a shard_map's specs. The user's names and MLIR lines
// only: the command line puts the Python lines beside them (cli/source_places.h).
//
//   %4 = dot_general %1, params['w2']   (h @ params["w2"], %1 [{"data"}, {"model"}],
//                                        params['w2'] [{"data"}, {}])
//     need: stablehlo.dot_general needs params['w2'] (operand 1) as [{}, {}]; it is [{"data"}, {}]
//     have: params['w2'] dim 0 is {"data"}: the sharding given to argument params['w2']
//     want: dim 0 is the op's factor k; "data" is held by %1 dim 0 (factor i), the op's
//           other tensor there, and %1 dim 0 took {"data"} from %0 dim 0 through
//           stablehlo.tanh, which took it from x dim 0 through stablehlo.dot_general;
//           x dim 0 is {"data"}: the sharding given to argument x
//
//   return %21 (result[1]['w1'], declared [{}, {"model"}]; computed [{"data"}, {}])
//     need: the function returns result[1]['w1'] (result 1) as [{}, {"model"}]; it is [{"data"}, {}]
//     want: result[1]['w1'] dim 1 must be {"model"}: the function's declared result sharding
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

// The chain of one value's dimension: its origins back to an annotation, or that nothing
// shards it.
std::vector<WhyLink> dimension_chain(const Program& program, const PropagationResult& propagation, ValueId value,
                                     int dim);

// The chain of each propagation conflict's value and dimension (empty where it has no
// dimension), in the order of propagation.conflicts.
std::vector<std::vector<WhyLink>> explain_conflicts(const Program& program, const PropagationResult& propagation);

// One Why per inserted redistribution, in the same order.
std::vector<Why> explain_redistributions(const Program& program, const PropagationResult& propagation,
                                         const LoweredProgram& lowered);

// Whether a plan leaves, after some step that receives data, a value that was split whole on
// every device (XLA's "involuntary full rematerialization").
bool gathers_whole(const types::Mesh& mesh, const redistribute::Plan& plan, int rank);

}  // namespace shardproof::partition
