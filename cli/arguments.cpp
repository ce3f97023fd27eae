#include "cli/arguments.h"

#include <fmt/format.h>

#include <cmath>
#include <map>

#include "types/error.h"
#include "types/gspmd_syntax.h"

namespace shardproof::cli {

namespace {
[[noreturn]] void bad(const std::string& flag, const std::string& text, const types::InputError& e) {
  if (e.column() > 0)
    throw BadInput(fmt::format("{}:1:{}: error: {}\n  {}\n  {}^", flag, e.column(), e.what(), text,
                               std::string(static_cast<size_t>(e.column() - 1), ' ')));
  throw BadInput(fmt::format("{}: error: {} (in '{}')", flag, e.what(), text));
}
}  // namespace

Internal internal_error(const std::string& file, const types::InternalError& e) {
  const std::string where = e.line() > 0 ? fmt::format("{}:{}", file, e.line()) : file;
  return Internal(fmt::format("{}: internal error: {}\n  (a bug in shardproof, not in the program: please report it with "
                              "the file)",
                              where, e.what()));
}

types::Mesh mesh_argument(const std::string& flag, const std::string& text) {
  try {
    return types::Mesh::parse(text);
  } catch (const types::InputError& e) {
    bad(flag, text, e);
  }
}

std::vector<int64_t> shape_argument(const std::string& flag, const std::string& text) {
  try {
    return types::parse_shape(text);
  } catch (const types::InputError& e) {
    bad(flag, text, e);
  }
}

types::DType dtype_argument(const std::string& flag, const std::string& text) {
  try {
    return types::parse_dtype(text);
  } catch (const types::InputError& e) {
    bad(flag, text, e);
  }
}

types::ShardingType sharding_argument(const std::string& flag, const std::string& text, const types::Mesh& mesh,
                                      int rank) {
  try {
    // Shardy or GSPMD; checked against the mesh and rank with the column of the culprit.
    return types::canonicalize(mesh, types::parse_sharding(text, mesh, rank));
  } catch (const types::InputError& e) {
    bad(flag, text, e);
  }
}

redistribute::Topology topology_argument(const std::string& flag, const std::string& path) {
  if (path.empty()) return redistribute::Topology::one_node_8_gpus();
  try {
    return redistribute::Topology::load(path);
  } catch (const types::InputError& e) {
    throw BadInput(fmt::format("{}: {}", flag, e.what()));
  }
}

std::string human_time(double s) {
  if (s == 0) return "0";
  if (s < 1e-3) return fmt::format("{:.1f} us", s * 1e6);
  if (s < 1) return fmt::format("{:.2f} ms", s * 1e3);
  return fmt::format("{:.3f} s", s);
}

// "80GiB", "512 MiB", "1.5GB", "1000000" -> bytes.
int64_t bytes_argument(const std::string& flag, const std::string& text) {
  size_t pos = 0;
  double value = 0;
  try {
    value = std::stod(text, &pos);
  } catch (const std::exception&) {
    throw BadInput(fmt::format("{}: error: '{}' is not a size (e.g. 80GiB, 512MiB, 1.5GB)", flag, text));
  }
  std::string unit = text.substr(pos);
  unit.erase(0, unit.find_first_not_of(' '));
  const std::map<std::string, double> units{{"", 1},         {"B", 1},          {"KiB", 1024.0},      {"MiB", 1048576.0},
                                            {"GiB", 1073741824.0}, {"TiB", 1099511627776.0}, {"KB", 1e3}, {"MB", 1e6},
                                            {"GB", 1e9},     {"TB", 1e12}};
  auto it = units.find(unit);
  if (it == units.end() || value <= 0)
    throw BadInput(fmt::format("{}: error: '{}' is not a size (units: B, KiB, MiB, GiB, TiB, KB, MB, GB, TB)", flag, text));
  return static_cast<int64_t>(value * it->second);
}

}  // namespace shardproof::cli
