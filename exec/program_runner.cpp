#include "exec/program_runner.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <complex>
#include <cstring>
#include <functional>
#include <map>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <random>

#include "exec/comparison_rule.h"
#include "exec/gpu/gpu_kernels.h"
#include "exec/interpreter.h"
#include "exec/output_comparison.h"
#include "exec/plan_placement.h"
#include "exec/shard.h"
#include "partition/ops/kernels/element.h"
#include "partition/ops/op_table.h"

namespace shardproof::exec {

using partition::HostBuffer;
using partition::Op;
using partition::OpKind;
using partition::Program;
using partition::Region;
using partition::ValueId;
using types::ShardingType;

std::vector<std::pair<std::string, int>> ops_without_kernel(const Program& program) {
  std::vector<std::pair<std::string, int>> out;
  std::function<void(const std::vector<Op>&)> walk = [&](const std::vector<Op>& ops) {
    for (const Op& op : ops) {
      const auto& info = partition::op_info(op.kind);
      if (!info.kernel && !partition::executor_runs(op.kind))
        out.emplace_back(std::string(info.name) + (op.kind == OpKind::custom_call ? " @" + op.target : ""), op.line);
      for (const Region& r : op.region) walk(r.ops);
    }
  };
  walk(program.main.ops);
  return out;
}

std::vector<HostBuffer> random_arguments(const Program& program, uint64_t seed) {
  std::vector<HostBuffer> out;
  for (size_t a = 0; a < program.main.arguments.size(); ++a) {
    const auto& t = program.value(program.main.arguments[a]).type;
    HostBuffer b = HostBuffer::zeros(t.dtype, t.shape);
    std::mt19937_64 rng(seed * 1000003ULL + a);
    std::uniform_real_distribution<double> real(-1.0, 1.0);
    std::uniform_int_distribution<int> small(0, 7);
    if (partition::kernels::is_complex_dtype(t.dtype)) {  // both parts uniform in [-1, 1)
      partition::kernels::with_complex(t.dtype, [&]<class R>() {
        for (int64_t i = 0; i < b.num_elements(); ++i) {
          const double re = real(rng);
          b.as<std::complex<R>>()[i] = std::complex<R>(static_cast<R>(re), static_cast<R>(real(rng)));
        }
      });
      out.push_back(std::move(b));
      continue;
    }
    try {
      partition::kernels::with_dtype(t.dtype, [&]<class T>() {
        T* p = b.as<T>();
        for (int64_t i = 0; i < b.num_elements(); ++i) {
          if constexpr (std::is_same_v<T, bool>) p[i] = small(rng) % 2 == 1;
          else if constexpr (partition::kernels::is_float_v<T>) p[i] = partition::kernels::from_double<T>(real(rng));
          else p[i] = static_cast<T>(small(rng));
        }
      });
    } catch (const partition::KernelUnsupported& e) {  // fp8, i4: moved, never computed on
      throw ProgramUnsupported(0, fmt::format("argument {} ({}): {}", a, types::to_string(t), e.what()));
    }
    out.push_back(std::move(b));
  }
  return out;
}

// The rounding unit of the least precise floating type any value of the program has.
static double coarsest_rounding_unit(const Program& program) {
  double unit = 0;
  for (const auto& v : program.values) unit = std::max(unit, rounding_unit(v.type.dtype));
  return unit;
}

std::vector<HostBuffer> perturbed_arguments(const Program& program, const std::vector<HostBuffer>& arguments, uint64_t seed) {
  // Half an ulp of the coarsest type: the size of one rounding in it.
  const double move = coarsest_rounding_unit(program) / 2;
  std::vector<HostBuffer> out = arguments;
  for (size_t a = 0; a < out.size(); ++a) {
    HostBuffer& b = out[a];
    const bool complex = partition::kernels::is_complex_dtype(b.dtype);
    const types::DType part = partition::kernels::component_dtype(b.dtype);
    if (!partition::kernels::is_float_dtype(part)) continue;
    std::mt19937_64 rng(seed * 7919ULL + a);
    const int64_t n = b.num_elements() * (complex ? 2 : 1);
    partition::kernels::with_dtype(part, [&]<class T>() {
      T* p = reinterpret_cast<T*>(b.data.data());
      for (int64_t i = 0; i < n; ++i) {
        const double x = partition::kernels::to_double(p[i]);
        p[i] = partition::kernels::from_double<T>(x * (1.0 + ((rng() & 1) ? move : -move)));
      }
    });
  }
  return out;
}

std::vector<HostBuffer> run_reference(const Program& program, const std::vector<HostBuffer>& arguments,
                                      const ProgramRunOptions& options) {
  Threads threads(1);
  Interpreter interpreter(program, nullptr, threads, options.fuse ? options.fusion_block : 0);
  return interpreter.run(arguments);
}

// Keeps freed buffers in the process for the next op instead of returning them to the
// kernel: each op's result is a fresh buffer of a few MiB, and glibc's default hands blocks
// over its (dynamic) mmap threshold back on free, so every step page-faulted its memory in
// again (5% of the transformer training step's samples under perf were page faults and
// their page clearing). 32 MiB is the largest threshold glibc accepts.
void keep_freed_memory() {
#ifdef __GLIBC__
  static const bool once = [] {
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 1 << 30);
    return true;
  }();
  (void)once;
#endif
}

