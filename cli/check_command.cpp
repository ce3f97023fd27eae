// \file `shardproof check PROGRAM.mlir`: the main job. Reads a StableHLO program exported
// from JAX (GSPMD or Shardy shardings), propagates shardings, lowers it with a proved
// redistribution wherever one is needed, and reports like a compiler: the findings grouped by
// source line, the most expensive first, each with one line of why (partition/check/why.h),
// then one line of totals (one line in all when there is no finding); --verbose gives the
// whole report (memory, collectives, loops, step time, proofs), --explain PLACE every chain
// at one place (cli/explain.h).
//
//   shardproof check examples/models/mlp_fwd_tp.shardy.mlir --memory-budget 80GiB
//   shardproof check model.mlir --mesh 'data=4,model=2' --json -o annotated.mlir
//   shardproof check model.mlir --target tpu-v5e:2x4    (budget: the 15.75 GiB its compiler accepts)
//   shardproof check model.mlir --explain model.py:40
//
// A program lowered with `as_text(debug_info=True)` is reported at the user's Python lines
// (partition/ir/source_location.h): findings grouped under the line they come from, each with
// its column, the JAX name stack and the MLIR line; the peak, loops and collectives at theirs;
// arguments and results by the names JAX gives them; a `python` object beside each `line` in
// --json. Without locations, everything is at its MLIR line.
//
//   /path/model.py:40: in block:
//     40:15: warning: sharding conflict: params['w2'] (operand 1 of stablehlo.dot_general) dim 0: ...
//            [jit(step)/jvp()/dot_general; model.mlir:13]          (one line)
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cctype>
#include <functional>
#include <iostream>
#include <map>
#include <optional>
#include <set>
#include <nlohmann/json.hpp>

#include "cli/arguments.h"
#include "cli/check_report_json.h"
#include "cli/commands.h"
#include "cli/explain.h"
#include "cli/fix_report.h"
#include "cli/html_report.h"
#include "cli/json_output.h"
#include "cli/output_file.h"
#include "cli/source_places.h"
#include "partition/check/check.h"
#include "partition/ir/parse_error.h"
#include "partition/ir/source_location.h"
#include "partition/ir/stablehlo_reader.h"
#include "partition/ir/stablehlo_writer.h"
#include "partition/search/fix_search.h"
#include "redistribute/target.h"
#include "types/axis_ref.h"
#include "types/error.h"

