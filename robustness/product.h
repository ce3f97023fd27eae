// \file Product: the layer kind of a product of two values that depend on the network input
// (Layer::Kind::Product): ONNX Mul of two such values, each term of a MatMul of two such
// values (attention's q k^T and its weights times v), GELU's x * Phi(x) after the Erf kind.
// A Product layer maps its input v to out_o = v_a * v_b where groups[o] = {a, b} (a == b: a
// square), or out_o = v_a where groups[o] = {a} (a value carried past the layer unchanged, as
// a ReLU layer carries residual values). Its whole meaning sits here:
//   value      the product in float64 (evaluation, falsification, the witness re-check);
//   interval   the least and greatest of the four corner products (a square: 0 where [l, u]
//              holds 0), pushed out by a few ulps;
//   relax      one lower and one upper plane in both inputs, sound on the box of the inputs'
//              bounds (CROWN-style, as auto_LiRPA's BoundMul chooses them):
//                x y >= ly x + lx y - lx ly     ((x - lx)(y - ly) >= 0)
//                x y <= uy x + lx y - lx uy     ((x - lx)(uy - y) >= 0)
//              and for a square the tangent at the midpoint below, the chord above; each
//              intercept carries a margin for the round-off of computing it and of the plane's
//              evaluation. Back-substitution pulls a row's coefficient through the lower plane
//              where it is >= 0, the upper where < 0;
//   mccormick  all four McCormick planes (the two above and (ux - x)(uy - y) >= 0,
//              (ux - x)(y - ly) >= 0), the LP's rows: the convex hull of x y on the box.
// Not piecewise linear (Network::piecewise_linear() is false): an LP over these rows is a
// relaxation whose infeasibility proves and whose solution is a candidate re-evaluated in
// float64; the verifier refines by splitting the input box in low dimension, which narrows the
// factors' bounds and so the planes (their gap is (ux - lx)(uy - ly) / 4 at the centre), and in
// high dimension by splitting a factor's own interval (smooth_split.h, as for Sigmoid/Tanh
// neurons). Not done: optimised planes (auto_LiRPA's alpha for BoundMul), split multipliers.
// Examples: x in [0, 1], y in [2, 3]: lower 2x + 0y - 0, upper 3x + 0y - 0 (exact in x: y's
// lower bound times x is reached at x = 0); x in [-1, 1] squared: lower 0 (tangent at 0), upper 1.
#pragma once

#include <vector>

#include "robustness/network.h"

namespace shardproof::robustness {

// lower.ax x + lower.ay y + lower.c <= x y <= upper.ax x + upper.ay y + upper.c on the box.
struct ProductPlane {
  double ax = 0, ay = 0, c = 0;
  double at(double x, double y) const { return ax * x + ay * y + c; }
};
struct ProductRelaxation {
  ProductPlane lower, upper;
};

// x in [lx, ux], y in [ly, uy] (x and y distinct values); infinite ends give constant planes
// at the interval bounds (possibly infinite).
ProductRelaxation relax_product(double lx, double ux, double ly, double uy);
// x * x for x in [l, u], as planes in x alone (ay = 0).
ProductRelaxation relax_square(double l, double u);
// lo <= x y <= hi on the box (x y: a == b is a square).
void product_interval(double lx, double ux, double ly, double uy, bool square, double& lo, double& hi);
// The four McCormick planes: two below, two above (the LP states them all).
std::vector<ProductPlane> mccormick_lower(double lx, double ux, double ly, double uy);
std::vector<ProductPlane> mccormick_upper(double lx, double ux, double ly, double uy);

// A Product layer on its inputs' bounds [lo, hi]: per output, its planes over its factors
// (a carried entry: the identity, exact) and its interval.
std::vector<ProductRelaxation> relax_product_layer(const Layer& L, const Vec& lo, const Vec& hi);
void product_layer_interval(const Layer& L, const Vec& lo, const Vec& hi, Vec& out_lo, Vec& out_hi);
// Rows Lam over the layer's outputs pulled back through the planes to its inputs: returns M
// and adds c to `bias` such that Lam v_out >= M v_in + c row by row on the box (the lower
// plane where a coefficient is >= 0, the upper where < 0).
Mat pull_back_product(const Layer& L, const std::vector<ProductRelaxation>& rx, const Mat& Lam, Vec& bias);
// The plane output o's coefficient took (lower: coefficient >= 0) evaluated at input point v.
inline double product_plane_at(const Layer& L, const ProductRelaxation& r, int o, bool lower, const Vec& v) {
  const ProductPlane& p = lower ? r.lower : r.upper;
  const auto& g = L.groups[static_cast<std::size_t>(o)];
  return p.ax * v(g[0]) + (g.size() == 2 ? p.ay * v(g[1]) : 0.0) + p.c;
}

}  // namespace shardproof::robustness
