// \file Runs programs with every device's ops on the GPU (ProgramRunOptions::gpu_kernels: all
// logical devices of the mesh on GPU 0) and checks each against the host reference of the
// unpartitioned program. Exits 77 (ctest's SKIP_RETURN_CODE) where the CUDA kernels are not
// compiled in or no GPU is visible, 0 when every program agrees and ran ops on the GPU,
// 1 otherwise.
//
//   gpu_kernels_check examples/models examples/thirdparty   # every .mlir under them
//   gpu_kernels_check examples/models/mlp_tp.shardy.mlir
// One line per program: agrees / MISMATCH, op runs on the GPU, on the host (by name), the
// largest error over the tolerance's scale, and the time of one partitioned step. Every op
// run on the GPU is also run by its host kernel on the same operands (gpu_cross_check): a
// kernel that differs fails the program, named with its line, even where the outputs agree.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "exec/gpu/gpu_kernels.h"
#include "exec/program_runner.h"
#include "partition/check/check.h"
#include "partition/ir/stablehlo_reader.h"

int main(int argc, char** argv) {
  using namespace shardproof;
  namespace fs = std::filesystem;
  if (!exec::gpu::compiled() || exec::gpu::device_count() < 1) {
    std::printf("SKIP: %s\n", exec::gpu::compiled() ? "no usable GPU" : "CUDA kernels not compiled in");
    return 77;
  }
  std::printf("GPU: %s\n", exec::gpu::describe_device().c_str());
  std::vector<std::string> files;
  for (int a = 1; a < argc; ++a) {
    if (fs::is_directory(argv[a])) {
      for (const auto& e : fs::directory_iterator(argv[a]))
        if (e.path().extension() == ".mlir") files.push_back(e.path().string());
    } else {
      files.emplace_back(argv[a]);
    }
  }
  std::sort(files.begin(), files.end());
  int failures = 0, ran = 0, refused = 0;
  int64_t gpu_runs = 0, host_runs = 0;
  for (const std::string& path : files) {
    const std::string name = fs::path(path).filename().string();
    try {
      partition::ReadOptions options;
      options.file_name = path;
      partition::Program program = partition::read_stablehlo_file(path, options);
      const partition::CheckReport report = partition::check_program(program, {});
      exec::ProgramRunOptions run_options;
      run_options.gpu_kernels = true;
      run_options.repeat = 1;
      run_options.gpu_cross_check = true;
      const exec::ProgramRunReport run = exec::run_program(program, report.lowered, exec::random_arguments(program, 7), run_options);
      ++ran;
      std::string host;
      int64_t host_here = 0;
      for (const auto& [op, runs] : run.host_op_runs) {
        host += fmt::format("{}{} x{}", host.empty() ? "" : ", ", op, runs);
        host_here += runs;
      }
      double worst = 0;  // largest error over the tolerance's scale, over outputs compared by tolerance
      for (const auto& o : run.outputs)
        if (o.tolerance > 0) worst = std::max(worst, o.max_abs_error / o.tolerance);
      gpu_runs += run.gpu_op_runs;
      host_runs += host_here;
      const bool ok = run.agrees() && run.gpu_op_runs > 0 && !run.kernel_mismatch;
      if (!ok) ++failures;
      std::printf("%-48s %s  gpu %lld, host %lld%s%s  error/tolerance-scale %.3g  step %.3f s\n", name.c_str(),
                  run.agrees() ? "agrees" : "MISMATCH", static_cast<long long>(run.gpu_op_runs), static_cast<long long>(host_here),
                  host.empty() ? "" : " (", host.empty() ? "" : (host + ")").c_str(), worst, run.median_step_seconds);
      if (run.mismatch) std::printf("  %s\n", exec::describe(*run.mismatch).c_str());
      if (run.kernel_mismatch) std::printf("  kernel: %s\n", exec::describe(*run.kernel_mismatch).c_str());
    } catch (const exec::ProgramUnsupported& e) {
      ++refused;  // the executor does not run it on the host either (README: partial-auto shard_map)
      std::printf("%-48s not run: line %d: %s\n", name.c_str(), e.line(), e.what());
    } catch (const std::exception& e) {
      ++failures;
      std::printf("%-48s ERROR: %s\n", name.c_str(), e.what());
    }
    std::fflush(stdout);
  }
  std::printf("%d programs: %d ran, %d agree, %d refused by the executor; %lld op runs on the GPU, %lld on the host\n",
              static_cast<int>(files.size()), ran, ran - failures, refused, static_cast<long long>(gpu_runs),
              static_cast<long long>(host_runs));
  return failures == 0 && ran > 0 ? 0 : 1;
}
