#include "types/sharding_type.h"

#include <algorithm>
#include <fmt/format.h>

#include "types/error.h"

namespace shardproof::types {

bool ShardingType::same_layout(const ShardingType& other) const {
  if (dims.size() != other.dims.size()) return false;
  for (size_t i = 0; i < dims.size(); ++i)
    if (dims[i].axes != other.dims[i].axes) return false;
  if (unreduced.size() != other.unreduced.size()) return false;
  for (const AxisRef& a : unreduced) {
    bool found = false;
    for (const AxisRef& b : other.unreduced) found = found || a == b;
    if (!found) return false;
  }
  return true;
}

ShardingType resolve(const Mesh& mesh, const ShardingType& type, int rank) {
  if (type.rank() != rank)
    throw InputError(fmt::format("sharding has {} dimensions but the array has rank {}", type.rank(), rank));
  ShardingType out = type;
  std::vector<AxisRef> used;
  auto use = [&](AxisRef& ref, const char* where) {
    ref = resolve_axis_ref(mesh, ref);
    for (const AxisRef& u : used)
      if (axis_refs_overlap(mesh, u, ref)) {
        if (u == ref) throw InputError(fmt::format("axis {} is used twice ({})", to_string(mesh, ref), where));
        throw InputError(fmt::format("axis {} overlaps {} ({})", to_string(mesh, ref), to_string(mesh, u), where));
      }
    used.push_back(ref);
  };
  for (auto& dim : out.dims)
    for (auto& ref : dim.axes) use(ref, "in a dimension");
  for (auto& ref : out.unreduced) use(ref, "in unreduced");
  for (auto& ref : out.replicated) use(ref, "in replicated");
  // Canonical: a sub-axis that covers the whole axis is the axis.
  return out;
}

int64_t num_shards(const Mesh& mesh, const ShardingType& type, int dim) {
  int64_t k = 1;
  for (const AxisRef& ref : type.dims[dim].axes) k *= axis_ref_size(mesh, ref);
  return k;
}

std::vector<int64_t> local_shape(const Mesh& mesh, const ShardingType& type,
                                 const std::vector<int64_t>& global_shape) {
  std::vector<int64_t> local(global_shape.size());
  for (size_t i = 0; i < global_shape.size(); ++i) {
    int64_t k = num_shards(mesh, type, static_cast<int>(i));
    local[i] = (global_shape[i] + k - 1) / k;
  }
  return local;
}

int64_t local_bytes(const Mesh& mesh, const ShardingType& type, const TensorType& tensor) {
  int64_t n = byte_size(tensor.dtype);
  for (int64_t d : local_shape(mesh, type, tensor.shape)) n *= d;
  return n;
}

int64_t block_index(const Mesh& mesh, const ShardingType& type, int dim,
                    const std::vector<int64_t>& coords) {
  int64_t block = 0;
  for (const AxisRef& ref : type.dims[dim].axes)
    block = block * axis_ref_size(mesh, ref) + axis_ref_coordinate(mesh, ref, coords);
  return block;
}

int64_t unreduced_index(const Mesh& mesh, const ShardingType& type, const std::vector<int64_t>& coords) {
  int64_t index = 0;
  for (const AxisRef& ref : type.unreduced)
    index = index * axis_ref_size(mesh, ref) + axis_ref_coordinate(mesh, ref, coords);
  return index;
}

int64_t num_unreduced(const Mesh& mesh, const ShardingType& type) {
  int64_t n = 1;
  for (const AxisRef& ref : type.unreduced) n *= axis_ref_size(mesh, ref);
  return n;
}

namespace {
std::string axis_list(const Mesh& mesh, const std::vector<AxisRef>& refs) {
  std::string s;
  for (size_t i = 0; i < refs.size(); ++i) {
    if (i) s += ",";
    s += to_string(mesh, refs[i]);
  }
  return s;
}
}  // namespace

std::string to_string(const Mesh& mesh, const ShardingType& type) {
  std::string s = "[";
  for (size_t i = 0; i < type.dims.size(); ++i) {
    const DimSharding& d = type.dims[i];
    s += i ? ", {" : "{";
    s += axis_list(mesh, d.axes);
    if (d.open) s += d.axes.empty() ? "?" : ", ?";
    s += "}";
    if (d.priority) s += fmt::format("p{}", *d.priority);
  }
  s += "]";
  if (!type.replicated.empty()) s += ", replicated={" + axis_list(mesh, type.replicated) + "}";
  if (!type.unreduced.empty()) s += ", unreduced={" + axis_list(mesh, type.unreduced) + "}";
  return s;
}

}  // namespace shardproof::types

