#include "redistribute/placements.h"

#include <fmt/format.h>

#include <algorithm>

#include "types/error.h"

namespace shardproof::redistribute {

namespace {

// The fan-out of each level reached by `devices`, outermost first.
std::vector<int64_t> fan_outs(const Topology& topology, int64_t devices) {
  std::vector<int64_t> inner_first;
  int64_t below = 1;
  for (const auto& level : topology.levels) {
    if (below >= devices) break;
    // The outermost level reached may be filled only in part (32 devices of 8 nodes x 8).
    const int64_t group = std::min(level.group_size, devices);
    if (group % below != 0)
      throw types::InputError(fmt::format("{} devices do not fill whole groups of level {}", devices, level.name));
    inner_first.push_back(group / below);
    below = group;
  }
  if (below != devices)
    throw types::InputError(fmt::format("{} devices do not fit the topology ({} devices)", devices, below));
  return {inner_first.rbegin(), inner_first.rend()};
}

// Every ordered factorization of n into k factors.
void factorizations(int64_t n, int k, std::vector<int64_t>& current, std::vector<std::vector<int64_t>>& out) {
  if (static_cast<int>(current.size()) == k - 1) {
    current.push_back(n);
    out.push_back(current);
    current.pop_back();
    return;
  }
  for (int64_t f = 1; f <= n; ++f) {
    if (n % f != 0) continue;
    current.push_back(f);
    factorizations(n / f, k, current, out);
    current.pop_back();
  }
}

types::Mesh mesh_for(const std::vector<std::vector<int64_t>>& matrix, const std::vector<std::string>& names) {
  const size_t levels = matrix.size(), k = names.size();
  std::vector<types::MeshAxis> axes;
  for (size_t a = 0; a < k; ++a) {
    int64_t size = 1;
    for (size_t l = 0; l < levels; ++l) size *= matrix[l][a];
    axes.push_back({names[a], size});
  }
  int64_t devices = 1;
  for (const auto& axis : axes) devices *= axis.size;
  // Walk physical ids in order: digits per level (outermost first), per axis within a
  // level; the logical coordinate of axis a collects its digits outermost first.
  std::vector<int64_t> device_ids(static_cast<size_t>(devices));
  for (int64_t physical = 0; physical < devices; ++physical) {
    std::vector<int64_t> digits;  // level-major, axis-minor
    int64_t rest = physical;
    for (size_t l = levels; l-- > 0;)
      for (size_t a = k; a-- > 0;) digits.push_back(rest % matrix[l][a]), rest /= matrix[l][a];
    std::reverse(digits.begin(), digits.end());
    std::vector<int64_t> coordinate(k, 0);
    for (size_t l = 0; l < levels; ++l)
      for (size_t a = 0; a < k; ++a) coordinate[a] = coordinate[a] * matrix[l][a] + digits[l * k + a];
    int64_t logical = 0;
    for (size_t a = 0; a < k; ++a) logical = logical * axes[a].size + coordinate[a];
    device_ids[static_cast<size_t>(logical)] = physical;
  }
  bool identity = true;
  for (int64_t d = 0; d < devices; ++d) identity = identity && device_ids[static_cast<size_t>(d)] == d;
  return types::Mesh(axes, identity ? std::vector<int64_t>{} : device_ids);
}

}  // namespace

std::vector<Placement> placements(const Topology& topology, const std::vector<std::string>& names, int64_t devices) {
  const std::vector<int64_t> fan = fan_outs(topology, devices);
  std::vector<std::vector<std::vector<int64_t>>> rows(fan.size());
  for (size_t l = 0; l < fan.size(); ++l) {
    std::vector<int64_t> current;
    factorizations(fan[l], static_cast<int>(names.size()), current, rows[l]);
  }
  std::vector<Placement> out;
  std::vector<std::vector<int64_t>> matrix;
  auto choose = [&](auto&& self, size_t l) -> void {
    if (l == fan.size()) {
      out.push_back({matrix, mesh_for(matrix, names)});
      return;
    }
    for (const auto& row : rows[l]) {
      matrix.push_back(row);
      self(self, l + 1);
      matrix.pop_back();
    }
  };
  choose(choose, 0);
  return out;
}

std::string describe(const Topology& topology, const Placement& placement) {
  std::string out;
  const size_t levels = placement.matrix.size();
  for (size_t l = 0; l < levels; ++l) {
    // Row l (outermost first) is topology level levels-1-l.
    const auto& level = topology.levels[levels - 1 - l];
    if (!out.empty()) out += " ";
    out += level.name + " ";
    for (size_t a = 0; a < placement.matrix[l].size(); ++a) out += (a ? "x" : "") + std::to_string(placement.matrix[l][a]);
  }
  return out;
}

}  // namespace shardproof::redistribute
