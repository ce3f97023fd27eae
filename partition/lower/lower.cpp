#include "partition/lower/lower.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <compare>
#include <functional>
#include <limits>
#include <map>
#include <numeric>
#include <set>
#include <tuple>

#include "partition/ir/trip_count.h"
#include "partition/lower/sharding_projection.h"
#include "partition/lower/trivial_slice_gather.h"
#include "partition/ops/kernels/element.h"
#include "partition/ops/op_table.h"
#include "partition/ops/op_sharding_rule_registry.h"
#include "redistribute/collective.h"
#include "redistribute/plan.h"
#include "redistribute/synthesize.h"
#include "types/error.h"

namespace shardproof::partition {

using types::ShardingType;

namespace {

int64_t product(const std::vector<int64_t>& v) {
  int64_t p = 1;
  for (int64_t x : v) p *= x;
  return p;
}

// What plans cost: bytes received per device, then modeled seconds, compared in that order
// (see layout_cost).
struct PlanCost {
  int64_t bytes = 0;
  double time_s = 0;
  PlanCost& operator+=(const PlanCost& o) {
    bytes += o.bytes;
    time_s += o.time_s;
    return *this;
  }
  friend PlanCost operator+(PlanCost a, const PlanCost& b) { return a += b; }
  auto operator<=>(const PlanCost&) const = default;
};

class Lowerer {
 public:
  Lowerer(const Program& program, const PropagationResult& propagation, const redistribute::Topology& topology)
      : program_(program), topology_(topology) {
    out_.mesh_name = propagation.mesh_name;
    out_.mesh = propagation.mesh;
    out_.types = propagation.types;
    region_values_ = values_inside_regions();
  }

  LoweredProgram run() {
    const auto& ops = program_.main.ops;
    for (size_t i = 0; i < ops.size(); ++i) lower_op(ops[i], static_cast<int>(i));
    // Function results meet the signature's shardings; one the signature leaves open is still
    // returned whole: partial sums are reduced (the caller never receives them).
    for (size_t r = 0; r < program_.main.results.size(); ++r) {
      const auto& wanted = r < program_.main.result_shardings.size() ? program_.main.result_shardings[r] : std::nullopt;
      const ValueId v = program_.main.results[r];
      ShardingType returned = type_of(v);
      if (wanted && wanted->mesh == out_.mesh_name)
        returned = wanted->type;
      else
        returned.unreduced.clear();
      // The return reads its values as an op reads its operands: a value already
      // redistributed to the returned layout for an op of main is returned from that plan,
      // and partial sums already reduced for a reader are not reduced again (MaxText's
      // `total_weights`, a count reduced for the loss and returned as a metric: XLA
      // all-reduces it once).
      insert(v, type_of(v), returned, static_cast<int>(ops.size()), program_.main.return_line, "return",
             fmt::format("result {}", r), /*operand=*/true);
    }
    return std::move(out_);
  }

 private:
  const ShardingType& type_of(ValueId v) const { return out_.types[v]; }

  std::vector<int64_t> local_shape(ValueId v, const ShardingType& type) const {
    if (region_values_.count(v)) return program_.value(v).type.shape;  // already per device
    return types::local_shape(out_.mesh, type, program_.value(v).type.shape);
  }

  // `operand`: a redistribution of an op's operand, shared with any earlier one of the same
  // value to the same (canonical) layout in the same region: the op reads that plan's result
  // (XLA's CSE leaves one collective per computation; Adam's g * g does not all-reduce g
  // again, and a scanned layer's backward body gathers each FSDP weight once for the
  // rematerialised forward and the backward dots, as XLA's while body does). A result's plan
  // is per value already. Not across a region's boundary: main's plans are not read inside a
  // loop body or a branch, nor one iteration's or branch's plans outside it.
  void insert(ValueId v, const ShardingType& from, const ShardingType& to, int op_index, int line,
              const std::string& op_name, const std::string& reason, bool operand = false,
              ReducerKind reducer = ReducerKind::add) {
    const auto& mesh = out_.mesh;
    ShardingType a = types::canonicalize(mesh, from), b = types::canonicalize(mesh, to);
    if (a.same_layout(b)) return;
    auto& earlier = operand_plans_.back()[v];
    if (operand)
      for (const auto& [source, target, k] : earlier)
        if (source.same_layout(a) && target.same_layout(b)) {
          out_.redistributions[k].shared_with.push_back({op_index, line, reason});
          return;
        }
    // Partial sums already reduced for an earlier reader are not reduced again: the plan
    // starts from that reader's layout when it receives fewer bytes from there (XLA
    // all-reduces an activation gradient once and slices it for the reader that wants it
    // split; reducing from the partial sums a second time would be a second all-reduce).
    // Only for a reader that wants the value reduced: one that keeps partial sums (a reader
    // that runs on them) cannot start from a layout that has summed them.
    redistribute::Plan plan = planned(v, a, b, line, reason);
    int starts_from = -1;
    if (operand && !a.unreduced.empty() && b.unreduced.empty())
      for (const auto& [source, target, k] : earlier) {
        if (!source.same_layout(a) || !target.unreduced.empty()) continue;
        redistribute::Plan from_earlier = planned(v, target, b, line, reason);
        if (from_earlier.recv_bytes < plan.recv_bytes) {
          plan = std::move(from_earlier);
          starts_from = static_cast<int>(k);
        }
      }
    if (operand) earlier.push_back({a, b, out_.redistributions.size()});
    record(v, std::move(plan), op_index, line, op_name, reason, reducer, starts_from);
  }

  void record(ValueId v, redistribute::Plan plan, int op_index, int line, const std::string& op_name,
              const std::string& reason, ReducerKind reducer, int starts_from = -1) {
    InsertedRedistribution r;
    r.value = v;
    r.line = line;
    r.op_index = op_index;
    r.op_name = op_name;
    r.reason = reason;
    r.repeat = repeat_;
    r.reducer = reducer;
    r.plan = std::move(plan);
    r.starts_from = starts_from;
    out_.redistributions.push_back(std::move(r));
  }

