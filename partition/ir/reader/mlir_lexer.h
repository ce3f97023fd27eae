// \file The StableHLO reader's cursor over MLIR text: tokens, balanced groups, attribute
// dictionaries and `loc(...)` trailers, with line:col for every error it raises.
//
//   Lexer lex("%0 = stablehlo.add %a, %b : tensor<4xf32>", "f.mlir");
//   lex.value_ref()  -> "%0";     lex.expect("=");     lex.word() -> "stablehlo.add"
//   lex.attr_dict() on `{a = 1 : i64, b = "x"}` -> {Attr{"a", "1 : i64"}, Attr{"b", "\"x\""}}
//   lex.fail_at(pos, "...") throws ParseError("f.mlir", line, col, "...")
//
// What the text means (ops, shardings, types) is the reader's (reader/reader.h); this file
// knows only MLIR's punctuation.
#pragma once

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "partition/ir/parse_error.h"
#include "types/error.h"

namespace shardproof::partition::reader {

// A decimal integer, the whole token (spaces around it and a '+' allowed); InputError, without a position
// (the op's statement adds it), for anything else: `-`, `1-2`, a value
// past 64 bits (make fuzz found std::stoll's exceptions escaping the reader).
int64_t to_int64(std::string_view token);

// One `key = value` of an attribute dictionary; value is the raw text.
struct Attr {
  std::string key;
  std::string_view value;
  size_t value_pos = 0;  // offset of the value in the file
};

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
    } catch (const types::InputError& e) {
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

}  // namespace shardproof::partition::reader
