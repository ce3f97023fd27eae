#include "robustness/child_task.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

namespace shardproof::robustness {

namespace {

bool write_all(int fd, const char* p, std::size_t n) {
  while (n > 0) {
    const ssize_t w = ::write(fd, p, n);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) return false;
    p += w;
    n -= static_cast<std::size_t>(w);
  }
  return true;
}

}  // namespace

ChildTask::ChildTask(const std::function<std::string()>& work) {
  int fds[2];
  if (::pipe(fds) != 0) { finished_ = failed_ = true; return; }
  std::fflush(nullptr);  // what the caller buffered must not be written twice
  pid_ = ::fork();
  if (pid_ < 0) {
    ::close(fds[0]);
    ::close(fds[1]);
    finished_ = failed_ = true;
    return;
  }
  if (pid_ == 0) {
    ::close(fds[0]);
    try {
      // Length first: the parent tells a whole result from a child that died while writing.
      const std::string result = work();
      const std::uint64_t n = result.size();
      if (write_all(fds[1], reinterpret_cast<const char*>(&n), sizeof n)) write_all(fds[1], result.data(), result.size());
    } catch (...) {  // nothing sent: the parent sees failed()
    }
    ::_exit(0);
  }
  ::close(fds[1]);
  fd_ = fds[0];
}

ChildTask::~ChildTask() {
  if (pid_ > 0) {
    if (!finished_) ::kill(pid_, SIGKILL);
    ::waitpid(pid_, nullptr, 0);
  }
  if (fd_ >= 0) ::close(fd_);
}

bool ChildTask::poll(std::string& out, double wait_s) {
  const auto end = std::chrono::steady_clock::now() + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                                          std::chrono::duration<double>(std::max(0.0, wait_s)));
  char chunk[1 << 16];
  while (!finished_) {
    const double left = std::chrono::duration<double>(end - std::chrono::steady_clock::now()).count();
    pollfd pfd{fd_, POLLIN, 0};
    const int ready = ::poll(&pfd, 1, static_cast<int>(std::ceil(std::clamp(left, 0.0, 0.1) * 1000)));
    if (ready < 0 && errno != EINTR) { finished_ = failed_ = true; break; }
    if (ready <= 0) {
      if (left <= 0) return false;
      continue;
    }
    const ssize_t n = ::read(fd_, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n > 0) { buffer_.append(chunk, static_cast<std::size_t>(n)); continue; }
    finished_ = true;  // end of file: the child is done
    std::uint64_t size = 0;
    if (buffer_.size() < sizeof size) { failed_ = true; break; }
    std::memcpy(&size, buffer_.data(), sizeof size);
    if (buffer_.size() - sizeof size != size) { failed_ = true; break; }
    out = buffer_.substr(sizeof size);
  }
  return true;
}

}  // namespace shardproof::robustness
