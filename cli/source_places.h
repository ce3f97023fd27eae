// \file The user's Python lines in the commands' output (issue 43): an MLIR line's location
// as `check` and `partition` say it, as --json gives it, and the errors and warnings grouped
// under the Python line they come from (partition/ir/source_location.h reads the locations).
#pragma once

#include <nlohmann/json.hpp>

#include <functional>
#include <string>
#include <vector>

#include "partition/check/check.h"
#include "partition/ir/source_location.h"

namespace shardproof::cli {

// "/path/model.py:38:15 (jit(step)/jvp()/dot_general)"; "" when the line has none.
std::string python_place(const partition::LocationsByLine& locations, int line);

// {file, line, column, function, name_stack}, null when the line has none.
nlohmann::json python_json(const partition::LocationsByLine& locations, int line);

// How print_diagnostics lays findings out beyond the default (program order, nothing more).
struct DiagnosticsLayout {
  // Groups (a Python line's findings, or one finding without a location) most expensive
  // first by the sum of this over their findings, errors' groups before all others.
  std::function<double(const partition::Diagnostic&)> cost;
  // Lines printed under a finding (its why), given the indentation of its line.
  std::function<void(const partition::Diagnostic&, const std::string& indent)> after;
};

// Errors and warnings as a compiler says them: under their Python lines where the program has
// locations (see source_places.cpp), else `program_file:line: warning: ...` as always.
void print_diagnostics(const std::string& program_file, const std::vector<partition::Diagnostic>& diagnostics,
                       const partition::LocationsByLine& locations, const DiagnosticsLayout& layout = {});

}  // namespace shardproof::cli
