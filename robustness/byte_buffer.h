// \file Plain bytes of trivially copyable values, arrays and Eigen vectors, for results that
// cross a pipe between this process and a forked child of itself (child_task.h): same
// machine, same build, so the values' own bytes are the format. Arrays carry their length.
// Examples:
//   ByteWriter w; w.put(3); w.put_vec(x);  send(w.out);
//   ByteReader r{bytes}; int k = r.get<int>(); Vec x = r.get_vec();   // throws when short
#pragma once

#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

#include "robustness/network.h"

namespace shardproof::robustness {

struct ByteWriter {
  std::string out;
  template <class T>
  void put(const T& v) {
    static_assert(std::is_trivially_copyable_v<T>);
    out.append(reinterpret_cast<const char*>(&v), sizeof v);
  }
  template <class T>
  void put_array(const T* p, std::size_t n) {
    static_assert(std::is_trivially_copyable_v<T>);
    put<std::uint64_t>(n);
    out.append(reinterpret_cast<const char*>(p), n * sizeof(T));
  }
  void put_vec(const Vec& v) { put_array(v.data(), static_cast<std::size_t>(v.size())); }
};

struct ByteReader {
  const std::string& in;
  std::size_t at = 0;
  template <class T>
  T get() {
    static_assert(std::is_trivially_copyable_v<T>);
    if (in.size() - at < sizeof(T)) throw std::runtime_error("bytes: truncated");
    T v;
    std::memcpy(&v, in.data() + at, sizeof v);
    at += sizeof v;
    return v;
  }
  template <class T>
  std::vector<T> get_array() {
    const auto n = get<std::uint64_t>();
    if (n > (in.size() - at) / sizeof(T)) throw std::runtime_error("bytes: truncated");
    std::vector<T> v(n);
    if (n) std::memcpy(v.data(), in.data() + at, n * sizeof(T));
    at += n * sizeof(T);
    return v;
  }
  Vec get_vec() {
    const std::vector<double> v = get_array<double>();
    return Eigen::Map<const Vec>(v.data(), static_cast<long>(v.size()));
  }
  bool at_end() const { return at == in.size(); }
};

}  // namespace shardproof::robustness
