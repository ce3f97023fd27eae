// \file proofs_runner: runs every lemma of PROOFS.md and the bounded-exhaustive check, and
// prints a table. Exit 0 when everything is proved (fully or up to its stated bound).
//
//   proofs_runner            the full check: meshes of up to 3 axes, sizes 2..4, rank <= 2
//   proofs_runner --every N  the lemmas and every Nth orbit of the exhaustive check
//   proofs_runner --quick    the same as --every 64
//   --threads N              exhaustive-check workers (default: the hardware's threads)
//   --no-exchange            synthesize without the exchange step, --no-split-axes without
//                            prime-factor sub-axes: what each feature's plans cost to prove
//                            (PROOFS.md, session 17's paragraph); not the product's plans
//   --query-log FILE         one line per verify query: solver seconds, step kinds, sub-axes,
//                            partial sums, the pair (lemmas.h, run_exhaustive)
//   --ops-every N            the op partitioning check (op_partitioning.h) runs every Nth case
//                            of each program (default 1: up to 512 per mesh layout)
//   --rules                  the sharding rules of ops (rule_lemmas.h) alone; every other mode
//                            but --ops prints them before the lemmas
//   --ops-only ROW           that check on one row's programs only; --no-ops skips it;
//                            --ops runs it alone (no lemmas, no redistribution check)
#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>

#include "proofs/lemmas.h"
#include "proofs/rule_lemmas.h"
#ifdef SHARDPROOF_OP_PARTITIONING
#include "proofs/op_partitioning.h"
#endif

#ifdef SHARDPROOF_OP_PARTITIONING
// The op partitioning table: per row of the op table, its programs, the cases enumerated and
// run, and how they ended. Returns the number of failed cases (refusals are gaps, printed but
// not failures: `check` and `run` said so clearly).
int print_op_partitioning(int64_t every, const std::string& only, int threads) {
  using namespace shardproof::proofs;
  OpPartitioningOptions options;
  options.cases_dir = SHARDPROOF_OP_CASES_DIR;
  options.every = every;
  options.only = only;
  options.threads = threads;
  const OpPartitioningResult r = run_op_partitioning(options);
  fmt::print("\nop partitioning (tests/data/op_cases; meshes of 2, 4, 8 devices, 1-3 axes, sub-axes; every "
             "argument sharding, at most 512 per mesh layout{}):\n",
             every > 1 ? fmt::format(", every {}th", every) : "");
  fmt::print("{:<24} {:>8} {:>10} {:>8} {:>8} {:>8} {:>7}  {}\n", "row", "programs", "enumerated", "ran", "agreed",
             "refused", "failed", "coverage");
  for (const OpRowTally& t : r.rows) {
    const char* coverage = t.ran == t.enumerated ? "exhaustive" : "sampled";
    fmt::print("{:<24} {:>8} {:>10} {:>8} {:>8} {:>8} {:>7}  {}\n", t.row, t.programs, t.enumerated, t.ran, t.agreed,
               t.refused, t.failed, coverage);
  }
  fmt::print("op partitioning: {} cases, {} agreed, {} refused, {} failed ({:.1f} s)\n", r.ran, r.agreed, r.refused,
             r.failed, r.seconds);
  for (const OpRowTally& t : r.rows) {
    if (!t.first_failure.empty()) fmt::print("  failed  {}\n", t.first_failure);
    if (!t.first_refusal.empty()) fmt::print("  refused {}\n", t.first_refusal);
  }
  return static_cast<int>(r.failed);
}
#endif

int main(int argc, char** argv) {
  using namespace shardproof::proofs;
  int every = 1;  // the exhaustive check's stride over orbits
  bool lemmas_only = false;
  int threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  shardproof::redistribute::SynthesisOptions synthesis;
  std::string query_log;  // empty: none
  int64_t ops_every = 1;
  std::string ops_only;
  bool ops = true, ops_alone = false;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--threads") == 0 && i + 1 < argc) threads = std::max(1, std::atoi(argv[++i]));
    if (std::strcmp(argv[i], "--every") == 0 && i + 1 < argc) every = std::max(1, std::atoi(argv[++i]));
    if (std::strcmp(argv[i], "--quick") == 0) every = 64;
    lemmas_only = lemmas_only || std::strcmp(argv[i], "--lemmas") == 0;
    if (std::strcmp(argv[i], "--no-exchange") == 0) synthesis.allow_exchange = false;
    if (std::strcmp(argv[i], "--no-split-axes") == 0) synthesis.split_axes = false;
    if (std::strcmp(argv[i], "--query-log") == 0 && i + 1 < argc) query_log = argv[++i];
    if (std::strcmp(argv[i], "--ops-every") == 0 && i + 1 < argc) ops_every = std::max(1, std::atoi(argv[++i]));
    if (std::strcmp(argv[i], "--ops-only") == 0 && i + 1 < argc) ops_only = argv[++i];
    ops = ops && std::strcmp(argv[i], "--no-ops") != 0;
    ops_alone = ops_alone || std::strcmp(argv[i], "--ops") == 0;
  }
  int failures = 0;
