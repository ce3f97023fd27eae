// \file A redistribution plan: a source type, a sequence of collectives, a destination
// type, and what each step costs. Plans come from the synthesizer, from JSON (anyone's
// plan can be checked), or from lowering a program.
//
//   x8, 4096x4096 f32, [{"x"},{}] -> [{},{"x"}]:
//     1  all_to_all  {"x"} 0->1  [{}, {"x"}]  4096x512  7 MiB received
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "redistribute/collective.h"
#include "redistribute/topology.h"
#include "types/mesh.h"
#include "types/sharding_type.h"
#include "types/tensor_type.h"

namespace shardproof::redistribute {

struct PlanStep {
  Collective op;
  types::ShardingType type_after;
  std::vector<int64_t> local_shape_after;
  int64_t local_bytes_after = 0;
  int64_t live_bytes = 0;  // input and output buffers both alive during the step
  CollectiveCost cost;
};

// Which program ran a reduction of the plan (redistribute/hierarchical.h): steps
// [first_step, first_step + num_steps) replace the flat collective `replaces`.
struct ReductionChoice {
  int first_step = 0;
  int num_steps = 1;
  std::string replaces;      // all_reduce({"x"})
  std::string program;       // "flat ring" or "reduce_scatter nvlink, all_reduce infiniband, ..."
  double flat_time_s = 0;    // the flat collective's modeled time
  double time_s = 0;         // the chosen program's
  int candidates = 1;        // programs of the grammar that type-checked
};

struct Plan {
  types::Mesh mesh;
  types::TensorType tensor;
  types::ShardingType source;
  types::ShardingType target;
  std::vector<PlanStep> steps;
  std::vector<ReductionChoice> reductions;  // filled by synthesis (decompose_reductions)

  // Summary (computed by `evaluate`).
  int64_t source_bytes = 0;      // local bytes of the source type
  int64_t target_bytes = 0;
  int64_t bound_bytes = 0;       // max(source_bytes, target_bytes)
  int64_t peak_shard_bytes = 0;  // largest local shard along the plan
  int64_t peak_live_bytes = 0;   // largest input+output during a step
  int64_t recv_bytes = 0;        // largest total any device receives
  int64_t send_bytes = 0;
  double modeled_time_s = 0;
  bool within_bound() const { return peak_shard_bytes <= bound_bytes; }
};

// A plan of `ops` from `source` to `target` (not yet evaluated: call evaluate).
Plan make_plan(const types::Mesh& mesh, const types::TensorType& tensor, const types::ShardingType& source,
               const types::ShardingType& target, const std::vector<Collective>& ops);

// Type-checks `plan.steps` from `plan.source` and fills in every step's type, shapes and
// cost and the summary. Returns an empty string on success, otherwise the first step that
// does not type-check and why ("step 2: all_gather(dim 0, {\"x\"}): ..."), or a plan that
// does not end in its target type.
std::string evaluate(Plan& plan, const Topology& topology);

}  // namespace shardproof::redistribute
