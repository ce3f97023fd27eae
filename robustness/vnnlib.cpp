#include "robustness/vnnlib.h"

#include <fmt/format.h>

#include <cctype>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <map>
#include <memory>
#include <sstream>

#include "robustness/error.h"
#include "robustness/read_file.h"

namespace shardproof::robustness {
namespace {

struct SExpr {
  bool atom = false;
  std::string text;
  std::vector<SExpr> items;
  int line = 0, col = 0;
};

class Parser {
 public:
  Parser(const std::string& text, std::string file) : s_(text), file_(std::move(file)) {}

  std::vector<SExpr> parse_all() {
    std::vector<SExpr> out;
    skip();
    while (i_ < s_.size()) {
      out.push_back(parse());
      skip();
    }
    return out;
  }
  [[noreturn]] void fail(int line, int col, const std::string& msg) const {
    throw InputError::at(file_, line, col, msg);
  }

 private:
  void adv() {
    if (s_[i_] == '\n') { ++line_; col_ = 1; } else { ++col_; }
    ++i_;
  }
  void skip() {
    while (i_ < s_.size()) {
      char c = s_[i_];
      if (c == ';') { while (i_ < s_.size() && s_[i_] != '\n') adv(); }
      else if (std::isspace(static_cast<unsigned char>(c))) adv();
      else break;
    }
  }
  // VNN-COMP's specifications nest a few levels ((assert (or (and (<= X_0 1) ...)))); the
  // limit keeps the recursion here and in the interpreter off the end of the stack.
  static constexpr int kMaxDepth = 256;
  SExpr parse(int depth = 0) {
    skip();
    SExpr e;
    e.line = line_; e.col = col_;
    if (i_ >= s_.size()) fail(line_, col_, "unexpected end of file");
    if (s_[i_] == ')') fail(line_, col_, "unexpected ')'");
    if (s_[i_] == '(') {
      if (depth >= kMaxDepth) fail(line_, col_, fmt::format("expressions nested deeper than {}", kMaxDepth));
      adv();
      for (;;) {
        skip();
        if (i_ >= s_.size()) fail(e.line, e.col, "unterminated '(' (missing ')')");
        if (s_[i_] == ')') { adv(); break; }
        e.items.push_back(parse(depth + 1));
      }
      return e;
    }
    e.atom = true;
    while (i_ < s_.size() && s_[i_] != '(' && s_[i_] != ')' && s_[i_] != ';' && !std::isspace(static_cast<unsigned char>(s_[i_]))) {
      e.text += s_[i_];
      adv();
    }
    return e;
  }
  const std::string& s_;
  std::string file_;
  std::size_t i_ = 0;
  int line_ = 1, col_ = 1;
};

// A linear term: sum coef[var] + constant; vars are "X_i" -> i, "Y_j" -> -1-j.
struct Lin {
  std::map<int, double> coef;
  double constant = 0;
};
struct Atom {  // lin <= 0
  Lin lin;
  int line, col;
};
using Conj = std::vector<Atom>;
using Dnf = std::vector<Conj>;

class Interp {
 public:
  // The DNF may hold 4 comparisons per byte of the text (and 4096 whatever the text): the
  // expansion stays linear in the input. oval21's specifications (200 KB, 9 disjuncts of
  // 6145 comparisons) need 0.3 per byte.
  Interp(const Parser& p, std::string file, std::size_t text_size)
      : p_(p), file_(std::move(file)), max_atoms_(4096.0 + 4.0 * static_cast<double>(text_size)) {}

