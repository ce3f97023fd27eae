// \file Runs plans across MPI ranks (one rank per device) and checks them bit-exact.
// Registered with ctest as `mpirun -np 4 mpi_exec_check`; exits 0 when every plan is
// bit-exact, 1 otherwise (rank 0 holds the verdict, the other ranks exit 0).
//
//   mesh x=2,y=2 over 4 ranks: [{"x","y"},{}] -> permute [{"y","x"},{}] -> all_gather x -> [{"y"},{}]
// The C API only: the deprecated C++ bindings would add libmpi_cxx to every link.
#define OMPI_SKIP_MPICXX 1
#define MPICH_SKIP_MPICXX 1
#include <mpi.h>

#include <cstdio>

#include "exec/local_collectives.h"
#include "redistribute/collective.h"
#include "tests/exec/backend_checks.h"

int main(int argc, char** argv) {
  using namespace shardproof;
  int provided = 0;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  int rank = 0, size = 1;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int failures = 0;
  try {
    for (const redistribute::Plan& plan : exec::test::backend_check_plans(size)) {
      const exec::ExecutionReport report = exec::execute_plan(plan, {42, exec::Backend::mpi});
      if (rank != 0) continue;
      std::string steps;
      for (const auto& s : plan.steps) steps += redistribute::describe(plan.mesh, s.op) + "; ";
      std::printf("%s %s: %s\n", plan.mesh.to_short().c_str(), steps.c_str(), exec::describe(report).c_str());
      if (!report.bit_exact) ++failures;
    }
  } catch (const std::exception& e) {
    std::fprintf(stderr, "rank %d: %s\n", rank, e.what());
    MPI_Abort(MPI_COMM_WORLD, 2);  // the other ranks may be waiting on this one
  }
  MPI_Finalize();
  return failures == 0 ? 0 : 1;
}
