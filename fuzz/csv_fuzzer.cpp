// Labelled datasets in CSV ("label,v_0,...").
#include "fuzz/fuzz_input.h"
#include "robustness/dataset.h"

SHARDPROOF_FUZZ_TARGET { shardproof::robustness::load_csv(shardproof::fuzz::ScratchFile(data, size, ".csv").path()); }
