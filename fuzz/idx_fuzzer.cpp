// The IDX pair (images, labels), as load_idx has them once zlib has read the files: the
// input's first byte says where the images file ends (in 1/256ths of the rest), so one input
// mutates both files.
#include "fuzz/fuzz_input.h"
#include "robustness/dataset.h"

SHARDPROOF_FUZZ_TARGET {
  if (size == 0) return;
  const std::string_view rest = shardproof::fuzz::as_text(data + 1, size - 1);
  const size_t split = rest.size() * data[0] / 256;
  shardproof::robustness::parse_idx(rest.substr(0, split), rest.substr(split), "images-idx3-ubyte",
                                    "labels-idx1-ubyte");
}
