// \file `shardproof verify PLAN.json`: check any plan (ours, a user's, a mutated one) with
// Z3, and the `--verify` / `--emit-smt` / `--timeout` flags of `redistribute`.
//
//   shardproof redistribute --mesh x=8 --shape 4096x4096 --from '[{"x"},{}]' --to '[{},{"x"}]' --json > p.json
//   shardproof verify p.json [--json] [--timeout 10] [--emit-smt q.smt2] [--topology FILE]
//     correctness: proved | refuted: device 3 (coordinates [3]), local [0, 1]: expected ...
//
// Exit codes: 0 proved, 1 refuted, 3 unknown (solver timeout), 2 bad input. The plan JSON
// schema is redistribute/plan_json.h's (what `redistribute --json` prints); in --json
// output the `verification` object holds `correctness`, `memory` and `transfer`.
#include <fmt/format.h>

#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>

#include "cli/arguments.h"
#include "cli/commands.h"
#include "cli/json_output.h"
#include "cli/output_file.h"
#include "cli/redistribute_report.h"
#include "redistribute/plan_json.h"
#include "types/error.h"
#include "verify/verify.h"

namespace shardproof::cli {

namespace {

struct VerifyArgs {
  std::string plan_path, emit_smt, topology;
  double timeout_s = 10.0;
  int solver_memory_mib = 4096;
  bool json = false;
  bool verify = false;  // redistribute --verify
};

verify::Verification run_verify(const redistribute::Plan& plan, const redistribute::Topology& topology,
                                const VerifyArgs& args) {
  if (args.timeout_s <= 0) throw BadInput("--timeout: error: must be positive");
  verify::VerifyOptions options;
  options.timeout_s = args.timeout_s;
  if (args.solver_memory_mib < 1) throw BadInput("--solver-memory: error: must be at least 1 (MiB)");
  options.solver_memory_mib = static_cast<unsigned>(args.solver_memory_mib);
  options.want_smt2 = !args.emit_smt.empty();
  verify::Verification v;
  try {
    v = verify::verify_plan(plan, topology, options);
  } catch (const types::InputError& e) {
    throw BadInput(fmt::format("{}: error: {}", args.plan_path.empty() ? "--to" : args.plan_path, e.what()));
  }
  if (!args.emit_smt.empty()) write_output_file("--emit-smt", args.emit_smt, v.smt2);
  return v;
}

int verify_file(const VerifyArgs& args) {
  std::ifstream in(args.plan_path);
  if (!in) throw BadInput(fmt::format("{}: error: cannot read the file", args.plan_path));
  std::stringstream buffer;
  buffer << in.rdbuf();
  redistribute::Plan plan;
  try {
    plan = redistribute::plan_from_json(buffer.str(), args.plan_path);
  } catch (const types::InputError& e) {
    throw BadInput(e.what());
  }
  const redistribute::Topology topology = topology_argument("--topology", args.topology);
  // Fill in the derived fields (costs) when the plan type-checks; verification does its
  // own type checking and reports an ill-typed step as refuted.
  redistribute::Plan evaluated = plan;
  std::string evaluation;
  try {
    evaluation = redistribute::evaluate(evaluated, topology);
  } catch (const types::InputError& e) {
    throw BadInput(fmt::format("{}: error: {}", args.plan_path, e.what()));
  }
  const verify::Verification v = run_verify(plan, topology, args);
  if (args.json) {
    nlohmann::json report;
    if (evaluation.empty()) report = redistribute::plan_to_json(evaluated);
    else report = {{"plan", args.plan_path}, {"type_check", evaluation}};
    report["verification"] = verify::to_json(v);
    print_json(report);
  } else {
    std::cout << fmt::format("verify {} ({} steps on {})\n", args.plan_path, plan.steps.size(),
                             plan.mesh.to_shardy());
    std::cout << verify::describe(v);
  }
  return verify::exit_code(v);
}

}  // namespace

void add_verify_command(CLI::App& app, int& exit_code) {
  auto args = std::make_shared<VerifyArgs>();
  CLI::App* cmd = app.add_subcommand("verify", "Prove a redistribution plan correct with Z3 (exit 0 proved, 1 "
                                               "refuted, 3 unknown, 2 bad input)");
  cmd->add_option("plan", args->plan_path, "plan JSON (the schema `redistribute --json` prints)")->required();
  cmd->add_flag("--json", args->json, "print one JSON object");
  cmd->add_option("--timeout", args->timeout_s, "solver timeout in seconds (default 10); a timeout is unknown");
  cmd->add_option("--solver-memory", args->solver_memory_mib,
                  "Z3's memory limit in MiB (default 4096); reaching it is unknown");
  cmd->add_option("--emit-smt", args->emit_smt, "write the SMT-LIB2 query to FILE (unsat = proved)");
  cmd->add_option("--topology", args->topology, "topology JSON for the costs (default: one node of 8 GPUs)");
  cmd->callback([args, &exit_code] { run_command(exit_code, [&] { return verify_file(*args); }); });
}

void add_verify_hooks(CLI::App& command, RedistributeHooks& hooks) {
  auto args = std::make_shared<VerifyArgs>();
  command.add_flag("--verify", args->verify, "prove the synthesized plan with Z3 (exit 1 refuted, 3 unknown)");
  command.add_option("--emit-smt", args->emit_smt, "write the verification's SMT-LIB2 query to FILE (implies --verify)");
  command.add_option("--timeout", args->timeout_s, "solver timeout in seconds for --verify (default 10)");
  command.add_option("--solver-memory", args->solver_memory_mib, "Z3's memory limit in MiB for --verify (default 4096)");
  hooks.push_back([args](const redistribute::Plan& plan, nlohmann::json& report, std::string& text) {
    if (!args->verify && args->emit_smt.empty()) return kExitOk;
    const verify::Verification v = run_verify(plan, redistribute::Topology::one_node_8_gpus(), *args);
    report["verification"] = verify::to_json(v);
    text += "\nverification (Z3):\n" + verify::describe(v);
    return verify::exit_code(v);
  });
}

}  // namespace shardproof::cli
