// \file Runs plans on GPUs through NCCL (one GPU per device, up to 8) and checks them
// bit-exact. Exits 77 — ctest's SKIP_RETURN_CODE — when no GPU is usable (no driver,
// cudaGetDeviceCount failing or returning 0), 0 when every plan is bit-exact, 1 otherwise.
//
//   1 GPU: the communicator and its barrier only (no plan on one device moves data);
//   2 or 3 GPUs: mesh x=2 or x=3; 4 GPUs: mesh x=2,y=2.
#include <algorithm>
#include <cstdio>

#include "exec/local_collectives.h"
#include "redistribute/collective.h"
#include "tests/exec/backend_checks.h"

int main() {
  using namespace shardproof;
  const int gpus = std::min(exec::cuda_device_count(), 8);
  if (!exec::backend_compiled(exec::Backend::nccl) || gpus < 1) {
    std::printf("SKIP: %s\n", exec::backend_compiled(exec::Backend::nccl) ? "no usable GPU"
                                                                            : "nccl backend not compiled in");
    return 77;
  }
  if (gpus == 1) {
    // NCCL allows one rank per GPU, and on a one-device mesh no plan has a collective (an
    // axis of size 1 splits nothing): what one GPU can check is that the communicator comes
    // up and its collective runs (the barrier is an ncclAllReduce); programs run through it
    // with `shardproof run --backend nccl` (scripts/gpu/session.sh). Nothing crosses between
    // GPUs here: multi-GPU NCCL stays untested.
    exec::run_spmd(exec::Backend::nccl, 1, [](exec::Communicator& comm) {
      comm.barrier();
      comm.barrier();
    });
    std::printf("1 GPU: NCCL communicator of one rank created, two barriers (ncclAllReduce) ran; no plan on a "
                "1-device mesh has a collective, so no plan ran (multi-GPU NCCL untested)\n");
    return 0;
  }
  int failures = 0;
  for (const redistribute::Plan& plan : exec::test::backend_check_plans(gpus)) {
    const exec::ExecutionReport report = exec::execute_plan(plan, {42, exec::Backend::nccl});
    std::printf("%s: %s\n", plan.mesh.to_short().c_str(), exec::describe(report).c_str());
    if (!report.bit_exact) ++failures;
  }
  return failures == 0 ? 0 : 1;
}