  // while: the carried values enter with the loop's type, the body's results return to it,
  // and the body and condition are lowered once, each op counted `trip count` times per
  // step. case: each branch is lowered once (the report counts every branch: an upper bound).
  void lower_control_flow(const Op& op, int index) {
    const std::string name(op_name(op.kind));
    if (op.kind == OpKind::while_) {
      const LoweredLoop loop{op.line, trip_count(op)};
      out_.loops.push_back(loop);
      const Region& body = op.region.back();
      for (size_t i = 0; i < op.operands.size() && i < body.arguments.size(); ++i)
        insert(op.operands[i], type_of(op.operands[i]), type_of(body.arguments[i]), index, op.line, name,
               fmt::format("carried value {} entering {}", i, name));
      const int64_t outer = repeat_;
      repeat_ *= loop.trip_count.value_or(1);
      for (const Region& region : op.region) {
        operand_plans_.emplace_back();
        for (const Op& inner : region.ops) lower_op(inner, index);
        if (&region == &body)
          for (size_t i = 0; i < body.results.size() && i < body.arguments.size(); ++i)
            insert(body.results[i], type_of(body.results[i]), type_of(body.arguments[i]), index, op.line, name,
                   fmt::format("carried value {} at the end of the loop body", i));
        operand_plans_.pop_back();
      }
      repeat_ = outer;
      // A result nothing reads (a weight a sampler loop carries unchanged) is never moved to
      // its declared type: XLA's partitioner emits no collective for it either.
      for (size_t i = 0; i < op.results.size() && i < body.arguments.size(); ++i)
        if (is_read(op.results[i]))
          insert(op.results[i], type_of(body.arguments[i]), type_of(op.results[i]), index, op.line, name,
                 fmt::format("result {} of {}", i, name));
      return;
    }
    for (const Region& branch : op.region) {
      operand_plans_.emplace_back();
      for (const Op& inner : branch.ops) lower_op(inner, index);
      for (size_t i = 0; i < branch.results.size() && i < op.results.size(); ++i)
        insert(branch.results[i], type_of(branch.results[i]), type_of(op.results[i]), index, op.line, name,
               fmt::format("result {} of a branch of {}", i, name));
      operand_plans_.pop_back();
    }
  }

  void lower_op(const Op& op, int index) {
    LoweredOp lowered;
    lowered.index = index;
    lowered.op = &op;
    lowered.repeat = repeat_;
    if (op.kind == OpKind::while_ || op.kind == OpKind::case_) {
      lower_control_flow(op, index);
      return;
    }
    if (op.kind == OpKind::manual_computation) {
      lower_manual(op, index, lowered);
      out_.ops.push_back(std::move(lowered));
      return;
    }
    std::vector<ShardingType> operand_types, result_types;
    for (ValueId v : op.operands) operand_types.push_back(type_of(v));
    for (ValueId v : op.results) result_types.push_back(type_of(v));
    std::vector<ShardingType> needed = operand_types, produced = result_types;
    const auto rule = get_sharding_rule(program_, op);
    if (rule) {
      std::tie(needed, produced) = layout(op, *rule, operand_types, result_types, FactorSource::results);
      if (op.kind == OpKind::gather || op.kind == OpKind::scatter || op.kind == OpKind::dynamic_update_slice)
        std::tie(needed, produced) = cheaper_indexing_layout(op, *rule, operand_types, result_types, {needed, produced});
      if (op.kind == OpKind::slice) std::tie(needed, produced) = cheaper_slice_layout(op, operand_types, result_types, {needed, produced});
    }
    if (op_info(op.kind).xla == XlaPartitioning::whole || runs_whole_on_target(op, operand_types)) {  // XLA's DefaultAction (op_table.h)
      for (size_t o = 0; o < op.operands.size(); ++o)
        needed[o] = ShardingType::fully_replicated(program_.value(op.operands[o]).type.rank());
      for (size_t r = 0; r < op.results.size(); ++r)
        produced[r] = ShardingType::fully_replicated(program_.value(op.results[r]).type.rank());
    }
    std::optional<RowSplitGather> row_split;
    if (op.kind == OpKind::gather && rule && !produced.empty())
      if ((row_split = row_split_gather(op, operand_types, needed, produced[0], result_types[0]))) {
        needed = row_split->needed;
        produced[0] = row_split->produced;
      }
    const std::string name(op_name(op.kind));
    for (size_t o = 0; o < op.operands.size(); ++o) {
      if (o == 1 && row_split && row_split->indices)
        record(op.operands[o], *row_split->indices, index, op.line, name, fmt::format("operand {} of {}", o, name),
               ReducerKind::add);
      else
        insert(op.operands[o], operand_types[o], needed[o], index, op.line, name,
               fmt::format("operand {} of {}", o, name), true);
      lowered.operand_shapes.push_back(local_shape(op.operands[o], needed[o]));
    }
    for (size_t r = 0; r < op.results.size(); ++r) {
      // The op computes `produced`; the value is declared with its propagated type.
      if (r == 0 && row_split) {
        record(op.results[r], row_split->result, index, op.line, name, fmt::format("result of {}", name), ReducerKind::add);
        out_.types[op.results[r]] = row_split->reduced;
        if (row_split->filter)
          insert(op.operands[1], needed[1], *row_split->filter, index, op.line, name,
                 fmt::format("out-of-range filter of {}", name));
        lowered.result_shapes.push_back(local_shape(op.results[r], produced[r]));
        continue;
      }
      insert(op.results[r], produced[r], result_types[r], index, op.line, name, fmt::format("result of {}", name),
             false, partial_result_reducer(op));
      lowered.result_shapes.push_back(local_shape(op.results[r], produced[r]));
    }
    lowered.flops = flops(op, lowered);
    lowered.bytes_accessed = elements_accessed(op, lowered);
    if (!op.results.empty())
      lowered.bytes_accessed *= types::byte_size(program_.value(op.results[0]).type.dtype);
    out_.ops.push_back(std::move(lowered));
  }

  // chlo.top_k on XLA CPU and GPU whose operand is split along the sorted (last) dimension
  // runs replicated, its operand gathered whole, batch split included: keras_qwen3moe_fwd_2d's
  // router probabilities [512, 8], split [{"data"}, {"model"}], are all-gathered over model
  // (f32[256,2] -> [256,8]) and then over data (-> [512,8]) before each of its two top_k's
  // in XLA CPU's and H100's HLO, where the Shardy rule gathers the sorted dimension only.
  // A top_k split along its batch alone keeps it (the MaxText MoE steps and
  // flax_nnx_moe_fwd_2d: no such all-gather). XLA TPU partitions it otherwise (all-to-alls
  // over model), not modelled.
  bool runs_whole_on_target(const Op& op, const std::vector<ShardingType>& operand_types) const {
    if (op.kind != OpKind::top_k || operand_types.empty() ||
        !(topology_.compiler == redistribute::Compiler::xla_cpu || topology_.compiler == redistribute::Compiler::xla_gpu))
      return false;
    const int rank = program_.value(op.operands[0]).type.rank();
    const ShardingType held = types::resolve(out_.mesh, operand_types[0], rank);
    return rank > 0 && !held.dims[rank - 1].axes.empty();
  }

