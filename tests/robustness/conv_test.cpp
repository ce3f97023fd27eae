// Convolutional networks (VNN-COMP 2022 oval21, CIFAR-10): the loader keeps each Conv as a
// kernel whose forward and transposed products are the dense layer's; bounds computed through
// the kernels are the dense bounds and contain sampled outputs; `--timeout` holds on every
// family; instances that bounds (or a short branch and bound) decide are decided as the
// competition's verifiers agreed, violated ones with a float64-checked witness.
#include <gtest/gtest.h>

#include <chrono>
#include <random>

#include "robustness/alpha_crown.h"
#include "robustness/bounds.h"
#include "robustness/lp_encoding.h"
#include "robustness/model_loader.h"
#include "robustness/verifier.h"
#include "robustness/vnnlib.h"
#include "test_util.h"

namespace shardproof::robustness {
namespace {

using testing::data_dir;
using Clock = std::chrono::steady_clock;

std::string oval(const std::string& file) { return data_dir() + "/oval21/" + file; }

double seconds_since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

// Every value of the network at x lies within b (up to 1e-9), or the first value that does not.
::testing::AssertionResult bounds_contain(const Network& net, const LayerBounds& b, const Vec& x) {
  const std::vector<Vec> values = net.evaluate_all(x);
  for (std::size_t k = 0; k < values.size(); ++k)
    if (!(values[k].array() >= b.lo[k].array() - 1e-9).all() || !(values[k].array() <= b.hi[k].array() + 1e-9).all())
      return ::testing::AssertionFailure() << "value " << k << " leaves its bounds";
  return ::testing::AssertionSuccess();
}

// Every convolution keeps its kernel beside its map, which is sparse when larger than 2^22
// entries (no dense matrix is built) and dense otherwise; kernel, map and dense matrix are one
// map.
TEST(Oval21, ConvLayersKeepAKernelThatIsTheDenseMatrix) {
  std::mt19937_64 rng(7);
  std::normal_distribution<double> N(0.0, 1.0);
  for (const char* name : {"cifar_base_kw.onnx", "cifar_deep_kw.onnx", "cifar_wide_kw.onnx"}) {
    SCOPED_TRACE(name);
    Network net = load_model(oval(name));
    int convs = 0, sparse = 0;
    for (const Layer& L : net.layers) {
      if (L.kernels.empty()) continue;
      ++convs;
      ASSERT_EQ(L.kernels.size(), 1u);  // a plain Conv: one kernel over the whole layer
      EXPECT_FALSE(L.rest);
      if (static_cast<long>(L.out_size) * L.in_size > (1L << 22)) {
        ++sparse;
        ASSERT_TRUE(L.sparse);
        EXPECT_EQ(L.weight.size(), 0);
      }
      const Mat W = dense_weight(L);
      EXPECT_EQ(L.kernels[0].conv->dense(), W);
      Vec v(L.in_size);
      for (long i = 0; i < v.size(); ++i) v(i) = N(rng);
      Mat Lam(3, L.out_size);
      for (long i = 0; i < Lam.size(); ++i) Lam.data()[i] = N(rng);
      const double scale = W.cwiseAbs().maxCoeff() * 100;
      EXPECT_LE((weight_times(L, v) - W * v).cwiseAbs().maxCoeff(), 1e-12 * scale);
      EXPECT_LE((abs_weight_times(L, v) - W.cwiseAbs() * v).cwiseAbs().maxCoeff(), 1e-12 * scale);
      EXPECT_LE((times_weight(L, Lam) - Lam * W).cwiseAbs().maxCoeff(), 1e-12 * scale);
      // The same products through the map alone (the kernel dropped).
      Layer without_kernel = L;
      without_kernel.set_kernels({});
      EXPECT_LE((weight_times(without_kernel, v) - W * v).cwiseAbs().maxCoeff(), 1e-12 * scale);
      EXPECT_LE((abs_weight_times(without_kernel, v) - W.cwiseAbs() * v).cwiseAbs().maxCoeff(), 1e-12 * scale);
      EXPECT_LE((times_weight(without_kernel, Lam) - Lam * W).cwiseAbs().maxCoeff(), 1e-12 * scale);
      Mat X(2, L.in_size);
      for (long i = 0; i < X.size(); ++i) X.data()[i] = N(rng);
      EXPECT_LE((rows_times_weight_t(without_kernel, X) - X * W.transpose()).cwiseAbs().maxCoeff(), 1e-12 * scale);
      EXPECT_LE((weight_times_columns(without_kernel, X.transpose()) - W * X.transpose()).cwiseAbs().maxCoeff(), 1e-12 * scale);
      EXPECT_LE((weight_times_columns(L, X.transpose()) - W * X.transpose()).cwiseAbs().maxCoeff(), 1e-12 * scale);
    }
    // base and wide: two convolutions then two dense layers; deep: four convolutions. The
    // first convolution of each (3,072 inputs to 2,048 or 4,096 outputs) is sparse.
    EXPECT_EQ(convs, std::string(name) == "cifar_deep_kw.onnx" ? 4 : 2);
    EXPECT_GE(sparse, 1);
  }
}

// The batched forward pass (beta-CROWN checks all of a batch's minimisers with it) is the
// network row by row: on the oval21 nets (convolutions through their kernels) and on random
// nets with overlapping max pooling, to round-off.
TEST(Network, EvaluateRowsIsEvaluateOnEveryRow) {
  std::mt19937_64 rng(19);
  std::uniform_real_distribution<double> U(0.0, 1.0);
  std::vector<Network> nets;
  for (const char* name : {"cifar_base_kw.onnx", "cifar_deep_kw.onnx", "cifar_wide_kw.onnx"}) nets.push_back(load_model(oval(name)));
  for (int i = 0; i < 4; ++i) nets.push_back(testing::random_pooled_net(rng, 3 + i, 2));
  for (std::size_t n = 0; n < nets.size(); ++n) {
    const Network& net = nets[n];
    Mat X(5, net.input_size);
    for (long i = 0; i < X.size(); ++i) X.data()[i] = U(rng);
    const Mat Y = net.evaluate_rows(X);
    ASSERT_EQ(Y.rows(), 5);
    ASSERT_EQ(Y.cols(), net.output_size);
    for (long r = 0; r < X.rows(); ++r) {
      const Vec y = net.evaluate(X.row(r).transpose());
      EXPECT_LE((Y.row(r).transpose() - y).cwiseAbs().maxCoeff(), 1e-9 * (1 + y.cwiseAbs().maxCoeff())) << "net " << n << " row " << r;
    }
  }
}

// A layer holding convolutions on slices of its inputs beside other entries (a residual
// block's layer: its convolution on y, the identity on the carried x, a shortcut convolution
// on x) computes its map: kernels plus rest equal W in every product, also when a block's
// kernel is not W's (the rest holds the difference), and a block that does not fit is refused.
TEST(KernelBlocks, KernelsPlusRestAreTheLayersMap) {
  std::mt19937_64 rng(11);
  std::normal_distribution<double> N(0.0, 1.0);
  auto conv = [&](int C, int H, int M, int k, int stride, int pad) {
    auto cv = std::make_shared<Conv2d>();
    cv->C = C; cv->H = cv->W = H; cv->M = M; cv->kH = cv->kW = k; cv->sH = cv->sW = stride; cv->pH = cv->pW = pad;
    cv->oH = cv->oW = (H + 2 * pad - k) / stride + 1;
    cv->kernel = Mat(M, C * k * k);
    for (long i = 0; i < cv->kernel.size(); ++i) cv->kernel.data()[i] = N(rng);
    return cv;
  };
  const auto main_conv = conv(3, 6, 4, 3, 1, 1);   // y: 3x6x6 -> 4x6x6
  const auto shortcut = conv(2, 6, 4, 1, 2, 0);    // x: 2x6x6 -> 4x3x3
  const int y_size = main_conv->in_size(), x_size = shortcut->in_size();
  const int in = y_size + x_size, out = main_conv->out_size() + shortcut->out_size() + x_size;
  std::vector<Eigen::Triplet<double>> t;
  for (int i = 0; i < x_size; ++i) t.emplace_back(out - x_size + i, y_size + i, 1.0);  // carried x
  t.emplace_back(0, in - 1, 0.5);  // an entry inside a block's rows that no kernel holds
  SpMat W(out, in);
  W.setFromTriplets(t.begin(), t.end());
  W = W + main_conv->placed(out, in, 0, 0) + shortcut->placed(out, in, main_conv->out_size(), y_size);
  const Mat D(W);
  Layer L = Layer::affine(W, Vec::Zero(out), "block");
  L.set_kernels({{main_conv, 0, 0}, {shortcut, y_size, main_conv->out_size()}});
  ASSERT_EQ(L.kernels.size(), 2u);
  ASSERT_TRUE(L.rest);
  EXPECT_EQ(L.rest->nonZeros(), x_size + 1);  // the carried identity and the extra entry
  Vec v(in), p(in);
  for (long i = 0; i < in; ++i) v(i) = N(rng), p(i) = std::abs(N(rng));
  Mat Lam(5, out), X(4, in);
  for (long i = 0; i < Lam.size(); ++i) Lam.data()[i] = N(rng);
  for (long i = 0; i < X.size(); ++i) X.data()[i] = N(rng);
  // |W| p for p >= 0: exact where kernels and rest do not overlap, an upper bound where they do.
  auto check = [&](const Layer& layer, bool disjoint) {
    EXPECT_LE((weight_times(layer, v) - D * v).cwiseAbs().maxCoeff(), 1e-12);
    const Vec abs_gap = abs_weight_times(layer, p) - D.cwiseAbs() * p;
    EXPECT_GE(abs_gap.minCoeff(), -1e-12);
    if (disjoint) { EXPECT_LE(abs_gap.maxCoeff(), 1e-12); }
    EXPECT_LE((times_weight(layer, Lam) - Lam * D).cwiseAbs().maxCoeff(), 1e-12);
    EXPECT_LE((rows_times_weight_t(layer, X) - X * D.transpose()).cwiseAbs().maxCoeff(), 1e-12);
    EXPECT_LE((weight_times_columns(layer, X.transpose()) - D * X.transpose()).cwiseAbs().maxCoeff(), 1e-12);
  };
  check(L, true);
  // A kernel that is not W's: the rest makes up the difference.
  auto other = std::make_shared<Conv2d>(*main_conv);
  other->kernel *= 2.0;
  Layer mismatched = Layer::affine(W, Vec::Zero(out), "block");
  mismatched.set_kernels({{other, 0, 0}});
  check(mismatched, false);
  Layer misplaced = Layer::affine(W, Vec::Zero(out), "block");
  EXPECT_THROW(misplaced.set_kernels({{main_conv, x_size + 1, 0}}), std::invalid_argument);
}

// DeepPoly through the kernels equals DeepPoly through the sparse maps, and against the dense
// matrices (which back-substitute every output) it differs only where no ReLU relaxation
// looks: a sparse layer back-substitutes only the outputs its ReLU leaves unstable, so every
// ReLU sees the same unstable neurons with the same bounds.
TEST(Oval21, BoundsThroughKernelsAreTheDenseBoundsAndContainSampledOutputs) {
  Network net = load_model(oval("cifar_base_kw.onnx"));
  Spec spec = load_vnnlib(oval("cifar_base_kw-img3161-eps0.018562091503267972.vnnlib"));
  const Vec& lo = spec.cases[0].lo;
  const Vec& hi = spec.cases[0].hi;
  LayerBounds structured = compute_bounds(net, lo, hi, BoundMethod::DeepPoly);
  Network without_kernel = net, dense = net;
  for (Layer& L : without_kernel.layers) L.set_kernels({});
  for (Layer& L : dense.layers)
    if (L.kind == Layer::Kind::Affine) {
      L.weight = dense_weight(L);
      L.sparse = nullptr;
      L.set_kernels({});
    }
  const LayerBounds through_sparse = compute_bounds(without_kernel, lo, hi, BoundMethod::DeepPoly);
  const LayerBounds reference = compute_bounds(dense, lo, hi, BoundMethod::DeepPoly);
  int unstable = 0;
  for (std::size_t k = 0; k < structured.lo.size(); ++k) {
    EXPECT_LE((structured.lo[k] - through_sparse.lo[k]).cwiseAbs().maxCoeff(), 1e-9) << "value " << k;
    EXPECT_LE((structured.hi[k] - through_sparse.hi[k]).cwiseAbs().maxCoeff(), 1e-9) << "value " << k;
    if (k == structured.lo.size() - 1 || net.layers[k].kind != Layer::Kind::Relu) continue;
    for (long j = 0; j < structured.lo[k].size(); ++j) {
      const bool open = reference.lo[k](j) < 0 && reference.hi[k](j) > 0;
      EXPECT_EQ(open, structured.lo[k](j) < 0 && structured.hi[k](j) > 0) << "value " << k << " neuron " << j;
      if (!open) continue;
      ++unstable;
      EXPECT_NEAR(structured.lo[k](j), reference.lo[k](j), 1e-9) << "value " << k << " neuron " << j;
      EXPECT_NEAR(structured.hi[k](j), reference.hi[k](j), 1e-9) << "value " << k << " neuron " << j;
    }
  }
  EXPECT_GT(unstable, 0);
  const std::size_t last = structured.lo.size() - 1;
  EXPECT_LE((structured.lo[last] - reference.lo[last]).cwiseAbs().maxCoeff(), 1e-9);
  EXPECT_LE((structured.hi[last] - reference.hi[last]).cwiseAbs().maxCoeff(), 1e-9);
  std::mt19937_64 rng(3);
  for (int s = 0; s < 200; ++s) {
    Vec x = s == 0 ? lo : s == 1 ? hi : testing::random_point(rng, lo, hi);
    ASSERT_TRUE(bounds_contain(net, structured, x)) << "sample " << s;
  }
}

// alpha-CROWN's intermediate bounds are never looser than DeepPoly's, strictly tighter
// somewhere on a real convolutional net, and contain every sampled value.
TEST(Oval21, AlphaCrownIntermediateBoundsAreTighterAndContainSampledValues) {
  Network net = load_model(oval("cifar_base_kw.onnx"));
  Spec spec = load_vnnlib(oval("cifar_base_kw-img3568-eps0.030457516339869282.vnnlib"));
  const Vec& lo = spec.cases[0].lo;
  const Vec& hi = spec.cases[0].hi;
  const LayerBounds deeppoly = compute_bounds(net, lo, hi, BoundMethod::DeepPoly);
  LayerBounds alpha = deeppoly;
  ASSERT_TRUE(optimise_intermediate_bounds(net, alpha, {.iterations = 5}));
  double gained = 0;
  for (std::size_t k = 0; k < alpha.lo.size(); ++k) {
    ASSERT_TRUE((alpha.lo[k].array() >= deeppoly.lo[k].array()).all()) << "value " << k;
    ASSERT_TRUE((alpha.hi[k].array() <= deeppoly.hi[k].array()).all()) << "value " << k;
    gained += (deeppoly.hi[k] - deeppoly.lo[k]).sum() - (alpha.hi[k] - alpha.lo[k]).sum();
  }
  EXPECT_GT(gained, 1.0);  // measured: the pre-activation widths shrink by several units
  std::mt19937_64 rng(5);
  for (int s = 0; s < 200; ++s) {
    Vec x = testing::random_point(rng, lo, hi);
    if (s % 2) for (long i = 0; i < x.size(); ++i) x(i) = (rng() & 1) ? lo(i) : hi(i);  // vertices
    ASSERT_TRUE(bounds_contain(net, alpha, x)) << "sample " << s;
  }
}

// alpha-CROWN's rows are independent (each bounded neuron has its own slopes and Adam state),
// so optimising them in blocks of any size gives the same bounds and the same kept slopes:
// blocks of 7 rows (several per layer, the last one short) against the automatic size (all
// rows of a layer at once on this net), on a real convolutional net.
TEST(Oval21, AlphaCrownBlocksOfRowsGiveTheSameBounds) {
  Network net = load_model(oval("cifar_base_kw.onnx"));
  Spec spec = load_vnnlib(oval("cifar_base_kw-img3568-eps0.030457516339869282.vnnlib"));
  const LayerBounds deeppoly = compute_bounds(net, spec.cases[0].lo, spec.cases[0].hi, BoundMethod::DeepPoly);
  LayerBounds whole = deeppoly, blocks = deeppoly;
  LastLayerSlopes whole_slopes, block_slopes;
  ASSERT_TRUE(optimise_intermediate_bounds(net, whole, {.iterations = 4}, &whole_slopes));
  ASSERT_TRUE(optimise_intermediate_bounds(net, blocks, {.iterations = 4, .block_rows = 7}, &block_slopes));
  long compared = 0;
  for (std::size_t k = 0; k < whole.lo.size(); ++k)
    for (long j = 0; j < whole.lo[k].size(); ++j, ++compared) {
      ASSERT_NEAR(whole.lo[k](j), blocks.lo[k](j), 1e-9 * (1 + std::abs(whole.lo[k](j)))) << k << " " << j;
      ASSERT_NEAR(whole.hi[k](j), blocks.hi[k](j), 1e-9 * (1 + std::abs(whole.hi[k](j)))) << k << " " << j;
    }
  EXPECT_GT(compared, 1000);
  ASSERT_GE(whole_slopes.layer, 0);
  EXPECT_GT(whole_slopes.neurons.size(), 7u);  // more than one block
  EXPECT_EQ(whole_slopes.neurons, block_slopes.neurons);
  EXPECT_EQ(whole_slopes.columns, block_slopes.columns);
  for (int dir = 0; dir < 2; ++dir)
    for (std::size_t i = 0; i < whole_slopes.slopes[dir].size(); ++i) {
      const Mat& a = whole_slopes.slopes[dir][i];
      const Mat& b = block_slopes.slopes[dir][i];
      ASSERT_EQ(a.rows(), b.rows());
      ASSERT_EQ(a.cols(), b.cols());
      if (a.size()) {
        EXPECT_LT((a - b).cwiseAbs().maxCoeff(), 1e-9) << "layer " << i;
      }
    }
}

// `--method bounds` on a convolutional net is DeepPoly then alpha-CROWN: it proves an
// instance DeepPoly alone leaves open (a case is refuted when one of its rows is bounded
// above zero).
TEST(Oval21, AlphaCrownBoundsProveWhatDeepPolyLeavesOpen) {
  Network net = load_model(oval("cifar_deep_kw.onnx"));
  Spec spec = load_vnnlib(oval("cifar_deep_kw-img9845-eps0.009673202614379085.vnnlib"));
  const LayerBounds deeppoly = compute_bounds(net, spec.cases[0].lo, spec.cases[0].hi, BoundMethod::DeepPoly);
  int open_cases = 0;
  for (const SpecCase& c : spec.cases) {
    ASSERT_EQ(c.lo, spec.cases[0].lo);  // one box, one case per other label
    bool refuted = false;
    for (long j = 0; j < c.C.rows(); ++j)
      refuted = refuted || lower_bound_linear(net, deeppoly, c.C.row(j).transpose(), -c.d(j)).value > 0;
    open_cases += !refuted;
  }
  EXPECT_GT(open_cases, 0);
  VerifyOptions opt;
  opt.method = Method::Bounds;
  opt.timeout_s = testing::time_limit(60);  // ~4 s alone
  VerifyResult r = verify(net, spec, opt);
  EXPECT_EQ(r.verdict, Verdict::Holds) << r.note;
  EXPECT_EQ(r.decided_by, "bounds");
}

// The same on small random dense networks, where sampling reaches the extremes more often.
TEST(AlphaCrown, IntermediateBoundsContainSampledValuesOnRandomNets) {
  std::mt19937_64 rng(11);
  for (int trial = 0; trial < 30; ++trial) {
    Network net = testing::random_net(rng, {3, 12, 12, 12, 2});
    Vec lo, hi;
    testing::random_box(rng, 3, lo, hi);
    LayerBounds b = compute_bounds(net, lo, hi, BoundMethod::DeepPoly);
    const LayerBounds deeppoly = b;
    ASSERT_TRUE(optimise_intermediate_bounds(net, b, {.iterations = 10}));
    for (std::size_t k = 0; k < b.lo.size(); ++k) {
      ASSERT_TRUE((b.lo[k].array() >= deeppoly.lo[k].array()).all());
      ASSERT_TRUE((b.hi[k].array() <= deeppoly.hi[k].array()).all());
    }
    for (int s = 0; s < 300; ++s) ASSERT_TRUE(bounds_contain(net, b, testing::random_point(rng, lo, hi))) << "trial " << trial;
  }
}

// Sampling rarely reaches a neuron's extremes; the exact MILP does. On small random nets (some with
// max pooling) every alpha-CROWN pre-activation bound is checked against the true minimum and
// maximum over the box: the MILP of the network cut after that layer (encoded with
// DeepPoly's bounds, independent of alpha-CROWN's) proves z_j >= lo_j - 1e-6 and
// z_j <= hi_j + 1e-6.
TEST(AlphaCrown, IntermediateBoundsHoldAgainstTheExactMilp) {
  std::mt19937_64 rng(13);
  int checked = 0;
  for (int trial = 0; trial < 14; ++trial) {
    // From trial 8 on, with max pooling between the ReLU layers (DeepPoly's relaxation of it).
    Network net = trial < 8 ? testing::random_net(rng, {3, 10, 10, 10, 2}) : testing::random_pooled_net(rng, 3, 2);
    Vec lo, hi;
    testing::random_box(rng, 3, lo, hi);
    const LayerBounds deeppoly = compute_bounds(net, lo, hi, BoundMethod::DeepPoly);
    LayerBounds b = deeppoly;
    ASSERT_TRUE(optimise_intermediate_bounds(net, b, {.iterations = 10}));
    for (std::size_t k = 0; k < net.layers.size(); ++k) {
      if (net.layers[k].kind != Layer::Kind::Relu) continue;
      Network cut = net;  // its output is value k, the ReLU layer's input
      cut.layers.resize(k);
      cut.output_size = static_cast<int>(b.lo[k].size());
      LayerBounds enc;
      enc.lo.assign(deeppoly.lo.begin(), deeppoly.lo.begin() + static_cast<long>(k) + 1);
      enc.hi.assign(deeppoly.hi.begin(), deeppoly.hi.begin() + static_cast<long>(k) + 1);
      for (long j = 0; j < cut.output_size; ++j) {
        if (b.lo[k](j) == deeppoly.lo[k](j) && b.hi[k](j) == deeppoly.hi[k](j)) continue;  // not tightened
        // min t s.t. s z_j - d <= t: t* > 0 (Holds) iff s z_j > d on the whole box.
        for (const auto& [sign, d] : {std::pair{1.0, b.lo[k](j) - 1e-6}, std::pair{-1.0, -b.hi[k](j) - 1e-6}}) {
          SpecCase sc{lo, hi, Mat::Zero(1, cut.output_size), Vec::Constant(1, d)};
          sc.C(0, j) = sign;
          const CaseLpResult r = solve_case(cut, enc, sc, /*integer=*/true, 10);
          ASSERT_EQ(r.status, CaseLpResult::Status::Holds) << "trial " << trial << " value " << k << " neuron " << j
                                                           << (sign > 0 ? " lower" : " upper") << " bound " << sign * d;
          ++checked;
        }
      }
    }
  }
  EXPECT_GT(checked, 20);  // alpha-CROWN tightened enough neurons for the check to mean something
}

// --timeout T answers within T + 1 s (loading included, as the CLI counts it), with unknown
// or the known answer, on each network family.
class Oval21TimeLimit : public ::testing::TestWithParam<std::pair<const char*, const char*>> {};

TEST_P(Oval21TimeLimit, AnswersWithinTheLimitPlusOneSecond) {
  const auto [model, property] = GetParam();
  const double limit = 3.0;
  const auto start = Clock::now();
  Network net = load_model(oval(model));
  Spec spec = load_vnnlib(oval(property));
  VerifyOptions opt;
  opt.timeout_s = limit - seconds_since(start);
  VerifyResult r = verify(net, spec, opt);
  const double wall = seconds_since(start);
  EXPECT_LT(wall, limit + testing::time_limit(1.0));  // the slack, not T, scales under sanitizers
  // All three properties hold (expected.csv).
  EXPECT_NE(r.verdict, Verdict::Violated);
}

INSTANTIATE_TEST_SUITE_P(
    Families, Oval21TimeLimit,
    ::testing::Values(std::pair{"cifar_base_kw.onnx", "cifar_base_kw-img2578-eps0.021176470588235297.vnnlib"},
                      std::pair{"cifar_deep_kw.onnx", "cifar_deep_kw-img1052-eps0.010718954248366015.vnnlib"},
                      std::pair{"cifar_wide_kw.onnx", "cifar_wide_kw-img2732-eps0.04967320261437909.vnnlib"}),
    [](const auto& info) { return std::string(info.param.first).substr(6, 4); });

TEST(Oval21, ViolatedInstanceHasAFloat64CheckedWitness) {
  Network net = load_model(oval("cifar_wide_kw.onnx"));
  Spec spec = load_vnnlib(oval("cifar_wide_kw-img1909-eps0.0033986928104575162.vnnlib"));
  VerifyOptions opt;
  opt.timeout_s = testing::time_limit(60);
  VerifyResult r = verify(net, spec, opt);
  ASSERT_EQ(r.verdict, Verdict::Violated) << r.note;
  const SpecCase& c = spec.cases[static_cast<std::size_t>(r.case_index)];
  EXPECT_TRUE((r.x.array() >= c.lo.array()).all() && (r.x.array() <= c.hi.array()).all());
  const Vec y = net.evaluate(r.x);
  EXPECT_TRUE(spec.case_violated_by(static_cast<std::size_t>(r.case_index), r.x, y, 0.0));
}

TEST(Oval21, BranchAndBoundProvesAHoldsInstance) {
  Network net = load_model(oval("cifar_base_kw.onnx"));
  Spec spec = load_vnnlib(oval("cifar_base_kw-img3161-eps0.018562091503267972.vnnlib"));
  VerifyOptions opt;
  opt.timeout_s = testing::time_limit(60);  // ~2.5 s alone on one core
  VerifyResult r = verify(net, spec, opt);
  EXPECT_EQ(r.verdict, Verdict::Holds) << r.note;
}

}  // namespace
}  // namespace shardproof::robustness
