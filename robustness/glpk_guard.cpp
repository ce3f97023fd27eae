#include "robustness/glpk_guard.h"

#include <glpk.h>

#include <csetjmp>

namespace shardproof::robustness::detail {
namespace {
thread_local std::jmp_buf* g_jump = nullptr;

int swallow(void* /*info*/, const char* /*text*/) { return 1; }  // libraries do not print

void on_error(void* /*info*/) {
  // GLPK is about to abort: unwind to glpk_run instead.
  if (g_jump) std::longjmp(*g_jump, 1);
}
}  // namespace

bool glpk_run(void (*fn)(void*), void* ctx, std::string& error) {
  std::jmp_buf buf;
  std::jmp_buf* outer = g_jump;
  g_jump = &buf;
  glp_term_out(GLP_OFF);
  glp_term_hook(swallow, nullptr);
  glp_error_hook(on_error, nullptr);
  if (setjmp(buf) != 0) {
    g_jump = outer;
    glp_error_hook(nullptr, nullptr);
    glp_free_env();
    error = "GLPK reported an internal error (caught through its error hook)";
    return false;
  }
  fn(ctx);
  g_jump = outer;
  return true;
}

}  // namespace shardproof::robustness::detail
