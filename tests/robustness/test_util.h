// \file Helpers shared by the robustness tests: paths to the shared data and a random
// ReLU network for property tests.
#pragma once

#include <random>
#include <string>

#include "robustness/network.h"

namespace shardproof::robustness::testing {

inline std::string data_dir() { return std::string(SHARDPROOF_SHARED_DIR) + "/data/robustness"; }

inline Network random_net(std::mt19937_64& rng, std::vector<int> sizes) {
  std::normal_distribution<double> N(0.0, 1.0);
  Network net;
  net.input_size = sizes.front();
  net.output_size = sizes.back();
  for (std::size_t k = 0; k + 1 < sizes.size(); ++k) {
    Mat W(sizes[k + 1], sizes[k]);
    Vec b(sizes[k + 1]);
    for (long i = 0; i < W.size(); ++i) W.data()[i] = N(rng) / std::sqrt(double(sizes[k]));
    for (long i = 0; i < b.size(); ++i) b(i) = 0.3 * N(rng);
    net.layers.push_back(Layer::affine(W, b));
    if (k + 2 < sizes.size()) net.layers.push_back(Layer::relu(sizes[k + 1]));
  }
  return net;
}

}  // namespace shardproof::robustness::testing