  // For a named target, a gather whose table is split along the rows it looks up is reduced
  // where XLA's gather partitioner reduces it (trivial_slice_gather.h). Run with the indices
  // as they are: its result moved to the per-group layout still partial, the all-reduce over
  // the table's row axes there, then the move to the declared layout, as one plan; and its
  // out-of-range filter, a predicate of the indices' shape, moved to the layout that
  // per-group layout gives the indices (counted with the indices' own type: the plan moves
  // that value). A table also split along what it passes through is read as it is, the
  // indices moved to that layout first (`indices`: XLA's regrouping, below).
  struct RowSplitGather {
    std::vector<ShardingType> needed;
    ShardingType produced, reduced;
    std::optional<redistribute::Plan> indices;  // the indices' plan, when they move
    redistribute::Plan result;
    std::optional<ShardingType> filter;         // the filter's layout, when it moves
  };

  std::optional<RowSplitGather> row_split_gather(const Op& op, const std::vector<ShardingType>& operand_types,
                                                 const std::vector<ShardingType>& needed, const ShardingType& produced,
                                                 const ShardingType& declared) {
    if (topology_.compiler == redistribute::Compiler::generic || op.operands.size() < 2 || needed.size() < 2)
      return std::nullopt;
    const auto& mesh = out_.mesh;
    const ValueId table = op.operands[0], indices = op.operands[1], v = op.results[0];
    // A result propagated as partial sums is reduced for its reader: XLA's gather has no
    // partial output, its sharding is that of its one reader (a constraint, or an
    // elementwise op of its shape: keras_llama_fwd_2d's select), so the gather reduces into
    // that layout and the value is declared so.
    RowSplitGather out;
    out.reduced = declared;
    if (!declared.unreduced.empty()) {
      const Op* reader = sole_reader(v);
      if (!reader || reader->results.empty() ||
          !(reader->kind == OpKind::sharding_constraint || is_elementwise(reader->kind)) ||
          program_.value(reader->results[0]).type.shape != program_.value(v).type.shape)
        return std::nullopt;
      out.reduced = type_of(reader->results[0]);
      if (!out.reduced.unreduced.empty()) return std::nullopt;
    }
    const int table_rank = program_.value(table).type.rank(), indices_rank = program_.value(indices).type.rank(),
              rank = program_.value(v).type.rank();
    const ShardingType to = types::canonicalize(mesh, out.reduced);
    std::vector<redistribute::Collective> ops;
    try {
      // XLA's method follows the table as it is held, whatever layout the op would pick.
      const auto xla = trivial_slice_gather(mesh, op.gather, operand_types[0], produced, out.reduced, table_rank, indices_rank, rank);
      if (!xla) return std::nullopt;
      out.needed = needed;
      if (!xla->passthrough) {  // the rows' split alone: run as the layout has it, indices as they are
        const auto same = [&](const ShardingType& a, const ShardingType& b) {
          return types::canonicalize(mesh, a).same_layout(types::canonicalize(mesh, b));
        };
        if (!same(needed[0], operand_types[0]) || !same(needed[1], operand_types[1])) return std::nullopt;
        out.produced = produced;
        for (const auto& step : synthesize(v, types::canonicalize(mesh, produced), types::canonicalize(mesh, xla->grouped_partial)).steps)
          ops.push_back(step.op);
        if (!same(needed[1], xla->filter)) out.filter = xla->filter;
        return finish(out, *xla, ops, v, to) ? std::optional(std::move(out)) : std::nullopt;
      }
      out.needed[0] = operand_types[0];
      out.needed[1] = xla->filter;
      out.produced = xla->grouped_partial;
      out.indices = regrouped_indices(indices, operand_types[1], xla->filter, *xla, types::resolve(mesh, operand_types[0], table_rank));
      if (!out.indices) return std::nullopt;
      return finish(out, *xla, ops, v, to) ? std::optional(std::move(out)) : std::nullopt;
    } catch (const std::exception&) {
      return std::nullopt;
    }
  }

  // The all-reduce over the row axes and the move to the declared layout after `ops`.
  bool finish(RowSplitGather& out, const TrivialSliceGather& xla, std::vector<redistribute::Collective> ops, ValueId v,
              const ShardingType& to) {
    const auto& mesh = out_.mesh;
    ops.push_back(redistribute::Collective::all_reduce(xla.row_axes));
    if (!xla.to_declared.empty())
      ops.insert(ops.end(), xla.to_declared.begin(), xla.to_declared.end());
    else
      for (const auto& step : synthesize(v, types::canonicalize(mesh, xla.grouped), to).steps) ops.push_back(step.op);
    out.result = redistribute::make_plan(mesh, program_.value(v).type, types::canonicalize(mesh, out.produced), to, ops);
    return redistribute::evaluate(out.result, topology_).empty();
  }

  // XLA's path for the indices when it groups by the table's passthrough split first
  // (keras_llama_fwd_2d, every target: indices [{"data"}, {}, {}] permuted onto
  // [{"model":(1)2}, {}, {}], then all-gathered over "model":(1)2, where a plan would gather
  // them over "data"): indices split over an axis the table passes through are regrouped onto
  // an equal part of the row axes, major first (one collective-permute: the group axis must
  // hold them replicated), then gathered there. Only for indices split over such axes alone
  // and wanted replicated on those dimensions; nullopt otherwise.
  std::optional<redistribute::Plan> regrouped_indices(ValueId indices, const ShardingType& held, const ShardingType& wanted,
                                                      const TrivialSliceGather& xla, const ShardingType& table) {
    const auto& mesh = out_.mesh;
    const int rank = program_.value(indices).type.rank();
    const ShardingType from = types::resolve(mesh, held, rank), goal = types::resolve(mesh, wanted, rank);
    std::set<std::string> through;
    for (const auto& dim : table.dims)
      for (const auto& a : dim.axes)
        if (std::none_of(xla.row_axes.begin(), xla.row_axes.end(), [&](const types::AxisRef& r) { return r.name == a.name; }))
          through.insert(a.name);
    struct Part {
      std::string name;
      int64_t pre, left;
    };
    std::vector<Part> parts;
    for (const auto& a : xla.row_axes) parts.push_back({a.name, 1, mesh.axis_size(*mesh.axis_index(a.name))});
    size_t at = 0;
    ShardingType regrouped = types::ShardingType::fully_replicated(rank);
    std::vector<redistribute::Collective> ops;
    std::vector<std::pair<int, std::vector<types::AxisRef>>> gathers;
    for (int d = 0; d < rank; ++d) {
      if (from.dims[d].axes.empty()) continue;
      if (!goal.dims[d].axes.empty()) return std::nullopt;
      std::vector<types::AxisRef> moved;
      for (const auto& a : from.dims[d].axes) {
        if (!through.count(a.name) || a.pre != 1) return std::nullopt;
        int64_t need = mesh.axis_size(*mesh.axis_index(a.name));
        while (need > 1 && at < parts.size()) {
          Part& p = parts[at];
          const int64_t take = std::gcd(p.left, need);
          if (take == 1) return std::nullopt;
          moved.push_back(types::AxisRef::sub(p.name, p.pre, take));
          p.pre *= take;
          p.left /= take;
          need /= take;
          if (p.left == 1) ++at;
        }
        if (need != 1) return std::nullopt;
      }
      regrouped.dims[d].axes = moved;
      gathers.push_back({d, moved});
    }
    if (gathers.empty()) return std::nullopt;
    ops.push_back(redistribute::Collective::collective_permute(types::canonicalize(mesh, regrouped)));
    for (const auto& [d, axes] : gathers) ops.push_back(redistribute::Collective::all_gather(d, axes));
    redistribute::Plan plan = redistribute::make_plan(mesh, program_.value(indices).type, types::canonicalize(mesh, held),
                                                      types::canonicalize(mesh, wanted), ops);
    if (!redistribute::evaluate(plan, topology_).empty()) return std::nullopt;
    return plan;
  }

