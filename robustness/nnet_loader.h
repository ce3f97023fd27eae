// \file load_nnet: reads the .nnet text format (Stanford/Reluplex, used by ACAS Xu) into a
// Network. The file's input normalisation (x - mean)/range is folded into the first affine
// layer and the output de-normalisation y*range + mean into the last one; the input clamp
// to [min, max] is kept in Network::input_clamp_lo/hi. Zero ranges mean "no normalisation".
// Errors carry line and column: "net.nnet:14:3: error: expected a number".
//   load_nnet("ACASXU_run2a_1_1.nnet")               reads the file
//   parse_nnet(text, "net.nnet")                      the same from memory (make fuzz)
#pragma once

#include <string>
#include <string_view>

#include "robustness/network.h"

namespace shardproof::robustness {

Network load_nnet(const std::string& path);
// `where` names the text in messages. Memory and time stay linear in the text: a header
// that declares huge layers allocates nothing until their rows have been read.
Network parse_nnet(std::string_view text, const std::string& where);

}  // namespace shardproof::robustness
