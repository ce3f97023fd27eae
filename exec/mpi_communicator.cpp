// \file The `mpi` backend: one MPI rank per device over a duplicate of MPI_COMM_WORLD.
//
//   mpirun -np 8 mpi_exec_check      mesh <["x"=4, "y"=2]>: rank 5 is device (2,1)
//
// Sends are buffered (a copy is posted with MPI_Isend and kept until it completes), so
// the send-everything-then-receive rounds of the collectives cannot deadlock. Receives
// probe for the size first: a receiver need not know how much its peer sends. Messages
// between two ranks keep their order (MPI's non-overtaking rule, one tag, one comm).
// A rank that fails mid-run ends the whole job (MPI_Abort) instead of leaving: the other
// ranks may be blocked receiving from it, and a rank that returns or exits normally would
// then wait in MPI_Finalize for them forever (measured before this: `mpirun -np 4` with rank
// 1 throwing or calling exit() hung until killed; now it fails in about a second,
// tests/exec/mpi_rank_death_test.sh). A rank killed by a signal is mpirun's to notice.
// The C API only: the deprecated C++ bindings would add libmpi_cxx to every link.
#define OMPI_SKIP_MPICXX 1
#define MPICH_SKIP_MPICXX 1
#include <mpi.h>

#include <atomic>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <list>

#include <fmt/format.h>

#include "exec/communicator.h"

namespace shardproof::exec {
namespace {

void check(int rc, const char* what) {
  if (rc != MPI_SUCCESS) {
    char text[MPI_MAX_ERROR_STRING];
    int len = 0;
    MPI_Error_string(rc, text, &len);
    throw std::runtime_error(fmt::format("{}: {}", what, std::string(text, len)));
  }
}

class MpiCommunicator final : public Communicator {
 public:
  MpiCommunicator() {
    check(MPI_Comm_dup(MPI_COMM_WORLD, &comm_), "MPI_Comm_dup");
    MPI_Comm_rank(comm_, &rank_);
    MPI_Comm_size(comm_, &size_);
  }
  ~MpiCommunicator() override {
    complete_sends();
    MPI_Comm_free(&comm_);
  }
  MpiCommunicator(const MpiCommunicator&) = delete;
  MpiCommunicator& operator=(const MpiCommunicator&) = delete;

  int rank() const override { return rank_; }
  int size() const override { return size_; }
  void barrier() override {
    complete_sends();
    check(MPI_Barrier(comm_), "MPI_Barrier");
  }

 protected:
  void do_send(std::span<const std::byte> data, int to) override {
    if (data.size() > static_cast<size_t>(INT_MAX))
      throw std::runtime_error(fmt::format("mpi backend: message of {} bytes exceeds MPI's int count", data.size()));
    Pending& p = pending_.emplace_back();
    p.buffer.assign(data.begin(), data.end());
    check(MPI_Isend(p.buffer.data(), static_cast<int>(p.buffer.size()), MPI_BYTE, to, kTag, comm_, &p.request),
          "MPI_Isend");
    reap_completed();
  }

  Bytes do_recv(int from) override {
    MPI_Status status;
    check(MPI_Probe(from, kTag, comm_, &status), "MPI_Probe");
    int count = 0;
    MPI_Get_count(&status, MPI_BYTE, &count);
    Bytes b(static_cast<size_t>(count));
    check(MPI_Recv(b.data(), count, MPI_BYTE, from, kTag, comm_, MPI_STATUS_IGNORE), "MPI_Recv");
    return b;
  }

 private:
  static constexpr int kTag = 7;
  struct Pending {
    Bytes buffer;
    MPI_Request request = MPI_REQUEST_NULL;
  };

  // Frees the buffers of sends that have completed, so memory stays bounded.
  void reap_completed() {
    for (auto it = pending_.begin(); it != pending_.end();) {
      int done = 0;
      MPI_Test(&it->request, &done, MPI_STATUS_IGNORE);
      it = done ? pending_.erase(it) : std::next(it);
    }
  }
  void complete_sends() {
    for (Pending& p : pending_) MPI_Wait(&p.request, MPI_STATUS_IGNORE);
    pending_.clear();
  }

  MPI_Comm comm_ = MPI_COMM_NULL;
  int rank_ = 0;
  int size_ = 1;
  std::list<Pending> pending_;  // list: buffers must not move while MPI owns them
};

}  // namespace

namespace {

// A body is running on this rank: leaving the process now would strand the other ranks.
std::atomic<bool> g_body_running{false};

// The exit code of a job ended because one rank failed: 2, what shardproof exits with on any
// error it did not expect (cli/main.cpp).
constexpr int kAbortCode = 2;

[[noreturn]] void abort_job(const std::string& why) {
  int rank = -1;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  std::fprintf(stderr, "mpi backend: rank %d: %s; ending the job (the other ranks may be waiting on this one)\n",
               rank, why.c_str());
  std::fflush(stderr);
  MPI_Abort(MPI_COMM_WORLD, kAbortCode);
  std::_Exit(kAbortCode);  // MPI_Abort does not return; if it did, still never finalize
}

}  // namespace

namespace detail {

void run_mpi(int size, const std::function<void(Communicator&)>& body) {
  int initialized = 0;
  MPI_Initialized(&initialized);
  if (!initialized) {
    // Started outside a program that manages MPI itself: initialize once and finalize at
    // exit, as a singleton run when there is no mpirun.
    int provided = 0;
    check(MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided), "MPI_Init_thread");
    std::atexit([] {
      int finalized = 0;
      MPI_Finalized(&finalized);
      if (!finalized) MPI_Finalize();
    });
  }
  // exit() while a body runs (registered after the finalizer, so it runs first): abort the
  // job rather than finalize against ranks that wait for this one.
  static const bool guard_registered = [] {
    std::atexit([] {
      if (g_body_running.load()) abort_job("the process exited in the middle of a run");
    });
    return true;
  }();
  (void)guard_registered;
  int world = 0;
  MPI_Comm_size(MPI_COMM_WORLD, &world);
  if (world != size)
    throw BackendUnavailable(fmt::format("the mpi backend needs {} ranks (one per device) but MPI_COMM_WORLD has {}; "
                                         "start with mpirun -np {}", size, world, size));
  MpiCommunicator comm;
  g_body_running = true;
  try {
    body(comm);
  } catch (const std::exception& e) {
    if (world > 1) abort_job(e.what());
    g_body_running = false;
    throw;  // alone in the world: nobody waits, the caller reports it
  } catch (...) {
    if (world > 1) abort_job("an unknown exception");
    g_body_running = false;
    throw;
  }
  g_body_running = false;
  comm.barrier();  // every rank's sends completed before the communicator goes away
}

}  // namespace detail
}  // namespace shardproof::exec
