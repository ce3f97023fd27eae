// \file Placements of mesh axes over a topology's levels (P²'s parallelism matrices, Xie et
// al., MLSys 2022): which part of each axis lies inside a node and which across nodes.
//
//   4 nodes x 8 GPUs, axes data, model over 32 devices, matrix [[4, 1], [2, 4]]:
//     per node level: data 4, model 1; per GPU level: data 2, model 4 — data=8 model=4,
//     data's major part across the 4 nodes, its minor part on pairs of GPUs in a node:
//     <["data"=8, "model"=4], device_ids=[0,1,2,3, 4,5,6,7, 8,...]>
//   the same axes, matrix [[1, 4], [8, 1]]: data=8 inside every node, model across nodes
//
// A matrix has one row per level, outermost first, and one column per axis; row t's
// entries multiply to the fan-out of level t (its group size over the next level in's;
// the outermost row: the devices over that). Inside a level the axes are laid out in the
// order given (the first axis major); an axis's coordinate has its outer-level part major.
// The reduction over an axis is then flat or hierarchical depending on the matrix, which
// is what bench/hierarchical measures.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "redistribute/topology.h"
#include "types/mesh.h"

namespace shardproof::redistribute {

struct Placement {
  std::vector<std::vector<int64_t>> matrix;  // [level, outermost first][axis]
  types::Mesh mesh;                          // the axes with their sizes and device_ids
};

// Every placement of axes `names` over the first `devices` devices of `topology` (all
// matrices, axes of size 1 included). Throws types::InputError when `devices` does not
// fill whole groups of the levels it reaches.
std::vector<Placement> placements(const Topology& topology, const std::vector<std::string>& names, int64_t devices);

// [[4, 1], [2, 4]] -> "nodes 4x1, gpus 2x4" with the level names: "infiniband 4x1 nvlink 2x4".
std::string describe(const Topology& topology, const Placement& placement);

}  // namespace shardproof::redistribute
