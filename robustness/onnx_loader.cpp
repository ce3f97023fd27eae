#include "robustness/onnx_loader.h"

#include <fmt/format.h>
#include <onnx/onnx_pb.h>

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstring>
#include <fstream>
#include <limits>
#include <sstream>
#include <map>
#include <memory>
#include <numeric>
#include <optional>

#include "robustness/erf.h"
#include "robustness/exp.h"
#include "robustness/reciprocal.h"
#include "robustness/sign.h"
#include "robustness/sqrt.h"
#include "robustness/error.h"
#include "robustness/read_file.h"
#include "robustness/resize_map.h"
#include "robustness/sigmoid.h"
#include "robustness/tanh.h"

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

// The maps this loader builds (outputs x inputs, sparse: their non-zero entries) take their
// sizes from declared shapes, not from the bytes of the file: a 4 KB MatMul over a [1000, 1]
// input asked for 8 GB, and 200-byte inputs built 512 MB maps (make fuzz). Each map stays
// within 256 entries per byte of the file (at least 2^16), and 2^26 entries in all: the
// networks read here need at most ~15 per byte (cifar_wide_kw: a 12.5M-entry dense layer from
// 860 KB, before maps were sparse; a convolution has out x C x kH x kW entries).
constexpr long kMaxDenseEntries = 1L << 26;
long dense_limit(std::size_t file_bytes) {
  return std::min<long>(kMaxDenseEntries, std::max<long>(1L << 16, 256L * static_cast<long>(file_bytes)));
}

struct Tensor {
  Shape shape;
  std::vector<double> data;
  bool integer = false;  // INT32/INT64 (shape arithmetic): Div truncates, Cast to it truncates
};

// A double read from a file as an integer index, pad or axis, clamped to +-2^50 (a cast of an
// out-of-range double is undefined behaviour); callers check the range they need.
long to_long(double x) {
  if (!(x == x)) return 0;
  return static_cast<long>(std::clamp(x, -double(1L << 50), double(1L << 50)));
}

// Row-major strides of a shape.
Shape strides_of(const Shape& s) {
  Shape st(s.size(), 1);
  for (std::size_t i = s.size(); i-- > 1;) st[i - 1] = st[i] * s[i];
  return st;
}

using Triplets = std::vector<Eigen::Triplet<double>>;
SpMat sparse_from(long rows, long cols, const Triplets& t) {
  SpMat m(rows, cols);
  m.setFromTriplets(t.begin(), t.end());  // duplicates are summed
  return m;
}
long row_entries(const SpMat& m, long r) {
  return m.isCompressed() ? m.outerIndexPtr()[r + 1] - m.outerIndexPtr()[r] : m.innerNonZeroPtr()[r];
}
SpMat sparse_identity(long n) {
  SpMat m(n, n);
  m.setIdentity();
  return m;
}

// The dynamic value: pending affine map (A, c) from the output of the layers emitted so far.
struct Dyn {
  Shape shape;
  std::size_t layer_count = 0;
  bool identity = true;  // A is the identity (not materialised)
  // Shared, never changed in place: values that fan out and the copies every node makes of
  // its operand must not copy a large map (a dense one was 100 MB on cifar_wide_kw).
  std::shared_ptr<const SpMat> A;
  Vec c;
  // Convolutions inside A (kept as kernels for the bounds; see conv2d.h and KernelBlock):
  // A is their blocks plus whatever else it holds.
  std::vector<KernelBlock> kernels;
};

