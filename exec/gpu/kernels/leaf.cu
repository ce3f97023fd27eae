// CUDA kernel of stablehlo.iota: element i holds its index along the iota's dimension, plus
// the global index of this device's first element there (a sharded iota counts from its
// block's start), converted as the host kernel converts (through double).
#include "exec/gpu/device.cuh"

namespace shardproof::exec::gpu {
namespace {

template <class T>
__global__ void iota_kernel(T* out, int64_t n, int64_t inner, int64_t extent, int64_t base) {
  for (int64_t i = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; i < n; i += int64_t(gridDim.x) * blockDim.x) {
    const double v = static_cast<double>(base + (i / inner) % extent);
    if constexpr (std::is_same_v<T, bool>) out[i] = v != 0;
    else out[i] = narrow<T>(v);
  }
}

}  // namespace

bool run_iota(partition::KernelCall& call, Context& ctx) {
  partition::HostBuffer& out = call.results.at(0);
  const auto dim = static_cast<size_t>(call.op.dim);
  if (dim >= out.shape.size()) return false;
  int64_t inner = 1;
  for (size_t d = dim + 1; d < out.shape.size(); ++d) inner *= out.shape[d];
  const int64_t base = call.offsets.empty() || call.offsets[0].empty() ? 0 : call.offsets[0][dim];
  const int64_t n = out.num_elements();
  return with_device_dtype(out.dtype, [&]<class T>() {
    DeviceArray b(ctx, static_cast<int64_t>(out.data.size()));
    if (n > 0) {
      iota_kernel<T><<<blocks_for(n), 256, 0, ctx.stream>>>(b.get<T>(), n, inner, out.shape[dim], base);
      check_launch("iota");
    }
    b.download(ctx, out);
  });
}

}  // namespace shardproof::exec::gpu
