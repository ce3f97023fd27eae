// \file RapidCheck generators for meshes, sharding types, shapes, collectives and plans,
// shared by the test suites of every library and installed for users as
// <shardproof/testing/generators.h> (target shardproof::testing); the checks to run on
// what they generate are in <shardproof/testing/oracles.h>.
//
//   RC_GTEST_PROP(Redistribute, EndsInTarget, ()) {
//     const types::Mesh mesh = *testing::gen_mesh(4, 8, 64);
//     const int rank = *rc::gen::inRange(1, 5);
//     const auto src = *testing::gen_sharding_type(mesh, rank);
//     const auto dst = *testing::gen_sharding_type(mesh, rank);
//     const auto shape = *testing::gen_shape(rank, 64);   // divisible or not
//     ...
//   }
//   const RedistributionProblem p = *testing::gen_redistribution();  // mesh, tensor, from, to
//   const redistribute::Plan walk = *testing::gen_plan(mesh, tensor, src);  // well-typed steps
//
// Everything generated is valid: meshes pass Mesh's checks, types are resolve()d against
// their mesh (whole axes carry their size, so they compare equal to parsed-and-resolved
// text). All generators shrink toward fewer and smaller axes, fewer sharded dimensions and
// smaller shapes, so a failing case reduces to a small one.
#pragma once

#include <rapidcheck.h>

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "redistribute/collective.h"
#include "redistribute/plan.h"
#include "redistribute/topology.h"
#include "types/axis_ref.h"
#include "types/mesh.h"
#include "types/sharding_type.h"
#include "types/tensor_type.h"

