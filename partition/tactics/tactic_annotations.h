// \file What one tactic asks for, as annotations on values: "dimension d of value v on these
// axes", or "value v never on these axes" (replicate/keep). It reads the program as the
// previous tactics left it (their propagated shardings), because ZeRO's "largest free
// dimension" depends on them.
//
//   shard {"params['w1']": [null, model]}    -> (w1, dim 1, [model])
//   batch {axis: data} on f(params, x, y)     -> (x, dim 0, [data]), (y, dim 0, [data])
//   megatron {axis: model} on an MLP          -> (w1, dim 1, [model]), (w2, dim 0, [model])
//   zero {stage: 3, axis: data}               -> opt_state['mu']['w1'] 512x2048 -> (dim 1, [data]),
//                                                its gradient and params['w1'] the same way
//   replicate {values: x, axes: model}        -> (x, replicated, [model])
//
// Names that select nothing, axes not in the mesh, dimensions out of range: types::InputError
// at the tactic file's line and column, naming the tactic.
#pragma once

#include <string>
#include <vector>

#include "partition/ir/program.h"
#include "partition/tactics/tactic.h"
#include "types/mesh.h"

namespace shardproof::partition::tactics {

struct Annotation {
  ValueId value = -1;
  int dim = -1;  // -1: the axes are forbidden on the value (replicated)
  std::vector<std::string> axes;
  std::string name;     // the value as the user knows it: "params['w1']", "%42" for an inner value
  int line = 0, column = 0;  // where the tactic file asked for it
};

// `current`: the program with the previous tactics' propagated shardings on its values.
std::vector<Annotation> tactic_annotations(const Tactic& tactic, const Program& current, const types::Mesh& mesh,
                                           const std::string& tactic_file);

}  // namespace shardproof::partition::tactics
