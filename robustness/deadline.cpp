#include "robustness/deadline.h"

#include <algorithm>
#include <climits>
#include <cmath>

namespace shardproof::robustness {
namespace {
using Clock = std::chrono::steady_clock;
thread_local bool t_has_deadline = false;
thread_local Clock::time_point t_deadline;
}  // namespace

DeadlineScope::DeadlineScope(double seconds) : saved_(t_deadline), had_saved_(t_has_deadline) {
  const double capped = std::clamp(seconds, 0.0, 1e9);
  const auto mine = Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(capped));
  t_deadline = t_has_deadline ? std::min(t_deadline, mine) : mine;
  t_has_deadline = true;
}

DeadlineScope::~DeadlineScope() {
  t_deadline = saved_;
  t_has_deadline = had_saved_;
}

void check_deadline() {
  if (t_has_deadline && Clock::now() >= t_deadline) throw TimeLimitReached();
}

double seconds_left() {
  if (!t_has_deadline) return INFINITY;
  return std::max(0.0, std::chrono::duration<double>(t_deadline - Clock::now()).count());
}

int glpk_ms(double seconds) {
  if (!(seconds < INT_MAX / 1000.0)) return INT_MAX;
  return std::max(1, static_cast<int>(seconds * 1000));
}

}  // namespace shardproof::robustness
