// \file The state of one `verify` call that its strategies share (verifier.cpp reads as the list
// of them: falsification first, bounds, then per network input-split branch and bound,
// ReLU-split branch and bound, beta-CROWN's batched search, smooth-neuron splitting or the
// LP/MILP): the network, the spec with its clamped boxes, the options, the result being built,
// the clock, and the few steps every strategy uses — report a witness (re-checked in float64),
// a case's best lower bound, one LP/MILP call. Internal to the verifier; not a public API.
// Examples:
//   VerifyRun run(net, spec, opt);
//   if (run.report(k, x, "falsification")) return run.finish();   // x violates case k in float64
//   if (run.best_row(b, k).value > 0) ...;                          // case k refuted on the box
//   Verdict v = run.solve_milp(b, k, /*integer=*/true, run.remaining());
#pragma once

#include <chrono>
#include <cmath>
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "robustness/bounds.h"
#include "robustness/network.h"
#include "robustness/verifier.h"
#include "robustness/vnnlib.h"

namespace shardproof::robustness {

class VerifyRun {
 public:
  using Clock = std::chrono::steady_clock;

  VerifyRun(const Network& n, const Spec& s, const VerifyOptions& o)
      : net(n), spec(s), opt(o), start(Clock::now()) {}

  const Network& net;
  const Spec& spec;
  VerifyOptions opt;
  Clock::time_point start;
  std::vector<std::pair<Vec, Vec>> boxes;  // each case's box, clamped to the network's input clamp
  VerifyResult res;
  std::string bab_progress;  // where beta-CROWN's search stood at its last batch (timeout note)
  // In a search worker's child process (beta_crown_search.cpp): when its slice ends, and that it is one.
  double worker_until = INFINITY;
  bool in_worker = false;
  // Input-split branch and bound's falsification, kept over the boxes of one run.
  double falsify_seconds = 0;  // spent in falsification during branch and bound
  std::uint64_t falsify_batches = 0;

  // The result with its time; an unknown one says why.
  VerifyResult finish();
  double elapsed() const { return std::chrono::duration<double>(Clock::now() - start).count(); }
  bool timed_out() const { return elapsed() > opt.timeout_s; }
  double remaining() const { return std::max(0.0, opt.timeout_s - elapsed()); }

  // Input-split branch and bound below relu_bab_min_inputs inputs (ACAS Xu: 5), ReLU splits
  // from there on (MNIST: 784); one threshold for the search and for its falsification.
  bool high_dimensional() const { return net.input_size >= opt.relu_bab_min_inputs; }
  // Networks with a convolution or another sparse layer (pooling, padding, residual values
  // carried past a ReLU) get alpha-CROWN at the root and ReLU-split nodes that keep their
  // parent's bounds; the dense ones (ACAS Xu, mnistfc) keep the analysis they were tuned with.
  bool convolutional() const;
  // Whether ReLU-split branch and bound covers every layer (no max pooling, smooth or product layer).
  bool relu_bab_supported() const;

  // Re-checks x in float64; records the witness when it violates case k.
  bool report(std::size_t k, const Vec& x_in, const char* by);
  // Lower bound of case k's best row on a box; returns the best bound and its linear function.
  LinearLowerBound best_row(const LayerBounds& b, int k);
  // The case is refuted when one row is positive: the searches go on the row of case k with
  // the best DeepPoly bound on the root box.
  long best_root_row(const LayerBounds& root, int k) const;
  // MILP (or LP) on case k over a box with bounds b: returns verdict for the case.
  Verdict solve_milp(const LayerBounds& b, int k, bool integer, double time_limit_s = INFINITY);
  // DeepPoly's bounds on a box, kept for the last box asked: the falsification's second round
  // starts from their vertices and single_box from the bounds themselves, on the same box (a
  // CIFAR ResNet's take tens of seconds).
  std::shared_ptr<const LayerBounds> deeppoly_of(const Vec& lo, const Vec& hi);

 private:
  std::shared_ptr<const LayerBounds> deeppoly_;  // deeppoly_of's last box
};

}  // namespace shardproof::robustness
