// The Bastani pointwise LP on real MNIST images with the mnistfc network: the adversarial
// point is real (float64 re-check), certification never contradicts it, and exact
// verification by bisection never proves robustness beyond the LP's radius rho (the test
// prints by how much rho overestimates the exact radius).
#include <gtest/gtest.h>

#include <cstdio>

#include "robustness/audit.h"
#include "robustness/dataset.h"
#include "robustness/model_loader.h"
#include "robustness/pointwise_lp.h"
#include "robustness/verifier.h"
#include "test_util.h"

namespace shardproof::robustness {
namespace {

const Network& mnist_net() {
  static Network net = load_model(testing::data_dir() + "/mnistfc/mnist-net_256x2.onnx");
  return net;
}

Spec ball_spec(const Vec& x, int label, double eps, int outputs) {
  Spec s;
  s.input_size = static_cast<int>(x.size());
  s.output_size = outputs;
  for (int t = 0; t < outputs; ++t) {
    if (t == label) continue;
    SpecCase c;
    c.lo = (x.array() - eps).max(0.0).matrix();
    c.hi = (x.array() + eps).min(1.0).matrix();
    c.C = Mat::Zero(1, outputs);
    c.C(0, label) = 1;  // y_label - y_t <= 0
    c.C(0, t) = -1;
    c.d = Vec::Zero(1);
    s.cases.push_back(c);
  }
  return s;
}

TEST(PointwiseLp, FindsRealAdversarialPointsAndBoundsTheExactRadius) {
  const Network& net = mnist_net();
  // The issue asks for at least 20 images; 3 bisection steps each, 2 s per verification.
  Dataset ds = load_csv(testing::data_dir() + "/mnist/mnist_test_100.csv", 1.0 / 255, 20);
  ASSERT_EQ(ds.size(), 20u);
  double ratio_sum = 0;
  int ratios = 0;
  int misclassified = 0, no_point = 0;
  for (std::size_t i = 0; i < ds.size(); ++i) {
    long predicted;
    net.evaluate(ds.inputs[i]).maxCoeff(&predicted);
    if (predicted != ds.labels[i]) {  // pointwise robustness is defined at correct points only
      ++misclassified;
      continue;
    }
    PointwiseResult r = pointwise_robustness(net, ds.inputs[i], ds.labels[i]);
    ASSERT_TRUE(r.error.empty()) << r.error;
    if (!r.found) {
      // No other label inside x0's activation region and the first-round optima do not flip
      // the label: rho is +infinity, which bounds the exact radius trivially.
      std::printf("image %zu: LP finds no adversarial point (rho = inf)\n", i);
      ++no_point;
      continue;
    }
    EXPECT_TRUE(r.verified) << "image " << i;
    long arg;
    net.evaluate(r.x_adv).maxCoeff(&arg);
    EXPECT_NE(arg, ds.labels[i]);
    EXPECT_NEAR((r.x_adv - ds.inputs[i]).cwiseAbs().maxCoeff(), r.rho, 1e-9);
    EXPECT_GE(r.x_adv.minCoeff(), -1e-9);
    EXPECT_LE(r.x_adv.maxCoeff(), 1 + 1e-9);
    // Sound certification can never certify a ball that contains the LP's point.
    EXPECT_FALSE(certify_ball(net, ds.inputs[i], ds.labels[i], r.rho * 1.0001, 0, 1));
    // Exact radius by bisection on [0, rho]: verify() must never prove robustness at a
    // radius >= rho.
    double lo = 0, hi = r.rho;
    for (int step = 0; step < 3; ++step) {
      double mid = 0.5 * (lo + hi);
      VerifyOptions o;
      o.timeout_s = 2;
      VerifyResult v = verify(net, ball_spec(ds.inputs[i], ds.labels[i], mid, 10), o);
      if (v.verdict == Verdict::Holds) lo = mid;
      else if (v.verdict == Verdict::Violated) hi = mid;
      else break;
    }
    EXPECT_LE(lo, r.rho);
    VerifyOptions o;
    o.timeout_s = 5;
    EXPECT_NE(verify(net, ball_spec(ds.inputs[i], ds.labels[i], r.rho * 1.0001, 10), o).verdict, Verdict::Holds);
    std::printf("image %zu: LP rho %.5f (in region: %s), exact radius in [%.5f, %.5f]\n", i, r.rho,
                r.in_region ? "yes" : "no", lo, hi);
    if (hi > 0) { ratio_sum += r.rho / hi; ++ratios; }
  }
  std::printf("%d images: %d misclassified, %d without an LP point, %d with a finite rho\n", static_cast<int>(ds.size()),
              misclassified, no_point, ratios);
  // The comparison must cover most of the images, or it says little.
  EXPECT_GE(ratios, 12);
  if (ratios) std::printf("LP rho overestimates the best exact upper bound by a factor %.3f on average\n", ratio_sum / ratios);
}

// The layered encoding of the LP against the dense one on the mnistfc net: the same radius,
// region verdict and point quality on real images. (On these 3 images neither form finds a
// point inside x0's region, so both answer through the fallback, and the two unconstrained
// optima bisect to the same radius here; the in-region comparison is Zoo.PointwiseLpFormsAgree.)
TEST(PointwiseLp, LayeredFormMatchesTheDenseFormOnMnist) {
  const Network& net = mnist_net();
  Dataset ds = load_csv(testing::data_dir() + "/mnist/mnist_test_100.csv", 1.0 / 255, 3);
  int found = 0;
  for (std::size_t i = 0; i < ds.size(); ++i) {
    long predicted;
    net.evaluate(ds.inputs[i]).maxCoeff(&predicted);
    if (predicted != ds.labels[i]) continue;
    PointwiseOptions o;
    o.form = PointwiseOptions::Form::Dense;
    const PointwiseResult dense = pointwise_robustness(net, ds.inputs[i], ds.labels[i], o);
    o.form = PointwiseOptions::Form::Layered;
    const PointwiseResult layered = pointwise_robustness(net, ds.inputs[i], ds.labels[i], o);
    ASSERT_EQ(dense.error, "");
    ASSERT_EQ(layered.error, "");
    ASSERT_EQ(dense.found, layered.found) << "image " << i;
    if (!dense.found) continue;
    ++found;
    EXPECT_EQ(dense.in_region, layered.in_region) << "image " << i;
    EXPECT_NEAR(dense.rho, layered.rho, 1e-6) << "image " << i;
    EXPECT_TRUE(layered.verified) << "image " << i;
    EXPECT_GE(layered.x_adv.minCoeff(), -1e-9);
    EXPECT_LE(layered.x_adv.maxCoeff(), 1 + 1e-9);
  }
  EXPECT_GE(found, 2);
}

TEST(Audit, MetricsAreConsistent) {
  const Network& net = mnist_net();
  Dataset ds = load_csv(testing::data_dir() + "/mnist/mnist_test_100.csv", 1.0 / 255, 3);
  AuditOptions o;
  o.eps = {0.005, 0.02, 0.05};
  std::size_t calls = 0;
  AuditResult r = audit(net, ds, o, [&](std::size_t, std::size_t) { ++calls; });
  EXPECT_EQ(calls, ds.size());
  EXPECT_EQ(r.total, 3u);
  ASSERT_EQ(r.rows.size(), 3u);
  for (std::size_t e = 0; e < r.rows.size(); ++e) {
    EXPECT_LE(r.rows[e].phi + r.rows[e].certified, 1.0 + 1e-12);  // certified and adversarial are disjoint
    if (e) {
      EXPECT_GE(r.rows[e].phi, r.rows[e - 1].phi);  // phi grows with eps
    }
    if (r.rows[e].adversarial) {
      EXPECT_LE(r.rows[e].mu, r.rows[e].eps);
    }
  }
  std::string svg = rho_histogram_svg(r, o.eps);
  EXPECT_NE(svg.find("<svg"), std::string::npos);
}

// A network that takes normalised inputs, (x - mean_c) / std, audited on pixels with
// InputNormalization, gives the audit of the same network with the normalisation folded into
// its first layer audited on the pixels directly: the same predictions, certified points and
// radii (pixel units).
TEST(Audit, NormalisedInputsGiveTheAuditOfTheFoldedNetwork) {
  const Network& net = mnist_net();
  Dataset ds = load_csv(testing::data_dir() + "/mnist/mnist_test_100.csv", 1.0 / 255, 4);
  AuditOptions o;
  o.eps = {0.01, 0.03};
  o.normalize = {{0.12, 0.2}, 0.8};  // two "channels" of 392 pixels
  Vec shift(net.input_size);
  for (int i = 0; i < net.input_size; ++i) shift(i) = o.normalize.mean[i < net.input_size / 2 ? 0 : 1];
  Network folded = net;
  Layer& first = folded.layers.front();
  ASSERT_EQ(first.kind, Layer::Kind::Affine);
  first.weight /= o.normalize.std;
  first.bias -= first.weight * shift;
  const AuditResult a = audit(net, ds, o);
  o.normalize = {};
  const AuditResult b = audit(folded, ds, o);
  ASSERT_EQ(a.points.size(), b.points.size());
  int finite = 0;
  for (std::size_t i = 0; i < a.points.size(); ++i) {
    EXPECT_EQ(a.points[i].predicted, b.points[i].predicted);
    EXPECT_EQ(a.points[i].certified, b.points[i].certified);
    EXPECT_EQ(std::isfinite(a.points[i].rho), std::isfinite(b.points[i].rho));
    if (std::isfinite(a.points[i].rho) && std::isfinite(b.points[i].rho)) {
      EXPECT_NEAR(a.points[i].rho, b.points[i].rho, 1e-5 + 1e-4 * b.points[i].rho);
      ++finite;
    }
  }
  EXPECT_GT(finite, 0);
}

}  // namespace
}  // namespace shardproof::robustness
