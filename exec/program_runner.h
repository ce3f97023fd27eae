// \file Runs a whole lowered program for real: every device's part of it on a communicator
// (local threads, MPI ranks), and the unpartitioned program once on whole arrays, then
// compares every output. The interpreter walks the program's ops in order, calls each op's
// kernel from the op table (partition/ops/kernel.h), runs the regions of loops and branches
// itself, and runs every redistribution lowering inserted — the same plans verify/ proved —
// through the collectives of local_collectives.h, where lowering placed them (before the op
// that reads the value, after the op that produces it, at a loop's entry and back edge).
//
//   mlp_tp.shardy.mlir on data=4,model=2: 8 threads each run two local dot_generals; the
//     partial sums of the second are all-reduced over "model" by its plan; every device's
//     block of the output is compared with the reference run's.
//
// Comparison rule (per output element, got on a device against the reference):
//   - an output no floating-point reduction or contraction feeds (its reduction length R is
//     0: data movement and elementwise ops only, which run the same kernel on the same
//     bits) must be bit-exact;
//   - otherwise |got - ref| <= 2 * R * eps * (|ref| + rms(ref)), where R is the sum,
//     along the longest chain of reductions feeding the output, of the number of elements
//     each one folds into one result (a dot's contracted extent, a reduce's reduced extent, a
//     scatter-add's number of updates, a shard_map all_reduce's group), rms the root mean
//     square of the reference output, and eps the machine epsilon (f32 2^-23, bf16 2^-7, f16
//     2^-10, f64 2^-52) of the least precise floating type on the output's dependency chain
//     from the first reduction on: of every value a reduction feeds, directly or through
//     other ops, on the way to the output (the output's own type included). An f32 logit
//     converted from a bf16 contraction is compared at bf16's eps: the two sides' bf16 sums
//     already differ by bf16 ulps, which the convert keeps. Types before the first
//     reduction do not count: those values are bit-identical on both sides. Summing in
//     another order moves a sum of R terms by at most about R * eps times the sum of their
//     magnitudes; rms stands in for that magnitude where cancellation makes |ref| small.
//     A complex output's two parts are compared each by this rule (eps of f32 for c64, f64
//     for c128); an fft folds the product of its fft_length into each result.
//   - a NaN agrees with a NaN (any payload) and an infinity with the same infinity; a NaN
//     or infinity against anything else is a mismatch (a program that computes NaN from
//     its inputs, e.g. Adam's sqrt of a negative random second moment, must do so on every
//     device where the reference does, and nowhere else), unless the conditioning term
//     below decides otherwise.
//   - with the GPU's kernels (ProgramRunOptions::gpu_kernels), each approximate function
//     (exp, log, tanh, ...: CUDA and the host's libm round them differently) adds 8 to R
//     along its chain, so its output is compared by the second rule.
//   - conditioning (ProgramRunOptions::perturbed_references = P > 0, or P = 4 run only once
//     the rounding rule has rejected an element: measure_conditioning_on_mismatch): the reference also
//     runs P more times, each on the arguments with every floating-point element moved by
//     half an ulp of the program's least precise floating type (a random sign per element,
//     rounded back to the argument's type): one rounding-sized perturbation of every input.
//     s, per output element, is the most any of them moved from the reference (infinite where
//     one turned a number into NaN or infinity or back). An element of an output with R > 0
//     that the rule above rejects still agrees when |got - ref| <= 4 s: the program itself
//     moves that element as far under rounding-sized perturbations, so the difference is
//     measured ill-conditioning (sqrt of a second moment near zero, exp of logits in the
//     hundreds, a routing decision near a tie), not a guess. The partitioned run rounds
//     differently at many places, a perturbed reference at its inputs only: hence the factor
//     4. Where s is 0 (a well-conditioned element) nothing changes, so a wrong plan, whose
//     errors are of the size of the values, is still caught wherever the outputs are well
//     conditioned (ctest InjectedWrongPlan.*). An s of the size of the values says the
//     comparison cannot tell that element's result from noise: OutputComparison reports how
//     many elements agreed this way and the largest s.
//   - inconclusive (with perturbed references, local backend): an element still rejected is
//     not called a mismatch at once; the partitioned step runs again on the same P perturbed
//     arguments, and s' is how far it moved that element (infinite where it turned a number
//     into NaN or infinity or back). An element whose difference is within 4 s' (a NaN
//     against a number: s' infinite) moves that far on the side under test under
//     rounding-sized changes of the inputs, though the reference's P samples moved it less:
//     the comparison cannot tell there. If every rejected element is so, the verdict is
//     inconclusive ("the reference is ill-conditioned on these inputs"; never agrees; `run`
//     exits 3); any other is a mismatch, since a wrong plan or kernel gives the same wrong
//     value (or NaN) whatever the last bits of the inputs. Equinox's GRU trained through 32
//     scan steps on random weights ten times a real initialisation reads inconclusive (its
//     gradient is chaotic: in JAX alone, x times 1 + 1e-7 moves Adam's mu by up to 3e6, and
//     Adam's sqrt of 0.001 g^2 + 0.999 nu, nu random and negative for half the elements, is
//     NaN wherever g lands under sqrt(999 |nu|)); a plan that drops the all_reduce before a
//     sqrt, whose devices then take NaN where the reference has a number, reads MISMATCH
//     (ctest OneSidedNonFinite.*).
// Integer outputs are bit-exact, except one converted from a float computation (its chain has
// a reduction: an int8-quantised KV cache): it agrees within floor(2 R eps (|ref| + rms)) + 1,
// the float's tolerance in the integer's own units plus the one step a rounding may flip.
// Booleans are always bit-exact.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "exec/communicator.h"
#include "partition/ir/program.h"
#include "partition/lower/lower.h"
#include "partition/ops/kernel.h"

