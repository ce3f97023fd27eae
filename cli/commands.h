// \file The subcommands of `shardproof`. Each lives in its own file and registers itself
// on the application; its callback writes the process exit code:
//   0 success / proved / sound, 1 a check was violated, 2 bad input, 3 unknown, 4 an internal
//   error (a bug in shardproof met on valid input: never reported as bad input).
#pragma once

#include <CLI/CLI.hpp>
#include <iostream>

#include "cli/arguments.h"

namespace shardproof::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitViolated = 1;
inline constexpr int kExitBadInput = 2;
inline constexpr int kExitUnknown = 3;
inline constexpr int kExitInternal = 4;

// Runs a command's body as its callback: the body's exit code, or the diagnostic of a
// BadInput on stderr and exit 2, of an internal error on stderr and exit 4.
template <class Body>
void run_command(int& exit_code, Body&& body) {
  try {
    exit_code = body();
  } catch (const BadInput& e) {
    std::cerr << e.what() << "\n";
    exit_code = kExitBadInput;
  } catch (const Internal& e) {
    std::cerr << e.what() << "\n";
    exit_code = kExitInternal;
  } catch (const types::InternalError& e) {  // one no command placed in its file
    std::cerr << "internal error: " << e.what() << "\n";
    exit_code = kExitInternal;
  }
}

void add_redistribute_command(CLI::App& app, int& exit_code);
void add_verify_command(CLI::App& app, int& exit_code);
void add_check_command(CLI::App& app, int& exit_code);
void add_partition_command(CLI::App& app, int& exit_code);
void add_robustness_command(CLI::App& app, int& exit_code);
void add_run_command(CLI::App& app, int& exit_code);

// Checks every option of `app` and its subcommands could not make on their own: a value that
// is empty ('' is never a file, a mesh, a size or a number: `--memory-budget ''` read as no
// budget) and a minus sign on an option read into an unsigned number (CLI11 reads
// `--seed -3` as 2^64 - 3). Call once every command is added.
void refuse_empty_and_negative_values(CLI::App& app);

}  // namespace shardproof::cli