  // What an op's operands must be (first) and what it produces (second), running with the
  // factor shardings from `source`. A dot_general whose result's factors take the axes an
  // operand's contracting dimension is split over keeps that operand partitioned instead
  // (keep_contractions_partitioned) when gathering it costs more than reducing the result.
  using Layout = std::pair<std::vector<ShardingType>, std::vector<ShardingType>>;
  Layout layout(const Op& op, const OpShardingRule& rule, const std::vector<ShardingType>& operand_types,
                const std::vector<ShardingType>& result_types, FactorSource source) const {
    const FactorAxes factors = factor_shardings(out_.mesh, rule, operand_types, result_types, source);
    Layout out = project_layout(op, rule, factors);
    if (op.kind != OpKind::dot_general || source != FactorSource::results) return out;
    FactorAxes kept = factors;
    keep_contractions_partitioned(out_.mesh, rule, operand_types, kept);
    if (kept == factors || !gathering_costs_more_than_reducing(op, operand_types, out)) return out;
    return project_layout(op, rule, kept);
  }

  Layout project_layout(const Op& op, const OpShardingRule& rule, const FactorAxes& factors) const {
    Layout out;
    for (size_t o = 0; o < op.operands.size(); ++o)
      out.first.push_back(o < rule.operands.size() ? project(out_.mesh, rule, rule.operands[o], factors, false)
                                                   : type_of(op.operands[o]));
    for (size_t r = 0; r < op.results.size(); ++r)
      out.second.push_back(r < rule.results.size() ? project(out_.mesh, rule, rule.results[r], factors, true)
                                                   : type_of(op.results[r]));
    return out;
  }

  // XLA's test for partitioning a dot along its contracting dimension rather than gathering
  // the operand split along it (dot_handler.cc, PartitionBaseCase's
  // should_partition_contracting_dim: "we compare the cost of all-gather on RHS vs all-reduce
  // on the output"): the operand gathered whole for `layout` (within the devices that share
  // its other dimensions' shards) has more elements than the result it would otherwise reduce.
  // Per device here: the largest operand the layout needs with fewer shards than it has,
  // against the result as the layout produces it. The lm_head weight gradient of a training
  // step gathers the logits gradient [b, s, vocab] (2 MiB per device) or reduces the
  // gradient [vocab, hidden] (512 KiB): reduce; a mixture-of-experts dot gathers the token
  // block (256 KiB) or reduces the per-expert outputs (2 MiB): gather.
  bool gathering_costs_more_than_reducing(const Op& op, const std::vector<ShardingType>& operand_types,
                                          const Layout& layout) const {
    int64_t gathered = 0;
    for (size_t o = 0; o < op.operands.size(); ++o) {
      const ValueId v = op.operands[o];
      const int64_t needed = types::local_bytes(out_.mesh, layout.first[o], program_.value(v).type);
      if (needed > types::local_bytes(out_.mesh, operand_types[o], program_.value(v).type))
        gathered = std::max(gathered, needed);
    }
    int64_t reduced = 0;
    for (size_t r = 0; r < op.results.size(); ++r)
      reduced += types::local_bytes(out_.mesh, layout.second[r], program_.value(op.results[r]).type);
    return gathered > reduced;
  }

  // A gather or scatter whose operands disagree (a table split along the dimension the
  // lookup keeps, indices split along their batch over the same axis) runs in whichever
  // layout moves fewer bytes: `by_results` (the operands redistributed to the result's
  // factors) or the operands' own, the result redistributed afterwards. XLA's gather and
  // scatter partitioner also picks the cheapest of its strategies: for MaxText's FSDP
  // embedding it gathers the 2 KiB of indices and all-to-alls the looked-up rows rather than
  // gathering the 1 MiB table. A result propagated as partial sums (a scatter-add whose
  // indices are split over the batch) that the operands' layout computes whole takes that
  // layout (`result_types` and the value's type change), and the reduction the results'
  // layout leaves to its readers is counted against that layout: MaxText's FSDP embedding
  // gradient gathers 2 KiB of indices and all-to-alls the updates into the table's column
  // split, as XLA does, instead of reduce-scattering 1 MiB. An in-place update
  // (dynamic_update_slice) too: MaxText's decode step writes the new k and v, split over data
  // along the batch as the layer's cache slice is, into that slice, the result constrained
  // batch-replicated; updating the split slice and gathering the result receives the slice
  // once (32 KiB), gathering slice and new values first 512 B more for each (XLA's compile of
  // that step updates the split slice and gathers the result).
  Layout cheaper_indexing_layout(const Op& op, const OpShardingRule& rule,
                                 const std::vector<ShardingType>& operand_types,
                                 std::vector<ShardingType>& result_types, const Layout& by_results) {
    const Layout by_operands = layout(op, rule, operand_types, result_types, FactorSource::operands);
    std::vector<ShardingType> retyped = result_types;
    auto results_cost = layout_cost(op, operand_types, by_results, result_types);
    for (size_t r = 0; r < op.results.size(); ++r) {
      const ShardingType& declared = result_types[r];
      if (declared.unreduced.empty() || !by_operands.second[r].unreduced.empty()) continue;
      const auto reduce = plan_cost(op.results[r], declared, by_operands.second[r]);
      if (!reduce) continue;
      retyped[r] = by_operands.second[r];
      results_cost += *reduce;
    }
    const auto operands_cost = layout_cost(op, operand_types, by_operands, retyped);
    if (op.kind == OpKind::gather)
      if (auto whole = whole_results_if_cheaper(op, rule, operand_types, result_types, retyped,
                                                std::min(results_cost, operands_cost))) {
        for (size_t r = 0; r < op.results.size(); ++r) out_.types[op.results[r]] = whole->second[r];
        result_types = whole->second;
        return *whole;
      }
    if (!(operands_cost < results_cost)) return by_results;
    for (size_t r = 0; r < op.results.size(); ++r) out_.types[op.results[r]] = retyped[r];
    result_types = retyped;
    return by_operands;
  }

