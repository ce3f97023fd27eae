// \file One device's block of a whole array under a sharding type, for the whole-program
// executor: cutting the arguments into the devices' blocks before a step and reading an
// output's block against the reference's whole array after it.
//
//   f32[8, 6] under [{"data"}, {}] on data=4: device 2's block is rows 4-5, offsets {4, 0}
//   f32[7] under [{"x"}] on x=4: blocks of 2; device 3's holds element 6 and one zero of padding
//   [{}, {}] with unreduced {"x"}: x's first member holds the value, the others zeros
//
// (exec/shard.h cuts the redistribution tests' GlobalArray into Shards the same way; issue 42
// asks for one buffer type.) Internal to exec/.
#pragma once

#include <cstdint>
#include <vector>

#include "partition/ops/kernel.h"
#include "types/mesh.h"
#include "types/sharding_type.h"

namespace shardproof::exec {

// The global index of the first element of `device`'s block under `type`, per dimension.
std::vector<int64_t> block_offsets(const types::Mesh& mesh, const types::ShardingType& type, const std::vector<int64_t>& global,
                                   int64_t device);

// The device's block of a whole array (padding past the end is zero; with unreduced axes the
// first member of each group holds the value and the others zero, so that the sum is it).
partition::HostBuffer local_block(const partition::HostBuffer& whole, const types::Mesh& mesh, const types::ShardingType& type,
                                  int64_t device);

// The inverse of local_block: writes the device's block into the whole array (padding dropped).
void place_block(partition::HostBuffer& whole, const partition::HostBuffer& block, const types::Mesh& mesh,
                 const types::ShardingType& type, int64_t device);

}  // namespace shardproof::exec
