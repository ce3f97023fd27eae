// \file `shardproof partition PROGRAM.mlir --mesh 'data=4,model=2' --tactics PLAN.yaml`:
// partitions a program (exported with no shardings, or some) by a schedule of tactics kept
// apart from the model (PartIR), one line from the simulator after each tactic, then the
// annotated program and every argument's and result's JAX PartitionSpec.
//
//   shardproof partition examples/unsharded/transformer_fwd.mlir --mesh 'data=4,model=2'
//       --tactics examples/tactics/batch_megatron.yaml -o annotated.mlir
//   shardproof partition model.mlir --mesh 'data=8' --tactics zero3.yaml --memory-budget 16GiB --json
//   shardproof partition model.mlir --mesh 'data=4,model=2' --tactics auto.yaml --simulations 400 --seed 7
#include <fmt/format.h>

#include <fmt/ranges.h>
#include <unistd.h>

#include <algorithm>
#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/arguments.h"
#include "cli/commands.h"
#include "cli/json_output.h"
#include "cli/output_file.h"
#include "cli/source_places.h"
#include "partition/ir/mesh_attach.h"
#include "partition/ir/stablehlo_reader.h"
#include "partition/ir/stablehlo_writer.h"
#include "partition/tactics/apply_tactics.h"
#include "partition/tactics/partition_spec.h"
#include "partition/tactics/tactic_file.h"
#include "partition/tactics/value_selection.h"
#include "types/error.h"

