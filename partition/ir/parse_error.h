// \file Errors in a program's text, with the place they occur. The reader throws them; cli/
// prints what() as a compiler diagnostic and exits 2.
//
//   model.mlir:12:10: error: unsupported op 'stablehlo.gather' (not in the StableHLO subset)
//   model.mlir:3:31: error: dynamic shape 'tensor<?x4xf32>' is not supported
//   model.mlir: error: cannot read the file          (no line: the whole file)
#pragma once

#include <string>

#include "types/error.h"

namespace shardproof::partition {

class ParseError : public types::InputError {
 public:
  ParseError(std::string file, int line, int column, std::string message)
      : types::InputError(line > 0 ? file + ":" + std::to_string(line) + ":" + std::to_string(column) +
                                         ": error: " + message
                                   : file + ": error: " + message,
                          column),
        file_(std::move(file)), line_(line), message_(std::move(message)) {}
  const std::string& file() const { return file_; }
  int line() const { return line_; }
  // The message without its location.
  const std::string& message() const { return message_; }

 private:
  std::string file_;
  int line_;
  std::string message_;
};

}  // namespace shardproof::partition
