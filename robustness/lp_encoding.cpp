#include "robustness/lp_encoding.h"


#include <fmt/format.h>
#include <glpk.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>

#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include "robustness/byte_buffer.h"
#include "robustness/coin_cuts.h"
#include "robustness/deadline.h"
#include "robustness/glpk_guard.h"
#include "robustness/glpk_matrix.h"
#include "robustness/product.h"

namespace shardproof::robustness {
namespace {

// A value in the encoding: a GLPK column (col > 0) or a constant.
struct Ent {
  int col = 0;
  double constant = 0;
};

struct Model {
  std::vector<double> col_lo{0}, col_hi{0};
  std::vector<char> col_int{0};
  std::vector<int> ia{0}, ja{0};
  std::vector<double> ar{0};
  std::vector<int> row_type{0};
  std::vector<double> row_lo{0}, row_hi{0};
  std::vector<std::vector<Ent>> values;  // per value index
  struct Binary {
    int col, layer, j;
  };
  std::vector<Binary> binaries;  // the MILP's ReLU indicators
  int t_col = 0;

  int add_col(double lo, double hi, bool integer = false) {
    col_lo.push_back(lo);
    col_hi.push_back(hi);
    col_int.push_back(integer);
    return static_cast<int>(col_lo.size()) - 1;
  }
  int ncols() const { return static_cast<int>(col_lo.size()) - 1; }
  int nrows() const { return static_cast<int>(row_type.size()) - 1; }
  // sum coef*col (+ constants folded) in [lo, hi] per type; a column that comes twice (pooling
  // windows that overlap) is summed (glpk_matrix.h).
  void add_row(std::vector<std::pair<int, double>> e, int type, double lo, double hi) {
    const int r = static_cast<int>(row_type.size());
    row_type.push_back(type);
    row_lo.push_back(lo);
    row_hi.push_back(hi);
    append_row(std::move(e), r, ia, ja, ar);
  }
};

int glpk_bounds_type(double lo, double hi) {
  bool fl = std::isfinite(lo), fh = std::isfinite(hi);
  if (fl && fh) return lo == hi ? GLP_FX : GLP_DB;
  if (fl) return GLP_LO;
  if (fh) return GLP_UP;
  return GLP_FR;
}

// The model as a GLPK problem (minimisation, no objective yet). Only GLPK calls: safe under
// glpk_guarded's longjmp.
glp_prob* load_problem(const Model& m) {
  glp_prob* P = glp_create_prob();
  glp_set_obj_dir(P, GLP_MIN);
  glp_add_cols(P, m.ncols());
  for (int c = 1; c <= m.ncols(); ++c) {
    glp_set_col_bnds(P, c, glpk_bounds_type(m.col_lo[c], m.col_hi[c]), m.col_lo[c], m.col_hi[c]);
    if (m.col_int[c]) glp_set_col_kind(P, c, GLP_IV);
  }
  if (m.nrows() > 0) {
    glp_add_rows(P, m.nrows());
    for (int r = 1; r <= m.nrows(); ++r) glp_set_row_bnds(P, r, m.row_type[r], m.row_lo[r], m.row_hi[r]);
    glp_load_matrix(P, static_cast<int>(m.ia.size()) - 1, m.ia.data(), m.ja.data(), m.ar.data());
  }
  return P;
}

// Encodes values 0..upto (value index) of the network. With `implied_bounds` (b holds for
// every input of the box, as a root's bounds do, rather than constraining it, as a
// subdomain's clamped split neurons do), a pre-activation that b sends to 0 through its ReLU
// gets no column and no row: a layer reads only the value before it, so nothing else reads it
// (GLPK's cut rounds scale with the rows).
Model encode(const Network& net, const LayerBounds& b, int upto, bool integer, bool implied_bounds = false) {
  Model m;
  m.values.resize(upto + 1);
  const Vec& lo = b.lo[0];
  const Vec& hi = b.hi[0];
  for (long i = 0; i < lo.size(); ++i) m.values[0].push_back({m.add_col(lo(i), hi(i)), 0});
  std::vector<std::pair<int, double>> e;
  for (int k = 0; k < upto; ++k) {
    check_deadline();  // a convolution's dense rows take a while to encode
    const Layer& L = net.layers[k];
    const auto& in = m.values[k];
    auto& out = m.values[k + 1];
    const Vec& l = b.lo[k + 1];
    const Vec& u = b.hi[k + 1];
    switch (L.kind) {
      case Layer::Kind::Affine:
        for (int j = 0; j < L.out_size; ++j) {
          if (l(j) == u(j)) { out.push_back({0, l(j)}); continue; }
          if (implied_bounds && u(j) <= 0 && k + 1 < upto && net.layers[static_cast<std::size_t>(k) + 1].kind == Layer::Kind::Relu) {
            out.push_back({0, 0.0});
            continue;
          }
          int z = m.add_col(l(j), u(j));
          e.clear();
          e.push_back({z, 1.0});
          double rhs = L.bias(j);
          for_each_weight_in_row(L, j, [&](int i, double w) {
            if (in[i].col) e.push_back({in[i].col, -w}); else rhs += w * in[i].constant;
          });
          m.add_row(e, GLP_FX, rhs, rhs);
          out.push_back({z, 0});
        }
        break;
      case Layer::Kind::Relu:
        for (int j = 0; j < L.out_size; ++j) {
          double pl = b.lo[k](j), pu = b.hi[k](j);
          const Ent& z = in[j];
          if (!z.col) { out.push_back({0, std::max(z.constant, 0.0)}); continue; }
          if (pl >= 0) { out.push_back(z); continue; }
          if (pu <= 0) { out.push_back({0, 0.0}); continue; }
          int a = m.add_col(0.0, pu);
          m.add_row({{a, 1.0}, {z.col, -1.0}}, GLP_LO, 0.0, 0.0);  // a >= z
          if (integer) {
            int dcol = m.add_col(0.0, 1.0, true);
            m.binaries.push_back({dcol, k, j});
            m.add_row({{a, 1.0}, {z.col, -1.0}, {dcol, -pl}}, GLP_UP, 0.0, -pl);  // a <= z - l(1-d)
            m.add_row({{a, 1.0}, {dcol, -pu}}, GLP_UP, 0.0, 0.0);                 // a <= u d
          } else {
            double s = pu / (pu - pl);
            m.add_row({{a, 1.0}, {z.col, -s}}, GLP_UP, 0.0, -s * pl);  // a <= s (z - l)
          }
          out.push_back({a, 0});
        }
        break;
      case Layer::Kind::MaxPool:
        for (int o = 0; o < L.out_size; ++o) {
          double umax = -INFINITY, lmax = -INFINITY;
          for (int i : L.groups[o]) { umax = std::max(umax, b.hi[k](i)); lmax = std::max(lmax, b.lo[k](i)); }
          // Only entries that can be the largest (u_i >= the largest lower bound) compete; a
          // window of one (values the ONNX loader carries past a pooling) is its entry.
          std::vector<int> cand;
          for (int i : L.groups[o]) if (b.hi[k](i) >= lmax) cand.push_back(i);
          if (cand.size() == 1) { out.push_back(in[cand[0]]); continue; }
          int a = m.add_col(std::max(lmax, l(o)), std::min(umax, u(o)));
          for (int i : L.groups[o]) {
            if (in[i].col) m.add_row({{a, 1.0}, {in[i].col, -1.0}}, GLP_LO, 0.0, 0.0);
            else m.add_row({{a, 1.0}}, GLP_LO, in[i].constant, 0.0);
          }
          if (integer) {
            // exact: one binary d_i per candidate, sum d_i = 1, a <= v_i + (umax - l_i)(1 - d_i)
            std::vector<std::pair<int, double>> one;
            for (int i : cand) {
              int dcol = m.add_col(0.0, 1.0, true);
              one.push_back({dcol, 1.0});
              const double big = umax - b.lo[k](i);
              if (in[i].col) m.add_row({{a, 1.0}, {in[i].col, -1.0}, {dcol, big}}, GLP_UP, 0.0, big);
              else m.add_row({{a, 1.0}, {dcol, big}}, GLP_UP, 0.0, in[i].constant + big);
            }
            m.add_row(one, GLP_FX, 1.0, 1.0);
          }
          out.push_back({a, 0});
        }
        break;
      case Layer::Kind::Smooth: {
        // Not piecewise linear: the activation's two lines (activation.h) as rows, with or
        // without `integer`. The model is then a relaxation: infeasible or bounded above 0
        // proves the case; a solution is a candidate that the caller re-evaluates.
        const LayerRelaxation rx = relax_layer(*L.activation, b.lo[k], b.hi[k], L.passthrough);
        for (int j = 0; j < L.out_size; ++j) {
          const Ent& z = in[j];
          const double ylo = l(j), yhi = u(j);  // sound: the interval step's outward bounds
          if (!(ylo < yhi)) { out.push_back({0, ylo}); continue; }
          const int y = m.add_col(ylo, yhi);
          out.push_back({y, 0});
          if (!z.col) continue;  // a constant input: its value's bounds say all
          // A constant line at an infinite bound (exp.h, reciprocal.h) is no row: the
          // column's own bounds say as much.
          if (std::isfinite(rx.lower_intercept(j)))
            m.add_row({{y, 1.0}, {z.col, -rx.lower_slope(j)}}, GLP_LO, rx.lower_intercept(j), 0.0);  // y >= a_l z + c_l
          if (std::isfinite(rx.upper_intercept(j)))
            m.add_row({{y, 1.0}, {z.col, -rx.upper_slope(j)}}, GLP_UP, 0.0, rx.upper_intercept(j));  // y <= a_u z + c_u
        }
        break;
      }
      case Layer::Kind::Product:
        // Not piecewise linear: the four McCormick planes (product.h) as rows, the convex hull
        // of x y on the factors' box; a relaxation, as for Smooth layers. A square and a
        // carried entry keep their own planes (chord above, tangents at the ends and the
        // midpoint below; the entry itself).
        for (int o = 0; o < L.out_size; ++o) {
          const auto& g = L.groups[static_cast<std::size_t>(o)];
          if (g.size() == 1) { out.push_back(in[g[0]]); continue; }
          const double ylo = l(o), yhi = u(o);
          if (!(ylo < yhi)) { out.push_back({0, ylo}); continue; }
          const int y = m.add_col(ylo, yhi);
          out.push_back({y, 0});
          const double lx = b.lo[k](g[0]), ux = b.hi[k](g[0]), ly = b.lo[k](g[1]), uy = b.hi[k](g[1]);
          if (!(std::isfinite(lx) && std::isfinite(ux) && std::isfinite(ly) && std::isfinite(uy))) continue;
          std::vector<ProductPlane> below, above;
          if (g[0] == g[1]) {
            for (double t : {lx, 0.5 * (lx + ux), ux}) {
              const ProductRelaxation r = relax_square(t, t);  // its lower plane: the tangent at t
              below.push_back(r.lower);
            }
            above.push_back(relax_square(lx, ux).upper);
          } else {
            below = mccormick_lower(lx, ux, ly, uy);
            above = mccormick_upper(lx, ux, ly, uy);
          }
          // y >= ax x + ay y' + c: a row over the columns, constants folded into the bound.
          auto plane_row = [&](const ProductPlane& p, bool lower) {
            std::vector<std::pair<int, double>> row{{y, 1.0}};
            double rhs = p.c;
            auto term = [&](int i, double a) {
              if (a == 0) return;
              if (in[i].col) row.push_back({in[i].col, -a}); else rhs += a * in[i].constant;
            };
            if (g[0] == g[1]) term(g[0], p.ax);
            else { term(g[0], p.ax); term(g[1], p.ay); }
            if (lower) m.add_row(row, GLP_LO, rhs, 0.0);
            else m.add_row(row, GLP_UP, 0.0, rhs);
          };
          for (const ProductPlane& p : below) plane_row(p, true);
          for (const ProductPlane& p : above) plane_row(p, false);
        }
        break;
    }
  }
  return m;
}

struct SolveCtx {
  const Model* m;
  bool integer;
  int tm_lim_ms;
  // outputs
  int status = 0, ret = 0;
  double obj = 0;
  bool proved = false, found = false;
  double* x_out;  // ncols + 1
  int n_x;
  glp_prob* P = nullptr;
};

void mip_callback(glp_tree* tree, void* info) {
  auto* ctx = static_cast<SolveCtx*>(info);
  int reason = glp_ios_reason(tree);
  if (reason == GLP_IBINGO) {
    if (glp_mip_obj_val(glp_ios_get_prob(tree)) <= 0) { ctx->found = true; glp_ios_terminate(tree); }
  } else if (reason == GLP_ISELECT) {
    int node = glp_ios_best_node(tree);
    if (node && glp_ios_node_bound(tree, node) > 1e-7) { ctx->proved = true; glp_ios_terminate(tree); }
  }
}

// Only GLPK calls and plain data: safe under glpk_guarded's longjmp.
void run_glpk(SolveCtx& ctx) {
  const Model& m = *ctx.m;
  glp_prob* P = load_problem(m);
  ctx.P = P;
  glp_set_obj_coef(P, m.t_col, 1.0);
  if (ctx.integer) {
    glp_iocp parm;
    glp_init_iocp(&parm);
    parm.msg_lev = GLP_MSG_OFF;
    parm.presolve = GLP_ON;
    parm.tm_lim = ctx.tm_lim_ms;
    parm.cb_func = mip_callback;
    parm.cb_info = &ctx;
    ctx.ret = glp_intopt(P, &parm);
    ctx.status = glp_mip_status(P);
    if (ctx.status == GLP_OPT || ctx.status == GLP_FEAS) {
      ctx.obj = glp_mip_obj_val(P);
      for (int c = 1; c <= ctx.n_x; ++c) ctx.x_out[c] = glp_mip_col_val(P, c);
    }
  } else {
    glp_smcp parm;
    glp_init_smcp(&parm);
    parm.msg_lev = GLP_MSG_OFF;
    parm.presolve = GLP_OFF;
    parm.tm_lim = ctx.tm_lim_ms;
    ctx.ret = glp_simplex(P, &parm);
    ctx.status = glp_get_status(P);
    if (ctx.status == GLP_OPT) {
      ctx.obj = glp_get_obj_val(P);
      for (int c = 1; c <= ctx.n_x; ++c) ctx.x_out[c] = glp_get_col_prim(P, c);
    }
  }
  glp_delete_prob(P);
  ctx.P = nullptr;
}

}  // namespace

CaseLpResult solve_case(const Network& net, const LayerBounds& b, const SpecCase& c, bool integer,
                        double time_limit_s) {
  CaseLpResult r;
  Model m = encode(net, b, static_cast<int>(net.layers.size()), integer);
  m.t_col = m.add_col(-INFINITY, INFINITY);
  const auto& y = m.values.back();
  for (long j = 0; j < c.C.rows(); ++j) {
    std::vector<std::pair<int, double>> e{{m.t_col, -1.0}};
    double rhs = c.d(j);
    for (long i = 0; i < c.C.cols(); ++i) {
      double w = c.C(j, i);
      if (w == 0) continue;
      if (y[i].col) e.push_back({y[i].col, w}); else rhs -= w * y[i].constant;
    }
    m.add_row(e, GLP_UP, 0.0, rhs);
  }
  const int n_x = static_cast<int>(b.lo[0].size());
  std::vector<double> xbuf(n_x + 1, 0.0);
  check_deadline();
  SolveCtx ctx{&m, integer, glpk_ms(std::min(time_limit_s, seconds_left())), 0, 0, 0, false, false, xbuf.data(), n_x, nullptr};
  std::string err;
  if (!glpk_guarded([&] { run_glpk(ctx); }, err)) {
    r.status = CaseLpResult::Status::Error;
    r.message = err;
    return r;
  }
  r.x = Vec(n_x);
  for (int i = 0; i < n_x; ++i) r.x(i) = xbuf[i + 1];
  r.status = integer ? decide_milp(ctx.ret, ctx.status, ctx.obj, ctx.proved) : decide_lp(ctx.ret, ctx.status, ctx.obj);
  if (ctx.status == GLP_OPT || (integer && ctx.status == GLP_FEAS)) r.objective = ctx.obj;
  if (r.status == CaseLpResult::Status::Unknown && ctx.ret != 0)
    r.message = fmt::format("GLPK {} ended without a decision (code {})", integer ? "MILP" : "simplex", ctx.ret);
  return r;
}

namespace {

// Cuts cross a pipe from the process that generates them (milp_root_cuts) as messages: a
// byte count, then the two bounds and the cuts (byte_buffer.h: both ends are the same binary).
void write_cuts(int fd, double lp_bound, double cut_bound, const std::vector<NetworkCut>& cuts) {
  ByteWriter w;
  w.put(std::uint64_t{0});  // the body's size, once known
  w.put(lp_bound);
  w.put(cut_bound);
  w.put<std::uint64_t>(cuts.size());
  for (const NetworkCut& c : cuts) {
    w.put_array(c.terms.data(), c.terms.size());
    w.put_array(c.indicators.data(), c.indicators.size());
    w.put(c.rhs);
  }
  const std::uint64_t body = w.out.size() - sizeof(std::uint64_t);
  std::memcpy(w.out.data(), &body, sizeof body);
  for (std::size_t at = 0; at < w.out.size();) {
    const ssize_t n = ::write(fd, w.out.data() + at, w.out.size() - at);
    if (n <= 0) return;  // the reader has gone (its time is up)
    at += static_cast<std::size_t>(n);
  }
}

// Parses the message body (write_cuts) that starts at byte `from` of `bytes` into `out`.
void read_cuts(const std::string& bytes, std::size_t from, RootCuts& out) {
  ByteReader r{bytes, from};
  out.lp_bound = r.get<double>();
  out.cut_bound = r.get<double>();
  out.cuts.assign(r.get<std::uint64_t>(), {});
  for (NetworkCut& c : out.cuts) {
    c.terms = r.get_array<NetworkCut::Term>();
    c.indicators = r.get_array<NetworkCut::Indicator>();
    c.rhs = r.get<double>();
  }
}

struct CutCtx {
  const Model* m;
  int out_fd = -1;  // each round's cuts are written here (write_cuts)
  std::vector<int> col_value, col_j;  // per column: the value and entry it holds (-1: none)
  std::vector<int> bin_layer, bin_j;  // per column: the ReLU indicator it is (-1: none)
  int base_rows = 0;                  // rows of the model; later ones are cuts
  double lp_bound = -INFINITY;        // the LP's, before any cut
};

// One cut row over the model's columns (GLPK's 1-based indices, lo <= a.x <= up, a side
// infinite when open) as network cuts of the form a.x <= rhs (two for a ranged row), each
// loosened by 1e-6 (1 + |bound| + sum |a|) against the solvers' round-off.
void append_network_cuts(const CutCtx& ctx, const int* cols, const double* a, int len, double lo, double up,
                         std::vector<NetworkCut>& out) {
  NetworkCut cut;
  double scale = 0;
  for (int t = 0; t < len; ++t) {
    const auto c = static_cast<std::size_t>(cols[t]);
    scale += std::abs(a[t]);
    if (ctx.col_value[c] >= 0) cut.terms.push_back({ctx.col_value[c], ctx.col_j[c], a[t]});
    else cut.indicators.push_back({ctx.bin_layer[c], ctx.bin_j[c], a[t]});
  }
  const double slack = 1e-6;
  auto add = [&](double sign, double bound) {
    NetworkCut k = cut;
    for (auto& e : k.terms) e.a *= sign;
    for (auto& e : k.indicators) e.a *= sign;
    k.rhs = sign * bound + slack * (1 + std::abs(bound) + scale);
    out.push_back(std::move(k));
  };
  if (std::isfinite(up)) add(1.0, up);
  if (std::isfinite(lo)) add(-1.0, lo);
}

// The rows of the root's current LP after the model's own (COIN-OR's cuts added before
// GLPK's rounds, then GLPK's cuts), as network cuts.
void snapshot_cuts(glp_tree* tree, CutCtx& ctx) {
  glp_prob* P = glp_ios_get_prob(tree);
  const int rows = glp_get_num_rows(P), cols = glp_get_num_cols(P);
  std::vector<int> ind(static_cast<std::size_t>(cols) + 1);
  std::vector<double> val(static_cast<std::size_t>(cols) + 1);
  std::vector<NetworkCut> cuts;
  for (int i = ctx.base_rows + 1; i <= rows; ++i) {
    const int len = glp_get_mat_row(P, i, ind.data(), val.data());
    const int type = glp_get_row_type(P, i);
    const double lo = (type == GLP_LO || type == GLP_DB || type == GLP_FX) ? glp_get_row_lb(P, i) : -INFINITY;
    const double up = (type == GLP_UP || type == GLP_DB || type == GLP_FX) ? glp_get_row_ub(P, i) : INFINITY;
    append_network_cuts(ctx, ind.data() + 1, val.data() + 1, len, lo, up, cuts);
  }
  write_cuts(ctx.out_fd, ctx.lp_bound, glp_get_obj_val(P), cuts);
}

void cut_callback(glp_tree* tree, void* info) {
  auto* ctx = static_cast<CutCtx*>(info);
  const int reason = glp_ios_reason(tree);
  if (reason != GLP_ICUTGEN && reason != GLP_IBRANCH) return;
  if (glp_ios_node_level(tree, glp_ios_curr_node(tree)) != 0) { glp_ios_terminate(tree); return; }
  snapshot_cuts(tree, *ctx);
  if (reason == GLP_IBRANCH) glp_ios_terminate(tree);  // the root's rounds are over
}

void run_cuts(CutCtx& ctx, const Vec& c, double c0, double time_limit_s) {
  const Model& m = *ctx.m;
  glp_prob* P = load_problem(m);
  double constant = c0;
  const auto& y = m.values.back();
  for (long i = 0; i < c.size(); ++i) {
    if (c(i) == 0) continue;
    if (y[i].col) glp_set_obj_coef(P, y[i].col, glp_get_obj_coef(P, y[i].col) + c(i));
    else constant += c(i) * y[i].constant;
  }
  glp_set_obj_coef(P, 0, constant);
  const auto start = std::chrono::steady_clock::now();
  glp_smcp sp;
  glp_init_smcp(&sp);
  sp.msg_lev = GLP_MSG_OFF;
  sp.tm_lim = glpk_ms(time_limit_s);
  // glp_intopt without its presolver wants an optimal basis.
  if (glp_simplex(P, &sp) == 0 && glp_get_status(P) == GLP_OPT) {
    ctx.lp_bound = glp_get_obj_val(P);
    // COIN-OR's rounds first (coin_cuts.h: they close much more of the gap, in seconds), each
    // round sent on; their cuts then join the model for GLPK's rounds.
    std::vector<CutRow> coin;
    coin_root_cut_rounds(P, 50, [&](double bound, const std::vector<CutRow>& rows) {
      std::vector<NetworkCut> cuts;
      for (const CutRow& r : rows) append_network_cuts(ctx, r.cols.data(), r.a.data(), static_cast<int>(r.cols.size()), r.lo, r.up, cuts);
      write_cuts(ctx.out_fd, ctx.lp_bound, bound, cuts);
    }, coin);
    if (!coin.empty()) {
      const int first = glp_add_rows(P, static_cast<int>(coin.size()));
      for (std::size_t k = 0; k < coin.size(); ++k) {
        const CutRow& r = coin[k];
        const int row = first + static_cast<int>(k);
        std::vector<int> ind{0};
        std::vector<double> val{0};
        ind.insert(ind.end(), r.cols.begin(), r.cols.end());
        val.insert(val.end(), r.a.begin(), r.a.end());
        glp_set_mat_row(P, row, static_cast<int>(r.cols.size()), ind.data(), val.data());
        glp_set_row_bnds(P, row, glpk_bounds_type(r.lo, r.up), r.lo, r.up);
      }
      if (glp_simplex(P, &sp) != 0 || glp_get_status(P) != GLP_OPT) { glp_delete_prob(P); return; }
    }
    const double used = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    glp_iocp ip;
    glp_init_iocp(&ip);
    ip.msg_lev = GLP_MSG_OFF;
    ip.presolve = GLP_OFF;  // cuts over the model's own columns
    ip.gmi_cuts = ip.mir_cuts = ip.cov_cuts = ip.clq_cuts = GLP_ON;
    ip.tm_lim = glpk_ms(std::max(0.0, time_limit_s - used));
    ip.cb_func = cut_callback;
    ip.cb_info = &ctx;
    if (ip.tm_lim > 0) glp_intopt(P, &ip);
  }
  glp_delete_prob(P);
}

// In the child process of RootCutGenerator: encodes the MILP and writes each round's cuts to fd.
void generate_cuts(const Network& net, const LayerBounds& b, const Vec& c, double c0, int fd) {
  Model m = encode(net, b, static_cast<int>(net.layers.size()), true, /*implied_bounds=*/true);
  CutCtx ctx;
  ctx.m = &m;
  ctx.out_fd = fd;
  ctx.base_rows = m.nrows();
  const std::size_t cols = static_cast<std::size_t>(m.ncols()) + 1;
  ctx.col_value.assign(cols, -1);
  ctx.col_j.assign(cols, -1);
  ctx.bin_layer.assign(cols, -1);
  ctx.bin_j.assign(cols, -1);
  for (std::size_t v = 0; v < m.values.size(); ++v)
    for (std::size_t j = 0; j < m.values[v].size(); ++j) {
      const int col = m.values[v][j].col;
      if (col && ctx.col_value[static_cast<std::size_t>(col)] < 0) {
        ctx.col_value[static_cast<std::size_t>(col)] = static_cast<int>(v);
        ctx.col_j[static_cast<std::size_t>(col)] = static_cast<int>(j);
      }
    }
  for (const Model::Binary& d : m.binaries) {
    ctx.bin_layer[static_cast<std::size_t>(d.col)] = d.layer;
    ctx.bin_j[static_cast<std::size_t>(d.col)] = d.j;
  }
  std::string err;
  glpk_guarded([&] { run_cuts(ctx, c, c0, 1e6); }, err);
}

}  // namespace

RootCutGenerator::RootCutGenerator(const Network& net, const LayerBounds& b, const Vec& c, double c0) {
  for (const Layer& L : net.layers)
    if (L.kind == Layer::Kind::MaxPool || L.kind == Layer::Kind::Smooth || L.kind == Layer::Kind::Product) { done_ = true; return; }
  // GLPK's cut generators do not look at its clock (on cifar_wide_kw, asked for 45 s, it took
  // 66-75 s; asked for 60 s, 105 s), so they run in a child process, killed when no longer
  // wanted.
  int fds[2];
  if (::pipe(fds) != 0) { done_ = true; return; }
  std::fflush(nullptr);
  pid_ = ::fork();
  if (pid_ < 0) {
    ::close(fds[0]);
    ::close(fds[1]);
    done_ = true;
    return;
  }
  if (pid_ == 0) {
    try {
      ::close(fds[0]);
      generate_cuts(net, b, c, c0, fds[1]);
    } catch (...) {  // the deadline this process inherited, or memory: the parent has what was sent
    }
    ::_exit(0);
  }
  ::close(fds[1]);
  fd_ = fds[0];
}

RootCutGenerator::~RootCutGenerator() {
  if (pid_ > 0) {
    ::kill(pid_, SIGKILL);
    ::waitpid(pid_, nullptr, 0);
  }
  if (fd_ >= 0) ::close(fd_);
}

bool RootCutGenerator::poll(RootCuts& out, double wait_s) {
  bool fresh = false;
  std::vector<char> chunk(1 << 16);
  const auto end = std::chrono::steady_clock::now() + std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(std::max(0.0, wait_s)));
  while (!done_) {
    const double left = std::chrono::duration<double>(end - std::chrono::steady_clock::now()).count();
    pollfd pfd{fd_, POLLIN, 0};
    const int ready = ::poll(&pfd, 1, static_cast<int>(std::ceil(std::clamp(left, 0.0, 0.1) * 1000)));
    if (ready < 0 && errno != EINTR) { done_ = true; break; }
    if (ready <= 0) {
      if (left <= 0) break;
      continue;
    }
    const ssize_t n = ::read(fd_, chunk.data(), chunk.size());
    if (n <= 0) { done_ = true; break; }  // the child finished (or failed)
    buffer_.append(chunk.data(), static_cast<std::size_t>(n));
    // The last complete message is the latest round: `last_body` is where its body starts.
    std::size_t at = 0, last_body = SIZE_MAX;
    while (buffer_.size() - at >= sizeof(std::uint64_t)) {
      std::uint64_t body = 0;
      std::memcpy(&body, buffer_.data() + at, sizeof body);
      if (buffer_.size() - at - sizeof body < body) break;
      last_body = at + sizeof body;
      at += sizeof body + body;
    }
    if (last_body != SIZE_MAX) {
      read_cuts(buffer_, last_body, out);
      fresh = true;
    }
    buffer_.erase(0, at);
  }
  return fresh;
}

