// read_file.h: the file's bytes through zlib, which hands a plain file back unchanged and
// inflates a gzip one (gzread's transparent mode).
#include "types/read_file.h"

#include <zlib.h>

namespace shardproof::types {

std::string read_file(const std::string& path) {
  gzFile f = gzopen(path.c_str(), "rb");
  if (!f) throw FileError(path, FileError::Reason::cannot_open, "cannot open file");
  gzbuffer(f, 1 << 20);
  std::string bytes;
  static constexpr int kChunk = 1 << 20;
  int n = 0;
  for (;;) {
    const std::size_t at = bytes.size();
    bytes.resize(at + kChunk);
    n = gzread(f, bytes.data() + at, kChunk);
    bytes.resize(at + static_cast<std::size_t>(n > 0 ? n : 0));
    if (n <= 0) break;
  }
  int err = Z_OK;
  const char* msg = gzerror(f, &err);
  std::string what = msg ? msg : "";
  // zlib's message starts with the path it was opened with; the diagnostic names it already.
  if (what.starts_with(path + ": ")) what.erase(0, path.size() + 2);
  gzclose(f);
  // Z_BUF_ERROR at the end: the gzip stream stopped short (a truncated copy). Z_DATA_ERROR:
  // a stream that does not inflate or whose CRC or length does not match what it held.
  if (err == Z_BUF_ERROR) throw FileError(path, FileError::Reason::cannot_read, "cannot read file (truncated gzip data)");
  if (err == Z_DATA_ERROR) throw FileError(path, FileError::Reason::cannot_read, "cannot read file (corrupt gzip data" + (what.empty() ? "" : ": " + what) + ")");
  if (n < 0 || err != Z_OK) throw FileError(path, FileError::Reason::cannot_read, "cannot read file" + (what.empty() ? "" : " (" + what + ")"));
  return bytes;
}

}  // namespace shardproof::types
