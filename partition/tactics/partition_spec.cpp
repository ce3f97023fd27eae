#include "partition/tactics/partition_spec.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <vector>

#include "types/axis_ref.h"

namespace shardproof::partition::tactics {

std::string partition_spec(const types::Mesh& mesh, const types::ShardingType& type) {
  const types::ShardingType t = types::canonicalize(mesh, type);
  std::vector<std::string> entries;
  for (const auto& d : t.dims) {
    std::vector<std::string> names;
    for (const auto& a : d.axes)
      names.push_back(types::is_whole_axis(mesh, a) ? fmt::format("'{}'", a.name)
                                                    : fmt::format("'{}:({}){}'", a.name, a.pre, a.size));
    if (names.empty()) entries.push_back("None");
    else if (names.size() == 1) entries.push_back(names.front());
    else entries.push_back(fmt::format("({})", fmt::join(names, ", ")));
  }
  return fmt::format("P({})", fmt::join(entries, ", "));
}

}  // namespace shardproof::partition::tactics
