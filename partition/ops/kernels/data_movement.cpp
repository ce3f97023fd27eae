// Kernels of the ops that only move data: broadcasts, transposes, reshapes, slices, pads,
// concatenations, reversals, dynamic slices, and the identity of annotations. They copy
// bytes, so the partitioned run agrees with the reference bit for bit.
//
// On a device a slice, pad or dynamic_slice runs on its local block. The sharding rules
// keep a sliced or padded dimension whole (replicated); a dimension that is split must be
// taken whole (slice [0:n:1], no padding), which is then the identity on the local block.
#include <cstring>

#include "partition/ops/kernels/element.h"

namespace shardproof::partition::kernels {
namespace {

// out[i] = in[source(i)] for every result multi-index, or `fill` (a scalar buffer, may be
// null: zero) where source returns -1.
template <class Source>
void gather_elements(const HostBuffer& in, HostBuffer& out, Source&& source, const HostBuffer* fill = nullptr) {
  const int64_t esize = types::byte_size(out.dtype);
  if (out.num_elements() == 0) return;
  std::vector<int64_t> idx(out.shape.size(), 0);
  std::byte* dst = out.data.data();
  do {
    const int64_t s = source(idx);
    if (s >= 0) std::memcpy(dst, in.data.data() + s * esize, static_cast<size_t>(esize));
    else if (fill) std::memcpy(dst, fill->data.data(), static_cast<size_t>(esize));
    dst += esize;
  } while (next_index(idx, out.shape));
}

// Whether dimension d of an operand is split on this run (its local extent is not global).
bool split(const KernelCall& call, size_t operand, size_t d) {
  return call.operands[operand]->shape[d] != call.program.value(call.op.operands[operand]).type.shape[d];
}

}  // namespace

void identity(KernelCall& call) {
  for (size_t i = 0; i < call.results.size() && i < call.operands.size(); ++i) call.results[i].data = call.operands[i]->data;
}

// A broadcast copies operand element (i_dims[0], i_dims[1], ...) of each result index i; a
// local operand dimension of extent 1 is read at 0 (stride 0), as is every dimension the
// broadcast adds.
std::optional<std::vector<int64_t>> broadcast_source(const Op& op, const std::vector<int64_t>& operand_shape,
                                                     const std::vector<int64_t>& result_shape) {
  const auto s = strides(operand_shape);
  std::vector<int64_t> src(result_shape.size(), 0);
  for (size_t i = 0; i < op.dims.size(); ++i)
    if (operand_shape[i] != 1) src[static_cast<size_t>(op.dims[i])] = s[i];
  return src;
}

// Result dimension k of a transpose is operand dimension perm[k].
std::optional<std::vector<int64_t>> transpose_source(const Op& op, const std::vector<int64_t>& operand_shape,
                                                     const std::vector<int64_t>&) {
  const auto s = strides(operand_shape);
  std::vector<int64_t> src(op.dims.size());
  for (size_t k = 0; k < op.dims.size(); ++k) src[k] = s[static_cast<size_t>(op.dims[k])];
  return src;
}

std::optional<std::vector<int64_t>> same_order(const Op&, const std::vector<int64_t>&, const std::vector<int64_t>&) {
  return std::nullopt;
}

void broadcast_in_dim(KernelCall& call) {
  const HostBuffer& in = *call.operands[0];
  HostBuffer& out = call.results[0];
  strided_copy(in.data.data(), out.data.data(), out.shape, *broadcast_source(call.op, in.shape, out.shape), 0,
               types::byte_size(out.dtype));
}

void transpose(KernelCall& call) {
  const HostBuffer& in = *call.operands[0];
  HostBuffer& out = call.results[0];
  strided_copy(in.data.data(), out.data.data(), out.shape, *transpose_source(call.op, in.shape, out.shape), 0,
               types::byte_size(out.dtype));
}

void reshape(KernelCall& call) {
  if (call.operands[0]->data.size() != call.results[0].data.size())
    throw KernelUnsupported(fmt::format("reshape of a local block of {} elements into {}",
                                        call.operands[0]->num_elements(), call.results[0].num_elements()));
  call.results[0].data = call.operands[0]->data;
}

// StableHLO slice of this device's operand block. On each dimension one of:
//  - the whole range (start 0, stride 1): the result's block is the operand's;
//  - sliced where the operand is whole: the slice's start, and where the result is split
//    (lowering gathers the operand and keeps the result's shard), this block's first index;
//  - sliced where the operand is split and the result whole (lowering's cheaper_slice_layout):
//    this device fills the result indices whose source lies in its block, zeros the others:
//    its part of the sum that makes the slice.
void slice(KernelCall& call) {
  const HostBuffer& in = *call.operands[0];
  HostBuffer& out = call.results[0];
  const SliceBounds& b = call.op.slice;
  const auto& global = call.program.value(call.op.operands[0]).type.shape;
  const auto& result_global = call.program.value(call.op.results[0]).type.shape;
  const size_t rank = in.shape.size();
  // The result indices [lo, lo + box) this device fills, and the local operand index the
  // first of them comes from (at).
  std::vector<int64_t> lo(rank, 0), box = out.shape, at(rank, 0), stride(rank);
  bool partial = false;
  for (size_t d = 0; d < rank; ++d) {
    stride[d] = b.stride.empty() ? 1 : b.stride[d];
    if (b.start[d] == 0 && stride[d] == 1 && b.limit[d] == global[d]) continue;
    if (!split(call, 0, d)) {
      at[d] = b.start[d];
      if (out.shape[d] != result_global[d] && !call.offsets.empty() && !call.offsets[0].empty())
        at[d] += call.offsets[0][d] * stride[d];
      continue;
    }
    if (call.operand_offsets.empty() || call.operand_offsets[0].empty() || out.shape[d] != result_global[d])
      throw KernelUnsupported(fmt::format("slice of dimension {}, which is split on this device", d));
    partial = true;
    const int64_t begin = call.operand_offsets[0][d], end = begin + in.shape[d];  // the block, global
    int64_t l = 0;
    while (l < out.shape[d] && b.start[d] + l * stride[d] < begin) ++l;
    int64_t h = l;
    while (h < out.shape[d] && b.start[d] + h * stride[d] < end) ++h;
    lo[d] = l;
    box[d] = h - l;
    at[d] = b.start[d] + l * stride[d] - begin;
  }
  if (std::any_of(box.begin(), box.end(), [](int64_t n) { return n <= 0; })) return;  // all zeros
  const auto s = strides(in.shape);
  std::vector<int64_t> src(rank);
  int64_t base = 0;
  for (size_t d = 0; d < rank; ++d) {
    src[d] = stride[d] * s[d];
    base += at[d] * s[d];
  }
  const int64_t bytes = types::byte_size(out.dtype);
  if (!partial) return strided_copy(in.data.data(), out.data.data(), out.shape, src, base, bytes);
  std::vector<std::byte> part(static_cast<size_t>(product(box) * bytes));
  strided_copy(in.data.data(), part.data(), box, src, base, bytes);
  // Into the result at `lo`, one run of the last dimension at a time.
  const auto o = strides(out.shape);
  std::vector<int64_t> rows = box, idx(rank, 0);
  rows.back() = 1;
  const auto run = static_cast<size_t>(box.back() * bytes);
  size_t from_part = 0;
  do {
    int64_t dst = 0;
    for (size_t d = 0; d < rank; ++d) dst += (lo[d] + idx[d]) * o[d];
    std::memcpy(out.data.data() + dst * bytes, part.data() + from_part, run);
    from_part += run;
  } while (next_index(idx, rows));
}

void concatenate(KernelCall& call) {
  HostBuffer& out = call.results[0];
  const auto dim = static_cast<size_t>(call.op.dim);
  const int64_t esize = types::byte_size(out.dtype);
  int64_t outer = 1, inner = esize;
  for (size_t d = 0; d < dim; ++d) outer *= out.shape[d];
  for (size_t d = dim + 1; d < out.shape.size(); ++d) inner *= out.shape[d];
  std::byte* dst = out.data.data();
  for (int64_t o = 0; o < outer; ++o)
    for (const HostBuffer* in : call.operands) {
      const int64_t row = in->shape[dim] * inner;
      if (row == 0) continue;  // a zero-size operand: its data() may be null (memcpy's UB, UBSan)
      std::memcpy(dst, in->data.data() + o * row, static_cast<size_t>(row));
      dst += row;
    }
}

void pad(KernelCall& call) {
  const HostBuffer& in = *call.operands[0];
  const HostBuffer& value = *call.operands[1];
  HostBuffer& out = call.results[0];
  const Window& w = call.op.window;
  const auto s = strides(in.shape);
  for (size_t d = 0; d < in.shape.size(); ++d)
    if (split(call, 0, d) && (w.padding_low[d] != 0 || w.padding_high[d] != 0 || (!w.interior.empty() && w.interior[d] != 0)))
      throw KernelUnsupported(fmt::format("pad of dimension {}, which is split on this device", d));
  gather_elements(in, out, [&](const std::vector<int64_t>& idx) -> int64_t {
    int64_t flat = 0;
    for (size_t d = 0; d < idx.size(); ++d) {
      const int64_t step = 1 + (w.interior.empty() ? 0 : w.interior[d]);
      const int64_t p = idx[d] - w.padding_low[d];
      if (p < 0 || p % step != 0 || p / step >= in.shape[d]) return -1;
      flat += (p / step) * s[d];
    }
    return flat;
  }, &value);
}

void reverse(KernelCall& call) {
  const HostBuffer& in = *call.operands[0];
  HostBuffer& out = call.results[0];
  const auto s = strides(in.shape);
  std::vector<bool> flip(in.shape.size(), false);
  for (int64_t d : call.op.dims) {
    if (split(call, 0, static_cast<size_t>(d)))
      throw KernelUnsupported(fmt::format("reverse of dimension {}, which is split on this device", d));
    flip[static_cast<size_t>(d)] = true;
  }
  gather_elements(in, out, [&](const std::vector<int64_t>& idx) {
    int64_t flat = 0;
    for (size_t d = 0; d < idx.size(); ++d) flat += (flip[d] ? in.shape[d] - 1 - idx[d] : idx[d]) * s[d];
    return flat;
  });
}

void dynamic_slice(KernelCall& call) {
  const HostBuffer& in = *call.operands[0];
  HostBuffer& out = call.results[0];
  const auto s = strides(in.shape);
  const auto& sizes = call.op.gather.slice_sizes;
  const auto& global = call.program.value(call.op.operands[0]).type.shape;
  std::vector<int64_t> start(in.shape.size(), 0);
  for (size_t d = 0; d < in.shape.size(); ++d) {
    if (split(call, 0, d)) {
      if (sizes[d] != global[d]) throw KernelUnsupported(fmt::format("dynamic_slice of dimension {}, which is split", d));
      continue;  // the whole dimension: start clamps to 0
    }
    start[d] = std::clamp<int64_t>(scalar_index(*call.operands[1 + d]), 0, in.shape[d] - out.shape[d]);
  }
  int64_t base = 0;
  for (size_t d = 0; d < s.size(); ++d) base += start[d] * s[d];
  strided_copy(in.data.data(), out.data.data(), out.shape, s, base, types::byte_size(out.dtype));
}

}  // namespace shardproof::partition::kernels
