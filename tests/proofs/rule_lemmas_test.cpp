// The rule lemmas of proofs/rule_lemmas.h (issue 40: the ops' sharding rules proved over
// symbolic sizes), and mutations that show the queries can fail: a statement with a wrong
// hypothesis or a wrong kernel must be refuted, or the proofs would prove anything.
//
//   RuleLemmas.EveryLemmaEndsAsExpected: each query proved, each *_counterexample refuted
//   RuleLemmaMutations.MergeWithoutHypothesis: reshape's merge with any b, BI is refuted
//   RuleLemmaMutations.GatherClampedToTheBlock: clamping the row to the local block is refuted
#include <gtest/gtest.h>

#include <map>

#include "proofs/rule_lemmas.h"

namespace shardproof::proofs {
namespace {

using z3::expr;

constexpr double kTimeout = 30.0;  // as proofs_runner
constexpr int64_t kBound = 8;

const std::vector<LemmaResult>& results() {
  static const std::vector<LemmaResult> all = run_rule_lemmas(kTimeout, kBound);
  return all;
}

TEST(RuleLemmas, EveryLemmaEndsAsExpected) {
  ASSERT_FALSE(results().empty());
  for (const LemmaResult& r : results()) EXPECT_TRUE(rule_lemma_as_expected(r)) << r.name << ": " << r.status;
}

TEST(RuleLemmas, EveryRowOfPROOFSIsThere) {
  std::map<std::string, std::string> status;
  for (const LemmaResult& r : results()) status[r.name] = r.status;
  for (const char* name : {"reshape_merge_j_whole", "reshape_merge_i_full", "reshape_split_j_whole",
                           "reshape_split_i_full", "reshape_strided_always_wrong", "reshape_merge_padded_major",
                           "transpose", "broadcast_in_dim", "slice_whole_operand", "slice_local_box",
                           "block_partition", "dot_contracting", "dot_batch_free", "pad_index_map", "concatenate",
                           "gather_indexed", "gather_passthrough", "scatter_indexed"}) {
    ASSERT_TRUE(status.count(name)) << name;
    EXPECT_EQ(status[name], "proved") << name << " (for all sizes, not only up to a bound)";
  }
}

// Issue 40's layout: the counterexample is a model, printed with the statement.
TEST(RuleLemmas, StridedReshapeHasACounterexample) {
  for (const char* name : {"reshape_strided_counterexample", "reshape_padded_minor_counterexample"}) {
    bool found = false;
    for (const LemmaResult& r : results()) {
      if (r.name != name) continue;
      found = true;
      EXPECT_EQ(r.status, "refuted") << name;
      EXPECT_NE(r.statement.find("e.g."), std::string::npos) << name << ": no model in " << r.statement;
    }
    EXPECT_TRUE(found) << name;
  }
}

// reshape_merge without "b = 1 or BI = 1": device (p, q)'s row-major local block is not the
// merged dimension's block.
TEST(RuleLemmaMutations, MergeWithoutHypothesis) {
  std::string model;
  const LemmaResult r = prove("mutant_merge", "", kTimeout, kBound, [](Query& q) {
    expr a = q.size("a"), bi = q.size("BI"), b = q.size("b"), bj = q.size("BJ");
    expr p = q.index("p", a), qq = q.index("q", b), x = q.index("x", bi), y = q.index("y", bj);
    return (p * bi + x) * (b * bj) + qq * bj + y != (p * b + qq) * (bi * bj) + x * bj + y;
  }, &model);
  EXPECT_EQ(r.status, "refuted");
  EXPECT_FALSE(model.empty());
}

// The hypothesis the fix needs is the right one: b = 1 or BI = 1 proves the merge, as the
// disjunction (the two literal cases are rule_lemmas' queries).
TEST(RuleLemmaMutations, MergeWithHypothesisAsOneQuery) {
  const LemmaResult r = prove("merge_disjunction", "", kTimeout, kBound, [](Query& q) {
    expr a = q.size("a"), bi = q.size("BI"), b = q.size("b"), bj = q.size("BJ");
    expr p = q.index("p", a), qq = q.index("q", b), x = q.index("x", bi), y = q.index("y", bj);
    q.facts.push_back(b == 1 || bi == 1);
    return (p * bi + x) * (b * bj) + qq * bj + y != (p * b + qq) * (bi * bj) + x * bj + y;
  });
  EXPECT_EQ(r.status.rfind("proved", 0), 0u) << r.status;
}

// The gather kernel's unsplit branch on a split row dimension: the row clamped to the local
// block (clamp(v, 0, b - 1)) and no block start subtracted reads another row than the global
// gather's clamp(v, 0, n - 1).
TEST(RuleLemmaMutations, GatherClampedToTheBlock) {
  const LemmaResult r = prove("mutant_gather", "", kTimeout, kBound, [](Query& q) {
    expr n = q.size("n"), k = q.size("k"), b = q.size("b");
    q.ceil_div(b, n, k);
    expr t = q.index("t", k), v = q.c.int_const("v");
    auto clamp = [&](const expr& x, const expr& hi) { return z3::ite(x < 0, q.c.int_val(0), z3::ite(x > hi, hi, x)); };
    const expr local = clamp(v, b - 1);
    return t * b + local != clamp(v, n - 1);  // the row this device reads is not the wanted one
  });
  EXPECT_EQ(r.status, "refuted");
}

// broadcast_in_dim reading a size-1 operand dimension at the result's index (instead of 0).
TEST(RuleLemmaMutations, BroadcastReadingAStretchedDimensionAtItsIndex) {
  const LemmaResult r = prove("mutant_broadcast", "", kTimeout, kBound, [](Query& q) {
    expr N = q.size("N"), k = q.size("k"), b = q.size("b");
    q.ceil_div(b, N, k);
    expr t = q.index("t", k), l = q.index("l", b);
    // the operand is whole (one element, block start 0): the mutant reads local l, the
    // global op element 0
    return t * b + l < N && l != 0;
  });
  EXPECT_EQ(r.status, "refuted");
}

}  // namespace
}  // namespace shardproof::proofs
