#include "robustness/product.h"

#include <algorithm>
#include <cfloat>
#include <cmath>

namespace shardproof::robustness {
namespace {

// The round-off of computing a plane's intercept (one product) and of evaluating the plane
// (two products and two sums) anywhere on the box: a few ulps of the largest term.
double margin(double lx, double ux, double ly, double uy) {
  const double mx = std::max(std::abs(lx), std::abs(ux)), my = std::max(std::abs(ly), std::abs(uy));
  return 8 * DBL_EPSILON * (3 * mx * my) + DBL_MIN;
}
bool finite_box(double lx, double ux, double ly, double uy) {
  return std::isfinite(lx) && std::isfinite(ux) && std::isfinite(ly) && std::isfinite(uy);
}
ProductRelaxation flat(double lo, double hi) { return {{0, 0, lo}, {0, 0, hi}}; }

}  // namespace

void product_interval(double lx, double ux, double ly, double uy, bool square, double& lo, double& hi) {
  if (square) {
    const double a = lx * lx, b = ux * ux;
    lo = lx <= 0 && ux >= 0 ? 0.0 : std::min(a, b);
    hi = std::max(a, b);
  } else {
    // 0 * inf is NaN: an infinite end with a zero factor gives 0 there.
    auto mul = [](double a, double b) { return a == 0 || b == 0 ? 0.0 : a * b; };
    const double p[4] = {mul(lx, ly), mul(lx, uy), mul(ux, ly), mul(ux, uy)};
    lo = *std::min_element(p, p + 4);
    hi = *std::max_element(p, p + 4);
  }
  lo -= 4 * DBL_EPSILON * std::abs(lo) + DBL_MIN;
  hi += 4 * DBL_EPSILON * std::abs(hi) + DBL_MIN;
}

ProductRelaxation relax_product(double lx, double ux, double ly, double uy) {
  if (!finite_box(lx, ux, ly, uy)) {
    double lo = 0, hi = 0;
    product_interval(lx, ux, ly, uy, false, lo, hi);
    return flat(lo, hi);
  }
  const double m = margin(lx, ux, ly, uy);
  ProductRelaxation r;
  r.lower = {ly, lx, -lx * ly - m};
  r.upper = {uy, lx, -lx * uy + m};
  return r;
}

ProductRelaxation relax_square(double l, double u) {
  if (!std::isfinite(l) || !std::isfinite(u)) {
    double lo = 0, hi = 0;
    product_interval(l, u, l, u, true, lo, hi);
    return flat(lo, hi);
  }
  const double m = margin(l, u, l, u), mid = 0.5 * (l + u);
  ProductRelaxation r;
  r.lower = {2 * mid, 0, -mid * mid - m};  // tangent at the midpoint: x^2 - (2 mid x - mid^2) = (x - mid)^2 >= 0
  r.upper = {l + u, 0, -l * u + m};        // chord: (l + u) x - l u - x^2 = (x - l)(u - x) >= 0
  return r;
}

std::vector<ProductPlane> mccormick_lower(double lx, double ux, double ly, double uy) {
  const double m = margin(lx, ux, ly, uy);
  return {{ly, lx, -lx * ly - m}, {uy, ux, -ux * uy - m}};  // (x - lx)(y - ly) >= 0, (ux - x)(uy - y) >= 0
}
std::vector<ProductPlane> mccormick_upper(double lx, double ux, double ly, double uy) {
  const double m = margin(lx, ux, ly, uy);
  return {{uy, lx, -lx * uy + m}, {ly, ux, -ux * ly + m}};  // (x - lx)(uy - y) >= 0, (ux - x)(y - ly) >= 0
}

std::vector<ProductRelaxation> relax_product_layer(const Layer& L, const Vec& lo, const Vec& hi) {
  std::vector<ProductRelaxation> rx(L.groups.size());
  for (std::size_t o = 0; o < L.groups.size(); ++o) {
    const auto& g = L.groups[o];
    if (g.size() == 1) rx[o] = {{1, 0, 0}, {1, 0, 0}};
    else if (g[0] == g[1]) rx[o] = relax_square(lo(g[0]), hi(g[0]));
    else rx[o] = relax_product(lo(g[0]), hi(g[0]), lo(g[1]), hi(g[1]));
  }
  return rx;
}

void product_layer_interval(const Layer& L, const Vec& lo, const Vec& hi, Vec& out_lo, Vec& out_hi) {
  out_lo.resize(L.out_size);
  out_hi.resize(L.out_size);
  for (int o = 0; o < L.out_size; ++o) {
    const auto& g = L.groups[static_cast<std::size_t>(o)];
    if (g.size() == 1) { out_lo(o) = lo(g[0]); out_hi(o) = hi(g[0]); continue; }
    product_interval(lo(g[0]), hi(g[0]), lo(g[1]), hi(g[1]), g[0] == g[1], out_lo(o), out_hi(o));
  }
}

Mat pull_back_product(const Layer& L, const std::vector<ProductRelaxation>& rx, const Mat& Lam, Vec& bias) {
  Mat in = Mat::Zero(Lam.rows(), L.in_size);
  for (long o = 0; o < Lam.cols(); ++o) {
    const auto& g = L.groups[static_cast<std::size_t>(o)];
    for (long r = 0; r < Lam.rows(); ++r) {
      const double lam = Lam(r, o);
      if (lam == 0) continue;  // an infinite plane times 0 would be NaN
      const ProductPlane& p = lam >= 0 ? rx[static_cast<std::size_t>(o)].lower : rx[static_cast<std::size_t>(o)].upper;
      in(r, g[0]) += lam * p.ax;
      if (g.size() == 2) in(r, g[1]) += lam * p.ay;
      bias(r) += lam * p.c;
    }
  }
  return in;
}

}  // namespace shardproof::robustness
