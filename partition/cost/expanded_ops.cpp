// Rule 9 of the memory model (see cost_model.cpp): the temporaries of an op the backend
// rewrites into others. XLA's CPU pipeline expands a select_and_scatter (a max-pool's
// gradient, Topology::select_and_scatter_expanded) into a variadic reduce_window over its
// padded operand and one s32 iota per dimension, which gives each window's selected
// position, and a scatter of the gradient to those positions. The reduce_window reads only
// the forward operand, so XLA's scheduler runs it as soon as that exists (in the forward
// pass); the padded operand and the iotas live during it, the positions (one s32 array per
// dimension, of the gradient's shape) until the scatter. hf_resnet_train_dp, outside the
// corpus: maximum_pad_fusion and wrapped_iota .. wrapped_iota.3, s32[2,18,18,16] each, then
// wrapped_reduce-window.2 with five outputs of [2,8,8,16], live together at XLA's peak.
//
//   select_and_scatter(x: f32[2,18,18,16] (JAX's padded input), g: f32[2,8,8,16]), no padding:
//     at x's step + 1: 4 x s32[2,18,18,16] (the iotas) + the selected values f32[2,8,8,16];
//     from there to the op: 4 x s32[2,8,8,16] (the positions). With padding 1 on H and W of
//     an unpadded x, one more f32[2,18,18,16]: the padded copy
#include <algorithm>

#include "partition/cost/buffer_builder.h"

namespace shardproof::partition::memory {

void BufferBuilder::expand_select_and_scatter(const FlatOp& f) {
  const Op& op = *f.op;
  if (!in_.topology.select_and_scatter_expanded || op.kind != OpKind::select_and_scatter || op.operands.size() < 2)
    return;
  const ValueId x = op.operands[0], gradient = op.operands[1];
  const std::vector<int64_t>& shape = in_.program.value(x).type.shape;
  const std::vector<int64_t> local = in_.local_shape_of(x), gradient_local = in_.local_shape_of(gradient);
  const int64_t element = types::byte_size(in_.program.value(x).type.dtype) * computed_scale(x);  // rule 8
  int64_t gradient_elements = 1;
  for (int64_t n : gradient_local) gradient_elements *= n;
  // The padded operand, per device: each dimension grown in proportion as the padding grows
  // the array. JAX pads the operand itself and asks for no padding (its pad is then the
  // operand's own buffer: XLA's maximum_pad_fusion); a padding the op asks for is a padded
  // copy of its own.
  int64_t padded_elements = 1;
  bool pads = false;
  for (size_t d = 0; d < shape.size(); ++d) {
    const int64_t low = d < op.window.padding_low.size() ? op.window.padding_low[d] : 0;
    const int64_t high = d < op.window.padding_high.size() ? op.window.padding_high[d] : 0;
    pads = pads || low > 0 || high > 0;
    padded_elements *= shape[d] > 0 ? local[d] * (shape[d] + low + high) / shape[d] : local[d];
  }
  const int64_t rank = static_cast<int64_t>(shape.size());
  const int64_t padded_copy = pads ? padded_elements * element : 0;
  constexpr int64_t kIndexBytes = 4;  // s32
  int at = 0;
  if (auto d = fusion_.def.find(schedule_.canon(x)); d != fusion_.def.end()) at = d->second->step + 1;
  at = std::min(at, f.step);
  // During the reduce_window: the padded operand, the iotas and the selected values.
  add_buffer(padded_copy + padded_elements * rank * kIndexBytes + gradient_elements * element, at, f.main_index);
  // The selected positions, to the scatter.
  const int positions = add_buffer(rank * gradient_elements * kIndexBytes, at, f.main_index);
  buffers_[positions].end = f.step;
}

}  // namespace shardproof::partition::memory
