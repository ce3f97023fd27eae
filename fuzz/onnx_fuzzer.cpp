// ONNX models (protobuf), as `robustness` loads them.
#include "fuzz/fuzz_input.h"
#include "robustness/onnx_loader.h"

SHARDPROOF_FUZZ_TARGET { shardproof::robustness::load_onnx(shardproof::fuzz::ScratchFile(data, size, ".onnx").path()); }
