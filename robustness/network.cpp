#include "robustness/network.h"

#include <fmt/format.h>

#include <cmath>
#include <stdexcept>

#include "robustness/gemm.h"

namespace shardproof::robustness {

Layer Layer::affine(Mat w, Vec b, std::string origin) {
  Layer l;
  l.kind = Kind::Affine;
  l.in_size = static_cast<int>(w.cols());
  l.out_size = static_cast<int>(w.rows());
  l.weight = std::move(w);
  l.bias = std::move(b);
  l.origin = std::move(origin);
  return l;
}

Layer Layer::affine(SpMat w, Vec b, std::string origin) {
  Layer l;
  l.kind = Kind::Affine;
  l.in_size = static_cast<int>(w.cols());
  l.out_size = static_cast<int>(w.rows());
  w.makeCompressed();
  l.sparse = std::make_shared<const SpMat>(std::move(w));
  l.bias = std::move(b);
  l.origin = std::move(origin);
  return l;
}

Layer Layer::relu(int size) {
  Layer l;
  l.kind = Kind::Relu;
  l.in_size = l.out_size = size;
  l.origin = "Relu";
  return l;
}

Layer Layer::max_pool(int in_size, std::vector<std::vector<int>> groups) {
  Layer l;
  l.kind = Kind::MaxPool;
  l.in_size = in_size;
  l.out_size = static_cast<int>(groups.size());
  l.groups = std::move(groups);
  l.origin = "MaxPool";
  return l;
}

Layer Layer::smooth(int size, std::shared_ptr<const Activation> f, std::vector<char> passthrough) {
  Layer l;
  l.kind = Kind::Smooth;
  l.in_size = l.out_size = size;
  l.origin = f ? f->name() : "Smooth";
  l.activation = std::move(f);
  l.passthrough = std::move(passthrough);
  return l;
}

Layer Layer::product(int in_size, std::vector<std::vector<int>> factors) {
  Layer l;
  l.kind = Kind::Product;
  l.in_size = in_size;
  l.out_size = static_cast<int>(factors.size());
  l.groups = std::move(factors);
  l.origin = "Mul";
  return l;
}

namespace {
// Whether a block's convolution is well formed and lies inside an in x out map.
bool fits(const KernelBlock& b, int in, int out) {
  return b.conv && b.in_offset >= 0 && b.out_offset >= 0 && b.in_offset + static_cast<long>(b.conv->in_size()) <= in &&
         b.out_offset + static_cast<long>(b.conv->out_size()) <= out && b.conv->kernel.rows() == b.conv->M &&
         b.conv->kernel.cols() == b.conv->C * b.conv->kH * b.conv->kW;
}
}  // namespace

void Layer::set_kernels(std::vector<KernelBlock> blocks) {
  kernels.clear();
  rest.reset();
  if (blocks.empty()) return;
  for (const KernelBlock& b : blocks)
    if (!fits(b, in_size, out_size))
      throw std::invalid_argument(fmt::format("layer '{}': a convolution block does not fit its {} x {} map", origin, out_size, in_size));
  SpMat r = sparse ? *sparse : SpMat(weight.sparseView());
  for (const KernelBlock& b : blocks) r = r - b.conv->placed(out_size, in_size, b.out_offset, b.in_offset);
  r.prune([](long, long, double v) { return v != 0.0; });
  r.makeCompressed();
  if (r.nonZeros() > 0) rest = std::make_shared<const SpMat>(std::move(r));
  kernels = std::move(blocks);
}

namespace {
// One kernel covering the whole layer (a plain Conv): rows_times_weight_t then pushes X
// forward as it is, without copying it into a slice (beta-CROWN's forward pass, every step).
bool one_whole_kernel(const Layer& L) {
  return L.kernels.size() == 1 && !L.rest && L.kernels[0].conv->in_size() == L.in_size &&
         L.kernels[0].conv->out_size() == L.out_size;
}
}  // namespace

Vec weight_times(const Layer& L, const Vec& v) {
  if (L.kernels.empty()) return L.sparse ? Vec(*L.sparse * v) : Vec(L.weight * v);
  Vec out = L.rest ? Vec(*L.rest * v) : Vec::Zero(L.out_size);
  for (const KernelBlock& b : L.kernels)
    out.segment(b.out_offset, b.conv->out_size()) += b.conv->apply(v.segment(b.in_offset, b.conv->in_size()));
  return out;
}
// |W| v for v >= 0 is at most (|kernels| + |rest|) v, with equality where the blocks and the
// rest do not overlap (set_kernels leaves the rest zero wherever W equals the blocks).
Vec abs_weight_times(const Layer& L, const Vec& v) {
  if (L.kernels.empty()) return L.sparse ? Vec(L.sparse->cwiseAbs() * v) : Vec(L.weight.cwiseAbs() * v);
  Vec out = L.rest ? Vec(L.rest->cwiseAbs() * v) : Vec::Zero(L.out_size);
  for (const KernelBlock& b : L.kernels)
    out.segment(b.out_offset, b.conv->out_size()) += b.conv->apply(v.segment(b.in_offset, b.conv->in_size()), /*abs_kernel=*/true);
  return out;
}
namespace {
// Lam W and X W^T for a sparse W, one column axpy per non-zero: the columns of the dense
// operands are contiguous (column-major), so each update runs over Lam's rows in vector
// registers. Eigen's own dense-times-sparse product scatters one element at a time (measured on
// a CIFAR ResNet's back-substitution: 0.6 GFLOP/s).
Mat sparse_pull_back(const SpMat& W, const Mat& Lam) {
  Mat out = Mat::Zero(Lam.rows(), W.cols());
  for (long j = 0; j < W.outerSize(); ++j)
    for (SpMat::InnerIterator it(W, j); it; ++it) out.col(it.col()).noalias() += it.value() * Lam.col(j);
  return out;
}
Mat sparse_push_forward(const SpMat& W, const Mat& X) {
  Mat out = Mat::Zero(X.rows(), W.rows());
  for (long j = 0; j < W.outerSize(); ++j)
    for (SpMat::InnerIterator it(W, j); it; ++it) out.col(j).noalias() += it.value() * X.col(it.col());
  return out;
}
}  // namespace

Mat times_weight(const Layer& L, const Mat& Lam) {
  if (L.kernels.empty()) {
    if (L.sparse) return sparse_pull_back(*L.sparse, Lam);
    Mat out(Lam.rows(), L.weight.cols());
    gemm(Lam, false, L.weight, false, out);
    return out;
  }
  Mat out = L.rest ? sparse_pull_back(*L.rest, Lam) : Mat::Zero(Lam.rows(), L.in_size);
  for (const KernelBlock& b : L.kernels)
    b.conv->pull_back_add(Lam.middleCols(b.out_offset, b.conv->out_size()), out.middleCols(b.in_offset, b.conv->in_size()));
  return out;
}
Mat rows_times_weight_t(const Layer& L, const Mat& X) {
  if (L.kernels.empty()) {
    if (L.sparse) return sparse_push_forward(*L.sparse, X);
    Mat out(X.rows(), L.weight.rows());
    gemm(X, false, L.weight, true, out);
    return out;
  }
  if (one_whole_kernel(L)) return L.kernels[0].conv->push_forward(X);
  Mat out = L.rest ? sparse_push_forward(*L.rest, X) : Mat::Zero(X.rows(), L.out_size);
  for (const KernelBlock& b : L.kernels)
    out.middleCols(b.out_offset, b.conv->out_size()) += b.conv->push_forward(X.middleCols(b.in_offset, b.conv->in_size()));
  return out;
}
Mat weight_times_columns(const Layer& L, const Mat& M) {
  if (!L.kernels.empty()) return rows_times_weight_t(L, M.transpose()).transpose();
  if (L.sparse) return *L.sparse * M;
  return L.weight * M;
}
Vec weight_row(const Layer& L, int j) {
  if (!L.sparse) return L.weight.row(j).transpose();
  Vec r = Vec::Zero(L.in_size);
  for (SpMat::InnerIterator it(*L.sparse, j); it; ++it) r(it.col()) = it.value();
  return r;
}
Mat dense_weight(const Layer& L) {
  if (!L.sparse) return L.weight;
  if (L.out_size > 0 && L.in_size > (1L << 26) / L.out_size)
    throw std::length_error(fmt::format("layer '{}': a {} x {} dense matrix is too large for this analysis", L.origin,
                                        L.out_size, L.in_size));
  return Mat(*L.sparse);
}

namespace {
Vec apply(const Layer& l, const Vec& v) {
  switch (l.kind) {
    case Layer::Kind::Affine:
      return weight_times(l, v) + l.bias;
    case Layer::Kind::Relu:
      return v.cwiseMax(0.0);
    case Layer::Kind::MaxPool: {
      Vec out(l.out_size);
      for (int o = 0; o < l.out_size; ++o) {
        double m = -INFINITY;
        for (int i : l.groups[o]) m = std::max(m, v(i));
        out(o) = m;
      }
      return out;
    }
    case Layer::Kind::Smooth: {
      Vec out(v.size());
      for (long j = 0; j < v.size(); ++j) out(j) = l.passes(j) ? v(j) : l.activation->value(v(j));
      return out;
    }
    case Layer::Kind::Product: {
      Vec out(l.out_size);
      for (int o = 0; o < l.out_size; ++o)
        out(o) = l.groups[o].size() == 1 ? v(l.groups[o][0]) : v(l.groups[o][0]) * v(l.groups[o][1]);
      return out;
    }
  }
  return v;
}
}  // namespace

Vec Network::evaluate(const Vec& x) const {
  Vec v = x;
  if (input_clamp_lo) v = v.cwiseMax(*input_clamp_lo).cwiseMin(*input_clamp_hi);
  for (const Layer& l : layers) v = apply(l, v);
  return v;
}

std::vector<Vec> Network::evaluate_all(const Vec& x) const {
  std::vector<Vec> out;
  out.reserve(layers.size() + 1);
  Vec v = x;
  if (input_clamp_lo) v = v.cwiseMax(*input_clamp_lo).cwiseMin(*input_clamp_hi);
  out.push_back(v);
  for (const Layer& l : layers) out.push_back(apply(l, out.back()));
  return out;
}

namespace {
// One layer applied to every row of V (a point over the layer's inputs).
Mat apply_rows(const Layer& l, const Mat& V) {
  switch (l.kind) {
    case Layer::Kind::Affine: {
      Mat out = rows_times_weight_t(l, V);
      out.rowwise() += l.bias.transpose();
      return out;
    }
    case Layer::Kind::Relu:
      return V.cwiseMax(0.0);
    case Layer::Kind::MaxPool: {
      Mat out(V.rows(), l.out_size);
      for (int o = 0; o < l.out_size; ++o) {
        out.col(o).setConstant(-INFINITY);
        for (int i : l.groups[o]) out.col(o) = out.col(o).cwiseMax(V.col(i));
      }
      return out;
    }
    case Layer::Kind::Smooth: {
      Mat out = V.unaryExpr([&](double x) { return l.activation->value(x); });
      for (long j = 0; j < V.cols(); ++j)
        if (l.passes(j)) out.col(j) = V.col(j);
      return out;
    }
    case Layer::Kind::Product: {
      Mat out(V.rows(), l.out_size);
      for (int o = 0; o < l.out_size; ++o)
        out.col(o) = l.groups[o].size() == 1 ? Vec(V.col(l.groups[o][0])) : Vec(V.col(l.groups[o][0]).cwiseProduct(V.col(l.groups[o][1])));
      return out;
    }
  }
  return V;
}

Mat clamped_rows(const Network& net, const Mat& X) {
  Mat V = X;
  if (net.input_clamp_lo)
    for (long r = 0; r < V.rows(); ++r)
      V.row(r) = V.row(r).cwiseMax(net.input_clamp_lo->transpose()).cwiseMin(net.input_clamp_hi->transpose());
  return V;
}
}  // namespace

Mat Network::evaluate_rows(const Mat& X) const {
  Mat V = clamped_rows(*this, X);
  for (const Layer& l : layers) V = apply_rows(l, V);
  return V;
}

std::vector<Mat> Network::evaluate_all_rows(const Mat& X) const {
  std::vector<Mat> out;
  out.reserve(layers.size() + 1);
  out.push_back(clamped_rows(*this, X));
  for (const Layer& l : layers) out.push_back(apply_rows(l, out.back()));
  return out;
}

int Network::last_relu_layer() const {
  for (int k = static_cast<int>(layers.size()) - 1; k >= 0; --k)
    if (layers[k].kind == Layer::Kind::Relu) return k;
  return -1;
}

bool Network::near_a_step(const Vec& x, double rel_tol) const {
  bool any = false;
  for (const Layer& l : layers) any = any || (l.kind == Layer::Kind::Smooth && l.activation->steps_at_zero());
  if (!any) return false;
  const std::vector<Vec> v = evaluate_all(x);
  for (std::size_t k = 0; k < layers.size(); ++k) {
    const Layer& l = layers[k];
    if (l.kind != Layer::Kind::Smooth || !l.activation->steps_at_zero()) continue;
    const double tol = rel_tol * (1 + v[k].cwiseAbs().maxCoeff());
    for (long j = 0; j < v[k].size(); ++j)
      if (!l.passes(j) && std::abs(v[k](j)) <= tol) return true;
  }
  return false;
}

int Network::relu_count() const {
  int n = 0;
  for (const Layer& l : layers)
    if (l.kind == Layer::Kind::Relu) n += l.out_size;
  return n;
}

bool Network::piecewise_linear() const {
  for (const Layer& l : layers)
    if (l.kind == Layer::Kind::Smooth || l.kind == Layer::Kind::Product) return false;
  return true;
}

std::string Network::summary() const {
  std::string s = fmt::format("{}", input_size);
  for (const Layer& l : layers) {
    switch (l.kind) {
      case Layer::Kind::Affine: s += fmt::format(" -> affine({})", l.out_size); break;
      case Layer::Kind::Relu: s += " -> relu"; break;
      case Layer::Kind::MaxPool: s += fmt::format(" -> maxpool({})", l.out_size); break;
      case Layer::Kind::Smooth: s += fmt::format(" -> {}", l.activation->name()); break;
      case Layer::Kind::Product: s += fmt::format(" -> product({})", l.out_size); break;
    }
  }
  return s + fmt::format(" ({} ReLU)", relu_count());
}

std::string Network::validate() const {
  int size = input_size;
  for (std::size_t k = 0; k < layers.size(); ++k) {
    const Layer& l = layers[k];
    if (l.in_size != size)
      return fmt::format("layer {} ({}) expects {} inputs but receives {}", k, l.origin,
                         l.in_size, size);
    if (l.kind == Layer::Kind::Affine) {
      if (l.sparse ? (l.sparse->rows() != l.out_size || l.sparse->cols() != l.in_size || l.weight.size() != 0)
                   : (l.weight.rows() != l.out_size || l.weight.cols() != l.in_size))
        return fmt::format("layer {} ({}) has a weight that does not match its sizes", k, l.origin);
      const bool finite = l.sparse ? Eigen::Map<const Vec>(l.sparse->valuePtr(), l.sparse->nonZeros()).allFinite()
                                   : l.weight.allFinite();
      if (!finite || !l.bias.allFinite())
        return fmt::format("layer {} ({}) has NaN or infinite weights", k, l.origin);
      if (l.bias.size() != l.out_size) return fmt::format("layer {} bias size mismatch", k);
      for (const KernelBlock& b : l.kernels)
        if (!fits(b, l.in_size, l.out_size))
          return fmt::format("layer {} ({}) has a kernel that does not match its sizes", k, l.origin);
    }
    if (l.kind == Layer::Kind::MaxPool)
      for (const auto& g : l.groups)
        for (int i : g)
          if (i < 0 || i >= l.in_size || g.empty())
            return fmt::format("layer {} (MaxPool) has a bad window", k);
    if (l.kind == Layer::Kind::Smooth && (!l.activation || l.out_size != l.in_size ||
                                          (!l.passthrough.empty() && static_cast<int>(l.passthrough.size()) != l.out_size)))
      return fmt::format("layer {} ({}) has no activation or changes the size", k, l.origin);
    if (l.kind == Layer::Kind::Product)
      for (const auto& g : l.groups)
        for (int i : g)
          if (i < 0 || i >= l.in_size || g.empty() || g.size() > 2)
            return fmt::format("layer {} (Product) has a bad factor list", k);
    size = l.out_size;
  }
  if (size != output_size)
    return fmt::format("network output has {} values, expected {}", size, output_size);
  return "";
}

}  // namespace shardproof::robustness
