// \file What every libFuzzer harness of fuzz/ shares: the rule that a reader given any bytes
// either returns or throws the project's input error (types::InputError, its ParseError,
// robustness::InputError) -- any other exception escapes and libFuzzer reports it as a
// crash, as it does a sanitizer report, a leak or a hang (-timeout). Every reader is called
// on the bytes in memory (the file loaders are thin wrappers over these entry points), so an
// execution costs the reading and nothing else.
//
//   SHARDPROOF_FUZZ_TARGET { parse_gspmd(as_text(data, size)); }
//   SHARDPROOF_FUZZ_TARGET { parse_nnet(as_text(data, size), "net.nnet"); }
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "robustness/error.h"
#include "types/error.h"

namespace shardproof::fuzz {

inline std::string_view as_text(const uint8_t* data, size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

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
