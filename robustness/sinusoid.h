// \file Sinusoid: the layer kinds of ONNX's Sin and Cos, per element (cos x = sin(x + pi/2),
// but each evaluated by its own libm function in float64, as onnxruntime evaluates each).
// Bounded and periodic, alternately concave and convex between inflection points (the zeros
// of the function). On [l, u]:
//   interval  the ends' values, and 1 (or -1) where [l, u] holds a maximum (minimum) point;
//             [-1, 1] for a width of 2 pi or more, or ends past 2^20 (where the float64 phase
//             of x means little);
//   lines     inside one concave piece (the function >= 0 there): the chord below, the tangent
//             at the midpoint above; inside one convex piece: the tangent below, the chord
//             above (convex_relaxation.h); across an inflection point: the tangent at the
//             midpoint m moved by h^2 / 2 * K each way, where h = (u - l) / 2 and K bounds
//             |f''| = |f| on [l, u] (the interval's largest magnitude): Taylor's remainder,
//             |f(x) - f(m) - f'(m)(x - m)| <= K (x - m)^2 / 2. A line no better than the
//             interval's constant anywhere on [l, u] is replaced by it.
// An interval is called one piece only when it keeps a margin of 1e-9 (relative) from every
// inflection point, so the phase's round-off cannot misplace it; the Taylor lines need no
// such care. Every line gets convex_relaxation.h's margin.
// Examples: Sin on [0.5, 2.5] (concave): chord below, tangent at 1.5 above; Sin on [-0.5, 0.5]:
// the tangent y = x moved by 0.125 * 0.479 each way; Cos on [0, 7]: [-1, 1], constant lines.
#pragma once

#include <memory>

#include "robustness/activation.h"

namespace shardproof::robustness {

class Sinusoid final : public Activation {
 public:
  explicit Sinusoid(bool cosine) : cosine_(cosine) {}
  const char* name() const override { return cosine_ ? "Cos" : "Sin"; }
  double value(double x) const override;
  double derivative(double x) const override;
  void interval(double l, double u, double& lo, double& hi) const override;
  LinearRelaxation relax(double l, double u) const override;

 private:
  bool cosine_;
};

std::shared_ptr<const Activation> sin_activation();
std::shared_ptr<const Activation> cos_activation();

}  // namespace shardproof::robustness
