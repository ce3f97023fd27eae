// \file The ONNX loader's own parts (internal to robustness/; parse_onnx in onnx_loader.h is
// what the rest calls): the Loader, which walks a graph's nodes in order, folds what is
// constant, and turns what depends on the input into the verifier's layers (affine maps,
// ReLU, the smooth kinds, products), and the tensors and input-dependent values it carries.
// Each node's op is looked up in the table of layer kinds (onnx_layer_kinds.h), whose rows
// name the methods below. The methods live by topic: onnx_loader.cpp (the walk over the nodes
// and the layers it emits; the only part that reads protobuf: nodes reach the rest as
// onnx_node.h's view), onnx_affine_kinds.cpp (Gemm, MatMul, Add, Transpose, BatchNormalization,
// ... composed into the pending map), onnx_constant_folding.cpp (shapes and constants),
// onnx_values.cpp (input-dependent values: sums, selections, smooth layers, products, softmax,
// layer norm, convolutions, padding and pooling), onnx_rewrites.cpp (the exact rewrites: Clip,
// Max, Min and Abs around one ReLU layer; Gather, Split, Resize and Reduce as affine maps).
//
//   Gemm(x, W, b) -> Relu -> Gemm: an affine layer, a ReLU layer, an affine layer
//   Clip(x, 0, 6): x - relu(x - 6) after relu(x): exact, one ReLU layer
//   Mul(x, Erf(x / sqrt 2)) (GELU): a Product layer of x and the Erf layer's output
#pragma once

#include "robustness/onnx_loader.h"
#include "robustness/onnx_layer_kinds.h"
#include "robustness/onnx_node.h"

#include <fmt/format.h>
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
#include "robustness/exp_linear.h"
#include "robustness/log.h"
#include "robustness/reciprocal.h"
#include "robustness/sign.h"
#include "robustness/sqrt.h"
#include "robustness/error.h"
#include "robustness/read_file.h"
#include "robustness/resize_map.h"
#include "robustness/sigmoid.h"
#include "robustness/tanh.h"

