// Labelled datasets in CSV ("label,v_0,...").
#include "fuzz/fuzz_input.h"
#include "robustness/dataset.h"

SHARDPROOF_FUZZ_TARGET { shardproof::robustness::parse_csv(shardproof::fuzz::as_text(data, size), "data.csv"); }
