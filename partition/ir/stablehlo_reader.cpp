#include "partition/ir/stablehlo_reader.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cctype>
#include <charconv>
#include <cstring>
#include <fstream>
#include <functional>
#include <map>
#include <set>
#include <sstream>
#include <unordered_map>
#include <utility>

#include <fmt/format.h>

#include "partition/ir/parse_error.h"
#include "partition/ir/source_location.h"
#include "partition/ops/op_table.h"
#include "types/error.h"
#include "types/gspmd_syntax.h"
#include "types/shardy_syntax.h"

namespace shardproof::partition {
namespace {

using types::GspmdSharding;
using types::InputError;
using types::ShardingType;
using types::TensorType;

// A decimal integer, the whole token (spaces around it and a '+' allowed); InputError, without a position
// (the op's statement adds it), for anything else: `-`, `1-2`, a value
// past 64 bits (make fuzz found std::stoll's exceptions escaping the reader).
int64_t to_int64(std::string_view token) {
  while (!token.empty() && std::isspace(static_cast<unsigned char>(token.front()))) token.remove_prefix(1);
  while (!token.empty() && std::isspace(static_cast<unsigned char>(token.back()))) token.remove_suffix(1);
  if (token.size() > 1 && token[0] == '+') token.remove_prefix(1);
  int64_t value = 0;
  const char* end = token.data() + token.size();
  auto [stop, error] = std::from_chars(token.data(), end, value);
  if (error == std::errc::result_out_of_range)
    throw InputError(fmt::format("integer '{}' is out of range", token));
  if (error != std::errc() || stop != end || token.empty())
    throw InputError(fmt::format("'{}' is not an integer", token));
  return value;
}

// One `key = value` of an attribute dictionary; value is the raw text.
struct Attr {
  std::string key;
  std::string_view value;
  size_t value_pos = 0;  // offset of the value in the file
};

// ---------------------------------------------------------------------------------------
// A cursor over the whole file with line:col diagnostics.
class Lexer {
 public:
  Lexer(std::string_view text, std::string file) : text_(text), file_(std::move(file)) {
    line_starts_.push_back(0);
    for (size_t i = 0; i < text.size(); ++i)
      if (text[i] == '\n') line_starts_.push_back(i + 1);
  }

  std::pair<int, int> location(size_t pos) const {
    auto it = std::upper_bound(line_starts_.begin(), line_starts_.end(), pos);
    size_t line = static_cast<size_t>(it - line_starts_.begin());
    return {static_cast<int>(line), static_cast<int>(pos - line_starts_[line - 1]) + 1};
  }
  [[noreturn]] void fail_at(size_t pos, const std::string& message) const {
    auto [line, col] = location(pos);
    throw ParseError(file_, line, col, message);
  }
  [[noreturn]] void fail(const std::string& message) const { fail_at(pos_, message); }

  // Whitespace, comments and source locations: `loc(...)` after an op or an argument and the
  // `#loc3 = loc(...)` aliases that `as_text(debug_info=True)` prints. A location that is one
  // string, `loc("params['w1']")` (how JAX names an argument), is kept for take_location().
  void skip_space() {
    while (pos_ < text_.size()) {
      char c = text_[pos_];
      if (std::isspace(static_cast<unsigned char>(c))) {
        ++pos_;
      } else if (c == '/' && pos_ + 1 < text_.size() && text_[pos_ + 1] == '/') {
        while (pos_ < text_.size() && text_[pos_] != '\n') ++pos_;
      } else if (text_.substr(pos_, 4) == "#loc" && location_alias_at(pos_)) {
        while (pos_ < text_.size() && text_[pos_] != '\n') ++pos_;
      } else if (text_.substr(pos_, 4) == "loc(") {
        skip_location();
      } else {
        break;
      }
    }
  }
  // The name in the last `loc("name")` skipped since the previous call ("" when none).
  std::string take_location() { return std::exchange(last_location_, std::string()); }
  // The location written right after a statement that began at `start`: the text inside its
  // `loc(...)` when only white space separates it from the next token (an op's location follows
  // its type, or its regions); empty when the statement has none.
  // The text inside the last `loc(...)` skipped at or after `from` (empty when none).
  std::string_view location_since(size_t from) const {
    if (last_loc_close_ == std::string_view::npos || static_cast<size_t>(last_loc_inner_.data() - text_.data()) < from)
      return {};
    return last_loc_inner_;
  }
  size_t raw_pos() const { return pos_; }
  // (A call reads its callee elsewhere in the text in between: what was skipped last may be
  // the callee's.)
  std::string_view trailing_location(size_t start) {
    skip_space();
    size_t q = pos_;
    while (q > start && std::isspace(static_cast<unsigned char>(text_[q - 1]))) --q;
    if (q <= start || text_[q - 1] != ')') return {};
    const auto it = skipped_locations_.find(q - 1);
    return it == skipped_locations_.end() ? std::string_view() : it->second;
  }
  size_t pos() { skip_space(); return pos_; }
  void set_pos(size_t p) { pos_ = p; }
  bool at_end() { skip_space(); return pos_ >= text_.size(); }
  char peek() { skip_space(); return pos_ < text_.size() ? text_[pos_] : '\0'; }
  bool peek_is(std::string_view tok) { skip_space(); return text_.substr(pos_, tok.size()) == tok; }
  bool consume(std::string_view tok) {
    if (!peek_is(tok)) return false;
    pos_ += tok.size();
    return true;
  }
  void expect(std::string_view tok) {
    if (consume(tok)) return;
    fail(fmt::format("expected '{}' but found '{}'", tok, snippet()));
  }
  std::string snippet() {
    skip_space();
    size_t end = pos_;
    while (end < text_.size() && end - pos_ < 24 && text_[end] != '\n') ++end;
    return pos_ >= text_.size() ? std::string("end of file") : std::string(text_.substr(pos_, end - pos_));
  }
  static bool word_char(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '$' || c == '-';
  }
  // A bare word: letters, digits, '_', '.', '$', '-'.
  std::string word() {
    skip_space();
    size_t start = pos_;
    while (pos_ < text_.size() && word_char(text_[pos_])) ++pos_;
    if (start == pos_) fail(fmt::format("expected a name but found '{}'", snippet()));
    return std::string(text_.substr(start, pos_ - start));
  }
  // %name, %name#3 (the sigil included).
  std::string value_ref() {
    skip_space();
    if (peek() != '%') fail(fmt::format("expected a value like %0 but found '{}'", snippet()));
    size_t start = pos_++;
    while (pos_ < text_.size() && (word_char(text_[pos_]) || text_[pos_] == '#')) ++pos_;
    return std::string(text_.substr(start, pos_ - start));
  }
  // @name or @"<lambda>" (without the '@' and the quotes): JAX names a function after the
  // Python callable, and a lambda's name needs quoting.
  std::string symbol() {
    expect("@");
    return peek() == '"' ? quoted() : word();
  }
  int64_t integer() {
    skip_space();
    size_t start = pos_;
    if (pos_ < text_.size() && (text_[pos_] == '-' || text_[pos_] == '+')) ++pos_;
    while (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_]))) ++pos_;
    if (start == pos_ || !std::isdigit(static_cast<unsigned char>(text_[pos_ - 1])))
      fail(fmt::format("expected an integer but found '{}'", snippet()));
    try {
      return to_int64(text_.substr(start, pos_ - start));
    } catch (const InputError& e) {
      fail_at(start, e.what());
    }
  }
  std::string quoted() {
    skip_space();
    if (peek() != '"') fail(fmt::format("expected a quoted string but found '{}'", snippet()));
    size_t start = ++pos_;
    while (pos_ < text_.size() && text_[pos_] != '"') {
      if (text_[pos_] == '\\') ++pos_;
      ++pos_;
    }
    if (pos_ >= text_.size()) fail_at(start - 1, "unterminated string");
    return std::string(text_.substr(start, pos_++ - start));
  }
  // Text of a balanced group starting at the current '<', '[', '{' or '(' (brackets included),
  // skipping quoted strings and the '>' of '->'.
  std::string_view balanced() {
    skip_space();
    size_t start = pos_;
    int depth = 0;
    while (pos_ < text_.size()) {
      char c = text_[pos_];
      if (c == '"') {
        ++pos_;
        while (pos_ < text_.size() && text_[pos_] != '"') pos_ += text_[pos_] == '\\' ? 2 : 1;
      } else if (c == '<' || c == '[' || c == '{' || c == '(') {
        ++depth;
      } else if ((c == '>' && !(pos_ > 0 && text_[pos_ - 1] == '-')) || c == ']' || c == '}' || c == ')') {
        if (--depth == 0) {
          ++pos_;
          return text_.substr(start, pos_ - start);
        }
      }
      ++pos_;
    }
    fail_at(start, "unbalanced brackets");
  }
  // An attribute value up to ',' or a closing bracket at depth 0.
  std::string_view attr_value() {
    skip_space();
    size_t start = pos_;
    while (pos_ < text_.size()) {
      char c = text_[pos_];
      if (c == '<' || c == '[' || c == '{' || c == '(' || c == '"') {
        balanced_or_string();
        continue;
      }
      if (c == '-' && pos_ + 1 < text_.size() && text_[pos_ + 1] == '>') {  // a function type's arrow
        pos_ += 2;
        continue;
      }
      if (c == ',' || c == '}' || c == '>' || c == ']' || c == ')') break;
      ++pos_;
    }
    size_t end = pos_;
    while (end > start && std::isspace(static_cast<unsigned char>(text_[end - 1]))) --end;
    return text_.substr(start, end - start);
  }
  // `{key = value, unit_key, ...}`
  std::vector<Attr> attr_dict() {
    std::vector<Attr> out;
    expect("{");
    if (consume("}")) return out;
    do {
      Attr a;
      a.key = word();
      if (peek() == '"') a.key = quoted();
      if (consume("=")) {
        a.value_pos = pos();
        a.value = attr_value();
      }
      out.push_back(std::move(a));
    } while (consume(","));
    expect("}");
    return out;
  }
  // `<{key = value, ...}>`: an op's properties in MLIR's generic form.
  std::vector<Attr> properties() {
    expect("<");
    std::vector<Attr> out = attr_dict();
    expect(">");
    return out;
  }
  const std::string& file() const { return file_; }
  std::string_view text() const { return text_; }

 private:
  // `#loc12 = loc(...)` at the start of a line (an alias definition, not a use `loc(#loc12)`).
  bool location_alias_at(size_t p) const {
    if (p > 0 && text_[p - 1] != '\n') return false;
    size_t q = p + 4;
    while (q < text_.size() && std::isdigit(static_cast<unsigned char>(text_[q]))) ++q;
    while (q < text_.size() && text_[q] == ' ') ++q;
    return q < text_.size() && text_[q] == '=';
  }
  void skip_location() {
    const size_t open = pos_ + 3;
    size_t q = open, depth = 0;
    for (; q < text_.size(); ++q) {
      if (text_[q] == '"') {
        for (++q; q < text_.size() && text_[q] != '"'; ++q)
          if (text_[q] == '\\') ++q;
      } else if (text_[q] == '(') {
        ++depth;
      } else if (text_[q] == ')' && --depth == 0) {
        break;
      }
    }
    if (q >= text_.size()) fail_at(pos_, "unterminated loc(...)");
    const std::string_view inner = text_.substr(open + 1, q - open - 1);
    last_loc_inner_ = inner;
    last_loc_close_ = q;
    skipped_locations_.try_emplace(q, inner);
    if (inner.size() >= 2 && inner.front() == '"' && inner.back() == '"' &&
        inner.find('"', 1) == inner.size() - 1)
      last_location_ = std::string(inner.substr(1, inner.size() - 2));
    pos_ = q + 1;
  }
  std::string last_location_;
  std::string_view last_loc_inner_;  // the text inside the last `loc(...)` skipped
  std::unordered_map<size_t, std::string_view> skipped_locations_;  // each skipped: its ')' -> its text
  size_t last_loc_close_ = std::string_view::npos;  // where its ')' is
  void balanced_or_string() {
    if (text_[pos_] == '"') {
      const size_t open = pos_++;
      while (pos_ < text_.size() && text_[pos_] != '"') pos_ += text_[pos_] == '\\' ? 2 : 1;
      // Past the end (no closing quote, or a '\\' last): stop here, not a byte or two beyond.
      if (pos_ >= text_.size()) fail_at(open, "unterminated string");
      ++pos_;
    } else {
      balanced();
    }
  }

  std::string_view text_;
  std::string file_;
  size_t pos_ = 0;
  std::vector<size_t> line_starts_;
};

const Attr* find_attr(const std::vector<Attr>& attrs, std::string_view key) {
  for (const Attr& a : attrs)
    if (a.key == key) return &a;
  return nullptr;
}

// "[1, 2]" -> {1, 2}; also `array<i64: 1, 2>` and `dense<[1, 2]> : tensor<2xi64>` (the
// element type's digits are not values). A splat `dense<1> : tensor<3xi64>`, which JAX 0.4
// prints where every value is the same (window dilations, a gather's slice sizes), is its
// value once per element of the tensor type.
std::vector<int64_t> int_list(std::string_view text);
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

// `[[lo, hi], ...]` (or `dense<[[lo, hi], ...]> : tensor<Nx2xi64>`, or the splat
// `dense<0> : tensor<Nx2xi64>`) into a window's padding.
void read_padding(std::string_view text, Window& w) {
  std::vector<int64_t> flat = text.starts_with("dense<") ? dense_ints(text) : int_list(text.substr(0, text.find('>')));
  for (size_t i = 0; i + 1 < flat.size(); i += 2) {
    w.padding_low.push_back(flat[i]);
    w.padding_high.push_back(flat[i + 1]);
  }
}

// `#stablehlo<comparison_direction GT>` -> "GT"
std::string enum_value(std::string_view text) {
  const size_t space = text.rfind(' '), close = text.rfind('>');
  if (space == std::string_view::npos || close == std::string_view::npos || close < space) return std::string(text);
  return std::string(text.substr(space + 1, close - space - 1));
}

// The `[...]` after `key = ` inside a struct attribute like
// `#stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], index_vector_dim = 1>`
// (empty when the key is absent, as the printer omits empty lists).
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

// GatherDims' five lists in the dialect's words, in GatherDims order (offset, collapsed,
// operand batching, indices batching, index map): how gather and scatter spell them.
using GatherDimNames = std::array<std::string_view, 5>;
constexpr GatherDimNames kGatherDimNames = {"offset_dims", "collapsed_slice_dims", "operand_batching_dims",
                                            "start_indices_batching_dims", "start_index_map"};
constexpr GatherDimNames kScatterDimNames = {"update_window_dims", "inserted_window_dims", "input_batching_dims",
                                             "scatter_indices_batching_dims", "scatter_dims_to_operand_dims"};

// `#stablehlo.gather<...>` or `#stablehlo.scatter<...>`: the five lists, named `names`, and
// index_vector_dim.
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

// The first integer of an attribute (`all_gather_dim = 1 : i64`).
int64_t first_int(const Attr& a) {
  const std::vector<int64_t> values = int_list(a.value);
  if (values.empty()) throw InputError(fmt::format("attribute '{}' needs an integer", a.key));
  return values[0];
}

// dense<[[0, 1], [2, 3]]> : tensor<2x2xi64> -> rows (a splat is expanded)
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

// dense<"0x0000803F..."> : tensor<...>: MLIR's hex form of a dense literal (JAX prints large
// constants, a RoPE table or a sinusoidal embedding, this way): the elements' raw
// little-endian bytes, either one element's (a splat) or all of them (i1 also bit-packed).
// Sets `c.splat` and, for a splat, `c.value`; a blob of any other size is an error.
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

// ---------------------------------------------------------------------------------------
// The function being parsed: its values (own table), symbols and ops.
struct ParsedFunction {
  std::vector<Value> values;
  Function fn;
  std::vector<std::optional<ValueSharding>> arg_shardings;
};

