#include "robustness/onnx_loader.h"

#include <fmt/format.h>
#include <onnx/onnx_pb.h>

#include <cmath>
#include <cstring>
#include <fstream>
#include <limits>
#include <sstream>
#include <map>
#include <memory>
#include <numeric>
#include <optional>

#include "robustness/error.h"
#include "robustness/read_file.h"

namespace shardproof::robustness {
namespace {

using Shape = std::vector<long>;

// Elements of a shape; a negative dimension or a product past 2^40 (no network the analyzer
// can hold) is an error, not a signed overflow (found by make fuzz). Thrown without the
// file name: parse_onnx adds it.
struct ShapeTooLarge {};
long numel(const Shape& s) {
  long n = 1;
  for (long d : s) {
    if (d < 0 || (d > 0 && n > (1L << 40) / d)) throw ShapeTooLarge{};
    n *= d;
  }
  return n;
}

// The dense maps this loader builds (outputs x inputs) take their sizes from declared shapes,
// not from the bytes of the file: a 4 KB MatMul over a [1000, 1] input asked for 8 GB, and
// 200-byte inputs built 512 MB maps (make fuzz). Each map stays within 256 entries per byte of
// the file (at least 2^16), and 2^26 entries (512 MB) in all: the networks read here need at
// most ~15 per byte (cifar_wide_kw: a 12.5M-entry convolution from 860 KB).
constexpr long kMaxDenseEntries = 1L << 26;
long dense_limit(std::size_t file_bytes) {
  return std::min<long>(kMaxDenseEntries, std::max<long>(1L << 16, 256L * static_cast<long>(file_bytes)));
}

struct Tensor {
  Shape shape;
  std::vector<double> data;
};

// The dynamic value: pending affine map (A, c) from the output of the layers emitted so far.
struct Dyn {
  Shape shape;
  std::size_t layer_count = 0;
  bool identity = true;  // A is the identity (not materialised)
  // Shared, never changed in place: values that fan out and the copies every node makes of
  // its operand must not copy a convolution's dense matrix (100 MB on cifar_wide_kw).
  std::shared_ptr<const Mat> A;
  Vec c;
  // What A is known to be besides its dense form: a diagonal (per-element scaling since the
  // last layer), or a convolution (kept as a kernel for the bounds; see conv2d.h).
  std::optional<Vec> diag;
  std::shared_ptr<Conv2d> conv;
};

class Loader {
 public:
  explicit Loader(std::string path) : path_(std::move(path)) {}

  Network run(std::string_view bytes) {
    max_dense_ = dense_limit(bytes.size());
    onnx::ModelProto model;
    if (bytes.size() > static_cast<std::size_t>(std::numeric_limits<int>::max()) ||
        !model.ParseFromArray(bytes.data(), static_cast<int>(bytes.size())))
      throw InputError::in(path_, "not a valid ONNX model (protobuf parse failed)");
    const onnx::GraphProto& g = model.graph();
    for (const auto& t : g.initializer()) consts_[t.name()] = to_tensor(t);
    std::string input_name;
    for (const auto& vi : g.input()) {
      if (consts_.count(vi.name())) continue;
      if (!input_name.empty()) fail("graph has more than one dynamic input ('" + input_name + "', '" + vi.name() + "')");
      input_name = vi.name();
      Shape s;
      for (const auto& d : vi.type().tensor_type().shape().dim()) s.push_back(d.has_dim_value() && d.dim_value() > 0 ? d.dim_value() : 1);
      if (s.empty()) s.push_back(1);
      if (numel(s) > max_dense_) fail(fmt::format("input '{}' has {} elements, more than the analyzer holds ({} for a file of this size)", input_name, numel(s), max_dense_));
      Dyn d;
      d.shape = s;
      d.c = Vec::Zero(numel(s));
      net_.input_size = static_cast<int>(numel(s));
      net_.input_shape = s;
      cur_size_ = net_.input_size;
      dyns_[input_name] = d;
    }
    if (input_name.empty()) fail("graph has no dynamic input");
    int idx = 0;
    for (const auto& node : g.node()) node_(node, idx++);
    if (g.output_size() != 1) fail(fmt::format("graph has {} outputs, expected 1", g.output_size()));
    auto it = dyns_.find(g.output(0).name());
    if (it == dyns_.end()) fail("graph output '" + g.output(0).name() + "' does not depend on the input");
    Dyn out = it->second;
    check_chain(out, "output");
    flush(out, "output");
    net_.output_size = cur_size_;
    std::string err = net_.validate();
    if (!err.empty()) fail(err);
    return std::move(net_);
  }

