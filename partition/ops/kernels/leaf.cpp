// Kernels of the leaves: constants, iota, partition_id. On a device they write the part of
// the global array its block holds (call.offsets), so a sharded iota counts from its
// block's first global index.
#include <cctype>
#include <cstring>
#include <string>

#include "partition/ops/kernels/element.h"

namespace shardproof::partition::kernels {
namespace {

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  throw KernelUnsupported(fmt::format("'{}' in a hexadecimal constant", c));
}

// The global elements of a dense literal, as bytes of `dtype` (row-major).
std::vector<std::byte> dense_elements(const ConstantValue& c, const types::TensorType& type) {
  const int64_t n = type.num_elements(), esize = types::byte_size(type.dtype);
  std::vector<std::byte> out(static_cast<size_t>(n * esize));
  std::string text = c.text;
  if (!text.empty() && text.front() == '"') {  // dense<"0x0000803F...">: raw little-endian bytes
    std::string hex = text.substr(1, text.find('"', 1) - 1);
    if (hex.rfind("0x", 0) == 0) hex = hex.substr(2);
    std::vector<std::byte> raw(hex.size() / 2);
    for (size_t i = 0; i < raw.size(); ++i)
      raw[i] = static_cast<std::byte>(hex_digit(hex[2 * i]) * 16 + hex_digit(hex[2 * i + 1]));
    // The reader told a splat from a whole array (decode_hex_blob): one element, every
    // element, or booleans bit-packed (least significant bit first).
    if (c.splat && static_cast<int64_t>(raw.size()) == esize) {
      for (int64_t i = 0; i < n; ++i) std::memcpy(out.data() + i * esize, raw.data(), static_cast<size_t>(esize));
    } else if (raw.size() == out.size()) {
      out = std::move(raw);
    } else if (type.dtype == types::DType::i1 && static_cast<int64_t>(raw.size()) == (n + 7) / 8) {
      for (int64_t i = 0; i < n; ++i)
        out[static_cast<size_t>(i)] = static_cast<std::byte>((std::to_integer<unsigned>(raw[static_cast<size_t>(i / 8)]) >> (i % 8)) & 1u);
    } else {
      throw KernelUnsupported(fmt::format("a constant of {} bytes for {}", raw.size(), types::to_string(type)));
    }
    return out;
  }
  std::vector<double> values;
  if (c.splat) {
    values.assign(static_cast<size_t>(n), c.value);
  } else {  // [[1.0, 2.0], [true, false], [0x7F800000, ...]]
    std::string cur;
    auto flush = [&] {
      if (cur.empty()) return;
      double v = 0;
      if (cur == "true") v = 1;
      else if (cur == "false") v = 0;
      else if (cur.rfind("0x", 0) == 0 || cur.rfind("-0x", 0) == 0) {
        const uint64_t bits = std::stoull(cur, nullptr, 16);
        if (type.dtype == types::DType::f32) { float f; const uint32_t b = static_cast<uint32_t>(bits); std::memcpy(&f, &b, 4); v = f; }
        else if (type.dtype == types::DType::f64) std::memcpy(&v, &bits, 8);
        else v = static_cast<double>(bits);
      } else v = std::stod(cur);
      values.push_back(v);
      cur.clear();
    };
    for (char ch : text) {
      if (ch == '[' || ch == ']' || ch == ',' || std::isspace(static_cast<unsigned char>(ch))) flush();
      else if (ch != '(' && ch != ')') cur += ch;
    }
    flush();
    if (static_cast<int64_t>(values.size()) != n)
      throw KernelUnsupported(fmt::format("a constant of {} elements for {}", values.size(), types::to_string(type)));
  }
  with_dtype(type.dtype, [&]<class T>() {
    T* dst = reinterpret_cast<T*>(out.data());
    for (int64_t i = 0; i < n; ++i) dst[i] = from_double<T>(values[static_cast<size_t>(i)]);
  });
  return out;
}

// Copies the block of `global` (shape `global_shape`) that starts at `offset` into `local`.
void copy_block(const std::vector<std::byte>& global, const std::vector<int64_t>& global_shape,
                const std::vector<int64_t>& offset, HostBuffer& local) {
  const int64_t esize = types::byte_size(local.dtype);
  const auto gs = strides(global_shape);
  std::vector<int64_t> idx(local.shape.size(), 0);
  if (local.num_elements() == 0) return;
  int64_t i = 0;
  do {
    int64_t g = 0;
    bool inside = true;
    for (size_t d = 0; d < idx.size(); ++d) {
      const int64_t gi = idx[d] + (offset.empty() ? 0 : offset[d]);
      if (gi >= global_shape[d]) inside = false;  // padding past the end: left zero
      g += gi * gs[d];
    }
    if (inside) std::memcpy(local.data.data() + i * esize, global.data() + g * esize, static_cast<size_t>(esize));
    ++i;
  } while (next_index(idx, local.shape));
}

}  // namespace

void constant(KernelCall& call) {
  const types::TensorType& type = call.program.value(call.op.results[0]).type;
  HostBuffer& out = call.results[0];
  const int64_t esize = types::byte_size(type.dtype);
  if (call.op.constant.splat && (call.op.constant.text.empty() || call.op.constant.text.front() != '"')) {
    std::vector<std::byte> one(static_cast<size_t>(esize));
    with_dtype(type.dtype, [&]<class T>() { *reinterpret_cast<T*>(one.data()) = from_double<T>(call.op.constant.value); });
    for (int64_t i = 0; i < out.num_elements(); ++i)
      std::memcpy(out.data.data() + i * esize, one.data(), static_cast<size_t>(esize));
    return;
  }
  copy_block(dense_elements(call.op.constant, type), type.shape, call.offsets.empty() ? std::vector<int64_t>{} : call.offsets[0], out);
}

void iota(KernelCall& call) {
  HostBuffer& out = call.results[0];
  const auto dim = static_cast<size_t>(call.op.dim);
  const int64_t base = call.offsets.empty() || call.offsets[0].empty() ? 0 : call.offsets[0][dim];
  with_dtype(out.dtype, [&]<class T>() {
    T* dst = out.as<T>();
    std::vector<int64_t> idx(out.shape.size(), 0);
    if (out.num_elements() == 0) return;
    int64_t i = 0;
    do dst[i++] = from_double<T>(static_cast<double>(base + idx[dim]));
    while (next_index(idx, out.shape));
  });
}

void partition_id(KernelCall& call) {
  HostBuffer& out = call.results[0];
  with_dtype(out.dtype, [&]<class T>() { out.as<T>()[0] = from_double<T>(static_cast<double>(call.device)); });
}

}  // namespace shardproof::partition::kernels
