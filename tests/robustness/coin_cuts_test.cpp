// COIN-OR's cut rounds (robustness/coin_cuts.h) on small mixed-integer programs that can be
// solved by enumeration: 9 binaries under two random knapsack rows, and a continuous y that
// a big-M pair of rows ties to two of them (y <= 5 x0 + 3 x1, the shape of a ReLU's MILP
// rows). Every cut of every round must hold at every integer-feasible point (for a fixed x,
// y ranges over an interval, so its two ends), every round's bound must stay at or below the
// integer optimum and at or above the LP's, and the cuts must raise the LP bound on some.
#include "robustness/coin_cuts.h"

#include <glpk.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

namespace shardproof::robustness {
namespace {

constexpr int kBinaries = 9;

struct Problem {
  std::vector<std::vector<double>> weight;  // per knapsack row
  std::vector<double> capacity, value;
};

// min -(value.x) - y  s.t.  weight_r.x <= capacity_r,  y - 5 x0 - 3 x1 <= 0,  0 <= y <= 6.
glp_prob* build(const Problem& p) {
  glp_prob* P = glp_create_prob();
  glp_set_obj_dir(P, GLP_MIN);
  glp_add_cols(P, kBinaries + 1);
  for (int j = 1; j <= kBinaries; ++j) {
    glp_set_col_kind(P, j, GLP_BV);
    glp_set_obj_coef(P, j, -p.value[static_cast<std::size_t>(j - 1)]);
  }
  const int y = kBinaries + 1;
  glp_set_col_bnds(P, y, GLP_DB, 0, 6);
  glp_set_obj_coef(P, y, -1);
  const int rows = static_cast<int>(p.weight.size());
  glp_add_rows(P, rows + 1);
  std::vector<int> ind(kBinaries + 2);
  std::vector<double> val(kBinaries + 2);
  for (int r = 1; r <= rows; ++r) {
    for (int j = 1; j <= kBinaries; ++j) {
      ind[static_cast<std::size_t>(j)] = j;
      val[static_cast<std::size_t>(j)] = p.weight[static_cast<std::size_t>(r - 1)][static_cast<std::size_t>(j - 1)];
    }
    glp_set_mat_row(P, r, kBinaries, ind.data(), val.data());
    glp_set_row_bnds(P, r, GLP_UP, 0, p.capacity[static_cast<std::size_t>(r - 1)]);
  }
  const int big_m_cols[] = {0, y, 1, 2};
  const double big_m_vals[] = {0, 1, -5, -3};
  glp_set_mat_row(P, rows + 1, 3, big_m_cols, big_m_vals);
  glp_set_row_bnds(P, rows + 1, GLP_UP, 0, 0);
  return P;
}

// Every integer-feasible x with the largest y it allows (the smallest is 0).
struct Point {
  std::vector<double> x;  // binaries then y, 0-based
  double y_max;
};

std::vector<Point> feasible_points(const Problem& p) {
  std::vector<Point> out;
  for (int mask = 0; mask < (1 << kBinaries); ++mask) {
    std::vector<double> x(kBinaries + 1, 0.0);
    for (int j = 0; j < kBinaries; ++j) x[static_cast<std::size_t>(j)] = (mask >> j) & 1;
    bool ok = true;
    for (std::size_t r = 0; r < p.weight.size(); ++r) {
      double used = 0;
      for (int j = 0; j < kBinaries; ++j) used += p.weight[r][static_cast<std::size_t>(j)] * x[static_cast<std::size_t>(j)];
      ok = ok && used <= p.capacity[r] + 1e-12;
    }
    if (ok) out.push_back({x, std::min(6.0, 5 * x[0] + 3 * x[1])});
  }
  return out;
}

double lhs(const CutRow& cut, const std::vector<double>& x) {
  double s = 0;
  for (std::size_t t = 0; t < cut.cols.size(); ++t) s += cut.a[t] * x[static_cast<std::size_t>(cut.cols[t] - 1)];
  return s;
}

TEST(CoinCuts, EveryCutHoldsAtEveryIntegerPointAndTheBoundStaysBelowTheOptimum) {
  std::mt19937_64 rng(53);
  std::uniform_real_distribution<double> w(1, 10), v(1, 10);
  int raised = 0, rounds_seen = 0;
  std::size_t cuts_checked = 0;
  for (int trial = 0; trial < 30; ++trial) {
    Problem p;
    for (int r = 0; r < 2; ++r) {
      std::vector<double> row(kBinaries);
      double total = 0;
      for (double& a : row) total += (a = std::round(w(rng)));
      p.weight.push_back(row);
      p.capacity.push_back(std::floor(0.4 * total) + 0.5);
    }
    for (int j = 0; j < kBinaries; ++j) p.value.push_back(std::round(v(rng)));
    const std::vector<Point> points = feasible_points(p);
    double optimum = INFINITY;
    for (const Point& q : points) {
      double f = -q.y_max;
      for (int j = 0; j < kBinaries; ++j) f -= p.value[static_cast<std::size_t>(j)] * q.x[static_cast<std::size_t>(j)];
      optimum = std::min(optimum, f);
    }

    glp_prob* P = build(p);
    glp_smcp sp;
    glp_init_smcp(&sp);
    sp.msg_lev = GLP_MSG_OFF;
    ASSERT_EQ(glp_simplex(P, &sp), 0);
    const double lp = glp_get_obj_val(P);
    double last = lp;
    std::vector<CutRow> kept;
    const bool ok = coin_root_cut_rounds(P, 20, [&](double bound, const std::vector<CutRow>& rows) {
      ++rounds_seen;
      last = bound;
      EXPECT_LE(bound, optimum + 1e-7) << "trial " << trial;
      EXPECT_GE(bound, lp - 1e-7) << "trial " << trial;
      for (const CutRow& cut : rows)
        for (const Point& q : points)
          for (double y : {0.0, q.y_max}) {
            std::vector<double> x = q.x;
            x[kBinaries] = y;
            const double a = lhs(cut, x);
            EXPECT_GE(a, cut.lo - 1e-7) << "trial " << trial;
            EXPECT_LE(a, cut.up + 1e-7) << "trial " << trial;
            ++cuts_checked;
          }
    }, kept);
    EXPECT_TRUE(ok);
    if (last > lp + 1e-6) ++raised;
    glp_delete_prob(P);
  }
  EXPECT_GT(rounds_seen, 10);
  EXPECT_GT(cuts_checked, 1000u);
  EXPECT_GT(raised, 10);
}

}  // namespace
}  // namespace shardproof::robustness
