// ONNX models (protobuf), as `robustness` loads them.
#include "fuzz/fuzz_input.h"
#include "robustness/onnx_loader.h"

SHARDPROOF_FUZZ_TARGET { shardproof::robustness::parse_onnx(shardproof::fuzz::as_text(data, size), "net.onnx"); }
