// \file The two pictures of the HTML report (html_report.h), as inline SVG drawn from the
// `check --json` object, nothing else: no script, no library, no network.
//
//   memory_chart: bytes per device over the program's order (the memory model's schedule,
//     report["memory"]["timeline"], each step where memory changes as wide as the others, so
//     that a temporary of one sub-step shows): what is held for the whole step (parameters, outputs)
//     as a grey floor, the temporaries above it in blue, the peak as a red dot with its size
//     and place, the budget as a dashed line when it is near enough to be seen; hovering a
//     step says its MLIR line and bytes
//   collective_timeline: one row per source line that issues a collective (the Python
//     file:line where the program has locations, else its MLIR line), in program order; each
//     collective a bar as long as its modeled time (times its repeats in a loop), one after
//     another on a time axis, coloured by kind, as a profiler's trace would show them
//     serialised
#pragma once

#include <nlohmann/json.hpp>

#include <string>

namespace shardproof::cli::html {

// <svg id="memory-chart" ...>; a short paragraph instead when the report has no timeline.
std::string memory_chart(const nlohmann::json& report);

// <svg id="collective-timeline" ...>; "" when the program has no collective.
std::string collective_timeline(const nlohmann::json& report);

// The colour a collective kind is drawn in (the chart and the tables' swatches agree).
std::string kind_colour(const std::string& kind);

}  // namespace shardproof::cli::html
