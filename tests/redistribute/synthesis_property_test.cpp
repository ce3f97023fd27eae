// Properties of synthesized plans over random meshes, shapes and types:
//   - the plan type-checks with the public rules and ends in the destination type, and
//     running it on the local executor gives every device exactly its destination block;
//   - its largest shard is within max(source, destination), or, when padding forbids
//     that, no plan at all meets a smaller bound (checked by exhaustive search);
//   - on meshes of up to 3 axes and rank up to 3, its modeled time is the optimum the
//     exhaustive search finds, with the whole axes no type mentions available too.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <cmath>

#include "exec/local_collectives.h"
#include "redistribute/atoms.h"
#include "redistribute/synthesize.h"
#include "tests/redistribute/exhaustive_oracle.h"
#include "tests/support/generators.h"
#include "types/error.h"

namespace shardproof::redistribute {
namespace {

using testing::gen_mesh;
using testing::gen_shape;
using testing::gen_sharding_type;

// Destination partial sums must be a subset of the source's: drop the others.
types::ShardingType compatible_target(const types::Mesh& mesh, const types::ShardingType& src,
                                      types::ShardingType dst) {
  std::vector<types::AxisRef> kept;
  for (const auto& u : dst.unreduced)
    if (types::subtract_axes(mesh, src.unreduced, {u})) kept.push_back(u);
  // Keeping only unreduced parts the source has is not enough if the destination uses a
  // part of a source-unreduced axis elsewhere; the generator's types are then redrawn.
  dst.unreduced = kept;
  return dst;
}

bool valid_pair(const types::Mesh& mesh, int rank, const types::ShardingType& src, const types::ShardingType& dst) {
  try {
    types::resolve(mesh, dst, rank);
    AtomSet atoms(mesh, {&src, &dst});
    return atoms.size() <= 16;
  } catch (const types::InputError&) {
    return false;
  }
}

// The search space of both searches: the atoms of the canonical types (so "x":(1)2,"x":(2)2
// is the axis x) plus every whole axis neither type mentions — or, when the synthesizer
// splits axes into prime factors (up to SynthesisOptions::max_split_atoms parts), every
// prime-factor part of every axis.
std::vector<types::AxisRef> oracle_parts(const types::Mesh& mesh, const types::ShardingType& a_in,
                                         const types::ShardingType& b_in, bool split_axes) {
  const int rank = a_in.rank();
  const auto a = types::canonicalize(mesh, types::resolve(mesh, a_in, rank));
  const auto b = types::canonicalize(mesh, types::resolve(mesh, b_in, rank));
  AtomSet split(mesh, {&a, &b}, /*all_axes=*/true, /*split_primes=*/true);
  if (split_axes) {
    std::vector<types::AxisRef> parts;
    for (const auto& atom : split.atoms()) parts.push_back(atom.ref);
    return parts;
  }
  AtomSet atoms(mesh, {&a, &b});
  std::vector<types::AxisRef> parts;
  for (const auto& atom : atoms.atoms()) parts.push_back(atom.ref);
  for (const auto& axis : mesh.axes()) {
    bool mentioned = false;
    for (const auto& atom : atoms.atoms()) mentioned = mentioned || atom.ref.name == axis.name;
    if (!mentioned && axis.size > 1) parts.push_back(types::resolve_axis_ref(mesh, types::AxisRef::whole(axis.name)));
  }
  return parts;
}

// A random source type and a destination it can reach (partial sums kept only where the
// source has them); discards the draw when the pair is not a valid problem on the mesh.
std::pair<types::ShardingType, types::ShardingType> draw_types(const types::Mesh& mesh, int rank) {
  auto src = *gen_sharding_type(mesh, rank, true);
  auto dst = compatible_target(mesh, src, *gen_sharding_type(mesh, rank, true));
  RC_PRE(valid_pair(mesh, rank, src, dst));
  return {std::move(src), std::move(dst)};
}

RC_GTEST_PROP(Synthesis, PlansTypeCheckEndInTheTargetAndRespectTheBound, ()) {
  const types::Mesh mesh = *gen_mesh(4, 8, 64);
  const int rank = *rc::gen::inRange(1, 5);
  const auto shape = *gen_shape(rank, 48);
  const auto [src, dst] = draw_types(mesh, rank);
  types::TensorType tensor{shape, types::DType::f32};
  const Topology topo = Topology::four_nodes_8_gpus();
  SynthesisStats stats;
  Plan plan = synthesize(mesh, tensor, src, dst, topo, {}, &stats);
  Plan rechecked = plan;
  RC_ASSERT(evaluate(rechecked, topo).empty());
  const auto final_type = plan.steps.empty() ? types::canonicalize(mesh, plan.source) : plan.steps.back().type_after;
  RC_ASSERT(final_type.same_layout(types::canonicalize(mesh, dst)));
  RC_ASSERT(plan.within_bound() != stats.bound_raised);
  const auto run = exec::execute_plan(plan, {*rc::gen::inRange<uint64_t>(1, 1000), exec::Backend::local});
  if (!run.bit_exact) RC_FAIL(exec::describe(run));
  RC_TAG(stats.bound_raised ? "bound raised (padding)" : "within bound");
}

RC_GTEST_PROP(Synthesis, DivisibleShapesAlwaysStayWithinTheBound, ()) {
  const types::Mesh mesh = *gen_mesh(4, 8, 64);
  const int rank = *rc::gen::inRange(1, 5);
  std::vector<int64_t> shape(rank);
  for (auto& n : shape) n = mesh.num_devices() * *rc::gen::inRange(1, 3);
  const auto [src, dst] = draw_types(mesh, rank);
  Plan plan = synthesize(mesh, {shape, types::DType::bf16}, src, dst, Topology::one_node_8_gpus());
  RC_ASSERT(plan.within_bound());
}

RC_GTEST_PROP(Synthesis, ModeledTimeIsTheExhaustiveOptimum, ()) {
  const types::Mesh mesh = *gen_mesh(3, 4, 16);
  const int rank = *rc::gen::inRange(1, 4);
  const auto shape = *gen_shape(rank, 24);
  const auto [src, dst] = draw_types(mesh, rank);
  types::TensorType tensor{shape, types::DType::f32};
  const Topology topo = Topology::four_nodes_8_gpus();
  SynthesisStats stats;
  // The oracle prices every collective flat; the hierarchical programs that synthesis
  // runs for reductions over several levels are checked in hierarchical_test.cpp (never
  // slower than this optimum).
  SynthesisOptions options;
  options.hierarchical_reductions = false;
  Plan plan = synthesize(mesh, tensor, src, dst, topo, options, &stats);
  // The plan over sub-axes is taken only when it receives fewer bytes (synthesize.h): then
  // it is the optimum over the prime-factor parts, else over the whole axes.
  const auto parts = oracle_parts(mesh, src, dst, stats.split_axes);
  if (stats.split_axes) {
    const auto whole = testing::oracle_optimum(mesh, tensor, src, dst, topo, plan.peak_shard_bytes,
                                               oracle_parts(mesh, src, dst, false));
    RC_ASSERT(whole.reachable);
    RC_TAG("sub-axes");
  }
  auto best = testing::oracle_optimum(mesh, tensor, src, dst, topo, plan.peak_shard_bytes, parts);
  RC_ASSERT(best.reachable);
  RC_ASSERT(std::abs(best.time_s - plan.modeled_time_s) <= 1e-11 + 1e-9 * best.time_s);
  if (stats.bound_raised) {
    // The raised bound is the least any plan meets.
    auto below = testing::oracle_optimum(mesh, tensor, src, dst, topo, plan.peak_shard_bytes - 1, parts);
    RC_ASSERT(!below.reachable);
  }
}

}  // namespace
}  // namespace shardproof::redistribute
