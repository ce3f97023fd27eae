// \file Reading the CLI's common arguments into types, with diagnostics that name the
// flag and point at the column:
//
//   --from:1:8: error: axis "x" is used twice
//     [{"x","x"},{}]
//            ^
#pragma once

#include <stdexcept>
#include <string>

#include "redistribute/topology.h"
#include "types/byte_units.h"
#include "types/error.h"
#include "types/mesh.h"
#include "types/sharding_type.h"
#include "types/tensor_type.h"

namespace shardproof::cli {

// Bad input: the message is the complete diagnostic; the command exits 2.
class BadInput : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A bug in shardproof found while handling valid input (types::InternalError): the message is
// the complete diagnostic; the command exits 4, never 2, so no one reads it as their error.
class Internal : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// `file:line: internal error: message (...)` for an InternalError met while checking `file`.
Internal internal_error(const std::string& file, const types::InternalError& e);

types::Mesh mesh_argument(const std::string& flag, const std::string& text);
std::vector<int64_t> shape_argument(const std::string& flag, const std::string& text);
types::DType dtype_argument(const std::string& flag, const std::string& text);
// Shardy (`[{"x"},{}]`, `#sdy.sharding<@m, ...>`) or GSPMD (`{devices=[...]...}`) text,
// resolved against the mesh and rank.
types::ShardingType sharding_argument(const std::string& flag, const std::string& text, const types::Mesh& mesh,
                                      int rank);
// "80GiB", "512 MiB", "1.5GB", "1000000" -> bytes (--memory-budget).
int64_t bytes_argument(const std::string& flag, const std::string& text);
// A topology file, or the built-in one-node default when `path` is empty.
redistribute::Topology topology_argument(const std::string& flag, const std::string& path);

using types::human_bytes;  // 1.50 MiB, 12.0 KiB, 0 B
// 12.3 us, 4.56 ms
std::string human_time(double seconds);

}  // namespace shardproof::cli
