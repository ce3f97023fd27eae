// \file The `local` backend: N ranks as N threads of this process. Each rank owns a
// mailbox per sender (a FIFO of byte buffers) guarded by the receiver's mutex; send copies
// into the receiver's mailbox and returns, recv waits on the receiver's condition variable.
//
//   mesh <["x"=2, "y"=2]>: run_local(4, body) starts threads 0..3; thread 1 (x=0,y=1)
//   sending to thread 3 (x=1,y=1) pushes into mailbox[3][1], which only thread 3 pops.
//
// Copies are real: after send returns the sender may reuse its buffer, as on a network.
#include <atomic>
#include <condition_variable>
#include <deque>
#include <exception>
#include <memory>
#include <mutex>
#include <thread>

#include <fmt/format.h>

#include "exec/communicator.h"

namespace shardproof::exec {
namespace {

// Thrown in a rank woken because another rank failed; never the error that is reported.
struct Aborted : std::runtime_error {
  Aborted() : std::runtime_error("aborted: another rank failed") {}
};

class LocalWorld {
 public:
  explicit LocalWorld(int size) : size_(size), inboxes_(size) {
    for (auto& box : inboxes_) box = std::make_unique<Inbox>(size);
  }

  int size() const { return size_; }

  void post(int from, int to, Bytes data) {
    Inbox& box = *inboxes_[to];
    {
      std::lock_guard lock(box.mutex);
      box.queues[from].push_back(std::move(data));
    }
    box.ready.notify_one();  // only the owner waits on its inbox
  }

  Bytes take(int from, int to) {
    Inbox& box = *inboxes_[to];
    std::unique_lock lock(box.mutex);
    box.ready.wait(lock, [&] { return aborted_ || !box.queues[from].empty(); });
    if (box.queues[from].empty()) throw Aborted();
    Bytes b = std::move(box.queues[from].front());
    box.queues[from].pop_front();
    return b;
  }

  void barrier() {
    std::unique_lock lock(barrier_mutex_);
    if (aborted_) throw Aborted();
    const int64_t generation = barrier_generation_;
    if (++barrier_waiting_ == size_) {
      barrier_waiting_ = 0;
      ++barrier_generation_;
      barrier_cv_.notify_all();
      return;
    }
    barrier_cv_.wait(lock, [&] { return aborted_ || barrier_generation_ != generation; });
    if (barrier_generation_ == generation) throw Aborted();
  }

  // Wakes every waiting rank; their waits throw Aborted.
  void abort() {
    // Set under every lock a waiter may hold, so no wake-up is lost.
    for (auto& box : inboxes_) {
      std::lock_guard lock(box->mutex);
      aborted_ = true;
    }
    {
      std::lock_guard lock(barrier_mutex_);
      aborted_ = true;
    }
    for (auto& box : inboxes_) box->ready.notify_all();
    barrier_cv_.notify_all();
  }

 private:
  struct Inbox {
    explicit Inbox(int size) : queues(size) {}
    std::mutex mutex;
    std::condition_variable ready;
    std::vector<std::deque<Bytes>> queues;  // by sender
  };

  int size_;
  std::vector<std::unique_ptr<Inbox>> inboxes_;
  std::atomic<bool> aborted_{false};
  std::mutex barrier_mutex_;
  std::condition_variable barrier_cv_;
  int barrier_waiting_ = 0;
  int64_t barrier_generation_ = 0;
};

class LocalCommunicator final : public Communicator {
 public:
  LocalCommunicator(LocalWorld& world, int rank) : world_(world), rank_(rank) {}
  int rank() const override { return rank_; }
  int size() const override { return world_.size(); }
  void barrier() override { world_.barrier(); }

 protected:
  void do_send(std::span<const std::byte> data, int to) override {
    world_.post(rank_, to, Bytes(data.begin(), data.end()));
  }
  Bytes do_recv(int from) override { return world_.take(from, rank_); }

 private:
  LocalWorld& world_;
  int rank_;
};

}  // namespace

namespace detail {

void run_local(int size, const std::function<void(Communicator&)>& body) {
  LocalWorld world(size);
  std::mutex error_mutex;
  std::exception_ptr first_error;
  auto rank_main = [&](int rank) {
    LocalCommunicator comm(world, rank);
    try {
      body(comm);
    } catch (const Aborted&) {
      // Woken because another rank failed: that rank's error is the one to report.
    } catch (...) {
      {
        std::lock_guard lock(error_mutex);
        if (!first_error) first_error = std::current_exception();
      }
      world.abort();
    }
  };
  if (size == 1) {
    rank_main(0);  // no thread needed for a single device
  } else {
    std::vector<std::thread> threads;
    threads.reserve(size);
    for (int r = 0; r < size; ++r) threads.emplace_back(rank_main, r);
    for (auto& t : threads) t.join();
  }
  if (first_error) std::rethrow_exception(first_error);
}

}  // namespace detail
}  // namespace shardproof::exec
