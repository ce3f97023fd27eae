#include "cli/redistribute_report.h"

#include <fmt/format.h>

#include <algorithm>

#include "cli/arguments.h"

namespace shardproof::cli {

using redistribute::Plan;

void add_redistribute_hooks(CLI::App& command, RedistributeHooks& hooks) {
  add_execute_hook(command, hooks);
#ifdef SHARDPROOF_WITH_VERIFY
  add_verify_hooks(command, hooks);
#endif
}

std::string format_plan_table(const Plan& plan, const redistribute::Topology& topology) {
  const auto& mesh = plan.mesh;
  std::string out;
  out += fmt::format("redistribute {} {} on {} ({} devices), topology: {}\n",
                     types::shape_to_string(plan.tensor.shape), types::to_string(plan.tensor.dtype), mesh.to_shardy(),
                     mesh.num_devices(), topology.name);
  out += fmt::format("  from {}  local {} = {}\n", types::to_string(mesh, plan.source),
                     types::shape_to_string(types::local_shape(mesh, plan.source, plan.tensor.shape)),
                     human_bytes(plan.source_bytes));
  out += fmt::format("  to   {}  local {} = {}\n\n", types::to_string(mesh, plan.target),
                     types::shape_to_string(types::local_shape(mesh, plan.target, plan.tensor.shape)),
                     human_bytes(plan.target_bytes));

  struct Row {
    std::string step, kind, axes, type, shape, recv, time;
  };
  std::vector<Row> rows{{"step", "collective", "axes", "type after", "local shape", "recv/device", "modeled time"}};
  for (size_t i = 0; i < plan.steps.size(); ++i) {
    const auto& s = plan.steps[i];
    std::string axes = s.op.kind == redistribute::CollectiveKind::collective_permute
                           ? "-"
                           : redistribute::describe_axes(mesh, s.op);
    if (s.op.kind == redistribute::CollectiveKind::all_to_all) axes += fmt::format(" {}->{}", s.op.dim, s.op.to_dim);
    else if (s.op.dim >= 0) axes += fmt::format(" dim {}", s.op.dim);
    rows.push_back({std::to_string(i + 1), redistribute::to_string(s.op.kind), axes,
                    types::to_string(mesh, s.type_after), types::shape_to_string(s.local_shape_after),
                    human_bytes(s.cost.recv_bytes), human_time(s.cost.time_s)});
  }
  std::array<size_t, 7> width{};
  for (const auto& r : rows) {
    const std::string* cells[] = {&r.step, &r.kind, &r.axes, &r.type, &r.shape, &r.recv, &r.time};
    for (int c = 0; c < 7; ++c) width[c] = std::max(width[c], cells[c]->size());
  }
  for (const auto& r : rows) {
    out += fmt::format("  {:<{}}  {:<{}}  {:<{}}  {:<{}}  {:<{}}  {:>{}}  {:>{}}\n", r.step, width[0], r.kind, width[1],
                       r.axes, width[2], r.type, width[3], r.shape, width[4], r.recv, width[5], r.time, width[6]);
  }
  if (plan.steps.empty()) out += "  (no steps: the layouts are the same)\n";
  out += fmt::format("\n  total: {} step{}, {} received per device (largest), {} sent, modeled {}\n",
                     plan.steps.size(), plan.steps.size() == 1 ? "" : "s", human_bytes(plan.recv_bytes),
                     human_bytes(plan.send_bytes), human_time(plan.modeled_time_s));
  out += fmt::format("  memory: largest shard {} {} bound {} = max(source, destination); peak live {}\n",
                     human_bytes(plan.peak_shard_bytes), plan.within_bound() ? "<=" : ">", human_bytes(plan.bound_bytes),
                     human_bytes(plan.peak_live_bytes));
  for (const auto& r : plan.reductions)
    out += fmt::format("  reduction: {} spans topology levels; {} of {} programs: {} (steps {}-{}), modeled {} vs "
                       "{} flat ({:.2f}x)\n",
                       r.replaces, r.num_steps == 1 ? "kept flat, fastest" : "chose the fastest", r.candidates,
                       r.program, r.first_step + 1, r.first_step + r.num_steps, human_time(r.time_s),
                       human_time(r.flat_time_s), r.time_s > 0 ? r.flat_time_s / r.time_s : 1.0);
  if (!plan.within_bound())
    out += "  note: padding makes every plan exceed the bound (a non-divisible dimension must be whole on a device\n"
           "        to change how it is padded); this is the plan with the smallest largest shard.\n";
  return out;
}

}  // namespace shardproof::cli
