#include "exec/program_runner.h"

#define EIGEN_USE_THREADS
#include <unsupported/Eigen/CXX11/Tensor>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <complex>
#include <cstring>
#include <map>
#include <set>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <mutex>
#include <random>
#include <thread>

#include "exec/fusion.h"
#include "exec/gpu/gpu_kernels.h"
#include "exec/local_collectives.h"
#include "exec/manual_collectives.h"
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

namespace {

// ---- where lowering put each redistribution ------------------------------------------------

// Lowering records each inserted plan with the op that needs it (index in main's ops, source
// line, "operand 1 of stablehlo.add", ...) and the value; the readers that share it likewise.
// The interpreter asks at each operand, result, loop edge and return whether a plan is
// there, with the same description; that one description names one place in the program.
std::string place_key(int op_index, int line, ValueId value, const std::string& reason) {
  return fmt::format("{}|{}|{}|{}", op_index, line, value, reason);
}

struct Placed {
  int redistribution = -1;
  bool first = true;  // false: a later reader of the first reader's result
};

std::map<std::string, Placed> place_redistributions(const partition::LoweredProgram& lowered) {
  std::map<std::string, Placed> out;
  auto add = [&](const std::string& key, Placed p) {
    if (!out.emplace(key, p).second)
      throw ProgramUnsupported(0, fmt::format("two redistributions at one place ({}): cannot tell which runs", key));
  };
  for (size_t k = 0; k < lowered.redistributions.size(); ++k) {
    const auto& r = lowered.redistributions[k];
    add(place_key(r.op_index, r.line, r.value, r.reason), {static_cast<int>(k), true});
    for (const auto& reader : r.shared_with)
      add(place_key(reader.op_index, reader.line, r.value, reader.reason), {static_cast<int>(k), false});
  }
  return out;
}

// Checks where each plan starts, as lowering records it (InsertedRedistribution::starts_from:
// the earlier redistribution whose result it starts from, or -1 for the value as it is).
// Lowering reduces a value's partial sums once: a later reader that wants the
// value in another layout gets a plan from the earlier reader's reduced layout when that moves
// fewer bytes. Run on the value itself, such a plan would move the unreduced partial sums as
// if they were the reduced blocks (found on Equinox's FSDP transformer step: an all_to_all of
// the attention output's gradient moved 448 KiB per device where its plan moves 56 KiB, and
// the embedding's first moment came out 3.6% off). Checked here, since a wrong start would
// run silently: the earlier plan is of the same value and ends where this one starts, and a
// plan that starts without the unreduced axes its value has names where it starts from.
void check_plan_starts(const partition::LoweredProgram& lowered, const std::vector<std::vector<ShardingType>>& plan_types) {
  for (size_t k = 0; k < lowered.redistributions.size(); ++k) {
    const auto& r = lowered.redistributions[k];
    const int e = r.starts_from;
    const bool ends_here = e >= 0 && static_cast<size_t>(e) < k && lowered.redistributions[static_cast<size_t>(e)].value == r.value &&
                           plan_types[static_cast<size_t>(e)].back().same_layout(plan_types[k].front());
    const bool drops_unreduced = !types::canonicalize(lowered.mesh, lowered.types[r.value]).unreduced.empty() &&
                                 plan_types[k].front().unreduced.empty();
    if ((e >= 0 && !ends_here) || (e < 0 && drops_unreduced))
      throw ProgramUnsupported(r.line, fmt::format("the plan for {} ({}) starts from a layout without the value's unreduced "
                                                   "axes, and no earlier plan of it ends there", r.reason, r.op_name));
  }
}

// The types a plan's steps go through, as the executor tracks them (local_collectives.h).
std::vector<ShardingType> types_along(const redistribute::Plan& plan) {
  const auto& shape = plan.tensor.shape;
  std::vector<ShardingType> t{types::canonicalize(plan.mesh, types::resolve(plan.mesh, plan.source, static_cast<int>(shape.size())))};
  for (size_t s = 0; s < plan.steps.size(); ++s) {
    try {
      t.push_back(executed_type(plan.mesh, shape, t.back(), plan.steps[s].op));
    } catch (const std::exception& e) {
      throw std::invalid_argument(fmt::format("step {}: {}: {}", s + 1, redistribute::describe(plan.mesh, plan.steps[s].op), e.what()));
    }
  }
  return t;
}

// ---- reducers the collectives combine with ----------------------------------------------

// Partial results combined elementwise by the reducer's one definition
// (partition/ops/kernels/scalar_ops.h, reducer_combine): a NaN arriving from either side
// stays NaN, as in the reference's own reduction.
template <partition::ReducerKind R>
void combine_typed(types::DType dtype, std::span<std::byte> acc, std::span<const std::byte> x) {
  partition::kernels::with_dtype(dtype, [&]<class T>() {
    T* a = reinterpret_cast<T*>(acc.data());
    const T* b = reinterpret_cast<const T*>(x.data());
    const size_t n = acc.size() / sizeof(T);
    using C = partition::kernels::compute_t<T>;
    for (size_t i = 0; i < n; ++i) {
      C r{};
      if (!partition::kernels::reducer_combine(R, static_cast<C>(a[i]), static_cast<C>(b[i]), r))
        throw ProgramUnsupported(0, fmt::format("partial results of {} combined with {}: the type has no such reducer",
                                                types::to_string(dtype), partition::reducer_name(R)));
      a[i] = static_cast<T>(r);
    }
  });
}

auto combine_for(partition::ReducerKind r) -> void (*)(types::DType, std::span<std::byte>, std::span<const std::byte>) {
  using K = partition::ReducerKind;
  switch (r) {
    case K::add: return add_into;
    case K::maximum: return combine_typed<K::maximum>;
    case K::minimum: return combine_typed<K::minimum>;
    case K::multiply: return combine_typed<K::multiply>;
    case K::and_: return combine_typed<K::and_>;
    case K::or_: return combine_typed<K::or_>;
    case K::xor_: return combine_typed<K::xor_>;
    default: break;
  }
  throw ProgramUnsupported(0, fmt::format("partial results combined with {}: no collective for it", partition::reducer_name(r)));
}

// ---- one device's view ----------------------------------------------------------------

// Per redistribution and step: bytes this device sent and received, summed over executions.
struct StepCounters {
  int64_t sent = 0, received = 0, executions = 0;
};

struct DeviceContext {
  const partition::LoweredProgram& lowered;
  const std::map<std::string, Placed>& placement;
  const std::vector<std::vector<ShardingType>>& plan_types;  // per redistribution
  Communicator& comm;
  std::vector<std::vector<StepCounters>> counters;           // [redistribution][step]
};

// The global index of the first element of `device`'s block under `type`, per dimension.
std::vector<int64_t> block_offsets(const types::Mesh& mesh, const ShardingType& type, const std::vector<int64_t>& global,
                                   int64_t device) {
  const auto coords = mesh.coordinates(device);
  const auto local = types::local_shape(mesh, type, global);
  std::vector<int64_t> off(global.size(), 0);
  for (size_t d = 0; d < global.size() && d < type.dims.size(); ++d)
    off[d] = group_position(mesh, type.dims[d].axes, coords) * local[d];
  return off;
}

// The device's block of a whole array (padding past the end is zero; with unreduced axes the
// first member of each group holds the value and the others zero, so that the sum is it).
HostBuffer local_block(const HostBuffer& whole, const types::Mesh& mesh, const ShardingType& type, int64_t device) {
  HostBuffer out = HostBuffer::zeros(whole.dtype, types::local_shape(mesh, type, whole.shape));
  if (!type.unreduced.empty() && group_position(mesh, type.unreduced, mesh.coordinates(device)) != 0) return out;
  const auto off = block_offsets(mesh, type, whole.shape, device);
  const auto gs = partition::kernels::strides(whole.shape);
  if (out.num_elements() == 0) return out;
  // The block as far as it lies inside the array (the rest, padding, stays zero).
  std::vector<int64_t> inside(out.shape.size());
  int64_t base = 0;
  for (size_t d = 0; d < inside.size(); ++d) {
    inside[d] = std::clamp<int64_t>(whole.shape[d] - off[d], 0, out.shape[d]);
    base += off[d] * gs[d];
  }
  const int64_t esize = types::byte_size(whole.dtype);
  if (inside == out.shape) {
    partition::kernels::strided_copy(whole.data.data(), out.data.data(), out.shape, gs, base, esize);
    return out;
  }
  HostBuffer part = HostBuffer::zeros(whole.dtype, inside);
  partition::kernels::strided_copy(whole.data.data(), part.data.data(), inside, gs, base, esize);
  const auto ps = partition::kernels::strides(inside), os = partition::kernels::strides(out.shape);
  std::vector<int64_t> idx(inside.size(), 0);
  if (part.num_elements() == 0) return out;
  int64_t i = 0;
  do {
    int64_t o = 0;
    for (size_t d = 0; d < idx.size(); ++d) o += idx[d] * os[d];
    std::memcpy(out.data.data() + o * esize, part.data.data() + i * esize, static_cast<size_t>(esize));
    ++i;
  } while (partition::kernels::next_index(idx, inside));
  return out;
}

// The inverse of local_block: writes the device's block into the whole array (padding dropped).
void place_block(HostBuffer& whole, const HostBuffer& block, const types::Mesh& mesh, const ShardingType& type, int64_t device) {
  const auto off = block_offsets(mesh, type, whole.shape, device);
  const auto gs = partition::kernels::strides(whole.shape);
  const int64_t esize = types::byte_size(whole.dtype);
  if (block.num_elements() == 0) return;
  std::vector<int64_t> idx(block.shape.size(), 0);
  int64_t i = 0;
  do {
    int64_t g = 0;
    bool inside = true;
    for (size_t d = 0; d < idx.size(); ++d) {
      inside &= idx[d] + off[d] < whole.shape[d];
      g += (idx[d] + off[d]) * gs[d];
    }
    if (inside) std::memcpy(whole.data.data() + g * esize, block.data.data() + i * esize, static_cast<size_t>(esize));
    ++i;
  } while (partition::kernels::next_index(idx, block.shape));
}

// Per op of main: the values of main read for the last time by it (or by its regions), which
// the interpreter frees after it. Results of the program are never freed. An op fused into a
// later root reads its operands where the root runs (`runs_at`, exec/fusion.h).
std::vector<std::vector<ValueId>> dead_after(const Program& program, const std::vector<int>& runs_at) {
  const auto& fn = program.main;
  std::vector<int> last(program.values.size(), -1);
  std::function<void(const Op&, int)> reads = [&](const Op& op, int at) {
    for (ValueId v : op.operands) last[v] = std::max(last[v], at);
    for (const Region& r : op.region) {
      for (const Op& inner : r.ops) reads(inner, at);
      for (ValueId v : r.results) last[v] = std::max(last[v], at);
    }
  };
  for (size_t i = 0; i < fn.ops.size(); ++i) reads(fn.ops[i], runs_at[i]);
  for (ValueId v : fn.results) last[v] = static_cast<int>(fn.ops.size());
  std::vector<std::vector<ValueId>> dead(fn.ops.size());
  for (size_t v = 0; v < last.size(); ++v)
    if (last[v] >= 0 && last[v] < static_cast<int>(fn.ops.size())) dead[static_cast<size_t>(last[v])].push_back(static_cast<ValueId>(v));
  return dead;
}

// ---- the interpreter ------------------------------------------------------------------

// Where an interpreter's ops run: the host kernels, or the GPU's where the op table names
// one (exec/gpu/gpu_kernels.h). The reference always runs on the host; when the devices run
// on the GPU, its reduction lengths also count the GPU's approximate functions
// (kApproximateFunctionLength each), so that the comparison allows for their few ulp.
enum class KernelPlace { host, gpu, host_reference_for_gpu };

// What one approximate function on the GPU adds to R: the GPU's result is (nearly always)
// the correctly rounded one (computed in double, exec/gpu/kernels/elementwise.cu), the
// host's is within 1 ulp of it for glibc's float functions and within 7 ulp of glibc's for
// Eigen's vectorised exp and tanh (measured, partition/ops/kernels/elementwise.cpp): 8
// covers both; the tolerance is 2 R eps of the value's magnitude.
constexpr int64_t kApproximateFunctionLength = 8;

// How far beyond the perturbed references' own move an element may be and still agree
// (program_runner.h, conditioning): the partitioned run rounds differently at many places,
// a perturbed reference at its inputs only.
constexpr double kConditioningFactor = 4;

double machine_epsilon(types::DType t);
std::string element_text(const HostBuffer& b, int64_t i);

// The rounding unit of a floating-point or complex type (a complex's part's), 0 for others.
double rounding_unit(types::DType t) { return machine_epsilon(partition::kernels::component_dtype(t)); }

// What the comparison's tolerance counts for one value (program_runner.h): R, the elements
// folded into one result along the longest chain of reductions feeding it, and the rounding
// unit of the least precise floating type a value on that chain had once a reduction had
// fed it (values before the first reduction are bit-identical on both sides, so their type
// rounds nothing differently). An f32 logit converted from a bf16 contraction keeps bf16's
// unit: the two sides' bf16 sums already differ by bf16 ulps before the convert.
struct Rounding {
  int64_t length = 0;
  double unit = 0;
  bool quantised = false;  // an integer converted from a float on the chain (comparison rule)
};
// Both operands' chains at once: the longer chain and the coarser unit (an upper bound on
// either operand's own product).
Rounding widest(const Rounding& a, const Rounding& b) {
  return {std::max(a.length, b.length), std::max(a.unit, b.unit), a.quantised || b.quantised};
}
// A result of type `t` of an op folding `own` elements into each result, from operands whose
// widest chain is `in`: once anything has been folded, the result's own type rounds too.
Rounding through(Rounding in, int64_t own, types::DType t) {
  in.length += own;
  if (in.length > 0) in.unit = std::max(in.unit, rounding_unit(t));
  return in;
}
// The same for one op's result, marking a float converted to an integer (not to a boolean).
Rounding through_op(const Program& program, const Op& op, const Rounding& in, int64_t own, types::DType t) {
  Rounding out = through(in, own, t);
  if (op.kind == OpKind::convert && !op.operands.empty() &&
      partition::kernels::is_float_dtype(program.value(op.operands[0]).type.dtype) &&
      !partition::kernels::is_float_dtype(t) && t != types::DType::i1)
    out.quantised = true;
  return out;
}

// The comparison rule's pieces (program_runner.h), shared by the outputs' comparison and the
// GPU kernels' cross-check:
// `count` elements of the floating-point dtype `part` from `data`, as doubles;
std::vector<double> as_doubles(types::DType part, const std::byte* data, int64_t count) {
  std::vector<double> out(static_cast<size_t>(count));
  partition::kernels::with_dtype(part, [&]<class T>() {
    const T* p = reinterpret_cast<const T*>(data);
    for (int64_t i = 0; i < count; ++i) out[static_cast<size_t>(i)] = partition::kernels::to_double(p[i]);
  });
  return out;
}
// the root mean square of the finite ones (a NaN or infinity is compared as itself, not
// averaged);
double finite_rms(const std::vector<double>& values) {
  double sum = 0;
  int64_t finite = 0;
  for (double v : values)
    if (std::isfinite(v)) {
      sum += v * v;
      ++finite;
    }
  return finite == 0 ? 0 : std::sqrt(sum / static_cast<double>(finite));
}
// whether `got` is the same NaN or infinity as `want` (then no error to count), ...
bool same_non_finite(double got, double want) {
  return (std::isnan(got) && std::isnan(want)) || (std::isinf(got) && got == want);
}
// ... or within `tolerance` (|want| + rms) of it.
bool within_tolerance(double got, double want, double tolerance, double rms) {
  return same_non_finite(got, want) || std::abs(got - want) <= tolerance * (std::abs(want) + rms);
}

class Interpreter {
 public:
  // device == nullptr: the reference, on whole arrays.
  // fusion_block 0: no fusion (every op through its whole-array kernel).
  // cross_check (with place gpu): every op run on the GPU is run by its host kernel too, on
  // the same operands, and the first result that differs is kept (first_kernel_mismatch).
  Interpreter(const Program& program, DeviceContext* device, const Eigen::ThreadPoolDevice* threads,
              int64_t fusion_block = 0, KernelPlace place = KernelPlace::host, bool cross_check = false)
      : program_(program), device_(device), threads_(threads), fusion_block_(place == KernelPlace::gpu ? 0 : fusion_block),
        place_(place), cross_check_(cross_check), env_(program.values.size()), rounding_(program.values.size()) {
    if (device_) plan_results_.resize(device_->lowered.redistributions.size());
  }

