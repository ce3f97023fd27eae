// \file `shardproof run PROGRAM.mlir`: runs the partitioned program for real and checks it
// against the unpartitioned one. Propagates and lowers as `check` does, refuses to run a
// redistribution that is not proved (unless --unverified, which is said loudly), runs every
// device's part on the chosen backend and the whole program on one, and compares every
// output (exec/program_runner.h states the rule). Reports the step time and, per
// collective, the bytes the communicator measured next to the cost model's.
//
//   shardproof run examples/models/mlp_tp.shardy.mlir --repeat 5
//   shardproof run model.gspmd.mlir --mesh data=4,model=2 --inputs arrays/ --json
//   shardproof run examples/thirdparty/eqx_mlp_train_fsdp.shardy.mlir --perturbed-references 4
//     also runs the reference 4 more times on inputs moved by half an ulp: an element beyond the
//     rounding rule agrees if within 4x of how far those moved it (ill-conditioning measured)
//   shardproof run examples/models/transformer_2d.shardy.mlir --kernels gpu
//     every device's ops through the CUDA kernels (all eight devices on one GPU), checked
//     against the host reference; the ops left on the host are listed
// Exit: 0 every output agrees, 1 a mismatch (or an unproved plan without --unverified),
// 2 bad input (missing or mis-shaped .npy, unknown backend, an op without a kernel),
// 3 inconclusive: every element beyond the rules moves as far on the partitioned side itself
// under rounding-sized changes of the inputs (the program is ill-conditioned there; a NaN on
// one side only counts when a perturbation gives it a number: exec/program_runner.h).
//   shardproof run eqx_gru_scan_train.shardy.mlir   (a GRU's gradient through 32 steps on
//     random weights ten times a real initialisation: INCONCLUSIVE, exit 3)
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <regex>
#include <sstream>

#include "cli/arguments.h"
#include "cli/commands.h"
#include "cli/json_output.h"
#include "cli/source_places.h"
#include "exec/communicator.h"
#include "exec/gpu/gpu_kernels.h"
#include "exec/npy.h"
#include "exec/program_runner.h"
#include "partition/check/check.h"
#include "partition/ir/stablehlo_reader.h"
#include "types/error.h"
#include "types/read_file.h"

