// \file A sharding in JAX's spelling, for the user who goes back to JAX with the plan:
// `jax.sharding.PartitionSpec`, one entry per dimension.
//
//   [{"data"}, {}]             P('data', None)
//   [{"data", "model"}, {}]    P(('data', 'model'), None)
//   []  (a scalar)             P()
//   [{"x":(1)2}]               P('x:(1)2')  (a sub-axis: JAX needs a mesh with that axis split)
#pragma once

#include <string>

#include "types/mesh.h"
#include "types/sharding_type.h"

namespace shardproof::partition::tactics {

std::string partition_spec(const types::Mesh& mesh, const types::ShardingType& type);

}  // namespace shardproof::partition::tactics
