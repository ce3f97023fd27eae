// \file read_file: a whole input file's bytes, gzip-compressed or not. Every reader of a file
// the user names goes through it (the StableHLO reader, `run`'s argument names, robustness/'s
// ONNX, NNet, VNNLIB and dataset loaders), so a program or network stored as `.gz` reads as
// what it holds wherever a plain file does: the reach programs live in tests/data/reach as
// `.mlir.gz` (about a tenth of their text), VNN-COMP ships `net.onnx.gz`. Whether a file is
// gzip is read from its header (zlib's transparent mode), not its name.
//
//   read_file("model.mlir")        -> the file's bytes
//   read_file("model.mlir.gz")     -> the bytes of model.mlir
//   read_file("cut.mlir.gz")       -> FileError "cut.mlir.gz: error: cannot read file (truncated gzip data)"
//   read_file("bad_crc.mlir.gz")   -> FileError "bad_crc.mlir.gz: error: cannot read file (corrupt gzip data: incorrect data check)"
#pragma once

#include <string>

#include "types/error.h"

namespace shardproof::types {

// A file that does not open or whose gzip stream is truncated or corrupt: what() is the
// diagnostic "FILE: error: MESSAGE" (no line: the whole file), message() without the file.
class FileError : public InputError {
 public:
  enum class Reason { cannot_open, cannot_read };
  FileError(std::string file, Reason reason, std::string message)
      : InputError(file + ": error: " + message), file_(std::move(file)), reason_(reason), message_(std::move(message)) {}
  const std::string& file() const { return file_; }
  // Readers word a missing file their own way ("cannot read the file" for programs).
  Reason reason() const { return reason_; }
  const std::string& message() const { return message_; }

 private:
  std::string file_;
  Reason reason_;
  std::string message_;
};

// The whole file, decompressed when it is gzip. Throws FileError.
std::string read_file(const std::string& path);

}  // namespace shardproof::types
