// \file What every libFuzzer harness of fuzz/ shares: the rule that a reader given any bytes
// either returns or throws the project's input error (types::InputError, its ParseError,
// robustness::InputError) -- any other exception escapes and libFuzzer reports it as a
// crash, as it does a sanitizer report, a leak or a hang (-timeout) -- and a scratch file
// for the readers that take a path (ONNX, NNet, IDX, CSV).
//
//   SHARDPROOF_FUZZ_TARGET { parse_gspmd(as_text(data, size)); }
//   SHARDPROOF_FUZZ_TARGET { load_nnet(ScratchFile(data, size, ".nnet").path()); }
#pragma once

#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <string>
#include <string_view>

#include "robustness/error.h"
#include "types/error.h"

namespace shardproof::fuzz {

inline std::string_view as_text(const uint8_t* data, size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

// The input written to a file of its own (one per process: libFuzzer runs inputs one at a
// time in a process), removed when done.
class ScratchFile {
 public:
  ScratchFile(const uint8_t* data, size_t size, const std::string& suffix, const std::string& stem = "input")
      : path_("/tmp/shardproof-fuzz-" + std::to_string(::getpid()) + "-" + stem + suffix) {
    std::ofstream(path_, std::ios::binary).write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
  }
  ~ScratchFile() { std::remove(path_.c_str()); }
  ScratchFile(const ScratchFile&) = delete;
  ScratchFile& operator=(const ScratchFile&) = delete;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

}  // namespace shardproof::fuzz

// Defines the libFuzzer entry point around `body`, accepting only the project's input errors.
#define SHARDPROOF_FUZZ_TARGET                                                      \
  static void shardproof_fuzz_one(const uint8_t* data, size_t size);                \
  extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {         \
    try {                                                                           \
      shardproof_fuzz_one(data, size);                                              \
    } catch (const shardproof::types::InputError&) {                                \
    } catch (const shardproof::robustness::InputError&) {                           \
    }                                                                               \
    return 0;                                                                       \
  }                                                                                 \
  static void shardproof_fuzz_one([[maybe_unused]] const uint8_t* data, [[maybe_unused]] size_t size)
