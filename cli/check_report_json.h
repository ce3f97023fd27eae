// \file Parts of `check --json` that its HTML page (html_report.h) draws and that are more
// than a figure: the memory over the program's order with what is live at the peak, and
// each inserted redistribution with its plan and its proof. One report, two views: the page
// is rendered from the JSON object, never from the report directly, so it cannot say what
// --json does not.
//
//   "memory": {"peak_step": 4608,
//              "timeline": [{"step": 0, "line": 0, "bytes": 925696}, {"step": 768, "line": 19, ...}],
//              "at_peak": [{"kind": "temporary", "value": "%10", "op": "stablehlo.dot_general",
//                           "line": 20, "bytes": 262144, "python": {...}}, ...,
//                          {"kind": "parameter", "value": "params['w1']", "bytes": 131072, ...}]}
//   "proofs": [{"redistribution": 2, "value": "%14", "line": 29, "reason": "operand 0 of stablehlo.transpose",
//               "from": "[{\"data\"}, {}]", "to": "[{}, {\"data\"}]", "steps": ["all_to_all {\"data\"} 0->1"],
//               "received_bytes": 6144, "time_s": 3.1e-05, "repeat": 1, "verdict": "proved",
//               "detail": "", "python": {...}}]
#pragma once

#include <nlohmann/json.hpp>

#include "partition/check/check.h"
#include "partition/ir/program.h"
#include "partition/ir/source_location.h"

namespace shardproof::cli {

// The "memory" object: CostReport::memory with each item's Python location.
nlohmann::json memory_json(const partition::CostReport& cost, const partition::LocationsByLine& locations);

// The "proofs" array: one entry per inserted redistribution, in the lowering's order.
nlohmann::json proofs_json(const partition::CheckReport& report, const partition::Program& program,
                           const partition::LocationsByLine& locations);

}  // namespace shardproof::cli