namespace shardproof::robustness::onnx_loading {

using Shape = std::vector<long>;

// Elements of a shape; a negative dimension or a product past 2^40 (no network the analyzer
// can hold) is an error, not a signed overflow (found by make fuzz). Thrown without the
// file name: parse_onnx adds it.
struct ShapeTooLarge {};
inline long numel(const Shape& s) {
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
inline long dense_limit(std::size_t file_bytes) {
  return std::min<long>(kMaxDenseEntries, std::max<long>(1L << 16, 256L * static_cast<long>(file_bytes)));
}

struct Tensor {
  Shape shape;
  std::vector<double> data;
  bool integer = false;  // INT32/INT64 (shape arithmetic): Div truncates, Cast to it truncates
};

// A double read from a file as an integer index, pad or axis, clamped to +-2^50 (a cast of an
// out-of-range double is undefined behaviour); callers check the range they need.
inline long to_long(double x) {
  if (!(x == x)) return 0;
  return static_cast<long>(std::clamp(x, -double(1L << 50), double(1L << 50)));
}

// Row-major strides of a shape.
inline Shape strides_of(const Shape& s) {
  Shape st(s.size(), 1);
  for (std::size_t i = s.size(); i-- > 1;) st[i - 1] = st[i] * s[i];
  return st;
}

// Two shapes broadcast against each other by NumPy's rule (ONNX's elementwise ops, MatMul's batch
// dimensions): the result's shape and, for each flat element of the result, the flat element of
// each operand it reads. For example [2,1] against [3] gives [2,3], whose element 4 (row 1,
// column 1) reads a's element 1 and b's element 1; [4] against [5] does not broadcast (`ok` false).
struct Broadcast {
  Shape a, b, out;  // the operands padded to the result's rank with leading 1s, and the result
  bool ok = true;
  Broadcast(const Shape& sa, const Shape& sb) {
    const std::size_t r = std::max(sa.size(), sb.size());
    a.assign(r, 1);
    b.assign(r, 1);
    out.assign(r, 1);
    std::copy(sa.begin(), sa.end(), a.begin() + static_cast<long>(r - sa.size()));
    std::copy(sb.begin(), sb.end(), b.begin() + static_cast<long>(r - sb.size()));
    for (std::size_t i = 0; i < r; ++i) {
      if (a[i] != b[i] && a[i] != 1 && b[i] != 1) ok = false;
      out[i] = a[i] == 1 ? b[i] : a[i];
    }
    a_strides_ = strides_of(a);
    b_strides_ = strides_of(b);
    out_strides_ = strides_of(out);
  }
  std::pair<long, long> sources(long flat) const {
    long ia = 0, ib = 0;
    for (std::size_t i = 0; i < out.size(); ++i) {
      const long idx = flat / out_strides_[i];
      flat %= out_strides_[i];
      if (a[i] != 1) ia += idx * a_strides_[i];
      if (b[i] != 1) ib += idx * b_strides_[i];
    }
    return {ia, ib};
  }

 private:
  Shape a_strides_, b_strides_, out_strides_;
};

using Triplets = std::vector<Eigen::Triplet<double>>;
inline SpMat sparse_from(long rows, long cols, const Triplets& t) {
  SpMat m(rows, cols);
  m.setFromTriplets(t.begin(), t.end());  // duplicates are summed
  return m;
}
inline long row_entries(const SpMat& m, long r) {
  return m.isCompressed() ? m.outerIndexPtr()[r + 1] - m.outerIndexPtr()[r] : m.innerNonZeroPtr()[r];
}
inline SpMat sparse_identity(long n) {
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
inline std::vector<KernelBlock> negated(const std::vector<KernelBlock>& ks) {
  std::vector<KernelBlock> out;
  for (const KernelBlock& b : ks) {
    auto cv = std::make_shared<Conv2d>(*b.conv);
    cv->kernel = -cv->kernel;
    out.push_back({std::move(cv), b.in_offset, b.out_offset});
  }
  return out;
}
inline std::vector<KernelBlock> shifted(std::vector<KernelBlock> ks, long rows) {
  for (KernelBlock& b : ks) b.out_offset += static_cast<int>(rows);
  return ks;
}

class Loader {
 public:
  explicit Loader(std::string path) : path_(std::move(path)) {}

  Network run(std::string_view bytes);

 private:
  [[noreturn]] void fail(const std::string& msg) const { throw InputError::in(path_, msg); }

  // rows x cols entries about to be built (a dense map, or a sparse one's non-zeros counted
  // as rows of cols), within kMaxDenseEntries.
  void check_dense(long rows, long cols, const std::string& what) const;
  void check_entries(long nonzeros, const std::string& what) const;
  // An integer list attribute of `count` entries, each in [least, 2^20] (strides, pads, ...):
  // a missing entry was read past the list's end, a zero stride divided by zero (make fuzz).
  std::vector<long> attr_ints_checked(const Node& n, const char* name, std::vector<long> def,
                                      std::size_t count, long least, const std::string& where) const;

  Tensor to_tensor(const onnx::TensorProto& t) const;

  void check_chain(const Dyn& d, const std::string& where) const;

  // A map of at most 2^22 entries (32 MB), or with at least a quarter of its entries non-zero
  // (Gemm, MatMul), becomes a dense layer, where products run as GEMMs and every analysis
  // reads it as it did before maps were sparse (ACAS Xu, mnistfc and oval21's smaller layers
  // keep their measured behaviour); a larger, sparser one (CIFAR-sized convolutions, pooling,
  // padding, carried values) stays sparse, whatever its dense size would be.
  Layer affine_layer(const SpMat& A, Vec c, std::string what) const;

  // Emit the pending affine map as a layer (unless it is the identity).
  void flush(Dyn& d, const std::string& origin);

  // d := M d + bias
  void compose(Dyn& d, const SpMat& M, const Vec& bias, const Shape& new_shape, const std::string& op);
  void add_bias(Dyn& d, const Vec& bias, double sign_of_dyn, const std::string& op);
  void scale(Dyn& d, const Vec& s, const std::string& op);

  // Broadcast constant `t` (numpy rules) to `shape`, flattened row-major.
  Vec broadcast(const Tensor& t, const Shape& shape, const std::string& op) const;

  const Attribute* attr(const Node& n, const char* name) const { return n.attribute(name); }
  long attr_i(const Node& n, const char* name, long def) const;
  double attr_f(const Node& n, const char* name, double def) const;
  std::vector<long> attr_ints(const Node& n, const char* name, std::vector<long> def) const;

  // One node: Constant and Shape (constants whatever they read), a node of constants folded
  // (its row's fold), else its layer kind from the table (onnx_layer_kinds.h).
  void node_(Node n);
  // Operand i of n, which must be a constant.
  const Tensor& const_operand(const Node& n, int i) const;

  // ---- layer kinds (rows of onnx_layer_kinds.cpp) ------------------------------------------
  friend const std::vector<LayerKind>& layer_kinds();
  // Affine ones (onnx_affine_kinds.cpp): d is the node's input-dependent operand, changed in place.
  void identity(const Node& n, Dyn& d);  // Identity, Dropout (inference)
  void cast(const Node& n, Dyn& d);
  void neg(const Node& n, Dyn& d);
  void expand(const Node& n, Dyn& d);
  void flatten(const Node& n, Dyn& d);
  void reshape(const Node& n, Dyn& d);
  void squeeze(const Node& n, Dyn& d);  // Squeeze, Unsqueeze
  void add_const(const Node& n, Dyn& d);  // Add, Sub with a constant
  void mul_const(const Node& n, Dyn& d);  // Mul, Div with a constant (c / x: the Reciprocal kind)
  void matmul_const(const Node& n, Dyn& d);
  void gemm(const Node& n, Dyn& d);
  void transpose(const Node& n, Dyn& d);
  void batch_norm(const Node& n, Dyn& d);
  // ReLU-based ones: Relu; LeakyRelu and PRelu as relu(x) - a relu(-x); Abs (onnx_rewrites.cpp).
  void relu(const Node& n, Dyn& d);
  void leaky_relu(const Node& n, Dyn& d);
  void abs(const Node& n, Dyn& d);
  // Add or Sub of two input-dependent values.
  void add_sub_dyns(const Node& n);

  // ---- shapes -----------------------------------------------------------------------------
  // Axes of Squeeze/Unsqueeze/ReduceX: the 'axes' attribute (opset < 13) or constant input `at`.
  std::vector<long> axes_of(const Node& n, int at, const std::string& where) const;
  Shape squeeze_shape(const Shape& s, std::vector<long> axes, const std::string& where) const;
  Shape unsqueeze_shape(const Shape& s, std::vector<long> axes, const std::string& where) const;
  Shape reshape_shape(const Shape& s, long size, const Tensor& spec, const std::string& where) const;
  // Slice of a tensor of shape s (ONNX clamping rules): the new shape and, per element of the
  // result, its flat index in the source.
  std::pair<Shape, std::vector<long>> slice_plan(const Node& n, const Shape& s, const std::string& where) const;
  // Gather's result shape and, per result entry, the flat index of the data entry it takes
  // (constant data and input-dependent values alike).
  std::pair<Shape, std::vector<long>> gather_plan(const Node& n, const Shape& data, const Tensor& indices,
                                                  const std::string& where) const;

  // Expand's shape operand: non-negative integer dimensions.
  Shape expand_shape(const Tensor& s, const std::string& where) const;

  // ---- constant folding -------------------------------------------------------------------
  Tensor binary(const Tensor& a, const Tensor& b, const std::string& op, const std::string& where) const;

  // A node all of whose operands are constants (shape arithmetic torch exports around
  // Reshape and Pad) is folded: its row's `fold` computes the constant. Operand i of it:
  const Tensor& folded_operand(const Node& n, int i) const;
  Tensor fold_identity(const Node& n) const;  // Identity, Dropout
  Tensor fold_cast(const Node& n) const;
  Tensor fold_neg(const Node& n) const;
  Tensor fold_unary(const Node& n) const;   // Abs, Floor, Ceil, Sqrt
  Tensor fold_binary(const Node& n) const;  // Add, Sub, Mul, Div, Pow (numpy broadcasting)
  Tensor fold_expand(const Node& n) const;
  Tensor fold_min_max(const Node& n) const;
  Tensor fold_reshape(const Node& n) const;
  Tensor fold_flatten(const Node& n) const;
  Tensor fold_squeeze(const Node& n) const;  // Squeeze, Unsqueeze
  Tensor fold_constant_of_shape(const Node& n) const;
  Tensor fold_concat(const Node& n) const;
  Tensor fold_gather(const Node& n) const;
  Tensor fold_slice(const Node& n) const;
  Tensor fold_transpose(const Node& n) const;

  // ---- values that depend on the input -----------------------------------------------------
  SpMat map_of(const Dyn& v) const { return v.identity ? sparse_identity(cur_size_) : *v.A; }
  long entries_of(const Dyn& v) const { return v.identity ? cur_size_ : static_cast<long>(v.A->nonZeros()); }
  // Appends every row of v's map (times sign) to t, row i as row at + i.
  void append_rows(const Dyn& v, long at, double sign, Triplets& t) const;
  void append_row(const Dyn& v, long src, long row, double sign, Triplets& t) const;

  // Per row of (A, c) over the current state: whether it is >= 0 for every input, i.e. c_i >= 0
  // and a non-negative combination of state entries known to be non-negative (ReLU outputs,
  // maxima of them).
  std::vector<char> nonneg_rows(const SpMat& A, const Vec& c) const;

  // Row i of the result: row src[i] of d, or the constant fill(i) where src[i] < 0 (Pad, Slice).
  void select_rows(Dyn& d, const std::vector<long>& src, const Vec& fill, const Shape& ns, const std::string& op);

  // Numpy broadcasting of two shapes: the result's shape and, per entry of it, the flat
  // entries of a and of b it reads.
  Shape broadcast_pairs(const Shape& sa, const Shape& sb, std::vector<std::pair<long, long>>& pairs,
                        const std::string& what) const;

  // a + sign b for two values (residual connections; layer norm's x - mean(x) broadcasts).
  Dyn add_dyns(const Dyn& a, const Dyn& b, double sign, const std::string& what);

  // Concat of values and constants along an axis (inception-like branches).
  void concat(const Node& n);

  // Emits a ReLU (slopes == nullptr, groups empty), a leaky ReLU relu(x) - a relu(-x)
  // (slopes a) or a max pooling (groups: windows over d's values) on d. Values later nodes
  // still read (residual and concatenated branches) are carried through the layer unchanged:
  // a value known to be non-negative passes a ReLU as it is (relu(v) = v), any other as
  // relu(v) - relu(-v); a max pooling passes each as a window of one. The network stays a
  // chain computing exactly the graph's function, so every analysis applies as it is.
  // Without such values, a plain ReLU or pooling is the chain's flush + layer (kernel kept).
  void emit(Dyn& d, const Vec* slopes, std::vector<std::vector<int>> groups, const std::string& op);

  // ---- layers that keep every value still read after them ---------------------------------
  // The values later nodes still read (other than the ones a layer consumes), by name.
  std::vector<std::string> live_values() const;
  // A value reading entries [offset, offset + count) of the current state as they are.
  Dyn state_slice(long offset, long count, const Shape& shape) const;
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
  void emit_smooth(Dyn& d, std::shared_ptr<const Activation> f, const std::string& where);

  // ---- products of two values that depend on the input (product.h) ------------------------
  // out_o = a[fa_o] * b[fb_o] for the pairs given, as a Product layer after the affine layer
  // whose rows are a, then b (unless `same`: a and b are one value, whose entry pairs (i, i)
  // are squares), then the live values, which the layer carries unchanged.
  Dyn emit_products(const Dyn& a, const Dyn& b, bool same, const std::vector<std::pair<long, long>>& pairs,
                    const Shape& shape, const std::string& op);
  // Mul of two values (numpy broadcasting between their shapes); `same`: a and b are one value.
  Dyn mul_values(const Dyn& a, const Dyn& b, bool same, const std::string& what);
  void mul_dyns(const Node& n);
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
  void div_dyns(const Node& n);
  // LayerNormalization (opset 17) over the axes from `axis` on, as its definition composes it:
  // d = x - mean(x), y = d * (1 / sqrt(mean(d^2) + epsilon)) * scale + bias: means as affine
  // maps, d^2 and the final product as Product layers, Sqrt and Reciprocal as their kinds (d
  // carried past them). The Mean and InvStdDev outputs are not read.
  void layer_norm(const Node& n, Dyn& d);
  // Gelu (opset 20), approximate "none": x * 0.5 * (1 + erf(x / sqrt 2)), the Erf kind with x
  // carried past it, then a Product; "tanh": erf(x / sqrt 2) replaced by
  // tanh(sqrt(2 / pi) (x + 0.044715 x^3)) (the cube as two Product layers, then the Tanh kind).
  void gelu(const Node& n, Dyn& d);
  // Softmax along an axis (opset 13: that axis; before: the input coerced to 2-D at it) as
  // softmax_i = 1 / sum_j exp(x_j - x_i), which is the same function and never overflows where
  // softmax does not: the Exp kind on every row's n (n - 1) differences, their sums plus 1
  // (j = i), the Reciprocal kind on the sums (>= 1, so its lines are finite).
  // LogSoftmax the same way, -ln(sum_j exp(x_j - x_i)): the Log kind on the sums (>= 1).
  void softmax(const Node& n, Dyn& d);
  // Elu and Selu: the ExpLinear kind (exp_linear.h) with the node's alpha (and gamma).
  void exp_linear(const Node& n, Dyn& d);
  // Celu: alpha elu(x / alpha), the ExpLinear kind between two scalings.
  void celu(const Node& n, Dyn& d);
  // Mish (x tanh(softplus(x))) and Softsign (x / (1 + |x|) = x * (1 / (1 + |x|))): the factor
  // from the Softplus and Tanh kinds, or the exact Abs rewrite and the Reciprocal kind, with x
  // carried past them, then a Product.
  void times_input(const Node& n, Dyn& d);
  // MatMul of two values, [.., m, k] x [.., k, n] (batch dimensions broadcast; a 1-D operand
  // is a row or a column): the m k n products as a Product layer, their sums over k the
  // affine map after it.
  void matmul_dyns(const Node& n);
  // Pow(x, p) for a constant p: x for 1; the squares as a Product layer for 2 (layer
  // normalisation's variance); x * x^2 for 3 (tanh GELU); the Sqrt kind for 0.5, Reciprocal
  // for -1, both for -0.5.
  void pow_dyn(const Node& n, Dyn& d);
  // x^3 per entry: x^2 as a Product layer (x carried past it), then x * x^2.
  Dyn cube(Dyn x, const std::string& op);

  // ceil_mode = 1 is read only where it gives the floor's output size (same windows).
  void check_ceil_mode(const Node& n, long H, long W, long eH, long eW, const std::vector<long>& pads,
                       const std::vector<long>& strides, const std::string& what) const;
  void check_auto_pad(const Node& n, const std::string& what) const;

  // AveragePool (count_include_pad either way) and GlobalAveragePool: a linear map.
  void average_pool(const Node& n, Dyn& d);

  // ConvTranspose (cgan-like decoders): a linear map, kept sparse.
  void conv_transpose(const Node& n, Dyn& d);

  // Pad (constant, reflect, edge; pads from the attribute before opset 11, else the input).
  void pad(const Node& n, Dyn& d);

  void slice_dyn(const Node& n, Dyn& d);

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
  Dyn stack(const std::vector<const Dyn*>& parts, const std::string& op);
  // Entries [begin, begin + numel(shape)) of v, given `shape`.
  Dyn part(Dyn v, long begin, const Shape& shape, const std::string& op);
  // relu(pre) over the state after a new ReLU layer; the values in `keep` (over the state
  // before it) are carried past it and come back over the state after it.
  Dyn relu_of(Dyn pre, const std::vector<Dyn*>& keep, const std::string& op);
  // max(x, y) or min(x, y) of two values of one shape; `also` (other values the caller still
  // needs) is carried past the ReLU too.
  Dyn min_max2(Dyn x, Dyn y, bool is_max, std::vector<Dyn*> also, const std::string& what);
  // max(x, c) = c + relu(x - c) or min(x, c) = c - relu(c - x), c a constant per entry.
  Dyn min_max_const(Dyn x, const Vec& c, bool is_max, const std::string& what);
  // Max / Min of any number of operands, values and constants (numpy broadcasting of the
  // constants to the values' shape; the values must share one shape).
  void min_max(const Node& n);
  // Clip(x, lo, hi): bounds from the attributes before opset 11, from inputs 1 and 2 after
  // (an absent one does not bound); min(max(x, lo), hi) as onnxruntime computes it, so
  // lo > hi gives hi everywhere.
  void clip(const Node& n, Dyn& d);
  // min(max(x, lo), hi) for the bounds given (either may be absent); lo > hi gives hi.
  void clip_to(Dyn& d, std::optional<double> lo, std::optional<double> hi, const std::string& what);
  // HardSigmoid: clip(alpha x + beta, 0, 1), exact as Clip is.
  void hard_sigmoid(const Node& n, Dyn& d);
  // HardSwish (opset 14): x * clip(x / 6 + 1/2, 0, 1), the clip exact, then a Product with x.
  void hard_swish(const Node& n, Dyn& d);
  Dyn abs_of(const Dyn& x, const std::string& where);

  // ---- shape ops on values that depend on the input (affine, exact) -----------------------
  // Gather of a value at constant indices: a selection of its entries.
  void gather_dyn(const Node& n, Dyn& d);
  // Split along an axis into the outputs' pieces (sizes from the attribute before opset 13,
  // from input 1 after, else equal pieces, the last one smaller as opset 18 says).
  void split(const Node& n);
  // Resize / Upsample, nearest or linear: per axis the constant weights of resize_map.h,
  // their product over the axes the map.
  void resize(const Node& n, Dyn& d);
  // ReduceMean / ReduceSum over constant axes: each output the mean or sum of its entries.
  void reduce(const Node& n, Dyn& d);

  void conv(const Node& n, Dyn& d);

  // When d's map reads a contiguous slice of the state, entry i from state entry offset + i
  // times a factor constant over each of the C channels of HW entries (the state itself, a
  // normalisation of it, a value a ReLU carried beside others): the offset and the factors.
  std::optional<std::pair<long, Vec>> channel_scaled_slice(const Dyn& d, long C, long HW) const;

  const Tensor& get_const_or_fail(const std::string& name, const std::string& where) const;

  void max_pool(const Node& n, Dyn& d);

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

}  // namespace shardproof::robustness::onnx_loading
