// \file Rounds of COIN-OR's cut generators (Cgl, on Clp through Osi) at the root of a MILP that
// GLPK holds: the network's big-M MILP of one objective (lp_encoding.h, RootCutGenerator).
// GLPK's own cut rounds are slow on these models; Cgl's probing, two-step MIR, MIR, Gomory,
// knapsack-cover, flow-cover and zero-half generators get most of their gain in seconds, and
// GLPK's rounds then go on from there (on the deep net GLPK alone ends higher than Cgl alone,
// the two together higher still). Measured on the MILPs of two oval21 cases (bench/RESULTS.md,
// "COIN-OR's cuts"):
//   cifar_wide_kw img3458:  LP -0.1420;  GLPK alone after 120 s -0.1075;  Cgl after 10 s -0.0748
//   cifar_deep_kw img4405:  LP -1.6936;  GLPK alone after 84 s  -1.3478;  Cgl after 5 s -1.4202,
//                           then GLPK's rounds on top -1.2740 after 45 s in all
// Example:
//   std::vector<CutRow> kept;
//   coin_root_cut_rounds(P, 20, [&](double bound, const std::vector<CutRow>& rows) {
//     send(bound, rows);   // after every round: the cuts the LP keeps
//   }, kept);
#pragma once

#include <functional>
#include <vector>

struct glp_prob;

namespace shardproof::robustness {

// One cut over the problem's columns (GLPK's 1-based indices): lo <= sum a_k x_{col_k} <= up,
// one side possibly infinite.
struct CutRow {
  std::vector<int> cols;
  std::vector<double> a;
  double lo = 0, up = 0;
};

// Copies P (columns, bounds, integrality, rows, objective; minimisation) into Clp, solves its
// LP and runs up to `max_rounds` rounds of cuts, each: every generator on the current LP
// optimum, the cuts added, the LP re-solved, cuts whose slack became basic dropped (they no
// longer shape the optimum). After each round `on_round` gets the LP bound and the cuts kept.
// Stops early when a round adds nothing or moves the bound by less than 1e-5 (relative).
// Returns false when Clp did not reach an optimal LP (nothing was reported). The cuts hold
// for every integer-feasible point of P: the generators use only P's rows, bounds and
// integrality (Cgl's probing at the root, with the global bounds).
bool coin_root_cut_rounds(glp_prob* P, int max_rounds,
                          const std::function<void(double bound, const std::vector<CutRow>& kept)>& on_round,
                          std::vector<CutRow>& kept);

}  // namespace shardproof::robustness
