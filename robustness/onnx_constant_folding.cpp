// The ONNX loader's shapes and constant folding (onnx_loader_internal.h): the shape
// arithmetic of Squeeze, Reshape, Slice and Expand, and every op on constants evaluated at load
// time, so that a network's shape computations leave no layer.
#include "robustness/onnx_loader_internal.h"

namespace shardproof::robustness::onnx_loading {

std::vector<long> Loader::axes_of(const Node& n, int at, const std::string& where) const {
  if (attr(n, "axes")) return attr_ints(n, "axes", {});
  if (n.input_size() > at && !n.input(at).empty()) {
    const Tensor& t = get_const_or_fail(n.input(at), where);
    std::vector<long> v;
    for (double x : t.data) v.push_back(to_long(x));
    return v;
  }
  return {};
}

Shape Loader::squeeze_shape(const Shape& s, std::vector<long> axes, const std::string& where) const {
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

Shape Loader::unsqueeze_shape(const Shape& s, std::vector<long> axes, const std::string& where) const {
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

Shape Loader::reshape_shape(const Shape& s, long size, const Tensor& spec, const std::string& where) const {
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

std::pair<Shape, std::vector<long>> Loader::slice_plan(const Node& n, const Shape& s,
                                                       const std::string& where) const {
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

std::pair<Shape, std::vector<long>> Loader::gather_plan(const Node& n, const Shape& data, const Tensor& indices,
                                                        const std::string& where) const {
  long axis = attr_i(n, "axis", 0);
  const long r = static_cast<long>(data.size());
  if (axis < 0) axis += r;
  if (axis < 0 || axis >= r) fail(fmt::format("Gather ({}): axis out of range", where));
  long outer = 1, inner = 1;
  for (long k = 0; k < axis; ++k) outer *= data[k];
  for (long k = axis + 1; k < r; ++k) inner *= data[k];
  const long dim = data[axis];
  Shape ns(data.begin(), data.begin() + axis);
  ns.insert(ns.end(), indices.shape.begin(), indices.shape.end());
  ns.insert(ns.end(), data.begin() + axis + 1, data.end());
  if (numel(ns) > max_dense_) fail(fmt::format("Gather ({}): result of {} entries", where, numel(ns)));
  std::vector<long> src;
  for (long o = 0; o < outer; ++o)
    for (double iv : indices.data) {
      long i = to_long(iv);
      if (i < -dim || i >= dim) fail(fmt::format("Gather ({}): index {} out of range", where, i));
      if (i < 0) i += dim;
      for (long k = 0; k < inner; ++k) src.push_back((o * dim + i) * inner + k);
    }
  return {ns, src};
}

Shape Loader::expand_shape(const Tensor& s, const std::string& where) const {
  Shape out;
  for (double v : s.data) {
    if (v < 0 || v > double(1L << 40) || v != std::floor(v)) fail(fmt::format("Expand ({}): shape entry {}", where, v));
    out.push_back(static_cast<long>(v));
  }
  return out;
}

Tensor Loader::binary(const Tensor& a, const Tensor& b, const std::string& op, const std::string& where) const {
  const Broadcast bc(a.shape, b.shape);
  if (!bc.ok)
    fail(fmt::format("{} ({}): shapes [{}] and [{}] do not broadcast", op, where, fmt::join(a.shape, ","), fmt::join(b.shape, ",")));
  const long total = numel(bc.out);
  if (total > max_dense_) fail(fmt::format("{} ({}): constant result too large", op, where));
  Tensor t;
  t.shape = bc.out;
  t.integer = a.integer && b.integer;
  t.data.resize(total);
  for (long f = 0; f < total; ++f) {
    const auto [ia, ib] = bc.sources(f);
    const double x = a.data[ia], y = b.data[ib];
    double v = op == "Add" ? x + y : op == "Sub" ? x - y : op == "Mul" ? x * y : op == "Max" ? std::max(x, y)
             : op == "Min" ? std::min(x, y) : op == "Pow" ? std::pow(x, y) : x / y;
    if (op == "Div" && t.integer) v = y == 0 ? 0 : std::trunc(x / y);
    if (op == "Pow" && !std::isfinite(v)) fail(fmt::format("{} ({}): a constant computes {}", op, where, v));
    t.data[f] = v;
  }
  return t;
}

const Tensor& Loader::folded_operand(const Node& n, int i) const {
  if (i >= n.input_size()) fail(fmt::format("{} ({}) is missing input {}", n.op, n.where, i));
  return get_const_or_fail(n.input(i), n.where);
}

// Each fold below is one op's (or one family's) value on constant operands: the `fold`
// column of its row in onnx_layer_kinds.cpp. `in(i)` is operand i, which must be a constant.

Tensor Loader::fold_identity(const Node& n) const { return folded_operand(n, 0); }  // Identity, Dropout

Tensor Loader::fold_cast(const Node& n) const {
  auto in = [&](int i) -> const Tensor& { return folded_operand(n, i); };
  Tensor t = in(0);
  const long to = attr_i(n, "to", 1);
  if (to == 9) { for (double& v : t.data) v = v != 0; t.integer = true; }
  else if (to == 2 || to == 3 || to == 4 || to == 5 || to == 6 || to == 7 || to == 12 || to == 13) {
    for (double& v : t.data) v = std::trunc(v);
    t.integer = true;
  } else t.integer = false;
  return t;
}

Tensor Loader::fold_neg(const Node& n) const {
  Tensor t = folded_operand(n, 0);
  for (double& v : t.data) v = -v;
  return t;
}

Tensor Loader::fold_unary(const Node& n) const {  // Abs, Floor, Ceil, Sqrt: shape arithmetic (sizes of a Resize, ...)
  const std::string& op = n.op;
  const std::string& where = n.where;
  auto in = [&](int i) -> const Tensor& { return folded_operand(n, i); };
  Tensor t = in(0);
  for (double& v : t.data) {
    v = op == "Abs" ? std::abs(v) : op == "Floor" ? std::floor(v) : op == "Ceil" ? std::ceil(v) : std::sqrt(v);
    if (!std::isfinite(v)) fail(fmt::format("{} ({}): a constant computes {}", op, where, v));
  }
  return t;
}

Tensor Loader::fold_binary(const Node& n) const {  // Add, Sub, Mul, Div, Pow
  return binary(folded_operand(n, 0), folded_operand(n, 1), n.op, n.where);
}

Tensor Loader::fold_expand(const Node& n) const {
  const std::string& where = n.where;
  auto in = [&](int i) -> const Tensor& { return folded_operand(n, i); };
  const Tensor& x = in(0);
  std::vector<std::pair<long, long>> pairs;
  Tensor t;
  t.shape = broadcast_pairs(x.shape, expand_shape(in(1), where), pairs, "Expand (" + where + ")");
  t.integer = x.integer;
  for (const auto& p : pairs) t.data.push_back(x.data[static_cast<std::size_t>(p.first)]);
  return t;
}

Tensor Loader::fold_min_max(const Node& n) const {  // variadic
  const std::string& op = n.op;
  const std::string& where = n.where;
  auto in = [&](int i) -> const Tensor& { return folded_operand(n, i); };
  Tensor t = in(0);
  for (int i = 1; i < n.input_size(); ++i) t = binary(t, in(i), op, where);
  return t;
}

Tensor Loader::fold_reshape(const Node& n) const {
  Tensor t = folded_operand(n, 0);
  t.shape = reshape_shape(t.shape, static_cast<long>(t.data.size()), folded_operand(n, 1), n.where);
  return t;
}

Tensor Loader::fold_flatten(const Node& n) const {
  const std::string& where = n.where;
  auto in = [&](int i) -> const Tensor& { return folded_operand(n, i); };
  Tensor t = in(0);
  long axis = attr_i(n, "axis", 1), r = static_cast<long>(t.shape.size());
  if (axis < 0) axis += r;
  if (axis < 0 || axis > r) fail(fmt::format("Flatten ({}): axis out of range", where));
  long a = 1, b = 1;
  for (long i = 0; i < r; ++i) (i < axis ? a : b) *= t.shape[i];
  t.shape = {a, b};
  return t;
}

Tensor Loader::fold_squeeze(const Node& n) const {  // Squeeze, Unsqueeze
  Tensor t = folded_operand(n, 0);
  t.shape = n.op == "Squeeze" ? squeeze_shape(t.shape, axes_of(n, 1, n.where), n.where)
                              : unsqueeze_shape(t.shape, axes_of(n, 1, n.where), n.where);
  return t;
}

Tensor Loader::fold_constant_of_shape(const Node& n) const {
  const std::string& where = n.where;
  auto in = [&](int i) -> const Tensor& { return folded_operand(n, i); };
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

Tensor Loader::fold_concat(const Node& n) const {
  const std::string& where = n.where;
  auto in = [&](int i) -> const Tensor& { return folded_operand(n, i); };
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

Tensor Loader::fold_gather(const Node& n) const {
  const std::string& where = n.where;
  auto in = [&](int i) -> const Tensor& { return folded_operand(n, i); };
  const Tensor &d = in(0), &ind = in(1);
  auto [ns, src] = gather_plan(n, d.shape, ind, where);
  Tensor t;
  t.integer = d.integer;
  t.shape = std::move(ns);
  for (long i : src) t.data.push_back(d.data[i]);
  return t;
}

Tensor Loader::fold_slice(const Node& n) const {
  const std::string& where = n.where;
  auto in = [&](int i) -> const Tensor& { return folded_operand(n, i); };
  const Tensor& d = in(0);
  auto [ns, src] = slice_plan(n, d.shape, where);
  Tensor t;
  t.shape = ns;
  t.integer = d.integer;
  for (long i : src) t.data.push_back(d.data[i]);
  return t;
}

Tensor Loader::fold_transpose(const Node& n) const {
  const std::string& where = n.where;
  auto in = [&](int i) -> const Tensor& { return folded_operand(n, i); };
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

}  // namespace shardproof::robustness::onnx_loading
