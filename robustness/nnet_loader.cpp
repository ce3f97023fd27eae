#include "robustness/nnet_loader.h"

#include <fmt/format.h>

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "robustness/error.h"
#include "robustness/read_file.h"

namespace shardproof::robustness {
namespace {

class Reader {
 public:
  Reader(std::string_view text, std::string where) : path_(std::move(where)) {
    int no = 0;
    for (std::size_t start = 0; start < text.size();) {
      std::size_t end = text.find('\n', start);
      if (end == std::string_view::npos) end = text.size();
      std::string_view line = text.substr(start, end - start);
      start = end + 1;
      ++no;
      if (line.rfind("//", 0) == 0) continue;
      if (line.find_first_not_of(" \t\r") == std::string_view::npos) continue;
      lines_.push_back({no, std::string(line)});
    }
  }

  // All comma-separated numbers of the next data line.
  std::vector<double> numbers(const char* what) {
    if (pos_ >= lines_.size()) throw InputError::in(path_, fmt::format("unexpected end of file, expected {}", what));
    const auto& [no, text] = lines_[pos_++];
    std::vector<double> out;
    std::size_t i = 0;
    while (i < text.size()) {
      while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == ',' || text[i] == '\r')) ++i;
      if (i >= text.size()) break;
      const char* start = text.c_str() + i;
      char* end = nullptr;
      errno = 0;
      double v = std::strtod(start, &end);
      if (end == start || !std::isfinite(v))
        throw InputError::at(path_, no, static_cast<int>(i) + 1, fmt::format("expected a number in {}", what));
      out.push_back(v);
      i += static_cast<std::size_t>(end - start);
    }
    if (out.empty()) throw InputError::at(path_, no, 1, fmt::format("expected {}", what));
    last_line_ = no;
    return out;
  }
  int last_line() const { return last_line_; }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
  std::vector<std::pair<int, std::string>> lines_;
  std::size_t pos_ = 0;
  int last_line_ = 0;
};

}  // namespace

Network load_nnet(const std::string& path) { return parse_nnet(read_file(path), path); }

Network parse_nnet(std::string_view text, const std::string& path) {
  Reader r(text, path);
  auto head = r.numbers("the header numLayers,inputSize,outputSize,maxLayerSize");
  if (head.size() < 3) throw InputError::at(path, r.last_line(), 1, "header needs numLayers,inputSize,outputSize");
  // Range checks before any cast to int: a cast of an out-of-range double is undefined
  // behaviour (found by make fuzz).
  auto is_count = [](double v, double most) { return v >= 0 && v <= most && v == std::floor(v); };
  for (int k = 0; k < 3; ++k)
    if (!is_count(head[k], 1e7)) throw InputError::at(path, r.last_line(), 1, "header counts must be integers in [0, 1e7]");
  int L = static_cast<int>(head[0]);
  if (L < 1 || L > 10000) throw InputError::at(path, r.last_line(), 1, "bad number of layers");
  auto sizes_d = r.numbers("layer sizes");
  if (static_cast<int>(sizes_d.size()) < L + 1) throw InputError::at(path, r.last_line(), 1, fmt::format("expected {} layer sizes", L + 1));
  std::vector<int> sizes;
  for (int i = 0; i <= L; ++i) {
    if (!is_count(sizes_d[i], 1e7)) throw InputError::at(path, r.last_line(), 1, "layer sizes must be integers in [0, 1e7]");
    sizes.push_back(static_cast<int>(sizes_d[i]));
  }
  if (sizes.front() != static_cast<int>(head[1]) || sizes.back() != static_cast<int>(head[2]))
    throw InputError::at(path, r.last_line(), 1, "layer sizes disagree with the header");
  r.numbers("the unused flag line");
  int n_in = sizes.front(), n_out = sizes.back();
  auto mins = r.numbers("input minimums");
  auto maxs = r.numbers("input maximums");
  auto means = r.numbers("means");
  auto ranges = r.numbers("ranges");
  if (static_cast<int>(mins.size()) < n_in || static_cast<int>(maxs.size()) < n_in)
    throw InputError::at(path, r.last_line(), 1, "input minimums/maximums need one value per input");
  bool normalize = static_cast<int>(means.size()) >= n_in + 1 && static_cast<int>(ranges.size()) >= n_in + 1;
  Network net;
  net.input_size = n_in;
  net.output_size = n_out;
  net.input_shape = {n_in};
  Vec lo(n_in), hi(n_in);
  for (int i = 0; i < n_in; ++i) { lo(i) = mins[i]; hi(i) = maxs[i]; }
  net.input_clamp_lo = lo;
  net.input_clamp_hi = hi;
  for (int k = 0; k < L; ++k) {
    // Rows first, the matrix after: a header may declare a layer of 1e7 in a few bytes, and
    // allocating its weights before the file shows them (80 MB from 40 bytes) is not linear
    // in the input.
    std::vector<std::vector<double>> rows;
    for (int i = 0; i < sizes[k + 1]; ++i) {
      auto row = r.numbers("a weight row");
      if (static_cast<int>(row.size()) != sizes[k])
        throw InputError::at(path, r.last_line(), 1, fmt::format("weight row has {} values, expected {}", row.size(), sizes[k]));
      rows.push_back(std::move(row));
    }
    Mat W(sizes[k + 1], sizes[k]);
    for (int i = 0; i < sizes[k + 1]; ++i)
      for (int j = 0; j < sizes[k]; ++j) W(i, j) = rows[i][j];
    rows.clear();
    Vec b(sizes[k + 1]);
    for (int i = 0; i < sizes[k + 1]; ++i) {
      auto v = r.numbers("a bias");
      if (v.size() != 1) throw InputError::at(path, r.last_line(), 1, "expected one bias per line");
      b(i) = v[0];
    }
    if (k == 0 && normalize) {
      // W ((x - mean) / range) + b
      Vec inv(n_in), mean(n_in);
      for (int j = 0; j < n_in; ++j) { inv(j) = ranges[j] != 0 ? 1.0 / ranges[j] : 1.0; mean(j) = means[j]; }
      Mat W2 = W * inv.asDiagonal();
      b = b - W2 * mean;
      W = W2;
    }
    if (k == L - 1 && normalize && ranges[n_in] != 0) {
      W *= ranges[n_in];
      b = b * ranges[n_in] + Vec::Constant(b.size(), means[n_in]);
    }
    net.layers.push_back(Layer::affine(W, b, fmt::format("nnet layer {}", k + 1)));
    if (k + 1 < L) net.layers.push_back(Layer::relu(sizes[k + 1]));
  }
  std::string err = net.validate();
  if (!err.empty()) throw InputError::in(path, err);
  return net;
}

}  // namespace shardproof::robustness
