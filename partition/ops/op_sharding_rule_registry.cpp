#include "partition/ops/op_sharding_rule_registry.h"

#include <algorithm>
#include <charconv>
#include <numeric>

#include "partition/ir/parse_error.h"
#include "partition/ir/stablehlo_reader.h"

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

// slice (Shardy's rule without conservative propagation): a sliced dimension is one
// permutation factor of operand and result, so a sharding propagates through the slice
// (the query, key and value slices of a fused projection stay split over heads). Its
// size is the greatest common divisor of the two extents, so that the axes propagation
// gives it divide both; a dimension whose extents share no divisor gets a
// need_replication factor on each side, as it cannot be split evenly on both.
OpShardingRule slice_rule(const Program& p, const Op& op) {
  const auto& in = shape_of(p, op.operands.at(0));
  const auto& out = shape_of(p, op.results.at(0));
  OpShardingRule rule;
  TensorFactorMapping t(in.size()), o(out.size());
  for (size_t i = 0; i < in.size(); ++i) {
    const int64_t common = std::gcd(in[i], out.at(i));
    if (in[i] == out[i]) {
      t[i] = o[i] = {rule.add_factor(in[i])};
    } else if (common > 1) {
      t[i] = o[i] = {rule.add_factor(common, FactorType::permutation)};
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

bool contains(const std::vector<int64_t>& v, int64_t x) { return std::find(v.begin(), v.end(), x) != v.end(); }

// Each dimension of `shape` a factor of its own, of `type`.
TensorFactorMapping own_factors(OpShardingRule& rule, const std::vector<int64_t>& shape, FactorType type) {
  TensorFactorMapping t;
  for (int64_t n : shape) t.push_back({rule.add_factor(n, type)});
  return t;
}

// Dimensions no factor claimed need replication (Shardy gives them a factor of their own).
void replicate_unmapped(OpShardingRule& rule, TensorFactorMapping& t, const std::vector<int64_t>& shape) {
  for (size_t d = 0; d < t.size(); ++d)
    if (t[d].empty()) t[d] = {rule.add_factor(shape[d], FactorType::need_replication)};
}

// The batch dimensions of gather's or scatter's indices: all but index_vector_dim.
std::vector<size_t> index_batch_dims(size_t rank, int64_t index_vector_dim) {
  std::vector<size_t> dims;
  for (size_t d = 0; d < rank; ++d)
    if (static_cast<int64_t>(d) != index_vector_dim) dims.push_back(d);
  return dims;
}

}  // namespace

OpShardingRule elementwise_op_rule(const Program& p, const Op& op) {
  std::vector<int> ranks;
  for (ValueId v : op.operands) ranks.push_back(p.value(v).type.rank());
  return elementwise_rule(shape_of(p, op.results.at(0)), static_cast<int>(op.operands.size()),
                          static_cast<int>(op.results.size()), ranks);
}

OpShardingRule dot_general_op_rule(const Program& p, const Op& op) { return dot_general_rule(p, op); }
ReducerKind partial_result_reducer(const Op& op) {
  return op.kind == OpKind::reduce ? op.reducer : ReducerKind::add;
}

// A reduced dimension is a reduction factor, as in Shardy's registry, for every reducer that
// XLA can finish with an all-reduce of the same reducer: each device reduces its shard and the
// per-shard results are combined (sums, products, max, min, and, or, xor: associative and
// commutative); only sums stay partial past the op (partial_result_reducer). A reducer it
// cannot name (a variadic argmax's comparator body) needs its reduced dimensions replicated:
// the operand is gathered first.
OpShardingRule reduce_op_rule(const Program& p, const Op& op) {
  OpShardingRule rule = reduce_rule(p, op);
  if (op.reducer == ReducerKind::other || op.operands.size() != 2)
    for (Factor& f : rule.factors)
      if (f.type == FactorType::reduction) f.type = FactorType::need_replication;
  return rule;
}
OpShardingRule broadcast_op_rule(const Program& p, const Op& op) { return broadcast_rule(p, op); }
OpShardingRule transpose_op_rule(const Program& p, const Op& op) { return transpose_rule(p, op); }
OpShardingRule slice_op_rule(const Program& p, const Op& op) { return slice_rule(p, op); }
OpShardingRule concatenate_op_rule(const Program& p, const Op& op) { return concatenate_rule(p, op); }
OpShardingRule reshape_op_rule(const Program& p, const Op& op) {
  return reshape_rule(shape_of(p, op.operands.at(0)), shape_of(p, op.results.at(0)));
}

// Operand 0 and result 0 share a dimension's factor where the op keeps the dimension whole
// (`keeps(d)`), else each gets its own need_replication factor; the other operands (scalar
// indices, padding values) map to nothing. pad, reverse, dynamic_slice.
template <class Keeps>
OpShardingRule per_dimension_rule(const Program& p, const Op& op, Keeps keeps) {
  const auto& in = shape_of(p, op.operands.at(0));
  const auto& out = shape_of(p, op.results.at(0));
  OpShardingRule rule;
  TensorFactorMapping t(in.size()), o(out.size());
  for (size_t d = 0; d < in.size() && d < out.size(); ++d) {
    if (keeps(d)) {
      t[d] = o[d] = {rule.add_factor(in[d])};
    } else {
      t[d] = {rule.add_factor(in[d], FactorType::need_replication)};
      o[d] = {rule.add_factor(out[d], FactorType::need_replication)};
    }
  }
  rule.operands.push_back(t);
  for (size_t i = 1; i < op.operands.size(); ++i)
    rule.operands.emplace_back(shape_of(p, op.operands[i]).size());
  rule.results.push_back(o);
  return rule;
}

OpShardingRule pad_op_rule(const Program& p, const Op& op) {
  return per_dimension_rule(p, op, [&](size_t d) { return window_is_identity(op.window, d); });
}

OpShardingRule reverse_op_rule(const Program& p, const Op& op) {
  return per_dimension_rule(p, op, [&](size_t d) { return !contains(op.dims, static_cast<int64_t>(d)); });
}

// fft: the transformed trailing dimensions (as many as fft_length has) need replication, as in
// Shardy's rule (an RFFT's last dimension also changes size); the leading ones are batch.
OpShardingRule fft_op_rule(const Program& p, const Op& op) {
  const size_t rank = shape_of(p, op.operands.at(0)).size();
  const size_t batch = rank - std::min(op.dims.size(), rank);
  return per_dimension_rule(p, op, [&](size_t d) { return d < batch; });
}

OpShardingRule dynamic_slice_op_rule(const Program& p, const Op& op) {
  const auto& in = shape_of(p, op.operands.at(0));
  const auto& out = shape_of(p, op.results.at(0));
  return per_dimension_rule(p, op, [&](size_t d) { return in[d] == out[d]; });
}

// dynamic_update_slice (Shardy's rule): operand and result are one tensor on every
// dimension; the update shares a dimension's factor where it spans the whole dimension, and
// needs replication along a dimension it covers in part (each device writes the part of the
// update that lands in its block).
OpShardingRule dynamic_update_slice_op_rule(const Program& p, const Op& op) {
  const auto& in = shape_of(p, op.operands.at(0));
  const auto& upd = shape_of(p, op.operands.at(1));
  OpShardingRule rule;
  TensorFactorMapping t(in.size()), u(upd.size());
  for (size_t d = 0; d < in.size(); ++d) {
    if (d < upd.size() && upd[d] == in[d]) {
      t[d] = u[d] = {rule.add_factor(in[d])};
    } else {
      t[d] = {rule.add_factor(in[d])};
      if (d < upd.size()) u[d] = {rule.add_factor(upd[d], FactorType::need_replication)};
    }
  }
  rule.operands = {t, u};
  for (size_t i = 2; i < op.operands.size(); ++i) rule.operands.emplace_back(shape_of(p, op.operands[i]).size());
  rule.results = {t};
  return rule;
}

// gather (Shardy's rule): an operand dimension kept whole by the slice (slice size = its
// size) is one factor with its result offset dimension; the operand's batching dimensions,
// the indices' batching dimensions and their result dimensions are one factor; the other
// batch dimensions of the indices are factors with their result dimensions. A collapsed
// operand dimension (or one sliced to one element) is a reduction factor: each device
// gathers what it holds and the partial results are summed. Other partial slices and the
// index vector need replication.
OpShardingRule gather_op_rule(const Program& p, const Op& op) {
  const auto& operand = shape_of(p, op.operands.at(0));
  const auto& indices = shape_of(p, op.operands.at(1));
  const auto& out = shape_of(p, op.results.at(0));
  const GatherDims& g = op.gather;
  OpShardingRule rule;
  TensorFactorMapping a(operand.size()), ix(indices.size()), o(out.size());
  // Result batch dimensions (not offset dims), in order, correspond to the indices' dimensions
  // other than index_vector_dim, in order.
  const std::vector<size_t> batch_dims = index_batch_dims(indices.size(), g.index_vector_dim);
  std::vector<size_t> result_batch_dims, result_offset_dims;
  for (size_t d = 0; d < out.size(); ++d)
    (contains(g.offset_dims, static_cast<int64_t>(d)) ? result_offset_dims : result_batch_dims).push_back(d);
  for (size_t k = 0; k < result_batch_dims.size() && k < batch_dims.size(); ++k) {
    const size_t id = batch_dims[k], rd = result_batch_dims[k];
    int f = rule.add_factor(out[rd]);
    ix[id] = o[rd] = {f};
    // An indices batching dimension is also an operand batching dimension.
    for (size_t b = 0; b < g.start_indices_batching_dims.size(); ++b)
      if (g.start_indices_batching_dims[b] == static_cast<int64_t>(id) && b < g.operand_batching_dims.size())
        a.at(g.operand_batching_dims[b]) = {f};
  }
  if (g.index_vector_dim < static_cast<int64_t>(indices.size()))
    ix[g.index_vector_dim] = {rule.add_factor(indices[g.index_vector_dim], FactorType::need_replication)};
  // Operand dimensions that are neither collapsed nor batching map to the offset dims in order.
  size_t k = 0;
  for (size_t d = 0; d < operand.size(); ++d) {
    const auto di = static_cast<int64_t>(d);
    if (contains(g.operand_batching_dims, di)) continue;
    if (contains(g.collapsed_slice_dims, di)) {
      // Each device gathers the rows it holds (zeros elsewhere): partial results to be summed,
      // as for a vocabulary-parallel embedding.
      a[d] = {rule.add_factor(operand[d], FactorType::reduction)};
      continue;
    }
    if (k >= result_offset_dims.size()) break;
    const size_t rd = result_offset_dims[k++];
    const int64_t slice = d < g.slice_sizes.size() ? g.slice_sizes[d] : operand[d];
    if (slice == operand[d]) {
      a[d] = o[rd] = {rule.add_factor(operand[d])};
    } else if (slice == 1) {
      a[d] = {rule.add_factor(operand[d], FactorType::reduction)};
      o[rd] = {rule.add_factor(out[rd], FactorType::need_replication)};
    } else {
      a[d] = {rule.add_factor(operand[d], FactorType::need_replication)};
      o[rd] = {rule.add_factor(out[rd], FactorType::need_replication)};
    }
  }
  replicate_unmapped(rule, a, operand);
  replicate_unmapped(rule, o, out);
  replicate_unmapped(rule, ix, indices);
  rule.operands = {a, ix};
  rule.results = {o};
  return rule;
}

// scatter (Shardy's rule): the inputs and the results are one tensor per pair; an inserted
// (scattered-into) dimension of the input is a factor of the input and result alone (each
// device applies the updates that land in its rows). An update window dimension that spans a
// whole input dimension shares its factor; batching dimensions are one factor
// across inputs, indices, updates and results. The update scatter dimensions and the
// indices' batch dimensions are one factor that the results lack: when the combiner is a
// sum, sharding it leaves each device a partial scatter into the whole input, a reduction
// (the embedding gradient: XLA scatters locally and all-reduces); for other combiners it
// needs replication.
OpShardingRule scatter_op_rule(const Program& p, const Op& op) {
  const size_t n = op.results.size();
  const auto& input = shape_of(p, op.operands.at(0));
  const auto& indices = shape_of(p, op.operands.at(n));
  const auto& updates = shape_of(p, op.operands.at(n + 1));
  const GatherDims& g = op.gather;  // offset_dims = update_window_dims, ...
  OpShardingRule rule;
  TensorFactorMapping a(input.size()), ix(indices.size()), u(updates.size());
  const std::vector<size_t> batch_dims = index_batch_dims(indices.size(), g.index_vector_dim);
  std::vector<size_t> update_scatter_dims, update_window_dims;
  for (size_t d = 0; d < updates.size(); ++d)
    (contains(g.offset_dims, static_cast<int64_t>(d)) ? update_window_dims : update_scatter_dims).push_back(d);
  const bool sums = op.reducer == ReducerKind::add;
  for (size_t k = 0; k < update_scatter_dims.size() && k < batch_dims.size(); ++k) {
    const size_t id = batch_dims[k], ud = update_scatter_dims[k];
    int batching_input = -1;
    for (size_t b = 0; b < g.start_indices_batching_dims.size(); ++b)
      if (g.start_indices_batching_dims[b] == static_cast<int64_t>(id) && b < g.operand_batching_dims.size())
        batching_input = static_cast<int>(g.operand_batching_dims[b]);
    const FactorType type = batching_input >= 0 ? FactorType::pass_through
                            : sums              ? FactorType::reduction
                                                : FactorType::need_replication;
    int f = rule.add_factor(updates[ud], type);
    ix[id] = u[ud] = {f};
    if (batching_input >= 0) a.at(batching_input) = {f};
  }
  if (g.index_vector_dim < static_cast<int64_t>(indices.size()))
    ix[g.index_vector_dim] = {rule.add_factor(indices[g.index_vector_dim], FactorType::need_replication)};
  size_t k = 0;
  for (size_t d = 0; d < input.size(); ++d) {
    const auto di = static_cast<int64_t>(d);
    if (contains(g.operand_batching_dims, di)) continue;
    if (contains(g.collapsed_slice_dims, di)) {
      // Each device applies the updates that land in the rows it holds.
      a[d] = {rule.add_factor(input[d])};
      continue;
    }
    if (k >= update_window_dims.size()) break;
    const size_t ud = update_window_dims[k++];
    if (updates[ud] == input[d]) {
      a[d] = u[ud] = {rule.add_factor(input[d])};
    } else {
      a[d] = {rule.add_factor(input[d])};
      u[ud] = {rule.add_factor(updates[ud], FactorType::need_replication)};
    }
  }
  replicate_unmapped(rule, a, input);
  replicate_unmapped(rule, u, updates);
  replicate_unmapped(rule, ix, indices);
  for (size_t i = 0; i < n; ++i) rule.operands.push_back(a);
  rule.operands.push_back(ix);
  for (size_t i = 0; i < n; ++i) rule.operands.push_back(u);
  for (size_t i = 0; i < n; ++i) rule.results.push_back(a);
  return rule;
}

// sort and top_k: every operand and result shares the dimensions it does not sort along;
// the sorted dimension (the last, for top_k) needs replication.
OpShardingRule sort_op_rule(const Program& p, const Op& op) {
  const auto& in = shape_of(p, op.operands.at(0));
  const auto& out = shape_of(p, op.results.at(0));
  const size_t sorted = op.kind == OpKind::top_k ? in.size() - 1 : static_cast<size_t>(op.dim);
  OpShardingRule rule;
  TensorFactorMapping t(in.size()), o(out.size());
  for (size_t d = 0; d < in.size(); ++d) {
    if (d == sorted) {
      t[d] = {rule.add_factor(in[d], FactorType::need_replication)};
      o[d] = in[d] == out[d] ? t[d] : std::vector<int>{rule.add_factor(out[d], FactorType::need_replication)};
    } else {
      t[d] = o[d] = {rule.add_factor(in[d])};
    }
  }
  for (size_t i = 0; i < op.operands.size(); ++i) rule.operands.push_back(t);
  for (size_t i = 0; i < op.results.size(); ++i) rule.results.push_back(o);
  return rule;
}

// convolution, for feature_group_count = batch_group_count = 1: as in Shardy's rule, the
// input batch and the output batch are one factor, the input feature and the kernel input
// feature a reduction factor, the kernel output feature and the output feature one factor.
// Spatial dimensions are more conservative than Shardy's (which makes the kernel's window a
// reduction factor and the output's a permutation one): a spatial dimension whose window is
// one element (kernel size 1, stride 1, no padding or dilation) is one factor from input to
// output, any other needs replication, kernel included (no halo exchanges). Grouped
// convolutions keep their grouped dimension whole. With feature groups (a depthwise
// convolution) every batch element is still convolved on its own, so the batch passes
// through; with batch groups (a depthwise kernel's gradient, whose contraction runs over the
// image batch placed in the input-feature dimension) the input features are still a
// reduction factor: as in Shardy's rule and XLA's partitioner, which convolves each device's
// half of the batch and all-reduces the kernel gradient (tests/data/partitioner_cases).
OpShardingRule convolution_op_rule(const Program& p, const Op& op) {
  const auto& in = shape_of(p, op.operands.at(0));
  const auto& ker = shape_of(p, op.operands.at(1));
  const auto& out = shape_of(p, op.results.at(0));
  const ConvDims& c = op.conv;
  const Window& w = op.window;
  const bool grouped = c.feature_group_count != 1 || c.batch_group_count != 1;
  const FactorType pass = grouped ? FactorType::need_replication : FactorType::pass_through;
  const FactorType batch_pass = c.batch_group_count != 1 ? FactorType::need_replication : FactorType::pass_through;
  OpShardingRule rule;
  TensorFactorMapping a(in.size()), k(ker.size()), o(out.size());
  int f = rule.add_factor(in.at(c.input_batch), batch_pass);
  a[c.input_batch] = {f};
  o.at(c.output_batch) = in[c.input_batch] == out[c.output_batch]
                             ? std::vector<int>{f}
                             : std::vector<int>{rule.add_factor(out[c.output_batch], FactorType::need_replication)};
  f = rule.add_factor(in.at(c.input_feature),
                      c.feature_group_count != 1 ? FactorType::need_replication : FactorType::reduction);
  a[c.input_feature] = {f};
  k.at(c.kernel_input_feature) = ker[c.kernel_input_feature] == in[c.input_feature]
                                     ? std::vector<int>{f}
                                     : std::vector<int>{rule.add_factor(ker[c.kernel_input_feature], FactorType::need_replication)};
  f = rule.add_factor(ker.at(c.kernel_output_feature), pass);
  k[c.kernel_output_feature] = o.at(c.output_feature) = {f};
  for (size_t s = 0; s < c.input_spatial.size(); ++s) {
    const int64_t id = c.input_spatial[s], kd = c.kernel_spatial.at(s), od = c.output_spatial.at(s);
    const bool pointwise = ker[kd] == 1 && window_is_identity(w, s) && in[id] == out[od];
    if (pointwise) {
      a[id] = o[od] = {rule.add_factor(in[id])};
    } else {
      a[id] = {rule.add_factor(in[id], FactorType::need_replication)};
      o[od] = {rule.add_factor(out[od], FactorType::need_replication)};
    }
    k[kd] = {rule.add_factor(ker[kd], FactorType::need_replication)};
  }
  rule.operands = {a, k};
  rule.results = {o};
  return rule;
}

// reduce_window: a dimension the window does not span (size 1, stride 1, no padding or
// dilation) is one factor from operand to result; a windowed one needs replication. The
// init values map to nothing.
OpShardingRule reduce_window_op_rule(const Program& p, const Op& op) {
  const size_t n = op.results.size();
  const auto& in = shape_of(p, op.operands.at(0));
  const auto& out = shape_of(p, op.results.at(0));
  OpShardingRule rule;
  TensorFactorMapping t(in.size()), o(out.size());
  for (size_t d = 0; d < in.size(); ++d) {
    if (window_is_identity(op.window, d) && in[d] == out[d]) {
      t[d] = o[d] = {rule.add_factor(in[d])};
    } else {
      t[d] = {rule.add_factor(in[d], FactorType::need_replication)};
      o[d] = {rule.add_factor(out[d], FactorType::need_replication)};
    }
  }
  for (size_t i = 0; i < op.operands.size(); ++i)
    rule.operands.push_back(i < n ? t : TensorFactorMapping(shape_of(p, op.operands[i]).size()));
  for (size_t i = 0; i < n; ++i) rule.results.push_back(o);
  return rule;
}

// select_and_scatter (max-pool's gradient): operand and result are one tensor, the source
// (one element per window) shares the dimensions the window does not span.
OpShardingRule select_and_scatter_op_rule(const Program& p, const Op& op) {
  const auto& in = shape_of(p, op.operands.at(0));
  const auto& src = shape_of(p, op.operands.at(1));
  OpShardingRule rule;
  TensorFactorMapping t(in.size()), s(src.size());
  for (size_t d = 0; d < in.size(); ++d) {
    if (window_is_identity(op.window, d) && d < src.size() && src[d] == in[d]) {
      t[d] = s[d] = {rule.add_factor(in[d])};
    } else {
      t[d] = {rule.add_factor(in[d], FactorType::need_replication)};
      if (d < src.size()) s[d] = {rule.add_factor(src[d], FactorType::need_replication)};
    }
  }
  rule.operands = {t, s, TensorFactorMapping(shape_of(p, op.operands.at(2)).size())};
  rule.results = {t};
  return rule;
}

// Operand i and result i are one tensor (optimization_barrier).
OpShardingRule identity_per_operand_rule(const Program& p, const Op& op) {
  OpShardingRule rule;
  for (size_t i = 0; i < op.operands.size() && i < op.results.size(); ++i) {
    TensorFactorMapping t = own_factors(rule, shape_of(p, op.operands[i]), FactorType::pass_through);
    rule.operands.push_back(t);
    rule.results.push_back(t);
  }
  return rule;
}

// Every dimension of every tensor needs replication: kernels shardproof cannot see into
// (custom_call) and random-number state (rng_bit_generator), whose sharded form would
// compute other numbers. A result with a sharding annotation keeps it (a boundary).
OpShardingRule replicated_rule(const Program& p, const Op& op) {
  OpShardingRule rule;
  for (ValueId v : op.operands) rule.operands.push_back(own_factors(rule, shape_of(p, v), FactorType::need_replication));
  for (ValueId v : op.results) rule.results.push_back(own_factors(rule, shape_of(p, v), FactorType::need_replication));
  return rule;
}

// The leading batch dimensions JAX declares on a batched kernel's custom_call
// (`mhlo.frontend_attributes = {num_batch_dims = "1"}`: the LAPACK calls of
// jnp.linalg.cholesky, qr, eigh, svd, triangular_solve), 0 when none.
int64_t declared_batch_dims(const Op& op) {
  for (const auto& [key, value] : op.attributes) {
    if (key != "mhlo.frontend_attributes") continue;
    try {
      for (const auto& [k, v] : read_attribute_dict(value)) {
        if (k != "num_batch_dims") continue;
        if (v.size() < 3 || v.front() != '"' || v.back() != '"') return 0;  // `"1"`: a count in a string
        const char* const end = v.data() + v.size() - 1;
        int64_t n = 0;
        const auto [ptr, ec] = std::from_chars(v.data() + 1, end, n);
        return ec == std::errc() && ptr == end ? n : 0;
      }
    } catch (const ParseError&) {
    }
    return 0;
  }
  return 0;
}

// An opaque custom call needs every dimension replicated, except the batch dimensions its
// kernel declares: the matrices of a batched LAPACK call are independent, so those split like
// an elementwise op's and XLA partitions them so, without a collective (a batched Cholesky on
// a batch split over data runs on each device's matrices).
OpShardingRule custom_call_op_rule(const Program& p, const Op& op) {
  const int64_t batch = declared_batch_dims(op);
  std::vector<const std::vector<int64_t>*> shapes;
  for (ValueId v : op.operands) shapes.push_back(&shape_of(p, v));
  for (ValueId v : op.results) shapes.push_back(&shape_of(p, v));
  if (batch <= 0 || shapes.empty()) return replicated_rule(p, op);
  for (const auto* shape : shapes)  // every tensor must have those dimensions, equal
    for (int64_t d = 0; d < batch; ++d)
      if (static_cast<int64_t>(shape->size()) <= d || (*shape)[d] != (*shapes[0])[d]) return replicated_rule(p, op);
  OpShardingRule rule;
  std::vector<int> batch_factors;
  for (int64_t d = 0; d < batch; ++d) batch_factors.push_back(rule.add_factor((*shapes[0])[d]));
  auto map = [&](const std::vector<int64_t>& shape) {
    TensorFactorMapping t(shape.size());
    for (size_t d = 0; d < shape.size(); ++d)
      t[d] = {static_cast<int64_t>(d) < batch ? batch_factors[d] : rule.add_factor(shape[d], FactorType::need_replication)};
    return t;
  };
  for (ValueId v : op.operands) rule.operands.push_back(map(shape_of(p, v)));
  for (ValueId v : op.results) rule.results.push_back(map(shape_of(p, v)));
  return rule;
}

// bitcast_convert between element types of one width is elementwise; to a narrower type the
// result has one more (minor) dimension, from a narrower type the operand has: that
// dimension is a factor of its own, the others are shared.
OpShardingRule bitcast_convert_op_rule(const Program& p, const Op& op) {
  const auto& in = shape_of(p, op.operands.at(0));
  const auto& out = shape_of(p, op.results.at(0));
  OpShardingRule rule;
  TensorFactorMapping t(in.size()), o(out.size());
  const size_t common = std::min(in.size(), out.size());
  for (size_t d = 0; d < common; ++d) t[d] = o[d] = {rule.add_factor(in[d])};
  for (size_t d = common; d < in.size(); ++d) t[d] = {rule.add_factor(in[d], FactorType::need_replication)};
  for (size_t d = common; d < out.size(); ++d) o[d] = {rule.add_factor(out[d], FactorType::need_replication)};
  rule.operands = {t};
  rule.results = {o};
  return rule;
}

}  // namespace shardproof::partition
