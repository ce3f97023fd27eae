#include "robustness/audit.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "robustness/bounds.h"

namespace shardproof::robustness {

bool certify_ball(const Network& net, const Vec& x, int label, double eps, double domain_lo, double domain_hi) {
  return certify_ball(net, x, label, eps, Vec::Constant(x.size(), domain_lo), Vec::Constant(x.size(), domain_hi));
}

bool certify_ball(const Network& net, const Vec& x, int label, double eps, const Vec& domain_lo, const Vec& domain_hi) {
  Vec lo = (x.array() - eps).max(domain_lo.array()).matrix();
  Vec hi = (x.array() + eps).min(domain_hi.array()).matrix();
  LayerBounds b = compute_bounds(net, lo, hi, BoundMethod::DeepPoly);
  for (int t = 0; t < net.output_size; ++t) {
    if (t == label) continue;
    Vec c = Vec::Zero(net.output_size);
    c(label) = 1;
    c(t) = -1;
    if (lower_bound_linear(net, b, c, 0.0).value <= 0) return false;
  }
  return true;
}

void summarize(AuditResult& r, const std::vector<double>& eps) {
  r.rows.clear();
  r.correct = 0;
  for (const auto& p : r.points) r.correct += p.correct;
  r.total = r.points.size();
  r.accuracy = r.total ? double(r.correct) / r.total : 0;
  for (std::size_t e = 0; e < eps.size(); ++e) {
    AuditRow row;
    row.eps = eps[e];
    double sum = 0;
    for (const auto& p : r.points) {
      if (!p.correct) continue;
      if (p.rho <= eps[e]) { ++row.adversarial; sum += p.rho; }
      if (e < p.certified.size() && p.certified[e]) ++row.certified_count;
    }
    row.phi = r.correct ? double(row.adversarial) / r.correct : 0;
    row.mu = row.adversarial ? sum / row.adversarial : 0;
    row.certified = r.correct ? double(row.certified_count) / r.correct : 0;
    r.rows.push_back(row);
  }
}

AuditResult audit(const Network& net, const Dataset& data, const AuditOptions& opt,
                  const std::function<void(std::size_t, std::size_t)>& progress) {
  AuditResult r;
  // In the network's (normalised) coordinates: inputs, domain and radii (see InputNormalization).
  const long d = net.input_size;
  const InputNormalization& nz = opt.normalize;
  const long channels = static_cast<long>(nz.mean.size());
  Vec shift = Vec::Zero(d);
  double unit = 1.0;  // pixel units per network unit
  if (channels > 0) {
    for (long i = 0; i < d; ++i) shift(i) = nz.mean[static_cast<std::size_t>(i / std::max(1L, d / channels))];
    unit = nz.std;
  }
  PointwiseOptions lp = opt.lp;
  lp.domain_lo_each = (Vec::Constant(d, opt.lp.domain_lo) - shift) / unit;
  lp.domain_hi_each = (Vec::Constant(d, opt.lp.domain_hi) - shift) / unit;
  for (std::size_t i = 0; i < data.size(); ++i) {
    AuditPoint p;
    p.index = static_cast<int>(i);
    p.label = data.labels[i];
    const Vec x = (data.inputs[i] - shift) / unit;
    Vec y = net.evaluate(x);
    long arg = 0;
    y.maxCoeff(&arg);
    p.predicted = static_cast<int>(arg);
    p.correct = p.predicted == p.label;
    if (p.correct) {
      PointwiseResult pr = pointwise_robustness(net, x, p.label, lp);
      if (!pr.error.empty()) r.error = pr.error;
      p.lp_rounds = pr.rounds;
      if (pr.found && pr.verified) { p.rho = pr.rho * unit; p.lp_verified = true; }
      for (double e : opt.eps)
        p.certified.push_back(opt.certify && certify_ball(net, x, p.label, e / unit, lp.domain_lo_each, lp.domain_hi_each));
    }
    r.points.push_back(std::move(p));
    if (progress) progress(i + 1, data.size());
  }
  summarize(r, opt.eps);
  return r;
}

std::string rho_histogram_svg(const AuditResult& r, const std::vector<double>& eps) {
  std::vector<double> rhos;
  for (const auto& p : r.points) if (p.correct && std::isfinite(p.rho)) rhos.push_back(p.rho);
  double top = 0;
  for (double v : rhos) top = std::max(top, v);
  for (double e : eps) top = std::max(top, e);
  if (top <= 0) top = 1;
  const int bins = 30, W = 640, H = 360, L = 50, B = 40;
  std::vector<int> count(bins, 0);
  for (double v : rhos) count[std::min(bins - 1, static_cast<int>(v / top * bins))]++;
  int cmax = std::max(1, *std::max_element(count.begin(), count.end()));
  std::string s = fmt::format("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" font-family=\"sans-serif\" font-size=\"12\">\n", W, H);
  s += fmt::format("<text x=\"{}\" y=\"18\" text-anchor=\"middle\">pointwise LP radius rho ({} points, {} correct)</text>\n", W / 2, r.total, r.correct);
  double pw = W - L - 20, ph = H - B - 30;
  for (int i = 0; i < bins; ++i) {
    double h = ph * count[i] / cmax;
    s += fmt::format("<rect x=\"{:.1f}\" y=\"{:.1f}\" width=\"{:.1f}\" height=\"{:.1f}\" fill=\"#4477aa\"/>\n", L + pw * i / bins, 30 + ph - h, pw / bins - 1, h);
  }
  s += fmt::format("<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"black\"/>\n", L, 30 + ph, L + pw, 30 + ph);
  s += fmt::format("<line x1=\"{}\" y1=\"30\" x2=\"{}\" y2=\"{}\" stroke=\"black\"/>\n", L, L, 30 + ph);
  for (int t = 0; t <= 4; ++t)
    s += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"middle\">{:.3g}</text>\n", L + pw * t / 4, 30 + ph + 16, top * t / 4);
  s += fmt::format("<text x=\"{}\" y=\"{}\" text-anchor=\"end\">{}</text>\n", L - 4, 36, cmax);
  for (double e : eps) {
    double xe = L + pw * e / top;
    s += fmt::format("<line x1=\"{0:.1f}\" y1=\"30\" x2=\"{0:.1f}\" y2=\"{1:.1f}\" stroke=\"#cc3311\" stroke-dasharray=\"4 3\"/>\n", xe, 30 + ph);
    s += fmt::format("<text x=\"{:.1f}\" y=\"42\" fill=\"#cc3311\">eps={}</text>\n", xe + 3, e);
  }
  return s + "</svg>\n";
}

}  // namespace shardproof::robustness
