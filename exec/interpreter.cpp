#include "exec/interpreter.h"

#define EIGEN_USE_THREADS
#include <unsupported/Eigen/CXX11/Tensor>

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstring>
#include <functional>
#include <limits>
#include <map>
#include <set>
#include <thread>

#include "exec/device_block.h"
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

// Per op of a block (main's ops, or a region's: a loop's condition or body, a branch, a
// shard_map's body): the block's own values (its arguments and its ops' results) read for the
// last time by it or by its regions, which the interpreter frees after it; a result nothing
// reads is freed after the op that made it. Values read after the block (`live_out`: main's
// results, a region's) are never freed, nor an enclosing block's values, which a loop reads
// again on its next iteration. An op fused into a later root reads its operands where the
// root runs (`runs_at`, exec/fusion.h).
std::vector<std::vector<ValueId>> dead_after(size_t num_values, const std::vector<Op>& ops, const std::vector<ValueId>& arguments,
                                             const std::vector<ValueId>& live_out, const std::vector<int>& runs_at) {
  constexpr int kNotOwn = -2, kUnread = -1;
  std::vector<int> last(num_values, kNotOwn);
  for (ValueId v : arguments) last[v] = kUnread;
  for (const Op& op : ops)
    for (ValueId v : op.results) last[v] = kUnread;
  std::function<void(const Op&, int)> reads = [&](const Op& op, int at) {
    for (ValueId v : op.operands)
      if (last[v] != kNotOwn) last[v] = std::max(last[v], at);
    for (const Region& r : op.region) {
      for (const Op& inner : r.ops) reads(inner, at);
      for (ValueId v : r.results)
        if (last[v] != kNotOwn) last[v] = std::max(last[v], at);
    }
  };
  for (size_t i = 0; i < ops.size(); ++i) reads(ops[i], runs_at[i]);
  for (size_t i = 0; i < ops.size(); ++i)
    for (ValueId v : ops[i].results)
      if (last[v] == kUnread) last[v] = runs_at[i];
  for (ValueId v : live_out) last[v] = kNotOwn;
  std::vector<std::vector<ValueId>> dead(ops.size());
  for (size_t v = 0; v < last.size(); ++v)
    if (last[v] >= 0) dead[static_cast<size_t>(last[v])].push_back(static_cast<ValueId>(v));
  return dead;
}

// Whether any op of `region` (or of its regions), or its results, read `v`.
bool region_reads(const Region& region, ValueId v) {
  std::function<bool(const Op&)> reads = [&](const Op& op) {
    if (std::find(op.operands.begin(), op.operands.end(), v) != op.operands.end()) return true;
    for (const Region& r : op.region)
      if (region_reads(r, v)) return true;
    return false;
  };
  if (std::find(region.results.begin(), region.results.end(), v) != region.results.end()) return true;
  return std::any_of(region.ops.begin(), region.ops.end(), reads);
}

// Kernels that start by copying operand k into result k and then write into it (scatter's
// arrays, dynamic_update_slice's operand): where that operand dies at the op, its buffer
// becomes the result and the copy is skipped (the kernel's copy is then of a buffer onto
// itself, which std::vector's assignment leaves as it is).
size_t updated_in_place(const Op& op) {
  if (op.kind == OpKind::scatter) return (op.operands.size() - 1) / 2;
  if (op.kind == OpKind::dynamic_update_slice) return 1;
  return 0;
}

// What one approximate function on the GPU adds to R: the GPU's result is (nearly always)
// the correctly rounded one (computed in double, exec/gpu/kernels/elementwise.cu), the
// host's is within 1 ulp of it for glibc's float functions and within 7 ulp of glibc's for
// Eigen's vectorised exp and tanh (measured, partition/ops/kernels/elementwise.cpp): 8
// covers both; the tolerance is 2 R eps of the value's magnitude.
constexpr int64_t kApproximateFunctionLength = 8;

}  // namespace

