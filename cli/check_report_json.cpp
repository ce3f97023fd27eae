#include "cli/check_report_json.h"

#include "cli/source_places.h"
#include "redistribute/collective.h"
#include "types/sharding_type.h"

namespace shardproof::cli {

nlohmann::json memory_json(const partition::CostReport& cost, const partition::LocationsByLine& locations) {
  nlohmann::json timeline = nlohmann::json::array();
  for (const auto& p : cost.memory.points) timeline.push_back({{"step", p.step}, {"line", p.line}, {"bytes", p.bytes}});
  nlohmann::json at_peak = nlohmann::json::array();
  for (const auto& v : cost.memory.at_peak)
    at_peak.push_back({{"kind", v.kind}, {"value", v.value}, {"op", v.op}, {"line", v.line}, {"bytes", v.bytes},
                       {"python", v.line > 0 ? python_json(locations, v.line) : nlohmann::json(nullptr)}});
  return {{"peak_step", cost.memory.peak_step}, {"timeline", timeline}, {"at_peak", at_peak}};
}

nlohmann::json proofs_json(const partition::CheckReport& report, const partition::Program& program,
                           const partition::LocationsByLine& locations) {
  const auto& lowered = report.lowered;
  nlohmann::json out = nlohmann::json::array();
  for (const auto& p : report.proofs) {
    if (p.index < 0 || p.index >= static_cast<int>(lowered.redistributions.size())) continue;
    const auto& r = lowered.redistributions[p.index];
    const auto& mesh = r.plan.mesh;
    nlohmann::json steps = nlohmann::json::array();
    for (const auto& s : r.plan.steps) steps.push_back(redistribute::describe(mesh, s.op));
    out.push_back({{"redistribution", p.index}, {"value", program.value(r.value).name}, {"line", r.line}, {"reason", r.reason},
                   {"from", types::to_string(mesh, r.plan.source)}, {"to", types::to_string(mesh, r.plan.target)},
                   {"steps", steps}, {"received_bytes", r.plan.recv_bytes}, {"time_s", r.plan.modeled_time_s},
                   {"repeat", r.repeat}, {"verdict", p.verdict}, {"detail", p.detail},
                   {"python", python_json(locations, r.line)}});
  }
  return out;
}

}  // namespace shardproof::cli
