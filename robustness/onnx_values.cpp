// The ONNX loader's input-dependent values (onnx_loader_internal.h): sums, selections and
// concatenations of values as affine maps; smooth layers and products that keep the values
// still read after them; softmax, layer norm and GELU from those kinds; convolutions, padding
// and pooling.
#include "robustness/onnx_loader_internal.h"
#include "robustness/softplus.h"

#include <numbers>

namespace shardproof::robustness::onnx_loading {

void Loader::append_rows(const Dyn& v, long at, double sign, Triplets& t) const {
  for (long i = 0; i < static_cast<long>(v.c.size()); ++i) append_row(v, i, at + i, sign, t);
}

void Loader::append_row(const Dyn& v, long src, long row, double sign, Triplets& t) const {
  if (v.identity) { t.emplace_back(row, src, sign); return; }
  for (SpMat::InnerIterator it(*v.A, src); it; ++it) t.emplace_back(row, it.col(), sign * it.value());
}

std::vector<char> Loader::nonneg_rows(const SpMat& A, const Vec& c) const {
  std::vector<char> r(c.size());
  for (long i = 0; i < c.size(); ++i) {
    bool ok = c(i) >= 0;
    for (SpMat::InnerIterator it(A, i); ok && it; ++it) ok = it.value() >= 0 && nonneg_[it.col()];
    r[i] = ok;
  }
  return r;
}

void Loader::select_rows(Dyn& d, const std::vector<long>& src, const Vec& fill, const Shape& ns,
                         const std::string& op) {
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

Shape Loader::broadcast_pairs(const Shape& sa, const Shape& sb, std::vector<std::pair<long, long>>& pairs,
                              const std::string& what) const {
  const Broadcast bc(sa, sb);
  if (!bc.ok) fail(fmt::format("{}: shapes [{}] and [{}] do not broadcast", what, fmt::join(sa, ","), fmt::join(sb, ",")));
  const long total = numel(bc.out);
  check_dense(total, 1, what);
  pairs.clear();
  for (long f = 0; f < total; ++f) pairs.push_back(bc.sources(f));
  return bc.out;
}

Dyn Loader::add_dyns(const Dyn& a, const Dyn& b, double sign, const std::string& what) {
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

void Loader::concat(const Node& n) {
  const std::string& where = n.where;
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
  dyns_[n.output(0)] = std::move(d);
}

void Loader::emit(Dyn& d, const Vec* slopes, std::vector<std::vector<int>> groups, const std::string& op) {
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

void Loader::relu(const Node& n, Dyn& d) { emit(d, nullptr, {}, n.op); }

void Loader::leaky_relu(const Node& n, Dyn& d) {
  // relu(x) - a relu(-x): two ReLU units per value, exact for any slope a
  const long size = static_cast<long>(d.c.size());
  Vec a = n.op == "LeakyRelu" ? Vec::Constant(size, attr_f(n, "alpha", 0.01)) : broadcast(const_operand(n, 1), d.shape, n.op);
  emit(d, &a, {}, n.op);
}

void Loader::exp_linear(const Node& n, Dyn& d) {
  const bool selu = n.op == "Selu";
  const double alpha = attr_f(n, "alpha", selu ? kSeluAlpha : 1.0), gamma = selu ? attr_f(n, "gamma", kSeluGamma) : 1.0;
  // Increasing, convex on the left: what exp_linear.h's lines assume.
  if (!(alpha >= 0) || !(gamma > 0) || !std::isfinite(alpha) || !std::isfinite(gamma))
    fail(fmt::format("{} ({}): alpha {} and gamma {} (only alpha >= 0 and gamma > 0 are supported)", n.op, n.where, alpha, gamma));
  emit_smooth(d, std::make_shared<ExpLinear>(selu ? "Selu" : "Elu", alpha, gamma), n.where);
}

void Loader::celu(const Node& n, Dyn& d) {
  const double alpha = attr_f(n, "alpha", 1.0);
  if (!(alpha > 0) || !std::isfinite(alpha)) fail(fmt::format("Celu ({}): alpha {} (must be > 0)", n.where, alpha));
  const long size = static_cast<long>(d.c.size());
  scale(d, Vec::Constant(size, 1.0 / alpha), n.op);
  emit_smooth(d, std::make_shared<ExpLinear>("Elu", 1.0, 1.0), n.where);
  scale(d, Vec::Constant(size, alpha), n.op);
}

void Loader::times_input(const Node& n, Dyn& d) {
  const long size = static_cast<long>(d.c.size());
  Dyn x = d;
  keeping({&x}, [&] {
    if (n.op == "Mish") {  // tanh(softplus(x))
      emit_smooth(d, softplus_activation(), n.where);
      emit_smooth(d, tanh_activation(), n.where);
    } else {  // Softsign: 1 / (1 + |x|), the reciprocal's input >= 1
      d = abs_of(d, n.where);
      add_bias(d, Vec::Ones(size), 1.0, n.op);
      emit_smooth(d, reciprocal_activation(), n.where);
    }
  });
  std::vector<std::pair<long, long>> pairs;
  for (long i = 0; i < size; ++i) pairs.emplace_back(i, i);
  d = emit_products(x, d, false, pairs, x.shape, n.op);
}

std::vector<std::string> Loader::live_values() const {
  std::vector<std::string> live;
  for (const auto& [name, v] : dyns_) {
    auto it = uses_.find(name);
    if (it != uses_.end() && it->second > 0) live.push_back(name);
  }
  return live;
}

Dyn Loader::state_slice(long offset, long count, const Shape& shape) const {
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

void Loader::emit_smooth(Dyn& d, std::shared_ptr<const Activation> f, const std::string& where) {
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

Dyn Loader::emit_products(const Dyn& a, const Dyn& b, bool same, const std::vector<std::pair<long, long>>& pairs,
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

Dyn Loader::mul_values(const Dyn& a, const Dyn& b, bool same, const std::string& what) {
  std::vector<std::pair<long, long>> pairs;
  const Shape os = broadcast_pairs(a.shape, b.shape, pairs, what);
  return emit_products(a, b, same, pairs, os, what.substr(0, what.find(' ')));
}

void Loader::mul_dyns(const Node& n) {
  dyns_[n.output(0)] = mul_values(dyns_.at(n.input(0)), dyns_.at(n.input(1)), n.input(0) == n.input(1), "Mul (" + n.where + ")");
}

void Loader::div_dyns(const Node& n) {
  const std::string& where = n.where;
  const std::string what = "Div (" + where + ")";
  Dyn a = dyns_.at(n.input(0)), b = dyns_.at(n.input(1));
  keeping({&a}, [&] { emit_smooth(b, reciprocal_activation(), where); });
  dyns_[n.output(0)] = mul_values(a, b, false, what);
}

void Loader::layer_norm(const Node& n, Dyn& d) {
  const std::string& where = n.where;
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

void Loader::gelu(const Node& n, Dyn& d) {
  const std::string& where = n.where;
  const std::string what = "Gelu (" + where + ")";
  const auto a = attr(n, "approximate");
  const bool tanh_form = a && a->s() == "tanh";
  if (a && a->s() != "none" && !tanh_form)
    fail(fmt::format("{}: approximate='{}' is not supported (only 'none' and 'tanh')", what, a->s()));
  const long size = static_cast<long>(d.c.size());
  Dyn x = d, phi = d;
  if (tanh_form) {  // tanh(sqrt(2 / pi) (x + 0.044715 x^3)) in place of erf(x / sqrt 2)
    keeping({&x}, [&] { phi = cube(phi, "Gelu"); });  // x and x^3 over one state after it
    scale(phi, Vec::Constant(size, 0.044715), "Gelu");
    phi = add_dyns(x, phi, 1.0, what);
    scale(phi, Vec::Constant(size, std::sqrt(2.0 / std::numbers::pi)), "Gelu");
    keeping({&x}, [&] { emit_smooth(phi, tanh_activation(), where); });
  } else {
    scale(phi, Vec::Constant(size, 1.0 / std::sqrt(2.0)), "Gelu");
    keeping({&x}, [&] { emit_smooth(phi, erf_activation(), where); });
  }
  scale(phi, Vec::Constant(size, 0.5), "Gelu");
  add_bias(phi, Vec::Constant(size, 0.5), 1.0, "Gelu");
  std::vector<std::pair<long, long>> pairs;
  for (long i = 0; i < size; ++i) pairs.emplace_back(i, i);
  d = emit_products(x, phi, false, pairs, d.shape, "Gelu");
}

void Loader::softmax(const Node& n, Dyn& d) {
  const std::string& where = n.where;
  const std::string what = n.op + " (" + where + ")";
  const bool log = n.op == "LogSoftmax";
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
  if (len == 1) {  // one entry per row: 1 (its log 0) whatever the input
    scale(d, Vec::Zero(size), n.op);
    d.c.setConstant(log ? 0.0 : 1.0);
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
  compose(e, sparse_from(size, diffs, sum), Vec::Ones(size), shape, n.op);
  if (log) {
    emit_smooth(e, log_activation(), where);
    scale(e, Vec::Constant(size, -1.0), n.op);
  } else {
    emit_smooth(e, reciprocal_activation(), where);
  }
  e.shape = shape;
  d = std::move(e);
}

void Loader::matmul_dyns(const Node& n) {
  const std::string what = "MatMul (" + n.where + ")";
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
  const Broadcast bc(ba, bb);
  if (!bc.ok) fail(fmt::format("{}: batch dimensions do not broadcast", what));
  const long batches = numel(bc.out);
  check_dense(batches, m, what);  // in steps, so that no product overflows
  check_dense(batches * m, nn, what);
  check_dense(batches * m * nn, k, what);
  std::vector<std::pair<long, long>> pairs;
  Triplets sum;
  for (long q = 0; q < batches; ++q) {
    const auto [qa, qb] = bc.sources(q);
    for (long i = 0; i < m; ++i)
      for (long j = 0; j < nn; ++j)
        for (long t = 0; t < k; ++t) {
          sum.emplace_back((q * m + i) * nn + j, static_cast<long>(pairs.size()), 1.0);
          pairs.emplace_back((qa * m + i) * k + t, (qb * k + t) * nn + j);
        }
  }
  Shape out = bc.out;
  if (!a_vec) out.push_back(m);
  if (!b_vec) out.push_back(nn);
  if (out.empty()) out = {1};
  const long products = static_cast<long>(pairs.size());
  Dyn d = emit_products(a, b, n.input(0) == n.input(1), pairs, {products}, "MatMul");
  compose(d, sparse_from(batches * m * nn, products, sum), Vec::Zero(batches * m * nn), out, "MatMul");
  dyns_[n.output(0)] = std::move(d);
}

Dyn Loader::cube(Dyn x, const std::string& op) {
  std::vector<std::pair<long, long>> pairs;
  for (long i = 0; i < static_cast<long>(x.c.size()); ++i) pairs.emplace_back(i, i);
  Dyn sq = x;
  keeping({&x}, [&] { sq = emit_products(sq, sq, true, pairs, sq.shape, op); });
  return emit_products(x, sq, false, pairs, x.shape, op);
}

void Loader::pow_dyn(const Node& n, Dyn& d) {
  const std::string& where = n.where;
  const int dyn_at = n.dyn_at;
  if (dyn_at != 0) fail(fmt::format("Pow ({}): an exponent that depends on the network input is not supported", where));
  const Tensor& e = get_const_or_fail(n.input(1), where);
  const double p = e.data.size() == 1 ? e.data[0] : 0;
  if (e.data.size() != 1 || (p != 1 && p != 2 && p != 3 && p != 0.5 && p != -1 && p != -0.5))
    fail(fmt::format("Pow ({}): only the exponents 1, 2, 3 (products), 0.5 (Sqrt), -1 (Reciprocal) and -0.5 are "
                     "supported, not [{}]", where, fmt::join(e.data, ",")));
  if (p == 1) return;
  if (p == 3) {
    d = cube(d, "Pow");
    return;
  }
  if (p == 0.5 || p == -0.5) emit_smooth(d, sqrt_activation(), where);
  if (p == -1 || p == -0.5) emit_smooth(d, reciprocal_activation(), where);
  if (p != 2) return;
  std::vector<std::pair<long, long>> pairs;
  for (long i = 0; i < static_cast<long>(d.c.size()); ++i) pairs.emplace_back(i, i);
  d = emit_products(d, d, true, pairs, d.shape, "Pow");
}

void Loader::check_ceil_mode(const Node& n, long H, long W, long eH, long eW, const std::vector<long>& pads,
                             const std::vector<long>& strides, const std::string& what) const {
  if (attr_i(n, "ceil_mode", 0) == 0) return;
  auto fl = [](long span, long s) { return span / s; };
  auto ce = [](long span, long s) { return (span + s - 1) / s; };
  const long spanH = H + pads[0] + pads[2] - eH, spanW = W + pads[1] + pads[3] - eW;
  if (fl(spanH, strides[0]) != ce(spanH, strides[0]) || fl(spanW, strides[1]) != ce(spanW, strides[1]))
    fail(fmt::format("{}: ceil_mode=1 with a partial last window is not supported", what));
}

void Loader::check_auto_pad(const Node& n, const std::string& what) const {
  auto ap = attr(n, "auto_pad");
  if (ap && ap->s() != "NOTSET" && !(ap->s() == "VALID" && !attr(n, "pads")))
    fail(fmt::format("{}: auto_pad {} is not supported (write explicit pads)", what, ap->s()));
}

void Loader::average_pool(const Node& n, Dyn& d) {
  const std::string& where = n.where;
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

void Loader::conv_transpose(const Node& n, Dyn& d) {
  const std::string& where = n.where;
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

void Loader::pad(const Node& n, Dyn& d) {
  const std::string& where = n.where;
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

void Loader::slice_dyn(const Node& n, Dyn& d) {
  const std::string& where = n.where;
  auto [ns, src] = slice_plan(n, d.shape, where);
  if (src.empty()) fail(fmt::format("Slice ({}): empty result", where));
  select_rows(d, src, Vec::Zero(static_cast<long>(src.size())), ns, "Slice");
}

void Loader::conv(const Node& n, Dyn& d) {
  const std::string& where = n.where;
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

std::optional<std::pair<long, Vec>> Loader::channel_scaled_slice(const Dyn& d, long C, long HW) const {
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

void Loader::max_pool(const Node& n, Dyn& d) {
  const std::string& where = n.where;
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

}  // namespace shardproof::robustness::onnx_loading
