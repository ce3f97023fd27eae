// \file Printing a command's `--json` report so that a consumer reads one complete object or
// learns that it did not: the text is made in full first (a report that cannot be serialized
// never starts printing), then written to standard output with write(2) until every byte is
// out; a failed write (a full disk, a closed pipe) is an error the exit code says, never a
// silent truncation with exit 0.
//
//   print_json(report);                    // {...}\n on stdout
//   shardproof check m.mlir --json >/dev/full   // "--json: error: cannot write the report to
//                                               //  standard output (No space left on device)", exit 2
#pragma once

#include <nlohmann/json.hpp>

namespace shardproof::cli {

// Throws BadInput ("--json: error: cannot write ...") when standard output refuses the text.
void print_json(const nlohmann::json& report);

}  // namespace shardproof::cli
