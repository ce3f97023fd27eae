// \file The lemma queries (see lemmas.h and PROOFS.md) and the bounded-exhaustive check.
//
//   lemma all_slice: b0 = ceil(n/k0), b1 = ceil(n/(k0 g)), compatible padding, device block
//   p0 g + j, l < b1, real (p0 g + j) b1 + l < n  =>  j b1 + l < b0 and p0 b0 + j b1 + l = (p0 g + j) b1 + l
#include "proofs/lemmas.h"

#include <fmt/format.h>
#include <z3++.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <climits>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <thread>

#include "redistribute/synthesize.h"
#include "types/error.h"
#include "verify/smt.h"
#include "verify/verify.h"

namespace shardproof::proofs {

using z3::expr;

LemmaResult prove(const std::string& name, const std::string& statement, double timeout_s, int64_t bound,
                  const std::function<expr(Query&)>& build, std::string* model) {
  LemmaResult r{name, statement, "unknown", 0, 0};
  const auto t0 = std::chrono::steady_clock::now();
  for (int attempt = 0; attempt < 2; ++attempt) {
    z3::context c;
    Query q{c, {}, {}};
    const expr violated = build(q);
    z3::solver s(c);
    for (const auto& f : q.facts) s.add(f);
    if (attempt == 1)
      for (const auto& v : q.sizes) s.add(v <= c.int_val(static_cast<int64_t>(bound)));
    s.add(violated);
    const auto res = verify::smt::check(c, s, timeout_s);
    if (res == z3::unsat) {
      r.status = attempt == 0 ? "proved" : "proved up to bound";
      r.bound = attempt == 0 ? 0 : bound;
      break;
    }
    if (res == z3::sat) {
      r.status = "refuted";
      if (model) {  // the counterexample, one "name=value" per constant, in the model's order
        const z3::model m = s.get_model();
        model->clear();
        for (unsigned i = 0; i < m.num_consts(); ++i) {
          const z3::func_decl d = m.get_const_decl(i);
          *model += fmt::format("{}{}={}", model->empty() ? "" : " ", d.name().str(),
                                m.get_const_interp(d).to_string());
        }
      }
      break;
    }
  }
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return r;
}

namespace {

// The lemmas of the rule's cancellation and where each collective puts every element: all_slice, all_gather, all_to_all.
void position_lemmas(std::vector<LemmaResult>& out, double timeout_s, int64_t bound) {
  out.push_back(prove("padding_cancellation", "k (g b1) = k b0 and k >= 1 => b0 = g b1 (the rule's equation, cancelled)",
                      timeout_s, bound, [](Query& q) {
                        expr k = q.size("k"), g = q.size("g"), b0 = q.size("b0"), b1 = q.size("b1");
                        q.facts.push_back(k * (g * b1) == k * b0);
                        return b0 != g * b1;
                      }));
  // all_slice(i, A): [.., {A0}, ..] -> [.., {A0, A}, ..]
  out.push_back(prove("all_slice", "(d,l) <- (d, j b1 + l) lands on (p0 g + j) b1 + l and never on padding", timeout_s,
                      bound, [](Query& q) {
                        expr n = q.size("n"), k0 = q.size("k0"), g = q.size("g"), b0 = q.size("b0"), b1 = q.size("b1");
                        q.ceil_div(b0, n, k0);
                        q.ceil_div(b1, n, k0 * g);
                        q.compatible(k0, b0, k0 * g, b1, g, true);
                        expr p0 = q.index("p0", k0), j = q.index("j", g), l = q.index("l", b1);
                        expr want = (p0 * g + j) * b1 + l;
                        expr src_l = j * b1 + l;
                        return want < n && (src_l >= b0 || p0 * b0 + src_l != want);
                      }));
  // Monotonicity of a product, proved on its own and then used as a hypothesis instance in
  // all_gather (Z3's nonlinear engine finds this step alone but not inside the larger query).
  out.push_back(prove("product_monotone", "m >= g, b >= 1 => m b >= g b", timeout_s, bound, [](Query& q) {
    expr g = q.size("g"), b = q.size("b");
    expr m = q.c.int_const("m");
    q.facts.push_back(m >= 0);
    return m >= g && m * b < g * b;
  }));
  // all_gather(i, A): [.., {A0, A}, ..] -> [.., {A0}, ..]
  out.push_back(prove("all_gather", "(d,l) <- (d[A := l div b1], l mod b1) lands on p0 b0 + l", timeout_s, bound,
                      [](Query& q) {
                        expr n = q.size("n"), k0 = q.size("k0"), g = q.size("g"), b0 = q.size("b0"), b1 = q.size("b1");
                        q.ceil_div(b0, n, k0);
                        q.ceil_div(b1, n, k0 * g);
                        q.compatible(k0 * g, b1, k0, b0, g, false);
                        expr p0 = q.index("p0", k0), l = q.index("l", b0);
                        expr m = q.c.int_const("m"), r = q.index("r", b1);  // l = m b1 + r
                        q.facts.push_back(m >= 0 && l == m * b1 + r);
                        q.facts.push_back(z3::implies(m >= g, m * b1 >= g * b1));  // lemma product_monotone
                        expr want = p0 * b0 + l;
                        return want < n && (m >= g || (p0 * g + m) * b1 + r != want);
                      }));
  // all_to_all(A, i -> j): gather on i and slice on j at once
  out.push_back(prove("all_to_all",
                      "(d,l) <- (d[A := l_i div bi1], (l_i mod bi1, p bj1 + l_j)) lands on the destination's element",
                      timeout_s, bound, [](Query& q) {
                        expr ni = q.size("ni"), ki = q.size("ki"), g = q.size("g"), bi0 = q.size("bi0"),
                             bi1 = q.size("bi1");
                        expr nj = q.size("nj"), kj = q.size("kj"), bj0 = q.size("bj0"), bj1 = q.size("bj1");
                        q.ceil_div(bi0, ni, ki);  // after, on i
                        q.ceil_div(bi1, ni, ki * g);  // before, on i
                        q.ceil_div(bj0, nj, kj);  // before, on j
                        q.ceil_div(bj1, nj, kj * g);  // after, on j
                        q.compatible(ki * g, bi1, ki, bi0, g, false);
                        q.compatible(kj, bj0, kj * g, bj1, g, true);
                        expr pi = q.index("pi", ki), pj = q.index("pj", kj), p = q.index("p", g);
                        expr li = q.index("li", bi0), lj = q.index("lj", bj1);
                        expr m = q.c.int_const("m"), r = q.index("r", bi1);
                        q.facts.push_back(m >= 0 && li == m * bi1 + r);
                        expr want_i = pi * bi0 + li, want_j = (pj * g + p) * bj1 + lj;
                        expr src_lj = p * bj1 + lj;
                        return want_i < ni && want_j < nj &&
                               (m >= g || src_lj >= bj0 || (pi * g + m) * bi1 + r != want_i || pj * bj0 + src_lj != want_j);
                      }));
}

// The lemmas of each partial summed once: reduce_scatter, all_reduce, a hierarchical reduction.
void reduction_lemmas(std::vector<LemmaResult>& out, double timeout_s, int64_t bound) {
  // reduce_scatter(i, A): slice on i, summed over the members m of A, each a distinct partial.
  out.push_back(prove("reduce_scatter",
                      "sum over m < g of (d[A := m], p b1 + l): the right element, each partial once", timeout_s, bound,
                      [](Query& q) {
                        expr n = q.size("n"), k0 = q.size("k0"), g = q.size("g"), b0 = q.size("b0"), b1 = q.size("b1");
                        expr hi = q.size("hi"), lo = q.size("lo");  // unreduced digits around A's
                        q.ceil_div(b0, n, k0);
                        q.ceil_div(b1, n, k0 * g);
                        q.compatible(k0, b0, k0 * g, b1, g, true);
                        expr p0 = q.index("p0", k0), p = q.index("p", g), l = q.index("l", b1);
                        expr m1 = q.index("m1", g), m2 = q.index("m2", g);
                        expr h = q.index("h", hi), o = q.index("o", lo);
                        expr want = (p0 * g + p) * b1 + l, src_l = p * b1 + l;
                        expr u1 = (h * g + m1) * lo + o, u2 = (h * g + m2) * lo + o;
                        return want < n && (src_l >= b0 || p0 * b0 + src_l != want || (m1 != m2 && u1 == u2));
                      }));
  out.push_back(prove("all_reduce", "sum over m < g of (d[A := m], l): each partial once, same element", timeout_s,
                      bound, [](Query& q) {
                        expr g = q.size("g"), hi = q.size("hi"), lo = q.size("lo");
                        expr m1 = q.index("m1", g), m2 = q.index("m2", g), h = q.index("h", hi), o = q.index("o", lo);
                        return m1 != m2 && (h * g + m1) * lo + o == (h * g + m2) * lo + o;
                      }));
  // A hierarchical reduction (redistribute/hierarchical.h) reduces a group of go x gi members
  // in two collectives, over the inner part (mi < gi) and then the outer (mo < go), in either
  // order: the member (mo, mi) has index mo gi + mi in the whole group, and that map is a
  // bijection onto [0, go gi), so every partial is summed exactly once, as by the flat
  // all_reduce. (Positions: the reduce_scatter's slice and the all_gather that undoes it
  // are the lemmas above.) Onto: m = q gi + r with r < gi and q >= go would give
  // m >= go gi (product_monotone, as a hypothesis instance). Only the split into a major and
  // a minor run of the group's digits: interleaved level classes are proved per plan (verify/).
  out.push_back(prove("hierarchical_reduction",
                      "(mo, mi) -> mo gi + mi is a bijection from [0,go) x [0,gi) onto [0, go gi): each partial "
                      "summed once",
                      timeout_s, bound, [](Query& q) {
                        expr go = q.size("go"), gi = q.size("gi");
                        expr mo1 = q.index("mo1", go), mi1 = q.index("mi1", gi);
                        expr mo2 = q.index("mo2", go), mi2 = q.index("mi2", gi);
                        const expr not_one_to_one =
                            (mo1 != mo2 || mi1 != mi2) && mo1 * gi + mi1 == mo2 * gi + mi2;
                        expr m = q.index("m", go * gi), r = q.index("r", gi);
                        expr quotient = q.c.int_const("quotient");
                        q.facts.push_back(quotient >= 0 && m == quotient * gi + r);
                        q.facts.push_back(z3::implies(quotient >= go, quotient * gi >= go * gi));  // product_monotone
                        return not_one_to_one || quotient >= go;
                      }));
}

// The lemmas of point-to-point moves: collective_permute, exchange and its replicas.
void point_to_point_lemmas(std::vector<LemmaResult>& out, double timeout_s, int64_t bound) {
  out.push_back(prove("collective_permute",
                      "a sender whose old block is the receiver's new block holds the receiver's element", timeout_s,
                      bound, [](Query& q) {
                        expr n = q.size("n"), k = q.size("k"), b = q.size("b");
                        q.ceil_div(b, n, k);
                        expr t_before = q.index("t_before", k), t_after = q.index("t_after", k), l = q.index("l", b);
                        q.facts.push_back(t_before == t_after);
                        return t_after * b + l < n && t_before * b + l != t_after * b + l;
                      }));
  // exchange(type'): per dimension, the receiver's element g = t b1 + l lies in source block
  // m = g div b0 at offset r = g mod b0, and that block exists: m < k0 (the owner holds a
  // real element, not padding, and it is g). With g = m b0 + r, m >= k0 would give
  // m b0 >= k0 b0 >= n > g (product_monotone, as a hypothesis instance).
  out.push_back(prove("exchange",
                      "(d,l) <- (owner of block g div b0, g mod b0) with g = t b1 + l < n: the block exists and its "
                      "element is g",
                      timeout_s, bound, [](Query& q) {
                        expr n = q.size("n"), k0 = q.size("k0"), k1 = q.size("k1"), b0 = q.size("b0"),
                             b1 = q.size("b1");
                        q.ceil_div(b0, n, k0);  // before: any block count, no padding rule
                        q.ceil_div(b1, n, k1);  // after
                        expr t = q.index("t", k1), l = q.index("l", b1);
                        expr m = q.c.int_const("m"), r = q.index("r", b0);
                        expr g = t * b1 + l;
                        q.facts.push_back(m >= 0 && g == m * b0 + r);
                        q.facts.push_back(z3::implies(m >= k0, m * b0 >= k0 * b0));  // lemma product_monotone
                        return g < n && (m >= k0 || m * b0 + r != g);
                      }));
  // The owner is the receiver itself exactly when the receiver holds the element: with
  // g = m b0 + r and p the receiver's own source block, m = p <=> p b0 <= g < p b0 + b0
  // (product_monotone instances for m >= p + 1 and m + 1 <= p).
  out.push_back(prove("transfer_exchange", "received from another owner <=> not held before (exactly the lacking elements)",
                      timeout_s, bound, [](Query& q) {
                        expr n = q.size("n"), k0 = q.size("k0"), b0 = q.size("b0");
                        q.ceil_div(b0, n, k0);
                        expr p = q.index("p", k0), m = q.c.int_const("m"), r = q.index("r", b0);
                        q.facts.push_back(m >= 0);
                        q.facts.push_back(z3::implies(m >= p + 1, m * b0 >= (p + 1) * b0));
                        q.facts.push_back(z3::implies(m + 1 <= p, (m + 1) * b0 <= p * b0));
                        expr g = m * b0 + r;
                        expr held = g >= p * b0 && g < p * b0 + b0;
                        return g < n && ((m != p) == held);
                      }));
  // Spreading over replicas: receivers with the same split position s and different
  // replicated positions a != a' read from different replicas, (a + s) mod R. Two sums
  // agree mod R iff they differ by e R for an integer e; |a - a'| < R forces e = 0
  // (product_monotone instances for e >= 1 and e <= -1).
  out.push_back(prove("exchange_replicas", "a, a' < R, (a + s) - (a' + s) = e R => a = a' (the rotation is a bijection)",
                      timeout_s, bound, [](Query& q) {
                        expr R = q.size("R"), s = q.size("s");
                        expr a = q.index("a", R), a2 = q.index("a2", R), e = q.c.int_const("e");
                        q.facts.push_back((a + s) - (a2 + s) == e * R);
                        q.facts.push_back(z3::implies(e >= 1, e * R >= R));
                        q.facts.push_back(z3::implies(e <= -1, e * R <= -R));
                        return a != a2;
                      }));
}

// The lemmas of the memory bound: no phase of a plan holds more than max(source, target) per device.
void memory_lemmas(std::vector<LemmaResult>& out, double timeout_s, int64_t bound) {
  // Memory: divisible shapes; local elements = N / K with K the product of block counts.
  out.push_back(prove("memory_slice_phase", "K_0 <= K_s and K_{s+1} = K_s g (g >= 1) => K_0 <= K_{s+1}", timeout_s,
                      bound, [](Query& q) {
                        expr k0 = q.size("K0"), ks = q.size("Ks"), g = q.size("g");
                        return k0 <= ks && !(k0 <= ks * g);
                      }));
  out.push_back(prove("memory_middle_phase", "all_to_all keeps K: (k_i g) k_j = k_i (k_j g)", timeout_s, bound,
                      [](Query& q) {
                        expr ki = q.size("ki"), kj = q.size("kj"), g = q.size("g");
                        return (ki * g) * kj != ki * (kj * g);
                      }));
  out.push_back(prove("memory_gather_phase", "K_{s+1} >= K_S and K_s = K_{s+1} g => K_s >= K_S", timeout_s, bound,
                      [](Query& q) {
                        expr kS = q.size("KS"), k1 = q.size("K1"), g = q.size("g");
                        return k1 >= kS && !(k1 * g >= kS);
                      }));
  out.push_back(prove("memory_local_size", "n = k b (divisible) and K_s >= min(K_0, K_S) => b_s <= max(b_0, b_S)",
                      timeout_s, bound, [](Query& q) {
                        expr n = q.size("n"), k0 = q.size("k0"), ks = q.size("ks"), kS = q.size("kS");
                        expr b0 = q.size("b0"), bs = q.size("bs"), bS = q.size("bS");
                        q.facts.push_back(n == k0 * b0 && n == ks * bs && n == kS * bS);
                        q.facts.push_back(ks >= k0 || ks >= kS);
                        return bs > b0 && bs > bS;
                      }));
}

// The lemmas of no excess transfer: what a device receives is exactly what it lacks.
void transfer_lemmas(std::vector<LemmaResult>& out, double timeout_s, int64_t bound) {
  // No excess transfer: in a gather, position l comes from another member iff its element is
  // not in the device's own block before (so nothing held is received, everything missing is).
  out.push_back(prove("transfer_all_gather", "received from another member <=> not held before (exactly once)",
                      timeout_s, bound, [](Query& q) {
                        expr n = q.size("n"), k0 = q.size("k0"), g = q.size("g"), b0 = q.size("b0"), b1 = q.size("b1");
                        q.ceil_div(b0, n, k0);
                        q.ceil_div(b1, n, k0 * g);
                        q.compatible(k0 * g, b1, k0, b0, g, false);
                        expr p0 = q.index("p0", k0), p = q.index("p", g), l = q.index("l", b0);
                        expr m = q.c.int_const("m"), r = q.index("r", b1);
                        q.facts.push_back(m >= 0 && l == m * b1 + r);
                        expr want = p0 * b0 + l;
                        expr own_lo = (p0 * g + p) * b1;
                        expr held = want >= own_lo && want < own_lo + b1;
                        return want < n && ((m != p) == held);
                      }));
  out.push_back(prove("transfer_all_to_all", "received from another member <=> not held before", timeout_s, bound,
                      [](Query& q) {
                        expr ni = q.size("ni"), ki = q.size("ki"), g = q.size("g"), bi0 = q.size("bi0"),
                             bi1 = q.size("bi1");
                        q.ceil_div(bi0, ni, ki);
                        q.ceil_div(bi1, ni, ki * g);
                        q.compatible(ki * g, bi1, ki, bi0, g, false);
                        expr pi = q.index("pi", ki), p = q.index("p", g), li = q.index("li", bi0);
                        expr m = q.c.int_const("m"), r = q.index("r", bi1);
                        q.facts.push_back(m >= 0 && li == m * bi1 + r);
                        expr want = pi * bi0 + li, own_lo = (pi * g + p) * bi1;
                        // on dim j the device keeps its own piece; on dim i it held block pi g + p
                        expr held = want >= own_lo && want < own_lo + bi1;
                        return want < ni && ((m != p) == held);
                      }));
}

}  // namespace

std::vector<LemmaResult> run_lemmas(double timeout_s, int64_t bound) {
  std::vector<LemmaResult> out;
  position_lemmas(out, timeout_s, bound);
  reduction_lemmas(out, timeout_s, bound);
  point_to_point_lemmas(out, timeout_s, bound);
  memory_lemmas(out, timeout_s, bound);
  transfer_lemmas(out, timeout_s, bound);
  return out;
}

namespace {

// Every type with whole axes: each axis to a dimension (in every order), unreduced, or replicated.
void all_types(const types::Mesh& mesh, int rank, std::vector<types::ShardingType>& out) {
  const int A = mesh.rank();
  std::vector<int> where(static_cast<size_t>(A), 0);
  std::function<void(int)> assign = [&](int a) {
    if (a == A) {
      // orders within each dimension: permutations of the axes assigned to it
      types::ShardingType t = types::ShardingType::fully_replicated(rank);
      for (int x = 0; x < A; ++x) {
        auto ref = types::resolve_axis_ref(mesh, types::AxisRef::whole(mesh.axes()[x].name));
        if (where[x] < rank) t.dims[where[x]].axes.push_back(ref);
        else if (where[x] == rank) t.unreduced.push_back(ref);
      }
      std::function<void(int, types::ShardingType&)> orders = [&](int d, types::ShardingType& cur) {
        if (d == rank) {
          out.push_back(cur);
          return;
        }
        auto& axes = cur.dims[d].axes;
        std::sort(axes.begin(), axes.end());
        do orders(d + 1, cur);
        while (std::next_permutation(axes.begin(), axes.end()));
      };
      orders(0, t);
      return;
    }
    for (int w = 0; w <= rank + 1; ++w) {
      where[a] = w;
      assign(a + 1);
    }
  };
  assign(0);
}

}  // namespace

namespace {

// ---- symmetry of the bounded-exhaustive check ------------------------------------------------
//
// An axis permutation pi of the mesh that maps every axis to one of the same size is a mesh
// automorphism: the device map sigma, (sigma c)[pi(a)] = c[a], is a bijection of devices, and
// for any type T and its renaming pi(T) (every axis reference a renamed pi(a), sub-axis
// parts unchanged: the sizes agree) device sigma(c) holds under pi(T) exactly the block that
// device c holds under T (a dimension's block index reads the coordinates of its axes; an
// unreduced index likewise). A collective over axes A applied at c and its renaming over
// pi(A) applied at sigma(c) exchange with sigma-images of the same group, in the same
// order. Hence after every step of pi(plan), device sigma(c) holds what c holds after the
// same step of plan: pi(plan) is correct for (pi S, pi T) iff plan is correct for (S, T),
// its local shapes are the same (memory), and its per-device transfer figures are those of
// sigma^-1 (transfer).
//
// So for every pair the check still synthesizes its plan; for a pair that is the image of
// its orbit's representative R (the least pair, by enumeration index, of the orbit), if its
// synthesized plan is literally pi(plan(R)) (step by step: kind, dims, renamed axes, renamed
// permute target; types compared canonicalized, as verify does) the representative's
// verdicts are its verdicts. If the synthesizer (whose cost model need not be symmetric:
// the topology tells major from minor mesh axes) chose a different plan, that plan is
// verified by its own query. Nothing is assumed about the synthesizer.

types::AxisRef rename(const types::AxisRef& a, const std::map<std::string, std::string>& pi) {
  types::AxisRef b = a;
  if (auto it = pi.find(a.name); it != pi.end()) b.name = it->second;
  return b;
}

std::vector<types::AxisRef> rename(const std::vector<types::AxisRef>& v, const std::map<std::string, std::string>& pi) {
  std::vector<types::AxisRef> out;
  for (const auto& a : v) out.push_back(rename(a, pi));
  return out;
}

types::ShardingType rename(const types::ShardingType& t, const std::map<std::string, std::string>& pi) {
  types::ShardingType u = t;
  for (auto& d : u.dims) d.axes = rename(d.axes, pi);
  u.replicated = rename(t.replicated, pi);
  u.unreduced = rename(t.unreduced, pi);
  return u;
}

// plan(image) == pi(plan(rep)), step by step.
bool is_renamed_plan(const types::Mesh& mesh, const redistribute::Plan& rep, const redistribute::Plan& image,
                     const std::map<std::string, std::string>& pi) {
  if (rep.steps.size() != image.steps.size()) return false;
  for (size_t s = 0; s < rep.steps.size(); ++s) {
    const auto& a = rep.steps[s].op;
    const auto& b = image.steps[s].op;
    if (a.kind != b.kind || a.dim != b.dim || a.to_dim != b.to_dim || rename(a.axes, pi) != b.axes) return false;
    if (a.kind == redistribute::CollectiveKind::collective_permute &&
        types::canonicalize(mesh, rename(a.target, pi)) != types::canonicalize(mesh, b.target))
      return false;
  }
  return true;
}

// The pairs of one mesh and rank, and how the mesh's nontrivial automorphisms permute its types.
struct Batch {
  types::Mesh mesh;
  int rank = 0;
  std::vector<int64_t> shape;
  std::vector<types::ShardingType> types;
  std::vector<std::map<std::string, std::string>> perms;  // axis renamings, identity excluded
  std::vector<std::vector<int>> image;                    // image[p][i]: index of perms[p](types[i])
};

// One representative pair and the other pairs of its orbit (each with a renaming onto it).
struct Task {
  int batch = 0, src = 0, dst = 0;
  std::vector<std::pair<int, std::pair<int, int>>> images;  // (perm index, (src, dst))
};

// The per-query log of run_exhaustive (see lemmas.h), shared by the workers.
class QueryLog {
 public:
  explicit QueryLog(const std::string& path) : out_(std::fopen(path.c_str(), "w")) {
    if (!out_) throw std::runtime_error(fmt::format("--query-log: cannot write {}", path));
  }
  QueryLog(const QueryLog&) = delete;
  QueryLog& operator=(const QueryLog&) = delete;
  ~QueryLog() { std::fclose(out_); }
  void write(const types::Mesh& mesh, const types::ShardingType& src, const types::ShardingType& dst,
             const redistribute::Plan& plan, double seconds) {
    std::string kinds;
    // A sub-axis prints as "x":(pre)size in a type or a step.
    bool sub_axes = false;
    for (const auto& step : plan.steps) {
      kinds += (kinds.empty() ? "" : ",") + redistribute::to_string(step.op.kind);
      sub_axes = sub_axes || redistribute::describe(mesh, step.op).find(":(") != std::string::npos;
    }
    const std::string pair = fmt::format("{} {} -> {}", mesh.to_shardy(), types::to_string(mesh, src),
                                         types::to_string(mesh, dst));
    sub_axes = sub_axes || pair.find(":(") != std::string::npos;
    const bool partial_sums = types::num_unreduced(mesh, src) > 1;
    std::lock_guard<std::mutex> lock(mutex_);
    std::fputs(fmt::format("{}\t{:.6f}\t{}\t{}\t{}\t{}\n", count_++, seconds, kinds, sub_axes ? 1 : 0,
                           partial_sums ? 1 : 0, pair).c_str(),
               out_);
  }

