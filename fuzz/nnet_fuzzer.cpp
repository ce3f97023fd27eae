// NNet networks (ACAS Xu's text format).
#include "fuzz/fuzz_input.h"
#include "robustness/nnet_loader.h"

SHARDPROOF_FUZZ_TARGET { shardproof::robustness::parse_nnet(shardproof::fuzz::as_text(data, size), "net.nnet"); }
