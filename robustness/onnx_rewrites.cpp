// The ONNX loader's exact rewrites (onnx_loader_internal.h): Clip, Max, Min and Abs as one
// ReLU layer around affine maps (nothing lost that a ReLU network would not lose), and Gather,
// Split, Resize and Reduce of an input-dependent value as affine maps.
#include "robustness/onnx_loader_internal.h"

namespace shardproof::robustness::onnx_loading {

Dyn Loader::stack(const std::vector<const Dyn*>& parts, const std::string& op) {
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

Dyn Loader::part(Dyn v, long begin, const Shape& shape, const std::string& op) {
  std::vector<long> src(numel(shape));
  std::iota(src.begin(), src.end(), begin);
  select_rows(v, src, Vec::Zero(static_cast<long>(src.size())), shape, op);
  return v;
}

Dyn Loader::relu_of(Dyn pre, const std::vector<Dyn*>& keep, const std::string& op) {
  const Shape shape = pre.shape;
  keeping(keep, [&] { emit(pre, nullptr, {}, op); });
  pre.shape = shape;
  return pre;
}

Dyn Loader::min_max2(Dyn x, Dyn y, bool is_max, std::vector<Dyn*> also, const std::string& what) {
  Dyn diff = add_dyns(x, y, -1.0, what);  // x - y
  Dyn& base = is_max ? y : x;
  also.push_back(&base);
  Dyn r = relu_of(std::move(diff), also, what);
  r.shape = base.shape;
  return add_dyns(base, r, is_max ? 1.0 : -1.0, what);
}

Dyn Loader::min_max_const(Dyn x, const Vec& c, bool is_max, const std::string& what) {
  add_bias(x, is_max ? Vec(-c) : c, is_max ? 1.0 : -1.0, what);
  Dyn r = relu_of(std::move(x), {}, what);
  add_bias(r, c, is_max ? 1.0 : -1.0, what);
  return r;
}

void Loader::min_max(const Node& n) {
  const std::string& where = n.where;
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
  dyns_[n.output(0)] = std::move(acc);
}

void Loader::clip(const Node& n, Dyn& d) {
  const std::string& where = n.where;
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
  clip_to(d, lo, hi, what);
}

void Loader::clip_to(Dyn& d, std::optional<double> lo, std::optional<double> hi, const std::string& what) {
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

void Loader::hard_sigmoid(const Node& n, Dyn& d) {
  const double alpha = attr_f(n, "alpha", 0.2), beta = attr_f(n, "beta", 0.5);
  const long size = static_cast<long>(d.c.size());
  const Shape shape = d.shape;
  scale(d, Vec::Constant(size, alpha), n.op);
  add_bias(d, Vec::Constant(size, beta), 1.0, n.op);
  clip_to(d, 0.0, 1.0, n.op + " (" + n.where + ")");
  d.shape = shape;
}

void Loader::hard_swish(const Node& n, Dyn& d) {
  const long size = static_cast<long>(d.c.size());
  Dyn x = d;
  keeping({&x}, [&] {
    scale(d, Vec::Constant(size, 1.0 / 6), n.op);
    add_bias(d, Vec::Constant(size, 0.5), 1.0, n.op);
    clip_to(d, 0.0, 1.0, n.op + " (" + n.where + ")");
  });
  std::vector<std::pair<long, long>> pairs;
  for (long i = 0; i < size; ++i) pairs.emplace_back(i, i);
  d = emit_products(x, d, false, pairs, x.shape, n.op);
}

void Loader::abs(const Node& n, Dyn& d) { d = abs_of(d, n.where); }

Dyn Loader::abs_of(const Dyn& x, const std::string& where) {
  const std::string what = "Abs (" + where + ")";
  const long size = static_cast<long>(x.c.size());
  Dyn neg = x;
  scale(neg, Vec::Constant(size, -1.0), "Abs");
  Dyn r = relu_of(stack({&x, &neg}, what), {}, "Abs");
  Dyn out = add_dyns(part(r, 0, x.shape, "Abs"), part(r, size, x.shape, "Abs"), 1.0, what);
  out.shape = x.shape;
  return out;
}

void Loader::gather_dyn(const Node& n, Dyn& d) {
  const std::string& where = n.where;
  const int dyn_at = n.dyn_at;
  if (dyn_at != 0) fail(fmt::format("Gather ({}): indices that depend on the network input are not supported", where));
  if (n.input_size() < 2) fail(fmt::format("Gather ({}) is missing its indices", where));
  const Tensor& ind = get_const_or_fail(n.input(1), where);
  auto [ns, src] = gather_plan(n, d.shape, ind, where);
  if (numel(ns) == 0) fail(fmt::format("Gather ({}): result of {} entries", where, numel(ns)));
  if (ns.empty()) ns = {1};  // a scalar index: one entry
  select_rows(d, src, Vec::Zero(static_cast<long>(src.size())), ns, "Gather");
}

void Loader::split(const Node& n) {
  const std::string what = "Split (" + n.where + ")";
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
    for (double x : get_const_or_fail(n.input(1), n.where).data) sizes.push_back(to_long(x));
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

void Loader::resize(const Node& n, Dyn& d) {
  const std::string& where = n.where;
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

void Loader::reduce(const Node& n, Dyn& d) {
  const std::string& where = n.where;
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

const Tensor& Loader::get_const_or_fail(const std::string& name, const std::string& where) const {
  auto it = consts_.find(name);
  if (it == consts_.end()) fail(fmt::format("{}: operand '{}' is not constant", where, name));
  return it->second;
}

}  // namespace shardproof::robustness::onnx_loading
