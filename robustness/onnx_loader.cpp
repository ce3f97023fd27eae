#include "robustness/onnx_loader_internal.h"

namespace shardproof::robustness {
namespace onnx_loading {

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

std::vector<long> Loader::attr_ints_checked(const onnx::NodeProto& n, const char* name, std::vector<long> def,
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

const onnx::AttributeProto* Loader::attr(const onnx::NodeProto& n, const char* name) const {
  for (const auto& a : n.attribute()) if (a.name() == name) return &a;
  return nullptr;
}

long Loader::attr_i(const onnx::NodeProto& n, const char* name, long def) const {
  auto a = attr(n, name); return a ? a->i() : def;
}

double Loader::attr_f(const onnx::NodeProto& n, const char* name, double def) const {
  auto a = attr(n, name); return a ? a->f() : def;
}

std::vector<long> Loader::attr_ints(const onnx::NodeProto& n, const char* name, std::vector<long> def) const {
  auto a = attr(n, name);
  if (!a) return def;
  return std::vector<long>(a->ints().begin(), a->ints().end());
}

void Loader::node_(const onnx::NodeProto& n, int idx) {
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
