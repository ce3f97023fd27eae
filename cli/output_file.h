// \file Writing an output file whole or not at all: the text goes to a temporary file beside
// the destination, which is renamed over it only once everything is written, so a reader (or
// a `--json` consumer tailing the directory) never sees a half-written file, and a failed
// write leaves the previous file, if any, as it was.
//
//   write_output_file("-o", "annotated.mlir", text);     // annotated.mlir, complete
//   write_output_file("-o", "/no/such/dir/x.mlir", text)  // BadInput: "-o: error: cannot write '/no/such/dir/x.mlir'"
#pragma once

#include <string>

namespace shardproof::cli {

// Throws BadInput naming `flag` when the file cannot be written.
void write_output_file(const std::string& flag, const std::string& path, const std::string& text);

}  // namespace shardproof::cli
