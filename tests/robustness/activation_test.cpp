// Smooth activations (activation.h: sigmoid.h, tanh.h, erf.h). Asserted, with the true function
// computed in long double (expl, tanhl, erfl) rather than by the code under test:
//   - relax(l, u)'s two lines enclose f at sampled points of [l, u], its ends, 0 and the points
//     where the lines touch f, for random intervals of every sign region and of widths from
//     1e-8 to 1e4 (RapidCheck), and interval(l, u) encloses f there too;
//   - the lines are the textbook ones where they can be checked by hand, and tight: their gap
//     shrinks like the square of the width;
//   - bounds of every method through random networks mixing Sigmoid, Tanh, Erf and ReLU layers
//     contain sampled outputs, and the LP over the lines never cuts off a sampled point;
//   - falsification's gradient through a smooth layer is the finite difference;
//   - the branch and bound on smooth neurons (smooth_split.h) never proves a property that a
//     sampled point violates, and proves true ones that DeepPoly alone leaves open.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <cmath>

#include "robustness/bounds.h"
#include "robustness/falsify.h"
#include "robustness/lp_encoding.h"
#include "robustness/onnx_loader.h"
#include "robustness/onnx_writer.h"
#include "robustness/deadline.h"
#include "robustness/erf.h"
#include "robustness/sigmoid.h"
#include "robustness/smooth_split.h"
#include "robustness/tanh.h"
#include "test_util.h"