 private:
  std::FILE* out_;
  std::mutex mutex_;
  int64_t count_ = 0;
};

struct Counts {
  int64_t pairs = 0, proved = 0, refuted = 0, unknown = 0, within_bound = 0, transfer_clean = 0;
  int64_t queries = 0, by_symmetry = 0;
  size_t failure_task = SIZE_MAX;
  std::string first_failure;
};

// Every mesh of 1..max_axes axes of sizes 2..max_size, every rank up to max_rank, every type
// pair (one shape per rank that pads on dimension 0): the pairs that represent their orbit
// under the renamings of equal-sized axes that keep the enumerated types closed, every
// stride-th of them, as tasks with their images. Returns the number of meshes.
int64_t enumerate_pairs(int max_axes, int64_t max_size, int max_rank, int64_t stride, std::vector<Batch>& batches,
                        std::vector<Task>& tasks) {
  int64_t meshes = 0;
  const char* names[] = {"x", "y", "z"};
  int64_t counter = 0;
  for (int axes = 1; axes <= max_axes; ++axes) {
    std::vector<int64_t> sizes(static_cast<size_t>(axes), 2);
    while (true) {
      std::vector<types::MeshAxis> ma;
      for (int a = 0; a < axes; ++a) ma.push_back({names[a], sizes[a]});
      const types::Mesh mesh(ma);
      ++meshes;
      for (int rank = 1; rank <= max_rank; ++rank) {
        Batch b{mesh, rank, {}, {}, {}, {}};
        all_types(mesh, rank, b.types);
        // one shape that pads (n = devices + 1 on dim 0) and divisible elsewhere
        b.shape.assign(static_cast<size_t>(rank), mesh.num_devices());
        b.shape[0] = mesh.num_devices() + 1;
        std::map<std::string, int> index;
        for (size_t i = 0; i < b.types.size(); ++i)
          index[types::to_string(mesh, types::canonicalize(mesh, b.types[i]))] = static_cast<int>(i);
        std::vector<int> perm(static_cast<size_t>(axes));
        for (int a = 0; a < axes; ++a) perm[a] = a;
        // Only when every enumerated type has its own canonical form (else: no symmetry).
        while (index.size() == b.types.size() && std::next_permutation(perm.begin(), perm.end())) {
          bool keeps_sizes = true;
          std::map<std::string, std::string> pi;
          for (int a = 0; a < axes; ++a) {
            keeps_sizes = keeps_sizes && sizes[a] == sizes[perm[a]];
            pi[names[a]] = names[perm[a]];
          }
          if (!keeps_sizes) continue;
          std::vector<int> img;
          for (const auto& t : b.types) {
            auto it = index.find(types::to_string(mesh, types::canonicalize(mesh, rename(t, pi))));
            if (it == index.end()) break;  // not closed: leave this renaming out
            img.push_back(it->second);
          }
          if (img.size() != b.types.size()) continue;
          b.perms.push_back(pi);
          b.image.push_back(img);
        }
        const int bi = static_cast<int>(batches.size());
        const int n = static_cast<int>(b.types.size());
        for (int i = 0; i < n; ++i)
          for (int j = 0; j < n; ++j) {
            if (!types::subtract_axes(mesh, b.types[i].unreduced, b.types[j].unreduced)) continue;
            // (i, j) represents its orbit when no renaming maps it to a smaller pair.
            Task task{bi, i, j, {}};
            bool representative = true;
            std::vector<std::pair<int, int>> seen{{i, j}};
            for (size_t p = 0; p < b.perms.size() && representative; ++p) {
              const std::pair<int, int> im{b.image[p][i], b.image[p][j]};
              if (im < std::pair<int, int>{i, j}) representative = false;
              else if (std::find(seen.begin(), seen.end(), im) == seen.end()) {
                seen.push_back(im);
                task.images.push_back({static_cast<int>(p), im});
              }
            }
            if (!representative) continue;
            if (counter++ % stride != 0) continue;
            tasks.push_back(std::move(task));
          }
        batches.push_back(std::move(b));
      }
      int a = axes - 1;
      while (a >= 0 && sizes[a] == max_size) sizes[a--] = 2;
      if (a < 0) break;
      ++sizes[a];
    }
  }
  return meshes;
}

}  // namespace

ExhaustiveResult run_exhaustive(int max_axes, int64_t max_size, int max_rank, int64_t stride, int threads,
                                const redistribute::SynthesisOptions& synthesis, const std::string& query_log) {
  ExhaustiveResult r;
  const auto t0 = std::chrono::steady_clock::now();
  const auto topo = redistribute::Topology::one_node_8_gpus();
  std::vector<Batch> batches;
  std::vector<Task> tasks;
  r.meshes = enumerate_pairs(max_axes, max_size, max_rank, stride, batches, tasks);

  std::optional<QueryLog> log;
  if (!query_log.empty()) log.emplace(query_log);
  // Workers take tasks in order; each thread has its own Z3 context (verify/smt.h).
  std::atomic<size_t> next{0};
  std::vector<Counts> counts(static_cast<size_t>(std::max(1, threads)));
  auto work = [&](Counts& c) {
    auto fail = [&](size_t k, const std::string& what) {
      if (k < c.failure_task) c.failure_task = k, c.first_failure = what;
    };
    auto tally = [&](const verify::Verification& v) {
      ++c.pairs;
      if (v.correctness.verdict == verify::Verdict::proved) ++c.proved;
      else if (v.correctness.verdict == verify::Verdict::refuted) ++c.refuted;
      else ++c.unknown;
      if (v.memory.verdict == verify::Verdict::proved) ++c.within_bound;
      if (v.transfer.verdict == verify::Verdict::proved) ++c.transfer_clean;
    };
    for (size_t k; (k = next.fetch_add(1)) < tasks.size();) {
      const Task& task = tasks[k];
      const Batch& b = batches[static_cast<size_t>(task.batch)];
      const types::TensorType tensor{b.shape, types::DType::f32};
      auto check = [&](const types::ShardingType& src, const types::ShardingType& dst,
                       const redistribute::Plan& plan) {
        ++c.queries;
        auto v = verify::verify_plan(plan, topo);
        if (log) log->write(b.mesh, src, dst, plan, v.correctness.seconds);
        if (v.correctness.verdict != verify::Verdict::proved)
          fail(k, fmt::format("{} {} -> {}: {}", b.mesh.to_shardy(), types::to_string(b.mesh, src),
                              types::to_string(b.mesh, dst), verify::describe(v)));
        return v;
      };
      const auto& src = b.types[static_cast<size_t>(task.src)];
      const auto& dst = b.types[static_cast<size_t>(task.dst)];
      try {
        const auto plan = redistribute::synthesize(b.mesh, tensor, src, dst, topo, synthesis);
        const auto v = check(src, dst, plan);
        tally(v);
        for (const auto& [p, im] : task.images) {
          const auto& isrc = b.types[static_cast<size_t>(im.first)];
          const auto& idst = b.types[static_cast<size_t>(im.second)];
          try {
            const auto iplan = redistribute::synthesize(b.mesh, tensor, isrc, idst, topo, synthesis);
            if (is_renamed_plan(b.mesh, plan, iplan, b.perms[static_cast<size_t>(p)])) {
              ++c.by_symmetry;
              tally(v);
              if (v.correctness.verdict != verify::Verdict::proved)
                fail(k, fmt::format("{} {} -> {} (image of the above): not proved", b.mesh.to_shardy(),
                                    types::to_string(b.mesh, isrc), types::to_string(b.mesh, idst)));
            } else {
              tally(check(isrc, idst, iplan));
            }
          } catch (const std::exception& e) {
            ++c.pairs, ++c.unknown;
            fail(k, e.what());
          }
        }
      } catch (const std::exception& e) {
        // the representative could not be synthesized or verified: its whole orbit is not proved
        c.pairs += 1 + static_cast<int64_t>(task.images.size());
        c.unknown += 1 + static_cast<int64_t>(task.images.size());
        fail(k, e.what());
      }
    }
  };
  std::vector<std::thread> pool;
  for (size_t t = 1; t < counts.size(); ++t) pool.emplace_back(work, std::ref(counts[t]));
  work(counts[0]);
  for (auto& t : pool) t.join();
  size_t failure_task = SIZE_MAX;
  for (const Counts& c : counts) {
    r.pairs += c.pairs, r.proved += c.proved, r.refuted += c.refuted, r.unknown += c.unknown;
    r.within_bound += c.within_bound, r.transfer_clean += c.transfer_clean;
    r.queries += c.queries, r.by_symmetry += c.by_symmetry;
    if (c.failure_task < failure_task) failure_task = c.failure_task, r.first_failure = c.first_failure;
  }
  r.representatives = static_cast<int64_t>(tasks.size());
  r.threads = static_cast<int>(counts.size());
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return r;
}

}  // namespace shardproof::proofs
