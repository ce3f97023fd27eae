#include "partition/ops/kernel.h"

namespace shardproof::partition {

HostBuffer HostBuffer::zeros(types::DType dtype, std::vector<int64_t> shape) {
  HostBuffer b;
  b.dtype = dtype;
  b.shape = std::move(shape);
  b.data.assign(static_cast<size_t>(b.num_elements() * types::byte_size(dtype)), std::byte{0});
  return b;
}

int64_t HostBuffer::num_elements() const {
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  return n;
}

}  // namespace shardproof::partition
