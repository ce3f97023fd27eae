// The slowest problems of synthesis_bench's random suites, one line each: time (best of
// three, thread CPU), states expanded and seen, the time with reductions priced flat in
// the search (one search, then decomposed) and with hierarchical reductions off (one
// search, not decomposed), to see where the worst case comes from.
//
//   build/bench/synthesis/synthesis_slowest 5 4096 10      # 10 slowest of the 4096-device class
//   build/bench/synthesis/synthesis_slowest 5 4096 1 32   # problem 32 alone (for perf)
//   SLOWEST_REPS=10 ...                                  # best of 10 instead of 3
//   SLOWEST_PLAN=1 ...                                   # and each plan's steps
#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <ctime>
#include <random>

#include "bench/random_problems.h"
#include "redistribute/synthesize.h"

namespace shardproof {
namespace {

double thread_cpu_ms() {
  timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) * 1e-6;
}

struct Timed {
  double ms = 1e300;
  redistribute::SynthesisStats stats;
  double modeled_us = 0;
};

Timed time_it(const bench::Problem& p, const redistribute::Topology& topo, const redistribute::SynthesisOptions& o) {
  Timed t;
  static const int reps = std::getenv("SLOWEST_REPS") ? std::atoi(std::getenv("SLOWEST_REPS")) : 3;
  for (int rep = 0; rep < reps; ++rep) {
    redistribute::SynthesisStats stats;
    const double t0 = thread_cpu_ms();
    auto plan = redistribute::synthesize(p.mesh, p.tensor, p.source, p.target, topo, o, &stats);
    const double t1 = thread_cpu_ms();
    if (t1 - t0 < t.ms) t.ms = t1 - t0, t.stats = stats, t.modeled_us = plan.modeled_time_s * 1e6;
  }
  return t;
}

}  // namespace
}  // namespace shardproof

int main(int argc, char** argv) {
  using namespace shardproof;
  const int max_axes = argc > 1 ? std::atoi(argv[1]) : 5;
  const int64_t max_devices = argc > 2 ? std::atoll(argv[2]) : 4096;
  const int show = argc > 3 ? std::atoi(argv[3]) : 10;
  std::mt19937_64 rng(20261121);  // synthesis_bench's seed: the same 300 problems
  std::vector<bench::Problem> problems;
  for (int i = 0; i < 300; ++i) problems.push_back(bench::random_problem(rng, max_axes, max_devices, 4));
  const auto topo = redistribute::Topology::four_nodes_8_gpus();
  // A fifth argument picks one problem by its index (for perf).
  const int only = argc > 4 ? std::atoi(argv[4]) : -1;
  std::vector<std::pair<Timed, int>> all;
  for (int i = 0; i < static_cast<int>(problems.size()); ++i)
    if (only < 0 || i == only) all.push_back({time_it(problems[i], topo, {}), i});
  std::sort(all.begin(), all.end(), [](const auto& a, const auto& b) { return a.first.ms > b.first.ms; });
  redistribute::SynthesisOptions flat;
  flat.hierarchical_reductions = false;
  for (int k = 0; k < show && k < static_cast<int>(all.size()); ++k) {
    const auto& [t, i] = all[k];
    const auto& p = problems[static_cast<size_t>(i)];
    const Timed f = time_it(p, topo, flat);
    redistribute::SynthesisOptions one;
    one.price_reductions_by_level = false;
    const Timed o = time_it(p, topo, one);
    fmt::print(
        "#{} {:.2f} ms expanded {} seen {} split {} modeled {:.2f} us | flat prices only {:.2f} ms | hierarchical off "
        "{:.2f} ms expanded {} | {} {} {} -> {}\n",
        i, t.ms, t.stats.states_expanded, t.stats.states_seen, t.stats.split_axes, t.modeled_us, o.ms, f.ms,
        f.stats.states_expanded, p.mesh.to_short(), types::shape_to_string(p.tensor.shape),
               types::to_string(p.mesh, p.source), types::to_string(p.mesh, p.target));
    // SLOWEST_PLAN=1: the plan's steps with their level, bytes and time.
    if (std::getenv("SLOWEST_PLAN")) {
      redistribute::SynthesisStats st;
      const auto plan = redistribute::synthesize(p.mesh, p.tensor, p.source, p.target, topo, {}, &st);
      fmt::print("    search's own time {:.3f} us, expanded {}\n", st.search_time_s * 1e6, st.states_expanded);
      for (const auto& step : plan.steps)
        fmt::print("    {} -> {}: level {} group {} {} B {:.9f} s\n", redistribute::describe(p.mesh, step.op),
                   types::to_string(p.mesh, step.type_after), step.cost.level, step.cost.group_size,
                   step.cost.recv_bytes, step.cost.time_s);
    }
  }
}
