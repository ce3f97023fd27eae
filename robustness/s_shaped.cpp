#include "robustness/s_shaped.h"

#include <algorithm>
#include <cfloat>
#include <cmath>

namespace shardproof::robustness {
namespace {

// A float64 value of f (libm's exp, tanh, cosh: within 1-2 ulps, plus a division) pushed out
// by a few ulps, and by the smallest normal number for values in the subnormal range.
double below(double v) { return v - 8 * DBL_EPSILON * std::abs(v) - DBL_MIN; }
double above(double v) { return v + 8 * DBL_EPSILON * std::abs(v) + DBL_MIN; }

struct Line {
  double a = 0, b = 0;  // a x + b
};

}  // namespace

void SShaped::interval(double l, double u, double& lo, double& hi) const {
  // f is increasing: f([l, u]) = [f(l), f(u)].
  lo = std::isfinite(l) ? std::max(inf_, below(value(l))) : inf_;
  hi = std::isfinite(u) ? std::min(sup_, above(value(u))) : sup_;
  if (l == INFINITY) lo = sup_;  // [inf, inf]: the limit itself
  if (u == -INFINITY) hi = inf_;
}

LinearRelaxation SShaped::relax(double l, double u) const {
  double lo = 0, hi = 0;
  interval(l, u, lo, hi);
  LinearRelaxation flat{0, lo, 0, hi};
  const double span = std::max(std::abs(l), std::abs(u));
  // Infinite ends, or an interval too narrow for a chord's slope to mean anything (the
  // round-off of f(u) - f(l) over a tiny u - l): the constant lines of the interval bounds.
  if (!std::isfinite(l) || !std::isfinite(u) || !(u - l > 1e-9 * (1 + span))) return flat;

  auto tangent = [&](double d) { Line t; t.a = derivative(d); t.b = value(d) - t.a * d; return t; };
  const double fl = value(l), fu = value(u);
  Line chord;
  chord.a = (fu - fl) / (u - l);
  chord.b = fl - chord.a * l;
  Line low, up;
  if (u <= 0) {  // convex on [l, u]
    low = tangent(0.5 * (l + u));
    up = chord;
  } else if (l >= 0) {  // concave on [l, u]
    low = chord;
    up = tangent(0.5 * (l + u));
  } else {
    // Upper: the tangent at d in [0, u] through (l, f(l)), i.e. g(d) = f(d) + f'(d)(l - d) -
    // f(l) = 0, g increasing from g(0) <= 0; the chord when g(u) < 0 (the tangent at u passes
    // below f(l): f'(u) > the chord's slope, so f stays below the chord).
    auto g = [&](double d) { return value(d) + derivative(d) * (l - d) - fl; };
    if (g(u) < 0) {
      up = chord;
    } else {
      double a = 0, b = u;  // g(a) <= 0 <= g(b); b is kept: any d with g(d) >= 0 is sound
      for (int it = 0; it < 60 && b - a > 1e-12 * (1 + b); ++it) {
        const double m = 0.5 * (a + b);
        (g(m) >= 0 ? b : a) = m;
      }
      up = tangent(b);
    }
    // Lower, mirrored: the tangent at d in [l, 0] through (u, f(u)); h(d) = f(d) + f'(d)(u -
    // d) - f(u) increases to h(0) >= 0; any d with h(d) <= 0 is sound; the chord when h(l) > 0.
    auto h = [&](double d) { return value(d) + derivative(d) * (u - d) - fu; };
    if (h(l) > 0) {
      low = chord;
    } else {
      double a = l, b = 0;  // h(a) <= 0 <= h(b); a is kept
      for (int it = 0; it < 60 && b - a > 1e-12 * (1 + std::abs(a)); ++it) {
        const double m = 0.5 * (a + b);
        (h(m) <= 0 ? a : b) = m;
      }
      low = tangent(a);
    }
  }
  auto margin = [&](const Line& t) { return kLineMargin * (1 + std::abs(t.b) + std::abs(t.a) * span); };
  LinearRelaxation r;
  r.lower_slope = low.a;
  r.lower_intercept = low.b - margin(low);
  r.upper_slope = up.a;
  r.upper_intercept = up.b + margin(up);
  // A line that is no better than the interval's constant anywhere on [l, u] is replaced by
  // it (far out on a flat tail, where the chord or tangent is nearly flat anyway).
  if (r.lower(l) <= lo && r.lower(u) <= lo) { r.lower_slope = 0; r.lower_intercept = lo; }
  if (r.upper(l) >= hi && r.upper(u) >= hi) { r.upper_slope = 0; r.upper_intercept = hi; }
  return r;
}

}  // namespace shardproof::robustness
