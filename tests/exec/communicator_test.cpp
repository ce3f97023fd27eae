// \file The local backend's point-to-point layer: ordering, byte counts, barriers, and
// that one failing rank ends the run with its error instead of hanging the others.
//
//   run_spmd(local, 4, body): rank r sends "r" to (r+1)%4 and receives from (r+3)%4.
#include <gtest/gtest.h>

#include <atomic>
#include <cstring>

#include "exec/communicator.h"

namespace shardproof::exec {
namespace {

Bytes bytes_of(const std::string& s) {
  Bytes b(s.size());
  std::memcpy(b.data(), s.data(), s.size());
  return b;
}
std::string string_of(const Bytes& b) { return std::string(reinterpret_cast<const char*>(b.data()), b.size()); }

TEST(LocalCommunicator, RingKeepsOrderAndCountsBytes) {
  std::vector<std::string> got(4);
  std::vector<int64_t> sent(4), received(4);
  run_spmd(Backend::local, 4, [&](Communicator& comm) {
    const int r = comm.rank();
    EXPECT_EQ(comm.size(), 4);
    for (int k = 0; k < 3; ++k) comm.send(bytes_of(std::to_string(r) + ":" + std::to_string(k)), (r + 1) % 4);
    std::string s;
    for (int k = 0; k < 3; ++k) s += string_of(comm.recv((r + 3) % 4)) + " ";
    got[r] = s;
    comm.barrier();
    sent[r] = comm.bytes_sent();
    received[r] = comm.bytes_received();
  });
  EXPECT_EQ(got[0], "3:0 3:1 3:2 ");
  EXPECT_EQ(got[2], "1:0 1:1 1:2 ");
  for (int r = 0; r < 4; ++r) {
    EXPECT_EQ(sent[r], 9);
    EXPECT_EQ(received[r], 9);
  }
}

TEST(LocalCommunicator, ExchangeWithEveryone) {
  run_spmd(Backend::local, 5, [](Communicator& comm) {
    const Bytes mine = bytes_of(std::string(static_cast<size_t>(comm.rank() + 1), 'a'));
    std::vector<Communicator::Message> sends;
    std::vector<int> from;
    for (int p = 0; p < comm.size(); ++p)
      if (p != comm.rank()) {
        sends.push_back({p, mine});
        from.push_back(p);
      }
    std::vector<Bytes> got = comm.exchange(sends, from);
    for (size_t i = 0; i < from.size(); ++i) EXPECT_EQ(got[i].size(), static_cast<size_t>(from[i] + 1));
  });
}

TEST(LocalCommunicator, ManyBarriers) {
  std::atomic<int> counter{0};
  run_spmd(Backend::local, 6, [&](Communicator& comm) {
    for (int round = 0; round < 50; ++round) {
      counter.fetch_add(1);
      comm.barrier();
      EXPECT_GE(counter.load(), 6 * (round + 1));
      comm.barrier();
    }
  });
}

TEST(LocalCommunicator, FailingRankDoesNotHangOthers) {
  EXPECT_THROW(run_spmd(Backend::local, 3,
                        [](Communicator& comm) {
                          if (comm.rank() == 0) throw std::runtime_error("rank 0 failed");
                          comm.recv(0);  // would wait forever
                        }),
               std::runtime_error);
  EXPECT_THROW(run_spmd(Backend::local, 3,
                        [](Communicator& comm) {
                          if (comm.rank() == 2) throw std::invalid_argument("bad");
                          comm.barrier();
                        }),
               std::invalid_argument);
}

TEST(LocalCommunicator, RejectsSelfAndOutOfRangePeers) {
  EXPECT_THROW(run_spmd(Backend::local, 2, [](Communicator& comm) { comm.send({}, comm.rank()); }), std::logic_error);
  EXPECT_THROW(run_spmd(Backend::local, 2, [](Communicator& comm) { comm.recv(5); }), std::logic_error);
}

TEST(Backends, NamesAndAvailability) {
  EXPECT_EQ(parse_backend("mpi"), Backend::mpi);
  EXPECT_EQ(to_string(Backend::nccl), "nccl");
  EXPECT_FALSE(parse_backend("gloo").has_value());
  EXPECT_TRUE(backend_compiled(Backend::local));
  if (!backend_compiled(Backend::nccl)) {
    EXPECT_THROW(run_spmd(Backend::nccl, 2, [](Communicator&) {}), BackendUnavailable);
  } else if (cuda_device_count() < 2) {
    // Built with NCCL on a machine without (enough) GPUs: refused cleanly, no crash.
    EXPECT_THROW(run_spmd(Backend::nccl, cuda_device_count() + 1, [](Communicator&) {}), BackendUnavailable);
  }
}

}  // namespace
}  // namespace shardproof::exec
