#include "robustness/model_loader.h"

#include "robustness/error.h"
#include "robustness/nnet_loader.h"
#include "robustness/onnx_loader.h"

namespace shardproof::robustness {

Network load_model(const std::string& path) {
  // A gzip file is named by what it holds: net.onnx.gz is an ONNX network (read_file
  // decompresses it).
  std::string name = path;
  if (name.size() > 3 && name.compare(name.size() - 3, 3, ".gz") == 0) name.resize(name.size() - 3);
  auto ends = [&](const char* s) {
    std::string e(s);
    return name.size() >= e.size() && name.compare(name.size() - e.size(), e.size(), e) == 0;
  };
  if (ends(".onnx")) return load_onnx(path);
  if (ends(".nnet")) return load_nnet(path);
  throw InputError::in(path, "unknown model format (expected a .onnx or .nnet file)");
}

}  // namespace shardproof::robustness
