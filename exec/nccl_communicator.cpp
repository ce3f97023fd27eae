// \file The `nccl` backend: one GPU per device, all driven from this process (thread r
// owns GPU r and its NCCL communicator, created together with ncclCommInitAll).
//
//   mesh <["x"=4]> on a 4-GPU node: run_nccl(4, body) — thread 2 runs body on GPU 2;
//   all_gather(0, {"x"}) there is one exchange round = one ncclGroupStart/End.
//
// Shards live in host memory (the same Shard type as every backend); each round stages
// them through device buffers, so what crosses between GPUs is real NCCL traffic. NCCL
// has no probe and no buffered send, so a round runs in two NCCL groups: first the byte
// counts (one int64 per message), then the payloads. A plain send/recv is a one-message
// round and therefore a rendezvous: it returns once the peer posted the matching call.
// Compiled with g++ (no kernels), linked against cudart and libnccl.
#include <cuda_runtime.h>
#include <nccl.h>

#include <exception>
#include <mutex>
#include <thread>

#include <fmt/format.h>

#include "exec/communicator.h"

namespace shardproof::exec {
namespace {

void cuda_check(cudaError_t rc, const char* what) {
  if (rc != cudaSuccess) throw std::runtime_error(fmt::format("{}: {}", what, cudaGetErrorString(rc)));
}
void nccl_check(ncclResult_t rc, const char* what) {
  if (rc != ncclSuccess) throw std::runtime_error(fmt::format("{}: {}", what, ncclGetErrorString(rc)));
}

// A device allocation freed on scope exit.
class DeviceBuffer {
 public:
  explicit DeviceBuffer(size_t bytes) {
    if (bytes) cuda_check(cudaMalloc(&ptr_, bytes), "cudaMalloc");
  }
  ~DeviceBuffer() {
    if (ptr_) cudaFree(ptr_);
  }
  DeviceBuffer(const DeviceBuffer&) = delete;
  DeviceBuffer& operator=(const DeviceBuffer&) = delete;
  std::byte* get() const { return static_cast<std::byte*>(ptr_); }

 private:
  void* ptr_ = nullptr;
};

class NcclCommunicator final : public Communicator {
 public:
  NcclCommunicator(ncclComm_t comm, int rank, int size) : comm_(comm), rank_(rank), size_(size) {
    cuda_check(cudaSetDevice(rank), "cudaSetDevice");
    cuda_check(cudaStreamCreate(&stream_), "cudaStreamCreate");
  }
  ~NcclCommunicator() override { cudaStreamDestroy(stream_); }
  NcclCommunicator(const NcclCommunicator&) = delete;
  NcclCommunicator& operator=(const NcclCommunicator&) = delete;

  int rank() const override { return rank_; }
  int size() const override { return size_; }

  void barrier() override {
    DeviceBuffer one(sizeof(int32_t));
    nccl_check(ncclAllReduce(one.get(), one.get(), 1, ncclInt32, ncclSum, comm_, stream_), "ncclAllReduce");
    cuda_check(cudaStreamSynchronize(stream_), "cudaStreamSynchronize");
  }

 protected:
  void do_send(std::span<const std::byte> data, int to) override { do_exchange({Message{to, data}}, {}); }
  Bytes do_recv(int from) override { return std::move(do_exchange({}, {from}).front()); }