// The conditioning term's s (program_runner.h): the reference run again on
// options.perturbed_references perturbed copies of the arguments; per output and element (a
// complex one's parts apart), the most any of them moved from `expected`: infinite where one
// made a NaN or infinity of a number or the reverse. Empty without perturbed references; an
// output that is not floating-point has no elements here.
static std::vector<std::vector<double>> perturbed_sensitivity(const Program& program, const std::vector<HostBuffer>& arguments,
                                                       const std::vector<HostBuffer>& expected,
                                                       const ProgramRunOptions& options) {
  if (options.perturbed_references <= 0) return {};
  std::vector<std::vector<double>> sensitivity(expected.size());
  std::vector<std::vector<double>> reference(expected.size());  // the reference's elements, as doubles
  for (size_t r = 0; r < expected.size(); ++r) {
    const types::DType part = partition::kernels::component_dtype(expected[r].dtype);
    if (!partition::kernels::is_float_dtype(part)) continue;
    const int64_t count = expected[r].num_elements() * (partition::kernels::is_complex_dtype(expected[r].dtype) ? 2 : 1);
    reference[r] = as_doubles(part, expected[r].data.data(), count);
    sensitivity[r].assign(reference[r].size(), 0.0);
  }
  for (int p = 0; p < options.perturbed_references; ++p) {
    const std::vector<HostBuffer> moved =
        run_reference(program, perturbed_arguments(program, arguments, static_cast<uint64_t>(p) + 1), options);
    for (size_t r = 0; r < expected.size(); ++r) {
      if (reference[r].empty()) continue;
      const std::vector<double>& a = reference[r];
      const std::vector<double> b =
          as_doubles(partition::kernels::component_dtype(moved[r].dtype), moved[r].data.data(), static_cast<int64_t>(a.size()));
      for (size_t i = 0; i < a.size(); ++i) {
        sensitivity[r][i] = std::max(sensitivity[r][i], moved_distance(a[i], b[i]));
      }
    }
  }
  return sensitivity;
}

