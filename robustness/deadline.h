// \file Deadline: the wall-clock limit of one analysis, seen by the long loops deep inside it.
// verify() opens a DeadlineScope for its time limit; bound computations (one layer of
// back-substitution at a time), PGD steps, slope ascent steps and branch-and-bound nodes call
// check_deadline(), which throws TimeLimitReached once the limit has passed, and verify()
// catches it and answers unknown. GLPK cannot be interrupted from outside, so its callers
// cap its tm_lim by seconds_left(). Examples:
//   DeadlineScope limit(5.0);               // this thread: at most 5 s from now
//   for (...) { check_deadline(); ... }     // throws TimeLimitReached after 5 s
//   parm.tm_lim = glpk_ms(std::min(asked_s, seconds_left()));
// Scopes nest: an inner scope never extends the outer one's limit. Without a scope there is
// no limit (check_deadline() never throws, seconds_left() is +inf). Per thread.
#pragma once

#include <chrono>
#include <stdexcept>

namespace shardproof::robustness {

struct TimeLimitReached : std::runtime_error {
  TimeLimitReached() : std::runtime_error("time limit reached") {}
};

class DeadlineScope {
 public:
  explicit DeadlineScope(double seconds);
  ~DeadlineScope();
  DeadlineScope(const DeadlineScope&) = delete;
  DeadlineScope& operator=(const DeadlineScope&) = delete;

 private:
  std::chrono::steady_clock::time_point saved_;
  bool had_saved_;
};

// Throws TimeLimitReached when this thread's innermost deadline has passed.
void check_deadline();
// Seconds until this thread's deadline (0 once passed; +inf without one).
double seconds_left();
// A GLPK tm_lim in milliseconds for `seconds`: at least 1 (GLPK refuses a negative limit and
// needs some time to report one), INT_MAX for +inf.
int glpk_ms(double seconds);

}  // namespace shardproof::robustness
