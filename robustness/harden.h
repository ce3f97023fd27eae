// \file Hardening, after Bastani et al. 2016 (section 6): train an MLP, find adversarial
// examples for training points with the pointwise LP (pointwise_lp.h), add them to the
// training set with the label of the point they came from, fine-tune the network on the
// augmented set, and compare the audit (audit.h: accuracy, phi(eps), mu(eps), certified share)
// of the network before and after on held-out test points. Example:
//   HardenOptions o;  o.hidden = {64, 64};  o.train.epochs = 5;  o.attack_points = 500;
//   HardenResult r = harden(train, test, o);
//   r.audit_before.rows[k].phi  vs  r.audit_after.rows[k].phi    // per o.audit.eps[k]
// Only LP points re-checked in float64 (real adversarial inputs) with rho <= adv_max_rho are
// added. Everything is seeded: the same data and options give the same networks and figures.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "robustness/audit.h"
#include "robustness/dataset.h"
#include "robustness/network.h"
#include "robustness/training.h"

namespace shardproof::robustness {

struct HardenOptions {
  std::vector<int> hidden{64, 64};
  TrainOptions train;             // the first training (seed also seeds the initial weights)
  int retrain_epochs = -1;        // fine-tuning epochs on the augmented set (-1: train.epochs)
  std::size_t attack_points = 0;  // training points attacked with the LP (0: all)
  double adv_max_rho = 0;         // keep adversarial inputs with rho <= this (0: largest eps)
  AuditOptions audit;             // eps list and LP options for attacks and audits
};

struct HardenResult {
  Network before, after;
  TrainStats train_before, train_after;
  double train_accuracy_before = 0, train_accuracy_after = 0;
  AuditResult audit_before, audit_after;  // on the test set
  std::size_t train_size = 0, test_size = 0;
  std::size_t attacked = 0, adversarial_found = 0, adversarial_added = 0;
  double seconds_train = 0, seconds_attack = 0, seconds_audit = 0;
};

// progress(stage, done, total) with stage "train", "attack", "audit-before", "retrain",
// "audit-after".
using HardenProgress = std::function<void(const std::string&, std::size_t, std::size_t)>;

HardenResult harden(const Dataset& train, const Dataset& test, const HardenOptions& opt,
                    const HardenProgress& progress = {});

}  // namespace shardproof::robustness
