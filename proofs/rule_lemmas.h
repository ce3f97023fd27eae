// \file The sharding rules of the data-movement and contraction ops as Z3 lemmas over
// symbolic sizes (proofs/PROOFS.md, "Sharding rules of ops"): that what each device computes
// on its block (the kernels of partition/ops/kernels/), under the layout lowering gives it
// (partition/lower/sharding_projection.h), is the block of the global op's result. Each query
// is the negation of its statement, decided by `prove` (lemmas.h): unsat proves it for all
// sizes.
//
//   reshape_merge: a = pieces of i, b = pieces of j, I = a BI, J = b BJ, b = 1 or BI = 1:
//     device (p, q)'s local row-major x BJ + y is (p BI + x) J + q BJ + y, the merged block's
//     (p b + q) BI BJ + x BJ + y
//   reshape_strided_counterexample: the same with BI >= 2 and b >= 2 is satisfiable (the
//     layout lowering gave before issue 40's fix); its model is printed
//   block_partition: b = ceil(n/k): each g < n lies in exactly one block [t b, t b + b), t < k
//     (a split contraction's partial sums, a sliced or gathered row: each counted once)
#pragma once

#include <cstdint>
#include <vector>

#include "proofs/lemmas.h"

namespace shardproof::proofs {

// Every rule lemma, in PROOFS.md's order. The queries named *_counterexample state a layout
// that must fail: for them "refuted" (with the model in the statement) is the expected answer.
std::vector<LemmaResult> run_rule_lemmas(double timeout_s, int64_t bound);

// Whether a rule lemma ended as it must: proved (for all sizes or up to its bound), or
// refuted for a counterexample query.
bool rule_lemma_as_expected(const LemmaResult& r);

}  // namespace shardproof::proofs
