#include "robustness/dataset.h"

#include <fmt/format.h>

#include <cmath>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "robustness/error.h"
#include "robustness/read_file.h"

namespace shardproof::robustness {

Dataset load_csv(const std::string& path, double scale, std::size_t limit) {
  return parse_csv(read_file(path), path, scale, limit);
}

Dataset parse_csv(std::string_view text, const std::string& path, double scale, std::size_t limit) {
  Dataset ds;
  int no = 0;
  long width = -1;
  for (std::size_t start = 0; start < text.size();) {
    std::size_t stop = text.find('\n', start);
    if (stop == std::string_view::npos) stop = text.size();
    std::string line(text.substr(start, stop - start));
    start = stop + 1;
    ++no;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.find_first_not_of(" \t") == std::string::npos) continue;
    if (no == 1 && !(std::isdigit(static_cast<unsigned char>(line[0])) || line[0] == '-' || line[0] == '+')) continue;  // header
    std::vector<double> vals;
    std::size_t i = 0;
    while (i <= line.size()) {
      std::size_t j = line.find(',', i);
      if (j == std::string::npos) j = line.size();
      std::string cell = line.substr(i, j - i);
      char* end = nullptr;
      double v = std::strtod(cell.c_str(), &end);
      // The whole cell is the number (trailing blanks allowed): by length, not at the first
      // NUL, so "0\0junk" is not 0.
      const char* stop = cell.c_str() + cell.size();
      while (end < stop && (*end == ' ' || *end == '\r')) ++end;
      if (cell.empty() || end != stop || !std::isfinite(v))
        throw InputError::at(path, no, static_cast<int>(i) + 1, "expected a number");
      vals.push_back(v);
      i = j + 1;
    }
    if (vals.size() < 2) throw InputError::at(path, no, 1, "expected a label and at least one feature");
    if (width < 0) width = static_cast<long>(vals.size());
    if (static_cast<long>(vals.size()) != width)
      throw InputError::at(path, no, 1, fmt::format("row has {} columns, the first row has {}", vals.size(), width));
    if (vals[0] != std::floor(vals[0]) || vals[0] < 0 || vals[0] > 1e9)  // no cast of an out-of-range double (make fuzz)
      throw InputError::at(path, no, 1, "label must be an integer in [0, 1e9]");
    Vec x(width - 1);
    for (long k = 1; k < width; ++k) x(k - 1) = vals[k] * scale;
    ds.inputs.push_back(std::move(x));
    ds.labels.push_back(static_cast<int>(vals[0]));
    if (limit && ds.size() >= limit) break;
  }
  if (ds.size() == 0) throw InputError::in(path, "no samples");
  return ds;
}

namespace {
// Big-endian reads from an IDX file's bytes.
class IdxBytes {
 public:
  IdxBytes(std::string_view bytes, const std::string& where) : bytes_(bytes), where_(where) {}
  std::string_view take(std::size_t n) {
    if (bytes_.size() - pos_ < n) return {};
    pos_ += n;
    return bytes_.substr(pos_ - n, n);
  }
  uint32_t be32() {
    std::string_view b = take(4);
    if (b.empty()) throw InputError::in(where_, "truncated IDX header");
    auto u = [&](int i) { return uint32_t(static_cast<unsigned char>(b[i])); };
    return (u(0) << 24) | (u(1) << 16) | (u(2) << 8) | u(3);
  }

 private:
  std::string_view bytes_;
  const std::string& where_;
  std::size_t pos_ = 0;
};
}  // namespace

Dataset load_idx(const std::string& images_path, const std::string& labels_path, double scale, std::size_t limit) {
  // read_file passes uncompressed files through unchanged, so both "train-images-idx3-ubyte"
  // and Debian's "train-images-idx3-ubyte.gz" work.
  const std::string images = read_file(images_path), labels = read_file(labels_path);
  return parse_idx(images, labels, images_path, labels_path, scale, limit);
}

Dataset parse_idx(std::string_view images, std::string_view labels, const std::string& images_path,
                  const std::string& labels_path, double scale, std::size_t limit) {
  IdxBytes im(images, images_path), lb(labels, labels_path);
  if (im.be32() != 0x803) throw InputError::in(images_path, "not an IDX images file (magic 0x00000803)");
  if (lb.be32() != 0x801) throw InputError::in(labels_path, "not an IDX labels file (magic 0x00000801)");
  uint32_t n = im.be32(), rows = im.be32(), cols = im.be32();
  uint32_t nl = lb.be32();
  if (n != nl) throw InputError::in(labels_path, fmt::format("{} labels for {} images", nl, n));
  // In 64 bits: 65537 x 65536 wraps to 65536 in 32.
  const uint64_t pixels = uint64_t(rows) * cols;
  if (pixels == 0 || pixels > (1u << 24)) throw InputError::in(images_path, "bad image size");
  std::size_t count = limit ? std::min<std::size_t>(limit, n) : n;
  Dataset ds;
  for (std::size_t k = 0; k < count; ++k) {
    std::string_view image = im.take(pixels);
    if (image.empty()) throw InputError::in(images_path, "truncated image data");
    std::string_view label = lb.take(1);
    if (label.empty()) throw InputError::in(labels_path, "truncated label data");
    Vec x(static_cast<Eigen::Index>(pixels));
    for (std::size_t i = 0; i < pixels; ++i) x(static_cast<Eigen::Index>(i)) = static_cast<unsigned char>(image[i]) * scale;
    ds.inputs.push_back(std::move(x));
    ds.labels.push_back(static_cast<unsigned char>(label[0]));
  }
  if (ds.size() == 0) throw InputError::in(images_path, "no samples");
  return ds;
}

Dataset load_dataset(const std::string& path, double scale, std::size_t limit) {
  if (path.size() >= 4 && path.substr(path.size() - 4) == ".csv") return load_csv(path, scale, limit);
  std::string labels = path;
  auto rep = [&](const std::string& a, const std::string& b) {
    auto p = labels.rfind(a);
    if (p != std::string::npos) labels.replace(p, a.size(), b);
  };
  rep("images", "labels");
  rep("idx3", "idx1");
  if (labels == path) throw InputError::in(path, "cannot tell the labels file of this IDX images file (expected 'images'/'idx3' in its name)");
  return load_idx(path, labels, scale, limit);
}

}  // namespace shardproof::robustness
