// \file Byte counts for people: the one formatting every report uses (check, redistribute,
// verify), so a size reads the same everywhere. Examples:
//   human_bytes(0) == "0 B"   human_bytes(7340032) == "7.00 MiB"   human_bytes(39845888) == "38.0 MiB"
#pragma once

#include <cstdint>
#include <string>

namespace shardproof::types {

// Binary units (KiB, MiB, GiB, TiB); 2 decimals below 10, 1 below 100, none above.
std::string human_bytes(int64_t bytes);

}  // namespace shardproof::types
