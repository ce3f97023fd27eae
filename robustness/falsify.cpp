#include "robustness/falsify.h"

#include <cmath>
#include <random>

#include "robustness/deadline.h"

namespace shardproof::robustness {

namespace {
// Gradients of c_r . f(x_r) for every row r of X, where row r of G holds c_r, from the values
// after every layer (acts = evaluate_all_rows(X)): output_gradient's backward pass, batched.
Mat output_gradients(const Network& net, const Mat& X, const std::vector<Mat>& acts, Mat G, double leak) {
  for (std::size_t k = net.layers.size(); k-- > 0;) {
    const Layer& L = net.layers[k];
    switch (L.kind) {
      case Layer::Kind::Affine: G = times_weight(L, G); break;
      case Layer::Kind::Relu: G = (acts[k].array() > 0).select(G, leak * G); break;
      case Layer::Kind::MaxPool: {
        Mat H = Mat::Zero(G.rows(), L.in_size);
        for (long r = 0; r < G.rows(); ++r)
          for (int o = 0; o < L.out_size; ++o) H(r, pool_winner(L.groups[o], acts[k].row(r).transpose())) += G(r, o);
        G = std::move(H);
        break;
      }
      case Layer::Kind::Smooth: {
        Mat D = acts[k].unaryExpr([&](double x) { return L.activation->derivative(x); });
        for (long j = 0; j < D.cols(); ++j)
          if (L.passes(j)) D.col(j).setOnes();
        G = G.cwiseProduct(D);
        break;
      }
      case Layer::Kind::Product: {  // d(x_a x_b) = x_b dx_a + x_a dx_b
        Mat H = Mat::Zero(G.rows(), L.in_size);
        for (int o = 0; o < L.out_size; ++o) {
          const auto& g = L.groups[static_cast<std::size_t>(o)];
          if (g.size() == 1) { H.col(g[0]) += G.col(o); continue; }
          H.col(g[0]) += G.col(o).cwiseProduct(acts[k].col(g[1]));
          H.col(g[1]) += G.col(o).cwiseProduct(acts[k].col(g[0]));
        }
        G = std::move(H);
        break;
      }
    }
  }
  if (net.input_clamp_lo)
    for (long r = 0; r < G.rows(); ++r)
      for (long i = 0; i < G.cols(); ++i)
        if (X(r, i) < (*net.input_clamp_lo)(i) || X(r, i) > (*net.input_clamp_hi)(i)) G(r, i) = 0;
  return G;
}
}  // namespace

Vec output_gradient(const Network& net, const Vec& x, const Vec& c, double leak) {
  const Mat X = x.transpose();
  return output_gradients(net, X, net.evaluate_all_rows(X), c.transpose(), leak).row(0).transpose();
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
  const Vec width = hi - lo;
  // A point whose margin in the batched pass beats the best so far is evaluated again alone,
  // so that the best point's margin (and a counterexample) is evaluate()'s, not the GEMMs'.
  auto consider = [&](const Vec& x, const Vec& batched_y) {
    if (case_margin(c, batched_y) >= best.margin) return false;
    const Vec y = net.evaluate(x);
    const double m = case_margin(c, y);
    if (m < best.margin) { best.margin = m; best.x = x; best.y = y; }
    return m <= 0;
  };
  // Every start descends at once, one row each, so that a step is one batched forward and
  // backward pass (GEMMs) instead of one pass per start: on a CIFAR net the per-start passes
  // were most of an instance that holds (wide img3478: 6.7 of 8.2 s). A start stops where its
  // gradient vanishes; the first counterexample (in the order of the starts) ends the search.
  const int given = static_cast<int>(opt.starts.size());
  const int n = given + opt.restarts;
  Mat X(n, d);
  for (int q = 0; q < n; ++q) {
    const int r = q - given;
    if (r < 0) X.row(q) = opt.starts[static_cast<std::size_t>(q)].cwiseMax(lo).cwiseMin(hi).transpose();
    else if (r == 0) X.row(q) = ((lo + hi) * 0.5).transpose();
    else for (long i = 0; i < d; ++i) X(q, i) = lo(i) + U(rng) * width(i);
  }
  std::vector<int> live(static_cast<std::size_t>(n));
  for (int q = 0; q < n; ++q) live[static_cast<std::size_t>(q)] = q;
  double step = opt.step;
  for (int s = 0; s < opt.steps && !live.empty(); ++s) {
    check_deadline();
    Mat Xl(static_cast<long>(live.size()), d);
    for (std::size_t i = 0; i < live.size(); ++i) Xl.row(static_cast<long>(i)) = X.row(live[i]);
    const std::vector<Mat> acts = net.evaluate_all_rows(Xl);
    const Mat& Y = acts.back();
    for (std::size_t i = 0; i < live.size(); ++i)
      if (consider(Xl.row(static_cast<long>(i)).transpose(), Y.row(static_cast<long>(i)).transpose())) {
        best.found = true;
        return best;
      }
    // Each start descends on the sum of its rows still above zero (all must end <= 0).
    Mat Cw(Xl.rows(), c.C.cols());
    for (long i = 0; i < Xl.rows(); ++i) {
      const Vec slack = c.C * Y.row(i).transpose() - c.d;
      const Vec w = (slack.array() > -1e-4).cast<double>();
      Cw.row(i) = (c.C.transpose() * w).transpose();
    }
    const double leak = opt.leak * std::max(0.0, 1.0 - 1.25 * s / static_cast<double>(opt.steps));
    const Mat G = output_gradients(net, Xl, acts, std::move(Cw), leak);
    std::vector<int> still;
    for (std::size_t i = 0; i < live.size(); ++i) {
      const long row = static_cast<long>(i);
      if (G.row(row).cwiseAbs().maxCoeff() == 0) continue;  // a plateau: this start ends
      for (long j = 0; j < d; ++j) {
        const double sg = G(row, j) > 0 ? 1.0 : G(row, j) < 0 ? -1.0 : 0.0;
        X(live[i], j) = std::clamp(X(live[i], j) - step * width(j) * sg, lo(j), hi(j));
      }
      still.push_back(live[i]);
    }
    live.swap(still);
    step *= opt.decay;
  }
  if (best.x.size() && best.margin <= 0) best.found = true;
  return best;
}

}  // namespace shardproof::robustness
