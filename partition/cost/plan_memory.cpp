#include "partition/cost/plan_memory.h"

#include <algorithm>

namespace shardproof::partition::memory {

namespace {

// Rule 3d: an all-gather along a dimension that is not the major-most one (of those with more
// than one element) concatenates pieces that are not contiguous. XLA's CPU backend gathers in
// a layout whose gathered dimension is major instead: a copy of the operand into that layout
// before (transformer_fsdp_tp: wrapped_copy f32[8,64,256]{1,0,2} before all-gather.5,
// wrapped_copy.1 before all-gather.10), the all-gather in it, and a copy of the result
// back to the default layout after (copy_bitcast_fusion / wrapped_copy.2), so the gathered
// result is briefly held twice. transformer_fsdp_tp: w_out [2048, 256] gathered over its
// minor dimension is all-gather.10 f32[2048,1024]{0,1} and wrapped_copy.2 f32[2048,1024]{1,0},
// 8 MiB each, both live at XLA's peak. The copy back is needed where a dot_general reads the
// gathered value (XLA CPU's dot kernels take row-major operands); a fusion reading it reads
// the gathered layout as it is, so the rule applies to the operands of a dot_general.
bool gathers_minor_dimension(const redistribute::PlanStep& step) {
  const auto& shape = step.local_shape_after;
  for (int d = 0; d < step.op.dim && d < static_cast<int>(shape.size()); ++d)
    if (shape[d] > 1) return true;
  return false;
}

}  // namespace

bool reduce_scatter_issued_whole(const redistribute::Topology& topology, int64_t group, int64_t devices) {
  return topology.reduce_scatter_as_all_reduce || (topology.megacore && group >= devices);
}

bool reduce_scatter_held_whole(const redistribute::Plan& plan, const redistribute::PlanStep& step,
                               const redistribute::Topology& topology) {
  return step.op.kind == redistribute::CollectiveKind::reduce_scatter &&
         reduce_scatter_issued_whole(topology, step.cost.group_size, plan.mesh.num_devices());
}

int64_t held_whole(const redistribute::Plan& plan, const redistribute::Topology& topology) {
  if (plan.steps.empty() || !reduce_scatter_held_whole(plan, plan.steps.back(), topology) || plan.target_bytes == 0)
    return 1;
  const int64_t before = plan.steps.size() > 1 ? plan.steps[plan.steps.size() - 2].local_bytes_after : plan.source_bytes;
  return std::max<int64_t>(1, before / plan.target_bytes);
}

int64_t staging_bytes(const redistribute::Plan& plan, const redistribute::Topology& topology, bool read_by_dot) {
  int64_t extra = plan.peak_live_bytes - plan.source_bytes - plan.target_bytes;
  int64_t before = plan.source_bytes;
  for (const auto& step : plan.steps) {
    // Rule 3e: a reduce-scatter inside a plan is an all-reduce whose whole result lives while
    // the slice for the next step is made (the last step's is the delivered buffer itself).
    if (reduce_scatter_held_whole(plan, step, topology) && &step != &plan.steps.back())
      extra = std::max(extra, before);
    before = step.local_bytes_after;
    if (step.op.kind == redistribute::CollectiveKind::all_to_all)  // rule 3c: slices and pieces
      extra = std::max(extra, step.live_bytes);
    // Rule 3d is XLA CPU's and TPU's: XLA GPU's gemm fusions read an operand in any layout, so
    // the gathered layout is read as it is (mlp_train_fsdp on h100x8: all-gather-start.1
    // f32[8,128,2048]{1,0,2} read by gemm_fusion_dot.27 through a bitcast, no copy).
    if (read_by_dot && topology.compiler != redistribute::Compiler::xla_gpu &&
        step.op.kind == redistribute::CollectiveKind::all_gather && gathers_minor_dimension(step))  // 3d
      extra = std::max(extra, step.local_bytes_after);
  }
  return extra;
}

}  // namespace shardproof::partition::memory
