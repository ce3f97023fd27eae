#include "partition/propagate/op_sharding_rule_registry.h"

#include <algorithm>

namespace shardproof::partition {
namespace {

const std::vector<int64_t>& shape_of(const Program& p, ValueId v) { return p.value(v).type.shape; }

OpShardingRule dot_general_rule(const Program& p, const Op& op) {
  const auto& lhs = shape_of(p, op.operands.at(0));
  const auto& rhs = shape_of(p, op.operands.at(1));
  const DotDims& d = op.dot;
  OpShardingRule rule;
  TensorFactorMapping l(lhs.size()), r(rhs.size()), out;
  auto contains = [](const std::vector<int64_t>& v, size_t x) {
    return std::find(v.begin(), v.end(), static_cast<int64_t>(x)) != v.end();
  };
  for (size_t b = 0; b < d.lhs_batch.size(); ++b) {
    int f = rule.add_factor(lhs.at(d.lhs_batch[b]));
    l.at(d.lhs_batch[b]) = {f};
    r.at(d.rhs_batch.at(b)) = {f};
    out.push_back({f});
  }
  for (size_t i = 0; i < lhs.size(); ++i)
    if (!contains(d.lhs_batch, i) && !contains(d.lhs_contracting, i)) {
      int f = rule.add_factor(lhs[i]);
      l[i] = {f};
      out.push_back({f});
    }
  for (size_t i = 0; i < rhs.size(); ++i)
    if (!contains(d.rhs_batch, i) && !contains(d.rhs_contracting, i)) {
      int f = rule.add_factor(rhs[i]);
      r[i] = {f};
      out.push_back({f});
    }
  for (size_t c = 0; c < d.lhs_contracting.size(); ++c) {
    int f = rule.add_factor(lhs.at(d.lhs_contracting[c]), FactorType::reduction);
    l.at(d.lhs_contracting[c]) = {f};
    r.at(d.rhs_contracting.at(c)) = {f};
  }
  rule.operands = {l, r};
  rule.results = {out};
  return rule;
}

OpShardingRule reduce_rule(const Program& p, const Op& op) {
  // Operands: inputs then their scalar inits; results: one per input.
  size_t n = op.results.size();
  const auto& in = shape_of(p, op.operands.at(0));
  OpShardingRule rule;
  TensorFactorMapping t(in.size()), out;
  for (size_t i = 0; i < in.size(); ++i) {
    bool reduced = std::find(op.dims.begin(), op.dims.end(), static_cast<int64_t>(i)) != op.dims.end();
    int f = rule.add_factor(in[i], reduced ? FactorType::reduction : FactorType::pass_through);
    t[i] = {f};
    if (!reduced) out.push_back({f});
  }
  for (size_t i = 0; i < op.operands.size(); ++i)
    rule.operands.push_back(i < n ? t : TensorFactorMapping(shape_of(p, op.operands[i]).size()));
  for (size_t i = 0; i < n; ++i) rule.results.push_back(out);
  return rule;
}

OpShardingRule broadcast_rule(const Program& p, const Op& op) {
  const auto& in = shape_of(p, op.operands.at(0));
  const auto& out = shape_of(p, op.results.at(0));
  OpShardingRule rule;
  TensorFactorMapping o;
  for (int64_t n : out) o.push_back({rule.add_factor(n)});
  TensorFactorMapping t(in.size());
  for (size_t i = 0; i < in.size(); ++i) {
    int64_t od = op.dims.at(i);
    // A dimension of size 1 stretched to a larger one is a factor of its own.
    t[i] = in[i] == out.at(od) ? o[od] : std::vector<int>{rule.add_factor(in[i])};
  }
  rule.operands = {t};
  rule.results = {o};
  return rule;
}

OpShardingRule transpose_rule(const Program& p, const Op& op) {
  const auto& in = shape_of(p, op.operands.at(0));
  OpShardingRule rule;
  TensorFactorMapping t;
  for (int64_t n : in) t.push_back({rule.add_factor(n)});
  TensorFactorMapping o;
  for (int64_t d : op.dims) o.push_back(t.at(d));
  rule.operands = {t};
  rule.results = {o};
  return rule;
}

OpShardingRule slice_rule(const Program& p, const Op& op) {
  const auto& in = shape_of(p, op.operands.at(0));
  const auto& out = shape_of(p, op.results.at(0));
  OpShardingRule rule;
  TensorFactorMapping t(in.size()), o(out.size());
  for (size_t i = 0; i < in.size(); ++i) {
    if (in[i] == out.at(i)) {
      t[i] = o[i] = {rule.add_factor(in[i])};
    } else {
      t[i] = {rule.add_factor(in[i], FactorType::need_replication)};
      o[i] = {rule.add_factor(out[i], FactorType::need_replication)};
    }
  }
  rule.operands = {t};
  rule.results = {o};
  return rule;
}

OpShardingRule concatenate_rule(const Program& p, const Op& op) {
  const auto& out = shape_of(p, op.results.at(0));
  OpShardingRule rule;
  TensorFactorMapping o;
  for (size_t i = 0; i < out.size(); ++i)
    o.push_back({rule.add_factor(out[i], static_cast<int64_t>(i) == op.dim ? FactorType::need_replication
                                                                          : FactorType::pass_through)});
  for (ValueId v : op.operands) {
    TensorFactorMapping t = o;
    t.at(op.dim) = {rule.add_factor(shape_of(p, v).at(op.dim), FactorType::need_replication)};
    rule.operands.push_back(t);
  }
  // The result's factor along dim was created first; keep the operands' factors after it.
  rule.results = {o};
  return rule;
}

}  // namespace

PropagationDirection stage_direction(OpKind kind, FactorType type, int stage) {
  if (type == FactorType::need_replication) return PropagationDirection::none;
  const bool free_op = is_elementwise(kind) || kind == OpKind::reshape || kind == OpKind::transpose ||
                       kind == OpKind::sharding_constraint;
  if (free_op || stage >= 2) return PropagationDirection::both;
  if (stage == 0 || type != FactorType::pass_through) return PropagationDirection::none;
  return kind == OpKind::broadcast_in_dim ? PropagationDirection::backward : PropagationDirection::both;
}

std::optional<OpShardingRule> get_sharding_rule(const Program& program, const Op& op) {
  if (op.kind == OpKind::manual_computation || is_collective(op.kind)) return std::nullopt;
  switch (op.kind) {
    case OpKind::dot_general:
      return dot_general_rule(program, op);
    case OpKind::reduce:
      return reduce_rule(program, op);
    case OpKind::broadcast_in_dim:
      return broadcast_rule(program, op);
    case OpKind::transpose:
      return transpose_rule(program, op);
    case OpKind::reshape:
      return reshape_rule(shape_of(program, op.operands.at(0)), shape_of(program, op.results.at(0)));
    case OpKind::slice:
      return slice_rule(program, op);
    case OpKind::concatenate:
      return concatenate_rule(program, op);
    default:
      break;
  }
  // constant, iota, elementwise, convert, compare, select, chlo.square, sharding constraints.
  const auto& shape = shape_of(program, op.results.at(0));
  std::vector<int> ranks;
  for (ValueId v : op.operands) ranks.push_back(program.value(v).type.rank());
  return elementwise_rule(shape, static_cast<int>(op.operands.size()), static_cast<int>(op.results.size()), ranks);
}

}  // namespace shardproof::partition
