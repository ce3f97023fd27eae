// The automatic sharding search against the expert plans of the model zoo and of the
// third-party corpus (issue 10, "Quality" and "Speed"). Two modes:
//
//   search_bench experts [DIR]      (alias `zoo`) for every model of DIR (examples/models,
//                                   examples/thirdparty) with expert plans (dp, tp, fsdp,
//                                   2d, fsdp_tp; grouped by name, see expert_models): each
//                                   expert plan checked as exported, then the search on each
//                                   expert's mesh from the program with every sharding
//                                   cleared, under the memory budget of (a) the fastest
//                                   expert plan (b) the leanest (one row when they are one);
//                                   prints a Markdown table, the searched plan against the
//                                   best expert plan within the same budget
//   search_bench one FILE.mlir      one program, shardings cleared: groups, actions, the
//                                   searched plan, its collectives and the time it took
//
// Options: --axes a,b  --budget BYTES  --sims N  --seconds S  --seed N  --keep (do not clear)
//          --only REGEX (experts mode: only the models whose name matches)
//          --pin-input AXIS (one mode: the input's batch on AXIS, closed)
#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <map>
#include <optional>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "partition/check/check.h"
#include "partition/ir/stablehlo_reader.h"
#include "partition/search/actions.h"
#include "partition/search/dimension_groups.h"
#include "partition/search/plan_evaluation.h"
#include "partition/search/search.h"
#include "partition/tactics/value_selection.h"
#include "types/byte_units.h"
#include "types/error.h"

using namespace shardproof;
using namespace shardproof::partition;