// GSPMD shard_map bookkeeping inside one function.
struct PendingFullToShard {
  ValueId operand;
  std::vector<std::string> manual_axes;
  size_t pos;
};
struct PendingManualResult {
  size_t op_index;
  size_t result_index;
};

class Reader {
 public:
  Reader(std::string_view text, const ReadOptions& options)
      : lex_(text, options.file_name), options_(options) {}

  Program read() {
    Program program;
    prescan_gspmd();
    if (lex_.peek_is("\"builtin.module\"")) {
      read_generic_module(program);
    } else {
      read_pretty_module(program);
    }
    if (!function_pos_.count("main")) lex_.fail_at(0, "the module has no function @main");
    check_meshes_fit_partitions();
    if (gspmd_mesh_) meshes_.emplace_back("mesh", *gspmd_mesh_);
    program.meshes = meshes_;
    if (has_gspmd_strings_) program.syntax = ShardingSyntax::gspmd;
    ParsedFunction main = parse_function("main");
    program.values = std::move(main.values);
    program.main = std::move(main.fn);
    for (size_t i = 0; i < program.main.arguments.size(); ++i)
      program.values[program.main.arguments[i]].sharding = main.arg_shardings[i];
    resolve_locations(program);
    return program;
  }

 private:
  // ---- GSPMD strings: parsed up front so that the mesh can be inferred from all of them.
  void prescan_gspmd() {
    std::string_view text = lex_.text();
    std::vector<GspmdSharding> tiled;
    std::vector<int> ranks;
    for (size_t p = text.find("mhlo.sharding = \""); p != std::string_view::npos;
         p = text.find("mhlo.sharding = \"", p + 1)) {
      has_gspmd_strings_ = true;
      size_t start = p + 17;
      size_t end = text.find('"', start);
      std::string_view s = text.substr(start, end - start);
      GspmdSharding g = parse_gspmd_at(s, start);
      if (g.kind == GspmdSharding::Kind::tiled) {
        GspmdSharding plain = without_manual(g, start);
        tiled.push_back(plain);
        ranks.push_back(plain.tensor_rank());
      }
    }
    if (options_.gspmd_mesh) {
      gspmd_mesh_ = options_.gspmd_mesh;
    } else if (tiled.empty()) {
      if (has_gspmd_strings_) gspmd_mesh_ = types::Mesh();
    } else {
      try {
        gspmd_mesh_ = types::import_gspmd_common(tiled, ranks).mesh;
      } catch (const InputError& e) {
        lex_.fail_at(text.find("mhlo.sharding"), std::string("no common mesh for the GSPMD shardings: ") + e.what());
      }
    }
  }

  GspmdSharding parse_gspmd_at(std::string_view s, size_t start) {
    try {
      return types::parse_gspmd(s);
    } catch (const InputError& e) {
      lex_.fail_at(start + static_cast<size_t>(std::max(e.column(), 1) - 1),
                   fmt::format("invalid GSPMD sharding \"{}\": {}", s, e.what()));
    }
  }

  // {devices=[1,1,2,4]<=... last_tile_dims={manual, replicated}} -> the same string with the
  // manual subgroup as one more tensor dimension (so that mesh axes can be found for it).
  GspmdSharding without_manual(GspmdSharding g, size_t pos) {
    if (g.last_tile_dims.empty() || g.last_tile_dims[0] != "manual") {
      for (const auto& t : g.last_tile_dims)
        if (t == "manual") lex_.fail_at(pos, "a manual subgroup must come first in last_tile_dims");
      return g;
    }
    g.last_tile_dims.erase(g.last_tile_dims.begin());
    if (g.last_tile_dims == std::vector<std::string>{"replicated"}) {
      g.last_tile_dims.clear();
      g.last_tile_dim_replicate = true;
    }
    return g;
  }

  struct GspmdValue {
    std::optional<ShardingType> type;  // nullopt for {manual}
    std::vector<std::string> manual_axes;
  };
  // A GSPMD attribute value ("{...}" with quotes) for an array of rank `rank`.
  GspmdValue gspmd_value(const Attr& attr, int rank, std::string_view backend_config = "") {
    size_t start = attr.value_pos + 1;
    std::string_view s = attr.value.substr(1, attr.value.size() - 2);
    GspmdSharding g = parse_gspmd_at(s, start);
    if (g.kind == GspmdSharding::Kind::maximal) {
      // The device must exist: the module's partitions (or the mesh's devices).
      const int64_t devices = std::max<int64_t>(num_partitions_attr_.value_or(1),
                                                gspmd_mesh_ ? gspmd_mesh_->num_devices() : 1);
      if (g.maximal_device >= devices)
        lex_.fail_at(start, fmt::format("{{maximal device={}}} names a device outside 0..{}", g.maximal_device,
                                        devices - 1));
    }
    GspmdValue out;
    try {
      switch (g.kind) {
        case GspmdSharding::Kind::maximal:
        case GspmdSharding::Kind::replicated:
          // maximal: one device holds the whole array (the operands of a host callback): whole
          // on every device as far as check counts it, an upper bound.
          out.type = ShardingType::fully_replicated(rank);
          break;
        case GspmdSharding::Kind::manual:
          if (gspmd_mesh_)
            for (const auto& a : gspmd_mesh_->axes()) out.manual_axes.push_back(a.name);
          break;
        case GspmdSharding::Kind::tiled: {
          GspmdSharding plain = without_manual(g, start);
          bool manual = plain.tensor_rank() != g.tensor_rank();
          // The mesh comes from prescan_gspmd, which finds `mhlo.sharding = "` as JAX and XLA
          // print it; other spacing (a vertical tab before '=') left it unset (make fuzz).
          if (!gspmd_mesh_)
            lex_.fail_at(attr.value_pos, "write GSPMD shardings as mhlo.sharding = \"...\" (one space around '=')");
          ShardingType t = types::gspmd_to_type(plain, *gspmd_mesh_, rank + (manual ? 1 : 0));
          if (manual) {
            for (const auto& ax : t.dims.back().axes) out.manual_axes.push_back(ax.name);
            t.dims.pop_back();
          }
          out.type = t;
          break;
        }
        default:
          lex_.fail_at(start, fmt::format("unsupported GSPMD sharding \"{}\"", s));
      }
    } catch (const ParseError&) {
      throw;
    } catch (const InputError& e) {
      lex_.fail_at(start, fmt::format("invalid GSPMD sharding \"{}\": {}", s, e.what()));
    }
    if (out.type && !backend_config.empty()) {
      // unspecified_dims=[0,1] -> open dimensions
      size_t p = backend_config.find("unspecified_dims=");
      if (p != std::string_view::npos)
        for (int64_t d : int_list(backend_config.substr(p)))
          if (d >= 0 && d < rank) out.type->dims[static_cast<size_t>(d)].open = true;
    }
    return out;
  }

  // ---- Shardy shardings: "<@mesh, [...]>" or "#sdy.sharding<@mesh, [...]>".
  ValueSharding shardy(std::string_view text, size_t pos, int rank) {
    std::string full = text.starts_with("#") ? std::string(text) : "#sdy.sharding" + std::string(text);
    int shift = static_cast<int>(full.size() - text.size());
    try {
      types::ParsedShardySharding p = types::parse_shardy_sharding(full);
      ValueSharding v;
      v.mesh = p.mesh_name.value_or("mesh");
      if (!v.mesh.empty() && v.mesh[0] == '@') v.mesh.erase(0, 1);
      const types::Mesh* mesh = find_mesh(v.mesh);
      if (!mesh) lex_.fail_at(pos, fmt::format("unknown mesh @{}", v.mesh));
      // A mesh without axes (`sdy.mesh @maximal_mesh_0 = <[], device_ids=[0]>`) places the
      // value whole on one device, JAX's spelling for a host callback's operands and results
      // (`<@maximal_mesh_0, []>` whatever the rank): whole on every device as far as check
      // counts it, an upper bound.
      if (mesh->rank() == 0 && p.type.rank() == 0 && p.type.unreduced.empty()) {
        v.type = ShardingType::fully_replicated(rank);
        return v;
      }
      if (p.type.rank() != rank)
        lex_.fail_at(pos, fmt::format("sharding {} has rank {} but the value has rank {}", text,
                                      p.type.rank(), rank));
      v.type = types::resolve(*mesh, p.type, rank);
      return v;
    } catch (const ParseError&) {
      throw;
    } catch (const InputError& e) {
      int col = e.column() > 0 ? std::max(e.column() - shift, 1) : 1;
      lex_.fail_at(pos + static_cast<size_t>(col - 1), fmt::format("invalid sharding: {}", e.what()));
    }
  }

  const types::Mesh* find_mesh(std::string_view name) const {
    for (const auto& [n, m] : meshes_)
      if (n == name) return &m;
    return nullptr;
  }

  // Shardings from an argument/result attribute dictionary.
  std::optional<ValueSharding> sharding_from_attrs(const std::vector<Attr>& attrs, int rank) {
    if (const Attr* a = find_attr(attrs, "sdy.sharding")) return shardy(a->value, a->value_pos, rank);
    if (const Attr* a = find_attr(attrs, "mhlo.sharding")) {
      GspmdValue g = gspmd_value(*a, rank);
      if (!g.type) return std::nullopt;
      return ValueSharding{"mesh", *g.type};
    }
    return std::nullopt;
  }

  // ---- types
  TensorType tensor_type() {
    size_t start = lex_.pos();
    if (lex_.consume("!stablehlo.token")) return TensorType{{}, types::DType::token};
    if (!lex_.consume("tensor<")) lex_.fail(fmt::format("expected a tensor type but found '{}'", lex_.snippet()));
    lex_.set_pos(start + 6);
    std::string_view body = lex_.balanced();
    body = body.substr(1, body.size() - 2);
    if (body.find('?') != std::string_view::npos)
      lex_.fail_at(start, fmt::format("dynamic shape 'tensor<{}>' is not supported: every dimension "
                                      "must have a static size", body));
    if (body.find(',') != std::string_view::npos)
      lex_.fail_at(start, fmt::format("tensor<{}> with an encoding is not supported", body));
    TensorType t;
    // The shape is the leading `NxNx...x`: each dimension's digits followed by an `x` (the
    // element type may contain an `x` itself: complex<f32>).
    size_t x = std::string_view::npos;
    for (size_t at = 0; at < body.size() && std::isdigit(static_cast<unsigned char>(body[at]));) {
      size_t end = at;
      while (end < body.size() && std::isdigit(static_cast<unsigned char>(body[end]))) ++end;
      if (end >= body.size() || body[end] != 'x') break;
      x = end;
      at = end + 1;
    }
    std::string_view dtype = body;
    if (x != std::string_view::npos) {
      dtype = body.substr(x + 1);
      try {
        t.shape = types::parse_shape(body.substr(0, x));
      } catch (const InputError& e) {
        lex_.fail_at(start, fmt::format("bad shape in tensor<{}>: {}", body, e.what()));
      }
      // Element and byte counts are int64 everywhere downstream: at most 2^48 elements.
      int64_t elements = 1;
      for (int64_t d : t.shape)
        if (d != 0 && elements > (int64_t{1} << 48) / d)
          lex_.fail_at(start, fmt::format("tensor<{}> has more than 2^48 elements", body));
        else
          elements *= d;
    }
    try {
      t.dtype = types::parse_dtype(dtype);
    } catch (const InputError& e) {
      lex_.fail_at(start, fmt::format("unsupported element type '{}' in tensor<{}>: {}", dtype, body, e.what()));
    }
    return t;
  }

  // `(T, T) -> T`, `(T) -> (T, T)`, `T`, `T, T`, `T -> T`: operand types and result types.
  std::pair<std::vector<TensorType>, std::vector<TensorType>> signature() {
    std::vector<TensorType> ins, outs;
    auto list = [&](std::vector<TensorType>& into) {
      if (lex_.consume("(")) {
        if (!lex_.consume(")")) {
          do into.push_back(tensor_type()); while (lex_.consume(","));
          lex_.expect(")");
        }
      } else {
        do into.push_back(tensor_type()); while (lex_.consume(","));
      }
    };
    list(ins);
    if (lex_.consume("->")) {
      // Several results are always parenthesized: a bare `-> T` is one (what follows a
      // generic function_type is the next attribute).
      if (lex_.peek() == '(') list(outs); else outs.push_back(tensor_type());
    } else {
      outs = {ins.back()};
    }
    return {ins, outs};
  }

  // ---- module structure: meshes and where each function starts (functions are read on
  // demand, @main first, each private one at its first call).

  // module @jit_f attributes {mhlo.num_partitions = 8 : i32} { sdy.mesh @mesh = <...>  func.func ... }
  void read_pretty_module(Program& program) {
    lex_.expect("module");
    if (lex_.peek() == '@') program.module_name = lex_.symbol();
    if (lex_.consume("attributes")) read_module_attributes(program, lex_.attr_dict());
    lex_.expect("{");
    while (!lex_.consume("}")) {
      if (lex_.at_end()) lex_.fail("the module is not closed with '}'");
      size_t start = lex_.pos();
      if (lex_.consume("sdy.mesh")) {
        std::string name = lex_.symbol();
        lex_.expect("=");
        size_t mesh_pos = lex_.pos();
        add_mesh(name, lex_.balanced(), mesh_pos);
        if (lex_.peek() == '{') lex_.attr_dict();
      } else if (lex_.consume("func.func")) {
        if (lex_.peek() != '@') lex_.word();  // visibility
        std::string name = lex_.symbol();
        function_pos_[name] = start;
        skip_function_body();
      } else {
        lex_.fail(fmt::format("unexpected '{}' in the module", lex_.snippet()));
      }
    }
  }

  // MLIR's generic form of the same (`mlir-opt --mlir-print-op-generic`, or
  // `get_asm(print_generic_op_form=True)` in JAX's MLIR bindings):
  //   "builtin.module"() <{sym_name = "jit_f"}> ({
  //     "func.func"() <{function_type = ..., sym_name = "main"}> ({ ... }) : () -> ()
  //     "sdy.mesh"() <{mesh = #sdy.mesh<["x"=2]>, sym_name = "mesh"}> : () -> ()
  //   }) {mhlo.num_partitions = 8 : i32} : () -> ()
  void read_generic_module(Program& program) {
    lex_.quoted();
    lex_.expect("(");
    lex_.expect(")");
    const std::vector<Attr> module_props = lex_.peek() == '<' ? lex_.properties() : std::vector<Attr>();
    if (const Attr* a = find_attr(module_props, "sym_name")) program.module_name = unquoted(a->value);
    lex_.expect("(");
    lex_.expect("{");
    while (!lex_.consume("}")) {
      if (lex_.at_end()) lex_.fail("the module is not closed with '})'");
      const size_t start = lex_.pos();
      const std::string op = lex_.peek() == '"' ? lex_.quoted() : std::string();
      if (op != "func.func" && op != "sdy.mesh")
        lex_.fail_at(start, fmt::format("unexpected '{}' in the module", lex_.snippet()));
      lex_.expect("(");
      lex_.expect(")");
      const std::vector<Attr> props = lex_.properties();
      const Attr* name = find_attr(props, "sym_name");
      if (!name) lex_.fail_at(start, fmt::format("{} without its sym_name", op));
      if (op == "func.func") {
        function_pos_[unquoted(name->value)] = start;
        lex_.balanced();  // ({ body })
      } else {
        const Attr* mesh = find_attr(props, "mesh");
        if (!mesh) lex_.fail_at(start, "sdy.mesh without its mesh");
        std::string_view body = mesh->value;
        size_t shift = body.starts_with("#sdy.mesh") ? 9 : 0;  // `#sdy.mesh<[...]>`
        add_mesh(unquoted(name->value), body.substr(shift), mesh->value_pos + shift);
      }
      if (lex_.peek() == '{') lex_.attr_dict();
      skip_generic_type();
    }
    lex_.expect(")");
    if (lex_.peek() == '{') read_module_attributes(program, lex_.attr_dict());
    skip_generic_type();
  }