  std::vector<HostBuffer> run(const std::vector<HostBuffer>& arguments) { return run_placed(place(arguments)); }

  // This device's blocks of the (global) arguments: what XLA's runtime places on each device
  // before a step, so that the step's clock starts after it (run_program).
  std::vector<HostBuffer> place(const std::vector<HostBuffer>& arguments) const {
    std::vector<HostBuffer> local;
    for (size_t a = 0; a < program_.main.arguments.size(); ++a) {
      const ValueId v = program_.main.arguments[a];
      local.push_back(device_ ? local_block(arguments[a], device_->lowered.mesh, device_->lowered.types[v], device_->comm.rank())
                              : arguments[a]);
    }
    return local;
  }

  // The program from placed arguments (moved in: the interpreter may take their buffers over).
  std::vector<HostBuffer> run_placed(std::vector<HostBuffer> placed) {
    const auto& fn = program_.main;
    for (size_t a = 0; a < fn.arguments.size(); ++a) bind(fn.arguments[a], std::move(placed[a]));
    FusionPlan fusion;
    if (fusion_block_ > 0) {
      fusion = plan_fusion(program_, fn.ops, fn.results, barriers());
    } else {
      fusion.group_of.assign(fn.ops.size(), -1);
      for (size_t i = 0; i < fn.ops.size(); ++i) fusion.runs_at.push_back(static_cast<int>(i));
    }
    const std::vector<std::vector<ValueId>> dead = dead_after(program_, fusion.runs_at);
    for (size_t i = 0; i < fn.ops.size(); ++i) {
      const int at = static_cast<int>(i);
      const Op& op = fn.ops[i];
      // An op without regions may take over a buffer whose last reader it is (below).
      dying_ = partition::op_info(op.kind).regions == partition::Regions::none ? &dead[i] : nullptr;
      if (fusion.deferred(at)) {
        // a member runs in its root's loop
      } else if (fusion.is_root(at)) {
        run_group(fusion.groups[static_cast<size_t>(fusion.group_of[i])]);
      } else if (fusion_block_ > 0 && partition::op_info(op.kind).fused.block && fusible(program_, op)) {
        run_group(FusedGroup{at, {at}, {}});  // a group of one: blocks, and maybe a buffer taken over
      } else {
        run_op(op, at);
      }
      dying_ = nullptr;
      for (ValueId v : dead[i]) bind(v, HostBuffer{});  // its last reader has run
    }
    std::vector<HostBuffer> results;
    for (size_t r = 0; r < fn.results.size(); ++r)
      results.push_back(redistributed(fn.results[r], env_[fn.results[r]], static_cast<int>(fn.ops.size()), fn.return_line,
                                      fmt::format("result {}", r)));
    return results;
  }

