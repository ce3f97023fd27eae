// \file Symbolic devices over mesh atoms (see device_model.h).
//
//   x=8 with refs "x":(1)2 and "x":(2)4 -> atoms x:(1)2, x:(2)4; coordinate x = d0*4 + d1
#include "verify/device_model.h"

#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "types/error.h"

namespace shardproof::verify {

using types::AxisRef;

DeviceModel::DeviceModel(const types::Mesh& mesh, const std::vector<AxisRef>& refs) : mesh_(&mesh) {
  for (int axis = 0; axis < mesh.rank(); ++axis) {
    const int64_t n = mesh.axis_size(axis);
    if (n == 1) continue;
    std::set<int64_t> cuts{1, n};
    for (const AxisRef& r : refs) {
      if (r.name != mesh.axes()[axis].name) continue;
      const int64_t size = types::axis_ref_size(mesh, r);
      cuts.insert(r.pre);
      cuts.insert(r.pre * size);
    }
    std::vector<int64_t> c(cuts.begin(), cuts.end());
    for (size_t i = 0; i + 1 < c.size(); ++i) {
      if (c[i + 1] % c[i] != 0)
        throw types::InputError(fmt::format("the sub-axes of \"{}\" cut it incompatibly (at {} and {})",
                                            mesh.axes()[axis].name, c[i], c[i + 1]));
      atoms_.push_back({axis, c[i], c[i + 1] / c[i]});
    }
  }
}

std::vector<int> DeviceModel::atoms_of(const AxisRef& ref) const {
  const int axis = *mesh_->axis_index(ref.name);
  const int64_t lo = ref.pre, hi = ref.pre * types::axis_ref_size(*mesh_, ref);
  std::vector<int> out;
  for (size_t k = 0; k < atoms_.size(); ++k)
    if (atoms_[k].mesh_axis == axis && atoms_[k].pre >= lo && atoms_[k].pre * atoms_[k].size <= hi)
      out.push_back(static_cast<int>(k));
  return out;
}

std::vector<int> DeviceModel::atoms_of(const std::vector<AxisRef>& refs) const {
  std::vector<int> out;
  for (const AxisRef& r : refs) {
    auto a = atoms_of(r);
    out.insert(out.end(), a.begin(), a.end());
  }
  return out;
}

std::vector<int64_t> DeviceModel::sizes(const std::vector<int>& idx) const {
  std::vector<int64_t> out;
  for (int k : idx) out.push_back(atoms_[k].size);
  return out;
}

std::vector<smt::Expr> DeviceModel::fresh_device(smt::Context& ctx, const std::string& name) const {
  std::vector<smt::Expr> d;
  for (size_t k = 0; k < atoms_.size(); ++k) d.push_back(ctx.var(fmt::format("{}_a{}", name, k), atoms_[k].size));
  return d;
}

smt::Expr DeviceModel::position(smt::Context& ctx, const std::vector<smt::Expr>& device,
                                const std::vector<int>& atoms) const {
  std::vector<smt::Expr> ds;
  for (int k : atoms) ds.push_back(device[k]);
  return smt::mixed_radix(ctx, ds, sizes(atoms));
}

std::vector<smt::Expr> DeviceModel::with_position(smt::Context& ctx, const std::vector<smt::Expr>& device,
                                                  const std::vector<int>& atoms, const smt::Expr& q) const {
  std::vector<smt::Expr> out = device;
  const auto ds = smt::digits(ctx, q, sizes(atoms));
  for (size_t i = 0; i < atoms.size(); ++i) out[atoms[i]] = ds[i];
  return out;
}

smt::Expr DeviceModel::block(smt::Context& ctx, const std::vector<smt::Expr>& device, const types::ShardingType& type,
                             int dim) const {
  return position(ctx, device, atoms_of(type.dims[dim].axes));
}

smt::Expr DeviceModel::unreduced_index(smt::Context& ctx, const std::vector<smt::Expr>& device,
                                       const types::ShardingType& type) const {
  return position(ctx, device, atoms_of(type.unreduced));
}

std::vector<int64_t> DeviceModel::digits_of(const std::vector<int64_t>& coordinates) const {
  std::vector<int64_t> out;
  for (const MeshAtom& a : atoms_) {
    const int64_t minor = mesh_->axis_size(a.mesh_axis) / (a.pre * a.size);
    out.push_back((coordinates[a.mesh_axis] / minor) % a.size);
  }
  return out;
}

std::vector<int64_t> DeviceModel::coordinates_of(const std::vector<int64_t>& digit_values) const {
  std::vector<int64_t> coords(static_cast<size_t>(mesh_->rank()), 0);
  for (size_t k = 0; k < atoms_.size(); ++k) {
    const MeshAtom& a = atoms_[k];
    const int64_t minor = mesh_->axis_size(a.mesh_axis) / (a.pre * a.size);
    coords[a.mesh_axis] += digit_values[k] * minor;
  }
  return coords;
}

std::vector<AxisRef> refs_of(const types::ShardingType& type) {
  std::vector<AxisRef> out;
  for (const auto& d : type.dims) out.insert(out.end(), d.axes.begin(), d.axes.end());
  out.insert(out.end(), type.unreduced.begin(), type.unreduced.end());
  return out;
}

}  // namespace shardproof::verify
