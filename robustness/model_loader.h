// \file load_model: picks the loader by file extension (.onnx -> load_onnx, .nnet ->
// load_nnet; a trailing .gz is read through zlib: net.onnx.gz is ONNX); anything else is an
// InputError naming the accepted extensions.
#pragma once

#include <string>

#include "robustness/network.h"

namespace shardproof::robustness {

Network load_model(const std::string& path);

}  // namespace shardproof::robustness