namespace shardproof::cli {

namespace {

namespace tactics = partition::tactics;

struct PartitionArgs {
  std::string program, mesh, tactics, memory_budget, topology, output;
  bool json = false;
  double timeout = 10;
  int64_t simulations = 200;     // the auto tactic's search budget
  double search_seconds = 60;
  uint64_t seed = 1;
};

// The auto tactic's progress on stderr, redrawn in place, when stderr is a terminal.
void draw_progress(const partition::search::SearchProgress& p) {
  constexpr int kWidth = 30;
  const double done = std::max(p.max_simulations ? double(p.simulations) / double(p.max_simulations) : 0.0,
                               p.max_seconds > 0 ? p.elapsed_s / p.max_seconds : 0.0);
  const int filled = std::clamp(static_cast<int>(done * kWidth), 0, kWidth);
  std::cerr << fmt::format("\r  search [{}{}] {}/{} simulations, {} plans, {:.1f} s{}", std::string(filled, '#'),
                           std::string(kWidth - filled, '.'), p.simulations, p.max_simulations, p.evaluations,
                           p.elapsed_s,
                           p.best_step_time_s ? ", best " + human_time(*p.best_step_time_s) : std::string())
            << std::flush;
}

std::string collectives_text(const tactics::StepSummary& s) {
  if (s.collective_bytes.empty()) return "none";
  std::string out;
  for (const auto& [kind, bytes] : s.collective_bytes)
    out += fmt::format("{}{} {}", out.empty() ? "" : ", ", kind, human_bytes(bytes));
  return out;
}

std::string redistributions_text(const tactics::StepSummary& s) {
  if (s.redistributions == 0) return "0 redistributions";
  if (s.redistributions == s.redistributions_proved)
    return fmt::format("{} redistribution{}, all proved", s.redistributions, s.redistributions == 1 ? "" : "s");
  return fmt::format("{} redistributions, {} proved", s.redistributions, s.redistributions_proved);
}

nlohmann::json step_json(const tactics::StepSummary& s) {
  return {{"step", s.label},
          {"line", s.line},
          {"annotations", s.annotations},
          {"peak_memory_bytes", s.peak_memory_bytes},
          {"collective_bytes", s.collective_bytes},
          {"step_time_s", s.step_time_s},
          {"compute_time_s", s.compute_time_s},
          {"collective_time_s", s.collective_time_s},
          {"redistributions", s.redistributions},
          {"redistributions_proved", s.redistributions_proved},
          {"propagation_conflicts", s.conflicts},
          {"sound", s.sound},
          {"seconds", s.seconds},
          {"search_actions", s.actions}};
}

struct Spec {
  std::string name, type, spec;
};

std::vector<Spec> specs(const partition::Program& p, const types::Mesh& mesh, bool arguments) {
  const auto& ids = arguments ? p.main.arguments : p.main.results;
  std::vector<Spec> out;
  for (int i = 0; i < static_cast<int>(ids.size()); ++i) {
    const auto& v = p.value(ids[i]);
    std::string name = arguments ? tactics::argument_name(p, i) : tactics::result_name(p, i);
    if (name.empty()) name = arguments ? v.name : fmt::format("result {}", i);
    const types::ShardingType type =
        v.sharding ? v.sharding->type : types::ShardingType::fully_replicated(v.type.rank());
    out.push_back({name, types::to_string(v.type), tactics::partition_spec(mesh, type)});
  }
  return out;
}

int run_partition(const PartitionArgs& args) {
  partition::ReadOptions read_options;
  read_options.file_name = args.program;
  std::optional<types::Mesh> mesh;
  if (!args.mesh.empty()) mesh = read_options.gspmd_mesh = mesh_argument("--mesh", args.mesh);
  partition::Program program;
  std::vector<tactics::Tactic> plan;
  try {
    program = partition::read_stablehlo_file(args.program, read_options);
    plan = tactics::read_tactic_file(args.tactics);
  } catch (const types::InputError& e) {
    throw BadInput(e.what());
  }
  if (!mesh && program.meshes.empty())
    throw BadInput(fmt::format("--mesh: error: {} has no mesh; say which, e.g. --mesh 'data=4,model=2'", args.program));
  if (mesh) {
    try {
      partition::attach_mesh(program, *mesh);
    } catch (const types::InputError& e) {
      throw BadInput(fmt::format("--mesh: error: {}", e.what()));
    }
  }

  partition::CheckOptions options;
  options.topology = topology_argument("--topology", args.topology);
  std::optional<int64_t> budget;
  if (!args.memory_budget.empty()) budget = bytes_argument("--memory-budget", args.memory_budget);
  options.verify_timeout_s = args.timeout;
  tactics::AutoSearchOptions search;
  search.memory_budget_bytes = budget;
  search.max_simulations = args.simulations;
  search.max_seconds = args.search_seconds;
  search.seed = args.seed;
  const bool bar = isatty(STDERR_FILENO);
  if (bar) search.progress = draw_progress;
  tactics::PartitionResult result;
  try {
    result = tactics::apply_tactics(program, plan, args.tactics, options, search);
  } catch (const types::InputError& e) {
    if (bar) std::cerr << "\n";
    throw BadInput(e.what());
  } catch (const types::InternalError& e) {
    if (bar) std::cerr << "\n";
    throw internal_error(args.program, e);
  }
  if (bar) std::cerr << "\n";
  const types::Mesh& on = result.report.lowered.mesh;
  const auto& last = result.steps.back();
  const bool fits = !budget || last.peak_memory_bytes <= *budget;
  const bool sound = last.sound && fits;
  if (!args.output.empty()) write_output_file("-o", args.output, partition::write_stablehlo(result.program));
  const auto argument_specs = specs(result.program, on, true), result_specs = specs(result.program, on, false);

  if (args.json) {
    nlohmann::json j;
    j["program"] = args.program;
    j["tactics"] = args.tactics;
    j["mesh"] = on.to_shardy();
    j["devices"] = on.num_devices();
    j["topology"] = options.topology.name;
    nlohmann::json steps = nlohmann::json::array();
    for (const auto& s : result.steps) steps.push_back(step_json(s));
    j["steps"] = steps;
    auto spec_json = [](const std::vector<Spec>& list) {
      nlohmann::json a = nlohmann::json::array();
      for (const auto& s : list) a.push_back({{"name", s.name}, {"type", s.type}, {"partition_spec", s.spec}});
      return a;
    };
    j["arguments"] = spec_json(argument_specs);
    j["results"] = spec_json(result_specs);
    j["peak_memory_bytes"] = last.peak_memory_bytes;
    j["memory_budget_bytes"] = budget ? nlohmann::json(*budget) : nlohmann::json(nullptr);
    j["fits"] = fits;
    j["over_budget_bytes"] = budget && !fits ? last.peak_memory_bytes - *budget : 0;
    nlohmann::json diagnostics = nlohmann::json::array();
    const partition::LocationsByLine locations(result.program);
    for (const auto& d : result.report.diagnostics)
      diagnostics.push_back({{"line", d.line},
                             {"severity", d.severity == partition::Diagnostic::Severity::error ? "error" : "warning"},
                             {"message", d.message}, {"python", python_json(locations, d.line)}});
    j["diagnostics"] = diagnostics;
    j["sound"] = sound;
    print_json(j);
    return sound ? kExitOk : kExitViolated;
  }

  std::cout << fmt::format("{}: {} ops on mesh {} ({} devices), {} tactic{} from {}, topology: {}\n", args.program,
                           partition::total_ops(result.program), on.to_shardy(), on.num_devices(), plan.size(),
                           plan.size() == 1 ? "" : "s", args.tactics, options.topology.name);
  size_t width = 5;
  for (const auto& s : result.steps) width = std::max(width, s.label.size());
  for (const auto& s : result.steps)
    std::cout << fmt::format("  {:<{}}  peak {:>10}  step {:>9}  {}  collectives: {}\n", s.label, width,
                             human_bytes(s.peak_memory_bytes), human_time(s.step_time_s), redistributions_text(s),
                             collectives_text(s))
              << (s.actions.empty() ? std::string()
                                    : fmt::format("    search chose: {}\n", fmt::join(s.actions, "; ")));
  print_diagnostics(args.program, result.report.diagnostics, partition::LocationsByLine(result.program));
  auto print_specs = [](const char* title, const std::vector<Spec>& list) {
    std::cout << title << "\n";
    size_t w = 0;
    for (const auto& s : list) w = std::max(w, s.name.size());
    for (const auto& s : list) std::cout << fmt::format("  {:<{}}  {:<28}  {}\n", s.name, w, s.type, s.spec);
  };
  print_specs("arguments (PartitionSpec)", argument_specs);
  print_specs("results (PartitionSpec)", result_specs);
  if (budget)
    std::cout << (fits ? fmt::format("budget {}: fits (peak {} per device)\n", human_bytes(*budget),
                                     human_bytes(last.peak_memory_bytes))
                       : fmt::format("budget {}: error: peak {} per device misses it by {}\n", human_bytes(*budget),
                                     human_bytes(last.peak_memory_bytes),
                                     human_bytes(last.peak_memory_bytes - *budget)));
  if (!last.sound) std::cout << "NOT SOUND: the last step has errors (see above)\n";
  return sound ? kExitOk : kExitViolated;
}

}  // namespace

void add_partition_command(CLI::App& app, int& exit_code) {
  auto args = std::make_shared<PartitionArgs>();
  CLI::App* cmd = app.add_subcommand("partition", "Partition a StableHLO program by a schedule of tactics");
  cmd->add_option("program", args->program, "StableHLO text (jax.jit(f).lower(...).as_text())")->required();
  cmd->add_option("--mesh", args->mesh, "the mesh to partition on, e.g. 'data=4,model=2' (default: the program's)");
  cmd->add_option("--tactics", args->tactics, "tactic file (YAML list), applied in order")->required();
  cmd->add_option("--memory-budget", args->memory_budget, "per-device memory budget, e.g. 16GiB (missed: exit 1)");
  cmd->add_option("--topology", args->topology, "topology JSON (default: one node of 8 GPUs)");
  cmd->add_option("--timeout", args->timeout, "solver timeout per redistribution proof, seconds");
  cmd->add_option("-o", args->output, "write the annotated program (a Shardy sharding on every value)");
  cmd->add_flag("--json", args->json, "print one JSON object");
  cmd->add_option("--simulations", args->simulations, "auto tactic: the search's budget of simulations")
      ->check(CLI::PositiveNumber);
  cmd->add_option("--search-seconds", args->search_seconds, "auto tactic: the search's budget of seconds")
      ->check(CLI::PositiveNumber);
  cmd->add_option("--seed", args->seed, "auto tactic: the search's seed (the same seed, the same plan)");
  cmd->callback([args, &exit_code] { run_command(exit_code, [&] { return run_partition(*args); }); });
}

}  // namespace shardproof::cli
