// \file Runs the ops of a program on a GPU, one op at a time, through the CUDA kernels the
// op table's `gpu` column names (partition/ops/kernel.h): what `shardproof run --kernels gpu`
// calls in place of the host kernels, on every logical device of the mesh (all of them on
// one GPU, each device's interpreter thread on its own CUDA stream), so that each kernel
// is checked against the CPU reference of the unpartitioned program.
//
//   stablehlo.dot_general on a device's 64x768 and 768x3072 f32 blocks: both copied to the
//     GPU, one cuBLAS SGEMM (FP32 arithmetic, no TF32), the 64x3072 result copied back.
//   stablehlo.reduce ... applies stablehlo.add across dimensions = [1]: one CUDA block per
//     result element, a CUB block reduction in double, rounded once (as the host kernel).
//   stablehlo.gather of token ids into an embedding table: the ids read on the host, one
//     thread per result element copying its row's element (index_plan.h's arithmetic).
//   stablehlo.fft: no CUDA kernel (column `none`): run() returns false and the executor
//     runs the host kernel, counted as a host op in the report.
//
// Values stay host buffers between ops (each op copies its operands in and its results
// out): the kernels are checked, not the speed of a device-resident program. Where no GPU
// is there the executor refuses `--kernels gpu` before running anything.
#pragma once

#include <stdexcept>
#include <string>

#include "partition/ops/kernel.h"

namespace shardproof::exec::gpu {

// A CUDA or cuBLAS call that failed: the call and the error's name.
class GpuError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Whether the CUDA kernels were compiled in (the toolkit was found at build time).
bool compiled();
// Usable CUDA devices (0 without a driver or GPU, or when not compiled in).
int device_count();
// "NVIDIA H100 80GB HBM3, compute capability 9.0, driver 13.0" (of device 0).
std::string describe_device();

// Runs call.op on GPU 0 through its family's kernels. false: no CUDA kernel for this op as
// written (the column is `none`, or the family does not cover its dtype or reducer): the
// caller runs the host kernel. Throws GpuError when a CUDA call fails.
bool run(partition::KernelCall& call);

// Whether the GPU kernel of `kind` computes a function that neither CUDA nor the host
// rounds correctly in every case (exp, log, tanh, the trigonometric functions, erf, pow,
// ...: the GPU computes them in double and rounds once, the host uses libm's float
// functions or Eigen's vectorised ones), so that its result may differ from the host
// kernel's in the last ulp or few. The other ops (add, multiply, divide, sqrt, compare,
// convert, every data movement) give the host's bits.
bool approximates(partition::OpKind kind);

}  // namespace shardproof::exec::gpu
