// \file `shardproof check PROGRAM --html report.html`: the report as one self-contained page
// (inline CSS and SVG; no script, no network), to open in a browser or a notebook. It is
// rendered from the JSON object `check --json` prints (check_command.cpp builds it), so the
// page, the text and the JSON cannot disagree: every figure on the page is a field there.
//
//   shardproof check examples/models/mlp_train_2d.shardy.mlir --html report.html
//     the verdict and the summary (peak against the budget, step time, proofs); memory over
//     the program's order with the peak marked and the values live at the peak (name, bytes,
//     the op and Python line that makes each); the collectives on a time line by source
//     line, then one by one; each finding (errors, warnings, every inserted redistribution
//     with its plan and its proof's verdict) at its Python line and MLIR line
//   shardproof check model.mlir --html /no/such/dir/r.html   "--html: error: cannot write ...", exit 2
//   shardproof check model.mlir --html out/                    "--html: error: ... a directory", exit 2
//
// The page is written whole or not at all (output_file.h): a temporary beside it, renamed.
// Parts of the page have ids and data- attributes (#summary, #peak-bytes, #memory-chart,
// #peak-values, #collective-timeline, #collectives, #findings) that the tests read.
#pragma once

#include <nlohmann/json.hpp>

#include <string>

namespace shardproof::cli {

// The page for one `check --json` object.
std::string check_report_html(const nlohmann::json& report);

// Before the work: a path that can never be written (empty, a directory, a folder that does
// not exist) is bad input naming --html.
void check_html_path(const std::string& path);

// Writes the page; throws BadInput naming --html when it cannot.
void write_check_html(const std::string& path, const nlohmann::json& report);

}  // namespace shardproof::cli
