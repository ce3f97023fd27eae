// Verification time per plan: the core issue's table of cases (synthesized, then verified),
// and random problems up to 4096 devices and rank 4 (median / p99 / worst as counters, ms).
// Targets: median < 50 ms, worst < 1 s, independent of the array size.
//
//   build/bench/verify_bench --benchmark_counters_tabular=true
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>

#include "bench/distribution.h"
#include "bench/random_problems.h"
#include "tests/support/issue_cases.h"
#include "redistribute/synthesize.h"
#include "types/shardy_syntax.h"
#include "verify/verify.h"

namespace shardproof {
namespace {

using Case = testing::IssueCase;
constexpr const auto& kCases = testing::kIssueCases;

void BM_VerifyIssueCase(benchmark::State& state, const Case& c) {
  types::Mesh mesh = types::Mesh::parse(c.mesh);
  types::TensorType tensor{types::parse_shape(c.shape), types::DType::f32};
  auto topo = redistribute::Topology::one_node_8_gpus();
  auto plan = redistribute::synthesize(mesh, tensor, types::parse_shardy_sharding(c.from).type,
                                       types::parse_shardy_sharding(c.to).type, topo);
  bool proved = true;
  for (auto _ : state) {
    auto v = verify::verify_plan(plan, topo);
    proved = proved && v.correctness.verdict == verify::Verdict::proved;
    benchmark::DoNotOptimize(v);
  }
  state.counters["steps"] = static_cast<double>(plan.steps.size());
  state.counters["proved"] = proved ? 1 : 0;
}

// One iteration verifies every problem's synthesized plan once; counters give the distribution.
void BM_VerifyRandomProblems(benchmark::State& state) {
  const int max_axes = static_cast<int>(state.range(0));
  const int64_t max_devices = state.range(1);
  std::mt19937_64 rng(20261121);
  auto topo = redistribute::Topology::four_nodes_8_gpus();
  std::vector<redistribute::Plan> plans;
  for (int i = 0; i < 200; ++i) {
    auto p = bench::random_problem(rng, max_axes, max_devices, 4);
    plans.push_back(redistribute::synthesize(p.mesh, p.tensor, p.source, p.target, topo));
  }
  std::vector<double> ms, solver_ms;
  int64_t proved = 0;
  for (auto _ : state) {
    ms.clear();
    solver_ms.clear();
    proved = 0;
    for (const auto& plan : plans) {
      auto t0 = std::chrono::steady_clock::now();
      auto v = verify::verify_plan(plan, topo);
      auto t1 = std::chrono::steady_clock::now();
      proved += v.correctness.verdict == verify::Verdict::proved;
      ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
      solver_ms.push_back(v.correctness.seconds * 1e3);
    }
  }
  state.counters["plans"] = static_cast<double>(ms.size());
  state.counters["proved"] = static_cast<double>(proved);
  bench::set_distribution_counters(state, ms);
  bench::set_distribution_counters(state, solver_ms, "solver_");
}

int register_all = [] {
  for (const Case& c : kCases)
    benchmark::RegisterBenchmark((std::string("VerifyIssueCase/") + c.name).c_str(), BM_VerifyIssueCase, c)
        ->Unit(benchmark::kMillisecond);
  benchmark::RegisterBenchmark("VerifyRandomProblems", BM_VerifyRandomProblems)
      ->Args({3, 64})
      ->Args({4, 512})
      ->Args({5, 4096})
      ->Unit(benchmark::kMillisecond)
      ->Iterations(1);
  return 0;
}();

}  // namespace
}  // namespace shardproof

BENCHMARK_MAIN();
