#include "robustness/pointwise_lp.h"

#include <glpk.h>

#include <cmath>

#include "robustness/glpk_guard.h"

namespace shardproof::robustness {
namespace {

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
      if (x0(i) < lo || x0(i) > hi) { M.row(i).setZero(); c(i) = std::clamp(x0(i), lo, hi); continue; }
      Vec e = Vec::Zero(d); e(i) = 1; rows.push_back(e); consts.push_back(-lo);
      rows.push_back(-e); consts.push_back(hi);
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
      case Layer::Kind::MaxPool: {
        Mat nM(L.out_size, d);
        Vec nc(L.out_size);
        for (int o = 0; o < L.out_size; ++o) {
          int best = L.groups[o][0];
          for (int i : L.groups[o]) if (acts[k](i) > acts[k](best)) best = i;
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

}  // namespace

PointwiseResult pointwise_robustness(const Network& net, const Vec& x0, int label, const PointwiseOptions& opt) {
  PointwiseResult res;
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
  std::vector<Vec> first_round;
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
        double lo = opt.domain_lo_each.size() ? opt.domain_lo_each(i) : opt.domain_lo;
        double hi = opt.domain_hi_each.size() ? opt.domain_hi_each(i) : opt.domain_hi;
        int type = std::isfinite(lo) && std::isfinite(hi) ? GLP_DB : std::isfinite(lo) ? GLP_LO : std::isfinite(hi) ? GLP_UP : GLP_FR;
        glp_set_col_bnds(lp.P, i + 1, type, lo, hi);
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
    if (!ok) { res.error = err; return res; }
    ++res.rounds;
    bool feasible = lp.status == GLP_OPT;
    if (feasible) first_round.push_back(Eigen::Map<const Vec>(xbuf.data(), d));
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
      if (!ok) { res.error = err; return res; }
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
  if (!res.found) {
    // Fallback outside the region: bisect each first-round optimum back towards x0.
    auto flipped = [&](const Vec& x) {
      long a = 0;
      net.evaluate(x).maxCoeff(&a);
      return a != label;
    };
    for (const Vec& xr : first_round) {
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
