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

#include <string>

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
