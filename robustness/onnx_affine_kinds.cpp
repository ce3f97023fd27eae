// The ONNX loader's affine layer kinds (rows of onnx_layer_kinds.cpp; onnx_loader_internal.h):
// each composes an affine map into the value's pending map (Loader::compose, scale, add_bias)
// or only relabels its shape, so no layer is emitted until a nonlinearity needs one.
//   Gemm(x, W, b):          x -> alpha x op(W) + beta b, one sparse map
//   Add(x, c) / Sub(c, x):  a bias (the map negated for c - x)
//   Reshape, Flatten, Squeeze: the same entries under a new shape
#include "robustness/onnx_loader_internal.h"

namespace shardproof::robustness::onnx_loading {

const Tensor& Loader::const_operand(const Node& n, int i) const {
  if (i >= n.input_size()) fail(fmt::format("{} ({}) is missing input {}", n.op, n.where, i));
  auto it = consts_.find(n.input(i));
  if (it == consts_.end())
    fail(fmt::format("{} ({}): input '{}' is neither constant nor the network input", n.op, n.where, n.input(i)));
  return it->second;
}

void Loader::identity(const Node&, Dyn&) {}

void Loader::cast(const Node& n, Dyn&) {
  const long to = attr_i(n, "to", 1);  // FLOAT, FLOAT16, DOUBLE, BFLOAT16: the value as it is
  if (to != 1 && to != 10 && to != 11 && to != 16)
    fail(fmt::format("Cast ({}): a cast of an input-dependent value to type {} (not a float) is not supported", n.where, to));
}

void Loader::neg(const Node& n, Dyn& d) { scale(d, Vec::Constant(static_cast<long>(d.c.size()), -1.0), n.op); }

void Loader::expand(const Node& n, Dyn& d) {  // numpy broadcasting to a constant shape: a selection
  if (n.dyn_at != 0) fail(fmt::format("Expand ({}): a shape that depends on the network input", n.where));
  std::vector<std::pair<long, long>> pairs;
  const Shape os = broadcast_pairs(d.shape, expand_shape(const_operand(n, 1), n.where), pairs, "Expand (" + n.where + ")");
  std::vector<long> src;
  for (const auto& p : pairs) src.push_back(p.first);
  select_rows(d, src, Vec::Zero(static_cast<long>(src.size())), os, "Expand");
}

void Loader::flatten(const Node& n, Dyn& d) {
  long axis = attr_i(n, "axis", 1);
  if (axis < 0) axis += static_cast<long>(d.shape.size());
  long a = 1, b = 1;
  for (long i = 0; i < static_cast<long>(d.shape.size()); ++i) (i < axis ? a : b) *= d.shape[i];
  d.shape = {a, b};
}

void Loader::reshape(const Node& n, Dyn& d) {
  d.shape = reshape_shape(d.shape, static_cast<long>(d.c.size()), const_operand(n, 1), n.where);
}

void Loader::squeeze(const Node& n, Dyn& d) {
  d.shape = n.op == "Squeeze" ? squeeze_shape(d.shape, axes_of(n, 1, n.where), n.where)
                              : unsqueeze_shape(d.shape, axes_of(n, 1, n.where), n.where);
}

void Loader::add_const(const Node& n, Dyn& d) {
  const Tensor& t = const_operand(n, 1 - n.dyn_at);
  Vec b = broadcast(t, d.shape, n.op);
  if (n.op == "Add") add_bias(d, b, 1.0, n.op);
  else if (n.dyn_at == 0) add_bias(d, -b, 1.0, n.op);
  else add_bias(d, b, -1.0, n.op);
}

void Loader::add_sub_dyns(const Node& n) {
  dyns_[n.output(0)] = add_dyns(dyns_.at(n.input(0)), dyns_.at(n.input(1)), n.op == "Sub" ? -1.0 : 1.0, n.op + " (" + n.where + ")");
}

void Loader::mul_const(const Node& n, Dyn& d) {
  if (n.op == "Div" && n.dyn_at == 1) {  // c / x = c * (1 / x)
    const Tensor& t = const_operand(n, 0);
    emit_smooth(d, reciprocal_activation(), n.where);
    scale(d, broadcast(t, d.shape, n.op), n.op);
    return;
  }
  const Tensor& t = const_operand(n, 1 - n.dyn_at);
  Vec s = broadcast(t, d.shape, n.op);
  if (n.op == "Div") {
    if ((s.array() == 0).any()) fail(fmt::format("Div ({}): division by zero", n.where));
    s = s.cwiseInverse();
  }
  scale(d, s, n.op);
}

void Loader::matmul_const(const Node& n, Dyn& d) {
  const std::string& where = n.where;
  const long size = static_cast<long>(d.c.size());
  const Tensor& w = const_operand(n, 1 - n.dyn_at);
  if (w.shape.size() != 2) fail(fmt::format("MatMul ({}): weight must be 2-D, has shape [{}]", where, fmt::join(w.shape, ",")));
  long wr = w.shape[0], wc = w.shape[1];
  Shape ds = d.shape;
  if (ds.empty()) ds = {size};
  if (n.dyn_at == 0) {
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
    compose(d, M, Vec::Zero(rows * wc), ns, n.op);
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
    compose(d, M, Vec::Zero(wr * cols), ns, n.op);
  }
}

void Loader::gemm(const Node& n, Dyn& d) {
  const std::string& where = n.where;
  const long size = static_cast<long>(d.c.size());
  if (n.dyn_at != 0) fail(fmt::format("Gemm ({}): only the first operand may be the network input", where));
  double alpha = attr_f(n, "alpha", 1.0), beta = attr_f(n, "beta", 1.0);
  bool ta = attr_i(n, "transA", 0) != 0, tb = attr_i(n, "transB", 0) != 0;
  const Tensor& w = const_operand(n, 1);
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
  if (n.input_size() > 2 && !n.input(2).empty()) bias = beta * broadcast(const_operand(n, 2), {Mrows, N}, n.op);
  compose(d, M, bias, {Mrows, N}, n.op);
}

void Loader::transpose(const Node& n, Dyn& d) {
  const std::string& where = n.where;
  const long size = static_cast<long>(d.c.size());
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
  compose(d, sparse_from(size, size, t), Vec::Zero(size), ns, n.op);
}

void Loader::batch_norm(const Node& n, Dyn& d) {
  const std::string& where = n.where;
  const long size = static_cast<long>(d.c.size());
  if (attr_i(n, "training_mode", 0) != 0) fail(fmt::format("BatchNormalization ({}): training_mode=1 (batch statistics) is not supported", where));
  if (attr(n, "spatial") && attr_i(n, "spatial", 1) != 1) fail(fmt::format("BatchNormalization ({}): spatial=0 is not supported", where));
  if (d.shape.size() < 2) fail(fmt::format("BatchNormalization ({}): input must be at least 2-D", where));
  const Tensor &sc = const_operand(n, 1), &bb = const_operand(n, 2), &mean = const_operand(n, 3), &var = const_operand(n, 4);
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
  scale(d, s, n.op);
  d.c += b;
}

}  // namespace shardproof::robustness::onnx_loading
