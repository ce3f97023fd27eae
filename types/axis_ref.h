// \file A reference to a mesh axis or to a sub-axis of it, as Shardy writes them.
//
//   "x"          the whole axis x
//   "x":(1)2     on x=4: the major half of x (size 2, nothing before it)
//   "x":(2)2     on x=4: the minor half of x (size 2, after a prefix of size 2)
//
// A sub-axis "x":(pre)size splits axis x (size n) as [pre][size][n/(pre*size)], major to
// minor; a device's coordinate on it is (coord_x / (n/(pre*size))) % size.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "types/mesh.h"

namespace shardproof::types {

struct AxisRef {
  std::string name;
  int64_t pre = 1;   // product of the sizes before this part of the axis
  int64_t size = 0;  // size of this part; 0 until resolved against a mesh (= whole axis)

  static AxisRef whole(std::string name) { return AxisRef{std::move(name), 1, 0}; }
  static AxisRef sub(std::string name, int64_t pre, int64_t size) {
    return AxisRef{std::move(name), pre, size};
  }

  bool operator==(const AxisRef&) const = default;
  auto operator<=>(const AxisRef&) const = default;
};

// Size of the referenced part on `mesh` (the whole axis size when size == 0).
int64_t axis_ref_size(const Mesh& mesh, const AxisRef& ref);
// True when the reference covers its whole axis.
bool is_whole_axis(const Mesh& mesh, const AxisRef& ref);
// Fills in size for whole-axis references and checks the reference fits its axis; throws
// InputError naming the reference otherwise.
AxisRef resolve_axis_ref(const Mesh& mesh, const AxisRef& ref);
// The device's coordinate on the referenced part, from its mesh coordinates.
int64_t axis_ref_coordinate(const Mesh& mesh, const AxisRef& ref,
                            const std::vector<int64_t>& mesh_coordinates);
// Whether two references share any part of the same axis.
bool axis_refs_overlap(const Mesh& mesh, const AxisRef& a, const AxisRef& b);
// Shardy spelling: "x" or "x":(2)2.
std::string to_string(const Mesh& mesh, const AxisRef& ref);

}  // namespace shardproof::types
