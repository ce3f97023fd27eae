// \file The thin SMT layer of verify/ (after Alive2's smt/expr.h): integer terms over Z3
// with the few operations the collectives' provenance semantics need — bounded
// variables, div/mod by constants, mixed-radix numbers and their digits — so that each
// collective's semantics in provenance.cpp reads like its definition.
//
//   mesh <["x"=2, "y"=4]>, axes {"y","x"}: position(d) = y(d) * 2 + x(d)
//     smt::mixed_radix({y, x}, {4, 2})            -> y*2 + x
//     smt::digits(ctx, q, {4, 2})                 -> {(q div 2) mod 4, q mod 2}
//       (as variables: q = 2 q1 + r0, q1 = 4 q2 + r1, 0 <= r0 < 2, 0 <= r1 < 4 -> {r1, r0})
//
// All values the encoding manipulates are nonnegative, so Z3's Euclidean `div`/`mod`
// (BUILD-NOTES.md) coincide with C++'s `/` and `%` on them.
#pragma once

#include <z3++.h>

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace shardproof::verify::smt {

using Expr = z3::expr;

// Holds a Z3 context, makes fresh bounded variables and collects their bounds.
// The z3::context is this thread's, shared by the Contexts the thread makes one after
// another (making one costs ~1.5 ms with Z3 4.8.12, as much as a typical query): each
// query gets its own solver, so sharing the term store changes no answer (terms are
// hash-consed values; a variable is only constrained by what its own solver asserts).
// A context that a watchdog interrupted is never reused (see check()); a z3::context is
// not thread-safe, hence one per thread.
class Context {
 public:
  Context();
  Context(const Context&) = delete;
  Context& operator=(const Context&) = delete;

  z3::context& z3() { return *ctx_; }
  Expr lit(int64_t v) { return ctx_->int_val(static_cast<int64_t>(v)); }
  Expr truth(bool b) { return ctx_->bool_val(b); }
  // A fresh integer variable with 0 <= v < bound (the bound is recorded in bounds()).
  Expr var(const std::string& name, int64_t bound);
  // The quotient and remainder of e by a constant k >= 2 as two fresh integer variables
  // q, r with e = k q + r and 0 <= r < k (recorded in bounds()), made once per (e, k).
  //
  // Why not Z3's `div`/`mod` terms: Z3 rewrites each of them on its own (the solver's
  // SMT-LIB dump of an exchange query shows (l + 17 a) mod 2 as (l + a) mod 2 beside
  // (l + 17 a) div 2), so the quotient and the remainder of one division can reach the
  // solver as terms of different arguments, no longer tied by e = k (e div k) + e mod k,
  // one linear equation here. Measured on proofs_runner --quick --threads 1 (1,506
  // queries, 829 of them plans ending with an exchange): solver time 28.6 s -> 14.7 s, the
  // exchange's queries ~32 ms -> ~15 ms each (before the quotient bounds of divmod()).
  // Soundness: for every integer e and k >= 1 exactly one pair (q, r) satisfies
  // e = k q + r, 0 <= r < k, and it is (e div k, e mod k) in SMT-LIB's Euclidean
  // semantics (the remainder is nonnegative). So the query with the variables is
  // satisfiable exactly when the one with the div/mod terms is, with the same models on
  // the other variables: unsat is still a proof, and a model's q and r are the values the
  // terms would take (a counterexample reads the same).
  struct QuotientRemainder {
    Expr quotient, remainder;
  };
  QuotientRemainder divmod(const Expr& e, int64_t k);
  // [lo, hi] that an integer term takes in every model of bounds(), by interval arithmetic
  // over the variables' ranges (numerals, var() and divmod() variables, +, *, ite);
  // nullopt for a term not built from those.
  using Range = std::pair<int64_t, int64_t>;
  std::optional<Range> range(const Expr& e);
  // Conjunction of every bound of every variable made so far (and the definitions of the
  // divmod variables).
  Expr bounds();

 private:
  std::shared_ptr<z3::context> ctx_;
  std::vector<Expr> bounds_;
  // (term id, k) -> its divmod variables; the term is kept alive by its definition in bounds_.
  std::map<std::pair<unsigned, int64_t>, QuotientRemainder> divmods_;
  // Range of every variable and of every term already asked about, by term id; the term is
  // held so that its id cannot be reused by another term while this Context lives.
  struct Known {
    Expr term;
    Range range;
  };
  std::map<unsigned, Known> ranges_;
  int counter_ = 0;
};

// e div k and e mod k for a constant k >= 1 (folded when e is a literal or k == 1); else
// the quotient / remainder variable of ctx.divmod(e, k).
Expr div(Context& ctx, const Expr& e, int64_t k);
Expr mod(Context& ctx, const Expr& e, int64_t k);
// d_0 * (s_1 ... s_{n-1}) + ... + d_{n-1}: the number whose digits (major first) are d.
Expr mixed_radix(Context& ctx, const std::vector<Expr>& digits, const std::vector<int64_t>& sizes);
// The digits of q (major first) in the mixed radix `sizes`: q's remainders by the sizes,
// minor first, each divmod taken of the previous quotient.
std::vector<Expr> digits(Context& ctx, const Expr& q, const std::vector<int64_t>& sizes);
// Conjunction / disjunction of a list (true / false when empty).
Expr all_of(Context& ctx, const std::vector<Expr>& es);
Expr any_of(Context& ctx, const std::vector<Expr>& es);
// solver.check() with a wall-clock limit: a watchdog thread interrupts the context when the
// limit passes (the answer is then unknown). Z3 4.8.12's own "timeout" parameter can
// deadlock in its timer thread when many solvers with timeouts are made one after another.
// When the watchdog fires, the calling thread's shared context (if it is `ctx`) is retired,
// so that no later query runs on a context with a pending interrupt.
// A query that throws (out of memory, see set_memory_limit) retires the context the same way.
z3::check_result check(z3::context& ctx, z3::solver& solver, double timeout_s);
// Z3's memory limit, in MiB (0: none; at most 4 GiB). Z3 counts memory for the whole
// process, not per context, so this is process-wide; set again only when the value changes.
// Above it a query stops with unknown: the SMT kernel checks `memory_high_watermark` between
// search steps and answers unknown ("memout"); never a proof. (Building a query takes little
// memory; the search is what grows.) A z3::exception("out of memory") from elsewhere is
// turned into unknown by the callers as well.
//   smt::set_memory_limit(4096);   // verify's default (VerifyOptions::solver_memory_mib)
void set_memory_limit(unsigned mebibytes);
// The reason Z3 gives when it stopped for memory ("memout", "out of memory", ...).
bool is_out_of_memory(const std::string& reason);
// Drops this thread's shared z3::context (after an exception left it in an unknown state);
// the next Context makes a fresh one.
void retire_thread_context();
// Evaluates an integer term in a model (completing unconstrained variables).
int64_t value(const z3::model& model, const Expr& e);

}  // namespace shardproof::verify::smt
