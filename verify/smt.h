// \file The thin SMT layer of verify/ (after Alive2's smt/expr.h): integer terms over Z3
// with the few operations the collectives' provenance semantics need — bounded
// variables, div/mod by constants, mixed-radix numbers and their digits — so that each
// collective's semantics in provenance.cpp reads like its definition.
//
//   mesh <["x"=2, "y"=4]>, axes {"y","x"}: position(d) = y(d) * 2 + x(d)
//     smt::mixed_radix({y, x}, {4, 2})            -> y*2 + x
//     smt::digits(q, {4, 2})                      -> {(q div 2) mod 4, q mod 2}
//
// All values the encoding manipulates are nonnegative, so Z3's Euclidean `div`/`mod`
// (BUILD-NOTES.md) coincide with C++'s `/` and `%` on them.
#pragma once

#include <z3++.h>

#include <cstdint>
#include <memory>
#include <string>
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
  // Conjunction of every bound of every variable made so far.
  Expr bounds();

 private:
  std::shared_ptr<z3::context> ctx_;
  std::vector<Expr> bounds_;
  int counter_ = 0;
};

// e div k and e mod k for a constant k >= 1 (folded when e is a literal or k == 1).
Expr div(const Expr& e, int64_t k);
Expr mod(const Expr& e, int64_t k);
// d_0 * (s_1 ... s_{n-1}) + ... + d_{n-1}: the number whose digits (major first) are d.
Expr mixed_radix(Context& ctx, const std::vector<Expr>& digits, const std::vector<int64_t>& sizes);
// The digits of q (major first) in the mixed radix `sizes`.
std::vector<Expr> digits(const Expr& q, const std::vector<int64_t>& sizes);
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
