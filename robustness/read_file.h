// \file read_file: a whole input file's bytes, for the loaders whose readers take text or
// bytes in memory (parse_onnx, parse_nnet, parse_csv, parse_vnnlib; make fuzz calls those
// directly). Read through zlib: a gzip file (VNN-COMP ships large networks and properties as
// `net.onnx.gz`, `spec.vnnlib.gz`) comes back decompressed, any other file unchanged. A file
// that does not open, or a gzip file that is truncated or corrupt, is the loaders' usual
// input error.
//   Network load_nnet(const std::string& path) { return parse_nnet(read_file(path), path); }
//   read_file("missing.onnx")  -> InputError "missing.onnx: error: cannot open file"
//   read_file("net.onnx.gz")   -> the bytes of net.onnx
#pragma once

#include <zlib.h>

#include <string>

#include "robustness/error.h"

namespace shardproof::robustness {

inline std::string read_file(const std::string& path) {
  gzFile f = gzopen(path.c_str(), "rb");
  if (!f) throw InputError::in(path, "cannot open file");
  gzbuffer(f, 1 << 20);
  std::string bytes;
  static constexpr int kChunk = 1 << 20;
  int n = 0;
  for (;;) {
    const std::size_t at = bytes.size();
    bytes.resize(at + kChunk);
    n = gzread(f, bytes.data() + at, kChunk);
    bytes.resize(at + static_cast<std::size_t>(n > 0 ? n : 0));
    if (n <= 0) break;
  }
  int err = Z_OK;
  const char* msg = gzerror(f, &err);
  const std::string what = (n < 0 || (err != Z_OK && err != Z_BUF_ERROR)) && msg ? msg : "";
  // Z_BUF_ERROR at the end means the gzip stream stopped short (a truncated download).
  const bool truncated = err == Z_BUF_ERROR;
  gzclose(f);
  if (n < 0 || truncated)
    throw InputError::in(path, "cannot read file" + (truncated ? std::string(" (truncated gzip data)")
                                                          : what.empty() ? std::string() : " (" + what + ")"));
  return bytes;
}

}  // namespace shardproof::robustness