  // A gather whose cheaper layout leaves partial sums (`partial_types`, at `partial_cost`) may
  // instead gather the table along the dimensions it indexes and compute the results whole
  // (XLA's gather partitioner also gathers an operand that is cheap to gather): no partial
  // sums, weighed against their reduction to whole results, which the readers of partial
  // sums will pay (the MoE dispatch of flax_nnx_moe_fwd_2d: 256 KiB of token rows gathered
  // instead of 1 MiB of partial rows reduce-scattered). That layout where it is cheaper, else
  // none. Not for a scatter: XLA's scatter partitioner orders its strategies by (memory,
  // communication) and replicates the operands only when none applies, and with indices and
  // updates split along their batch one always does (index passthrough: each device scatters
  // its own updates into the whole operand, then one all-reduce), however many bytes that
  // reduces. A training step's embedding gradient runs so (KerasHub BERT's: XLA all-reduces
  // the 512x64 table gradient rather than gathering 64 KiB of updates; tests/data/partitioner_cases).
  std::optional<Layout> whole_results_if_cheaper(const Op& op, const OpShardingRule& rule,
                                                 const std::vector<ShardingType>& operand_types,
                                                 const std::vector<ShardingType>& result_types,
                                                 const std::vector<ShardingType>& partial_types, PlanCost partial_cost) {
    bool partial = false;
    for (size_t r = 0; r < op.results.size(); ++r) {
      if (partial_types[r].unreduced.empty()) continue;
      partial = true;
      // Their readers pay at least a reduce-scatter: onto whichever dimension costs least.
      std::optional<PlanCost> cheapest;
      const auto& shape = program_.value(op.results[r]).type.shape;
      for (size_t d = 0; d < shape.size(); ++d) {
        ShardingType reduced = partial_types[r];
        reduced.dims[d].axes.insert(reduced.dims[d].axes.end(), reduced.unreduced.begin(), reduced.unreduced.end());
        reduced.unreduced.clear();
        if (const auto reduce = plan_cost(op.results[r], partial_types[r], reduced); reduce && (!cheapest || *reduce < *cheapest))
          cheapest = reduce;
      }
      if (cheapest) partial_cost += *cheapest;
    }
    if (!partial) return std::nullopt;
    Layout by_whole = layout(op, rule, operand_types, result_types, FactorSource::whole);
    if (!(layout_cost(op, operand_types, by_whole, by_whole.second) < partial_cost)) return std::nullopt;
    return by_whole;
  }

  // The one op that reads `v` (as an operand), or null when none or several do, or a
  // region's or the function's results return it.
  const Op* sole_reader(ValueId v) const {
    const Op* found = nullptr;
    int count = 0;
    auto walk = [&](auto& self, const std::vector<Op>& ops) -> void {
      for (const Op& op : ops) {
        for (ValueId id : op.operands)
          if (id == v) {
            found = &op;
            ++count;
          }
        for (const Region& region : op.region) {
          for (ValueId id : region.results) count += id == v ? 2 : 0;
          self(self, region.ops);
        }
      }
    };
    walk(walk, program_.main.ops);
    for (ValueId id : program_.main.results) count += id == v ? 2 : 0;
    return count == 1 ? found : nullptr;
  }

  // Whether some op, region or the function's return reads `v`; indexed at the first ask.
  bool is_read(ValueId v) const {
    if (read_.empty()) {
      read_.assign(program_.values.size(), false);
      auto mark = [&](const std::vector<ValueId>& ids) {
        for (ValueId id : ids) read_.at(static_cast<size_t>(id)) = true;
      };
      auto walk = [&](auto& self, const std::vector<Op>& ops) -> void {
        for (const Op& op : ops) {
          mark(op.operands);
          for (const Region& region : op.region) {
            mark(region.results);
            self(self, region.ops);
          }
        }
      };
      walk(walk, program_.main.ops);
      mark(program_.main.results);
    }
    return read_.at(static_cast<size_t>(v));
  }

  // A slice through a dimension its operand is split along runs, by the rule, on the operand
  // gathered along it. Or each device slices the block it holds, zeros where the slice leaves
  // it, and the devices' parts are summed: the result is produced whole on those dimensions
  // with the operand's axes there unreduced, for the plan after it to reduce. Taken where that
  // receives fewer bytes (then takes less modeled time). XLA moves only the pieces a device
  // lacks (collective permutes) and, for a few elements, all-reduces the owner's values with
  // zeros: h[0, 0, :4] of an f32[8,64,512] split over data and model gathers 896 KiB onto
  // every device one way, all-reduces 16 B the other. Predicates and the types without
  // arithmetic keep the gather.
  Layout cheaper_slice_layout(const Op& op, const std::vector<ShardingType>& operand_types,
                              const std::vector<ShardingType>& result_types, const Layout& gathered) {
    const types::TensorType& in = program_.value(op.operands[0]).type;
    const auto& out = program_.value(op.results[0]).type.shape;
    const bool summable = kernels::is_float_dtype(in.dtype) || kernels::is_complex_dtype(in.dtype) ||
                          in.dtype == types::DType::i32 || in.dtype == types::DType::i64;
    if (!summable || operand_types.empty() || gathered.first.empty() || gathered.second.empty()) return gathered;
    Layout sliced_locally = gathered;
    ShardingType &operand = sliced_locally.first[0], &result = sliced_locally.second[0];
    const ShardingType held = types::resolve(out_.mesh, operand_types[0], in.rank());
    operand = types::resolve(out_.mesh, operand, in.rank());
    result = types::resolve(out_.mesh, result, static_cast<int>(out.size()));
    bool any = false;
    for (size_t d = 0; d < out.size(); ++d) {
      if (in.shape[d] == out[d] || held.dims[d].axes.empty()) continue;
      operand.dims[d].axes = held.dims[d].axes;
      result.dims[d].axes.clear();
      result.unreduced.insert(result.unreduced.end(), held.dims[d].axes.begin(), held.dims[d].axes.end());
      any = true;
    }
    if (!any) return gathered;
    try {  // an axis the gathered layout already uses elsewhere: no such layout
      operand = types::canonicalize(out_.mesh, types::resolve(out_.mesh, operand, in.rank()));
      result = types::canonicalize(out_.mesh, types::resolve(out_.mesh, result, static_cast<int>(out.size())));
    } catch (const std::exception&) {
      return gathered;
    }
    if (!(layout_cost(op, operand_types, sliced_locally, result_types) < layout_cost(op, operand_types, gathered, result_types)))
      return gathered;
    return sliced_locally;
  }

  // A loop's static trip count; the program's defining ops are indexed once, at the first loop.
  std::optional<int64_t> trip_count(const Op& while_op) const {
    if (!defining_ops_) defining_ops_.emplace(program_);
    return static_trip_count(*defining_ops_, while_op);
  }

