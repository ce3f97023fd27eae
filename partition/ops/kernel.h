// \file What a kernel is: the function that runs one op of the program on host buffers, one
// column of the op table (op_table.h), so that adding an op stays one entry. The executor
// (exec/program_runner.h) calls the kernel of each op in program order, on every device with
// the local (per-device) buffers that lowering gives it, and once on whole arrays for the
// single-device reference; the kernel cannot tell the two apart except through `offsets`.
//
//   stablehlo.add %a, %b : tensor<8x16xf32>   on a device holding rows 2..3 of each:
//     operands = {2x16 f32, 2x16 f32}, results = {2x16 f32, preallocated}; the kernel adds.
//   stablehlo.iota dim = 0 : tensor<8xi32>    sharded 4 ways, device 2:
//     results = {2 x i32}, offsets = {{4}}: the kernel writes 4, 5 (the global indices).
//   stablehlo.reduce ... reducer(%x, %y) { ... } (an argmax body)
//     the kernel calls `run_region(op.region[0], {lhs..., rhs...})` once per combination.
//
// Kernels live in partition/ops/kernels/, one file per cost class (fft.cpp and random_bits.cpp
// apart: a transform library and two published generators). An op whose column is
// nullptr has no kernel: the executor refuses the program naming the op. Control flow
// (while, case, manual regions) and the collectives of manual regions are run by the
// executor itself, which owns the buffers and the communicator (their column is nullptr,
// and `executor_runs` says so).
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "partition/ir/program.h"
#include "types/tensor_type.h"

namespace Eigen {
struct ThreadPoolDevice;
}

namespace shardproof::partition {

// One array on the host: row-major elements of `dtype` over `shape`.
struct HostBuffer {
  types::DType dtype = types::DType::f32;
  std::vector<int64_t> shape;
  std::vector<std::byte> data;