 private:
  [[noreturn]] void fail(const std::string& msg) const { throw InputError::in(path_, msg); }

  // A dense rows x cols map about to be built, within kMaxDenseEntries.
  void check_dense(long rows, long cols, const std::string& what) const {
    if (rows < 0 || cols < 0 || (cols > 0 && rows > max_dense_ / cols))
      fail(fmt::format("{}: a {} x {} linear map is larger than the analyzer holds ({} entries for a file of this size)",
                       what, rows, cols, max_dense_));
  }
  // An integer list attribute of `count` entries, each in [least, 2^20] (strides, pads, ...):
  // a missing entry was read past the list's end, a zero stride divided by zero (make fuzz).
  std::vector<long> attr_ints_checked(const onnx::NodeProto& n, const char* name, std::vector<long> def,
                                      std::size_t count, long least, const std::string& where) const {
    std::vector<long> v = attr_ints(n, name, std::move(def));
    if (v.size() != count) fail(fmt::format("{}: attribute '{}' must have {} entries, has {}", where, name, count, v.size()));
    for (long x : v)
      if (x < least || x > (1L << 20)) fail(fmt::format("{}: attribute '{}' has {} (expected {} to 2^20)", where, name, x, least));
    return v;
  }

  Tensor to_tensor(const onnx::TensorProto& t) const {
    Tensor r;
    for (auto d : t.dims()) r.shape.push_back(d);
    long n = numel(r.shape);
    using TP = onnx::TensorProto;
    auto dt = t.data_type();
    if (t.has_raw_data()) {
      const std::string& raw = t.raw_data();
      std::size_t w = dt == TP::FLOAT ? 4 : (dt == TP::DOUBLE || dt == TP::INT64) ? 8 : dt == TP::INT32 ? 4 : 0;
      if (w == 0) fail(fmt::format("tensor '{}' has unsupported data type {}", t.name(), static_cast<int>(dt)));
      if (raw.size() != static_cast<std::size_t>(n) * w) fail(fmt::format("tensor '{}' raw data has {} bytes, expected {}", t.name(), raw.size(), n * w));
      r.data.resize(n);
      for (long i = 0; i < n; ++i) {
        const char* p = raw.data() + i * w;
        if (dt == TP::FLOAT) { float f; std::memcpy(&f, p, 4); r.data[i] = f; }
        else if (dt == TP::DOUBLE) { double f; std::memcpy(&f, p, 8); r.data[i] = f; }
        else if (dt == TP::INT64) { int64_t f; std::memcpy(&f, p, 8); r.data[i] = static_cast<double>(f); }
        else { int32_t f; std::memcpy(&f, p, 4); r.data[i] = f; }
      }
    } else if (t.float_data_size() > 0) { r.data.assign(t.float_data().begin(), t.float_data().end());
    } else if (t.double_data_size() > 0) { r.data.assign(t.double_data().begin(), t.double_data().end());
    } else if (t.int64_data_size() > 0) { for (auto v : t.int64_data()) r.data.push_back(static_cast<double>(v));
    } else if (t.int32_data_size() > 0) { for (auto v : t.int32_data()) r.data.push_back(v);
    } else if (n == 0) {
    } else fail(fmt::format("tensor '{}' has no data (external data is not supported)", t.name()));
    if (static_cast<long>(r.data.size()) != n) fail(fmt::format("tensor '{}' has {} values for shape of {}", t.name(), r.data.size(), n));
    for (double v : r.data)
      if (!std::isfinite(v)) fail(fmt::format("tensor '{}' contains NaN or infinite values", t.name()));
    return r;
  }

  void check_chain(const Dyn& d, const std::string& where) const {
    if (d.layer_count != net_.layers.size()) fail("graph is not a chain: value used by '" + where + "' branches off an earlier layer");
  }