RootCuts milp_root_cuts(const Network& net, const LayerBounds& b, const Vec& c, double c0, double time_limit_s) {
  RootCuts out;
  check_deadline();
  const double limit = std::min(time_limit_s, seconds_left());
  if (!(limit > 0)) return out;
  const auto start = std::chrono::steady_clock::now();
  RootCutGenerator generator(net, b, c, c0);
  for (;;) {
    const double left = limit - std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (left <= 0 || generator.done()) break;
    generator.poll(out, std::min(left, 0.1));
    check_deadline();
  }
  return out;
}

namespace {
constexpr double kMarginTolerance = 1e-7;  // t* above it: the property holds
}  // namespace

CaseLpResult::Status decide_lp(int ret, int status, double objective) {
  using S = CaseLpResult::Status;
  if (ret == GLP_ETMLIM) return S::Timeout;
  if (ret != 0) return S::Unknown;  // GLP_EFAIL, GLP_ESING, GLP_EITLIM, ...: nothing is known
  if (status == GLP_NOFEAS) return S::Holds;
  if (status == GLP_OPT && objective > kMarginTolerance) return S::Holds;
  return S::Unknown;  // optimum <= 0: the relaxation cannot decide; or unbounded
}

CaseLpResult::Status decide_milp(int ret, int status, double objective, bool proved_by_bound) {
  using S = CaseLpResult::Status;
  // The callback stopped the search because the best open node's bound is > 0: a proof.
  if (ret == GLP_ESTOP && proved_by_bound) return S::Holds;
  // Solved, or infeasible found by the presolver (GLP_ENOPFS, which sets GLP_NOFEAS).
  const bool finished = ret == 0 || ret == GLP_ENOPFS;
  if (finished && status == GLP_NOFEAS) return S::Holds;
  if (finished && status == GLP_OPT && objective > kMarginTolerance) return S::Holds;
  // Any integer-feasible point at or below 0, whatever stopped the search (the callback, the
  // clock): a candidate, which the caller re-evaluates before it says violated.
  if ((status == GLP_OPT || status == GLP_FEAS) && objective <= kMarginTolerance) return S::Candidate;
  if (ret == GLP_ETMLIM) return S::Timeout;
  return S::Unknown;
}

