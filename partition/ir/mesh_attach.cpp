#include "partition/ir/mesh_attach.h"

#include <fmt/format.h>

#include "types/error.h"

namespace shardproof::partition {

std::string attach_mesh(Program& program, const types::Mesh& mesh, const std::string& name) {
  if (program.meshes.empty()) {
    program.meshes.push_back({name, mesh});
    program.num_partitions = static_cast<int>(mesh.num_devices());
    return name;
  }
  const auto& [own_name, own] = program.meshes.front();
  if (own.to_shardy() != mesh.to_shardy())
    throw types::InputError(fmt::format("the program is on mesh @{} = {}, not {}", own_name, own.to_shardy(),
                                        mesh.to_shardy()));
  return own_name;
}

void clear_shardings(Program& program) {
  for (Value& v : program.values) v.sharding.reset();
  for (auto& s : program.main.result_shardings) s.reset();
}

}  // namespace shardproof::partition
