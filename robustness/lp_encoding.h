// \file The network as linear constraints for GLPK, on a box with known layer bounds:
//   x_i in [lo_i, hi_i];  z = W v + b for each affine layer (z within its bounds);
//   ReLU a = max(z, 0): stable units are substituted (a = z or a = 0); an unstable one with
//   l < 0 < u gets, in the triangle LP relaxation,  a >= 0, a >= z, a <= u (z - l)/(u - l);
//   in the exact MILP a binary d and the big-M rows  a <= z - l (1 - d), a <= u d, with
//   the tightest l, u available (hence "big-M with tightened bounds").
//   MaxPool a = max_i v_i: LP a >= v_i, a <= max_i u_i; MILP adds a binary d_i per entry
//   that can be the largest, sum d_i = 1, a <= v_i + (max_j u_j - l_i)(1 - d_i) (exact).
// solve_case minimises t subject to C_j y - d_j <= t for a SpecCase: t* > 0 proves that no
// x in the box reaches the case (holds on the box); a MILP optimum t* <= 0 is a candidate
// counterexample whose x the caller re-checks in float64. GLPK runs under glpk_guard with a
// time limit.
#pragma once

#include <cmath>
#include <string>
#include <vector>

#include "robustness/bounds.h"
#include "robustness/network.h"
#include "robustness/vnnlib.h"

namespace shardproof::robustness {

struct CaseLpResult {
  enum class Status { Holds, Candidate, Unknown, Timeout, Error };
  Status status = Status::Unknown;
  double objective = 0;  // t* (LP: lower bound of the margin; MILP: exact margin)
  Vec x;                 // the solver's input point (Candidate / Unknown)
  std::string message;   // Error: GLPK's failure
};

// Tightens the pre-activation bounds of unstable ReLUs, layer by layer, by solving the
// triangle LP min/max for each (costly; `max_lps` caps the number of LPs). Returns how many
// bounds it improved.
int tighten_bounds_with_lp(const Network& net, LayerBounds& b, double time_limit_s, int max_lps);

CaseLpResult solve_case(const Network& net, const LayerBounds& b, const SpecCase& c,
                        bool integer, double time_limit_s);

// A cutting plane of the exact MILP of one objective c.y + c0 <= 0 on a box:
//   sum over terms a * v[value][j]  +  sum over indicators a * d[layer][j]  <= rhs,
// where v[value] is the network's value vector (0: the input, k + 1: layer k's output, so
// ReLU layer k reads v[k] and writes v[k + 1]) and d[layer][j] is 1 when ReLU layer `layer`'s
// pre-activation j is >= 0, else 0. Every input of the box (with the bounds the MILP was built
// on) satisfies it with its own values and indicators (up to the solvers' floating point).
struct NetworkCut {
  struct Term {
    int value, j;
    double a;
  };
  struct Indicator {
    int layer, j;
    double a;
  };
  std::vector<Term> terms;
  std::vector<Indicator> indicators;
  double rhs = 0;
};

struct RootCuts {
  std::vector<NetworkCut> cuts;
  double lp_bound = -INFINITY;   // min c.y + c0 of the LP relaxation without cuts
  double cut_bound = -INFINITY;  // ... with the cuts (the LP's bound after the last round)
};

// Cutting planes at the root of the big-M MILP of min c.y + c0 over the box with bounds b, as
// GCP-CROWN (Zhang et al. 2022) takes them from a MIP solver for bound propagation
// (beta_crown.h): first COIN-OR's rounds (coin_cuts.h: probing, two-step MIR, MIR, Gomory,
// knapsack and flow covers, zero-half, on Clp) until they stall, then GLPK's (Gomory
// mixed-integer, mixed-integer rounding, cover and clique cuts) on the model with those cuts
// added. Rounds go on until `time_limit_s`; the cuts of the last round finished are returned,
// each with its right side loosened by 1e-6 * (1 + |rhs| + sum |a|) against round-off.
// `b` must hold on the whole box (a root's bounds, not a subdomain's clamped ones). Networks
// with max-pooling get none.
RootCuts milp_root_cuts(const Network& net, const LayerBounds& b, const Vec& c, double c0, double time_limit_s);

// The same cuts generated beside the caller: the solvers run in a child process (their cut
// generators do not look at a clock, so it is killed rather than asked to stop), which
// sends every round's cuts down a pipe; the caller picks them up when it likes, and the
// destructor ends the child. Example:
//   RootCutGenerator g(net, root_bounds, c, c0);
//   RootCuts cuts;
//   while (searching) { if (g.poll(cuts)) use(cuts); ... }   // poll() does not wait
class RootCutGenerator {
 public:
  RootCutGenerator(const Network& net, const LayerBounds& b, const Vec& c, double c0);
  ~RootCutGenerator();
  RootCutGenerator(const RootCutGenerator&) = delete;
  RootCutGenerator& operator=(const RootCutGenerator&) = delete;
  // Reads what has arrived, waiting up to wait_s for more; true when a round newer than the
  // last one returned is in `out`.
  bool poll(RootCuts& out, double wait_s = 0);
  // Nothing more will come (the rounds are over, a solver failed, or the net has max-pooling).
  bool done() const { return done_; }

 private:
  int pid_ = -1, fd_ = -1;
  bool done_ = false;
  std::string buffer_;  // bytes read from the child, from the start of a message on
};

// What one GLPK run decides, from its return code (`ret` of glp_simplex / glp_intopt), the
// solution status and objective alone. Only a run that finished (or that the MILP callback
// stopped on a proof) may say Holds: a failed run's status is whatever its last basis was
// (GLPK documents no status after GLP_EFAIL, GLP_ESING, ...), so it is Unknown, never Holds.
//   decide_lp(0, GLP_NOFEAS, 0)            -> Holds     (the relaxation is infeasible)
//   decide_lp(GLP_EFAIL, GLP_NOFEAS, 0)    -> Unknown   (a stale status proves nothing)
//   decide_lp(GLP_ETMLIM, GLP_FEAS, 0.1)   -> Timeout
//   decide_milp(GLP_ESTOP, GLP_FEAS, -0.2, false) -> Candidate (a point to re-evaluate)
CaseLpResult::Status decide_lp(int ret, int status, double objective);
CaseLpResult::Status decide_milp(int ret, int status, double objective, bool proved_by_bound);

}  // namespace shardproof::robustness