  // The value's R and rounding unit for the comparison's tolerance (program_runner.h).
  const Rounding& rounding(ValueId v) const { return rounding_[v]; }
  // The most bytes of values and plan results this interpreter held at once (kernels'
  // temporaries not counted): the run's figure for the cost model's peak memory.
  int64_t peak_bytes() const { return peak_bytes_; }
  // Values fused away in the last run (never allocated), and their bytes.
  int64_t fused_values() const { return fused_values_; }
  int64_t fused_bytes() const { return fused_bytes_; }
  // Ops run through a GPU kernel in the last run, and those run on the host by name (all of
  // them where the kernels are the host's).
  int64_t gpu_op_runs() const { return gpu_op_runs_; }
  const std::map<std::string, int64_t>& host_op_runs() const { return host_op_runs_; }
  const std::optional<KernelMismatch>& first_kernel_mismatch() const { return first_kernel_mismatch_; }

 private:
  void bind(ValueId v, HostBuffer b) {
    live_bytes_ += static_cast<int64_t>(b.data.size()) - static_cast<int64_t>(env_[v].data.size());
    env_[v] = std::move(b);
    peak_bytes_ = std::max(peak_bytes_, live_bytes_);
  }

  // Whether `v` is read for the last time by the op running now (a value of main, not
  // returned): its buffer may become the op's result.
  bool dies_here(ValueId v) const {
    return dying_ && std::find(dying_->begin(), dying_->end(), v) != dying_->end();
  }

  // Where lowering put plans around main's ops: fusion keeps them at group boundaries.
  FusionBarriers barriers() const {
    if (!device_) return {};
    const auto& ops = program_.main.ops;
    auto placed = [this, &ops](int i, ValueId v, const std::string& reason) {
      return device_->placement.count(place_key(i, ops[static_cast<size_t>(i)].line, v, reason)) > 0;
    };
    auto name = [&ops](int i) { return std::string(partition::op_info(ops[static_cast<size_t>(i)].kind).name); };
    return {[&ops, placed, name](int i, size_t o) {
              return placed(i, ops[static_cast<size_t>(i)].operands[o], fmt::format("operand {} of {}", o, name(i)));
            },
            [&ops, placed, name](int i, size_t r) {
              return placed(i, ops[static_cast<size_t>(i)].results[r], "result of " + name(i));
            }};
  }

  // The local shape of value v as op `index` reads it (operand o) on this run.
  std::vector<int64_t> read_shape(ValueId v, int index, const Op& op, size_t o) const {
    const auto& global = program_.value(v).type.shape;
    if (!device_) return global;
    const std::string reason = fmt::format("operand {} of {}", o, partition::op_info(op.kind).name);
    return types::local_shape(device_->lowered.mesh, operand_type(v, index, op.line, reason), global);
  }

  // A fused group of main (exec/fusion.h): its members' blocks in one loop, the root's result
  // materialised where the root stands. Members other than the root have no plans around
  // them (plan_fusion's rule), so only the root's operands and result go through plans, as
  // unfused. Where the local shapes do not line up (a member's block of another extent than
  // the root's), the members run one by one instead: the same bits.
  void run_group(const FusedGroup& group) {
    const auto& ops = program_.main.ops;
    const Op& root = ops[static_cast<size_t>(group.root)];
    const std::string root_name(partition::op_info(root.kind).name);
    const ValueId out = root.results[0];
    const auto& global = program_.value(out).type;
    std::vector<int64_t> out_shape = global.shape;
    if (device_) out_shape = types::local_shape(device_->lowered.mesh, produced_type(out, group.root, root.line, root_name), global.shape);
    const int64_t n = partition::kernels::product(out_shape);

    std::map<ValueId, int> step_of;  // a member's result -> its step
    std::vector<FusedStep> steps;
    bool lines_up = true;
    for (int m : group.members) {
      const Op& op = ops[static_cast<size_t>(m)];
      FusedStep step;
      step.op = &op;
      step.form = partition::op_info(op.kind).fused;
      step.dtype = program_.value(op.results[0]).type.dtype;
      const auto& result_global = program_.value(op.results[0]).type.shape;
      step.shape = m == group.root ? out_shape
                   : device_     ? types::local_shape(device_->lowered.mesh, device_->lowered.types[op.results[0]], result_global)
                                 : result_global;
      lines_up &= partition::kernels::product(step.shape) == n;
      for (size_t o = 0; o < op.operands.size(); ++o) {
        const auto it = step_of.find(op.operands[o]);
        if (it != step_of.end()) {
          step.operands.push_back({it->second, nullptr});
          continue;
        }
        step.operands.push_back({});
        if (step.form.block) {
          const int64_t k = partition::kernels::product(read_shape(op.operands[o], m, op, o));
          lines_up &= k == n || k == 1;
        }
      }
      step_of[op.results[0]] = static_cast<int>(steps.size());
      steps.push_back(std::move(step));
    }
    if (!lines_up) {
      for (int m : group.members) run_op(ops[static_cast<size_t>(m)], m);
      return;
    }

    // The materialised operands (through the root's plans, if any), and reduction lengths.
    for (size_t s = 0; s < steps.size(); ++s) {
      const int m = group.members[s];
      const Op& op = *steps[s].op;
      const std::string name(partition::op_info(op.kind).name);
      Rounding in;
      for (size_t o = 0; o < op.operands.size(); ++o) {
        const ValueId v = op.operands[o];
        in = widest(in, rounding_[v]);
        if (steps[s].operands[o].step >= 0) continue;
        steps[s].operands[o].buffer = &redistributed(v, env_[v], m, op.line, fmt::format("operand {} of {}", o, name));
      }
      // elementwise, broadcasts, reshapes: nothing folded of their own
      rounding_[op.results[0]] = through_op(program_, op, in, 0, steps[s].dtype);
    }

    // The root's result: a buffer of the group's extent and type read for the last time here,
    // where only block kernels read it (each element is read before the same element is
    // written, and by the same index), taken over; otherwise a new one.
    std::vector<HostBuffer> results;
    std::set<const HostBuffer*> mapped;  // read by an element map: not to be written over
    for (const FusedStep& step : steps)
      if (!step.form.block)
        for (const FusedStep::Source& src : step.operands) mapped.insert(src.buffer);
    for (size_t s = 0; s < steps.size() && results.empty(); ++s) {
      const Op& op = *steps[s].op;
      for (size_t o = 0; o < op.operands.size() && results.empty(); ++o) {
        const ValueId v = op.operands[o];
        const HostBuffer* b = steps[s].operands[o].buffer;
        if (!b || b != &env_[v] || mapped.count(b) || !dies_here(v) || b->dtype != global.dtype ||
            b->num_elements() != n || n <= 1)
          continue;
        results.push_back(HostBuffer{global.dtype, out_shape, std::move(env_[v].data)});
        live_bytes_ -= static_cast<int64_t>(results[0].data.size());
        env_[v] = HostBuffer{};
        for (FusedStep& st : steps)
          for (FusedStep::Source& src : st.operands)
            if (src.buffer == b) src.buffer = &results[0];
      }
    }
    if (results.empty()) results.push_back(HostBuffer::zeros(global.dtype, out_shape));
    const int64_t scratch = fused_scratch_bytes(steps, fusion_block_);
    live_bytes_ += scratch;
    peak_bytes_ = std::max(peak_bytes_, live_bytes_ + static_cast<int64_t>(results[0].data.size()));
    try {
      run_fused(steps, results[0], fusion_block_);
    } catch (const partition::KernelUnsupported& e) {
      live_bytes_ -= scratch;
      throw ProgramUnsupported(root.line, fmt::format("{} (fused): {}", root_name, e.what()));
    }
    live_bytes_ -= scratch;
    for (size_t s = 0; s + 1 < steps.size(); ++s) {
      ++fused_values_;
      fused_bytes_ += partition::kernels::product(steps[s].shape) * types::byte_size(steps[s].dtype);
    }
    bind(out, take(redistributed(out, results[0], group.root, root.line, "result of " + root_name), results[0]));
  }

