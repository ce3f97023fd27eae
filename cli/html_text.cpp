#include "cli/html_text.h"

#include <fmt/format.h>

#include "cli/arguments.h"

namespace shardproof::cli::html {

namespace {

// The length of the UTF-8 sequence starting at text[i], or 0 when it is not one (overlong
// forms, surrogates and code points above U+10FFFF included: XML rejects them all).
size_t utf8_length(std::string_view text, size_t i) {
  const auto byte = [&](size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char c = byte(i);
  size_t n = 0;
  uint32_t code = 0;
  if (c < 0x80) return 1;
  if ((c & 0xE0) == 0xC0) n = 2, code = c & 0x1F;
  else if ((c & 0xF0) == 0xE0) n = 3, code = c & 0x0F;
  else if ((c & 0xF8) == 0xF0) n = 4, code = c & 0x07;
  else return 0;
  if (i + n > text.size()) return 0;
  for (size_t k = 1; k < n; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
    code = (code << 6) | (byte(i + k) & 0x3F);
  }
  static constexpr uint32_t kLeast[] = {0, 0, 0x80, 0x800, 0x10000};
  if (code < kLeast[n] || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF) || code == 0xFFFE || code == 0xFFFF)
    return 0;
  return n;
}

}  // namespace

std::string escape(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size();) {
    const char c = text[i];
    switch (c) {
      case '&': out += "&amp;"; ++i; continue;
      case '<': out += "&lt;"; ++i; continue;
      case '>': out += "&gt;"; ++i; continue;
      case '"': out += "&quot;"; ++i; continue;
      case '\'': out += "&#39;"; ++i; continue;
      default: break;
    }
    const auto u = static_cast<unsigned char>(c);
    if (u < 0x20 && c != '\n' && c != '\t') {
      out += "\uFFFD";
      ++i;
      continue;
    }
    const size_t n = utf8_length(text, i);
    if (n == 0) {
      out += "\uFFFD";
      ++i;
      continue;
    }
    out.append(text.substr(i, n));
    i += n;
  }
  return out;
}

std::string python_where(const nlohmann::json& python) {
  if (!python.is_object() || !python.contains("file") || !python["file"].is_string()) return "";
  const int line = python.value("line", 0), column = python.value("column", 0);
  std::string where = fmt::format("{}:{}", python["file"].get<std::string>(), line);
  if (column > 0) where += fmt::format(":{}", column);
  return where;
}

std::string place_text(const nlohmann::json& python, int mlir_line) {
  if (std::string where = python_where(python); !where.empty()) return where;
  return mlir_line > 0 ? fmt::format("line {}", mlir_line) : "";
}

std::string bytes_text(const nlohmann::json& bytes) {
  return bytes.is_number() ? human_bytes(bytes.get<int64_t>()) : "";
}

std::string time_text(const nlohmann::json& seconds) {
  return seconds.is_number() ? human_time(seconds.get<double>()) : "";
}

}  // namespace shardproof::cli::html
