// CUDA kernels of stablehlo.reduce with a named reducer (add, multiply, maximum, minimum,
// and, or, xor) over any dimensions, one operand and its init value. As the host kernel
// (partition/ops/kernels/reduction.cpp), floats fold in double and integers in int64, and
// each result is rounded to its dtype once; the order of the fold differs (a tree over a
// CUDA block instead of index order), which the executor's comparison allows for through the
// reduction's length. A reduce whose body is several ops (argmax's pair reducer) or that
// folds several operands at once declines: the host kernel runs it.
//
//   reduce over dimension 2 of 8x512x768 f32: 4096 results, one 256-thread block each, every
//     thread folding three elements, then a CUB block reduction.
//   reduce over dimension 0 of 4x65536: each of the 65536 results folds only four elements:
//     one thread per result, no block reduction.
#include <cub/block/block_reduce.cuh>

#include "exec/gpu/device.cuh"
#include "exec/gpu/index_plan.h"
#include "partition/ops/kernels/scalar_ops.h"

namespace shardproof::exec::gpu {
namespace {

using partition::ReducerKind;

// The reducer's one definition (scalar_ops.h), as the host reductions and the executor's
// collectives use it. A reducer the type has none of is refused before a launch (and, or,
// xor on floats: the callers below return false), so `out` keeps `a` only where it never runs.
template <class A>
__device__ inline A fold(ReducerKind r, A a, A b) {
  A out = a;
  partition::kernels::reducer_combine(r, a, b, out);
  return out;
}

// A partial fold that may hold nothing yet (a thread with no elements), so that no identity
// element is needed per reducer.
template <class A>
struct Partial {
  A value;
  bool any;
};
template <class A>
struct FoldPartials {
  ReducerKind r;
  __device__ Partial<A> operator()(const Partial<A>& x, const Partial<A>& y) const {
    if (!x.any) return y;
    if (!y.any) return x;
    return {fold(r, x.value, y.value), true};
  }
};

template <class T>
using accumulator_of = std::conditional_t<is_device_float_v<T>, double, int64_t>;

template <class T>
__device__ inline accumulator_of<T> to_accumulator(T v) {
  if constexpr (is_half_v<T>) return static_cast<double>(static_cast<float>(v));
  else return static_cast<accumulator_of<T>>(v);
}

template <class T>
__device__ inline T from_accumulator(accumulator_of<T> a) {
  if constexpr (std::is_same_v<T, bool>) return a != 0;
  else return narrow<T>(a);
}

// One block of kThreads per result element.
template <class T, int kThreads>
__global__ void reduce_by_block(const T* in, const T* init, T* out, Dims kept, Dims reduced, int64_t results, int64_t count, ReducerKind r) {
  using A = accumulator_of<T>;
  using BlockReduce = cub::BlockReduce<Partial<A>, kThreads>;
  __shared__ typename BlockReduce::TempStorage scratch;
  for (int64_t o = blockIdx.x; o < results; o += gridDim.x) {
    const int64_t base = offset_of(kept, o);
    Partial<A> mine{A(0), false};
    for (int64_t j = threadIdx.x; j < count; j += kThreads) {
      const A v = to_accumulator(in[base + offset_of(reduced, j)]);
      mine = mine.any ? Partial<A>{fold(r, mine.value, v), true} : Partial<A>{v, true};
    }
    const Partial<A> all = BlockReduce(scratch).Reduce(mine, FoldPartials<A>{r});
    if (threadIdx.x == 0) out[o] = from_accumulator<T>(all.any ? fold(r, to_accumulator(init[0]), all.value) : to_accumulator(init[0]));
    __syncthreads();  // scratch is reused by the next result
  }
}

// One thread per result element (few elements fold into each).
template <class T>
__global__ void reduce_by_thread(const T* in, const T* init, T* out, Dims kept, Dims reduced, int64_t results, int64_t count, ReducerKind r) {
  using A = accumulator_of<T>;
  for (int64_t o = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; o < results; o += int64_t(gridDim.x) * blockDim.x) {
    const int64_t base = offset_of(kept, o);
    A a = to_accumulator(init[0]);
    for (int64_t j = 0; j < count; ++j) a = fold(r, a, to_accumulator(in[base + offset_of(reduced, j)]));
    out[o] = from_accumulator<T>(a);
  }
}

// reduce_window: one thread per result element folds its window in the host kernel's order
// (init first, then the window's positions row-major, padding skipped), in the host's
// accumulator (double, int64), rounded once: the host's bits.
template <class T>
__global__ void reduce_window_kernel(const T* in, const T* init, T* out, WindowPlan p, int64_t results, ReducerKind r) {
  using A = accumulator_of<T>;
  for (int64_t o = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; o < results; o += int64_t(gridDim.x) * blockDim.x) {
    A a = to_accumulator(init[0]);
    for (int64_t j = 0; j < p.window_count; ++j) {
      const int64_t s = window_source(p, o, j);
      if (s >= 0) a = fold(r, a, to_accumulator(in[s]));
    }
    out[o] = from_accumulator<T>(a);
  }
}

}  // namespace

// reduce_window with a named reducer over one operand (partition/ops/kernels/reduction.cpp's
// reduce_window); declines what the host kernel refuses.
bool run_reduce_window(partition::KernelCall& call, Context& ctx) {
  const ReducerKind r = call.op.reducer;
  if (call.operands.size() != 2 || call.results.size() != 1 || r == ReducerKind::other) return false;
  const partition::HostBuffer &in = *call.operands[0], &init = *call.operands[1];
  partition::HostBuffer& out = call.results[0];
  if (in.dtype != out.dtype || init.dtype != in.dtype || init.num_elements() != 1) return false;
  const bool is_float = in.dtype == types::DType::f32 || in.dtype == types::DType::f64 || in.dtype == types::DType::bf16 ||
                        in.dtype == types::DType::f16;
  if (is_float && (r == ReducerKind::and_ || r == ReducerKind::or_ || r == ReducerKind::xor_)) return false;
  const std::optional<WindowPlan> plan = window_plan(call);
  if (!plan) return false;
  const int64_t results = out.num_elements();
  return with_device_dtype(in.dtype, [&]<class T>() {
    DeviceArray b(ctx, static_cast<int64_t>(out.data.size()));
    if (results > 0) {
      const DeviceArray a = DeviceArray::upload(ctx, in), i = DeviceArray::upload(ctx, init);
      reduce_window_kernel<T><<<blocks_for(results), 256, 0, ctx.stream>>>(a.get<T>(), i.get<T>(), b.get<T>(), *plan, results, r);
      check_launch("reduce_window");
    }
    b.download(ctx, out);
  });
}

bool run_reduce(partition::KernelCall& call, Context& ctx) {
  const ReducerKind r = call.op.reducer;
  if (call.operands.size() != 2 || call.results.size() != 1 || r == ReducerKind::other) return false;
  const partition::HostBuffer &in = *call.operands[0], &init = *call.operands[1];
  partition::HostBuffer& out = call.results[0];
  if (in.dtype != out.dtype || init.num_elements() != 1) return false;
  const bool is_float = in.dtype == types::DType::f32 || in.dtype == types::DType::f64 || in.dtype == types::DType::bf16 ||
                        in.dtype == types::DType::f16;
  if (is_float && (r == ReducerKind::and_ || r == ReducerKind::or_ || r == ReducerKind::xor_)) return false;
  const auto s = row_major_strides(in.shape);
  std::vector<bool> is_reduced(in.shape.size(), false);
  for (int64_t d : call.op.dims) is_reduced[static_cast<size_t>(d)] = true;
  std::vector<int64_t> kept_extent, kept_stride, reduced_extent, reduced_stride;
  for (size_t d = 0; d < in.shape.size(); ++d) {
    (is_reduced[d] ? reduced_extent : kept_extent).push_back(in.shape[d]);
    (is_reduced[d] ? reduced_stride : kept_stride).push_back(s[d]);
  }
  Dims kept, reduced;
  if (!fill_dims(kept, kept_extent, kept_stride) || !fill_dims(reduced, reduced_extent, reduced_stride)) return false;
  int64_t count = 1;
  for (int64_t e : reduced_extent) count *= e;
  const int64_t results = out.num_elements();
  return with_device_dtype(in.dtype, [&]<class T>() {
    const DeviceArray a = DeviceArray::upload(ctx, in), i = DeviceArray::upload(ctx, init);
    DeviceArray b(ctx, static_cast<int64_t>(out.data.size()));
    if (results > 0) {
      if (count > 32)
        reduce_by_block<T, 256><<<static_cast<unsigned>(std::min<int64_t>(results, 1 << 20)), 256, 0, ctx.stream>>>(
            a.get<T>(), i.get<T>(), b.get<T>(), kept, reduced, results, count, r);
      else
        reduce_by_thread<T><<<blocks_for(results), 256, 0, ctx.stream>>>(a.get<T>(), i.get<T>(), b.get<T>(), kept, reduced, results, count, r);
      check_launch("reduce");
    }
    b.download(ctx, out);
  });
}

}  // namespace shardproof::exec::gpu