class Interpreter::Impl {
 public:
  // device == nullptr: the reference, on whole arrays.
  // fusion_block 0: no fusion (every op through its whole-array kernel).
  // cross_check (with place gpu): every op run on the GPU is run by its host kernel too, on
  // the same operands, and the first result that differs is kept (first_kernel_mismatch).
  Impl(const Program& program, DeviceContext* device, const Eigen::ThreadPoolDevice* threads,
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
    run_block(fn.ops, fn.arguments, fn.results, kOwnIndex);
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
    keep_spare(std::move(env_[v].data));
    env_[v] = std::move(b);
    peak_bytes_ = std::max(peak_bytes_, live_bytes_);
  }
  // The value's buffer moved out of the environment (its last reader is taking it over).
  HostBuffer take_value(ValueId v) {
    live_bytes_ -= static_cast<int64_t>(env_[v].data.size());
    HostBuffer b = std::move(env_[v]);
    env_[v] = HostBuffer{};
    return b;
  }

  // Buffers of values freed, kept for the next result of the same size: a loop body allocates
  // the same sizes every iteration, and a fresh large allocation costs a page fault per page
  // and the kernel's zeroing of it, a kept one only the zeroing. Buffers under 64 KiB are left
  // to malloc; what is kept is capped at half the most bytes of values held so far (kept
  // buffers are not counted in peak_bytes, like kernels' temporaries).
  static constexpr size_t kSpareMinBytes = size_t{64} << 10;
  void keep_spare(std::vector<std::byte>&& data) {
    const auto bytes = static_cast<int64_t>(data.size());
    if (data.size() < kSpareMinBytes || spare_bytes_ + bytes > peak_bytes_ / 2) return;
    spare_bytes_ += bytes;
    spare_.emplace(data.size(), std::move(data));
  }
  // A zeroed buffer of the dtype and shape: a kept one of the same size where there is one.
  HostBuffer fresh(types::DType dtype, std::vector<int64_t> shape) {
    const auto bytes = static_cast<size_t>(partition::kernels::product(shape) * types::byte_size(dtype));
    const auto it = bytes < kSpareMinBytes ? spare_.end() : spare_.find(bytes);
    if (it == spare_.end()) return HostBuffer::zeros(dtype, std::move(shape));
    HostBuffer b{dtype, std::move(shape), std::move(it->second)};
    spare_.erase(it);
    spare_bytes_ -= static_cast<int64_t>(bytes);
    std::fill(b.data.begin(), b.data.end(), std::byte{0});
    return b;
  }

  // Ops of main find their plans by their own index in main; the ops of a region by the index
  // of main's op that holds it (lowering places a plan inside a loop body at the loop).
  static constexpr int kOwnIndex = std::numeric_limits<int>::min();
  static int plan_index(int outer, int position) { return outer == kOwnIndex ? position : outer; }

  // How a block of ops runs (main's, or a region's): its fused groups and, per op, the block's
  // values that die after it. Worked out once per block: a loop's body runs many times.
  struct BlockPlan {
    FusionPlan fusion;
    std::vector<std::vector<ValueId>> dead;
    std::vector<ValueId> own;  // the block's arguments and its ops' results, sorted
    bool owns(ValueId v) const { return std::binary_search(own.begin(), own.end(), v); }
  };
  const BlockPlan& block_plan(const std::vector<Op>& ops, const std::vector<ValueId>& arguments,
                              const std::vector<ValueId>& live_out, int outer) {
    const auto it = block_plans_.find(&ops);
    if (it != block_plans_.end()) return it->second;
    BlockPlan plan;
    if (fusion_block_ > 0) {
      plan.fusion = plan_fusion(program_, ops, live_out, barriers(ops, outer));
    } else {
      plan.fusion.group_of.assign(ops.size(), -1);
      for (size_t i = 0; i < ops.size(); ++i) plan.fusion.runs_at.push_back(static_cast<int>(i));
    }
    plan.dead = dead_after(program_.values.size(), ops, arguments, live_out, plan.fusion.runs_at);
    plan.own = arguments;
    for (const Op& op : ops) plan.own.insert(plan.own.end(), op.results.begin(), op.results.end());
    std::sort(plan.own.begin(), plan.own.end());
    return block_plans_.emplace(&ops, std::move(plan)).first->second;
  }
  const BlockPlan& region_plan(const Region& region, int outer) {
    return block_plan(region.ops, region.arguments, region.results, outer);
  }

