#include "robustness/falsify_first.h"

#include <algorithm>
#include <memory>

#include "robustness/falsify.h"

namespace shardproof::robustness {

bool falsify_first(VerifyRun& run) {
  if (!(run.opt.falsify && (run.opt.method == Method::Auto || run.opt.method == Method::Milp))) return false;
  FalsifyOptions fo;
  fo.restarts = 100;
  fo.steps = 60;
  const bool high = run.high_dimensional();
  if (high) {
    // Plateaus (see falsify.h): start at the vertex minimising the case's DeepPoly bound,
    // then the centre and random points, with longer, leaky, slower-decaying descents.
    // mnistfc prop_0_0.05 and prop_9_0.05 are found from that vertex: 0.63 s and 0.29 s
    // for the whole instance (bench/robustness/full_run.csv; 53 s and 21 s of ReLU-split
    // branch and bound before).
    fo.restarts = 4;
    fo.steps = 100;
    fo.step = 0.3;
    fo.decay = 0.97;
    fo.leak = 0.01;
  }
  // Cases in the order of their margin at the box's centre (the likeliest counterexample
  // first), within initial_falsify_share of the time limit. In high dimension a first
  // round runs from the centre and random points alone, and a second one adds the DeepPoly
  // vertices: on a CIFAR ResNet the DeepPoly bounds those need take longer than the
  // whole share, while PGD from the centre finds a counterexample in seconds.
  std::vector<std::size_t> order(run.spec.cases.size());
  std::vector<double> centre_margin(run.spec.cases.size());
  for (std::size_t k = 0; k < run.spec.cases.size(); ++k) {
    order[k] = k;
    centre_margin[k] = case_margin(run.spec.cases[k], run.net.evaluate((run.boxes[k].first + run.boxes[k].second) * 0.5));
  }
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return centre_margin[a] < centre_margin[b]; });
  auto within_share = [&] { return run.elapsed() < run.opt.initial_falsify_share * run.opt.timeout_s; };
  for (int round = high ? 0 : 1; round < 2; ++round)
    for (std::size_t k : order) {
      if (!within_share()) break;
      fo.starts.clear();
      if (round == 1 && high && run.spec.cases[k].C.rows() > 0) {
        // A row whose DeepPoly bound is above 0 on the box leaves the case no
        // counterexample: no descent for it (on bench/robustness/fmnist_resnet.py's net,
        // the attack was 6 of the 15 s of a box that bounds alone decide).
        const std::shared_ptr<const LayerBounds> root = run.deeppoly_of(run.boxes[k].first, run.boxes[k].second);
        const SpecCase& sc = run.spec.cases[k];
        bool refuted = false;
        for (long j = 0; j < sc.C.rows() && !refuted; ++j) {
          const LinearLowerBound row = lower_bound_linear(run.net, *root, sc.C.row(j).transpose(), -sc.d(j));
          refuted = row.value > 0;
          fo.starts.push_back(row.argmin);
        }
        if (refuted) continue;
      }
      FalsifyOptions this_round = fo;
      if (round == 0) this_round.restarts = 1;  // from the centre only
      auto f = falsify_case(run.net, run.spec.cases[k], run.boxes[k].first, run.boxes[k].second, this_round);
      if (f.found && run.report(k, f.x, "falsification")) return true;
    }
  return false;
}

}  // namespace shardproof::robustness