  // Emit the pending affine map as a layer (unless it is the identity).
  void flush(Dyn& d, const std::string& origin) {
    if (!d.identity || d.c.cwiseAbs().maxCoeff() > 0) {
      if (d.identity) check_dense(cur_size_, cur_size_, origin);
      Mat A = d.identity ? Mat(Mat::Identity(cur_size_, cur_size_)) : *d.A;
      d.A.reset();
      net_.layers.push_back(Layer::affine(std::move(A), d.c, pending_origin_.empty() ? origin : pending_origin_));
      net_.layers.back().conv = d.conv;
      cur_size_ = static_cast<int>(d.c.size());
    }
    pending_origin_.clear();
    d.conv = nullptr;
    d.diag.reset();
    d.identity = true;
    d.A.reset();
    d.c = Vec::Zero(cur_size_);
    d.layer_count = net_.layers.size();
  }

  // d := M d + bias
  void compose(Dyn& d, const Mat& M, const Vec& bias, const Shape& new_shape, const std::string& op) {
    if (M.cols() != static_cast<long>(d.c.size())) fail(fmt::format("{}: shape mismatch ({} inputs, operand has {})", op, M.cols(), d.c.size()));
    if (!d.identity) check_dense(M.rows(), d.A->cols(), op);
    d.A = std::make_shared<const Mat>(d.identity ? M : Mat(M * *d.A));
    d.identity = false;
    d.diag.reset();
    d.conv = nullptr;
    d.c = M * d.c + bias;
    d.shape = new_shape;
    pending_origin_ += pending_origin_.empty() ? op : "," + op;
  }
  void add_bias(Dyn& d, const Vec& bias, double sign_of_dyn, const std::string& op) {
    if (sign_of_dyn < 0) {
      long n = d.c.size();
      if (d.identity) check_dense(n, n, op);  // otherwise -A is the size of A
      if (d.identity) d.diag = Vec::Constant(n, -1.0); else if (d.diag) *d.diag = -*d.diag;
      if (d.conv) { d.conv = std::make_shared<Conv2d>(*d.conv); d.conv->kernel = -d.conv->kernel; }
      d.A = std::make_shared<const Mat>(d.identity ? Mat(-Mat::Identity(n, n)) : Mat(-*d.A));
      d.identity = false;
      d.c = -d.c;
    }
    d.c += bias;
    pending_origin_ += pending_origin_.empty() ? op : "," + op;
  }
  void scale(Dyn& d, const Vec& s, const std::string& op) {
    if (d.identity) check_dense(d.c.size(), d.c.size(), op);  // otherwise s A is the size of A
    if (d.identity) d.diag = s; else if (d.diag) *d.diag = d.diag->cwiseProduct(s);
    if (d.conv) {  // a per-output-channel scale (BatchNormalization) folds into the kernel
      const long per = static_cast<long>(d.conv->oH) * d.conv->oW;
      bool per_channel = s.size() == per * d.conv->M;
      for (long i = 0; per_channel && i < s.size(); ++i) per_channel = s(i) == s(i / per * per);
      if (per_channel) {
        d.conv = std::make_shared<Conv2d>(*d.conv);
        for (int m = 0; m < d.conv->M; ++m) d.conv->kernel.row(m) *= s(m * per);
      } else {
        d.conv = nullptr;
      }
    }
    d.A = std::make_shared<const Mat>(d.identity ? Mat(s.asDiagonal()) : Mat(s.asDiagonal() * *d.A));
    d.identity = false;
    d.c = s.cwiseProduct(d.c);
    pending_origin_ += pending_origin_.empty() ? op : "," + op;
  }

