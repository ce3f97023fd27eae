// \file The rule lemmas (rule_lemmas.h, PROOFS.md "Sharding rules of ops"): per op, the local
// computation of its kernel on a device's block, under the layout lowering projects from the
// op's factors, against the global op. Sizes are symbolic; a device's block on a dimension of
// size n split k ways is t < k, of b = ceil(n/k) elements, local index l < b, global t b + l.
//
//   transpose: result dim j carries operand dim s_j's factor, hence its axes, block and size;
//     the kernel's result local index on j is the operand's on s_j: global indices agree
//   pad_index_map: the kernel's inverse map r -> (r - lo) / (interior + 1) when divisible and
//     in range, else the padding value, is the spec's r = lo + e (interior + 1), e < n
//   gather_indexed: a row index clamped to [0, n - 1] globally (never to the local block) is
//     held by the device whose block contains it, which reads exactly that row
#include "proofs/rule_lemmas.h"

#include <fmt/format.h>
#include <z3++.h>

#include <string>
#include <utility>

namespace shardproof::proofs {

namespace {

using z3::expr;

// u <= v => u f <= v f for f >= 0: an instance of lemma `product_order`, given to a query as
// a hypothesis where Z3's nonlinear engine does not find the step inside the larger query
// (as lemmas.cpp does with product_monotone).
void order_product(Query& q, const expr& u, const expr& v, const expr& f) {
  q.facts.push_back(z3::implies(u <= v, u * f <= v * f));
}

// A query that must be satisfiable: its status is "refuted" and its statement ends with the
// model. Sizes are kept <= 4 so that the model reads as a small example.
LemmaResult counterexample(const std::string& name, const std::string& statement, double timeout_s, int64_t bound,
                           const std::function<expr(Query&)>& build) {
  std::string model;
  LemmaResult r = prove(name, statement, timeout_s, bound, [&](Query& q) {
    expr violated = build(q);
    for (const expr& v : q.sizes) q.facts.push_back(v <= 4);
    return violated;
  }, &model);
  if (!model.empty()) r.statement += " -- e.g. " + model;
  return r;
}

// z3's ite over a 3-element vector: v[s] for a symbolic s in [0, 3).
expr pick(const std::vector<expr>& v, const expr& s) { return z3::ite(s == 0, v[0], z3::ite(s == 1, v[1], v[2])); }

// ---- reshape ---------------------------------------------------------------------------------
//
// A reshape's rule splits each dimension into factors (op_sharding_rule.h): merging [i, j] into
// [ij] and splitting [ij] into [i, j] are the same map read either way, so one equation covers
// both. Factor i is split a ways (block BI), j b ways (block BJ); on the merged dimension the
// axes are i's then j's, so device (p, q) has block p b + q of a b, of size BI BJ; the kernel
// reinterprets its local block in row-major order (local (x, y) <-> local m = x BJ + y). A
// longer chain of factors [f1 .. fn] is this lemma applied n - 1 times, (f1..fr) then f(r+1):
// drop_strided_factor_axes leaves axes only on a run of fully sharded factors, then one
// partly sharded one, then none, which is the hypothesis at each step.

// The merged dimension's global index of operand element (p BI + x, q BJ + y), and the one the
// result's block gives the same local element.
struct Merge {
  expr a, bi, b, bj, p, q, x, y;
  expr global() const { return (p * bi + x) * (b * bj) + q * bj + y; }
  expr local() const { return (p * b + q) * (bi * bj) + x * bj + y; }
};

// Which hypothesis of the merge holds, as a literal: with b or BI the number 1 the equation is
// a polynomial identity Z3 normalises at once (with the symbolic disjunction b = 1 or BI = 1
// it searched 4 s at idle).
enum class Case { any, j_whole, i_full };

Merge merge(Query& q, Case c = Case::any) {
  expr a = q.size("a"), bj = q.size("BJ");
  expr bi = c == Case::i_full ? q.c.int_val(1) : q.size("BI");
  expr b = c == Case::j_whole ? q.c.int_val(1) : q.size("b");
  expr p = q.index("p", a), qq = q.index("q", b), x = q.index("x", bi), y = q.index("y", bj);
  return {a, bi, b, bj, p, qq, x, y};
}

void reshape(std::vector<LemmaResult>& out, double timeout_s, int64_t bound) {
  const std::pair<Case, const char*> cases[] = {{Case::j_whole, "j_whole"}, {Case::i_full, "i_full"}};
  for (const auto& [c, which] : cases) {
    const std::string hypothesis = c == Case::j_whole ? "b = 1 (j whole)" : "BI = 1 (I = a: i fully sharded)";
    out.push_back(prove(fmt::format("reshape_merge_{}", which),
                        fmt::format("I = a BI, J = b BJ, {}: device (p,q)'s local x BJ + y is merged index "
                                    "(p BI + x) J + q BJ + y = (p b + q) BI BJ + x BJ + y",
                                    hypothesis),
                        timeout_s, bound, [c = c](Query& q) {
                          const Merge m = merge(q, c);
                          return m.global() != m.local();
                        }));
    // Split: result [i, j] from operand [ij]; the kernel reads, for result local (x, y), the
    // operand's local m = x BJ + y of block p b + q; the global reshape reads (p BI + x) J + q BJ + y.
    out.push_back(prove(fmt::format("reshape_split_{}", which),
                        fmt::format("I = a BI, J = b BJ, {}: result local (x,y) of (p,q) reads operand "
                                    "(p b + q) BI BJ + x BJ + y = (p BI + x) J + q BJ + y",
                                    hypothesis),
                        timeout_s, bound, [c = c](Query& q) {
                          const Merge m = merge(q, c);
                          const expr reads = (m.p * m.b + m.q) * (m.bi * m.bj) + (m.x * m.bj + m.y);
                          const expr wants = (m.p * m.bi + m.x) * (m.b * m.bj) + (m.q * m.bj + m.y);
                          return reads != wants;
                        }));
  }
  // Issue 40: j kept axes after a partly sharded i (BI >= 2): the layout names other rows.
  out.push_back(counterexample("reshape_strided_counterexample",
                               "expected refuted: BI >= 2 and b >= 2 (j sharded after a partly sharded i) "
                               "misplaces some element",
                               timeout_s, bound, [](Query& q) {
                                 const Merge m = merge(q);
                                 q.facts.push_back(m.bi >= 2 && m.b >= 2);
                                 return m.global() != m.local();
                               }));
  // Not one unlucky size: for every size with BI >= 2, b >= 2, on every device (p, 0), local
  // (1, 0) is misplaced (merged (p BI + 1) b BJ against (p b) BI BJ + BJ: they differ by (b-1) BJ).
  out.push_back(prove("reshape_strided_always_wrong",
                      "BI >= 2, b >= 2: on every device (p, 0) local (1, 0) lands (b - 1) BJ away from its "
                      "merged index",
                      timeout_s, bound, [](Query& q) {
                        const Merge m = merge(q);
                        q.facts.push_back(m.bi >= 2 && m.b >= 2 && m.q == 0 && m.x == 1 && m.y == 0);
                        return m.global() == m.local() || m.global() - m.local() != (m.b - 1) * m.bj;
                      }));
  // Padding: split_dimension_axes gives a factor only axes that divide it, so lowering never
  // pads a factor of a merged dimension. Were the major factor padded (b = 1, BI = ceil(I/a)),
  // the kernel runs only when the local sizes agree (BI J = BM = ceil(I J / a); it refuses
  // otherwise) and then the layout is right, padding included.
  out.push_back(prove("reshape_merge_padded_major",
                      "b = 1, BI = ceil(I/a), BM = ceil(IJ/a) = BI J: (p BI + x) J + y = p BM + x J + y, real iff "
                      "p BI + x < I",
                      timeout_s, bound, [](Query& q) {
                        expr I = q.size("I"), J = q.size("J"), a = q.size("a"), bi = q.size("BI"), bm = q.size("BM");
                        q.ceil_div(bi, I, a);
                        q.ceil_div(bm, I * J, a);
                        q.facts.push_back(bm == bi * J);
                        expr p = q.index("p", a), x = q.index("x", bi), y = q.index("y", J);
                        const expr row = p * bi + x;
                        order_product(q, row, I - 1, J);
                        order_product(q, I, row, J);
                        const expr merged = row * J + y;
                        return merged != p * bm + x * J + y || ((row < I) != (merged < I * J));
                      }));
  // A padded minor factor (J not divisible by b) is wrong even when the local sizes agree (the
  // kernel would not refuse): the other reason split_dimension_axes drops non-dividing axes.
  out.push_back(counterexample("reshape_padded_minor_counterexample",
                               "expected refuted: I = a, BJ = ceil(J/b) padded, BM = ceil(IJ/(ab)) = BJ: some real "
                               "element's p J + q BJ + y differs from (p b + q) BM + y",
                               timeout_s, bound, [](Query& q) {
                                 expr a = q.size("a"), J = q.size("J"), b = q.size("b"), bj = q.size("BJ"),
                                      bm = q.size("BM");
                                 q.ceil_div(bj, J, b);
                                 q.ceil_div(bm, a * J, a * b);
                                 q.facts.push_back(bm == bj && bj * b != J);
                                 expr p = q.index("p", a), qq = q.index("q", b), y = q.index("y", bj);
                                 q.facts.push_back(qq * bj + y < J);
                                 return p * J + qq * bj + y != (p * b + qq) * bm + y;
                               }));
}

// ---- permutations and broadcasts ---------------------------------------------------------

void transpose_and_broadcast(std::vector<LemmaResult>& out, double timeout_s, int64_t bound) {
  // Rank 3, any permutation s. Result dim j is operand dim s_j: its extent is n[s_j], and it
  // carries factor s_j's axes (project), hence k[s_j] blocks and the device's position t[s_j];
  // its local size b'_j is computed from the result's own type (ceil). The kernel
  // (transpose_source) reads result local index j from operand local index s_j.
  out.push_back(prove("transpose",
                      "rank 3, any permutation s: the kernel's result local l[s_j] fits the result's block "
                      "b'_j = ceil(n[s_j]/k[s_j]), t[s_j] b'_j + l[s_j] is the operand's index on dim s_j, real iff "
                      "the operand element is",
                      timeout_s, bound, [](Query& q) {
                        std::vector<expr> n, k, b, t, l, s;
                        z3::expr_vector permutation(q.c);
                        for (int d = 0; d < 3; ++d) {
                          const std::string i = std::to_string(d);
                          n.push_back(q.size(("n" + i).c_str()));
                          k.push_back(q.size(("k" + i).c_str()));
                          b.push_back(q.size(("b" + i).c_str()));
                          q.ceil_div(b[d], n[d], k[d]);
                          t.push_back(q.index(("t" + i).c_str(), k[d]));
                          l.push_back(q.index(("l" + i).c_str(), b[d]));
                          s.push_back(q.index(("s" + i).c_str(), q.c.int_val(3)));
                          permutation.push_back(s[d]);
                        }
                        q.facts.push_back(z3::distinct(permutation));
                        expr wrong = q.c.bool_val(false), operand_real = q.c.bool_val(true),
                             result_real = q.c.bool_val(true);
                        for (int j = 0; j < 3; ++j) {
                          const std::string i = std::to_string(j);
                          // the result's dim j, from its own type
                          expr nj = q.c.int_const(("rn" + i).c_str()), kj = q.c.int_const(("rk" + i).c_str());
                          expr tj = q.c.int_const(("rt" + i).c_str()), lj = q.c.int_const(("rl" + i).c_str());
                          expr bj = q.size(("rb" + i).c_str());
                          q.facts.push_back(nj == pick(n, s[j]) && kj == pick(k, s[j]) && tj == pick(t, s[j]) &&
                                            lj == pick(l, s[j]));
                          q.ceil_div(bj, nj, kj);
                          // ceil(n/k) is one number: instances for b'_j against b[s_j]
                          expr bs = q.c.int_const(("ob" + i).c_str());
                          q.facts.push_back(bs == pick(b, s[j]));
                          order_product(q, bs, bj - 1, kj);
                          order_product(q, bj, bs - 1, kj);
                          const expr result_global = tj * bj + lj;
                          const expr wanted = pick(t, s[j]) * bs + lj;  // the operand's global index on s_j
                          wrong = wrong || lj >= bj || result_global != wanted;
                          result_real = result_real && result_global < nj;
                          operand_real = operand_real && t[j] * b[j] + l[j] < n[j];
                        }
                        return wrong || result_real != operand_real;
                      }));
  // Per result dimension of size N split k ways: mapped (operand size N, one factor: the
  // operand gets the result's axes), or stretched (operand size 1: a factor of its own, never
  // sharded). The kernel reads a local operand extent of 1 at index 0. (An added dimension
  // reads nothing on either side.)
  out.push_back(prove("broadcast_in_dim",
                      "mapped (n = N, same axes) or stretched (n = 1, whole): the kernel's operand index "
                      "(0 where its local extent is 1) is the global op's (t b + l, or 0), inside the operand",
                      timeout_s, bound, [](Query& q) {
                        expr N = q.size("N"), k = q.size("k"), b = q.size("b");
                        q.ceil_div(b, N, k);
                        expr t = q.index("t", k), l = q.index("l", b);
                        expr stretched = q.c.bool_const("stretched");
                        const expr n = z3::ite(stretched, q.c.int_val(1), N);
                        const expr extent = z3::ite(stretched, q.c.int_val(1), b);   // operand local extent
                        const expr offset = z3::ite(stretched, q.c.int_val(0), t * b);  // operand block start
                        const expr kernel = offset + z3::ite(extent == 1, q.c.int_val(0), l);
                        const expr global = z3::ite(stretched, q.c.int_val(0), t * b + l);
                        return t * b + l < N && (kernel != global || kernel >= n);
                      }));
}

// ---- slice -----------------------------------------------------------------------------------
//
// A sliced dimension is a permutation factor (or two need_replication ones): lowering runs it
// on the operand gathered along it, or (cheaper_slice_layout) each device slices the block it
// holds, writes zeros elsewhere and the results are summed. Result size m = ceil((limit -
// start) / stride), 0 <= start <= limit <= n.
struct Slice {
  expr n, start, limit, stride, m;
};

Slice slice(Query& q) {
  expr n = q.size("n"), stride = q.size("stride");
  expr start = q.c.int_const("start"), limit = q.c.int_const("limit"), m = q.c.int_const("m");
  q.facts.push_back(0 <= start && start <= limit && limit <= n && m >= 0);
  q.facts.push_back(m * stride >= limit - start && (m - 1) * stride < limit - start);
  return {n, start, limit, stride, m};
}

void slices(std::vector<LemmaResult>& out, double timeout_s, int64_t bound) {
  // The operand whole; the result whole or split k ways (block t of b): the kernel starts at
  // start + (t b) stride and steps by stride. It sees a split result only as a local extent
  // other than the global one, so where b = m it adds no offset: then only t = 0 holds real
  // elements, and the others compute their padding.
  out.push_back(prove("slice_whole_operand",
                      "operand whole, result block t of b = ceil(m/k): local l reads start + (b = m ? 0 : t b) stride "
                      "+ l stride = start + (t b + l) stride, < limit <= n when t b + l < m",
                      timeout_s, bound, [](Query& q) {
                        const Slice s = slice(q);
                        expr k = q.size("k"), b = q.size("b");
                        q.facts.push_back(b * k >= s.m && (b - 1) * k < s.m);  // ceil(m/k), m may be 0
                        expr t = q.index("t", k), l = q.index("l", b);
                        const expr i = t * b + l;
                        order_product(q, i, s.m - 1, s.stride);
                        order_product(q, q.c.int_val(1), t, b);
                        const expr offset = z3::ite(b == s.m, q.c.int_val(0), t * b);  // offsets[0][d] when split
                        const expr kernel = s.start + offset * s.stride + l * s.stride;
                        return i < s.m && (kernel != s.start + i * s.stride || kernel >= s.limit || kernel >= s.n);
                      }));
  // cheaper_slice_layout: the operand split k ways (block t of b = ceil(n/k), padded), the
  // result whole. The kernel's two loops stop at the first result index lo whose source
  // reaches the block's begin, and the first hi whose source reaches its end (or at m):
  // exactly their exit conditions are the hypotheses. It fills [lo, hi) from local index
  // source - begin.
  out.push_back(prove("slice_local_box",
                      "operand block [tb, tb+b): the kernel's [lo, hi) is exactly the result indices whose source "
                      "start + i stride lies in the block, read at local source - t b < b, real",
                      timeout_s, bound, [](Query& q) {
                        const Slice s = slice(q);
                        expr k = q.size("k"), b = q.size("b");
                        q.ceil_div(b, s.n, k);
                        expr t = q.index("t", k);
                        const expr begin = t * b, end = begin + b;
                        auto source = [&](const expr& i) { return s.start + i * s.stride; };
                        expr lo = q.c.int_const("lo"), hi = q.c.int_const("hi");
                        q.facts.push_back(0 <= lo && lo <= hi && hi <= s.m);
                        q.facts.push_back(lo == 0 || source(lo - 1) < begin);
                        q.facts.push_back(lo == s.m || source(lo) >= begin);
                        q.facts.push_back(hi == lo || source(hi - 1) < end);
                        q.facts.push_back(hi == s.m || source(hi) >= end);
                        expr i = q.index("i", s.m);
                        for (const expr& e : {lo - 1, lo, hi - 1, hi}) {  // the source is increasing in i
                          order_product(q, i, e, s.stride);
                          order_product(q, e, i, s.stride);
                        }
                        order_product(q, i, s.m - 1, s.stride);
                        const expr filled = lo <= i && i < hi;
                        const expr in_block = begin <= source(i) && source(i) < end;
                        const expr local = s.start + lo * s.stride - begin + (i - lo) * s.stride;  // at + (i-lo) stride
                        return filled != in_block ||
                               (filled && (local < 0 || local >= b || begin + local != source(i) || source(i) >= s.n));
                      }));
}

// ---- block partition: partial sums -------------------------------------------------------

void partition(std::vector<LemmaResult>& out, double timeout_s, int64_t bound) {
  // Used by every layout whose devices' results are summed: cheaper_slice_layout, a gather
  // split along the row it indexes, a scatter's updates split along their batch, and a
  // contraction over a split factor (whose partial sums are reduced over the factor's axes).
  out.push_back(prove("block_partition",
                      "b = ceil(n/k): each g < n is t b + r for exactly one t < k, r < b (every element in one "
                      "block, none in two)",
                      timeout_s, bound, [](Query& q) {
                        expr n = q.size("n"), k = q.size("k"), b = q.size("b");
                        q.ceil_div(b, n, k);
                        expr g = q.index("g", n);
                        // existence: g = t b + r, 0 <= r < b (Euclid) with t < k
                        expr t = q.c.int_const("t"), r = q.index("r", b);
                        q.facts.push_back(t >= 0 && g == t * b + r);
                        order_product(q, k, t, b);
                        // uniqueness: two blocks t1 < t2 holding g
                        expr t1 = q.index("t1", k), t2 = q.index("t2", k), r1 = q.index("r1", b), r2 = q.index("r2", b);
                        order_product(q, t1 + 1, t2, b);
                        const expr two = t1 < t2 && t1 * b + r1 == g && t2 * b + r2 == g;
                        return t >= k || two;
                      }));
  // A contraction over a factor split g ways (divisible: its axes divide it): (m, r) ->
  // m bk + r is a bijection from [0,g) x [0,bk) onto [0, K), so summing each member's local
  // contraction over the group sums every term of the global one exactly once.
  out.push_back(prove("dot_contracting",
                      "K = g bk: (m, r) -> m bk + r is a bijection [0,g) x [0,bk) -> [0,K): the partial sums of the "
                      "group add up to the global contraction",
                      timeout_s, bound, [](Query& q) {
                        expr g = q.size("g"), bk = q.size("bk");
                        const expr K = g * bk;
                        expr m1 = q.index("m1", g), r1 = q.index("r1", bk);
                        expr m2 = q.index("m2", g), r2 = q.index("r2", bk);
                        order_product(q, m1 + 1, m2, bk);
                        order_product(q, m2 + 1, m1, bk);
                        const expr not_one_to_one = (m1 != m2 || r1 != r2) && m1 * bk + r1 == m2 * bk + r2;
                        expr c = q.index("c", K), m = q.c.int_const("m"), r = q.index("r", bk);
                        q.facts.push_back(m >= 0 && c == m * bk + r);
                        order_product(q, g, m, bk);
                        const expr out_of_range = m1 * bk + r1 >= K;
                        order_product(q, m1, g - 1, bk);
                        return not_one_to_one || m >= g || out_of_range;
                      }));
  // Batch and free factors: every tensor's dimension of the factor carries the factor's axes
  // (project), so the device has the same position t in it; each tensor's local size comes
  // from its own type. A batch factor is in lhs, rhs and result, a free one in one operand and
  // the result: the kernel pairs local index l of each, which must be the same global index.
  out.push_back(prove("dot_batch_free",
                      "a factor of size n on k blocks, local sizes ceil(n/k) from each tensor's own type: local l of "
                      "position t is global t b + l in lhs, rhs and result alike",
                      timeout_s, bound, [](Query& q) {
                        expr n = q.size("n"), k = q.size("k");
                        expr bl = q.size("b_lhs"), br = q.size("b_rhs"), bo = q.size("b_result");
                        q.ceil_div(bl, n, k);
                        q.ceil_div(br, n, k);
                        q.ceil_div(bo, n, k);
                        for (const expr& x : {bl, br, bo})
                          for (const expr& y : {bl, br, bo}) order_product(q, x, y - 1, k);
                        expr t = q.index("t", k), l = q.index("l", bo);
                        return l >= bl || l >= br || t * bl + l != t * bo + l || t * br + l != t * bo + l;
                      }));
}

// ---- pad, concatenate ------------------------------------------------------------------------

void pad_and_concatenate(std::vector<LemmaResult>& out, double timeout_s, int64_t bound) {
  // The kernel's map on one dimension (lo and hi of any sign, interior >= 0): a padded
  // dimension is whole (need_replication) on operand and result, so this is the global map;
  // on a dimension the pad leaves alone (lo = hi = interior = 0) it reads local index r of the
  // block, the same block in operand and result (one factor).
  out.push_back(prove("pad_index_map",
                      "step = interior + 1, p = r - lo = step qq + rr: the kernel reads qq iff p >= 0, rr = 0, "
                      "qq < n, exactly when r = lo + e step for some e < n (then qq = e), else the padding value",
                      timeout_s, bound, [](Query& q) {
                        expr n = q.size("n"), step = q.size("step");
                        expr lo = q.c.int_const("lo"), hi = q.c.int_const("hi");
                        const expr N = lo + n + (n - 1) * (step - 1) + hi;  // the result's extent
                        expr r = q.index("r", N);
                        expr qq = q.c.int_const("qq"), rr = q.index("rr", step);
                        const expr p = r - lo;
                        q.facts.push_back(p == step * qq + rr);
                        expr e = q.c.int_const("e");
                        q.facts.push_back(0 <= e && e < n);
                        order_product(q, e + 1, qq, step);
                        order_product(q, qq, e - 1, step);
                        order_product(q, qq, q.c.int_val(-1), step);
                        order_product(q, q.c.int_val(0), e, step);
                        const expr kernel_reads = p >= 0 && rr == 0 && qq < n;
                        const expr spec_reads_e = r == lo + e * step;
                        return (kernel_reads && !(qq >= 0 && qq < n && r == lo + qq * step)) ||
                               (spec_reads_e && (!kernel_reads || qq != e));
                      }));
  // Two operands along the concatenated dimension (more: concatenate(a, b, c) =
  // concatenate(concatenate(a, b), c)), whole there; the dimensions before it (outer) and
  // after it (inner) have the same local extents and blocks in every tensor (one factor
  // each). The kernel copies, for each outer index o, operand 0's row then operand 1's: the
  // running destination is o (n0 + n1) INNER + [j = 1] n0 INNER.
  out.push_back(prove("concatenate",
                      "operand j's local (o, c, z) is written at row-major (o, off_j + c, z) of the local result, "
                      "every result position exactly once; the global op puts operand j's c at off_j + c",
                      timeout_s, bound, [](Query& q) {
                        expr outer = q.size("OUTER"), inner = q.size("INNER"), n0 = q.size("n0"), n1 = q.size("n1");
                        const expr N = n0 + n1;
                        expr second = q.c.bool_const("second");  // j = 1
                        const expr nj = z3::ite(second, n1, n0), off = z3::ite(second, n0, q.c.int_val(0));
                        expr o = q.index("o", outer), c = q.index("c", nj), z = q.index("z", inner);
                        const expr read = o * (nj * inner) + c * inner + z;          // in operand j's row o
                        const expr written = o * (N * inner) + off * inner + c * inner + z;  // running dst
                        const expr wrong_read = read != (o * nj + c) * inner + z;
                        const expr wrong_write = written != (o * N + (off + c)) * inner + z;
                        // every result index c2 < N along the dim comes from exactly one operand
                        expr c2 = q.index("c2", N);
                        const expr from0 = c2 < n0, from1 = c2 >= n0 && c2 - n0 < n1;
                        return wrong_read || wrong_write || from0 == from1 || off + c >= N;
                      }));
}

// ---- gather, scatter -------------------------------------------------------------------------

void indexing(std::vector<LemmaResult>& out, double timeout_s, int64_t bound) {
  // A collapsed (or one-row) operand dimension split k ways is a reduction factor: each
  // device gathers the row if it holds it, zeros else, and the group's results are summed.
  // The kernel clamps the index against the global extent (global[d] - 1) and subtracts its
  // block's start; it holds the row iff that lies in [0, b). block_partition: one device does.
  out.push_back(prove("gather_indexed",
                      "s = clamp(v, 0, n-1) is a real row (block_partition: one device holds it); device t holds it "
                      "iff 0 <= s - t b < b and then reads local s - t b, which is row s",
                      timeout_s, bound, [](Query& q) {
                        expr n = q.size("n"), k = q.size("k"), b = q.size("b");
                        q.ceil_div(b, n, k);
                        expr t = q.index("t", k), v = q.c.int_const("v");
                        const expr s = z3::ite(v < 0, q.c.int_val(0), z3::ite(v > n - 1, n - 1, v));
                        const expr full = s - t * b;
                        const expr held = full >= 0 && full < b;
                        return s < 0 || s >= n || (held && t * b + full != s);
                      }));
  // A pass-through operand dimension (sliced whole: slice size = n), split: the kernel slices
  // its block whole (size b, start clamp(v, 0, b - b) = 0) and the result's offset dimension,
  // of the same factor, has the same block; the indices' batch dimensions and the result's
  // batch dimensions are one factor too (their blocks agree the same way).
  out.push_back(prove("gather_passthrough",
                      "slice size n on a split dim: local start clamp(v, 0, b - b) = 0, offset l reads t b + l = "
                      "the global clamp(v, 0, n - n) + (t b + l)",
                      timeout_s, bound, [](Query& q) {
                        expr n = q.size("n"), k = q.size("k"), b = q.size("b");
                        q.ceil_div(b, n, k);
                        expr t = q.index("t", k), l = q.index("l", b), v = q.c.int_const("v");
                        auto clamp = [&](const expr& x, const expr& hi) {
                          return z3::ite(x < 0, q.c.int_val(0), z3::ite(x > hi, hi, x));
                        };
                        const expr kernel = t * b + clamp(v, b - b) + l;  // block start + local
                        const expr global = clamp(v, n - n) + (t * b + l);
                        return kernel != global;
                      }));
  // A scattered-into (inserted) input dimension split k ways: each device applies the update
  // elements whose target s - t b lies in [0, b) of its block and drops the others. A target
  // inside the input is applied by exactly one device (block_partition) at s; one outside
  // (which the global op drops) reaches no real element: at most a padding position.
  out.push_back(prove("scatter_indexed",
                      "device t applies target s at local s - t b iff 0 <= s - t b < b: for 0 <= s < n that is "
                      "global s; for s outside [0, n) only padding (t b + local >= n) is touched",
                      timeout_s, bound, [](Query& q) {
                        expr n = q.size("n"), k = q.size("k"), b = q.size("b");
                        q.ceil_div(b, n, k);
                        expr t = q.index("t", k), s = q.c.int_const("s");
                        const expr local = s - t * b;
                        const expr applied = local >= 0 && local < b;
                        const expr inside = s >= 0 && s < n;
                        return applied && ((inside && t * b + local != s) || (!inside && t * b + local < n));
                      }));
}

}  // namespace

std::vector<LemmaResult> run_rule_lemmas(double timeout_s, int64_t bound) {
  std::vector<LemmaResult> out;
  out.push_back(prove("product_order", "f >= 0, u <= v => u f <= v f (its instances are hypotheses below)", timeout_s,
                      bound, [](Query& q) {
                        expr u = q.c.int_const("u"), v = q.c.int_const("v"), f = q.c.int_const("f");
                        q.facts.push_back(f >= 0);
                        return u <= v && u * f > v * f;
                      }));
  reshape(out, timeout_s, bound);
  transpose_and_broadcast(out, timeout_s, bound);
  slices(out, timeout_s, bound);
  partition(out, timeout_s, bound);
  pad_and_concatenate(out, timeout_s, bound);
  indexing(out, timeout_s, bound);
  return out;
}

bool rule_lemma_as_expected(const LemmaResult& r) {
  const std::string suffix = "_counterexample";
  const bool counterexample = r.name.size() >= suffix.size() &&
                              r.name.compare(r.name.size() - suffix.size(), suffix.size(), suffix) == 0;
  return counterexample ? r.status == "refuted" : r.status.rfind("proved", 0) == 0;
}

}  // namespace shardproof::proofs
