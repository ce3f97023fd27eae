// \file The point-to-point layer every collective of exec/ is written against, and its
// three backends: `local` (one thread per device in this process), `mpi` (one rank per
// device, OpenMPI) and `nccl` (one GPU per device, CUDA + NCCL).
//
//   mesh <["x"=4]>, all_gather(0, {"x"}) on [{"x"}, {}]:
//     device 2 sends its block to 0, 1, 3 and receives theirs; every device then
//     concatenates blocks 0..3 — the same code on every backend, only Communicator differs.
//
// Messages between one pair of ranks arrive in the order they were sent. Sends on `local`
// and `mpi` are buffered (they return before the receiver asks), so "send to everyone,
// then receive from everyone" cannot deadlock. NCCL has no buffered send: its send/recv
// are rendezvous, and collectives use `exchange`, which posts a whole round of sends and
// receives at once (one NCCL group) on every backend.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace shardproof::exec {

using Bytes = std::vector<std::byte>;

enum class Backend { local, mpi, nccl };
std::string to_string(Backend backend);
std::optional<Backend> parse_backend(std::string_view name);
// Whether the backend was compiled in (it may still be unable to run, e.g. no GPU).
bool backend_compiled(Backend backend);

// A backend that cannot run here: not compiled in, no GPU, an MPI world of the wrong size.
class BackendUnavailable : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// One rank's view of a world of `size()` ranks. Byte counters count only what crosses
// between ranks (collectives copy their own piece locally, never through the network).
class Communicator {
 public:
  struct Message {
    int to = 0;
    std::span<const std::byte> data;
  };

  virtual ~Communicator() = default;
  virtual int rank() const = 0;
  virtual int size() const = 0;

  void send(std::span<const std::byte> data, int to);
  Bytes recv(int from);
  virtual void barrier() = 0;
  // One round: sends every message and receives one message from each rank in `from`
  // (returned in that order). A rank must not appear twice in `from`.
  std::vector<Bytes> exchange(const std::vector<Message>& sends, const std::vector<int>& from);

  int64_t bytes_sent() const { return bytes_sent_; }
  int64_t bytes_received() const { return bytes_received_; }

 protected:
  virtual void do_send(std::span<const std::byte> data, int to) = 0;
  virtual Bytes do_recv(int from) = 0;
  // Default: every send, then every receive (correct for buffered sends).
  virtual std::vector<Bytes> do_exchange(const std::vector<Message>& sends, const std::vector<int>& from);
  void check_peer(int peer, const char* what) const;

 private:
  int64_t bytes_sent_ = 0;
  int64_t bytes_received_ = 0;
};

// Runs `body` once per rank of a world of `size` ranks, SPMD style:
//   local: `size` threads in this process, each with its own LocalCommunicator;
//   nccl:  `size` threads, thread r driving GPU r (needs `size` GPUs);
//   mpi:   `body` runs once, for this process's rank of MPI_COMM_WORLD, which must have
//          `size` ranks (started by mpirun); MPI is initialized on first use.
// The first exception thrown by any rank is rethrown here; on local/nccl the other ranks
// are woken (their pending receives throw) so that nothing hangs.
// Throws BackendUnavailable when the backend cannot run here.
void run_spmd(Backend backend, int size, const std::function<void(Communicator&)>& body);

// ---- backends (declared here so run_spmd's callers need no backend header) -------------

namespace detail {
void run_local(int size, const std::function<void(Communicator&)>& body);
#ifdef SHARDPROOF_HAVE_MPI
void run_mpi(int size, const std::function<void(Communicator&)>& body);
#endif
#ifdef SHARDPROOF_HAVE_NCCL
void run_nccl(int size, const std::function<void(Communicator&)>& body);
#endif
}  // namespace detail

// Number of usable CUDA devices; 0 when CUDA is not compiled in or no driver/GPU exists.
int cuda_device_count();

}  // namespace shardproof::exec
