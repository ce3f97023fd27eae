// \file The checks every option of every command gets (commands.h): no empty values, and no
// minus sign where the value is read into an unsigned number.
//
//   shardproof check m.mlir --memory-budget ''
//     --memory-budget: error: empty value (per-device memory budget, e.g. 80GiB)
//   shardproof run m.mlir --seed -3
//     --seed: error: '-3' is negative (expected a number >= 0)
#include "cli/commands.h"

#include <fmt/format.h>

namespace shardproof::cli {

namespace {

// "--shape: error: empty value (global shape, e.g. 4096x4096)": the option's own help.
CLI::Validator not_empty(const std::string& description) {
  return CLI::Validator(
      [description](std::string& value) {
        return value.empty() ? fmt::format("error: empty value ({})", description) : std::string();
      },
      "", "NOT_EMPTY");
}

// strtoull, which CLI11 reads unsigned options with, takes "-3" as 2^64 - 3.
const CLI::Validator kNotNegative(
    [](std::string& value) {
      const size_t first = value.find_first_not_of(" \t");
      return first != std::string::npos && value[first] == '-'
                 ? fmt::format("error: '{}' is negative (expected a number >= 0)", value)
                 : std::string();
    },
    "", "NOT_NEGATIVE");

}  // namespace

void refuse_empty_and_negative_values(CLI::App& app) {
  for (CLI::Option* option : app.get_options()) {
    if (option->get_items_expected_min() == 0) continue;  // a flag: no value
    option->check(not_empty(option->get_description()));
    if (option->get_type_name() == "UINT") option->check(kNotNegative);
  }
  for (CLI::App* command : app.get_subcommands([](CLI::App*) { return true; }))
    refuse_empty_and_negative_values(*command);
}

}  // namespace shardproof::cli