  // `: () -> ()` after a generic op whose type says nothing.
  void skip_generic_type() {
    lex_.expect(":");
    lex_.balanced();
    lex_.expect("->");
    lex_.balanced();
  }

  static std::string unquoted(std::string_view text) {
    if (text.size() >= 2 && text.front() == '"' && text.back() == '"') text = text.substr(1, text.size() - 2);
    return std::string(text);
  }

  void read_module_attributes(Program& program, const std::vector<Attr>& attrs) {
    if (const Attr* a = find_attr(attrs, "mhlo.num_partitions")) {
      program.num_partitions = static_cast<int>(first_int(*a));
      num_partitions_attr_ = program.num_partitions;
    }
  }

  // A mesh with more devices than the module was compiled for (mhlo.num_partitions) cannot
  // be the program's: reported at the mesh. num_partitions = 1 is not checked: our writer
  // prints it for programs built by hand, whatever their mesh.
  void check_meshes_fit_partitions() {
    if (!num_partitions_attr_ || *num_partitions_attr_ <= 1) return;
    for (size_t i = 0; i < mesh_pos_.size(); ++i)
      if (meshes_[i].second.num_devices() > *num_partitions_attr_)
        lex_.fail_at(mesh_pos_[i], fmt::format("mesh @{} has {} devices but the module is compiled for "
                                               "mhlo.num_partitions = {}", meshes_[i].first,
                                               meshes_[i].second.num_devices(), *num_partitions_attr_));
  }

  // `<["x"=2, "y"=4]>` at `pos` as mesh @name.
  void add_mesh(const std::string& name, std::string_view body, size_t pos) {
    try {
      meshes_.emplace_back(name, types::Mesh::parse(body));
      mesh_pos_.push_back(pos);
    } catch (const InputError& e) {
      lex_.fail_at(pos + static_cast<size_t>(std::max(e.column(), 1) - 1), e.what());
    }
  }

  // ---- function structure
  void skip_function_body() {
    // header: (args) -> results { body }
    lex_.balanced();  // (args)
    if (lex_.consume("->")) {
      if (lex_.peek() == '(') lex_.balanced(); else tensor_type();
    }
    if (lex_.consume("attributes")) lex_.attr_dict();
    lex_.balanced();  // { body }
  }

  struct FunctionState {
    ParsedFunction pf;
    std::map<std::string, ValueId> symbols;
    std::map<ValueId, PendingFullToShard> full_to_shard;
    std::map<ValueId, PendingManualResult> manual_results;
    std::vector<Op>* top_ops = nullptr;
    std::vector<TensorType> result_types;  // as the function's signature declares them
    size_t return_pos = 0;                 // where the last terminator read starts
  };

  ParsedFunction& parse_function(const std::string& name) {
    auto done = parsed_.find(name);
    if (done != parsed_.end()) return done->second;
    if (in_progress_.count(name)) lex_.fail(fmt::format("recursive call of @{}", name));
    auto it = function_pos_.find(name);
    if (it == function_pos_.end()) lex_.fail(fmt::format("call of an undefined function @{}", name));
    in_progress_.insert(name);
    size_t saved = lex_.pos();
    lex_.set_pos(it->second);
    FunctionState st;
    st.pf.fn.name = name;
    const bool generic = lex_.peek_is("\"func.func\"");
    if (generic) {
      generic_function_header(st);
    } else {
      pretty_function_header(st);
    }
    st.pf.fn.results = parse_block(st, st.pf.fn.ops, "return");
    st.pf.fn.return_line = lex_.location(st.return_pos).first;
    if (name == "main")
      if (const std::string_view loc = lex_.trailing_location(st.return_pos); !loc.empty())
        main_return_location_ = location_index(loc);
    check_returned_types(st);
    lex_.expect("}");
    if (generic) lex_.expect(")");
    check_pending(st);
    lex_.set_pos(saved);
    in_progress_.erase(name);
    return parsed_.emplace(name, std::move(st.pf)).first->second;
  }

  // func.func public @main(%arg0: T {attributes}, ...) -> (T {attributes}, ...) attributes {...} {
  void pretty_function_header(FunctionState& st) {
    lex_.expect("func.func");
    if (lex_.peek() != '@') lex_.word();  // visibility
    lex_.symbol();
    lex_.expect("(");
    if (!lex_.consume(")")) {
      do {
        std::string arg = lex_.value_ref();
        lex_.expect(":");
        lex_.take_location();
        TensorType t = tensor_type();
        const size_t after = lex_.raw_pos();
        std::vector<Attr> attrs = lex_.peek() == '{' ? lex_.attr_dict() : std::vector<Attr>();
        lex_.peek();  // past `loc("name")`
        if (const std::string_view loc = lex_.location_since(after); loc.starts_with("#") && st.pf.fn.name == "main")
          main_argument_aliases_.emplace_back(st.pf.fn.arguments.size(), loc);
        add_argument(st, arg, t, attrs, lex_.take_location());
      } while (lex_.consume(","));
      lex_.expect(")");
    }
    if (lex_.consume("->")) {
      bool paren = lex_.consume("(");
      if (!paren || !lex_.consume(")")) {
        do {
          TensorType t = tensor_type();
          add_result(st, t, paren && lex_.peek() == '{' ? lex_.attr_dict() : std::vector<Attr>());
        } while (paren && lex_.consume(","));
        if (paren) lex_.expect(")");
      }
    }
    if (lex_.consume("attributes")) lex_.attr_dict();
    lex_.expect("{");
  }

  // "func.func"() <{arg_attrs = [{...}, {...}], function_type = (T, T) -> T, res_attrs = [{...}],
  //   sym_name = "main", sym_visibility = "public"}> ({
  // ^bb0(%arg0: T, %arg1: T):          (no header when there are no arguments)
  void generic_function_header(FunctionState& st) {
    const size_t start = lex_.pos();
    lex_.quoted();
    lex_.expect("(");
    lex_.expect(")");
    const std::vector<Attr> props = lex_.properties();
    const size_t body = lex_.pos();
    const Attr* type = find_attr(props, "function_type");
    if (!type) lex_.fail_at(start, "func.func without its function_type");
    lex_.set_pos(type->value_pos);
    auto [ins, outs] = signature();
    const std::vector<std::vector<Attr>> arg_attrs = attribute_dicts(find_attr(props, "arg_attrs"), ins.size());
    const std::vector<std::vector<Attr>> res_attrs = attribute_dicts(find_attr(props, "res_attrs"), outs.size());
    lex_.set_pos(body);
    lex_.expect("(");
    lex_.expect("{");
    const size_t header = lex_.pos();
    std::vector<std::pair<std::string, TensorType>> parameters;
    if (lex_.consume("^")) {
      lex_.word();  // bb0
      parameters = typed_names();
      lex_.expect(":");
    }
    if (parameters.size() != ins.size())
      lex_.fail_at(header, fmt::format("the body of @{} takes {} arguments but its function_type has {}", st.pf.fn.name,
                                       parameters.size(), ins.size()));
    for (size_t i = 0; i < ins.size(); ++i) {
      if (!(parameters[i].second == ins[i]))
        lex_.fail_at(header, fmt::format("argument {} of @{} is {} but its function_type says {}", i, st.pf.fn.name,
                                         types::to_string(parameters[i].second), types::to_string(ins[i])));
      add_argument(st, parameters[i].first, ins[i], arg_attrs[i]);
    }
    for (size_t i = 0; i < outs.size(); ++i) add_result(st, outs[i], res_attrs[i]);
  }

  // `[{key = value}, {}]` of a generic function's arg_attrs / res_attrs: one dictionary per
  // argument (`count` empty ones when absent).
  std::vector<std::vector<Attr>> attribute_dicts(const Attr* list, size_t count) {
    std::vector<std::vector<Attr>> out;
    if (list) {
      lex_.set_pos(list->value_pos);
      lex_.expect("[");
      if (!lex_.consume("]")) {
        do out.push_back(lex_.attr_dict()); while (lex_.consume(","));
        lex_.expect("]");
      }
      if (out.size() != count)
        lex_.fail_at(list->value_pos, fmt::format("{} dictionaries for {} values", out.size(), count));
    }
    out.resize(count);
    return out;
  }

  // An argument of the function being read, with what its attributes say: its sharding and
  // whether its buffer is donated (`tf.aliasing_output = N`, `jax.buffer_donor = true`).
  // Its name: `jax.arg_info` when written, else the location JAX gives it (`loc("x")`).
  void add_argument(FunctionState& st, const std::string& name, const TensorType& type, const std::vector<Attr>& attrs,
                    const std::string& location = "") {
    std::string info = location;
    if (const Attr* a = find_attr(attrs, "jax.arg_info")) info = unquoted(a->value);
    st.pf.fn.argument_info.push_back(info);
    std::optional<int> aliases;
    if (const Attr* a = find_attr(attrs, "tf.aliasing_output"); a && !int_list(a->value).empty())
      aliases = static_cast<int>(int_list(a->value)[0]);  // "0 : i32"
    const Attr* donor = find_attr(attrs, "jax.buffer_donor");
    st.pf.fn.arguments.push_back(define(st, name, type));
    st.pf.arg_shardings.push_back(sharding_from_attrs(attrs, type.rank()));
    st.pf.fn.argument_aliases_output.push_back(aliases);
    st.pf.fn.argument_donated.push_back(donor && donor->value == "true");
  }

  // A result of the function being read: its sharding and `jax.result_info`.
  void add_result(FunctionState& st, const TensorType& type, const std::vector<Attr>& attrs) {
    std::string info;
    if (const Attr* a = find_attr(attrs, "jax.result_info")) info = unquoted(a->value);
    st.result_types.push_back(type);
    st.pf.fn.result_shardings.push_back(sharding_from_attrs(attrs, type.rank()));
    st.pf.fn.result_info.push_back(info);
  }

  // The values `return` gives back against the results the function's signature declares.
  void check_returned_types(const FunctionState& st) {
    const std::vector<ValueId>& returned = st.pf.fn.results;
    if (returned.size() != st.result_types.size())
      lex_.fail_at(st.return_pos, fmt::format("@{} returns {} value{} but its signature declares {}",
                                              st.pf.fn.name, returned.size(), returned.size() == 1 ? "" : "s",
                                              st.result_types.size()));
    for (size_t i = 0; i < returned.size(); ++i)
      if (st.pf.values[returned[i]].type != st.result_types[i])
        lex_.fail_at(st.return_pos, fmt::format("@{} returns {} of type {} as result {} but its signature declares {}",
                                                st.pf.fn.name, st.pf.values[returned[i]].name,
                                                types::to_string(st.pf.values[returned[i]].type), i,
                                                types::to_string(st.result_types[i])));
  }

  ValueId define(FunctionState& st, const std::string& name, const TensorType& type) {
    st.pf.values.push_back(Value{name, type, std::nullopt});
    ValueId id = static_cast<ValueId>(st.pf.values.size() - 1);
    st.symbols[name] = id;
    return id;
  }

  ValueId use(FunctionState& st, size_t pos, const std::string& name) {
    auto it = st.symbols.find(name);
    if (it == st.symbols.end()) lex_.fail_at(pos, fmt::format("use of undefined value {}", name));
    return it->second;
  }

  ValueId operand(FunctionState& st) {
    size_t pos = lex_.pos();
    ValueId id = use(st, pos, lex_.value_ref());
    if (st.full_to_shard.count(id) || st.manual_results.count(id))
      lex_.fail_at(pos, "a shard_map value is used outside the SPMDFullToShardShape / call / "
                        "SPMDShardToFullShape pattern");
    return id;
  }

  // `(%a, %b)` or `()`: operands, each checked by operand().
  std::vector<ValueId> operand_list(FunctionState& st) {
    std::vector<ValueId> out;
    lex_.expect("(");
    if (!lex_.consume(")")) {
      do out.push_back(operand(st)); while (lex_.consume(","));
      lex_.expect(")");
    }
    return out;
  }

  void check_pending(const FunctionState& st) {
    for (const auto& [id, p] : st.manual_results) {
      const Op& op = (*st.top_ops)[p.op_index];
      lex_.fail_at(0, fmt::format("line {}: result {} of a shard_map call is not followed by "
                                  "SPMDShardToFullShape", op.line, p.result_index));
    }
  }

  // Ops up to the terminator `terminator` (return / sdy.return); returns its operands.
  std::vector<ValueId> parse_block(FunctionState& st, std::vector<Op>& ops, std::string_view terminator) {
    // Every function body and region goes through here, so this depth counts calls inside
    // calls and regions inside regions: a few dozen in JAX's programs; a chain of thousands
    // of calls ran the recursion off the end of the stack (make fuzz).
    if (block_depth_ >= kMaxBlockDepth)
      lex_.fail(fmt::format("functions and regions nested deeper than {} (calls inside calls, regions inside regions)",
                            kMaxBlockDepth));
    ++block_depth_;
    struct Leave {
      int& depth;
      ~Leave() { --depth; }
    } leave{block_depth_};
    if (!st.top_ops) st.top_ops = &ops;
    while (true) {
      size_t start = lex_.pos();
      if (std::optional<std::vector<ValueId>> results = generic_terminator(st, terminator)) {
        st.return_pos = start;
        return *results;
      }
      if (lex_.peek_is(terminator) || lex_.peek_is("func.return")) {
        if (!lex_.consume(terminator)) lex_.consume("func.return");
        std::vector<ValueId> results;
        if (lex_.peek() == '%') {
          do results.push_back(operand(st)); while (lex_.consume(","));
          lex_.expect(":");
          size_t i = 0;
          do {
            const size_t type_pos = lex_.pos();
            const TensorType written = tensor_type();
            if (i < results.size() && st.pf.values[results[i]].type != written)
              lex_.fail_at(type_pos, fmt::format("{} has type {} but the '{}' says {}", st.pf.values[results[i]].name,
                                                 types::to_string(st.pf.values[results[i]].type), terminator,
                                                 types::to_string(written)));
            ++i;
          } while (lex_.consume(","));
          if (i != results.size())
            lex_.fail_at(start, fmt::format("'{}' of {} values lists {} types", terminator, results.size(), i));
        }
        st.return_pos = start;
        return results;
      }
      if (lex_.peek() == '}' || lex_.at_end())
        lex_.fail_at(start, fmt::format("the block ends without '{}'", terminator));
      // An error the attribute readers raise without a position (a number that does not
      // read as one: to_int64) is the op's, at the op.
      const size_t first_op = ops.size();
      try {
        parse_statement(st, ops, start);
      } catch (const ParseError&) {
        throw;
      } catch (const InputError& e) {
        lex_.fail_at(start, e.what());
      }
      // The statement's location: its ops' (a call's inlined ops keep their own where the
      // callee gives them; the constraints at its boundary take the call's).
      // An inlined op whose own location names no file (`loc("max")` inside jax.nn.relu's
      // function) is at the call's line, with its own name.
      if (const std::string_view loc = lex_.trailing_location(start); !loc.empty()) {
        const int index = location_index(loc);
        for (size_t k = first_op; k < ops.size(); ++k) {
          if (ops[k].location < 0) ops[k].location = index;
          else if (!locations_[ops[k].location].has_file() && locations_[index].has_file())
            ops[k].location = located_at_call(ops[k].location, index);
        }
      }
    }
  }

  // The index in Program::locations of the location written `loc`, resolved (each text once:
  // most ops of a JAX program name one of a few hundred aliases).
  int location_index(std::string_view loc) {
    auto [it, added] = location_index_.try_emplace(loc, static_cast<int>(locations_.size()));
    if (added) {
      if (!resolver_) resolver_.emplace(lex_.text(), lex_.file());
      locations_.push_back(resolver_->resolve(loc));
    }
    return it->second;
  }
  // Location `own` (without a file) at the call whose location is `call`.
  int located_at_call(int own, int call) {
    auto [it, added] = located_at_call_.try_emplace({own, call}, static_cast<int>(locations_.size()));
    if (added) {
      SourceLocation at = locations_[call];
      if (!locations_[own].name_stack.empty()) at.name_stack = locations_[own].name_stack;
      locations_.push_back(std::move(at));
    }
    return it->second;
  }