  // The plan moving `v` from layout `a` to `b` (canonical), synthesized once per tensor type
  // and pair of layouts: identical layers ask for the same plans, and a gather's or scatter's
  // candidate layouts are costed before the chosen one is inserted. Throws as synthesize does.
  const redistribute::Plan& synthesize(ValueId v, const ShardingType& a, const ShardingType& b) {
    const types::TensorType& tensor = program_.value(v).type;
    std::string key = types::to_string(tensor) + " " + types::to_string(out_.mesh, a) + " " +
                      types::to_string(out_.mesh, b);
    auto it = plans_.find(key);
    if (it == plans_.end()) {
      const redistribute::Topology& view = partitioner_view();
      redistribute::Plan plan = redistribute::synthesize(out_.mesh, tensor, a, b, view, plan_options());
      if (&view != &topology_)
        if (std::string error = redistribute::evaluate(plan, topology_); !error.empty())
          throw std::logic_error("plan does not type-check on the target: " + error);
      it = plans_.emplace(std::move(key), std::move(plan)).first;
    }
    return it->second;
  }

  // The plan `insert` needs: lowering only asks for layouts its rules say an op reads or
  // produces, so on a valid program a plan always exists. When the synthesizer finds none
  // (or refuses the pair as a user would be refused: a destination holding partial sums the
  // source has reduced), that is a bug in lowering or propagation, never the user's input:
  // an InternalError at the op's line, with what was asked.
  const redistribute::Plan& planned(ValueId v, const ShardingType& a, const ShardingType& b, int line,
                                    const std::string& reason) {
    try {
      return synthesize(v, a, b);
    } catch (const std::exception& e) {
      throw types::InternalError(
          fmt::format("lowering asked for a plan no collective sequence reaches, moving {} ({}, {}) from {} to {}: {}",
                      program_.value(v).name, types::to_string(program_.value(v).type), reason,
                      types::to_string(out_.mesh, a), types::to_string(out_.mesh, b), e.what()),
          line);
    }
  }

  // The plans `check` inserts are synthesized over whole mesh axes (and the sub-axes the types
  // use) with the six collectives, as before the exchange and the prime-factor search landed
  // in redistribute/: with them, third-party files (eqx_transformer_fwd_2d, keras_llama_decode_2d,
  // keras_llama_train_2d, in both syntaxes) get plans unlike XLA's (the
  // alpha-beta model charges a ring all-reduce 2(n-1) latencies and an exchange one per peer,
  // so eqx_transformer_fwd_2d's 384 KiB embedding all-reduce became a reduce-scatter along a
  // size-1 dimension and a 1 MiB exchange; KerasHub's 2-D weights are gathered over half
  // axes), which tests/partition/thirdparty_xla_test.cpp would have to explain one by one.
  // `redistribute` and `verify` keep both; taking them into check is left open.
  //
  // For a named target (an XLA compiler), only the axes the two layouts mention take part, as
  // in XLA's SPMD partitioner's resharding: gpt2x4_tp's attention output, partial over
  // "model" and replicated over "data", is one all-reduce over "model" in XLA's HLO for every
  // target, where the search's fastest plan slices it over the idle "data", reduces the half
  // and gathers it back (8 all-reduces and 8 all-gathers).
  redistribute::SynthesisOptions plan_options() const {
    redistribute::SynthesisOptions options;
    options.allow_exchange = false;
    options.split_axes = false;
    options.unmentioned_axes = topology_.compiler == redistribute::Compiler::generic;
    return options;
  }

  // The topology plans are chosen on. For a named target of several levels (h100:2x8,
  // h100:8x8) one flat level at the slowest link's speed, and the plan then costed on the real
  // levels: XLA's partitioner reshards by the collectives the two layouts call for, each over
  // its mesh axes (NCCL, not the partitioner, runs it by levels), where a search priced by
  // levels moves blocks onto the fast axis first (scaled_mlp_fwd_64 on h100:8x8: its weights'
  // all-gather over "data", across hosts, became a permute onto "model", a gather inside each
  // host and a permute back; XLA's HLO has one all-gather-start over "data"), and runs
  // reductions as hierarchical programs of several collectives.
  const redistribute::Topology& partitioner_view() {
    if (topology_.compiler == redistribute::Compiler::generic || topology_.levels.size() < 2) return topology_;
    if (!flat_view_) {
      flat_view_ = topology_;
      flat_view_->levels = {topology_.levels.back()};
    }
    return *flat_view_;
  }

  // What the plan from `from` to `to` of `v` costs: bytes received per device, modeled time;
  // nullopt when there is none (it would un-reduce partial sums).
  std::optional<PlanCost> plan_cost(ValueId v, const ShardingType& from, const ShardingType& to) {
    const ShardingType a = types::canonicalize(out_.mesh, from), b = types::canonicalize(out_.mesh, to);
    if (a.same_layout(b)) return PlanCost{};
    try {
      const redistribute::Plan& plan = synthesize(v, a, b);
      return PlanCost{plan.recv_bytes, plan.modeled_time_s};
    } catch (const std::exception&) {
      return std::nullopt;
    }
  }

  // What the plans running `op` in `layout` cost: its operands to the needed types, its
  // results from the produced ones to `result_types`. Bytes received per device first, as
  // XLA's gather and scatter partitioner weighs its strategies by the data they move: at the
  // corpus's sizes the latency of one more collective would favour gathering a whole table,
  // which does not scale with it; then the modeled time. The most bytes when a plan is
  // impossible.
  PlanCost layout_cost(const Op& op, const std::vector<ShardingType>& operand_types, const Layout& layout,
                       const std::vector<ShardingType>& result_types) {
    PlanCost cost;
    auto add = [&](ValueId v, const ShardingType& from, const ShardingType& to) {
      if (const auto c = plan_cost(v, from, to))
        cost += *c;
      else
        cost.bytes = std::numeric_limits<int64_t>::max() / 2;
    };
    for (size_t o = 0; o < op.operands.size(); ++o) add(op.operands[o], operand_types[o], layout.first[o]);
    for (size_t r = 0; r < op.results.size(); ++r) add(op.results[r], layout.second[r], result_types[r]);
    return cost;
  }

