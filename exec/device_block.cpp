#include "exec/device_block.h"

#include <algorithm>
#include <cstring>

#include "exec/shard.h"
#include "partition/ops/kernels/element.h"

namespace shardproof::exec {

using partition::HostBuffer;
using types::ShardingType;

std::vector<int64_t> block_offsets(const types::Mesh& mesh, const ShardingType& type, const std::vector<int64_t>& global,
                                   int64_t device) {
  const auto coords = mesh.coordinates(device);
  const auto local = types::local_shape(mesh, type, global);
  std::vector<int64_t> off(global.size(), 0);
  for (size_t d = 0; d < global.size() && d < type.dims.size(); ++d)
    off[d] = group_position(mesh, type.dims[d].axes, coords) * local[d];
  return off;
}

HostBuffer local_block(const HostBuffer& whole, const types::Mesh& mesh, const ShardingType& type, int64_t device) {
  HostBuffer out = HostBuffer::zeros(whole.dtype, types::local_shape(mesh, type, whole.shape));
  if (!type.unreduced.empty() && group_position(mesh, type.unreduced, mesh.coordinates(device)) != 0) return out;
  const auto off = block_offsets(mesh, type, whole.shape, device);
  const auto gs = partition::kernels::strides(whole.shape);
  if (out.num_elements() == 0) return out;
  // The block as far as it lies inside the array (the rest, padding, stays zero).
  std::vector<int64_t> inside(out.shape.size());
  int64_t base = 0;
  for (size_t d = 0; d < inside.size(); ++d) {
    inside[d] = std::clamp<int64_t>(whole.shape[d] - off[d], 0, out.shape[d]);
    base += off[d] * gs[d];
  }
  const int64_t esize = types::byte_size(whole.dtype);
  if (inside == out.shape) {
    partition::kernels::strided_copy(whole.data.data(), out.data.data(), out.shape, gs, base, esize);
    return out;
  }
  HostBuffer part = HostBuffer::zeros(whole.dtype, inside);
  partition::kernels::strided_copy(whole.data.data(), part.data.data(), inside, gs, base, esize);
  const auto ps = partition::kernels::strides(inside), os = partition::kernels::strides(out.shape);
  std::vector<int64_t> idx(inside.size(), 0);
  if (part.num_elements() == 0) return out;
  int64_t i = 0;
  do {
    int64_t o = 0;
    for (size_t d = 0; d < idx.size(); ++d) o += idx[d] * os[d];
    std::memcpy(out.data.data() + o * esize, part.data.data() + i * esize, static_cast<size_t>(esize));
    ++i;
  } while (partition::kernels::next_index(idx, inside));
  return out;
}

void place_block(HostBuffer& whole, const HostBuffer& block, const types::Mesh& mesh, const ShardingType& type, int64_t device) {
  const auto off = block_offsets(mesh, type, whole.shape, device);
  const auto gs = partition::kernels::strides(whole.shape);
  const int64_t esize = types::byte_size(whole.dtype);
  if (block.num_elements() == 0) return;
  std::vector<int64_t> idx(block.shape.size(), 0);
  int64_t i = 0;
  do {
    int64_t g = 0;
    bool inside = true;
    for (size_t d = 0; d < idx.size(); ++d) {
      inside &= idx[d] + off[d] < whole.shape[d];
      g += (idx[d] + off[d]) * gs[d];
    }
    if (inside) std::memcpy(whole.data.data() + g * esize, block.data.data() + i * esize, static_cast<size_t>(esize));
    ++i;
  } while (partition::kernels::next_index(idx, block.shape));
}

}  // namespace shardproof::exec
