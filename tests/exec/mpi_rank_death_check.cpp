// \file One rank of an `mpi` run dies mid-collective; the job must end with an error within
// seconds, never hang. Run by ctest as `mpirun -np 4 mpi_rank_death_check MODE` (the test
// times the whole mpirun and checks it failed):
//   throw   rank 1 throws from its body (an error in its share of the work); the program
//           catches it at the top, as the CLI does, and returns normally
//   exit    rank 1 leaves with exit(3), no MPI_Finalize
//   abort   rank 1 is killed by SIGABRT
//   none    nobody dies: the job succeeds (the control)
// Every other rank is then waiting in a receive from rank 1 (an all-gather over all ranks).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <string>

#include "exec/communicator.h"

int main(int argc, char** argv) {
  using namespace shardproof::exec;
  const std::string mode = argc > 1 ? argv[1] : "none";
  const int size = argc > 2 ? std::atoi(argv[2]) : 4;
  try {
    run_spmd(Backend::mpi, size, [&](Communicator& comm) {
      // A first round every rank completes: the world is up.
      std::vector<Communicator::Message> sends;
      Bytes mine(1 << 20, std::byte{static_cast<unsigned char>(comm.rank())});
      std::vector<int> from;
      for (int r = 0; r < comm.size(); ++r)
        if (r != comm.rank()) sends.push_back({r, mine}), from.push_back(r);
      comm.exchange(sends, from);
      // Rank 1 dies before the second round; the others wait for its block.
      if (comm.rank() == 1) {
        if (mode == "throw") throw std::runtime_error("rank 1: a kernel failed");
        if (mode == "exit") std::exit(3);
        if (mode == "abort") std::abort();
      }
      comm.exchange(sends, from);
    });
  } catch (const std::exception& e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    return 1;
  }
  return 0;
}
