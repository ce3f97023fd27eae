// \file read_file: a whole input file's bytes, for the loaders whose readers take text or
// bytes in memory (parse_onnx, parse_nnet, parse_csv, parse_vnnlib; make fuzz calls those
// directly). The bytes come from types/read_file.h, the project's one reader of files that
// may be gzip (VNN-COMP ships large networks and properties as `net.onnx.gz`,
// `spec.vnnlib.gz`): any other file comes back unchanged. A file that does not open, or a
// gzip file that is truncated or corrupt, is the loaders' usual input error, with the same text.
//   Network load_nnet(const std::string& path) { return parse_nnet(read_file(path), path); }
//   read_file("missing.onnx")  -> InputError "missing.onnx: error: cannot open file"
//   read_file("net.onnx.gz")   -> the bytes of net.onnx
#pragma once

#include <string>

#include "robustness/error.h"
#include "types/read_file.h"

namespace shardproof::robustness {

inline std::string read_file(const std::string& path) {
  try {
    return types::read_file(path);
  } catch (const types::FileError& e) {
    throw InputError::in(e.file(), e.message());
  }
}

}  // namespace shardproof::robustness
