// \file Oracles for property tests of redistributions — anyone's plans, checked three ways
// (installed as <shardproof/testing/oracles.h>, target shardproof::testing):
//   execution_failure  runs the plan on the local executor (one thread per device) over a
//                      random array and compares every final shard with the index map of
//                      the type you asked for (not the one the plan claims);
//   proof_failure      asks Z3 (verify::verify_plan) whether the plan is correct for every
//                      element; `unknown` (a timeout) is a failure too, never a pass;
//   index_map_difference  whether two types, possibly on different meshes over the same
//                      devices, put the same block (and partial sum) on every device.
// Each returns std::nullopt when the check passes and otherwise one line that says why, so
// a property reads
//
//   RC_GTEST_PROP(MyPlanner, IsCorrect, ()) {
//     const auto p = *shardproof::testing::gen_redistribution();
//     const auto plan = my_planner(p.mesh, p.tensor, p.source, p.target);
//     if (auto why = shardproof::testing::execution_failure(plan, p.target)) RC_FAIL(*why);
//     if (auto why = shardproof::testing::proof_failure(plan, p.target)) RC_FAIL(*why);
//   }
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "exec/shard.h"
#include "exec/local_collectives.h"
#include "redistribute/plan.h"
#include "redistribute/topology.h"
#include "types/error.h"
#include "types/mesh.h"
#include "types/sharding_type.h"
#include "verify/verify.h"

namespace shardproof::testing {

// Runs `plan` (its mesh, tensor, source and steps) on the local executor over a random
// global array drawn from `seed` and checks the final shards against `expected`'s index
// map. nullopt when every device holds exactly its block; otherwise the first wrong element
// ("device 3, local [1, 0] (global [5, 0]): expected 7, got -2") or the step that could
// not run ("step 2: all_gather...").
inline std::optional<std::string> execution_failure(const redistribute::Plan& plan,
                                                    const types::ShardingType& expected, uint64_t seed = 5) {
  const exec::GlobalArray global = exec::random_global_array(plan.tensor, seed);
  exec::RunResult run;
  try {
    run = exec::run_plan(plan, exec::make_source_shards(plan.mesh, plan.source, global, seed));
  } catch (const std::invalid_argument& e) {
    return std::string("the executor could not run the plan: ") + e.what();
  }
  const auto mismatch = exec::check_shards(plan.mesh, expected, global, run.shards);
  if (mismatch) return exec::describe(*mismatch);
  return std::nullopt;
}

// Proves with Z3 that `plan` ends in `expected` with every element in place (the plan's own
// target is replaced by `expected`, so a plan cannot pass by claiming another type). Only
// correctness is asked (memory and transfer are reported by verify::verify_plan). nullopt
// when proved; otherwise the counterexample, or why the answer is unknown.
inline std::optional<std::string> proof_failure(const redistribute::Plan& plan, const types::ShardingType& expected,
                                                double timeout_s = 10.0,
                                                const redistribute::Topology& topology =
                                                    redistribute::Topology::one_node_8_gpus()) {
  redistribute::Plan asked = plan;
  asked.target = expected;
  verify::VerifyOptions options;
  options.timeout_s = timeout_s;
  options.transfer = false;
  verify::Verification v;
  try {
    v = verify::verify_plan(asked, topology, options);
  } catch (const types::InputError& e) {
    return std::string("the plan's types are invalid: ") + e.what();
  }
  switch (v.correctness.verdict) {
    case verify::Verdict::proved: return std::nullopt;
    case verify::Verdict::refuted:
      return "refuted: " + (v.correctness.counterexample ? verify::describe(*v.correctness.counterexample)
                                                         : std::string("(no counterexample)"));
    case verify::Verdict::unknown: break;
  }
  return "unknown: " + v.correctness.reason;
}

// What a type means for each physical device: its block index along every dimension
// followed by its unreduced index (which partial sum it holds). Two types (on possibly
// different meshes over the same devices) lay data out the same way iff these are equal.
//   x=2, [{"x"}]  ->  {{0, 0}, {1, 0}}
inline std::vector<std::vector<int64_t>> device_assignment(const types::Mesh& mesh, const types::ShardingType& type) {
  std::vector<std::vector<int64_t>> out(static_cast<size_t>(mesh.num_devices()));
  for (int64_t linear = 0; linear < mesh.num_devices(); ++linear) {
    const std::vector<int64_t> coords = mesh.coordinates(linear);
    std::vector<int64_t>& row = out[mesh.physical_device(linear)];
    for (int i = 0; i < type.rank(); ++i) row.push_back(types::block_index(mesh, type, i, coords));
    row.push_back(types::unreduced_index(mesh, type, coords));
  }
  return out;
}

// nullopt when `a` on `mesh_a` and `b` on `mesh_b` give every physical device the same
// block and partial sum (same number of shards per dimension is implied); otherwise the
// first device that differs: "device 3: blocks [1, 0] partial 0 vs blocks [0, 1] partial 0".
inline std::optional<std::string> index_map_difference(const types::Mesh& mesh_a, const types::ShardingType& a,
                                                       const types::Mesh& mesh_b, const types::ShardingType& b) {
  if (mesh_a.num_devices() != mesh_b.num_devices())
    return "different device counts: " + std::to_string(mesh_a.num_devices()) + " vs " +
           std::to_string(mesh_b.num_devices());
  if (a.rank() != b.rank()) return "different ranks: " + std::to_string(a.rank()) + " vs " + std::to_string(b.rank());
  for (int i = 0; i < a.rank(); ++i)
    if (types::num_shards(mesh_a, a, i) != types::num_shards(mesh_b, b, i))
      return "dimension " + std::to_string(i) + " has " + std::to_string(types::num_shards(mesh_a, a, i)) +
             " vs " + std::to_string(types::num_shards(mesh_b, b, i)) + " shards";
  const auto left = device_assignment(mesh_a, a), right = device_assignment(mesh_b, b);
  auto show = [](const std::vector<int64_t>& row) {
    std::string s = "blocks [";
    for (size_t i = 0; i + 1 < row.size(); ++i) s += (i ? ", " : "") + std::to_string(row[i]);
    return s + "] partial " + std::to_string(row.back());
  };
  for (size_t d = 0; d < left.size(); ++d)
    if (left[d] != right[d]) return "device " + std::to_string(d) + ": " + show(left[d]) + " vs " + show(right[d]);
  return std::nullopt;
}

}  // namespace shardproof::testing
