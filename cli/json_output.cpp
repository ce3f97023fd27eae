#include "cli/json_output.h"

#include <fmt/format.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string>

#include "cli/arguments.h"

namespace shardproof::cli {

void print_json(const nlohmann::json& report) {
  // Strings from outside (a file name, an op's text) may hold bytes that are not UTF-8:
  // replaced (U+FFFD) rather than thrown at, so the report is always whole.
  const std::string text = report.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
  // Whatever went to stdout through the C or C++ streams before goes first, in order.
  std::cout.flush();
  std::fflush(stdout);
  const char* data = text.data();
  size_t left = text.size();
  while (left > 0) {
    const ssize_t n = ::write(STDOUT_FILENO, data, left);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      throw BadInput(fmt::format("--json: error: cannot write the report to standard output ({})",
                                 n < 0 ? std::strerror(errno) : "nothing written"));
    }
    data += n;
    left -= static_cast<size_t>(n);
  }
}

}  // namespace shardproof::cli
