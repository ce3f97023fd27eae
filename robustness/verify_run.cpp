#include "robustness/verify_run.h"

#include <algorithm>

#include "robustness/falsify.h"
#include "robustness/lp_encoding.h"

namespace shardproof::robustness {

VerifyResult VerifyRun::finish() {
  res.seconds = elapsed();
  if (res.verdict == Verdict::Unknown) res.decided_by.clear();
  if (res.verdict == Verdict::Unknown && res.note.empty()) res.note = timed_out() ? "time limit reached" : "not decided by this method";
  return res;
}

bool VerifyRun::report(std::size_t k, const Vec& x_in, const char* by) {
  Vec x = x_in.cwiseMax(spec.cases[k].lo).cwiseMin(spec.cases[k].hi);
  Vec y = net.evaluate(x);
  if (!spec.case_violated_by(k, x, y, 0.0)) return false;
  // On a step (Sign) float32 may land on the other side: not a counterexample one can stand by.
  if (net.near_a_step(x, 1e-5)) return false;
  res.verdict = Verdict::Violated;
  res.x = x;
  res.y = y;
  res.case_index = static_cast<int>(k);
  res.decided_by = by;
  return true;
}

LinearLowerBound VerifyRun::best_row(const LayerBounds& b, int k) {
  const SpecCase& c = spec.cases[k];
  LinearLowerBound best;
  best.value = -INFINITY;
  for (long j = 0; j < c.C.rows(); ++j) {
    LinearLowerBound r = lower_bound_linear(net, b, c.C.row(j).transpose(), -c.d(j));
    if (r.value > best.value) best = std::move(r);
  }
  if (best.value > 0 || c.C.rows() < 2) return best;
  // The case needs every row <= 0, so any convex combination of its rows is <= 0 on the
  // case as well: a combination bounded above 0 also refutes it. Back-substituting the
  // combination lets the relaxations serve all its rows at once, which proves pieces where
  // each row alone is positive only on part of the piece (ACAS Xu properties 3 and 4).
  const long m = c.C.rows();
  auto try_weights = [&](const Vec& w) {
    LinearLowerBound r = lower_bound_linear(net, b, c.C.transpose() * w, -c.d.dot(w));
    if (r.value > best.value) best = std::move(r);
  };
  for (long i = 0; i < m; ++i)
    for (long j = i + 1; j < m; ++j) {
      Vec w = Vec::Zero(m);
      w(i) = w(j) = 0.5;
      try_weights(w);
    }
  if (m > 2) try_weights(Vec::Constant(m, 1.0 / static_cast<double>(m)));
  return best;
}

Verdict VerifyRun::solve_milp(const LayerBounds& b, int k, bool integer, double time_limit_s) {
  ++res.milp_calls;
  CaseLpResult r = solve_case(net, b, spec.cases[k], integer, std::max(0.5, std::min(time_limit_s, remaining())));
  switch (r.status) {
    case CaseLpResult::Status::Holds: return Verdict::Holds;
    case CaseLpResult::Status::Candidate: {
      if (report(k, r.x, "milp")) return Verdict::Violated;
      // Round-off at a tie: search the neighbourhood of the solver's point.
      Vec lo = b.lo[0], hi = b.hi[0];
      Vec w = (hi - lo) * 1e-3;
      FalsifyOptions fo;
      fo.restarts = 4;
      auto f = falsify_case(net, spec.cases[k], (r.x - w).cwiseMax(lo), (r.x + w).cwiseMin(hi), fo);
      if (f.found && report(k, f.x, "milp")) return Verdict::Violated;
      res.note = "MILP candidate failed the float64 re-check";
      return Verdict::Unknown;
    }
    case CaseLpResult::Status::Error: res.note = r.message; return Verdict::Unknown;
    case CaseLpResult::Status::Timeout: res.note = "time limit reached in GLPK"; return Verdict::Unknown;
    case CaseLpResult::Status::Unknown:
      if (!r.message.empty()) res.note = r.message;
      if (!integer && r.x.size() && report(k, r.x, "lp")) return Verdict::Violated;
      return Verdict::Unknown;
  }
  return Verdict::Unknown;
}

std::shared_ptr<const LayerBounds> VerifyRun::deeppoly_of(const Vec& lo, const Vec& hi) {
  if (!deeppoly_ || deeppoly_->lo[0] != lo || deeppoly_->hi[0] != hi)
    deeppoly_ = std::make_shared<const LayerBounds>(compute_bounds(net, lo, hi, BoundMethod::DeepPoly));
  return deeppoly_;
}

bool VerifyRun::convolutional() const {
  for (const Layer& L : net.layers)
    if (!L.kernels.empty() || L.sparse) return true;
  return false;
}

bool VerifyRun::relu_bab_supported() const {
  for (const Layer& L : net.layers)
    if (L.kind == Layer::Kind::MaxPool || L.kind == Layer::Kind::Smooth || L.kind == Layer::Kind::Product) return false;
  return true;
}

long VerifyRun::best_root_row(const LayerBounds& root, int k) const {
  const SpecCase& sc = spec.cases[k];
  long row = 0;
  double rv = -INFINITY;
  for (long j = 0; j < sc.C.rows(); ++j) {
    const double v = lower_bound_linear(net, root, sc.C.row(j).transpose(), -sc.d(j)).value;
    if (v > rv) { rv = v; row = j; }
  }
  return row;
}

}  // namespace shardproof::robustness