  // The value as the reader at (index, line, reason) needs it: through the plan lowering
  // placed there, if any.
  const HostBuffer& redistributed(ValueId v, const HostBuffer& b, int index, int line, const std::string& reason) {
    if (!device_) return b;
    const auto it = device_->placement.find(place_key(index, line, v, reason));
    if (it == device_->placement.end()) return b;
    const auto [k, first] = it->second;
    if (!first) return plan_results_[k];
    const auto& r = device_->lowered.redistributions[k];
    const auto& along = device_->plan_types[k];
    // A plan from an earlier reader's reduced layout starts from that plan's result (of this
    // run: the earlier reader ran first).
    const HostBuffer& start = r.starts_from >= 0 ? plan_results_[static_cast<size_t>(r.starts_from)] : b;
    Shard cur{start.dtype, start.shape, start.data};
    const auto combine = combine_for(r.reducer == partition::ReducerKind::other ? partition::ReducerKind::add : r.reducer);
    for (size_t s = 0; s < r.plan.steps.size(); ++s) {
      Communicator& comm = device_->comm;
      const int64_t sent0 = comm.bytes_sent(), recv0 = comm.bytes_received();
      const StepContext ctx{r.plan.mesh, r.plan.tensor.shape, along[s], along[s + 1], combine};
      cur = execute_collective(comm, ctx, r.plan.steps[s].op, cur);
      auto& c = device_->counters[static_cast<size_t>(k)][s];
      c.sent += comm.bytes_sent() - sent0;
      c.received += comm.bytes_received() - recv0;
      ++c.executions;
    }
    live_bytes_ += static_cast<int64_t>(cur.data.size()) - static_cast<int64_t>(plan_results_[k].data.size());
    plan_results_[k] = HostBuffer{cur.dtype, cur.shape, std::move(cur.data)};
    peak_bytes_ = std::max(peak_bytes_, live_bytes_);
    return plan_results_[k];
  }
  // `view` (what redistributed returned for `owned`) as a value: moved when it is `owned`.
  static HostBuffer take(const HostBuffer& view, HostBuffer& owned) {
    return &view == &owned ? std::move(owned) : view;
  }

  // The type an op computes result `v` in on this device: the source of the plan after it,
  // or the value's own.
  const ShardingType& produced_type(ValueId v, int index, int line, const std::string& name) const {
    const auto it = device_->placement.find(place_key(index, line, v, "result of " + name));
    if (it != device_->placement.end() && it->second.first)
      return device_->lowered.redistributions[static_cast<size_t>(it->second.redistribution)].plan.source;
    return device_->lowered.types[v];
  }

  // The layout an operand reaches its op in on this device: its plan's target, or its own.
  const ShardingType& operand_type(ValueId v, int index, int line, const std::string& reason) const {
    const auto it = device_->placement.find(place_key(index, line, v, reason));
    if (it != device_->placement.end()) return device_->plan_types[static_cast<size_t>(it->second.redistribution)].back();
    return device_->lowered.types[v];
  }

  void run_op(const Op& op, int index) {
    if (op.kind == OpKind::while_) return run_while(op, index);
    if (op.kind == OpKind::case_) return run_case(op, index);
    if (op.kind == OpKind::manual_computation) return device_ ? run_manual(op, index) : run_manual_reference(op);
    if (partition::is_collective(op.kind)) return run_collective(op);
    const partition::OpInfo& info = partition::op_info(op.kind);
    const std::string name(info.name);
    if (!info.kernel)
      throw ProgramUnsupported(op.line, fmt::format("{} has no kernel in the executor", name));
    std::vector<const HostBuffer*> operand_ptrs;
    std::vector<std::vector<int64_t>> operand_offsets;
    Rounding in;
    for (size_t o = 0; o < op.operands.size(); ++o) {
      const ValueId v = op.operands[o];
      const std::string reason = fmt::format("operand {} of {}", o, name);
      operand_ptrs.push_back(&redistributed(v, env_[v], index, op.line, reason));
      if (device_)
        operand_offsets.push_back(block_offsets(device_->lowered.mesh, operand_type(v, index, op.line, reason),
                                                program_.value(v).type.shape, device_->comm.rank()));
      in = widest(in, rounding_[v]);
    }
    const int64_t own = own_reduction_length(op);
    if (op.kind == OpKind::reshape && operand_ptrs.size() == 1 && operand_ptrs[0] == &env_[op.operands[0]] &&
        dies_here(op.operands[0])) {
      // The reshape of a buffer read for the last time: the buffer itself, under its new shape
      // (row-major order unchanged), instead of a copy.
      const ValueId v = op.operands[0], r = op.results[0];
      const auto& global = program_.value(r).type;
      std::vector<int64_t> shape = global.shape;
      if (device_) shape = types::local_shape(device_->lowered.mesh, produced_type(r, index, op.line, name), global.shape);
      if (partition::kernels::product(shape) * types::byte_size(global.dtype) == static_cast<int64_t>(env_[v].data.size())) {
        HostBuffer moved{global.dtype, std::move(shape), std::move(env_[v].data)};
        live_bytes_ -= static_cast<int64_t>(moved.data.size());
        env_[v] = HostBuffer{};
        bind(r, take(redistributed(r, moved, index, op.line, "result of " + name), moved));
        rounding_[r] = through_op(program_, op, in, own, global.dtype);
        return;
      }
    }
    // A scatter-add produced as partial sums (its indices and updates split along their batch,
    // the input whole on every device of the group): the devices of each group sum their
    // results, so only the group's first device scatters into the input and the others into
    // zeros, as XLA's partitioner scatters into the reducer's identity and adds the input once.
    std::vector<HostBuffer> identity_inputs;
    if (device_ && op.kind == OpKind::scatter && op.reducer == partition::ReducerKind::add) {
      const ShardingType& t = produced_type(op.results[0], index, op.line, name);
      const types::Mesh& mesh = device_->lowered.mesh;
      if (!t.unreduced.empty() && group_position(mesh, t.unreduced, mesh.coordinates(device_->comm.rank())) != 0) {
        identity_inputs.reserve(op.results.size());
        for (size_t i = 0; i < op.results.size(); ++i) {
          identity_inputs.push_back(HostBuffer::zeros(operand_ptrs[i]->dtype, operand_ptrs[i]->shape));
          operand_ptrs[i] = &identity_inputs.back();
        }
      }
    }
    std::vector<HostBuffer> results;
    std::vector<std::vector<int64_t>> offsets;
    for (ValueId r : op.results) {
      const auto& global = program_.value(r).type;
      if (!device_) {
        results.push_back(HostBuffer::zeros(global.dtype, global.shape));
        continue;
      }
      const ShardingType& t = produced_type(r, index, op.line, name);
      results.push_back(HostBuffer::zeros(global.dtype, types::local_shape(device_->lowered.mesh, t, global.shape)));
      offsets.push_back(block_offsets(device_->lowered.mesh, t, global.shape, device_->comm.rank()));
    }
    partition::KernelCall call{program_, op, operand_ptrs, results, offsets, operand_offsets,
                               device_ ? device_->comm.rank() : comm_ ? comm_->rank() : 0,
                               [this](const Region& region, std::vector<HostBuffer> args) { return run_scalar_region(region, std::move(args)); },
                               threads_};
    try {
      // A scalar region's ops (a reducer's body) stay on the host: one element each.
      if (place_ == KernelPlace::gpu && scalar_depth_ == 0 && exec::gpu::run(call)) {
        ++gpu_op_runs_;
        if (cross_check_ && !first_kernel_mismatch_) cross_check(call, info);
      } else {
        info.kernel(call);
        ++host_op_runs_[name];
      }
    } catch (const partition::KernelUnsupported& e) {
      throw ProgramUnsupported(op.line, fmt::format("{}: {}", name, e.what()));
    }
    for (size_t i = 0; i < op.results.size(); ++i) {
      const ValueId r = op.results[i];
      bind(r, take(redistributed(r, results[i], index, op.line, "result of " + name), results[i]));
      rounding_[r] = through_op(program_, op, in, own, program_.value(r).type.dtype);
    }
  }