  // Broadcast constant `t` (numpy rules) to `shape`, flattened row-major.
  Vec broadcast(const Tensor& t, const Shape& shape, const std::string& op) const {
    long n = numel(shape);
    Vec out(n);
    std::size_t r = shape.size();
    if (t.shape.size() > r) {
      // allow leading 1s in the constant
      for (std::size_t i = 0; i + r < t.shape.size(); ++i)
        if (t.shape[i] != 1) fail(op + ": constant does not broadcast to the input shape");
    }
    Shape ts(r, 1);
    for (std::size_t i = 0; i < std::min(r, t.shape.size()); ++i) ts[r - 1 - i] = t.shape[t.shape.size() - 1 - i];
    for (std::size_t i = 0; i < r; ++i)
      if (ts[i] != 1 && ts[i] != shape[i]) fail(fmt::format("{}: constant of shape [{}] does not broadcast to [{}]", op, fmt::join(t.shape, ","), fmt::join(shape, ",")));
    for (long flat = 0; flat < n; ++flat) {
      long rem = flat, src = 0, stride = 1;
      std::vector<long> idx(r);
      for (std::size_t i = r; i-- > 0;) { idx[i] = rem % shape[i]; rem /= shape[i]; }
      for (std::size_t i = r; i-- > 0;) { src += (ts[i] == 1 ? 0 : idx[i]) * stride; stride *= ts[i]; }
      out(flat) = t.data[src];
    }
    return out;
  }

  const onnx::AttributeProto* attr(const onnx::NodeProto& n, const char* name) const {
    for (const auto& a : n.attribute()) if (a.name() == name) return &a;
    return nullptr;
  }
  long attr_i(const onnx::NodeProto& n, const char* name, long def) const {
    auto a = attr(n, name); return a ? a->i() : def;
  }
  double attr_f(const onnx::NodeProto& n, const char* name, double def) const {
    auto a = attr(n, name); return a ? a->f() : def;
  }
  std::vector<long> attr_ints(const onnx::NodeProto& n, const char* name, std::vector<long> def) const {
    auto a = attr(n, name);
    if (!a) return def;
    return std::vector<long>(a->ints().begin(), a->ints().end());
  }

