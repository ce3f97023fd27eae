#include "robustness/activation.h"

namespace shardproof::robustness {

LayerRelaxation relax_layer(const Activation& f, const Eigen::VectorXd& l, const Eigen::VectorXd& u,
                            const std::vector<char>& passthrough) {
  const long n = l.size();
  LayerRelaxation r{Eigen::VectorXd(n), Eigen::VectorXd(n), Eigen::VectorXd(n), Eigen::VectorXd(n)};
  for (long j = 0; j < n; ++j) {
    const bool pass = !passthrough.empty() && passthrough[static_cast<std::size_t>(j)];
    const LinearRelaxation s = pass ? LinearRelaxation{1, 0, 1, 0} : f.relax(l(j), u(j));
    r.lower_slope(j) = s.lower_slope;
    r.lower_intercept(j) = s.lower_intercept;
    r.upper_slope(j) = s.upper_slope;
    r.upper_intercept(j) = s.upper_intercept;
  }
  return r;
}

}  // namespace shardproof::robustness
