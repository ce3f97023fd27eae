// Training (Adam on Eigen) on real MNIST images, the ONNX writer's round trip, gzip IDX
// reading, and a hardening smoke run (Bastani et al.: retrain with LP-found adversarial
// examples, audit before and after).
#include <gtest/gtest.h>
#include <zlib.h>

#include <cmath>
#include <cstdio>

#include "robustness/audit.h"
#include "robustness/dataset.h"
#include "robustness/error.h"
#include "robustness/harden.h"
#include "robustness/onnx_loader.h"
#include "robustness/onnx_writer.h"
#include "robustness/training.h"
#include "test_util.h"

namespace shardproof::robustness {
namespace {

std::string tmp(const std::string& name) { return ::testing::TempDir() + name; }

const Dataset& mnist100() {
  static Dataset ds = load_csv(testing::data_dir() + "/mnist/mnist_test_100.csv");
  return ds;
}

Dataset slice(const Dataset& d, std::size_t from, std::size_t to) {
  Dataset s;
  for (std::size_t i = from; i < to && i < d.size(); ++i) {
    s.inputs.push_back(d.inputs[i]);
    s.labels.push_back(d.labels[i]);
  }
  return s;
}

TEST(Training, LossFallsAndAccuracyIsFarAboveChance) {
  const Dataset& ds = mnist100();
  Network net = make_mlp(784, {32}, 10, 7);
  double acc0 = accuracy(net, ds);
  TrainOptions o;
  o.epochs = 15;
  o.batch_size = 16;
  o.seed = 7;
  TrainStats st = train_mlp(net, ds, o);
  ASSERT_EQ(st.epoch_loss.size(), 15u);
  EXPECT_LT(st.epoch_loss.front(), st.initial_loss);
  EXPECT_LT(st.epoch_loss.back(), 0.25 * st.initial_loss);
  for (std::size_t e = 3; e < st.epoch_loss.size(); ++e) EXPECT_LT(st.epoch_loss[e], st.epoch_loss[e - 3]) << e;
  double acc = accuracy(net, ds);
  std::printf("training on 100 MNIST images: loss %.3f -> %.3f, accuracy %.2f -> %.2f\n", st.initial_loss,
              st.epoch_loss.back(), acc0, acc);
  EXPECT_GE(acc, 0.9);  // chance is 0.1
  EXPECT_NEAR(cross_entropy(net, ds), st.epoch_loss.back(), 1e-12);
}

TEST(Training, SameSeedSameNetwork) {
  Dataset ds = slice(mnist100(), 0, 40);
  TrainOptions o;
  o.epochs = 3;
  Network a = make_mlp(784, {8, 8}, 10, 3), b = make_mlp(784, {8, 8}, 10, 3);
  train_mlp(a, ds, o);
  train_mlp(b, ds, o);
  ASSERT_EQ(a.layers.size(), 5u);
  for (std::size_t k = 0; k < a.layers.size(); k += 2) {
    EXPECT_EQ(a.layers[k].weight, b.layers[k].weight);
    EXPECT_EQ(a.layers[k].bias, b.layers[k].bias);
  }
}

TEST(Training, DataThatDoesNotFitIsAnInputError) {
  Dataset ds = slice(mnist100(), 0, 5);
  Network small = make_mlp(784, {4}, 3, 1);  // labels up to 9 do not fit 3 outputs
  EXPECT_THROW(train_mlp(small, ds, {}), InputError);
  Network wrong_in = make_mlp(10, {4}, 10, 1);
  EXPECT_THROW(train_mlp(wrong_in, ds, {}), InputError);
}

TEST(OnnxWriter, SavedNetworkReloadsAndEvaluatesIdentically) {
  const Dataset& ds = mnist100();
  Network net = make_mlp(784, {24, 12}, 10, 5);
  TrainOptions o;
  o.epochs = 2;
  train_mlp(net, slice(ds, 0, 50), o);
  std::string path = tmp("trained_mlp.onnx");
  save_onnx(net, path);
  Network back = load_onnx(path);
  ASSERT_EQ(back.input_size, 784);
  ASSERT_EQ(back.output_size, 10);
  ASSERT_EQ(back.layers.size(), net.layers.size());
  for (std::size_t i = 0; i < ds.size(); ++i) EXPECT_EQ(back.evaluate(ds.inputs[i]), net.evaluate(ds.inputs[i])) << i;
  Network pooled = net;
  pooled.layers.push_back(Layer::max_pool(10, {{0, 1}}));
  EXPECT_THROW(save_onnx(pooled, tmp("pooled.onnx")), InputError);
}

TEST(Dataset, GzipAndPlainIdxReadTheSame) {
  const unsigned char images[] = {0, 0, 8, 3, 0, 0, 0, 2, 0, 0, 0, 1, 0, 0, 0, 2, 0, 255, 51, 102};
  const unsigned char labels[] = {0, 0, 8, 1, 0, 0, 0, 2, 7, 3};
  for (const char* mode : {"wb", "wbT"}) {  // T: transparent (no compression)
    std::string suffix = mode[2] ? "" : ".gz";
    std::string im = tmp("tiny-images-idx3-ubyte" + suffix), lb = tmp("tiny-labels-idx1-ubyte" + suffix);
    gzFile f = gzopen(im.c_str(), mode);
    gzwrite(f, images, sizeof images);
    gzclose(f);
    f = gzopen(lb.c_str(), mode);
    gzwrite(f, labels, sizeof labels);
    gzclose(f);
    Dataset ds = load_dataset(im);
    ASSERT_EQ(ds.size(), 2u) << mode;
    EXPECT_EQ(ds.labels[0], 7);
    EXPECT_EQ(ds.labels[1], 3);
    EXPECT_DOUBLE_EQ(ds.inputs[0](1), 1.0);
    EXPECT_DOUBLE_EQ(ds.inputs[1](0), 0.2);
  }
}

TEST(Harden, SmokeRunOnMnistAuditsBeforeAndAfter) {
  const Dataset& ds = mnist100();
  Dataset train = slice(ds, 0, 80), test = slice(ds, 80, 92);
  HardenOptions o;
  o.hidden = {16};
  o.train.epochs = 15;
  o.train.batch_size = 16;
  o.attack_points = 16;
  o.audit.eps = {0.01, 0.02, 0.05};
  HardenResult r = harden(train, test, o);
  std::printf("harden smoke: acc %.2f -> %.2f, %zu/%zu adversarial added, phi(0.05) %.3f -> %.3f, mu(0.05) %.4f -> %.4f\n",
              r.audit_before.accuracy, r.audit_after.accuracy, r.adversarial_added, r.attacked,
              r.audit_before.rows[2].phi, r.audit_after.rows[2].phi, r.audit_before.rows[2].mu, r.audit_after.rows[2].mu);
  EXPECT_EQ(r.attacked, 16u);
  EXPECT_GT(r.adversarial_added, 0u);
  EXPECT_LE(r.adversarial_added, r.adversarial_found);
  EXPECT_GT(r.audit_before.accuracy, 0.4);
  EXPECT_GT(r.audit_after.accuracy, 0.4);
  EXPECT_EQ(r.train_after.epoch_loss.size(), 15u);
  EXPECT_NE(r.before.layers[0].weight, r.after.layers[0].weight);
  for (const AuditResult* a : {&r.audit_before, &r.audit_after}) {
    ASSERT_EQ(a->rows.size(), 3u);
    for (std::size_t k = 0; k < 3; ++k) {
      const AuditRow& row = a->rows[k];
      EXPECT_GE(row.phi, 0);
      EXPECT_LE(row.phi + row.certified, 1 + 1e-12);
      EXPECT_LE(row.mu, row.eps + 1e-12);
      if (k) {
        EXPECT_GE(row.phi, a->rows[k - 1].phi);
      }
    }
  }
  // The saved hardened network is the one that was audited.
  std::string path = tmp("hardened.onnx");
  save_onnx(r.after, path);
  Network back = load_onnx(path);
  for (std::size_t i = 0; i < test.size(); ++i) EXPECT_EQ(back.evaluate(test.inputs[i]), r.after.evaluate(test.inputs[i]));
}

}  // namespace
}  // namespace shardproof::robustness
