// \file read_file: a whole input file's bytes, for the loaders whose readers take text or
// bytes in memory (parse_onnx, parse_nnet, parse_csv, parse_vnnlib; make fuzz calls those
// directly). A file that does not open is the loaders' usual input error.
//   Network load_nnet(const std::string& path) { return parse_nnet(read_file(path), path); }
//   read_file("missing.onnx")  -> InputError "missing.onnx: error: cannot open file"
#pragma once

#include <fstream>
#include <sstream>
#include <string>

#include "robustness/error.h"

namespace shardproof::robustness {

inline std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError::in(path, "cannot open file");
  std::stringstream bytes;
  bytes << in.rdbuf();
  return bytes.str();
}

}  // namespace shardproof::robustness
