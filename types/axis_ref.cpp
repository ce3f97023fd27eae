#include "types/axis_ref.h"

#include <fmt/format.h>

#include "types/error.h"

namespace shardproof::types {

namespace {
int64_t full_size(const Mesh& mesh, const AxisRef& ref) {
  auto axis = mesh.axis_index(ref.name);
  if (!axis) throw InputError(fmt::format("unknown axis \"{}\" (mesh is {})", ref.name, mesh.to_shardy()));
  return mesh.axis_size(*axis);
}
}  // namespace

int64_t axis_ref_size(const Mesh& mesh, const AxisRef& ref) {
  return ref.size == 0 ? full_size(mesh, ref) : ref.size;
}

bool is_whole_axis(const Mesh& mesh, const AxisRef& ref) {
  return ref.pre == 1 && axis_ref_size(mesh, ref) == full_size(mesh, ref);
}

AxisRef resolve_axis_ref(const Mesh& mesh, const AxisRef& ref) {
  int64_t n = full_size(mesh, ref);
  AxisRef r = ref;
  if (r.size == 0) r.size = n;
  if (r.pre < 1 || r.size < 1 || n % (r.pre * r.size) != 0)
    throw InputError(fmt::format("sub-axis \"{}\":({}){} does not divide axis \"{}\" of size {}",
                                 r.name, r.pre, r.size, r.name, n));
  return r;
}

int64_t axis_ref_coordinate(const Mesh& mesh, const AxisRef& ref, const std::vector<int64_t>& coords) {
  int axis = *mesh.axis_index(ref.name);
  int64_t n = mesh.axis_size(axis);
  int64_t size = ref.size == 0 ? n : ref.size;
  int64_t minor = n / (ref.pre * size);
  return (coords[axis] / minor) % size;
}

bool axis_refs_overlap(const Mesh& mesh, const AxisRef& a, const AxisRef& b) {
  if (a.name != b.name) return false;
  // Intervals of the axis' "digit range" in log space: [pre, pre*size) multiplicatively.
  int64_t a_lo = a.pre, a_hi = a.pre * axis_ref_size(mesh, a);
  int64_t b_lo = b.pre, b_hi = b.pre * axis_ref_size(mesh, b);
  if (a_lo < b_hi && b_lo < a_hi) return true;
  // Disjoint ranges are independent digits only when the gap between them is a whole
  // factor: on x=6, "x":(1)2 and "x":(3)2 leave a gap of 3/2, and devices 0 and 2 would
  // share both coordinates (0,0) — they overlap in effect.
  return a_hi <= b_lo ? b_lo % a_hi != 0 : a_lo % b_hi != 0;
}

std::string to_string(const Mesh& mesh, const AxisRef& ref) {
  if (mesh.axis_index(ref.name) && is_whole_axis(mesh, ref)) return fmt::format("\"{}\"", ref.name);
  return fmt::format("\"{}\":({}){}", ref.name, ref.pre, ref.size);
}

}  // namespace shardproof::types