  // The op's name as the text spells it at `op_pos` ("sdy.reshard" for a sharding_constraint).
  std::string written_name(size_t op_pos) const {
    std::string_view text = lex_.text().substr(op_pos);
    const size_t start = text.starts_with("\"") ? 1 : 0;
    size_t end = start;
    while (end < text.size() && Lexer::word_char(text[end])) ++end;
    return std::string(text.substr(start, end - start));
  }

  // `"sdy.return"(%a, %b) : (T, U) -> ()`: a terminator in MLIR's generic form (`func.return`
  // ends a function whatever the expected terminator). Its operands, or nullopt when the next
  // statement is something else.
  std::optional<std::vector<ValueId>> generic_terminator(FunctionState& st, std::string_view terminator) {
    if (!lex_.peek_is(fmt::format("\"{}\"", terminator)) && !lex_.peek_is("\"func.return\"")) return std::nullopt;
    lex_.quoted();
    std::vector<ValueId> results = operand_list(st);
    skip_generic_type();  // : (T, U) -> ()
    return results;
  }

  // ---- one statement: %r = op ... or %r:N = op ...
  void parse_statement(FunctionState& st, std::vector<Op>& ops, size_t /*start*/) {
    std::vector<std::string> names;
    if (lex_.peek() == '%') {
      do {
        std::string r = lex_.value_ref();
        int count = 1;
        if (lex_.consume(":")) count = static_cast<int>(lex_.integer());
        if (count == 1) {
          names.push_back(r);
        } else {
          for (int i = 0; i < count; ++i) names.push_back(fmt::format("{}#{}", r, i));
        }
      } while (lex_.consume(","));  // `%values, %indices = chlo.top_k(...)`
      lex_.expect("=");
    }
    size_t op_pos = lex_.pos();
    bool generic = lex_.peek() == '"';
    std::string name = generic ? lex_.quoted() : lex_.word();
    auto [line, col] = lex_.location(op_pos);
    Op op;
    op.line = line;
    op.column = col;
    auto unsupported = [&]() -> void {
      lex_.fail_at(op_pos, fmt::format("unsupported op '{}' (not in shardproof's StableHLO subset)", name));
    };

    if (name == "call" || name == "func.call") {
      parse_call(st, ops, names, op_pos, op, generic);
      return;
    }
    if (name == "stablehlo.composite") {
      parse_composite(st, ops, names, op_pos, op, generic);
      return;
    }
    if (name == "sdy.named_computation") {
      parse_named_computation(st, ops, names, op_pos, op, generic);
      return;
    }
    if (name == "stablehlo.custom_call") {
      parse_custom_call(st, ops, names, op_pos, op, generic);
      return;
    }
    const OpInfo* info = find_op(name);
    if (!info) unsupported();
    op.kind = info->kind;
    if (generic) {
      parse_generic(st, ops, names, op_pos, op);
      return;
    }
    switch (info->syntax) {
      case Syntax::constant: {
        lex_.expect("dense");
        std::string_view lit = lex_.balanced();
        op.constant.text = std::string(lit.substr(1, lit.size() - 2));
        op.constant.splat = op.constant.text.empty() || op.constant.text[0] != '[';
        break;
      }
      case Syntax::iota:
        lex_.expect("dim");
        lex_.expect("=");
        op.dim = lex_.integer();
        break;
      case Syntax::compare:
        op.comparison = lex_.word();
        lex_.expect(",");
        op.operands.push_back(operand(st));
        lex_.expect(",");
        op.operands.push_back(operand(st));
        if (lex_.consume(",")) op.compare_type = lex_.word();
        break;
      case Syntax::reduce:
        parse_reduce(st, ops, names, op_pos, op);
        return;
      case Syntax::convolution:
        parse_convolution(st, op);
        break;
      case Syntax::while_loop:
        parse_while(st, ops, names, op_pos, op);
        return;
      case Syntax::sharding_constraint: {
        op.operands.push_back(operand(st));
        size_t spos = lex_.pos();
        std::string_view text = lex_.balanced();
        int rank = st.pf.values[op.operands[0]].type.rank();
        ValueSharding sh = shardy(text, spos, rank);
        finish_op(st, ops, op, names, op_pos);
        st.pf.values[ops.back().results.at(0)].sharding = sh;
        return;
      }
      case Syntax::manual_computation:
        parse_manual_computation(st, ops, names, op_pos, op);
        return;
      case Syntax::operands:
      case Syntax::unary:
      case Syntax::binary: {
        // `%a, %b, key = value` or `(%a, key = value)` (chlo.top_k); no operands at all for
        // partition_id.
        const bool paren = lex_.consume("(");
        if (lex_.peek() == '%') {
          do op.operands.push_back(operand(st)); while (lex_.consume(",") && lex_.peek() == '%');
        }
        parse_trailing_attrs(op, op_pos);
        if (paren) lex_.expect(")");
        break;
      }
      default:
        lex_.fail_at(op_pos, fmt::format("{} is read in MLIR's generic form only (\"{}\"(...) ...)", name, name));
    }
    finish_op(st, ops, op, names, op_pos);
  }

  // The reduction an op of `kind` computes as a reducer (nullopt: it is none of them).
  static std::optional<ReducerKind> reducer_for(OpKind kind) {
    switch (kind) {
      case OpKind::add: return ReducerKind::add;
      case OpKind::maximum: return ReducerKind::maximum;
      case OpKind::minimum: return ReducerKind::minimum;
      case OpKind::multiply: return ReducerKind::multiply;
      case OpKind::and_: return ReducerKind::and_;
      case OpKind::or_: return ReducerKind::or_;
      case OpKind::xor_: return ReducerKind::xor_;
      default: return std::nullopt;
    }
  }

  // `applies stablehlo.add`: the reducer named.
  ReducerKind reducer_kind(const std::string& name, size_t pos) {
    const OpInfo* info = find_op(name);
    if (const std::optional<ReducerKind> r = info ? reducer_for(info->kind) : std::nullopt) return *r;
    lex_.fail_at(pos, fmt::format("unsupported reducer '{}'", name));
  }

  // The reducer a scalar body computes: one op of its two arguments, else `other`.
  // Sharding annotations inside the body (GSPMD's manual @Sharding) do not count.
  static ReducerKind reducer_of(const Region& body) {
    std::vector<const Op*> work;
    for (const Op& o : body.ops)
      if (o.kind != OpKind::sharding_constraint) work.push_back(&o);
    if (work.size() != 1 || body.arguments.size() != 2) return ReducerKind::other;
    return reducer_for(work[0]->kind).value_or(ReducerKind::other);
  }

  // `(%a: T, %b: U)`: a block's arguments, defined.
  std::vector<ValueId> block_arguments(FunctionState& st) {
    std::vector<ValueId> args;
    for (const auto& [name, type] : typed_names()) args.push_back(define(st, name, type));
    return args;
  }

  // A region: `{ ^bb0(%a: T, %b: T): ops stablehlo.return ... }` (the block header optional).
  Region parse_region(FunctionState& st, std::string_view terminator = "stablehlo.return") {
    Region region;
    lex_.expect("{");
    if (lex_.consume("^")) {
      lex_.word();
      region.arguments = block_arguments(st);
      lex_.expect(":");
    }
    region.results = parse_block(st, region.ops, terminator);
    lex_.expect("}");
    return region;
  }

  // `"stablehlo.x"(%a, %b) <{properties}> ({regions}) {attributes} : (T, T) -> T`
  void parse_generic(FunctionState& st, std::vector<Op>& ops, const std::vector<std::string>& names, size_t op_pos,
                     Op& op) {
    op.operands = operand_list(st);
    std::vector<Attr> props = lex_.peek() == '<' ? lex_.properties() : std::vector<Attr>();
    const bool manual = op.kind == OpKind::manual_computation;
    if (lex_.consume("(")) {
      do op.region.push_back(parse_region(st, manual ? "sdy.return" : "stablehlo.return")); while (lex_.consume(","));
      lex_.expect(")");
    }
    // JAX 0.4 prints what are properties today in the attribute dictionary after the regions
    // (`{dimension_numbers = #stablehlo.gather<...>, slice_sizes = dense<1> : tensor<1xi64>}`):
    // its entries count as properties too, where the properties do not name them. Discardable
    // attributes carry their dialect's prefix (`sdy.sharding`, `mhlo.frontend_attributes`) and
    // stay where they are; an op's own attributes never have one.
    std::vector<Attr> attrs;
    if (lex_.peek() == '{') attrs = lex_.attr_dict();
    for (const Attr& a : attrs)
      if (a.key.find('.') == std::string::npos && !find_attr(props, a.key)) props.push_back(a);
    // A constraint's sharding and a manual computation's shardings and axes are typed fields.
    const bool constraint = op.kind == OpKind::sharding_constraint;
    if (!constraint && !manual)
      for (const Attr& a : props) op.attributes.emplace_back(a.key, std::string(a.value));
    if (is_collective(op.kind)) {
      decode_collective(op, props, op_pos);
    } else {
      decode_attributes(op, props, op_pos);
    }
    finish_op(st, ops, op, names, op_pos, std::move(attrs));
    check_regions(st, ops.back(), op_pos);
    if (constraint) constrain_generically(st, ops.back(), props, op_pos);
    if (manual) decode_manual_computation(st, ops.back(), props, op_pos);
  }

  // "sdy.manual_computation"(%a) <{in_shardings = #sdy.sharding_per_value<[...]>,
  //   manual_axes = #sdy<manual_axes{"x", "y"}>, out_shardings = #sdy.sharding_per_value<[...]>}>
  //   ({ ^bb0(%local: T): ... "sdy.return"(%r) : (U) -> () }) : (T) -> V
  void decode_manual_computation(FunctionState& st, Op& op, const std::vector<Attr>& props, size_t op_pos) {
    const std::string what(op_name(op.kind));
    const Attr* in = find_attr(props, "in_shardings");
    const Attr* out = find_attr(props, "out_shardings");
    const Attr* axes = find_attr(props, "manual_axes");
    if (!in || !out || !axes) lex_.fail_at(op_pos, what + " needs in_shardings, out_shardings and manual_axes");
    if (op.region.size() != 1 || op.region[0].arguments.size() != op.operands.size() ||
        op.region[0].results.size() != op.results.size())
      lex_.fail_at(op_pos, what + ": operands, results and the body's arguments and returned values differ in number");
    op.in_shardings = sharding_list(in->value, in->value_pos, ranks_of(st, op.operands), "in_shardings of " + what);
    op.out_shardings = sharding_list(out->value, out->value_pos, ranks_of(st, op.results), "out_shardings of " + what);
    std::string_view list = axes->value;  // #sdy<manual_axes{"x", "y"}>
    for (size_t q = list.find('"'); q != std::string_view::npos; q = list.find('"', q + 1)) {
      const size_t close = list.find('"', q + 1);
      if (close == std::string_view::npos) lex_.fail_at(axes->value_pos, "unterminated axis name in manual_axes");
      op.manual_axes.emplace_back(list.substr(q + 1, close - q - 1));
      q = close;
    }
    check_manual_axes(op, axes->value_pos);
    for (size_t i = 0; i < op.results.size(); ++i) st.pf.values[op.results[i]].sharding = op.out_shardings[i];
  }

  // Every manual axis of a manual computation is an axis of its shardings' mesh.
  void check_manual_axes(const Op& op, size_t pos) {
    const auto& named = !op.in_shardings.empty() ? op.in_shardings : op.out_shardings;
    for (const auto& [name, mesh] : meshes_)
      if (!named.empty() && name == named[0].mesh)
        for (const std::string& axis : op.manual_axes) {
          bool known = false;
          for (const auto& a : mesh.axes()) known = known || a.name == axis;
          if (!known)
            lex_.fail_at(pos, fmt::format("manual axis \"{}\" is not an axis of mesh @{} {}", axis, name,
                                          mesh.to_shardy()));
        }
  }

  // `"sdy.sharding_constraint"(%0) <{sharding = #sdy.sharding<@mesh, [...]>}>` (or
  // "sdy.reshard"): the sharding its result gets.
  void constrain_generically(FunctionState& st, const Op& op, const std::vector<Attr>& props, size_t op_pos) {
    const std::string name = written_name(op_pos);
    const Attr* sharding = find_attr(props, "sharding");
    if (!sharding) lex_.fail_at(op_pos, fmt::format("{} without its sharding property", name));
    if (op.operands.size() != 1 || op.results.size() != 1)
      lex_.fail_at(op_pos, fmt::format("{} takes one operand and has one result", name));
    Value& result = st.pf.values[op.results[0]];
    result.sharding = shardy(sharding->value, sharding->value_pos, result.type.rank());
  }

  // The integer an attribute holds (`iota_dimension = 1 : i64`); one that holds none
  // (`iota_dimension = false`) escaped as std::out_of_range (make fuzz).
  int64_t single_int(const Attr& a) {
    const std::vector<int64_t> v = ints(a.value);
    if (v.empty()) lex_.fail_at(a.value_pos, fmt::format("{} must be an integer", a.key));
    return v[0];
  }

  // The typed fields of `op` from its generic attributes (StableHLO's names).
  void decode_attributes(Op& op, const std::vector<Attr>& props, size_t op_pos) {
    auto get = [&](std::string_view key) -> std::optional<std::string_view> {
      const Attr* a = find_attr(props, key);
      return a ? std::optional<std::string_view>(a->value) : std::nullopt;
    };
    auto list = [&](std::string_view key) { auto v = get(key); return v ? ints(*v) : std::vector<int64_t>{}; };
    if (auto v = get("broadcast_dimensions")) op.dims = ints(*v);
    if (auto v = get("permutation")) op.dims = ints(*v);
    if (auto v = get("dimensions")) op.dims = ints(*v);
    for (const char* key : {"iota_dimension", "dimension", "k"})
      if (const Attr* a = find_attr(props, key)) op.dim = single_int(*a);
    if (const Attr* a = find_attr(props, "call_target_name")) {
      if (a->value.size() < 2 || a->value.front() != '"' || a->value.back() != '"')
        lex_.fail_at(a->value_pos, "call_target_name must be a quoted string");
      op.target = std::string(a->value.substr(1, a->value.size() - 2));
    }
    if (auto v = get("comparison_direction")) op.comparison = enum_value(*v);
    if (auto v = get("compare_type")) op.compare_type = enum_value(*v);
    if (auto v = get("value")) {
      std::string_view lit = v->substr(0, v->rfind(" : "));
      if (lit.starts_with("dense<")) lit = lit.substr(6, lit.size() - 7);
      op.constant.text = std::string(lit);
      op.constant.splat = op.constant.text.empty() || op.constant.text[0] != '[';
    }
    if (auto v = get("dot_dimension_numbers")) {
      op.dot.lhs_batch = struct_field(*v, "lhs_batching_dimensions");
      op.dot.rhs_batch = struct_field(*v, "rhs_batching_dimensions");
      op.dot.lhs_contracting = struct_field(*v, "lhs_contracting_dimensions");
      op.dot.rhs_contracting = struct_field(*v, "rhs_contracting_dimensions");
    }
    if (op.kind == OpKind::slice) {
      op.slice.start = list("start_indices");
      op.slice.limit = list("limit_indices");
      op.slice.stride = list("strides");
      if (op.slice.stride.empty()) op.slice.stride.assign(op.slice.start.size(), 1);
    }
    if (auto v = get("slice_sizes")) op.gather.slice_sizes = ints(*v);
    if (auto v = get("fft_length")) op.dims = ints(*v);
    if (op.kind == OpKind::pad) {
      op.window.padding_low = list("edge_padding_low");
      op.window.padding_high = list("edge_padding_high");
      op.window.interior = list("interior_padding");
    }
    if (auto v = get("dimension_numbers"); v && op.kind == OpKind::gather) read_gather_dims(*v, kGatherDimNames, op.gather);
    if (auto v = get("scatter_dimension_numbers")) read_gather_dims(*v, kScatterDimNames, op.gather);
    if (op.kind == OpKind::reduce_window || op.kind == OpKind::select_and_scatter || op.kind == OpKind::convolution) {
      Window& w = op.window;
      w.dimensions = list("window_dimensions");
      w.strides = list("window_strides");
      w.base_dilations = list(op.kind == OpKind::convolution ? "lhs_dilation" : "base_dilations");
      w.window_dilations = list(op.kind == OpKind::convolution ? "rhs_dilation" : "window_dilations");
      if (auto v = get("padding")) read_padding(*v, w);
    }
    if (op.kind == OpKind::convolution) {
      if (auto v = get("dimension_numbers")) {
        std::string_view t = *v;  // #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>
        size_t lt = t.find('<');
        decode_conv_layout(op, t.substr(lt + 1, t.rfind('>') - lt - 1), op_pos);
      }
      if (const Attr* a = find_attr(props, "feature_group_count")) op.conv.feature_group_count = single_int(*a);
      if (const Attr* a = find_attr(props, "batch_group_count")) op.conv.batch_group_count = single_int(*a);
    }
  }

