// NNet networks (ACAS Xu's text format).
#include "fuzz/fuzz_input.h"
#include "robustness/nnet_loader.h"

SHARDPROOF_FUZZ_TARGET { shardproof::robustness::load_nnet(shardproof::fuzz::ScratchFile(data, size, ".nnet").path()); }
