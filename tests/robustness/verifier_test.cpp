// Branch and bound on random small networks (RapidCheck): every split rule, alone or side by
// side, gives answers that agree with each other and with sampling (a "holds" no sampled point
// refutes, a "violated" whose witness is real); and the convex combination of a case's rows
// refutes a case that no single row refutes. Branch and bound on ReLU splits (the path for
// high-dimensional inputs, forced here on small random networks with many inputs) agrees
// with the MILP and with sampling.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "robustness/falsify.h"
#include "robustness/verifier.h"
#include "test_util.h"

namespace shardproof::robustness {
namespace {

// One case over the box: rows C y <= d (all must hold for a counterexample).
Spec one_case(const Vec& lo, const Vec& hi, const Mat& C, const Vec& d, int outputs) {
  Spec s;
  s.input_size = static_cast<int>(lo.size());
  s.output_size = outputs;
  s.cases.push_back({lo, hi, C, d});
  return s;
}

TEST(Verifier, ConvexCombinationOfRowsRefutesACase) {
  // y = (x, 0.5 - x) on x in [-1, 1]. The case y0 <= 0 and y1 <= 0 needs x <= 0 and x >= 0.5:
  // empty. Neither row alone is positive over the box (min y0 = -1, min y1 = -0.5), but
  // (y0 + y1) / 2 = 0.25 > 0 everywhere.
  Network net;
  net.input_size = 1;
  net.output_size = 2;
  Mat W(2, 1);
  W << 1, -1;
  Vec b(2);
  b << 0, 0.5;
  net.layers.push_back(Layer::affine(W, b));
  Mat C = Mat::Identity(2, 2);
  Spec spec = one_case(Vec::Constant(1, -1), Vec::Constant(1, 1), C, Vec::Zero(2), 2);
  VerifyOptions o;
  o.method = Method::Bounds;
  o.timeout_s = 5;
  VerifyResult r = verify(net, spec, o);
  EXPECT_EQ(r.verdict, Verdict::Holds) << r.note;
}

RC_GTEST_PROP(Verifier, SplitRulesAgreeWithEachOtherAndWithSampling, ()) {
  const auto seed = *rc::gen::arbitrary<std::uint32_t>();
  std::mt19937_64 rng(seed);
  const std::vector<int> sizes =
      testing::random_layer_sizes({.inputs = {1, 4}, .hidden_layers = {1, 4}, .width = {2, 9}, .outputs = {2, 4}});
  const int inputs = sizes.front(), outputs = sizes.back();
  Network net = testing::random_net(rng, sizes);
  std::uniform_real_distribution<double> U(-1, 1);
  Vec lo, hi;
  testing::random_box(rng, inputs, lo, hi);
  // Rows y_j - y_0 <= t_j: "output 0 is not the strict maximum by t" — some hold, some not.
  const int rows = *rc::gen::inRange(1, outputs);
  Mat C = Mat::Zero(rows, outputs);
  Vec d(rows);
  Vec y_mid = net.evaluate((lo + hi) * 0.5);
  for (int j = 0; j < rows; ++j) {
    C(j, 0) = 1;
    C(j, j + 1) = -1;
    d(j) = (y_mid(0) - y_mid(j + 1)) - 0.3 * (U(rng) + 1);  // the centre itself violates the row
  }
  Spec spec = one_case(lo, hi, C, d, outputs);

  std::vector<Verdict> verdicts;
  for (auto rules : std::vector<std::vector<SplitRule>>{{SplitRule::Strong}, {SplitRule::Smear}, {SplitRule::Strong, SplitRule::Smear}}) {
    VerifyOptions o;
    o.timeout_s = 5;
    o.split_rules = rules;
    o.falsify = false;  // the split rules decide, not the same seeded PGD in all three runs
    VerifyResult r = verify(net, spec, o);
    if (r.verdict == Verdict::Violated) RC_ASSERT(spec.violated_case(r.x, net.evaluate(r.x), 0.0) >= 0);
    verdicts.push_back(r.verdict);
  }
  for (Verdict a : verdicts)
    for (Verdict b : verdicts)
      if (a != Verdict::Unknown && b != Verdict::Unknown) RC_ASSERT(a == b);
  if (verdicts[2] == Verdict::Holds)
    for (int s = 0; s < 2000; ++s) {
      Vec x = testing::random_point(rng, lo, hi);
      RC_ASSERT(spec.violated_case(x, net.evaluate(x), 0.0) < 0);
    }
  RC_TAG(to_string(verdicts[2]));
}


RC_GTEST_PROP(Verifier, ReluSplitBranchAndBoundAgreesWithMilpAndSampling, ()) {
  const auto seed = *rc::gen::arbitrary<std::uint32_t>();
  std::mt19937_64 rng(seed);
  const std::vector<int> sizes =
      testing::random_layer_sizes({.inputs = {8, 31}, .hidden_layers = {1, 4}, .width = {3, 11}, .outputs = {2, 5}});
  const int inputs = sizes.front(), outputs = sizes.back();
  Network net = testing::random_net(rng, sizes);
  std::uniform_real_distribution<double> U(-1, 1);
  Vec centre(inputs);
  for (int i = 0; i < inputs; ++i) centre(i) = U(rng);
  const double eps = 0.05 + 0.3 * (U(rng) + 1);
  Vec lo = centre.array() - eps, hi = centre.array() + eps;
  // One row y_j - y_0 <= t: at the centre the row is violated by a random margin.
  Mat C = Mat::Zero(1, outputs);
  C(0, 0) = 1;
  C(0, 1) = -1;
  Vec y_mid = net.evaluate(centre);
  Vec d(1);
  d(0) = (y_mid(0) - y_mid(1)) - 0.5 * (U(rng) + 1);
  Spec spec = one_case(lo, hi, C, d, outputs);

  VerifyOptions o;
  o.timeout_s = 10;
  o.falsify = false;           // witnesses must come from the branch and bound itself
  o.relu_bab_min_inputs = 0;   // force the ReLU-split path
  o.milp_unstable_threshold = *rc::gen::inRange(0, 3);
  VerifyResult r = verify(net, spec, o);
  if (r.verdict == Verdict::Violated) RC_ASSERT(spec.violated_case(r.x, net.evaluate(r.x), 0.0) >= 0);
  VerifyOptions m;
  m.method = Method::Milp;
  m.timeout_s = 10;
  VerifyResult e = verify(net, spec, m);
  if (r.verdict != Verdict::Unknown && e.verdict != Verdict::Unknown) RC_ASSERT(r.verdict == e.verdict);
  if (r.verdict == Verdict::Holds)
    for (int s = 0; s < 2000; ++s) {
      Vec x = testing::random_point(rng, lo, hi);
      RC_ASSERT(spec.violated_case(x, net.evaluate(x), 0.0) < 0);
    }
  RC_TAG(to_string(r.verdict));
  RC_TAG(r.nodes > 1 ? "split" : "root");
}

// The batched forward pass (falsification's) gives every row the values evaluate_all gives
// it alone, also through max pooling and an input clamp (.nnet nets).
RC_GTEST_PROP(Network, EvaluateAllRowsIsEvaluateAllPerRow, ()) {
  const auto seed = *rc::gen::arbitrary<std::uint32_t>();
  std::mt19937_64 rng(seed);
  const int inputs = *rc::gen::inRange(2, 9);
  Network net = testing::random_pooled_net(rng, inputs, 3);
  Vec lo, hi;
  testing::random_box(rng, inputs, lo, hi);
  if (*rc::gen::arbitrary<bool>()) {
    net.input_clamp_lo = (lo + hi) * 0.5 - (hi - lo) * 0.25;
    net.input_clamp_hi = (lo + hi) * 0.5 + (hi - lo) * 0.25;
  }
  const int rows = *rc::gen::inRange(1, 6);
  Mat X(rows, inputs);
  for (int r = 0; r < rows; ++r) X.row(r) = testing::random_point(rng, lo, hi).transpose();
  const std::vector<Mat> all = net.evaluate_all_rows(X);
  RC_ASSERT(all.size() == net.layers.size() + 1);
  for (int r = 0; r < rows; ++r) {
    const std::vector<Vec> one = net.evaluate_all(X.row(r).transpose());
    for (std::size_t k = 0; k < one.size(); ++k)
      RC_ASSERT((all[k].row(r).transpose() - one[k]).cwiseAbs().maxCoeff() <= 1e-12 * (1 + one[k].cwiseAbs().maxCoeff()));
  }
}

// Falsification with given starts and a leaky backward pass (the high-dimensional settings):
// the best point stays in the box, its margin is the exact float64 margin there, "found" only
// with margin <= 0, and a start that is already a counterexample is found.
RC_GTEST_PROP(Falsify, LeakyDescentFromStartsReportsOnlyRealCounterexamples, ()) {
  const auto seed = *rc::gen::arbitrary<std::uint32_t>();
  std::mt19937_64 rng(seed);
  const int inputs = *rc::gen::inRange(2, 20);
  const int outputs = *rc::gen::inRange(2, 5);
  Network net = testing::random_net(rng, {inputs, *rc::gen::inRange(3, 12), *rc::gen::inRange(3, 12), outputs});
  std::uniform_real_distribution<double> U(-1, 1);
  Vec lo, hi;
  testing::random_box(rng, inputs, lo, hi);
  Vec p = testing::random_point(rng, lo, hi);
  Mat C = Mat::Zero(1, outputs);
  C(0, 0) = 1;
  C(0, 1) = -1;
  Vec yp = net.evaluate(p);
  Vec d(1);
  const bool p_violates = *rc::gen::arbitrary<bool>();
  d(0) = (yp(0) - yp(1)) + (p_violates ? 0.0 : -0.5 * (U(rng) + 1));  // p meets C y <= d, or misses it
  Spec spec = one_case(lo, hi, C, d, outputs);
  FalsifyOptions fo;
  fo.restarts = 2;
  fo.steps = 30;
  fo.step = 0.3;
  fo.decay = 0.97;
  fo.leak = *rc::gen::element(0.0, 0.01, 0.3, 1.0);
  fo.starts = {p, lo - Vec::Ones(inputs)};  // the second lies outside: clamped to the box
  FalsifyResult f = falsify_case(net, spec.cases[0], lo, hi, fo);
  RC_ASSERT(f.x.size() == inputs);
  RC_ASSERT((f.x.array() >= lo.array()).all() && (f.x.array() <= hi.array()).all());
  RC_ASSERT(f.margin == case_margin(spec.cases[0], net.evaluate(f.x)));
  RC_ASSERT(f.found == (f.margin <= 0));
  if (p_violates) RC_ASSERT(f.found);
  // The gradient the descent follows. leak 0 (the default) is the derivative of c . f at p:
  // central differences agree where no ReLU changes sign in between. leak 1 passes every
  // ReLU: the derivative of the network without its ReLUs, which is affine, so differences
  // of step 1 give it exactly (up to rounding).
  const Vec c = Vec::Ones(outputs);
  const Vec g0 = output_gradient(net, p, c), g1 = output_gradient(net, p, c, 1.0);
  Network affine = net;
  std::erase_if(affine.layers, [](const Layer& L) { return L.kind == Layer::Kind::Relu; });
  auto pattern = [&](const Vec& x) {
    std::vector<bool> on;
    const std::vector<Vec> acts = net.evaluate_all(x);
    for (std::size_t k = 0; k < net.layers.size(); ++k)
      if (net.layers[k].kind == Layer::Kind::Relu)
        for (long j = 0; j < acts[k].size(); ++j) on.push_back(acts[k](j) > 0);
    return on;
  };
  const double h = 1e-6;
  int differentiated = 0;
  for (int i = 0; i < inputs; ++i) {
    const Vec e = Vec::Unit(inputs, i);
    RC_ASSERT(std::abs(c.dot(affine.evaluate(p + e) - affine.evaluate(p)) - g1(i)) <= 1e-9 * (1 + std::abs(g1(i))));
    if (pattern(p + h * e) != pattern(p) || pattern(p - h * e) != pattern(p)) continue;
    const double fd = c.dot(net.evaluate(p + h * e) - net.evaluate(p - h * e)) / (2 * h);
    RC_ASSERT(std::abs(fd - g0(i)) <= 1e-6 * (1 + std::abs(g0(i))));
    ++differentiated;
  }
  RC_CLASSIFY(differentiated == inputs, "every input differentiated");
  RC_TAG(f.found ? "found" : "not found");
}

}  // namespace
}  // namespace shardproof::robustness
