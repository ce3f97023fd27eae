// Topology files (`--topology`): levels, bandwidths, latencies, flags.
#include "fuzz/fuzz_input.h"
#include "redistribute/topology.h"

SHARDPROOF_FUZZ_TARGET {
  shardproof::redistribute::Topology::parse_json(std::string(shardproof::fuzz::as_text(data, size)), "topology.json");
}
