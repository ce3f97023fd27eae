// Soundness of every bound method on random networks (RapidCheck), the LP/MILP encodings
// against sampling, and the GLPK error hook.
#include <glpk.h>
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "robustness/bounds.h"
#include "robustness/glpk_guard.h"
#include "robustness/lp_encoding.h"
#include "robustness/sparse_rows.h"
#include "test_util.h"

namespace shardproof::robustness {
namespace {

RC_GTEST_PROP(Bounds, EveryMethodContainsSampledOutputs, ()) {
  const auto seed = *rc::gen::arbitrary<std::uint32_t>();
  std::mt19937_64 rng(seed);
  const std::vector<int> sizes =
      testing::random_layer_sizes({.inputs = {1, 5}, .hidden_layers = {1, 4}, .width = {2, 9}, .outputs = {1, 4}});
  Network net = testing::random_net(rng, sizes);
  std::uniform_real_distribution<double> U(-1, 1);
  Vec lo(sizes[0]), hi(sizes[0]);
  for (int i = 0; i < sizes[0]; ++i) {
    double a = U(rng), w = 0.5 * (U(rng) + 1);
    lo(i) = a;
    hi(i) = a + w;
  }
  Vec c(sizes.back());
  for (long j = 0; j < c.size(); ++j) c(j) = U(rng);
  for (BoundMethod m : {BoundMethod::Interval, BoundMethod::Forward, BoundMethod::DeepPoly}) {
    LayerBounds b = compute_bounds(net, lo, hi, m);
    LinearLowerBound lb = lower_bound_linear(net, b, c, 0.25);
    for (int s = 0; s < 200; ++s) {
      Vec x(sizes[0]);
      for (int i = 0; i < sizes[0]; ++i) x(i) = lo(i) + (hi(i) - lo(i)) * 0.5 * (U(rng) + 1);
      if (s == 0) x = lo;
      if (s == 1) x = hi;
      std::vector<Vec> acts = net.evaluate_all(x);
      for (std::size_t k = 0; k < acts.size(); ++k) {
        RC_ASSERT(((acts[k] - b.lo[k]).array() >= -1e-9).all());
        RC_ASSERT(((b.hi[k] - acts[k]).array() >= -1e-9).all());
      }
      RC_ASSERT(c.dot(acts.back()) + 0.25 >= lb.value - 1e-9);
      RC_ASSERT(lb.coef.dot(x) + lb.constant <= c.dot(acts.back()) + 0.25 + 1e-9);
    }
  }
}

// Sets detail_bounds::sparse_rows_max_fill for a scope.
struct SparseRowsFill {
  double saved = detail_bounds::sparse_rows_max_fill;
  explicit SparseRowsFill(double fill) { detail_bounds::sparse_rows_max_fill = fill; }
  ~SparseRowsFill() { detail_bounds::sparse_rows_max_fill = saved; }
};

TEST(SparseRows, ProductsAndRowsAreTheDenseOnes) {
  std::mt19937_64 rng(7);
  std::normal_distribution<double> N(0.0, 1.0);
  Mat W = Mat::Zero(6, 9);
  for (long i = 0; i < W.size(); ++i)
    if (rng() % 3 == 0) W.data()[i] = N(rng);
  W.row(4) = -W.row(1);  // rows 1 and 4 cancel in a row holding both with equal weight
  const SpMat Ws = W.sparseView();
  SparseRows S = SparseRows::unit({1, 4, 5}, 6);
  EXPECT_EQ(S.rows(), 6);
  Mat expected = Mat::Zero(6, 6);
  for (int r = 0; r < 3; ++r) {
    expected(r, std::vector<int>{1, 4, 5}[r]) = 1;
    expected(3 + r, std::vector<int>{1, 4, 5}[r]) = -1;
  }
  EXPECT_EQ(S.dense(), expected);
  // A row with +1 at 1 and +1 at 4: its product with W is exactly zero, and no entry is kept.
  S.index.insert(S.index.begin() + 1, 4);
  S.value.insert(S.value.begin() + 1, 1.0);
  for (std::size_t r = 1; r < S.starts.size(); ++r) ++S.starts[r];
  expected(0, 4) = 1;
  const SparseRows P = S.times(Ws);
  EXPECT_TRUE(P.dense().isApprox(expected * W, 1e-15) || (P.dense() - expected * W).norm() < 1e-15);
  EXPECT_EQ(P.starts[1], 0) << "the cancelled row keeps no entries";
  const Vec v = Vec::LinSpaced(6, -1, 2);
  EXPECT_LT((S.times(v) - expected * v).norm(), 1e-15);
  SparseRows Z = S;
  Z.value[0] = 0;
  Z.drop_zeros();
  EXPECT_EQ(Z.entries(), S.entries() - 1);
  Mat expected_z = expected;
  expected_z(0, 1) = 0;
  EXPECT_EQ(Z.dense(), expected_z);
}

RC_GTEST_PROP(Bounds, SparseRowsGiveTheDenseRowsBounds, ()) {
  // DeepPoly and the bounds with given slopes back-substitute sparse rows through sparse layers
  // (all the way, switching to dense midway, or dense from the start): the same bounds at
  // every layer, on random pooled nets whose affine maps are stored sparse and half zero.
  const auto seed = *rc::gen::arbitrary<std::uint32_t>();
  std::mt19937_64 rng(seed);
  const int inputs = *rc::gen::inRange(2, 7);
  Network net = testing::random_pooled_net(rng, inputs, 3);
  for (Layer& L : net.layers) {
    if (L.kind != Layer::Kind::Affine) continue;
    Mat W = dense_weight(L);
    for (long i = 0; i < W.size(); ++i)
      if (rng() % 2 == 0) W.data()[i] = 0;
    L = Layer::affine(SpMat(W.sparseView()), L.bias);
  }
  Vec lo, hi;
  testing::random_box(rng, inputs, lo, hi);
  std::vector<Vec> slopes(net.layers.size());
  std::uniform_real_distribution<double> U(0, 1);
  for (std::size_t k = 0; k < net.layers.size(); ++k) {
    slopes[k] = Vec(net.layers[k].in_size);
    for (long j = 0; j < slopes[k].size(); ++j) slopes[k](j) = U(rng);
  }
  auto bounds_with = [&](double fill, bool with_slopes) {
    SparseRowsFill scope(fill);
    LayerBounds b = compute_bounds(net, lo, hi, BoundMethod::DeepPoly);
    if (with_slopes) tighten_with_slopes(net, b, slopes);
    return b;
  };
  for (bool with_slopes : {false, true}) {
    const LayerBounds dense = bounds_with(0.0, with_slopes);
    for (double fill : {0.3, 1.0}) {
      const LayerBounds sparse = bounds_with(fill, with_slopes);
      for (std::size_t k = 0; k < dense.lo.size(); ++k) {
        const double scale = 1 + dense.hi[k].cwiseAbs().maxCoeff() + dense.lo[k].cwiseAbs().maxCoeff();
        RC_ASSERT((sparse.lo[k] - dense.lo[k]).cwiseAbs().maxCoeff() <= 1e-12 * scale);
        RC_ASSERT((sparse.hi[k] - dense.hi[k]).cwiseAbs().maxCoeff() <= 1e-12 * scale);
      }
    }
  }
}

RC_GTEST_PROP(Bounds, MilpOptimumMatchesSampledMinimum, ()) {
  // min over the box of c.f(x): the MILP's optimum t* is below every sample and attained.
  const auto seed = *rc::gen::arbitrary<std::uint32_t>();
  std::mt19937_64 rng(seed);
  Network net = testing::random_net(rng, {2, 6, 5, 1});
  Vec lo = Vec::Constant(2, -1), hi = Vec::Constant(2, 1);
  LayerBounds b = compute_bounds(net, lo, hi, BoundMethod::DeepPoly);
  SpecCase sc{lo, hi, Mat::Ones(1, 1), Vec::Zero(1)};
  CaseLpResult milp = solve_case(net, b, sc, true, 10);
  CaseLpResult lp = solve_case(net, b, sc, false, 10);
  RC_ASSERT(milp.status != CaseLpResult::Status::Error);
  std::uniform_real_distribution<double> U(-1, 1);
  double best = INFINITY;
  for (int s = 0; s < 2000; ++s) {
    Vec x(2);
    x << U(rng), U(rng);
    best = std::min(best, net.evaluate(x)(0));
  }
  if (milp.status == CaseLpResult::Status::Holds) {
    RC_ASSERT(best > 0);  // proved positive everywhere
  } else {
    RC_ASSERT(milp.status == CaseLpResult::Status::Candidate);
    // The solver point really reaches f <= 0 (to solver tolerance).
    RC_ASSERT(net.evaluate(milp.x)(0) <= 1e-5);
  }
  // The LP relaxation never proves more than the MILP.
  if (lp.status == CaseLpResult::Status::Holds) RC_ASSERT(milp.status == CaseLpResult::Status::Holds);
}

TEST(GlpkGuard, MisuseIsCaughtNotAborted) {
  std::string err;
  bool ok = glpk_guarded([&] {
    glp_prob* P = glp_create_prob();
    glp_set_col_bnds(P, 7, GLP_LO, 0.0, 0.0);  // column 7 does not exist: GLPK would abort
  }, err);
  EXPECT_FALSE(ok);
  EXPECT_NE(err.find("GLPK"), std::string::npos);
  // GLPK still works afterwards.
  ok = glpk_guarded([&] {
    glp_prob* P = glp_create_prob();
    glp_add_cols(P, 1);
    glp_delete_prob(P);
  }, err);
  EXPECT_TRUE(ok);
}

// A ReLU split at layer i changes nothing before layer i's input bounds: recomputing a
// split node from layer i on (same_through = i) gives the bounds of recomputing every layer,
// on random networks, boxes and splits at any ReLU layer.
RC_GTEST_PROP(Bounds, SplitNodeBoundsSkipTheLayersBeforeTheSplit, ()) {
  const auto seed = *rc::gen::arbitrary<std::uint32_t>();
  std::mt19937_64 rng(seed);
  const std::vector<int> sizes =
      testing::random_layer_sizes({.inputs = {1, 6}, .hidden_layers = {2, 5}, .width = {2, 9}, .outputs = {2, 3}});
  const int inputs = sizes[0];
  Network net = testing::random_net(rng, sizes);
  Vec lo, hi;
  testing::random_box(rng, inputs, lo, hi);
  // A node's bounds as branch and bound makes them (compute_bounds_in over its parent's).
  LayerBounds b = compute_bounds_in(net, lo, hi, compute_bounds(net, lo, hi, BoundMethod::DeepPoly));
  std::vector<std::pair<int, long>> unstable;
  for (std::size_t i = 0; i < net.layers.size(); ++i)
    if (net.layers[i].kind == Layer::Kind::Relu)
      for (long j = 0; j < b.lo[i].size(); ++j)
        if (b.lo[i](j) < 0 && b.hi[i](j) > 0) unstable.push_back({static_cast<int>(i), j});
  RC_PRE(!unstable.empty());
  const auto [layer, j] = unstable[*rc::gen::inRange<std::size_t>(0, unstable.size())];
  if (*rc::gen::arbitrary<bool>()) b.lo[layer](j) = 0.0; else b.hi[layer](j) = 0.0;
  const LayerBounds all = compute_bounds_in(net, lo, hi, b);
  const LayerBounds skipped = compute_bounds_in(net, lo, hi, b, layer);
  RC_ASSERT(all.lo.size() == skipped.lo.size());
  // Equal up to rounding: a recomputed layer back-substitutes fewer rows than its parent did
  // (only those still unstable), and Eigen's products may sum in another order for another
  // size. Either way the bounds are sound: the parent's hold on the child's smaller domain.
  for (std::size_t k = 0; k < all.lo.size(); ++k) {
    RC_ASSERT(all.lo[k].size() == skipped.lo[k].size());
    for (long i = 0; i < all.lo[k].size(); ++i) {
      RC_ASSERT(std::abs(all.lo[k](i) - skipped.lo[k](i)) <= 1e-9 * (1 + std::abs(all.lo[k](i))));
      RC_ASSERT(std::abs(all.hi[k](i) - skipped.hi[k](i)) <= 1e-9 * (1 + std::abs(all.hi[k](i))));
    }
  }
}

// tighten_with_slopes with random slopes in [0, 1] (as alpha-CROWN may leave them), after a
// branch-and-bound-like split that fixes a first-layer neuron active or inactive: the bounds
// never get looser, and every sampled input that satisfies the split has its pre-activations
// inside them (a "false" only when no sample satisfied the split).
RC_GTEST_PROP(Bounds, TightenWithSlopesIsSoundAndNeverLooser, ()) {
  const auto seed = *rc::gen::arbitrary<std::uint32_t>();
  std::mt19937_64 rng(seed);
  const std::vector<int> sizes =
      testing::random_layer_sizes({.inputs = {1, 6}, .hidden_layers = {2, 4}, .width = {2, 9}, .outputs = {2, 3}});
  const int inputs = sizes[0];
  Network net = testing::random_net(rng, sizes);
  std::uniform_real_distribution<double> U(-1, 1);
  Vec lo, hi;
  testing::random_box(rng, inputs, lo, hi);
  LayerBounds b = compute_bounds(net, lo, hi, BoundMethod::DeepPoly);
  // Split neuron j of the first ReLU layer (layer 1) when it is unstable.
  const long j = *rc::gen::inRange(0, sizes[1]);
  const int sign = *rc::gen::element(-1, 1);
  const bool split = b.lo[1](j) < 0 && b.hi[1](j) > 0;
  if (split) {
    if (sign > 0) b.lo[1](j) = 0.0; else b.hi[1](j) = 0.0;
    b = compute_bounds_in(net, lo, hi, b);
  }
  std::vector<Vec> alpha(net.layers.size());
  for (std::size_t k = 0; k < net.layers.size(); ++k) {
    alpha[k] = Vec(net.layers[k].in_size);
    for (long i = 0; i < alpha[k].size(); ++i) alpha[k](i) = 0.5 * (U(rng) + 1);
  }
  LayerBounds t = b;
  const bool nonempty = tighten_with_slopes(net, t, alpha);
  int satisfied = 0;
  for (int s = 0; s < 500; ++s) {
    Vec x = testing::random_point(rng, lo, hi);
    std::vector<Vec> acts = net.evaluate_all(x);
    if (split && sign * acts[1](j) < 0) continue;
    ++satisfied;
    RC_ASSERT(nonempty);
    for (std::size_t k = 0; k < net.layers.size(); ++k) {
      if (net.layers[k].kind != Layer::Kind::Relu) continue;
      for (long i = 0; i < acts[k].size(); ++i) {
        const double tol = 1e-9 * (1 + std::abs(acts[k](i)));
        RC_ASSERT(acts[k](i) >= t.lo[k](i) - tol);
        RC_ASSERT(acts[k](i) <= t.hi[k](i) + tol);
      }
    }
  }
  for (std::size_t k = 0; k < t.lo.size(); ++k) {
    RC_ASSERT((t.lo[k].array() >= b.lo[k].array()).all());
    RC_ASSERT((t.hi[k].array() <= b.hi[k].array()).all());
  }
  RC_TAG(split ? "split" : "no split");
  RC_TAG(satisfied ? "sampled" : "none sampled");
}

}  // namespace
}  // namespace shardproof::robustness
