// \file The why-chains of `check` in its output (issue 43; partition/check/why.h builds them):
// under a finding, in --json, and for one place with `check --explain PLACE`, where PLACE is
// a Python `file:line` (the file as the program's locations name it, or any tail of that path
// from a `/`), an MLIR line of the program (`13`, or `model.mlir:13`).
//
//   shardproof check model.mlir --explain model.py:40
//   shardproof check model.mlir --explain 13 --json
//   shardproof check model.mlir --explain model.py:41    (no op there: says so and names the
//                                                          nearest lines with findings; exit 2)
//
// Each link of a chain is said with the Python place of its op and its MLIR line:
//     params['w2'] dim 0 is {"data"}: the sharding given to argument params['w2'] (its PartitionSpec)
//     %1 dim 0 took {"data"} from %0 dim 0 through stablehlo.tanh  [/path/model.py:39:12 (jit(step)/jvp()/tanh); model.mlir:9]
#pragma once

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

#include "partition/check/check.h"
#include "partition/ir/source_location.h"

namespace shardproof::cli {

nlohmann::json chain_json(const std::vector<partition::WhyLink>& chain, const partition::LocationsByLine& locations);
nlohmann::json why_json(const partition::Why& why, const partition::CheckReport& report,
                        const partition::LocationsByLine& locations);

// The why of a finding: its plan's Why, or a conflict's chain; null when it has neither.
nlohmann::json finding_why_json(const partition::Diagnostic& d, const partition::CheckReport& report,
                                const partition::LocationsByLine& locations);

// The whole why of a plan, indented (the --explain view).
void print_why(const partition::Why& why, const std::string& program_file, const partition::LocationsByLine& locations,
               const std::string& indent);

// Two lines under a finding in the default view: who needs what, and the annotations at the
// two ends of its chains. Nothing for a finding without a why.
void print_why_summary(const partition::Diagnostic& d, const partition::CheckReport& report,
                       const partition::LocationsByLine& locations, const std::string& indent);

// `--explain PLACE`: prints (or, with `json`, puts under j["explain"]) every finding and
// plan at that place with its why. Returns false, having printed nothing, when no op is at
// that place: `error` then says so and names the nearest lines with findings. A malformed
// PLACE throws BadInput naming --explain.
bool explain_place(const std::string& place, const std::string& program_file, const partition::Program& program,
                   const partition::CheckReport& report, const partition::LocationsByLine& locations, bool json,
                   nlohmann::json& j, std::string& error);

}  // namespace shardproof::cli