  // `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`
  void decode_conv_layout(Op& op, std::string_view text, size_t pos) {
    size_t x = text.find("]x[");
    size_t arrow = text.find("->");
    if (x == std::string_view::npos || arrow == std::string_view::npos)
      lex_.fail_at(pos, fmt::format("malformed convolution dimension numbers '{}'", text));
    auto letters = [](std::string_view part) {
      std::vector<std::string> out;
      std::string cur;
      for (char c : part) {
        if (c == '[' || c == ' ') continue;
        if (c == ',' || c == ']') {
          if (!cur.empty()) out.push_back(cur);
          cur.clear();
        } else {
          cur += c;
        }
      }
      if (!cur.empty()) out.push_back(cur);
      return out;
    };
    auto lhs = letters(text.substr(0, x + 1)), rhs = letters(text.substr(x + 2, arrow - x - 2)),
         out = letters(text.substr(arrow + 2));
    ConvDims& c = op.conv;
    auto spatial = [](const std::vector<std::string>& dims, std::vector<int64_t>& into) {
      std::vector<std::pair<int64_t, int64_t>> found;
      for (size_t i = 0; i < dims.size(); ++i)
        if (!dims[i].empty() && std::isdigit(static_cast<unsigned char>(dims[i][0])))
          found.emplace_back(to_int64(dims[i]), static_cast<int64_t>(i));
      std::sort(found.begin(), found.end());
      for (const auto& f : found) into.push_back(f.second);
    };
    c.input_spatial.clear();
    c.kernel_spatial.clear();
    c.output_spatial.clear();
    for (size_t i = 0; i < lhs.size(); ++i) {
      if (lhs[i] == "b") c.input_batch = static_cast<int64_t>(i);
      if (lhs[i] == "f") c.input_feature = static_cast<int64_t>(i);
    }
    for (size_t i = 0; i < rhs.size(); ++i) {
      if (rhs[i] == "i") c.kernel_input_feature = static_cast<int64_t>(i);
      if (rhs[i] == "o") c.kernel_output_feature = static_cast<int64_t>(i);
    }
    for (size_t i = 0; i < out.size(); ++i) {
      if (out[i] == "b") c.output_batch = static_cast<int64_t>(i);
      if (out[i] == "f") c.output_feature = static_cast<int64_t>(i);
    }
    spatial(lhs, c.input_spatial);
    spatial(rhs, c.kernel_spatial);
    spatial(out, c.output_spatial);
    if (c.input_spatial.size() != c.kernel_spatial.size() || c.input_spatial.size() != c.output_spatial.size())
      lex_.fail_at(pos, fmt::format("convolution dimension numbers '{}' name different spatial dimensions", text));
  }

  // The collective attributes (replica groups, dimensions, channel) of a generic collective.
  void decode_collective(Op& op, const std::vector<Attr>& props, size_t op_pos) {
    for (const Attr& a : props) {
      CollectiveAttrs& c = op.collective;
      if (a.key == "replica_groups") {
        c.replica_groups = int_matrix(a.value);
      } else if (a.key == "source_target_pairs") {
        for (const auto& row : int_matrix(a.value))
          if (row.size() == 2) c.source_target_pairs.emplace_back(row[0], row[1]);
      } else if (a.key == "all_gather_dim" || a.key == "scatter_dimension" || a.key == "split_dimension") {
        c.dim = first_int(a);
      } else if (a.key == "concat_dimension") {
        c.concat_dim = first_int(a);
      } else if (a.key == "split_count") {
        c.split_count = first_int(a);
      } else if (a.key == "use_global_device_ids") {
        c.use_global_device_ids = true;
      } else if (a.key == "channel_handle") {
        c.channel_handle = first_int(a);
      }
    }
    if (op.operands.size() != 1)
      lex_.fail_at(op_pos, "collectives of several operands are not supported");
  }

  // What the regions of a finished op must look like, and what follows from them.
  void check_regions(FunctionState& st, Op& op, size_t op_pos) {
    const OpInfo& info = op_info(op.kind);
    const std::string name(info.name);
    switch (info.regions) {
      case Regions::none:
        if (!op.region.empty()) lex_.fail_at(op_pos, fmt::format("{} has no regions", name));
        break;
      case Regions::scalar_computation:
        if (op.region.empty()) lex_.fail_at(op_pos, fmt::format("{} needs its computation region", name));
        op.reducer = reducer_of(op.region[0]);
        break;
      case Regions::loop:
        check_loop(st, op, op_pos);
        break;
      case Regions::branches:
        if (op.region.empty()) lex_.fail_at(op_pos, "stablehlo.case needs at least one branch");
        for (size_t b = 0; b < op.region.size(); ++b)
          if (op.region[b].results.size() != op.results.size())
            lex_.fail_at(op_pos, fmt::format("branch {} of stablehlo.case returns {} values but the op has {} results",
                                             b, op.region[b].results.size(), op.results.size()));
        break;
      case Regions::manual:
        break;
    }
  }

  // A loop carries one type per value: operands, the regions' arguments, the body's results
  // and the op's results all agree.
  void check_loop(FunctionState& st, const Op& op, size_t op_pos) {
    if (op.region.size() != 2) lex_.fail_at(op_pos, "stablehlo.while needs a condition and a body region");
    const Region &cond = op.region[0], &body = op.region[1];
    const size_t n = op.operands.size();
    if (cond.arguments.size() != n || body.arguments.size() != n || body.results.size() != n || op.results.size() != n)
      lex_.fail_at(op_pos, fmt::format("stablehlo.while carries {} values, but its condition takes {}, its body takes "
                                       "{} and returns {}, and it has {} results",
                                       n, cond.arguments.size(), body.arguments.size(), body.results.size(),
                                       op.results.size()));
    auto type = [&](ValueId v) { return types::to_string(st.pf.values[v].type); };
    for (size_t i = 0; i < n; ++i) {
      const std::string t = type(op.operands[i]);
      for (ValueId other : {cond.arguments[i], body.arguments[i], body.results[i], op.results[i]})
        if (type(other) != t)
          lex_.fail_at(op_pos, fmt::format("stablehlo.while: carried value {} is {} on entry but {} in the loop", i, t,
                                           type(other)));
    }
    if (cond.results.size() != 1) lex_.fail_at(op_pos, "the condition of stablehlo.while must return one i1");
  }

  // stablehlo.while(%iterArg = %a, ...) : T, ... [attributes {...}] cond { ... } do { ... }
  void parse_while(FunctionState& st, std::vector<Op>& ops, const std::vector<std::string>& names, size_t op_pos,
                   Op& op) {
    std::vector<std::string> arg_names;
    lex_.expect("(");
    if (!lex_.consume(")")) {
      do {
        arg_names.push_back(lex_.value_ref());
        lex_.expect("=");
        op.operands.push_back(operand(st));
      } while (lex_.consume(","));
      lex_.expect(")");
    }
    std::vector<TensorType> carried;
    if (lex_.consume(":")) {
      do carried.push_back(tensor_type()); while (lex_.consume(","));
    }
    std::vector<Attr> attrs;
    if (lex_.consume("attributes")) attrs = lex_.attr_dict();
    if (carried.size() != op.operands.size())
      lex_.fail_at(op_pos, fmt::format("stablehlo.while has {} operands but {} types", op.operands.size(), carried.size()));
    for (const char* part : {"cond", "do"}) {
      lex_.expect(part);
      Region region;
      for (size_t i = 0; i < arg_names.size(); ++i) region.arguments.push_back(define(st, arg_names[i], carried[i]));
      lex_.expect("{");
      region.results = parse_block(st, region.ops, "stablehlo.return");
      lex_.expect("}");
      op.region.push_back(std::move(region));
    }
    if (names.size() != carried.size())
      lex_.fail_at(op_pos, fmt::format("stablehlo.while defines {} values but carries {}", names.size(), carried.size()));
    for (size_t i = 0; i < names.size(); ++i) op.results.push_back(define(st, names[i], carried[i]));
    apply_result_shardings(st, op, attrs);
    check_regions(st, op, op_pos);
    ops.push_back(std::move(op));
  }

  // stablehlo.reduce(%a init: %b), (%c init: %d) applies stablehlo.add across dimensions = [1]
  //   : (T...) -> (T...)   — or, instead of `applies`, a body after the type:
  //   `reducer(%x0: T, %y0: T) (%x1: U, %y1: U) { ... stablehlo.return ... }`
  void parse_reduce(FunctionState& st, std::vector<Op>& ops, const std::vector<std::string>& names, size_t op_pos,
                    Op& op) {
    std::vector<ValueId> inputs, inits;
    do {
      lex_.expect("(");
      inputs.push_back(operand(st));
      lex_.expect("init:");
      inits.push_back(operand(st));
      lex_.expect(")");
    } while (lex_.consume(","));
    op.operands = inputs;
    op.operands.insert(op.operands.end(), inits.begin(), inits.end());
    bool applies = lex_.consume("applies");
    if (applies) op.reducer = reducer_kind(lex_.word(), op_pos);
    lex_.expect("across");
    lex_.expect("dimensions");
    lex_.expect("=");
    op.dims = int_list(lex_.balanced());
    finish_op(st, ops, op, names, op_pos);
    Op& done = ops.back();
    if (applies) return;
    // The body: pairs (lhs_k, rhs_k) per input; block arguments are all lhs, then all rhs.
    lex_.expect("reducer");
    const size_t n = inputs.size();
    Region body;
    body.arguments.assign(2 * n, -1);
    for (size_t k = 0; k < n; ++k) {
      size_t pair_pos = lex_.pos();
      std::vector<ValueId> pair = block_arguments(st);
      if (pair.size() != 2) lex_.fail_at(pair_pos, "a reducer takes its arguments in pairs");
      body.arguments[k] = pair[0];
      body.arguments[n + k] = pair[1];
    }
    lex_.expect("{");
    body.results = parse_block(st, body.ops, "stablehlo.return");
    lex_.expect("}");
    done.region.push_back(std::move(body));
    done.reducer = reducer_of(done.region[0]);
  }

  // stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
  //   window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], ...}
  //   {batch_group_count = 1 : i64, feature_group_count = 1 : i64, ...}
  void parse_convolution(FunctionState& st, Op& op) {
    op.operands = operand_list(st);
    lex_.expect("dim_numbers");
    lex_.expect("=");
    size_t start = lex_.pos();
    std::string_view rest = lex_.text().substr(start);
    size_t end = rest.find(", window");
    if (end == std::string_view::npos) end = rest.find(" {");
    if (end == std::string_view::npos) lex_.fail_at(start, "malformed convolution dimension numbers");
    decode_conv_layout(op, rest.substr(0, end), start);
    lex_.set_pos(start + end);
    if (lex_.consume(",")) {
      lex_.expect("window");
      lex_.expect("=");
      for (const Attr& a : lex_.attr_dict()) {
        Window& w = op.window;
        if (a.key == "stride") w.strides = int_list(a.value);
        if (a.key == "lhs_dilate") w.base_dilations = int_list(a.value);
        if (a.key == "rhs_dilate") w.window_dilations = int_list(a.value);
        if (a.key == "pad") read_padding(a.value, w);
      }
    }
    // The group counts sit in the attribute dictionary that finish_op reads for shardings:
    // peek at them here and leave it to finish_op. The writer prints the convolution from
    // these typed fields (precision_config is not kept, as for dot_general).
    if (lex_.peek() == '{') {
      size_t p = lex_.pos();
      std::vector<Attr> attrs = lex_.attr_dict();
      if (const Attr* a = find_attr(attrs, "feature_group_count")) op.conv.feature_group_count = single_int(*a);
      if (const Attr* a = find_attr(attrs, "batch_group_count")) op.conv.batch_group_count = single_int(*a);
      lex_.set_pos(p);
    }
  }

  // After the operand list of a pretty op: `dims = [...]`, `dim = 1`, `contracting_dims = ...`,
  // a slice's `[1:3, 0:4]`, pad's `low = [..], high = [..], interior = [..]`,
  // dynamic_slice's `sizes = [..]`, top_k's `k = 3`. The loop in parse_statement consumed the
  // ',' before a keyword.
  void parse_trailing_attrs(Op& op, size_t op_pos) {
    if (op.kind == OpKind::slice && lex_.peek() == '[') {
      std::string_view b = lex_.balanced();
      std::string body(b.substr(1, b.size() - 2));
      std::stringstream ss(body);
      std::string part;
      while (std::getline(ss, part, ',')) {
        std::vector<int64_t> v;
        std::stringstream ps(part);
        std::string n;
        while (std::getline(ps, n, ':')) v.push_back(to_int64(n));
        if (v.size() < 2) lex_.fail_at(op_pos, "malformed slice bounds");
        op.slice.start.push_back(v[0]);
        op.slice.limit.push_back(v[1]);
        op.slice.stride.push_back(v.size() > 2 ? v[2] : 1);
      }
      return;
    }
    while (std::isalpha(static_cast<unsigned char>(lex_.peek()))) {
      size_t kpos = lex_.pos();
      std::string key = lex_.word();
      lex_.expect("=");
      if (key == "dims" || key == "dimensions" || key == "permutation") {
        op.dims = int_list(lex_.balanced());
      } else if (key == "dim" || key == "dimension" || key == "k") {
        op.dim = lex_.integer();
      } else if (key == "batching_dims" || key == "contracting_dims") {
        std::vector<int64_t> l = int_list(lex_.balanced());
        lex_.expect("x");
        std::vector<int64_t> r = int_list(lex_.balanced());
        if (key == "batching_dims") {
          op.dot.lhs_batch = l;
          op.dot.rhs_batch = r;
        } else {
          op.dot.lhs_contracting = l;
          op.dot.rhs_contracting = r;
        }
      } else if (key == "low" && op.kind == OpKind::pad) {
        op.window.padding_low = int_list(lex_.balanced());
      } else if (key == "high" && op.kind == OpKind::pad) {
        op.window.padding_high = int_list(lex_.balanced());
      } else if (key == "interior" && op.kind == OpKind::pad) {
        op.window.interior = int_list(lex_.balanced());
      } else if (key == "length" && op.kind == OpKind::fft) {
        op.dims = int_list(lex_.balanced());
      } else if (key == "type" && op.kind == OpKind::fft) {
        op.attributes.emplace_back("fft_type", fmt::format("#stablehlo<fft_type {}>", lex_.word()));
      } else if (key == "sizes" && op.kind == OpKind::dynamic_slice) {
        op.gather.slice_sizes = int_list(lex_.balanced());
      } else if (key == "precision" || key == "algorithm" || key == "format") {
        // kept for the writer; no bearing on shardings or cost
        std::string value(lex_.peek() == '[' || lex_.peek() == '<' ? lex_.balanced() : std::string_view(lex_.word()));
        if (key != "precision") op.attributes.emplace_back(key, value);
        if (key == "precision")  // [DEFAULT, HIGHEST]: StableHLO's three precisions only
          for (std::string_view rest = value; !rest.empty();) {
            const size_t stop = std::min(rest.find(','), rest.size());
            std::string_view item = rest.substr(0, stop);
            while (!item.empty() && (item.front() == ' ' || item.front() == '[')) item.remove_prefix(1);
            while (!item.empty() && (item.back() == ' ' || item.back() == ']')) item.remove_suffix(1);
            if (item != "DEFAULT" && item != "HIGH" && item != "HIGHEST")
              lex_.fail_at(kpos, fmt::format("unknown precision '{}' (expected DEFAULT, HIGH or HIGHEST)", item));
            rest.remove_prefix(std::min(stop + 1, rest.size()));
          }
      } else {
        lex_.fail_at(kpos, fmt::format("unexpected attribute '{}' of {}", key, op_name(op.kind)));
      }
      if (!lex_.consume(",")) break;
    }
  }

