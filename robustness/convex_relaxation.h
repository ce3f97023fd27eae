// \file convex_relaxation: the two lines of a function that is convex (or concave) and
// monotone on an interval, shared by the Exp, Reciprocal and Sqrt kinds (exp.h, reciprocal.h,
// sqrt.h). For convex f on [l, u] the chord lies above f and every tangent below it; the
// tangent at the midpoint is taken (CROWN's choice for exp). Concave: the same, swapped. Each
// intercept gets the S-shaped kinds' margin (SShaped::kLineMargin relative to the magnitudes in
// the line), so the lines hold for the real-valued f and not only for float64's. Where the
// ends are infinite, f overflows there, or [l, u] is too narrow for a chord's slope to mean
// anything, the lines are the constant ones of the interval [lo, hi] the caller passes
// (possibly infinite: back-substitution never multiplies a zero coefficient by them).
// Examples: exp on [0, 1]: lower tangent at 0.5 (slope 1.6487), upper chord slope e - 1 =
// 1.7183 through (0, 1); sqrt on [1, 4]: lower chord slope 1/3, upper tangent at 2.5.
#pragma once

#include "robustness/activation.h"

namespace shardproof::robustness {

LinearRelaxation convex_relaxation(const Activation& f, double l, double u, bool convex, double lo, double hi);

// A float64 value of a libm function pushed out by a few ulps (and the smallest normal number
// for subnormal values): the interval ends every kind here reports.
double round_down(double v);
double round_up(double v);

}  // namespace shardproof::robustness
