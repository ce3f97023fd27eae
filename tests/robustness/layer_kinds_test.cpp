// The layer kinds of issue 44 beyond ReLU, Sigmoid, Tanh and Erf, on networks torch exported
// (tests/data/robustness/layers/, written by bench/robustness/layer_kinds.py; one op under
// test per network: Clip, Max/Min, Abs, Split, Gather, Resize nearest and linear, Upsample,
// ReduceMean/ReduceSum, Mul and MatMul of two input-dependent values, GELU), and the Product
// kind's relaxation (product.h) on its own. Asserted:
//   - the CROWN planes, the four McCormick planes and the interval enclose x y (x x for a
//     square) in long double at sampled points and corners of random boxes of every sign and
//     of widths from 1e-9 to 1e4;
//   - the Exp, Reciprocal, Sqrt, Sign, Log, Softplus, Elu, Selu, Sin and Cos kinds' lines and
//     intervals enclose the function (computed in long double: expl, 1.0L / x, sqrtl, logl,
//     sinl, ...) at sampled points of random intervals in their domain, their derivatives are
//     the finite differences, and the lines are the textbook ones where they can be checked by
//     hand;
//   - the LP over the McCormick rows (lp_encoding.cpp) bounds a product network's output
//     between DeepPoly's bound and sampled values; the falsification gradient through a
//     Product layer is the finite difference;
//   - every network loads and its float64 evaluation equals onnxruntime's float32 outputs
//     (ort.json, 6 points per network in [-2, 2]^n) within 1e-4;
//   - the piecewise-linear ones load as affine + ReLU chains (exact rewrites: piecewise_linear());
//   - bounds of every method contain the value after every layer at 400 sampled points of
//     random boxes (centres in [-1, 1]^n, radii 0.01 to 1): soundness of each relaxation;
//   - verify answers agree with sampling: never `holds` where a sampled point violates, and
//     every `violated` witness lies in the box and violates when re-evaluated;
//   - beside auto_LiRPA 0.3 (lirpa.json, bench/robustness/lirpa/layer_kinds_bounds.py) on the
//     same boxes: its bounds contain our sampled outputs too (the same function); on the
//     product networks our interval bounds are no wider than its IBP and, on the Mul network
//     (the same planes as its BoundMul, exact bounds on the factors), our DeepPoly bounds are
//     as tight as its CROWN. The widths are printed.
#include <gtest/gtest.h>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <functional>
#include <iostream>
#include <fstream>
#include <random>
#include <set>
#include <tuple>

#include "robustness/bounds.h"
#include "robustness/falsify.h"
#include "robustness/lp_encoding.h"
#include "robustness/exp.h"
#include "robustness/exp_linear.h"
#include "robustness/log.h"
#include "robustness/sinusoid.h"
#include "robustness/softplus.h"
#include "robustness/product.h"
#include "robustness/reciprocal.h"
#include "robustness/sign.h"
#include "robustness/sqrt.h"
#include "robustness/model_loader.h"
#include "robustness/onnx_layer_kinds.h"
#include "robustness/onnx_loader.h"
#include "robustness/onnx_writer.h"
#include "robustness/verifier.h"
#include "robustness/vnnlib.h"