  // A block's ops in order: fused groups where their roots stand (exec/fusion.h), every other
  // op through its kernel or its regions, and each of the block's values freed after its last
  // reader. `outer`: the index of main's op whose region this is, or kOwnIndex for main.
  void run_block(const std::vector<Op>& ops, const std::vector<ValueId>& arguments, const std::vector<ValueId>& live_out,
                 int outer) {
    const BlockPlan& plan = block_plan(ops, arguments, live_out, outer);
    for (size_t i = 0; i < ops.size(); ++i) {
      const int at = static_cast<int>(i);
      const Op& op = ops[i];
      // An op without regions may take over a buffer whose last reader it is (below).
      dying_ = partition::op_info(op.kind).regions == partition::Regions::none ? &plan.dead[i] : nullptr;
      if (plan.fusion.deferred(at)) {
        // a member runs in its root's loop
      } else if (plan.fusion.is_root(at)) {
        run_group(ops, plan.fusion.groups[static_cast<size_t>(plan.fusion.group_of[i])], outer);
      } else if (fusion_block_ > 0 && partition::op_info(op.kind).fused.block && fusible(program_, op)) {
        run_group(ops, FusedGroup{at, {at}, {}}, outer);  // a group of one: blocks, and maybe a buffer taken over
      } else {
        run_op(op, plan_index(outer, at));
      }
      dying_ = nullptr;
      for (ValueId v : plan.dead[i]) bind(v, HostBuffer{});  // its last reader has run
    }
  }
  // A region's block. `outer` as for run_block.
  void run_region(const Region& region, int outer) { run_block(region.ops, region.arguments, region.results, outer); }

  // Region result `v` as the value leaving the region (through the plan at `index`, if any):
  // its buffer moved out where the region owns it, no plan reads it there, and it is not
  // returned again later (`last`); otherwise a copy.
  HostBuffer leave_region(const Region& region, int outer, ValueId v, bool last, int index, int line, const std::string& reason) {
    const HostBuffer& b = redistributed(v, env_[v], index, line, reason);
    if (&b == &env_[v] && last && region_plan(region, outer).owns(v)) return take_value(v);
    return b;
  }

  // Whether `v` is read for the last time by the op running now (a value of main, not
  // returned): its buffer may become the op's result.
  bool dies_here(ValueId v) const {
    return dying_ && std::find(dying_->begin(), dying_->end(), v) != dying_->end();
  }

