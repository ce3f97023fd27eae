// CUDA kernels of the data-dependent indexing ops (column `gpu` = dynamic_slice,
// dynamic_update_slice, gather, scatter, sort, top_k), each giving the host kernel's bits
// (partition/ops/kernels/indexing.cpp, data_movement.cpp). Where an element goes is computed
// by the plans of exec/gpu/index_plan.h, built on the host with the host kernel's rules and
// checked against it on the host by tests/exec/gpu_index_plan_test.cpp; the index operands
// (small) are read on the host, as int64, and copied in.
//
//   gather: one thread per result element reads its operand element (zero where the row is
//     another device's).
//   scatter: every update's target, a stable radix sort of the updates by target (CUB), then
//     one thread per target applies its updates in the host's order (update index order), so
//     that a float add rounds as the host's does: no atomics.
//   sort, top_k: the comparator's key mapped to an unsigned key of the same order (-0 and +0
//     one key), two stable radix sorts (by key, then by slice), then every operand permuted.
//     Keys holding a NaN decline: the host's std::stable_sort under `<` has no defined order
//     for them.
// Never run on a GPU yet (README): compiled, and their index arithmetic tested on the host.
#include <cub/device/device_radix_sort.cuh>

#include <cstring>

#include "exec/gpu/device.cuh"
#include "exec/gpu/index_plan.h"
#include "partition/ops/kernels/scalar_ops.h"
#include "partition/ops/op_table.h"