  // Elements an op reads and writes per device: its operands and results, except that a
  // slice or gather reads only what it returns, and an in-place update (dynamic_update_slice,
  // scatter) touches only its update, not the whole buffer (a scanned layer's weight slice
  // out of the [layers, ...] stack, a KV-cache write).
  int64_t elements_accessed(const Op& op, const LoweredOp& l) const {
    int64_t total = 0;
    for (const auto& s : l.operand_shapes) total += product(s);
    for (const auto& s : l.result_shapes) total += product(s);
    if (l.operand_shapes.empty() || l.result_shapes.empty()) return total;
    const int64_t whole = product(l.operand_shapes[0]), result = product(l.result_shapes[0]);
    const size_t update = op.kind == OpKind::dynamic_update_slice ? 1 : 2;  // scatter: (operand, indices, updates)
    switch (op.kind) {
      case OpKind::dynamic_slice:
      case OpKind::gather:
        return total - whole + result;
      case OpKind::dynamic_update_slice:
      case OpKind::scatter:
        if (l.operand_shapes.size() <= update || op.operands.size() != l.operand_shapes.size()) return total;
        return total - whole - result + product(l.operand_shapes[update]);
      default:
        return total;
    }
  }

  // Per device: contractions 2 * (result elements) * (contracted extent); elementwise ops one
  // per result element, reductions one per operand element; data movement none.
  double flops(const Op& op, const LoweredOp& l) const {
    if (l.result_shapes.empty()) return 0;
    const double out = static_cast<double>(product(l.result_shapes[0]));
    switch (op_info(op.kind).cost) {
      case CostClass::contraction: {  // 2 flops per multiply-add: the contracted extent per result
        double k = 1;
        if (op.kind == OpKind::dot_general) {
          for (int64_t d : op.dot.lhs_contracting) k *= static_cast<double>(l.operand_shapes[0][d]);
        } else if (op.kind == OpKind::fft) {
          // XLA's cost analysis (HloCostAnalysis::HandleFft): four multiply-adds per element
          // and per factor of the product of floor(log2(length)) over the transformed
          // dimensions. A radix-2 count would be 5 N log2 N per transform; XLA's figure is
          // the one its FLOPs are compared with.
          k = 4;
          for (int64_t d : op.dims) k *= std::floor(std::log2(static_cast<double>(std::max<int64_t>(d, 1))));
        } else {  // convolution: the kernel's input features times the window taps that land on input
          const auto& kernel = l.operand_shapes.at(1);
          k = static_cast<double>(kernel.at(op.conv.kernel_input_feature)) * convolution_taps_per_output(op, l);
        }
        return 2 * out * k;
      }
      case CostClass::reduction:
        if (op.kind == OpKind::reduce_window) return out * reduce_window_flops_per_output(op, l);
        return static_cast<double>(product(l.operand_shapes[0]));
      case CostClass::elementwise: return out;
      case CostClass::indexing:
        // A scatter applies its combiner once per update element, as XLA's cost analysis
        // counts it; one that overwrites, or a variadic one (its combiner reads as `other`),
        // counts nothing.
        if (op.kind == OpKind::scatter && op.reducer != ReducerKind::other)
          return static_cast<double>(product(l.operand_shapes.at(op.results.size() + 1)));
        return 0;
      default: return 0;
    }
  }

  // A reduce_window applies its reducer window - 1 times per result element, padding taps
  // included (XLA's cost analysis: a 2x2 max-pool 3 per result, a 3x3 "SAME" sum 8). A
  // cumulative sum or max (a window the length of its dimension, padded by all but one element
  // in front) XLA rewrites into a log-depth scan (ReduceWindowRewriter): 2 ceil(log2 n) - 1
  // per result (17 for jnp.cumsum over 512, as XLA counts), not n - 1.
  static double reduce_window_flops_per_output(const Op& op, const LoweredOp& l) {
    const Window& w = op.window;
    const auto& in = l.operand_shapes.at(0);
    double per_output = 1;
    for (size_t d = 0; d < w.dimensions.size() && d < in.size(); ++d) {
      const int64_t n = in[d], size = w.dimensions[d];
      const bool scan = size == n && n > 1 && d < w.padding_low.size() && w.padding_low[d] == n - 1;
      if (scan) return 2 * std::ceil(std::log2(static_cast<double>(n))) - 1;
      per_output *= static_cast<double>(size);
    }
    return per_output - 1;
  }

  // The kernel taps a convolution's output element multiplies by an input element, on average:
  // taps over the padding (or between the elements of a dilated input) multiply zeros, which
  // neither XLA's kernels nor its cost analysis count (HloCostAnalysis counts, per spatial
  // dimension, the (output, kernel) position pairs that land on an input element). Spatial
  // dimensions are whole on every device, so the count is the global one; a 3x3 "SAME"
  // convolution of an 8x8 image averages 7.56 taps of 9.
  static double convolution_taps_per_output(const Op& op, const LoweredOp& l) {
    const ConvDims& c = op.conv;
    const Window& w = op.window;
    auto at = [](const std::vector<int64_t>& v, size_t i, int64_t otherwise) { return i < v.size() ? v[i] : otherwise; };
    double taps = 1;
    for (size_t s = 0; s < c.input_spatial.size(); ++s) {
      const int64_t input = l.operand_shapes.at(0).at(c.input_spatial[s]);
      const int64_t window = l.operand_shapes.at(1).at(c.kernel_spatial[s]);
      const int64_t outputs = l.result_shapes.at(0).at(c.output_spatial[s]);
      const int64_t stride = at(w.strides, s, 1), dilation = at(w.window_dilations, s, 1);
      const int64_t base = at(w.base_dilations, s, 1), low = at(w.padding_low, s, 0);
      int64_t pairs = 0;
      for (int64_t o = 0; o < outputs; ++o)
        for (int64_t k = 0; k < window; ++k) {
          const int64_t at_input = o * stride + k * dilation - low;  // in the dilated input
          pairs += at_input >= 0 && at_input % base == 0 && at_input / base < input;
        }
      taps *= outputs > 0 ? static_cast<double>(pairs) / static_cast<double>(outputs) : 0.0;
    }
    return taps;
  }

  // The global layout of a manual op's operand or result: the declared sharding (its manual
  // axes major), and on its open dimensions the free axes that propagation gave the region's
  // value (the body runs partitioned over them, so the operand must come that way).
  ShardingType global_view(const ShardingType& declared, ValueId local) const {
    ShardingType t = types::resolve(out_.mesh, declared, program_.value(local).type.rank());
    const ShardingType& inside = type_of(local);
    for (size_t d = 0; d < t.dims.size() && d < inside.dims.size(); ++d) {
      if (!t.dims[d].open) continue;
      for (const auto& a : inside.dims[d].axes) {
        const auto used = types::used_axes(t);  // again after each axis added
        if (std::none_of(used.begin(), used.end(), [&](const auto& b) { return types::axis_refs_overlap(out_.mesh, a, b); }))
          t.dims[d].axes.push_back(a);
      }
    }
    return t;
  }

