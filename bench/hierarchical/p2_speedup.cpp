// The modeled speed-up of the reduction program synthesis chooses (redistribute/
// hierarchical.h) over one flat ring all-reduce, for the gradient all-reduce over `data`
// in every placement of [data, model] over a topology's levels (P²'s parallelism
// matrices; redistribute/placements.h), at a few per-device message sizes.
//
//   build/bench/hierarchical/p2_speedup examples/topologies/4x8-h100.json:32
//   (bench/hierarchical/run.sh: every topology of examples/topologies with two levels)
//
// P² (Xie et al., MLSys 2022) reports, on its measured clusters, 1.27x on average, 2.04x at
// most, better than the flat all-reduce in 69% of cases; these figures are modeled
// (alpha-beta per topology level), not measured.
#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "redistribute/hierarchical.h"
#include "redistribute/placements.h"
#include "redistribute/synthesize.h"
#include "types/error.h"
#include "types/shardy_syntax.h"

namespace shardproof {
namespace {

using redistribute::Plan;
using redistribute::Topology;

struct Tally {
  int cases = 0, better = 0;
  double sum = 0, max = 0;
  void add(double speedup) {
    ++cases;
    sum += speedup;
    max = std::max(max, speedup);
    if (speedup > 1 + 1e-9) ++better;
  }
  std::string line() const {
    return fmt::format("{} cases, mean {:.2f}x, max {:.2f}x, better in {}/{} ({:.0f}%)", cases, cases ? sum / cases : 0,
                       max, better, cases, cases ? 100.0 * better / cases : 0);
  }
};

std::string human(int64_t bytes) {
  if (bytes >= (1 << 30)) return fmt::format("{} GiB", bytes >> 30);
  if (bytes >= (1 << 20)) return fmt::format("{} MiB", bytes >> 20);
  return fmt::format("{} KiB", bytes >> 10);
}

// The steps of a plan as "kind level, ...", a local slice as "all_slice".
std::string program_of(const Plan& plan, const Topology& topology) {
  std::string out;
  for (const auto& step : plan.steps) {
    if (!out.empty()) out += ", ";
    out += redistribute::to_string(step.op.kind);
    if (step.op.kind != redistribute::CollectiveKind::all_slice) out += " " + topology.levels[step.cost.level].name;
  }
  return out;
}

// One topology and device count: a row per placement with data > 1. Per size, two
// speed-ups over the flat ring: the P² grammar alone (best_reduction over data's parts),
// and the plan synthesis returns (which may also use the model axis the gradient is
// replicated over: slice it, all-reduce 1/model of the data, gather it back).
void run(const std::string& topology_path, int64_t devices, const std::vector<int64_t>& sizes,
         std::vector<Tally>& overall_p2, std::vector<Tally>& overall_synth) {
  const Topology topology = Topology::load(topology_path);
  std::printf("\n%s, %lld devices; per size: speed-up of the P\u00b2 grammar / of the synthesized plan\n",
              topology.name.c_str(), static_cast<long long>(devices));
  std::string header = fmt::format("| {:<26} | {:<15} | {:<66} |", "placement (data x model)", "mesh",
                                   "synthesized plan (at " + human(sizes.back()) + ")");
  for (int64_t s : sizes) header += fmt::format(" {:>13} |", human(s));
  std::printf("%s\n", header.c_str());
  std::vector<Tally> p2(sizes.size()), synth(sizes.size());
  const auto source = types::parse_shardy_sharding(R"([{},{}], unreduced={"data"})").type;
  const auto target = types::parse_shardy_sharding("[{},{}]").type;
  const auto reduce_data = redistribute::Collective::all_reduce({types::AxisRef::whole("data")});
  for (const auto& placement : redistribute::placements(topology, {"data", "model"}, devices)) {
    if (placement.mesh.axis_size(0) == 1) continue;  // nothing to reduce
    std::string cells, program;
    for (size_t i = 0; i < sizes.size(); ++i) {
      // The per-device gradient: sizes[i] bytes of f32, replicated over model.
      const types::TensorType tensor{{sizes[i] / 1024, 256}, types::DType::f32};
      Plan flat = redistribute::make_plan(placement.mesh, tensor, source, target, {reduce_data});
      if (std::string e = redistribute::evaluate(flat, topology); !e.empty()) throw std::logic_error(e);
      const auto grammar = redistribute::best_reduction(placement.mesh, tensor, source, reduce_data, topology);
      const Plan chosen = redistribute::synthesize(placement.mesh, tensor, source, target, topology);
      const double p2_speedup = flat.modeled_time_s / grammar.time_s;
      const double synth_speedup = flat.modeled_time_s / chosen.modeled_time_s;
      p2[i].add(p2_speedup);
      overall_p2[i].add(p2_speedup);
      synth[i].add(synth_speedup);
      overall_synth[i].add(synth_speedup);
      cells += fmt::format(" {:>5.2f}x/{:>5.2f}x |", p2_speedup, synth_speedup);
      program = program_of(chosen, topology);
    }
    std::printf("| %-26s | %-15s | %-66s |%s\n", redistribute::describe(topology, placement).c_str(),
                placement.mesh.to_short().c_str(), program.c_str(), cells.c_str());
  }
  for (size_t i = 0; i < sizes.size(); ++i)
    std::printf("  %8s: P\u00b2 grammar %s\n            synthesis   %s\n", human(sizes[i]).c_str(),
                p2[i].line().c_str(), synth[i].line().c_str());
}

}  // namespace
}  // namespace shardproof

int main(int argc, char** argv) {
  CLI::App app("Modeled speed-up of hierarchical reductions over one flat ring all-reduce");
  std::vector<std::string> configs;
  std::vector<int64_t> sizes = {64 << 10, 1 << 20, 16 << 20, 256 << 20};
  app.add_option("configs", configs, "TOPOLOGY.json:DEVICES ...")->required();
  app.add_option("--sizes", sizes, "per-device gradient sizes in bytes (multiples of 1 KiB)");
  CLI11_PARSE(app, argc, argv);
  std::vector<shardproof::Tally> overall_p2(sizes.size()), overall_synth(sizes.size());
  try {
    for (const auto& c : configs) {
      const auto colon = c.rfind(':');
      if (colon == std::string::npos) {
        std::fprintf(stderr, "configs: error: '%s' is not TOPOLOGY.json:DEVICES\n", c.c_str());
        return 2;
      }
      shardproof::run(c.substr(0, colon), std::stoll(c.substr(colon + 1)), sizes, overall_p2, overall_synth);
    }
  } catch (const shardproof::types::InputError& e) {
    std::fprintf(stderr, "%s\n", e.what());
    return 2;
  }
  std::printf("\nall placements:\n");
  for (size_t i = 0; i < sizes.size(); ++i)
    std::printf("  %8s: P\u00b2 grammar %s\n            synthesis   %s\n", shardproof::human(sizes[i]).c_str(),
                overall_p2[i].line().c_str(), overall_synth[i].line().c_str());
  return 0;
}