  void node_(const onnx::NodeProto& n, int idx) {
    const std::string& op = n.op_type();
    std::string where = fmt::format("node {} '{}'", idx, n.name());
    auto get_const = [&](int i) -> const Tensor& {
      if (i >= n.input_size()) fail(fmt::format("{} ({}) is missing input {}", op, where, i));
      auto it = consts_.find(n.input(i));
      if (it == consts_.end()) fail(fmt::format("{} ({}): input '{}' is neither constant nor the network input", op, where, n.input(i)));
      return it->second;
    };
    if (op == "Constant") {
      auto a = attr(n, "value");
      if (!a || !a->has_t()) fail(fmt::format("Constant ({}) has no tensor 'value'", where));
      consts_[n.output(0)] = to_tensor(a->t());
      return;
    }
    int ndyn = 0, dyn_at = -1;
    for (int i = 0; i < n.input_size(); ++i) if (dyns_.count(n.input(i))) { ++ndyn; dyn_at = i; }
    if (ndyn == 0) {
      if (op == "Identity" || op == "Reshape" || op == "Flatten") { consts_[n.output(0)] = get_const(0); return; }  // shapes of constants are unused
      fail(fmt::format("unsupported ONNX op '{}' on constants only ({})", op, where));
    }
    if (ndyn > 1) fail(fmt::format("ONNX op '{}' ({}) combines two non-constant values: only chains are supported", op, where));
    Dyn d = dyns_.at(n.input(dyn_at));
    check_chain(d, where);
    const long size = static_cast<long>(d.c.size());
    if (op == "Identity" || op == "Dropout") {
    } else if (op == "Flatten") {
      long axis = attr_i(n, "axis", 1);
      if (axis < 0) axis += static_cast<long>(d.shape.size());
      long a = 1, b = 1;
      for (long i = 0; i < static_cast<long>(d.shape.size()); ++i) (i < axis ? a : b) *= d.shape[i];
      d.shape = {a, b};
    } else if (op == "Reshape") {
      const Tensor& s = get_const(1);
      Shape ns;
      long known = 1; int minus = -1;
      for (std::size_t i = 0; i < s.data.size(); ++i) {
        if (s.data[i] != std::floor(s.data[i]) || std::abs(s.data[i]) > double(1L << 40))  // no cast of an out-of-range double
          fail(fmt::format("Reshape ({}): shape entry {} is not an integer of at most 2^40", where, s.data[i]));
        long v = static_cast<long>(s.data[i]);
        if (v == 0) v = i < d.shape.size() ? d.shape[i] : 1;
        if (v == -1) { minus = static_cast<int>(i); ns.push_back(1); continue; }
        ns.push_back(v); known *= v;
      }
      if (minus >= 0) { if (known == 0 || size % known) fail(fmt::format("Reshape ({}): cannot infer -1", where)); ns[minus] = size / known; }
      if (numel(ns) != size) fail(fmt::format("Reshape ({}): {} elements cannot take shape [{}]", where, size, fmt::join(ns, ",")));
      d.shape = ns;
    } else if (op == "Add" || op == "Sub") {
      const Tensor& t = get_const(1 - dyn_at);
      Vec b = broadcast(t, d.shape, op);
      if (op == "Add") add_bias(d, b, 1.0, op);
      else if (dyn_at == 0) add_bias(d, -b, 1.0, op);
      else add_bias(d, b, -1.0, op);
    } else if (op == "Mul" || op == "Div") {
      if (op == "Div" && dyn_at != 0) fail(fmt::format("Div ({}): dividing by the network input is not linear", where));
      const Tensor& t = get_const(1 - dyn_at);
      Vec s = broadcast(t, d.shape, op);
      if (op == "Div") {
        if ((s.array() == 0).any()) fail(fmt::format("Div ({}): division by zero", where));
        s = s.cwiseInverse();
      }
      scale(d, s, op);
    } else if (op == "MatMul") {
      const Tensor& w = get_const(1 - dyn_at);
      if (w.shape.size() != 2) fail(fmt::format("MatMul ({}): weight must be 2-D, has shape [{}]", where, fmt::join(w.shape, ",")));
      long wr = w.shape[0], wc = w.shape[1];
      Shape ds = d.shape;
      if (ds.empty()) ds = {size};
      if (dyn_at == 0) {
        // x [.., k] * W [k, n]
        long k = ds.back();
        if (k != wr) fail(fmt::format("MatMul ({}): shape mismatch [{}] x [{}]", where, fmt::join(ds, ","), fmt::join(w.shape, ",")));
        if (k == 0) fail(fmt::format("MatMul ({}): empty inner dimension", where));
        long rows = size / k;
        check_dense(rows * wc, size, "MatMul (" + where + ")");
        Mat M = Mat::Zero(rows * wc, size);
        for (long r = 0; r < rows; ++r)
          for (long j = 0; j < wc; ++j)
            for (long i = 0; i < k; ++i) M(r * wc + j, r * k + i) = w.data[i * wc + j];
        Shape ns = ds; ns.back() = wc;
        if (d.shape.size() == 1) ns = {wc};
        compose(d, M, Vec::Zero(rows * wc), ns, op);
      } else {
        // W [m, k] * x [k, n] (or x [k])
        long k = ds.size() == 1 ? ds[0] : ds[ds.size() - 2];
        long cols = ds.size() == 1 ? 1 : ds.back();
        if (k != wc || k * cols != size) fail(fmt::format("MatMul ({}): shape mismatch [{}] x [{}]", where, fmt::join(w.shape, ","), fmt::join(ds, ",")));
        check_dense(wr * cols, size, "MatMul (" + where + ")");
        Mat M = Mat::Zero(wr * cols, size);
        for (long i = 0; i < wr; ++i)
          for (long j = 0; j < cols; ++j)
            for (long t = 0; t < k; ++t) M(i * cols + j, t * cols + j) = w.data[i * wc + t];
        Shape ns = ds.size() == 1 ? Shape{wr} : Shape{wr, cols};
        compose(d, M, Vec::Zero(wr * cols), ns, op);
      }
    } else if (op == "Gemm") {
      if (dyn_at != 0) fail(fmt::format("Gemm ({}): only the first operand may be the network input", where));
      double alpha = attr_f(n, "alpha", 1.0), beta = attr_f(n, "beta", 1.0);
      bool ta = attr_i(n, "transA", 0) != 0, tb = attr_i(n, "transB", 0) != 0;
      const Tensor& w = get_const(1);
      if (w.shape.size() != 2) fail(fmt::format("Gemm ({}): B must be 2-D", where));
      long K = tb ? w.shape[1] : w.shape[0];
      long N = tb ? w.shape[0] : w.shape[1];
      if (K <= 0 || size % K) fail(fmt::format("Gemm ({}): input of {} values does not match K={}", where, size, K));
      long Mrows = size / K;
      check_dense(Mrows * N, size, "Gemm (" + where + ")");
      Mat M = Mat::Zero(Mrows * N, size);
      for (long m = 0; m < Mrows; ++m)
        for (long j = 0; j < N; ++j)
          for (long k = 0; k < K; ++k) {
            long src = ta ? k * Mrows + m : m * K + k;
            double wv = tb ? w.data[j * K + k] : w.data[k * N + j];
            M(m * N + j, src) = alpha * wv;
          }
      Vec bias = Vec::Zero(Mrows * N);
      if (n.input_size() > 2 && !n.input(2).empty()) bias = beta * broadcast(get_const(2), {Mrows, N}, op);
      compose(d, M, bias, {Mrows, N}, op);
    } else if (op == "Transpose") {
      std::size_t r = d.shape.size();
      std::vector<long> perm = attr_ints(n, "perm", {});
      if (perm.empty()) for (std::size_t i = 0; i < r; ++i) perm.push_back(static_cast<long>(r - 1 - i));
      if (perm.size() != r) fail(fmt::format("Transpose ({}): perm has {} entries for rank {}", where, perm.size(), r));
      std::vector<bool> seen(r, false);
      for (long p : perm) {
        if (p < 0 || p >= static_cast<long>(r) || seen[p]) fail(fmt::format("Transpose ({}): perm [{}] is not a permutation", where, fmt::join(perm, ",")));
        seen[p] = true;
      }
      check_dense(size, size, "Transpose (" + where + ")");
      Shape ns(r);
      for (std::size_t i = 0; i < r; ++i) ns[i] = d.shape[perm[i]];
      Mat M = Mat::Zero(size, size);
      std::vector<long> idx(r), src_idx(r);
      for (long flat = 0; flat < size; ++flat) {
        long rem = flat;
        for (std::size_t i = r; i-- > 0;) { idx[i] = rem % ns[i]; rem /= ns[i]; }
        for (std::size_t i = 0; i < r; ++i) src_idx[perm[i]] = idx[i];
        long src = 0;
        for (std::size_t i = 0; i < r; ++i) src = src * d.shape[i] + src_idx[i];
        M(flat, src) = 1.0;
      }
      compose(d, M, Vec::Zero(size), ns, op);
    } else if (op == "BatchNormalization") {
      if (d.shape.size() < 2) fail(fmt::format("BatchNormalization ({}): input must be at least 2-D", where));
      const Tensor &sc = get_const(1), &bb = get_const(2), &mean = get_const(3), &var = get_const(4);
      double eps = attr_f(n, "epsilon", 1e-5);
      if (size == 0) fail(fmt::format("BatchNormalization ({}): empty input", where));
      long C = d.shape[1], inner = size / (d.shape[0] * C);
      for (const Tensor* t : {&sc, &bb, &mean, &var})
        if (static_cast<long>(t->data.size()) < C) fail(fmt::format("BatchNormalization ({}): a parameter has {} values for {} channels", where, t->data.size(), C));
      Vec s(size), b(size);
      for (long flat = 0; flat < size; ++flat) {
        long ch = (flat / inner) % C;
        s(flat) = sc.data[ch] / std::sqrt(var.data[ch] + eps);
        b(flat) = bb.data[ch] - mean.data[ch] * s(flat);
      }
      scale(d, s, op);
      d.c += b;
    } else if (op == "Conv") {
      conv(n, d, where);
    } else if (op == "Relu") {
      flush(d, op);
      net_.layers.push_back(Layer::relu(cur_size_));
      d.layer_count = net_.layers.size();
    } else if (op == "MaxPool") {
      max_pool(n, d, where);
    } else {
      fail(fmt::format("unsupported ONNX op '{}' ({})", op, where));
    }
    for (const auto& o : n.output()) if (!o.empty()) { dyns_[o] = d; break; }
  }

