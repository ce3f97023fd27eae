// StableHLO text, both forms (pretty and generic), as `check` reads it.
#include "fuzz/fuzz_input.h"
#include "partition/ir/stablehlo_reader.h"

SHARDPROOF_FUZZ_TARGET { shardproof::partition::read_stablehlo(shardproof::fuzz::as_text(data, size)); }