  std::vector<Bytes> do_exchange(const std::vector<Message>& sends, const std::vector<int>& from) override {
    // Round 1: sizes.
    std::vector<int64_t> send_sizes, recv_sizes(from.size());
    for (const Message& m : sends) send_sizes.push_back(static_cast<int64_t>(m.data.size()));
    DeviceBuffer d_send_sizes(send_sizes.size() * sizeof(int64_t));
    DeviceBuffer d_recv_sizes(recv_sizes.size() * sizeof(int64_t));
    if (!send_sizes.empty())
      cuda_check(cudaMemcpy(d_send_sizes.get(), send_sizes.data(), send_sizes.size() * sizeof(int64_t),
                            cudaMemcpyHostToDevice), "cudaMemcpy");
    nccl_check(ncclGroupStart(), "ncclGroupStart");
    for (size_t i = 0; i < sends.size(); ++i)
      nccl_check(ncclSend(d_send_sizes.get() + i * sizeof(int64_t), 1, ncclInt64, sends[i].to, comm_, stream_),
                 "ncclSend");
    for (size_t i = 0; i < from.size(); ++i)
      nccl_check(ncclRecv(d_recv_sizes.get() + i * sizeof(int64_t), 1, ncclInt64, from[i], comm_, stream_),
                 "ncclRecv");
    nccl_check(ncclGroupEnd(), "ncclGroupEnd");
    cuda_check(cudaStreamSynchronize(stream_), "cudaStreamSynchronize");
    if (!recv_sizes.empty())
      cuda_check(cudaMemcpy(recv_sizes.data(), d_recv_sizes.get(), recv_sizes.size() * sizeof(int64_t),
                            cudaMemcpyDeviceToHost), "cudaMemcpy");

    // Round 2: payloads, staged through one device buffer per direction.
    size_t send_total = 0, recv_total = 0;
    for (int64_t s : send_sizes) send_total += static_cast<size_t>(s);
    for (int64_t s : recv_sizes) recv_total += static_cast<size_t>(s);
    DeviceBuffer d_send(send_total), d_recv(recv_total);
    size_t offset = 0;
    for (const Message& m : sends) {
      if (!m.data.empty())
        cuda_check(cudaMemcpy(d_send.get() + offset, m.data.data(), m.data.size(), cudaMemcpyHostToDevice),
                   "cudaMemcpy");
      offset += m.data.size();
    }
    nccl_check(ncclGroupStart(), "ncclGroupStart");
    offset = 0;
    for (const Message& m : sends) {
      // Both sides skip empty messages: they agree on the size after round 1.
      if (!m.data.empty())
        nccl_check(ncclSend(d_send.get() + offset, m.data.size(), ncclUint8, m.to, comm_, stream_), "ncclSend");
      offset += m.data.size();
    }
    offset = 0;
    for (size_t i = 0; i < from.size(); ++i) {
      const auto n = static_cast<size_t>(recv_sizes[i]);
      if (n) nccl_check(ncclRecv(d_recv.get() + offset, n, ncclUint8, from[i], comm_, stream_), "ncclRecv");
      offset += n;
    }
    nccl_check(ncclGroupEnd(), "ncclGroupEnd");
    cuda_check(cudaStreamSynchronize(stream_), "cudaStreamSynchronize");
    std::vector<Bytes> received(from.size());
    offset = 0;
    for (size_t i = 0; i < from.size(); ++i) {
      received[i].resize(static_cast<size_t>(recv_sizes[i]));
      if (!received[i].empty())
        cuda_check(cudaMemcpy(received[i].data(), d_recv.get() + offset, received[i].size(), cudaMemcpyDeviceToHost),
                   "cudaMemcpy");
      offset += received[i].size();
    }
    return received;
  }

 private:
  ncclComm_t comm_;
  int rank_;
  int size_;
  cudaStream_t stream_ = nullptr;
};

}  // namespace

int cuda_device_count() {
  int count = 0;
  // Without a GPU this is cudaErrorNoDevice or cudaErrorInsufficientDriver: not an error
  // for us, just zero devices.
  if (cudaGetDeviceCount(&count) != cudaSuccess) {
    cudaGetLastError();  // clear the sticky error state
    return 0;
  }
  return count;
}

namespace detail {

void run_nccl(int size, const std::function<void(Communicator&)>& body) {
  const int gpus = cuda_device_count();
  if (gpus < size)
    throw BackendUnavailable(fmt::format("the nccl backend needs {} GPUs (one per device) but {} {} visible", size,
                                         gpus, gpus == 1 ? "is" : "are"));
  std::vector<ncclComm_t> comms(static_cast<size_t>(size));
  nccl_check(ncclCommInitAll(comms.data(), size, nullptr), "ncclCommInitAll");
  std::mutex error_mutex;
  std::exception_ptr first_error;
  bool aborted = false;
  auto rank_main = [&](int rank, ncclComm_t handle) {
    try {
      NcclCommunicator comm(handle, rank, size);
      body(comm);
    } catch (...) {
      std::lock_guard lock(error_mutex);
      if (!first_error) {
        first_error = std::current_exception();
        // Unblock ranks waiting on this one inside NCCL (abort also frees the comms).
        for (ncclComm_t c : comms) ncclCommAbort(c);
        aborted = true;
      }
    }
  };
  std::vector<std::thread> threads;
  for (int r = 0; r < size; ++r) threads.emplace_back(rank_main, r, comms[static_cast<size_t>(r)]);
  for (auto& t : threads) t.join();
  if (!aborted)
    for (ncclComm_t c : comms) ncclCommDestroy(c);
  if (first_error) std::rethrow_exception(first_error);
}

}  // namespace detail
}  // namespace shardproof::exec