  void conv(const onnx::NodeProto& n, Dyn& d, const std::string& where) {
    if (d.shape.size() != 4 || d.shape[0] != 1) fail(fmt::format("Conv ({}): input must be [1,C,H,W], is [{}]", where, fmt::join(d.shape, ",")));
    if (n.input_size() < 2) fail(fmt::format("Conv ({}): missing weight", where));
    const Tensor& w = get_const_or_fail(n.input(1), where);
    if (w.shape.size() != 4) fail(fmt::format("Conv ({}): only 2-D convolutions are supported", where));
    long C = d.shape[1], H = d.shape[2], W = d.shape[3];
    long M = w.shape[0], Cg = w.shape[1], kH = w.shape[2], kW = w.shape[3];
    long group = attr_i(n, "group", 1);
    if (group < 1 || group > C) fail(fmt::format("Conv ({}): group {} (expected 1 to the {} channels)", where, group, C));
    if (Cg * group != C || M % group) fail(fmt::format("Conv ({}): channels do not match (input {}, weight {}x{}, group {})", where, C, M, Cg, group));
    auto strides = attr_ints_checked(n, "strides", {1, 1}, 2, 1, "Conv (" + where + ")");
    auto dil = attr_ints_checked(n, "dilations", {1, 1}, 2, 1, "Conv (" + where + ")");
    auto pads = attr_ints_checked(n, "pads", {0, 0, 0, 0}, 4, 0, "Conv (" + where + ")");
    auto ap = attr(n, "auto_pad");
    if (ap && ap->s() != "NOTSET" && ap->s() != "VALID") fail(fmt::format("Conv ({}): auto_pad {} is not supported", where, ap->s()));
    long oH = (H + pads[0] + pads[2] - dil[0] * (kH - 1) - 1) / strides[0] + 1;
    long oW = (W + pads[1] + pads[3] - dil[1] * (kW - 1) - 1) / strides[1] + 1;
    if (oH <= 0 || oW <= 0) fail(fmt::format("Conv ({}): empty output", where));
    // In steps, so that no product overflows; the last bounds the loop below as well.
    check_dense(oH, oW, "Conv (" + where + ")");
    check_dense(M, oH * oW, "Conv (" + where + ")");
    long out = M * oH * oW;
    check_dense(out, Cg * kH * kW, "Conv (" + where + ")");
    const Tensor* b = n.input_size() > 2 && !n.input(2).empty() ? &get_const_or_fail(n.input(2), where) : nullptr;
    check_dense(out, C * H * W, "Conv (" + where + ")");
    if (b && static_cast<long>(b->data.size()) < M) fail(fmt::format("Conv ({}): bias has {} values for {} channels", where, b->data.size(), M));
    Mat Mx = Mat::Zero(out, C * H * W);
    Vec bias = Vec::Zero(out);
    long Mg = M / group;
    for (long m = 0; m < M; ++m) {
      long g = m / Mg;
      for (long oh = 0; oh < oH; ++oh)
        for (long ow = 0; ow < oW; ++ow) {
          long row = (m * oH + oh) * oW + ow;
          if (b) bias(row) = b->data[m];
          for (long c = 0; c < Cg; ++c)
            for (long kh = 0; kh < kH; ++kh)
              for (long kw = 0; kw < kW; ++kw) {
                long ih = oh * strides[0] - pads[0] + kh * dil[0];
                long iw = ow * strides[1] - pads[1] + kw * dil[1];
                if (ih < 0 || ih >= H || iw < 0 || iw >= W) continue;
                long ic = g * Cg + c;
                Mx(row, (ic * H + ih) * W + iw) += w.data[((m * Cg + c) * kH + kh) * kW + kw];
              }
        }
    }
    // The same map as a kernel, for the bounds: group 1, on the layer's input as it is or
    // after a per-input-channel scaling (normalisation), which folds into the kernel.
    std::shared_ptr<Conv2d> cv;
    const bool per_channel_input = d.identity || (d.diag && [&] {
      for (long i = 0; i < size_of(d); ++i) if ((*d.diag)(i) != (*d.diag)(i / (H * W) * (H * W))) return false;
      return true;
    }());
    if (group == 1 && per_channel_input) {
      cv = std::make_shared<Conv2d>();
      cv->C = static_cast<int>(C); cv->H = static_cast<int>(H); cv->W = static_cast<int>(W);
      cv->M = static_cast<int>(M); cv->oH = static_cast<int>(oH); cv->oW = static_cast<int>(oW);
      cv->kH = static_cast<int>(kH); cv->kW = static_cast<int>(kW);
      cv->sH = static_cast<int>(strides[0]); cv->sW = static_cast<int>(strides[1]);
      cv->pH = static_cast<int>(pads[0]); cv->pW = static_cast<int>(pads[1]);
      cv->dH = static_cast<int>(dil[0]); cv->dW = static_cast<int>(dil[1]);
      cv->kernel = Eigen::Map<const Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>>(w.data.data(), M, C * kH * kW);
      if (!d.identity)
        for (long c = 0; c < C; ++c) cv->kernel.middleCols(c * kH * kW, kH * kW) *= (*d.diag)(c * H * W);
    }
    compose(d, Mx, bias, {1, M, oH, oW}, "Conv");
    d.conv = std::move(cv);
  }
  static long size_of(const Dyn& d) { return static_cast<long>(d.c.size()); }

