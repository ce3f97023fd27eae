// Mutation test: synthesized plans for random problems (meshes of up to 3 axes and 16
// devices, ranks 1..3, shapes that need padding, sub-axes, partial sums) are mutated —
// drop, duplicate or swap a step; change an axis, a dimension, a group; permute devices —
// and each mutant that type-checks is both verified and run on the local executor. The
// verdicts must agree 100%: refuted <=> the executor sees a wrong element. Mutants the type
// rule rejects are counted separately. Every refutation's counterexample is replayed.
//   x=2,y=2, [{"x","y"},{}] -> [{"y"},{}]: dropping the all_gather leaves shape 2x.. : refuted
#include <gtest/gtest.h>

#include <cstdio>
#include <random>

#include "redistribute/synthesize.h"
#include "tests/verify/verify_test_util.h"
#include "types/error.h"

namespace shardproof::verify {
namespace {

using redistribute::Collective;
using redistribute::CollectiveKind;
using redistribute::Plan;
using redistribute::PlanStep;
using types::AxisRef;

struct Rng {
  std::mt19937_64 gen;
  int64_t below(int64_t n) { return static_cast<int64_t>(gen() % static_cast<uint64_t>(n)); }
};

types::Mesh random_mesh(Rng& rng) {
  const char* names[] = {"x", "y", "z"};
  std::vector<types::MeshAxis> axes;
  int64_t devices = 1;
  const int n = 1 + static_cast<int>(rng.below(3));
  for (int i = 0; i < n; ++i) {
    int64_t size = 1 + rng.below(4);
    if (devices * size > 16) size = 1;
    devices *= size;
    axes.push_back({names[i], size});
  }
  return types::Mesh(axes);
}

// Parts of every axis: whole, or (for size 4) the two halves.
std::vector<AxisRef> random_parts(Rng& rng, const types::Mesh& mesh) {
  std::vector<AxisRef> parts;
  for (const auto& a : mesh.axes()) {
    if (a.size == 1) continue;
    if (a.size == 4 && rng.below(3) == 0) {
      parts.push_back(AxisRef::sub(a.name, 1, 2));
      parts.push_back(AxisRef::sub(a.name, 2, 2));
    } else {
      parts.push_back(types::resolve_axis_ref(mesh, AxisRef::whole(a.name)));
    }
  }
  return parts;
}

types::ShardingType random_type(Rng& rng, const types::Mesh& mesh, int rank, bool unreduced) {
  types::ShardingType t = types::ShardingType::fully_replicated(rank);
  auto parts = random_parts(rng, mesh);
  std::shuffle(parts.begin(), parts.end(), rng.gen);
  for (const auto& p : parts) {
    const int64_t where = rng.below(rank + (unreduced ? 2 : 1));
    if (where < rank) t.dims[where].axes.push_back(p);
    else if (where == rank + 1) t.unreduced.push_back(p);
  }
  return t;
}

AxisRef random_axis(Rng& rng, const types::Mesh& mesh) {
  const auto& a = mesh.axes()[static_cast<size_t>(rng.below(mesh.rank()))];
  if (a.size == 4 && rng.below(2) == 0) return AxisRef::sub(a.name, rng.below(2) == 0 ? 1 : 2, 2);
  return types::resolve_axis_ref(mesh, AxisRef::whole(a.name));
}

PlanStep step_of(Collective op) { return PlanStep{std::move(op), {}, {}, 0, 0, {}}; }

// One random mutation of `plan`; `what` names it.
Plan mutate(Rng& rng, const Plan& plan, std::string& what) {
  Plan m = plan;
  auto& steps = m.steps;
  const int rank = plan.tensor.rank();
  const int kind = static_cast<int>(rng.below(9));
  const size_t k = steps.empty() ? 0 : static_cast<size_t>(rng.below(static_cast<int64_t>(steps.size())));
  if (steps.empty() && kind < 7) {
    what = "insert a slice";
    steps.push_back(step_of(Collective::all_slice(static_cast<int>(rng.below(rank)), {random_axis(rng, plan.mesh)})));
    return m;
  }
  switch (kind) {
    case 0:
      what = "drop a step";
      steps.erase(steps.begin() + static_cast<long>(k));
      break;
    case 1:
      what = "duplicate a step";
      steps.insert(steps.begin() + static_cast<long>(k), steps[k]);
      break;
    case 2:
      what = "swap two steps";
      if (steps.size() > 1) std::swap(steps[k], steps[(k + 1) % steps.size()]);
      else steps.insert(steps.begin(), step_of(Collective::all_slice(0, {random_axis(rng, plan.mesh)})));
      break;
    case 3:
      what = "change an axis";
      if (!steps[k].op.axes.empty())
        steps[k].op.axes[static_cast<size_t>(rng.below(static_cast<int64_t>(steps[k].op.axes.size())))] =
            random_axis(rng, plan.mesh);
      else steps[k].op.target = random_type(rng, plan.mesh, rank, false);
      break;
    case 4:
      what = "change a dimension";
      if (steps[k].op.kind == CollectiveKind::all_to_all && rng.below(2) == 0)
        steps[k].op.to_dim = static_cast<int>(rng.below(rank));
      else if (steps[k].op.dim >= 0) steps[k].op.dim = static_cast<int>(rng.below(rank));
      else steps[k].op.target = random_type(rng, plan.mesh, rank, false);
      break;
    case 5:
      what = "change a group";
      if (steps[k].op.axes.size() > 1 && rng.below(2) == 0) std::reverse(steps[k].op.axes.begin(), steps[k].op.axes.end());
      else if (!steps[k].op.axes.empty() && rng.below(2) == 0) steps[k].op.axes.pop_back();
      else if (!steps[k].op.axes.empty()) steps[k].op.axes.push_back(random_axis(rng, plan.mesh));
      else steps[k].op.target = random_type(rng, plan.mesh, rank, false);
      break;
    case 6: {
      what = "permute devices";
      // Insert a permute to the current type with its axes reordered within dimensions /
      // exchanged between equally sized dimensions' positions.
      Plan prefix = plan;
      prefix.steps.resize(k);
      types::ShardingType cur = types::canonicalize(plan.mesh, types::resolve(plan.mesh, plan.source, rank));
      for (const auto& s : prefix.steps) {
        auto r = redistribute::apply_type_rule(plan.mesh, plan.tensor.shape, cur, s.op);
        if (!r.after) break;
        cur = *r.after;
      }
      for (auto& d : cur.dims) std::shuffle(d.axes.begin(), d.axes.end(), rng.gen);
      steps.insert(steps.begin() + static_cast<long>(k), step_of(Collective::collective_permute(cur)));
      break;
    }
    case 7:
      what = "insert a slice";
      steps.insert(steps.begin() + static_cast<long>(steps.empty() ? 0 : rng.below(static_cast<int64_t>(steps.size()) + 1)),
                   step_of(Collective::all_slice(static_cast<int>(rng.below(rank)), {random_axis(rng, plan.mesh)})));
      break;
    default:
      what = "insert a gather";
      steps.insert(steps.begin() + static_cast<long>(k),
                   step_of(Collective::all_gather(static_cast<int>(rng.below(rank)), {random_axis(rng, plan.mesh)})));
      break;
  }
  return m;
}

TEST(Mutation, VerifierAgreesWithTheExecutorOnEveryMutant) {
  Rng rng{std::mt19937_64(20260301)};
  const auto topo = redistribute::Topology::one_node_8_gpus();
  int problems = 0, mutants = 0, ill_typed = 0, proved = 0, refuted = 0, agree = 0, replayed = 0;
  int cannot_run = 0, unknown = 0;
  std::map<std::string, int> refuted_kinds;
  while (mutants - ill_typed < 2000) {
    const types::Mesh mesh = random_mesh(rng);
    const int rank = 1 + static_cast<int>(rng.below(3));
    std::vector<int64_t> shape;
    for (int i = 0; i < rank; ++i) shape.push_back(1 + rng.below(9));
    const auto src = random_type(rng, mesh, rank, true);
    auto dst = random_type(rng, mesh, rank, false);
    if (rng.below(3) == 0) dst.unreduced = src.unreduced;
    Plan plan;
    try {
      auto rsrc = types::resolve(mesh, src, rank);
      auto rdst = types::resolve(mesh, dst, rank);
      plan = redistribute::synthesize(mesh, {shape, types::DType::f32}, rsrc, rdst, topo);
    } catch (const types::InputError&) {
      continue;
    }
    ++problems;
    for (int j = 0; j < 6; ++j) {
      std::string what;
      const Plan m = mutate(rng, plan, what);
      ++mutants;
      Verification v;
      try {
        v = verify_plan(m, topo);
      } catch (const types::InputError&) {
        ++ill_typed;
        continue;
      }
      if (v.correctness.counterexample && v.correctness.counterexample->kind == "ill_typed") {
        ++ill_typed;
        continue;
      }
      const testing_util::Judgement judged = testing_util::judge(m);
      if (judged == testing_util::Judgement::cannot_run) {
        ++cannot_run;
        ADD_FAILURE() << "the executor cannot run a mutant that type-checks (" << what << ")";
        continue;
      }
      if (v.correctness.verdict == Verdict::unknown) {
        ++unknown;
        ADD_FAILURE() << "unknown: " << v.correctness.reason;
        continue;
      }
      const bool says_correct = v.correctness.verdict == Verdict::proved;
      const bool is_correct = judged == testing_util::Judgement::correct;
      (says_correct ? proved : refuted)++;
      if (says_correct == is_correct) ++agree;
      else
        ADD_FAILURE() << "disagreement on '" << what << "' of " << plan.mesh.to_shardy() << " "
                      << types::shape_to_string(plan.tensor.shape) << " " << types::to_string(mesh, plan.source)
                      << " -> " << types::to_string(mesh, plan.target) << ": verifier " << describe(v)
                      << " executor " << (is_correct ? "correct" : "wrong");
      if (!says_correct) {
        refuted_kinds[v.correctness.counterexample->kind]++;
        if (testing_util::replay_shows_wrong_element(m, *v.correctness.counterexample)) ++replayed;
        else ADD_FAILURE() << "counterexample does not replay: " << describe(*v.correctness.counterexample);
      }
    }
  }
  std::printf("mutation test: %d problems, %d mutants: %d rejected by the type rule, %d type-check "
              "(%d proved, %d refuted), agreement %d/%d, %d counterexamples replayed, %d unknown, %d not runnable\n",
              problems, mutants, ill_typed, mutants - ill_typed, proved, refuted, agree, proved + refuted, replayed,
              unknown, cannot_run);
  for (const auto& [kind, n] : refuted_kinds) std::printf("  refuted as %s: %d\n", kind.c_str(), n);
  EXPECT_EQ(agree, proved + refuted);
  EXPECT_GE(proved + refuted, 2000);
  EXPECT_GT(refuted, 200);
}

}  // namespace
}  // namespace shardproof::verify
