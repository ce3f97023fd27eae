// \file The executable semantics of the seven steps of redistribute/collective.h:
// what each device sends to which member of its group and how it assembles what it
// receives — written against the Communicator, never against the global array — and the
// runner that executes a whole Plan on every device.
//
//   mesh <["x"=2, "y"=2]>, tensor<6x4>, all_gather(0, {"y"}) on [{"x","y"}, {}] -> [{"x"}, {}]:
//     group of device (x=1, y=0) = {(1,0), (1,1)}; each sends its 2x4 block to the other
//     and both concatenate block y=0 then y=1 along dim 0 -> rows 3..5 (the last padded
//     row of (1,1) is cut: ceil(6/2) = 3).
//   reduce_scatter(0, {"x"}) on [{}, {"y"}] unreduced={"x"}: device x=j sends piece q of
//     dim 0 to member x=q and sums the pieces it receives in member order 0, 1.
//
// The group of a collective over axes A: the devices that differ only in their
// coordinates on A (sub-axes included); its order: the mixed-radix number of those
// coordinates, first axis of A most significant (shard.h, group_members).
//
// The executor tracks the type its steps produce itself (`executed_type`), leniently: an
// op whose axes are in the dimension but not its minor suffix (a gather in the wrong
// order, on the wrong axis) still runs as data movement, so a wrong plan yields wrong
// data and fails the check instead of being refused before it runs.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "exec/communicator.h"
#include "exec/shard.h"
#include "redistribute/collective.h"
#include "redistribute/plan.h"
#include "types/mesh.h"
#include "types/sharding_type.h"

namespace shardproof::exec {

// What one device needs to execute a step besides its shard and its communicator.
struct StepContext {
  const types::Mesh& mesh;
  const std::vector<int64_t>& global_shape;
  const types::ShardingType& before;  // resolved
  const types::ShardingType& after;   // resolved, from executed_type
  // How reduce_scatter and all_reduce combine partial results, acc[i] = acc[i] (op) x[i]:
  // a sum unless the program reduces otherwise (a max's per-shard maxima are combined by max).
  void (*combine)(types::DType, std::span<std::byte> acc, std::span<const std::byte> x) = add_into;
};

// The type `op` leaves behind as the executor runs it (canonical). Throws
// std::invalid_argument when the op cannot be run at all on `before` (an axis it removes
// is not in the dimension, a permute that changes the local shape, ...).
types::ShardingType executed_type(const types::Mesh& mesh, const std::vector<int64_t>& global_shape,
                                  const types::ShardingType& before, const redistribute::Collective& op);

// The six collectives, one device's part. `comm.rank()` is the device's linear id on the
// mesh; every device of the mesh must call the same collective with the same arguments.
Shard all_slice(Communicator& comm, const StepContext& ctx, const redistribute::Collective& op, const Shard& in);
Shard all_gather(Communicator& comm, const StepContext& ctx, const redistribute::Collective& op, const Shard& in);
Shard all_to_all(Communicator& comm, const StepContext& ctx, const redistribute::Collective& op, const Shard& in);
Shard collective_permute(Communicator& comm, const StepContext& ctx, const redistribute::Collective& op,
                         const Shard& in);
Shard reduce_scatter(Communicator& comm, const StepContext& ctx, const redistribute::Collective& op,
                     const Shard& in);
// Reduce-scatter of the flat buffer into g chunks (member q sums chunk q in member order
// 0..g-1), then an all-gather of the sums: every member ends with identical bits, and
// each receives 2 (g-1) chunks = 2L(g-1)/g bytes when g divides the element count — the
// ring's figure, in 2 rounds of g-1 messages instead of 2(g-1) rounds of one.
Shard all_reduce(Communicator& comm, const StepContext& ctx, const redistribute::Collective& op, const Shard& in);
// The exchange of redistribute/exchange.h: one round (one NCCL group, on MPI buffered
// sends) in which each device sends every receiver the box of its block the owner rule
// assigns to it and receives one box from each of its owners; it keeps the part of its
// new block it already holds. Sends and receives exactly the real elements it lacks.
Shard exchange(Communicator& comm, const StepContext& ctx, const redistribute::Collective& op, const Shard& in);
// Dispatches on op.kind.
Shard execute_collective(Communicator& comm, const StepContext& ctx, const redistribute::Collective& op,
                         const Shard& in);

// For receiver devices of `after`, the device of `before` each takes its buffer from:
// same block on every dimension and same unreduced index; devices whose own block is
// unchanged keep it (they map to themselves), the rest are paired in linear order.
// Throws std::invalid_argument when no bijection exists.
std::vector<int64_t> permute_sources(const types::Mesh& mesh, const std::vector<int64_t>& global_shape,
                                     const types::ShardingType& before, const types::ShardingType& after);

// ---- running plans ------------------------------------------------------------------------

struct RunResult {
  std::vector<Shard> shards;                            // final shard per device
  std::vector<int64_t> sent_bytes, received_bytes;      // per device, whole plan
  std::vector<std::vector<int64_t>> step_sent_bytes;    // [step][device]
  std::vector<std::vector<int64_t>> step_received_bytes;
  types::ShardingType final_type;                       // as the executor tracked it
  double seconds = 0;                                   // wall time of the steps (slowest device)
  bool complete = true;  // false on an mpi rank other than 0 (it knows only its own device)
};

// Runs every step of `plan` on every device of plan.mesh, starting from `sources` (one
// shard per device, e.g. make_source_shards). The steps are the plan's ops; their types
// are tracked by executed_type from plan.source (step.type_after is not trusted).
//   local/nccl: one thread per device, result complete.
//   mpi: this process is device comm.rank(); rank 0 gathers every shard and counter.
// A step that cannot run throws std::invalid_argument naming it ("step 2: all_gather...").
RunResult run_plan(const redistribute::Plan& plan, const std::vector<Shard>& sources,
                   Backend backend = Backend::local);

struct ExecuteOptions {
  uint64_t seed = 1;
  Backend backend = Backend::local;
};

// What `shardproof redistribute --execute` reports.
struct ExecutionReport {
  bool bit_exact = false;
  std::optional<Mismatch> mismatch;  // the first wrong element
  std::string error;                 // a step that could not run, or a backend that cannot
  Backend backend = Backend::local;
  int64_t devices = 0;
  std::vector<int64_t> sent_bytes, received_bytes;  // per device
  std::vector<int64_t> step_max_received_bytes;     // per step, largest over devices
  int64_t max_received_bytes = 0;                   // largest total any device received
  double seconds = 0;
  bool complete = true;  // mpi: only rank 0's report holds the verdict
};

// Makes a random global array (small integers, see shard.h), cuts it into the source
// shards, runs the plan and checks every final shard against plan.target's index map.
ExecutionReport execute_plan(const redistribute::Plan& plan, const ExecuteOptions& options = {});
// "bit-exact on 8 devices (local), 7340032 bytes received at most" or the mismatch.
std::string describe(const ExecutionReport& report);

}  // namespace shardproof::exec
