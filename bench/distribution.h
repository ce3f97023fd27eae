// \file Reporting a distribution of per-problem times as Google Benchmark counters, the same
// way in every benchmark over random problems:
//
//   set_distribution_counters(state, ms)             -> median_ms, p99_ms, worst_ms
//   set_distribution_counters(state, solver, "solver_") -> solver_median_ms, ...
#pragma once

#include <benchmark/benchmark.h>

#include <algorithm>
#include <string>
#include <vector>

namespace shardproof::bench {

inline void set_distribution_counters(benchmark::State& state, std::vector<double> ms, const std::string& prefix = "") {
  if (ms.empty()) return;
  std::sort(ms.begin(), ms.end());
  state.counters[prefix + "median_ms"] = ms[ms.size() / 2];
  state.counters[prefix + "p99_ms"] = ms[ms.size() * 99 / 100];
  state.counters[prefix + "worst_ms"] = ms.back();
}

}  // namespace shardproof::bench