namespace shardproof::exec::gpu {
namespace {

DeviceArray upload_indices(Context& ctx, const std::vector<int64_t>& v) {
  DeviceArray a(ctx, static_cast<int64_t>(v.size() * sizeof(int64_t)));
  if (a.bytes() > 0)
    check(cudaMemcpyAsync(a.get(), v.data(), static_cast<size_t>(a.bytes()), cudaMemcpyHostToDevice, ctx.stream), "cudaMemcpyAsync to the GPU");
  return a;
}

bool movable(int64_t element_bytes) {
  return with_element_bytes(element_bytes, [&]<class E>() {});
}

// ---- dynamic_slice, dynamic_update_slice --------------------------------------------------

bool dynamic_slice(partition::KernelCall& call, Context& ctx) {
  if (call.results.size() != 1 || call.operands.empty()) return false;
  const partition::HostBuffer& in = *call.operands[0];
  partition::HostBuffer& out = call.results[0];
  if (in.dtype != out.dtype || !movable(types::byte_size(out.dtype))) return false;
  const std::optional<int64_t> base = dynamic_slice_base(call);
  Dims src;
  if (!base || !fill_dims(src, out.shape, row_major_strides(in.shape))) return false;
  const DeviceArray a = DeviceArray::upload(ctx, in);
  DeviceArray b(ctx, static_cast<int64_t>(out.data.size()));
  strided_gather(ctx, a.get(), b.get(), src, *base, types::byte_size(out.dtype));
  b.download(ctx, out);
  return true;
}

template <class E>
__global__ void update_kernel(const E* update, E* out, UpdatePlan p, int64_t n) {
  for (int64_t i = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; i < n; i += int64_t(gridDim.x) * blockDim.x) {
    const int64_t t = update_target(p, i);
    if (t >= 0) out[t] = update[i];
  }
}

bool dynamic_update_slice(partition::KernelCall& call, Context& ctx) {
  const std::optional<UpdatePlan> plan = dynamic_update_plan(call);
  if (!plan || !movable(types::byte_size(call.results[0].dtype))) return false;
  const partition::HostBuffer &in = *call.operands[0], &update = *call.operands[1];
  partition::HostBuffer& out = call.results[0];
  const int64_t n = update.num_elements();
  DeviceArray b = DeviceArray::upload(ctx, in);  // the result starts as the operand
  if (n > 0) {
    const DeviceArray u = DeviceArray::upload(ctx, update);
    with_element_bytes(types::byte_size(out.dtype), [&]<class E>() {
      update_kernel<E><<<blocks_for(n), 256, 0, ctx.stream>>>(u.get<E>(), b.get<E>(), *plan, n);
    });
    check_launch("dynamic_update_slice");
  }
  out.data.resize(in.data.size());
  b.download(ctx, out);
  return true;
}

// ---- gather -------------------------------------------------------------------------------

template <class E>
__global__ void gather_kernel(const E* operand, const int64_t* indices, E* out, IndexPlan p, int64_t n) {
  for (int64_t i = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; i < n; i += int64_t(gridDim.x) * blockDim.x) {
    const int64_t s = plan_source(p, i, indices);
    out[i] = s >= 0 ? operand[s] : E{};
  }
}

bool gather(partition::KernelCall& call, Context& ctx) {
  if (call.operands.size() != 2 || call.results.size() != 1) return false;
  const partition::HostBuffer &operand = *call.operands[0], &indices = *call.operands[1];
  partition::HostBuffer& out = call.results[0];
  if (operand.dtype != out.dtype || !movable(types::byte_size(out.dtype))) return false;
  const std::optional<IndexPlan> plan = gather_plan(call);
  if (!plan) return false;
  const std::optional<std::vector<int64_t>> starts = indices_as_int64(indices);
  if (!starts) return false;
  const int64_t n = out.num_elements();
  DeviceArray b(ctx, static_cast<int64_t>(out.data.size()));
  if (n > 0) {
    const DeviceArray a = DeviceArray::upload(ctx, operand), s = upload_indices(ctx, *starts);
    with_element_bytes(types::byte_size(out.dtype), [&]<class E>() {
      gather_kernel<E><<<blocks_for(n), 256, 0, ctx.stream>>>(a.get<E>(), s.get<int64_t>(), b.get<E>(), *plan, n);
    });
    check_launch("gather");
  }
  b.download(ctx, out);
  return true;
}

// ---- radix sorts (CUB) --------------------------------------------------------------------

// The bits that hold every value below `count` (at least one).
int bits_for(uint64_t count) {
  int bits = 1;
  while (bits < 64 && (uint64_t{1} << bits) < count) ++bits;
  return bits;
}

// Sorts (keys, values) stably by the keys' low `bits` bits, into keys_out and values_out.
void sort_pairs(Context& ctx, const uint64_t* keys, uint64_t* keys_out, const int64_t* values, int64_t* values_out, int64_t n, int bits) {
  size_t scratch_bytes = 0;
  check(cub::DeviceRadixSort::SortPairs(nullptr, scratch_bytes, keys, keys_out, values, values_out, n, 0, bits, ctx.stream),
        "cub::DeviceRadixSort::SortPairs (scratch size)");
  DeviceArray scratch(ctx, static_cast<int64_t>(scratch_bytes));
  check(cub::DeviceRadixSort::SortPairs(scratch.get(), scratch_bytes, keys, keys_out, values, values_out, n, 0, bits, ctx.stream),
        "cub::DeviceRadixSort::SortPairs");
}

// ---- scatter ------------------------------------------------------------------------------

// keys[u]: update u's target in the result, `outside` where it is dropped; values[u] = u.
__global__ void target_kernel(IndexPlan p, const int64_t* indices, uint64_t* keys, int64_t* values, int64_t n, uint64_t outside) {
  for (int64_t u = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; u < n; u += int64_t(gridDim.x) * blockDim.x) {
    const int64_t t = plan_source(p, u, indices);
    keys[u] = t >= 0 ? static_cast<uint64_t>(t) : outside;
    values[u] = u;
  }
}

// The combination of the current value and one update, as the host computes it: add as
// indexing.cpp's scatter does, maximum, minimum and multiply as the interpreter's
// elementwise kernel (scalar_ops.h's functions in the compute type, rounded back).
template <class T>
__device__ inline T combine(ScatterCombiner c, T current, T update) {
  using namespace partition::kernels;
  using C = compute_of<T>;
  if (c.kind == ScatterCombiner::add) {
    if constexpr (std::is_same_v<T, bool>) return current || update;
    else if constexpr (is_half_v<T>) return narrow<T>(widen(current) + widen(update));
    else return static_cast<T>(current + update);
  }
  const C a = widen(c.update_first ? update : current), b = widen(c.update_first ? current : update);
  const partition::OpKind kind = c.kind == ScatterCombiner::multiply ? partition::OpKind::multiply
                                 : c.kind == ScatterCombiner::maximum ? partition::OpKind::maximum
                                                                      : partition::OpKind::minimum;
  if constexpr (std::is_same_v<T, bool>) {
    bool r = false;
    bool_binary(kind, a, b, r);
    return r;
  } else if constexpr (is_device_float_v<T>) {
    const C r = kind == partition::OpKind::multiply ? a * b : kind == partition::OpKind::maximum ? nan_max(a, b) : nan_min(a, b);
    return narrow<T>(r);
  } else {
    C r{};
    integer_binary(kind, a, b, r);
    return r;
  }
}

// One thread per run of equal targets in the sorted keys: replace keeps the run's last update.
template <class E>
__global__ void replace_kernel(const uint64_t* keys, const int64_t* order, const E* updates, E* out, int64_t n, uint64_t outside) {
  for (int64_t q = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; q < n; q += int64_t(gridDim.x) * blockDim.x) {
    const uint64_t t = keys[q];
    if (t == outside || (q + 1 < n && keys[q + 1] == t)) continue;
    out[t] = updates[order[q]];
  }
}

// One thread per run of equal targets in the sorted keys: the run's updates, in order.
template <class T>
__global__ void apply_kernel(const uint64_t* keys, const int64_t* order, const T* updates, T* out, int64_t n, uint64_t outside,
                             ScatterCombiner c) {
  for (int64_t q = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; q < n; q += int64_t(gridDim.x) * blockDim.x) {
    const uint64_t t = keys[q];
    if (t == outside || (q > 0 && keys[q - 1] == t)) continue;
    T r = out[t];
    for (int64_t k = q; k < n && keys[k] == t; ++k) r = combine<T>(c, r, updates[order[k]]);
    out[t] = r;
  }
}

bool scatter(partition::KernelCall& call, Context& ctx) {
  const std::optional<ScatterCombiner> combiner = scatter_combiner(call);
  const std::optional<IndexPlan> plan = scatter_plan(call);
  if (!combiner || !plan) return false;
  const size_t n = (call.operands.size() - 1) / 2;
  const types::DType dtype = call.results[0].dtype;
  if (combiner->kind == ScatterCombiner::replace) {
    for (size_t k = 0; k < n; ++k)
      if (!movable(types::byte_size(call.results[k].dtype))) return false;
  } else {
    if (!with_device_dtype(dtype, [&]<class T>() {})) return false;
  }
  const std::optional<std::vector<int64_t>> starts = indices_as_int64(*call.operands[n]);
  if (!starts) return false;
  const int64_t updates = call.operands[n + 1]->num_elements(), targets = call.results[0].num_elements();
  const auto outside = static_cast<uint64_t>(targets);
  DeviceArray keys(ctx, updates * 8), order(ctx, updates * 8), sorted_keys(ctx, updates * 8), sorted_order(ctx, updates * 8);
  if (updates > 0) {
    const DeviceArray s = upload_indices(ctx, *starts);
    target_kernel<<<blocks_for(updates), 256, 0, ctx.stream>>>(*plan, s.get<int64_t>(), keys.get<uint64_t>(), order.get<int64_t>(), updates, outside);
    check_launch("scatter targets");
    sort_pairs(ctx, keys.get<uint64_t>(), sorted_keys.get<uint64_t>(), order.get<int64_t>(), sorted_order.get<int64_t>(), updates,
               bits_for(outside + 1));
  }
  for (size_t k = 0; k < n; ++k) {
    partition::HostBuffer& out = call.results[k];
    DeviceArray b = DeviceArray::upload(ctx, *call.operands[k]);  // the result starts as the operand
    if (updates > 0) {
      const DeviceArray u = DeviceArray::upload(ctx, *call.operands[n + 1 + k]);
      if (combiner->kind == ScatterCombiner::replace)
        with_element_bytes(types::byte_size(out.dtype), [&]<class E>() {
          replace_kernel<E><<<blocks_for(updates), 256, 0, ctx.stream>>>(sorted_keys.get<uint64_t>(), sorted_order.get<int64_t>(), u.get<E>(),
                                                                         b.get<E>(), updates, outside);
        });
      else
        with_device_dtype(out.dtype, [&]<class T>() {
          apply_kernel<T><<<blocks_for(updates), 256, 0, ctx.stream>>>(sorted_keys.get<uint64_t>(), sorted_order.get<int64_t>(), u.get<T>(),
                                                                       b.get<T>(), updates, outside, *combiner);
        });
      check_launch("scatter");
    }
    out.data.resize(call.operands[k]->data.size());
    b.download(ctx, out);
  }
  return true;
}

// ---- sort and top_k -----------------------------------------------------------------------

// Whether a float buffer holds a NaN (read on the host, before anything is copied).
bool holds_nan(const partition::HostBuffer& b) {
  const int64_t n = b.num_elements();
  auto scan = [&]<class U>(U exponent, U mantissa) {
    for (int64_t i = 0; i < n; ++i) {
      U u;
      std::memcpy(&u, b.data.data() + i * sizeof(U), sizeof(U));
      if ((u & exponent) == exponent && (u & mantissa) != 0) return true;
    }
    return false;
  };
  switch (b.dtype) {
    case types::DType::f32: return scan(uint32_t{0x7f800000u}, uint32_t{0x007fffffu});
    case types::DType::f64: return scan(uint64_t{0x7ff0000000000000ull}, uint64_t{0x000fffffffffffffull});
    case types::DType::f16: return scan(uint16_t{0x7c00}, uint16_t{0x03ff});
    case types::DType::bf16: return scan(uint16_t{0x7f80}, uint16_t{0x007f});
    default: return false;
  }
}

// keys[p] of position p = s * len + j (slice s, element j along the sorted dimension).
template <class T>
__global__ void key_kernel(const T* in, Dims outer, int64_t step, int64_t len, bool descending, uint64_t* keys, int64_t* values, int64_t n) {
  for (int64_t p = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; p < n; p += int64_t(gridDim.x) * blockDim.x) {
    keys[p] = ordered_key<compute_of<T>>(widen(in[offset_of(outer, p / len) + (p % len) * step]), descending);
    values[p] = p;
  }
}

__global__ void slice_kernel(const int64_t* values, uint64_t* slices, int64_t len, int64_t n) {
  for (int64_t p = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; p < n; p += int64_t(gridDim.x) * blockDim.x)
    slices[p] = static_cast<uint64_t>(values[p] / len);
}

// Sorts positions s * len + j of `slices` slices of `len` elements by key within each slice,
// stably: sorted[s * len + r] = the position whose element goes to rank r of slice s.
template <class T>
DeviceArray sorted_positions(Context& ctx, const DeviceArray& key, const Dims& outer, int64_t step, int64_t len, int64_t slices,
                             bool descending) {
  const int64_t n = len * slices;
  DeviceArray keys(ctx, n * 8), values(ctx, n * 8), keys2(ctx, n * 8), values2(ctx, n * 8);
  key_kernel<T><<<blocks_for(n), 256, 0, ctx.stream>>>(key.get<T>(), outer, step, len, descending, keys.get<uint64_t>(), values.get<int64_t>(), n);
  check_launch("sort keys");
  sort_pairs(ctx, keys.get<uint64_t>(), keys2.get<uint64_t>(), values.get<int64_t>(), values2.get<int64_t>(), n, ordered_key_bits<compute_of<T>>());
  slice_kernel<<<blocks_for(n), 256, 0, ctx.stream>>>(values2.get<int64_t>(), keys.get<uint64_t>(), len, n);
  check_launch("sort slices");
  sort_pairs(ctx, keys.get<uint64_t>(), keys2.get<uint64_t>(), values2.get<int64_t>(), values.get<int64_t>(), n,
             bits_for(static_cast<uint64_t>(slices)));
  return values;
}

template <class E>
__global__ void permute_kernel(const E* in, const int64_t* sorted, E* out, Dims outer, int64_t step, int64_t len, int64_t n) {
  for (int64_t p = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; p < n; p += int64_t(gridDim.x) * blockDim.x) {
    const int64_t base = offset_of(outer, p / len);
    out[base + (p % len) * step] = in[base + (sorted[p] % len) * step];
  }
}

bool sort(partition::KernelCall& call, Context& ctx) {
  const std::optional<SortOrder> order = sort_order(call.op);
  if (!order || call.operands.empty() || call.results.size() != call.operands.size() || order->operand >= call.operands.size()) return false;
  const partition::HostBuffer& first = *call.operands[0];
  const auto rank = static_cast<int64_t>(first.shape.size());
  const int64_t dim = call.op.dim;
  if (dim < 0 || dim >= rank) return false;
  const auto& global = call.program.value(call.op.operands[0]).type.shape;
  if (first.shape[static_cast<size_t>(dim)] != global[static_cast<size_t>(dim)]) return false;
  for (size_t k = 0; k < call.operands.size(); ++k)
    if (call.operands[k]->shape != first.shape || call.results[k].shape != first.shape || call.results[k].dtype != call.operands[k]->dtype ||
        !movable(types::byte_size(call.operands[k]->dtype)))
      return false;
  const partition::HostBuffer& key = *call.operands[order->operand];
  if (!with_device_dtype(key.dtype, [&]<class T>() {}) || holds_nan(key)) return false;
  std::vector<int64_t> outer_shape = first.shape;
  outer_shape[static_cast<size_t>(dim)] = 1;
  const auto st = row_major_strides(first.shape);
  Dims outer;
  if (!fill_dims(outer, outer_shape, st)) return false;
  const int64_t n = first.num_elements(), len = first.shape[static_cast<size_t>(dim)], step = st[static_cast<size_t>(dim)];
  if (n == 0) return true;  // the host kernel writes nothing either
  DeviceArray sorted;
  {
    const DeviceArray k = DeviceArray::upload(ctx, key);
    with_device_dtype(key.dtype, [&]<class T>() { sorted = sorted_positions<T>(ctx, k, outer, step, len, n / len, order->descending); });
  }
  for (size_t k = 0; k < call.operands.size(); ++k) {
    const DeviceArray a = DeviceArray::upload(ctx, *call.operands[k]);
    DeviceArray b(ctx, a.bytes());
    with_element_bytes(types::byte_size(call.operands[k]->dtype), [&]<class E>() {
      permute_kernel<E><<<blocks_for(n), 256, 0, ctx.stream>>>(a.get<E>(), sorted.get<int64_t>(), b.get<E>(), outer, step, len, n);
    });
    check_launch("sort permute");
    b.download(ctx, call.results[k]);
  }
  return true;
}

// values[r, j] and indices[r, j] of the k largest of row r (sorted positions r * len + rank).
template <class T, class I>
__global__ void top_kernel(const T* in, const int64_t* sorted, T* values, I* indices, int64_t len, int64_t k, int64_t n) {
  for (int64_t i = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; i < n; i += int64_t(gridDim.x) * blockDim.x) {
    const int64_t p = sorted[(i / k) * len + i % k];
    values[i] = in[p];
    indices[i] = static_cast<I>(p % len);
  }
}

bool top_k(partition::KernelCall& call, Context& ctx) {
  if (call.operands.size() != 1 || call.results.size() != 2) return false;
  const partition::HostBuffer& in = *call.operands[0];
  partition::HostBuffer &values = call.results[0], &indices = call.results[1];
  const auto& global = call.program.value(call.op.operands[0]).type.shape;
  if (in.shape.empty() || in.shape.back() != global.back() || values.dtype != in.dtype || values.shape.empty()) return false;
  const int64_t len = in.shape.back(), k = values.shape.back();
  const int64_t rows = len == 0 ? 0 : in.num_elements() / len;
  if (k > len || values.num_elements() != rows * k || indices.num_elements() != rows * k) return false;
  const types::DType idx = indices.dtype;
  const bool integer_indices = idx == types::DType::i8 || idx == types::DType::i16 || idx == types::DType::i32 || idx == types::DType::i64 ||
                               idx == types::DType::ui8 || idx == types::DType::ui16 || idx == types::DType::ui32 || idx == types::DType::ui64;
  if (!integer_indices || !with_device_dtype(in.dtype, [&]<class T>() {}) || holds_nan(in)) return false;
  DeviceArray v(ctx, static_cast<int64_t>(values.data.size())), x(ctx, static_cast<int64_t>(indices.data.size()));
  if (rows > 0 && k > 0) {
    const DeviceArray a = DeviceArray::upload(ctx, in);
    Dims outer;
    fill_dims(outer, {rows, 1}, {len, 1});
    with_device_dtype(in.dtype, [&]<class T>() {
      const DeviceArray sorted = sorted_positions<T>(ctx, a, outer, 1, len, rows, true);
      with_device_dtype(idx, [&]<class I>() {
        if constexpr (std::is_integral_v<I> && !std::is_same_v<I, bool>)
          top_kernel<T, I><<<blocks_for(rows * k), 256, 0, ctx.stream>>>(a.get<T>(), sorted.get<int64_t>(), v.get<T>(), x.get<I>(), len, k, rows * k);
      });
      check_launch("top_k");
      v.download(ctx, values);
    });
  } else {
    v.download(ctx, values);
  }
  x.download(ctx, indices);
  return true;
}

}  // namespace

bool run_indexing(partition::KernelCall& call, Context& ctx) {
  using partition::GpuKernel;
  switch (partition::op_info(call.op.kind).gpu) {
    case GpuKernel::dynamic_slice: return dynamic_slice(call, ctx);
    case GpuKernel::dynamic_update_slice: return dynamic_update_slice(call, ctx);
    case GpuKernel::gather: return gather(call, ctx);
    case GpuKernel::scatter: return scatter(call, ctx);
    case GpuKernel::sort: return sort(call, ctx);
    case GpuKernel::top_k: return top_k(call, ctx);
    default: return false;
  }
}

}  // namespace shardproof::exec::gpu
