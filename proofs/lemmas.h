// \file The lemmas of proofs/PROOFS.md as Z3 queries, and the bounded-exhaustive check.
// Each lemma is the negation of its statement over symbolic sizes (mesh-axis group sizes,
// dimension sizes, block counts, local indices) with only the type rule's constraints;
// unsat proves it for all sizes. Where nonlinear arithmetic defeats Z3 within the time
// limit, the same query is retried with every size bounded and reported as such.
//
//   lemma "all_gather": for all n, k0, g, b, b2 with b = ceil(n/(k0 g)), b2 = ceil(n/k0),
//   padding-compatible, p0 < k0, l < b2, p0*b2 + l < n:  (p0 g + l div b) b + l mod b = p0 b2 + l
#pragma once

#include <z3++.h>

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "redistribute/synthesize.h"

namespace shardproof::proofs {

struct LemmaResult {
  std::string name;       // the query's name (PROOFS.md cites it)
  std::string statement;  // one line
  std::string status;     // "proved", "proved up to bound", "refuted", "unknown"
  int64_t bound = 0;      // the size bound when only bounded
  double seconds = 0;
};

// One query under construction: its symbolic sizes and its hypotheses. A builder adds them
// and returns the violated statement (rule_lemmas.cpp states the ops' sharding rules with it).
struct Query {
  z3::context& c;
  std::vector<z3::expr> sizes;  // the symbolic sizes (bounded in the fallback)
  std::vector<z3::expr> facts;  // hypotheses
  z3::expr size(const char* name) {
    z3::expr v = c.int_const(name);
    sizes.push_back(v);
    facts.push_back(v >= 1);
    return v;
  }
  z3::expr index(const char* name, const z3::expr& bound) {
    z3::expr v = c.int_const(name);
    facts.push_back(v >= 0 && v < bound);
    return v;
  }
  // b = ceil(n / k)
  void ceil_div(const z3::expr& b, const z3::expr& n, const z3::expr& k) {
    facts.push_back(b * k >= n && (b - 1) * k < n);
  }
  // padding_compatible(n, k_from, k_to) with local sizes b_from, b_to
  // (with k_to = k_from g or k_from = k_to g, in the cancelled form: the coarser local size
  // is g times the finer one; the cancellation itself is lemma "padding_cancellation")
  void compatible(const z3::expr& k_from, const z3::expr& b_from, const z3::expr& k_to, const z3::expr& b_to,
                  const z3::expr& g, bool splitting) {
    facts.push_back(k_from == 1 || k_to == 1 || k_from == k_to ||
                    (splitting ? b_from == g * b_to : b_to == g * b_from));
  }
};

// Decides one lemma: its hypotheses and the violated statement that `build` returns,
// unbounded; unsat proves it for all sizes. When Z3 answers unknown within timeout_s, the
// query is retried with every size <= bound ("proved up to bound"). Satisfiable: "refuted",
// and `model` (when given) gets the counterexample as "name=value ...".
LemmaResult prove(const std::string& name, const std::string& statement, double timeout_s, int64_t bound,
                  const std::function<z3::expr(Query&)>& build, std::string* model = nullptr);

// Every per-collective lemma, the memory theorem and the transfer property.
std::vector<LemmaResult> run_lemmas(double timeout_s, int64_t bound);

struct ExhaustiveResult {
  int64_t meshes = 0, pairs = 0, proved = 0, refuted = 0, unknown = 0, within_bound = 0;
  int64_t transfer_clean = 0;  // no discarded or re-received element
  int64_t representatives = 0;  // orbits (under renamings of equal-size axes) checked
  int64_t queries = 0;          // verify_plan calls (correctness queries)
  int64_t by_symmetry = 0;      // pairs whose plan is a renaming of their representative's
  int threads = 1;
  double seconds = 0;
  std::string first_failure;
};

// Every pair (source, destination) of types with whole axes over every mesh of 1..max_axes
// axes of sizes 2..max_size, ranks 1..max_rank (destination partial sums a subset of the
// source's), each synthesized; its plan verified, or — when it is the renaming, under an
// automorphism of the mesh (axes of equal size permuted), of the plan of its orbit's
// representative — covered by the representative's verdicts (see lemmas.cpp and PROOFS.md).
// `stride` > 1 checks every stride-th orbit only. `threads` workers (one Z3 context each).
// `synthesis`: the synthesizer's options (the defaults are the product's; the runner's
// --no-exchange / --no-split-axes turn features off to measure what each costs to prove).
// `query_log`: when not empty, a file that gets one tab-separated line per verify query
// (order of completion): index, solver seconds, the plan's step kinds, 1 when the plan's
// types or steps use a sub-axis, 1 when the source has partial sums, the pair — to see
// which plans cost what to prove.
ExhaustiveResult run_exhaustive(int max_axes, int64_t max_size, int max_rank, int64_t stride, int threads = 2,
                                const redistribute::SynthesisOptions& synthesis = {},
                                const std::string& query_log = "");

}  // namespace shardproof::proofs