  Spec run(const std::vector<SExpr>& top) {
    Dnf dnf{Conj{}};
    for (const SExpr& e : top) {
      if (e.atom || e.items.empty() || !e.items[0].atom) p_.fail(e.line, e.col, "expected (declare-const ...) or (assert ...)");
      const std::string& head = e.items[0].text;
      if (head == "declare-const") {
        if (e.items.size() != 3 || !e.items[1].atom || !e.items[2].atom) p_.fail(e.line, e.col, "expected (declare-const NAME Real)");
        if (e.items[2].text != "Real") p_.fail(e.items[2].line, e.items[2].col, "only Real constants are supported");
        int v = var_index(e.items[1], false);
        if (v >= 0) n_in_ = std::max(n_in_, v + 1); else n_out_ = std::max(n_out_, -v);
        declared_[e.items[1].text] = true;
      } else if (head == "assert") {
        if (e.items.size() != 2) p_.fail(e.line, e.col, "assert takes one expression");
        Dnf f = formula(e.items[1]);
        if (f.size() == 1) {  // a conjunction (every box bound): extend the disjuncts in place,
          check_product_size(dnf, f, e);                                     // not copy them
          for (Conj& c : dnf) c.insert(c.end(), f[0].begin(), f[0].end());
          continue;
        }
        dnf = product(dnf, f, e);
      } else if (head == "declare-fun" || head == "set-logic" || head == "check-sat" || head == "get-model" || head == "set-info") {
      } else {
        p_.fail(e.items[0].line, e.items[0].col, "unknown command '" + head + "'");
      }
    }
    if (n_in_ == 0) throw InputError::in(file_, "no input variables X_i declared");
    if (n_out_ == 0) throw InputError::in(file_, "no output variables Y_j declared");
    // Each disjunct becomes a box over every input and a row over every output per output
    // constraint: a few bytes (`X_99999999`, or 17 two-way `or`s) can ask for gigabytes, so
    // the numbers are counted before any is allocated. 2^25 (256 MB) is far above VNN-COMP's
    // specifications (oval21: 3072 inputs, 9 cases).
    std::size_t numbers = 0;
    for (const Conj& c : dnf) numbers += 2 * static_cast<std::size_t>(n_in_) + c.size() * static_cast<std::size_t>(n_out_);
    if (numbers > (std::size_t{1} << 25))
      throw InputError::in(file_, fmt::format("the specification is too large: {} disjuncts over {} inputs and {} outputs "
                                              "need {} numbers (at most 2^25)", dnf.size(), n_in_, n_out_, numbers));
    Spec spec;
    spec.input_size = n_in_;
    spec.output_size = n_out_;
    for (const Conj& c : dnf) {
      SpecCase sc;
      sc.lo = Vec::Constant(n_in_, -INFINITY);
      sc.hi = Vec::Constant(n_in_, INFINITY);
      std::vector<std::pair<Vec, double>> rows;
      for (const Atom& a : c) {
        int nx = 0, ny = 0;
        for (auto& [v, k] : a.lin.coef) if (k != 0) (v >= 0 ? nx : ny)++;
        if (nx == 0 && ny == 0) {
          if (a.lin.constant > 0) { rows.clear(); sc.lo(0) = 1; sc.hi(0) = 0; }  // false: empty case
          continue;
        }
        if (nx > 0 && ny > 0) p_.fail(a.line, a.col, "constraints mixing X and Y variables are not supported");
        if (nx > 1) p_.fail(a.line, a.col, "input constraints must bound a single X_i by a number");
        if (nx == 1) {
          for (auto& [v, k] : a.lin.coef) {
            if (k == 0) continue;
            double bound = -a.lin.constant / k;  // k x + c <= 0
            if (k > 0) sc.hi(v) = std::min(sc.hi(v), bound); else sc.lo(v) = std::max(sc.lo(v), bound);
          }
          continue;
        }
        Vec row = Vec::Zero(n_out_);
        for (auto& [v, k] : a.lin.coef) if (v < 0) row(-1 - v) += k;
        rows.push_back({row, -a.lin.constant});
      }
      for (int i = 0; i < n_in_; ++i)
        if (!std::isfinite(sc.lo(i)) || !std::isfinite(sc.hi(i)))
          throw InputError::in(file_, fmt::format("X_{} has no {} bound in some disjunct", i, std::isfinite(sc.lo(i)) ? "upper" : "lower"));
      if ((sc.lo.array() > sc.hi.array()).any()) continue;  // empty box: no counterexample there
      sc.C = Mat(rows.size(), n_out_);
      sc.d = Vec(rows.size());
      for (std::size_t r = 0; r < rows.size(); ++r) { sc.C.row(r) = rows[r].first.transpose(); sc.d(r) = rows[r].second; }
      spec.cases.push_back(std::move(sc));
    }
    return spec;
  }

