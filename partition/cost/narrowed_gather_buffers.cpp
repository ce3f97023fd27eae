#include "partition/cost/narrowed_gather_buffers.h"

#include "partition/cost/narrowed_gathers.h"

namespace shardproof::partition::memory {

double gathered_buffer_scale(const CostInputs& in, const InsertedRedistribution& r) {
  if (in.topology.compiler != redistribute::Compiler::xla_tpu || r.plan.steps.empty()) return 1;
  for (const auto& step : r.plan.steps)
    if (step.op.kind != redistribute::CollectiveKind::all_gather) return 1;
  return gathered_bytes_scale(in.program, r, in.topology);
}

double gathered_buffer_scale(const CostInputs& in, const Op& op, ValueId v, const std::vector<const FlatOp*>& readers) {
  if (in.topology.compiler != redistribute::Compiler::xla_tpu || op.kind != OpKind::all_gather || readers.empty())
    return 1;
  if (in.program.value(v).type.dtype != types::DType::f32) return 1;
  for (const FlatOp* u : readers) {
    if (u->op->kind != OpKind::dot_general && u->op->kind != OpKind::convolution) return 1;
    for (size_t k = 2; k < u->op->operands.size(); ++k)
      if (u->op->operands[k] == v) return 1;
  }
  return 0.5;
}

}  // namespace shardproof::partition::memory
