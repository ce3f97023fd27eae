#include "robustness/dataset.h"

#include <fmt/format.h>
#include <zlib.h>

#include <cmath>
#include <cstdlib>
#include <fstream>

#include "robustness/error.h"

namespace shardproof::robustness {

Dataset load_csv(const std::string& path, double scale, std::size_t limit) {
  std::ifstream in(path);
  if (!in) throw InputError::in(path, "cannot open file");
  Dataset ds;
  std::string line;
  int no = 0;
  long width = -1;
  while (std::getline(in, line)) {
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
// An IDX file read through zlib: gzread passes uncompressed files through unchanged, so
// both "train-images-idx3-ubyte" and Debian's "train-images-idx3-ubyte.gz" work.
class IdxFile {
 public:
  explicit IdxFile(const std::string& path) : path_(path), f_(gzopen(path.c_str(), "rb")) {
    if (!f_) throw InputError::in(path, "cannot open file");
  }
  ~IdxFile() { gzclose(f_); }
  IdxFile(const IdxFile&) = delete;
  IdxFile& operator=(const IdxFile&) = delete;
  bool read(void* buf, std::size_t n) {
    return gzread(f_, buf, static_cast<unsigned>(n)) == static_cast<int>(n);
  }
  uint32_t be32() {
    unsigned char b[4];
    if (!read(b, 4)) throw InputError::in(path_, "truncated IDX header");
    return (uint32_t(b[0]) << 24) | (uint32_t(b[1]) << 16) | (uint32_t(b[2]) << 8) | b[3];
  }

 private:
  std::string path_;
  gzFile f_;
};
}  // namespace

Dataset load_idx(const std::string& images_path, const std::string& labels_path, double scale, std::size_t limit) {
  IdxFile im(images_path), lb(labels_path);
  if (im.be32() != 0x803) throw InputError::in(images_path, "not an IDX images file (magic 0x00000803)");
  if (lb.be32() != 0x801) throw InputError::in(labels_path, "not an IDX labels file (magic 0x00000801)");
  uint32_t n = im.be32(), rows = im.be32(), cols = im.be32();
  uint32_t nl = lb.be32();
  if (n != nl) throw InputError::in(labels_path, fmt::format("{} labels for {} images", nl, n));
  if (rows * cols == 0 || rows * cols > (1u << 24)) throw InputError::in(images_path, "bad image size");
  std::size_t count = limit ? std::min<std::size_t>(limit, n) : n;
  Dataset ds;
  std::vector<unsigned char> buf(rows * cols);
  for (std::size_t k = 0; k < count; ++k) {
    if (!im.read(buf.data(), buf.size())) throw InputError::in(images_path, "truncated image data");
    unsigned char l;
    if (!lb.read(&l, 1)) throw InputError::in(labels_path, "truncated label data");
    Vec x(buf.size());
    for (std::size_t i = 0; i < buf.size(); ++i) x(i) = buf[i] * scale;
    ds.inputs.push_back(std::move(x));
    ds.labels.push_back(l);
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
