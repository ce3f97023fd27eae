// The kernel of stablehlo.fft: discrete Fourier transforms over the trailing `fft_length`
// dimensions (one to three), with Eigen's FFT module (unsupported/Eigen/FFT, kissfft inside)
// along one axis at a time. complex64 computes in float, complex128 in double.
//
//   stablehlo.fft %x, type = FFT, length = [4]    [1, 2, 3, 4] -> [10, -2+2i, -2, -2-2i]
//   type = IFFT: the inverse, scaled by 1/n (so IFFT(FFT(x)) = x)
//   type = RFFT, length = [4]: real in, the n/2 + 1 non-redundant outputs [10, -2+2i, -2]
//   type = IRFFT, length = [4]: those n/2 + 1 in, the real signal of length 4 out (the
//     missing half is the conjugate mirror; imaginary parts of the DC and Nyquist terms,
//     which a real signal cannot have, are dropped, as XLA does)
//
// The batch (leading) dimensions may be split over devices: each device transforms the rows
// it holds, which is why the op's sharding rule keeps the transformed dimensions whole.
#include <complex>
#include <vector>

#include <unsupported/Eigen/FFT>

#include "partition/ops/kernels/element.h"

namespace shardproof::partition::kernels {
namespace {

enum class FftType { fft, ifft, rfft, irfft };

FftType fft_type_of(const Op& op) {
  for (const auto& [key, value] : op.attributes) {
    if (key != "fft_type") continue;
    // "#stablehlo<fft_type RFFT>": test the longer names first (RFFT contains FFT)
    if (value.find("IRFFT") != std::string::npos) return FftType::irfft;
    if (value.find("RFFT") != std::string::npos) return FftType::rfft;
    if (value.find("IFFT") != std::string::npos) return FftType::ifft;
    if (value.find("FFT") != std::string::npos) return FftType::fft;
    throw KernelUnsupported(fmt::format("fft_type '{}'", value));
  }
  throw KernelUnsupported("stablehlo.fft without its fft_type");
}

// Transforms `data` (row-major over `shape`) in place along dimension `axis`, forward or
// inverse (the inverse scaled by 1/n, Eigen's default).
template <class R>
void transform_axis(std::vector<std::complex<R>>& data, const std::vector<int64_t>& shape, size_t axis, bool inverse,
                    Eigen::FFT<R>& fft) {
  const int64_t n = shape[axis];
  if (n <= 1 || data.empty()) return;  // a length-1 transform is the identity, either way
  const int64_t stride = strides(shape)[axis];
  const int64_t outer = static_cast<int64_t>(data.size()) / (n * stride);
  std::vector<std::complex<R>> line(static_cast<size_t>(n)), result(static_cast<size_t>(n));
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t s = 0; s < stride; ++s) {
      const int64_t base = o * n * stride + s;
      for (int64_t k = 0; k < n; ++k) line[static_cast<size_t>(k)] = data[static_cast<size_t>(base + k * stride)];
      if (inverse) fft.inv(result, line);
      else fft.fwd(result, line);
      for (int64_t k = 0; k < n; ++k) data[static_cast<size_t>(base + k * stride)] = result[static_cast<size_t>(k)];
    }
}

// Copies the block of `in` (over `in_shape`) that fits `out_shape` into an array over
// `out_shape`, zero elsewhere: the truncation of RFFT's last dimension, IRFFT's extension.
template <class T>
std::vector<T> resize_last(const std::vector<T>& in, const std::vector<int64_t>& in_shape, int64_t out_last) {
  const int64_t in_last = in_shape.back(), rows = in_last == 0 ? 0 : static_cast<int64_t>(in.size()) / in_last;
  std::vector<T> out(static_cast<size_t>(rows * out_last));
  const int64_t keep = std::min(in_last, out_last);
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t k = 0; k < keep; ++k) out[static_cast<size_t>(r * out_last + k)] = in[static_cast<size_t>(r * in_last + k)];
  return out;
}

template <class R>
void run_fft(KernelCall& call, FftType type) {
  using C = std::complex<R>;
  const HostBuffer& in = *call.operands[0];
  HostBuffer& out = call.results[0];
  const std::vector<int64_t>& lengths = call.op.dims;
  const size_t rank = in.shape.size(), k = lengths.size();
  if (k == 0 || k > rank) throw KernelUnsupported("stablehlo.fft with no fft_length or more than the operand's rank");
  Eigen::FFT<R> fft;
  std::vector<int64_t> shape = in.shape;
  std::vector<C> data(static_cast<size_t>(in.num_elements()));
  if (type == FftType::rfft) {
    for (size_t i = 0; i < data.size(); ++i) data[i] = C(in.as<R>()[i], 0);
  } else {
    std::memcpy(data.data(), in.data.data(), in.data.size());
  }
  const bool inverse = type == FftType::ifft || type == FftType::irfft;
  if (type == FftType::irfft) {
    // The leading transformed dimensions first, on the half spectrum; then the last one
    // from its conjugate-mirrored full length.
    for (size_t a = rank - k; a + 1 < rank; ++a) transform_axis(data, shape, a, true, fft);
    const int64_t n = lengths.back(), half = shape.back();
    data = resize_last(data, shape, n);
    shape.back() = n;
    const int64_t rows = n == 0 ? 0 : static_cast<int64_t>(data.size()) / n;
    for (int64_t r = 0; r < rows; ++r)
      for (int64_t f = half; f < n; ++f)
        data[static_cast<size_t>(r * n + f)] = std::conj(data[static_cast<size_t>(r * n + (n - f) % n)]);
    transform_axis(data, shape, rank - 1, true, fft);
    R* dst = out.as<R>();
    for (size_t i = 0; i < data.size(); ++i) dst[i] = data[i].real();
    return;
  }
  for (size_t a = rank - k; a < rank; ++a) transform_axis(data, shape, a, inverse, fft);
  if (type == FftType::rfft) data = resize_last(data, shape, lengths.back() / 2 + 1);
  std::memcpy(out.data.data(), data.data(), std::min(out.data.size(), data.size() * sizeof(C)));
}

}  // namespace

void fft(KernelCall& call) {
  const FftType type = fft_type_of(call.op);
  const types::DType complex_type = type == FftType::irfft ? call.operands[0]->dtype : call.results[0].dtype;
  with_complex(complex_type, [&]<class R>() { run_fft<R>(call, type); });
}

}  // namespace shardproof::partition::kernels
