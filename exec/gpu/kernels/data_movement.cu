// CUDA kernels of the ops that only move data (column `gpu` = element_map, slice, pad,
// concatenate, reverse): every one a copy of elements, so the GPU's result is the host's bit
// for bit. Broadcasts and transposes read through the same element map the fused host loops
// use (partition/ops/kernels/data_movement.cpp), slices and reversals through a base and
// strides (negative for a reversed dimension); a reshape or an annotation is one copy.
// Where the host kernel refuses an op (a slice, pad or reversal of a dimension split on this
// device), these decline and the host kernel says why.
#include <numeric>

#include "exec/gpu/device.cuh"
#include "partition/ops/op_table.h"

namespace shardproof::exec::gpu {
namespace {

template <class E>
__global__ void gather_kernel(const E* in, E* out, Dims src, int64_t base, int64_t n) {
  for (int64_t i = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; i < n; i += int64_t(gridDim.x) * blockDim.x)
    out[i] = in[base + offset_of(src, i)];
}

// Pad: result element i reads operand element (i_d - low_d) / (interior_d + 1) on every
// dimension where that lands on one, else the padding value.
struct PadShape {
  int rank = 0;
  int64_t out_extent[kMaxRank], low[kMaxRank], step[kMaxRank], in_extent[kMaxRank], in_stride[kMaxRank];
};

template <class E>
__global__ void pad_kernel(const E* in, const E* value, E* out, PadShape p, int64_t n) {
  for (int64_t i = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; i < n; i += int64_t(gridDim.x) * blockDim.x) {
    int64_t rest = i, offset = 0;
    bool inside = true;
    for (int d = p.rank - 1; d >= 0; --d) {
      const int64_t q = rest % p.out_extent[d] - p.low[d];
      rest /= p.out_extent[d];
      if (q < 0 || q % p.step[d] != 0 || q / p.step[d] >= p.in_extent[d]) inside = false;
      else offset += (q / p.step[d]) * p.in_stride[d];
    }
    out[i] = inside ? in[offset] : value[0];
  }
}

// One operand of a concatenation: `outer` rows of `row` elements, each written at
// o * out_row + prefix in the result.
template <class E>
__global__ void concat_kernel(const E* in, E* out, int64_t row, int64_t out_row, int64_t prefix, int64_t n) {
  for (int64_t i = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; i < n; i += int64_t(gridDim.x) * blockDim.x)
    out[(i / row) * out_row + prefix + i % row] = in[i];
}

bool split(const partition::KernelCall& call, size_t operand, size_t d) {
  return call.operands[operand]->shape[d] != call.program.value(call.op.operands[operand]).type.shape[d];
}

// Copies a whole buffer through the GPU (a reshape, an annotation).
void copy_through(Context& ctx, const partition::HostBuffer& in, partition::HostBuffer& out) {
  const DeviceArray a = DeviceArray::upload(ctx, in);
  DeviceArray b(ctx, a.bytes());
  if (a.bytes() > 0) check(cudaMemcpyAsync(b.get(), a.get(), static_cast<size_t>(a.bytes()), cudaMemcpyDeviceToDevice, ctx.stream), "cudaMemcpyAsync on the GPU");
  out.data.resize(in.data.size());
  b.download(ctx, out);
}

// out = in read through src (strides per result dimension) from `base`.
bool gather(Context& ctx, const partition::HostBuffer& in, partition::HostBuffer& out, const std::vector<int64_t>& src_strides, int64_t base) {
  Dims src;
  if (!fill_dims(src, out.shape, src_strides)) return false;
  const DeviceArray a = DeviceArray::upload(ctx, in);
  DeviceArray b(ctx, static_cast<int64_t>(out.data.size()));
  strided_gather(ctx, a.get(), b.get(), src, base, types::byte_size(out.dtype));
  b.download(ctx, out);
  return true;
}

bool element_map(partition::KernelCall& call, Context& ctx) {
  const partition::ElementMap map = partition::op_info(call.op.kind).fused.element_map;
  for (size_t r = 0; r < call.results.size(); ++r) {
    const partition::HostBuffer& in = *call.operands.at(r);
    partition::HostBuffer& out = call.results[r];
    const std::optional<std::vector<int64_t>> strides = map ? map(call.op, in.shape, out.shape) : std::nullopt;
    if (!strides) {
      if (in.data.size() != out.data.size() && !out.data.empty()) return false;
      copy_through(ctx, in, out);
    } else if (!gather(ctx, in, out, *strides, 0)) {
      return false;
    }
  }
  return true;
}

// The host kernel's slice (partition/ops/kernels/data_movement.cpp): the same start, with a
// result split where the operand is whole starting at this block's first index.
bool slice(partition::KernelCall& call, Context& ctx) {
  const partition::HostBuffer& in = *call.operands[0];
  partition::HostBuffer& out = call.results[0];
  const auto s = row_major_strides(in.shape);
  const partition::SliceBounds& b = call.op.slice;
  const auto& global = call.program.value(call.op.operands[0]).type.shape;
  const auto& result_global = call.program.value(call.op.results[0]).type.shape;
  std::vector<int64_t> src(in.shape.size());
  int64_t base = 0;
  for (size_t d = 0; d < in.shape.size(); ++d) {
    int64_t start = b.start[d];
    const int64_t stride = b.stride.empty() ? 1 : b.stride[d];
    if (split(call, 0, d) && (b.start[d] != 0 || stride != 1 || b.limit[d] != global[d])) return false;
    if (!split(call, 0, d) && out.shape[d] != result_global[d] && !call.offsets.empty() && !call.offsets[0].empty())
      start += call.offsets[0][d] * stride;
    src[d] = stride * s[d];
    base += start * s[d];
  }
  return gather(ctx, in, out, src, base);
}

bool reverse(partition::KernelCall& call, Context& ctx) {
  const partition::HostBuffer& in = *call.operands[0];
  partition::HostBuffer& out = call.results[0];
  const auto s = row_major_strides(in.shape);
  std::vector<int64_t> src = s;
  int64_t base = 0;
  for (int64_t d : call.op.dims) {
    const auto ud = static_cast<size_t>(d);
    if (split(call, 0, ud)) return false;
    src[ud] = -s[ud];
    base += (in.shape[ud] - 1) * s[ud];
  }
  return gather(ctx, in, out, src, base);
}

bool pad(partition::KernelCall& call, Context& ctx) {
  const partition::HostBuffer &in = *call.operands[0], &value = *call.operands[1];
  partition::HostBuffer& out = call.results[0];
  const partition::Window& w = call.op.window;
  if (in.shape.size() > static_cast<size_t>(kMaxRank)) return false;
  const auto s = row_major_strides(in.shape);
  PadShape p;
  p.rank = static_cast<int>(in.shape.size());
  for (size_t d = 0; d < in.shape.size(); ++d) {
    const int64_t interior = w.interior.empty() ? 0 : w.interior[d];
    if (split(call, 0, d) && (w.padding_low[d] != 0 || w.padding_high[d] != 0 || interior != 0)) return false;
    p.out_extent[d] = out.shape[d], p.low[d] = w.padding_low[d], p.step[d] = 1 + interior;
    p.in_extent[d] = in.shape[d], p.in_stride[d] = s[d];
  }
  const int64_t n = out.num_elements();
  const DeviceArray a = DeviceArray::upload(ctx, in), v = DeviceArray::upload(ctx, value);
  DeviceArray b(ctx, static_cast<int64_t>(out.data.size()));
  const bool launched = with_element_bytes(types::byte_size(out.dtype), [&]<class E>() {
    if (n > 0) pad_kernel<E><<<blocks_for(n), 256, 0, ctx.stream>>>(a.get<E>(), v.get<E>(), b.get<E>(), p, n);
  });
  if (!launched) return false;
  check_launch("pad");
  b.download(ctx, out);
  return true;
}

bool concatenate(partition::KernelCall& call, Context& ctx) {
  partition::HostBuffer& out = call.results[0];
  const auto dim = static_cast<size_t>(call.op.dim);
  int64_t inner = 1;
  for (size_t d = dim + 1; d < out.shape.size(); ++d) inner *= out.shape[d];
  const int64_t out_row = out.shape[dim] * inner;
  DeviceArray b(ctx, static_cast<int64_t>(out.data.size()));
  int64_t prefix = 0;
  for (const partition::HostBuffer* in : call.operands) {
    const int64_t row = in->shape[dim] * inner, n = in->num_elements();
    const DeviceArray a = DeviceArray::upload(ctx, *in);
    const bool launched = with_element_bytes(types::byte_size(out.dtype), [&]<class E>() {
      if (n > 0) concat_kernel<E><<<blocks_for(n), 256, 0, ctx.stream>>>(a.get<E>(), b.get<E>(), row, out_row, prefix, n);
    });
    if (!launched) return false;
    check_launch("concatenate");
    prefix += row;
  }
  b.download(ctx, out);
  return true;
}

}  // namespace

void strided_gather(Context& ctx, const void* in, void* out, const Dims& src, int64_t base, int64_t element_bytes) {
  int64_t n = 1;
  for (int d = 0; d < src.rank; ++d) n *= src.extent[d];
  if (n == 0) return;
  const bool launched = with_element_bytes(element_bytes, [&]<class E>() {
    gather_kernel<E><<<blocks_for(n), 256, 0, ctx.stream>>>(static_cast<const E*>(in), static_cast<E*>(out), src, base, n);
  });
  if (!launched) throw GpuError("a gather of elements of " + std::to_string(element_bytes) + " bytes");
  check_launch("strided gather");
}

bool run_data_movement(partition::KernelCall& call, Context& ctx) {
  using partition::GpuKernel;
  switch (partition::op_info(call.op.kind).gpu) {
    case GpuKernel::element_map: return element_map(call, ctx);
    case GpuKernel::slice: return slice(call, ctx);
    case GpuKernel::reverse: return reverse(call, ctx);
    case GpuKernel::pad: return pad(call, ctx);
    case GpuKernel::concatenate: return concatenate(call, ctx);
    default: return false;
  }
}

}  // namespace shardproof::exec::gpu
