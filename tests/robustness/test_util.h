// \file Helpers shared by the robustness tests: paths to the shared data, random layer
// sizes, a random ReLU network, a random input box and a random point of a box for property
// tests.
#pragma once

#include <rapidcheck.h>

#include <algorithm>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "robustness/error.h"
#include "robustness/network.h"

namespace shardproof::robustness::testing {

// A wall-clock limit of the normal build, scaled in sanitizer builds (make test-asan sets
// SHARDPROOF_TEST_TIME_SCALE=8: ASan+UBSan slow the bound propagation several times; see
// scripts/sanitize.sh). The instances stay the same; only the clock is more patient.
//   EXPECT_LT(r.seconds, time_limit(5.0));
inline double time_limit(double seconds) {
#ifdef SHARDPROOF_TEST_TIME_SCALE
  return seconds * SHARDPROOF_TEST_TIME_SCALE;
#else
  return seconds;
#endif
}

inline std::string data_dir() { return std::string(SHARDPROOF_SHARED_DIR) + "/data/robustness"; }

// Ranges of a random network's layer sizes, half-open [first, second) as rc::gen::inRange
// takes them.
struct LayerSizeRanges {
  std::pair<int, int> inputs, hidden_layers, width, outputs;
};

// Layer sizes drawn by RapidCheck (inside a property): inputs, the number of hidden layers,
// each one's width, outputs.
inline std::vector<int> random_layer_sizes(const LayerSizeRanges& r) {
  std::vector<int> sizes{*rc::gen::inRange(r.inputs.first, r.inputs.second)};
  const int hidden = *rc::gen::inRange(r.hidden_layers.first, r.hidden_layers.second);
  for (int i = 0; i < hidden; ++i) sizes.push_back(*rc::gen::inRange(r.width.first, r.width.second));
  sizes.push_back(*rc::gen::inRange(r.outputs.first, r.outputs.second));
  return sizes;
}

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

// A random network with max pooling between ReLU layers: inputs -> affine(12) -> relu ->
// maxpool(windows of 2-3 random, sometimes overlapping, inputs) -> affine(10) -> relu ->
// affine(outputs).
inline Network random_pooled_net(std::mt19937_64& rng, int inputs, int outputs) {
  Network dense = random_net(rng, {inputs, 12, 6, 10, outputs});
  Network net;
  net.input_size = inputs;
  net.output_size = outputs;
  std::vector<std::vector<int>> groups;
  for (int o = 0; o < 6; ++o) {
    std::vector<int> g{static_cast<int>(rng() % 12)};
    const int size = 2 + static_cast<int>(rng() % 2);
    while (static_cast<int>(g.size()) < size) {
      const int i = static_cast<int>(rng() % 12);
      if (std::find(g.begin(), g.end(), i) == g.end()) g.push_back(i);
    }
    groups.push_back(std::move(g));
  }
  // dense: affine(12) relu affine(6) relu affine(10) relu affine(outputs); the pooling (12 -> 6)
  // takes the place of affine(6) and its ReLU.
  net.layers = {dense.layers[0], dense.layers[1], Layer::max_pool(12, groups), dense.layers[4], dense.layers[5], dense.layers[6]};
  return net;
}

// A box with corners in [-1, 1] and every width in (0.005, 1.005].
inline void random_box(std::mt19937_64& rng, int inputs, Vec& lo, Vec& hi) {
  std::uniform_real_distribution<double> U(-1, 1);
  lo.resize(inputs);
  hi.resize(inputs);
  for (int i = 0; i < inputs; ++i) {
    lo(i) = U(rng);
    hi(i) = lo(i) + 0.5 * (U(rng) + 1.01);
  }
}

// The message of the InputError that `parse` throws, "" when it throws none (a loader's
// checks on a malformed input):
//   EXPECT_EQ(input_error_of([&] { parse_vnnlib(text, "p.vnnlib"); }), "p.vnnlib:1:26: error: unexpected ')'");
template <class Parse>
std::string input_error_of(Parse&& parse) {
  try {
    parse();
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

// A uniformly random point of the box [lo, hi].
inline Vec random_point(std::mt19937_64& rng, const Vec& lo, const Vec& hi) {
  std::uniform_real_distribution<double> U(0, 1);
  Vec x(lo.size());
  for (long i = 0; i < lo.size(); ++i) x(i) = lo(i) + (hi(i) - lo(i)) * U(rng);
  return x;
}

}  // namespace shardproof::robustness::testing
