// The GPU runtime of exec/gpu/: error checks, each thread's stream and cuBLAS handle, device
// arrays, and the dispatch from an op's `gpu` column to its family's kernels.
// No fmt here: its compile-time format checks do not compile under nvcc 13.
#include <cstdio>
#include <string>

#include "exec/gpu/device.cuh"
#include "partition/ops/op_table.h"

namespace shardproof::exec::gpu {

void check(cudaError_t status, const char* what) {
  if (status != cudaSuccess) throw GpuError(std::string(what) + ": " + cudaGetErrorName(status) + " (" + cudaGetErrorString(status) + ")");
}
void check(cublasStatus_t status, const char* what) {
  if (status != CUBLAS_STATUS_SUCCESS) throw GpuError(std::string(what) + ": " + cublas().status_name(status));
}
void check_launch(const char* kernel) { check(cudaGetLastError(), kernel); }

Context& Context::of_this_thread() {
  thread_local Context ctx;
  if (!ctx.stream) {
    check(cudaSetDevice(0), "cudaSetDevice");
    check(cudaStreamCreateWithFlags(&ctx.stream, cudaStreamNonBlocking), "cudaStreamCreate");
    check(cublas().create(&ctx.blas), "cublasCreate");
    check(cublas().set_stream(ctx.blas, ctx.stream), "cublasSetStream");
    // FP32 products in FP32 arithmetic: TF32 would be 10 mantissa bits, outside the
    // comparison's tolerance for f32 (the host kernels round each product to f32).
    check(cublas().set_math_mode(ctx.blas, CUBLAS_PEDANTIC_MATH), "cublasSetMathMode");
  }
  return ctx;
}

Context::~Context() {
  // At thread exit; errors here have no one to report to (the driver may be shutting down).
  if (blas) cublas().destroy(blas);
  if (stream) cudaStreamDestroy(stream);
}

DeviceArray::DeviceArray(Context& ctx, int64_t bytes) : ctx_(&ctx), bytes_(bytes) {
  if (bytes > 0) check(cudaMallocAsync(&data_, static_cast<size_t>(bytes), ctx.stream), "cudaMallocAsync");
}
DeviceArray::DeviceArray(DeviceArray&& other) noexcept : ctx_(other.ctx_), data_(other.data_), bytes_(other.bytes_) {
  other.data_ = nullptr;
  other.bytes_ = 0;
}
DeviceArray& DeviceArray::operator=(DeviceArray&& other) noexcept {
  if (this != &other) {
    if (data_) cudaFreeAsync(data_, ctx_->stream);
    ctx_ = other.ctx_, data_ = other.data_, bytes_ = other.bytes_;
    other.data_ = nullptr;
    other.bytes_ = 0;
  }
  return *this;
}
DeviceArray::~DeviceArray() {
  if (data_) cudaFreeAsync(data_, ctx_->stream);
}

DeviceArray DeviceArray::upload(Context& ctx, const partition::HostBuffer& host) {
  DeviceArray a(ctx, static_cast<int64_t>(host.data.size()));
  if (a.bytes_ > 0)
    check(cudaMemcpyAsync(a.data_, host.data.data(), host.data.size(), cudaMemcpyHostToDevice, ctx.stream), "cudaMemcpyAsync to the GPU");
  return a;
}

void DeviceArray::download(Context& ctx, partition::HostBuffer& host) const {
  if (static_cast<int64_t>(host.data.size()) != bytes_)
    throw GpuError("download of " + std::to_string(bytes_) + " bytes into a buffer of " + std::to_string(host.data.size()));
  if (bytes_ > 0)
    check(cudaMemcpyAsync(host.data.data(), data_, host.data.size(), cudaMemcpyDeviceToHost, ctx.stream), "cudaMemcpyAsync from the GPU");
  check(cudaStreamSynchronize(ctx.stream), "cudaStreamSynchronize");
}

bool fill_dims(Dims& dims, const std::vector<int64_t>& extents, const std::vector<int64_t>& strides) {
  if (extents.size() > static_cast<size_t>(kMaxRank) || strides.size() != extents.size()) return false;
  dims.rank = static_cast<int>(extents.size());
  for (size_t d = 0; d < extents.size(); ++d) dims.extent[d] = extents[d], dims.stride[d] = strides[d];
  return true;
}

bool compiled() { return true; }

int device_count() {
  int n = 0;
  if (cudaGetDeviceCount(&n) != cudaSuccess) {
    cudaGetLastError();  // clear it: no driver or no GPU is an answer, not an error
    return 0;
  }
  return n;
}

std::string describe_device() {
  cudaDeviceProp p{};
  check(cudaGetDeviceProperties(&p, 0), "cudaGetDeviceProperties");
  int driver = 0, runtime = 0;
  cudaDriverGetVersion(&driver);
  cudaRuntimeGetVersion(&runtime);
  char text[256];
  std::snprintf(text, sizeof text, "%s, compute capability %d.%d, %d multiprocessors, %.1f GiB; CUDA driver %d.%d, runtime %d.%d",
                p.name, p.major, p.minor, p.multiProcessorCount, static_cast<double>(p.totalGlobalMem) / (1 << 30),
                driver / 1000, driver % 1000 / 10, runtime / 1000, runtime % 1000 / 10);
  return text;
}

bool run(partition::KernelCall& call) {
  using partition::GpuKernel;
  const GpuKernel family = partition::op_info(call.op.kind).gpu;
  if (family == GpuKernel::none) return false;
  Context& ctx = Context::of_this_thread();
  switch (family) {
    case GpuKernel::elementwise:
    case GpuKernel::convert:
    case GpuKernel::compare:
    case GpuKernel::select:
    case GpuKernel::clamp: return run_elementwise(call, ctx);
    case GpuKernel::element_map:
    case GpuKernel::slice:
    case GpuKernel::pad:
    case GpuKernel::concatenate:
    case GpuKernel::reverse: return run_data_movement(call, ctx);
    case GpuKernel::iota: return run_iota(call, ctx);
    case GpuKernel::reduce: return run_reduce(call, ctx);
    case GpuKernel::dot_general: return run_dot_general(call, ctx);
    case GpuKernel::reduce_window: return run_reduce_window(call, ctx);
    case GpuKernel::dynamic_slice:
    case GpuKernel::dynamic_update_slice:
    case GpuKernel::gather:
    case GpuKernel::scatter:
    case GpuKernel::sort:
    case GpuKernel::top_k: return run_indexing(call, ctx);
    case GpuKernel::none: break;
  }
  return false;  // a family without kernels here: the host kernel runs
}

}  // namespace shardproof::exec::gpu
