// \file Robustness audit of a network over a labelled dataset, the metrics of Bastani et al.:
//   accuracy      share of points classified correctly;
//   phi(eps)      adversarial frequency: share of correctly classified points whose
//                 pointwise-LP radius rho is <= eps;
//   mu(eps)       adversarial severity: mean rho over those points;
//   certified(eps) share of correctly classified points that DeepPoly bounds prove robust on
//                 the L-infinity ball of radius eps (clipped to the input domain).
// Since certified points have exact radius > eps and LP points have exact radius <= rho,
// certified(eps) + phi(eps) <= 1 must hold: the tests check it.
#pragma once

#include <functional>
#include <vector>

#include "robustness/dataset.h"
#include "robustness/network.h"
#include "robustness/pointwise_lp.h"

namespace shardproof::robustness {

// Networks trained on normalised inputs (CIFAR-10's oval21 nets take (pixel - mean_c) / std):
// the dataset holds pixels in the domain [lp.domain_lo, lp.domain_hi] (after --scale), the
// audit feeds the network (x - mean_c) / std, with channel c = feature / (features / channels),
// and keeps eps and rho in pixel units: a pixel L-inf ball of radius eps is the normalised
// ball of radius eps / std (one std for every channel, so that the ball stays a ball).
// Example: oval21 {mean = {0.485, 0.456, 0.406}, std = 0.225}.
struct InputNormalization {
  std::vector<double> mean;  // one per channel; empty: no normalisation
  double std = 1.0;
};

struct AuditOptions {
  std::vector<double> eps{0.01, 0.02, 0.05};
  PointwiseOptions lp;
  bool certify = true;
  InputNormalization normalize;
};

struct AuditPoint {
  int index = 0, label = 0, predicted = 0;
  bool correct = false;
  double rho = INFINITY;  // pointwise LP radius (inf: no adversarial point in the region)
  bool lp_verified = false;
  int lp_rounds = 0;
  std::vector<char> certified;  // per eps
};

struct AuditRow {
  double eps = 0, phi = 0, mu = 0, certified = 0;
  int adversarial = 0, certified_count = 0;
};

struct AuditResult {
  std::size_t total = 0, correct = 0;
  double accuracy = 0;
  std::vector<AuditRow> rows;
  std::vector<AuditPoint> points;
  std::string error;  // a GLPK failure, if one happened
};

// Certified robust on the L-inf ball of radius eps around x (label l) by DeepPoly bounds?
bool certify_ball(const Network& net, const Vec& x, int label, double eps, double domain_lo, double domain_hi);
// The same with a domain per feature.
bool certify_ball(const Network& net, const Vec& x, int label, double eps, const Vec& domain_lo, const Vec& domain_hi);

AuditResult audit(const Network& net, const Dataset& data, const AuditOptions& opt,
                  const std::function<void(std::size_t, std::size_t)>& progress = {});

// Recomputes rows (phi, mu, certified) from points; used by audit and by hardening.
void summarize(AuditResult& r, const std::vector<double>& eps);

// An SVG histogram of rho over the correctly classified points (eps thresholds marked).
std::string rho_histogram_svg(const AuditResult& r, const std::vector<double>& eps);

}  // namespace shardproof::robustness
