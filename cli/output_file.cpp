#include "cli/output_file.h"

#include <fmt/format.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "cli/arguments.h"

namespace shardproof::cli {

void write_output_file(const std::string& flag, const std::string& path, const std::string& text) {
  namespace fs = std::filesystem;
  auto fail = [&]() { return BadInput(fmt::format("{}: error: cannot write '{}'", flag, path)); };
  // Beside the destination (a rename does not cross file systems), named after the process so
  // that two runs writing the same file do not share a temporary.
  const fs::path target(path);
  if (target.filename().empty()) throw fail();
  const fs::path temporary = target.parent_path() / fmt::format(".{}.{}.tmp", target.filename().string(), ::getpid());
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    if (!out) throw fail();
    out << text;
    out.flush();
    if (!out) {
      std::error_code ignored;
      fs::remove(temporary, ignored);
      throw fail();
    }
  }
  std::error_code error;
  fs::rename(temporary, target, error);
  if (error) {
    fs::remove(temporary, error);
    throw fail();
  }
}

}  // namespace shardproof::cli
