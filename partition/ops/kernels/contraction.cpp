// Kernels of the contractions. dot_general: the operands are laid out as [batch, free,
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
    using S = std::conditional_t<std::is_same_v<T, bool>, uint8_t, T>;  // vector<bool> packs bits
    std::vector<S> moved(out.size());
    strided_copy(in.data.data(), reinterpret_cast<std::byte*>(moved.data()), shape, step, 0, sizeof(T));
    for (size_t i = 0; i < out.size(); ++i) {
      if constexpr (std::is_same_v<T, C>) out[i] = moved[i];
      else out[i] = static_cast<C>(to_double(static_cast<T>(moved[i])));
    }
  });
  return out;
}

template <class C>
void dot(KernelCall& call) {
  const HostBuffer &lhs = *call.operands[0], &rhs = *call.operands[1];
  const DotDims& dd = call.op.dot;
  auto free_dims = [](int rank, const std::vector<int64_t>& batch, const std::vector<int64_t>& contracting) {
    std::vector<int64_t> f;
    for (int64_t d = 0; d < rank; ++d)
      if (std::find(batch.begin(), batch.end(), d) == batch.end() &&
          std::find(contracting.begin(), contracting.end(), d) == contracting.end())
        f.push_back(d);
    return f;
  };
  const auto lhs_free = free_dims(static_cast<int>(lhs.shape.size()), dd.lhs_batch, dd.lhs_contracting);
  const auto rhs_free = free_dims(static_cast<int>(rhs.shape.size()), dd.rhs_batch, dd.rhs_contracting);
  auto extent = [](const HostBuffer& b, const std::vector<int64_t>& dims) {
    int64_t p = 1;
    for (int64_t d : dims) p *= b.shape[static_cast<size_t>(d)];
    return p;
  };
  const int64_t B = extent(lhs, dd.lhs_batch), M = extent(lhs, lhs_free), K = extent(lhs, dd.lhs_contracting),
                N = extent(rhs, rhs_free);
  if (K != extent(rhs, dd.rhs_contracting))
    throw KernelUnsupported(fmt::format("dot_general contracting {} with {} elements", K, extent(rhs, dd.rhs_contracting)));
  std::vector<int64_t> lorder = dd.lhs_batch, rorder = dd.rhs_batch;
  lorder.insert(lorder.end(), lhs_free.begin(), lhs_free.end());
  lorder.insert(lorder.end(), dd.lhs_contracting.begin(), dd.lhs_contracting.end());
  rorder.insert(rorder.end(), dd.rhs_contracting.begin(), dd.rhs_contracting.end());
  rorder.insert(rorder.end(), rhs_free.begin(), rhs_free.end());
  const std::vector<C> a = permuted<C>(lhs, lorder), b = permuted<C>(rhs, rorder);
  std::vector<C> c(static_cast<size_t>(B * M * N), C(0));
  using Matrix = Eigen::TensorMap<Eigen::Tensor<C, 2, Eigen::RowMajor, Eigen::Index>>;
  using ConstMatrix = Eigen::TensorMap<const Eigen::Tensor<C, 2, Eigen::RowMajor, Eigen::Index>>;
  const Eigen::array<Eigen::IndexPair<Eigen::Index>, 1> contract{Eigen::IndexPair<Eigen::Index>(1, 0)};
  for (int64_t i = 0; i < B && M * N > 0; ++i) {
    ConstMatrix am(a.data() + i * M * K, M, K), bm(b.data() + i * K * N, K, N);
    Matrix cm(c.data() + i * M * N, M, N);
    if (call.threads) cm.device(*call.threads) = am.contract(bm, contract);
    else cm = am.contract(bm, contract);
  }
  HostBuffer& out = call.results[0];
  with_dtype(out.dtype, [&]<class T>() {
    T* dst = out.as<T>();
    for (size_t i = 0; i < c.size(); ++i) dst[i] = from_double<T>(static_cast<double>(c[i]));
  });
}

}  // namespace

void dot_general(KernelCall& call) {
  const types::DType t = call.results[0].dtype;
  if (t == types::DType::f32 || t == types::DType::bf16 || t == types::DType::f16) dot<float>(call);
  else dot<double>(call);
}

}  // namespace shardproof::partition::kernels
