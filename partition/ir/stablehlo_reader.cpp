#include "partition/ir/stablehlo_reader.h"

#include <algorithm>
#include <bit>
#include <cctype>
#include <cstring>
#include <fstream>
#include <functional>
#include <map>
#include <set>
#include <sstream>

#include <fmt/format.h>

#include "partition/ir/parse_error.h"
#include "types/error.h"
#include "types/gspmd_syntax.h"
#include "types/shardy_syntax.h"

namespace shardproof::partition {
namespace {

using types::GspmdSharding;
using types::InputError;
using types::ShardingType;
using types::TensorType;

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

  void skip_space() {
    while (pos_ < text_.size()) {
      char c = text_[pos_];
      if (std::isspace(static_cast<unsigned char>(c))) {
        ++pos_;
      } else if (c == '/' && pos_ + 1 < text_.size() && text_[pos_ + 1] == '/') {
        while (pos_ < text_.size() && text_[pos_] != '\n') ++pos_;
      } else {
        break;
      }
    }
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
  // @name (without the '@').
  std::string symbol() {
    expect("@");
    return word();
  }
  int64_t integer() {
    skip_space();
    size_t start = pos_;
    if (pos_ < text_.size() && (text_[pos_] == '-' || text_[pos_] == '+')) ++pos_;
    while (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_]))) ++pos_;
    if (start == pos_ || !std::isdigit(static_cast<unsigned char>(text_[pos_ - 1])))
      fail(fmt::format("expected an integer but found '{}'", snippet()));
    return std::stoll(std::string(text_.substr(start, pos_ - start)));
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
  const std::string& file() const { return file_; }
  std::string_view text() const { return text_; }

