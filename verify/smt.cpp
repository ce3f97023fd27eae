// \file The thin SMT layer (see smt.h): bounded variables, constant div/mod, mixed radix.
//
//   smt::digits(ctx, q, {2, 2}) on x=4 split as "x":(1)2,"x":(2)2 -> {q1 mod 2, q mod 2},
//   q1 = q div 2 (each div/mod pair a quotient and a remainder variable, see Context::divmod)
#include "verify/smt.h"

#include <algorithm>
#include <chrono>
#include <climits>
#include <condition_variable>
#include <mutex>
#include <stdexcept>
#include <thread>

namespace shardproof::verify::smt {

namespace {
// This thread's z3::context (see Context); reset to null when interrupted.
thread_local std::shared_ptr<z3::context> thread_context;
}  // namespace

void retire_thread_context() { thread_context.reset(); }

void set_memory_limit(unsigned mebibytes) {
  static std::mutex mutex;
  static unsigned current = 0;  // Z3's default: no limit
  std::lock_guard<std::mutex> lock(mutex);
  if (mebibytes == current) return;
  // A global parameter: Z3 applies it to its allocator at once (memory::set_high_watermark),
  // for contexts old and new. Z3 4.8.12 reads memory_high_watermark in bytes (its help text
  // says megabytes; measured: 20971520 stops a query at ~20 MiB, 4096 at once); it is an
  // unsigned int, so it saturates at 4 GiB - 1.
  // Not memory_max_size (the hard limit, in megabytes): past it every allocation throws, and
  // Z3_mk_context then returns null, which z3::context dereferences (measured: SIGSEGV in
  // Z3_set_error_handler on the next Context after a query went over).
  const uint64_t watermark_bytes = std::min<uint64_t>(uint64_t{mebibytes} << 20, UINT_MAX);
  z3::set_param("memory_high_watermark", std::to_string(watermark_bytes).c_str());
  current = mebibytes;
}

bool is_out_of_memory(const std::string& reason) {
  return reason.find("memout") != std::string::npos || reason.find("out of memory") != std::string::npos ||
         reason.find("max. memory") != std::string::npos;
}

Context::Context() {
  if (!thread_context) thread_context = std::make_shared<z3::context>();
  ctx_ = thread_context;
}

Expr Context::var(const std::string& name, int64_t bound) {
  Expr v = ctx_->int_const((name + "!" + std::to_string(counter_++)).c_str());
  bounds_.push_back(v >= 0 && v < lit(bound));
  ranges_.emplace(v.id(), Known{v, {0, bound - 1}});
  return v;
}

Expr Context::bounds() { return all_of(*this, bounds_); }

namespace {
bool literal(const Expr& e, int64_t& out) { return e.is_numeral_i64(out); }
}  // namespace

Context::QuotientRemainder Context::divmod(const Expr& e, int64_t k) {
  if (k < 2) throw std::logic_error("smt::Context::divmod by a constant below 2");
  const auto key = std::make_pair(e.id(), k);
  if (auto it = divmods_.find(key); it != divmods_.end()) return it->second;
  const int n = counter_++;
  const Expr q = ctx_->int_const(("quotient!" + std::to_string(n)).c_str());
  const Expr r = ctx_->int_const(("remainder!" + std::to_string(n)).c_str());
  bounds_.push_back(e == lit(k) * q + r);
  bounds_.push_back(r >= 0 && r < lit(k));
  ranges_.emplace(r.id(), Known{r, {0, k - 1}});
  // The quotient's range, from e's: floor(x / k) is monotone in x, so every model has
  // lo div k <= q <= hi div k when lo <= e <= hi. A consequence of the constraints already
  // asserted (so asserting it keeps the same models: unsat is still a proof), stated so
  // that the solver starts from bounded variables. Measured: without it, a quotient of a
  // quotient (a device's digits taken from a block index) is unbounded above, and the
  // exchange's queries spent ~10 ms each branching on it (bounded-exhaustive --quick:
  // 12 s -> 4 s of solver time, single thread).
  if (const auto er = range(e)) {
    const auto floor_div = [k](int64_t v) { return v >= 0 ? v / k : -((-v + k - 1) / k); };
    const Range qr{floor_div(er->first), floor_div(er->second)};
    bounds_.push_back(q >= lit(qr.first) && q <= lit(qr.second));
    ranges_.emplace(q.id(), Known{q, qr});
  }
  return divmods_.emplace(key, QuotientRemainder{q, r}).first->second;
}

std::optional<Context::Range> Context::range(const Expr& e) {
  int64_t v = 0;
  if (e.is_numeral_i64(v)) return Range{v, v};
  if (auto it = ranges_.find(e.id()); it != ranges_.end()) return it->second.range;
  if (!e.is_app() || !e.is_int()) return std::nullopt;
  const Z3_decl_kind op = e.decl().decl_kind();
  std::vector<Range> args;
  for (unsigned i = op == Z3_OP_ITE ? 1 : 0; i < e.num_args(); ++i) {  // an ite's condition has no range
    const auto a = range(e.arg(i));
    if (!a) return std::nullopt;
    args.push_back(*a);
  }
  if (args.empty()) return std::nullopt;  // a constant that no var() or divmod() made
  // Interval arithmetic; an overflow of int64 (never with real mesh and array sizes) gives
  // no range rather than a wrong one.
  bool overflow = false;
  const auto add = [&](int64_t a, int64_t b) {
    int64_t out = 0;
    overflow = overflow || __builtin_add_overflow(a, b, &out);
    return out;
  };
  const auto mul = [&](int64_t a, int64_t b) {
    int64_t out = 0;
    overflow = overflow || __builtin_mul_overflow(a, b, &out);
    return out;
  };
  Range out = args[0];
  switch (op) {
    case Z3_OP_ADD:
      for (size_t i = 1; i < args.size(); ++i) out = {add(out.first, args[i].first), add(out.second, args[i].second)};
      break;
    case Z3_OP_MUL:
      for (size_t i = 1; i < args.size(); ++i) {
        const int64_t c[] = {mul(out.first, args[i].first), mul(out.first, args[i].second),
                             mul(out.second, args[i].first), mul(out.second, args[i].second)};
        out = {*std::min_element(c, c + 4), *std::max_element(c, c + 4)};
      }
      break;
    case Z3_OP_ITE:  // either branch
      out = {std::min(args[0].first, args[1].first), std::max(args[0].second, args[1].second)};
      break;
    default: return std::nullopt;  // (subtraction and the rest are not built here)
  }
  if (overflow) return std::nullopt;
  ranges_.emplace(e.id(), Known{e, out});
  return out;
}

namespace {
// 0 <= e < k in every model (by e's range): then e div k = 0 and e mod k = e (a remainder
// taken again, a digit of a single-atom position).
bool below(Context& ctx, const Expr& e, int64_t k) {
  const auto r = ctx.range(e);
  return r && r->first >= 0 && r->second < k;
}
}  // namespace

Expr div(Context& ctx, const Expr& e, int64_t k) {
  if (k < 1) throw std::logic_error("smt::div by a non-positive constant");
  if (k == 1) return e;
  int64_t v = 0;
  if (literal(e, v) && v >= 0) return e.ctx().int_val(static_cast<int64_t>(v / k));
  if (below(ctx, e, k)) return e.ctx().int_val(0);
  return ctx.divmod(e, k).quotient;
}

Expr mod(Context& ctx, const Expr& e, int64_t k) {
  if (k < 1) throw std::logic_error("smt::mod by a non-positive constant");
  if (k == 1) return e.ctx().int_val(0);
  int64_t v = 0;
  if (literal(e, v) && v >= 0) return e.ctx().int_val(static_cast<int64_t>(v % k));
  if (below(ctx, e, k)) return e;
  return ctx.divmod(e, k).remainder;
}

Expr mixed_radix(Context& ctx, const std::vector<Expr>& ds, const std::vector<int64_t>& sizes) {
  Expr acc = ctx.lit(0);
  int64_t v = 0;
  for (size_t i = 0; i < ds.size(); ++i) {
    if (acc.is_numeral_i64(v) && v == 0) acc = ds[i];
    else acc = acc * ctx.lit(sizes[i]) + ds[i];
  }
  return acc;
}

std::vector<Expr> digits(Context& ctx, const Expr& q, const std::vector<int64_t>& sizes) {
  // (q div (s_{i+1} ... s_{n-1})) mod s_i, with the division by the product taken one size
  // at a time: floor(floor(q / a) / b) = floor(q / (a b)) for a, b >= 1.
  std::vector<Expr> out(sizes.size(), q);
  Expr rest = q;
  for (size_t i = sizes.size(); i-- > 0;) {
    out[i] = mod(ctx, rest, sizes[i]);
    if (i > 0) rest = div(ctx, rest, sizes[i]);
  }
  return out;
}

Expr all_of(Context& ctx, const std::vector<Expr>& es) {
  if (es.empty()) return ctx.truth(true);
  z3::expr_vector v(ctx.z3());
  for (const auto& e : es) v.push_back(e);
  return z3::mk_and(v);
}

Expr any_of(Context& ctx, const std::vector<Expr>& es) {
  if (es.empty()) return ctx.truth(false);
  z3::expr_vector v(ctx.z3());
  for (const auto& e : es) v.push_back(e);
  return z3::mk_or(v);
}

z3::check_result check(z3::context& ctx, z3::solver& solver, double timeout_s) {
  std::mutex m;
  std::condition_variable cv;
  bool done = false;
  bool fired = false;
  std::thread watchdog([&] {
    std::unique_lock<std::mutex> lock(m);
    if (!cv.wait_for(lock, std::chrono::duration<double>(timeout_s), [&] { return done; })) {
      fired = true;
      ctx.interrupt();
    }
  });
  // An interrupted context may keep its cancel flag past this check: retire it.
  auto retire = [&] {
    if (fired && thread_context.get() == &ctx) thread_context.reset();
  };
  z3::check_result r = z3::unknown;
  try {
    r = solver.check();
  } catch (...) {
    {
      std::lock_guard<std::mutex> lock(m);
      done = true;
    }
    cv.notify_all();
    watchdog.join();
    fired = true;  // an exception (e.g. out of memory) leaves the context as unknown as an interrupt
    retire();
    throw;
  }
  {
    std::lock_guard<std::mutex> lock(m);
    done = true;
  }
  cv.notify_all();
  watchdog.join();
  retire();
  return r;
}

int64_t value(const z3::model& model, const Expr& e) {
  int64_t v = 0;
  if (!model.eval(e, true).is_numeral_i64(v)) throw std::logic_error("smt::value: not an integer");
  return v;
}

}  // namespace shardproof::verify::smt