  void lower_manual(const Op& op, int index, LoweredOp& lowered) {
    const std::string name(op_name(op.kind));
    const Region& region = op.region[0];
    for (size_t o = 0; o < op.operands.size() && o < region.arguments.size(); ++o) {
      if (o < op.in_shardings.size() && op.in_shardings[o].mesh == out_.mesh_name)
        insert(op.operands[o], type_of(op.operands[o]), global_view(op.in_shardings[o].type, region.arguments[o]),
               index, op.line, name, fmt::format("operand {} of {}", o, name), true);
      lowered.operand_shapes.push_back(program_.value(region.arguments[o]).type.shape);
    }
    for (ValueId v : region.results) lowered.result_shapes.push_back(program_.value(v).type.shape);
    for (size_t r = 0; r < op.results.size() && r < op.out_shardings.size() && r < region.results.size(); ++r)
      insert(op.results[r], global_view(op.out_shardings[r].type, region.results[r]), type_of(op.results[r]), index,
             op.line, name, fmt::format("result {} of {}", r, name));
    collect_collectives(region);
    count_region_work(region, lowered);
  }

  // The body's FLOPs and memory traffic, per device: its values are per device over the manual
  // axes already, and partitioned over the free axes as propagation gave them. A loop inside
  // runs its body trip-count times; a reduction's scalar computation is its op's work.
  void count_region_work(const Region& region, LoweredOp& lowered, int64_t times = 1) const {
    auto per_device = [&](ValueId v) { return types::local_shape(out_.mesh, type_of(v), program_.value(v).type.shape); };
    for (const Op& inner : region.ops) {
      LoweredOp work;
      for (ValueId v : inner.operands) work.operand_shapes.push_back(per_device(v));
      for (ValueId v : inner.results) work.result_shapes.push_back(per_device(v));
      lowered.flops += static_cast<double>(times) * flops(inner, work);
      if (!inner.results.empty())
        lowered.bytes_accessed += times * elements_accessed(inner, work) *
                                  types::byte_size(program_.value(inner.results[0]).type.dtype);
      const Regions nested = op_info(inner.kind).regions;
      const int64_t trips = inner.kind == OpKind::while_ ? trip_count(inner).value_or(1) : 1;
      if (nested == Regions::loop || nested == Regions::branches || nested == Regions::manual)
        for (const Region& r : inner.region) count_region_work(r, lowered, times * trips);
    }
  }

  void collect_collectives(const Region& region) {
    for (const Op& op : region.ops) {
      for (const Region& r : op.region) collect_collectives(r);
      if (!is_collective(op.kind)) continue;
      ManualCollective c;
      c.kind = op.kind;
      c.line = op.line;
      c.group_size = op.kind == OpKind::collective_permute
                         ? 2
                         : (op.collective.replica_groups.empty()
                                ? 1
                                : static_cast<int64_t>(op.collective.replica_groups[0].size()));
      // A region value's type is per device over the manual axes; the free axes that
      // propagation gave it divide it further (the body is partitioned over them).
      c.operand_bytes = types::local_bytes(out_.mesh, type_of(op.operands[0]), program_.value(op.operands[0]).type);
      c.result_bytes = types::local_bytes(out_.mesh, type_of(op.results[0]), program_.value(op.results[0]).type);
      using redistribute::CollectiveKind;
      const CollectiveKind kind = op.kind == OpKind::all_gather       ? CollectiveKind::all_gather
                                  : op.kind == OpKind::reduce_scatter ? CollectiveKind::reduce_scatter
                                  : op.kind == OpKind::all_reduce     ? CollectiveKind::all_reduce
                                  : op.kind == OpKind::all_to_all     ? CollectiveKind::all_to_all
                                                                      : CollectiveKind::collective_permute;
      c.recv_bytes = redistribute::step_cost(kind, c.operand_bytes, c.group_size, 0, topology_).recv_bytes;
      c.axes = group_axes(op.collective.replica_groups);
      out_.manual_collectives.push_back(c);
    }
  }

  // The mesh axes a replica group varies over (empty when it is not a set of axes).
  std::vector<std::string> group_axes(const std::vector<std::vector<int64_t>>& groups) const {
    std::vector<std::string> axes;
    if (groups.empty() || out_.mesh.rank() == 0) return axes;
    const auto& g = groups[0];
    std::set<int> varying;
    const auto base = out_.mesh.coordinates(g[0]);
    for (int64_t d : g) {
      if (d >= out_.mesh.num_devices()) return {};
      const auto c = out_.mesh.coordinates(d);
      for (int a = 0; a < out_.mesh.rank(); ++a)
        if (c[a] != base[a]) varying.insert(a);
    }
    for (int a : varying) axes.push_back(out_.mesh.axes()[a].name);
    return axes;
  }

  std::set<ValueId> values_inside_regions() const {
    std::set<ValueId> inside;
    std::function<void(const Region&)> visit = [&](const Region& r) {
      inside.insert(r.arguments.begin(), r.arguments.end());
      for (const Op& op : r.ops) {
        inside.insert(op.results.begin(), op.results.end());
        for (const Region& sub : op.region) visit(sub);
      }
    };
    // Only manual regions hold per-device values; loops, branches and scalar computations
    // hold global ones (a manual region inside a loop is found by walking the loop).
    std::function<void(const std::vector<Op>&)> walk = [&](const std::vector<Op>& ops) {
      for (const Op& op : ops) {
        const Regions kind = op_info(op.kind).regions;
        if (kind == Regions::manual) {
          for (const Region& r : op.region) visit(r);
        } else if (kind == Regions::loop || kind == Regions::branches) {
          for (const Region& r : op.region) walk(r.ops);
        }
      }
    };
    walk(program_.main.ops);
    return inside;
  }

  const Program& program_;
  const redistribute::Topology& topology_;
  std::optional<redistribute::Topology> flat_view_;  // partitioner_view's
  LoweredProgram out_;
  std::set<ValueId> region_values_;
  int64_t repeat_ = 1;  // the trip counts of the loops around the op being lowered
  std::map<std::string, redistribute::Plan> plans_;  // synthesize's: "tensor type, from, to" -> plan
  mutable std::optional<DefiningOps> defining_ops_;   // trip_count's index, built at the first loop
  mutable std::vector<bool> read_;                    // is_read's index: values some op or return reads
  // Operand plans by value, (canonical source, canonical target, index in redistributions),
  // one map per region being lowered: main's, then the loop body or branch inside it.
  std::vector<std::map<ValueId, std::vector<std::tuple<ShardingType, ShardingType, size_t>>>> operand_plans_ =
      std::vector<std::map<ValueId, std::vector<std::tuple<ShardingType, ShardingType, size_t>>>>(1);
};

}  // namespace

int64_t LoweredProgram::local_bytes(const Program& program, ValueId v) const {
  return types::local_bytes(mesh, types[v], program.value(v).type);
}

LoweredProgram lower(const Program& program, const PropagationResult& propagation,
                     const redistribute::Topology& topology) {
  return Lowerer(program, propagation, topology).run();
}

}  // namespace shardproof::partition