#ifdef SHARDPROOF_OP_PARTITIONING
  if (ops_alone) return print_op_partitioning(ops_every, ops_only, threads) == 0 ? 0 : 1;
#endif
  // The sharding rules of ops (rule_lemmas.h, PROOFS.md "Sharding rules of ops"), before the
  // lemmas in every mode; `--rules` runs them alone. A *_counterexample query must be refuted.
  {
    bool rules_alone = false;
    for (int i = 1; i < argc; ++i) rules_alone = rules_alone || std::strcmp(argv[i], "--rules") == 0;
    fmt::print("{:<36} {:<20} {:>9}  {}\n", "rule lemma (query)", "status", "seconds", "statement");
    for (const LemmaResult& r : run_rule_lemmas(30.0, 8)) {
      const std::string status = r.bound ? fmt::format("{} {}", r.status, r.bound) : r.status;
      fmt::print("{:<36} {:<20} {:>9.3f}  {}\n", r.name, status, r.seconds, r.statement);
      failures += rule_lemma_as_expected(r) ? 0 : 1;
    }
    fmt::print("\n");
    if (rules_alone) return failures == 0 ? 0 : 1;
  }
  fmt::print("{:<22} {:<20} {:>9}  {}\n", "lemma (query)", "status", "seconds", "statement");
  // 30 s per lemma: all_to_all takes ~8 s on the 2-core machine at load 4-5, and a ctest run
  // beside other tests must not turn it unknown (it did at 10 s under heavy load).
  for (const LemmaResult& r : run_lemmas(30.0, 8)) {
    const std::string status = r.bound ? fmt::format("{} {}", r.status, r.bound) : r.status;
    fmt::print("{:<22} {:<20} {:>9.3f}  {}\n", r.name, status, r.seconds, r.statement);
    failures += r.status.rfind("proved", 0) == 0 ? 0 : 1;
  }
  if (lemmas_only) return failures == 0 ? 0 : 1;
  std::string left_out;  // synthesis features turned off: the plans are not the product's
  if (!synthesis.allow_exchange) left_out = "exchange";
  if (!synthesis.split_axes) left_out += left_out.empty() ? "sub-axes" : ", sub-axes";
  const ExhaustiveResult e = run_exhaustive(3, 4, 2, every, threads, synthesis, query_log);
  fmt::print("\nbounded-exhaustive{}: {} meshes (1..3 axes, sizes 2..4), ranks 1..2, {} type pairs: {} proved, "
             "{} refuted, {} unknown; memory within max(src,dst): {}; transfer clean: {} ({:.1f} s, {} threads)\n"
             "  every pair synthesized; {} orbits under renamings of equal-size axes; {} verify queries; {} pairs "
             "covered by their representative's proof (plan = the renamed representative plan)\n",
             (every > 1 ? fmt::format(" (every {}th orbit)", every) : "") +
                 (left_out.empty() ? "" : fmt::format(" [synthesis without {}: not the product's plans]", left_out)),
             e.meshes, e.pairs, e.proved, e.refuted, e.unknown, e.within_bound,
             e.transfer_clean, e.seconds, e.threads, e.representatives, e.queries, e.by_symmetry);
  if (!e.first_failure.empty()) fmt::print("first failure: {}\n", e.first_failure);
  failures += static_cast<int>(e.refuted + e.unknown);
#ifdef SHARDPROOF_OP_PARTITIONING
  if (ops) failures += print_op_partitioning(ops_every, ops_only, threads);
#endif
  return failures == 0 ? 0 : 1;
}
