#include "partition/ir/source_location.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <charconv>

#include "partition/ir/parse_error.h"

namespace shardproof::partition {

namespace {

// Deeper than any Python stack JAX prints (a few dozen frames): a chain of aliases past this
// is an error, not a stack overflow.
constexpr int kMaxDepth = 512;

bool alias_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '$' || c == '-';
}

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// The end of `loc(...)` whose '(' is at `open` (the position of its ')'), skipping strings;
// npos when it is not closed.
size_t closing_paren(std::string_view text, size_t open) {
  int depth = 0;
  for (size_t q = open; q < text.size(); ++q) {
    const char c = text[q];
    if (c == '"') {
      for (++q; q < text.size() && text[q] != '"'; ++q)
        if (text[q] == '\\') ++q;
      if (q >= text.size()) return std::string_view::npos;
    } else if (c == '(') {
      ++depth;
    } else if (c == ')' && --depth == 0) {
      return q;
    } else if (c == '\n' && depth > 0 && q + 1 < text.size() && text[q + 1] == '#') {
      return std::string_view::npos;  // the next alias begins: this one was never closed
    }
  }
  return std::string_view::npos;
}

}  // namespace

struct LocationResolver::Cursor {
  size_t pos;
  size_t end;
};

LocationResolver::LocationResolver(std::string_view text, std::string file) : text_(text), file_(std::move(file)) {}

void LocationResolver::fail_at(size_t pos, const std::string& message) const {
  pos = std::min(pos, text_.size());
  const auto before = text_.substr(0, pos);
  const int line = 1 + static_cast<int>(std::count(before.begin(), before.end(), '\n'));
  const size_t line_start = before.rfind('\n');
  const int column = static_cast<int>(line_start == std::string_view::npos ? pos + 1 : pos - line_start);
  throw ParseError(file_, line, column, message);
}

// Every `#name = loc(...)` at the start of a line: JAX prints them after the module (and the
// arguments' names before it).
void LocationResolver::index_aliases() {
  aliases_indexed_ = true;
  for (size_t p = 0; p < text_.size();) {
    if (text_[p] == '#' && (p == 0 || text_[p - 1] == '\n')) {
      size_t q = p + 1;
      while (q < text_.size() && alias_char(text_[q])) ++q;
      const std::string_view name = text_.substr(p, q - p);
      while (q < text_.size() && text_[q] == ' ') ++q;
      if (q < text_.size() && text_[q] == '=' && text_.substr(q + 1).starts_with(" loc(")) {
        const size_t open = q + 5;
        const size_t close = closing_paren(text_, open);
        if (close == std::string_view::npos) fail_at(p, fmt::format("unterminated location alias {}", name));
        alias_text_.emplace(name, text_.substr(open + 1, close - open - 1));
        p = close + 1;
        continue;
      }
    }
    const size_t nl = text_.find('\n', p);
    if (nl == std::string_view::npos) break;
    p = nl + 1;
  }
}

LocationResolver::Resolved LocationResolver::alias(std::string_view name, size_t pos, int depth) {
  if (auto done = alias_done_.find(name); done != alias_done_.end()) {
    if (done->second.first == State::resolving) fail_at(pos, fmt::format("location {} refers to itself", name));
    return done->second.second;
  }
  if (!aliases_indexed_) index_aliases();
  const auto it = alias_text_.find(name);
  if (it == alias_text_.end()) fail_at(pos, fmt::format("location {} is used but never defined", name));
  alias_done_[name] = {State::resolving, {}};
  const std::string_view inner = it->second;
  Cursor c{static_cast<size_t>(inner.data() - text_.data()), static_cast<size_t>(inner.data() - text_.data()) + inner.size()};
  Resolved r = parse(c, depth + 1);
  while (c.pos < c.end && std::isspace(static_cast<unsigned char>(text_[c.pos]))) ++c.pos;
  if (c.pos != c.end) fail_at(c.pos, fmt::format("unexpected '{}' in location {}", text_[c.pos], name));
  alias_done_[name] = {State::done, r};
  return r;
}

SourceLocation LocationResolver::resolve(std::string_view inner) {
  const size_t start = static_cast<size_t>(inner.data() - text_.data());
  Cursor c{start, start + inner.size()};
  Resolved r = parse(c, 0);
  while (c.pos < c.end && std::isspace(static_cast<unsigned char>(text_[c.pos]))) ++c.pos;
  if (c.pos != c.end) fail_at(c.pos, fmt::format("unexpected '{}' in a location", text_[c.pos]));
  return r.loc;
}