namespace shardproof::types {

namespace {

// merge_adjacent in place: every ref resolved, a part that continues the previous one of the
// same axis joined to it. In place because lowering canonicalizes every type it compares,
// tens of thousands of times on a large program, and a second vector per call was most of it.
void merge_in_place(const Mesh& mesh, std::vector<AxisRef>& refs) {
  size_t kept = 0;
  for (size_t i = 0; i < refs.size(); ++i) {
    refs[i] = resolve_axis_ref(mesh, refs[i]);
    if (kept > 0 && refs[kept - 1].name == refs[i].name && refs[kept - 1].pre * refs[kept - 1].size == refs[i].pre) {
      refs[kept - 1].size *= refs[i].size;
    } else {
      if (kept != i) refs[kept] = std::move(refs[i]);
      ++kept;
    }
  }
  refs.erase(refs.begin() + static_cast<std::ptrdiff_t>(kept), refs.end());
}

// Parts of size 1 split nothing: dropping them keeps the layout. Whether any was dropped.
bool drop_trivial(std::vector<AxisRef>& refs) {
  return std::erase_if(refs, [](const AxisRef& r) { return r.size == 1; }) > 0;
}

}  // namespace

std::vector<AxisRef> merge_adjacent(const Mesh& mesh, std::vector<AxisRef> refs) {
  merge_in_place(mesh, refs);
  return refs;
}

ShardingType canonicalize(const Mesh& mesh, const ShardingType& type) {
  ShardingType out = type;
  // Merged, trivial parts dropped, merged again (a merged list merges to itself, so only when
  // a part was dropped).
  for (auto& dim : out.dims) {
    merge_in_place(mesh, dim.axes);
    if (drop_trivial(dim.axes)) merge_in_place(mesh, dim.axes);
  }
  out.unreduced.clear();
  for (auto& r : type.unreduced) out.unreduced.push_back(resolve_axis_ref(mesh, r));
  std::sort(out.unreduced.begin(), out.unreduced.end(), [&](const AxisRef& a, const AxisRef& b) {
    int ia = *mesh.axis_index(a.name), ib = *mesh.axis_index(b.name);
    return ia != ib ? ia < ib : a.pre < b.pre;
  });
  merge_in_place(mesh, out.unreduced);
  drop_trivial(out.unreduced);
  out.replicated.clear();
  return out;
}

std::optional<std::vector<AxisRef>> remove_minor_suffix(const Mesh& mesh, std::vector<AxisRef> axes,
                                                        std::vector<AxisRef> suffix) {
  for (auto& r : axes) r = resolve_axis_ref(mesh, r);
  for (auto& r : suffix) r = resolve_axis_ref(mesh, r);
  while (!suffix.empty()) {
    if (axes.empty()) return std::nullopt;
    AxisRef& d = axes.back();
    AxisRef a = suffix.back();
    suffix.pop_back();
    if (d == a) {
      axes.pop_back();
      continue;
    }
    // `a` must be the minor part of `d`: same axis, same minor end, starting later.
    if (d.name != a.name || d.pre * d.size != a.pre * a.size || a.pre <= d.pre) return std::nullopt;
    d.size = a.pre / d.pre;
  }
  return axes;
}

std::optional<std::vector<AxisRef>> subtract_axes(const Mesh& mesh, std::vector<AxisRef> from,
                                                  const std::vector<AxisRef>& parts) {
  for (auto& r : from) r = resolve_axis_ref(mesh, r);
  for (AxisRef a : parts) {
    a = resolve_axis_ref(mesh, a);
    bool found = false;
    for (size_t i = 0; i < from.size() && !found; ++i) {
      AxisRef u = from[i];
      if (u.name != a.name || a.pre < u.pre || a.pre * a.size > u.pre * u.size) continue;
      found = true;
      from.erase(from.begin() + static_cast<long>(i));
      if (a.pre > u.pre) from.push_back(AxisRef::sub(u.name, u.pre, a.pre / u.pre));
      if (a.pre * a.size < u.pre * u.size)
        from.push_back(AxisRef::sub(u.name, a.pre * a.size, (u.pre * u.size) / (a.pre * a.size)));
    }
    if (!found) return std::nullopt;
  }
  return from;
}

std::vector<AxisRef> used_axes(const ShardingType& type) {
  std::vector<AxisRef> used;
  for (const auto& dim : type.dims) used.insert(used.end(), dim.axes.begin(), dim.axes.end());
  used.insert(used.end(), type.unreduced.begin(), type.unreduced.end());
  return used;
}

}  // namespace shardproof::types
