// \file A cursor over a line of text for the hand-written parsers of sharding syntax.
// Every failure throws InputError with the 1-based column of the offending character, so
// a caller can print `--from:1:7: error: expected '}'`.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace shardproof::types {

class TextCursor {
 public:
  explicit TextCursor(std::string_view text) : text_(text) {}

  int column() const { return static_cast<int>(pos_) + 1; }
  bool at_end() { skip_space(); return pos_ >= text_.size(); }
  char peek() { skip_space(); return pos_ < text_.size() ? text_[pos_] : '\0'; }
  void skip_space();

  // True (and consumed) when the next token is `token`.
  bool try_consume(std::string_view token);
  // True when the next characters spell `word` (not consumed).
  bool peek_word(std::string_view word);
  void expect(std::string_view token);
  void expect_end();

  std::string quoted_string();  // "name", with \22 and \" un-escaped
  std::string identifier();     // [A-Za-z_][A-Za-z0-9_.]*
  int64_t integer();            // optional sign, digits

  [[noreturn]] void fail(const std::string& message) const;
  [[noreturn]] void fail_at(int column, const std::string& message) const;
  std::string_view rest() const { return text_.substr(pos_); }

 private:
  std::string_view text_;
  size_t pos_ = 0;
};

}  // namespace shardproof::types