  // Optional attribute dict, ':' and the signature; defines the results.
  // `attrs`: the attribute dictionary, where the caller has read it already.
  void finish_op(FunctionState& st, std::vector<Op>& ops, Op& op, const std::vector<std::string>& names,
                 size_t op_pos, std::vector<Attr> attrs = {}) {
    if (lex_.peek() == '{') attrs = lex_.attr_dict();
    lex_.expect(":");
    auto [ins, outs] = signature();
    if (op.kind == OpKind::select && ins.size() == 2 && outs.size() == 1) outs = {ins[1]};
    if (op.kind == OpKind::clamp && ins.size() == 3 && outs.size() == 1 && ins[1].rank() > 0) outs = {ins[1]};
    if (op.kind == OpKind::optimization_barrier && outs.size() == 1 && ins.size() > 1) outs = ins;
    if (outs.size() != names.size())
      lex_.fail_at(op_pos, fmt::format("{} defines {} values but its type has {} results",
                                       op_name(op.kind), names.size(), outs.size()));
    for (size_t i = 0; i < outs.size(); ++i) op.results.push_back(define(st, names[i], outs[i]));
    check_operand_types(st, op, ins, op_pos);
    if (op.kind == OpKind::constant && op.constant.text.starts_with('"'))
      decode_hex_blob(op.constant, outs[0]);
    else if (op.kind == OpKind::constant && op.constant.splat)
      op.constant.value = decode_number(op.constant.text, outs[0].dtype);
    apply_result_shardings(st, op, attrs);
    check_operands(st, op, op_pos);
    ops.push_back(std::move(op));
  }

  // One sharding per value of a list `[<@mesh, [...]>, <@mesh, [...]>]`, as
  // `#sdy.sharding_per_value<[...]>` and a named computation's `in_shardings=[...]` write it;
  // `ranks` are the values' ranks, `pos` the offset of `text` in the file.
  std::vector<ValueSharding> sharding_list(std::string_view text, size_t pos, const std::vector<int>& ranks,
                                           std::string_view what) {
    std::vector<ValueSharding> out;
    size_t i = text.find('[');
    for (size_t lt = text.find('<', i); i != std::string_view::npos && lt != std::string_view::npos;
         lt = text.find('<', i)) {
      size_t e = lt;
      for (int depth = 0; e < text.size(); ++e) {
        if (text[e] == '<') ++depth;
        if (text[e] == '>' && --depth == 0) break;
      }
      if (out.size() == ranks.size())
        lex_.fail_at(pos + lt, fmt::format("{} has more shardings than its {} values", what, ranks.size()));
      out.push_back(shardy(text.substr(lt, e - lt + 1), pos + lt, ranks[out.size()]));
      i = e + 1;
    }
    if (out.size() != ranks.size())
      lex_.fail_at(pos, fmt::format("{} has {} shardings for {} values", what, out.size(), ranks.size()));
    return out;
  }

  // sharding_list of `list` where it is given: one sharding per value, none when it is absent.
  std::vector<std::optional<ValueSharding>> optional_sharding_list(const Attr* list, const std::vector<int>& ranks,
                                                                   std::string_view what) {
    std::vector<std::optional<ValueSharding>> out(ranks.size());
    if (list) {
      const std::vector<ValueSharding> given = sharding_list(list->value, list->value_pos, ranks, what);
      std::copy(given.begin(), given.end(), out.begin());
    }
    return out;
  }

  // `sdy.sharding = #sdy.sharding_per_value<[...]>` or `mhlo.sharding = "{...}"` on an op
  // of results of ranks `ranks`: one sharding per result (nullopt where none is given).
  std::vector<std::optional<ValueSharding>> result_shardings(const std::vector<Attr>& attrs,
                                                             const std::vector<int>& ranks) {
    // JAX attaches its placement to an op without results too (a jax.debug.print's callback,
    // `sharding_per_value<[<@maximal_mesh_0, []>]>` on `-> ()`): nothing to shard.
    if (ranks.empty()) return {};
    if (const Attr* a = find_attr(attrs, "sdy.sharding")) return optional_sharding_list(a, ranks, "sdy.sharding");
    std::vector<std::optional<ValueSharding>> out(ranks.size());
    if (const Attr* a = find_attr(attrs, "mhlo.sharding"); a && ranks.size() == 1) {
      // (The tuple sharding `{{...}, {...}}` of an op with several results is not read:
      // those results are left to propagation.)
      GspmdValue g = gspmd_value(*a, ranks[0]);
      if (g.type) out[0] = ValueSharding{"mesh", *g.type};
    }
    return out;
  }

  std::vector<int> ranks_of(const FunctionState& st, const std::vector<ValueId>& values) const {
    std::vector<int> ranks;
    for (ValueId v : values) ranks.push_back(st.pf.values[v].type.rank());
    return ranks;
  }
  static std::vector<int> ranks_of(const std::vector<TensorType>& types) {
    std::vector<int> ranks;
    for (const TensorType& t : types) ranks.push_back(t.rank());
    return ranks;
  }

  // The shardings annotated on an op's results, stored on them.
  void apply_result_shardings(FunctionState& st, const Op& op, const std::vector<Attr>& attrs) {
    const auto shardings = result_shardings(attrs, ranks_of(st, op.results));
    for (size_t i = 0; i < op.results.size(); ++i)
      if (shardings[i]) st.pf.values[op.results[i]].sharding = shardings[i];
  }

  // Ops whose operands and result all have one type, printed `%r = stablehlo.add %a, %b : T`
  // (the op table's unary and binary syntax).
  static bool same_type_op(OpKind kind) {
    const Syntax syntax = op_info(kind).syntax;
    return syntax == Syntax::unary || syntax == Syntax::binary;
  }

  // The operand types an op's signature spells must be its operands' own (`(T, U) -> V`: one
  // per operand; the short `: T` of same-type ops: one for all), and a same-type op's result
  // has that type too. Without this a wrong shape was only met later, unlocated, or not at all.
  void check_operand_types(FunctionState& st, const Op& op, const std::vector<TensorType>& ins, size_t op_pos) {
    auto expect_type = [&](ValueId id, const TensorType& written, std::string_view what) {
      const Value& v = st.pf.values[id];
      if (v.type != written)
        lex_.fail_at(op_pos, fmt::format("{}: {} {} has type {} but the op's type says {}", op_name(op.kind), what,
                                         v.name, types::to_string(v.type), types::to_string(written)));
    };
    if (ins.size() == op.operands.size()) {
      for (size_t i = 0; i < ins.size(); ++i) expect_type(op.operands[i], ins[i], "operand");
    } else if (ins.size() == 1 && same_type_op(op.kind)) {
      for (ValueId id : op.operands) expect_type(id, ins[0], "operand");
    }
    if (same_type_op(op.kind)) {
      const size_t arity = op_info(op.kind).syntax == Syntax::binary ? 2 : 1;
      if (op.operands.size() != arity)
        lex_.fail_at(op_pos, fmt::format("{} takes {} operand{} but has {}", op_name(op.kind), arity,
                                         arity == 1 ? "" : "s", op.operands.size()));
      if (op.results.size() != 1)
        lex_.fail_at(op_pos, fmt::format("{} has {} results, expected 1", op_name(op.kind), op.results.size()));
      for (ValueId id : op.operands)
        expect_type(op.results[0], st.pf.values[id].type, "result");
    }
  }

  // Operand counts and shapes the op's attributes refer to: a malformed op is reported at
  // its line, not met later as an out-of-range index.
  void check_operands(FunctionState& st, const Op& op, size_t op_pos) {
    auto rank = [&](size_t i) { return st.pf.values[op.operands[i]].type.rank(); };
    auto need = [&](size_t n) {
      if (op.operands.size() < n)
        lex_.fail_at(op_pos, fmt::format("{} needs {} operands but has {}", op_name(op.kind), n, op.operands.size()));
    };
    auto exactly = [&](size_t n) {
      if (op.operands.size() != n)
        lex_.fail_at(op_pos, fmt::format("{} takes {} operand{} but has {}", op_name(op.kind), n, n == 1 ? "" : "s",
                                         op.operands.size()));
    };
    auto shape = [&](size_t i) -> const std::vector<int64_t>& { return st.pf.values[op.operands[i]].type.shape; };
    auto result_shape = [&]() -> const std::vector<int64_t>& {
      if (op.results.empty()) lex_.fail_at(op_pos, fmt::format("{} has no result", op_name(op.kind)));
      return st.pf.values[op.results[0]].type.shape;
    };
    auto expect_result_shape = [&](const std::vector<int64_t>& expected) {
      if (result_shape() != expected)
        lex_.fail_at(op_pos, fmt::format("{}: the result has shape {} but the operands give {}", op_name(op.kind),
                                         types::shape_to_string(result_shape()), types::shape_to_string(expected)));
    };
    // replica_groups: every group the same size (a rectangular dense<...> literal).
    auto rectangular_groups = [&]() {
      const auto& groups = op.collective.replica_groups;
      for (const auto& g : groups)
        if (g.size() != groups[0].size())
          lex_.fail_at(op_pos, fmt::format("{}: replica_groups of different sizes ({} and {})", op_name(op.kind),
                                           groups[0].size(), g.size()));
    };
    auto in_range = [&](const std::vector<int64_t>& dims, int r, std::string_view what) {
      for (int64_t d : dims)
        if (d < 0 || d >= r)
          lex_.fail_at(op_pos, fmt::format("{}: {} {} is out of range for rank {}", op_name(op.kind), what, d, r));
    };
    // gather's or scatter's dimension numbers (spelled `names`) against the ranks they index:
    // the operand's `r`, the indices' `ri` and the window's `rw` (gather's result, scatter's
    // updates).
    auto gather_dims_fit = [&](const GatherDimNames& names, int r, int ri, int rw) {
      const GatherDims& g = op.gather;
      in_range(g.offset_dims, rw, fmt::format("{} entry", names[0]));
      in_range(g.collapsed_slice_dims, r, fmt::format("{} entry", names[1]));
      in_range(g.operand_batching_dims, r, fmt::format("{} entry", names[2]));
      in_range(g.start_indices_batching_dims, ri, fmt::format("{} entry", names[3]));
      in_range(g.start_index_map, r, fmt::format("{} entry", names[4]));
      if (g.index_vector_dim < 0 || g.index_vector_dim > ri)
        lex_.fail_at(op_pos, fmt::format("{}: index_vector_dim {} does not fit indices of rank {}", op_name(op.kind),
                                         g.index_vector_dim, ri));
    };
    switch (op.kind) {
      case OpKind::gather: {
        need(2);
        const GatherDims& g = op.gather;
        const int r = rank(0);
        gather_dims_fit(kGatherDimNames, r, rank(1), st.pf.values[op.results.at(0)].type.rank());
        if (g.slice_sizes.size() != static_cast<size_t>(r))
          lex_.fail_at(op_pos, fmt::format("stablehlo.gather: {} slice_sizes for an operand of rank {}",
                                           g.slice_sizes.size(), r));
        if (static_cast<size_t>(r) != g.offset_dims.size() + g.collapsed_slice_dims.size() + g.operand_batching_dims.size())
          lex_.fail_at(op_pos, fmt::format("stablehlo.gather: the operand has rank {} but offset_dims, "
                                           "collapsed_slice_dims and operand_batching_dims name {} dimensions",
                                           r, g.offset_dims.size() + g.collapsed_slice_dims.size() +
                                                  g.operand_batching_dims.size()));
        break;
      }
      case OpKind::scatter: {
        if (op.operands.size() < 3 || op.operands.size() != 2 * op.results.size() + 1)
          lex_.fail_at(op_pos, fmt::format("stablehlo.scatter with {} operands and {} results (expected inputs, "
                                           "indices, updates)", op.operands.size(), op.results.size()));
        gather_dims_fit(kScatterDimNames, rank(0), rank(op.results.size()), rank(op.results.size() + 1));
        break;
      }
      case OpKind::dynamic_slice:
      case OpKind::dynamic_update_slice: {
        need(1);
        const size_t fixed = op.kind == OpKind::dynamic_slice ? 1 : 2;
        if (op.operands.size() != fixed + static_cast<size_t>(rank(0)))
          lex_.fail_at(op_pos, fmt::format("{} of a rank-{} operand needs {} start indices but has {}",
                                           op_name(op.kind), rank(0), rank(0), op.operands.size() - std::min(fixed, op.operands.size())));
        break;
      }
      case OpKind::pad:
        need(2);
        if (op.window.padding_low.size() != static_cast<size_t>(rank(0)) ||
            op.window.padding_high.size() != static_cast<size_t>(rank(0)))
          lex_.fail_at(op_pos, fmt::format("stablehlo.pad: padding for {} dimensions on an operand of rank {}",
                                           op.window.padding_low.size(), rank(0)));
        break;
      case OpKind::reverse:
        need(1);
        in_range(op.dims, rank(0), "dimension");
        break;
      case OpKind::fft: {  // its type and the lengths of its 1 to 3 transformed trailing dimensions
        need(1);
        const bool typed = std::any_of(op.attributes.begin(), op.attributes.end(),
                                       [](const auto& a) { return a.first == "fft_type"; });
        if (!typed || op.dims.empty() || op.dims.size() > 3 || op.dims.size() > static_cast<size_t>(rank(0)))
          lex_.fail_at(op_pos, fmt::format("stablehlo.fft needs a type and 1 to 3 lengths (at most the operand's rank "
                                           "{}); has {}type and {} lengths", rank(0), typed ? "a " : "no ", op.dims.size()));
        break;
      }
      case OpKind::sort:
        need(1);
        if (op.dim < 0 || op.dim >= rank(0))
          lex_.fail_at(op_pos, fmt::format("stablehlo.sort: dimension {} is out of range for rank {}", op.dim, rank(0)));
        break;
      case OpKind::convolution: {
        need(2);
        const ConvDims& c = op.conv;
        const int r = rank(0);
        if (c.input_spatial.size() + 2 != static_cast<size_t>(r) || c.kernel_spatial.size() + 2 != static_cast<size_t>(rank(1)))
          lex_.fail_at(op_pos, fmt::format("stablehlo.convolution: the dimension numbers describe rank {} but the "
                                           "operands have ranks {} and {}", c.input_spatial.size() + 2, r, rank(1)));
        break;
      }
      case OpKind::reduce_window:
        need(2);
        if (op.window.dimensions.size() != static_cast<size_t>(rank(0)))
          lex_.fail_at(op_pos, fmt::format("stablehlo.reduce_window: a window of rank {} on an operand of rank {}",
                                           op.window.dimensions.size(), rank(0)));
        break;
      case OpKind::dot_general: {
        exactly(2);
        const DotDims& d = op.dot;
        in_range(d.lhs_contracting, rank(0), "lhs contracting dimension");
        in_range(d.rhs_contracting, rank(1), "rhs contracting dimension");
        in_range(d.lhs_batch, rank(0), "lhs batching dimension");
        in_range(d.rhs_batch, rank(1), "rhs batching dimension");
        const auto& lhs = shape(0);
        const auto& rhs = shape(1);
        auto paired = [&](const std::vector<int64_t>& l, const std::vector<int64_t>& r, std::string_view what) {
          if (l.size() != r.size())
            lex_.fail_at(op_pos, fmt::format("stablehlo.dot_general: {} lhs and {} rhs {} dimensions", l.size(),
                                             r.size(), what));
          for (size_t i = 0; i < l.size(); ++i)
            if (lhs[l[i]] != rhs[r[i]])
              lex_.fail_at(op_pos, fmt::format("stablehlo.dot_general: {} dimensions {} and {} have sizes {} and {}",
                                               what, l[i], r[i], lhs[l[i]], rhs[r[i]]));
        };
        paired(d.lhs_batch, d.rhs_batch, "batching");
        paired(d.lhs_contracting, d.rhs_contracting, "contracting");
        // The result: batch dimensions, then the lhs's free ones, then the rhs's.
        std::vector<int64_t> expected;
        for (int64_t b : d.lhs_batch) expected.push_back(lhs[b]);
        for (int64_t f : d.free_dims(0, static_cast<int64_t>(lhs.size()))) expected.push_back(lhs[f]);
        for (int64_t f : d.free_dims(1, static_cast<int64_t>(rhs.size()))) expected.push_back(rhs[f]);
        expect_result_shape(expected);
        break;
      }
      case OpKind::broadcast_in_dim: {
        exactly(1);
        const auto& in = shape(0);
        const auto& out = result_shape();
        if (op.dims.size() != in.size())
          lex_.fail_at(op_pos, fmt::format("stablehlo.broadcast_in_dim: {} dims for an operand of rank {}",
                                           op.dims.size(), in.size()));
        in_range(op.dims, static_cast<int>(out.size()), "dimension");
        for (size_t i = 0; i < in.size(); ++i)
          if (in[i] != 1 && in[i] != out[op.dims[i]])
            lex_.fail_at(op_pos, fmt::format("stablehlo.broadcast_in_dim: operand dimension {} of size {} cannot "
                                             "become result dimension {} of size {}", i, in[i], op.dims[i], out[op.dims[i]]));
        break;
      }
      case OpKind::transpose: {
        exactly(1);
        const auto& in = shape(0);
        std::vector<int64_t> sorted = op.dims;
        std::sort(sorted.begin(), sorted.end());
        for (size_t i = 0; i < sorted.size(); ++i)
          if (sorted.size() != in.size() || sorted[i] != static_cast<int64_t>(i))
            lex_.fail_at(op_pos, fmt::format("stablehlo.transpose: dims is not a permutation of the operand's {} "
                                             "dimensions", in.size()));
        std::vector<int64_t> expected;
        for (int64_t p : op.dims) expected.push_back(in[p]);
        expect_result_shape(expected);
        break;
      }
      case OpKind::reshape:
        exactly(1);
        if (st.pf.values[op.operands[0]].type.num_elements() != st.pf.values[op.results.at(0)].type.num_elements())
          lex_.fail_at(op_pos, fmt::format("stablehlo.reshape: {} elements cannot become {}",
                                           st.pf.values[op.operands[0]].type.num_elements(),
                                           st.pf.values[op.results.at(0)].type.num_elements()));
        break;
      case OpKind::reduce:
        need(2);
        in_range(op.dims, rank(0), "dimension");
        break;
      case OpKind::all_gather:
      case OpKind::reduce_scatter:
        need(1);
        in_range({op.collective.dim}, rank(0), "dimension");
        rectangular_groups();
        break;
      case OpKind::all_to_all:
        need(1);
        in_range({op.collective.dim, op.collective.concat_dim}, rank(0), "dimension");
        if (op.collective.split_count <= 0)
          lex_.fail_at(op_pos, fmt::format("stablehlo.all_to_all: split_count {} is not positive",
                                           op.collective.split_count));
        rectangular_groups();
        break;
      case OpKind::all_reduce:
        rectangular_groups();
        break;
      default:
        break;
    }
  }

