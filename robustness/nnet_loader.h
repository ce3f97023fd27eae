// \file load_nnet: reads the .nnet text format (Stanford/Reluplex, used by ACAS Xu) into a
// Network. The file's input normalisation (x - mean)/range is folded into the first affine
// layer and the output de-normalisation y*range + mean into the last one; the input clamp
// to [min, max] is kept in Network::input_clamp_lo/hi. Zero ranges mean "no normalisation".
// Errors carry line and column: "net.nnet:14:3: error: expected a number".
#pragma once

#include <string>

#include "robustness/network.h"

namespace shardproof::robustness {

Network load_nnet(const std::string& path);

}  // namespace shardproof::robustness
