#include "exec/fusion.h"

#include <algorithm>
#include <cstring>

#include "partition/ops/kernels/element.h"
#include "partition/ops/op_table.h"

namespace shardproof::exec {

using partition::HostBuffer;
using partition::Op;
using partition::OpKind;
using partition::Program;
using partition::Region;
using partition::ValueId;

namespace {

// Types the block kernels compute on (complex values and the storage-only types keep their
// whole-array kernels).
bool has_arithmetic(types::DType t) {
  using types::DType;
  switch (t) {
    case DType::f32: case DType::f64: case DType::bf16: case DType::f16: case DType::i1:
    case DType::i8: case DType::i16: case DType::i32: case DType::i64:
    case DType::ui8: case DType::ui16: case DType::ui32: case DType::ui64:
      return true;
    default:
      return false;
  }
}

int64_t elements(const Program& program, ValueId v) { return partition::kernels::product(program.value(v).type.shape); }

}  // namespace

bool fusible(const Program& program, const Op& op) {
  const partition::FusedForm& form = partition::op_info(op.kind).fused;
  if (!form.block && !form.element_map) return false;
  if (op.results.size() != 1 || op.operands.empty() || !op.region.empty()) return false;
  if (!has_arithmetic(program.value(op.results[0]).type.dtype)) return false;
  for (ValueId v : op.operands)
    if (!has_arithmetic(program.value(v).type.dtype)) return false;
  return true;
}

FusionPlan plan_fusion(const Program& program, const std::vector<Op>& ops, const std::vector<ValueId>& live_out,
                       const FusionBarriers& barriers) {
  const size_t n = ops.size();
  // Per value: the one top-level op that reads it (-1: none yet, -2: several, or read after).
  std::vector<int> reader(program.values.size(), -1);
  auto note = [&](ValueId v, int at) {
    int& r = reader[static_cast<size_t>(v)];
    r = (r == -1 || r == at) ? at : -2;
  };
  std::function<void(const Op&, int)> reads = [&](const Op& op, int at) {
    for (ValueId v : op.operands) note(v, at);
    for (const Region& r : op.region) {
      for (const Op& inner : r.ops) reads(inner, at);
      for (ValueId v : r.results) note(v, at);
    }
  };
  for (size_t i = 0; i < n; ++i) reads(ops[i], static_cast<int>(i));
  for (ValueId v : live_out) reader[static_cast<size_t>(v)] = -2;

  auto plan_at_operand = [&](int op, size_t o) { return barriers.plan_at_operand && barriers.plan_at_operand(op, o); };
  auto plan_at_result = [&](int op, size_t r) { return barriers.plan_at_result && barriers.plan_at_result(op, r); };
  auto no_plans_around = [&](int i) {
    for (size_t o = 0; o < ops[static_cast<size_t>(i)].operands.size(); ++o)
      if (plan_at_operand(i, o)) return false;
    return !plan_at_result(i, 0);
  };

  // fuse_into[i]: the op whose group op i joins (-1: none). Decided from the last op back,
  // so that whether a reader is itself a member is known when its producers are decided.
  std::vector<int> fuse_into(n, -1);
  for (int i = static_cast<int>(n) - 1; i >= 0; --i) {
    const Op& p = ops[static_cast<size_t>(i)];
    if (!fusible(program, p) || !no_plans_around(i)) continue;
    const ValueId v = p.results[0];
    const int j = reader[static_cast<size_t>(v)];
    if (j < 0) continue;
    const Op& c = ops[static_cast<size_t>(j)];
    if (!fusible(program, c)) continue;
    const partition::FusedForm& form = partition::op_info(c.kind).fused;
    const bool keeps_order = form.element_map == partition::kernels::same_order;
    if (!form.block && !(keeps_order && fuse_into[static_cast<size_t>(j)] >= 0)) continue;
    if (elements(program, v) != elements(program, c.results[0])) continue;
    bool plan_on_edge = false;
    for (size_t o = 0; o < c.operands.size(); ++o) plan_on_edge |= c.operands[o] == v && plan_at_operand(j, o);
    if (plan_on_edge) continue;
    fuse_into[static_cast<size_t>(i)] = j;
  }

  FusionPlan plan;
  plan.group_of.assign(n, -1);
  plan.runs_at.resize(n);
  for (size_t i = 0; i < n; ++i) plan.runs_at[i] = static_cast<int>(i);
  auto root_of = [&](int i) {
    while (fuse_into[static_cast<size_t>(i)] >= 0) i = fuse_into[static_cast<size_t>(i)];
    return i;
  };
  std::vector<int> group_at(n, -1);  // by root
  for (size_t i = 0; i < n; ++i) {
    if (fuse_into[i] < 0) continue;
    const int r = root_of(static_cast<int>(i));
    if (group_at[static_cast<size_t>(r)] < 0) {
      group_at[static_cast<size_t>(r)] = static_cast<int>(plan.groups.size());
      plan.groups.push_back(FusedGroup{r, {}, {}});
    }
    const int g = group_at[static_cast<size_t>(r)];
    plan.groups[static_cast<size_t>(g)].members.push_back(static_cast<int>(i));
    plan.groups[static_cast<size_t>(g)].fused_values.push_back(ops[i].results[0]);
    plan.group_of[i] = g;
    plan.runs_at[i] = r;
  }
  for (size_t g = 0; g < plan.groups.size(); ++g) {
    FusedGroup& group = plan.groups[g];
    group.members.push_back(group.root);  // members were added in program order; the root is the last
    plan.group_of[static_cast<size_t>(group.root)] = static_cast<int>(g);
  }
  return plan;
}

int64_t fused_scratch_bytes(const std::vector<FusedStep>& steps, int64_t block) {
  int64_t bytes = 0;
  for (size_t s = 0; s + 1 < steps.size(); ++s)
    if (steps[s].form.element_map != partition::kernels::same_order) bytes += block * types::byte_size(steps[s].dtype);
  return bytes;
}

void run_fused(const std::vector<FusedStep>& steps, HostBuffer& result, int64_t block) {
  const int64_t n = result.num_elements();
  if (steps.empty() || n == 0) return;
  block = std::max<int64_t>(1, block);
  const size_t last = steps.size() - 1;
  // Per step: its scratch block (none for the root, which writes into `result`, nor for the
  // steps that keep the order, which pass their operand's block on), its element map's
  // strides, and where its current block lies.
  std::vector<std::vector<std::byte>> scratch(steps.size());
  std::vector<std::vector<int64_t>> strides(steps.size());
  std::vector<std::byte*> at(steps.size(), nullptr);
  for (size_t s = 0; s < steps.size(); ++s) {
    const FusedStep& step = steps[s];
    const bool keeps_order = step.form.element_map == partition::kernels::same_order;
    if (s != last && !keeps_order)
      scratch[s].resize(static_cast<size_t>(std::min(block, n) * types::byte_size(step.dtype)));
    if (step.form.element_map && !keeps_order) {
      const HostBuffer* in = step.operands.at(0).buffer;
      if (!in) throw partition::KernelUnsupported("a fused broadcast or transpose of a value that is not materialised");
      strides[s] = *step.form.element_map(*step.op, in->shape, step.shape);
    }
  }
  std::vector<partition::BlockOperand> operands;
  for (int64_t first = 0; first < n; first += block) {
    const int64_t count = std::min(block, n - first);
    for (size_t s = 0; s < steps.size(); ++s) {
      const FusedStep& step = steps[s];
      const int64_t esize = types::byte_size(step.dtype);
      std::byte* out = s == last ? result.data.data() + first * esize : scratch[s].data();
      if (step.form.block) {
        operands.clear();
        for (const FusedStep::Source& src : step.operands) {
          if (src.step >= 0) {
            operands.push_back({steps[static_cast<size_t>(src.step)].dtype, at[static_cast<size_t>(src.step)], false});
            continue;
          }
          const HostBuffer& b = *src.buffer;
          const bool scalar = b.num_elements() == 1;
          if (!scalar && b.num_elements() != n)
            throw partition::KernelUnsupported("a fused operand of neither the group's element count nor one element");
          operands.push_back({b.dtype, b.data.data() + (scalar ? 0 : first * types::byte_size(b.dtype)), scalar});
        }
        step.form.block(partition::BlockCall{*step.op, operands, step.dtype, out, count});
        at[s] = out;
      } else if (step.form.element_map == partition::kernels::same_order) {
        const FusedStep::Source& src = step.operands.at(0);
        std::byte* in = src.step >= 0 ? at[static_cast<size_t>(src.step)]
                                      : const_cast<std::byte*>(src.buffer->data.data()) + first * esize;
        if (s == last) std::memcpy(out, in, static_cast<size_t>(count * esize));
        at[s] = s == last ? out : in;
      } else {
        partition::kernels::strided_copy_range(step.operands[0].buffer->data.data(), out, step.shape, strides[s], 0, esize,
                                               first, count);
        at[s] = out;
      }
    }
  }
}

}  // namespace shardproof::exec
