// \file A computation run in a forked child process beside the caller, its result (one byte
// string) read back through a pipe: how a single-threaded search puts the machine's second
// core to work on part of its subdomains without sharing any memory. The child starts with a
// copy of everything the caller had (fork), so the work can use the caller's objects as they
// were; it must not return into the caller's code (the child ends with _exit after sending).
// Examples:
//   ChildTask t([&] { return serialise(search(part)); });   // runs at once, in the child
//   std::string out;
//   while (!t.poll(out, 0.1)) other_work();                  // true once the whole result is in
//   if (t.failed()) ...                                      // the child died without one
// The destructor kills a child still running.
#pragma once

#include <functional>
#include <string>
#include <sys/types.h>

namespace shardproof::robustness {

class ChildTask {
 public:
  explicit ChildTask(const std::function<std::string()>& work);
  ~ChildTask();
  ChildTask(const ChildTask&) = delete;
  ChildTask& operator=(const ChildTask&) = delete;

  // Reads what has arrived, waiting up to wait_s for more; true once the child has finished
  // (its result in `out` unless failed()).
  bool poll(std::string& out, double wait_s = 0);
  // The child ended (or could not start) without sending a whole result.
  bool failed() const { return failed_; }

 private:
  pid_t pid_ = -1;
  int fd_ = -1;
  bool finished_ = false, failed_ = false;
  std::string buffer_;
};

}  // namespace shardproof::robustness
