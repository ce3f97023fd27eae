#include "robustness/sigmoid.h"

#include <cmath>

namespace shardproof::robustness {

double Sigmoid::value(double x) const {
  if (x >= 0) return 1.0 / (1.0 + std::exp(-x));
  const double e = std::exp(x);  // no exp(-x) overflow for very negative x
  return e / (1.0 + e);
}

double Sigmoid::derivative(double x) const {
  const double e = std::exp(-std::abs(x));
  return e / ((1.0 + e) * (1.0 + e));
}

std::shared_ptr<const Activation> sigmoid_activation() {
  static const std::shared_ptr<const Activation> f = std::make_shared<Sigmoid>();
  return f;
}

}  // namespace shardproof::robustness
