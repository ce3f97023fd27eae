#include "robustness/pointwise_lp.h"

#include <glpk.h>

#include <algorithm>
#include <stdexcept>
#include <cmath>
#include <utility>
#include <vector>

#include "robustness/glpk_guard.h"
#include "robustness/glpk_matrix.h"

namespace shardproof::robustness {
namespace {

// The input domain of feature i: per feature when given, else the common one.
std::pair<double, double> domain_of(const PointwiseOptions& opt, long i) {
  if (opt.domain_lo_each.size()) return {opt.domain_lo_each(i), opt.domain_hi_each(i)};
  return {opt.domain_lo, opt.domain_hi};
}

// GLPK's bound type for lo <= v <= hi with either side possibly infinite.
int bound_type(double lo, double hi) {
  return std::isfinite(lo) && std::isfinite(hi) ? GLP_DB : std::isfinite(lo) ? GLP_LO : std::isfinite(hi) ? GLP_UP : GLP_FR;
}

// Region constraints a.x + b >= 0, stored as rows of A and entries of b.
struct Region {
  Mat A;
  Vec b;
};

// Affine form of the output inside x0's region, and the region.
void linearize(const Network& net, const Vec& x0, Mat& M, Vec& c, Region& reg) {
  std::vector<Vec> acts = net.evaluate_all(x0);
  const long d = x0.size();
  M = Mat::Identity(d, d);
  c = Vec::Zero(d);
  std::vector<Vec> rows;
  std::vector<double> consts;
  if (net.input_clamp_lo) {
    // Stay where the clamp is the identity (or constant) as at x0.
    for (long i = 0; i < d; ++i) {
      double lo = (*net.input_clamp_lo)(i), hi = (*net.input_clamp_hi)(i);
      Vec e = Vec::Zero(d);
      e(i) = 1;
      if (x0(i) > hi || x0(i) < lo) {  // constant: x_i >= hi (or <= lo), where the clamp holds it
        const bool above = x0(i) > hi;
        rows.push_back(above ? e : Vec(-e));
        consts.push_back(above ? -hi : lo);
        M.row(i).setZero();
        c(i) = above ? hi : lo;
      } else {
        rows.push_back(e); consts.push_back(-lo);
        rows.push_back(-e); consts.push_back(hi);
      }
    }
  }
  for (std::size_t k = 0; k < net.layers.size(); ++k) {
    const Layer& L = net.layers[k];
    switch (L.kind) {
      case Layer::Kind::Affine:
        M = weight_times_columns(L, M);
        c = weight_times(L, c) + L.bias;
        break;
      case Layer::Kind::Relu:
        for (long j = 0; j < M.rows(); ++j) {
          if (acts[k](j) > 0) { rows.push_back(M.row(j).transpose()); consts.push_back(c(j)); }
          else { rows.push_back(-M.row(j).transpose()); consts.push_back(-c(j)); M.row(j).setZero(); c(j) = 0; }
        }
        break;
      case Layer::Kind::Smooth: throw std::logic_error("pointwise LP: a smooth layer (pointwise_robustness refuses them)");
      case Layer::Kind::Product: throw std::logic_error("pointwise LP: a product layer (pointwise_robustness refuses them)");
      case Layer::Kind::MaxPool: {
        Mat nM(L.out_size, d);
        Vec nc(L.out_size);
        for (int o = 0; o < L.out_size; ++o) {
          const int best = pool_winner(L.groups[o], acts[k]);
          for (int i : L.groups[o]) {
            if (i == best) continue;
            rows.push_back((M.row(best) - M.row(i)).transpose());
            consts.push_back(c(best) - c(i));
          }
          nM.row(o) = M.row(best);
          nc(o) = c(best);
        }
        M = std::move(nM);
        c = std::move(nc);
        break;
      }
    }
  }
  reg.A = Mat(rows.size(), d);
  reg.b = Vec(rows.size());
  for (std::size_t r = 0; r < rows.size(); ++r) { reg.A.row(r) = rows[r].transpose(); reg.b(r) = consts[r]; }
}

struct Lp {
  glp_prob* P = nullptr;
  int d = 0;
  int status = 0, ret = 0;
  double obj = 0;
  double* x = nullptr;  // d + 1 (index d is rho)
};

// Adds the row a.x >= lo (dense over the d inputs); only plain data and GLPK calls.
void add_row(Lp& lp, const double* a, double lo, int* ind, double* val) {
  int r = glp_add_rows(lp.P, 1);
  int n = 0;
  for (int i = 0; i < lp.d; ++i)
    if (a[i] != 0) { ++n; ind[n] = i + 1; val[n] = a[i]; }
  glp_set_mat_row(lp.P, r, n, ind, val);
  glp_set_row_bnds(lp.P, r, GLP_LO, lo, 0.0);
}

void solve(Lp& lp) {
  glp_smcp parm;
  glp_init_smcp(&parm);
  parm.msg_lev = GLP_MSG_OFF;
  parm.meth = GLP_DUALP;
  lp.ret = glp_simplex(lp.P, &parm);
  if (lp.ret != 0) {  // a stale basis can upset the warm start: retry from scratch
    glp_std_basis(lp.P);
    lp.ret = glp_simplex(lp.P, &parm);
  }
  lp.status = glp_get_status(lp.P);
  if (lp.status == GLP_OPT) {
    lp.obj = glp_get_obj_val(lp.P);
    for (int i = 1; i <= lp.d + 1; ++i) lp.x[i - 1] = glp_get_col_prim(lp.P, i);
  }
}

// What the region search of either form leaves for the common end: the best point inside the
// region (res), and each target's optimum without the region constraints (the fallback).
struct RegionSearch {
  PointwiseResult res;
  std::vector<Vec> first_round;
};

RegionSearch dense_search(const Network& net, const Vec& x0, int label, const PointwiseOptions& opt) {
  RegionSearch out;
  PointwiseResult& res = out.res;
  Mat M;
  Vec c;
  Region reg;
  linearize(net, x0, M, c, reg);
  res.region_constraints = static_cast<int>(reg.A.rows());
  const int d = static_cast<int>(x0.size());
  std::vector<int> ind(d + 2);
  std::vector<double> val(d + 2), xbuf(d + 1), row(d + 1);
  // Row-major copy of the region for the guarded code.
  Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor> RA = reg.A;
  for (int t = 0; t < M.rows(); ++t) {
    if (t == label) continue;
    Lp lp;
    lp.d = d;
    lp.x = xbuf.data();
    Vec diff = (M.row(t) - M.row(label)).transpose();
    double gap0 = c(t) - c(label);
    std::string err;
    bool ok = glpk_guarded([&] {
      lp.P = glp_create_prob();
      glp_set_obj_dir(lp.P, GLP_MIN);
      glp_add_cols(lp.P, d + 1);
      for (int i = 0; i < d; ++i) {
        const auto [lo, hi] = domain_of(opt, i);
        glp_set_col_bnds(lp.P, i + 1, bound_type(lo, hi), lo, hi);
      }
      glp_set_col_bnds(lp.P, d + 1, GLP_LO, 0.0, 0.0);
      glp_set_obj_coef(lp.P, d + 1, 1.0);
      // x_i - x0_i + rho >= 0 and -(x_i - x0_i) + rho >= 0
      for (int i = 0; i < d; ++i) {
        int r = glp_add_rows(lp.P, 2);
        ind[1] = i + 1; ind[2] = d + 1;
        val[1] = 1.0; val[2] = 1.0;
        glp_set_mat_row(lp.P, r, 2, ind.data(), val.data());
        glp_set_row_bnds(lp.P, r, GLP_LO, x0(i), 0.0);
        val[1] = -1.0;
        glp_set_mat_row(lp.P, r + 1, 2, ind.data(), val.data());
        glp_set_row_bnds(lp.P, r + 1, GLP_LO, -x0(i), 0.0);
      }
      add_row(lp, diff.data(), opt.margin - gap0, ind.data(), val.data());
      solve(lp);
    }, err);
    if (!ok) { res.error = err; return out; }
    ++res.rounds;
    bool feasible = lp.status == GLP_OPT;
    if (feasible) out.first_round.push_back(Eigen::Map<const Vec>(xbuf.data(), d));
    for (int round = 0; feasible && round < opt.max_rounds; ++round) {
      if (lp.obj > std::min(opt.max_rho, res.rho)) { feasible = false; break; }  // cannot improve
      Eigen::Map<const Vec> xs(xbuf.data(), d);
      Vec viol = reg.A * xs + reg.b;
      std::vector<int> add;
      for (long r = 0; r < viol.size(); ++r) if (viol(r) < -1e-9) add.push_back(static_cast<int>(r));
      if (add.empty()) break;
      res.constraints_added += static_cast<int>(add.size());
      ok = glpk_guarded([&] {
        for (int r : add) add_row(lp, RA.row(r).data(), -reg.b(r), ind.data(), val.data());
        solve(lp);
      }, err);
      if (!ok) { res.error = err; return out; }
      ++res.rounds;
      feasible = lp.status == GLP_OPT;
      if (round + 1 == opt.max_rounds) feasible = false;  // did not converge: do not claim
    }
    if (feasible && lp.obj < res.rho && lp.obj <= opt.max_rho) {
      Eigen::Map<const Vec> xs(xbuf.data(), d);
      if (((reg.A * xs + reg.b).array() >= -1e-9).all()) {
        res.found = true;
        res.rho = lp.obj;
        res.target = t;
        res.x_adv = xs;
      }
    }
    std::string ignored;
    glpk_guarded([&] { glp_delete_prob(lp.P); }, ignored);
  }
  return out;
}

// ---- The layered form ----
// One LP column per input, rho, and one per output of every affine layer; each affine output
// is an equality row over the columns of the layer's inputs (a convolution's row has its
// kernel's taps: sparse), each ReLU's sign at x0 is a bound on its input's column, each max
// pool's argmax rows of two entries. The region is then complete from the start (no rounds),
// and no row is dense over the input unless the network's own weights are.

// A coordinate of a value inside x0's region: LP column `col` (0: none) plus `constant`.
struct Term {
  int col = 0;
  double constant = 0;
};

// The layered LP as plain arrays (GLPK's 1-based conventions), built outside the guarded code.
struct LayeredModel {
  std::vector<int> col_type{0};
  std::vector<double> col_lo{0}, col_hi{0};
  std::vector<int> row_type{0};
  std::vector<double> row_lo{0}, row_hi{0};
  std::vector<int> ia{0}, ja{0};
  std::vector<double> ar{0};
  std::vector<int> region_cols, region_rows;  // the region's constraints (freed for the fallback)
  std::vector<Term> output;
  int d = 0, rho_col = 0, target_row = 0;

