#include "robustness/training.h"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <numeric>
#include <random>

#include "robustness/error.h"

namespace shardproof::robustness {

namespace {

// Indices of the affine layers, after checking the network is Affine (Relu Affine)*.
std::vector<std::size_t> affine_layers(const Network& net) {
  std::vector<std::size_t> idx;
  for (std::size_t i = 0; i < net.layers.size(); ++i) {
    bool want_affine = i % 2 == 0;
    Layer::Kind k = net.layers[i].kind;
    if (want_affine ? k != Layer::Kind::Affine : k != Layer::Kind::Relu)
      throw InputError("training: error: only Affine (Relu Affine)* networks can be trained");
    if (want_affine) idx.push_back(i);
  }
  if (idx.empty() || net.layers.back().kind != Layer::Kind::Affine)
    throw InputError("training: error: the network must end with an affine layer");
  return idx;
}

void check_fits(const Network& net, const Dataset& data) {
  if (data.size() == 0) throw InputError("training: error: no samples");
  for (std::size_t i = 0; i < data.size(); ++i) {
    if (data.inputs[i].size() != net.input_size)
      throw InputError(fmt::format("training: error: sample {} has {} features but the network takes {}", i,
                                   data.inputs[i].size(), net.input_size));
    if (data.labels[i] < 0 || data.labels[i] >= net.output_size)
      throw InputError(fmt::format("training: error: sample {} has label {} but the network has {} outputs", i,
                                   data.labels[i], net.output_size));
  }
}

// Column-wise softmax cross-entropy of logits Z (classes x batch); P receives the softmax.
double softmax_xent(const Mat& Z, const int* labels, Mat& P) {
  P.resize(Z.rows(), Z.cols());
  double loss = 0;
  for (long j = 0; j < Z.cols(); ++j) {
    double m = Z.col(j).maxCoeff();
    P.col(j) = (Z.col(j).array() - m).exp().matrix();
    double s = P.col(j).sum();
    P.col(j) /= s;
    loss += -(Z(labels[j], j) - m - std::log(s));
  }
  return loss;
}

}  // namespace

Network make_mlp(int inputs, const std::vector<int>& hidden, int outputs, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::normal_distribution<double> N(0.0, 1.0);
  Network net;
  net.input_size = inputs;
  net.output_size = outputs;
  net.input_shape = {1, inputs};
  std::vector<int> sizes{inputs};
  sizes.insert(sizes.end(), hidden.begin(), hidden.end());
  sizes.push_back(outputs);
  for (std::size_t k = 0; k + 1 < sizes.size(); ++k) {
    Mat W(sizes[k + 1], sizes[k]);
    double sd = std::sqrt(2.0 / sizes[k]);
    for (long i = 0; i < W.size(); ++i) W.data()[i] = sd * N(rng);
    net.layers.push_back(Layer::affine(W, Vec::Zero(sizes[k + 1]), fmt::format("dense_{}", k)));
    if (k + 2 < sizes.size()) net.layers.push_back(Layer::relu(sizes[k + 1]));
  }
  round_to_float(net);
  return net;
}

TrainStats train_mlp(Network& net, const Dataset& data, const TrainOptions& opt,
                     const std::function<void(int, int, double)>& progress) {
  auto t0 = std::chrono::steady_clock::now();
  std::vector<std::size_t> aff = affine_layers(net);
  check_fits(net, data);
  if (opt.batch_size < 1 || opt.epochs < 0 || !(opt.learning_rate > 0))
    throw InputError("training: error: batch size and learning rate must be positive, epochs non-negative");
  TrainStats st;
  st.initial_loss = cross_entropy(net, data);

  const std::size_t L = aff.size(), n = data.size();
  const double b1 = 0.9, b2 = 0.999, adam_eps = 1e-8;
  std::vector<Mat> mW(L), vW(L);
  std::vector<Vec> mb(L), vb(L);
  for (std::size_t k = 0; k < L; ++k) {
    const Layer& l = net.layers[aff[k]];
    mW[k] = vW[k] = Mat::Zero(l.weight.rows(), l.weight.cols());
    mb[k] = vb[k] = Vec::Zero(l.bias.size());
  }
  std::vector<std::size_t> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::mt19937_64 rng(opt.seed);
  long step = 0;
  std::vector<Mat> A(L);  // input of affine layer k (post-ReLU activations), features x batch
  std::vector<int> labels;
  Mat Z, P;
  for (int epoch = 0; epoch < opt.epochs; ++epoch) {
    for (std::size_t i = n; i > 1; --i) std::swap(order[i - 1], order[rng() % i]);  // Fisher-Yates
    for (std::size_t start = 0; start < n; start += opt.batch_size) {
      const long bs = static_cast<long>(std::min<std::size_t>(opt.batch_size, n - start));
      A[0].resize(net.input_size, bs);
      labels.resize(bs);
      for (long j = 0; j < bs; ++j) {
        A[0].col(j) = data.inputs[order[start + j]];
        labels[j] = data.labels[order[start + j]];
      }
      for (std::size_t k = 0; k < L; ++k) {
        const Layer& l = net.layers[aff[k]];
        Z = l.weight * A[k];
        Z.colwise() += l.bias;
        if (k + 1 < L) A[k + 1] = Z.cwiseMax(0.0);
      }
      softmax_xent(Z, labels.data(), P);
      Mat dZ = P;
      for (long j = 0; j < bs; ++j) dZ(labels[j], j) -= 1.0;
      dZ /= static_cast<double>(bs);
      ++step;
      const double c1 = 1 - std::pow(b1, step), c2 = 1 - std::pow(b2, step);
      for (std::size_t k = L; k-- > 0;) {
        Layer& l = net.layers[aff[k]];
        Mat gW = dZ * A[k].transpose();
        Vec gb = dZ.rowwise().sum();
        if (k > 0) dZ = (l.weight.transpose() * dZ).cwiseProduct((A[k].array() > 0).cast<double>().matrix());
        mW[k] = b1 * mW[k] + (1 - b1) * gW;
        vW[k] = b2 * vW[k] + (1 - b2) * gW.cwiseAbs2();
        mb[k] = b1 * mb[k] + (1 - b1) * gb;
        vb[k] = b2 * vb[k] + (1 - b2) * gb.cwiseAbs2();
        l.weight.array() -= opt.learning_rate * (mW[k].array() / c1) / ((vW[k].array() / c2).sqrt() + adam_eps);
        l.bias.array() -= opt.learning_rate * (mb[k].array() / c1) / ((vb[k].array() / c2).sqrt() + adam_eps);
      }
    }
    round_to_float(net);
    st.epoch_loss.push_back(cross_entropy(net, data));
    if (progress) progress(epoch + 1, opt.epochs, st.epoch_loss.back());
  }
  round_to_float(net);
  st.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return st;
}

double cross_entropy(const Network& net, const Dataset& data) {
  if (data.size() == 0) return 0;
  double loss = 0;
  Mat P;
  for (std::size_t i = 0; i < data.size(); ++i) {
    Mat z = net.evaluate(data.inputs[i]);
    loss += softmax_xent(z, &data.labels[i], P);
  }
  return loss / static_cast<double>(data.size());
}

double accuracy(const Network& net, const Dataset& data) {
  if (data.size() == 0) return 0;
  std::size_t ok = 0;
  for (std::size_t i = 0; i < data.size(); ++i) {
    long arg = 0;
    net.evaluate(data.inputs[i]).maxCoeff(&arg);
    ok += arg == data.labels[i];
  }
  return static_cast<double>(ok) / static_cast<double>(data.size());
}

void round_to_float(Network& net) {
  for (Layer& l : net.layers) {
    if (l.kind != Layer::Kind::Affine) continue;
    l.weight = l.weight.cast<float>().cast<double>();
    l.bias = l.bias.cast<float>().cast<double>();
  }
}

}  // namespace shardproof::robustness
