#include "exec/npy.h"

#include <fmt/format.h>

#include <cstring>
#include <fstream>
#include <map>
#include <regex>
#include <sstream>

namespace shardproof::exec {
namespace {

const std::map<std::string, types::DType>& descr_types() {
  static const std::map<std::string, types::DType> m{
      {"<f4", types::DType::f32}, {"<f8", types::DType::f64}, {"<f2", types::DType::f16}, {"|b1", types::DType::i1},
      {"|i1", types::DType::i8},  {"<i2", types::DType::i16}, {"<i4", types::DType::i32}, {"<i8", types::DType::i64},
      {"|u1", types::DType::ui8}, {"<u2", types::DType::ui16}, {"<u4", types::DType::ui32}, {"<u8", types::DType::ui64},
      {"<V2", types::DType::bf16}, {"bfloat16", types::DType::bf16}};
  return m;
}

}  // namespace

partition::HostBuffer read_npy(const std::string& path) {
  auto fail = [&](const std::string& why) { return types::InputError(fmt::format("{}: error: {}", path, why)); };
  std::ifstream in(path, std::ios::binary);
  if (!in) throw fail("cannot open the file");
  std::stringstream ss;
  ss << in.rdbuf();
  const std::string bytes = ss.str();
  if (bytes.size() < 10 || bytes.compare(0, 6, "\x93NUMPY") != 0) throw fail("not a .npy file (no \\x93NUMPY magic)");
  const int major = static_cast<unsigned char>(bytes[6]);
  size_t header_len = 0, start = 0;
  if (major == 1) {
    header_len = static_cast<unsigned char>(bytes[8]) | (static_cast<size_t>(static_cast<unsigned char>(bytes[9])) << 8);
    start = 10;
  } else if (major == 2 || major == 3) {
    if (bytes.size() < 12) throw fail("truncated header");
    for (int i = 0; i < 4; ++i) header_len |= static_cast<size_t>(static_cast<unsigned char>(bytes[8 + i])) << (8 * i);
    start = 12;
  } else {
    throw fail(fmt::format(".npy version {} is not supported", major));
  }
  if (start + header_len > bytes.size()) throw fail("truncated header");
  const std::string header = bytes.substr(start, header_len);
  std::smatch m;
  if (!std::regex_search(header, m, std::regex(R"('descr'\s*:\s*'([^']*)')"))) throw fail("header without 'descr'");
  const std::string descr = m[1];
  const auto it = descr_types().find(descr);
  if (it == descr_types().end()) throw fail(fmt::format("element type '{}' is not supported", descr));
  if (std::regex_search(header, std::regex(R"('fortran_order'\s*:\s*True)"))) throw fail("Fortran-order arrays are not supported");
  if (!std::regex_search(header, m, std::regex(R"('shape'\s*:\s*\(([^)]*)\))"))) throw fail("header without 'shape'");
  std::vector<int64_t> shape;
  std::stringstream dims(m[1].str());
  for (std::string d; std::getline(dims, d, ',');) {
    d.erase(0, d.find_first_not_of(' '));
    if (!d.empty()) shape.push_back(std::stoll(d));
  }
  partition::HostBuffer out = partition::HostBuffer::zeros(it->second, shape);
  const size_t data_start = start + header_len;
  if (bytes.size() - data_start != out.data.size())
    throw fail(fmt::format("{} bytes of data for shape ({}) of {} ({} expected)", bytes.size() - data_start,
                           fmt::join(shape, ", "), descr, out.data.size()));
  std::memcpy(out.data.data(), bytes.data() + data_start, out.data.size());
  return out;
}

void write_npy(const std::string& path, const partition::HostBuffer& array) {
  std::string descr;
  for (const auto& [d, t] : descr_types())
    if (t == array.dtype && d != "bfloat16") descr = d;
  if (descr.empty()) throw types::InputError(fmt::format("{}: error: no .npy type for {}", path, types::to_string(array.dtype)));
  std::string shape;
  for (int64_t d : array.shape) shape += fmt::format("{}, ", d);
  if (array.shape.size() > 1) shape.resize(shape.size() - 2);
  else if (array.shape.size() == 1) shape.resize(shape.size() - 1);
  std::string header = fmt::format("{{'descr': '{}', 'fortran_order': False, 'shape': ({}), }}", descr, shape);
  while ((10 + header.size() + 1) % 64 != 0) header += ' ';
  header += '\n';
  std::ofstream out(path, std::ios::binary);
  out.write("\x93NUMPY\x01\x00", 8);
  const char len[2] = {static_cast<char>(header.size() & 0xff), static_cast<char>(header.size() >> 8)};
  out.write(len, 2);
  out.write(header.data(), static_cast<std::streamsize>(header.size()));
  out.write(reinterpret_cast<const char*>(array.data.data()), static_cast<std::streamsize>(array.data.size()));
}

}  // namespace shardproof::exec