// The kernels times -1, or with their outputs moved down by `rows`.
std::vector<KernelBlock> negated(const std::vector<KernelBlock>& ks) {
  std::vector<KernelBlock> out;
  for (const KernelBlock& b : ks) {
    auto cv = std::make_shared<Conv2d>(*b.conv);
    cv->kernel = -cv->kernel;
    out.push_back({std::move(cv), b.in_offset, b.out_offset});
  }
  return out;
}
std::vector<KernelBlock> shifted(std::vector<KernelBlock> ks, long rows) {
  for (KernelBlock& b : ks) b.out_offset += static_cast<int>(rows);
  return ks;
}

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
    for (const auto& o : model.opset_import())
      if (o.domain().empty() || o.domain() == "ai.onnx") opset_ = o.version();
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
    // How many later inputs read each value: a value still read after a nonlinear layer is
    // carried through it (carry()). Shape reads only the declared shape, not the value.
    for (const auto& node : g.node())
      if (node.op_type() != "Shape")
        for (const auto& i : node.input()) ++uses_[i];
    for (const auto& o : g.output()) ++uses_[o.name()];
    nonneg_.assign(cur_size_, 0);
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

  // rows x cols entries about to be built (a dense map, or a sparse one's non-zeros counted
  // as rows of cols), within kMaxDenseEntries.
  void check_dense(long rows, long cols, const std::string& what) const {
    if (rows < 0 || cols < 0 || (cols > 0 && rows > max_dense_ / cols))
      fail(fmt::format("{}: a {} x {} linear map is larger than the analyzer holds ({} entries for a file of this size)",
                       what, rows, cols, max_dense_));
  }
  void check_entries(long nonzeros, const std::string& what) const {
    if (nonzeros > max_dense_)
      fail(fmt::format("{}: a linear map of {} non-zero entries is larger than the analyzer holds ({} for a file of this size)",
                       what, nonzeros, max_dense_));
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
      r.integer = dt == TP::INT64 || dt == TP::INT32;
    } else if (t.float_data_size() > 0) { r.data.assign(t.float_data().begin(), t.float_data().end());
    } else if (t.double_data_size() > 0) { r.data.assign(t.double_data().begin(), t.double_data().end());
    } else if (t.int64_data_size() > 0) { for (auto v : t.int64_data()) r.data.push_back(static_cast<double>(v)); r.integer = true;
    } else if (t.int32_data_size() > 0) { for (auto v : t.int32_data()) r.data.push_back(v); r.integer = true;
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

  // A map of at most 2^22 entries (32 MB), or with at least a quarter of its entries non-zero
  // (Gemm, MatMul), becomes a dense layer, where products run as GEMMs and every analysis
  // reads it as it did before maps were sparse (ACAS Xu, mnistfc and oval21's smaller layers
  // keep their measured behaviour); a larger, sparser one (CIFAR-sized convolutions, pooling,
  // padding, carried values) stays sparse, whatever its dense size would be.
  Layer affine_layer(const SpMat& A, Vec c, std::string what) const {
    constexpr long kSmallDense = 1L << 22;
    const long rows = A.rows(), cols = A.cols();
    const bool fits = cols == 0 || rows <= max_dense_ / cols;
    const bool dense = fits && (rows * cols <= kSmallDense || 4 * static_cast<long>(A.nonZeros()) >= rows * cols);
    return dense ? Layer::affine(Mat(A), std::move(c), std::move(what)) : Layer::affine(A, std::move(c), std::move(what));
  }

  // Emit the pending affine map as a layer (unless it is the identity).
  void flush(Dyn& d, const std::string& origin) {
    if (!d.identity || d.c.cwiseAbs().maxCoeff() > 0) {
      const SpMat A = d.identity ? sparse_identity(cur_size_) : *d.A;
      d.A.reset();
      net_.layers.push_back(affine_layer(A, d.c, pending_origin_.empty() ? origin : pending_origin_));
      net_.layers.back().set_kernels(std::move(d.kernels));
      cur_size_ = static_cast<int>(d.c.size());
    }
    pending_origin_.clear();
    d.kernels.clear();
    d.identity = true;
    d.A.reset();
    d.c = Vec::Zero(cur_size_);
    d.layer_count = net_.layers.size();
  }

  // d := M d + bias
  void compose(Dyn& d, const SpMat& M, const Vec& bias, const Shape& new_shape, const std::string& op) {
    if (M.cols() != static_cast<long>(d.c.size())) fail(fmt::format("{}: shape mismatch ({} inputs, operand has {})", op, M.cols(), d.c.size()));
    if (!d.identity) {
      // The product's non-zeros are at most its multiply-adds: counted before it is formed.
      long work = 0;
      for (long r = 0; r < M.outerSize(); ++r)
        for (SpMat::InnerIterator it(M, r); it; ++it) {
          work += row_entries(*d.A, it.col());
          if (work > max_dense_) check_entries(work, op);
        }
    }
    d.A = std::make_shared<const SpMat>(d.identity ? M : SpMat((M * *d.A).pruned()));
    d.identity = false;
    d.kernels.clear();
    d.c = M * d.c + bias;
    d.shape = new_shape;
    pending_origin_ += pending_origin_.empty() ? op : "," + op;
  }
  void add_bias(Dyn& d, const Vec& bias, double sign_of_dyn, const std::string& op) {
    if (sign_of_dyn < 0) {
      long n = d.c.size();
      d.kernels = negated(d.kernels);
      d.A = std::make_shared<const SpMat>(d.identity ? SpMat(-sparse_identity(n)) : SpMat(-*d.A));
      d.identity = false;
      d.c = -d.c;
    }
    d.c += bias;
    pending_origin_ += pending_origin_.empty() ? op : "," + op;
  }
  void scale(Dyn& d, const Vec& s, const std::string& op) {
    // A scale constant over each output channel of every kernel (BatchNormalization) folds
    // into the kernels; any other drops them (A stays exact either way).
    std::vector<KernelBlock> scaled;
    for (const KernelBlock& b : d.kernels) {
      const long per = static_cast<long>(b.conv->oH) * b.conv->oW;
      bool per_channel = b.out_offset + static_cast<long>(b.conv->out_size()) <= s.size();
      for (long i = 0; per_channel && i < b.conv->out_size(); ++i)
        per_channel = s(b.out_offset + i) == s(b.out_offset + i / per * per);
      if (!per_channel) { scaled.clear(); break; }
      auto cv = std::make_shared<Conv2d>(*b.conv);
      for (int m = 0; m < cv->M; ++m) cv->kernel.row(m) *= s(b.out_offset + m * per);
      scaled.push_back({std::move(cv), b.in_offset, b.out_offset});
    }
    d.kernels = std::move(scaled);
    d.A = std::make_shared<const SpMat>(d.identity ? SpMat(sparse_identity(s.size()) * s.asDiagonal())
                                                   : SpMat(s.asDiagonal() * *d.A));
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
    // Every op read here writes output 0 (reading a missing one is undefined behaviour in
    // protobuf: found by make fuzz once torch's Constant nodes seeded the corpus).
    if (n.output_size() < 1) fail(fmt::format("{} ({}) has no output", op, where));
    if (op == "Constant") {
      auto a = attr(n, "value");
      if (!a || !a->has_t()) fail(fmt::format("Constant ({}) has no tensor 'value'", where));
      consts_[n.output(0)] = to_tensor(a->t());
      return;
    }
    if (op == "Shape") {  // of the input or of a constant: a constant either way
      if (n.input_size() < 1) fail(fmt::format("Shape ({}) has no input", where));
      auto dit = dyns_.find(n.input(0));
      const Shape& s = dit != dyns_.end() ? dit->second.shape : get_const(0).shape;
      const long r = static_cast<long>(s.size());
      long start = attr_i(n, "start", 0), end = attr_i(n, "end", r);
      if (start < 0) start += r;
      if (end < 0) end += r;
      start = std::clamp(start, 0L, r);
      end = std::clamp(end, start, r);
      Tensor t;
      t.integer = true;
      for (long i = start; i < end; ++i) t.data.push_back(static_cast<double>(s[i]));
      t.shape = {end - start};
      consts_[n.output(0)] = std::move(t);
      return;
    }
    int ndyn = 0, dyn_at = -1;
    for (int i = 0; i < n.input_size(); ++i)
      if (dyns_.count(n.input(i))) { ++ndyn; dyn_at = i; --uses_[n.input(i)]; }
    if (ndyn == 0) {
      consts_[n.output(0)] = const_op(n, where);
      return;
    }
    for (int i = 0; i < n.input_size(); ++i)
      if (dyns_.count(n.input(i))) check_chain(dyns_.at(n.input(i)), where);
    if (op == "Concat") {
      Dyn out = concat(n, where);
      dyns_[n.output(0)] = std::move(out);
      return;
    }
    if (op == "Split") {
      split(n, where);
      return;
    }
    if (op == "Max" || op == "Min") {
      dyns_[n.output(0)] = min_max(n, where);
      return;
    }
    if (ndyn > 1 && op == "Mul") {
      dyns_[n.output(0)] = mul_dyns(n, where);
      return;
    }
    if (ndyn > 1 && op == "Div") {
      dyns_[n.output(0)] = div_dyns(n, where);
      return;
    }
    if (ndyn > 1 && op == "MatMul") {
      dyns_[n.output(0)] = matmul_dyns(n, where);
      return;
    }
    if (ndyn > 1) {
      if (op != "Add" && op != "Sub")
        fail(fmt::format("ONNX op '{}' ({}) combines two values that depend on the input: only Add, Sub, Mul, MatMul, "
                         "Max, Min and Concat of such values are supported", op, where));
      Dyn out = add_dyns(dyns_.at(n.input(0)), dyns_.at(n.input(1)), op == "Sub" ? -1.0 : 1.0, op + " (" + where + ")");
      dyns_[n.output(0)] = std::move(out);
      return;
    }
    Dyn d = dyns_.at(n.input(dyn_at));
    const long size = static_cast<long>(d.c.size());
    if (op == "Identity" || op == "Dropout") {
    } else if (op == "Cast") {
      const long to = attr_i(n, "to", 1);  // FLOAT, FLOAT16, DOUBLE, BFLOAT16: the value as it is
      if (to != 1 && to != 10 && to != 11 && to != 16)
        fail(fmt::format("Cast ({}): a cast of an input-dependent value to type {} (not a float) is not supported", where, to));
    } else if (op == "Neg") {
      scale(d, Vec::Constant(size, -1.0), op);
    } else if (op == "Clip") {
      clip(n, d, where);
    } else if (op == "Pow") {
      pow_dyn(n, d, dyn_at, where);
    } else if (op == "Abs") {
      d = abs_of(d, where);
    } else if (op == "Gather") {
      gather_dyn(n, d, dyn_at, where);
    } else if (op == "Expand") {  // numpy broadcasting to a constant shape: a selection
      if (dyn_at != 0) fail(fmt::format("Expand ({}): a shape that depends on the network input", where));
      std::vector<std::pair<long, long>> pairs;
      const Shape os = broadcast_pairs(d.shape, expand_shape(get_const(1), where), pairs, "Expand (" + where + ")");
      std::vector<long> src;
      for (const auto& p : pairs) src.push_back(p.first);
      select_rows(d, src, Vec::Zero(static_cast<long>(src.size())), os, "Expand");
    } else if (op == "Resize" || op == "Upsample") {
      resize(n, d, where);
    } else if (op == "ReduceMean" || op == "ReduceSum") {
      reduce(n, d, where);
    } else if (op == "Flatten") {
      long axis = attr_i(n, "axis", 1);
      if (axis < 0) axis += static_cast<long>(d.shape.size());
      long a = 1, b = 1;
      for (long i = 0; i < static_cast<long>(d.shape.size()); ++i) (i < axis ? a : b) *= d.shape[i];
      d.shape = {a, b};
    } else if (op == "Reshape") {
      d.shape = reshape_shape(d.shape, size, get_const(1), where);
    } else if (op == "Add" || op == "Sub") {
      const Tensor& t = get_const(1 - dyn_at);
      Vec b = broadcast(t, d.shape, op);
      if (op == "Add") add_bias(d, b, 1.0, op);
      else if (dyn_at == 0) add_bias(d, -b, 1.0, op);
      else add_bias(d, b, -1.0, op);
    } else if (op == "Div" && dyn_at == 1) {  // c / x = c * (1 / x)
      const Tensor& t = get_const(0);
      emit_smooth(d, reciprocal_activation(), where);
      scale(d, broadcast(t, d.shape, op), op);
    } else if (op == "Mul" || op == "Div") {
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
        check_dense(rows * wc, k, "MatMul (" + where + ")");
        Triplets t;
        for (long r = 0; r < rows; ++r)
          for (long j = 0; j < wc; ++j)
            for (long i = 0; i < k; ++i)
              if (w.data[i * wc + j] != 0) t.emplace_back(r * wc + j, r * k + i, w.data[i * wc + j]);
        const SpMat M = sparse_from(rows * wc, size, t);
        Shape ns = ds; ns.back() = wc;
        if (d.shape.size() == 1) ns = {wc};
        compose(d, M, Vec::Zero(rows * wc), ns, op);
      } else {
        // W [m, k] * x [k, n] (or x [k])
        long k = ds.size() == 1 ? ds[0] : ds[ds.size() - 2];
        long cols = ds.size() == 1 ? 1 : ds.back();
        if (k != wc || k * cols != size) fail(fmt::format("MatMul ({}): shape mismatch [{}] x [{}]", where, fmt::join(w.shape, ","), fmt::join(ds, ",")));
        check_dense(wr * cols, k, "MatMul (" + where + ")");
        Triplets trip;
        for (long i = 0; i < wr; ++i)
          for (long j = 0; j < cols; ++j)
            for (long t = 0; t < k; ++t)
              if (w.data[i * wc + t] != 0) trip.emplace_back(i * cols + j, t * cols + j, w.data[i * wc + t]);
        const SpMat M = sparse_from(wr * cols, size, trip);
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
      if (d.shape.size() != 2 || d.shape[ta ? 0 : 1] != K)
        fail(fmt::format("Gemm ({}): input of shape [{}] is not a matrix with K={} {}", where, fmt::join(d.shape, ","), K, ta ? "rows" : "columns"));
      long Mrows = size / K;
      check_dense(Mrows * N, K, "Gemm (" + where + ")");
      Triplets t;
      for (long m = 0; m < Mrows; ++m)
        for (long j = 0; j < N; ++j)
          for (long k = 0; k < K; ++k) {
            long src = ta ? k * Mrows + m : m * K + k;
            double wv = tb ? w.data[j * K + k] : w.data[k * N + j];
            if (alpha * wv != 0) t.emplace_back(m * N + j, src, alpha * wv);
          }
      const SpMat M = sparse_from(Mrows * N, size, t);
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
      Shape ns(r);
      for (std::size_t i = 0; i < r; ++i) ns[i] = d.shape[perm[i]];
      Triplets t;
      std::vector<long> idx(r), src_idx(r);
      for (long flat = 0; flat < size; ++flat) {
        long rem = flat;
        for (std::size_t i = r; i-- > 0;) { idx[i] = rem % ns[i]; rem /= ns[i]; }
        for (std::size_t i = 0; i < r; ++i) src_idx[perm[i]] = idx[i];
        long src = 0;
        for (std::size_t i = 0; i < r; ++i) src = src * d.shape[i] + src_idx[i];
        t.emplace_back(flat, src, 1.0);
      }
      compose(d, sparse_from(size, size, t), Vec::Zero(size), ns, op);
    } else if (op == "BatchNormalization") {
      if (attr_i(n, "training_mode", 0) != 0) fail(fmt::format("BatchNormalization ({}): training_mode=1 (batch statistics) is not supported", where));
      if (attr(n, "spatial") && attr_i(n, "spatial", 1) != 1) fail(fmt::format("BatchNormalization ({}): spatial=0 is not supported", where));
      if (d.shape.size() < 2) fail(fmt::format("BatchNormalization ({}): input must be at least 2-D", where));
      const Tensor &sc = get_const(1), &bb = get_const(2), &mean = get_const(3), &var = get_const(4);
      double eps = attr_f(n, "epsilon", 1e-5);
      if (size == 0) fail(fmt::format("BatchNormalization ({}): empty input", where));
      long C = d.shape[1], inner = size / (d.shape[0] * C);
      for (const Tensor* t : {&sc, &bb, &mean, &var})
        if (static_cast<long>(t->data.size()) != C) fail(fmt::format("BatchNormalization ({}): a parameter has {} values for {} channels", where, t->data.size(), C));
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
      emit(d, nullptr, {}, op);
    } else if (op == "LeakyRelu" || op == "PRelu") {
      // relu(x) - a relu(-x): two ReLU units per value, exact for any slope a
      Vec a = op == "LeakyRelu" ? Vec::Constant(size, attr_f(n, "alpha", 0.01)) : broadcast(get_const(1), d.shape, op);
      emit(d, &a, {}, op);
    } else if (op == "MaxPool") {
      max_pool(n, d, where);
    } else if (op == "AveragePool" || op == "GlobalAveragePool") {
      average_pool(n, d, where);
    } else if (op == "ConvTranspose") {
      conv_transpose(n, d, where);
    } else if (op == "Pad") {
      pad(n, d, where);
    } else if (op == "Slice") {
      slice_dyn(n, d, where);
    } else if (op == "Squeeze" || op == "Unsqueeze") {
      d.shape = op == "Squeeze" ? squeeze_shape(d.shape, axes_of(n, 1, where), where) : unsqueeze_shape(d.shape, axes_of(n, 1, where), where);
    } else if (op == "Sigmoid") {
      emit_smooth(d, sigmoid_activation(), where);
    } else if (op == "Tanh") {
      emit_smooth(d, tanh_activation(), where);
    } else if (op == "Erf") {
      emit_smooth(d, erf_activation(), where);
    } else if (op == "Exp") {
      emit_smooth(d, exp_activation(), where);
    } else if (op == "Reciprocal") {
      emit_smooth(d, reciprocal_activation(), where);
    } else if (op == "Sqrt") {
      emit_smooth(d, sqrt_activation(), where);
    } else if (op == "Sign") {
      emit_smooth(d, sign_activation(), where);
    } else if (op == "Softmax") {
      softmax(n, d, where);
    } else if (op == "LayerNormalization") {
      layer_norm(n, d, where);
    } else if (op == "Gelu") {
      gelu(n, d, where);
    } else if (op == "Log" || op == "LogSoftmax" || op == "Softplus" || op == "Elu" || op == "Selu" ||
               op == "HardSigmoid" || op == "Sin" || op == "Cos") {
      fail(fmt::format("unsupported ONNX op '{}' ({}): no relaxation of it exists here (activations: Relu, LeakyRelu, "
                       "PRelu, MaxPool, Sigmoid, Tanh, Erf, Exp, Reciprocal, Sqrt, Sign, Softmax, Clip, Abs, Max, Min, "
                       "and products: Mul, MatMul, Div, Pow 2)", op, where));
    } else {
      fail(fmt::format("unsupported ONNX op '{}' ({})", op, where));
    }
    for (const auto& o : n.output()) if (!o.empty()) { dyns_[o] = d; break; }
  }

  // ---- shapes -----------------------------------------------------------------------------
  // Axes of Squeeze/Unsqueeze/ReduceX: the 'axes' attribute (opset < 13) or constant input `at`.
  std::vector<long> axes_of(const onnx::NodeProto& n, int at, const std::string& where) const {
    if (attr(n, "axes")) return attr_ints(n, "axes", {});
    if (n.input_size() > at && !n.input(at).empty()) {
      const Tensor& t = get_const_or_fail(n.input(at), where);
      std::vector<long> v;
      for (double x : t.data) v.push_back(to_long(x));
      return v;
    }
    return {};
  }
  Shape squeeze_shape(const Shape& s, std::vector<long> axes, const std::string& where) const {
    const long r = static_cast<long>(s.size());
    std::vector<bool> drop(r, false);
    for (long a : axes) {
      if (a < -r || a >= r) fail(fmt::format("Squeeze ({}): axis {} out of range for rank {}", where, a, r));
      if (a < 0) a += r;
      if (s[a] != 1) fail(fmt::format("Squeeze ({}): dimension {} has size {}, not 1", where, a, s[a]));
      drop[a] = true;
    }
    Shape out;
    for (long i = 0; i < r; ++i)
      if (!(axes.empty() ? s[i] == 1 : drop[i])) out.push_back(s[i]);
    return out;
  }
  Shape unsqueeze_shape(const Shape& s, std::vector<long> axes, const std::string& where) const {
    const long r = static_cast<long>(s.size() + axes.size());
    if (axes.empty() || r > 64) fail(fmt::format("Unsqueeze ({}): needs 1 to 64 axes", where));
    std::vector<bool> one(r, false);
    for (long a : axes) {
      if (a < -r || a >= r) fail(fmt::format("Unsqueeze ({}): axis {} out of range for rank {}", where, a, r));
      if (a < 0) a += r;
      if (one[a]) fail(fmt::format("Unsqueeze ({}): axis {} repeated", where, a));
      one[a] = true;
    }
    Shape out;
    std::size_t k = 0;
    for (long i = 0; i < r; ++i) out.push_back(one[i] ? 1 : s[k++]);
    return out;
  }
  Shape reshape_shape(const Shape& s, long size, const Tensor& spec, const std::string& where) const {
    Shape ns;
    long known = 1; int minus = -1;
    for (std::size_t i = 0; i < spec.data.size(); ++i) {
      if (spec.data[i] != std::floor(spec.data[i]) || std::abs(spec.data[i]) > double(1L << 40))  // no cast of an out-of-range double
        fail(fmt::format("Reshape ({}): shape entry {} is not an integer of at most 2^40", where, spec.data[i]));
      long v = static_cast<long>(spec.data[i]);
      if (v == 0) v = i < s.size() ? s[i] : 1;
      if (v == -1) { if (minus >= 0) fail(fmt::format("Reshape ({}): two -1 entries", where)); minus = static_cast<int>(i); ns.push_back(1); continue; }
      if (v < 0) fail(fmt::format("Reshape ({}): shape entry {}", where, v));
      if (v > 0 && known > (1L << 40) / v) fail(fmt::format("Reshape ({}): shape too large", where));
      ns.push_back(v); known *= v;
    }
    if (minus >= 0) { if (known == 0 || size % known) fail(fmt::format("Reshape ({}): cannot infer -1", where)); ns[minus] = size / known; }
    if (numel(ns) != size) fail(fmt::format("Reshape ({}): {} elements cannot take shape [{}]", where, size, fmt::join(ns, ",")));
    return ns;
  }
  // Slice of a tensor of shape s (ONNX clamping rules): the new shape and, per element of the
  // result, its flat index in the source.
  std::pair<Shape, std::vector<long>> slice_plan(const onnx::NodeProto& n, const Shape& s, const std::string& where) const {
    std::vector<long> starts, ends, axes, steps;
    auto ints_of = [&](int i) {
      std::vector<long> v;
      if (n.input_size() > i && !n.input(i).empty())
        for (double x : get_const_or_fail(n.input(i), where).data) v.push_back(to_long(x));
      return v;
    };
    if (attr(n, "starts")) { starts = attr_ints(n, "starts", {}); ends = attr_ints(n, "ends", {}); axes = attr_ints(n, "axes", {}); }
    else { starts = ints_of(1); ends = ints_of(2); axes = ints_of(3); steps = ints_of(4); }
    if (starts.empty() && !(n.input_size() > 1 && !n.input(1).empty()) && !attr(n, "starts"))
      fail(fmt::format("Slice ({}): no starts and ends", where));
    const long r = static_cast<long>(s.size());
    if (axes.empty()) for (std::size_t i = 0; i < starts.size(); ++i) axes.push_back(static_cast<long>(i));
    if (steps.empty()) steps.assign(starts.size(), 1);
    if (ends.size() != starts.size() || axes.size() != starts.size() || steps.size() != starts.size())
      fail(fmt::format("Slice ({}): starts, ends, axes and steps differ in length", where));
    std::vector<long> b(r, 0), st(r, 1), cnt(s.begin(), s.end());
    for (std::size_t k = 0; k < starts.size(); ++k) {
      long a = axes[k];
      if (a < -r || a >= r) fail(fmt::format("Slice ({}): axis {} out of range", where, a));
      if (a < 0) a += r;
      const long dim = s[a], step = steps[k];
      if (step == 0 || std::abs(step) > (1L << 40)) fail(fmt::format("Slice ({}): step {} (expected 1 to 2^40 in size)", where, step));
      starts[k] = std::clamp(starts[k], -(1L << 45), 1L << 45);
      ends[k] = std::clamp(ends[k], -(1L << 45), 1L << 45);
      long lo = starts[k], hi = ends[k];
      if (lo < 0) lo = lo < -dim ? -1 : lo + dim;
      if (hi < 0) hi = hi < -dim ? -1 : hi + dim;
      if (step > 0) { lo = std::clamp(lo, 0L, dim); hi = std::clamp(hi, 0L, dim); cnt[a] = hi > lo ? (hi - lo + step - 1) / step : 0; }
      else { lo = std::clamp(lo, -1L, dim - 1); hi = std::clamp(hi, -1L, dim - 1); cnt[a] = lo > hi ? (lo - hi - step - 1) / (-step) : 0; }
      b[a] = lo; st[a] = step;
    }
    Shape ns(cnt.begin(), cnt.end());
    const long total = numel(ns);
    if (total > max_dense_) fail(fmt::format("Slice ({}): result too large", where));
    const Shape sst = strides_of(s), nst = strides_of(ns);
    std::vector<long> src(total);
    for (long f = 0; f < total; ++f) {
      long rem = f, at = 0;
      for (long i = 0; i < r; ++i) { long idx = rem / nst[i]; rem %= nst[i]; at += (b[i] + idx * st[i]) * sst[i]; }
      src[f] = at;
    }
    return {ns, src};
  }

  // Expand's shape operand: non-negative integer dimensions.
  Shape expand_shape(const Tensor& s, const std::string& where) const {
    Shape out;
    for (double v : s.data) {
      if (v < 0 || v > double(1L << 40) || v != std::floor(v)) fail(fmt::format("Expand ({}): shape entry {}", where, v));
      out.push_back(static_cast<long>(v));
    }
    return out;
  }

  // ---- constant folding -------------------------------------------------------------------
  Tensor binary(const Tensor& a, const Tensor& b, const std::string& op, const std::string& where) const {
    const std::size_t r = std::max(a.shape.size(), b.shape.size());
    Shape as(r, 1), bs(r, 1), os(r);
    std::copy(a.shape.begin(), a.shape.end(), as.begin() + (r - a.shape.size()));
    std::copy(b.shape.begin(), b.shape.end(), bs.begin() + (r - b.shape.size()));
    for (std::size_t i = 0; i < r; ++i) {
      if (as[i] != bs[i] && as[i] != 1 && bs[i] != 1)
        fail(fmt::format("{} ({}): shapes [{}] and [{}] do not broadcast", op, where, fmt::join(a.shape, ","), fmt::join(b.shape, ",")));
      os[i] = as[i] == 1 ? bs[i] : as[i];
    }
    const long total = numel(os);
    if (total > max_dense_) fail(fmt::format("{} ({}): constant result too large", op, where));
    const Shape ast = strides_of(as), bst = strides_of(bs), ost = strides_of(os);
    Tensor t;
    t.shape = os;
    t.integer = a.integer && b.integer;
    t.data.resize(total);
    for (long f = 0; f < total; ++f) {
      long rem = f, ia = 0, ib = 0;
      for (std::size_t i = 0; i < r; ++i) {
        long idx = rem / ost[i]; rem %= ost[i];
        if (as[i] != 1) ia += idx * ast[i];
        if (bs[i] != 1) ib += idx * bst[i];
      }
      const double x = a.data[ia], y = b.data[ib];
      double v = op == "Add" ? x + y : op == "Sub" ? x - y : op == "Mul" ? x * y : op == "Max" ? std::max(x, y)
               : op == "Min" ? std::min(x, y) : op == "Pow" ? std::pow(x, y) : x / y;
      if (op == "Div" && t.integer) v = y == 0 ? 0 : std::trunc(x / y);
      if (op == "Pow" && !std::isfinite(v)) fail(fmt::format("{} ({}): a constant computes {}", op, where, v));
      t.data[f] = v;
    }
    return t;
  }

  // A node all of whose operands are constants (shape arithmetic torch exports around
  // Reshape and Pad, folded here): the constant it computes.
  Tensor const_op(const onnx::NodeProto& n, const std::string& where) const {
    const std::string& op = n.op_type();
    auto in = [&](int i) -> const Tensor& {
      if (i >= n.input_size()) fail(fmt::format("{} ({}) is missing input {}", op, where, i));
      return get_const_or_fail(n.input(i), where);
    };
    if (op == "Identity" || op == "Dropout") return in(0);
    if (op == "Cast") {
      Tensor t = in(0);
      const long to = attr_i(n, "to", 1);
      if (to == 9) { for (double& v : t.data) v = v != 0; t.integer = true; }
      else if (to == 2 || to == 3 || to == 4 || to == 5 || to == 6 || to == 7 || to == 12 || to == 13) {
        for (double& v : t.data) v = std::trunc(v);
        t.integer = true;
      } else t.integer = false;
      return t;
    }
    if (op == "Neg") { Tensor t = in(0); for (double& v : t.data) v = -v; return t; }
    if (op == "Abs" || op == "Floor" || op == "Ceil" || op == "Sqrt") {  // shape arithmetic (sizes of a Resize, ...)
      Tensor t = in(0);
      for (double& v : t.data) {
        v = op == "Abs" ? std::abs(v) : op == "Floor" ? std::floor(v) : op == "Ceil" ? std::ceil(v) : std::sqrt(v);
        if (!std::isfinite(v)) fail(fmt::format("{} ({}): a constant computes {}", op, where, v));
      }
      return t;
    }
    if (op == "Add" || op == "Sub" || op == "Mul" || op == "Div" || op == "Pow") return binary(in(0), in(1), op, where);
    if (op == "Expand") {
      const Tensor& x = in(0);
      std::vector<std::pair<long, long>> pairs;
      Tensor t;
      t.shape = broadcast_pairs(x.shape, expand_shape(in(1), where), pairs, "Expand (" + where + ")");
      t.integer = x.integer;
      for (const auto& p : pairs) t.data.push_back(x.data[static_cast<std::size_t>(p.first)]);
      return t;
    }
    if (op == "Max" || op == "Min") {  // variadic
      Tensor t = in(0);
      for (int i = 1; i < n.input_size(); ++i) t = binary(t, in(i), op, where);
      return t;
    }
    if (op == "Reshape") { Tensor t = in(0); t.shape = reshape_shape(t.shape, static_cast<long>(t.data.size()), in(1), where); return t; }
    if (op == "Flatten") {
      Tensor t = in(0);
      long axis = attr_i(n, "axis", 1), r = static_cast<long>(t.shape.size());
      if (axis < 0) axis += r;
      if (axis < 0 || axis > r) fail(fmt::format("Flatten ({}): axis out of range", where));
      long a = 1, b = 1;
      for (long i = 0; i < r; ++i) (i < axis ? a : b) *= t.shape[i];
      t.shape = {a, b};
      return t;
    }
    if (op == "Squeeze") { Tensor t = in(0); t.shape = squeeze_shape(t.shape, axes_of(n, 1, where), where); return t; }
    if (op == "Unsqueeze") { Tensor t = in(0); t.shape = unsqueeze_shape(t.shape, axes_of(n, 1, where), where); return t; }
    if (op == "ConstantOfShape") {
      const Tensor& s = in(0);
      Shape ns;
      for (double v : s.data) {
        if (v < 0 || v > double(1L << 40)) fail(fmt::format("ConstantOfShape ({}): bad dimension {}", where, v));
        ns.push_back(static_cast<long>(v));
      }
      if (numel(ns) > max_dense_) fail(fmt::format("ConstantOfShape ({}): constant too large", where));
      Tensor t;
      t.shape = ns;
      double value = 0;
      if (auto a = attr(n, "value"); a && a->has_t()) {
        Tensor v = to_tensor(a->t());
        if (v.data.size() != 1) fail(fmt::format("ConstantOfShape ({}): value must have one element", where));
        value = v.data[0];
        t.integer = v.integer;
      }
      t.data.assign(numel(ns), value);
      return t;
    }
    if (op == "Concat") {
      long axis = attr_i(n, "axis", 0);
      const Tensor& f = in(0);
      const long r = static_cast<long>(f.shape.size());
      if (axis < 0) axis += r;
      if (axis < 0 || axis >= r) fail(fmt::format("Concat ({}): axis out of range", where));
      Tensor t;
      t.shape = f.shape;
      t.shape[axis] = 0;
      t.integer = true;
      for (int i = 0; i < n.input_size(); ++i) {
        const Tensor& x = in(i);
        if (static_cast<long>(x.shape.size()) != r) fail(fmt::format("Concat ({}): inputs differ in rank", where));
        for (long k = 0; k < r; ++k)
          if (k != axis && x.shape[k] != f.shape[k]) fail(fmt::format("Concat ({}): inputs differ in shape", where));
        t.shape[axis] += x.shape[axis];
        t.integer = t.integer && x.integer;
      }
      long outer = 1;
      for (long k = 0; k < axis; ++k) outer *= f.shape[k];
      for (long o = 0; o < outer; ++o)
        for (int i = 0; i < n.input_size(); ++i) {
          const Tensor& x = in(i);
          const long inner = outer == 0 ? 0 : static_cast<long>(x.data.size()) / outer;
          t.data.insert(t.data.end(), x.data.begin() + o * inner, x.data.begin() + (o + 1) * inner);
        }
      return t;
    }
    if (op == "Gather") {
      const Tensor &d = in(0), &ind = in(1);
      long axis = attr_i(n, "axis", 0);
      const long r = static_cast<long>(d.shape.size());
      if (axis < 0) axis += r;
      if (axis < 0 || axis >= r) fail(fmt::format("Gather ({}): axis out of range", where));
      long outer = 1, inner = 1;
      for (long k = 0; k < axis; ++k) outer *= d.shape[k];
      for (long k = axis + 1; k < r; ++k) inner *= d.shape[k];
      const long dim = d.shape[axis];
      Tensor t;
      t.integer = d.integer;
      t.shape.assign(d.shape.begin(), d.shape.begin() + axis);
      t.shape.insert(t.shape.end(), ind.shape.begin(), ind.shape.end());
      t.shape.insert(t.shape.end(), d.shape.begin() + axis + 1, d.shape.end());
      if (numel(t.shape) > max_dense_) fail(fmt::format("Gather ({}): result too large", where));
      for (long o = 0; o < outer; ++o)
        for (double iv : ind.data) {
          long i = to_long(iv);
          if (i < -dim || i >= dim) fail(fmt::format("Gather ({}): index {} out of range", where, i));
          if (i < 0) i += dim;
          for (long k = 0; k < inner; ++k) t.data.push_back(d.data[(o * dim + i) * inner + k]);
        }
      return t;
    }
    if (op == "Slice") {
      const Tensor& d = in(0);
      auto [ns, src] = slice_plan(n, d.shape, where);
      Tensor t;
      t.shape = ns;
      t.integer = d.integer;
      for (long i : src) t.data.push_back(d.data[i]);
      return t;
    }
    if (op == "Transpose") {
      const Tensor& d = in(0);
      const std::size_t r = d.shape.size();
      std::vector<long> perm = attr_ints(n, "perm", {});
      if (perm.empty()) for (std::size_t i = 0; i < r; ++i) perm.push_back(static_cast<long>(r - 1 - i));
      std::vector<bool> seen(r, false);
      if (perm.size() != r) fail(fmt::format("Transpose ({}): perm has {} entries for rank {}", where, perm.size(), r));
      for (long p : perm) {
        if (p < 0 || p >= static_cast<long>(r) || seen[p]) fail(fmt::format("Transpose ({}): not a permutation", where));
        seen[p] = true;
      }
      Tensor t;
      t.integer = d.integer;
      for (long p : perm) t.shape.push_back(d.shape[p]);
      const Shape sst = strides_of(d.shape), nst = strides_of(t.shape);
      t.data.resize(d.data.size());
      for (long f = 0; f < static_cast<long>(d.data.size()); ++f) {
        long rem = f, at = 0;
        for (std::size_t i = 0; i < r; ++i) { long idx = rem / nst[i]; rem %= nst[i]; at += idx * sst[perm[i]]; }
        t.data[f] = d.data[at];
      }
      return t;
    }
    fail(fmt::format("unsupported ONNX op '{}' on constants only ({})", op, where));
  }

  // ---- values that depend on the input -----------------------------------------------------
  SpMat map_of(const Dyn& v) const { return v.identity ? sparse_identity(cur_size_) : *v.A; }
  long entries_of(const Dyn& v) const { return v.identity ? cur_size_ : static_cast<long>(v.A->nonZeros()); }
  // Appends every row of v's map (times sign) to t, row i as row at + i.
  void append_rows(const Dyn& v, long at, double sign, Triplets& t) const {
    for (long i = 0; i < static_cast<long>(v.c.size()); ++i) append_row(v, i, at + i, sign, t);
  }
  void append_row(const Dyn& v, long src, long row, double sign, Triplets& t) const {
    if (v.identity) { t.emplace_back(row, src, sign); return; }
    for (SpMat::InnerIterator it(*v.A, src); it; ++it) t.emplace_back(row, it.col(), sign * it.value());
  }

  // Per row of (A, c) over the current state: whether it is >= 0 for every input, i.e. c_i >= 0
  // and a non-negative combination of state entries known to be non-negative (ReLU outputs,
  // maxima of them).
  std::vector<char> nonneg_rows(const SpMat& A, const Vec& c) const {
    std::vector<char> r(c.size());
    for (long i = 0; i < c.size(); ++i) {
      bool ok = c(i) >= 0;
      for (SpMat::InnerIterator it(A, i); ok && it; ++it) ok = it.value() >= 0 && nonneg_[it.col()];
      r[i] = ok;
    }
    return r;
  }

  // Row i of the result: row src[i] of d, or the constant fill(i) where src[i] < 0 (Pad, Slice).
  void select_rows(Dyn& d, const std::vector<long>& src, const Vec& fill, const Shape& ns, const std::string& op) {
    const long rows = static_cast<long>(src.size());
    Triplets t;
    Vec c(rows);
    long entries = 0;
    for (long i = 0; i < rows; ++i) {
      if (src[i] < 0) { c(i) = fill(i); continue; }
      entries += d.identity ? 1 : row_entries(*d.A, src[i]);
      if (entries > max_dense_) check_entries(entries, op);
      append_row(d, src[i], i, 1.0, t);
      c(i) = d.c(src[i]);
    }
    d.A = std::make_shared<const SpMat>(sparse_from(rows, cur_size_, t));
    d.identity = false;
    d.kernels.clear();
    d.c = std::move(c);
    d.shape = ns;
    pending_origin_ += pending_origin_.empty() ? op : "," + op;
  }

  // Numpy broadcasting of two shapes: the result's shape and, per entry of it, the flat
  // entries of a and of b it reads.
  Shape broadcast_pairs(const Shape& sa, const Shape& sb, std::vector<std::pair<long, long>>& pairs,
                        const std::string& what) const {
    const std::size_t r = std::max(sa.size(), sb.size());
    Shape as(r, 1), bs(r, 1), os(r);
    std::copy(sa.begin(), sa.end(), as.begin() + static_cast<long>(r - sa.size()));
    std::copy(sb.begin(), sb.end(), bs.begin() + static_cast<long>(r - sb.size()));
    for (std::size_t i = 0; i < r; ++i) {
      if (as[i] != bs[i] && as[i] != 1 && bs[i] != 1)
        fail(fmt::format("{}: shapes [{}] and [{}] do not broadcast", what, fmt::join(sa, ","), fmt::join(sb, ",")));
      os[i] = as[i] == 1 ? bs[i] : as[i];
    }
    const long total = numel(os);
    check_dense(total, 1, what);
    const Shape ast = strides_of(as), bst = strides_of(bs), ost = strides_of(os);
    pairs.clear();
    for (long f = 0; f < total; ++f) {
      long rem = f, ia = 0, ib = 0;
      for (std::size_t i = 0; i < r; ++i) {
        const long idx = rem / ost[i];
        rem %= ost[i];
        if (as[i] != 1) ia += idx * ast[i];
        if (bs[i] != 1) ib += idx * bst[i];
      }
      pairs.emplace_back(ia, ib);
    }
    return os;
  }

  // a + sign b for two values (residual connections; layer norm's x - mean(x) broadcasts).
  Dyn add_dyns(const Dyn& a, const Dyn& b, double sign, const std::string& what) {
    auto strip = [](Shape s) { while (s.size() > 1 && s.front() == 1) s.erase(s.begin()); return s; };
    if (strip(a.shape) != strip(b.shape)) {
      std::vector<std::pair<long, long>> pairs;
      const Shape os = broadcast_pairs(a.shape, b.shape, pairs, what);
      long entries = 0;
      for (const auto& [i, j] : pairs) {
        entries += (a.identity ? 1 : row_entries(*a.A, i)) + (b.identity ? 1 : row_entries(*b.A, j));
        if (entries > max_dense_) check_entries(entries, what);
      }
      Triplets t;
      Vec c(static_cast<long>(pairs.size()));
      for (std::size_t f = 0; f < pairs.size(); ++f) {
        append_row(a, pairs[f].first, static_cast<long>(f), 1.0, t);
        append_row(b, pairs[f].second, static_cast<long>(f), sign, t);
        c(static_cast<long>(f)) = a.c(pairs[f].first) + sign * b.c(pairs[f].second);
      }
      Dyn r;
      r.shape = os;
      r.layer_count = net_.layers.size();
      r.identity = false;
      r.A = std::make_shared<const SpMat>(SpMat(sparse_from(static_cast<long>(pairs.size()), cur_size_, t).pruned()));
      r.c = std::move(c);
      pending_origin_ += pending_origin_.empty() ? what.substr(0, 3) : "," + what.substr(0, 3);
      return r;
    }
    check_entries(entries_of(a) + entries_of(b), what);
    Dyn r;
    r.shape = a.shape.size() >= b.shape.size() ? a.shape : b.shape;
    r.layer_count = net_.layers.size();
    r.identity = false;
    r.A = std::make_shared<const SpMat>(SpMat((map_of(a) + sign * map_of(b)).pruned()));
    r.c = a.c + sign * b.c;
    // Both maps read the same state: the sum holds the kernels of both (a residual block's
    // convolution and its shortcut's).
    r.kernels = a.kernels;
    for (KernelBlock& k : sign > 0 ? std::vector<KernelBlock>(b.kernels) : negated(b.kernels)) r.kernels.push_back(std::move(k));
    pending_origin_ += pending_origin_.empty() ? what.substr(0, 3) : "," + what.substr(0, 3);
    return r;
  }

  // Concat of values and constants along an axis (inception-like branches).
  Dyn concat(const onnx::NodeProto& n, const std::string& where) {
    if (n.input_size() < 1) fail(fmt::format("Concat ({}) has no inputs", where));
    std::vector<const Dyn*> dyn(n.input_size(), nullptr);
    std::vector<const Tensor*> cst(n.input_size(), nullptr);
    std::vector<Shape> shapes;
    for (int i = 0; i < n.input_size(); ++i) {
      auto it = dyns_.find(n.input(i));
      if (it != dyns_.end()) { dyn[i] = &it->second; shapes.push_back(it->second.shape); }
      else { cst[i] = &get_const_or_fail(n.input(i), where); shapes.push_back(cst[i]->shape); }
    }
    const long r = static_cast<long>(shapes[0].size());
    long axis = attr_i(n, "axis", 0);
    if (axis < 0) axis += r;
    if (axis < 0 || axis >= r) fail(fmt::format("Concat ({}): axis out of range", where));
    Shape os = shapes[0];
    os[axis] = 0;
    for (const Shape& s : shapes) {
      if (static_cast<long>(s.size()) != r) fail(fmt::format("Concat ({}): inputs differ in rank", where));
      for (long k = 0; k < r; ++k)
        if (k != axis && s[k] != shapes[0][k]) fail(fmt::format("Concat ({}): inputs of shapes [{}] and [{}]", where, fmt::join(s, ","), fmt::join(shapes[0], ",")));
      os[axis] += s[axis];
    }
    const long total = numel(os);
    check_dense(total, 1, "Concat (" + where + ")");
    long entries = 0;
    for (const Dyn* v : dyn) entries += v ? entries_of(*v) : 0;
    check_entries(entries, "Concat (" + where + ")");
    long outer = 1;
    for (long k = 0; k < axis; ++k) outer *= os[k];
    Triplets t;
    Vec c(total);
    long row = 0;
    for (long o = 0; o < outer; ++o)
      for (int i = 0; i < n.input_size(); ++i) {
        const long inner = numel(shapes[i]) / std::max(1L, outer);
        for (long j = 0; j < inner; ++j, ++row) {
          const long src = o * inner + j;
          if (cst[i]) { c(row) = cst[i]->data[src]; continue; }
          append_row(*dyn[i], src, row, 1.0, t);
          c(row) = dyn[i]->c(src);
        }
      }
    Dyn d;
    d.shape = os;
    d.layer_count = net_.layers.size();
    d.identity = false;
    d.A = std::make_shared<const SpMat>(sparse_from(total, cur_size_, t));
    d.c = std::move(c);
    pending_origin_ += pending_origin_.empty() ? "Concat" : ",Concat";
    return d;
  }

  // Emits a ReLU (slopes == nullptr, groups empty), a leaky ReLU relu(x) - a relu(-x)
  // (slopes a) or a max pooling (groups: windows over d's values) on d. Values later nodes
  // still read (residual and concatenated branches) are carried through the layer unchanged:
  // a value known to be non-negative passes a ReLU as it is (relu(v) = v), any other as
  // relu(v) - relu(-v); a max pooling passes each as a window of one. The network stays a
  // chain computing exactly the graph's function, so every analysis applies as it is.
  // Without such values, a plain ReLU or pooling is the chain's flush + layer (kernel kept).
  void emit(Dyn& d, const Vec* slopes, std::vector<std::vector<int>> groups, const std::string& op) {
    const bool pool = !groups.empty();
    std::vector<std::string> live;
    for (const auto& [name, v] : dyns_)
      if (uses_[name] > 0) live.push_back(name);
    const long n = static_cast<long>(d.c.size());
    auto pooled_nonneg = [&](const std::vector<char>& pre) {
      std::vector<char> nn(groups.size(), 1);
      for (std::size_t o = 0; o < groups.size(); ++o)
        for (int i : groups[o]) nn[o] = nn[o] && pre[i];
      return nn;
    };
    if (live.empty() && !slopes) {
      std::vector<char> pre;
      if (pool && d.identity) for (long i = 0; i < n; ++i) pre.push_back(nonneg_[i] && d.c(i) >= 0);
      else if (pool) pre = nonneg_rows(*d.A, d.c);
      flush(d, op);
      if (pool) {
        nonneg_ = pooled_nonneg(pre);
        net_.layers.push_back(Layer::max_pool(cur_size_, std::move(groups)));
        cur_size_ = static_cast<int>(nonneg_.size());
      } else {
        net_.layers.push_back(Layer::relu(cur_size_));
        nonneg_.assign(cur_size_, 1);
      }
      d.c = Vec::Zero(cur_size_);
      d.layer_count = net_.layers.size();
      return;
    }
    // Rows of the affine layer before the nonlinearity: d (and -d for a leaky ReLU), then the
    // carried values, one row per value entry (two where a ReLU needs the split).
    long entries = slopes ? 2 * entries_of(d) : entries_of(d);
    for (const std::string& name : live) entries += 2 * entries_of(dyns_.at(name));
    check_entries(entries, op + " with values carried past it");
    Triplets t;
    append_rows(d, 0, 1.0, t);
    std::vector<Vec> biases{d.c};
    std::vector<KernelBlock> kernels = d.kernels;  // of the layer's rows, placed as the rows are
    if (slopes) {
      append_rows(d, n, -1.0, t);
      biases.push_back(-d.c);
      for (KernelBlock& k : shifted(negated(d.kernels), n)) kernels.push_back(std::move(k));
    }
    long rows = slopes ? 2 * n : n;
    struct Carry { std::string name; std::vector<long> pos, neg; };  // pre-layer row of +v_i, of -v_i (or -1)
    std::vector<Carry> carries;
    for (const std::string& name : live) {
      const Dyn& v = dyns_.at(name);
      const std::vector<char> nn = nonneg_rows(map_of(v), v.c);
      Carry cr{name, {}, {}};
      std::vector<long> split;
      for (long i = 0; i < v.c.size(); ++i) {
        cr.pos.push_back(rows + i);
        cr.neg.push_back(-1);
        if (!pool && !nn[i]) split.push_back(i);
      }
      append_rows(v, rows, 1.0, t);
      biases.push_back(v.c);
      for (KernelBlock& k : shifted(v.kernels, rows)) kernels.push_back(std::move(k));
      rows += v.c.size();
      if (!split.empty()) {
        Vec cn(split.size());
        for (std::size_t k = 0; k < split.size(); ++k) {
          append_row(v, split[k], rows + static_cast<long>(k), -1.0, t);
          cn(k) = -v.c(split[k]);
          cr.neg[split[k]] = rows + static_cast<long>(k);
        }
        biases.push_back(std::move(cn));
        rows += static_cast<long>(split.size());
      }
      carries.push_back(std::move(cr));
    }
    check_dense(rows, 1, op + " with values carried past it");
    SpMat W = sparse_from(rows, cur_size_, t);
    Vec b(rows);
    long at = 0;
    for (const Vec& bias : biases) {
      b.segment(at, bias.size()) = bias;
      at += bias.size();
    }
    const std::vector<char> pre = nonneg_rows(W, b);
    net_.layers.push_back(affine_layer(W, std::move(b), pending_origin_.empty() ? op : pending_origin_));
    net_.layers.back().set_kernels(std::move(kernels));
    pending_origin_.clear();
    // out(k): where pre-layer row k ends up after the nonlinearity (carried rows after d's)
    const long g = static_cast<long>(groups.size());
    auto out = [&](long k) { return pool ? g + (k - n) : k; };
    long new_size = rows;
    if (pool) {
      std::vector<char> nn = pooled_nonneg(pre);
      for (long k = n; k < rows; ++k) { groups.push_back({static_cast<int>(k)}); nn.push_back(pre[k]); }
      new_size = static_cast<long>(groups.size());
      net_.layers.push_back(Layer::max_pool(static_cast<int>(rows), std::move(groups)));
      nonneg_ = std::move(nn);
    } else {
      net_.layers.push_back(Layer::relu(static_cast<int>(rows)));
      nonneg_.assign(rows, 1);
    }
    cur_size_ = static_cast<int>(new_size);
    auto rebind = [&](Dyn& v, SpMat A) {
      v.A = std::make_shared<const SpMat>(std::move(A));
      v.identity = false;
      v.kernels.clear();
      v.c = Vec::Zero(v.A->rows());
      v.layer_count = net_.layers.size();
    };
    const long dn = pool ? g : n;
    Triplets dt;
    for (long i = 0; i < dn; ++i) {
      dt.emplace_back(i, i, 1.0);
      if (slopes) dt.emplace_back(i, n + i, -(*slopes)(i));
    }
    rebind(d, sparse_from(dn, new_size, dt));
    for (const Carry& cr : carries) {
      Dyn& v = dyns_.at(cr.name);
      Triplets vt;
      for (std::size_t i = 0; i < cr.pos.size(); ++i) {
        vt.emplace_back(static_cast<long>(i), out(cr.pos[i]), 1.0);
        if (cr.neg[i] >= 0) vt.emplace_back(static_cast<long>(i), out(cr.neg[i]), -1.0);
      }
      rebind(v, sparse_from(static_cast<long>(cr.pos.size()), new_size, vt));
    }
  }

  // ---- layers that keep every value still read after them ---------------------------------
  // The values later nodes still read (other than the ones a layer consumes), by name.
  std::vector<std::string> live_values() const {
    std::vector<std::string> live;
    for (const auto& [name, v] : dyns_) {
      auto it = uses_.find(name);
      if (it != uses_.end() && it->second > 0) live.push_back(name);
    }
    return live;
  }
  // A value reading entries [offset, offset + count) of the current state as they are.
  Dyn state_slice(long offset, long count, const Shape& shape) const {
    Triplets t;
    for (long i = 0; i < count; ++i) t.emplace_back(i, offset + i, 1.0);
    Dyn v;
    v.shape = shape;
    v.layer_count = net_.layers.size();
    v.identity = false;
    v.A = std::make_shared<const SpMat>(sparse_from(count, cur_size_, t));
    v.c = Vec::Zero(count);
    return v;
  }
  // Emits the affine layer whose rows are `head` followed by every live value, then the layer
  // `make(rows, carried_from)` builds on those rows (its outputs: the head's results, then the
  // carried rows unchanged, in order). Returns the offset of the carried rows in the new state
  // and rebinds every live value to them. `head_nonneg` says which of the layer's first
  // outputs are known >= 0.
  template <class Make>
  long emit_keeping_live(const Dyn& head, Make make, const std::vector<char>& head_nonneg, const std::string& op) {
    const std::vector<std::string> live = live_values();
    std::vector<const Dyn*> parts{&head};
    for (const std::string& name : live) parts.push_back(&dyns_.at(name));
    Dyn rows = stack(parts, op);
    const std::vector<char> pre = nonneg_rows(*rows.A, rows.c);
    const long carried_from = static_cast<long>(head.c.size());
    flush(rows, op);
    Layer layer = make(cur_size_, carried_from);
    const long head_out = layer.out_size - (cur_size_ - carried_from);
    std::vector<char> nn(head_nonneg);
    nn.resize(static_cast<std::size_t>(head_out), 0);
    nn.insert(nn.end(), pre.begin() + carried_from, pre.end());
    net_.layers.push_back(std::move(layer));
    cur_size_ = net_.layers.back().out_size;
    nonneg_ = std::move(nn);
    long at = head_out;
    for (const std::string& name : live) {
      Dyn& v = dyns_.at(name);
      const long count = static_cast<long>(v.c.size());
      v = state_slice(at, count, v.shape);
      at += count;
    }
    return head_out;
  }

  // Emits a smooth activation layer (activation.h) on d: the chain's flush, then the layer.
  // Values that later nodes still read (GELU's x, which the Mul after the Erf reads; a
  // residual branch around a Sigmoid) are carried through it as passthrough entries (the
  // identity: exact).
  void emit_smooth(Dyn& d, std::shared_ptr<const Activation> f, const std::string& where) {
    if (d.c.size() == 0) fail(fmt::format("{} ({}): an empty tensor", f->name(), where));
    double lo = 0, hi = 0;
    f->interval(-INFINITY, INFINITY, lo, hi);  // f's range: sigmoid's outputs are >= 0, tanh's not
    const long n = static_cast<long>(d.c.size());
    if (live_values().empty()) {
      flush(d, f->name());
      net_.layers.push_back(Layer::smooth(cur_size_, f));
      nonneg_.assign(cur_size_, lo >= 0 ? 1 : 0);
      d.c = Vec::Zero(cur_size_);
      d.layer_count = net_.layers.size();
      return;
    }
    const Shape shape = d.shape;
    emit_keeping_live(d, [&](int rows, long carried_from) {
      std::vector<char> pass(static_cast<std::size_t>(rows), 0);
      for (long i = carried_from; i < rows; ++i) pass[static_cast<std::size_t>(i)] = 1;
      return Layer::smooth(rows, f, std::move(pass));
    }, std::vector<char>(n, lo >= 0 ? 1 : 0), f->name());
    d = state_slice(0, n, shape);
  }

  // ---- products of two values that depend on the input (product.h) ------------------------
  // out_o = a[fa_o] * b[fb_o] for the pairs given, as a Product layer after the affine layer
  // whose rows are a, then b (unless `same`: a and b are one value, whose entry pairs (i, i)
  // are squares), then the live values, which the layer carries unchanged.
  Dyn emit_products(const Dyn& a, const Dyn& b, bool same, const std::vector<std::pair<long, long>>& pairs,
                    const Shape& shape, const std::string& op) {
    check_dense(static_cast<long>(pairs.size()), 1, op);
    if (pairs.empty()) fail(fmt::format("{}: a product of empty tensors", op));
    const long na = static_cast<long>(a.c.size());
    Dyn head = same ? a : stack({&a, &b}, op);
    std::vector<char> nn;
    for (const auto& [i, j] : pairs) nn.push_back(same && i == j);
    emit_keeping_live(head, [&](int rows, long carried_from) {
      std::vector<std::vector<int>> groups;
      for (const auto& [i, j] : pairs) groups.push_back({static_cast<int>(i), static_cast<int>(same ? j : na + j)});
      for (long r = carried_from; r < rows; ++r) groups.push_back({static_cast<int>(r)});
      Layer L = Layer::product(rows, std::move(groups));
      L.origin = op;
      return L;
    }, nn, op);
    return state_slice(0, static_cast<long>(pairs.size()), shape);
  }
  // Mul of two values (numpy broadcasting between their shapes); `same`: a and b are one value.
  Dyn mul_values(const Dyn& a, const Dyn& b, bool same, const std::string& what) {
    std::vector<std::pair<long, long>> pairs;
    const Shape os = broadcast_pairs(a.shape, b.shape, pairs, what);
    return emit_products(a, b, same, pairs, os, what.substr(0, what.find(' ')));
  }
  Dyn mul_dyns(const onnx::NodeProto& n, const std::string& where) {
    return mul_values(dyns_.at(n.input(0)), dyns_.at(n.input(1)), n.input(0) == n.input(1), "Mul (" + where + ")");
  }
  // Runs `f` with the values in `keep` carried past whatever layers it emits (as values later
  // nodes read are), each rebound to the state after them.
  template <class F>
  void keeping(const std::vector<Dyn*>& keep, F f) {
    std::vector<std::string> names;
    for (std::size_t i = 0; i < keep.size(); ++i) {
      // A name no value of the file (nor an enclosing keeping) has: the file's names are
      // arbitrary strings, so one is tried until it is free.
      std::string name = fmt::format("\x01kept {}", i);
      while (dyns_.count(name) || uses_.count(name)) name += "'";
      names.push_back(std::move(name));
      dyns_[names.back()] = *keep[i];
      uses_[names.back()] = 1;
    }
    f();
    for (std::size_t i = 0; i < keep.size(); ++i) {
      *keep[i] = dyns_.at(names[i]);
      dyns_.erase(names[i]);
      uses_.erase(names[i]);
    }
  }
  // a / b of two values: a * (1 / b), the Reciprocal kind on b (a carried past it), then the
  // products (a Div by b's own value, x / x, is the same: the layer reads the carried a).
  Dyn div_dyns(const onnx::NodeProto& n, const std::string& where) {
    const std::string what = "Div (" + where + ")";
    Dyn a = dyns_.at(n.input(0)), b = dyns_.at(n.input(1));
    keeping({&a}, [&] { emit_smooth(b, reciprocal_activation(), where); });
    return mul_values(a, b, false, what);
  }
  // LayerNormalization (opset 17) over the axes from `axis` on, as its definition composes it:
  // d = x - mean(x), y = d * (1 / sqrt(mean(d^2) + epsilon)) * scale + bias: means as affine
  // maps, d^2 and the final product as Product layers, Sqrt and Reciprocal as their kinds (d
  // carried past them). The Mean and InvStdDev outputs are not read.
  void layer_norm(const onnx::NodeProto& n, Dyn& d, const std::string& where) {
    const std::string what = "LayerNormalization (" + where + ")";
    for (int k = 1; k < n.output_size(); ++k)
      if (!n.output(k).empty()) fail(fmt::format("{}: output {} (the statistics) is not supported", what, k));
    const long r = static_cast<long>(d.shape.size());
    long axis = attr_i(n, "axis", -1);
    if (axis < 0) axis += r;
    if (axis < 0 || axis >= r) fail(fmt::format("{}: axis out of range for rank {}", what, r));
    const double eps = attr_f(n, "epsilon", 1e-5);
    if (!(eps >= 0)) fail(fmt::format("{}: epsilon {}", what, eps));
    const long size = static_cast<long>(d.c.size());
    long inner = 1;
    for (long k = axis; k < r; ++k) inner *= d.shape[k];
    const long groups = size / std::max(1L, inner);
    check_dense(size, inner, what);  // the centring map's entries, before they are listed
    // mean over each group, broadcast back: M = G^T G / inner, with G summing each group
    Triplets t;
    for (long g = 0; g < groups; ++g)
      for (long i = 0; i < inner; ++i)
        for (long j = 0; j < inner; ++j) t.emplace_back(g * inner + i, g * inner + j, 1.0 / static_cast<double>(inner));
    check_entries(static_cast<long>(t.size()), what);
    SpMat centre = sparse_identity(size) - sparse_from(size, size, t);
    Dyn dev = d;
    compose(dev, centre, Vec::Zero(size), d.shape, "LayerNormalization");  // x - mean(x)
    std::vector<std::pair<long, long>> squares;
    for (long i = 0; i < size; ++i) squares.emplace_back(i, i);
    Dyn var;
    keeping({&dev}, [&] { var = emit_products(dev, dev, true, squares, d.shape, "LayerNormalization"); });
    Triplets gt;
    for (long g = 0; g < groups; ++g)
      for (long i = 0; i < inner; ++i) gt.emplace_back(g, g * inner + i, 1.0 / static_cast<double>(inner));
    compose(var, sparse_from(groups, size, gt), Vec::Constant(groups, eps), {groups}, "LayerNormalization");
    keeping({&dev}, [&] {
      emit_smooth(var, sqrt_activation(), where);
      emit_smooth(var, reciprocal_activation(), where);
    });
    Triplets bt;  // each group's 1 / std, broadcast over the group
    for (long g = 0; g < groups; ++g)
      for (long i = 0; i < inner; ++i) bt.emplace_back(g * inner + i, g, 1.0);
    compose(var, sparse_from(size, groups, bt), Vec::Zero(size), d.shape, "LayerNormalization");
    std::vector<std::pair<long, long>> pairs;
    for (long i = 0; i < size; ++i) pairs.emplace_back(i, i);
    Dyn y = emit_products(dev, var, false, pairs, d.shape, "LayerNormalization");
    const Shape norm_shape(d.shape.begin() + axis, d.shape.end());
    if (n.input_size() > 1 && !n.input(1).empty()) scale(y, broadcast(get_const_or_fail(n.input(1), where), d.shape, what), "LayerNormalization");
    if (n.input_size() > 2 && !n.input(2).empty()) add_bias(y, broadcast(get_const_or_fail(n.input(2), where), d.shape, what), 1.0, "LayerNormalization");
    d = std::move(y);
  }
  // Gelu (opset 20), approximate "none": x * 0.5 * (1 + erf(x / sqrt 2)), the Erf kind with x
  // carried past it, then a Product.
  void gelu(const onnx::NodeProto& n, Dyn& d, const std::string& where) {
    const std::string what = "Gelu (" + where + ")";
    if (auto a = attr(n, "approximate"); a && a->s() != "none")
      fail(fmt::format("{}: approximate='{}' is not supported (only 'none')", what, a->s()));
    const long size = static_cast<long>(d.c.size());
    Dyn x = d, phi = d;
    scale(phi, Vec::Constant(size, 1.0 / std::sqrt(2.0)), "Gelu");
    keeping({&x}, [&] { emit_smooth(phi, erf_activation(), where); });
    scale(phi, Vec::Constant(size, 0.5), "Gelu");
    add_bias(phi, Vec::Constant(size, 0.5), 1.0, "Gelu");
    std::vector<std::pair<long, long>> pairs;
    for (long i = 0; i < size; ++i) pairs.emplace_back(i, i);
    d = emit_products(x, phi, false, pairs, d.shape, "Gelu");
  }
  // Softmax along an axis (opset 13: that axis; before: the input coerced to 2-D at it) as
  // softmax_i = 1 / sum_j exp(x_j - x_i), which is the same function and never overflows where
  // softmax does not: the Exp kind on every row's n (n - 1) differences, their sums plus 1
  // (j = i), the Reciprocal kind on the sums (>= 1, so its lines are finite).
  void softmax(const onnx::NodeProto& n, Dyn& d, const std::string& where) {
    const std::string what = "Softmax (" + where + ")";
    const long r = static_cast<long>(d.shape.size());
    long axis = attr_i(n, "axis", opset_ < 13 ? 1 : -1);
    if (axis < 0) axis += r;
    if (axis < 0 || axis >= r) fail(fmt::format("{}: axis out of range for rank {}", what, r));
    long outer = 1, len = 1, inner = 1;
    for (long k = 0; k < axis; ++k) outer *= d.shape[k];
    if (opset_ < 13) {
      for (long k = axis; k < r; ++k) len *= d.shape[k];
    } else {
      len = d.shape[axis];
      for (long k = axis + 1; k < r; ++k) inner *= d.shape[k];
    }
    const long size = static_cast<long>(d.c.size());
    const Shape shape = d.shape;
    if (len == 1) {  // one entry per row: 1 whatever the input
      scale(d, Vec::Zero(size), "Softmax");
      d.c.setOnes();
      return;
    }
    check_dense(outer * inner * len, len, what);
    const long diffs = outer * inner * len * (len - 1);
    check_entries(2 * diffs * std::max(1L, entries_of(d) / std::max(1L, size)), what);
    Triplets t, sum;
    Vec c(diffs);
    long row = 0;
    for (long o = 0; o < outer; ++o)
      for (long in = 0; in < inner; ++in)
        for (long i = 0; i < len; ++i) {
          const long at_i = (o * len + i) * inner + in;
          for (long j = 0; j < len; ++j) {
            if (j == i) continue;
            const long at_j = (o * len + j) * inner + in;
            append_row(d, at_j, row, 1.0, t);
            append_row(d, at_i, row, -1.0, t);
            c(row) = d.c(at_j) - d.c(at_i);
            sum.emplace_back(at_i, row, 1.0);
            ++row;
          }
        }
    Dyn e;
    e.shape = {diffs};
    e.layer_count = net_.layers.size();
    e.identity = false;
    e.A = std::make_shared<const SpMat>(SpMat(sparse_from(diffs, cur_size_, t).pruned()));
    e.c = std::move(c);
    emit_smooth(e, exp_activation(), where);
    compose(e, sparse_from(size, diffs, sum), Vec::Ones(size), shape, "Softmax");
    emit_smooth(e, reciprocal_activation(), where);
    e.shape = shape;
    d = std::move(e);
  }
  // MatMul of two values, [.., m, k] x [.., k, n] (batch dimensions broadcast; a 1-D operand
  // is a row or a column): the m k n products as a Product layer, their sums over k the
  // affine map after it.
  Dyn matmul_dyns(const onnx::NodeProto& n, const std::string& where) {
    const std::string what = "MatMul (" + where + ")";
    const Dyn& a = dyns_.at(n.input(0));
    const Dyn& b = dyns_.at(n.input(1));
    Shape sa = a.shape, sb = b.shape;
    const bool a_vec = sa.size() == 1, b_vec = sb.size() == 1;
    if (a_vec) sa.insert(sa.begin(), 1);
    if (b_vec) sb.push_back(1);
    if (sa.size() < 2 || sb.size() < 2) fail(fmt::format("{}: operands of rank 0", what));
    const long m = sa[sa.size() - 2], k = sa.back(), k2 = sb[sb.size() - 2], nn = sb.back();
    if (k != k2 || k == 0)
      fail(fmt::format("{}: shapes [{}] and [{}] do not multiply", what, fmt::join(a.shape, ","), fmt::join(b.shape, ",")));
    const Shape ba(sa.begin(), sa.end() - 2), bb(sb.begin(), sb.end() - 2);
    const std::size_t r = std::max(ba.size(), bb.size());
    Shape as(r, 1), bs(r, 1), os(r);
    std::copy(ba.begin(), ba.end(), as.begin() + static_cast<long>(r - ba.size()));
    std::copy(bb.begin(), bb.end(), bs.begin() + static_cast<long>(r - bb.size()));
    for (std::size_t i = 0; i < r; ++i) {
      if (as[i] != bs[i] && as[i] != 1 && bs[i] != 1) fail(fmt::format("{}: batch dimensions do not broadcast", what));
      os[i] = as[i] == 1 ? bs[i] : as[i];
    }
    const long batches = numel(os);
    check_dense(batches, m, what);  // in steps, so that no product overflows
    check_dense(batches * m, nn, what);
    check_dense(batches * m * nn, k, what);
    const Shape ast = strides_of(as), bst = strides_of(bs), ost = strides_of(os);
    std::vector<std::pair<long, long>> pairs;
    Triplets sum;
    for (long q = 0; q < batches; ++q) {
      long rem = q, qa = 0, qb = 0;
      for (std::size_t i = 0; i < r; ++i) {
        const long idx = rem / ost[i];
        rem %= ost[i];
        if (as[i] != 1) qa += idx * ast[i];
        if (bs[i] != 1) qb += idx * bst[i];
      }
      for (long i = 0; i < m; ++i)
        for (long j = 0; j < nn; ++j)
          for (long t = 0; t < k; ++t) {
            sum.emplace_back((q * m + i) * nn + j, static_cast<long>(pairs.size()), 1.0);
            pairs.emplace_back((qa * m + i) * k + t, (qb * k + t) * nn + j);
          }
    }
    Shape out = os;
    if (!a_vec) out.push_back(m);
    if (!b_vec) out.push_back(nn);
    if (out.empty()) out = {1};
    const long products = static_cast<long>(pairs.size());
    Dyn d = emit_products(a, b, n.input(0) == n.input(1), pairs, {products}, "MatMul");
    compose(d, sparse_from(batches * m * nn, products, sum), Vec::Zero(batches * m * nn), out, "MatMul");
    return d;
  }
  // Pow(x, 2) (layer normalisation's variance): the squares as a Product layer; Pow(x, 1): x.
  void pow_dyn(const onnx::NodeProto& n, Dyn& d, int dyn_at, const std::string& where) {
    if (dyn_at != 0) fail(fmt::format("Pow ({}): an exponent that depends on the network input is not supported", where));
    const Tensor& e = get_const_or_fail(n.input(1), where);
    if (e.data.size() != 1 || (e.data[0] != 2 && e.data[0] != 1))
      fail(fmt::format("Pow ({}): only the exponents 1 and 2 are supported (a product), not [{}]", where, fmt::join(e.data, ",")));
    if (e.data[0] == 1) return;
    std::vector<std::pair<long, long>> pairs;
    for (long i = 0; i < static_cast<long>(d.c.size()); ++i) pairs.emplace_back(i, i);
    d = emit_products(d, d, true, pairs, d.shape, "Pow");
  }

  // ceil_mode = 1 is read only where it gives the floor's output size (same windows).
  void check_ceil_mode(const onnx::NodeProto& n, long H, long W, long eH, long eW, const std::vector<long>& pads,
                       const std::vector<long>& strides, const std::string& what) const {
    if (attr_i(n, "ceil_mode", 0) == 0) return;
    auto fl = [](long span, long s) { return span / s; };
    auto ce = [](long span, long s) { return (span + s - 1) / s; };
    const long spanH = H + pads[0] + pads[2] - eH, spanW = W + pads[1] + pads[3] - eW;
    if (fl(spanH, strides[0]) != ce(spanH, strides[0]) || fl(spanW, strides[1]) != ce(spanW, strides[1]))
      fail(fmt::format("{}: ceil_mode=1 with a partial last window is not supported", what));
  }
  void check_auto_pad(const onnx::NodeProto& n, const std::string& what) const {
    auto ap = attr(n, "auto_pad");
    if (ap && ap->s() != "NOTSET" && !(ap->s() == "VALID" && !attr(n, "pads")))
      fail(fmt::format("{}: auto_pad {} is not supported (write explicit pads)", what, ap->s()));
  }

  // AveragePool (count_include_pad either way) and GlobalAveragePool: a linear map.
  void average_pool(const onnx::NodeProto& n, Dyn& d, const std::string& where) {
    const std::string what = n.op_type() + " (" + where + ")";
    if (d.shape.size() != 4 || d.shape[0] != 1) fail(fmt::format("{}: input must be [1,C,H,W], is [{}]", what, fmt::join(d.shape, ",")));
    const long C = d.shape[1], H = d.shape[2], W = d.shape[3];
    std::vector<long> ks{H, W}, strides{1, 1}, pads{0, 0, 0, 0}, dil{1, 1};
    bool include_pad = false;
    if (n.op_type() == "AveragePool") {
      ks = attr_ints_checked(n, "kernel_shape", {}, 2, 1, what);
      strides = attr_ints_checked(n, "strides", {1, 1}, 2, 1, what);
      pads = attr_ints_checked(n, "pads", {0, 0, 0, 0}, 4, 0, what);
      dil = attr_ints_checked(n, "dilations", {1, 1}, 2, 1, what);
      include_pad = attr_i(n, "count_include_pad", 0) != 0;
      check_auto_pad(n, what);
      check_ceil_mode(n, H, W, dil[0] * (ks[0] - 1) + 1, dil[1] * (ks[1] - 1) + 1, pads, strides, what);
    }
    const long oH = (H + pads[0] + pads[2] - dil[0] * (ks[0] - 1) - 1) / strides[0] + 1;
    const long oW = (W + pads[1] + pads[3] - dil[1] * (ks[1] - 1) - 1) / strides[1] + 1;
    if (oH <= 0 || oW <= 0) fail(fmt::format("{}: empty output", what));
    check_dense(oH, oW, what);
    check_dense(C * oH * oW, ks[0] * ks[1], what);
    Triplets t;
    for (long c = 0; c < C; ++c)
      for (long oh = 0; oh < oH; ++oh)
        for (long ow = 0; ow < oW; ++ow) {
          std::vector<long> at;
          for (long kh = 0; kh < ks[0]; ++kh)
            for (long kw = 0; kw < ks[1]; ++kw) {
              const long ih = oh * strides[0] - pads[0] + kh * dil[0], iw = ow * strides[1] - pads[1] + kw * dil[1];
              if (ih >= 0 && ih < H && iw >= 0 && iw < W) at.push_back((c * H + ih) * W + iw);
            }
          if (at.empty()) fail(fmt::format("{}: a window lies entirely in the padding", what));
          const double div = include_pad ? static_cast<double>(ks[0] * ks[1]) : static_cast<double>(at.size());
          for (long i : at) t.emplace_back((c * oH + oh) * oW + ow, i, 1.0 / div);
        }
    compose(d, sparse_from(C * oH * oW, C * H * W, t), Vec::Zero(C * oH * oW), {1, C, oH, oW}, n.op_type());
  }

  // ConvTranspose (cgan-like decoders): a linear map, kept sparse.
  void conv_transpose(const onnx::NodeProto& n, Dyn& d, const std::string& where) {
    const std::string what = "ConvTranspose (" + where + ")";
    if (d.shape.size() != 4 || d.shape[0] != 1) fail(fmt::format("{}: input must be [1,C,H,W], is [{}]", what, fmt::join(d.shape, ",")));
    if (n.input_size() < 2) fail(fmt::format("{}: missing weight", what));
    const Tensor& w = get_const_or_fail(n.input(1), where);
    if (w.shape.size() != 4) fail(fmt::format("{}: only 2-D transposed convolutions are supported", what));
    if (attr(n, "output_shape")) fail(fmt::format("{}: attribute 'output_shape' is not supported (write pads)", what));
    check_auto_pad(n, what);
    const long C = d.shape[1], H = d.shape[2], W = d.shape[3];
    const long group = attr_i(n, "group", 1);
    if (group < 1 || group > C || C % group || w.shape[0] != C)
      fail(fmt::format("{}: weight [{}] does not match {} input channels in {} groups", what, fmt::join(w.shape, ","), C, group));
    const long Mg = w.shape[1], kH = w.shape[2], kW = w.shape[3], M = Mg * group, Cg = C / group;
    auto strides = attr_ints_checked(n, "strides", {1, 1}, 2, 1, what);
    auto dil = attr_ints_checked(n, "dilations", {1, 1}, 2, 1, what);
    auto pads = attr_ints_checked(n, "pads", {0, 0, 0, 0}, 4, 0, what);
    auto opad = attr_ints_checked(n, "output_padding", {0, 0}, 2, 0, what);
    const long oH = strides[0] * (H - 1) + opad[0] + (kH - 1) * dil[0] + 1 - pads[0] - pads[2];
    const long oW = strides[1] * (W - 1) + opad[1] + (kW - 1) * dil[1] + 1 - pads[1] - pads[3];
    if (oH <= 0 || oW <= 0) fail(fmt::format("{}: empty output", what));
    check_dense(oH, oW, what);
    check_dense(M, oH * oW, what);
    check_dense(C * H * W, Mg * kH * kW, what);
    const Tensor* b = n.input_size() > 2 && !n.input(2).empty() ? &get_const_or_fail(n.input(2), where) : nullptr;
    if (b && static_cast<long>(b->data.size()) != M) fail(fmt::format("{}: bias has {} values for {} channels", what, b->data.size(), M));
    Triplets t;
    Vec bias = Vec::Zero(M * oH * oW);
    if (b)
      for (long m = 0; m < M; ++m) bias.segment(m * oH * oW, oH * oW).setConstant(b->data[m]);
    for (long c = 0; c < C; ++c)
      for (long ih = 0; ih < H; ++ih)
        for (long iw = 0; iw < W; ++iw)
          for (long mg = 0; mg < Mg; ++mg)
            for (long kh = 0; kh < kH; ++kh)
              for (long kw = 0; kw < kW; ++kw) {
                const long oh = ih * strides[0] - pads[0] + kh * dil[0], ow = iw * strides[1] - pads[1] + kw * dil[1];
                if (oh < 0 || oh >= oH || ow < 0 || ow >= oW) continue;
                const long m = (c / Cg) * Mg + mg;
                t.emplace_back((m * oH + oh) * oW + ow, (c * H + ih) * W + iw, w.data[((c * Mg + mg) * kH + kh) * kW + kw]);
              }
    compose(d, sparse_from(M * oH * oW, C * H * W, t), bias, {1, M, oH, oW}, "ConvTranspose");
  }

  // Pad (constant, reflect, edge; pads from the attribute before opset 11, else the input).
  void pad(const onnx::NodeProto& n, Dyn& d, const std::string& where) {
    const std::string what = "Pad (" + where + ")";
    const std::string mode = attr(n, "mode") ? attr(n, "mode")->s() : "constant";
    if (mode != "constant" && mode != "reflect" && mode != "edge") fail(fmt::format("{}: mode '{}' is not supported", what, mode));
    std::vector<long> pads;
    double value = 0;
    std::vector<long> axes;
    const long r = static_cast<long>(d.shape.size());
    if (attr(n, "pads")) {
      pads = attr_ints(n, "pads", {});
      value = attr_f(n, "value", 0.0);
    } else {
      if (n.input_size() < 2) fail(fmt::format("{}: no pads", what));
      for (double x : get_const_or_fail(n.input(1), where).data) pads.push_back(to_long(x));
      if (n.input_size() > 2 && !n.input(2).empty()) {
        const Tensor& v = get_const_or_fail(n.input(2), where);
        if (v.data.size() != 1) fail(fmt::format("{}: constant_value must have one element", what));
        value = v.data[0];
      }
      axes = axes_of(n, 3, where);
    }
    if (axes.empty()) for (long i = 0; i < r; ++i) axes.push_back(i);
    if (pads.size() != 2 * axes.size()) fail(fmt::format("{}: {} pads for {} axes", what, pads.size(), axes.size()));
    std::vector<long> lo(r, 0), hi(r, 0);
    for (std::size_t k = 0; k < axes.size(); ++k) {
      long a = axes[k];
      if (a < -r || a >= r) fail(fmt::format("{}: axis {} out of range", what, a));
      if (a < 0) a += r;
      if (std::abs(pads[k]) > (1L << 20) || std::abs(pads[k + axes.size()]) > (1L << 20)) fail(fmt::format("{}: pad beyond 2^20", what));
      lo[a] = pads[k];
      hi[a] = pads[k + axes.size()];
    }
    Shape ns(r);
    for (long i = 0; i < r; ++i) {
      ns[i] = d.shape[i] + lo[i] + hi[i];
      if (ns[i] <= 0) fail(fmt::format("{}: empty output", what));
      if (mode == "reflect" && (lo[i] > 0 || hi[i] > 0) && d.shape[i] < 2 && d.shape[i] != 1) fail(fmt::format("{}: cannot reflect", what));
    }
    const long total = numel(ns);
    check_dense(total, 1, what);
    const Shape sst = strides_of(d.shape), nst = strides_of(ns);
    std::vector<long> src(total);
    for (long f = 0; f < total; ++f) {
      long rem = f, at = 0;
      bool outside = false;
      for (long i = 0; i < r; ++i) {
        long idx = rem / nst[i] - lo[i];
        rem %= nst[i];
        const long dim = d.shape[i];
        if (idx < 0 || idx >= dim) {
          if (mode == "constant") { outside = true; break; }
          if (mode == "edge") idx = std::clamp(idx, 0L, dim - 1);
          else if (dim == 1) idx = 0;
          else { const long period = 2 * (dim - 1); idx = ((idx % period) + period) % period; if (idx >= dim) idx = period - idx; }
        }
        at += idx * sst[i];
      }
      src[f] = outside ? -1 : at;
    }
    select_rows(d, src, Vec::Constant(total, value), ns, "Pad");
  }

  void slice_dyn(const onnx::NodeProto& n, Dyn& d, const std::string& where) {
    auto [ns, src] = slice_plan(n, d.shape, where);
    if (src.empty()) fail(fmt::format("Slice ({}): empty result", where));
    select_rows(d, src, Vec::Zero(static_cast<long>(src.size())), ns, "Slice");
  }

  // ---- piecewise-linear ops rewritten around one ReLU layer (exact) -----------------------
  // Clip, Max, Min and Abs become affine maps around one ReLU layer:
  //   max(x, y) = y + relu(x - y)       min(x, y) = x - relu(x - y)
  //   clip(x, a, b) = a + relu(x - a) - relu(x - b)  (a <= b)       abs(x) = relu(x) + relu(-x)
  // The chain computes exactly the op, so nothing is relaxed by the rewrite itself: the ReLU
  // units it adds are relaxed, split and encoded (MILP) as any ReLU network's are, which is
  // what "exact" means here. A value the rewrite still needs after the ReLU (y in max(x, y))
  // is carried past it as residual values are (emit(): as it is when known >= 0, else as
  // relu(v) - relu(-v), whose two units a split settles).

  // The rows of the given values (all over the current state) one after the other.
  Dyn stack(const std::vector<const Dyn*>& parts, const std::string& op) {
    long total = 0, entries = 0;
    for (const Dyn* p : parts) {
      total += p->c.size();
      entries += entries_of(*p);
    }
    check_entries(entries, op);
    Triplets t;
    Vec c(total);
    long at = 0;
    for (const Dyn* p : parts) {
      append_rows(*p, at, 1.0, t);
      c.segment(at, p->c.size()) = p->c;
      at += p->c.size();
    }
    Dyn r;
    r.shape = {total};
    r.layer_count = net_.layers.size();
    r.identity = false;
    r.A = std::make_shared<const SpMat>(sparse_from(total, cur_size_, t));
    r.c = std::move(c);
    return r;
  }
  // Entries [begin, begin + numel(shape)) of v, given `shape`.
  Dyn part(Dyn v, long begin, const Shape& shape, const std::string& op) {
    std::vector<long> src(numel(shape));
    std::iota(src.begin(), src.end(), begin);
    select_rows(v, src, Vec::Zero(static_cast<long>(src.size())), shape, op);
    return v;
  }
  // relu(pre) over the state after a new ReLU layer; the values in `keep` (over the state
  // before it) are carried past it and come back over the state after it.
  Dyn relu_of(Dyn pre, const std::vector<Dyn*>& keep, const std::string& op) {
    const Shape shape = pre.shape;
    keeping(keep, [&] { emit(pre, nullptr, {}, op); });
    pre.shape = shape;
    return pre;
  }
  // max(x, y) or min(x, y) of two values of one shape; `also` (other values the caller still
  // needs) is carried past the ReLU too.
  Dyn min_max2(Dyn x, Dyn y, bool is_max, std::vector<Dyn*> also, const std::string& what) {
    Dyn diff = add_dyns(x, y, -1.0, what);  // x - y
    Dyn& base = is_max ? y : x;
    also.push_back(&base);
    Dyn r = relu_of(std::move(diff), also, what);
    r.shape = base.shape;
    return add_dyns(base, r, is_max ? 1.0 : -1.0, what);
  }
  // max(x, c) = c + relu(x - c) or min(x, c) = c - relu(c - x), c a constant per entry.
  Dyn min_max_const(Dyn x, const Vec& c, bool is_max, const std::string& what) {
    add_bias(x, is_max ? Vec(-c) : c, is_max ? 1.0 : -1.0, what);
    Dyn r = relu_of(std::move(x), {}, what);
    add_bias(r, c, is_max ? 1.0 : -1.0, what);
    return r;
  }
  // Max / Min of any number of operands, values and constants (numpy broadcasting of the
  // constants to the values' shape; the values must share one shape).
  Dyn min_max(const onnx::NodeProto& n, const std::string& where) {
    const bool is_max = n.op_type() == "Max";
    const std::string what = n.op_type() + " (" + where + ")";
    std::vector<Dyn> values;
    std::vector<const Tensor*> consts;
    for (int i = 0; i < n.input_size(); ++i) {
      if (n.input(i).empty()) continue;
      auto it = dyns_.find(n.input(i));
      if (it != dyns_.end()) values.push_back(it->second);
      else consts.push_back(&get_const_or_fail(n.input(i), where));
    }
    Dyn acc = values[0];
    for (std::size_t k = 1; k < values.size(); ++k) {
      std::vector<Dyn*> rest;
      for (std::size_t j = k + 1; j < values.size(); ++j) rest.push_back(&values[j]);
      acc = min_max2(acc, values[k], is_max, rest, what);
    }
    if (!consts.empty()) {
      Vec c = broadcast(*consts[0], acc.shape, what);
      for (std::size_t k = 1; k < consts.size(); ++k) {
        const Vec other = broadcast(*consts[k], acc.shape, what);
        c = is_max ? Vec(c.cwiseMax(other)) : Vec(c.cwiseMin(other));
      }
      acc = min_max_const(acc, c, is_max, what);
    }
    return acc;
  }
  // Clip(x, lo, hi): bounds from the attributes before opset 11, from inputs 1 and 2 after
  // (an absent one does not bound); min(max(x, lo), hi) as onnxruntime computes it, so
  // lo > hi gives hi everywhere.
  void clip(const onnx::NodeProto& n, Dyn& d, const std::string& where) {
    const std::string what = "Clip (" + where + ")";
    std::optional<double> lo, hi;
    if (opset_ < 11) {
      if (attr(n, "min")) lo = attr_f(n, "min", 0.0);
      if (attr(n, "max")) hi = attr_f(n, "max", 0.0);
    } else {
      auto bound = [&](int i) -> std::optional<double> {
        if (n.input_size() <= i || n.input(i).empty()) return std::nullopt;
        const Tensor& t = get_const_or_fail(n.input(i), where);
        if (t.data.size() != 1) fail(fmt::format("{}: bound '{}' has {} values, expected 1", what, n.input(i), t.data.size()));
        return t.data[0];
      };
      lo = bound(1);
      hi = bound(2);
    }
    const long size = static_cast<long>(d.c.size());
    if (lo && hi && *lo > *hi) {
      scale(d, Vec::Zero(size), "Clip");
      d.c.setConstant(*hi);
    } else if (lo && hi) {
      Dyn above_lo = d, above_hi = d;
      add_bias(above_lo, Vec::Constant(size, -*lo), 1.0, "Clip");
      add_bias(above_hi, Vec::Constant(size, -*hi), 1.0, "Clip");
      Dyn r = relu_of(stack({&above_lo, &above_hi}, what), {}, "Clip");
      Dyn out = add_dyns(part(r, 0, d.shape, "Clip"), part(r, size, d.shape, "Clip"), -1.0, what);
      add_bias(out, Vec::Constant(size, *lo), 1.0, "Clip");
      out.shape = d.shape;
      d = std::move(out);
    } else if (lo || hi) {
      const Shape shape = d.shape;
      d = min_max_const(d, Vec::Constant(size, lo ? *lo : *hi), lo.has_value(), what);
      d.shape = shape;
    }
  }
  Dyn abs_of(const Dyn& x, const std::string& where) {
    const std::string what = "Abs (" + where + ")";
    const long size = static_cast<long>(x.c.size());
    Dyn neg = x;
    scale(neg, Vec::Constant(size, -1.0), "Abs");
    Dyn r = relu_of(stack({&x, &neg}, what), {}, "Abs");
    Dyn out = add_dyns(part(r, 0, x.shape, "Abs"), part(r, size, x.shape, "Abs"), 1.0, what);
    out.shape = x.shape;
    return out;
  }

  // ---- shape ops on values that depend on the input (affine, exact) -----------------------
  // Gather of a value at constant indices: a selection of its entries.
  void gather_dyn(const onnx::NodeProto& n, Dyn& d, int dyn_at, const std::string& where) {
    if (dyn_at != 0) fail(fmt::format("Gather ({}): indices that depend on the network input are not supported", where));
    if (n.input_size() < 2) fail(fmt::format("Gather ({}) is missing its indices", where));
    const Tensor& ind = get_const_or_fail(n.input(1), where);
    long axis = attr_i(n, "axis", 0);
    const long r = static_cast<long>(d.shape.size());
    if (axis < 0) axis += r;
    if (axis < 0 || axis >= r) fail(fmt::format("Gather ({}): axis out of range", where));
    long outer = 1, inner = 1;
    for (long k = 0; k < axis; ++k) outer *= d.shape[k];
    for (long k = axis + 1; k < r; ++k) inner *= d.shape[k];
    const long dim = d.shape[axis];
    Shape ns(d.shape.begin(), d.shape.begin() + axis);
    ns.insert(ns.end(), ind.shape.begin(), ind.shape.end());
    ns.insert(ns.end(), d.shape.begin() + axis + 1, d.shape.end());
    if (numel(ns) > max_dense_ || numel(ns) == 0) fail(fmt::format("Gather ({}): result of {} entries", where, numel(ns)));
    std::vector<long> src;
    for (long o = 0; o < outer; ++o)
      for (double iv : ind.data) {
        long i = to_long(iv);
        if (i < -dim || i >= dim) fail(fmt::format("Gather ({}): index {} out of range", where, i));
        if (i < 0) i += dim;
        for (long k = 0; k < inner; ++k) src.push_back((o * dim + i) * inner + k);
      }
    if (ns.empty()) ns = {1};  // a scalar index: one entry
    select_rows(d, src, Vec::Zero(static_cast<long>(src.size())), ns, "Gather");
  }
  // Split along an axis into the outputs' pieces (sizes from the attribute before opset 13,
  // from input 1 after, else equal pieces, the last one smaller as opset 18 says).
  void split(const onnx::NodeProto& n, const std::string& where) {
    const std::string what = "Split (" + where + ")";
    auto it = dyns_.find(n.input(0));
    if (it == dyns_.end()) fail(fmt::format("{}: the split sizes depend on the network input", what));
    const Dyn d = it->second;
    const long r = static_cast<long>(d.shape.size());
    long axis = attr_i(n, "axis", 0);
    if (axis < 0) axis += r;
    if (axis < 0 || axis >= r) fail(fmt::format("{}: axis out of range", what));
    const long dim = d.shape[axis], outs = n.output_size();
    std::vector<long> sizes;
    if (attr(n, "split")) sizes = attr_ints(n, "split", {});
    else if (n.input_size() > 1 && !n.input(1).empty())
      for (double x : get_const_or_fail(n.input(1), where).data) sizes.push_back(to_long(x));
    else {
      const long pieces = attr_i(n, "num_outputs", outs);
      if (pieces <= 0) fail(fmt::format("{}: {} pieces", what, pieces));
      const long each = (dim + pieces - 1) / pieces;
      for (long k = 0; k < pieces; ++k) sizes.push_back(std::clamp(dim - k * each, 0L, each));
    }
    long sum = 0;
    for (long s : sizes) {
      if (s <= 0) fail(fmt::format("{}: a piece of size {}", what, s));
      sum += s;
    }
    if (static_cast<long>(sizes.size()) != outs || sum != dim)
      fail(fmt::format("{}: sizes [{}] for {} outputs of an axis of {}", what, fmt::join(sizes, ","), outs, dim));
    long outer = 1, inner = 1;
    for (long k = 0; k < axis; ++k) outer *= d.shape[k];
    for (long k = axis + 1; k < r; ++k) inner *= d.shape[k];
    long offset = 0;
    for (long k = 0; k < outs; ++k) {
      Shape ns = d.shape;
      ns[axis] = sizes[k];
      std::vector<long> src;
      for (long o = 0; o < outer; ++o)
        for (long a = offset; a < offset + sizes[k]; ++a)
          for (long i = 0; i < inner; ++i) src.push_back((o * dim + a) * inner + i);
      offset += sizes[k];
      if (n.output(k).empty()) continue;
      Dyn piece = d;
      select_rows(piece, src, Vec::Zero(static_cast<long>(src.size())), ns, "Split");
      dyns_[n.output(k)] = std::move(piece);
    }
  }
  // Resize / Upsample, nearest or linear: per axis the constant weights of resize_map.h,
  // their product over the axes the map.
  void resize(const onnx::NodeProto& n, Dyn& d, const std::string& where) {
    const std::string op = n.op_type(), what = op + " (" + where + ")";
    const long r = static_cast<long>(d.shape.size());
    const std::string mode = attr(n, "mode") ? attr(n, "mode")->s() : "nearest";
    ResizeMode m;
    m.linear = mode == "linear" || mode == "bilinear";
    if (mode != "nearest" && !m.linear) fail(fmt::format("{}: mode '{}' is not supported (nearest and linear are)", what, mode));
    std::vector<double> scales;
    std::vector<long> sizes;
    auto const_input = [&](int i) -> const Tensor* {
      if (n.input_size() <= i || n.input(i).empty()) return nullptr;
      return &get_const_or_fail(n.input(i), where);
    };
    if (op == "Upsample" || opset_ < 11) {
      // Upsample and Resize-10: the output's coordinate is i / scale, nearest rounds down.
      m.coordinates = "asymmetric";
      m.nearest = "floor";
      if (auto a = attr(n, "scales")) scales.assign(a->floats().begin(), a->floats().end());
      else if (const Tensor* t = const_input(1)) scales = t->data;
    } else {
      if (auto a = attr(n, "coordinate_transformation_mode")) m.coordinates = a->s();
      if (auto a = attr(n, "nearest_mode")) m.nearest = a->s();
      if (attr_i(n, "antialias", 0) != 0) fail(fmt::format("{}: antialias=1 is not supported", what));
      if (attr(n, "axes")) fail(fmt::format("{}: attribute 'axes' is not supported", what));
      if (auto a = attr(n, "keep_aspect_ratio_policy"); a && a->s() != "stretch")
        fail(fmt::format("{}: keep_aspect_ratio_policy '{}' is not supported", what, a->s()));
      if (const Tensor* t = const_input(2)) scales = t->data;
      if (const Tensor* t = const_input(3))
        for (double v : t->data) sizes.push_back(to_long(v));
    }
    const bool by_size = !sizes.empty();
    if ((by_size ? sizes.size() : scales.size()) != static_cast<std::size_t>(r))
      fail(fmt::format("{}: {} scales and {} sizes for an input of rank {}", what, scales.size(), sizes.size(), r));
    Shape ns(r);
    std::vector<std::vector<std::vector<std::pair<long, double>>>> taps(r);
    for (long i = 0; i < r; ++i) {
      double s = 0;
      if (by_size) {
        ns[i] = sizes[i];
        s = d.shape[i] > 0 ? static_cast<double>(sizes[i]) / static_cast<double>(d.shape[i]) : 0;
      } else {
        s = scales[i];
        if (!(s > 0) || s > double(1L << 20)) fail(fmt::format("{}: scale {} on axis {}", what, s, i));
        ns[i] = static_cast<long>(std::floor(static_cast<double>(d.shape[i]) * s));
      }
      if (ns[i] <= 0 || ns[i] > (1L << 30)) fail(fmt::format("{}: output size {} on axis {}", what, ns[i], i));
      std::string error;
      taps[i] = resize_axis(d.shape[i], ns[i], s, m, error);
      if (!error.empty()) fail(fmt::format("{}: {}", what, error));
    }
    const long total = numel(ns), size = static_cast<long>(d.c.size());
    check_dense(total, 1L << std::min<long>(r, 20), what);  // at most two taps per axis
    const Shape ist = strides_of(d.shape), ost = strides_of(ns);
    Triplets t;
    for (long f = 0; f < total; ++f) {
      // The product of the axes' taps, one axis at a time.
      std::vector<std::pair<long, double>> acc{{0, 1.0}};
      long rem = f;
      for (long i = 0; i < r; ++i) {
        const long idx = rem / ost[i];
        rem %= ost[i];
        std::vector<std::pair<long, double>> next;
        for (const auto& [at, w] : acc)
          for (const auto& [src, tw] : taps[i][idx]) next.emplace_back(at + src * ist[i], w * tw);
        acc = std::move(next);
      }
      for (const auto& [at, w] : acc) t.emplace_back(f, at, w);
    }
    compose(d, sparse_from(total, size, t), Vec::Zero(total), ns, op);
  }
  // ReduceMean / ReduceSum over constant axes: each output the mean or sum of its entries.
  void reduce(const onnx::NodeProto& n, Dyn& d, const std::string& where) {
    const std::string op = n.op_type(), what = op + " (" + where + ")";
    const long r = static_cast<long>(d.shape.size());
    std::vector<long> axes = axes_of(n, 1, where);
    if (axes.empty()) {
      if (attr_i(n, "noop_with_empty_axes", 0) != 0) return;
      for (long i = 0; i < r; ++i) axes.push_back(i);
    }
    std::vector<char> reduced(r, 0);
    for (long a : axes) {
      if (a < -r || a >= r) fail(fmt::format("{}: axis {} out of range for rank {}", what, a, r));
      reduced[a < 0 ? a + r : a] = 1;
    }
    const bool keep = attr_i(n, "keepdims", 1) != 0;
    Shape ns, full(r);  // the result's shape; the same with the reduced axes kept as 1
    long count = 1;
    for (long i = 0; i < r; ++i) {
      full[i] = reduced[i] ? 1 : d.shape[i];
      if (reduced[i]) count *= d.shape[i];
      if (!reduced[i] || keep) ns.push_back(full[i]);
    }
    if (count == 0) fail(fmt::format("{}: reduction over an empty axis", what));
    if (ns.empty()) ns = {1};
    const long size = static_cast<long>(d.c.size()), total = numel(full);
    const Shape ist = strides_of(d.shape), ost = strides_of(full);
    const double w = op == "ReduceMean" ? 1.0 / static_cast<double>(count) : 1.0;
    Triplets t;
    for (long f = 0; f < size; ++f) {
      long rem = f, at = 0;
      for (long i = 0; i < r; ++i) {
        const long idx = rem / ist[i];
        rem %= ist[i];
        if (!reduced[i]) at += idx * ost[i];
      }
      t.emplace_back(at, f, w);
    }
    compose(d, sparse_from(total, size, t), Vec::Zero(total), ns, op);
  }

  void conv(const onnx::NodeProto& n, Dyn& d, const std::string& where) {
    if (d.shape.size() != 4 || d.shape[0] != 1) fail(fmt::format("Conv ({}): input must be [1,C,H,W], is [{}]", where, fmt::join(d.shape, ",")));
    if (n.input_size() < 2) fail(fmt::format("Conv ({}): missing weight", where));
    const Tensor& w = get_const_or_fail(n.input(1), where);
    if (w.shape.size() != 4) fail(fmt::format("Conv ({}): only 2-D convolutions are supported", where));
    long C = d.shape[1], H = d.shape[2], W = d.shape[3];
    long M = w.shape[0], Cg = w.shape[1], kH = w.shape[2], kW = w.shape[3];
    if (attr(n, "kernel_shape") && attr_ints(n, "kernel_shape", {}) != std::vector<long>{kH, kW})
      fail(fmt::format("Conv ({}): kernel_shape [{}] differs from the weight's [{},{}]", where, fmt::join(attr_ints(n, "kernel_shape", {}), ","), kH, kW));
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
    if (b && static_cast<long>(b->data.size()) != M) fail(fmt::format("Conv ({}): bias has {} values for {} channels", where, b->data.size(), M));
    Triplets t;
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
                t.emplace_back(row, (ic * H + ih) * W + iw, w.data[((m * Cg + c) * kH + kh) * kW + kw]);
              }
        }
    }
    // The same map as a kernel, for the bounds: group 1, on a slice of the layer's inputs (all
    // of them, or a value a ReLU carried beside others) as it is or scaled per input channel
    // (normalisation), which folds into the kernel.
    std::shared_ptr<Conv2d> cv;
    const std::optional<std::pair<long, Vec>> slice = group == 1 ? channel_scaled_slice(d, C, H * W) : std::nullopt;
    if (slice) {
      cv = std::make_shared<Conv2d>();
      cv->C = static_cast<int>(C); cv->H = static_cast<int>(H); cv->W = static_cast<int>(W);
      cv->M = static_cast<int>(M); cv->oH = static_cast<int>(oH); cv->oW = static_cast<int>(oW);
      cv->kH = static_cast<int>(kH); cv->kW = static_cast<int>(kW);
      cv->sH = static_cast<int>(strides[0]); cv->sW = static_cast<int>(strides[1]);
      cv->pH = static_cast<int>(pads[0]); cv->pW = static_cast<int>(pads[1]);
      cv->dH = static_cast<int>(dil[0]); cv->dW = static_cast<int>(dil[1]);
      cv->kernel = Eigen::Map<const Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>>(w.data.data(), M, C * kH * kW);
      for (long c = 0; c < C; ++c) cv->kernel.middleCols(c * kH * kW, kH * kW) *= slice->second(c);
    }
    compose(d, sparse_from(out, C * H * W, t), bias, {1, M, oH, oW}, "Conv");
    if (cv) d.kernels = {KernelBlock{std::move(cv), static_cast<int>(slice->first), 0}};
  }

  // When d's map reads a contiguous slice of the state, entry i from state entry offset + i
  // times a factor constant over each of the C channels of HW entries (the state itself, a
  // normalisation of it, a value a ReLU carried beside others): the offset and the factors.
  std::optional<std::pair<long, Vec>> channel_scaled_slice(const Dyn& d, long C, long HW) const {
    if (d.identity) return std::pair{0L, Vec(Vec::Ones(C))};
    const SpMat& A = *d.A;
    if (A.rows() != C * HW || A.rows() == 0 || !SpMat::InnerIterator(A, 0)) return std::nullopt;
    const long offset = SpMat::InnerIterator(A, 0).col();
    Vec factor(C);
    for (long i = 0; i < A.rows(); ++i) {
      SpMat::InnerIterator it(A, i);
      if (!it || it.col() != offset + i) return std::nullopt;
      const double v = it.value();
      if (++it) return std::nullopt;  // a second entry in the row
      if (i % HW == 0) factor(i / HW) = v;
      else if (v != factor(i / HW)) return std::nullopt;
    }
    return std::pair{offset, factor};
  }

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
    auto dil = attr_ints_checked(n, "dilations", {1, 1}, 2, 1, what);
    check_auto_pad(n, what);
    if (n.output_size() > 1 && !n.output(1).empty()) fail(fmt::format("{}: the Indices output is not supported", what));
    long C = d.shape[1], H = d.shape[2], W = d.shape[3];
    const long eH = dil[0] * (ks[0] - 1) + 1, eW = dil[1] * (ks[1] - 1) + 1;  // window extents
    check_ceil_mode(n, H, W, eH, eW, pads, strides, what);
    long oH = (H + pads[0] + pads[2] - eH) / strides[0] + 1;
    long oW = (W + pads[1] + pads[3] - eW) / strides[1] + 1;
    if (oH <= 0 || oW <= 0) fail(fmt::format("{}: empty output", what));
    // The windows' entries, counted before they are listed: declared sizes, not the file's
    // bytes. In steps, so that no product overflows.
    check_dense(oH, oW, what);
    check_dense(C, oH * oW, what);
    check_dense(C * oH * oW, ks[0] * ks[1], what);
    std::vector<std::vector<int>> groups;
    for (long c = 0; c < C; ++c)
      for (long oh = 0; oh < oH; ++oh)
        for (long ow = 0; ow < oW; ++ow) {
          std::vector<int> g;
          for (long kh = 0; kh < ks[0]; ++kh)
            for (long kw = 0; kw < ks[1]; ++kw) {
              long ih = oh * strides[0] - pads[0] + kh * dil[0], iw = ow * strides[1] - pads[1] + kw * dil[1];
              if (ih >= 0 && ih < H && iw >= 0 && iw < W) g.push_back(static_cast<int>((c * H + ih) * W + iw));
            }
          if (g.empty()) fail(fmt::format("MaxPool ({}): a window lies entirely in the padding", where));
          groups.push_back(std::move(g));
        }
    emit(d, nullptr, std::move(groups), "MaxPool");
    d.shape = {1, C, oH, oW};
  }

  std::string path_;
  long opset_ = 13;  // of the default domain (the file's opset_import): which form an op's operands take
  long max_dense_ = kMaxDenseEntries;
  Network net_;
  int cur_size_ = 0;
  std::string pending_origin_;
  std::map<std::string, Tensor> consts_;
  std::map<std::string, Dyn> dyns_;
  std::map<std::string, long> uses_;  // later inputs still reading each value
  std::vector<char> nonneg_;          // per entry of the current state: known >= 0
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
