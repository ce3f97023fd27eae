// \file The collectives a user writes inside a shard_map body (sdy.manual_computation), one
// device's part, on the Communicator: StableHLO's all_reduce, all_gather, reduce_scatter,
// all_to_all and collective_permute over their replica_groups (partition ids) or
// source_target_pairs. Unlike the six collectives of local_collectives.h they are not
// derived from sharding types: the op's attributes say who talks to whom.
//
//   all_gather dim 1, replica_groups [[0, 1], [2, 3]], device 2 holding 8x32:
//     sends its block to 3, receives 3's, and concatenates (2's, 3's) -> 8x64.
//   collective_permute pairs [[0, 2], [2, 4], ...]: device 2 sends to 4 and takes 0's
//     buffer; a device no pair targets gets zeros.
#pragma once

#include "exec/communicator.h"
#include "partition/ir/program.h"
#include "partition/ops/kernel.h"

namespace shardproof::exec {

// Runs collective `op` (is_collective(op.kind)) on this device's operand; every device of
// the world must call it. The result has the op's declared (per-device) type.
partition::HostBuffer run_manual_collective(Communicator& comm, const partition::Program& program,
                                            const partition::Op& op, const partition::HostBuffer& operand);

}  // namespace shardproof::exec
