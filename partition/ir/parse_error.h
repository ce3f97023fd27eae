// \file Errors in a program's text, with the place they occur. The reader throws them; cli/
// prints what() as a compiler diagnostic and exits 2.
//
//   model.mlir:12:10: unsupported op 'stablehlo.gather' (not in the StableHLO subset)
//   model.mlir:3:31: dynamic shape 'tensor<?x4xf32>' is not supported
#pragma once

#include <string>

#include "types/error.h"

namespace shardproof::partition {

class ParseError : public types::InputError {
 public:
  ParseError(std::string file, int line, int column, std::string message)
      : types::InputError(file + ":" + std::to_string(line) + ":" + std::to_string(column) +
                              ": " + message,
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
