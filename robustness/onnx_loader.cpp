#include "robustness/onnx_loader_internal.h"

#include <onnx/onnx_pb.h>

namespace shardproof::robustness {
namespace onnx_loading {
namespace {

// The node as the layer kinds read it (onnx_node.h); its tensor attributes stay in the model.
Node node_view(const onnx::NodeProto& p, int idx) {
  Node n;
  n.op = p.op_type();
  n.name = p.name();
  n.inputs.assign(p.input().begin(), p.input().end());
  n.outputs.assign(p.output().begin(), p.output().end());
  for (const auto& a : p.attribute()) {
    Attribute v;
    v.i_ = a.i();
    v.f_ = a.f();
    v.s_ = a.s();
    v.ints_.assign(a.ints().begin(), a.ints().end());
    v.floats_.assign(a.floats().begin(), a.floats().end());
    if (a.has_t()) v.t_ = &a.t();
    n.attributes.emplace_back(a.name(), std::move(v));
  }
  n.where = fmt::format("node {} '{}'", idx, n.name);
  return n;
}

}  // namespace

Network Loader::run(std::string_view bytes) {
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
  for (const auto& node : g.node()) node_(node_view(node, idx++));
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

void Loader::check_dense(long rows, long cols, const std::string& what) const {
  if (rows < 0 || cols < 0 || (cols > 0 && rows > max_dense_ / cols))
    fail(fmt::format("{}: a {} x {} linear map is larger than the analyzer holds ({} entries for a file of this size)",
                     what, rows, cols, max_dense_));
}

void Loader::check_entries(long nonzeros, const std::string& what) const {
  if (nonzeros > max_dense_)
    fail(fmt::format("{}: a linear map of {} non-zero entries is larger than the analyzer holds ({} for a file of this size)",
                     what, nonzeros, max_dense_));
}

std::vector<long> Loader::attr_ints_checked(const Node& n, const char* name, std::vector<long> def,
                                            std::size_t count, long least, const std::string& where) const {
  std::vector<long> v = attr_ints(n, name, std::move(def));
  if (v.size() != count) fail(fmt::format("{}: attribute '{}' must have {} entries, has {}", where, name, count, v.size()));
  for (long x : v)
    if (x < least || x > (1L << 20)) fail(fmt::format("{}: attribute '{}' has {} (expected {} to 2^20)", where, name, x, least));
  return v;
}

Tensor Loader::to_tensor(const onnx::TensorProto& t) const {
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

void Loader::check_chain(const Dyn& d, const std::string& where) const {
  if (d.layer_count != net_.layers.size()) fail("graph is not a chain: value used by '" + where + "' branches off an earlier layer");
}

Layer Loader::affine_layer(const SpMat& A, Vec c, std::string what) const {
  constexpr long kSmallDense = 1L << 22;
  const long rows = A.rows(), cols = A.cols();
  const bool fits = cols == 0 || rows <= max_dense_ / cols;
  const bool dense = fits && (rows * cols <= kSmallDense || 4 * static_cast<long>(A.nonZeros()) >= rows * cols);
  return dense ? Layer::affine(Mat(A), std::move(c), std::move(what)) : Layer::affine(A, std::move(c), std::move(what));
}

void Loader::flush(Dyn& d, const std::string& origin) {
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

void Loader::compose(Dyn& d, const SpMat& M, const Vec& bias, const Shape& new_shape, const std::string& op) {
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

void Loader::add_bias(Dyn& d, const Vec& bias, double sign_of_dyn, const std::string& op) {
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

void Loader::scale(Dyn& d, const Vec& s, const std::string& op) {
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

Vec Loader::broadcast(const Tensor& t, const Shape& shape, const std::string& op) const {
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

long Loader::attr_i(const Node& n, const char* name, long def) const {
  auto a = attr(n, name); return a ? a->i() : def;
}

double Loader::attr_f(const Node& n, const char* name, double def) const {
  auto a = attr(n, name); return a ? a->f() : def;
}

std::vector<long> Loader::attr_ints(const Node& n, const char* name, std::vector<long> def) const {
  auto a = attr(n, name);
  if (!a) return def;
  return a->ints();
}

void Loader::node_(Node n) {
  const std::string& op = n.op;
  const std::string& where = n.where;
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
    const Shape& s = dit != dyns_.end() ? dit->second.shape : const_operand(n, 0).shape;
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
  int ndyn = 0;
  for (int i = 0; i < n.input_size(); ++i)
    if (dyns_.count(n.input(i))) { ++ndyn; n.dyn_at = i; --uses_[n.input(i)]; }
  const LayerKind* kind = find_layer_kind(op);
  if (ndyn == 0) {
    if (!kind || !kind->fold) fail(fmt::format("unsupported ONNX op '{}' on constants only ({})", op, where));
    consts_[n.output(0)] = (this->*kind->fold)(n);
    return;
  }
  for (int i = 0; i < n.input_size(); ++i)
    if (dyns_.count(n.input(i))) check_chain(dyns_.at(n.input(i)), where);
  if (kind && kind->many && (ndyn > 1 || !kind->one)) {
    (this->*kind->many)(n);
    return;
  }
  if (ndyn > 1)
    fail(fmt::format("ONNX op '{}' ({}) combines two values that depend on the input: only Add, Sub, Mul, Div, "
                     "MatMul, Max, Min and Concat of such values are supported", op, where));
  if (!kind || (!kind->one && !kind->smooth)) fail(fmt::format("unsupported ONNX op '{}' ({})", op, where));
  Dyn d = dyns_.at(n.input(n.dyn_at));
  if (kind->one) (this->*kind->one)(n, d);
  else emit_smooth(d, kind->smooth(), where);
  for (const auto& o : n.outputs) if (!o.empty()) { dyns_[o] = d; break; }
}

}  // namespace onnx_loading

using onnx_loading::Loader;
using onnx_loading::ShapeTooLarge;


Network load_onnx(const std::string& path) { return parse_onnx(read_file(path), path); }

Network parse_onnx(std::string_view bytes, const std::string& where) {
  try {
    return Loader(where).run(bytes);
  } catch (const ShapeTooLarge&) {
    throw InputError::in(where, "a tensor shape with a negative dimension or more than 2^40 elements");
  }
}

}  // namespace shardproof::robustness