  static HostBuffer zeros(types::DType dtype, std::vector<int64_t> shape);
  int64_t num_elements() const;
  template <class T>
  T* as() { return reinterpret_cast<T*>(data.data()); }
  template <class T>
  const T* as() const { return reinterpret_cast<const T*>(data.data()); }
};

// The scalar computation of a reduce, sort or scatter, run by the executor's interpreter.
using RegionRunner = std::function<std::vector<HostBuffer>(const Region&, std::vector<HostBuffer>)>;

struct KernelCall {
  const Program& program;  // global types of the op's operands and results
  const Op& op;
  std::vector<const HostBuffer*> operands;  // local buffers, in the layout the op runs in
  std::vector<HostBuffer>& results;         // preallocated: dtype and local shape set
  // Per result, the global index of its first local element on each dimension (empty on the
  // reference, where every buffer is whole): what iota and a non-splat constant need.
  std::vector<std::vector<int64_t>> offsets;
  // Per operand, likewise: where a gather's table is split along the dimension it indexes,
  // each device looks up the rows it holds and writes zeros for the others (its result is
  // a partial sum that the plan after it reduces, as XLA's partitioner does).
  std::vector<std::vector<int64_t>> operand_offsets;
  int64_t device = 0;  // partition_id
  RegionRunner run_region;
  const Eigen::ThreadPoolDevice* threads = nullptr;  // contractions; nullptr: the calling thread
};

using Kernel = void (*)(KernelCall& call);

// ---- the fused forms (exec/fusion.h) ------------------------------------------------------
//
// Inside a fused loop an op computes one block of consecutive result elements at a time, and
// the results it hands to the next op of the chain are never materialised as whole arrays.
// Two forms:
//
//   block kernel (elementwise ops): n result elements from the same n elements of each
//     operand; an operand marked `scalar` holds one element, applied to every result.
//       stablehlo.add %a, %b   block [4096, 6144): dst[k] = a[4096 + k] + b[4096 + k]
//     The op's whole-array kernel is the same function on one block of every element, and
//     every result element depends on its operands' elements only (never on where the block
//     starts or how long it is), so fused and unfused runs agree bit for bit.
//   element map (broadcast_in_dim, transpose, reshape): which operand element each result
//     element copies, as strides over the result's dimensions into the operand's row-major
//     elements, or std::nullopt where the order is unchanged (reshape, an annotation).
//       broadcast_in_dim tensor<768> -> tensor<8x512x768>, dims = [2]: strides {0, 0, 1}

struct BlockOperand {
  types::DType dtype = types::DType::f32;
  const std::byte* data = nullptr;  // the block's first element, or the one element if scalar
  bool scalar = false;
};

struct BlockCall {
  const Op& op;
  std::span<const BlockOperand> operands;
  types::DType result_dtype;
  std::byte* result;  // n elements
  int64_t n;
};

using BlockKernel = void (*)(const BlockCall& call);
using ElementMap = std::optional<std::vector<int64_t>> (*)(const Op& op, const std::vector<int64_t>& operand_shape,
                                                           const std::vector<int64_t>& result_shape);

// An op's column for fusion: at most one of the two is set; both nullptr: never fused.
struct FusedForm {
  BlockKernel block = nullptr;
  ElementMap element_map = nullptr;
};

// ---- the GPU column (exec/gpu/) ------------------------------------------------------------
//
// Which family of CUDA kernels runs the op on a GPU (`shardproof run --kernels gpu`); each
// family is one file of exec/gpu/kernels/ and dispatches on op.kind inside it, as the host
// kernels do. `none`: the op runs through its host kernel above, and the run says so (a
// constant's literal, an fft, a convolution).
//
//   stablehlo.tanh       elementwise: one thread per element, the op's scalar function
//   stablehlo.transpose  element_map: the element map above, read by one strided-gather kernel
//   stablehlo.dot_general  dot_general: operands permuted to [batch, M, K] x [batch, K, N],
//                          then one strided-batched cuBLAS product
enum class GpuKernel {
  none,
  elementwise,  // unary and binary arithmetic (elementwise.cu)
  convert,      // dtype to dtype, with the host kernel's saturation (elementwise.cu)
  compare,
  select,
  clamp,
  element_map,  // broadcast_in_dim, transpose, reshape, annotations (data_movement.cu)
  slice,
  pad,
  concatenate,
  reverse,
  iota,         // leaf.cu
  reduce,       // a named reducer over any dimensions (reduction.cu)
  dot_general,  // cuBLAS (contraction.cu)
  reduce_window,  // a named reducer over windows, in the host's order (reduction.cu)
  dynamic_slice,  // indexing.cu: start indices read on the host, clamped as the host kernel does
  dynamic_update_slice,
  gather,
  scatter,        // replace, add, max, min, multiply: updates applied in the host's order
  sort,           // one LT/GT compare of one key: stable radix sorts (CUB)
  top_k,
};

// An op the kernel cannot run as written (a dtype without arithmetic, an attribute it does
// not handle): the executor reports it with the op's name and line, exit 2.
class KernelUnsupported : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// ---- the kernels, by cost class (partition/ops/kernels/<class>.cpp) ---------------------

namespace kernels {
// leaf.cpp
void constant(KernelCall&);
void iota(KernelCall&);
void partition_id(KernelCall&);
// elementwise.cpp: one entry point, dispatching on op.kind; each whole-array kernel below
// but real, imag and complex runs its block form (the *_block) over every element at once
void elementwise(KernelCall&);
void elementwise_block(const BlockCall&);
void convert_block(const BlockCall&);
void compare_block(const BlockCall&);
void select_block(const BlockCall&);
void clamp_block(const BlockCall&);
void convert(KernelCall&);
void bitcast_convert(KernelCall&);
void reduce_precision(KernelCall&);
void compare(KernelCall&);
void select(KernelCall&);
void clamp(KernelCall&);
void real(KernelCall&);  // a complex operand's parts (complex arithmetic: elementwise above)
void imag(KernelCall&);
void complex(KernelCall&);  // complex(re, im)
// data_movement.cpp
void broadcast_in_dim(KernelCall&);
void transpose(KernelCall&);
void reshape(KernelCall&);
void slice(KernelCall&);
void concatenate(KernelCall&);
void pad(KernelCall&);
void reverse(KernelCall&);
void dynamic_slice(KernelCall&);
void identity(KernelCall&);  // sharding constraints, optimization barriers
// their element maps (the whole-array kernels above copy through the same strides)
std::optional<std::vector<int64_t>> broadcast_source(const Op&, const std::vector<int64_t>&, const std::vector<int64_t>&);
std::optional<std::vector<int64_t>> transpose_source(const Op&, const std::vector<int64_t>&, const std::vector<int64_t>&);
std::optional<std::vector<int64_t>> same_order(const Op&, const std::vector<int64_t>&, const std::vector<int64_t>&);
// indexing.cpp
void dynamic_update_slice(KernelCall&);
void gather(KernelCall&);
void scatter(KernelCall&);
void top_k(KernelCall&);
void sort(KernelCall&);
// contraction.cpp (Eigen tensor contractions)
void dot_general(KernelCall&);
void convolution(KernelCall&);
// fft.cpp (Eigen's FFT module)
void fft(KernelCall&);
// reduction.cpp
void reduce(KernelCall&);
void select_and_scatter(KernelCall&);
void reduce_window(KernelCall&);
// random_bits.cpp (Threefry and Philox, as XLA's CPU backend computes them)
void rng_bit_generator(KernelCall&);
}  // namespace kernels

}  // namespace shardproof::partition
