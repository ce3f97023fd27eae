// Shardy sharding syntax: `#sdy.sharding<@mesh, [{"x"}, {}]>`, `[{"x", ?}, {}]`.
#include "fuzz/fuzz_input.h"
#include "types/shardy_syntax.h"

SHARDPROOF_FUZZ_TARGET { shardproof::types::parse_shardy_sharding(shardproof::fuzz::as_text(data, size)); }
