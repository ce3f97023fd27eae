// \file Falsification by projected gradient descent: searches a spec case's input box for a
// point whose output meets all of the case's constraints C y <= d, by minimising
// max_j (C_j f(x) - d_j) with signed gradient steps (the network is piecewise linear, so the
// gradient is exact inside each activation region), from the box centre, its corners' mix
// and seeded random starts, all of them at once (a step is one batched pass over the starts).
// Finds e.g. ACAS Xu 1_9 prop_7's counterexample. Returns the best point found and whether it
// is a counterexample in float64 (re-checked by evaluate()).
// Options for flat landscapes (mnistfc: most first-layer ReLUs are off on the box, so the
// gradient is zero on large plateaus and PGD from the centre stalls at margin ~0.96): given
// starting points tried first (e.g. the box vertex minimising the case's DeepPoly bound), and a
// leaky backward pass, where an inactive ReLU passes `leak` times the gradient, annealed to 0
// over the first 80% of the steps (the steps only use the gradient's sign; every candidate is
// judged by the exact float64 margin).
#pragma once

#include <cstdint>
#include <vector>

#include "robustness/network.h"
#include "robustness/vnnlib.h"

namespace shardproof::robustness {

struct FalsifyOptions {
  int restarts = 16;
  int steps = 60;
  std::uint64_t seed = 1;
  double step = 0.25;   // first step, as a share of each input's width
  double decay = 0.92;  // step multiplier per step
  double leak = 0;      // gradient share through inactive ReLUs at the first step (annealed)
  std::vector<Vec> starts;  // tried before the centre and the random starts (clamped to the box)
};

struct FalsifyResult {
  bool found = false;
  Vec x, y;          // best point and its output
  double margin = 0; // max_j (C_j y - d_j) at x: <= 0 means counterexample
};

// Gradient of c . f(x) with respect to x (in x's activation region).
// With leak > 0 an inactive ReLU passes leak times the gradient (a search direction, not the
// gradient).
Vec output_gradient(const Network& net, const Vec& x, const Vec& c, double leak = 0);

// Margin of case k at output y: max_j (C_j y - d_j) (-inf for a case without rows).
double case_margin(const SpecCase& c, const Vec& y);

FalsifyResult falsify_case(const Network& net, const SpecCase& c, const Vec& lo, const Vec& hi,
                           const FalsifyOptions& opt);

}  // namespace shardproof::robustness
