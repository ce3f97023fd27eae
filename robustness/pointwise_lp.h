// \file The pointwise-robustness LP of Bastani et al., "Measuring Neural Net Robustness with
// Constraints" (NeurIPS 2016). For an input x0 with label l, fix x0's activation pattern
// (each ReLU's sign, each max-pool's argmax): inside that convex region the network is the
// affine map y = A x + a. For every other label t solve
//     minimise rho  s.t.  |x - x0|_inf <= rho,  x in the input domain,
//                         (A_t - A_l) x + (a_t - a_l) >= margin,  region constraints;
// rho(x0) is the least optimum over t. Iterative constraint solving: start without the
// region (sign) constraints, add those the optimum violates, re-solve (dual simplex, warm
// started) until none is violated. The optimum is a real adversarial input: it is
// re-evaluated in float64 (`verified`). rho upper-bounds the true robustness radius, since
// the region is only part of the input space.
// Two encodings of the same LP (PointwiseOptions::form). Dense (the default): the region as
// rows over the inputs, x0's linearisation composed through every layer, added as the optimum
// violates them. Layered: a column per affine output, each layer's rows over its own inputs (a
// convolution's row: its kernel's taps), the ReLU signs as bounds on those columns, everything
// from the start. Same optimum either way (tests: the zoo nets, mnistfc). Measured once each
// (bench/RESULTS.md): on mnistfc the layered form was faster (3 images, 1.9-4.6 s against
// 5.0-8.2 s), on a CIFAR net slower (GLPK's simplex on ~10k layered rows: over 219 s of CPU for
// one cifar_base_kw image, unfinished, against 177 s for the dense form's whole audit), so
// the dense form stays the default until a sweep says otherwise.
#pragma once

#include <optional>

#include "robustness/network.h"

namespace shardproof::robustness {

struct PointwiseOptions {
  double domain_lo = 0.0, domain_hi = 1.0;  // input domain (pixels in [0,1]); use +-inf for none
  Vec domain_lo_each, domain_hi_each;       // per-feature domain; overrides the two above when set
  double margin = 1e-6;                     // y_t - y_l >= margin at the optimum
  int max_rounds = 50;                      // constraint-solving rounds per target
  double max_rho = INFINITY;                // skip targets whose optimum exceeds this
  enum class Form { Dense, Layered } form = Form::Dense;
};

struct PointwiseResult {
  bool found = false;     // some target reachable inside the region
  double rho = INFINITY;  // least radius over targets
  int target = -1;
  Vec x_adv, y_adv;       // the adversarial input and its float64 output
  bool verified = false;  // argmax f(x_adv) != label in float64
  int rounds = 0;         // LP solves over all targets
  int constraints_added = 0;   // region rows added by the dense form's rounds (layered: 0)
  int region_constraints = 0;  // size of the full region description
  // False when no target is reachable inside x0's region and the point comes from the
  // fallback: the first-round LP optimum (x0's linearisation used globally), pulled back
  // along the segment from x0 by bisection to where f's label first changes in float64.
  // Still a real adversarial input, so rho remains an upper bound on the exact radius.
  bool in_region = true;
  std::string error;      // GLPK failure (caught by the error hook)
};

PointwiseResult pointwise_robustness(const Network& net, const Vec& x0, int label, const PointwiseOptions& opt = {});

}  // namespace shardproof::robustness
