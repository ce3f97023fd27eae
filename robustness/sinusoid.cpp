#include "robustness/sinusoid.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "robustness/convex_relaxation.h"
#include "robustness/s_shaped.h"

namespace shardproof::robustness {
namespace {

constexpr double kPi = std::numbers::pi;
constexpr double kFar = 1 << 20;  // past it, [-1, 1]

// Whether some point a + k * 2 pi (k an integer) may lie in [l, u]: said yes when within a
// relative 1e-9 of it, so that the round-off of the phase only ever loosens the interval.
bool holds_point(double l, double u, double a) {
  const double tol = 1e-9 * (1 + std::max(std::abs(l), std::abs(u)));
  const double k = std::ceil((l - tol - a) / (2 * kPi));
  return a + k * 2 * kPi <= u + tol;
}

}  // namespace

double Sinusoid::value(double x) const { return cosine_ ? std::cos(x) : std::sin(x); }
double Sinusoid::derivative(double x) const { return cosine_ ? -std::sin(x) : std::cos(x); }

void Sinusoid::interval(double l, double u, double& lo, double& hi) const {
  lo = -1;
  hi = 1;
  if (!(u - l < 2 * kPi) || std::abs(l) > kFar || std::abs(u) > kFar) return;
  // Maxima of sin at pi/2 + 2k pi, minima at -pi/2 + 2k pi; of cos at 2k pi and pi + 2k pi.
  const double top = cosine_ ? 0.0 : kPi / 2, bottom = cosine_ ? kPi : -kPi / 2;
  const double fl = value(l), fu = value(u);
  if (!holds_point(l, u, top)) hi = std::min(1.0, round_up(std::max(fl, fu)));
  if (!holds_point(l, u, bottom)) lo = std::max(-1.0, round_down(std::min(fl, fu)));
}

LinearRelaxation Sinusoid::relax(double l, double u) const {
  double lo = 0, hi = 0;
  interval(l, u, lo, hi);
  const LinearRelaxation flat{0, lo, 0, hi};
  if (!(u - l < 2 * kPi) || std::abs(l) > kFar || std::abs(u) > kFar) return flat;
  // Inflection points (zeros): sin at k pi, cos at pi/2 + k pi. Between two of them the function
  // has one sign: concave where it is >= 0, convex where <= 0.
  const double zero = cosine_ ? kPi / 2 : 0.0;
  if (!holds_point(l, u, zero) && !holds_point(l, u, zero + kPi)) {
    const bool concave = value(0.5 * (l + u)) > 0;
    return convex_relaxation(*this, l, u, !concave, lo, hi);
  }
  const double m = 0.5 * (l + u), h = 0.5 * (u - l), K = std::max(std::abs(lo), std::abs(hi));
  const double a = derivative(m), b = value(m) - a * m, gap = 0.5 * K * h * h;
  const double margin = SShaped::kLineMargin * (1 + std::abs(b) + gap + std::abs(a) * std::max(std::abs(l), std::abs(u)));
  LinearRelaxation r{a, b - gap - margin, a, b + gap + margin};
  if (r.lower(l) <= lo && r.lower(u) <= lo) { r.lower_slope = 0; r.lower_intercept = lo; }
  if (r.upper(l) >= hi && r.upper(u) >= hi) { r.upper_slope = 0; r.upper_intercept = hi; }
  return r;
}

std::shared_ptr<const Activation> sin_activation() {
  static const std::shared_ptr<const Activation> f = std::make_shared<Sinusoid>(false);
  return f;
}
std::shared_ptr<const Activation> cos_activation() {
  static const std::shared_ptr<const Activation> f = std::make_shared<Sinusoid>(true);
  return f;
}

}  // namespace shardproof::robustness
