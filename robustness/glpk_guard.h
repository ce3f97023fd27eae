// \file GLPK without aborts. GLPK calls abort() on misuse or internal failure; this guard
// installs glp_error_hook with a longjmp back to the caller, frees GLPK's environment and
// reports failure as a value, and silences GLPK's terminal output. The guarded function must
// hold no objects with destructors (only GLPK C calls and plain data): a longjmp skips them.
//   std::string err;
//   bool ok = glpk_guarded([&] { glp_simplex(P, &parm); }, err);   // ok == false on error
// After a failure every glp_prob pointer created before is invalid (the env was freed).
#pragma once

#include <string>

namespace shardproof::robustness {

namespace detail {
bool glpk_run(void (*fn)(void*), void* ctx, std::string& error);
}

template <class F>
bool glpk_guarded(F&& f, std::string& error) {
  return detail::glpk_run([](void* p) { (*static_cast<std::remove_reference_t<F>*>(p))(); },
                          static_cast<void*>(&f), error);
}

}  // namespace shardproof::robustness
