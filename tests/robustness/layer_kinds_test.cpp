// The layer kinds of issue 44 beyond ReLU, Sigmoid, Tanh and Erf, on networks torch exported
// (tests/data/robustness/layers/, written by bench/robustness/layer_kinds.py; one op under
// test per network: Clip, Max/Min, Abs, Split, Gather, Resize nearest and linear, Upsample,
// ReduceMean/ReduceSum, Mul and MatMul of two input-dependent values, GELU). Asserted:
//   - every network loads and its float64 evaluation equals onnxruntime's float32 outputs
//     (ort.json, 6 points per network in [-2, 2]^n) within 1e-4;
//   - the piecewise-linear ones load as affine + ReLU chains (exact rewrites: piecewise_linear());
//   - bounds of every method contain the value after every layer at 400 sampled points of
//     random boxes (centres in [-1, 1]^n, radii 0.01 to 1): soundness of each relaxation;
//   - verify answers agree with sampling: never `holds` where a sampled point violates, and
//     every `violated` witness lies in the box and violates when re-evaluated.
#include <gtest/gtest.h>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <random>

#include "robustness/bounds.h"
#include "robustness/model_loader.h"
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
  EXPECT_GE(points, 6 * 12);
}

TEST(LayerKinds, PiecewiseLinearOpsLoadAsReluChains) {
  for (const char* file : {"clip.onnx", "minmax.onnx", "abs.onnx", "split.onnx", "gather.onnx", "resize.onnx",
                           "bilinear.onnx", "upsample.onnx", "reduce.onnx"}) {
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

}  // namespace
}  // namespace shardproof::robustness
