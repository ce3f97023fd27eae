// Kernels of the data-dependent indexing ops. dynamic_update_slice writes its update into a
// copy of the operand at clamped start indices; a split dimension must be updated whole.
#include <cstring>

#include "partition/ops/kernels/element.h"

namespace shardproof::partition::kernels {

void dynamic_update_slice(KernelCall& call) {
  const HostBuffer &in = *call.operands[0], &update = *call.operands[1];
  HostBuffer& out = call.results[0];
  out.data = in.data;
  const auto os = strides(out.shape);
  const auto& global = call.program.value(call.op.operands[0]).type.shape;
  const auto& global_update = call.program.value(call.op.operands[1]).type.shape;
  std::vector<int64_t> start(in.shape.size(), 0);
  for (size_t d = 0; d < in.shape.size(); ++d) {
    if (in.shape[d] != global[d]) {
      if (global_update[d] != global[d])
        throw KernelUnsupported(fmt::format("dynamic_update_slice of dimension {}, which is split", d));
      continue;
    }
    start[d] = std::clamp<int64_t>(scalar_index(*call.operands[2 + d]), 0, in.shape[d] - update.shape[d]);
  }
  const int64_t esize = types::byte_size(out.dtype);
  if (update.num_elements() == 0) return;
  std::vector<int64_t> idx(update.shape.size(), 0);
  int64_t i = 0;
  do {
    int64_t flat = 0;
    for (size_t d = 0; d < idx.size(); ++d) flat += (start[d] + idx[d]) * os[d];
    std::memcpy(out.data.data() + flat * esize, update.data.data() + i * esize, static_cast<size_t>(esize));
    ++i;
  } while (next_index(idx, update.shape));
}

}  // namespace shardproof::partition::kernels
