// \file Symbolic devices: a device is a vector of digits, one per *atom* of the mesh (the
// finest parts every sub-axis the plan mentions is a run of), so that a device's
// coordinate on any axis or sub-axis, its block index under a type and its position in a
// collective's group are linear (mixed-radix) terms — no div/mod on devices at all.
//
//   mesh <["x"=4, "y"=2]>, plan mentions "x":(1)2 and "x": atoms x:(1)2, x:(2)2, y
//     device (x=3, y=1) = digits {1, 1, 1}; block of [{"x","y"}] on dim 0 = (1*2+1)*2+1 = 7
//   type [{"y"}, {"x":(2)2}]: block_0 = y, block_1 = digit of x:(2)2
#pragma once

#include <cstdint>
#include <vector>

#include "types/axis_ref.h"
#include "types/mesh.h"
#include "types/sharding_type.h"
#include "verify/smt.h"

namespace shardproof::verify {

struct MeshAtom {
  int mesh_axis = 0;
  int64_t pre = 1;   // product of the sizes before it on its axis
  int64_t size = 1;
};

class DeviceModel {
 public:
  // Atoms cut at every boundary of every reference; throws types::InputError when two
  // references cut an axis incompatibly (x=6 as (1)2 and (1)3).
  DeviceModel(const types::Mesh& mesh, const std::vector<types::AxisRef>& refs);

  const types::Mesh& mesh() const { return *mesh_; }
  const std::vector<MeshAtom>& atoms() const { return atoms_; }
  // The atoms a resolved reference covers, major to minor.
  std::vector<int> atoms_of(const types::AxisRef& ref) const;
  std::vector<int> atoms_of(const std::vector<types::AxisRef>& refs) const;
  std::vector<int64_t> sizes(const std::vector<int>& atom_indices) const;

  // A fresh symbolic device (every digit bounded by its atom size).
  std::vector<smt::Expr> fresh_device(smt::Context& ctx, const std::string& name) const;
  // Mixed-radix number of the device's digits on `atoms` (major first).
  smt::Expr position(smt::Context& ctx, const std::vector<smt::Expr>& device, const std::vector<int>& atoms) const;
  // The device with its digits on `atoms` replaced by the digits of q.
  std::vector<smt::Expr> with_position(smt::Context& ctx, const std::vector<smt::Expr>& device,
                                       const std::vector<int>& atoms, const smt::Expr& q) const;
  smt::Expr block(smt::Context& ctx, const std::vector<smt::Expr>& device, const types::ShardingType& type,
                  int dim) const;
  smt::Expr unreduced_index(smt::Context& ctx, const std::vector<smt::Expr>& device,
                            const types::ShardingType& type) const;
  // Concrete digits of a device's mesh coordinates, and back.
  std::vector<int64_t> digits_of(const std::vector<int64_t>& coordinates) const;
  std::vector<int64_t> coordinates_of(const std::vector<int64_t>& digit_values) const;

 private:
  const types::Mesh* mesh_;
  std::vector<MeshAtom> atoms_;  // grouped by mesh axis, major to minor within an axis
};

// Every axis reference a plan's types and ops mention.
std::vector<types::AxisRef> refs_of(const types::ShardingType& type);

}  // namespace shardproof::verify