namespace {

// What every device's runs of the partitioned step left (mpi: rank 0 holds every rank's).
struct DeviceRuns {
  std::vector<std::vector<HostBuffer>> outputs;              // [device][result]
  std::vector<std::vector<std::vector<StepCounters>>> counters;  // [device][redistribution][step]
  std::vector<std::vector<double>> seconds;                  // [device][repeat]
  std::vector<int64_t> peaks, fused_values, fused_bytes, gpu_op_runs;
  std::vector<std::optional<KernelMismatch>> kernel_mismatches;
  std::vector<std::map<std::string, int64_t>> host_op_runs;
  int my_rank = 0;  // mpi: this process's device
};

std::vector<std::vector<StepCounters>> zero_counters(const partition::LoweredProgram& lowered) {
  std::vector<std::vector<StepCounters>> counters(lowered.redistributions.size());
  for (size_t i = 0; i < lowered.redistributions.size(); ++i) counters[i].resize(lowered.redistributions[i].plan.steps.size());
  return counters;
}

Bytes pack(const std::vector<int64_t>& v) {
  Bytes b(v.size() * sizeof(int64_t));
  std::memcpy(b.data(), v.data(), b.size());
  return b;
}

std::vector<int64_t> unpack(const Bytes& b) {
  std::vector<int64_t> v(b.size() / sizeof(int64_t));
  std::memcpy(v.data(), b.data(), v.size() * sizeof(int64_t));
  return v;
}

// mpi: every rank sends rank 0 its times, counters and output blocks; rank 0 receives them.
void gather_on_rank_0(Communicator& comm, const Program& program, const partition::LoweredProgram& lowered,
                      const std::vector<ShardingType>& returned, int repeat, DeviceRuns& runs) {
  const int n = comm.size();
  const auto d = static_cast<size_t>(comm.rank());
  if (comm.rank() != 0) {
    std::vector<int64_t> c{runs.peaks[d], runs.fused_values[d], runs.fused_bytes[d]};
    for (double t : runs.seconds[d]) c.push_back(static_cast<int64_t>(t * 1e9));
    for (const auto& per_step : runs.counters[d])
      for (const auto& x : per_step) c.insert(c.end(), {x.sent, x.received, x.executions});
    comm.send(pack(c), 0);
    for (const auto& o : runs.outputs[d]) comm.send(o.data, 0);
    return;
  }
  const auto& fn = program.main;
  for (int r = 1; r < n; ++r) {
    const auto rr = static_cast<size_t>(r);
    const std::vector<int64_t> c = unpack(comm.recv(r));
    size_t at = 0;
    runs.peaks[rr] = c.at(at++);
    runs.fused_values[rr] = c.at(at++);
    runs.fused_bytes[rr] = c.at(at++);
    for (int k = 0; k < repeat; ++k) runs.seconds[rr][static_cast<size_t>(k)] = static_cast<double>(c.at(at++)) * 1e-9;
    runs.counters[rr] = runs.counters[0];
    for (auto& per_step : runs.counters[rr])
      for (auto& x : per_step) {
        x.sent = c.at(at++);
        x.received = c.at(at++);
        x.executions = c.at(at++);
      }
    runs.outputs[rr] = runs.outputs[0];
    for (size_t o = 0; o < runs.outputs[rr].size(); ++o) {
      runs.outputs[rr][o].shape = types::local_shape(lowered.mesh, returned[o], program.value(fn.results[o]).type.shape);
      runs.outputs[rr][o].data = comm.recv(r);
    }
  }
}

// The partitioned step `repeat` times on every device, each run's clock started once the
// arguments are placed (as XLA's are) and every device is at the barrier.
DeviceRuns run_on_devices(const Program& program, const partition::LoweredProgram& lowered, const PlanPlacement& placement,
                          const std::vector<ShardingType>& returned, const std::vector<HostBuffer>& arguments,
                          const ProgramRunOptions& options, KernelPlace place) {
  const auto n = static_cast<size_t>(lowered.mesh.num_devices());
  const int repeat = std::max(1, options.repeat);
  DeviceRuns runs;
  runs.outputs.resize(n);
  runs.counters.resize(n);
  runs.seconds.assign(n, std::vector<double>(static_cast<size_t>(repeat), 0));
  runs.peaks.assign(n, 0);
  runs.fused_values.assign(n, 0);
  runs.fused_bytes.assign(n, 0);
  runs.gpu_op_runs.assign(n, 0);
  runs.kernel_mismatches.resize(n);
  runs.host_op_runs.resize(n);
  run_spmd(options.backend, static_cast<int>(n), [&](Communicator& comm) {
    const auto d = static_cast<size_t>(comm.rank());
    Threads threads(options.backend == Backend::local ? static_cast<int>(n) : 1);
    DeviceContext device{lowered, placement.at, placement.plan_types, comm, {}};
    for (int k = 0; k < repeat; ++k) {
      device.counters = zero_counters(lowered);
      Interpreter interpreter(program, &device, threads, options.fuse ? options.fusion_block : 0, place, options.gpu_cross_check);
      std::vector<HostBuffer> placed = interpreter.place(arguments);  // before the clock, as XLA's are
      comm.barrier();
      const auto start = std::chrono::steady_clock::now();
      runs.outputs[d] = interpreter.run_placed(std::move(placed));
      runs.seconds[d][static_cast<size_t>(k)] = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      runs.peaks[d] = std::max(runs.peaks[d], interpreter.peak_bytes());
      runs.fused_values[d] = interpreter.fused_values();
      runs.fused_bytes[d] = interpreter.fused_bytes();
      runs.gpu_op_runs[d] = interpreter.gpu_op_runs();
      runs.host_op_runs[d] = interpreter.host_op_runs();
      if (!runs.kernel_mismatches[d]) runs.kernel_mismatches[d] = interpreter.first_kernel_mismatch();
    }
    runs.counters[d] = std::move(device.counters);
    if (options.backend != Backend::mpi || n == 1) return;
    runs.my_rank = comm.rank();
    gather_on_rank_0(comm, program, lowered, returned, repeat, runs);
  });
  return runs;
}

// Every plan step's modelled bytes beside the most any device measured per execution.
std::vector<MeasuredCollective> measured_collectives(const Program& program, const partition::LoweredProgram& lowered,
                                                     const PlanPlacement& placement,
                                                     const std::vector<std::vector<std::vector<StepCounters>>>& counters) {
  std::vector<MeasuredCollective> out;
  for (size_t k = 0; k < lowered.redistributions.size(); ++k) {
    const auto& r = lowered.redistributions[k];
    for (size_t s = 0; s < r.plan.steps.size(); ++s) {
      MeasuredCollective m;
      m.redistribution = static_cast<int>(k);
      m.step = static_cast<int>(s);
      m.kind = redistribute::to_string(r.plan.steps[s].op.kind);
      m.value = program.value(r.value).name;
      m.line = r.line;
      m.modeled_recv_bytes = r.plan.steps[s].cost.recv_bytes;
      m.group_size = r.plan.steps[s].cost.group_size;
      m.elements = partition::kernels::product(types::local_shape(lowered.mesh, placement.plan_types[k][s], r.plan.tensor.shape));
      const auto kind = r.plan.steps[s].op.kind;
      if (kind == redistribute::CollectiveKind::all_reduce || kind == redistribute::CollectiveKind::reduce_scatter)
        m.splits_evenly = m.group_size > 0 && m.elements % m.group_size == 0;
      m.modeled_sent_bytes = r.plan.steps[s].cost.send_bytes;
      for (const auto& per : counters) {
        if (per.empty()) continue;  // mpi: another rank's
        const StepCounters& c = per[k][s];
        m.executions = std::max(m.executions, c.executions);
        if (c.executions == 0) continue;
        m.measured_recv_bytes = std::max(m.measured_recv_bytes, c.received / c.executions);
        m.measured_sent_bytes = std::max(m.measured_sent_bytes, c.sent / c.executions);
      }
      out.push_back(std::move(m));
    }
  }
  return out;
}

// The partitioned side's own conditioning (program_runner.h, "inconclusive"): the
// partitioned step runs again (local backend) on each of the perturbed references' arguments,
// and s' is how far it moved each undecided element (infinite where it turned a number into
// NaN or infinity or back). An element whose difference from the reference is within 4 s'
// moves that far under rounding-sized changes of the inputs on the side under test: the
// reference's few samples did not show it, so the comparison cannot decide there. Any other
// element is a mismatch: a wrong plan or kernel gives the same wrong value whatever the last
// bits of the inputs. Returns s' per undecided element and the number of runs.
std::pair<std::vector<double>, int> partitioned_moves(const Program& program, const partition::LoweredProgram& lowered,
                                                      const PlanPlacement& placement, const std::vector<HostBuffer>& arguments,
                                                      const std::vector<UndecidedElement>& undecided, int perturbed_references,
                                                      const ProgramRunOptions& options, KernelPlace place) {
  std::vector<double> own(undecided.size(), 0.0);
  int runs = 0;
  if (options.backend != Backend::local) return {own, runs};
  const int n = static_cast<int>(lowered.mesh.num_devices());
  for (int p = 0; p < perturbed_references; ++p) {
    const std::vector<HostBuffer> args = perturbed_arguments(program, arguments, static_cast<uint64_t>(p) + 1);
    std::vector<std::vector<HostBuffer>> moved(static_cast<size_t>(n));
    run_spmd(Backend::local, n, [&](Communicator& comm) {
      Threads threads(n);
      DeviceContext device{lowered, placement.at, placement.plan_types, comm, zero_counters(lowered)};
      Interpreter interpreter(program, &device, threads, options.fuse ? options.fusion_block : 0, place);
      moved[static_cast<size_t>(comm.rank())] = interpreter.run(args);
    });
    ++runs;
    for (size_t e = 0; e < undecided.size(); ++e) {
      const UndecidedElement& u = undecided[e];
      const HostBuffer& b = moved[static_cast<size_t>(u.device)][u.output];
      const types::DType part = partition::kernels::component_dtype(b.dtype);
      const int64_t parts = partition::kernels::is_complex_dtype(b.dtype) ? 2 : 1;
      const double x = as_doubles(part, b.data.data() + (u.local_flat * parts + u.part) * types::byte_size(part), 1)[0];
      own[e] = std::max(own[e], moved_distance(x, u.got));
    }
  }
  return {own, runs};
}

}  // namespace

