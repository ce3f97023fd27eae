// VNNLIB specifications (the VNN-COMP S-expression subset).
#include "fuzz/fuzz_input.h"
#include "robustness/vnnlib.h"

SHARDPROOF_FUZZ_TARGET {
  shardproof::robustness::parse_vnnlib(std::string(shardproof::fuzz::as_text(data, size)), "spec.vnnlib");
}