namespace shardproof::testing {

// Mesh axis names in generation order: "x", "y", "z", "w", then "a4", "a5", ...
inline std::string gen_axis_name(int i) {
  static const char* kNames[] = {"x", "y", "z", "w"};
  if (i < 4) return kNames[i];
  std::string name = "a";  // appended, not "a" + ...: GCC 12 -O3 warns falsely (-Wrestrict)
  name += std::to_string(i);
  return name;
}

// A random permutation of 0..n-1 that shrinks toward the identity.
inline rc::Gen<std::vector<int64_t>> gen_permutation(int64_t n) {
  return rc::gen::map(rc::gen::container<std::vector<int>>(static_cast<size_t>(n), rc::gen::inRange(0, 1 << 16)),
                      [n](const std::vector<int>& keys) {
                        std::vector<int64_t> perm(static_cast<size_t>(n));
                        std::iota(perm.begin(), perm.end(), 0);
                        std::stable_sort(perm.begin(), perm.end(),
                                         [&](int64_t a, int64_t b) { return keys[a] < keys[b]; });
                        return perm;
                      });
}

// A mesh of 1..max_axes axes (named by gen_axis_name), each of size 1..max_size, with at
// most max_devices devices in all. With `device_ids`, half of the meshes also get a
// random device order (`device_ids=[...]`), which makes GSPMD print explicit lists.
//   gen_mesh(4, 8, 64)  ->  <["x"=4, "y"=1, "z"=8]>, <["x"=3]>, ...
inline rc::Gen<types::Mesh> gen_mesh(int max_axes = 4, int64_t max_size = 8, int64_t max_devices = 64,
                                     bool device_ids = false) {
  return rc::gen::exec([=] {
    const int num_axes = *rc::gen::inRange(1, max_axes + 1);
    std::vector<types::MeshAxis> axes;
    int64_t devices = 1;
    for (int i = 0; i < num_axes; ++i) {
      const int64_t cap = std::max<int64_t>(1, std::min(max_size, max_devices / devices));
      const int64_t size = *rc::gen::inRange<int64_t>(1, cap + 1);
      devices *= size;
      axes.push_back({gen_axis_name(i), size});
    }
    std::vector<int64_t> ids;
    if (device_ids && *rc::gen::arbitrary<bool>()) ids = *gen_permutation(devices);
    return types::Mesh(std::move(axes), std::move(ids));
  });
}

// Splits every axis into parts (sub-axes, major to minor) whose sizes multiply to the
// axis size: x=8 -> "x" | "x":(1)2,"x":(2)4 | "x":(1)2,"x":(2)2,"x":(4)2 | ...
// Without `sub_axes`, each axis is one whole part.
inline rc::Gen<std::vector<types::AxisRef>> gen_axis_parts(const types::Mesh& mesh, bool sub_axes = true) {
  return rc::gen::exec([=] {
    std::vector<types::AxisRef> parts;
    for (const types::MeshAxis& axis : mesh.axes()) {
      int64_t pre = 1;
      while (pre < axis.size) {
        const int64_t rest = axis.size / pre;
        int64_t size = rest;
        if (sub_axes && *rc::gen::inRange(0, 3) == 0) {
          std::vector<int64_t> divisors;
          for (int64_t d = 2; d <= rest; ++d)
            if (rest % d == 0) divisors.push_back(d);
          size = *rc::gen::elementOf(divisors);
        }
        parts.push_back(pre == 1 && size == axis.size ? types::AxisRef::whole(axis.name)
                                                        : types::AxisRef::sub(axis.name, pre, size));
        pre *= size;
      }
      if (axis.size == 1) parts.push_back(types::AxisRef::whole(axis.name));
    }
    return parts;
  });
}

// A resolved sharding type of the given rank on `mesh`: each axis part (see
// gen_axis_parts) goes to one dimension (in random order within it), to the unreduced set
// (with `unreduced`), or stays replicated. Parts of one axis may end up adjacent in a
// dimension ("x":(1)2,"x":(2)2): compare layouts with canonicalize() or by device
// assignment, not by ==, when a round trip may merge them. Never sets open/priority/
// explicit replication (see gen_annotated_sharding_type).
//   on x=4,y=2, rank 2:  [{"y"}, {"x"}] | [{"x":(2)2}, {}], unreduced={"y"} | [{}, {}] ...
inline rc::Gen<types::ShardingType> gen_sharding_type(const types::Mesh& mesh, int rank, bool unreduced = true,
                                                      bool sub_axes = true) {
  return rc::gen::exec([=] {
    const std::vector<types::AxisRef> parts = *gen_axis_parts(mesh, sub_axes);
    types::ShardingType type = types::ShardingType::fully_replicated(rank);
    std::vector<std::vector<std::pair<int, types::AxisRef>>> per_dim(rank);  // (order key, part)
    // Half of the types (when allowed) have unreduced axes at all; a uniform choice per
    // part would make them rare on high ranks.
    const bool with_unreduced = unreduced && *rc::gen::arbitrary<bool>();
    for (const types::AxisRef& part : parts) {
      // -1: replicated, rank: unreduced, otherwise a dimension.
      const int where = *rc::gen::inRange(-1, rank + (with_unreduced ? 1 : 0));
      const int key = *rc::gen::inRange(0, 100);
      if (where == rank) type.unreduced.push_back(part);
      else if (where >= 0) per_dim[where].push_back({key, part});
    }
    for (int i = 0; i < rank; ++i) {
      std::stable_sort(per_dim[i].begin(), per_dim[i].end(),
                       [](const auto& a, const auto& b) { return a.first < b.first; });
      for (const auto& [key, part] : per_dim[i]) type.dims[i].axes.push_back(part);
    }
    return types::resolve(mesh, type, rank);
  });
}

// gen_sharding_type plus the annotations that do not change the layout: open dimensions
// (`?`), priorities (`pN`) and explicitly replicated axes (`replicated={...}`), for syntax
// round trips.
inline rc::Gen<types::ShardingType> gen_annotated_sharding_type(const types::Mesh& mesh, int rank,
                                                                bool unreduced = true, bool sub_axes = true) {
  return rc::gen::exec([=] {
    types::ShardingType type = *gen_sharding_type(mesh, rank, unreduced, sub_axes);
    for (types::DimSharding& dim : type.dims) {
      dim.open = *rc::gen::arbitrary<bool>();
      if (*rc::gen::arbitrary<bool>()) dim.priority = *rc::gen::inRange(0, 4);
    }
    // Whole axes that nothing uses may be listed as explicitly replicated.
    for (const types::MeshAxis& axis : mesh.axes()) {
      bool used = false;
      for (const types::DimSharding& dim : type.dims)
        for (const types::AxisRef& r : dim.axes) used = used || r.name == axis.name;
      for (const types::AxisRef& r : type.unreduced) used = used || r.name == axis.name;
      if (!used && *rc::gen::arbitrary<bool>()) type.replicated.push_back(types::AxisRef::whole(axis.name));
    }
    return types::resolve(mesh, type, rank);
  });
}

// A shape of the given rank with dimensions 1..max_dim: mostly not divisible by the
// shard counts, which exercises padding.
inline rc::Gen<std::vector<int64_t>> gen_shape(int rank, int64_t max_dim = 64) {
  return rc::gen::container<std::vector<int64_t>>(static_cast<size_t>(rank), rc::gen::inRange<int64_t>(1, max_dim + 1));
}

// A shape every given type divides evenly: dimension i is a multiple (1..max_multiple)
// of the lcm of the types' shard counts along i. Use it for a source and a destination
// type together.
inline rc::Gen<std::vector<int64_t>> gen_divisible_shape(const types::Mesh& mesh,
                                                         const std::vector<types::ShardingType>& types_,
                                                         int64_t max_multiple = 4) {
  const int rank = types_.empty() ? 0 : types_[0].rank();
  std::vector<int64_t> unit(static_cast<size_t>(rank), 1);
  for (const types::ShardingType& t : types_)
    for (int i = 0; i < rank; ++i) unit[i] = std::lcm(unit[i], types::num_shards(mesh, t, i));
  return rc::gen::map(rc::gen::container<std::vector<int64_t>>(static_cast<size_t>(rank),
                                                               rc::gen::inRange<int64_t>(1, max_multiple + 1)),
                      [unit](std::vector<int64_t> m) {
                        for (size_t i = 0; i < m.size(); ++i) m[i] *= unit[i];
                        return m;
                      });
}

// An element type, drawn by index so that a counterexample prints a number
// (0 = f32, 1 = f64, 2 = bf16, 3 = f16, 4 = i32, 5 = i64).
inline rc::Gen<types::DType> gen_dtype() {
  return rc::gen::map(rc::gen::inRange(0, 6), [](int i) {
    const types::DType all[] = {types::DType::f32, types::DType::f64, types::DType::bf16,
                                types::DType::f16, types::DType::i32, types::DType::i64};
    return all[i];
  });
}

// A collective that may or may not apply to `type` (redistribute::apply_type_rule decides),
// drawn only among the kinds that can: gathers and all-to-alls need a split dimension (and
// take a minor suffix of its axes), reductions need unreduced axes, all_slice takes whole
// axes the type does not use, collective_permute shuffles each dimension's axes or goes to
// any random type.
//   on x=4,y=2, [{"x"},{"y"}]:  all_gather(1, {"y"}) | all_to_all({"y"}, 1 -> 0) | ...
inline rc::Gen<redistribute::Collective> gen_collective(const types::Mesh& mesh, const types::ShardingType& type) {
  return rc::gen::exec([=] {
    using redistribute::Collective;
    using types::AxisRef;
    const int rank = type.rank();
    std::vector<int> kinds{0, 5};
    bool split = false;
    for (const auto& d : type.dims) split = split || !d.axes.empty();
    if (split) kinds.insert(kinds.end(), {1, 1, 2, 2});
    if (!type.unreduced.empty()) kinds.insert(kinds.end(), {3, 3, 4});
    const int kind = *rc::gen::elementOf(kinds);
    const int dim = *rc::gen::inRange(0, rank);
    const int other = *rc::gen::inRange(0, rank);
    auto minor = [&](int d) {
      const auto& axes = type.dims[d].axes;
      if (axes.empty()) return std::vector<AxisRef>{};
      const int n = *rc::gen::inRange<int>(1, static_cast<int>(axes.size()) + 1);
      return std::vector<AxisRef>(axes.end() - n, axes.end());
    };
    switch (kind) {
      case 0: {  // all_slice with whole axes the type does not use
        std::vector<AxisRef> unused;
        for (const auto& a : mesh.axes()) {
          bool used = false;
          for (const AxisRef& u : types::used_axes(type)) used = used || u.name == a.name;
          if (!used && *rc::gen::arbitrary<bool>()) unused.push_back(types::resolve_axis_ref(mesh, AxisRef::whole(a.name)));
        }
        return Collective::all_slice(dim, unused);
      }
      case 1: return Collective::all_gather(dim, minor(dim));
      case 2: return Collective::all_to_all(minor(dim), dim, other);
      case 3: {
        const std::vector<AxisRef>& u = type.unreduced;
        const size_t n = *rc::gen::inRange<size_t>(0, u.size() + 1);
        return Collective::reduce_scatter(dim, std::vector<AxisRef>(u.begin(), u.begin() + static_cast<std::ptrdiff_t>(n)));
      }
      case 4: return Collective::all_reduce(type.unreduced);
      default: {
        // Same shard count per dimension (so the same local shape): shuffle each
        // dimension's axes, or take any random type (rarely the same local shape).
        if (*rc::gen::arbitrary<bool>()) return Collective::collective_permute(*gen_sharding_type(mesh, rank));
        types::ShardingType target = type;
        for (auto& d : target.dims) {
          const auto order = *gen_permutation(static_cast<int64_t>(d.axes.size()));
          std::vector<AxisRef> shuffled;
          for (int64_t i : order) shuffled.push_back(d.axes[static_cast<size_t>(i)]);
          d.axes = shuffled;
        }
        return Collective::collective_permute(target);
      }
    }
  });
}

// A well-typed plan of 0..max_steps collectives from `source`: a random walk where each
// step is a gen_collective the type rule accepts (up to 8 draws per step; a walk that finds
// none stops early). Its target is where the walk ends; steps, shapes and costs are filled
// in by redistribute::evaluate on `topology`. Such plans are correct by construction of the
// type rules, so they are what an executor or a verifier must accept.
//   x=4, [{"x"},{}]:  all_gather(0, {"x"}) ; all_slice(1, {"x"})   ->  [{}, {"x"}]
inline rc::Gen<redistribute::Plan> gen_plan(const types::Mesh& mesh, const types::TensorType& tensor,
                                            const types::ShardingType& source, int max_steps = 3,
                                            const redistribute::Topology& topology =
                                                redistribute::Topology::one_node_8_gpus()) {
  return rc::gen::exec([=] {
    redistribute::Plan plan;
    plan.mesh = mesh;
    plan.tensor = tensor;
    plan.source = source;
    types::ShardingType at = source;
    const int steps = *rc::gen::inRange(0, max_steps + 1);
    for (int k = 0; k < steps; ++k) {
      std::optional<redistribute::PlanStep> next;
      for (int attempt = 0; attempt < 8 && !next; ++attempt) {
        const redistribute::Collective op = *gen_collective(mesh, at);
        const auto rule = redistribute::apply_type_rule(mesh, tensor.shape, at, op);
        if (rule.after) next = redistribute::PlanStep{op, *rule.after, {}, 0, 0, {}};
      }
      if (!next) break;
      at = next->type_after;
      plan.steps.push_back(*next);
    }
    plan.target = at;
    const std::string error = redistribute::evaluate(plan, topology);
    RC_ASSERT(error.empty());  // the walk type-checked step by step
    return plan;
  });
}

// One redistribution to solve: a mesh, a tensor, and a source and a destination type on
// it; the destination keeps no partial sums (any source unreduced axes must be reduced).
struct RedistributionProblem {
  types::Mesh mesh;
  types::TensorType tensor;
  types::ShardingType source, target;
};

// Meshes of up to max_axes axes and max_devices devices, ranks 1..max_rank, dimensions
// 1..max_dim (mostly not divisible, so padded), any dtype of gen_dtype.
//   x=3,y=2, 5x4 bf16: [{"x"},{"y"}] -> [{"x","y"},{}]
inline rc::Gen<RedistributionProblem> gen_redistribution(int max_axes = 3, int64_t max_size = 4,
                                                         int64_t max_devices = 24, int max_rank = 3,
                                                         int64_t max_dim = 9) {
  return rc::gen::exec([=] {
    RedistributionProblem p;
    p.mesh = *gen_mesh(max_axes, max_size, max_devices);
    const int rank = *rc::gen::inRange(1, max_rank + 1);
    p.source = *gen_sharding_type(p.mesh, rank);
    p.target = *gen_sharding_type(p.mesh, rank, /*unreduced=*/false);
    p.tensor = {*gen_shape(rank, max_dim), *gen_dtype()};
    return p;
  });
}

}  // namespace shardproof::testing