namespace shardproof::cli {

namespace {

// GSPMD text names no mesh axes, so --mesh says which devices each axis groups. Device groups
// that fit no product of whole axes of it need sub-axes ("data":(1)2), which a program rarely
// has and a wrong --mesh always gives (data=4,model=2 for a program exported on
// data=2,model=4): said once, at the first op whose value needs them.
void warn_mesh_mismatch(partition::CheckReport& report, const partition::Program& program, const types::Mesh& mesh,
                        const std::string& flag_value) {
  auto needs_sub_axes = [&](partition::ValueId v) {
    const auto& s = program.value(v).sharding;
    if (!s) return false;
    for (const auto& d : s->type.dims)
      for (const auto& a : d.axes)
        if (mesh.axis_index(a.name) && !types::is_whole_axis(mesh, a)) return true;
    return false;
  };
  std::function<int(const std::vector<partition::Op>&)> first = [&](const std::vector<partition::Op>& ops) {
    for (const auto& op : ops) {
      for (partition::ValueId r : op.results)
        if (needs_sub_axes(r)) return op.line;
      for (const auto& region : op.region)
        if (int line = first(region.ops)) return line;
    }
    return 0;
  };
  if (const int line = first(program.main.ops))
    report.diagnostics.insert(report.diagnostics.begin(),
                              partition::Diagnostic{partition::Diagnostic::Severity::warning, line,
                               fmt::format("--mesh {}: the program's GSPMD shardings group devices that fit no product "
                                           "of whole axes of this mesh (sub-axes needed); the mesh it was exported "
                                           "for probably differs",
                                           flag_value)});
}

struct CheckArgs {
  std::string program, mesh, topology, target, memory_budget, output, explain;
  std::optional<std::string> html;  // --html: the page of the report (html_report.h)
  bool json = false, verbose = false, no_fix = false;
  double timeout = 10;
  int solver_memory_mib = 4096;
  int fixes = 4;  // --fixes: the costliest findings the fix search takes
  double fix_seconds = 0.75;  // --fix-seconds: the CPU time the fix search may add to the check
};

std::string axes_text(const std::vector<std::string>& axes) {
  std::string s = "{";
  for (size_t i = 0; i < axes.size(); ++i) s += fmt::format("{}\"{}\"", i ? "," : "", axes[i]);
  return s + "}";
}

// The default view: the findings grouped by source line, the most expensive first (by the
// modeled time of the plans they name, errors' lines before all), each with the one-line why
// of its plan; then one line of totals. A program with no finding is one line. --verbose has
// the whole report (check_command's summary below), --explain one place's whole chains.
int print_findings(const std::string& file, const partition::Program& program, const partition::CheckReport& report,
                   const partition::CheckOptions& options, const partition::LocationsByLine& locations, int errors,
                   int warnings) {
  const auto& cost = report.cost;
  const std::string proofs =
      report.redistributions == 0 ? std::string("no redistribution")
      : report.redistributions == report.redistributions_proved
          ? fmt::format("{} redistribution{}, all proved", report.redistributions, report.redistributions == 1 ? "" : "s")
          : fmt::format("{} redistributions, {} proved", report.redistributions, report.redistributions_proved);
  const std::string budget =
      options.memory_budget_bytes ? fmt::format(" ({} the budget of {})",
                                                cost.peak_memory_bytes <= *options.memory_budget_bytes ? "within" : "over",
                                                human_bytes(*options.memory_budget_bytes))
                                  : "";
  const std::string totals = fmt::format("peak {} per device{}, modeled step {} (communication {}), {}",
                                         human_bytes(cost.peak_memory_bytes), budget, human_time(cost.step_time_s),
                                         human_time(cost.collective_time_s), proofs);
  if (report.diagnostics.empty()) {
    std::cout << fmt::format("{}: fine: {}\n", file, totals);
    return kExitOk;
  }
  std::cout << fmt::format("{}: {} ops on mesh {} ({} devices)\n", file, partition::total_ops(program),
                           report.lowered.mesh.to_shardy(), report.lowered.mesh.num_devices());
  DiagnosticsLayout layout;
  // A plan found twice (expensive, and gathered whole) counts once.
  std::set<int> counted;
  layout.cost = [&](const partition::Diagnostic& d) {
    if (d.redistribution < 0 || static_cast<size_t>(d.redistribution) >= report.lowered.redistributions.size() ||
        !counted.insert(d.redistribution).second)
      return 0.0;
    const auto& r = report.lowered.redistributions[d.redistribution];
    return r.plan.modeled_time_s * static_cast<double>(r.repeat);
  };
  // Findings of one line often share their fix (a conflict's two sides): said once.
  std::string last_fix;
  layout.after = [&](const partition::Diagnostic& d, const std::string& indent) {
    print_why_summary(d, report, locations, indent + "  ");
    if (!d.fix) return;
    const std::string key = d.fix->found ? change_text(d.fix->change, report.lowered.mesh, locations) + savings_text(*d.fix) : "";
    if (!key.empty() && key == last_fix) {
      std::cout << fmt::format("{}  fix: the same as above\n", indent);
      return;
    }
    last_fix = key;
    print_fix(d, report.lowered.mesh, locations, indent + "  ");
  };
  print_diagnostics(file, report.diagnostics, locations, layout);
  std::cout << fmt::format("{}\n{}: {} error{}, {} warning{} (--explain FILE:LINE says why in full; --verbose gives "
                           "the whole report)\n",
                           totals, report.sound() ? "sound" : "NOT SOUND", errors, errors == 1 ? "" : "s", warnings,
                           warnings == 1 ? "" : "s");
  return report.sound() ? kExitOk : kExitViolated;
}

// The program, read as the flags say (--mesh for a GSPMD program without one).
partition::Program read_check_program(const CheckArgs& args, partition::ReadOptions& read_options) {
  read_options.file_name = args.program;
  if (!args.mesh.empty()) read_options.gspmd_mesh = mesh_argument("--mesh", args.mesh);
  partition::Program program;
  try {
    program = partition::read_stablehlo_file(args.program, read_options);
  } catch (const types::InputError& e) {
    throw BadInput(e.what());
  }
  if (program.meshes.empty() && read_options.gspmd_mesh) program.meshes.push_back({"mesh", *read_options.gspmd_mesh});
  return program;
}

// check_program's options from the flags: the target or topology, the budget (a note where it
// exceeds the target's memory), the solver's limits.
partition::CheckOptions check_options_from(const CheckArgs& args, std::optional<redistribute::Target>& target,
                                           std::vector<partition::Diagnostic>& target_notes) {
  partition::CheckOptions options;
  if (!(args.timeout > 0)) throw BadInput("--timeout: error: must be positive");  // as verify says it
  if (!args.target.empty() && !args.topology.empty())
    throw BadInput("--target: error: give --target or --topology, not both (a target is a topology and its compiler)");
  if (!args.target.empty()) {
    try {
      target = redistribute::find_target(args.target);
    } catch (const types::InputError& e) {
      throw BadInput(fmt::format("--target: error: {}", e.what()));
    }
    options.topology = target->topology;
    if (target->topology.hbm_bytes) options.memory_budget_bytes = target->topology.hbm_bytes;
  } else {
    options.topology = topology_argument("--topology", args.topology);
  }
  if (!args.memory_budget.empty()) {
    options.memory_budget_bytes = bytes_argument("--memory-budget", args.memory_budget);
    if (options.topology.hbm_bytes && *options.memory_budget_bytes > options.topology.hbm_bytes)
      target_notes.push_back({partition::Diagnostic::Severity::warning, 0,
                              fmt::format("--memory-budget {} is more than the {} per device that {} allows",
                                          types::human_bytes(*options.memory_budget_bytes),
                                          types::human_bytes(options.topology.hbm_bytes), options.topology.target)});
  }
  options.verify_timeout_s = args.timeout;
  // The chains: said by every view but --verbose's, and what the fix search edits (their ends).
  options.explain = true;
  options.memory_timeline = args.json || args.html;  // their `memory` object
  if (args.solver_memory_mib < 1) throw BadInput("--solver-memory: error: must be at least 1 (MiB)");
  options.verify_memory_mib = static_cast<unsigned>(args.solver_memory_mib);
  return options;
}

// check_program, its input errors as the user's (exit 2), an internal failure at the user's
// line where the program has one.
partition::CheckReport check_or_explain_failure(const CheckArgs& args, partition::Program& program,
                                                const partition::CheckOptions& options) {
  partition::CheckReport report;
  try {
    report = partition::check_program(program, options);
  } catch (const types::InputError& e) {
    throw BadInput(fmt::format("{}: error: {}", args.program, e.what()));
  } catch (const types::InternalError& e) {
    // At the user's line too, where the program has one.
    const std::string place = e.line() > 0 ? python_place(partition::LocationsByLine(program), e.line()) : "";
    if (place.empty()) throw internal_error(args.program, e);
    throw Internal(fmt::format("{}\n  (met at {})", internal_error(args.program, e).what(), place));
  }
  return report;
}

// The fixes of the costliest findings, each re-checked by the same pipeline (bounded:
// FixOptions' few findings, candidate count and seconds).
partition::search::FixSearchSummary search_fixes(const CheckArgs& args, const partition::Program& as_read,
                                                 partition::CheckReport& report, const partition::CheckOptions& options) {
  partition::search::FixSearchSummary fix_summary;
  if (args.fixes < 0) throw BadInput("--fixes: error: must be 0 or more (findings searched for a fix)");
  if (!(args.fix_seconds >= 0)) throw BadInput("--fix-seconds: error: must be 0 or more (CPU seconds)");
  if (!args.no_fix && args.fixes > 0) {
    partition::search::FixOptions fix_options;
    fix_options.check = options;
    fix_options.max_findings = args.fixes;
    fix_options.max_seconds = args.fix_seconds;
    try {
      fix_summary = partition::search::propose_fixes(as_read, report, fix_options);
    } catch (const types::InternalError& e) {
      throw internal_error(args.program, e);
    }
  }
  return fix_summary;
}

// Everything --json prints and --html draws (html_report.h), in one object.
void fill_check_json(nlohmann::json& j, const CheckArgs& args, const partition::Program& program,
                     const partition::CheckReport& report, const partition::CheckOptions& options,
                     const partition::LocationsByLine& locations,
                     const partition::search::FixSearchSummary& fix_summary) {
  const auto& cost = report.cost;
  const auto& mesh = report.lowered.mesh;
  j["program"] = args.program;
  j["mesh"] = mesh.to_shardy();
  j["devices"] = mesh.num_devices();
  j["topology"] = options.topology.name;
  j["target"] = options.topology.target.empty() ? nlohmann::json(nullptr) : nlohmann::json(options.topology.target);
  j["compiler"] = std::string(redistribute::compiler_name(options.topology.compiler));
  j["memory_budget_bytes"] =
      options.memory_budget_bytes ? nlohmann::json(*options.memory_budget_bytes) : nlohmann::json(nullptr);
  j["fits"] = options.memory_budget_bytes ? nlohmann::json(cost.peak_memory_bytes <= *options.memory_budget_bytes)
                                          : nlohmann::json(nullptr);
  j["peak_memory_bytes"] = cost.peak_memory_bytes;
  j["parameter_bytes"] = cost.parameter_bytes;
  j["output_bytes"] = cost.output_bytes;
  j["aliased_output_bytes"] = cost.aliased_output_bytes;
  j["peak_activation_bytes"] = cost.peak_activation_bytes;
  j["vmem_peak_bytes"] = cost.vmem_peak_bytes;
  j["peak_line"] = cost.peak_line;
  j["peak_python"] = python_json(locations, cost.peak_line);
  j["flops"] = cost.flops;
  j["compute_time_s"] = cost.compute_time_s;
  j["collective_time_s"] = cost.collective_time_s;
  j["step_time_s"] = cost.step_time_s;
  nlohmann::json collectives = nlohmann::json::array();
  for (const auto& c : cost.collectives)
    collectives.push_back({{"kind", c.kind}, {"axes", c.axes}, {"bytes", c.bytes}, {"line", c.line},
                           {"time_s", c.time_s}, {"inserted", c.inserted}, {"value", c.value},
                           {"repeat", c.repeat}, {"reducer", c.reducer},
                           {"also_read_at", c.also_read_at}, {"python", python_json(locations, c.line)}});
  j["collectives"] = collectives;
  // After the target compiler's combiners (rule C1): what its optimized program issues.
  nlohmann::json combined = nlohmann::json::array();
  for (const auto& g : cost.combined_collectives)
    combined.push_back({{"kind", g.kind}, {"axes", g.axes}, {"reducer", g.reducer}, {"members", g.members},
                        {"bytes", g.bytes}, {"operand_bytes", g.operand_bytes}, {"result_bytes", g.result_bytes},
                        {"repeat", g.repeat}, {"lines", g.lines}, {"python", [&] {
                          nlohmann::json places = nlohmann::json::array();
                          for (int line : g.lines) places.push_back(python_json(locations, line));
                          return places;
                        }()}});
  j["collectives_combined"] = combined;
  // Reductions over several topology levels and the program each runs as (issue 12).
  nlohmann::json reductions = nlohmann::json::array();
  for (const auto& r : report.lowered.redistributions)
    for (const auto& c : r.plan.reductions)
      reductions.push_back({{"line", r.line}, {"value", program.value(r.value).name}, {"replaces", c.replaces},
                            {"program", c.program}, {"flat_time_s", c.flat_time_s}, {"time_s", c.time_s},
                            {"python", python_json(locations, r.line)}});
  j["reductions"] = reductions;
  j["redistributions"] = report.redistributions;
  j["redistributions_proved"] = report.redistributions_proved;
  nlohmann::json errs = nlohmann::json::array(), warns = nlohmann::json::array();
  for (const auto& d : report.diagnostics)
    (d.severity == partition::Diagnostic::Severity::error ? errs : warns)
        .push_back({{"line", d.line}, {"message", d.message}, {"python", python_json(locations, d.line)},
                    {"kind", d.kind.empty() ? nlohmann::json(nullptr) : nlohmann::json(d.kind)},
                    {"why", finding_why_json(d, report, locations)},
                    {"fix", fix_json(d, mesh, locations)}});
  j["errors"] = errs;
  j["fix_search"] = {{"searched", !args.no_fix && args.fixes > 0}, {"findings", fix_summary.findings}, {"fixed", fix_summary.fixed},
                     {"fixed_among_checked", fix_summary.fixed_among_checked},
                     {"followed_up", fix_summary.followed_up}, {"fixed_followed_up", fix_summary.fixed_followed_up},
                     {"candidates", fix_summary.candidates}, {"bounded", fix_summary.bounded}};
  j["warnings"] = warns;
  nlohmann::json loops = nlohmann::json::array();
  for (const auto& loop : report.lowered.loops)
    loops.push_back({{"line", loop.line},
                     {"trip_count", loop.trip_count ? nlohmann::json(*loop.trip_count) : nlohmann::json(nullptr)},
                     {"python", python_json(locations, loop.line)}});
  j["loops"] = loops;
  // Every inserted plan with its why (the findings above point into it by index).
  nlohmann::json whys = nlohmann::json::array();
  for (const auto& why : report.whys) whys.push_back(why_json(why, report, locations));
  j["explanations"] = whys;
  j["memory"] = memory_json(cost, locations);
  j["proofs"] = proofs_json(report, program, locations);
  j["sound"] = report.sound();
}

// --verbose: every finding in program order, each with its fix, then the summary per device.
int print_verbose(const CheckArgs& args, const partition::Program& program, const partition::CheckReport& report,
                  const partition::CheckOptions& options, const partition::LocationsByLine& locations, int errors,
                  int warnings) {
  const auto& cost = report.cost;
  const auto& mesh = report.lowered.mesh;
  std::cout << fmt::format("{}: {} ops on mesh {} ({} devices), topology: {}\n", args.program,
                           partition::total_ops(program), mesh.to_shardy(), mesh.num_devices(), options.topology.name);
  DiagnosticsLayout verbose_layout;  // program order, each finding's fix under it
  verbose_layout.after = [&](const partition::Diagnostic& d, const std::string& indent) {
    print_fix(d, mesh, locations, indent + "  ");
  };
  print_diagnostics(args.program, report.diagnostics, locations, verbose_layout);
  std::cout << "\nsummary (per device)\n";
  // "line 34 (stablehlo.dot_general)", or, with locations, "/path/model.py:42:19 (stablehlo.dot_general,
  // jit(step)/transpose(jvp())/dot_general; line 34)".
  auto at_line = [&](int line, const std::string& what) {
    const partition::SourceLocation* loc = locations.at(line);
    if (!loc || !loc->has_file()) return what.empty() ? fmt::format("line {}", line) : fmt::format("line {} ({})", line, what);
    std::vector<std::string> notes;
    if (!what.empty()) notes.push_back(what);
    if (!loc->name_stack.empty()) notes.push_back(loc->name_stack);
    return fmt::format("{} ({}{}line {})", partition::where(*loc), fmt::join(notes, ", "), notes.empty() ? "" : "; ", line);
  };
  std::cout << fmt::format("  memory: parameters {}, peak {} at {}, outputs {}{}\n",
                           human_bytes(cost.parameter_bytes), human_bytes(cost.peak_memory_bytes),
                           at_line(cost.peak_line, cost.peak_op), human_bytes(cost.output_bytes),
                           cost.aliased_output_bytes ? fmt::format(" ({} in donated arguments)", human_bytes(cost.aliased_output_bytes)) : "");
  if (cost.vmem_peak_bytes)
    std::cout << fmt::format("  on-chip: temporaries of up to {} in VMEM (not in the peak above, which is HBM's)\n",
                             human_bytes(cost.vmem_peak_bytes));
  if (options.memory_budget_bytes)
    std::cout << fmt::format("  budget: {} ({})\n", human_bytes(*options.memory_budget_bytes),
                             cost.peak_memory_bytes <= *options.memory_budget_bytes ? "fits" : "exceeded");
  std::cout << fmt::format("  compute: {:.3f} GFLOP, modeled {}\n", cost.flops / 1e9, human_time(cost.compute_time_s));
  for (const auto& loop : report.lowered.loops)
    std::cout << (loop.trip_count ? fmt::format("  loop at {}: {} iterations, its body analysed once\n",
                                                at_line(loop.line, ""), *loop.trip_count)
                                  : fmt::format("  loop at {}: no static trip count; compute and collectives "
                                                "above count one iteration\n", at_line(loop.line, "")));
  // Collectives grouped by kind and axes; with locations, the Python lines they come from.
  std::map<std::pair<std::string, std::string>, std::pair<int, int64_t>> grouped;
  std::map<std::pair<std::string, std::string>, std::vector<std::string>> grouped_places;
  for (const auto& c : cost.collectives) {
    const bool reduces = c.kind == "all_reduce" || c.kind == "reduce_scatter";
    const std::string kind = reduces && c.reducer != "add" ? fmt::format("{} ({})", c.kind, c.reducer) : c.kind;
    auto& g = grouped[{kind, axes_text(c.axes)}];
    g.first += static_cast<int>(c.repeat);  // a collective inside a loop runs once per iteration
    g.second += c.repeat * c.bytes;
    auto& places = grouped_places[{kind, axes_text(c.axes)}];
    if (std::string place = python_place(locations, c.line);
        !place.empty() && std::find(places.begin(), places.end(), place) == places.end())
      places.push_back(std::move(place));
  }
  if (grouped.empty()) std::cout << "  collectives: none\n";
  else std::cout << "  collectives:\n";
  for (const auto& [key, g] : grouped) {
    std::cout << fmt::format("    {:<20} over {:<20} x{:<4} {} received\n", key.first, key.second, g.first,
                             human_bytes(g.second));
    const auto& places = grouped_places[key];
    constexpr size_t kShown = 4;
    for (size_t i = 0; i < places.size() && i < kShown; ++i) std::cout << fmt::format("      at {}\n", places[i]);
    if (places.size() > kShown) std::cout << fmt::format("      and {} more places\n", places.size() - kShown);
  }
  if (cost.combined_collectives.size() < cost.collectives.size()) {
    // Rule C1: what the target's compiler issues once its combiners have merged them.
    std::map<std::pair<std::string, std::string>, int> issued;
    for (const auto& g : cost.combined_collectives) issued[{g.kind, axes_text(g.axes)}] += static_cast<int>(g.repeat);
    std::cout << fmt::format("  after {}'s combiners: {} collective{}\n", redistribute::compiler_name(options.topology.compiler),
                             cost.combined_collectives.size(), cost.combined_collectives.size() == 1 ? "" : "s");
    for (const auto& [key, n] : issued)
      std::cout << fmt::format("    {:<20} over {:<20} x{}\n", key.first, key.second, n);
  }
  for (const auto& r : report.lowered.redistributions)
    for (const auto& c : r.plan.reductions)
      std::cout << fmt::format("  {}: {} of {} spans topology levels: {} ({} vs {} flat)\n", at_line(r.line, ""), c.replaces,
                               program.value(r.value).name, c.num_steps == 1 ? "kept flat" : c.program,
                               human_time(c.time_s), human_time(c.flat_time_s));
  std::cout << fmt::format("  modeled step time: {} (compute {}, communication {})\n", human_time(cost.step_time_s),
                           human_time(cost.compute_time_s), human_time(cost.collective_time_s));
  if (report.redistributions == report.redistributions_proved)
    std::cout << fmt::format("  {} redistribution{}, all proved\n", report.redistributions,
                             report.redistributions == 1 ? "" : "s");
  else
    std::cout << fmt::format("  {} redistributions, {} proved\n", report.redistributions, report.redistributions_proved);
  std::cout << fmt::format("{}: {} error{}, {} warning{}\n", report.sound() ? "sound" : "NOT SOUND", errors,
                           errors == 1 ? "" : "s", warnings, warnings == 1 ? "" : "s");
  return report.sound() ? kExitOk : kExitViolated;
}

int run_check(const CheckArgs& args) {
  if (args.html) check_html_path(*args.html);
  partition::ReadOptions read_options;
  partition::Program program = read_check_program(args, read_options);
  std::optional<redistribute::Target> target;
  std::vector<partition::Diagnostic> target_notes;
  const partition::CheckOptions options = check_options_from(args, target, target_notes);
  const partition::Program as_read = program;  // check_program stores its shardings on `program`
  partition::CheckReport report = check_or_explain_failure(args, program, options);
  if (target && report.lowered.mesh.num_devices() != target->devices)
    throw BadInput(fmt::format("--target: error: {} has {} devices, the program's mesh {} has {}", target->name,
                               target->devices, report.lowered.mesh.to_shardy(), report.lowered.mesh.num_devices()));
  if (read_options.gspmd_mesh) warn_mesh_mismatch(report, program, *read_options.gspmd_mesh, args.mesh);
  const partition::search::FixSearchSummary fix_summary = search_fixes(args, as_read, report, options);
  report.diagnostics.insert(report.diagnostics.begin(), target_notes.begin(), target_notes.end());
  const partition::LocationsByLine locations(program);

  if (!args.output.empty()) {
    write_output_file("-o", args.output, partition::write_stablehlo(program));
  }

  int errors = 0, warnings = 0;
  for (const auto& d : report.diagnostics) (d.severity == partition::Diagnostic::Severity::error ? errors : warnings)++;

  nlohmann::json j;
  if (!args.explain.empty()) {
    std::string missing;
    if (!explain_place(args.explain, args.program, program, report, locations, args.json, j, missing)) {
      std::cerr << missing << "\n";
      return kExitBadInput;
    }
    if (!args.json && !args.html) return report.sound() ? kExitOk : kExitViolated;
  }

  if (args.json || args.html) {  // the page is drawn from the same object (html_report.h)
    fill_check_json(j, args, program, report, options, locations, fix_summary);
    if (args.html) write_check_html(*args.html, j);
    if (args.json) {
      print_json(j);
      return report.sound() ? kExitOk : kExitViolated;
    }
    if (!args.explain.empty()) return report.sound() ? kExitOk : kExitViolated;  // said above
  }

  if (!args.verbose) return print_findings(args.program, program, report, options, locations, errors, warnings);

  return print_verbose(args, program, report, options, locations, errors, warnings);
}

}  // namespace

void add_check_command(CLI::App& app, int& exit_code) {
  auto args = std::make_shared<CheckArgs>();
  CLI::App* cmd = app.add_subcommand("check", "Check a sharded StableHLO program: memory, communication, proofs");
  cmd->add_option("program", args->program, "StableHLO text (jax.jit(f).lower(...).as_text())")->required();
  cmd->add_option("--mesh", args->mesh, "mesh for GSPMD shardings when the file has none, e.g. 'data=4,model=2'");
  cmd->add_option("--target", args->target,
                  "the accelerator and its XLA compiler: h100x8, h100:2x8, tpu-v5e:2x4, tpu-v5p:4x4x4, tpu-v6e:16x16, "
                  "cpu:8, ... (sets the topology and the memory budget to the device's HBM)");
  cmd->add_option("--topology", args->topology, "topology JSON (default: one node of 8 GPUs)");
  cmd->add_option("--memory-budget", args->memory_budget, "per-device memory budget, e.g. 80GiB");
  cmd->add_option("--timeout", args->timeout, "solver timeout per redistribution proof, seconds");
  cmd->add_option("--solver-memory", args->solver_memory_mib,
                  "Z3's memory limit in MiB (default 4096); reaching it is unknown, not proved");
  cmd->add_option("-o", args->output, "write the program back with a Shardy sharding on every value");
  cmd->add_flag("--json", args->json, "print one JSON object");
  cmd->add_option("--explain", args->explain,
                  "why each redistribution at this place exists: a Python FILE:LINE of the program's locations, or an "
                  "MLIR LINE");
  cmd->add_flag("--no-fix", args->no_fix,
                "skip the search for fixes (each a change of one sharding, re-checked; by default the few costliest "
                "findings get one)");
  cmd->add_option("--fixes", args->fixes,
                  "how many of the costliest findings the fix search takes in full (default 4, 16 changes each and 32 in "
                  "all; then up to 4 changes for each other finding, 64 in all)");
  cmd->add_option("--fix-seconds", args->fix_seconds,
                  "the CPU time the fix search may take, both rounds (default 0.75: each change is a whole re-check)");
  cmd->add_flag("--verbose", args->verbose, "the whole report (memory, collectives, loops, proofs) after the findings");
  cmd->add_option("--html", args->html,
                  "write the report as one self-contained HTML page: memory over the program with its peak, "
                  "collectives by source line, findings");
  cmd->callback([args, &exit_code] { run_command(exit_code, [&] { return run_check(*args); }); });
}

}  // namespace shardproof::cli
