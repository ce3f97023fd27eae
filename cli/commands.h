// \file The subcommands of `shardproof`. Each lives in its own file and registers itself
// on the application; its callback writes the process exit code:
//   0 success / proved / sound, 1 a check was violated, 2 bad input, 3 unknown.
#pragma once

#include <CLI/CLI.hpp>

namespace shardproof::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitViolated = 1;
inline constexpr int kExitBadInput = 2;
inline constexpr int kExitUnknown = 3;

void add_redistribute_command(CLI::App& app, int& exit_code);
void add_verify_command(CLI::App& app, int& exit_code);
void add_check_command(CLI::App& app, int& exit_code);
void add_robustness_command(CLI::App& app, int& exit_code);

}  // namespace shardproof::cli