  // The host kernel on the GPU kernel's operands, compared result by result: bit for bit,
  // but where the op folds R elements into one (a dot's contraction, a reduce) or is an
  // approximate function, within 2 R eps (|host| + rms(host)) as the output rule allows.
  void cross_check(const partition::KernelCall& gpu_call, const partition::OpInfo& info) {
    std::vector<HostBuffer> host;
    for (const HostBuffer& r : gpu_call.results) host.push_back(HostBuffer::zeros(r.dtype, r.shape));
    partition::KernelCall call{gpu_call.program, gpu_call.op, gpu_call.operands, host, gpu_call.offsets,
                               gpu_call.operand_offsets, gpu_call.device, gpu_call.run_region, gpu_call.threads};
    info.kernel(call);
    const int64_t length = own_reduction_length(gpu_call.op);
    for (size_t r = 0; r < host.size(); ++r) {
      const HostBuffer &want = host[r], &got = gpu_call.results[r];
      const int64_t esize = types::byte_size(want.dtype), n = want.num_elements();
      const bool floating = partition::kernels::is_float_dtype(want.dtype);
      const std::vector<double> wanted = floating ? as_doubles(want.dtype, want.data.data(), n) : std::vector<double>{};
      const std::vector<double> gotten = floating ? as_doubles(got.dtype, got.data.data(), n) : std::vector<double>{};
      const double rms = floating ? finite_rms(wanted) : 0;
      const double tolerance = 2.0 * static_cast<double>(length) * machine_epsilon(want.dtype);
      for (int64_t i = 0; i < n; ++i) {
        if (std::memcmp(want.data.data() + i * esize, got.data.data() + i * esize, static_cast<size_t>(esize)) == 0) continue;
        const auto k = static_cast<size_t>(i);
        if (floating && within_tolerance(gotten[k], wanted[k], tolerance, rms)) continue;
        first_kernel_mismatch_ = KernelMismatch{std::string(info.name), gpu_call.op.line, gpu_call.device, static_cast<int>(r), i,
                                                element_text(want, i), element_text(got, i), length};
        return;
      }
    }
  }

  // A collective written in a shard_map body: only inside one, where comm_ is set.
  void run_collective(const Op& op) {
    if (!comm_) throw ProgramUnsupported(op.line, fmt::format("{} outside a shard_map body", partition::op_name(op.kind)));
    const ValueId v = op.operands.at(0);
    bind(op.results[0], run_manual_collective(*comm_, program_, op, env_[v]));
    rounding_[op.results[0]] = through(rounding_[v], own_reduction_length(op), program_.value(op.results[0]).type.dtype);
  }

  // A shard_map on a device: its operands arrive in the layout of its in_shardings (the plans
  // lowering inserted), its body runs on them as they are, with the communicator for its
  // collectives, and its results leave through the plans to their values' types.
  void run_manual(const Op& op, int index) {
    const std::string name(partition::op_name(op.kind));
    const Region& body = op.region.at(0);
    for (size_t o = 0; o < op.operands.size(); ++o) {
      const ValueId v = op.operands[o];
      const HostBuffer& b = redistributed(v, env_[v], index, op.line, fmt::format("operand {} of {}", o, name));
      if (b.shape != program_.value(body.arguments[o]).type.shape)
        throw ProgramUnsupported(op.line, fmt::format("{}: operand {} is split further over axes the body leaves to "
                                             "the partitioner (a partial-auto shard_map): not run yet", name, o));
      bind(body.arguments[o], b);
    }
    DeviceContext* saved = device_;
    comm_ = &device_->comm;
    device_ = nullptr;  // the body is per-device code: its values are whole as written, no plans inside
    try {
      for (const Op& inner : body.ops) run_op(inner, -1);
    } catch (...) {
      device_ = saved;
      throw;
    }
    device_ = saved;
    for (size_t r = 0; r < op.results.size(); ++r)
      bind(op.results[r], redistributed(op.results[r], env_[body.results[r]], index, op.line, fmt::format("result {} of {}", r, name)));
  }

  // A shard_map on the reference: the body is per-device code with no unpartitioned meaning,
  // so it runs on every device of the mesh simulated by threads (local backend), from the
  // blocks its in_shardings give each, and the results are assembled by its out_shardings.
  void run_manual_reference(const Op& op) {
    const Region& body = op.region.at(0);
    const std::string mesh_name = !op.in_shardings.empty() ? op.in_shardings[0].mesh
                                  : !op.out_shardings.empty() ? op.out_shardings[0].mesh : std::string();
    const types::Mesh* mesh = program_.find_mesh(mesh_name);
    if (!mesh && !program_.meshes.empty()) mesh = &program_.meshes[0].second;
    if (!mesh) throw ProgramUnsupported(op.line, fmt::format("a shard_map without a mesh"));
    auto type_of = [&](const partition::ValueSharding& s, ValueId v) {
      return types::canonicalize(*mesh, types::resolve(*mesh, s.type, program_.value(v).type.rank()));
    };
    std::vector<HostBuffer> results;
    std::vector<Rounding> lengths(op.results.size());
    for (ValueId r : op.results) results.push_back(HostBuffer::zeros(program_.value(r).type.dtype, program_.value(r).type.shape));
    std::mutex mutex;
    run_spmd(Backend::local, static_cast<int>(mesh->num_devices()), [&](Communicator& comm) {
      Interpreter sub(program_, nullptr, nullptr);
      sub.comm_ = &comm;
      for (size_t o = 0; o < op.operands.size() && o < body.arguments.size(); ++o) {
        const ValueId v = op.operands[o];
        sub.bind(body.arguments[o], o < op.in_shardings.size()
                                          ? local_block(env_[v], *mesh, type_of(op.in_shardings[o], v), comm.rank())
                                          : env_[v]);
        sub.rounding_[body.arguments[o]] = rounding_[v];
      }
      for (const Op& inner : body.ops) sub.run_op(inner, -1);
      std::lock_guard<std::mutex> lock(mutex);
      for (size_t r = 0; r < op.results.size(); ++r) {
        const HostBuffer& block = sub.env_[body.results[r]];
        if (r < op.out_shardings.size()) place_block(results[r], block, *mesh, type_of(op.out_shardings[r], op.results[r]), comm.rank());
        else results[r] = block;
        lengths[r] = widest(lengths[r], sub.rounding_[body.results[r]]);
      }
    });
    for (size_t r = 0; r < op.results.size(); ++r) {
      bind(op.results[r], std::move(results[r]));
      rounding_[op.results[r]] = lengths[r];
    }
  }

  // Elements folded into one result by the op itself (for the comparison's tolerance).
  int64_t own_reduction_length(const Op& op) const {
    if (op.results.empty()) return 0;
    const types::DType dtype = program_.value(op.results[0]).type.dtype;
    if (!partition::kernels::is_float_dtype(dtype) && !partition::kernels::is_complex_dtype(dtype)) return 0;
    if (place_ != KernelPlace::host && exec::gpu::approximates(op.kind)) return kApproximateFunctionLength;
    if (op.kind == OpKind::all_reduce || op.kind == OpKind::reduce_scatter)
      return op.collective.replica_groups.empty() ? (comm_ ? comm_->size() : 1)
                                                   : static_cast<int64_t>(op.collective.replica_groups[0].size());
    const auto& in = program_.value(op.operands.empty() ? op.results[0] : op.operands[0]).type.shape;
    int64_t n = 1;
    if (op.kind == OpKind::dot_general) {
      for (int64_t d : op.dot.lhs_contracting) n *= in[static_cast<size_t>(d)];
      return n;
    }
    if (op.kind == OpKind::convolution) {  // every output sums the kernel's input features over its window
      const auto& kernel = program_.value(op.operands.at(1)).type.shape;
      n = kernel.at(static_cast<size_t>(op.conv.kernel_input_feature));
      for (int64_t d : op.conv.kernel_spatial) n *= kernel.at(static_cast<size_t>(d));
      return n;
    }
    if (op.kind == OpKind::fft) {  // every output sums the whole transformed extent
      for (int64_t d : op.dims) n *= d;
      return n;
    }
    if (op.kind == OpKind::reduce) {
      for (int64_t d : op.dims) n *= in[static_cast<size_t>(d)];
      return n;
    }
    if (op.kind == OpKind::scatter && op.reducer != partition::ReducerKind::other) {
      // as many updates as there are scatter indices may fold into one element
      const size_t arrays = (op.operands.size() - 1) / 2;
      const auto& updates = program_.value(op.operands[arrays + 1]).type.shape;
      for (size_t d = 0; d < updates.size(); ++d)
        if (std::find(op.gather.offset_dims.begin(), op.gather.offset_dims.end(), static_cast<int64_t>(d)) ==
            op.gather.offset_dims.end())
          n *= updates[d];
      return n;
    }
    return 0;
  }