 private:
  void balanced_or_string() {
    if (text_[pos_] == '"') {
      ++pos_;
      while (pos_ < text_.size() && text_[pos_] != '"') pos_ += text_[pos_] == '\\' ? 2 : 1;
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

// "[1, 2]" -> {1, 2}
std::vector<int64_t> int_list(std::string_view text) {
  std::vector<int64_t> out;
  std::string cur;
  for (char c : text) {
    if (std::isdigit(static_cast<unsigned char>(c)) || c == '-') {
      cur += c;
    } else if (!cur.empty()) {
      out.push_back(std::stoll(cur));
      cur.clear();
    }
  }
  if (!cur.empty()) out.push_back(std::stoll(cur));
  return out;
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
    uint64_t bits = std::stoull(std::string(text.substr(2)), nullptr, 16);
    switch (dtype) {
      case types::DType::f32: return std::bit_cast<float>(static_cast<uint32_t>(bits));
      case types::DType::f64: return std::bit_cast<double>(bits);
      case types::DType::bf16: return std::bit_cast<float>(static_cast<uint32_t>(bits << 16));
      default: return static_cast<double>(bits);
    }
  }
  try {
    return std::stod(std::string(text));
  } catch (const std::exception&) {
    return 0;
  }
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
    lex_.expect("module");
    if (lex_.peek() == '@') program.module_name = lex_.symbol();
    if (lex_.consume("attributes")) {
      auto attrs = lex_.attr_dict();
      if (const Attr* a = find_attr(attrs, "mhlo.num_partitions"))
        program.num_partitions = static_cast<int>(int_list(a->value).at(0));
    }
    lex_.expect("{");
    while (!lex_.consume("}")) {
      if (lex_.at_end()) lex_.fail("the module is not closed with '}'");
      size_t start = lex_.pos();
      if (lex_.consume("sdy.mesh")) {
        std::string name = lex_.symbol();
        lex_.expect("=");
        size_t mesh_pos = lex_.pos();
        std::string_view body = lex_.balanced();
        try {
          meshes_.emplace_back(name, types::Mesh::parse(body));
        } catch (const InputError& e) {
          lex_.fail_at(mesh_pos + static_cast<size_t>(std::max(e.column(), 1) - 1), e.what());
        }
        if (lex_.peek() == '{') lex_.attr_dict();
      } else if (lex_.consume("func.func")) {
        std::string visibility = lex_.peek() == '@' ? "public" : lex_.word();
        std::string name = lex_.symbol();
        function_pos_[name] = start;
        skip_function_body();
      } else {
        lex_.fail(fmt::format("unexpected '{}' in the module", lex_.snippet()));
      }
    }
    if (!function_pos_.count("main")) lex_.fail_at(0, "the module has no function @main");
    if (gspmd_mesh_) meshes_.emplace_back("mesh", *gspmd_mesh_);
    program.meshes = meshes_;
    ParsedFunction main = parse_function("main");
    program.values = std::move(main.values);
    program.main = std::move(main.fn);
    for (size_t i = 0; i < program.main.arguments.size(); ++i)
      program.values[program.main.arguments[i]].sharding = main.arg_shardings[i];
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
      if (text.find("mhlo.sharding = \"") != std::string_view::npos) gspmd_mesh_ = types::Mesh();
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
    GspmdValue out;
    try {
      switch (g.kind) {
        case GspmdSharding::Kind::replicated:
          out.type = ShardingType::fully_replicated(rank);
          break;
        case GspmdSharding::Kind::manual:
          if (gspmd_mesh_)
            for (const auto& a : gspmd_mesh_->axes()) out.manual_axes.push_back(a.name);
          break;
        case GspmdSharding::Kind::tiled: {
          GspmdSharding plain = without_manual(g, start);
          bool manual = plain.tensor_rank() != g.tensor_rank();
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
    size_t x = body.rfind('x');
    std::string_view dtype = body;
    if (x != std::string_view::npos && x > 0 && std::isdigit(static_cast<unsigned char>(body[x - 1]))) {
      dtype = body.substr(x + 1);
      try {
        t.shape = types::parse_shape(body.substr(0, x));
      } catch (const InputError& e) {
        lex_.fail_at(start, fmt::format("bad shape in tensor<{}>: {}", body, e.what()));
      }
    }
    try {
      t.dtype = types::parse_dtype(dtype);
    } catch (const InputError& e) {
      lex_.fail_at(start, fmt::format("unsupported element type in tensor<{}>: {}", body, e.what()));
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
      list(outs);
    } else {
      outs = {ins.back()};
    }
    return {ins, outs};
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
    lex_.expect("func.func");
    if (lex_.peek() != '@') lex_.word();
    st.pf.fn.name = lex_.symbol();
    lex_.expect("(");
    if (!lex_.consume(")")) {
      do {
        std::string arg = lex_.value_ref();
        lex_.expect(":");
        TensorType t = tensor_type();
        std::optional<ValueSharding> sh;
        if (lex_.peek() == '{') sh = sharding_from_attrs(lex_.attr_dict(), t.rank());
        ValueId id = define(st, arg, t);
        st.pf.fn.arguments.push_back(id);
        st.pf.arg_shardings.push_back(sh);
      } while (lex_.consume(","));
      lex_.expect(")");
    }
    std::vector<TensorType> result_types;
    if (lex_.consume("->")) {
      bool paren = lex_.consume("(");
      if (!paren || !lex_.consume(")")) {
        do {
          TensorType t = tensor_type();
          result_types.push_back(t);
          std::optional<ValueSharding> sh;
          std::string info;
          if (paren && lex_.peek() == '{') {
            auto attrs = lex_.attr_dict();
            sh = sharding_from_attrs(attrs, t.rank());
            if (const Attr* a = find_attr(attrs, "jax.result_info"))
              info = std::string(a->value.substr(1, a->value.size() - 2));
          }
          st.pf.fn.result_shardings.push_back(sh);
          st.pf.fn.result_info.push_back(info);
        } while (paren && lex_.consume(","));
        if (paren) lex_.expect(")");
      }
    }
    if (lex_.consume("attributes")) lex_.attr_dict();
    lex_.expect("{");
    st.pf.fn.results = parse_block(st, st.pf.fn.ops, "return");
    lex_.expect("}");
    check_pending(st);
    lex_.set_pos(saved);
    in_progress_.erase(name);
    return parsed_.emplace(name, std::move(st.pf)).first->second;
  }

  struct FunctionState {
    ParsedFunction pf;
    std::map<std::string, ValueId> symbols;
    std::map<ValueId, PendingFullToShard> full_to_shard;
    std::map<ValueId, PendingManualResult> manual_results;
    std::vector<Op>* top_ops = nullptr;
  };

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

  void check_pending(const FunctionState& st) {
    for (const auto& [id, p] : st.manual_results) {
      const Op& op = (*st.top_ops)[p.op_index];
      lex_.fail_at(0, fmt::format("line {}: result {} of a shard_map call is not followed by "
                                  "SPMDShardToFullShape", op.line, p.result_index));
    }
  }

  // Ops up to the terminator `terminator` (return / sdy.return); returns its operands.
  std::vector<ValueId> parse_block(FunctionState& st, std::vector<Op>& ops, std::string_view terminator) {
    if (!st.top_ops) st.top_ops = &ops;
    while (true) {
      size_t start = lex_.pos();
      if (lex_.peek_is(terminator) || lex_.peek_is("func.return")) {
        if (!lex_.consume(terminator)) lex_.consume("func.return");
        std::vector<ValueId> results;
        if (lex_.peek() == '%') {
          do results.push_back(operand(st)); while (lex_.consume(","));
          lex_.expect(":");
          do tensor_type(); while (lex_.consume(","));
        }
        return results;
      }
      if (lex_.peek() == '}' || lex_.at_end())
        lex_.fail_at(start, fmt::format("the block ends without '{}'", terminator));
      parse_statement(st, ops, start);
    }
  }

  // ---- one statement: %r = op ... or %r:N = op ...
  void parse_statement(FunctionState& st, std::vector<Op>& ops, size_t /*start*/) {
    std::vector<std::string> names;
    if (lex_.peek() == '%') {
      std::string r = lex_.value_ref();
      int count = 1;
      if (lex_.consume(":")) count = static_cast<int>(lex_.integer());
      if (count == 1) {
        names.push_back(r);
      } else {
        for (int i = 0; i < count; ++i) names.push_back(fmt::format("{}#{}", r, i));
      }
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
      parse_call(st, ops, names, op_pos, op);
      return;
    }
    if (name == "stablehlo.custom_call") {
      parse_custom_call(st, ops, names, op_pos, op);
      return;
    }
    std::optional<OpKind> kind = op_kind_from_name(name);
    if (!kind) unsupported();
    op.kind = *kind;
    if (generic) {
      if (!is_collective(op.kind)) unsupported();
      parse_collective(st, op);
    } else if (is_collective(op.kind)) {
      unsupported();
    } else {
      switch (op.kind) {
        case OpKind::constant: {
          lex_.expect("dense");
          std::string_view lit = lex_.balanced();
          op.constant.text = std::string(lit.substr(1, lit.size() - 2));
          op.constant.splat = op.constant.text.empty() || op.constant.text[0] != '[';
          break;
        }
        case OpKind::iota:
          lex_.expect("dim");
          lex_.expect("=");
          op.dim = lex_.integer();
          break;
        case OpKind::compare:
          op.comparison = lex_.word();
          lex_.expect(",");
          op.operands.push_back(operand(st));
          lex_.expect(",");
          op.operands.push_back(operand(st));
          if (lex_.consume(",")) op.compare_type = lex_.word();
          break;
        case OpKind::reduce: {
          lex_.expect("(");
          op.operands.push_back(operand(st));
          lex_.expect("init:");
          op.operands.push_back(operand(st));
          lex_.expect(")");
          if (lex_.peek() == ',')
            lex_.fail_at(op_pos, "a reduce of several operands is not supported");
          if (!lex_.consume("applies"))
            lex_.fail_at(op_pos, "only the one-op reducer form `applies stablehlo.add` of "
                                 "stablehlo.reduce is supported");
          op.reducer = reducer_kind(lex_.word(), op_pos);
          lex_.expect("across");
          lex_.expect("dimensions");
          lex_.expect("=");
          op.dims = int_list(lex_.balanced());
          break;
        }
        case OpKind::sharding_constraint: {
          op.operands.push_back(operand(st));
          size_t spos = lex_.pos();
          std::string_view text = lex_.balanced();
          int rank = st.pf.values[op.operands[0]].type.rank();
          ValueSharding sh = shardy(text, spos, rank);
          finish_op(st, ops, op, names, op_pos);
          st.pf.values[ops.back().results.at(0)].sharding = sh;
          return;
        }
        case OpKind::manual_computation:
          parse_manual_computation(st, ops, names, op_pos, op);
          return;
        default:
          // operands, then op-specific trailing attributes
          do op.operands.push_back(operand(st)); while (lex_.consume(",") && lex_.peek() == '%');
          parse_trailing_attrs(op, op_pos);
          break;
      }
    }
    finish_op(st, ops, op, names, op_pos);
  }

  ReducerKind reducer_kind(const std::string& name, size_t pos) {
    if (name == "stablehlo.add") return ReducerKind::add;
    if (name == "stablehlo.maximum") return ReducerKind::maximum;
    if (name == "stablehlo.minimum") return ReducerKind::minimum;
    if (name == "stablehlo.multiply") return ReducerKind::multiply;
    lex_.fail_at(pos, fmt::format("unsupported reducer '{}'", name));
  }

  // After the operand list of a pretty op: `dims = [...]`, `dim = 1`, `contracting_dims = ...`,
  // a slice's `[1:3, 0:4]`. The loop in parse_statement consumed the ',' before a keyword.
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
        while (std::getline(ps, n, ':')) v.push_back(std::stoll(n));
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
      } else if (key == "dim" || key == "dimension") {
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
      } else if (key == "precision" || key == "algorithm") {
        if (lex_.peek() == '[' || lex_.peek() == '<') lex_.balanced(); else lex_.word();
      } else {
        lex_.fail_at(kpos, fmt::format("unexpected attribute '{}' of {}", key, op_name(op.kind)));
      }
      if (!lex_.consume(",")) break;
    }
  }

  // Optional attribute dict, ':' and the signature; defines the results.
  void finish_op(FunctionState& st, std::vector<Op>& ops, Op& op, const std::vector<std::string>& names,
                 size_t op_pos) {
    std::vector<Attr> attrs;
    size_t attr_pos = 0;
    if (lex_.peek() == '{') {
      attr_pos = lex_.pos();
      attrs = lex_.attr_dict();
    }
    lex_.expect(":");
    auto [ins, outs] = signature();
    if (op.kind == OpKind::select && ins.size() == 2 && outs.size() == 1) outs = {ins[1]};
    if (outs.size() != names.size())
      lex_.fail_at(op_pos, fmt::format("{} defines {} values but its type has {} results",
                                       op_name(op.kind), names.size(), outs.size()));
    for (size_t i = 0; i < outs.size(); ++i) op.results.push_back(define(st, names[i], outs[i]));
    if (op.kind == OpKind::constant && op.constant.splat)
      op.constant.value = decode_number(op.constant.text, outs[0].dtype);
    if (const Attr* a = find_attr(attrs, "sdy.sharding")) {
      // #sdy.sharding_per_value<[<@mesh, [...]>, ...]>
      std::string_view v = a->value;
      size_t i = v.find('[');
      for (ValueId r : op.results) {
        size_t lt = v.find('<', i);
        if (lt == std::string_view::npos) lex_.fail_at(a->value_pos, "too few shardings in sdy.sharding");
        size_t e = lt;
        for (int depth = 0; e < v.size(); ++e) {
          if (v[e] == '<') ++depth;
          if (v[e] == '>' && --depth == 0) break;
        }
        st.pf.values[r].sharding = shardy(v.substr(lt, e - lt + 1), a->value_pos + lt, st.pf.values[r].type.rank());
        i = e + 1;
      }
    } else if (attr_pos && find_attr(attrs, "mhlo.sharding")) {
      const Attr* a = find_attr(attrs, "mhlo.sharding");
      GspmdValue g = gspmd_value(*a, st.pf.values[op.results[0]].type.rank());
      if (g.type) st.pf.values[op.results[0]].sharding = ValueSharding{"mesh", *g.type};
    }
    ops.push_back(std::move(op));
  }

  // "stablehlo.all_gather"(%a) <{...}> ({ reducer }) : (T) -> T
  void parse_collective(FunctionState& st, Op& op) {
    lex_.expect("(");
    do op.operands.push_back(operand(st)); while (lex_.consume(","));
    lex_.expect(")");
    if (op.operands.size() != 1)
      lex_.fail("collectives of several operands are not supported");
    std::vector<Attr> props;
    if (lex_.consume("<")) {
      props = lex_.attr_dict();
      lex_.expect(">");
    }
    for (const Attr& a : props) {
      CollectiveAttrs& c = op.collective;
      if (a.key == "replica_groups") {
        c.replica_groups = int_matrix(a.value);
      } else if (a.key == "source_target_pairs") {
        for (const auto& row : int_matrix(a.value))
          if (row.size() == 2) c.source_target_pairs.emplace_back(row[0], row[1]);
      } else if (a.key == "all_gather_dim" || a.key == "scatter_dimension" || a.key == "split_dimension") {
        c.dim = int_list(a.value).at(0);
      } else if (a.key == "concat_dimension") {
        c.concat_dim = int_list(a.value).at(0);
      } else if (a.key == "split_count") {
        c.split_count = int_list(a.value).at(0);
      } else if (a.key == "use_global_device_ids") {
        c.use_global_device_ids = true;
      } else if (a.key == "channel_handle") {
        c.channel_handle = int_list(a.value).at(0);
      }
    }
    if (lex_.peek() == '(') {
      // the reducer region: the first stablehlo op that is no terminator names it
      size_t rpos = lex_.pos();
      std::string_view region = lex_.balanced();
      size_t p = 0;
      bool found = false;
      while ((p = region.find("stablehlo.", p)) != std::string_view::npos) {
        size_t e = p;
        while (e < region.size() && Lexer::word_char(region[e])) ++e;
        std::string n(region.substr(p, e - p));
        p = e;
        if (n == "stablehlo.return" || n == "stablehlo.custom_call" || n == "stablehlo.constant") continue;
        op.reducer = reducer_kind(n, rpos + p);
        found = true;
        break;
      }
      if (!found) lex_.fail_at(rpos, "the reducer region has no reduction op");
    }
  }

  // sdy.manual_computation(%a, %b) in_shardings=[...] out_shardings=[...] manual_axes={...}
  //   (%arg2: T, ...) { body sdy.return ... } : (T...) -> (T...)
  void parse_manual_computation(FunctionState& st, std::vector<Op>& ops, const std::vector<std::string>& names,
                                size_t op_pos, Op& op) {
    lex_.expect("(");
    if (!lex_.consume(")")) {
      do op.operands.push_back(operand(st)); while (lex_.consume(","));
      lex_.expect(")");
    }
    std::vector<std::pair<std::string_view, size_t>> in_texts, out_texts;
    auto sharding_list = [&](std::vector<std::pair<std::string_view, size_t>>& into) {
      lex_.expect("=");
      lex_.expect("[");
      if (!lex_.consume("]")) {
        do {
          size_t p = lex_.pos();
          into.emplace_back(lex_.balanced(), p);
        } while (lex_.consume(","));
        lex_.expect("]");
      }
    };
    while (!lex_.peek_is("(")) {
      size_t kpos = lex_.pos();
      std::string key = lex_.word();
      if (key == "in_shardings") {
        sharding_list(in_texts);
      } else if (key == "out_shardings") {
        sharding_list(out_texts);
      } else if (key == "manual_axes") {
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
    lex_.expect("(");
    if (!lex_.consume(")")) {
      do {
        std::string arg = lex_.value_ref();
        lex_.expect(":");
        region.arguments.push_back(define(st, arg, tensor_type()));
      } while (lex_.consume(","));
      lex_.expect(")");
    }
    lex_.expect("{");
    region.results = parse_block(st, region.ops, "sdy.return");
    lex_.expect("}");
    lex_.expect(":");
    auto [ins, outs] = signature();
    if (ins.size() != op.operands.size() || in_texts.size() != op.operands.size() ||
        region.arguments.size() != op.operands.size())
      lex_.fail_at(op_pos, "sdy.manual_computation: operands, in_shardings and block arguments differ in number");
    if (outs.size() != names.size() || out_texts.size() != outs.size() || region.results.size() != outs.size())
      lex_.fail_at(op_pos, "sdy.manual_computation: results, out_shardings and sdy.return differ in number");
    for (size_t i = 0; i < in_texts.size(); ++i)
      op.in_shardings.push_back(shardy(in_texts[i].first, in_texts[i].second, ins[i].rank()));
    for (size_t i = 0; i < out_texts.size(); ++i)
      op.out_shardings.push_back(shardy(out_texts[i].first, out_texts[i].second, outs[i].rank()));
    for (size_t i = 0; i < outs.size(); ++i) {
      op.results.push_back(define(st, names[i], outs[i]));
      st.pf.values[op.results.back()].sharding = op.out_shardings[i];
    }
    op.region.push_back(std::move(region));
    ops.push_back(std::move(op));
  }

  // call @f(%a, %b) : (T, T) -> T   — inlined, or a GSPMD shard_map body.
  void parse_call(FunctionState& st, std::vector<Op>& ops, const std::vector<std::string>& names, size_t op_pos,
                  Op& op) {
    std::string callee = lex_.symbol();
    lex_.expect("(");
    std::vector<ValueId> args;
    std::vector<size_t> arg_pos;
    if (!lex_.consume(")")) {
      do {
        arg_pos.push_back(lex_.pos());
        args.push_back(use(st, arg_pos.back(), lex_.value_ref()));
      } while (lex_.consume(","));
      lex_.expect(")");
    }
    lex_.expect(":");
    auto [ins, outs] = signature();
    size_t after = lex_.pos();
    ParsedFunction& f = parse_function(callee);
    lex_.set_pos(after);
    if (f.fn.arguments.size() != args.size() || f.fn.results.size() != names.size())
      lex_.fail_at(op_pos, fmt::format("call of @{} with {} arguments and {} results, but it has {} and {}",
                                       callee, args.size(), names.size(), f.fn.arguments.size(),
                                       f.fn.results.size()));
    bool shard_map = !args.empty() && st.full_to_shard.count(args[0]);
    if (!shard_map) {
      for (size_t i = 0; i < args.size(); ++i)
        if (st.full_to_shard.count(args[i]) || st.manual_results.count(args[i]))
          lex_.fail_at(arg_pos[i], "a shard_map value is used outside the shard_map pattern");
      std::vector<ValueId> results = inline_into(st, f, args, ops);
      for (size_t i = 0; i < names.size(); ++i) st.symbols[names[i]] = results[i];
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
  void parse_custom_call(FunctionState& st, std::vector<Op>& ops, const std::vector<std::string>& names,
                         size_t op_pos, Op& op) {
    std::string target = lex_.symbol();
    lex_.expect("(");
    size_t arg_pos = lex_.pos();
    ValueId arg = use(st, arg_pos, lex_.value_ref());
    if (lex_.consume(",")) lex_.fail_at(op_pos, fmt::format("custom_call @{} with several operands is not supported", target));
    lex_.expect(")");
    std::vector<Attr> attrs;
    if (lex_.peek() == '{') attrs = lex_.attr_dict();
    lex_.expect(":");
    auto [ins, outs] = signature();
    if (target != "Sharding" && target != "SPMDFullToShardShape" && target != "SPMDShardToFullShape")
      lex_.fail_at(op_pos, fmt::format("unsupported op 'stablehlo.custom_call @{}' (only @Sharding, "
                                       "@SPMDFullToShardShape and @SPMDShardToFullShape are understood)",
                                       target));
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
      ValueId id = define(st, names[0], outs[0]);
      st.manual_results[id] = p;
      st.manual_results.erase(manual);
      return;
    }
    if (target == "SPMDShardToFullShape") {
      if (manual == st.manual_results.end())
        lex_.fail_at(arg_pos, "SPMDShardToFullShape of a value that is no shard_map result");
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
      lex_.fail_at(arg_pos, "a shard_map value is used outside the shard_map pattern");
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

  Lexer lex_;
  const ReadOptions& options_;
  std::vector<std::pair<std::string, types::Mesh>> meshes_;
  std::optional<types::Mesh> gspmd_mesh_;
  std::map<std::string, size_t> function_pos_;
  std::map<std::string, ParsedFunction> parsed_;
  std::set<std::string> in_progress_;
};

}  // namespace

Program read_stablehlo(std::string_view text, const ReadOptions& options) {
  return Reader(text, options).read();
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
