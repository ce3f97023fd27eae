// \file Random redistribution problems for benchmarks (seeded, reproducible): meshes of
// up to `max_axes` axes and `max_devices` devices, ranks 1..max_rank, random source and
// destination types (whole axes, some unreduced), shapes divisible by the mesh.
//
//   random_problem(rng, 5, 4096, 4) -> mesh <["a0"=8, "a1"=4, ...]>, 4096x...,
//                                      [{"a1"},{},{"a0","a3"},{}] -> [{},{"a3"},{},{"a1"}]
#pragma once

#include <random>

#include "types/mesh.h"
#include "types/sharding_type.h"
#include "types/tensor_type.h"

namespace shardproof::bench {

struct Problem {
  types::Mesh mesh;
  types::TensorType tensor;
  types::ShardingType source, target;
};

Problem random_problem(std::mt19937_64& rng, int max_axes, int64_t max_devices, int max_rank);

}  // namespace shardproof::bench
