#include "partition/cost/whole_gradient_layout.h"

#include "partition/cost/plan_memory.h"
#include "partition/cost/tpu_tiling.h"

namespace shardproof::partition::memory {

int64_t tpu_whole_piece_bytes(const CostInputs& in, const redistribute::Plan& plan, ValueId v) {
  if (in.topology.compiler != redistribute::Compiler::xla_tpu || held_whole(plan, in.topology) <= 1) return 0;
  const types::TensorType& type = in.program.value(v).type;
  return tpu_tiled_bytes(type.dtype, types::local_shape(in.lowered.mesh, plan.target, type.shape));
}

}  // namespace shardproof::partition::memory