namespace shardproof::robustness {
namespace {

long double true_value(const Activation& f, long double x) {
  if (std::string(f.name()) == "Sigmoid") return 1.0L / (1.0L + expl(-x));
  if (std::string(f.name()) == "Erf") return erfl(x);
  return tanhl(x);
}

// Checks lower(x) <= f(x) <= upper(x) and lo <= f(x) <= hi at x, in long double; the lines are
// evaluated in long double too (they are what back-substitution multiplies out).
void check_encloses(const Activation& f, double l, double u, double x) {
  const LinearRelaxation r = f.relax(l, u);
  double lo = 0, hi = 0;
  f.interval(l, u, lo, hi);
  const long double y = true_value(f, x);
  const long double low = static_cast<long double>(r.lower_slope) * x + r.lower_intercept;
  const long double up = static_cast<long double>(r.upper_slope) * x + r.upper_intercept;
  RC_ASSERT(low <= y);
  RC_ASSERT(y <= up);
  RC_ASSERT(static_cast<long double>(lo) <= y);
  RC_ASSERT(y <= static_cast<long double>(hi));
}

const Activation& pick(int which) {
  return which == 0 ? *sigmoid_activation() : which == 1 ? *tanh_activation() : *erf_activation();
}

RC_GTEST_PROP(Activation, LinesAndIntervalEncloseTheFunction, ()) {
  const Activation& f = pick(*rc::gen::inRange(0, 3));
  // Centre in [-12, 12] (beyond which both functions are flat to float64), width 10^[-8, 4].
  const double centre = *rc::gen::inRange(-12000, 12001) / 1000.0;
  const double width = std::pow(10.0, *rc::gen::inRange(-800, 401) / 100.0);
  const double shift = *rc::gen::inRange(0, 1001) / 1000.0;  // where the centre falls in [l, u]
  const double l = centre - shift * width, u = centre + (1 - shift) * width;
  std::vector<double> xs{l, u, 0.5 * (l + u)};
  if (l < 0 && u > 0) xs.push_back(0.0);
  for (int s = 0; s < 60; ++s) xs.push_back(l + (u - l) * (s + 0.5) / 60.0);
  // Near the ends, where a tangent or chord touches f.
  for (double t : {1e-12, 1e-9, 1e-6, 1e-3}) { xs.push_back(l + t * (u - l)); xs.push_back(u - t * (u - l)); }
  for (double x : xs)
    if (x >= l && x <= u) check_encloses(f, l, u, x);
}

RC_GTEST_PROP(Activation, PointIntervalsAndFarTailsAreEnclosed, ()) {
  const Activation& f = pick(*rc::gen::inRange(0, 3));
  const double x = *rc::gen::inRange(-800000, 800001) / 1000.0;  // to +-800: past exp's range
  check_encloses(f, x, x, x);
  check_encloses(f, x, x + 1e-300 + std::abs(x) * 1e-15, x);
  check_encloses(f, x - 50, x, x - 25);
}

TEST(Activation, LinesAreTheTextbookOnes) {
  const Sigmoid s;
  // Convex region: the upper line is the chord, the lower the tangent at the midpoint.
  LinearRelaxation r = s.relax(-2, -1);
  EXPECT_NEAR(r.upper(-2), s.value(-2), 1e-11);
  EXPECT_NEAR(r.upper(-1), s.value(-1), 1e-11);
  EXPECT_NEAR(r.lower(-1.5), s.value(-1.5), 1e-11);
  EXPECT_NEAR(r.lower_slope, s.derivative(-1.5), 1e-15);
  // Concave region (tanh on [0.5, 2]): chord below, tangent at 1.25 above.
  const Tanh t;
  r = t.relax(0.5, 2);
  EXPECT_NEAR(r.lower(0.5), std::tanh(0.5), 1e-11);
  EXPECT_NEAR(r.lower(2), std::tanh(2.0), 1e-11);
  EXPECT_NEAR(r.upper(1.25), std::tanh(1.25), 1e-11);
  // Mixed region, sigmoid on [-1, 1]: the upper line passes through (-1, f(-1)) and touches f
  // at one d in (0, 1) (slope f'(d)); by symmetry the lower line mirrors it.
  r = s.relax(-1, 1);
  EXPECT_NEAR(r.upper(-1), s.value(-1), 1e-9);
  double d = 0;
  for (double x = 0; x <= 1; x += 1e-5)
    if (std::abs(s.derivative(x) - r.upper_slope) < std::abs(s.derivative(d) - r.upper_slope)) d = x;
  EXPECT_GT(d, 0.0);
  EXPECT_LT(d, 1.0);
  EXPECT_NEAR(r.upper(d), s.value(d), 1e-8);
  EXPECT_NEAR(r.lower_slope, r.upper_slope, 1e-9);
  EXPECT_NEAR(r.lower(1), s.value(1), 1e-9);
  // Mixed but lopsided (tanh on [-4, 0.5]): the tangent at 0.5 passes below tanh(-4) at -4,
  // so the upper line is the chord.
  r = t.relax(-4, 0.5);
  EXPECT_NEAR(r.upper(-4), std::tanh(-4.0), 1e-11);
  EXPECT_NEAR(r.upper(0.5), std::tanh(0.5), 1e-11);
}

TEST(Activation, GapShrinksWithTheSquareOfTheWidth) {
  for (int which = 0; which < 3; ++which) {
    const Activation& f = pick(which);
    for (double c : {-3.0, -0.2, 0.0, 0.7, 2.5}) {
      double prev = INFINITY;
      for (double w : {1.0, 0.1, 0.01, 0.001}) {
        const double l = c - w / 2, u = c + w / 2;
        const LinearRelaxation r = f.relax(l, u);
        double gap = 0;
        for (double x : {l, c, u}) gap = std::max(gap, r.upper(x) - r.lower(x));
        EXPECT_LE(gap, 0.25 * w * w + 1e-9) << f.name() << " at " << c << " width " << w;
        if (std::isfinite(prev)) {
          EXPECT_LT(gap, prev * 0.02 + 1e-9) << f.name() << " at " << c << " width " << w;
        }
        prev = gap;
      }
    }
  }
  // Values far out and the limits: no NaN.
  EXPECT_EQ(Sigmoid().value(-800), 0.0);
  EXPECT_EQ(Sigmoid().value(800), 1.0);
  EXPECT_EQ(Sigmoid().derivative(800), 0.0);
  EXPECT_EQ(Tanh().derivative(-800), 0.0);
  EXPECT_EQ(Erf().derivative(-800), 0.0);
  EXPECT_EQ(Erf().value(-800), -1.0);
}

// inputs -> affine -> (sigmoid 0 | tanh 1 | relu 2 | erf 3) -> affine -> ... with the given kinds.
Network random_smooth_net(std::mt19937_64& rng, const std::vector<int>& sizes, const std::vector<int>& kinds) {
  Network net = testing::random_net(rng, sizes);
  std::size_t h = 0;
  for (Layer& L : net.layers) {
    if (L.kind != Layer::Kind::Relu) continue;
    const int k = kinds[h++ % kinds.size()];
    if (k == 0) L = Layer::smooth(L.in_size, sigmoid_activation());
    if (k == 1) L = Layer::smooth(L.in_size, tanh_activation());
    if (k == 3) L = Layer::smooth(L.in_size, erf_activation());
  }
  return net;
}

RC_GTEST_PROP(Activation, NetworkBoundsContainSampledOutputs, ()) {
  const auto seed = *rc::gen::arbitrary<std::uint32_t>();
  std::mt19937_64 rng(seed);
  const std::vector<int> sizes =
      testing::random_layer_sizes({.inputs = {1, 5}, .hidden_layers = {1, 4}, .width = {2, 9}, .outputs = {1, 4}});
  const std::vector<int> kinds = *rc::gen::container<std::vector<int>>(3, rc::gen::inRange(0, 4));
  Network net = random_smooth_net(rng, sizes, kinds);
  // Weights scaled up so that the activations see wide, mixed-sign intervals, not only their
  // near-linear middle.
  const double scale = *rc::gen::element(1.0, 4.0, 16.0);
  for (Layer& L : net.layers)
    if (L.kind == Layer::Kind::Affine) { L.weight *= scale; L.bias *= scale; }
  RC_ASSERT(net.validate() == "");
  Vec lo, hi;
  testing::random_box(rng, sizes[0], lo, hi);
  Vec c(sizes.back());
  std::uniform_real_distribution<double> U(-1, 1);
  for (long j = 0; j < c.size(); ++j) c(j) = U(rng);
  for (BoundMethod m : {BoundMethod::Interval, BoundMethod::Forward, BoundMethod::DeepPoly}) {
    const LayerBounds b = compute_bounds(net, lo, hi, m);
    const LinearLowerBound lb = lower_bound_linear(net, b, c, 0.25);
    for (int s = 0; s < 200; ++s) {
      Vec x = testing::random_point(rng, lo, hi);
      if (s == 0) x = lo;
      if (s == 1) x = hi;
      const std::vector<Vec> acts = net.evaluate_all(x);
      for (std::size_t k = 0; k < acts.size(); ++k) {
        RC_ASSERT(((acts[k] - b.lo[k]).array() >= -1e-9).all());
        RC_ASSERT(((b.hi[k] - acts[k]).array() >= -1e-9).all());
      }
      RC_ASSERT(c.dot(acts.back()) + 0.25 >= lb.value - 1e-9);
      RC_ASSERT(lb.coef.dot(x) + lb.constant <= c.dot(acts.back()) + 0.25 + 1e-9);
    }
  }
}

// The LP over the activations' lines (lp_encoding.cpp) is a relaxation: its optimum of the case
// "y >= 0" (t* = min of -y over the relaxation) is at most -y at every sampled point, and at
// least DeepPoly's bound (the LP holds the same lines on the same pre-activation bounds, and
// chooses between them jointly) up to solver round-off.
RC_GTEST_PROP(Activation, LpRelaxationIsBetweenDeepPolyAndSamples, ()) {
  const auto seed = *rc::gen::arbitrary<std::uint32_t>();
  std::mt19937_64 rng(seed);
  const std::vector<int> kinds = *rc::gen::container<std::vector<int>>(2, rc::gen::inRange(0, 4));
  Network net = random_smooth_net(rng, {3, 6, 5, 1}, kinds);
  Vec lo, hi;
  testing::random_box(rng, 3, lo, hi);
  const LayerBounds b = compute_bounds(net, lo, hi, BoundMethod::DeepPoly);
  SpecCase sc;
  sc.lo = lo;
  sc.hi = hi;
  sc.C = Mat::Constant(1, 1, -1.0);  // -y <= 0
  sc.d = Vec::Zero(1);
  double sampled_max = -INFINITY;
  for (int s = 0; s < 500; ++s)
    sampled_max = std::max(sampled_max, net.evaluate(testing::random_point(rng, lo, hi))(0));
  const CaseLpResult r = solve_case(net, b, sc, false, 10.0);
  RC_ASSERT(r.status != CaseLpResult::Status::Error);
  RC_ASSERT(r.status != CaseLpResult::Status::Timeout);
  RC_ASSERT(r.objective <= -sampled_max + 1e-7);
  RC_ASSERT(r.objective >= -b.hi.back()(0) - 1e-6);
}

TEST(Activation, GradientThroughSmoothLayersIsTheFiniteDifference) {
  std::mt19937_64 rng(11);
  const Network net = random_smooth_net(rng, {4, 7, 6, 2}, {0, 1});
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

// A network with Sigmoid and Tanh layers written as ONNX (onnx_writer.h) reads back as the
// same layer kinds and computes the same function (weights rounded to float32 on the way).
TEST(Activation, OnnxRoundTripKeepsTheLayerKinds) {
  std::mt19937_64 rng(4);
  Network net = random_smooth_net(rng, {5, 7, 6, 5, 3}, {0, 1, 3});
  for (Layer& L : net.layers)
    if (L.kind == Layer::Kind::Affine) {
      L.weight = L.weight.cast<float>().cast<double>();
      L.bias = L.bias.cast<float>().cast<double>();
    }
  const Network back = parse_onnx(onnx_bytes(net, "smooth.onnx"), "smooth.onnx");
  ASSERT_EQ(back.layers.size(), net.layers.size()) << back.summary();
  for (std::size_t k = 0; k < net.layers.size(); ++k) {
    EXPECT_EQ(back.layers[k].kind, net.layers[k].kind) << k;
    if (net.layers[k].kind == Layer::Kind::Smooth) {
      EXPECT_STREQ(back.layers[k].activation->name(), net.layers[k].activation->name());
    }
  }
  const Vec x = Vec::LinSpaced(5, -2, 3);
  EXPECT_LT((back.evaluate(x) - net.evaluate(x)).cwiseAbs().maxCoeff(), 1e-12);
}

// Runs smooth_split_search on "y_0 > t" for a one-output net over [lo, hi], for at most
// `seconds`; Open on the deadline.
SplitOutcome search_above(const Network& net, const Vec& lo, const Vec& hi, double t, double seconds, long& nodes) {
  const LayerBounds root = compute_bounds(net, lo, hi, BoundMethod::DeepPoly);
  auto bound = [&](const LayerBounds& b, Vec& candidate, Vec& c, double& c0) {
    LinearLowerBound r = lower_bound_linear(net, b, Vec::Ones(1), -t);
    candidate = r.argmin;
    c = r.output_coef;
    c0 = r.output_constant;
    return r.value;
  };
  auto violates = [&](const Vec& x) { return net.evaluate(x)(0) - t <= 0; };
  SpecCase sc;  // the counterexample set y_0 <= t
  sc.lo = lo;
  sc.hi = hi;
  sc.C = Mat::Ones(1, 1);
  sc.d = Vec::Constant(1, t);
  auto lp = [&](const LayerBounds& b) {
    return solve_case(net, b, sc, false, 1.0).status == CaseLpResult::Status::Holds;
  };
  DeadlineScope limit(seconds);
  try {
    return smooth_split_search(net, root, bound, violates, lp, nodes);
  } catch (const TimeLimitReached&) {
    return SplitOutcome::Open;
  }
}

TEST(Activation, SplitSearchNeverProvesASampledViolation) {
  for (std::uint32_t seed = 0; seed < 20; ++seed) {
  std::mt19937_64 rng(seed);
  Network net = random_smooth_net(rng, {3, 8, 6, 1}, {static_cast<int>(seed % 2), static_cast<int>(seed / 2 % 2)});
  for (Layer& L : net.layers)
    if (L.kind == Layer::Kind::Affine) { L.weight *= 4; L.bias *= 4; }
  Vec lo, hi;
  testing::random_box(rng, 3, lo, hi);
  double m = INFINITY;
  for (int s = 0; s < 300; ++s) m = std::min(m, net.evaluate(testing::random_point(rng, lo, hi))(0));
  for (double t : {m, m + 0.01}) {  // y_0 = m <= t at a sampled point: "y_0 > t" is false
    long nodes = 0;
    EXPECT_NE(search_above(net, lo, hi, t, 0.2, nodes), SplitOutcome::Proved) << "seed " << seed << " t " << t;
  }
  }
}

// One input: the minimum of y_0 over [lo, hi] is found to about 1e-3 by a grid of step 1e-4
// (|y_0'| is at most sum |w_i a_i|, about 20 here), so "y_0 > min - 0.01" is true; where
// DeepPoly's bound does not prove it, the split search does (with the LP at its nodes).
TEST(Activation, SplitSearchProvesWhatDeepPolyLeavesOpen) {
  int needed_splits = 0;
  for (std::uint32_t seed = 0; seed < 25; ++seed) {
  std::mt19937_64 rng(seed);
  Network net = random_smooth_net(rng, {1, 6, 1}, {static_cast<int>(seed % 2)});
  for (Layer& L : net.layers)
    if (L.kind == Layer::Kind::Affine) { L.weight *= 3; L.bias *= 3; }
  const Vec lo = Vec::Constant(1, -1.0), hi = Vec::Constant(1, 1.0);
  double m = INFINITY;
  for (int s = 0; s <= 20000; ++s) m = std::min(m, net.evaluate(Vec::Constant(1, -1.0 + s * 1e-4))(0));
  const double t = m - 0.01;
  const LayerBounds root = compute_bounds(net, lo, hi, BoundMethod::DeepPoly);
  const bool deeppoly = lower_bound_linear(net, root, Vec::Ones(1), -t).value > 0;
  needed_splits += !deeppoly;
  long nodes = 0;
  EXPECT_EQ(search_above(net, lo, hi, t, 5.0, nodes), SplitOutcome::Proved) << "seed " << seed;
  if (deeppoly) {
    EXPECT_EQ(nodes, 1);
  }
  }
  EXPECT_GE(needed_splits, 15);  // the test says little where DeepPoly alone decides
}

}  // namespace
}  // namespace shardproof::robustness
