// \file The type of an array: its shape and element type.
//
//   tensor<4096x4096xf32>    shape [4096, 4096], 4 bytes per element
//   tensor<16x128xbf16>      shape [16, 128], 2 bytes per element
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace shardproof::types {

enum class DType {
  f32, bf16, f16, f64, i1, i8, i32, i64, ui8, ui32,
  // read in programs (random-number state, quantized weights, fp8 matmuls); shardproof
  // moves and counts them but runs no arithmetic on them
  i16, ui16, ui64, i4, ui4, f8E4M3FN, f8E5M2, f8E4M3FNUZ, f8E5M2FNUZ, c64, c128,
  // !stablehlo.token: orders side effects (io_callback, jax.debug.print); no data, no bytes,
  // always a scalar
  token,
};

int64_t byte_size(DType dtype);
// Floating point narrower than f32 (bf16, f16, the f8 kinds): what a backend without
// kernels for them computes in f32.
bool is_narrow_float(DType dtype);
std::string to_string(DType dtype);
// Throws InputError for an unknown name.
DType parse_dtype(std::string_view name);

struct TensorType {
  std::vector<int64_t> shape;
  DType dtype = DType::f32;

  int rank() const { return static_cast<int>(shape.size()); }
  int64_t num_elements() const;
  int64_t num_bytes() const { return num_elements() * byte_size(dtype); }
  bool operator==(const TensorType&) const = default;
};

// "4096x4096" -> {4096, 4096}, "0x256" -> {0, 256} (zero-size arrays are legal); throws
// InputError on malformed text.
std::vector<int64_t> parse_shape(std::string_view text);
std::string shape_to_string(const std::vector<int64_t>& shape);
// MLIR spelling: tensor<4096x4096xf32>
std::string to_string(const TensorType& type);

}  // namespace shardproof::types
