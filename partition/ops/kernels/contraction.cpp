// Kernels of the contractions. convolution: patch matrices times the kernel (im2col, Eigen's
// contraction), a direct loop over each result element's window where both group counts
// exceed 1. dot_general: the operands are laid out as [batch, free,
// contracted] and [batch, contracted, free] matrices in the accumulation type (float for
// f32/bf16/f16, double for f64 and the integers, exact for them up to 2^53) and each batch is
// one Eigen tensor contraction on the caller's thread pool; the result is rounded to its
// dtype once, as XLA's CPU dot does.
#define EIGEN_USE_THREADS
#include <unsupported/Eigen/CXX11/Tensor>

#include <numeric>

#include "partition/ops/kernels/element.h"

namespace shardproof::partition::kernels {
namespace {

// The dtype whose elements are C (the accumulation types that are also element types).
template <class C>
constexpr types::DType dtype_of() {
  if constexpr (std::is_same_v<C, float>) return types::DType::f32;
  else return types::DType::f64;
}

// `in` permuted so that dimensions `order` come first-to-last, converted to C.
template <class C>
std::vector<C> permuted(const HostBuffer& in, const std::vector<int64_t>& order) {
  std::vector<C> out(static_cast<size_t>(in.num_elements()));
  if (out.empty()) return out;
  const auto s = strides(in.shape);
  std::vector<int64_t> shape, step;
  for (int64_t d : order) {
    shape.push_back(in.shape[static_cast<size_t>(d)]);
    step.push_back(s[static_cast<size_t>(d)]);
  }
  with_dtype(in.dtype, [&]<class T>() {
    if constexpr (std::is_same_v<T, C>) {  // already in C: one copy
      strided_copy(in.data.data(), reinterpret_cast<std::byte*>(out.data()), shape, step, 0, sizeof(C));
    } else {
      using S = std::conditional_t<std::is_same_v<T, bool>, uint8_t, T>;  // vector<bool> packs bits
      std::vector<S> moved(out.size());
      strided_copy(in.data.data(), reinterpret_cast<std::byte*>(moved.data()), shape, step, 0, sizeof(T));
      for (size_t i = 0; i < out.size(); ++i) out[i] = static_cast<C>(to_double(static_cast<T>(moved[i])));
    }
  });
  return out;
}

std::vector<int64_t> identity_order(const HostBuffer& b) {
  std::vector<int64_t> order(b.shape.size());
  std::iota(order.begin(), order.end(), 0);
  return order;
}

// `values`, computed in C, rounded once to `out`'s dtype.
template <class C>
void round_into(HostBuffer& out, const std::vector<C>& values) {
  with_dtype(out.dtype, [&]<class T>() {
    T* dst = out.as<T>();
    for (size_t i = 0; i < values.size(); ++i) dst[i] = from_double<T>(static_cast<double>(values[i]));
  });
}

template <class C>
void dot(KernelCall& call) {
  const HostBuffer &lhs = *call.operands[0], &rhs = *call.operands[1];
  const DotDims& dd = call.op.dot;
  const auto lhs_free = dd.free_dims(0, static_cast<int64_t>(lhs.shape.size()));
  const auto rhs_free = dd.free_dims(1, static_cast<int64_t>(rhs.shape.size()));
  auto extent = [](const HostBuffer& b, const std::vector<int64_t>& dims) {
    int64_t p = 1;
    for (int64_t d : dims) p *= b.shape[static_cast<size_t>(d)];
    return p;
  };
  const int64_t B = extent(lhs, dd.lhs_batch), M = extent(lhs, lhs_free), K = extent(lhs, dd.lhs_contracting),
                N = extent(rhs, rhs_free);
  if (K != extent(rhs, dd.rhs_contracting))
    throw KernelUnsupported(fmt::format("dot_general contracting {} with {} elements", K, extent(rhs, dd.rhs_contracting)));
  // Each operand as B matrices: read in place when it already is in C and its dimensions lie
  // as batch, then one group, then the other (Eigen's contraction packs either orientation
  // itself: `transposed` says the contracted group comes first in a lhs, last in a rhs);
  // otherwise permuted into [batch, free, contracted] / [batch, contracted, free].
  auto concat = [](std::vector<int64_t> x, const std::vector<int64_t>& y, const std::vector<int64_t>& z) {
    x.insert(x.end(), y.begin(), y.end());
    x.insert(x.end(), z.begin(), z.end());
    return x;
  };
  auto in_place = [&](const HostBuffer& b, const std::vector<int64_t>& order) {
    return b.dtype == dtype_of<C>() && order == identity_order(b);
  };
  struct Operand {
    std::vector<C> copy;
    const C* data = nullptr;
    bool transposed = false;
  };
  auto operand = [&](const HostBuffer& b, const std::vector<int64_t>& natural, const std::vector<int64_t>& flipped) {
    Operand o;
    if (in_place(b, natural)) o.data = b.as<C>();
    else if (in_place(b, flipped)) o.data = b.as<C>(), o.transposed = true;
    else o.copy = permuted<C>(b, natural), o.data = o.copy.data();
    return o;
  };
  const Operand a = operand(lhs, concat(dd.lhs_batch, lhs_free, dd.lhs_contracting),
                            concat(dd.lhs_batch, dd.lhs_contracting, lhs_free));
  const Operand b = operand(rhs, concat(dd.rhs_batch, dd.rhs_contracting, rhs_free),
                            concat(dd.rhs_batch, rhs_free, dd.rhs_contracting));
  // The result straight into the output when it is in C (no rounding needed), else rounded
  // from an accumulator once.
  HostBuffer& out = call.results[0];
  const bool direct = out.dtype == dtype_of<C>();
  std::vector<C> c(direct ? 0 : static_cast<size_t>(B * M * N));
  C* result = direct ? out.as<C>() : c.data();
  using Matrix = Eigen::TensorMap<Eigen::Tensor<C, 2, Eigen::RowMajor, Eigen::Index>>;
  using ConstMatrix = Eigen::TensorMap<const Eigen::Tensor<C, 2, Eigen::RowMajor, Eigen::Index>>;
  const Eigen::array<Eigen::IndexPair<Eigen::Index>, 1> contract{
      Eigen::IndexPair<Eigen::Index>(a.transposed ? 0 : 1, b.transposed ? 1 : 0)};
  for (int64_t i = 0; i < B && M * N > 0; ++i) {
    ConstMatrix am(a.data + i * M * K, a.transposed ? K : M, a.transposed ? M : K);
    ConstMatrix bm(b.data + i * K * N, b.transposed ? N : K, b.transposed ? K : N);
    Matrix cm(result + i * M * N, M, N);
    if (call.threads) cm.device(*call.threads) = am.contract(bm, contract);
    else cm = am.contract(bm, contract);
  }
  if (M * N > 0 && K == 0) std::fill(result, result + B * M * N, C(0));
  if (!direct) round_into(out, c);
}

// A convolution as matrix products (im2col), one per group of result features: the rows of
// the patch matrix are (result batch element, result position), its columns (kernel position,
// input feature), each entry the input element that kernel position meets there (zero in
// padding and between base-dilated elements); the kernel matrix is (kernel position, input
// feature) x result feature. Eigen's contraction does the products: the direct loop below,
// one result element at a time, took 85% of diffusers' UNet training step (issue 41).
// With feature groups, each group's input features meet its own result features; with batch
// groups, each group of the input batch its own (one of the two counts is 1).
template <class C>
void conv_as_gemm(KernelCall& call, const std::vector<C>& a, const std::vector<C>& k, std::vector<C>& result) {
  const HostBuffer &lhs = *call.operands[0], &rhs = *call.operands[1];
  const HostBuffer& out = call.results[0];
  const ConvDims& cd = call.op.conv;
  const Window& w = call.op.window;
  const size_t spatial = cd.input_spatial.size();
  auto at = [](const std::vector<int64_t>& v, size_t i, int64_t otherwise) { return i < v.size() ? v[i] : otherwise; };
  auto dim = [](const std::vector<int64_t>& shape, int64_t d) { return shape[static_cast<size_t>(d)]; };
  const auto ls = strides(lhs.shape), ks = strides(rhs.shape), os = strides(out.shape);
  const int64_t blocks = cd.feature_group_count * cd.batch_group_count;
  const int64_t out_batch = dim(out.shape, cd.output_batch), out_features = dim(out.shape, cd.output_feature);
  const int64_t per_block = out_features / blocks, kernel_in = dim(rhs.shape, cd.kernel_input_feature);
  std::vector<int64_t> window(spatial), positions(spatial);
  int64_t window_size = 1, out_positions = 1;
  for (size_t i = 0; i < spatial; ++i) {
    window[i] = dim(rhs.shape, cd.kernel_spatial[i]), window_size *= window[i];
    positions[i] = dim(out.shape, cd.output_spatial[i]), out_positions *= positions[i];
  }
  const int64_t rows = out_batch * out_positions, cols = window_size * kernel_in;
  if (rows == 0 || per_block == 0) return;
  // Per kernel position and result position, the input element's spatial offset (-1 outside):
  // computed once, shared by every batch element and group.
  std::vector<int64_t> offset(static_cast<size_t>(out_positions * window_size));
  {
    std::vector<int64_t> o(spatial, 0);
    size_t n = 0;
    do {
      std::vector<int64_t> kp(spatial, 0);
      do {
        int64_t at_lhs = 0;
        bool inside = true;
        for (size_t i = 0; i < spatial && inside; ++i) {
          const int64_t dilated = o[i] * at(w.strides, i, 1) + kp[i] * at(w.window_dilations, i, 1) - at(w.padding_low, i, 0);
          const int64_t base_dilation = at(w.base_dilations, i, 1);
          inside = dilated >= 0 && dilated % base_dilation == 0 && dilated / base_dilation < dim(lhs.shape, cd.input_spatial[i]);
          at_lhs += dilated / base_dilation * ls[static_cast<size_t>(cd.input_spatial[i])];
        }
        offset[n++] = inside ? at_lhs : -1;
      } while (next_index(kp, window));
    } while (next_index(o, positions));
  }
  std::vector<C> patches(static_cast<size_t>(rows * cols)), kernel(static_cast<size_t>(cols * per_block)),
      product(static_cast<size_t>(rows * per_block));
  const int64_t feature_step = ls[static_cast<size_t>(cd.input_feature)];
  const int64_t batch_step = ls[static_cast<size_t>(cd.input_batch)];
  using Matrix = Eigen::TensorMap<Eigen::Tensor<C, 2, Eigen::RowMajor, Eigen::Index>>;
  using ConstMatrix = Eigen::TensorMap<const Eigen::Tensor<C, 2, Eigen::RowMajor, Eigen::Index>>;
  const Eigen::array<Eigen::IndexPair<Eigen::Index>, 1> contract{Eigen::IndexPair<Eigen::Index>(1, 0)};
  for (int64_t b = 0; b < blocks; ++b) {
    const int64_t first_in = cd.feature_group_count > 1 ? b * kernel_in : 0;
    const int64_t first_batch = cd.batch_group_count > 1 ? b * out_batch : 0;
    // The patch matrix of this group.
    for (int64_t ob = 0; ob < out_batch; ++ob) {
      const int64_t base = (first_batch + ob) * batch_step + first_in * feature_step;
      for (int64_t p = 0; p < out_positions; ++p) {
        C* row = patches.data() + (ob * out_positions + p) * cols;
        const int64_t* off = offset.data() + p * window_size;
        for (int64_t q = 0; q < window_size; ++q, row += kernel_in) {
          if (off[q] < 0) {
            std::fill(row, row + kernel_in, C(0));
            continue;
          }
          const C* src = a.data() + base + off[q];
          for (int64_t f = 0; f < kernel_in; ++f) row[f] = src[f * feature_step];
        }
      }
    }
    // The kernel matrix of this group: (kernel position, input feature) x result feature.
    {
      std::vector<int64_t> kp(spatial, 0);
      int64_t q = 0;
      do {
        int64_t at_rhs = 0;
        for (size_t i = 0; i < spatial; ++i) at_rhs += kp[i] * ks[static_cast<size_t>(cd.kernel_spatial[i])];
        for (int64_t f = 0; f < kernel_in; ++f)
          for (int64_t j = 0; j < per_block; ++j)
            kernel[static_cast<size_t>((q * kernel_in + f) * per_block + j)] =
                k[static_cast<size_t>(at_rhs + f * ks[static_cast<size_t>(cd.kernel_input_feature)] +
                                      (b * per_block + j) * ks[static_cast<size_t>(cd.kernel_output_feature)])];
        ++q;
      } while (next_index(kp, window));
    }
    ConstMatrix pm(patches.data(), rows, cols), km(kernel.data(), cols, per_block);
    Matrix rm(product.data(), rows, per_block);
    if (call.threads) rm.device(*call.threads) = pm.contract(km, contract);
    else rm = pm.contract(km, contract);
    // Into the result's layout.
    std::vector<int64_t> o(spatial, 0);
    for (int64_t ob = 0; ob < out_batch; ++ob) {
      std::fill(o.begin(), o.end(), 0);
      for (int64_t p = 0; p < out_positions; ++p) {
        int64_t at_out = ob * os[static_cast<size_t>(cd.output_batch)] +
                         b * per_block * os[static_cast<size_t>(cd.output_feature)];
        for (size_t i = 0; i < spatial; ++i) at_out += o[i] * os[static_cast<size_t>(cd.output_spatial[i])];
        const C* src = product.data() + (ob * out_positions + p) * per_block;
        for (int64_t j = 0; j < per_block; ++j)
          result[static_cast<size_t>(at_out + j * os[static_cast<size_t>(cd.output_feature)])] = src[j];
        next_index(o, positions);
      }
    }
  }
}

// StableHLO convolution, directly: every result element sums the kernel window over the
// (lhs-dilated, padded) input, with feature groups (the input's features and the result's
// split into feature_group_count matching groups) and batch groups (the input's batch into
// batch_group_count groups, each paired with a group of result features). Spatial
// dimensions must be whole on the device (halos are not exchanged); batch and feature
// dimensions may be split when there is one group; with feature groups the batch, with batch
// groups the input features.
template <class C>
void conv(KernelCall& call) {
  const HostBuffer &lhs = *call.operands[0], &rhs = *call.operands[1];
  HostBuffer& out = call.results[0];
  const ConvDims& cd = call.op.conv;
  const Window& w = call.op.window;
  const size_t spatial = cd.input_spatial.size();
  const auto& global_lhs = call.program.value(call.op.operands[0]).type.shape;
  const auto& global_rhs = call.program.value(call.op.operands[1]).type.shape;
  for (size_t i = 0; i < spatial; ++i) {
    const auto in_dim = static_cast<size_t>(cd.input_spatial[i]), k_dim = static_cast<size_t>(cd.kernel_spatial[i]);
    const bool pointwise = global_rhs[k_dim] == 1 && window_is_identity(w, i) &&
                           lhs.shape[in_dim] == out.shape[static_cast<size_t>(cd.output_spatial[i])];
    if ((lhs.shape[in_dim] != global_lhs[in_dim] && !pointwise) || rhs.shape[k_dim] != global_rhs[k_dim])
      throw KernelUnsupported("convolution of a spatial dimension split on this device");
  }
  const int64_t groups = cd.feature_group_count, batch_groups = cd.batch_group_count;
  // What the sharding rule lets a grouped convolution split: with feature groups, the batch
  // (each element is convolved on its own); with batch groups, the input features (the
  // contraction: partial sums). Any other split would cut through the groups.
  auto splits_only_what_the_groups_allow = [&] {
    for (size_t d = 0; d < lhs.shape.size(); ++d) {
      const auto di = static_cast<int64_t>(d);
      const bool allowed = batch_groups == 1 ? di == cd.input_batch : di == cd.input_feature;
      if (lhs.shape[d] != global_lhs[d] && !allowed) return false;
    }
    for (size_t d = 0; d < rhs.shape.size(); ++d)
      if (rhs.shape[d] != global_rhs[d] && !(batch_groups > 1 && static_cast<int64_t>(d) == cd.kernel_input_feature))
        return false;
    return true;
  };
  if ((groups > 1 || batch_groups > 1) && !splits_only_what_the_groups_allow())
    throw KernelUnsupported("grouped convolution of operands split on this device");
  auto at = [](const std::vector<int64_t>& v, size_t i, int64_t otherwise) { return i < v.size() ? v[i] : otherwise; };
  const std::vector<C> a = permuted<C>(lhs, identity_order(lhs)), k = permuted<C>(rhs, identity_order(rhs));
  const auto ls = strides(lhs.shape), ks = strides(rhs.shape);
  auto dim = [](const std::vector<int64_t>& shape, int64_t d) { return shape[static_cast<size_t>(d)]; };
  const int64_t in_batch = dim(lhs.shape, cd.input_batch), out_features = dim(out.shape, cd.output_feature);
  const int64_t kernel_in = dim(rhs.shape, cd.kernel_input_feature);
  const int64_t per_group = std::max<int64_t>(1, out_features / groups);
  const int64_t per_batch_group = std::max<int64_t>(1, out_features / batch_groups);
  std::vector<int64_t> window(spatial);
  for (size_t i = 0; i < spatial; ++i) window[i] = dim(rhs.shape, cd.kernel_spatial[i]);
  std::vector<C> result(static_cast<size_t>(out.num_elements()), C(0));
  if (!result.empty() && (groups == 1 || batch_groups == 1)) {
    conv_as_gemm<C>(call, a, k, result);
  } else if (!result.empty()) {
    std::vector<int64_t> o(out.shape.size(), 0);
    size_t flat = 0;
    do {
      const int64_t of = o[static_cast<size_t>(cd.output_feature)];
      const int64_t ib = (of / per_batch_group) * (in_batch / batch_groups) + o[static_cast<size_t>(cd.output_batch)];
      const int64_t first_in = (of / per_group) * kernel_in;
      C acc(0);
      std::vector<int64_t> kp(spatial, 0);
      do {
        int64_t lhs_at = ib * ls[static_cast<size_t>(cd.input_batch)];
        int64_t rhs_at = of * ks[static_cast<size_t>(cd.kernel_output_feature)];
        bool inside = true;
        for (size_t i = 0; i < spatial && inside; ++i) {
          const int64_t dilated = o[static_cast<size_t>(cd.output_spatial[i])] * at(w.strides, i, 1) +
                                  kp[i] * at(w.window_dilations, i, 1) - at(w.padding_low, i, 0);
          const int64_t base_dilation = at(w.base_dilations, i, 1);
          inside = dilated >= 0 && dilated % base_dilation == 0 &&
                   dilated / base_dilation < dim(lhs.shape, cd.input_spatial[i]);
          lhs_at += dilated / base_dilation * ls[static_cast<size_t>(cd.input_spatial[i])];
          rhs_at += kp[i] * ks[static_cast<size_t>(cd.kernel_spatial[i])];
        }
        if (inside)
          for (int64_t f = 0; f < kernel_in; ++f)
            acc += a[static_cast<size_t>(lhs_at + (first_in + f) * ls[static_cast<size_t>(cd.input_feature)])] *
                   k[static_cast<size_t>(rhs_at + f * ks[static_cast<size_t>(cd.kernel_input_feature)])];
      } while (next_index(kp, window));
      result[flat++] = acc;
    } while (next_index(o, out.shape));
  }
  round_into(out, result);
}

}  // namespace

void dot_general(KernelCall& call) {
  const types::DType t = call.results[0].dtype;
  if (t == types::DType::f32 || t == types::DType::bf16 || t == types::DType::f16) dot<float>(call);
  else dot<double>(call);
}

void convolution(KernelCall& call) {
  const types::DType t = call.results[0].dtype;
  if (t == types::DType::f32 || t == types::DType::bf16 || t == types::DType::f16) conv<float>(call);
  else conv<double>(call);
}

}  // namespace shardproof::partition::kernels