  std::vector<HostBuffer> run_scalar_region(const Region& region, std::vector<HostBuffer> args) {
    for (size_t a = 0; a < region.arguments.size() && a < args.size(); ++a) bind(region.arguments[a], std::move(args[a]));
    DeviceContext* saved = device_;
    device_ = nullptr;  // a reducer's or comparator's body runs on scalars: no plans inside
    ++scalar_depth_;
    try {
      for (const Op& inner : region.ops) run_op(inner, -1);
    } catch (...) {
      device_ = saved;
      --scalar_depth_;
      throw;
    }
    device_ = saved;
    --scalar_depth_;
    std::vector<HostBuffer> out;
    for (ValueId v : region.results) out.push_back(env_[v]);
    return out;
  }

  bool predicate(ValueId v) const {
    const HostBuffer& b = env_[v];
    if (b.num_elements() < 1) throw ProgramUnsupported(0, "a loop condition without a value");
    return b.data[0] != std::byte{0};
  }

  void run_while(const Op& op, int index) {
    const std::string name(partition::op_name(op.kind));
    const Region &cond = op.region.front(), &body = op.region.back();
    std::vector<HostBuffer> carried;
    std::vector<Rounding> lengths;
    for (size_t i = 0; i < op.operands.size(); ++i) {
      const ValueId v = op.operands[i];
      carried.push_back(redistributed(v, env_[v], index, op.line, fmt::format("carried value {} entering {}", i, name)));
      lengths.push_back(rounding_[v]);
    }
    for (;;) {
      for (size_t i = 0; i < carried.size(); ++i) {
        bind(cond.arguments[i], carried[i]);
        rounding_[cond.arguments[i]] = lengths[i];
      }
      for (const Op& inner : cond.ops) run_op(inner, index);
      if (!predicate(cond.results.at(0))) break;
      for (size_t i = 0; i < carried.size(); ++i) {
        bind(body.arguments[i], std::move(carried[i]));
        rounding_[body.arguments[i]] = lengths[i];
      }
      for (const Op& inner : body.ops) run_op(inner, index);
      for (size_t i = 0; i < carried.size(); ++i) {
        const ValueId v = body.results[i];
        carried[i] = redistributed(v, env_[v], index, op.line, fmt::format("carried value {} at the end of the loop body", i));
        lengths[i] = rounding_[v];
      }
    }
    for (size_t i = 0; i < op.results.size(); ++i) {
      const ValueId r = op.results[i];
      bind(r, take(redistributed(r, carried[i], index, op.line, fmt::format("result {} of {}", i, name)), carried[i]));
      rounding_[r] = lengths[i];
    }
  }

  void run_case(const Op& op, int index) {
    const std::string name(partition::op_name(op.kind));
    int64_t branch = partition::kernels::scalar_index(env_[op.operands.at(0)]);
    if (branch < 0 || branch >= static_cast<int64_t>(op.region.size())) branch = static_cast<int64_t>(op.region.size()) - 1;
    const Region& region = op.region[static_cast<size_t>(branch)];
    for (const Op& inner : region.ops) run_op(inner, index);
    for (size_t i = 0; i < op.results.size(); ++i) {
      const ValueId v = region.results[i];
      bind(op.results[i], redistributed(v, env_[v], index, op.line, fmt::format("result {} of a branch of {}", i, name)));
      rounding_[op.results[i]] = rounding_[v];
    }
  }

