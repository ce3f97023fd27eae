// \file The interpreter `run` executes a program with, once per device and once for the
// reference: it walks main's ops in order, calls each op's kernel from the op table
// (partition/ops/kernel.h) on the device's blocks, fuses elementwise chains into blocked loops
// (exec/fusion.h), runs the regions of loops, branches and shard_maps itself (each region's
// ops as a block like main's: fused, and each value freed after its last reader, so that a
// loop body does not keep every temporary of an iteration), and runs every redistribution
// lowering inserted where lowering placed it (plan_placement.h) through the collectives of
// local_collectives.h. It also tracks each value's Rounding for the comparison rule
// (comparison_rule.h) and the bytes it holds at once.
//
//   the reference:  Interpreter(program, nullptr, threads).run(whole arguments) -> whole outputs
//   device 3 of 8:  Interpreter(program, &device_3, threads).run_placed(place(arguments))
//                   -> device 3's blocks of the outputs, in the types they are returned in
//   GPU kernels:    KernelPlace::gpu, with cross_check: every GPU op is run on the host too
//
// Internal to exec/.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "exec/comparison_rule.h"
#include "exec/communicator.h"
#include "exec/plan_placement.h"
#include "exec/program_runner.h"

namespace Eigen {
struct ThreadPoolDevice;
}

namespace shardproof::exec {

// Where an interpreter's ops run: the host kernels, or the GPU's where the op table names
// one (exec/gpu/gpu_kernels.h). The reference always runs on the host; when the devices run
// on the GPU, its reduction lengths also count the GPU's approximate functions, so that the
// comparison allows for their few ulp.
enum class KernelPlace { host, gpu, host_reference_for_gpu };

// Per redistribution and step: bytes this device sent and received, summed over executions.
struct StepCounters {
  int64_t sent = 0, received = 0, executions = 0;
};

// One device's view of the partitioned program.
struct DeviceContext {
  const partition::LoweredProgram& lowered;
  const std::map<std::string, Placed>& placement;                   // PlanPlacement::at
  const std::vector<std::vector<types::ShardingType>>& plan_types;  // PlanPlacement::plan_types
  Communicator& comm;
  std::vector<std::vector<StepCounters>> counters;  // [redistribution][step]
};

// A thread pool for one device's contractions: the machine's cores shared by the devices
// running at once (no pool when that is one thread: the caller's own).
class Threads {
 public:
  explicit Threads(int share);
  ~Threads();
  const Eigen::ThreadPoolDevice* device() const;  // nullptr: the caller's thread

 private:
  struct Pool;
  std::unique_ptr<Pool> pool_;
};

class Interpreter {
 public:
  // device == nullptr: the reference, on whole arrays.
  // fusion_block 0: no fusion (every op through its whole-array kernel).
  // cross_check (with place gpu): every op run on the GPU is run by its host kernel too, on
  // the same operands, and the first result that differs is kept (first_kernel_mismatch).
  Interpreter(const partition::Program& program, DeviceContext* device, const Threads& threads, int64_t fusion_block = 0,
              KernelPlace place = KernelPlace::host, bool cross_check = false);
  ~Interpreter();

  std::vector<partition::HostBuffer> run(const std::vector<partition::HostBuffer>& arguments);
  // This device's blocks of the (global) arguments: what XLA's runtime places on each device
  // before a step, so that the step's clock starts after it (run_program).
  std::vector<partition::HostBuffer> place(const std::vector<partition::HostBuffer>& arguments) const;
  // The program from placed arguments (moved in: the interpreter may take their buffers over).
  std::vector<partition::HostBuffer> run_placed(std::vector<partition::HostBuffer> placed);

  // The value's R and rounding unit for the comparison's tolerance (program_runner.h).
  const Rounding& rounding(partition::ValueId v) const;
  // The most bytes of values and plan results this interpreter held at once (kernels'
  // temporaries not counted): the run's figure for the cost model's peak memory.
  int64_t peak_bytes() const;
  // Values fused away in the last run (never allocated), and their bytes.
  int64_t fused_values() const;
  int64_t fused_bytes() const;
  // Ops run through a GPU kernel in the last run, and those run on the host by name (all of
  // them where the kernels are the host's).
  int64_t gpu_op_runs() const;
  const std::map<std::string, int64_t>& host_op_runs() const;
  const std::optional<KernelMismatch>& first_kernel_mismatch() const;

 private:
  class Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace shardproof::exec
