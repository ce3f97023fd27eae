#include "partition/ir/reader/attribute_text.h"

#include <algorithm>
#include <bit>
#include <charconv>
#include <cstring>

#include <fmt/format.h>

#include "types/error.h"

namespace shardproof::partition::reader {

using types::InputError;
using types::TensorType;

const Attr* find_attr(const std::vector<Attr>& attrs, std::string_view key) {
  for (const Attr& a : attrs)
    if (a.key == key) return &a;
  return nullptr;
}

std::vector<int64_t> dense_ints(std::string_view text) {
  const size_t close = text.find('>');
  std::string_view inside = text.substr(6, close == std::string_view::npos ? text.size() - 6 : close - 6);
  std::vector<int64_t> values = int_list(inside);
  const size_t type = text.find("tensor<", close == std::string_view::npos ? 0 : close);
  if (inside.find('[') != std::string_view::npos || values.size() != 1 || type == std::string_view::npos) return values;
  size_t elements = 1;  // the type's dimensions: `3x2xi64` -> 6 (`tensor<i64>` is one)
  std::string_view dims = text.substr(type + 7);
  for (size_t x = dims.find('x'); x != std::string_view::npos && x > 0 && std::isdigit(static_cast<unsigned char>(dims[0]));
       x = dims.find('x')) {
    elements *= static_cast<size_t>(to_int64(std::string(dims.substr(0, x))));
    dims = dims.substr(x + 1);
  }
  return std::vector<int64_t>(elements, values[0]);
}

std::vector<int64_t> ints(std::string_view text) {
  if (text.starts_with("array<")) {
    size_t colon = text.find(':');
    if (colon == std::string_view::npos) return {};
    text = text.substr(colon + 1);
  } else if (text.starts_with("dense<")) {
    return dense_ints(text);
  } else if (size_t colon = text.find(" : "); colon != std::string_view::npos) {
    text = text.substr(0, colon);  // `1 : i64`
  }
  return int_list(text);
}

void read_padding(std::string_view text, Window& w) {
  std::vector<int64_t> flat = text.starts_with("dense<") ? dense_ints(text) : int_list(text.substr(0, text.find('>')));
  for (size_t i = 0; i + 1 < flat.size(); i += 2) {
    w.padding_low.push_back(flat[i]);
    w.padding_high.push_back(flat[i + 1]);
  }
}

std::string enum_value(std::string_view text) {
  const size_t space = text.rfind(' '), close = text.rfind('>');
  if (space == std::string_view::npos || close == std::string_view::npos || close < space) return std::string(text);
  return std::string(text.substr(space + 1, close - space - 1));
}

std::vector<int64_t> struct_field(std::string_view text, std::string_view key) {
  for (size_t p = text.find(key); p != std::string_view::npos; p = text.find(key, p + 1)) {
    const char before = p == 0 ? ' ' : text[p - 1];
    if (before != ' ' && before != '<' && before != ',') continue;
    size_t eq = p + key.size();
    while (eq < text.size() && text[eq] == ' ') ++eq;
    if (eq >= text.size() || text[eq] != '=') continue;
    size_t end = eq + 1;
    while (end < text.size() && text[end] == ' ') ++end;
    if (end < text.size() && text[end] == '[') return int_list(text.substr(end, text.find(']', end) - end + 1));
    size_t stop = text.find_first_of(",>", end);
    return int_list(text.substr(end, stop - end));
  }
  return {};
}

void read_gather_dims(std::string_view text, const GatherDimNames& names, GatherDims& g) {
  g.offset_dims = struct_field(text, names[0]);
  g.collapsed_slice_dims = struct_field(text, names[1]);
  g.operand_batching_dims = struct_field(text, names[2]);
  g.start_indices_batching_dims = struct_field(text, names[3]);
  g.start_index_map = struct_field(text, names[4]);
  const auto ivd = struct_field(text, "index_vector_dim");
  g.index_vector_dim = ivd.empty() ? 0 : ivd[0];
}

std::vector<int64_t> int_list(std::string_view text) {
  std::vector<int64_t> out;
  std::string cur;
  for (char c : text) {
    if (std::isdigit(static_cast<unsigned char>(c)) || c == '-') {
      cur += c;
    } else if (!cur.empty()) {
      out.push_back(to_int64(cur));
      cur.clear();
    }
  }
  if (!cur.empty()) out.push_back(to_int64(cur));
  return out;
}

int64_t first_int(const Attr& a) {
  const std::vector<int64_t> values = int_list(a.value);
  if (values.empty()) throw InputError(fmt::format("attribute '{}' needs an integer", a.key));
  return values[0];
}

std::vector<std::vector<int64_t>> int_matrix(std::string_view text) {
  size_t open = text.find('<');
  size_t close = text.find('>', open);
  std::vector<int64_t> flat = int_list(text.substr(open + 1, close - open - 1));
  std::vector<int64_t> shape;
  size_t t = text.find("tensor<", close);
  if (t != std::string_view::npos) {
    std::string dims(text.substr(t + 7, text.find('>', t) - t - 7));
    dims = dims.substr(0, dims.rfind('x') == std::string::npos ? 0 : dims.rfind('x'));
    for (char& c : dims) if (c == 'x') c = ',';
    shape = int_list(dims);
  }
  int64_t cols = shape.size() == 2 ? shape[1] : static_cast<int64_t>(flat.size());
  if (shape.size() == 2 && flat.size() == 1 && shape[0] * shape[1] > 1)
    flat.assign(static_cast<size_t>(shape[0] * shape[1]), flat[0]);
  std::vector<std::vector<int64_t>> rows;
  for (size_t i = 0; cols > 0 && i < flat.size(); i += static_cast<size_t>(cols))
    rows.emplace_back(flat.begin() + static_cast<long>(i),
                      flat.begin() + static_cast<long>(std::min(flat.size(), i + static_cast<size_t>(cols))));
  return rows;
}

double decode_number(std::string_view text, types::DType dtype) {
  if (text == "true") return 1;
  if (text == "false") return 0;
  if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
    // All 64 bits (an f64 -inf is 0xFFF0000000000000): unsigned.
    uint64_t bits = 0;
    const std::string_view digits = text.substr(2);
    auto [stop, error] = std::from_chars(digits.data(), digits.data() + digits.size(), bits, 16);
    if (error != std::errc() || stop != digits.data() + digits.size())
      throw InputError(fmt::format("'{}' is not a hexadecimal constant", text));
    switch (dtype) {
      case types::DType::f32: return std::bit_cast<float>(static_cast<uint32_t>(bits));
      case types::DType::f64: return std::bit_cast<double>(bits);
      case types::DType::bf16: return std::bit_cast<float>(static_cast<uint32_t>(bits << 16));
      default: return static_cast<double>(bits);
    }
  }
  if (text.starts_with("(")) return 0;  // a complex splat "(1.0, 0.0)": its value is not used
  // The whole literal must be one number ("4.47.15e-02" is not 4.47).
  size_t used = 0;
  double value = 0;
  try {
    value = std::stod(std::string(text), &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != text.size()) throw InputError(fmt::format("'{}' is not a number", text));
  return value;
}

void decode_hex_blob(ConstantValue& c, const types::TensorType& type) {
  const std::string_view text = c.text;
  const size_t close = text.find('"', 1);
  std::string_view hex = text.substr(1, close == std::string_view::npos ? std::string_view::npos : close - 1);
  if (close != text.size() - 1 || !(hex.starts_with("0x") || hex.starts_with("0X")))
    throw InputError(fmt::format("'{}' is not a hexadecimal dense literal (\"0x...\")", text.substr(0, 40)));
  hex.remove_prefix(2);
  if (hex.size() % 2 != 0 || !std::all_of(hex.begin(), hex.end(), [](char ch) { return std::isxdigit(static_cast<unsigned char>(ch)); }))
    throw InputError("a hexadecimal dense literal needs an even number of hex digits");
  const int64_t bytes = static_cast<int64_t>(hex.size() / 2), esize = types::byte_size(type.dtype);
  const int64_t n = type.num_elements();
  const bool packed_bits = type.dtype == types::DType::i1 && bytes == (n + 7) / 8;
  c.splat = bytes == esize && !(packed_bits && n > 1 && n <= 8);
  if (!c.splat && bytes != n * esize && !packed_bits)
    throw InputError(fmt::format("a hexadecimal dense literal of {} bytes for {} ({} elements of {} bytes)", bytes,
                                 types::to_string(type), n, esize));
  if (!c.splat) return;
  // One element: its little-endian bytes as the bit pattern decode_number reads.
  std::string bits = "0x";
  for (int64_t b = bytes - 1; b >= 0; --b) bits += hex.substr(static_cast<size_t>(2 * b), 2);
  c.value = decode_number(bits, type.dtype);
}

}  // namespace shardproof::partition::reader
