#include "robustness/coin_cuts.h"

#include <glpk.h>

#include <CglFlowCover.hpp>
#include <CglGomory.hpp>
#include <CglKnapsackCover.hpp>
#include <CglMixedIntegerRounding2.hpp>
#include <CglProbing.hpp>
#include <CglTwomir.hpp>
#include <CglZeroHalf.hpp>
#include <CoinPackedMatrix.hpp>
#include <OsiClpSolverInterface.hpp>
#include <OsiCuts.hpp>

#include <cmath>
#include <memory>

namespace shardproof::robustness {
namespace {

// GLPK's bounds of a row or column as a pair with Clp's infinity on open sides.
void glpk_bounds(int type, double lb, double ub, double inf, double& lo, double& up) {
  lo = (type == GLP_LO || type == GLP_DB || type == GLP_FX) ? lb : -inf;
  up = (type == GLP_UP || type == GLP_DB || type == GLP_FX) ? ub : inf;
}

void load_from_glpk(glp_prob* P, OsiClpSolverInterface& s) {
  const int n = glp_get_num_cols(P), m = glp_get_num_rows(P);
  const double inf = s.getInfinity();
  std::vector<double> col_lo(static_cast<std::size_t>(n)), col_up(static_cast<std::size_t>(n)), obj(static_cast<std::size_t>(n));
  std::vector<double> row_lo(static_cast<std::size_t>(m)), row_up(static_cast<std::size_t>(m));
  for (int j = 1; j <= n; ++j) {
    const auto k = static_cast<std::size_t>(j - 1);
    glpk_bounds(glp_get_col_type(P, j), glp_get_col_lb(P, j), glp_get_col_ub(P, j), inf, col_lo[k], col_up[k]);
    obj[k] = glp_get_obj_coef(P, j);
  }
  CoinPackedMatrix matrix(false, 0, 0);  // row-ordered
  matrix.setDimensions(0, n);
  std::vector<int> ind(static_cast<std::size_t>(n) + 1);
  std::vector<double> val(static_cast<std::size_t>(n) + 1);
  for (int i = 1; i <= m; ++i) {
    const auto k = static_cast<std::size_t>(i - 1);
    glpk_bounds(glp_get_row_type(P, i), glp_get_row_lb(P, i), glp_get_row_ub(P, i), inf, row_lo[k], row_up[k]);
    const int len = glp_get_mat_row(P, i, ind.data(), val.data());
    for (int t = 1; t <= len; ++t) --ind[static_cast<std::size_t>(t)];
    matrix.appendRow(len, ind.data() + 1, val.data() + 1);
  }
  s.loadProblem(matrix, col_lo.data(), col_up.data(), obj.data(), row_lo.data(), row_up.data());
  for (int j = 1; j <= n; ++j)
    if (glp_get_col_kind(P, j) != GLP_CV) s.setInteger(j - 1);
  s.setObjSense(glp_get_obj_dir(P) == GLP_MAX ? -1.0 : 1.0);
}

// Adds the column cuts (new bounds of single columns) as row cuts, so that every cut is a row
// of the LP and reaches the caller the same way; the column cuts themselves are not applied.
void add_column_cuts_as_rows(OsiCuts& cuts, double inf) {
  std::vector<OsiRowCut> rows;
  for (int k = 0; k < cuts.sizeColCuts(); ++k) {
    const OsiColCut& c = cuts.colCut(k);
    auto add = [&](const CoinPackedVector& bounds, bool lower) {
      for (int t = 0; t < bounds.getNumElements(); ++t) {
        OsiRowCut r;
        const int col = bounds.getIndices()[t];
        const double one = 1.0;
        r.setRow(1, &col, &one);
        r.setLb(lower ? bounds.getElements()[t] : -inf);
        r.setUb(lower ? inf : bounds.getElements()[t]);
        rows.push_back(r);
      }
    };
    add(c.lbs(), true);
    add(c.ubs(), false);
  }
  for (const OsiRowCut& r : rows) cuts.insert(r);
}

std::vector<CutRow> rows_after(const OsiClpSolverInterface& s, int base) {
  std::vector<CutRow> out;
  const CoinPackedMatrix* by_row = s.getMatrixByRow();
  const double inf = s.getInfinity();
  for (int i = base; i < s.getNumRows(); ++i) {
    const CoinShallowPackedVector row = by_row->getVector(i);
    CutRow c;
    c.cols.reserve(static_cast<std::size_t>(row.getNumElements()));
    for (int t = 0; t < row.getNumElements(); ++t) {
      c.cols.push_back(row.getIndices()[t] + 1);
      c.a.push_back(row.getElements()[t]);
    }
    c.lo = s.getRowLower()[i] <= -inf ? -INFINITY : s.getRowLower()[i];
    c.up = s.getRowUpper()[i] >= inf ? INFINITY : s.getRowUpper()[i];
    out.push_back(std::move(c));
  }
  return out;
}

}  // namespace

bool coin_root_cut_rounds(glp_prob* P, int max_rounds,
                          const std::function<void(double bound, const std::vector<CutRow>& kept)>& on_round,
                          std::vector<CutRow>& kept) {
  kept.clear();
  OsiClpSolverInterface s;
  s.messageHandler()->setLogLevel(0);
  load_from_glpk(P, s);
  const double constant = glp_get_obj_coef(P, 0);
  s.initialSolve();
  if (!s.isProvenOptimal()) return false;
  const int base = s.getNumRows();

  // Probing without the objective (its cuts then hold on the whole feasible set, not only
  // below an incumbent we do not have), on at most 100 binaries a pass as CBC does at a node.
  CglProbing probing;
  probing.setUsingObjective(0);
  probing.setMaxPass(1);
  probing.setMaxProbe(100);
  probing.setMaxLook(50);
  probing.setRowCuts(3);
  CglGomory gomory;
  gomory.setLimit(100);
  CglMixedIntegerRounding2 mir;
  CglTwomir two_mir;
  CglKnapsackCover knapsack;
  CglFlowCover flow;
  CglZeroHalf zero_half;
  CglCutGenerator* generators[] = {&probing, &gomory, &mir, &two_mir, &knapsack, &flow, &zero_half};

  double bound = s.getObjValue() + constant;
  for (int round = 0; round < max_rounds; ++round) {
    OsiCuts cuts;
    for (CglCutGenerator* g : generators) g->generateCuts(s, cuts);
    add_column_cuts_as_rows(cuts, s.getInfinity());
    if (cuts.sizeRowCuts() == 0) break;
    std::vector<OsiRowCut> rows;
    rows.reserve(static_cast<std::size_t>(cuts.sizeRowCuts()));
    for (int k = 0; k < cuts.sizeRowCuts(); ++k) rows.push_back(cuts.rowCut(k));
    s.applyRowCuts(static_cast<int>(rows.size()), rows.data());
    s.resolve();
    if (!s.isProvenOptimal()) break;  // keep what the last optimal round reported
    // Drop the cuts whose slack is basic: removing them keeps the basis optimal, and the rest
    // are the ones that shape the bound.
    std::vector<int> column_status(static_cast<std::size_t>(s.getNumCols())), row_status(static_cast<std::size_t>(s.getNumRows()));
    s.getBasisStatus(column_status.data(), row_status.data());
    std::vector<int> loose;
    for (int i = base; i < s.getNumRows(); ++i)
      if (row_status[static_cast<std::size_t>(i)] == 1) loose.push_back(i);
    s.deleteRows(static_cast<int>(loose.size()), loose.data());
    s.resolve();
    if (!s.isProvenOptimal()) break;
    const double next = s.getObjValue() + constant;
    kept = rows_after(s, base);
    on_round(next, kept);
    const bool stalled = std::abs(next - bound) < 1e-5 * (1 + std::abs(bound));
    bound = next;
    if (stalled) break;
  }
  return true;
}

}  // namespace shardproof::robustness