// RapidCheck prints counterexamples through showValue, found by argument-dependent lookup.
namespace shardproof::types {
inline void showValue(const Mesh& mesh, std::ostream& os) { os << mesh.to_shardy(); }
inline void showValue(const AxisRef& ref, std::ostream& os) {
  os << '"' << ref.name << '"';
  if (ref.pre != 1 || ref.size != 0) os << ":(" << ref.pre << ")" << ref.size;
}
inline void showValue(const ShardingType& type, std::ostream& os) {
  auto list = [&](const std::vector<AxisRef>& refs) {
    for (size_t i = 0; i < refs.size(); ++i) {
      if (i) os << ",";
      showValue(refs[i], os);
    }
  };
  os << "[";
  for (size_t i = 0; i < type.dims.size(); ++i) {
    os << (i ? ", {" : "{");
    list(type.dims[i].axes);
    if (type.dims[i].open) os << (type.dims[i].axes.empty() ? "?" : ", ?");
    os << "}";
    if (type.dims[i].priority) os << "p" << *type.dims[i].priority;
  }
  os << "]";
  if (!type.replicated.empty()) os << ", replicated={", list(type.replicated), os << "}";
  if (!type.unreduced.empty()) os << ", unreduced={", list(type.unreduced), os << "}";
}
}  // namespace shardproof::types

namespace shardproof::testing {
inline void showValue(const RedistributionProblem& p, std::ostream& os) {
  types::showValue(p.mesh, os);
  os << ", " << types::to_string(p.tensor) << ": ";
  types::showValue(p.source, os);
  os << " -> ";
  types::showValue(p.target, os);
}
}  // namespace shardproof::testing
