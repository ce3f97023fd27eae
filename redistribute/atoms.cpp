#include "redistribute/atoms.h"

#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "types/error.h"

namespace shardproof::redistribute {

using types::AxisRef;

namespace {
// The cuts that split the part [lo, lo*size) of an axis into its prime factors, smallest
// first: size 12 after 1 -> cuts 2, 4 (parts 2, 2, 3).
std::vector<int64_t> prime_cuts(int64_t lo, int64_t size) {
  std::vector<int64_t> cuts;
  int64_t at = lo;
  for (int64_t p = 2; p * p <= size; ++p)
    while (size % p == 0) {
      size /= p;
      at *= p;
      if (size > 1) cuts.push_back(at);
    }
  return cuts;
}
}  // namespace

std::vector<AxisRef> prime_parts(const types::Mesh& mesh, const AxisRef& ref_in) {
  const AxisRef ref = types::resolve_axis_ref(mesh, ref_in);
  if (ref.size <= 1) return {};
  std::vector<AxisRef> parts;
  int64_t at = ref.pre;
  for (int64_t cut : prime_cuts(ref.pre, ref.size)) {
    parts.push_back(AxisRef::sub(ref.name, at, cut / at));
    at = cut;
  }
  parts.push_back(AxisRef::sub(ref.name, at, ref.pre * ref.size / at));
  return parts;
}

AtomSet::AtomSet(const types::Mesh& mesh, const std::vector<const types::ShardingType*>& types, bool all_axes,
                 bool split_primes)
    : mesh_(&mesh) {
  for (int axis = 0; axis < mesh.rank(); ++axis) {
    const auto& name = mesh.axes()[axis].name;
    const int64_t n = mesh.axis_size(axis);
    std::set<int64_t> cuts;
    std::vector<AxisRef> mentioned;
    for (const auto* t : types)
      for (const auto& r : types::used_axes(*t))
        if (r.name == name) mentioned.push_back(types::resolve_axis_ref(mesh, r));
    if (mentioned.empty() && !(all_axes && split_primes)) {
      if (all_axes && n > 1) atoms_.push_back(Atom{types::resolve_axis_ref(mesh, AxisRef::whole(name)), axis, n});
      continue;
    }
    if (n == 1) continue;
    cuts.insert(1);
    cuts.insert(n);
    for (const auto& r : mentioned) {
      cuts.insert(r.pre);
      cuts.insert(r.pre * r.size);
    }
    std::vector<int64_t> c(cuts.begin(), cuts.end());
    for (size_t i = 0; i + 1 < c.size(); ++i)
      if (c[i + 1] % c[i] != 0)
        throw types::InputError(fmt::format(
            "the sub-axes of \"{}\" used by the two types are incompatible: the parts after {} and after {} "
            "do not nest",
            name, c[i], c[i + 1]));
    if (split_primes) {
      const std::vector<int64_t> coarse = c;
      for (size_t i = 0; i + 1 < coarse.size(); ++i)
        for (int64_t cut : prime_cuts(coarse[i], coarse[i + 1] / coarse[i])) cuts.insert(cut);
      c.assign(cuts.begin(), cuts.end());
    }
    for (size_t i = 0; i + 1 < c.size(); ++i) {
      Atom a;
      a.ref = AxisRef::sub(name, c[i], c[i + 1] / c[i]);
      a.mesh_axis = axis;
      a.size = c[i + 1] / c[i];
      atoms_.push_back(a);
    }
  }
}

std::vector<int> AtomSet::expand(const AxisRef& ref_in) const {
  AxisRef ref = types::resolve_axis_ref(*mesh_, ref_in);
  std::vector<int> out;
  int64_t covered = 1;
  for (int i = 0; i < size(); ++i) {
    const AxisRef& a = atoms_[i].ref;
    if (a.name == ref.name && a.pre >= ref.pre && a.pre * a.size <= ref.pre * ref.size) {
      out.push_back(i);
      covered *= a.size;
    }
  }
  if (covered != ref.size)
    throw types::InputError(fmt::format("axis {} does not line up with the other sub-axes of the problem",
                                        types::to_string(*mesh_, ref)));
  return out;
}

std::vector<AxisRef> AtomSet::refs(const std::vector<int>& atom_indices) const {
  std::vector<AxisRef> refs;
  for (int i : atom_indices) refs.push_back(atoms_[i].ref);
  return types::merge_adjacent(*mesh_, refs);
}

}  // namespace shardproof::redistribute
