// \file The atoms of a redistribution problem: the mesh axes its two types mention, cut
// into the finest parts that every sub-axis of either type is a run of.
//
//   x=4, types [{"x"}] and [{"x":(1)2}]   -> atoms "x":(1)2, "x":(2)2
//   x=4, y=2, types [{"x"},{}] and [{},{"y"}] -> atoms "x", "y"
//   x=6, types [{"x":(1)2}] and [{"x":(1)3}] -> error: the sub-axes are incompatible
//   x=4, y=2, split into primes, types [{"x"},{"y"}] and [{"y"},{"x"}] -> "x":(1)2, "x":(2)2, "y"
//
// Synthesis and verification both reason over atoms, so that a sub-axis is never half
// moved.
#pragma once

#include <cstdint>
#include <vector>

#include "types/mesh.h"
#include "types/sharding_type.h"

namespace shardproof::redistribute {

struct Atom {
  types::AxisRef ref;   // resolved (size filled in)
  int mesh_axis = 0;
  int64_t size = 1;
};

// The prime parts of a reference, major to minor, as `split_primes` cuts an atom ("x" of
// 12 -> "x":(1)2, "x":(2)2, "x":(4)3; a part of size 1 -> none).
std::vector<types::AxisRef> prime_parts(const types::Mesh& mesh, const types::AxisRef& ref);

class AtomSet {
 public:
  // Atoms of every axis the types mention; with `all_axes`, also every other axis of
  // size > 1 as one atom; with `split_primes`, every atom further cut into its prime
  // factors, smallest first (x=4 -> "x":(1)2, "x":(2)2; x=12 -> sizes 2, 2, 3), so that
  // plans may move part of an axis. Throws types::InputError when two sub-axes of one
  // axis overlap without nesting.
  AtomSet(const types::Mesh& mesh, const std::vector<const types::ShardingType*>& types, bool all_axes = false,
          bool split_primes = false);

  const std::vector<Atom>& atoms() const { return atoms_; }
  int size() const { return static_cast<int>(atoms_.size()); }
  // The atoms a (resolved) reference covers, major to minor; throws InputError if the
  // reference is not a run of atoms.
  std::vector<int> expand(const types::AxisRef& ref) const;
  // The references for a run of atoms, adjacent parts of one axis merged.
  std::vector<types::AxisRef> refs(const std::vector<int>& atom_indices) const;

 private:
  const types::Mesh* mesh_;
  std::vector<Atom> atoms_;
};

}  // namespace shardproof::redistribute