 private:
  int var_index(const SExpr& e, bool must_be_declared) {
    const std::string& t = e.text;
    if (t.size() < 3 || (t[0] != 'X' && t[0] != 'Y') || t[1] != '_') p_.fail(e.line, e.col, "unknown variable '" + t + "' (expected X_i or Y_j)");
    char* end = nullptr;
    long v = std::strtol(t.c_str() + 2, &end, 10);
    if (end != t.c_str() + t.size() || v < 0 || v > 100000000) p_.fail(e.line, e.col, "bad variable index in '" + t + "'");
    if (must_be_declared && !declared_.count(t)) p_.fail(e.line, e.col, "variable '" + t + "' is not declared");
    return t[0] == 'X' ? static_cast<int>(v) : -1 - static_cast<int>(v);
  }

  // A token as a message can show it: control bytes (a NUL inside a number) as \xNN.
  static std::string printable(const std::string& t) {
    std::string out;
    for (unsigned char c : t) out += std::iscntrl(c) ? fmt::format("\\x{:02x}", c) : std::string(1, static_cast<char>(c));
    return out;
  }

  Lin term(const SExpr& e) {
    Lin l;
    if (e.atom) {
      const std::string& t = e.text;
      if (!t.empty() && (t[0] == 'X' || t[0] == 'Y')) { l.coef[var_index(e, true)] = 1.0; return l; }
      char* end = nullptr;
      double v = std::strtod(t.c_str(), &end);
      // The whole token (by length: a NUL inside it does not end it).
      if (t.empty() || end != t.c_str() + t.size() || !std::isfinite(v)) p_.fail(e.line, e.col, "expected a variable or a number, got '" + printable(t) + "'");
      l.constant = v;
      return l;
    }
    if (e.items.empty() || !e.items[0].atom) p_.fail(e.line, e.col, "expected a term");
    const std::string& op = e.items[0].text;
    if (op == "+" || op == "-") {
      if (e.items.size() < 2) p_.fail(e.line, e.col, "'" + op + "' needs operands");
      for (std::size_t i = 1; i < e.items.size(); ++i) {
        Lin s = term(e.items[i]);
        double sign = (op == "-" && (i > 1 || e.items.size() == 2)) ? -1.0 : 1.0;
        for (auto& [v, k] : s.coef) l.coef[v] += sign * k;
        l.constant += sign * s.constant;
      }
      return l;
    }
    if (op == "*") {
      if (e.items.size() != 3) p_.fail(e.line, e.col, "'*' takes two operands");
      Lin a = term(e.items[1]), b = term(e.items[2]);
      if (!a.coef.empty() && !b.coef.empty()) p_.fail(e.line, e.col, "nonlinear product");
      if (!a.coef.empty()) std::swap(a, b);
      for (auto& [v, k] : b.coef) l.coef[v] = a.constant * k;
      l.constant = a.constant * b.constant;
      return l;
    }
    p_.fail(e.items[0].line, e.items[0].col, "unsupported term operator '" + op + "'");
  }

  // The DNF of a conjunction of two DNFs: every pair of disjuncts. Its size is counted before
  // it is built: nested and/or of a few hundred bytes multiply out to millions of atoms, which
  // took seconds per input to copy (make fuzz). VNN-COMP's largest (oval21: 9 disjuncts of
  // 6145 atoms) is far below the limits.
  static constexpr double kMaxDisjuncts = 100000;
  void check_product_size(const Dnf& a, const Dnf& b, const SExpr& at) const {
    double atoms_a = 0, atoms_b = 0;
    for (const Conj& c : a) atoms_a += static_cast<double>(c.size());
    for (const Conj& c : b) atoms_b += static_cast<double>(c.size());
    const double disjuncts = static_cast<double>(a.size()) * static_cast<double>(b.size());
    const double atoms = atoms_a * static_cast<double>(b.size()) + atoms_b * static_cast<double>(a.size());
    if (disjuncts > kMaxDisjuncts || atoms > max_atoms_)
      p_.fail(at.line, at.col, fmt::format("the specification is too large in DNF ({:.0f} disjuncts, {:.0f} comparisons; "
                                           "at most {:.0f} and {:.0f})", disjuncts, atoms, kMaxDisjuncts, max_atoms_));
  }
  Dnf product(const Dnf& a, const Dnf& b, const SExpr& at) const {
    check_product_size(a, b, at);
    Dnf out;
    for (const Conj& x : a)
      for (const Conj& y : b) {
        Conj c = x;
        c.insert(c.end(), y.begin(), y.end());
        out.push_back(std::move(c));
      }
    return out;
  }