  // `= [...]` after `key` in a pretty sdy op (in_shardings=[...]): the list as an attribute.
  Attr bracketed(std::string key) {
    lex_.expect("=");
    const size_t at = lex_.pos();
    return Attr{std::move(key), lex_.balanced(), at};
  }

  // sdy.manual_computation(%a, %b) in_shardings=[...] out_shardings=[...] manual_axes={...}
  //   (%arg2: T, ...) { body sdy.return ... } : (T...) -> (T...)
  void parse_manual_computation(FunctionState& st, std::vector<Op>& ops, const std::vector<std::string>& names,
                                size_t op_pos, Op& op) {
    op.operands = operand_list(st);
    // The two lists as written and where (an absent one gives no shardings), read by
    // sharding_list once the signature gives the ranks.
    Attr in{"in_shardings", "[]", op_pos}, out{"out_shardings", "[]", op_pos};
    size_t axes_pos = op_pos;
    while (!lex_.peek_is("(")) {
      size_t kpos = lex_.pos();
      std::string key = lex_.word();
      if (key == "in_shardings" || key == "out_shardings") {
        (key == "in_shardings" ? in : out) = bracketed(key);
      } else if (key == "manual_axes") {
        axes_pos = kpos;
        lex_.expect("=");
        lex_.expect("{");
        if (!lex_.consume("}")) {
          do op.manual_axes.push_back(lex_.quoted()); while (lex_.consume(","));
          lex_.expect("}");
        }
      } else {
        lex_.fail_at(kpos, fmt::format("unexpected '{}' in sdy.manual_computation", key));
      }
    }
    Region region;
    region.arguments = block_arguments(st);
    lex_.expect("{");
    region.results = parse_block(st, region.ops, "sdy.return");
    lex_.expect("}");
    lex_.expect(":");
    auto [ins, outs] = signature();
    if (ins.size() != op.operands.size() || region.arguments.size() != op.operands.size())
      lex_.fail_at(op_pos, "sdy.manual_computation: operands and block arguments differ in number");
    if (outs.size() != names.size() || region.results.size() != outs.size())
      lex_.fail_at(op_pos, "sdy.manual_computation: results and sdy.return differ in number");
    const std::string what(op_name(op.kind));
    op.in_shardings = sharding_list(in.value, in.value_pos, ranks_of(ins), "in_shardings of " + what);
    op.out_shardings = sharding_list(out.value, out.value_pos, ranks_of(outs), "out_shardings of " + what);
    check_manual_axes(op, axes_pos);
    for (size_t i = 0; i < outs.size(); ++i) {
      op.results.push_back(define(st, names[i], outs[i]));
      st.pf.values[op.results.back()].sharding = op.out_shardings[i];
    }
    op.region.push_back(std::move(region));
    ops.push_back(std::move(op));
  }

  // `(%a, %b)` of a call or custom_call: the values and where each is written (the shard_map
  // pattern is checked by the caller, which knows the callee).
  std::pair<std::vector<ValueId>, std::vector<size_t>> call_arguments(FunctionState& st) {
    std::vector<ValueId> args;
    std::vector<size_t> positions;
    lex_.expect("(");
    if (!lex_.consume(")")) {
      do {
        positions.push_back(lex_.pos());
        args.push_back(use(st, positions.back(), lex_.value_ref()));
      } while (lex_.consume(","));
      lex_.expect(")");
    }
    return {args, positions};
  }

  // call @f(%a, %b) {attributes} : (T, T) -> T, or generically
  // "func.call"(%a, %b) <{callee = @f}> : (T, T) -> T — inlined, or a GSPMD shard_map body.
  // The shardings on @f's arguments and results (a nested jit's in/out shardings, an exported
  // function called from another, JAX's `call_exported_*`) hold at the call boundary as
  // sharding constraints; `sdy.sharding` on the call itself (Shardy's own printing) names its
  // results' shardings and wins over @f's.
  void parse_call(FunctionState& st, std::vector<Op>& ops, const std::vector<std::string>& names, size_t op_pos,
                  Op& op, bool generic) {
    std::string callee = generic ? std::string() : lex_.symbol();
    auto [args, arg_pos] = call_arguments(st);
    if (generic) callee = generic_callee(op_pos);
    std::vector<Attr> attrs;
    if (lex_.peek() == '{') attrs = lex_.attr_dict();
    lex_.expect(":");
    auto [ins, outs] = signature();
    ParsedFunction& f = called_function(callee, op_pos, "call", args.size(), names.size());
    // A shard_map without operands (MaxText's MoE computes its sort and group sizes inside
    // one, from constants) has no SPMDFullToShardShape to recognise it by: JAX names every
    // shard_map body @shmap_body (@shmap_body_N), and its results go through Sharding
    // {manual} and SPMDShardToFullShape as any shard_map's do; the manual axes are read
    // from that {manual} (below).
    bool shard_map = args.empty() ? !names.empty() && callee.starts_with("shmap_body")
                                  : st.full_to_shard.count(args[0]) > 0;
    if (!shard_map) {
      inline_call(st, ops, names, op_pos, op, callee, f, args, arg_pos, attrs, ins, outs);
      return;
    }
    // GSPMD shard_map: every argument comes from SPMDFullToShardShape.
    op.kind = OpKind::manual_computation;
    for (size_t i = 0; i < args.size(); ++i) {
      auto it = st.full_to_shard.find(args[i]);
      if (it == st.full_to_shard.end())
        lex_.fail_at(arg_pos[i], fmt::format("argument {} of the shard_map call @{} does not come from "
                                             "SPMDFullToShardShape", i, callee));
      const PendingFullToShard& p = it->second;
      op.operands.push_back(p.operand);
      const Value& full = st.pf.values[p.operand];
      op.in_shardings.push_back(full.sharding.value_or(
          ValueSharding{"mesh", ShardingType::fully_replicated(full.type.rank())}));
      if (i == 0) op.manual_axes = p.manual_axes;
      st.full_to_shard.erase(it);
    }
    Region region;
    for (ValueId a : f.fn.arguments) {
      Value v = f.values[a];
      v.sharding.reset();
      st.pf.values.push_back(v);
      region.arguments.push_back(static_cast<ValueId>(st.pf.values.size() - 1));
    }
    region.results = inline_into(st, f, region.arguments, region.ops);
    op.region.push_back(std::move(region));
    op.out_shardings.resize(names.size());
    for (size_t i = 0; i < names.size(); ++i) {
      ValueId local = define(st, names[i], outs[i]);
      op.results.push_back(local);
      st.manual_results[local] = PendingManualResult{ops.size(), i};
    }
    ops.push_back(std::move(op));
  }

  // @callee, parsed where the text defines it (the lexer is left where it was), with the
  // number of arguments and results the call (or composite) at op_pos passes and defines.
  ParsedFunction& called_function(const std::string& callee, size_t op_pos, std::string_view what, size_t arguments,
                                  size_t results) {
    const size_t after = lex_.pos();
    ParsedFunction& f = parse_function(callee);
    lex_.set_pos(after);
    if (f.fn.arguments.size() != arguments || f.fn.results.size() != results)
      lex_.fail_at(op_pos, fmt::format("{} of @{} with {} arguments and {} results, but it has {} and {}", what, callee,
                                       arguments, results, f.fn.arguments.size(), f.fn.results.size()));
    return f;
  }

  // A call's body in place of the call: @f's arguments constrained to their shardings where
  // given, its results to @f's result shardings or, over those, the call's own.
  void inline_call(FunctionState& st, std::vector<Op>& ops, const std::vector<std::string>& names, size_t op_pos,
                   const Op& op, const std::string& callee, const ParsedFunction& f, const std::vector<ValueId>& args,
                   const std::vector<size_t>& arg_pos, const std::vector<Attr>& attrs,
                   const std::vector<TensorType>& ins, const std::vector<TensorType>& outs) {
    for (size_t i = 0; i < args.size(); ++i)
      if (st.full_to_shard.count(args[i]) || st.manual_results.count(args[i]))
        lex_.fail_at(arg_pos[i], "a shard_map value is used outside the shard_map pattern");
    check_call_types(st, callee, f, args, ins, outs, op_pos);
    std::vector<std::string> parameter_names;
    for (ValueId a : f.fn.arguments) parameter_names.push_back(f.values[a].name);
    const std::vector<ValueId> inputs = at_boundary(st, ops, args, f.arg_shardings, parameter_names, op);
    const std::vector<ValueId> returned = inline_into(st, f, inputs, ops);
    std::vector<std::optional<ValueSharding>> out = f.fn.result_shardings;
    out.resize(names.size());
    const auto at_call = result_shardings(attrs, ranks_of(outs));
    for (size_t i = 0; i < out.size(); ++i)
      if (at_call[i]) out[i] = at_call[i];
    const std::vector<ValueId> results = at_boundary(st, ops, returned, out, names, op);
    for (size_t i = 0; i < names.size(); ++i) st.symbols[names[i]] = results[i];
  }

  // stablehlo.composite "name" %a, %b {composite_attributes = {...}, decomposition = @f} : (T, U) -> V
  // or generically
  //   "stablehlo.composite"(%a, %b) <{decomposition = @f, name = "name", ...}> : (T, U) -> V
  // (jax.lax.composite: a named op a backend may implement natively, with @f its meaning).
  // Read as a call of its decomposition, which is what XLA runs on a backend that does not
  // know the name.
  void parse_composite(FunctionState& st, std::vector<Op>& ops, const std::vector<std::string>& names,
                       size_t op_pos, Op& op, bool generic) {
    std::vector<ValueId> args;
    std::vector<size_t> arg_pos;
    std::vector<Attr> attrs;
    if (generic) {
      std::tie(args, arg_pos) = call_arguments(st);
      attrs = lex_.properties();
    } else {
      lex_.quoted();  // its name: the decomposition says what it computes
      if (lex_.peek() == '%') {
        do {
          arg_pos.push_back(lex_.pos());
          args.push_back(use(st, arg_pos.back(), lex_.value_ref()));
        } while (lex_.consume(","));
      }
      attrs = lex_.attr_dict();
    }
    const Attr* decomposition = find_attr(attrs, "decomposition");
    if (!decomposition || !decomposition->value.starts_with("@"))
      lex_.fail_at(op_pos, "stablehlo.composite without its decomposition = @function");
    const std::string callee = unquoted(decomposition->value.substr(1));
    if (generic && lex_.peek() == '{') lex_.attr_dict();
    lex_.expect(":");
    auto [ins, outs] = signature();
    ParsedFunction& f = called_function(callee, op_pos, "composite", args.size(), names.size());
    inline_call(st, ops, names, op_pos, op, callee, f, args, arg_pos, {}, ins, outs);
  }

  // `<{callee = @f}>` of a generic func.call: f.
  std::string generic_callee(size_t op_pos) {
    const std::vector<Attr> props = lex_.properties();
    const Attr* callee = find_attr(props, "callee");
    if (!callee || !callee->value.starts_with("@")) lex_.fail_at(op_pos, "func.call without its callee");
    return unquoted(callee->value.substr(1));  // @f or @"<lambda>"
  }

  // The call's declared types agree with the values it passes and with @callee's signature.
  void check_call_types(const FunctionState& st, const std::string& callee, const ParsedFunction& f,
                        const std::vector<ValueId>& args, const std::vector<TensorType>& ins,
                        const std::vector<TensorType>& outs, size_t op_pos) {
    if (ins.size() != args.size() || outs.size() != f.fn.results.size())
      lex_.fail_at(op_pos, fmt::format("call of @{}: its type names {} operands and {} results but it passes {} "
                                       "and defines {}", callee, ins.size(), outs.size(), args.size(),
                                       f.fn.results.size()));
    for (size_t i = 0; i < args.size(); ++i) {
      const TensorType& passed = st.pf.values[args[i]].type;
      const TensorType& taken = f.values[f.fn.arguments[i]].type;
      if (!(passed == ins[i]) || !(taken == ins[i]))
        lex_.fail_at(op_pos, fmt::format("call of @{}: argument {} is {} but @{} takes {}", callee, i,
                                         types::to_string(passed), callee, types::to_string(taken)));
    }
    for (size_t i = 0; i < outs.size(); ++i)
      if (!(f.values[f.fn.results[i]].type == outs[i]))
        lex_.fail_at(op_pos, fmt::format("call of @{}: result {} is declared {} but @{} returns {}", callee, i,
                                         types::to_string(outs[i]), callee,
                                         types::to_string(f.values[f.fn.results[i]].type)));
  }