  const Program& program_;
  DeviceContext* device_;
  Communicator* comm_ = nullptr;  // inside a shard_map body: its collectives' communicator
  const Eigen::ThreadPoolDevice* threads_;
  int64_t fusion_block_ = 0;                  // elements per fused block; 0: no fusion
  int64_t fused_values_ = 0, fused_bytes_ = 0;
  KernelPlace place_ = KernelPlace::host;
  bool cross_check_ = false;
  std::optional<KernelMismatch> first_kernel_mismatch_;
  int scalar_depth_ = 0;  // inside a scalar region (a reducer's or comparator's body)
  int64_t gpu_op_runs_ = 0;
  std::map<std::string, int64_t> host_op_runs_;
  const std::vector<ValueId>* dying_ = nullptr;  // main's values whose last reader is the op running now
  std::vector<HostBuffer> env_;               // by ValueId
  std::vector<Rounding> rounding_;            // by ValueId (the comparison's R and rounding unit)
  std::vector<HostBuffer> plan_results_;      // by redistribution: for the readers that share it
  int64_t live_bytes_ = 0, peak_bytes_ = 0;
};

double machine_epsilon(types::DType t) {
  switch (t) {
    case types::DType::f32: return std::ldexp(1.0, -23);
    case types::DType::bf16: return std::ldexp(1.0, -7);
    case types::DType::f16: return std::ldexp(1.0, -10);
    case types::DType::f64: return std::ldexp(1.0, -52);
    default: return 0;
  }
}

// A thread pool for one device's contractions: the machine's cores shared by the devices
// running at once (nullptr when that is one thread: the caller's own).
struct Threads {
  explicit Threads(int share) {
    const int n = std::max(1, static_cast<int>(std::thread::hardware_concurrency()) / std::max(1, share));
    if (n > 1) {
      pool = std::make_unique<Eigen::ThreadPool>(n);
      device = std::make_unique<Eigen::ThreadPoolDevice>(pool.get(), n);
    }
  }
  std::unique_ptr<Eigen::ThreadPool> pool;
  std::unique_ptr<Eigen::ThreadPoolDevice> device;
};

std::string element_text(const HostBuffer& b, int64_t i) {
  return format_value(b.dtype, b.data.data() + i * types::byte_size(b.dtype));
}

}  // namespace

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
  Interpreter interpreter(program, nullptr, threads.device.get(), options.fuse ? options.fusion_block : 0);
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
        const double d = same_non_finite(a[i], b[i])                      ? 0
                         : std::isfinite(a[i]) && std::isfinite(b[i]) ? std::abs(a[i] - b[i])
                                                                           : INFINITY;
        sensitivity[r][i] = std::max(sensitivity[r][i], d);
      }
    }
  }
  return sensitivity;
}

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

  const auto placement = place_redistributions(lowered);
  std::vector<std::vector<ShardingType>> plan_types;
  for (const auto& r : lowered.redistributions) plan_types.push_back(types_along(r.plan));
  check_plan_starts(lowered, plan_types);
  // The type each result is returned in: the return's plan's target, or the value's own.
  std::vector<ShardingType> returned;
  const auto& fn = program.main;
  for (size_t r = 0; r < fn.results.size(); ++r) {
    const auto it = placement.find(place_key(static_cast<int>(fn.ops.size()), fn.return_line, fn.results[r], fmt::format("result {}", r)));
    returned.push_back(it == placement.end() ? lowered.types[fn.results[r]]
                                             : plan_types[static_cast<size_t>(it->second.redistribution)].back());
  }

  const int repeat = std::max(1, options.repeat);
  std::vector<std::vector<HostBuffer>> outputs(static_cast<size_t>(n));
  std::vector<std::vector<std::vector<StepCounters>>> counters(static_cast<size_t>(n));
  std::vector<std::vector<double>> seconds(static_cast<size_t>(n), std::vector<double>(static_cast<size_t>(repeat), 0));
  int my_rank = 0;  // mpi: this process's device
  std::vector<int64_t> peaks(static_cast<size_t>(n), 0), fused_values(static_cast<size_t>(n), 0),
      fused_bytes(static_cast<size_t>(n), 0), gpu_op_runs(static_cast<size_t>(n), 0);
  std::vector<std::optional<KernelMismatch>> kernel_mismatches(static_cast<size_t>(n));
  std::vector<std::map<std::string, int64_t>> host_op_runs(static_cast<size_t>(n));
  run_spmd(options.backend, n, [&](Communicator& comm) {
    const auto d = static_cast<size_t>(comm.rank());
    Threads threads(options.backend == Backend::local ? n : 1);
    DeviceContext device{lowered, placement, plan_types, comm, {}};
    for (int k = 0; k < repeat; ++k) {
      device.counters.assign(lowered.redistributions.size(), {});
      for (size_t i = 0; i < lowered.redistributions.size(); ++i)
        device.counters[i].resize(lowered.redistributions[i].plan.steps.size());
      Interpreter interpreter(program, &device, threads.device.get(), options.fuse ? options.fusion_block : 0, place,
                              options.gpu_cross_check);
      std::vector<HostBuffer> placed = interpreter.place(arguments);  // before the clock, as XLA's are
      comm.barrier();
      const auto start = std::chrono::steady_clock::now();
      outputs[d] = interpreter.run_placed(std::move(placed));
      seconds[d][static_cast<size_t>(k)] = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      peaks[d] = std::max(peaks[d], interpreter.peak_bytes());
      fused_values[d] = interpreter.fused_values();
      fused_bytes[d] = interpreter.fused_bytes();
      gpu_op_runs[d] = interpreter.gpu_op_runs();
      host_op_runs[d] = interpreter.host_op_runs();
      if (!kernel_mismatches[d]) kernel_mismatches[d] = interpreter.first_kernel_mismatch();
    }
    counters[d] = std::move(device.counters);
    if (options.backend != Backend::mpi || n == 1) return;
    // mpi: every rank sends rank 0 its times, counters and output blocks; rank 0 compares.
    my_rank = comm.rank();
    auto pack = [](const std::vector<int64_t>& v) {
      Bytes b(v.size() * sizeof(int64_t));
      std::memcpy(b.data(), v.data(), b.size());
      return b;
    };
    auto unpack = [](const Bytes& b) {
      std::vector<int64_t> v(b.size() / sizeof(int64_t));
      std::memcpy(v.data(), b.data(), v.size() * sizeof(int64_t));
      return v;
    };
    if (comm.rank() != 0) {
      std::vector<int64_t> c;
      c.push_back(peaks[d]);
      c.push_back(fused_values[d]);
      c.push_back(fused_bytes[d]);
      for (double t : seconds[d]) c.push_back(static_cast<int64_t>(t * 1e9));
      for (const auto& per_step : counters[d])
        for (const auto& x : per_step) c.insert(c.end(), {x.sent, x.received, x.executions});
      comm.send(pack(c), 0);
      for (const auto& o : outputs[d]) comm.send(o.data, 0);
      return;
    }
    for (int r = 1; r < n; ++r) {
      const auto rr = static_cast<size_t>(r);
      const std::vector<int64_t> c = unpack(comm.recv(r));
      size_t at = 0;
      peaks[rr] = c.at(at++);
      fused_values[rr] = c.at(at++);
      fused_bytes[rr] = c.at(at++);
      for (int k = 0; k < repeat; ++k) seconds[rr][static_cast<size_t>(k)] = static_cast<double>(c.at(at++)) * 1e-9;
      counters[rr] = counters[0];
      for (auto& per_step : counters[rr])
        for (auto& x : per_step) {
          x.sent = c.at(at++);
          x.received = c.at(at++);
          x.executions = c.at(at++);
        }
      outputs[rr] = outputs[0];
      for (size_t o = 0; o < outputs[rr].size(); ++o) {
        outputs[rr][o].shape = types::local_shape(lowered.mesh, returned[o], program.value(fn.results[o]).type.shape);
        outputs[rr][o].data = comm.recv(r);
      }
    }
  });
  if (my_rank != 0) {  // mpi: rank 0 reports for every device
    report.complete = false;
    return report;
  }

  // The reference, with each value's reduction length for the tolerances.
  Threads reference_threads(1);
  Interpreter reference(program, nullptr, reference_threads.device.get(), options.fuse ? options.fusion_block : 0,
                        options.gpu_kernels ? KernelPlace::host_reference_for_gpu : KernelPlace::host);
  const auto t0 = std::chrono::steady_clock::now();
  const std::vector<HostBuffer> expected = reference.run(arguments);
  report.reference_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();


  report.peak_bytes = peaks;
  report.fused_values = fused_values;
  report.fused_bytes = fused_bytes;
  for (int d = 0; d < n; ++d) {  // mpi: rank 0's own (the others run the same ops)
    report.gpu_op_runs += gpu_op_runs[static_cast<size_t>(d)];
    for (const auto& [name, runs] : host_op_runs[static_cast<size_t>(d)]) report.host_op_runs[name] += runs;
    if (!report.kernel_mismatch) report.kernel_mismatch = kernel_mismatches[static_cast<size_t>(d)];
  }
  if (options.keep_outputs) {
    report.device_outputs = outputs;
    report.reference_outputs = expected;
  }
  for (int k = 0; k < repeat; ++k) {
    double slowest = 0;
    for (int d = 0; d < n; ++d) slowest = std::max(slowest, seconds[static_cast<size_t>(d)][static_cast<size_t>(k)]);
    report.step_seconds.push_back(slowest);
  }
  std::vector<double> sorted = report.step_seconds;
  std::sort(sorted.begin(), sorted.end());
  report.median_step_seconds = sorted[sorted.size() / 2];

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
      m.elements = partition::kernels::product(types::local_shape(lowered.mesh, plan_types[k][s], r.plan.tensor.shape));
      const auto kind = r.plan.steps[s].op.kind;
      if (kind == redistribute::CollectiveKind::all_reduce || kind == redistribute::CollectiveKind::reduce_scatter)
        m.splits_evenly = m.group_size > 0 && m.elements % m.group_size == 0;
      m.modeled_sent_bytes = r.plan.steps[s].cost.send_bytes;
      for (int d = 0; d < n; ++d) {
        const auto& per = counters[static_cast<size_t>(d)];
        if (per.empty()) continue;  // mpi: another rank's
        const StepCounters& c = per[k][s];
        m.executions = std::max(m.executions, c.executions);
        if (c.executions == 0) continue;
        m.measured_recv_bytes = std::max(m.measured_recv_bytes, c.received / c.executions);
        m.measured_sent_bytes = std::max(m.measured_sent_bytes, c.sent / c.executions);
      }
      report.collectives.push_back(std::move(m));
    }
  }

  // Compare every device's block of every output with the reference, with the perturbed
  // references' moves where there are some (the conditioning term).
  // An element beyond the rounding rule and beyond 4x the perturbed references' move (a
  // number against NaN or infinity included), kept for the partitioned side's own measure
  // below instead of ending the comparison.
  struct Undecided {
    size_t output = 0;
    int64_t device = 0;
    int64_t local_flat = 0;  // element in the device's block
    int64_t ref_flat = 0;    // element in the reference
    int64_t part = 0;        // 1: a complex element's imaginary part
    double moved = 0;        // the perturbed references' move there
    double got = 0, want = 0;
  };
  std::vector<Undecided> undecided;
  // The partitioned step once more on other (global) arguments, local backend: every device's
  // outputs, as the first run returns them.
  auto partitioned_outputs = [&](const std::vector<HostBuffer>& args) {
    std::vector<std::vector<HostBuffer>> outs(static_cast<size_t>(n));
    run_spmd(Backend::local, n, [&](Communicator& comm) {
      Threads threads(n);
      DeviceContext device{lowered, placement, plan_types, comm, {}};
      device.counters.assign(lowered.redistributions.size(), {});
      for (size_t i = 0; i < lowered.redistributions.size(); ++i)
        device.counters[i].resize(lowered.redistributions[i].plan.steps.size());
      Interpreter interpreter(program, &device, threads.device.get(), options.fuse ? options.fusion_block : 0, place);
      outs[static_cast<size_t>(comm.rank())] = interpreter.run(args);
    });
    return outs;
  };
  auto compare = [&](const std::vector<std::vector<double>>& sensitivity) {
    undecided.clear();
    for (size_t r = 0; r < fn.results.size(); ++r) {
      const HostBuffer& ref = expected[r];
      OutputComparison c;
      c.index = static_cast<int>(r);
      c.name = r < fn.result_info.size() && !fn.result_info[r].empty() ? fn.result_info[r] : fmt::format("result {}", r);
      // A complex element is compared as its two parts, each by the rule of its part's type.
      const bool complex = partition::kernels::is_complex_dtype(ref.dtype);
      const types::DType part = partition::kernels::component_dtype(ref.dtype);
      const int64_t parts = complex ? 2 : 1;
      const bool floating = partition::kernels::is_float_dtype(part);
      // An integer output converted from a float computation (int8 quantisation of a cache;
      // not an argmax's index, which converts nothing) inherits the float's tolerance through
      // the convert: round(x) may land one step away where x is half an ulp away, so it agrees
      // within the float's tolerance in its own units, plus one step.
      const Rounding chain = reference.rounding(fn.results[r]);
      const bool from_float = !floating && chain.quantised && chain.length > 0 && chain.unit > 0;
      const Rounding rounding = floating || from_float ? chain : Rounding{};
      c.reduction_length = rounding.length;
      // The least precise type's unit along the chain; never finer than the output's own.
      c.rounding_unit = c.reduction_length > 0 ? (floating ? std::max(rounding.unit, machine_epsilon(part)) : rounding.unit) : 0;
      c.tolerance = 2.0 * static_cast<double>(c.reduction_length) * c.rounding_unit;
      const std::vector<double> ref_values = floating || from_float
                                                 ? as_doubles(part, ref.data.data(), ref.num_elements() * parts)
                                                 : std::vector<double>{};
      if (!sensitivity.empty())
        for (double m : sensitivity[r])
          if (std::isfinite(m)) c.max_sensitivity = std::max(c.max_sensitivity, m);
      const double rms = floating || from_float ? finite_rms(ref_values) : 0;
      const auto gs = partition::kernels::strides(ref.shape);
      const int64_t esize = types::byte_size(ref.dtype);
      for (int d = 0; d < n && c.ok; ++d) {
        const auto& outs = outputs[static_cast<size_t>(d)];
        if (outs.empty()) continue;  // mpi: another rank's
        const HostBuffer& got = outs[r];
        const auto off = block_offsets(lowered.mesh, returned[r], ref.shape, d);
        if (got.num_elements() == 0) continue;
        std::vector<int64_t> idx(got.shape.size(), 0);
        int64_t i = 0;
        do {
          int64_t g = 0;
          bool inside = true;
          std::vector<int64_t> gi(idx.size());
          for (size_t k = 0; k < idx.size(); ++k) {
            gi[k] = idx[k] + off[k];
            inside &= gi[k] < ref.shape[k];
            g += gi[k] * gs[k];
          }
          if (inside) {
            bool same = std::memcmp(got.data.data() + i * esize, ref.data.data() + g * esize, static_cast<size_t>(esize)) == 0;
            if (!same && (floating || from_float) && c.reduction_length > 0) {
              same = true;
              for (int64_t k = 0; k < parts; ++k) {
                double x = 0;
                partition::kernels::with_dtype(part, [&]<class T>() { x = partition::kernels::to_double(got.as<T>()[i * parts + k]); });
                const double want = ref_values[static_cast<size_t>(g * parts + k)];
                // The largest error counts finite differences only: a NaN where the reference
                // has one (another payload) is no error, a NaN against a number is infinite.
                if (!same_non_finite(x, want)) c.max_abs_error = std::max(c.max_abs_error, std::isnan(x - want) ? INFINITY : std::abs(x - want));
                // An integer converted from a float: the float's tolerance in its own steps, plus
                // the one step a rounding may flip.
                if (from_float ? std::abs(x - want) <= std::floor(c.tolerance * (std::abs(want) + rms)) + 1
                               : within_tolerance(x, want, c.tolerance, rms))
                  continue;
                // Beyond rounding: still agrees where the perturbed references moved this
                // element as far (conditioning, program_runner.h).
                const double moved = sensitivity.empty() || sensitivity[r].empty() ? 0 : sensitivity[r][static_cast<size_t>(g * parts + k)];
                if (moved > 0 && (std::isinf(moved) || std::abs(x - want) <= kConditioningFactor * moved)) {
                  ++c.conditioned_elements;
                  c.max_conditioned_ratio = std::max(c.max_conditioned_ratio, std::isinf(moved) ? 0.0 : std::abs(x - want) / moved);
                  continue;
                }
                // Beyond the perturbed references' move too: decided after the comparison by
                // how far the partitioned run itself moves under the same perturbations.
                if (!sensitivity.empty() && floating) {
                  undecided.push_back({r, static_cast<int64_t>(d), i, g, k, moved, x, want});
                  continue;
                }
                same = false;
              }
            }
            if (!same) {
              c.ok = false;
              report.mismatch = ProgramMismatch{c.index, c.name, d, idx, gi, element_text(ref, g), element_text(got, i)};
              if (!sensitivity.empty() && !sensitivity[r].empty())
                for (int64_t k = 0; k < parts; ++k)
                  report.mismatch->moved = std::max(report.mismatch->moved, sensitivity[r][static_cast<size_t>(g * parts + k)]);
              break;
            }
          }
          ++i;
        } while (partition::kernels::next_index(idx, got.shape));
      }
      report.outputs.push_back(std::move(c));
      if (report.mismatch) break;
    }
  };
  compare(perturbed_sensitivity(program, arguments, expected, options));
  // Before an element the rounding rule rejects is called a mismatch, the conditioning is
  // measured (issue 41): a correct plan on an ill-conditioned output (batch norm's variance
  // gradient, attention scores in the hundreds) moves by rounding-sized perturbations as far
  // as the partitioned run does, while a wrong plan's errors, of the size of the values, stay
  // beyond 4x what well-conditioned elements move (ctest InjectedWrongPlan.*).
  // (Without perturbed references the rule alone decides, so a one-sided NaN is a mismatch
  // then: one_sided stays empty.)
  ProgramRunOptions measured = options;
  if (report.mismatch && options.perturbed_references == 0 && options.measure_conditioning_on_mismatch) {
    measured.perturbed_references = kConditioningReferences;
    report.outputs.clear();
    report.mismatch.reset();
    compare(perturbed_sensitivity(program, arguments, expected, measured));
    report.conditioning_measured = kConditioningReferences;
  }
  if (!report.mismatch && !undecided.empty()) {
    // The partitioned side's own conditioning (program_runner.h, "inconclusive"): the
    // partitioned step runs again on each of the perturbed references' arguments, and s' is
    // how far it moved each undecided element (infinite where it turned a number into NaN or
    // infinity or back). An element whose difference from the reference is within 4 s' moves
    // that far under rounding-sized changes of the inputs on the side under test: the
    // reference's few samples did not show it, so the comparison cannot decide there. Any
    // other element is a mismatch: a wrong plan or kernel gives the same wrong value whatever
    // the last bits of the inputs.
    std::vector<double> own(undecided.size(), 0.0);
    int runs = 0;
    if (options.backend == Backend::local) {
      for (int p = 0; p < measured.perturbed_references; ++p) {
        const auto moved = partitioned_outputs(perturbed_arguments(program, arguments, static_cast<uint64_t>(p) + 1));
        ++runs;
        for (size_t e = 0; e < undecided.size(); ++e) {
          const Undecided& u = undecided[e];
          const HostBuffer& b = moved[static_cast<size_t>(u.device)][u.output];
          const types::DType part = partition::kernels::component_dtype(b.dtype);
          const int64_t parts = partition::kernels::is_complex_dtype(b.dtype) ? 2 : 1;
          const double x = as_doubles(part, b.data.data() + (u.local_flat * parts + u.part) * types::byte_size(part), 1)[0];
          const double d = same_non_finite(x, u.got)                        ? 0
                           : std::isfinite(x) && std::isfinite(u.got) ? std::abs(x - u.got)
                                                                             : INFINITY;
          own[e] = std::max(own[e], d);
        }
      }
    }
    report.partitioned_perturbed_runs = runs;
    std::optional<size_t> first_kept;
    for (size_t e = 0; e < undecided.size(); ++e) {
      const Undecided& u = undecided[e];
      const bool one_sided = std::isfinite(u.got) != std::isfinite(u.want);
      const double diff = one_sided ? INFINITY : std::abs(u.got - u.want);
      const bool open = own[e] > 0 && (std::isinf(own[e]) || diff <= kConditioningFactor * own[e]);
      OutputComparison& c = report.outputs[u.output];
      ++c.undecided_elements;
      if (one_sided) ++c.one_sided_elements;
      if (open) {
        ++c.inconclusive_elements;
        if (std::isfinite(own[e])) c.max_own_sensitivity = std::max(c.max_own_sensitivity, own[e]);
      } else if (!first_kept) {
        first_kept = e;
      }
      c.ok = false;
    }
    const Undecided& u = undecided[first_kept.value_or(0)];
    const HostBuffer& got = outputs[static_cast<size_t>(u.device)][u.output];
    const auto off = block_offsets(lowered.mesh, returned[u.output], expected[u.output].shape, u.device);
    std::vector<int64_t> local(got.shape.size()), global(got.shape.size());
    int64_t rest = u.local_flat;
    for (size_t k = got.shape.size(); k-- > 0;) {
      local[k] = got.shape[k] == 0 ? 0 : rest % got.shape[k];
      rest = got.shape[k] == 0 ? 0 : rest / got.shape[k];
      global[k] = local[k] + off[k];
    }
    report.mismatch = ProgramMismatch{static_cast<int>(u.output), report.outputs[u.output].name, u.device, local, global,
                                      element_text(expected[u.output], u.ref_flat), element_text(got, u.local_flat), u.moved};
    report.inconclusive = !first_kept && runs > 0;
  }
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
