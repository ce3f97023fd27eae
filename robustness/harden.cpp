#include "robustness/harden.h"

#include <algorithm>
#include <chrono>

#include "robustness/error.h"
#include "robustness/pointwise_lp.h"

namespace shardproof::robustness {

namespace {
double since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}
}  // namespace

HardenResult harden(const Dataset& train, const Dataset& test, const HardenOptions& opt,
                    const HardenProgress& progress) {
  if (train.size() == 0) throw InputError("harden: error: no training samples");
  if (test.size() == 0) throw InputError("harden: error: no test samples");
  if (opt.audit.eps.empty()) throw InputError("harden: error: no eps given");
  HardenResult r;
  r.train_size = train.size();
  r.test_size = test.size();
  int classes = 0;
  for (int l : train.labels) classes = std::max(classes, l + 1);
  for (int l : test.labels) classes = std::max(classes, l + 1);
  const int inputs = static_cast<int>(train.inputs[0].size());
  auto stage = [&](const char* name) {
    return [&progress, name](int done, int total, double) {
      if (progress) progress(name, static_cast<std::size_t>(done), static_cast<std::size_t>(total));
    };
  };
  auto audit_progress = [&](const char* name) {
    return [&progress, name](std::size_t done, std::size_t total) {
      if (progress) progress(name, done, total);
    };
  };

  // 1. Train.
  auto t0 = std::chrono::steady_clock::now();
  r.before = make_mlp(inputs, opt.hidden, classes, opt.train.seed);
  r.train_before = train_mlp(r.before, train, opt.train, stage("train"));
  r.train_accuracy_before = accuracy(r.before, train);
  r.seconds_train = since(t0);

  // 2. Audit the trained network on the test points.
  t0 = std::chrono::steady_clock::now();
  r.audit_before = audit(r.before, test, opt.audit, audit_progress("audit-before"));
  if (!r.audit_before.error.empty()) throw InputError("harden: error: " + r.audit_before.error);
  r.seconds_audit = since(t0);

  // 3. Attack training points with the pointwise LP; keep the real adversarial inputs.
  t0 = std::chrono::steady_clock::now();
  const double max_rho = opt.adv_max_rho > 0 ? opt.adv_max_rho : *std::max_element(opt.audit.eps.begin(), opt.audit.eps.end());
  PointwiseOptions lp = opt.audit.lp;
  lp.max_rho = std::min(lp.max_rho, max_rho);
  const std::size_t n_attack = opt.attack_points ? std::min(opt.attack_points, train.size()) : train.size();
  Dataset augmented = train;
  for (std::size_t i = 0; i < n_attack; ++i) {
    ++r.attacked;
    long arg = 0;
    r.before.evaluate(train.inputs[i]).maxCoeff(&arg);
    if (arg == train.labels[i]) {
      PointwiseResult pr = pointwise_robustness(r.before, train.inputs[i], train.labels[i], lp);
      if (!pr.error.empty()) throw InputError("harden: error: " + pr.error);
      if (pr.found && pr.verified) {
        ++r.adversarial_found;
        if (pr.rho <= max_rho) {
          augmented.inputs.push_back(pr.x_adv);
          augmented.labels.push_back(train.labels[i]);
          ++r.adversarial_added;
        }
      }
    }
    if (progress) progress("attack", i + 1, n_attack);
  }
  r.seconds_attack = since(t0);

  // 4. Fine-tune on the augmented training set.
  t0 = std::chrono::steady_clock::now();
  r.after = r.before;
  TrainOptions fine = opt.train;
  fine.epochs = opt.retrain_epochs >= 0 ? opt.retrain_epochs : opt.train.epochs;
  fine.seed = opt.train.seed + 1;
  r.train_after = train_mlp(r.after, augmented, fine, stage("retrain"));
  r.train_accuracy_after = accuracy(r.after, train);
  r.seconds_train += since(t0);

  // 5. Audit the hardened network on the same test points.
  t0 = std::chrono::steady_clock::now();
  r.audit_after = audit(r.after, test, opt.audit, audit_progress("audit-after"));
  if (!r.audit_after.error.empty()) throw InputError("harden: error: " + r.audit_after.error);
  r.seconds_audit += since(t0);
  return r;
}

}  // namespace shardproof::robustness
