#include "robustness/falsify.h"

#include <cmath>
#include <random>

#include "robustness/deadline.h"

namespace shardproof::robustness {

Vec output_gradient(const Network& net, const Vec& x, const Vec& c, double leak) {
  std::vector<Vec> acts = net.evaluate_all(x);
  Vec g = c;
  for (std::size_t k = net.layers.size(); k-- > 0;) {
    const Layer& L = net.layers[k];
    switch (L.kind) {
      case Layer::Kind::Affine: g = times_weight(L, g.transpose()).transpose(); break;
      case Layer::Kind::Relu:
        for (long j = 0; j < g.size(); ++j) if (acts[k](j) <= 0) g(j) = leak > 0 ? leak * g(j) : 0.0;
        break;
      case Layer::Kind::MaxPool: {
        Vec h = Vec::Zero(L.in_size);
        for (int o = 0; o < L.out_size; ++o) {
          h(pool_winner(L.groups[o], acts[k])) += g(o);
        }
        g = std::move(h);
        break;
      }
    }
  }
  if (net.input_clamp_lo)
    for (long i = 0; i < g.size(); ++i)
      if (x(i) < (*net.input_clamp_lo)(i) || x(i) > (*net.input_clamp_hi)(i)) g(i) = 0;
  return g;
}

double case_margin(const SpecCase& c, const Vec& y) {
  if (c.C.rows() == 0) return -INFINITY;
  return (c.C * y - c.d).maxCoeff();
}

FalsifyResult falsify_case(const Network& net, const SpecCase& c, const Vec& lo, const Vec& hi,
                           const FalsifyOptions& opt) {
  FalsifyResult best;
  best.margin = INFINITY;
  std::mt19937_64 rng(opt.seed);
  std::uniform_real_distribution<double> U(0.0, 1.0);
  const long d = lo.size();
  Vec width = hi - lo;
  auto consider = [&](const Vec& x, const Vec& y) {
    double m = case_margin(c, y);
    if (m < best.margin) { best.margin = m; best.x = x; best.y = y; }
    return m <= 0;
  };
  const int given = static_cast<int>(opt.starts.size());
  for (int q = 0; q < given + opt.restarts; ++q) {
    Vec x(d);
    const int r = q - given;
    if (r < 0) x = opt.starts[static_cast<std::size_t>(q)].cwiseMax(lo).cwiseMin(hi);
    else if (r == 0) x = (lo + hi) * 0.5;
    else for (long i = 0; i < d; ++i) x(i) = lo(i) + U(rng) * width(i);
    double step = opt.step;
    for (int s = 0; s < opt.steps; ++s) {
      check_deadline();
      Vec y = net.evaluate(x);
      if (consider(x, y)) { best.found = true; return best; }
      // Descend on the sum of the rows still above zero (all must end <= 0).
      Vec slack = c.C * y - c.d;
      Vec w = Vec::Zero(slack.size());
      for (long j = 0; j < slack.size(); ++j) if (slack(j) > -1e-4) w(j) = 1.0;
      const double leak = opt.leak * std::max(0.0, 1.0 - 1.25 * s / static_cast<double>(opt.steps));
      Vec g = output_gradient(net, x, c.C.transpose() * w, leak);
      if (g.cwiseAbs().maxCoeff() == 0) break;
      for (long i = 0; i < d; ++i) {
        double sg = g(i) > 0 ? 1.0 : g(i) < 0 ? -1.0 : 0.0;
        x(i) = std::clamp(x(i) - step * width(i) * sg, lo(i), hi(i));
      }
      step *= opt.decay;
    }
  }
  if (best.x.size() && best.margin <= 0) best.found = true;
  return best;
}

}  // namespace shardproof::robustness