  const Tensor& get_const_or_fail(const std::string& name, const std::string& where) const {
    auto it = consts_.find(name);
    if (it == consts_.end()) fail(fmt::format("{}: operand '{}' is not constant", where, name));
    return it->second;
  }

  void max_pool(const onnx::NodeProto& n, Dyn& d, const std::string& where) {
    if (d.shape.size() != 4 || d.shape[0] != 1) fail(fmt::format("MaxPool ({}): input must be [1,C,H,W]", where));
    const std::string what = "MaxPool (" + where + ")";
    auto ks = attr_ints_checked(n, "kernel_shape", {}, 2, 1, what);
    auto strides = attr_ints_checked(n, "strides", {1, 1}, 2, 1, what);
    auto pads = attr_ints_checked(n, "pads", {0, 0, 0, 0}, 4, 0, what);
    if (attr_i(n, "ceil_mode", 0) != 0) fail(fmt::format("MaxPool ({}): ceil_mode is not supported", where));
    long C = d.shape[1], H = d.shape[2], W = d.shape[3];
    long oH = (H + pads[0] + pads[2] - ks[0]) / strides[0] + 1;
    long oW = (W + pads[1] + pads[3] - ks[1]) / strides[1] + 1;
    if (oH <= 0 || oW <= 0) fail(fmt::format("{}: empty output", what));
    // The windows' entries, counted before they are listed: declared sizes, not the file's
    // bytes. In steps, so that no product overflows.
    check_dense(oH, oW, what);
    check_dense(C, oH * oW, what);
    check_dense(C * oH * oW, ks[0] * ks[1], what);
    flush(d, "MaxPool");
    std::vector<std::vector<int>> groups;
    for (long c = 0; c < C; ++c)
      for (long oh = 0; oh < oH; ++oh)
        for (long ow = 0; ow < oW; ++ow) {
          std::vector<int> g;
          for (long kh = 0; kh < ks[0]; ++kh)
            for (long kw = 0; kw < ks[1]; ++kw) {
              long ih = oh * strides[0] - pads[0] + kh, iw = ow * strides[1] - pads[1] + kw;
              if (ih >= 0 && ih < H && iw >= 0 && iw < W) g.push_back(static_cast<int>((c * H + ih) * W + iw));
            }
          if (g.empty()) fail(fmt::format("MaxPool ({}): a window lies entirely in the padding", where));
          groups.push_back(std::move(g));
        }
    net_.layers.push_back(Layer::max_pool(cur_size_, std::move(groups)));
    cur_size_ = static_cast<int>(C * oH * oW);
    d.c = Vec::Zero(cur_size_);
    d.shape = {1, C, oH, oW};
    d.layer_count = net_.layers.size();
  }

  std::string path_;
  long max_dense_ = kMaxDenseEntries;
  Network net_;
  int cur_size_ = 0;
  std::string pending_origin_;
  std::map<std::string, Tensor> consts_;
  std::map<std::string, Dyn> dyns_;
};

}  // namespace

Network load_onnx(const std::string& path) { return parse_onnx(read_file(path), path); }

Network parse_onnx(std::string_view bytes, const std::string& where) {
  try {
    return Loader(where).run(bytes);
  } catch (const ShapeTooLarge&) {
    throw InputError::in(where, "a tensor shape with a negative dimension or more than 2^40 elements");
  }
}

}  // namespace shardproof::robustness