namespace {
struct TightenCtx {
  const Model* m;
  std::chrono::steady_clock::time_point end;  // no LP runs past it
  const int* cols;  // columns to optimise
  int n;
  double* lo_out;
  double* hi_out;
  int solved = 0;
};

void run_tighten(TightenCtx& ctx) {
  glp_prob* P = load_problem(*ctx.m);  // an LP encoding: no integer columns
  glp_smcp parm;
  glp_init_smcp(&parm);
  parm.msg_lev = GLP_MSG_OFF;
  for (int k = 0; k < ctx.n; ++k) {
    int col = ctx.cols[k];
    for (int dir = 0; dir < 2; ++dir) {
      const double left = std::chrono::duration<double>(ctx.end - std::chrono::steady_clock::now()).count();
      if (left <= 0) break;
      parm.tm_lim = glpk_ms(left);
      glp_set_obj_coef(P, col, 1.0);
      glp_set_obj_dir(P, dir == 0 ? GLP_MIN : GLP_MAX);
      int ret = glp_simplex(P, &parm);
      if (ret == 0 && glp_get_status(P) == GLP_OPT) (dir == 0 ? ctx.lo_out : ctx.hi_out)[k] = glp_get_obj_val(P);
      ++ctx.solved;
    }
    glp_set_obj_coef(P, col, 0.0);
  }
  glp_delete_prob(P);
}
}  // namespace