LocationResolver::Resolved LocationResolver::parse(Cursor& c, int depth) {
  if (depth > kMaxDepth) fail_at(c.pos, fmt::format("location nested deeper than {}", kMaxDepth));
  auto skip = [&] {
    while (c.pos < c.end && std::isspace(static_cast<unsigned char>(text_[c.pos]))) ++c.pos;
  };
  auto at = [&](std::string_view word) {
    skip();
    return text_.substr(c.pos, std::min(word.size(), c.end - c.pos)) == word;
  };
  auto expect = [&](std::string_view word) {
    if (!at(word)) {
      if (c.pos >= c.end) fail_at(c.pos, fmt::format("expected '{}' but the location ends", word));
      fail_at(c.pos, fmt::format("expected '{}' in a location but found '{}'", word, text_[c.pos]));
    }
    c.pos += word.size();
  };
  auto integer = [&]() -> int {
    skip();
    int value = 0;
    const char* first = text_.data() + c.pos;
    const auto [stop, error] = std::from_chars(first, text_.data() + c.end, value);
    if (error != std::errc() || value < 0) fail_at(c.pos, "expected a line or column number in a location");
    c.pos += static_cast<size_t>(stop - first);
    return value;
  };
  auto string = [&]() -> std::string {
    skip();
    const size_t open = c.pos++;
    std::string out;
    while (c.pos < c.end && text_[c.pos] != '"') {
      if (text_[c.pos] == '\\' && c.pos + 1 < c.end) {
        const char e = text_[c.pos + 1];
        const int hi = hex_digit(e), lo = c.pos + 2 < c.end ? hex_digit(text_[c.pos + 2]) : -1;
        if (hi >= 0 && lo >= 0) {  // MLIR's \0A
          out.push_back(static_cast<char>(hi * 16 + lo));
          c.pos += 3;
        } else {
          out.push_back(e == 'n' ? '\n' : e == 't' ? '\t' : e);
          c.pos += 2;
        }
      } else {
        out.push_back(text_[c.pos++]);
      }
    }
    if (c.pos >= c.end) fail_at(open, "unterminated string in a location");
    ++c.pos;
    return out;
  };

  skip();
  if (c.pos >= c.end) fail_at(c.pos, "empty location");
  const char first = text_[c.pos];
  Resolved r;
  if (first == '#') {
    const size_t start = c.pos++;
    while (c.pos < c.end && alias_char(text_[c.pos])) ++c.pos;
    return alias(text_.substr(start, c.pos - start), start, depth);
  }
  if (first == '"') {
    std::string s = string();
    if (at(":")) {  // "file":line:col [to [line]:col]
      ++c.pos;
      r.loc.file = std::move(s);
      r.loc.line = integer();
      if (at(":")) {
        ++c.pos;
        r.loc.column = integer();
      }
      if (at("to")) {
        c.pos += 2;
        skip();
        if (c.pos < c.end && std::isdigit(static_cast<unsigned char>(text_[c.pos]))) integer();
        if (at(":")) {
          ++c.pos;
          integer();
        }
      }
      r.is_file = true;
      return r;
    }
    if (at("(")) {  // "name"(loc)
      ++c.pos;
      Resolved child = parse(c, depth + 1);
      expect(")");
      r = child;
      r.is_file = false;
      if (child.is_file && r.loc.function.empty()) r.loc.function = std::move(s);
      else if (r.loc.name_stack.empty()) r.loc.name_stack = std::move(s);
      return r;
    }
    r.loc.name_stack = std::move(s);  // a name alone
    return r;
  }
  if (at("unknown")) {
    c.pos += 7;
    return r;
  }
  if (at("callsite")) {
    c.pos += 8;
    expect("(");
    Resolved callee = parse(c, depth + 1);
    expect("at");
    Resolved caller = parse(c, depth + 1);
    expect(")");
    r = callee.loc.has_file() ? callee : caller;
    r.is_file = false;
    if (r.loc.name_stack.empty()) r.loc.name_stack = callee.loc.has_file() ? caller.loc.name_stack : callee.loc.name_stack;
    return r;
  }
  if (at("fused")) {
    c.pos += 5;
    if (at("<")) {  // metadata: skipped, strings and nesting included
      int level = 0;
      for (; c.pos < c.end; ++c.pos) {
        const char ch = text_[c.pos];
        if (ch == '"') {
          for (++c.pos; c.pos < c.end && text_[c.pos] != '"'; ++c.pos)
            if (text_[c.pos] == '\\') ++c.pos;
        } else if (ch == '<') {
          ++level;
        } else if (ch == '>' && --level == 0) {
          ++c.pos;
          break;
        }
      }
      if (level != 0) fail_at(c.pos, "unterminated fused<...> in a location");
    }
    expect("[");
    bool have_file = false;
    if (!at("]")) {
      do {
        Resolved part = parse(c, depth + 1);
        if (!have_file && part.loc.has_file()) {
          const std::string stack = r.loc.name_stack;
          r = part;
          if (!stack.empty()) r.loc.name_stack = stack;
          have_file = true;
        }
        if (r.loc.name_stack.empty()) r.loc.name_stack = part.loc.name_stack;
      } while (at(",") && ++c.pos);
    }
    expect("]");
    r.is_file = false;
    return r;
  }
  fail_at(c.pos, fmt::format("malformed location: expected a string, #alias, callsite, fused or unknown but found '{}'",
                             first));
}

std::string where(const SourceLocation& loc) {
  if (!loc.has_file()) return "";
  if (loc.column > 0) return fmt::format("{}:{}:{}", loc.file, loc.line, loc.column);
  return fmt::format("{}:{}", loc.file, loc.line);
}

namespace {
void index_lines(const Program& program, const std::vector<Op>& ops, std::unordered_map<int, int>& out) {
  for (const Op& op : ops) {
    if (const SourceLocation* loc = program.location_of(op); loc && op.line > 0 && (loc->has_file() || !loc->name_stack.empty()))
      out.try_emplace(op.line, op.location);
    for (const Region& r : op.region) index_lines(program, r.ops, out);
  }
}
}  // namespace

LocationsByLine::LocationsByLine(const Program& program) : program_(program) {
  if (program.locations.entries.empty()) return;
  index_lines(program, program.main.ops, by_line_);
  const int r = program.locations.return_location;
  if (r >= 0 && r < static_cast<int>(program.locations.entries.size()) && program.main.return_line > 0 &&
      program.locations.entries[r].has_file())
    by_line_.try_emplace(program.main.return_line, r);
}

const SourceLocation* LocationsByLine::at(int mlir_line) const {
  const auto it = by_line_.find(mlir_line);
  return it == by_line_.end() ? nullptr : &program_.locations.entries[it->second];
}

}  // namespace shardproof::partition