ProgramRunReport run_program(const Program& program, const partition::LoweredProgram& lowered,
                             const std::vector<HostBuffer>& arguments, const ProgramRunOptions& options) {
  keep_freed_memory();
  if (const auto missing = ops_without_kernel(program); !missing.empty())
    throw ProgramUnsupported(missing[0].second, fmt::format("{} has no kernel in the executor", missing[0].first));
  if (arguments.size() != program.main.arguments.size())
    throw std::invalid_argument(fmt::format("{} arguments for a program of {}", arguments.size(), program.main.arguments.size()));
  if (options.gpu_kernels && (!gpu::compiled() || gpu::device_count() < 1))
    throw BackendUnavailable(gpu::compiled() ? "--kernels gpu: no usable CUDA device here"
                                             : "--kernels gpu: the CUDA kernels were not compiled in (no CUDA toolkit at build time)");
  const KernelPlace place = options.gpu_kernels ? KernelPlace::gpu : KernelPlace::host;
  ProgramRunReport report;
  report.backend = options.backend;
  report.devices = lowered.mesh.num_devices();
  if (options.gpu_kernels) report.gpu_device = gpu::describe_device();
  const auto n = static_cast<int>(report.devices);

  const PlanPlacement placement = place_redistributions(lowered);
  const std::vector<ShardingType> returned = returned_types(program, lowered, placement);
  DeviceRuns runs = run_on_devices(program, lowered, placement, returned, arguments, options, place);
  if (runs.my_rank != 0) {  // mpi: rank 0 reports for every device
    report.complete = false;
    return report;
  }

  // The reference, with each value's reduction length for the tolerances.
  Threads reference_threads(1);
  Interpreter reference(program, nullptr, reference_threads, options.fuse ? options.fusion_block : 0,
                        options.gpu_kernels ? KernelPlace::host_reference_for_gpu : KernelPlace::host);
  const auto t0 = std::chrono::steady_clock::now();
  const std::vector<HostBuffer> expected = reference.run(arguments);
  report.reference_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();

  report.peak_bytes = runs.peaks;
  report.fused_values = runs.fused_values;
  report.fused_bytes = runs.fused_bytes;
  for (int d = 0; d < n; ++d) {  // mpi: rank 0's own (the others run the same ops)
    report.gpu_op_runs += runs.gpu_op_runs[static_cast<size_t>(d)];
    for (const auto& [name, count] : runs.host_op_runs[static_cast<size_t>(d)]) report.host_op_runs[name] += count;
    if (!report.kernel_mismatch) report.kernel_mismatch = runs.kernel_mismatches[static_cast<size_t>(d)];
  }
  if (options.keep_outputs) {
    report.device_outputs = runs.outputs;
    report.reference_outputs = expected;
  }
  for (int k = 0; k < std::max(1, options.repeat); ++k) {
    double slowest = 0;
    for (int d = 0; d < n; ++d) slowest = std::max(slowest, runs.seconds[static_cast<size_t>(d)][static_cast<size_t>(k)]);
    report.step_seconds.push_back(slowest);
  }
  std::vector<double> sorted = report.step_seconds;
  std::sort(sorted.begin(), sorted.end());
  report.median_step_seconds = sorted[sorted.size() / 2];
  report.collectives = measured_collectives(program, lowered, placement, runs.counters);

  // Compare every device's block of every output with the reference, with the perturbed
  // references' moves where there are some (the conditioning term).
  ComparedSides sides{program, lowered.mesh, returned, expected, runs.outputs, {}};
  for (ValueId v : program.main.results) sides.roundings.push_back(reference.rounding(v));
  OutputsCompared compared = compare_outputs(sides, perturbed_sensitivity(program, arguments, expected, options));
  // Before an element the rounding rule rejects is called a mismatch, the conditioning is
  // measured (issue 41): a correct plan on an ill-conditioned output (batch norm's variance
  // gradient, attention scores in the hundreds) moves by rounding-sized perturbations as far
  // as the partitioned run does, while a wrong plan's errors, of the size of the values, stay
  // beyond 4x what well-conditioned elements move (ctest InjectedWrongPlan.*).
  // (Without perturbed references the rule alone decides, so a one-sided NaN is a mismatch
  // then: nothing is left undecided.)
  ProgramRunOptions measured = options;
  if (compared.mismatch && options.perturbed_references == 0 && options.measure_conditioning_on_mismatch) {
    measured.perturbed_references = kConditioningReferences;
    compared = compare_outputs(sides, perturbed_sensitivity(program, arguments, expected, measured));
    report.conditioning_measured = kConditioningReferences;
  }
  if (!compared.mismatch && !compared.undecided.empty()) {
    const auto [own, perturbed_runs] = partitioned_moves(program, lowered, placement, arguments, compared.undecided,
                                                         measured.perturbed_references, options, place);
    report.partitioned_perturbed_runs = perturbed_runs;
    decide_undecided(sides, own, perturbed_runs, compared);
  }
  report.outputs = std::move(compared.outputs);
  report.mismatch = std::move(compared.mismatch);
  report.inconclusive = compared.inconclusive;
  return report;
}

std::string describe(const KernelMismatch& m) {
  return fmt::format("{} at line {} on device {}: result {} element {}: host kernel {}, GPU kernel {}{}", m.op, m.line, m.device,
                     m.result, m.element, m.host, m.gpu,
                     m.reduction_length ? fmt::format(" (beyond 2 x {} eps)", m.reduction_length) : std::string(" (not bit-exact)"));
}

std::string describe(const ProgramMismatch& m) {
  return fmt::format("output {} ({}), device {}, index [{}] (local [{}]): expected {}, got {}{}", m.output, m.name, m.device,
                     fmt::join(m.global_index, ", "), fmt::join(m.local_index, ", "), m.expected, m.actual,
                     m.moved < 0 ? std::string() : fmt::format(" (the perturbed references moved it by {:.3g})", m.moved));
}

}  // namespace shardproof::exec