int tighten_bounds_with_lp(const Network& net, LayerBounds& b, double time_limit_s, int max_lps) {
  auto start = std::chrono::steady_clock::now();
  int improved = 0, used = 0;
  for (std::size_t k = 0; k < net.layers.size(); ++k) {
    if (net.layers[k].kind != Layer::Kind::Relu) continue;
    if (k == 0 || net.layers[k - 1].kind != Layer::Kind::Affine) continue;
    bool first_relu = true;
    for (std::size_t q = 0; q < k; ++q) if (net.layers[q].kind == Layer::Kind::Relu) first_relu = false;
    if (first_relu) continue;  // the first pre-activation is already exact
    double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (elapsed > time_limit_s || used >= max_lps) break;
    Model m = encode(net, b, static_cast<int>(k), false);
    std::vector<int> cols, idx;
    for (long j = 0; j < b.lo[k].size(); ++j)
      if (b.lo[k](j) < 0 && b.hi[k](j) > 0 && m.values[k][j].col) { cols.push_back(m.values[k][j].col); idx.push_back(static_cast<int>(j)); }
    if (cols.empty()) continue;
    std::vector<double> lo(cols.size(), -INFINITY), hi(cols.size(), INFINITY);
    check_deadline();
    const double budget = std::clamp(std::min(time_limit_s - elapsed, seconds_left()), 0.0, 1e6);  // finite for the clock
    TightenCtx ctx{&m, std::chrono::steady_clock::now() + std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(budget)), cols.data(), static_cast<int>(cols.size()), lo.data(), hi.data()};
    std::string err;
    if (!glpk_guarded([&] { run_tighten(ctx); }, err)) break;
    used += ctx.solved;
    for (std::size_t t = 0; t < cols.size(); ++t) {
      int j = idx[t];
      // Small safety margin against LP round-off.
      if (lo[t] - 1e-7 > b.lo[k](j)) { b.lo[k](j) = lo[t] - 1e-7; ++improved; }
      if (hi[t] + 1e-7 < b.hi[k](j)) { b.hi[k](j) = hi[t] + 1e-7; ++improved; }
    }
    refine_bounds_after(net, b, static_cast<int>(k));
  }
  return improved;
}

}  // namespace shardproof::robustness
