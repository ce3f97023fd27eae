// GLPK failures are caught and never become a claim: an internal error (GLPK would abort the
// process) comes back through the error hook as a value, GLPK works again afterwards on a real
// query, and a run that ended with an error code proves nothing whatever its last status says.
//   glp_simplex with meth = 99 -> glpk_guarded returns false, "GLPK reported an internal error"
//   decide_lp(GLP_EFAIL, GLP_NOFEAS, 0) -> Unknown (not Holds)
#include <glpk.h>
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "robustness/bounds.h"
#include "robustness/glpk_guard.h"
#include "robustness/lp_encoding.h"
#include "tests/robustness/test_util.h"

namespace shardproof::robustness {
namespace {

using S = CaseLpResult::Status;

// A small real query: min over [-1,1]^2 of a random 2-6-5-1 network's output.
CaseLpResult small_case(bool integer) {
  std::mt19937_64 rng(7);
  Network net = testing::random_net(rng, {2, 6, 5, 1});
  Vec lo = Vec::Constant(2, -1), hi = Vec::Constant(2, 1);
  LayerBounds b = compute_bounds(net, lo, hi, BoundMethod::DeepPoly);
  SpecCase sc{lo, hi, Mat::Ones(1, 1), Vec::Zero(1)};
  return solve_case(net, b, sc, integer, 10);
}

TEST(GlpkFaults, InternalErrorInsideASolveIsCaughtAndGlpkStillSolves) {
  const CaseLpResult before = small_case(true);
  ASSERT_NE(before.status, S::Error);
  for (int round = 0; round < 3; ++round) {
    std::string err;
    // An invalid control parameter: GLPK reports it through xerror, which aborts unless the
    // error hook takes over (as glpk_guarded's does).
    const bool ok = glpk_guarded([&] {
      glp_prob* P = glp_create_prob();
      glp_add_cols(P, 1);
      glp_set_col_bnds(P, 1, GLP_DB, 0.0, 1.0);
      glp_smcp parm;
      glp_init_smcp(&parm);
      parm.msg_lev = GLP_MSG_OFF;
      parm.meth = 99;
      glp_simplex(P, &parm);
    }, err);
    EXPECT_FALSE(ok);
    EXPECT_EQ(err, "GLPK reported an internal error (caught through its error hook)");
    // The environment was freed and is made again: the same real query, the same answer.
    const CaseLpResult after = small_case(true);
    EXPECT_EQ(after.status, before.status);
    EXPECT_NEAR(after.objective, before.objective, 1e-9);
    EXPECT_EQ(small_case(false).status, small_case(false).status);
  }
}

TEST(GlpkFaults, AFailedRunNeverHolds) {
  // Every GLPK error code, with every status a stale basis could show: never Holds, except the
  // two documented proofs (the presolver's GLP_ENOPFS for a MILP; the callback's bound stop).
  const int statuses[] = {GLP_UNDEF, GLP_FEAS, GLP_INFEAS, GLP_NOFEAS, GLP_OPT, GLP_UNBND};
  for (int ret = GLP_EBADB; ret <= GLP_ERANGE; ++ret) {
    for (int status : statuses) {
      for (double objective : {-1.0, 0.0, 1.0}) {
        const S lp = decide_lp(ret, status, objective);
        EXPECT_NE(lp, S::Holds) << "simplex code " << ret << " status " << status;
        const S milp = decide_milp(ret, status, objective, false);
        if (ret != GLP_ENOPFS) {
          EXPECT_NE(milp, S::Holds) << "intopt code " << ret << " status " << status;
        }
        if (ret == GLP_ETMLIM) {
          EXPECT_EQ(lp, S::Timeout);  // a timeout is said as one
        }
      }
    }
  }
  // The decisions a finished run makes.
  EXPECT_EQ(decide_lp(0, GLP_NOFEAS, 0), S::Holds);
  EXPECT_EQ(decide_lp(0, GLP_OPT, 0.5), S::Holds);
  EXPECT_EQ(decide_lp(0, GLP_OPT, -0.5), S::Unknown);  // the relaxation cannot refute
  EXPECT_EQ(decide_lp(GLP_ETMLIM, GLP_FEAS, 0.5), S::Timeout);
  EXPECT_EQ(decide_milp(0, GLP_OPT, 0.5, false), S::Holds);
  EXPECT_EQ(decide_milp(0, GLP_OPT, -0.5, false), S::Candidate);
  EXPECT_EQ(decide_milp(GLP_ENOPFS, GLP_NOFEAS, 0, false), S::Holds);
  EXPECT_EQ(decide_milp(GLP_ESTOP, GLP_FEAS, 0.3, true), S::Holds);
  EXPECT_EQ(decide_milp(GLP_ESTOP, GLP_FEAS, -0.3, false), S::Candidate);
  EXPECT_EQ(decide_milp(GLP_ETMLIM, GLP_FEAS, 0.3, false), S::Timeout);
  EXPECT_EQ(decide_milp(GLP_EFAIL, GLP_OPT, 0.3, false), S::Unknown);
}

}  // namespace
}  // namespace shardproof::robustness
