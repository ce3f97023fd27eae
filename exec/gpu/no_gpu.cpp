// exec/gpu/ in a build without the CUDA toolkit: no GPU kernels, so `--kernels gpu` is
// refused (`compiled()` is false) and nothing here runs an op.
#include "exec/gpu/gpu_kernels.h"

namespace shardproof::exec::gpu {

bool compiled() { return false; }
int device_count() { return 0; }
std::string describe_device() { throw GpuError("the CUDA kernels were not compiled in (no CUDA toolkit at build time)"); }
bool run(partition::KernelCall&) { return false; }
bool approximates(partition::OpKind) { return false; }

}  // namespace shardproof::exec::gpu