  // Where lowering put plans around main's ops: fusion keeps them at group boundaries.
  FusionBarriers barriers(const std::vector<Op>& ops, int outer) const {
    if (!device_) return {};
    auto placed = [this, &ops, outer](int i, ValueId v, const std::string& reason) {
      return device_->placement.count(place_key(plan_index(outer, i), ops[static_cast<size_t>(i)].line, v, reason)) > 0;
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
  void run_group(const std::vector<Op>& ops, const FusedGroup& group, int outer) {
    const Op& root = ops[static_cast<size_t>(group.root)];
    const int root_at = plan_index(outer, group.root);
    const std::string root_name(partition::op_info(root.kind).name);
    const ValueId out = root.results[0];
    const auto& global = program_.value(out).type;
    std::vector<int64_t> out_shape = global.shape;
    if (device_) out_shape = types::local_shape(device_->lowered.mesh, produced_type(out, root_at, root.line, root_name), global.shape);
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
          const int64_t k = partition::kernels::product(read_shape(op.operands[o], plan_index(outer, m), op, o));
          lines_up &= k == n || k == 1;
        }
      }
      step_of[op.results[0]] = static_cast<int>(steps.size());
      steps.push_back(std::move(step));
    }
    if (!lines_up) {
      for (int m : group.members) run_op(ops[static_cast<size_t>(m)], plan_index(outer, m));
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
        steps[s].operands[o].buffer = &redistributed(v, env_[v], plan_index(outer, m), op.line, fmt::format("operand {} of {}", o, name));
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
    if (results.empty()) results.push_back(fresh(global.dtype, out_shape));
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
    bind(out, take(redistributed(out, results[0], root_at, root.line, "result of " + root_name), results[0]));
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
      in = widest(in, rounding_[v]);
      if (!device_) {  // no plans to look up (the reference, a shard_map's body, a reducer's scalars)
        operand_ptrs.push_back(&env_[v]);
        continue;
      }
      const std::string reason = fmt::format("operand {} of {}", o, name);
      operand_ptrs.push_back(&redistributed(v, env_[v], index, op.line, reason));
      operand_offsets.push_back(block_offsets(device_->lowered.mesh, operand_type(v, index, op.line, reason),
                                              program_.value(v).type.shape, device_->comm.rank()));
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
    // (not on the GPU, whose kernels and cross-check read the operand apart from the result)
    const size_t in_place = identity_inputs.empty() && place_ != KernelPlace::gpu ? updated_in_place(op) : 0;
    std::vector<bool> taken(op.results.size(), false);
    for (size_t i = 0; i < op.results.size(); ++i) {
      const ValueId r = op.results[i];
      const auto& global = program_.value(r).type;
      std::vector<int64_t> shape = global.shape;
      if (device_) {
        const ShardingType& t = produced_type(r, index, op.line, name);
        shape = types::local_shape(device_->lowered.mesh, t, global.shape);
        offsets.push_back(block_offsets(device_->lowered.mesh, t, global.shape, device_->comm.rank()));
      }
      // The operand this result starts as a copy of, where it dies here: its buffer.
      const ValueId v = i < in_place ? op.operands[i] : ValueId{};
      if (i < in_place && operand_ptrs[i] == &env_[v] && dies_here(v) && env_[v].dtype == global.dtype &&
          env_[v].shape == shape && std::count(op.operands.begin(), op.operands.end(), v) == 1) {
        results.push_back(take_value(v));
        taken[i] = true;
        continue;
      }
      results.push_back(fresh(global.dtype, std::move(shape)));
    }
    for (size_t i = 0; i < results.size(); ++i)
      if (taken[i]) operand_ptrs[i] = &results[i];
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
      bind(r, device_ ? take(redistributed(r, results[i], index, op.line, "result of " + name), results[i]) : std::move(results[i]));
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
      run_region(body, -1);
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
      Impl sub(program_, nullptr, nullptr, fusion_block_);
      sub.comm_ = &comm;
      for (size_t o = 0; o < op.operands.size() && o < body.arguments.size(); ++o) {
        const ValueId v = op.operands[o];
        sub.bind(body.arguments[o], o < op.in_shardings.size()
                                          ? local_block(env_[v], *mesh, type_of(op.in_shardings[o], v), comm.rank())
                                          : env_[v]);
        sub.rounding_[body.arguments[o]] = rounding_[v];
      }
      sub.run_region(body, -1);
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
    // The condition gets copies of the carried values it reads (a loop counter, typically).
    std::vector<bool> cond_reads(cond.arguments.size());
    for (size_t i = 0; i < cond.arguments.size(); ++i) cond_reads[i] = region_reads(cond, cond.arguments[i]);
    for (;;) {
      for (size_t i = 0; i < carried.size() && i < cond.arguments.size(); ++i) {
        if (cond_reads[i]) bind(cond.arguments[i], carried[i]);
        rounding_[cond.arguments[i]] = lengths[i];
      }
      run_region(cond, index);
      if (!predicate(cond.results.at(0))) break;
      for (size_t i = 0; i < carried.size(); ++i) {
        bind(body.arguments[i], std::move(carried[i]));
        rounding_[body.arguments[i]] = lengths[i];
      }
      run_region(body, index);
      for (size_t i = 0; i < carried.size(); ++i) {
        const ValueId v = body.results[i];
        const bool last = std::find(body.results.begin() + static_cast<std::ptrdiff_t>(i) + 1, body.results.end(), v) ==
                          body.results.end();
        carried[i] = leave_region(body, index, v, last, index, op.line, fmt::format("carried value {} at the end of the loop body", i));
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
    run_region(region, index);
    for (size_t i = 0; i < op.results.size(); ++i) {
      const ValueId v = region.results[i];
      const bool last = std::find(region.results.begin() + static_cast<std::ptrdiff_t>(i) + 1, region.results.end(), v) ==
                        region.results.end();
      const Rounding length = rounding_[v];
      bind(op.results[i], leave_region(region, index, v, last, index, op.line, fmt::format("result {} of a branch of {}", i, name)));
      rounding_[op.results[i]] = length;
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
  std::map<const std::vector<Op>*, BlockPlan> block_plans_;  // by block (its ops), worked out on its first run
  std::multimap<size_t, std::vector<std::byte>> spare_;      // freed buffers by size (keep_spare)
  int64_t spare_bytes_ = 0;
  int64_t live_bytes_ = 0, peak_bytes_ = 0;
};

struct Threads::Pool {
  std::unique_ptr<Eigen::ThreadPool> pool;
  std::unique_ptr<Eigen::ThreadPoolDevice> device;
};

Threads::Threads(int share) : pool_(std::make_unique<Pool>()) {
  const int n = std::max(1, static_cast<int>(std::thread::hardware_concurrency()) / std::max(1, share));
  if (n > 1) {
    pool_->pool = std::make_unique<Eigen::ThreadPool>(n);
    pool_->device = std::make_unique<Eigen::ThreadPoolDevice>(pool_->pool.get(), n);
  }
}
Threads::~Threads() = default;
const Eigen::ThreadPoolDevice* Threads::device() const { return pool_->device.get(); }

Interpreter::Interpreter(const Program& program, DeviceContext* device, const Threads& threads, int64_t fusion_block,
                         KernelPlace place, bool cross_check)
    : impl_(std::make_unique<Impl>(program, device, threads.device(), fusion_block, place, cross_check)) {}
Interpreter::~Interpreter() = default;
std::vector<HostBuffer> Interpreter::run(const std::vector<HostBuffer>& arguments) { return impl_->run(arguments); }
std::vector<HostBuffer> Interpreter::place(const std::vector<HostBuffer>& arguments) const { return impl_->place(arguments); }
std::vector<HostBuffer> Interpreter::run_placed(std::vector<HostBuffer> placed) { return impl_->run_placed(std::move(placed)); }
const Rounding& Interpreter::rounding(ValueId v) const { return impl_->rounding(v); }
int64_t Interpreter::peak_bytes() const { return impl_->peak_bytes(); }
int64_t Interpreter::fused_values() const { return impl_->fused_values(); }
int64_t Interpreter::fused_bytes() const { return impl_->fused_bytes(); }
int64_t Interpreter::gpu_op_runs() const { return impl_->gpu_op_runs(); }
const std::map<std::string, int64_t>& Interpreter::host_op_runs() const { return impl_->host_op_runs(); }
const std::optional<KernelMismatch>& Interpreter::first_kernel_mismatch() const { return impl_->first_kernel_mismatch(); }

}  // namespace shardproof::exec