  Dnf formula(const SExpr& e) {
    if (e.atom || e.items.empty() || !e.items[0].atom) p_.fail(e.line, e.col, "expected a formula (<= a b), (>= a b), (and ...) or (or ...)");
    const std::string& op = e.items[0].text;
    if (op == "and") {
      Dnf acc{Conj{}};
      for (std::size_t i = 1; i < e.items.size(); ++i) acc = product(acc, formula(e.items[i]), e);
      return acc;
    }
    if (op == "or") {
      Dnf acc;
      double atoms = 0;
      for (std::size_t i = 1; i < e.items.size(); ++i) {
        Dnf f = formula(e.items[i]);
        for (const Conj& c : f) atoms += static_cast<double>(c.size());
        if (static_cast<double>(acc.size() + f.size()) > kMaxDisjuncts || atoms > max_atoms_)
          p_.fail(e.line, e.col, "the specification is too large in DNF");
        acc.insert(acc.end(), f.begin(), f.end());
      }
      return acc;
    }
    if (op == "<=" || op == ">=") {
      if (e.items.size() != 3) p_.fail(e.line, e.col, "'" + op + "' takes two operands");
      Lin a = term(e.items[1]), b = term(e.items[2]);
      if (op == ">=") std::swap(a, b);
      Atom at{Lin{}, e.line, e.col};  // a - b <= 0
      at.lin = a;
      for (auto& [v, k] : b.coef) at.lin.coef[v] -= k;
      at.lin.constant -= b.constant;
      return Dnf{Conj{at}};
    }
    if (op == "<" || op == ">") p_.fail(e.items[0].line, e.items[0].col, "strict comparison '" + op + "' is not supported (VNNLIB comparisons are non-strict)");
    p_.fail(e.items[0].line, e.items[0].col, "unsupported formula operator '" + op + "'");
  }

  const Parser& p_;
  std::string file_;
  int n_in_ = 0, n_out_ = 0;
  std::map<std::string, bool> declared_;
  double max_atoms_;
};

}  // namespace

bool Spec::case_violated_by(std::size_t k, const Vec& x, const Vec& y, double tol) const {
  const SpecCase& c = cases[k];
  if ((x.array() < c.lo.array() - tol).any() || (x.array() > c.hi.array() + tol).any()) return false;
  if (c.C.rows() == 0) return true;
  return ((c.C * y - c.d).array() <= tol).all();
}

int Spec::violated_case(const Vec& x, const Vec& y, double tol) const {
  for (std::size_t k = 0; k < cases.size(); ++k)
    if (case_violated_by(k, x, y, tol)) return static_cast<int>(k);
  return -1;
}

Spec parse_vnnlib(const std::string& text, const std::string& filename) {
  Parser p(text, filename);
  auto top = p.parse_all();
  return Interp(p, filename, text.size()).run(top);
}

Spec load_vnnlib(const std::string& path) { return parse_vnnlib(read_file(path), path); }

std::string format_witness(const Vec& x, const Vec& y) {
  std::string s = "(";
  for (long i = 0; i < x.size(); ++i) s += fmt::format("{}(X_{} {:.17g})", i ? "\n " : "", i, x(i));
  for (long j = 0; j < y.size(); ++j) s += fmt::format("\n (Y_{} {:.17g})", j, y(j));
  return s + ")";
}

}  // namespace shardproof::robustness
