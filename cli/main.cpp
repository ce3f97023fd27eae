// \file Entry point of `shardproof`: parses the command line and dispatches to the
// subcommand files. Libraries return results; only cli/ prints.
#include <cstdio>
#include <exception>

#include "cli/commands.h"

int main(int argc, char** argv) {
  using namespace shardproof::cli;
  CLI::App app{"shardproof: proves distributed ML programs right before they run"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "shardproof 0.1.0");
  int exit_code = kExitOk;
  add_redistribute_command(app, exit_code);
#ifdef SHARDPROOF_WITH_VERIFY
  add_verify_command(app, exit_code);
#endif
#ifdef SHARDPROOF_WITH_PARTITION
  add_check_command(app, exit_code);
#endif
#ifdef SHARDPROOF_WITH_TACTICS
  add_partition_command(app, exit_code);
#endif
#ifdef SHARDPROOF_WITH_RUN
  add_run_command(app, exit_code);
#endif
#ifdef SHARDPROOF_WITH_ROBUSTNESS
  add_robustness_command(app, exit_code);
#endif
  refuse_empty_and_negative_values(app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    // CLI11 prints help with exit 0; every other parse failure is bad input (exit 2).
    int code = app.exit(e);
    return code == 0 ? kExitOk : kExitBadInput;
  } catch (const shardproof::types::InternalError& e) {
    std::fprintf(stderr, "internal error: %s\n", e.what());
    return kExitInternal;
  } catch (const shardproof::types::InputError& e) {  // one no command placed in its file
    std::fprintf(stderr, "error: %s\n", e.what());
    return kExitBadInput;
  } catch (const std::exception& e) {
    // Anything else escaping a command is shardproof's failure, never the user's input.
    std::fprintf(stderr, "internal error: %s (a bug in shardproof, not in the input)\n", e.what());
    return kExitInternal;
  }
  return exit_code;
}