  int add_col(int type, double lo, double hi) {
    col_type.push_back(type);
    col_lo.push_back(lo);
    col_hi.push_back(hi);
    return static_cast<int>(col_type.size()) - 1;
  }
  // A row over (column, coefficient) pairs, repeated columns summed (a max pool can pass one
  // column to two outputs) and zeros dropped (glpk_matrix.h).
  int add_row(std::vector<std::pair<int, double>> entries, int type, double lo, double hi) {
    const int r = static_cast<int>(row_type.size());
    row_type.push_back(type);
    row_lo.push_back(lo);
    row_hi.push_back(hi);
    append_row(std::move(entries), r, ia, ja, ar);
    return r;
  }
  // t >= 0 (sign > 0) or t <= 0 (sign < 0) as a constraint of the region: a bound on t's
  // column when t is a free column, a row otherwise.
  void sign_constraint(const Term& t, int sign) {
    if (t.col > 0 && t.constant == 0 && col_type[t.col] == GLP_FR) {
      col_type[t.col] = sign > 0 ? GLP_LO : GLP_UP;
      region_cols.push_back(t.col);
      return;
    }
    std::vector<std::pair<int, double>> e;
    if (t.col > 0) e.emplace_back(t.col, 1.0);
    region_rows.push_back(sign > 0 ? add_row(std::move(e), GLP_LO, -t.constant, 0.0)
                                   : add_row(std::move(e), GLP_UP, 0.0, -t.constant));
  }
};

LayeredModel layered_model(const Network& net, const Vec& x0, const PointwiseOptions& opt, const std::vector<Vec>& acts) {
  LayeredModel m;
  const int d = static_cast<int>(x0.size());
  m.d = d;
  std::vector<Term> value(static_cast<std::size_t>(d));
  for (int i = 0; i < d; ++i) {
    const auto [lo, hi] = domain_of(opt, i);
    value[static_cast<std::size_t>(i)].col = m.add_col(bound_type(lo, hi), lo, hi);
  }
  m.rho_col = m.add_col(GLP_LO, 0.0, 0.0);
  for (int i = 0; i < d; ++i) {  // x_i - x0_i + rho >= 0 and -(x_i - x0_i) + rho >= 0
    m.add_row({{i + 1, 1.0}, {m.rho_col, 1.0}}, GLP_LO, x0(i), 0.0);
    m.add_row({{i + 1, -1.0}, {m.rho_col, 1.0}}, GLP_LO, -x0(i), 0.0);
  }
  if (net.input_clamp_lo) {
    // Stay on the side of each clamp that x0 is on (the clamp is the identity, or constant).
    for (int i = 0; i < d; ++i) {
      const double lo = (*net.input_clamp_lo)(i), hi = (*net.input_clamp_hi)(i);
      Term& v = value[static_cast<std::size_t>(i)];
      const int x = v.col;
      if (x0(i) > hi) { m.sign_constraint({x, -hi}, +1); v = {0, hi}; }
      else if (x0(i) < lo) { m.sign_constraint({x, -lo}, -1); v = {0, lo}; }
      else { m.sign_constraint({x, -lo}, +1); m.sign_constraint({x, -hi}, -1); }
    }
  }
  for (std::size_t k = 0; k < net.layers.size(); ++k) {
    const Layer& L = net.layers[k];
    switch (L.kind) {
      case Layer::Kind::Affine: {
        std::vector<Term> next(static_cast<std::size_t>(L.out_size));
        for (int j = 0; j < L.out_size; ++j) {
          // out_j - sum_i W_ji v_i = b_j + sum_i W_ji const_i
          const int col = m.add_col(GLP_FR, 0.0, 0.0);
          std::vector<std::pair<int, double>> e{{col, 1.0}};
          double rhs = L.bias(j);
          for_each_weight_in_row(L, j, [&](int i, double w) {
            const Term& t = value[static_cast<std::size_t>(i)];
            if (t.col > 0) e.emplace_back(t.col, -w);
            rhs += w * t.constant;
          });
          m.add_row(std::move(e), GLP_FX, rhs, rhs);
          next[static_cast<std::size_t>(j)] = {col, 0.0};
        }
        value = std::move(next);
        break;
      }
      case Layer::Kind::Relu:
        for (int j = 0; j < L.out_size; ++j) {
          Term& t = value[static_cast<std::size_t>(j)];
          if (acts[k](j) > 0) m.sign_constraint(t, +1);
          else { m.sign_constraint(t, -1); t = {}; }
        }
        break;
      case Layer::Kind::Smooth: throw std::logic_error("pointwise LP: a smooth layer (pointwise_robustness refuses them)");
      case Layer::Kind::Product: throw std::logic_error("pointwise LP: a product layer (pointwise_robustness refuses them)");
      case Layer::Kind::MaxPool: {
        std::vector<Term> next(static_cast<std::size_t>(L.out_size));
        for (int o = 0; o < L.out_size; ++o) {
          const auto& g = L.groups[static_cast<std::size_t>(o)];
          const int best = pool_winner(g, acts[k]);
          const Term& b = value[static_cast<std::size_t>(best)];
          for (int i : g) {
            if (i == best) continue;
            const Term& t = value[static_cast<std::size_t>(i)];
            std::vector<std::pair<int, double>> e;  // v_best - v_i >= 0
            if (b.col > 0) e.emplace_back(b.col, 1.0);
            if (t.col > 0) e.emplace_back(t.col, -1.0);
            m.region_rows.push_back(m.add_row(std::move(e), GLP_LO, t.constant - b.constant, 0.0));
          }
          next[static_cast<std::size_t>(o)] = b;
        }
        value = std::move(next);
        break;
      }
    }
  }
  m.output = std::move(value);
  m.target_row = m.add_row({}, GLP_LO, 0.0, 0.0);  // y_t - y_label >= margin, set per target
  return m;
}

// x inside x0's region: every ReLU keeps its sign at x0 and every max pool its argmax, to
// within 1e-9 (the dense form's tolerance on its region rows), with the pattern held fixed.
bool in_region(const Network& net, const std::vector<Vec>& acts, const Vec& x) {
  Vec v = x;
  if (net.input_clamp_lo) {
    for (long i = 0; i < v.size(); ++i) {
      const double lo = (*net.input_clamp_lo)(i), hi = (*net.input_clamp_hi)(i), a = acts[0](i);
      if (a > hi) { if (v(i) < hi - 1e-9) return false; v(i) = hi; }
      else if (a < lo) { if (v(i) > lo + 1e-9) return false; v(i) = lo; }
      else if (v(i) < lo - 1e-9 || v(i) > hi + 1e-9) return false;
    }
  }
  for (std::size_t k = 0; k < net.layers.size(); ++k) {
    const Layer& L = net.layers[k];
    switch (L.kind) {
      case Layer::Kind::Affine: v = weight_times(L, v) + L.bias; break;
      case Layer::Kind::Relu:
        for (long j = 0; j < v.size(); ++j) {
          if (acts[k](j) > 0) { if (v(j) < -1e-9) return false; }
          else { if (v(j) > 1e-9) return false; v(j) = 0; }
        }
        break;
      case Layer::Kind::Smooth: throw std::logic_error("pointwise LP: a smooth layer (pointwise_robustness refuses them)");
      case Layer::Kind::Product: throw std::logic_error("pointwise LP: a product layer (pointwise_robustness refuses them)");
      case Layer::Kind::MaxPool: {
        Vec next(L.out_size);
        for (int o = 0; o < L.out_size; ++o) {
          const auto& g = L.groups[static_cast<std::size_t>(o)];
          const int best = pool_winner(g, acts[k]);
          for (int i : g) if (v(best) - v(i) < -1e-9) return false;
          next(o) = v(best);
        }
        v = std::move(next);
        break;
      }
    }
  }
  return true;
}

RegionSearch layered_search(const Network& net, const Vec& x0, int label, const PointwiseOptions& opt) {
  RegionSearch out;
  PointwiseResult& res = out.res;
  const std::vector<Vec> acts = net.evaluate_all(x0);
  const LayeredModel m = layered_model(net, x0, opt, acts);
  res.region_constraints = static_cast<int>(m.region_cols.size() + m.region_rows.size());
  const int d = m.d;
  const int cols = static_cast<int>(m.col_type.size()) - 1;
  const int rows = static_cast<int>(m.row_type.size()) - 1;
  const int ne = static_cast<int>(m.ia.size()) - 1;
  const Term& yl = m.output[static_cast<std::size_t>(label)];
  std::vector<double> xbuf(static_cast<std::size_t>(d));
  int ind[3];
  double val[3];
  glp_prob* P = nullptr;
  std::string err;
  bool ok = glpk_guarded([&] {
    P = glp_create_prob();
    glp_set_obj_dir(P, GLP_MIN);
    glp_add_cols(P, cols);
    for (int j = 1; j <= cols; ++j) glp_set_col_bnds(P, j, m.col_type[j], m.col_lo[j], m.col_hi[j]);
    glp_set_obj_coef(P, m.rho_col, 1.0);
    glp_add_rows(P, rows);
    for (int r = 1; r <= rows; ++r) glp_set_row_bnds(P, r, m.row_type[r], m.row_lo[r], m.row_hi[r]);
    glp_load_matrix(P, ne, m.ia.data(), m.ja.data(), m.ar.data());
    glp_adv_basis(P, 0);
  }, err);
  if (!ok) { res.error = err; return out; }
  // Solves with the target row set to y_t - y_label >= margin; returns GLPK's status (and the
  // optimum, its input point in xbuf).
  auto solve_for = [&](int t, double& obj) {
    const Term& yt = m.output[static_cast<std::size_t>(t)];
    int n = 0;
    if (yt.col != yl.col) {  // the same column (or none) leaves y_t - y_label no column part
      if (yt.col > 0) { ++n; ind[n] = yt.col; val[n] = 1.0; }
      if (yl.col > 0) { ++n; ind[n] = yl.col; val[n] = -1.0; }
    }
    const double lo = opt.margin - (yt.constant - yl.constant);
    int status = 0;
    ok = glpk_guarded([&] {
      glp_set_mat_row(P, m.target_row, n, ind, val);
      glp_set_row_bnds(P, m.target_row, GLP_LO, lo, 0.0);
      glp_smcp parm;
      glp_init_smcp(&parm);
      parm.msg_lev = GLP_MSG_OFF;
      parm.meth = GLP_DUALP;
      if (glp_simplex(P, &parm) != 0) {  // a stale basis can upset the warm start
        glp_adv_basis(P, 0);
        glp_simplex(P, &parm);
      }
      status = glp_get_status(P);
      if (status == GLP_OPT) {
        obj = glp_get_obj_val(P);
        for (int i = 0; i < d; ++i) xbuf[static_cast<std::size_t>(i)] = glp_get_col_prim(P, i + 1);
      }
    }, err);
    ++res.rounds;
    return status;
  };
  for (int t = 0; t < static_cast<int>(m.output.size()) && ok; ++t) {
    if (t == label) continue;
    double obj = INFINITY;
    const int status = solve_for(t, obj);
    if (!ok) break;
    if (status != GLP_OPT || !(obj < res.rho) || obj > opt.max_rho) continue;
    const Vec xs = Eigen::Map<const Vec>(xbuf.data(), d);
    if (!in_region(net, acts, xs)) continue;
    res.found = true;
    res.rho = obj;
    res.target = t;
    res.x_adv = xs;
  }
  if (ok && !res.found) {
    // The fallback's points: each target's optimum with x0's linearisation used globally (the
    // region's constraints freed), as the dense form's first round has them.
    ok = glpk_guarded([&] {
      for (int c : m.region_cols) glp_set_col_bnds(P, c, GLP_FR, 0.0, 0.0);
      for (int r : m.region_rows) glp_set_row_bnds(P, r, GLP_FR, 0.0, 0.0);
    }, err);
    for (int t = 0; t < static_cast<int>(m.output.size()) && ok; ++t) {
      if (t == label) continue;
      double obj = INFINITY;
      if (solve_for(t, obj) == GLP_OPT && ok) out.first_round.push_back(Eigen::Map<const Vec>(xbuf.data(), d));
    }
  }
  if (!ok) { res = PointwiseResult{}; res.error = err; out.first_round.clear(); return out; }
  std::string ignored;
  glpk_guarded([&] { glp_delete_prob(P); }, ignored);
  return out;
}

}  // namespace

PointwiseResult pointwise_robustness(const Network& net, const Vec& x0, int label, const PointwiseOptions& opt) {
  if (!net.piecewise_linear()) {
    // The region of x0 is its activation pattern, a polytope only where every layer is
    // piecewise linear: a sigmoid or tanh layer has no such region.
    PointwiseResult r;
    r.error = "the pointwise LP needs a piecewise-linear network (this one has a Sigmoid or Tanh layer)";
    return r;
  }
  RegionSearch search = opt.form == PointwiseOptions::Form::Layered ? layered_search(net, x0, label, opt)
                                                                     : dense_search(net, x0, label, opt);
  PointwiseResult& res = search.res;
  if (!res.error.empty()) return res;
  if (!res.found) {
    // Fallback outside the region: bisect each first-round optimum back towards x0.
    auto flipped = [&](const Vec& x) {
      long a = 0;
      net.evaluate(x).maxCoeff(&a);
      return a != label;
    };
    for (const Vec& xr : search.first_round) {
      if (!flipped(xr)) continue;
      double lo = 0, hi = 1;
      for (int it = 0; it < 40; ++it) {
        double mid = 0.5 * (lo + hi);
        if (flipped(x0 + mid * (xr - x0))) hi = mid; else lo = mid;
      }
      Vec x = x0 + hi * (xr - x0);
      double rho = (x - x0).cwiseAbs().maxCoeff();
      if (rho < res.rho) {
        res.found = true;
        res.in_region = false;
        res.rho = rho;
        res.x_adv = x;
        long a = 0;
        net.evaluate(x).maxCoeff(&a);
        res.target = static_cast<int>(a);
      }
    }
  }
  if (res.found) {
    res.y_adv = net.evaluate(res.x_adv);
    long arg = 0;
    res.y_adv.maxCoeff(&arg);
    res.verified = res.y_adv(res.target) >= res.y_adv(label) && arg != label;
    // Exact rho of the point actually found (the LP's rho is its bound).
    res.rho = (res.x_adv - x0).cwiseAbs().maxCoeff();
  }
  return res;
}

}  // namespace shardproof::robustness
