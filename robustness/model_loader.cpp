#include "robustness/model_loader.h"

#include "robustness/error.h"
#include "robustness/nnet_loader.h"
#include "robustness/onnx_loader.h"

namespace shardproof::robustness {

Network load_model(const std::string& path) {
  auto ends = [&](const char* s) {
    std::string e(s);
    return path.size() >= e.size() && path.compare(path.size() - e.size(), e.size(), e) == 0;
  };
  if (ends(".onnx")) return load_onnx(path);
  if (ends(".nnet")) return load_nnet(path);
  throw InputError::in(path, "unknown model format (expected a .onnx or .nnet file)");
}

}  // namespace shardproof::robustness