namespace {

struct Settings {
  std::vector<std::string> axes;
  std::optional<int64_t> budget;
  int64_t sims = 300;
  double seconds = 60;
  uint64_t seed = 1;
  bool keep = false;
  std::optional<std::string> pin_input;
  std::optional<std::vector<int>> plan;
  std::string only;  // experts mode: models whose name matches this regex  // one mode: evaluate these actions instead of searching  // the last argument's batch axis ("" = replicated), closed
};

std::string collectives_summary(const CostReport& cost) {
  std::map<std::string, std::pair<int64_t, int64_t>> by;  // kind{axes} -> (count, bytes)
  for (const auto& c : cost.collectives) {
    auto& e = by[fmt::format("{}{{{}}}", c.kind, fmt::join(c.axes, ","))];
    e.first += c.repeat;
    e.second += c.bytes * c.repeat;
  }
  std::vector<std::string> parts;
  for (const auto& [k, e] : by) parts.push_back(fmt::format("{}x {} {}", e.first, k, types::human_bytes(e.second)));
  return parts.empty() ? "none" : fmt::format("{}", fmt::join(parts, "; "));
}

search::SearchResult run_search(Program& p, const Settings& s, std::optional<int64_t> budget) {
  search::SearchOptions o;
  o.axes = s.axes;
  o.memory_budget_bytes = budget;
  o.max_simulations = s.sims;
  o.max_seconds = s.seconds;
  o.seed = s.seed;
  o.value_name = tactics::known_name;
  return search::search_shardings(p, o);
}

std::vector<std::string> axis_names(const types::Mesh& mesh) {
  std::vector<std::string> out;
  for (const auto& a : mesh.axes()) out.push_back(a.name);
  return out;
}

// `one --plan 0,5,9`: the plan of those actions (indices into the action list it prints),
// checked as the search would check it: to see why the search does or does not pick a plan.
int evaluate_plan(const Program& p, const search::DimensionGroups& groups, const std::vector<int>& plan,
                  const Settings& s) {
  const std::string mesh_name = p.meshes.front().first;
  const types::Mesh& mesh = *p.find_mesh(mesh_name);
  auto actions = search::enumerate_actions(p, groups, mesh, s.axes.empty() ? axis_names(mesh) : s.axes);
  for (size_t i = 0; i < actions.size(); ++i) fmt::print("  action {}: {}\n", i, search::describe(groups, actions[i]));
  std::vector<int> chosen = plan;
  std::sort(chosen.begin(), chosen.end());
  for (int a : chosen)
    if (a < 0 || a >= static_cast<int>(actions.size())) throw types::InputError(fmt::format("--plan: no action {}", a));
  search::EvaluationOptions eo;
  eo.mesh_name = mesh_name;
  eo.memory_budget_bytes = s.budget;
  search::PlanEvaluator evaluator(p, groups, actions, eo);
  const auto& e = evaluator.evaluate(chosen);
  Program annotated;
  const CheckReport report = evaluator.check(chosen, annotated);
  fmt::print("plan {}: {}, step {:.1f} us, peak {} ({} over the budget){}\n", fmt::join(chosen, ","),
             e.feasible ? "feasible" : "infeasible", e.step_time_s * 1e6, types::human_bytes(e.peak_memory_bytes),
             s.budget ? types::human_bytes(e.peak_memory_bytes - *s.budget) : "no budget",
             e.failure.empty() ? "" : ": " + e.failure);
  fmt::print("  collectives: {}\n", collectives_summary(report.cost));
  fmt::print("  redistributions: {} ({} proved)\n", report.redistributions, report.redistributions_proved);
  return e.feasible ? 0 : 1;
}

int one(const std::string& path, const Settings& s) {
  Program p = read_stablehlo_file(path);
  if (!s.keep) search::clear_shardings(p);
  if (s.pin_input && !p.main.arguments.empty()) {
    // What a `batch` (or `keep`) tactic leaves on the input activations: closed dimensions.
    const ValueId x = p.main.arguments.back();
    types::ShardingType t = types::ShardingType::fully_replicated(p.value(x).type.rank());
    if (!s.pin_input->empty()) t.dims[0].axes.push_back(types::AxisRef::whole(*s.pin_input));
    t.dims[0].priority = 0;
    p.value(x).sharding = ValueSharding{p.meshes.front().first, t};
  }
  const auto t0 = std::chrono::steady_clock::now();
  const auto groups = search::find_dimension_groups(p, tactics::known_name);
  const double t_groups = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  fmt::print("{}: {} values, {} ops, {} dimension groups in {} classes ({:.3f} s)\n", path, p.values.size(),
             total_ops(p), groups.groups.size(), groups.classes.size(), t_groups);
  for (const auto& c : groups.classes) fmt::print("  class: {}\n", c.description);
  if (s.plan) return evaluate_plan(p, groups, *s.plan, s);
  const auto r = run_search(p, s, s.budget);
  fmt::print("search: {} candidate actions, {} simulations, {} plans checked{}, {:.2f} s\n", r.candidate_actions,
             r.simulations, r.evaluations, r.exhausted ? " (exhausted)" : "", r.elapsed_s);
  if (!r.found) {
    fmt::print("no proved plan\n");
    return 1;
  }
  fmt::print("plan ({}): step {:.1f} us (start {:.1f} us), peak {}{}\n", r.within_budget ? "within budget" : "over budget",
             r.step_time_s * 1e6, r.start_step_time_s * 1e6, types::human_bytes(r.peak_memory_bytes),
             r.within_budget ? "" : fmt::format(", misses by {}", types::human_bytes(r.budget_miss_bytes)));
  for (const auto& a : r.actions) fmt::print("  action: {}\n", a);
  fmt::print("  collectives: {}\n", collectives_summary(r.report.cost));
  fmt::print("  redistributions: {} ({} proved)\n", r.report.redistributions, r.report.redistributions_proved);
  return 0;
}

struct Expert {
  std::string strategy;
  std::string path;
  double step_time_s = 0;
  int64_t peak = 0;
  std::string mesh;
  bool sound = false;
};

// model -> its expert plans, from the file names: the strategy is one `_`-separated token of
// the name (fsdp_tp, dp, tp, fsdp or 2d; the first found, fsdp_tp before fsdp), and the model is
// the name without it, so the variants of a model written after the strategy stay apart:
//   gpt2x4_fsdp_tp -> gpt2x4 (fsdp_tp);  transformer_2d_bf16 -> transformer_bf16 (2d)
//   maxtext_train_fsdp_scan -> maxtext_train_scan (fsdp);  gemma_train_fsdp -> gemma_train (fsdp)
// Programs without a strategy token (shard_map programs, shardmap_*) are no expert plan.
std::map<std::string, std::vector<Expert>> expert_models(const std::string& dir, const std::regex& filter) {
  static const std::vector<std::string> strategies = {"fsdp_tp", "dp", "tp", "fsdp", "2d"};
  std::map<std::string, std::vector<Expert>> out;
  std::vector<std::filesystem::path> files;
  for (const auto& e : std::filesystem::directory_iterator(dir))
    if (e.path().string().ends_with(".shardy.mlir")) files.push_back(e.path());
  std::sort(files.begin(), files.end());
  for (const auto& f : files) {
    const std::string name = f.filename().string().substr(0, f.filename().string().size() - 12);
    if (name.starts_with("shardmap_")) continue;
    const std::string padded = "_" + name + "_";
    for (const auto& st : strategies) {
      const size_t at = padded.find("_" + st + "_", 1);
      if (at == std::string::npos) continue;
      std::string model = padded.substr(1, at - 1) + padded.substr(at + st.size() + 1);
      model.pop_back();  // the padding's last '_'
      if (!std::regex_search(model, filter)) break;
      Expert e;
      e.strategy = st;
      e.path = f.string();
      out[model].push_back(e);
      break;
    }
  }
  return out;
}

int experts(const std::string& dir, const Settings& s) {
  std::regex only;
  try {
    only = std::regex(s.only.empty() ? std::string(".*") : s.only);
  } catch (const std::regex_error& e) {
    throw types::InputError(fmt::format("--only: '{}' is not a regular expression: {}", s.only, e.what()));
  }
  auto models = expert_models(dir, only);
  fmt::print("| model | budget | best expert within it | its step | searched plan (mesh: actions) | step | peak | vs expert | plans checked | search time |\n");
  fmt::print("|---|---|---|---|---|---|---|---|---|---|\n");
  int worse = 0;
  for (auto& [model, experts] : models) {
    for (Expert& e : experts) {
      Program p = read_stablehlo_file(e.path);
      const CheckReport r = check_program(p, CheckOptions{});
      e.step_time_s = r.cost.step_time_s;
      e.peak = r.cost.peak_memory_bytes;
      e.sound = r.sound();
      e.mesh = p.meshes.empty() ? "" : p.meshes.front().second.to_short();
    }
    const Expert* fastest = nullptr;
    const Expert* leanest = nullptr;
    for (const Expert& e : experts) {
      if (!e.sound) continue;
      if (!fastest || e.step_time_s < fastest->step_time_s) fastest = &e;
      if (!leanest || e.peak < leanest->peak) leanest = &e;
    }
    if (!fastest) continue;
    // One row per budget; a model whose fastest plan is also its leanest has one.
    std::vector<std::pair<std::string, int64_t>> budgets = {{"fastest", fastest->peak}};
    if (leanest != fastest && leanest->peak != fastest->peak) budgets.emplace_back("leanest", leanest->peak);
    else budgets.front().first = experts.size() == 1 ? "its expert" : "fastest = leanest";
    for (const auto& [label, budget] : budgets) {
      const Expert* bar = nullptr;  // the best expert plan within the budget
      for (const Expert& e : experts)
        if (e.sound && e.peak <= budget && (!bar || e.step_time_s < bar->step_time_s)) bar = &e;
      // The search on each distinct mesh of the model's expert plans; the best plan found.
      std::set<std::string> meshes_done;
      std::optional<search::SearchResult> best;
      std::string best_mesh;
      double total_time = 0;
      int checked = 0;
      for (const Expert& e : experts) {
        if (!meshes_done.insert(e.mesh).second) continue;
        Program p = read_stablehlo_file(e.path);
        search::clear_shardings(p);
        auto r = run_search(p, s, budget);
        total_time += r.elapsed_s;
        checked += r.evaluations;
        if (r.found && r.within_budget && (!best || r.step_time_s < best->step_time_s)) {
          best = std::move(r);
          best_mesh = e.mesh;
        }
      }
      const std::string budget_text = fmt::format("{} ({})", types::human_bytes(budget), label);
      if (!best) {
        ++worse;
        fmt::print("| {} | {} | {} | {:.1f} us | none within the budget | | | | {} | {:.1f} s |\n", model, budget_text,
                   bar->strategy, bar->step_time_s * 1e6, checked, total_time);
        continue;
      }
      const double ratio = best->step_time_s / bar->step_time_s;
      if (ratio > 1.05) ++worse;
      fmt::print("| {} | {} | {} ({}) | {:.1f} us | {}: {} | {:.1f} us | {} | {:+.1f}% | {} | {:.1f} s |\n", model,
                 budget_text, bar->strategy, bar->mesh, bar->step_time_s * 1e6, best_mesh,
                 best->actions.empty() ? "replicated" : fmt::format("{}", fmt::join(best->actions, "; ")),
                 best->step_time_s * 1e6, types::human_bytes(best->peak_memory_bytes), 100 * (ratio - 1), checked,
                 total_time);
    }
  }
  fmt::print("\nplans more than 5% slower than the best expert plan within the budget (or none found): {}\n", worse);
  return worse == 0 ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"search_bench: the automatic sharding search against the zoo's expert plans"};
  Settings s;
  std::string axes;
  std::optional<int64_t> budget;
  app.add_option("--axes", axes, "comma-separated mesh axes the search may use (default: all)");
  app.add_option("--budget", budget, "memory budget per device, bytes (one mode)");
  app.add_option("--sims", s.sims, "simulations per search");
  app.add_option("--seconds", s.seconds, "seconds per search");
  app.add_option("--seed", s.seed, "seed");
  app.add_flag("--keep", s.keep, "keep the program's shardings (one mode)");
  app.add_option("--pin-input", s.pin_input,
                 "one mode: the last argument (the input activations of the zoo's and the stacks' exports) closed, "
                 "its batch on this axis (\"\": replicated), as a batch or keep tactic would leave it");
  std::vector<int> plan;
  app.add_option("--plan", plan, "one mode: check the plan of these action indices (comma-separated) instead of searching")
      ->delimiter(',');
  std::string dir = std::string(SHARDPROOF_SOURCE_DIR) + "/examples/models";
  std::string file;
  auto* zoo_cmd = app.add_subcommand("experts", "every model of a folder of expert exports against its expert plans")
                      ->alias("zoo");
  zoo_cmd->add_option("dir", dir, "folder of *.shardy.mlir exports (examples/models, examples/thirdparty)");
  zoo_cmd->add_option("--only", s.only, "only the models whose name matches this regular expression");
  auto* one_cmd = app.add_subcommand("one", "one program");
  one_cmd->add_option("file", file, "a .mlir export")->required();
  app.require_subcommand(1);
  zoo_cmd->fallthrough();
  one_cmd->fallthrough();
  CLI11_PARSE(app, argc, argv);
  for (size_t start = 0; !axes.empty() && start <= axes.size();) {
    const size_t comma = std::min(axes.find(',', start), axes.size());
    s.axes.push_back(axes.substr(start, comma - start));
    start = comma + 1;
  }
  s.budget = budget;
  if (!plan.empty()) s.plan = plan;
  try {
    if (*one_cmd) return one(file, s);
    return experts(dir, s);
  } catch (const std::exception& e) {
    fmt::print(stderr, "error: {}\n", e.what());
    return 2;
  }
}
