// GSPMD sharding strings (`{devices=[2,1,4]<=[8] last_tile_dim_replicate}`), and their
// import onto mesh axes.
#include "fuzz/fuzz_input.h"
#include "types/gspmd_syntax.h"

SHARDPROOF_FUZZ_TARGET {
  const auto sharding = shardproof::types::parse_gspmd(shardproof::fuzz::as_text(data, size));
  shardproof::types::import_gspmd(sharding, 2);
}
