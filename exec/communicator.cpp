// \file Backend-independent parts of the Communicator: byte counting, the default
// exchange round, backend names and the run_spmd dispatcher.
//
//   run_spmd(Backend::local, 8, body)   8 threads, body(comm) on each, comm.rank() = 0..7
#include "exec/communicator.h"

#include <fmt/format.h>

namespace shardproof::exec {

std::string to_string(Backend backend) {
  switch (backend) {
    case Backend::local: return "local";
    case Backend::mpi: return "mpi";
    case Backend::nccl: return "nccl";
  }
  return "?";
}

std::optional<Backend> parse_backend(std::string_view name) {
  if (name == "local") return Backend::local;
  if (name == "mpi") return Backend::mpi;
  if (name == "nccl") return Backend::nccl;
  return std::nullopt;
}

bool backend_compiled(Backend backend) {
  switch (backend) {
    case Backend::local: return true;
    case Backend::mpi:
#ifdef SHARDPROOF_HAVE_MPI
      return true;
#else
      return false;
#endif
    case Backend::nccl:
#ifdef SHARDPROOF_HAVE_NCCL
      return true;
#else
      return false;
#endif
  }
  return false;
}

void Communicator::check_peer(int peer, const char* what) const {
  if (peer < 0 || peer >= size() || peer == rank())
    throw std::logic_error(fmt::format("rank {}: {} peer {} is out of range or self (world of {})", rank(),
                                       what, peer, size()));
}

void Communicator::send(std::span<const std::byte> data, int to) {
  check_peer(to, "send to");
  do_send(data, to);
  bytes_sent_ += static_cast<int64_t>(data.size());
}

Bytes Communicator::recv(int from) {
  check_peer(from, "receive from");
  Bytes b = do_recv(from);
  bytes_received_ += static_cast<int64_t>(b.size());
  return b;
}

std::vector<Bytes> Communicator::exchange(const std::vector<Message>& sends, const std::vector<int>& from) {
  for (const Message& m : sends) check_peer(m.to, "send to");
  for (int f : from) check_peer(f, "receive from");
  std::vector<Bytes> received = do_exchange(sends, from);
  for (const Message& m : sends) bytes_sent_ += static_cast<int64_t>(m.data.size());
  for (const Bytes& b : received) bytes_received_ += static_cast<int64_t>(b.size());
  return received;
}

std::vector<Bytes> Communicator::do_exchange(const std::vector<Message>& sends, const std::vector<int>& from) {
  for (const Message& m : sends) do_send(m.data, m.to);
  std::vector<Bytes> received;
  received.reserve(from.size());
  for (int f : from) received.push_back(do_recv(f));
  return received;
}

void run_spmd(Backend backend, int size, const std::function<void(Communicator&)>& body) {
  if (size < 1) throw std::invalid_argument("run_spmd: a world needs at least one rank");
  switch (backend) {
    case Backend::local:
      detail::run_local(size, body);
      return;
    case Backend::mpi:
#ifdef SHARDPROOF_HAVE_MPI
      detail::run_mpi(size, body);
      return;
#else
      throw BackendUnavailable("the mpi backend was not compiled in (OpenMPI not found at configure time)");
#endif
    case Backend::nccl:
#ifdef SHARDPROOF_HAVE_NCCL
      detail::run_nccl(size, body);
      return;
#else
      throw BackendUnavailable("the nccl backend was not compiled in (CUDA/NCCL not found at configure time)");
#endif
  }
}

#ifndef SHARDPROOF_HAVE_NCCL
int cuda_device_count() { return 0; }
#endif

}  // namespace shardproof::exec
