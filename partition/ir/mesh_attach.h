// \file Giving a program the mesh it will be partitioned on, and taking its shardings away:
// what `shardproof partition` does before it applies tactics to a program exported with no
// shardings (or to a zoo program that is to be partitioned again).
//
//   attach_mesh(p, Mesh::parse("data=4,model=2"))   a program with no mesh gets
//                                                    `sdy.mesh @mesh = <["data"=4, "model"=2]>`
//                                                    and mhlo.num_partitions = 8
//   attach_mesh(p, same mesh as p's)                 nothing changes
//   attach_mesh(p, data=8) on a program on data=4,model=2   InputError naming both meshes
//   clear_shardings(p)                               every value, function result and sharding
//                                                    constraint unannotated; a shard_map's
//                                                    declared shardings (its local shapes) stay
#pragma once

#include <string>

#include "partition/ir/program.h"
#include "types/mesh.h"

namespace shardproof::partition {

// Makes `mesh` the program's mesh: adds it as `name` when the program has none; keeps the
// program's own when it is the same mesh (axes and sizes); throws types::InputError otherwise.
// Returns the name the mesh has in the program.
std::string attach_mesh(Program& program, const types::Mesh& mesh, const std::string& name = "mesh");

// Removes every sharding annotation a partitioner may choose again: values', the signature's
// result shardings. Meshes stay; manual computations keep theirs (they fix the body's shapes).
void clear_shardings(Program& program);

}  // namespace shardproof::partition
