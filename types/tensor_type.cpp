#include "types/tensor_type.h"

#include <cctype>
#include <fmt/format.h>

#include "types/error.h"

namespace shardproof::types {

namespace {
struct DTypeInfo {
  DType dtype;
  const char* name;
  int64_t bytes;
};
constexpr DTypeInfo kDTypes[] = {
    {DType::f32, "f32", 4}, {DType::bf16, "bf16", 2}, {DType::f16, "f16", 2},
    {DType::f64, "f64", 8}, {DType::i1, "i1", 1},     {DType::i8, "i8", 1},
    {DType::i32, "i32", 4}, {DType::i64, "i64", 8},   {DType::ui8, "ui8", 1},
    {DType::ui32, "ui32", 4},
    {DType::i16, "i16", 2}, {DType::ui16, "ui16", 2}, {DType::ui64, "ui64", 8},
    // XLA stores 4-bit integers one per byte unless packed by a layout.
    {DType::i4, "i4", 1}, {DType::ui4, "ui4", 1},
    {DType::f8E4M3FN, "f8E4M3FN", 1}, {DType::f8E5M2, "f8E5M2", 1},
    {DType::f8E4M3FNUZ, "f8E4M3FNUZ", 1}, {DType::f8E5M2FNUZ, "f8E5M2FNUZ", 1},
    {DType::c64, "complex<f32>", 8}, {DType::c128, "complex<f64>", 16},
    {DType::token, "token", 0},
};
}  // namespace

int64_t byte_size(DType dtype) {
  for (const auto& d : kDTypes)
    if (d.dtype == dtype) return d.bytes;
  return 0;
}

bool is_narrow_float(DType dtype) {
  switch (dtype) {
    case DType::bf16: case DType::f16: case DType::f8E4M3FN: case DType::f8E5M2: case DType::f8E4M3FNUZ:
    case DType::f8E5M2FNUZ:
      return true;
    default:
      return false;
  }
}

std::string to_string(DType dtype) {
  for (const auto& d : kDTypes)
    if (d.dtype == dtype) return d.name;
  return "?";
}

// A token is not an element type (the reader reads `!stablehlo.token` as a type of its own),
// so neither a tensor nor a --dtype may name it.
DType parse_dtype(std::string_view name) {
  for (const auto& d : kDTypes)
    if (d.dtype != DType::token && name == d.name) return d.dtype;
  std::string known;
  for (const auto& d : kDTypes)
    if (d.dtype != DType::token) known += (known.empty() ? "" : ", ") + std::string(d.name);
  throw InputError(fmt::format("unknown element type '{}' (expected one of {})", name, known));
}

int64_t TensorType::num_elements() const {
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  return n;
}

std::vector<int64_t> parse_shape(std::string_view text) {
  std::vector<int64_t> shape;
  size_t pos = 0;
  if (text.empty()) throw InputError("empty shape (expected e.g. 4096x4096)", 1);
  while (pos <= text.size()) {
    size_t start = pos;
    while (pos < text.size() && std::isdigit(static_cast<unsigned char>(text[pos]))) ++pos;
    if (start == pos || pos - start > 15)
      throw InputError(fmt::format("expected a dimension size at '{}'", text.substr(start)), static_cast<int>(start) + 1);
    // A size of 0 is a real array with no elements (penzai's empty KV-cache slices, an
    // unused batch): it holds 0 bytes, and splitting it over any axis leaves 0 per device.
    shape.push_back(std::stoll(std::string(text.substr(start, pos - start))));
    if (pos == text.size()) break;
    if (text[pos] != 'x' && text[pos] != 'X' && text[pos] != ',')
      throw InputError(fmt::format("expected 'x' between dimension sizes, found '{}'", text[pos]), static_cast<int>(pos) + 1);
    ++pos;
  }
  return shape;
}

std::string shape_to_string(const std::vector<int64_t>& shape) {
  return shape.empty() ? std::string("scalar") : fmt::format("{}", fmt::join(shape, "x"));
}

std::string to_string(const TensorType& type) {
  if (type.dtype == DType::token) return "!stablehlo.token";
  return fmt::format("tensor<{}{}{}>", fmt::join(type.shape, "x"), type.shape.empty() ? "" : "x",
                     to_string(type.dtype));
}

}  // namespace shardproof::types
