#include "partition/cost/loop_all_reduce_motion.h"

#include <map>

namespace shardproof::partition {
namespace {

// Where an accumulated value ends: the buffer the loop carries and the loop.
struct Accumulation {
  ValueId buffer = -1;
  const Op* loop = nullptr;
};

class AccumulatedValues {
 public:
  explicit AccumulatedValues(const Program& program) : program_(program) {
    count(program.main.ops);
    for (ValueId v : program.main.results) ++readers_[v];
    find(program.main.ops);
  }
  // The accumulation `v` flows into unchanged, or nullptr.
  const Accumulation* of(ValueId v) const {
    auto it = chain_.find(v);
    return it == chain_.end() ? nullptr : &it->second;
  }

 private:
  void count(const std::vector<Op>& ops) {
    for (const Op& op : ops) {
      for (ValueId v : op.operands) ++readers_[v];
      for (ValueId r : op.results) producer_[r] = &op;
      for (const Region& region : op.region) {
        count(region.ops);
        for (ValueId v : region.results) ++readers_[v];
      }
    }
  }
  int readers(ValueId v) const {
    auto it = readers_.find(v);
    return it == readers_.end() ? 0 : it->second;
  }
  const Op* producer(ValueId v) const {
    auto it = producer_.find(v);
    return it == producer_.end() ? nullptr : it->second;
  }

  // An op that hands its operand's elements on in their order (a bitcast to XLA once
  // simplified): XLA's motion looks through these and no others.
  bool keeps_element_order(const Op& op) const {
    if (op.operands.empty() || op.results.size() != 1) return false;
    switch (op.kind) {
      case OpKind::reshape:
      case OpKind::convert:
      case OpKind::sharding_constraint:
        return true;
      case OpKind::reduce: {  // of unit dimensions only (one operand and its init)
        if (op.operands.size() != 2) return false;
        const auto& shape = program_.value(op.operands[0]).type.shape;
        for (int64_t d : op.dims)
          if (d < 0 || d >= static_cast<int64_t>(shape.size()) || shape[static_cast<size_t>(d)] != 1) return false;
        return true;
      }
      case OpKind::broadcast_in_dim: {  // adding unit dimensions only, in order
        const auto& in = program_.value(op.operands[0]).type;
        const auto& out = program_.value(op.results[0]).type;
        if (in.num_elements() != out.num_elements()) return false;
        for (size_t i = 1; i < op.dims.size(); ++i)
          if (op.dims[i] <= op.dims[i - 1]) return false;
        return true;
      }
      default:
        return false;
    }
  }

  void find(const std::vector<Op>& ops) {
    for (const Op& op : ops) {
      for (const Region& region : op.region) find(region.ops);
      if (op.kind != OpKind::while_ || op.region.empty()) continue;
      const Region& body = op.region.back();
      for (size_t k = 0; k < body.arguments.size() && k < body.results.size(); ++k) {
        const ValueId buffer = body.arguments[k], next = body.results[k];
        const Op* write = producer(next);
        if (!write || readers(buffer) != 1 || readers(next) != 1 || write->operands.size() < 2) continue;
        ValueId update = -1;
        if (write->kind == OpKind::dynamic_update_slice && write->operands[0] == buffer)
          update = write->operands[1];
        else if (write->kind == OpKind::add && (write->operands[0] == buffer) != (write->operands[1] == buffer))
          update = write->operands[0] == buffer ? write->operands[1] : write->operands[0];
        if (update < 0 || readers(update) != 1) continue;
        // Back from the write through the ops that keep the elements' order, each value read
        // by the next only.
        for (ValueId v = update;;) {
          chain_[v] = Accumulation{buffer, &op};
          const Op* made = producer(v);
          if (!made || !keeps_element_order(*made) || readers(made->operands[0]) != 1) break;
          v = made->operands[0];
        }
      }
    }
  }

  const Program& program_;
  std::map<ValueId, int> readers_;
  std::map<ValueId, const Op*> producer_;
  std::map<ValueId, Accumulation> chain_;
};

}  // namespace

std::vector<LoopMotion> loop_all_reduce_motion(const CostReport& report, const Program& program,
                                               const LoweredProgram& lowered, const redistribute::Topology& topology,
                                               const std::vector<std::string>& issued_kinds) {
  std::vector<LoopMotion> out(report.collectives.size());
  if (topology.compiler != redistribute::Compiler::xla_gpu && topology.compiler != redistribute::Compiler::xla_tpu)
    return out;
  const AccumulatedValues accumulated(program);
  for (size_t i = 0; i < report.collectives.size(); ++i) {
    const CollectiveUse& use = report.collectives[i];
    if (!use.inserted || use.redistribution < 0 || use.reducer != "add") continue;
    if (i >= issued_kinds.size() || issued_kinds[i] != "all_reduce") continue;
    const auto& redistribution = lowered.redistributions[static_cast<size_t>(use.redistribution)];
    const Accumulation* acc = accumulated.of(redistribution.value);
    if (!acc) continue;
    int64_t trip = 1;
    for (const LoweredLoop& loop : lowered.loops)
      if (loop.line == acc->loop->line && loop.trip_count) trip = std::max<int64_t>(*loop.trip_count, 1);
    LoopMotion& m = out[i];
    m.sunk = true;
    // The buffer's elements, in the type the all-reduce moved in the loop: a bf16 gradient
    // converted to f32 for its f32 stack moves bf16 after the loop too (XLA's bf16[4,256]
    // members in maxtext_real_train_fsdp_scan on h100x8 and tpu-v5e:2x4).
    const types::DType buffer_type = program.value(acc->buffer).type.dtype;
    const types::DType moved_type = program.value(redistribution.value).type.dtype;
    m.bytes = lowered.local_bytes(program, acc->buffer) / types::byte_size(buffer_type) * types::byte_size(moved_type);
    m.repeat = std::max<int64_t>(use.repeat / trip, 1);
    m.element_type = types::to_string(moved_type);
  }
  return out;
}

}  // namespace shardproof::partition