  // The values that cross a call boundary (a call's arguments or results, a named
  // computation's operands or returned values): `values[i]` itself, or where `shardings[i]`
  // is given, a sharding_constraint of it at the boundary's line, as JAX means the in/out
  // shardings of a nested jit (its result, named names[i], holds that sharding; it is not
  // bound to a name here).
  std::vector<ValueId> at_boundary(FunctionState& st, std::vector<Op>& ops, const std::vector<ValueId>& values,
                                   const std::vector<std::optional<ValueSharding>>& shardings,
                                   const std::vector<std::string>& names, const Op& boundary) {
    std::vector<ValueId> out;
    for (size_t i = 0; i < values.size(); ++i) {
      if (i >= shardings.size() || !shardings[i]) {
        out.push_back(values[i]);
        continue;
      }
      st.pf.values.push_back(Value{names.at(i), st.pf.values[values[i]].type, shardings[i]});
      Op constraint;
      constraint.kind = OpKind::sharding_constraint;
      constraint.line = boundary.line;
      constraint.column = boundary.column;
      constraint.operands = {values[i]};
      constraint.results = {static_cast<ValueId>(st.pf.values.size() - 1)};
      ops.push_back(std::move(constraint));
      out.push_back(ops.back().results[0]);
    }
    return out;
  }

  // sdy.named_computation<"name">(%a, %b) in_shardings=[<@mesh, [...]>, ...] out_shardings=[...]
  //     (%arg2: T, %arg3: U) { ... sdy.return %r : V } {attributes} : (T, U) -> V
  // or generically
  //   "sdy.named_computation"(%a, %b) <{in_shardings = #sdy.sharding_per_value<[...]>, name = "...",
  //     out_shardings = ...}> ({ ^bb0(%arg2: T, %arg3: U): ... "sdy.return"(%r) : (V) -> () }) : (T, U) -> V
  // Shardy's named region (what `sdy-import-func-calls` makes of a call). Inlined like a call:
  // its block arguments are its operands and its results the values it returns, each
  // constrained at the boundary where in_shardings / out_shardings give a sharding.
  void parse_named_computation(FunctionState& st, std::vector<Op>& ops, const std::vector<std::string>& names,
                               size_t op_pos, const Op& at, bool generic) {
    const std::string what = "sdy.named_computation";
    if (!generic) {
      lex_.expect("<");
      lex_.quoted();  // its name: a label, no bearing on shardings or cost
      lex_.expect(">");
    }
    const std::vector<ValueId> operands = operand_list(st);
    std::vector<Attr> written;  // the two lists, pretty or generic, as attributes
    if (generic) {
      written = lex_.properties();
    } else {
      while (lex_.peek_is("in_shardings") || lex_.peek_is("out_shardings")) written.push_back(bracketed(lex_.word()));
    }
    const auto in = optional_sharding_list(find_attr(written, "in_shardings"), ranks_of(st, operands),
                                           "in_shardings of " + what);
    // The body: `(%arg2: T) {` pretty, `({ ^bb0(%arg2: T):` generic (no header without arguments).
    if (generic) {
      lex_.expect("(");
      lex_.expect("{");
    }
    const size_t args_pos = lex_.pos();
    std::vector<std::pair<std::string, TensorType>> parameters;
    if (!generic || lex_.consume("^")) {
      if (generic) lex_.word();  // bb0
      parameters = typed_names();
      lex_.expect(generic ? ":" : "{");
    }
    if (parameters.size() != operands.size())
      lex_.fail_at(args_pos, fmt::format("{} has {} operands but its body takes {} arguments", what, operands.size(),
                                         parameters.size()));
    std::vector<std::string> parameter_names;
    for (size_t i = 0; i < parameters.size(); ++i) {
      const TensorType& passed = st.pf.values[operands[i]].type;
      if (!(parameters[i].second == passed))
        lex_.fail_at(args_pos, fmt::format("{}: operand {} is {} but its body takes {}", what, i,
                                           types::to_string(passed), types::to_string(parameters[i].second)));
      parameter_names.push_back(parameters[i].first);
    }
    const std::vector<ValueId> inputs = at_boundary(st, ops, operands, in, parameter_names, at);
    for (size_t i = 0; i < parameters.size(); ++i) st.symbols[parameters[i].first] = inputs[i];
    const std::vector<ValueId> returned = parse_block(st, ops, "sdy.return");
    lex_.expect("}");
    if (generic) lex_.expect(")");
    if (lex_.peek() == '{') lex_.attr_dict();  // mhlo.frontend_attributes and the like
    lex_.expect(":");
    auto [ins, outs] = signature();
    if (ins.size() != operands.size() || outs.size() != names.size() || returned.size() != names.size())
      lex_.fail_at(op_pos, fmt::format("{} has {} operands and defines {} values, but its type has {} operands and "
                                       "{} results and its body returns {}", what, operands.size(), names.size(),
                                       ins.size(), outs.size(), returned.size()));
    for (size_t i = 0; i < returned.size(); ++i)
      if (!(st.pf.values[returned[i]].type == outs[i]))
        lex_.fail_at(op_pos, fmt::format("{}: result {} is {} but its body returns {}", what, i,
                                         types::to_string(outs[i]), types::to_string(st.pf.values[returned[i]].type)));
    const auto out = optional_sharding_list(find_attr(written, "out_shardings"), ranks_of(outs),
                                            "out_shardings of " + what);
    const std::vector<ValueId> results = at_boundary(st, ops, returned, out, names, at);
    for (size_t i = 0; i < names.size(); ++i) st.symbols[names[i]] = results[i];
  }

  // `(%a: T, %b: U)`: names and types, not yet defined.
  std::vector<std::pair<std::string, TensorType>> typed_names() {
    std::vector<std::pair<std::string, TensorType>> out;
    lex_.expect("(");
    if (lex_.consume(")")) return out;
    do {
      std::string name = lex_.value_ref();
      lex_.expect(":");
      out.emplace_back(std::move(name), tensor_type());
    } while (lex_.consume(","));
    lex_.expect(")");
    return out;
  }

  // Copies f's ops with fresh values; `args` are the values its arguments become.
  std::vector<ValueId> inline_into(FunctionState& st, const ParsedFunction& f, const std::vector<ValueId>& args,
                                   std::vector<Op>& into) {
    std::map<ValueId, ValueId> map;
    for (size_t i = 0; i < args.size(); ++i) map[f.fn.arguments[i]] = args[i];
    auto remap = [&](ValueId v) {
      auto it = map.find(v);
      if (it != map.end()) return it->second;
      st.pf.values.push_back(f.values[v]);
      ValueId n = static_cast<ValueId>(st.pf.values.size() - 1);
      map[v] = n;
      return n;
    };
    std::function<Op(const Op&)> clone = [&](const Op& op) {
      Op c = op;
      for (ValueId& v : c.operands) v = remap(v);
      for (Region& r : c.region) {
        for (ValueId& v : r.arguments) v = remap(v);
        for (Op& o : r.ops) o = clone(o);
        for (ValueId& v : r.results) v = remap(v);
      }
      for (ValueId& v : c.results) v = remap(v);
      return c;
    };
    for (const Op& op : f.fn.ops) into.push_back(clone(op));
    std::vector<ValueId> results;
    for (ValueId v : f.fn.results) results.push_back(remap(v));
    return results;
  }

  // stablehlo.custom_call @Target(%a) {backend_config = "...", mhlo.sharding = "..."} : (T) -> T
  // or generically "stablehlo.custom_call"(%a) <{backend_config = "...", call_target_name = "Target"}>
  //   {mhlo.sharding = "..."} : (T) -> T
  void parse_custom_call(FunctionState& st, std::vector<Op>& ops, const std::vector<std::string>& names,
                         size_t op_pos, Op& op, bool generic) {
    std::string target;
    if (!generic) target = lex_.peek() == '@' ? lex_.symbol() : lex_.quoted();
    auto [args, arg_pos] = call_arguments(st);
    std::vector<Attr> attrs;
    if (generic) {
      // The properties and the attribute dictionary hold what the pretty form's one dictionary does.
      for (Attr& a : lex_.properties())
        if (a.key == "call_target_name") target = unquoted(a.value); else attrs.push_back(std::move(a));
      if (target.empty()) lex_.fail_at(op_pos, "stablehlo.custom_call without its call_target_name");
      if (lex_.peek() == '(') lex_.fail_at(op_pos, fmt::format("custom_call @{} with regions is not supported", target));
    }
    if (lex_.peek() == '{')
      for (Attr& a : lex_.attr_dict()) attrs.push_back(std::move(a));
    lex_.expect(":");
    const bool partitioner_call =
        target == "Sharding" || target == "SPMDFullToShardShape" || target == "SPMDShardToFullShape";
    if (!partitioner_call) {
      // An opaque kernel (Pallas/Mosaic, cuDNN, a host call): operands and results as
      // declared, shardings where annotated, otherwise replicated (its rule).
      op.kind = OpKind::custom_call;
      op.target = target;
      for (size_t i = 0; i < args.size(); ++i) {
        if (st.full_to_shard.count(args[i]) || st.manual_results.count(args[i]))
          lex_.fail_at(arg_pos[i], "a shard_map value is used outside the shard_map pattern");
        op.operands.push_back(args[i]);
      }
      size_t sig_pos = lex_.pos();
      std::vector<TensorType> ins, outs;
      try {
        std::tie(ins, outs) = signature();
      } catch (const ParseError& e) {
        throw ParseError(lex_.file(), e.line(), e.column(),
                         fmt::format("custom_call @{} without shape information: {} (shardproof needs the static "
                                     "shape of every operand and result)", target, e.message()));
      }
      if (ins.size() != args.size())
        lex_.fail_at(sig_pos, fmt::format("custom_call @{} has {} operands but {} operand types", target, args.size(),
                                          ins.size()));
      if (outs.size() != names.size())
        lex_.fail_at(op_pos, fmt::format("custom_call @{} defines {} values but its type has {} results", target,
                                         names.size(), outs.size()));
      for (size_t i = 0; i < outs.size(); ++i) op.results.push_back(define(st, names[i], outs[i]));
      for (const Attr& a : attrs)
        if (a.key != "mhlo.sharding" && a.key != "sdy.sharding") op.attributes.emplace_back(a.key, std::string(a.value));
      apply_result_shardings(st, op, attrs);
      ops.push_back(std::move(op));
      return;
    }
    if (args.size() != 1)
      lex_.fail_at(op_pos, fmt::format("custom_call @{} with {} operands (it takes one)", target, args.size()));
    const ValueId arg = args[0];
    const size_t arg_pos0 = arg_pos[0];
    auto [ins, outs] = signature();
    if (names.size() != 1 || outs.size() != 1) lex_.fail_at(op_pos, "custom_call must have one result");
    const Attr* sh = find_attr(attrs, "mhlo.sharding");
    if (!sh) lex_.fail_at(op_pos, fmt::format("custom_call @{} without mhlo.sharding", target));
    const Attr* bc = find_attr(attrs, "backend_config");
    std::string_view config = bc ? bc->value : std::string_view();
    int rank = outs[0].rank();
    GspmdValue g = gspmd_value(*sh, rank, config);

    auto manual = st.manual_results.find(arg);
    if (target == "Sharding" && manual != st.manual_results.end()) {
      // The manual-typed copy of a shard_map result: an alias on the way to ShardToFull.
      PendingManualResult p = manual->second;
      Op& mc = (*st.top_ops)[p.op_index];
      if (mc.operands.empty() && mc.manual_axes.empty()) mc.manual_axes = g.manual_axes;
      ValueId id = define(st, names[0], outs[0]);
      st.manual_results[id] = p;
      st.manual_results.erase(manual);
      return;
    }
    if (target == "SPMDShardToFullShape") {
      if (manual == st.manual_results.end())
        lex_.fail_at(arg_pos0, "SPMDShardToFullShape of a value that is no shard_map result");
      Op& mc = (*st.top_ops)[manual->second.op_index];
      size_t i = manual->second.result_index;
      ValueId id = define(st, names[0], outs[0]);
      ValueSharding vs{"mesh", g.type.value_or(ShardingType::fully_replicated(rank))};
      mc.out_shardings[i] = vs;
      mc.results[i] = id;
      st.pf.values[id].sharding = vs;
      st.manual_results.erase(manual);
      return;
    }
    if (st.full_to_shard.count(arg) || manual != st.manual_results.end())
      lex_.fail_at(arg_pos0, "a shard_map value is used outside the shard_map pattern");
    if (target == "SPMDFullToShardShape") {
      ValueId id = define(st, names[0], outs[0]);
      st.full_to_shard[id] = PendingFullToShard{arg, g.manual_axes, op_pos};
      return;
    }
    // @Sharding: a constraint
    op.kind = OpKind::sharding_constraint;
    op.operands.push_back(arg);
    op.results.push_back(define(st, names[0], outs[0]));
    if (g.type) {
      st.pf.values[op.results[0]].sharding = ValueSharding{"mesh", *g.type};
    } else {
      lex_.fail_at(sh->value_pos, "a {manual} constraint outside a shard_map pattern is not supported");
    }
    ops.push_back(std::move(op));
  }

  // The user's locations of the ops read (source_location.h), and the names of main's
  // arguments given by an alias (`loc(#loc3)`, `#loc3 = loc("params['w1']")`).
  void resolve_locations(Program& program) {
    program.locations.entries = std::move(locations_);
    program.locations.return_location = main_return_location_;
    if (main_argument_aliases_.empty()) return;
    if (!resolver_) resolver_.emplace(lex_.text(), lex_.file());
    for (const auto& [i, loc] : main_argument_aliases_) {
      const SourceLocation resolved = resolver_->resolve(loc);
      if (i < program.main.argument_info.size() && program.main.argument_info[i].empty() && !resolved.has_file())
        program.main.argument_info[i] = resolved.name_stack;
    }
  }

  Lexer lex_;
  std::optional<LocationResolver> resolver_;
  std::unordered_map<std::string_view, int> location_index_;
  std::vector<SourceLocation> locations_;  // Program::locations, as read
  std::map<std::pair<int, int>, int> located_at_call_;
  int main_return_location_ = -1;
  std::vector<std::pair<size_t, std::string_view>> main_argument_aliases_;
  const ReadOptions& options_;
  std::vector<std::pair<std::string, types::Mesh>> meshes_;
  std::vector<size_t> mesh_pos_;            // where each mesh of the module is written
  std::optional<int> num_partitions_attr_;  // mhlo.num_partitions, when the module says it
  std::optional<types::Mesh> gspmd_mesh_;
  bool has_gspmd_strings_ = false;  // prescan_gspmd found `mhlo.sharding = "`: Program::syntax
  std::map<std::string, size_t> function_pos_;
  std::map<std::string, ParsedFunction> parsed_;
  std::set<std::string> in_progress_;
  static constexpr int kMaxBlockDepth = 256;
  int block_depth_ = 0;  // bodies and regions being read, one inside the other
};

}  // namespace

Program read_stablehlo(std::string_view text, const ReadOptions& options) {
  return Reader(text, options).read();
}

std::vector<std::pair<std::string, std::string>> read_attribute_dict(std::string_view text) {
  Lexer lex(text, "<attribute>");
  std::vector<std::pair<std::string, std::string>> out;
  for (const Attr& a : lex.attr_dict()) out.emplace_back(a.key, std::string(a.value));
  return out;
}

Program read_stablehlo_file(const std::string& path, ReadOptions options) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw ParseError(path, 0, 0, "cannot read the file");
  std::stringstream ss;
  ss << in.rdbuf();
  options.file_name = path;
  std::string text = ss.str();
  return read_stablehlo(text, options);
}

}  // namespace shardproof::partition
