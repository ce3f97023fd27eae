// \file Properties (RapidCheck) tying the executable semantics to redistribute/:
//  1. every single collective the type rule accepts, executed on a random array, gives
//     exactly the block its result type names (type rule and data movement agree);
//  2. every synthesized plan between random types executes bit-exact, and its measured
//     per-step traffic is the model's (all_reduce: when g divides the element count).
// Meshes up to 3 axes and 24 devices, ranks 1..3, dimensions 1..9 (mostly padded).
//
//   x=3,y=2, 5x4 bf16: [{"x"},{"y"}] --all_to_all({"y"}, 1 -> 0)--> [{"x","y"},{}]
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <algorithm>

#include "exec/local_collectives.h"
#include "redistribute/synthesize.h"
#include "tests/support/generators.h"
#include "types/error.h"

namespace shardproof::exec {
namespace {

using redistribute::Collective;

RC_GTEST_PROP(ExecProperties, TypeRuleAndDataMovementAgree, ()) {
  const types::Mesh mesh = *testing::gen_mesh(3, 4, 24);
  const int rank = *rc::gen::inRange(1, 4);
  const types::ShardingType before = *testing::gen_sharding_type(mesh, rank);
  const std::vector<int64_t> shape = *testing::gen_shape(rank, 9);
  const Collective op = *testing::gen_collective(mesh, before);
  const auto rule = redistribute::apply_type_rule(mesh, shape, before, op);
  if (!rule.after) {
    RC_TAG("not applicable");
    return;  // nothing to execute
  }
  RC_TAG(redistribute::to_string(op.kind));
  redistribute::Plan plan;
  plan.mesh = mesh;
  plan.tensor = {shape, *testing::gen_dtype()};
  plan.source = before;
  plan.target = *rule.after;
  plan.steps.push_back({op, *rule.after, {}, 0, 0, {}});
  const ExecutionReport r = execute_plan(plan, {*rc::gen::inRange<uint64_t>(1, 1000), Backend::local});
  RC_ASSERT(r.error.empty());
  if (!r.bit_exact) RC_FAIL(redistribute::describe(mesh, op) + ": " + describe(r));
}

RC_GTEST_PROP(ExecProperties, SynthesizedPlansAreBitExactAndMeasuredAsModeled, ()) {
  const types::Mesh mesh = *testing::gen_mesh(3, 4, 24);
  const int rank = *rc::gen::inRange(1, 4);
  const types::ShardingType src = *testing::gen_sharding_type(mesh, rank);
  // The destination may only keep partial sums the source has.
  types::ShardingType dst = *testing::gen_sharding_type(mesh, rank, /*unreduced=*/false);
  const std::vector<int64_t> shape = *testing::gen_shape(rank, 9);
  const types::TensorType tensor{shape, *testing::gen_dtype()};
  redistribute::Plan plan;
  try {
    plan = redistribute::synthesize(mesh, tensor, src, dst, redistribute::Topology::one_node_8_gpus());
  } catch (const types::InputError&) {
    RC_TAG("refused by synthesize");
    return;  // e.g. sub-axes the synthesizer cannot relate: not this property's concern
  }
  RC_TAG(plan.steps.size() < 3 ? std::to_string(plan.steps.size()) + " steps" : "3+ steps");
  const GlobalArray global = random_global_array(tensor, 5);
  const RunResult run = run_plan(plan, make_source_shards(mesh, src, global, 5));
  // Checked against the requested destination, not the plan's own claim.
  const auto mismatch = check_shards(mesh, dst, global, run.shards);
  if (mismatch) RC_FAIL(describe(*mismatch));
  // Traffic: every step's measured bytes equal the model's, padding included, except an
  // all_reduce whose element count the group does not divide (the executor's chunks are
  // then uneven by up to g-1 elements; the model is the ring's 2L(g-1)/g).
  types::ShardingType before = src;
  for (size_t k = 0; k < plan.steps.size(); ++k) {
    const types::ShardingType after = executed_type(mesh, shape, before, plan.steps[k].op);
    const auto& got = run.step_received_bytes[k];
    const int64_t measured = *std::max_element(got.begin(), got.end());
    const int64_t elements = types::local_bytes(mesh, before, tensor) / types::byte_size(tensor.dtype);
    const bool compare = plan.steps[k].op.kind != redistribute::CollectiveKind::all_reduce ||
                         elements % plan.steps[k].cost.group_size == 0;
    if (compare) RC_ASSERT(measured == plan.steps[k].cost.recv_bytes);
    before = after;
  }
}

}  // namespace
}  // namespace shardproof::exec
