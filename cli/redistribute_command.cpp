// \file `shardproof redistribute`: synthesize the plan that turns one sharding of an array
// into another, print it as a table (or JSON), and optionally run it for real.
//
//   shardproof redistribute --mesh 'x=4,y=2' --shape 4096x4096 --dtype f32
//       --from '[{"x"},{}]' --to '[{},{"y"}]' [--topology FILE] [--execute] [--json]
#include <fmt/format.h>

#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/arguments.h"
#include "cli/commands.h"
#include "cli/json_output.h"
#include "cli/redistribute_report.h"
#include "redistribute/plan_json.h"
#include "redistribute/synthesize.h"
#include "types/error.h"

namespace shardproof::cli {

namespace {

struct RedistributeArgs {
  std::string mesh, shape, dtype = "f32", from, to, topology;
  bool execute = false, json = false;
  RedistributeHooks hooks;
};

int run_redistribute(RedistributeArgs& args) {
  types::Mesh mesh = mesh_argument("--mesh", args.mesh);
  types::TensorType tensor{shape_argument("--shape", args.shape), dtype_argument("--dtype", args.dtype)};
  types::ShardingType from = sharding_argument("--from", args.from, mesh, tensor.rank());
  types::ShardingType to = sharding_argument("--to", args.to, mesh, tensor.rank());
  redistribute::Topology topology = topology_argument("--topology", args.topology);

  redistribute::Plan plan;
  try {
    plan = redistribute::synthesize(mesh, tensor, from, to, topology);
  } catch (const types::InputError& e) {
    throw BadInput(fmt::format("--to: error: {}", e.what()));
  }
  nlohmann::json report = redistribute::plan_to_json(plan);
  report["topology"] = topology.name;
  int exit_code = kExitOk;
  std::string text = format_plan_table(plan, topology);
  for (const auto& hook : args.hooks) exit_code = std::max(exit_code, hook(plan, report, text));
  if (args.json) {
    print_json(report);
  } else {
    std::cout << text;
  }
  return exit_code;
}

}  // namespace

void add_redistribute_command(CLI::App& app, int& exit_code) {
  auto args = std::make_shared<RedistributeArgs>();
  CLI::App* cmd = app.add_subcommand("redistribute", "Synthesize (and optionally run) a redistribution plan");
  cmd->add_option("--mesh", args->mesh, "mesh, e.g. 'x=4,y=2' or '<[\"x\"=4, \"y\"=2]>'")->required();
  cmd->add_option("--shape", args->shape, "global shape, e.g. 4096x4096")->required();
  cmd->add_option("--dtype", args->dtype, "element type (f32, bf16, f16, f64, i32, i64, i1, ...)");
  cmd->add_option("--from", args->from, "source sharding (Shardy or GSPMD)")->required();
  cmd->add_option("--to", args->to, "destination sharding (Shardy or GSPMD)")->required();
  cmd->add_option("--topology", args->topology, "topology JSON (default: one node of 8 GPUs)");
  cmd->add_flag("--json", args->json, "print one JSON object");
  add_redistribute_hooks(*cmd, args->hooks);
  cmd->callback([args, &exit_code] { run_command(exit_code, [&] { return run_redistribute(*args); }); });
}

}  // namespace shardproof::cli