namespace shardproof::robustness {
namespace {

std::string layers_dir() { return std::string(SHARDPROOF_SOURCE_DIR) + "/tests/data/robustness/layers/"; }

Vec vec_of(const nlohmann::json& j) {
  Vec v(j.size());
  for (std::size_t i = 0; i < j.size(); ++i) v(static_cast<long>(i)) = j[i].get<double>();
  return v;
}

const nlohmann::json& fixture() {
  static const nlohmann::json j = [] {
    std::ifstream f(layers_dir() + "ort.json");
    return nlohmann::json::parse(f);
  }();
  return j;
}

Vec Vec2(double a, double b) {
  Vec v(2);
  v << a, b;
  return v;
}

// A random interval of random sign and of width from 1e-9 to 1e4.
std::pair<double, double> random_interval(std::mt19937_64& rng) {
  std::uniform_real_distribution<double> U(-1, 1), E(-9, 4);
  const double w = std::pow(10.0, E(rng)), c = U(rng) * std::pow(10.0, E(rng) / 2);
  return {c - w / 2, c + w / 2};
}

TEST(ProductKind, PlanesAndIntervalEncloseTheProductOnTheBox) {
  std::mt19937_64 rng(2026);
  std::uniform_real_distribution<double> T(0, 1);
  for (int trial = 0; trial < 4000; ++trial) {
    const auto [lx, ux] = random_interval(rng);
    const auto [ly0, uy0] = random_interval(rng);
    const bool square = trial % 4 == 0;
    const double ly = square ? lx : ly0, uy = square ? ux : uy0;
    const ProductRelaxation r = square ? relax_square(lx, ux) : relax_product(lx, ux, ly, uy);
    double lo = 0, hi = 0;
    product_interval(lx, ux, ly, uy, square, lo, hi);
    const std::vector<ProductPlane> below = mccormick_lower(lx, ux, ly, uy), above = mccormick_upper(lx, ux, ly, uy);
    for (int s = 0; s < 40; ++s) {
      const double x = s < 2 ? (s ? ux : lx) : lx + (ux - lx) * T(rng);
      const double y = square ? x : s < 4 ? (s % 2 ? uy : ly) : ly + (uy - ly) * T(rng);
      const long double xy = static_cast<long double>(x) * y;
      auto plane = [&](const ProductPlane& p) { return static_cast<long double>(p.ax) * x + static_cast<long double>(p.ay) * y + p.c; };
      ASSERT_LE(plane(r.lower), xy) << trial << " [" << lx << "," << ux << "] x [" << ly << "," << uy << "] at " << x << "," << y;
      ASSERT_GE(plane(r.upper), xy) << trial << " [" << lx << "," << ux << "] x [" << ly << "," << uy << "] at " << x << "," << y;
      ASSERT_LE(lo, xy);
      ASSERT_GE(hi, xy);
      if (square) continue;
      for (const ProductPlane& p : below) ASSERT_LE(plane(p), xy) << trial;
      for (const ProductPlane& p : above) ASSERT_GE(plane(p), xy) << trial;
    }
  }
}

TEST(ConvexKinds, LinesAndIntervalEncloseTheFunction) {
  std::mt19937_64 rng(64);
  std::uniform_real_distribution<double> T(0, 1);
  struct Kind {
    std::shared_ptr<const Activation> f;
    long double (*truth)(long double);
    double domain_lo;  // intervals are drawn above it (Reciprocal: also mirrored below 0)
  };
  const std::vector<Kind> kinds{
      {exp_activation(), [](long double x) { return expl(x); }, -60},
      {reciprocal_activation(), [](long double x) { return 1.0L / x; }, 1e-6},
      {sqrt_activation(), [](long double x) { return sqrtl(x); }, 0},
      {sign_activation(), [](long double x) { return x > 0 ? 1.0L : x < 0 ? -1.0L : 0.0L; }, -50}};
  for (const Kind& k : kinds) {
    SCOPED_TRACE(k.f->name());
    for (int trial = 0; trial < 3000; ++trial) {
      const double width = std::pow(10.0, -9 + 11 * T(rng)), at = k.domain_lo + std::pow(10.0, -6 + 8 * T(rng));
      double l = at, u = at + width;
      if (std::string(k.f->name()) == "Reciprocal" && trial % 2) std::tie(l, u) = std::pair(-u, -l);
      if (std::string(k.f->name()) == "Exp") u = std::min(u, 60.0);
      const LinearRelaxation r = k.f->relax(l, u);
      double lo = 0, hi = 0;
      k.f->interval(l, u, lo, hi);
      for (int s = 0; s < 30; ++s) {
        const double x = s == 0 ? l : s == 1 ? u : l + (u - l) * T(rng);
        const long double y = k.truth(x);
        ASSERT_LE(static_cast<long double>(r.lower_slope) * x + r.lower_intercept, y) << "[" << l << ", " << u << "] at " << x;
        ASSERT_GE(static_cast<long double>(r.upper_slope) * x + r.upper_intercept, y) << "[" << l << ", " << u << "] at " << x;
        ASSERT_LE(lo, y);
        ASSERT_GE(hi, y);
      }
    }
  }
  // Textbook lines: exp on [0, 1] (tangent at 0.5 below, chord above), sqrt on [1, 4] (chord
  // below, tangent at 2.5 above), 1/x on [1, 3] (tangent at 2 below, chord above); 1/x across 0
  // is unbounded; sign across 0 is [-1, 1].
  const LinearRelaxation e = exp_activation()->relax(0, 1);
  EXPECT_NEAR(e.lower_slope, std::exp(0.5), 1e-12);
  EXPECT_NEAR(e.upper_slope, std::exp(1.0) - 1, 1e-12);
  EXPECT_NEAR(e.upper_intercept, 1, 1e-10);
  const LinearRelaxation q = sqrt_activation()->relax(1, 4);
  EXPECT_NEAR(q.lower_slope, 1.0 / 3, 1e-12);
  EXPECT_NEAR(q.upper_slope, 0.5 / std::sqrt(2.5), 1e-12);
  const LinearRelaxation inv = reciprocal_activation()->relax(1, 3);
  EXPECT_NEAR(inv.lower_slope, -0.25, 1e-12);
  EXPECT_NEAR(inv.upper_slope, -1.0 / 3, 1e-12);
  const LinearRelaxation across = reciprocal_activation()->relax(-1, 1);
  EXPECT_EQ(across.lower_intercept, -INFINITY);
  EXPECT_EQ(across.upper_intercept, INFINITY);
  const LinearRelaxation sg = sign_activation()->relax(-1, 1);
  EXPECT_EQ(sg.lower_intercept, -1);
  EXPECT_EQ(sg.upper_intercept, 1);
  EXPECT_EQ(sign_activation()->relax(0.5, 2).lower_intercept, 1);
}

// The kinds of helper t68. Intervals of every position and of widths 1e-9 to 1e4 (past 2 pi:
// Sin and Cos go constant there); Log's also reach 0 and below (its lines then cover x > 0).
TEST(ConvexKinds, LogSoftplusExpLinearAndSinusoidEncloseTheFunction) {
  std::mt19937_64 rng(68);
  std::uniform_real_distribution<double> T(0, 1);
  struct Kind {
    std::shared_ptr<const Activation> f;
    std::function<long double(long double)> truth;
    double centre;  // intervals are drawn around centres in [-centre, centre]
  };
  const long double a15 = 1.5L, sa = kSeluAlpha, sg = kSeluGamma;
  const std::vector<Kind> kinds{
      {log_activation(), [](long double x) { return logl(x); }, 30},
      {softplus_activation(), [](long double x) { return log1pl(expl(x)); }, 60},
      {std::make_shared<ExpLinear>("Elu", 1.0, 1.0), [](long double x) { return x > 0 ? x : expm1l(x); }, 30},
      {std::make_shared<ExpLinear>("Elu", 1.5, 1.0), [=](long double x) { return x > 0 ? x : a15 * expm1l(x); }, 30},
      {std::make_shared<ExpLinear>("Selu", kSeluAlpha, kSeluGamma),
       [=](long double x) { return x > 0 ? sg * x : sg * sa * expm1l(x); }, 30},
      {sin_activation(), [](long double x) { return sinl(x); }, 40},
      {cos_activation(), [](long double x) { return cosl(x); }, 40}};
  for (const Kind& k : kinds) {
    SCOPED_TRACE(k.f->name());
    const bool log = std::string(k.f->name()) == "Log";
    for (int trial = 0; trial < 4000; ++trial) {
      const double width = std::pow(10.0, -9 + 13 * T(rng));
      double l = (2 * T(rng) - 1) * k.centre - width * T(rng), u = l + width;
      if (log && trial % 3 == 0) std::tie(l, u) = std::pair(-width * T(rng), width);  // reaching 0
      else if (log && l <= 0) {
        l = std::pow(10.0, -8 + 9 * T(rng));
        u = l + width;
      }
      const LinearRelaxation r = k.f->relax(l, u);
      double lo = 0, hi = 0;
      k.f->interval(l, u, lo, hi);
      ASSERT_LE(lo, hi) << "[" << l << ", " << u << "]";
      for (int s = 0; s < 40; ++s) {
        const double x = s == 0 ? l : s == 1 ? u : l + (u - l) * T(rng);
        if (log && x <= 0) continue;  // NaN or -inf: outside what the answers cover
        const long double y = k.truth(x);
        ASSERT_LE(static_cast<long double>(r.lower_slope) * x + r.lower_intercept, y) << "[" << l << ", " << u << "] at " << x;
        ASSERT_GE(static_cast<long double>(r.upper_slope) * x + r.upper_intercept, y) << "[" << l << ", " << u << "] at " << x;
        ASSERT_LE(lo, y) << "[" << l << ", " << u << "] at " << x;
        ASSERT_GE(hi, y) << "[" << l << ", " << u << "] at " << x;
      }
    }
    // The derivative falsification follows is the function's (away from Elu's kink at 0).
    for (double x : {-2.3, -0.7, 0.4, 1.9, 5.5}) {
      if (log && x <= 0) continue;
      const double h = 1e-6, fd = (k.f->value(x + h) - k.f->value(x - h)) / (2 * h);
      EXPECT_NEAR(k.f->derivative(x), fd, 1e-6 * (1 + std::abs(fd))) << x;
    }
  }
  // Textbook lines. ln on [1, e]: the chord below (slope 1 / (e - 1) through (1, 0)), the
  // tangent at (1 + e) / 2 above; on [0, 2] nothing below, the tangent at 1 (y = x - 1) above.
  const LinearRelaxation lg = log_activation()->relax(1, std::exp(1.0));
  EXPECT_NEAR(lg.lower_slope, 1 / (std::exp(1.0) - 1), 1e-12);
  EXPECT_NEAR(lg.lower_intercept, -lg.lower_slope, 1e-10);
  EXPECT_NEAR(lg.upper_slope, 2 / (1 + std::exp(1.0)), 1e-12);
  const LinearRelaxation lg0 = log_activation()->relax(0, 2);
  EXPECT_EQ(lg0.lower_intercept, -INFINITY);
  EXPECT_NEAR(lg0.upper_slope, 1, 1e-12);
  EXPECT_NEAR(lg0.upper_intercept, -1, 1e-10);
  // softplus on [-1, 1]: the tangent at 0 (slope 1/2 through (0, ln 2)) below, the chord above.
  const LinearRelaxation sp = softplus_activation()->relax(-1, 1);
  EXPECT_NEAR(sp.lower_slope, 0.5, 1e-12);
  EXPECT_NEAR(sp.lower_intercept, std::log(2.0), 1e-10);
  EXPECT_NEAR(sp.upper_slope, 0.5, 1e-12);  // softplus(1) - softplus(-1) = 1
  // Elu (alpha 1) on [-1, 1] is convex: y = x below (the tangent at 0), the chord above.
  const LinearRelaxation elu = ExpLinear("Elu", 1.0, 1.0).relax(-1, 1);
  EXPECT_NEAR(elu.lower_slope, 1, 1e-12);
  EXPECT_NEAR(elu.lower_intercept, 0, 1e-10);
  EXPECT_NEAR(elu.upper_slope, (1 - std::expm1(-1.0)) / 2, 1e-12);
  // Selu on [-1, 2] (kinked at 0, more room right of it): gamma x above; below, the tangent at
  // min(0.5, -ln alpha) = -0.515, whose slope is gamma (the most that stays below gamma x).
  const ExpLinear selu("Selu", kSeluAlpha, kSeluGamma);
  const LinearRelaxation se = selu.relax(-1, 2);
  EXPECT_NEAR(se.upper_slope, kSeluGamma, 1e-12);
  EXPECT_NEAR(se.upper_intercept, 0, 1e-10);
  EXPECT_NEAR(se.lower_slope, kSeluGamma, 1e-9);
  // ... on [-0.5, 0.2] (more room left): the left chord, through the origin, above; on
  // [-3, 1] that chord is flatter than gamma (the kink is convex seen from there): the chord.
  const LinearRelaxation se2 = selu.relax(-0.5, 0.2);
  EXPECT_NEAR(se2.upper_slope, selu.value(-0.5) / -0.5, 1e-12);
  const LinearRelaxation se3 = selu.relax(-3, 1);
  EXPECT_NEAR(se3.upper_slope, (selu.value(1) - selu.value(-3)) / 4, 1e-12);
  // sin on [0.5, 2.5] (concave): the chord below, the tangent at 1.5 above; on [-0.5, 0.5]
  // (across 0): the tangent y = x moved by 0.125 max|sin| = 0.125 sin(0.5) each way.
  const LinearRelaxation sn = sin_activation()->relax(0.5, 2.5);
  EXPECT_NEAR(sn.lower_slope, (std::sin(2.5) - std::sin(0.5)) / 2, 1e-12);
  EXPECT_NEAR(sn.upper_slope, std::cos(1.5), 1e-12);
  const LinearRelaxation s0 = sin_activation()->relax(-0.5, 0.5);
  EXPECT_NEAR(s0.lower_slope, 1, 1e-12);
  EXPECT_NEAR(s0.upper_intercept, 0.125 * std::sin(0.5), 1e-6);
  EXPECT_NEAR(s0.lower_intercept, -0.125 * std::sin(0.5), 1e-6);
  double lo = 0, hi = 0;
  cos_activation()->interval(0, 7, lo, hi);
  EXPECT_EQ(lo, -1);
  EXPECT_EQ(hi, 1);
  cos_activation()->interval(0.5, 3, lo, hi);
  EXPECT_NEAR(lo, std::cos(3.0), 1e-12);
  EXPECT_NEAR(hi, std::cos(0.5), 1e-12);
}

// Written back as ONNX (what the worker processes read), a kind keeps its attributes: an Elu
// of alpha 1.5 and a Selu of other alpha and gamma come back as the same functions.
TEST(ConvexKinds, OnnxRoundTripKeepsEluAndSeluAttributes) {
  for (const auto& f : {std::shared_ptr<const Activation>(std::make_shared<ExpLinear>("Elu", 1.5, 1.0)),
                        std::shared_ptr<const Activation>(std::make_shared<ExpLinear>("Selu", 1.25, 0.75)),
                        softplus_activation(), sin_activation(), cos_activation(), log_activation()}) {
    SCOPED_TRACE(f->name());
    Network net;
    net.input_size = 3;
    net.output_size = 3;
    Mat w(3, 3);
    w << 1, 0.5, 0, 0, 1, 0, 0.25, 0, 1;
    // Log's inputs > 0 here; the others' reach below 0, where Elu's alpha matters.
    net.layers.push_back(Layer::affine(w, Vec::Constant(3, std::string(f->name()) == "Log" ? 2.0 : -1.0)));
    net.layers.push_back(Layer::smooth(3, f));
    const Network back = parse_onnx(onnx_bytes(net, "kind.onnx"), "kind.onnx");
    ASSERT_EQ(back.layers.size(), 2u) << back.summary();
    EXPECT_STREQ(back.layers[1].activation->name(), f->name());
    for (double t : {-0.9, -0.3, 0.4, 1.7}) {
      const Vec x = Vec::LinSpaced(3, t, -t / 2);
      EXPECT_NEAR((back.evaluate(x) - net.evaluate(x)).cwiseAbs().maxCoeff(), 0, 1e-12) << t;
    }
  }
}

// The table of layer kinds (onnx_layer_kinds.h): one row per op, each naming what its family
// needs: a smooth kind its Activation (whose name is the op: the ONNX writer writes it back),
// and no other loading column beside it; every row some way to load or fold the op.
TEST(LayerKinds, EveryRowOfTheTableNamesWhatItsFamilyNeeds) {
  std::set<std::string_view> seen;
  for (const onnx_loading::LayerKind& k : onnx_loading::layer_kinds()) {
    SCOPED_TRACE(std::string(k.op));
    EXPECT_TRUE(seen.insert(k.op).second) << "two rows";
    EXPECT_TRUE(k.one || k.many || k.smooth || k.fold);
    EXPECT_EQ(onnx_loading::find_layer_kind(k.op), &k);
    if (k.smooth) {
      EXPECT_FALSE(k.one || k.many);
      EXPECT_EQ(std::string_view(k.smooth()->name()), k.op);
    }
  }
  EXPECT_EQ(onnx_loading::find_layer_kind("Hardmax"), nullptr);
  // The ops this helper's fixtures brought, each a row now.
  for (const char* op : {"Log", "LogSoftmax", "Softplus", "Elu", "Selu", "Celu", "HardSigmoid", "HardSwish", "Mish",
                         "Softsign", "Sin", "Cos"})
    EXPECT_NE(onnx_loading::find_layer_kind(op), nullptr) << op;
}

// 1 / x across 0 is unbounded: every method's bounds after it are infinite, never NaN (an
// infinite constant line times a zero coefficient, or an infinite interval's centre), and a
// product with it stays unbounded too; nothing is proved there.
TEST(ConvexKinds, UnboundedReciprocalGivesInfiniteBoundsNotNaN) {
  Network net;
  net.input_size = 2;
  net.output_size = 1;
  Mat w0(3, 2);
  w0 << 1, 0, 0, 1, 0, 0;  // x0, x1 and a constant 0 row (a zero coefficient downstream)
  net.layers.push_back(Layer::affine(w0, Vec::Zero(3)));
  net.layers.push_back(Layer::smooth(3, reciprocal_activation(), {0, 1, 1}));  // 1 / x0; x1, 0 carried
  Mat w1(2, 3);
  w1 << 2, 0, 0, 0, 1, 0;
  net.layers.push_back(Layer::affine(w1, Vec::Constant(2, 1.0)));
  net.layers.push_back(Layer::product(2, {{0, 1}}));  // (2 / x0 + 1) * (x1 + 1)
  ASSERT_EQ(net.validate(), "");
  const Vec lo = Vec::Constant(2, -1), hi = Vec::Constant(2, 1);
  for (BoundMethod m : {BoundMethod::Interval, BoundMethod::Forward, BoundMethod::DeepPoly}) {
    const LayerBounds b = compute_bounds(net, lo, hi, m);
    for (std::size_t k = 0; k < b.lo.size(); ++k)
      for (long j = 0; j < b.lo[k].size(); ++j) {
        EXPECT_FALSE(std::isnan(b.lo[k](j))) << static_cast<int>(m) << " value " << k;
        EXPECT_FALSE(std::isnan(b.hi[k](j))) << static_cast<int>(m) << " value " << k;
      }
    EXPECT_EQ(b.lo.back()(0), -INFINITY);
    EXPECT_EQ(b.hi.back()(0), INFINITY);
    const LinearLowerBound r = lower_bound_linear(net, b, Vec::Ones(1), 0.0);
    EXPECT_FALSE(std::isnan(r.value));
    EXPECT_EQ(r.value, -INFINITY);
  }
}

// A point whose Sign input is within round-off of 0 is near a step (the verifier reports no
// counterexample there: float32 may take the other side, as the sweep found at -6.8e-9);
// a carried entry and a continuous activation never are.
TEST(ConvexKinds, PointsOnASignStepAreFlagged) {
  Network net;
  net.input_size = 2;
  net.output_size = 2;
  net.layers.push_back(Layer::affine(Mat::Identity(2, 2), Vec::Zero(2)));
  net.layers.push_back(Layer::smooth(2, sign_activation(), {0, 1}));  // sign(x0); x1 carried
  EXPECT_TRUE(net.near_a_step(Vec2(-6.8e-9, 0.7), 1e-5));
  EXPECT_TRUE(net.near_a_step(Vec2(0.0, 0.7), 1e-5));
  EXPECT_FALSE(net.near_a_step(Vec2(0.01, 0.7), 1e-5));
  EXPECT_FALSE(net.near_a_step(Vec2(0.5, 0.0), 1e-5));  // the carried entry at 0: no step
  Network smooth = net;
  smooth.layers[1] = Layer::smooth(2, exp_activation(), {0, 1});
  EXPECT_FALSE(smooth.near_a_step(Vec2(0.0, 0.0), 1e-5));
}

TEST(ProductKind, PlanesAreTheTextbookOnes) {
  // x in [0, 1], y in [2, 3]: 2x <= x y <= 3x (up to the margin).
  const ProductRelaxation r = relax_product(0, 1, 2, 3);
  EXPECT_EQ(r.lower.ax, 2);
  EXPECT_EQ(r.lower.ay, 0);
  EXPECT_NEAR(r.lower.c, 0, 1e-13);  // the round-off margin: 8 eps x 3 x 1 x 3
  EXPECT_EQ(r.upper.ax, 3);
  EXPECT_NEAR(r.upper.c, 0, 1e-13);
  // x^2 on [-1, 1]: the tangent at 0 below, the chord y = 1 above.
  const ProductRelaxation q = relax_square(-1, 1);
  EXPECT_EQ(q.lower.ax, 0);
  EXPECT_NEAR(q.lower.c, 0, 1e-13);
  EXPECT_EQ(q.upper.ax, 0);
  EXPECT_NEAR(q.upper.c, 1, 1e-13);
  // The planes' gap at the box's centre is (ux - lx)(uy - ly) / 4: tight as the box shrinks.
  const ProductRelaxation w = relax_product(-1, 3, 2, 4);
  EXPECT_NEAR(w.upper.at(1, 3) - w.lower.at(1, 3), 4 * 2 / 2.0, 1e-12);
}

// x -> (W1 x + b1) * (W2 x + b2) -> affine: a Product layer after one affine layer.
Network random_product_net(std::mt19937_64& rng, int in, int width, int out) {
  std::normal_distribution<double> N(0, 1);
  auto dense = [&](int rows, int cols) {
    Mat W(rows, cols);
    for (long i = 0; i < W.size(); ++i) W.data()[i] = N(rng) / std::sqrt(double(cols));
    return W;
  };
  auto bias = [&](int rows) {
    Vec b(rows);
    for (long i = 0; i < rows; ++i) b(i) = 0.3 * N(rng);
    return b;
  };
  Network net;
  net.input_size = in;
  net.output_size = out;
  net.layers.push_back(Layer::affine(dense(2 * width, in), bias(2 * width)));
  std::vector<std::vector<int>> groups;
  for (int o = 0; o < width; ++o) groups.push_back({o, width + o});
  groups.push_back({0, 0});  // a square
  groups.push_back({1});     // a carried entry
  net.layers.push_back(Layer::product(2 * width, groups));
  net.layers.push_back(Layer::affine(dense(out, width + 2), bias(out)));
  return net;
}

TEST(ProductKind, LpOverMcCormickRowsLiesBetweenDeepPolyAndSamples) {
  std::mt19937_64 rng(91);
  std::uniform_real_distribution<double> U(-1, 1), T(0, 1);
  for (int trial = 0; trial < 30; ++trial) {
    SCOPED_TRACE(trial);
    const Network net = random_product_net(rng, 3, 5, 1);
    ASSERT_EQ(net.validate(), "");
    Vec lo(3), hi(3);
    for (int i = 0; i < 3; ++i) {
      const double c = U(rng), w = 0.05 + T(rng);
      lo(i) = c - w;
      hi(i) = c + w;
    }
    const LayerBounds b = compute_bounds(net, lo, hi, BoundMethod::DeepPoly);
    SpecCase sc;
    sc.lo = lo;
    sc.hi = hi;
    sc.C = Mat::Constant(1, 1, -1.0);  // -y <= 0: t* = min of -y over the relaxation
    sc.d = Vec::Zero(1);
    double sampled_max = -INFINITY;
    for (int s = 0; s < 500; ++s) {
      Vec x(3);
      for (int i = 0; i < 3; ++i) x(i) = lo(i) + (hi(i) - lo(i)) * T(rng);
      sampled_max = std::max(sampled_max, net.evaluate(x)(0));
    }
    const CaseLpResult r = solve_case(net, b, sc, false, 10.0);
    ASSERT_NE(r.status, CaseLpResult::Status::Error) << r.message;
    ASSERT_NE(r.status, CaseLpResult::Status::Timeout);
    EXPECT_LE(r.objective, -sampled_max + 1e-7);
    EXPECT_GE(r.objective, -b.hi.back()(0) - 1e-6);
  }
}

// In high dimension (24 inputs: past relu_bab_min_inputs) the verifier splits the products'
// factor intervals (smooth_split.h). On random product networks, `Y_0 >= t` with t halfway
// between DeepPoly's lower bound and the least of 20,000 samples: never `holds` where a sample
// violates, every witness violates; the split search proves some that DeepPoly left open.
TEST(ProductKind, FactorSplitsInHighDimensionAgreeWithSampling) {
  std::mt19937_64 rng(24);
  std::uniform_real_distribution<double> U(-1, 1), T(0, 1);
  int holds = 0, violated = 0;
  for (int trial = 0; trial < 8; ++trial) {
    SCOPED_TRACE(trial);
    const Network net = random_product_net(rng, 24, 6, 1);
    Vec lo(24), hi(24);
    for (int i = 0; i < 24; ++i) {
      const double c = U(rng);
      lo(i) = c - 0.15;
      hi(i) = c + 0.15;
    }
    const double bound = compute_bounds(net, lo, hi, BoundMethod::DeepPoly).lo.back()(0);
    double sampled_min = INFINITY;
    std::vector<Vec> xs;
    for (int s = 0; s < 20000; ++s) {
      Vec x(24);
      for (int i = 0; i < 24; ++i) x(i) = lo(i) + (hi(i) - lo(i)) * T(rng);
      sampled_min = std::min(sampled_min, net.evaluate(x)(0));
      xs.push_back(std::move(x));
    }
    ASSERT_LE(bound, sampled_min + 1e-9);
    const double t = 0.5 * (bound + sampled_min);
    std::string spec;
    for (int i = 0; i < 24; ++i) spec += fmt::format("(declare-const X_{} Real)\n", i);
    spec += "(declare-const Y_0 Real)\n";
    for (int i = 0; i < 24; ++i) spec += fmt::format("(assert (>= X_{0} {1:.17g}))\n(assert (<= X_{0} {2:.17g}))\n", i, lo(i), hi(i));
    spec += fmt::format("(assert (<= Y_0 {:.17g}))\n", t);  // violated where Y_0 <= t
    VerifyOptions opt;
    opt.timeout_s = 5;
    const VerifyResult r = verify(net, parse_vnnlib(spec, "spec"), opt);
    if (r.verdict == Verdict::Holds) {
      ++holds;
      for (const Vec& x : xs) ASSERT_GT(net.evaluate(x)(0), t);
    } else if (r.verdict == Verdict::Violated) {
      ++violated;
      EXPECT_LE(net.evaluate(r.x)(0), t + 1e-9);
      EXPECT_LE((r.x - lo).minCoeff(), (hi - lo).maxCoeff());
      EXPECT_GE((r.x - lo).minCoeff(), -1e-9);
      EXPECT_LE((r.x - hi).maxCoeff(), 1e-9);
    }
  }
  std::cout << "factor splits, 24 inputs: " << holds << " holds, " << violated << " violated of 8\n";
  EXPECT_GE(holds, 4);  // measured: 8 of 8 (0 of 8 without the factor splits)
}

TEST(ProductKind, GradientThroughAProductLayerIsTheFiniteDifference) {
  std::mt19937_64 rng(12);
  const Network net = random_product_net(rng, 4, 3, 2);
  const Vec x = Vec::LinSpaced(4, -0.5, 0.8), c = Vec::LinSpaced(2, 1.0, -2.0);
  const Vec g = output_gradient(net, x, c, 0.0);
  for (long i = 0; i < 4; ++i) {
    Vec a = x, b = x;
    a(i) -= 1e-6;
    b(i) += 1e-6;
    const double fd = (c.dot(net.evaluate(b)) - c.dot(net.evaluate(a))) / 2e-6;
    EXPECT_NEAR(g(i), fd, 1e-6 * (1 + std::abs(fd)));
  }
}

TEST(LayerKinds, EveryNetworkEvaluatesAsOnnxruntimeDoes) {
  int points = 0;
  for (const auto& [file, pts] : fixture()["nets"].items()) {
    SCOPED_TRACE(file);
    const Network net = load_model(layers_dir() + file);
    ASSERT_EQ(net.validate(), "");
    for (const auto& p : pts) {
      const Vec x = vec_of(p["x"]), y_ort = vec_of(p["y"]);
      const Vec y = net.evaluate(x);
      ASSERT_EQ(y.size(), y_ort.size()) << net.summary();
      EXPECT_LE((y - y_ort).cwiseAbs().maxCoeff(), 1e-4 * (1 + y_ort.cwiseAbs().maxCoeff())) << net.summary();
      ++points;
    }
  }
  EXPECT_GE(points, 6 * 35);
}

TEST(LayerKinds, PiecewiseLinearOpsLoadAsReluChains) {
  for (const char* file : {"clip.onnx", "minmax.onnx", "abs.onnx", "split.onnx", "gather.onnx", "resize.onnx",
                           "bilinear.onnx", "upsample.onnx", "reduce.onnx", "hardsigmoid.onnx"}) {
    SCOPED_TRACE(file);
    const Network net = load_model(layers_dir() + file);
    EXPECT_TRUE(net.piecewise_linear()) << net.summary();
  }
  // abs(W x + b) over 8 values: two ReLU units each, in one ReLU layer.
  EXPECT_EQ(load_model(layers_dir() + "abs.onnx").relu_count(), 16);
  // clamp over 8 values (two units each), then relu6 (Relu, then Clip(0, 6): 8 + 16): 40.
  EXPECT_EQ(load_model(layers_dir() + "clip.onnx").relu_count(), 40);
}

// The value after every layer at sampled points lies within every method's bounds.
void expect_bounds_contain_samples(const Network& net, std::mt19937_64& rng, const std::string& what) {
  std::uniform_real_distribution<double> U(-1, 1);
  for (double eps : {0.01, 0.1, 1.0}) {
    Vec center(net.input_size);
    for (long i = 0; i < center.size(); ++i) center(i) = U(rng);
    const Vec lo = center.array() - eps, hi = center.array() + eps;
    for (BoundMethod m : {BoundMethod::Interval, BoundMethod::Forward, BoundMethod::DeepPoly}) {
      const LayerBounds b = compute_bounds(net, lo, hi, m);
      std::uniform_real_distribution<double> T(0, 1);
      for (int s = 0; s < 400; ++s) {
        Vec x(net.input_size);
        for (long i = 0; i < x.size(); ++i) x(i) = s == 0 ? lo(i) : s == 1 ? hi(i) : lo(i) + (hi(i) - lo(i)) * T(rng);
        const std::vector<Vec> v = net.evaluate_all(x);
        for (std::size_t k = 0; k < v.size(); ++k)
          for (long j = 0; j < v[k].size(); ++j) {
            const double tol = 1e-9 * (1 + std::abs(v[k](j)));
            ASSERT_GE(v[k](j), b.lo[k](j) - tol) << what << " eps " << eps << " method " << static_cast<int>(m) << " value " << k << " entry " << j;
            ASSERT_LE(v[k](j), b.hi[k](j) + tol) << what << " eps " << eps << " method " << static_cast<int>(m) << " value " << k << " entry " << j;
          }
      }
    }
  }
}

TEST(LayerKinds, BoundsContainSampledValuesAfterEveryLayer) {
  std::mt19937_64 rng(44);
  for (const auto& [file, pts] : fixture()["nets"].items()) {
    SCOPED_TRACE(file);
    expect_bounds_contain_samples(load_model(layers_dir() + file), rng, file);
  }
}

// `Y_label >= Y_j` for all j on an L-inf box, decided by verify and by 3000 samples.
TEST(LayerKinds, VerifyAgreesWithSamplingAndWitnessesViolate) {
  std::mt19937_64 rng(7);
  std::uniform_real_distribution<double> U(-1, 1), T(0, 1);
  int decided = 0, runs = 0;
  for (const auto& [file, pts] : fixture()["nets"].items()) {
    const Network net = load_model(layers_dir() + file);
    for (double eps : {0.02, 0.3}) {
      SCOPED_TRACE(file + " eps " + std::to_string(eps));
      Vec center(net.input_size);
      for (long i = 0; i < center.size(); ++i) center(i) = U(rng);
      const Vec y0 = net.evaluate(center);
      int label = 0;
      y0.maxCoeff(&label);
      std::string spec;
      for (int i = 0; i < net.input_size; ++i) spec += fmt::format("(declare-const X_{} Real)\n", i);
      for (int j = 0; j < net.output_size; ++j) spec += fmt::format("(declare-const Y_{} Real)\n", j);
      for (int i = 0; i < net.input_size; ++i)
        spec += fmt::format("(assert (>= X_{0} {1:.17g}))\n(assert (<= X_{0} {2:.17g}))\n", i, center(i) - eps, center(i) + eps);
      spec += "(assert (or";
      for (int j = 0; j < net.output_size; ++j)
        if (j != label) spec += fmt::format(" (and (>= Y_{} Y_{}))", j, label);
      spec += "))\n";
      const Spec prop = parse_vnnlib(spec, "spec");
      VerifyOptions opt;
      opt.timeout_s = 10;
      const VerifyResult r = verify(net, prop, opt);
      ++runs;
      bool sampled_violation = false;
      for (int s = 0; s < 3000 && !sampled_violation; ++s) {
        Vec x(net.input_size);
        for (long i = 0; i < x.size(); ++i) x(i) = center(i) - eps + 2 * eps * T(rng);
        const Vec y = net.evaluate(x);
        for (int j = 0; j < net.output_size; ++j) sampled_violation |= j != label && y(j) >= y(label);
      }
      if (r.verdict == Verdict::Holds) {
        ++decided;
        EXPECT_FALSE(sampled_violation);
      } else if (r.verdict == Verdict::Violated) {
        ++decided;
        ASSERT_EQ(r.x.size(), net.input_size);
        EXPECT_LE((r.x - center).cwiseAbs().maxCoeff(), eps + 1e-9);
        const Vec y = net.evaluate(r.x);
        bool violates = false;
        for (int j = 0; j < net.output_size; ++j) violates |= j != label && y(j) >= y(label);
        EXPECT_TRUE(violates);
      }
    }
  }
  EXPECT_GE(decided, runs / 2) << decided << " of " << runs << " decided";
}

TEST(LayerKinds, BoundsBesideAutoLirpa) {
  std::ifstream f(layers_dir() + "lirpa.json");
  ASSERT_TRUE(f);
  const nlohmann::json j = nlohmann::json::parse(f);
  std::mt19937_64 rng(5);
  std::uniform_real_distribution<double> T(0, 1);
  int compared = 0;
  auto width = [](const Vec& lo, const Vec& hi) { return (hi - lo).sum(); };
  for (const auto& [file, entries] : j["nets"].items()) {
    const Network net = load_model(layers_dir() + file);
    for (const auto& e : entries) {
      const double eps = e["eps"];
      SCOPED_TRACE(file + " eps " + std::to_string(eps));
      const Vec center = vec_of(e["center"]);
      const Vec lo = center.array() - eps, hi = center.array() + eps;
      const LayerBounds ib = compute_bounds(net, lo, hi, BoundMethod::Interval);
      const LayerBounds db = compute_bounds(net, lo, hi, BoundMethod::DeepPoly);
      std::vector<Vec> ys;
      for (int s = 0; s < 2000; ++s) {
        Vec x(net.input_size);
        for (long i = 0; i < x.size(); ++i) x(i) = lo(i) + (hi(i) - lo(i)) * T(rng);
        ys.push_back(net.evaluate(x));
      }
      std::string line = fmt::format("{:16} eps {:4}: shardproof interval {:8.4f} deeppoly {:8.4f}", file, eps,
                                     width(ib.lo.back(), ib.hi.back()), width(db.lo.back(), db.hi.back()));
      for (const char* method : {"IBP", "CROWN"}) {
        if (!e.contains(method) || e[method].contains("error")) {
          line += fmt::format(" | auto_LiRPA {}: refused", method);
          continue;
        }
        const Vec llo = vec_of(e[method]["lo"]), lhi = vec_of(e[method]["hi"]);
        line += fmt::format(" | auto_LiRPA {} {:8.4f}", method, width(llo, lhi));
        for (const Vec& y : ys)
          for (long o = 0; o < y.size(); ++o) {
            ASSERT_GE(y(o), llo(o) - 1e-6) << method;
            ASSERT_LE(y(o), lhi(o) + 1e-6) << method;
          }
        const Vec& olo = std::string(method) == "IBP" ? ib.lo.back() : db.lo.back();
        const Vec& ohi = std::string(method) == "IBP" ? ib.hi.back() : db.hi.back();
        // Products: the same interval arithmetic (ours merges the affine maps around the
        // products, which can only tighten) and, on mul.onnx, the same planes. Not Abs: its
        // rewrite relu(x) + relu(-x) has the interval [0, u - l], IBP's |x| [0, max(-l, u)].
        if (file == "mul.onnx" || (std::string(method) == "IBP" && file == "attention.onnx")) {
          for (long o = 0; o < olo.size(); ++o)
            EXPECT_LE(ohi(o) - olo(o), (lhi(o) - llo(o)) * (1 + 1e-6) + 1e-9) << method << " output " << o;
        }
        ++compared;
      }
      std::cout << line << "\n";
    }
  }
  EXPECT_GE(compared, 9);
}

}  // namespace
}  // namespace shardproof::robustness
