// Redistribution plans in the JSON schema `verify` reads.
#include "fuzz/fuzz_input.h"
#include "redistribute/plan_json.h"

SHARDPROOF_FUZZ_TARGET {
  shardproof::redistribute::plan_from_json(std::string(shardproof::fuzz::as_text(data, size)), "plan.json");
}
