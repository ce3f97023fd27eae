// \file `redistribute --execute`: runs the synthesized plan for real on the local backend
// (one thread per device, real buffers, every collective by its own data movement) from a
// random global array, and checks every device's final shard bit for bit against the
// destination type's index map.
//
//   shardproof redistribute --mesh x=8 --shape 64x64 --from '[{"x"},{}]' --to '[{},{"x"}]' --execute
//     execute: bit-exact on 8 devices (local), ...
#include <fmt/format.h>

#include "cli/commands.h"
#include "cli/redistribute_report.h"
#include "exec/local_collectives.h"

namespace shardproof::cli {

void add_execute_hook(CLI::App& command, RedistributeHooks& hooks) {
  struct Options {
    bool execute = false;
    uint64_t seed = 1;
  };
  auto options = std::make_shared<Options>();
  command.add_flag("--execute", options->execute,
                   "run the plan on the local backend (one thread per device) and check every shard bit for bit");
  command.add_option("--seed", options->seed, "seed of the random global array for --execute");
  hooks.push_back([options](const redistribute::Plan& plan, nlohmann::json& report, std::string& text) {
    if (!options->execute) return kExitOk;
    exec::ExecuteOptions exec_options;
    exec_options.seed = options->seed;
    exec::ExecutionReport result = exec::execute_plan(plan, exec_options);
    report["bit_exact"] = result.bit_exact;
    nlohmann::json execution{{"backend", exec::to_string(result.backend)},
                             {"devices", result.devices},
                             {"bit_exact", result.bit_exact},
                             {"max_received_bytes", result.max_received_bytes},
                             {"seconds", result.seconds}};
    if (!result.error.empty()) execution["error"] = result.error;
    if (result.mismatch) execution["mismatch"] = exec::describe(*result.mismatch);
    report["execution"] = execution;
    text += fmt::format("  execute: {}\n", exec::describe(result));
    return result.bit_exact ? kExitOk : kExitViolated;
  });
}

}  // namespace shardproof::cli
