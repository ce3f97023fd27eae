#include "partition/cost/tpu_tiling.h"

#include <algorithm>

namespace shardproof::partition::memory {
namespace {

int64_t round_up(int64_t n, int64_t multiple) { return (n + multiple - 1) / multiple * multiple; }

int64_t next_power_of_two(int64_t n) {
  int64_t p = 1;
  while (p < n) p *= 2;
  return p;
}

}  // namespace

int64_t tpu_tiled_bytes(types::DType dtype, const std::vector<int64_t>& shape) {
  const int64_t bytes = types::byte_size(dtype);
  const int64_t per_word = std::max<int64_t>(1, 4 / bytes);  // elements packed in 32 bits
  if (shape.empty()) return bytes;
  if (shape.size() == 1) return round_up(shape[0], 128 * per_word) * bytes;
  for (int64_t d : shape)
    if (d == 0) return 0;
  const int64_t rows = 8 * per_word;
  int64_t best = -1;
  for (size_t minor = 0; minor < shape.size(); ++minor)
    for (size_t second = 0; second < shape.size(); ++second) {
      if (second == minor) continue;
      const int64_t s = shape[second];
      int64_t elements = round_up(shape[minor], 128) * (s >= rows ? round_up(s, rows) : next_power_of_two(s));
      for (size_t k = 0; k < shape.size(); ++k)
        if (k != minor && k != second) elements *= shape[k];
      if (best < 0 || elements < best) best = elements;
    }
  return best * bytes;
}

}  // namespace shardproof::partition::memory
