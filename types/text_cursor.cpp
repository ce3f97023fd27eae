#include "types/text_cursor.h"

#include <cctype>
#include <fmt/format.h>

#include "types/error.h"

namespace shardproof::types {

void TextCursor::skip_space() {
  while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
}

bool TextCursor::try_consume(std::string_view token) {
  skip_space();
  if (text_.substr(pos_, token.size()) == token) {
    pos_ += token.size();
    return true;
  }
  return false;
}

bool TextCursor::peek_word(std::string_view word) {
  skip_space();
  return text_.substr(pos_, word.size()) == word;
}

void TextCursor::expect(std::string_view token) {
  if (!try_consume(token)) {
    if (pos_ >= text_.size()) fail(fmt::format("expected '{}' but the text ends", token));
    fail(fmt::format("expected '{}' but found '{}'", token, text_[pos_]));
  }
}

void TextCursor::expect_end() {
  skip_space();
  if (pos_ < text_.size())
    fail(fmt::format("unexpected text '{}'", text_.substr(pos_, 20)));
}

std::string TextCursor::quoted_string() {
  skip_space();
  if (pos_ >= text_.size() || text_[pos_] != '"') {
    // JAX escapes quotes inside attribute strings as \22.
    if (text_.substr(pos_, 3) == "\\22") {
      pos_ += 3;
      size_t end = text_.find("\\22", pos_);
      if (end == std::string_view::npos) fail("unterminated quoted name");
      std::string s(text_.substr(pos_, end - pos_));
      pos_ = end + 3;
      return s;
    }
    fail("expected a quoted axis name like \"x\"");
  }
  ++pos_;
  std::string s;
  while (pos_ < text_.size() && text_[pos_] != '"') {
    if (text_[pos_] == '\\' && pos_ + 1 < text_.size()) ++pos_;
    s += text_[pos_++];
  }
  if (pos_ >= text_.size()) fail("unterminated quoted name");
  ++pos_;
  return s;
}

std::string TextCursor::identifier() {
  skip_space();
  size_t start = pos_;
  if (pos_ < text_.size() && (std::isalpha(static_cast<unsigned char>(text_[pos_])) || text_[pos_] == '_')) {
    ++pos_;
    while (pos_ < text_.size() &&
           (std::isalnum(static_cast<unsigned char>(text_[pos_])) || text_[pos_] == '_' || text_[pos_] == '.'))
      ++pos_;
  }
  if (start == pos_) fail("expected a name");
  return std::string(text_.substr(start, pos_ - start));
}

int64_t TextCursor::integer() {
  skip_space();
  size_t start = pos_;
  if (pos_ < text_.size() && (text_[pos_] == '-' || text_[pos_] == '+')) ++pos_;
  size_t digits = pos_;
  while (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_]))) ++pos_;
  if (digits == pos_) {
    pos_ = start;
    fail("expected an integer");
  }
  if (pos_ - digits > 15) fail_at(static_cast<int>(start) + 1, "integer too large");
  return std::stoll(std::string(text_.substr(start, pos_ - start)));
}

void TextCursor::fail(const std::string& message) const { fail_at(column(), message); }

void TextCursor::fail_at(int column, const std::string& message) const {
  throw InputError(message, column);
}

}  // namespace shardproof::types