namespace shardproof::cli {
namespace {

struct RunArgs {
  std::string program, mesh, topology, backend = "local", inputs, kernels = "host";
  uint64_t seed = 1;
  int repeat = 3;
  int perturbed_references = 0;
  bool rounding_rule_only = false;
  bool json = false, unverified = false, no_fuse = false, check_kernels = false;
  double timeout = 10;
};

// jax.arg_info of each argument of @main, "" where absent (the reader keeps no names).
std::vector<std::string> argument_names(const std::string& path, size_t count) {
  const std::string text = types::read_file(path);  // a .mlir.gz as its text (read once before)
  std::vector<std::string> names(count);
  const size_t main = text.find("@main(");
  if (main == std::string::npos) return names;
  const std::string signature = text.substr(main, text.find(") ->", main) == std::string::npos ? 0 : text.find(") ->", main) - main);
  const std::regex arg(R"re(%arg(\d+)\s*:[^{,)]*(\{[^}]*\})?)re");
  for (auto it = std::sregex_iterator(signature.begin(), signature.end(), arg); it != std::sregex_iterator(); ++it) {
    const size_t i = std::stoul((*it)[1]);
    std::smatch m;
    const std::string attrs = (*it)[2];
    if (i < count && std::regex_search(attrs, m, std::regex(R"re(jax\.arg_info\s*=\s*"([^"]*)")re"))) names[i] = m[1];
  }
  return names;
}

// One .npy per argument from `dir`: <jax.arg_info>.npy, else <index>.npy or arg<index>.npy.
std::vector<partition::HostBuffer> read_inputs(const std::string& dir, const partition::Program& program,
                                               const std::vector<std::string>& names) {
  namespace fs = std::filesystem;
  if (!fs::is_directory(dir)) throw BadInput(fmt::format("--inputs: error: '{}' is not a directory", dir));
  std::vector<partition::HostBuffer> out;
  for (size_t a = 0; a < program.main.arguments.size(); ++a) {
    const auto& want = program.value(program.main.arguments[a]).type;
    std::vector<std::string> candidates;
    if (!names[a].empty()) candidates.push_back(names[a] + ".npy");
    candidates.push_back(fmt::format("{}.npy", a));
    candidates.push_back(fmt::format("arg{}.npy", a));
    std::string found;
    for (const auto& c : candidates)
      if (found.empty() && fs::exists(fs::path(dir) / c)) found = (fs::path(dir) / c).string();
    if (found.empty())
      throw BadInput(fmt::format("--inputs: error: no {} in {} for argument {} ({})", fmt::join(candidates, " or "), dir, a,
                                 types::to_string(want)));
    partition::HostBuffer b;
    try {
      b = exec::read_npy(found);
    } catch (const types::InputError& e) {
      throw BadInput(e.what());
    }
    if (b.dtype != want.dtype)
      throw BadInput(fmt::format("{}: error: element type {} but argument {} is {}", found, types::to_string(b.dtype), a,
                                 types::to_string(want)));
    if (b.shape != want.shape)
      throw BadInput(fmt::format("{}: error: shape ({}) but argument {} is {}", found, fmt::join(b.shape, ", "), a,
                                 types::to_string(want)));
    out.push_back(std::move(b));
  }
  return out;
}

// MemAvailable of /proc/meminfo in bytes (0 where it cannot be read: no limit applied).
int64_t available_memory_bytes() {
  std::ifstream in("/proc/meminfo");
  std::string key;
  int64_t kib = 0;
  std::string unit;
  while (in >> key >> kib >> unit)
    if (key == "MemAvailable:") return kib * 1024;
  return 0;
}

// The verdict's word and exit code: agrees 0, a mismatch (or a GPU kernel's) 1, inconclusive 3.
std::string verdict_word(const exec::ProgramRunReport& run) {
  return run.agrees() ? "agrees" : run.inconclusive ? "inconclusive" : "mismatch";
}
int exit_code(const exec::ProgramRunReport& run) {
  if (run.kernel_mismatch || (run.mismatch && !run.inconclusive)) return kExitViolated;
  return run.inconclusive ? kExitUnknown : kExitOk;
}

// The flags that need no program: a known backend compiled into this build (nccl with a GPU),
// --repeat, --perturbed-references and --kernels in range.
exec::Backend checked_run_flags(const RunArgs& args) {
  const auto backend = exec::parse_backend(args.backend);
  if (!backend) throw BadInput(fmt::format("--backend: error: unknown backend '{}' (local, mpi, nccl)", args.backend));
  if (!exec::backend_compiled(*backend))
    throw BadInput(fmt::format("--backend: error: {} is not compiled into this build", args.backend));
  if (*backend == exec::Backend::nccl && exec::cuda_device_count() == 0)
    throw BadInput("--backend: error: nccl needs a CUDA GPU and none is visible");
  if (args.repeat < 1) throw BadInput("--repeat: error: must be at least 1");
  if (args.perturbed_references < 0) throw BadInput("--perturbed-references: error: must be at least 0");
  if (args.kernels != "host" && args.kernels != "gpu")
    throw BadInput(fmt::format("--kernels: error: unknown place '{}' (host, gpu)", args.kernels));
  if (args.kernels == "gpu" && !exec::gpu::compiled())
    throw BadInput("--kernels: error: gpu: the CUDA kernels are not compiled into this build (no CUDA toolkit at build time)");
  if (args.kernels == "gpu" && exec::gpu::device_count() == 0)
    throw BadInput("--kernels: error: gpu: no CUDA GPU is visible");
  return *backend;
}

partition::Program read_run_program(const RunArgs& args) {
  partition::ReadOptions read_options;
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

int64_t arguments_bytes(const partition::Program& program) {
  int64_t bytes = 0;
  for (const auto v : program.main.arguments) bytes += program.value(v).type.num_bytes();
  return bytes;
}

// Exit 2 (nothing run) for a program with an op the executor has no kernel for, or whose
// arguments alone outgrow the memory this host has free.
std::optional<int> refuse_unrunnable(const RunArgs& args, const partition::Program& program) {
  if (const auto missing = exec::ops_without_kernel(program); !missing.empty()) {
    for (const auto& [name, line] : missing)
      std::cerr << fmt::format("{}:{}: error: {} has no kernel in the executor\n", args.program, line, name);
    return kExitBadInput;
  }
  // Every argument is made whole before anything runs (the reference reads whole arrays, the
  // devices their blocks of them): a program whose arguments alone outgrow the memory this host
  // has free cannot run here, and is refused as such, not half-run into an allocation failure
  // (the 70B-parameter programs of bench/targets/programs are for `check --target`).
  const int64_t argument_bytes = arguments_bytes(program);
  if (const int64_t free = available_memory_bytes(); free > 0 && argument_bytes > free) {
    std::cerr << fmt::format("{}: error: the arguments alone take {}, more than the {} of memory free on this host: run "
                             "needs them whole for the reference\n",
                             args.program, human_bytes(argument_bytes), human_bytes(free));
    return kExitBadInput;
  }
  return std::nullopt;
}

// The arguments: random from --seed, or one .npy each from --inputs.
std::optional<int> read_run_inputs(const RunArgs& args, const partition::Program& program,
                                   std::vector<partition::HostBuffer>& inputs) {
  const std::vector<std::string> names = argument_names(args.program, program.main.arguments.size());
  try {
    inputs = args.inputs.empty() ? exec::random_arguments(program, args.seed) : read_inputs(args.inputs, program, names);
  } catch (const exec::ProgramUnsupported& e) {
    std::cerr << fmt::format("{}: error: {}\n", args.program, e.what());
    return kExitBadInput;
  }
  return std::nullopt;
}

// `check`'s pipeline on the program (propagate, lower, prove, cost), as `run` needs it (it
// annotates the program as check_program does).
partition::CheckReport check_for_run(const RunArgs& args, partition::Program& program) {
  partition::CheckOptions options;
  options.topology = topology_argument("--topology", args.topology);
  options.verify_timeout_s = args.timeout;
  partition::CheckReport report;
  try {
    report = partition::check_program(program, options);
  } catch (const types::InputError& e) {
    throw BadInput(fmt::format("{}: error: {}", args.program, e.what()));
  } catch (const types::InternalError& e) {
    throw internal_error(args.program, e);
  }
  return report;
}

// Exit 1 for a plan that is not proved (unless --unverified, said loudly), exit 2 for a run
// that would outgrow the memory free here.
std::optional<int> refuse_unproved_or_too_large(const RunArgs& args, const partition::Program& program,
                                                const partition::CheckReport& report) {
  const int unproved = report.redistributions - report.redistributions_proved;
  if (unproved > 0) {
    for (const auto& p : report.proofs)
      if (p.verdict != "proved")
        std::cerr << fmt::format("{}:{}: {}: redistribution {} is {}: {}\n", args.program,
                                 report.lowered.redistributions[static_cast<size_t>(p.index)].line,
                                 args.unverified ? "warning" : "error", p.index, p.verdict, p.detail);
    if (!args.unverified) {
      std::cerr << fmt::format("{}: refusing to run: {} of {} redistributions are not proved (--unverified runs them "
                               "anyway)\n", args.program, unproved, report.redistributions);
      return kExitViolated;
    }
  }
  // What the run will hold: the arguments twice (as given, and the reference's own values
  // start as them) and every device's peak, taken as 3x the modelled one (the executor held
  // 2.9x it on eqx_gru_scan_train: kernels' temporaries and fused loops' scratch the model does
  // not count). More than is free here would push the host into swapping or the OOM killer
  // (bench/targets/programs/scaled_mlp_train_256, 256 devices, was killed so), so it is refused
  // like the arguments above.
  constexpr int64_t kExecutorOverModel = 3;
  const int64_t need =
      2 * arguments_bytes(program) + kExecutorOverModel * report.cost.peak_memory_bytes * report.lowered.mesh.num_devices();
  if (const int64_t free = available_memory_bytes(); free > 0 && need > free) {
    std::cerr << fmt::format("{}: error: the run needs about {} (the arguments twice and {} devices' modelled peak of "
                             "{}, times 3 for what the executor holds beyond the model), more than the {} of memory "
                             "free on this host\n",
                             args.program, human_bytes(need), report.lowered.mesh.num_devices(),
                             human_bytes(report.cost.peak_memory_bytes), human_bytes(free));
    return kExitBadInput;
  }
  if (args.unverified)
    std::cerr << fmt::format("WARNING: --unverified: {} redistribution{} run{} without a proof; only the comparison "
                             "below vouches for them\n", unproved, unproved == 1 ? "" : "s", unproved == 1 ? "s" : "");

  return std::nullopt;
}

exec::ProgramRunOptions run_options_from(const RunArgs& args, exec::Backend backend) {
  exec::ProgramRunOptions run_options;
  run_options.backend = backend;
  run_options.repeat = args.repeat;
  run_options.perturbed_references = args.perturbed_references;
  run_options.measure_conditioning_on_mismatch = !args.rounding_rule_only;
  run_options.fuse = !args.no_fuse;
  run_options.gpu_kernels = args.kernels == "gpu";
  if (args.check_kernels && !run_options.gpu_kernels) throw BadInput("--check-kernels: error: only with --kernels gpu");
  run_options.gpu_cross_check = args.check_kernels;
  return run_options;
}

void print_run_json(const RunArgs& args, const partition::Program& program, const partition::CheckReport& report,
                    const exec::ProgramRunReport& run) {
  const auto& mesh = report.lowered.mesh;
  nlohmann::json j;
  j["program"] = args.program;
  j["mesh"] = mesh.to_shardy();
  j["devices"] = run.devices;
  j["backend"] = exec::to_string(run.backend);
  j["unverified"] = args.unverified;
  j["redistributions"] = report.redistributions;
  j["redistributions_proved"] = report.redistributions_proved;
  j["step_seconds"] = run.step_seconds;
  j["median_step_seconds"] = run.median_step_seconds;
  j["modeled_step_seconds"] = report.cost.step_time_s;
  j["reference_seconds"] = run.reference_seconds;
  j["peak_bytes"] = run.peak_bytes;
  j["fused"] = !args.no_fuse;
  j["fused_values"] = run.fused_values;
  j["fused_bytes"] = run.fused_bytes;
  j["modeled_peak_memory_bytes"] = report.cost.peak_memory_bytes;
  j["kernels"] = {{"place", args.kernels}, {"gpu_op_runs", run.gpu_op_runs}, {"host_op_runs", run.host_op_runs}};
  if (!run.gpu_device.empty()) j["kernels"]["gpu"] = run.gpu_device;
  if (args.check_kernels) j["kernels"]["checked_against_host"] = true;
  if (run.kernel_mismatch)
    j["kernels"]["mismatch"] = {{"op", run.kernel_mismatch->op}, {"line", run.kernel_mismatch->line},
                                {"device", run.kernel_mismatch->device}, {"result", run.kernel_mismatch->result},
                                {"element", run.kernel_mismatch->element}, {"host", run.kernel_mismatch->host},
                                {"gpu", run.kernel_mismatch->gpu}};
  nlohmann::json outs = nlohmann::json::array();
  for (const auto& o : run.outputs)
    outs.push_back({{"index", o.index}, {"name", o.name}, {"reduction_length", o.reduction_length},
                    {"rounding_unit", o.rounding_unit}, {"tolerance", o.tolerance}, {"max_abs_error", o.max_abs_error},
                    {"max_sensitivity", o.max_sensitivity}, {"conditioned_elements", o.conditioned_elements},
                    {"max_conditioned_ratio", o.max_conditioned_ratio}, {"undecided_elements", o.undecided_elements},
                    {"one_sided_elements", o.one_sided_elements}, {"inconclusive_elements", o.inconclusive_elements},
                    {"max_own_sensitivity", o.max_own_sensitivity}, {"agrees", o.ok}});
  j["outputs"] = outs;
  nlohmann::json colls = nlohmann::json::array();
  const partition::LocationsByLine run_locations(program);
  for (const auto& c : run.collectives)
    colls.push_back({{"redistribution", c.redistribution}, {"step", c.step}, {"kind", c.kind}, {"value", c.value},
                     {"line", c.line}, {"executions", c.executions}, {"measured_recv_bytes", c.measured_recv_bytes},
                     {"modeled_recv_bytes", c.modeled_recv_bytes}, {"measured_sent_bytes", c.measured_sent_bytes},
                     {"modeled_sent_bytes", c.modeled_sent_bytes}, {"group_size", c.group_size},
                     {"elements", c.elements}, {"splits_evenly", c.splits_evenly},
                     {"python", python_json(run_locations, c.line)}});
  j["collectives"] = colls;
  j["agrees"] = run.agrees();
  // Which rule decided: the rounding rule alone (0), or these many perturbed references run
  // because it had rejected an element (ProgramRunOptions::measure_conditioning_on_mismatch).
  j["conditioning_measured"] = run.conditioning_measured;
  j["verdict"] = verdict_word(run);
  j["partitioned_perturbed_runs"] = run.partitioned_perturbed_runs;
  if (run.mismatch)
    j["mismatch"] = {{"output", run.mismatch->output}, {"name", run.mismatch->name}, {"device", run.mismatch->device},
                     {"index", run.mismatch->global_index}, {"expected", run.mismatch->expected},
                     {"actual", run.mismatch->actual}};
  print_json(j);
}

void print_run_text(const RunArgs& args, const partition::Program& program, const partition::CheckReport& report,
                    const exec::ProgramRunReport& run, const exec::ProgramRunOptions& run_options) {
  const auto& mesh = report.lowered.mesh;
  std::cout << fmt::format("{}: {} devices ({}) on mesh {} against one (reference){}\n", args.program, run.devices,
                           exec::to_string(run.backend), mesh.to_shardy(), args.unverified ? ", UNVERIFIED plans" : "");
  for (const auto& o : run.outputs) {
    const bool inconclusive = run.inconclusive && o.inconclusive_elements > 0;
    if (o.reduction_length == 0)
      std::cout << fmt::format("  output {} ({}): {}\n", o.index, o.name, o.ok ? "bit-exact" : "MISMATCH");
    else
      std::cout << fmt::format("  output {} ({}): {} — largest error {:.3g}, tolerance {:.3g} x (|ref| + rms) "
                               "(reduction length {}, eps 2^{})\n",
                               o.index, o.name, o.ok ? "agrees" : inconclusive ? "INCONCLUSIVE" : "MISMATCH", o.max_abs_error, o.tolerance,
                               o.reduction_length, std::ilogb(o.rounding_unit))
                << (o.conditioned_elements == 0 ? std::string()
                                                : fmt::format("    {} element{} beyond it within 4x the perturbed references' move "
                                                              "(largest ratio {:.2g}; largest move {:.3g})\n",
                                                              o.conditioned_elements, o.conditioned_elements == 1 ? "" : "s",
                                                              o.max_conditioned_ratio, o.max_sensitivity))
                << (o.undecided_elements == 0
                        ? std::string()
                        : fmt::format("    {} element{} beyond that too ({} a number on one side and NaN or infinity on the "
                                      "other); on the same perturbed arguments the partitioned run moved {} of them as far "
                                      "(largest finite move {:.3g})\n",
                                      o.undecided_elements, o.undecided_elements == 1 ? "" : "s", o.one_sided_elements,
                                      o.inconclusive_elements, o.max_own_sensitivity));
  }
  if (run.conditioning_measured && run.inconclusive)
    std::cout << fmt::format("  the rounding rule rejected some elements; {} perturbed references, run then, moved the "
                             "others less than the partitioned run moved them on the same arguments\n",
                             run.conditioning_measured);
  else if (run.conditioning_measured)
    std::cout << (run.mismatch ? fmt::format("  the rounding rule rejected an element; {} perturbed references, run then, did "
                                             "not move it as far: measured, not ill-conditioning\n",
                                             run.conditioning_measured)
                               : fmt::format("  the rounding rule rejected some elements; {} perturbed references, run then, "
                                             "moved them as far: ill-conditioned, not wrong (--rounding-rule-only: the "
                                             "rule alone)\n",
                                             run.conditioning_measured));
  if (run.inconclusive)
    std::cout << fmt::format("{}: note: inconclusive, e.g. at {}: rounding-sized changes of the inputs move such "
                             "elements as far (the reference is ill-conditioned there)\n",
                             args.program, exec::describe(*run.mismatch));
  else if (run.mismatch)
    std::cout << fmt::format("{}: error: {}\n", args.program, exec::describe(*run.mismatch));
  std::cout << fmt::format("  step time: median {} over {} run{} (modeled {}; reference on one device {})\n",
                           human_time(run.median_step_seconds), run.step_seconds.size(),
                           run.step_seconds.size() == 1 ? "" : "s", human_time(report.cost.step_time_s),
                           human_time(run.reference_seconds));
  const int64_t peak = run.peak_bytes.empty() ? 0 : *std::max_element(run.peak_bytes.begin(), run.peak_bytes.end());
  std::cout << fmt::format("  peak memory per device: {} held by the executor (largest over devices; its values, "
                           "plan results and fused loops' scratch), modeled {}\n", human_bytes(peak), human_bytes(report.cost.peak_memory_bytes));
  const int64_t fused = run.fused_values.empty() ? 0 : *std::max_element(run.fused_values.begin(), run.fused_values.end());
  const int64_t fused_bytes = run.fused_bytes.empty() ? 0 : *std::max_element(run.fused_bytes.begin(), run.fused_bytes.end());
  if (args.no_fuse)
    std::cout << "  fusion: off (--no-fuse): every intermediate value materialised\n";
  else
    std::cout << fmt::format("  fusion: {} intermediate value{} computed a block at a time and never allocated ({} per "
                             "step per device, not in the peak above)\n",
                             fused, fused == 1 ? "" : "s", human_bytes(fused_bytes));
  if (run_options.gpu_kernels) {
    std::vector<std::string> host;
    int64_t host_runs = 0;
    for (const auto& [name, runs] : run.host_op_runs) {
      host.push_back(fmt::format("{} x{}", name, runs));
      host_runs += runs;
    }
    std::cout << fmt::format("  kernels: {} op runs on the GPU ({}), {} on the host{}{}\n", run.gpu_op_runs, run.gpu_device,
                             host_runs, host.empty() ? "" : ": ", fmt::join(host, ", "));
  }
  if (args.check_kernels)
    std::cout << (run.kernel_mismatch ? fmt::format("  kernel check: MISMATCH: {}\n", exec::describe(*run.kernel_mismatch))
                                      : std::string("  kernel check: every GPU op run gave its host kernel's result\n"));
  if (run.collectives.empty()) std::cout << "  collectives: none\n";
  else std::cout << "  collectives (bytes per execution, largest over devices: measured / modeled):\n";
  const partition::LocationsByLine locations(program);
  for (const auto& c : run.collectives)
    std::cout << fmt::format("    line {:<5} {:<6} {:<18} x{:<3} received {} / {}, sent {} / {}{}{}\n", c.line, c.value,
                             c.kind, c.executions, human_bytes(c.measured_recv_bytes), human_bytes(c.modeled_recv_bytes),
                             human_bytes(c.measured_sent_bytes), human_bytes(c.modeled_sent_bytes),
                             c.measured_recv_bytes == c.modeled_recv_bytes ? ""
                             : c.splits_evenly ? "  (differs)"
                                               : fmt::format("  ({} element{} over {} devices: the ring formula assumes "
                                                             "it splits)", c.elements, c.elements == 1 ? "" : "s",
                                                             c.group_size),
                             [&] {  // the user's line, where the program has locations
                               const std::string place = python_place(locations, c.line);
                               return place.empty() ? place : "  at " + place;
                             }());
  std::cout << fmt::format("{}\n", run.agrees()      ? "every output agrees with the reference"
                                   : run.inconclusive ? "INCONCLUSIVE: the reference is ill-conditioned on these inputs"
                                                      : "MISMATCH");
}

int run_run(const RunArgs& args) {
  const exec::Backend backend = checked_run_flags(args);
  partition::Program program = read_run_program(args);
  if (const auto refused = refuse_unrunnable(args, program)) return *refused;
  std::vector<partition::HostBuffer> inputs;
  if (const auto refused = read_run_inputs(args, program, inputs)) return *refused;
  const partition::CheckReport report = check_for_run(args, program);
  if (const auto refused = refuse_unproved_or_too_large(args, program, report)) return *refused;
  const exec::ProgramRunOptions run_options = run_options_from(args, backend);
  exec::ProgramRunReport run;
  try {
    run = exec::run_program(program, report.lowered, inputs, run_options);
  } catch (const exec::ProgramUnsupported& e) {
    std::cerr << fmt::format("{}:{}: error: {}\n", args.program, e.line(), e.what());
    return kExitBadInput;
  } catch (const exec::BackendUnavailable& e) {
    throw BadInput(fmt::format("--backend: error: {}", e.what()));
  }
  if (!run.complete) return kExitOk;  // mpi, a rank other than 0: rank 0 reports for every device

  if (args.json) print_run_json(args, program, report, run);
  else print_run_text(args, program, report, run, run_options);
  return exit_code(run);
}

}  // namespace

void add_run_command(CLI::App& app, int& exit_code) {
  auto args = std::make_shared<RunArgs>();
  CLI::App* cmd = app.add_subcommand("run", "Run a sharded program on every device and compare with one device");
  cmd->add_option("program", args->program, "StableHLO text (jax.jit(f).lower(...).as_text())")->required();
  cmd->add_option("--mesh", args->mesh, "mesh for GSPMD shardings when the file has none, e.g. 'data=4,model=2'");
  cmd->add_option("--topology", args->topology, "topology JSON for the cost model (default: one node of 8 GPUs)");
  cmd->add_option("--backend", args->backend, "local (one thread per device), mpi (one rank per device) or nccl");
  cmd->add_option("--inputs", args->inputs, "directory of .npy files, one per argument (jax.arg_info name or index)");
  cmd->add_option("--seed", args->seed, "seed of the random arguments (without --inputs)");
  cmd->add_option("--repeat", args->repeat, "runs of the partitioned step; the median time is reported");
  cmd->add_option("--perturbed-references", args->perturbed_references,
                  "references on inputs moved by half an ulp: elements beyond the rounding rule agree within 4x their move");
  cmd->add_flag("--rounding-rule-only", args->rounding_rule_only,
               "call an element beyond the rounding rule a mismatch without first measuring the conditioning "
               "(by default 4 perturbed references decide then)");
  cmd->add_option("--timeout", args->timeout, "solver timeout per redistribution proof, seconds");
  cmd->add_flag("--unverified", args->unverified, "run even redistributions that were not proved (said loudly)");
  cmd->add_option("--kernels", args->kernels, "where each device's ops run: host (default) or gpu (CUDA kernels, all devices on one GPU, against the host reference)");
  cmd->add_flag("--check-kernels", args->check_kernels, "with --kernels gpu: run every GPU op's host kernel too and report the first that differs");
  cmd->add_flag("--no-fuse", args->no_fuse, "run every op through its whole-array kernel (no elementwise fusion; the same bits)");
  cmd->add_flag("--json", args->json, "print one JSON object");
  cmd->callback([args, &exit_code] { run_command(exit_code, [&] { return run_run(*args); }); });
}

}  // namespace shardproof::cli
