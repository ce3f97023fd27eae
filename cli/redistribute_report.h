// \file How `redistribute` (and `verify`) show a plan, and the extensions that other
// libraries add to `redistribute`: `--execute` (exec/) and `--verify` (verify/). Each
// extension registers its flags and returns a hook that runs after synthesis, adds to the
// JSON report and the text, and returns an exit code (the largest one wins).
#pragma once

#include <CLI/CLI.hpp>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "redistribute/plan.h"
#include "redistribute/topology.h"

namespace shardproof::cli {

using RedistributeHook = std::function<int(const redistribute::Plan&, nlohmann::json& report, std::string& text)>;
using RedistributeHooks = std::vector<RedistributeHook>;

// Registers --execute (and --verify/--emit-smt when verify/ is built).
void add_redistribute_hooks(CLI::App& command, RedistributeHooks& hooks);
void add_execute_hook(CLI::App& command, RedistributeHooks& hooks);
void add_verify_hooks(CLI::App& command, RedistributeHooks& hooks);

// The plan as a table: step, collective, axes, type after, local shape, received per
// device, modeled time; then totals and the memory bound.
std::string format_plan_table(const redistribute::Plan& plan, const redistribute::Topology& topology);

}  // namespace shardproof::cli
