// \file Training a small ReLU MLP on a labelled dataset, on Eigen, for hardening (issue 5,
// analysis 4). The network is the IR of network.h: Affine, Relu, Affine, ..., Affine (logits).
// Training minimises the softmax cross-entropy of the logits with Adam over shuffled
// mini-batches; everything is seeded, so the same options and data give the same network.
// Examples:
//   Network net = make_mlp(784, {64, 64}, 10, /*seed=*/1);   // 784 -> 64 -> 64 -> 10, He init
//   TrainStats s = train_mlp(net, data, {.epochs = 5});     // s.epoch_loss falls epoch by epoch
//   accuracy(net, data);                                    // share of argmax == label
// Weights end rounded to float32, the precision ONNX stores, so that save_onnx (onnx_writer.h)
// writes exactly the network that was measured.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "robustness/dataset.h"
#include "robustness/network.h"

namespace shardproof::robustness {

struct TrainOptions {
  int epochs = 5;
  int batch_size = 32;
  double learning_rate = 1e-3;  // Adam step size (beta1 0.9, beta2 0.999)
  std::uint64_t seed = 1;       // shuffling order
};

struct TrainStats {
  double initial_loss = 0;         // mean cross-entropy over the data before training
  std::vector<double> epoch_loss;  // mean cross-entropy over the data after each epoch
  double seconds = 0;
};

// A fully connected ReLU network inputs -> hidden... -> outputs, He-normal weights, zero biases.
Network make_mlp(int inputs, const std::vector<int>& hidden, int outputs, std::uint64_t seed);

// Trains `net` (Affine (Relu Affine)*) in place. Throws InputError when the data does not fit
// the network (feature count, a label >= the number of outputs) or the network is not an MLP.
// `progress(epoch, epochs, loss)` is called after every epoch.
TrainStats train_mlp(Network& net, const Dataset& data, const TrainOptions& opt,
                     const std::function<void(int, int, double)>& progress = {});

// Mean softmax cross-entropy of the logits net(x) against the labels.
double cross_entropy(const Network& net, const Dataset& data);
// Share of samples whose argmax output equals the label.
double accuracy(const Network& net, const Dataset& data);
// Rounds every weight and bias to the nearest float32.
void round_to_float(Network& net);

}  // namespace shardproof::robustness