namespace shardproof::exec {

// A program the executor cannot run: an op without a kernel (named, with its line), or a
// construct it does not run yet. The CLI says it and exits 2.
class ProgramUnsupported : public std::runtime_error {
 public:
  ProgramUnsupported(int line, const std::string& message) : std::runtime_error(message), line_(line) {}
  int line() const { return line_; }  // of the op (0: not at one op)

 private:
  int line_ = 0;
};

// Every op of the program (regions included) whose table entry has no kernel and that the
// executor does not run itself: (op name, line), in program order.
std::vector<std::pair<std::string, int>> ops_without_kernel(const partition::Program& program);

// Random arguments: floats (and both parts of complex numbers) uniform in [-1, 1), integers
// in [0, 8), booleans fair; one stream per argument from `seed`, so the same seed gives the
// same arrays. ProgramUnsupported for an argument of a type the executor has no arithmetic on
// (fp8, i4): the CLI refuses the program (exit 2) as for an op without a kernel.
std::vector<partition::HostBuffer> random_arguments(const partition::Program& program, uint64_t seed);

// `arguments` with every floating-point element (both parts of a complex one) moved by half
// an ulp of the program's least precise floating type, up or down at random (one stream per
// argument from `seed`), rounded back to the argument's type: the conditioning rule's
// perturbed inputs.
std::vector<partition::HostBuffer> perturbed_arguments(const partition::Program& program,
                                                       const std::vector<partition::HostBuffer>& arguments, uint64_t seed);

struct ProgramRunOptions {
  Backend backend = Backend::local;
  int repeat = 1;  // the partitioned step runs this many times; its median is reported
  // Elementwise fusion (exec/fusion.h) on the devices and the reference; false: every op
  // through its whole-array kernel (the same bits, every intermediate materialised).
  bool fuse = true;
  int64_t fusion_block = 4096;  // elements per block of a fused loop
  bool keep_outputs = false;    // ProgramRunReport::device_outputs
  // Every device's ops through the CUDA kernels of exec/gpu/ where the op table has one (all
  // devices on GPU 0; fusion off on the devices), against the reference on the host. Ops
  // without a GPU kernel run on the host and are counted (ProgramRunReport::host_op_runs).
  // Floating-point results of the GPU's approximate functions (exp, tanh, ...) are compared
  // with R raised by 8 per such function along the chain (gpu::approximates).
  bool gpu_kernels = false;
  // With gpu_kernels: every op run on the GPU also runs through its host kernel on the same
  // operands, and the first result that differs (bit for bit, or beyond 2 R eps where the op
  // folds R elements or approximates a function) is reported: which kernel is wrong, not
  // only which output.
  bool gpu_cross_check = false;
  // References on perturbed arguments for the conditioning term of the comparison rule
  // (above); 0: the rounding rule alone. Each costs one more reference run.
  int perturbed_references = 0;
  // Without perturbed references: when the rounding rule rejects an element, run
  // kConditioningReferences of them and compare again before calling it a mismatch
  // (ProgramRunReport::conditioning_measured says it happened); false: the rounding rule alone.
  bool measure_conditioning_on_mismatch = true;
};

// The perturbed references run when the rounding rule alone would call a mismatch.
inline constexpr int kConditioningReferences = 4;

// An op whose GPU kernel gave another result than its host kernel on the same operands.
struct KernelMismatch {
  std::string op;  // "stablehlo.power"
  int line = 0;
  int64_t device = 0;
  int result = 0;
  int64_t element = 0;  // row-major, in the device's local result
  std::string host, gpu;
  int64_t reduction_length = 0;  // the op's own R (0: bit-exact required)
};

// One collective step of one inserted redistribution, as it ran.
struct MeasuredCollective {
  int redistribution = 0;  // index into lowered.redistributions
  int step = 0;            // index into its plan's steps
  std::string kind;        // "all_gather", ...
  std::string value;       // "%5"
  int line = 0;
  int64_t executions = 0;              // times it ran in one step (loop iterations)
  int64_t group_size = 1;
  int64_t elements = 0;                // per device, before the step
  // The ring formulas (redistribute/collective.h) assume an all_reduce's buffer splits into
  // group-size chunks; one of fewer elements than the group cannot, and every device whose
  // chunk holds them receives whole elements: measured > modeled (e.g. a scalar loss summed
  // over 8 devices: 28 B received where 2 L (g-1)/g models 7, rounded to 6).
  bool splits_evenly = true;
  int64_t measured_recv_bytes = 0;     // largest over devices, per execution, by the communicator
  int64_t measured_sent_bytes = 0;
  int64_t modeled_recv_bytes = 0;      // the plan step's cost (the cost model's figure)
  int64_t modeled_sent_bytes = 0;
};

struct OutputComparison {
  int index = 0;
  std::string name;        // jax.result_info or "result N"
  int64_t reduction_length = 0;  // R of the rule above (0: bit-exact required)
  double rounding_unit = 0;      // eps of the least precise type on the chain (0 where R is 0)
  double tolerance = 0;          // 2 R eps (relative to |ref| + rms)
  // With perturbed references: the largest finite s over the output's elements, how many
  // elements agreed only by the conditioning term, and their largest |got - ref| / s.
  double max_sensitivity = 0;
  int64_t conditioned_elements = 0;
  double max_conditioned_ratio = 0;
  double max_abs_error = 0;
  // Elements beyond the rounding rule and the perturbed references' move (the rule above),
  // of them those a number on one side and NaN or infinity on the other, and those within 4x
  // the partitioned run's own move on the perturbed arguments (inconclusive), with the
  // largest finite such move.
  int64_t undecided_elements = 0;
  int64_t one_sided_elements = 0;
  int64_t inconclusive_elements = 0;
  double max_own_sensitivity = 0;
  bool ok = true;
};

struct ProgramMismatch {
  int output = 0;
  std::string name;
  int64_t device = 0;
  std::vector<int64_t> local_index, global_index;
  std::string expected, actual;
  // With perturbed references: how far they moved the element (its largest part's), -1 without.
  double moved = -1;
};

struct ProgramRunReport {
  Backend backend = Backend::local;
  int64_t devices = 0;
  // Per repeat: the slowest device's wall time, from its blocks of the arguments in place (cut
  // before the clock starts, as XLA's runtime places them before a step) to its outputs.
  std::vector<double> step_seconds;
  double median_step_seconds = 0;
  double reference_seconds = 0;
  std::vector<MeasuredCollective> collectives;
  // Per device: the most bytes of values and plan results its interpreter held at once, with
  // the scratch blocks of the fused loop running then (kernels' own temporaries not counted;
  // values freed after their last reader in main). Values fused away are never allocated and
  // count nothing: `fused_values` of them, `fused_bytes` (per step) that running every op
  // through its whole-array kernel would have allocated besides.
  std::vector<int64_t> peak_bytes;
  std::vector<int64_t> fused_values, fused_bytes;
  std::vector<std::vector<partition::HostBuffer>> device_outputs;  // keep_outputs: per device, its results
  std::vector<partition::HostBuffer> reference_outputs;            // keep_outputs: the reference's
  std::vector<OutputComparison> outputs;
  std::optional<ProgramMismatch> mismatch;
  // gpu_kernels: the GPU ("NVIDIA H100 80GB HBM3, compute capability 9.0, ..."), the op
  // runs through its kernels summed over devices, and the op runs left on the host by name.
  // Without gpu_kernels every op is a host run. mpi: rank 0's devices only.
  std::string gpu_device;
  int64_t gpu_op_runs = 0;
  std::map<std::string, int64_t> host_op_runs;
  std::optional<KernelMismatch> kernel_mismatch;  // gpu_cross_check: the first, lowest device
  bool complete = true;  // mpi: only rank 0 compares
  // The rounding rule rejected an element and this many perturbed references then decided
  // (ProgramRunOptions::measure_conditioning_on_mismatch); 0 when the rule alone decided.
  int conditioning_measured = 0;
  // Every element the rules rejected moves as far on the partitioned side itself under the
  // perturbed arguments (it ran partitioned_perturbed_runs times; the rule above): the program
  // is ill-conditioned there and the comparison cannot decide. `mismatch` names the first such
  // element; never counted as agreeing. False with a mismatch: `mismatch` is an element that
  // stayed put.
  bool inconclusive = false;
  int partitioned_perturbed_runs = 0;
  bool agrees() const { return !mismatch; }
};

// Runs `lowered` (from check_program on `program`) on every device of its mesh and the
// unpartitioned program once, from the same global `arguments`, and compares. Throws
// ProgramUnsupported for what it cannot run, BackendUnavailable for a backend that cannot.
ProgramRunReport run_program(const partition::Program& program, const partition::LoweredProgram& lowered,
                             const std::vector<partition::HostBuffer>& arguments, const ProgramRunOptions& options = {});

// The unpartitioned program on whole arrays (the reference): its results.
std::vector<partition::HostBuffer> run_reference(const partition::Program& program,
                                                 const std::vector<partition::HostBuffer>& arguments,
                                                 const ProgramRunOptions& options = {});

// "output 0 (logits), device 3, index [1, 7]: expected 0.25, got 0.3125"
std::string describe(const ProgramMismatch& mismatch);
// "stablehlo.power at line 336 on device 0: result 0 element 0: host kernel 0.998, GPU kernel 0.997 (...)"
std::string describe(const KernelMismatch& mismatch);

}  // namespace shardproof::exec
