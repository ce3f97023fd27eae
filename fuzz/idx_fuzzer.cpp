// The IDX pair (images, labels), plain or gzip: the input's first byte says where the images
// file ends (in 1/256ths of the rest), so one input mutates both files.
#include "fuzz/fuzz_input.h"
#include "robustness/dataset.h"

SHARDPROOF_FUZZ_TARGET {
  if (size == 0) return;
  const size_t rest = size - 1, split = rest * data[0] / 256;
  shardproof::fuzz::ScratchFile images(data + 1, split, "-images-idx3-ubyte", "i");
  shardproof::fuzz::ScratchFile labels(data + 1 + split, rest - split, "-labels-idx1-ubyte", "l");
  shardproof::robustness::load_idx(images.path(), labels.path());
}
