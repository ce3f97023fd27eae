#include "partition/propagate/propagate.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <climits>
#include <cstdint>
#include <functional>
#include <map>
#include <numeric>
#include <optional>
#include <set>
#include <tuple>

#include "partition/ops/op_table.h"
#include "partition/ops/op_sharding_rule_registry.h"

namespace shardproof::partition {
namespace {

using types::AxisRef;
using types::Mesh;
using Axes = std::vector<AxisRef>;
constexpr int kNoPriority = INT_MAX;

struct DimState {
  Axes axes;
  bool open = true;
  int visible_from = kNoPriority;    // the round from which these axes propagate
  std::optional<int> user_priority;  // as annotated
  int origin = -1;                   // where its axes came from: an index into origins_
};

struct ValueState {
  std::vector<DimState> dims;
  Axes unreduced;
  Axes replicated;
  // The unreduced axes propagation gave it (update_unreduced), not its annotation: they hold
  // only while its op's operands still shard a reduction factor over them.
  Axes derived_unreduced;
};

// One tensor of a rule instance: a value, or a fixed sharding (a boundary).
struct Slot {
  ValueId value = -1;
  ValueState fixed;
};

struct Instance {
  OpShardingRule rule;
  std::vector<Slot> slots;  // operands then results
  int num_operands = 0;
  // Its op's kind, which decides in which stages which factors propagate (stage_direction).
  // Boundaries and manual-region links are identities like a sharding constraint: every
  // factor, every stage.
  OpKind kind = OpKind::sharding_constraint;
  std::vector<int64_t> tensor_size;  // per tensor (operands then results): its elements
  int line = 0;
  std::string op;                      // name for diagnostics
  bool boundary = false;               // a value against a declared sharding (add_boundary)
  bool reduces = false;                // a reduction factor (dot, sum, gather): results may become unreduced
  std::set<std::string> manual_axes;  // axes that may not propagate (manual regions)
  // stage_class[s]: the first stage whose factor directions are those of stage s (step
  // reads the stage only through them), so that stages that propagate alike share a memo.
  std::array<int, kPropagationStages> stage_class{};
  // The last application per (round, stage class): the clock when it started (see apply).
  struct Applied {
    int round = 0;
    int stage_class = 0;
    uint64_t clock = 0;
  };
  std::vector<Applied> applied;
};

bool is_prefix(const Axes& a, const Axes& b) {
  return a.size() <= b.size() && std::equal(a.begin(), a.end(), b.begin());
}

Axes common_prefix(const Axes& a, const Axes& b) {
  Axes out;
  for (size_t i = 0; i < a.size() && i < b.size() && a[i] == b[i]; ++i) out.push_back(a[i]);
  return out;
}

class Propagator {
 public:
  Propagator(const Program& program, const PropagationOptions& options) : program_(program), options_(options) {
    if (!options.mesh_name.empty()) {
      mesh_name_ = options.mesh_name;
    } else if (!program.meshes.empty()) {
      mesh_name_ = program.meshes.front().first;
    }
    if (const Mesh* m = program.find_mesh(mesh_name_)) mesh_ = *m;
  }

  PropagationResult run() {
    states_.resize(program_.values.size());
    for (size_t v = 0; v < program_.values.size(); ++v) {
      states_[v] = initial_state(program_.values[v], {});
      mark_annotated(static_cast<ValueId>(v));
    }
    apply_closed_constraints();
    build(program_.main.ops, {});
    for (size_t i = 0; i < program_.main.results.size() && i < program_.main.result_shardings.size(); ++i)
      if (const auto& rs = program_.main.result_shardings[i]; rs && rs->mesh == mesh_name_) {
        ValueId v = program_.main.results[i];
        add_boundary(v, state_of(rs->type, program_.value(v).type.rank(), {}), {}, program_.main.return_line,
                     "return");
      }

    std::set<int> rounds{kNoPriority};
    for (const ValueState& s : states_)
      for (const DimState& d : s.dims) rounds.insert(d.visible_from);
    for (const Instance& in : instances_)
      for (const Slot& s : in.slots)
        for (const DimState& d : s.fixed.dims) rounds.insert(d.visible_from);

    modified_at_.assign(states_.size(), 0);
    int sweeps = 0;
    while (true) {
      for (int round : rounds) {
        for (int stage = 0; stage < kPropagationStages; ++stage) {
          bool changed = true;
          while (changed && sweeps < options_.max_sweeps) {
            changed = false;
            ++sweeps;
            for (size_t i = 0; i < instances_.size(); ++i) changed |= apply(instances_[i], round, stage);
            for (size_t i = instances_.size(); i-- > 0;) changed |= apply(instances_[i], round, stage);
          }
        }
      }
      // Results of reductions: strip the unreduced axes they may have gained before the
      // reduction factor was known (the consumer's sharding then calls for a reduce-scatter).
      // A stripped axis may have kept other axes out (a conflict at the reduction, or the
      // minor axes of that dimension): the stripped state is no fixpoint, and propagating
      // from it again would add them (not idempotent). A strip also takes from a result the
      // unreduced axes its operands no longer shard a reduction factor over: an operand that
      // became partial sums over an axis gave up that axis in its dimensions, so the op no
      // longer reduces over it (lowering would produce the result reduced and be asked to
      // un-reduce it: a sum over a batch split on `data` of a dot's gradient that the strip
      // made unreduced over `data` instead). So propagate again, all rounds, until a strip
      // changes nothing. This ends: an axis leaves a dimension only into that value's
      // unreduced axes, which step never puts back into a dimension, and a derived axis leaves
      // a result's unreduced axes only once its operand's dimension gave it up that way
      // (max_sweeps bounds it regardless).
      const uint64_t before = clock_;
      for (Instance& in : instances_)
        if (in.reduces) update_unreduced(in, /*strip=*/true);
      if (clock_ == before || sweeps >= options_.max_sweeps) break;
    }

    PropagationResult result;
    result.mesh_name = mesh_name_;
    result.mesh = mesh_;
    result.sweeps = sweeps;
    result.conflicts = conflicts_;
    for (size_t v = 0; v < states_.size(); ++v) result.types.push_back(to_type(states_[v]));
    result.origins = std::move(origins_);
    result.dim_origin.resize(states_.size());
    for (size_t v = 0; v < states_.size(); ++v)
      for (const DimState& d : states_[v].dims) result.dim_origin[v].push_back(d.origin);
    return result;
  }

 private:
  AxisRef resolve(const AxisRef& a) const { return types::resolve_axis_ref(mesh_, a); }
  Axes merge(const Axes& a) const { return types::merge_adjacent(mesh_, a); }
  int64_t size(const AxisRef& a) const { return types::axis_ref_size(mesh_, a); }
  bool overlap(const AxisRef& a, const AxisRef& b) const { return types::axis_refs_overlap(mesh_, a, b); }
  bool overlaps_any(const AxisRef& a, const Axes& set) const {
    return std::any_of(set.begin(), set.end(), [&](const AxisRef& b) { return overlap(a, b); });
  }
  std::string axes_text(const Axes& a) const {
    std::string s = "{";
    for (size_t i = 0; i < a.size(); ++i) s += (i ? ", " : "") + types::to_string(mesh_, a[i]);
    return s + "}";
  }

  static ShardingOrigin make_origin(ShardingOrigin::Kind kind, ValueId v, int dim, Axes axes, int line = 0,
                                    std::string op = "", ValueId from = -1, int from_dim = -1) {
    ShardingOrigin o;
    o.kind = kind;
    o.value = v;
    o.dim = dim;
    o.axes = std::move(axes);
    o.line = line;
    o.op = std::move(op);
    o.from = from;
    o.from_dim = from_dim;
    return o;
  }

  int record(ShardingOrigin o) {
    origins_.push_back(std::move(o));
    return static_cast<int>(origins_.size()) - 1;
  }

  // The dimensions an annotated value's own sharding decides (axes given, or closed) have
  // that annotation as their origin.
  void mark_annotated(ValueId v) {
    const Value& value = program_.value(v);
    if (!value.sharding || value.sharding->mesh != mesh_name_ || mesh_name_.empty()) return;
    auto& dims = states_[v].dims;
    for (size_t d = 0; d < dims.size(); ++d)
      if (!dims[d].axes.empty() || !dims[d].open)
        dims[d].origin = record(make_origin(ShardingOrigin::Kind::annotated, v, static_cast<int>(d), dims[d].axes));
  }

  // Keeps the major axes up to the first manual one.
  static Axes drop_manual(const Axes& axes, const std::set<std::string>& manual) {
    Axes out;
    for (const AxisRef& a : axes) {
      if (manual.count(a.name)) break;
      out.push_back(a);
    }
    return out;
  }

  ValueState state_of(const types::ShardingType& type, int rank, const std::set<std::string>& manual) const {
    types::ShardingType t = types::resolve(mesh_, type, rank);
    ValueState s;
    for (const auto& d : t.dims) {
      DimState ds;
      ds.axes = merge(drop_manual(d.axes, manual));
      ds.open = d.open;
      ds.user_priority = d.priority;
      ds.visible_from = d.priority.value_or(kNoPriority);
      s.dims.push_back(std::move(ds));
    }
    for (const auto& a : t.unreduced)
      if (!manual.count(a.name)) s.unreduced.push_back(a);
    for (const auto& a : t.replicated)
      if (!manual.count(a.name)) s.replicated.push_back(a);
    return s;
  }

  // Shardy's import (apply-sharding-constraints, kept there for parity with GSPMD) gives a
  // fully closed sharding constraint's sharding to its operand, when the operand has none of
  // its own, is read by no other constraint or manual computation with another sharding, and
  // is no loop's or branch's carried value (a data-flow edge, which the constraint only
  // follows). We take from it the dimensions it replicates, closed on the operand: a dot whose
  // result MaxText constrains to [{}, {}, {"tensor"}] (the decode step's logits) produces its
  // batch replicated, as XLA's does, not split as its operands would have it with the
  // constraint gathering after. Values inside manual computations are left alone.
  void apply_closed_constraints() {
    std::map<ValueId, std::vector<const Op*>> readers;
    std::set<ValueId> carried;  // control flow's results and its regions' arguments
    std::vector<const Op*> constraints;
    std::function<void(const std::vector<Op>&, bool)> walk = [&](const std::vector<Op>& ops, bool manual) {
      for (const Op& op : ops) {
        for (ValueId v : op.operands) readers[v].push_back(&op);
        if (op.kind == OpKind::sharding_constraint && !manual) constraints.push_back(&op);
        if (op.kind == OpKind::while_ || op.kind == OpKind::case_) {
          carried.insert(op.results.begin(), op.results.end());
          for (const Region& r : op.region) carried.insert(r.arguments.begin(), r.arguments.end());
        }
        for (const Region& r : op.region) walk(r.ops, manual || op.kind == OpKind::manual_computation);
      }
    };
    walk(program_.main.ops, false);
    for (const Op* c : constraints) {
      if (c->operands.size() != 1 || c->results.size() != 1) continue;
      const ValueId input = c->operands[0];
      const auto& sharding = program_.value(c->results[0]).sharding;
      if (!sharding || sharding->mesh != mesh_name_ || mesh_name_.empty()) continue;
      if (program_.value(input).sharding || carried.count(input)) continue;
      if (std::any_of(sharding->type.dims.begin(), sharding->type.dims.end(),
                      [](const types::DimSharding& d) { return d.open; }))
        continue;
      const bool other_constraint = std::any_of(readers[input].begin(), readers[input].end(), [&](const Op* r) {
        if (r->kind == OpKind::manual_computation) {
          for (size_t i = 0; i < r->operands.size(); ++i)
            if (r->operands[i] == input && (i >= r->in_shardings.size() || r->in_shardings[i] != *sharding)) return true;
          return false;
        }
        return r->kind == OpKind::sharding_constraint && r->results.size() == 1 &&
               program_.value(r->results[0]).sharding != sharding;
      });
      if (other_constraint) continue;
      // The axes it puts on its other dimensions are left for propagation to bring (from the
      // constraint, as before): given at once, they would take an axis from a dot's contracting
      // dimension split on the same axis, whose partial sums we reduce-scatter at the
      // constraint (XLA's dot all-reduces them and slices: the same bytes), and have the dot
      // gather an operand instead (MaxText's attention and MLP output projections).
      const ValueState given = state_of(sharding->type, program_.value(input).type.rank(), {});
      ValueState& state = states_[input];
      for (size_t d = 0; d < given.dims.size() && d < state.dims.size(); ++d)
        if (given.dims[d].axes.empty()) {
          state.dims[d] = given.dims[d];
          state.dims[d].origin = record(make_origin(ShardingOrigin::Kind::constrained, input, static_cast<int>(d), {}, c->line,
                                         std::string(op_name(c->kind)), c->results[0], static_cast<int>(d)));
        }
    }
  }

  ValueState initial_state(const Value& v, const std::set<std::string>& manual) const {
    if (v.sharding && v.sharding->mesh == mesh_name_ && !mesh_name_.empty())
      return state_of(v.sharding->type, v.type.rank(), manual);
    ValueState s;
    s.dims.resize(v.type.rank());
    return s;
  }

  void add_boundary(ValueId v, ValueState fixed, const std::set<std::string>& manual, int line,
                    const std::string& what) {
    Instance in;
    std::vector<int64_t> shape = program_.value(v).type.shape;
    in.rule = elementwise_rule(shape, 1, 1);
    for (size_t d = 0; d < fixed.dims.size(); ++d)
      if (!fixed.dims[d].axes.empty() || !fixed.dims[d].open)
        fixed.dims[d].origin = record(make_origin(ShardingOrigin::Kind::declared, v, static_cast<int>(d),
                                       fixed.dims[d].axes, line, what));
    in.slots.push_back(Slot{v, {}});
    in.slots.push_back(Slot{-1, std::move(fixed)});
    in.num_operands = 1;
    in.line = line;
    in.op = what;
    in.boundary = true;
    in.manual_axes = manual;
    add_instance(std::move(in));
  }

  // Adds an instance with its tensors' sizes (fixed by the rule; step ranks factors by them).
  void add_instance(Instance in) {
    const auto tensors = in.rule.tensors();
    in.tensor_size.assign(tensors.size(), 1);
    for (size_t t = 0; t < tensors.size(); ++t)
      for (const auto& dim : *tensors[t])
        for (int f : dim) in.tensor_size[t] *= in.rule.factors[f].size;
    for (int stage = 0; stage < kPropagationStages; ++stage) {
      auto directions = [&](int st) {
        std::vector<PropagationDirection> d;
        for (const Factor& f : in.rule.factors) d.push_back(stage_direction(in.kind, f.type, st));
        return d;
      };
      const auto mine = directions(stage);
      int cls = 0;
      while (cls < stage && directions(cls) != mine) ++cls;
      in.stage_class[static_cast<size_t>(stage)] = cls;
    }
    instances_.push_back(std::move(in));
  }

  void build(const std::vector<Op>& ops, const std::set<std::string>& manual) {
    for (const Op& op : ops) {
      if (op.kind == OpKind::manual_computation) {
        build_manual(op, manual);
        continue;
      }
      if (op.kind == OpKind::while_ || op.kind == OpKind::case_) {
        build_control_flow(op, manual);
        continue;
      }
      std::optional<OpShardingRule> rule = get_sharding_rule(program_, op);
      if (!rule) continue;  // collectives: barriers
      // XLA propagates a GSPMD program with GSPMD's pass, which gives some ops no sharding.
      if (program_.syntax == ShardingSyntax::gspmd && op_info(op.kind).gspmd == GspmdPropagation::barrier) continue;
      Instance in;
      in.rule = std::move(*rule);
      for (ValueId v : op.operands) in.slots.push_back(Slot{v, {}});
      for (ValueId v : op.results) in.slots.push_back(Slot{v, {}});
      in.num_operands = static_cast<int>(op.operands.size());
      in.kind = propagation_kind(op);
      in.line = op.line;
      in.op = std::string(op_name(op.kind));
      // Only partial sums are a type (unreduced axes): a max's partial results are combined
      // at the op.
      const bool partial_sums = partial_result_reducer(op) == ReducerKind::add;
      in.reduces = partial_sums && std::any_of(in.rule.factors.begin(), in.rule.factors.end(),
                                               [](const Factor& f) { return f.type == FactorType::reduction; });
      in.manual_axes = manual;
      add_instance(std::move(in));
    }
  }

  // The kind whose stages an op propagates in. A broadcast_in_dim that only inserts size-1
  // dimensions (as many elements out as in: expand_dims, `x[..., None]`) is a reshape by the
  // time XLA propagates (its HLO builder emits one), so it propagates with the reshapes in
  // the first stage, both ways: a token array's batch sharding reaches the embedding gather's
  // indices (8x64 -> 8x64x1) before the weights' shardings reach the activations.
  OpKind propagation_kind(const Op& op) const {
    if (op.kind != OpKind::broadcast_in_dim || op.operands.empty() || op.results.empty()) return op.kind;
    const auto& in = program_.value(op.operands[0]).type.shape;
    const auto& out = program_.value(op.results[0]).type.shape;
    auto elements = [](const std::vector<int64_t>& s) {
      return std::accumulate(s.begin(), s.end(), int64_t{1}, std::multiplies<>());
    };
    const bool in_order = std::is_sorted(op.dims.begin(), op.dims.end());
    return in_order && out.size() > in.size() && elements(in) == elements(out) ? OpKind::reshape : op.kind;
  }

  // while: carried value i is one tensor across the operand, the condition's and the body's
  // argument, the body's result and the op's result (Shardy's data-flow edges: one sharding
  // for the loop); shardings flow both ways, so a body that wants its weight sharded makes
  // the stacked operand sharded. case: each branch's result i and the op's result i are one
  // tensor. The regions' own ops are propagated with everything else.
  void build_control_flow(const Op& op, const std::set<std::string>& manual) {
    const std::string name(op_name(op.kind));
    if (op.kind == OpKind::while_) {
      for (size_t i = 0; i < op.operands.size(); ++i) {
        for (const Region& region : op.region)
          if (i < region.arguments.size()) tie(op.operands[i], region.arguments[i], manual, op.line, name);
        const Region& body = op.region.back();
        if (i < body.results.size() && i < body.arguments.size())
          tie(body.results[i], body.arguments[i], manual, op.line, name);
        if (i < op.results.size()) tie(op.operands[i], op.results[i], manual, op.line, name);
      }
    } else {
      for (const Region& branch : op.region)
        for (size_t i = 0; i < branch.results.size() && i < op.results.size(); ++i)
          tie(branch.results[i], op.results[i], manual, op.line, name);
    }
    for (const Region& region : op.region) build(region.ops, manual);
  }

  // An instance making two values of one shape one tensor (every dimension, every stage).
  void tie(ValueId a, ValueId b, const std::set<std::string>& manual, int line, const std::string& what) {
    const auto& shape = program_.value(a).type.shape;
    if (program_.value(b).type.shape != shape) return;
    add_link(elementwise_rule(shape, 1, 1), a, b, manual, line, what);
  }

  // An identity-like instance from `a` (its operand) to `b` (its result) under `rule`, of
  // the kind of a sharding constraint: every factor propagates in every stage.
  void add_link(OpShardingRule rule, ValueId a, ValueId b, const std::set<std::string>& manual, int line,
                const std::string& what) {
    Instance in;
    in.rule = std::move(rule);
    in.slots.push_back(Slot{a, {}});
    in.slots.push_back(Slot{b, {}});
    in.num_operands = 1;
    in.line = line;
    in.op = what;
    in.manual_axes = manual;
    add_instance(std::move(in));
  }

  void build_manual(const Op& op, const std::set<std::string>& outer) {
    std::set<std::string> inner = outer;
    inner.insert(op.manual_axes.begin(), op.manual_axes.end());
    const Region* region = op.region.empty() ? nullptr : &op.region.front();
    // Operands meet the in_shardings.
    for (size_t i = 0; i < op.operands.size() && i < op.in_shardings.size(); ++i) {
      if (op.in_shardings[i].mesh != mesh_name_) continue;
      ValueId v = op.operands[i];
      add_boundary(v, state_of(op.in_shardings[i].type, program_.value(v).type.rank(), outer), outer, op.line,
                   "sdy.manual_computation");
    }
    if (!region) return;
    // Inside: values have local shapes; only the free axes are visible.
    std::set<ValueId> defined;
    collect_values(*region, defined);
    for (ValueId v : defined) {
      states_[v] = initial_state(program_.value(v), inner);
      mark_annotated(v);
    }
    for (size_t i = 0; i < region->arguments.size() && i < op.in_shardings.size(); ++i) {
      ValueId a = region->arguments[i];
      if (program_.value(a).sharding || op.in_shardings[i].mesh != mesh_name_) continue;
      states_[a] = state_of(op.in_shardings[i].type, program_.value(a).type.rank(), inner);
      auto& dims = states_[a].dims;
      for (size_t d = 0; d < dims.size(); ++d)
        if (!dims[d].axes.empty() || !dims[d].open)
          dims[d].origin = record(make_origin(ShardingOrigin::Kind::declared, a, static_cast<int>(d), dims[d].axes,
                                   op.line, "sdy.manual_computation"));
    }
    build(region->ops, inner);
    for (size_t i = 0; i < region->results.size() && i < op.out_shardings.size(); ++i) {
      if (op.out_shardings[i].mesh != mesh_name_) continue;
      ValueId r = region->results[i];
      add_boundary(r, state_of(op.out_shardings[i].type, program_.value(r).type.rank(), inner), inner, op.line,
                   "sdy.return");
    }
    // Over the free axes, an operand and its region argument are one tensor, and so are a
    // region result and the op's result: a region that is manual over some axes only is
    // partitioned over the others like any code around it (Shardy propagates through a
    // manual computation's open in/out shardings; XLA runs a shard_map manual over `model`
    // with the body's activations divided by `data` when the operands come sharded over it).
    for (size_t i = 0; i < region->arguments.size() && i < op.operands.size() && i < op.in_shardings.size(); ++i)
      link_free_axes(op.operands[i], region->arguments[i], op.in_shardings[i], inner, op.line);
    for (size_t i = 0; i < region->results.size() && i < op.results.size() && i < op.out_shardings.size(); ++i)
      link_free_axes(region->results[i], op.results[i], op.out_shardings[i], inner, op.line);
  }

  // An instance making `from` and `to` (a global value and its region-local view, either way)
  // agree over the free axes on every dimension that the declared sharding leaves open and
  // does not shard over a manual axis (there the local dimension is the whole global one).
  // Dimensions carrying manual axes are left to the declared sharding: their free axes would
  // sit minor to the manual ones in the global view, which one factor cannot express.
  void link_free_axes(ValueId from, ValueId to, const ValueSharding& declared, const std::set<std::string>& manual,
                      int line) {
    if (declared.mesh != mesh_name_) return;
    const auto& shape = program_.value(to).type.shape;
    if (program_.value(from).type.shape.size() != shape.size()) return;
    types::ShardingType t = types::resolve(mesh_, declared.type, static_cast<int>(shape.size()));
    OpShardingRule rule;
    TensorFactorMapping map(shape.size());
    for (size_t d = 0; d < shape.size(); ++d) {
      const auto& dim = t.dims[d];
      const bool has_manual = std::any_of(dim.axes.begin(), dim.axes.end(),
                                          [&](const AxisRef& a) { return manual.count(a.name) > 0; });
      if (dim.open && !has_manual) map[d].push_back(rule.add_factor(shape[d]));
    }
    if (rule.factors.empty()) return;
    rule.operands.push_back(map);
    rule.results.push_back(map);
    add_link(std::move(rule), from, to, manual, line, "sdy.manual_computation");
  }

  static void collect_values(const Region& region, std::set<ValueId>& out) {
    out.insert(region.arguments.begin(), region.arguments.end());
    for (const Op& op : region.ops) {
      out.insert(op.results.begin(), op.results.end());
      for (const Region& r : op.region) collect_values(r, out);
    }
  }

  const ValueState& slot_state(const Slot& s) const { return s.value >= 0 ? states_[s.value] : s.fixed; }

  // Truncates a factor's axes so that their product divides the factor's size (the major
  // part of an axis that fits is kept as a sub-axis), dropping manual axes.
  Axes fit(const Axes& axes, int64_t factor_size, const std::set<std::string>& manual) const {
    Axes out;
    int64_t rest = factor_size;
    for (const AxisRef& a : axes) {
      if (manual.count(a.name)) break;
      int64_t s = size(a);
      if (rest % s == 0) {
        out.push_back(a);
        rest /= s;
        continue;
      }
      int64_t g = std::gcd(rest, s);
      if (g > 1) out.push_back(AxisRef::sub(a.name, a.pre, g));
      break;
    }
    return out;
  }

  void conflict(ValueId v, const Instance& in, int dim, const std::string& dropped, const std::string& message) {
    if (v < 0) return;
    PropagationConflict c{v, in.line, dim, dropped, message};
    if (std::find(conflicts_.begin(), conflicts_.end(), c) == conflicts_.end()) conflicts_.push_back(std::move(c));
  }

  void touch(ValueId v) { modified_at_[v] = ++clock_; }

  // step(in, round), unless it is known to do nothing: step reads and writes only the states
  // of its own slots (and appends to conflicts_, without duplicates), so when none of them
  // has changed since the start of its last application in the same round, that application
  // changed nothing (its own writes would show) and this one would repeat it exactly.
  //
  // The memo is per round and stage class, not only the last application: the sweeps after a
  // strip (run's outer loop) repeat every round and stage, and a stage that propagates an
  // instance's factors as the previous one did (an op of Shardy's first priority, a link)
  // repeats that application; both would otherwise re-apply every instance once per stage.
  bool apply(Instance& in, int round, int stage) {
    const int cls = in.stage_class[static_cast<size_t>(stage)];
    auto last = std::find_if(in.applied.begin(), in.applied.end(),
                             [&](const Instance::Applied& a) { return a.round == round && a.stage_class == cls; });
    if (last != in.applied.end()) {
      bool touched = false;
      for (const Slot& sl : in.slots)
        if (sl.value >= 0 && modified_at_[sl.value] > last->clock) {
          touched = true;
          break;
        }
      if (!touched) return false;
      last->clock = clock_;
    } else {
      in.applied.push_back({round, cls, clock_});
    }
    return step(in, round, stage);
  }

  // One application of an op's rule in a stage. Returns whether some value changed.
  //
  // Shardy's aggressive factor propagation. Each factor's compatible axes come from the
  // tensors its direction in this stage reads (operands forward, results backward, all of
  // them both ways). Two factors may want the same axis in one tensor (a dot whose lhs
  // batch and rhs non-contracting dimensions are both sharded over "data" meets an
  // unsharded result): the factor whose *source* (the largest tensor already sharded that
  // way) is larger wins, then the one from the earlier tensor, then the earlier factor, as
  // it is normally cheaper to reshard the smaller tensor. Every tensor takes, in that order
  // of factors, what does not overlap axes it already uses. The operands of an elementwise
  // op take no more than its result did (no sideways propagation from one operand to the
  // others past a result that could not take it).
  bool step(Instance& in, int round, int stage) {
    const OpShardingRule& rule = in.rule;
    auto tensors = rule.tensors();
    const int nf = rule.num_factors();
    const size_t num_operands = static_cast<size_t>(in.num_operands);
    std::vector<PropagationDirection> direction(nf);
    bool any = false;
    for (int f = 0; f < nf; ++f) {
      direction[f] = stage_direction(in.kind, rule.factors[f].type, stage);
      any |= direction[f] != PropagationDirection::none;
    }
    if (!any) return false;
    // proj[t][f]: tensor t's (visible) axes on factor f; dim_of[t][f] its dimension.
    std::vector<std::vector<std::optional<Axes>>> proj(tensors.size(), std::vector<std::optional<Axes>>(nf));
    std::vector<std::vector<int>> dim_of(tensors.size(), std::vector<int>(nf, -1));
    for (size_t t = 0; t < tensors.size(); ++t) {
      const ValueState& s = slot_state(in.slots[t]);
      const TensorFactorMapping& map = *tensors[t];
      for (size_t d = 0; d < map.size() && d < s.dims.size(); ++d) {
        const DimState& ds = s.dims[d];
        static const Axes kNone;
        const Axes& visible = ds.visible_from <= round ? ds.axes : kNone;
        std::vector<Axes> parts = split_dimension_axes(mesh_, visible, map[d], rule);
        for (size_t k = 0; k < map[d].size(); ++k) {
          proj[t][map[d][k]] = std::move(parts[k]);
          dim_of[t][map[d][k]] = static_cast<int>(d);
        }
      }
    }
    auto reads = [&](int f, size_t t) {
      switch (direction[f]) {
        case PropagationDirection::none: return false;
        case PropagationDirection::forward: return t < num_operands;
        case PropagationDirection::backward: return t >= num_operands;
        case PropagationDirection::both: return true;
      }
      return false;
    };
    // The compatible sharding of each factor, and its source tensor.
    std::vector<Axes> compat(nf);
    std::vector<std::pair<int64_t, int>> source(nf, {-1, INT_MAX});  // (size, tensor index)
    for (int f = 0; f < nf; ++f) {
      Axes best;
      bool disagree = false;
      for (size_t t = 0; t < tensors.size(); ++t) {
        if (!reads(f, t) || !proj[t][f] || proj[t][f]->empty()) continue;
        const Axes& l = *proj[t][f];
        // Once two lists disagree only their common prefix can be kept: a later, longer list
        // must not extend it again (it would leave an earlier list unrelated to the result).
        if (disagree) best = common_prefix(best, l);
        else if (is_prefix(best, l)) best = l;
        else if (!is_prefix(l, best)) {
          best = common_prefix(best, l);
          disagree = true;
        }
      }
      if (disagree) report_dropped_axes(in, f, best, proj, dim_of, reads);
      if (best.empty()) continue;
      for (size_t t = 0; t < tensors.size(); ++t)
        if (proj[t][f] && is_prefix(best, *proj[t][f]) && in.tensor_size[t] > source[f].first)
          source[f] = {in.tensor_size[t], static_cast<int>(t)};
      compat[f] = fit(best, rule.factors[f].size, in.manual_axes);
    }
    std::vector<int> factor_order(nf);
    std::iota(factor_order.begin(), factor_order.end(), 0);
    std::sort(factor_order.begin(), factor_order.end(), [&](int a, int b) {
      return std::make_tuple(-source[a].first, source[a].second, a) <
             std::make_tuple(-source[b].first, source[b].second, b);
    });
    const bool elementwise = is_elementwise(in.kind);
    bool changed = false;
    for (size_t i = 0; i < tensors.size(); ++i) {
      const size_t t = (i + num_operands) % tensors.size();  // results first, then operands
      ValueId v = in.slots[t].value;
      if (v < 0) continue;
      ValueState& s = states_[v];
      const TensorFactorMapping& map = *tensors[t];
      const bool is_result = t >= num_operands;
      std::vector<bool> done(map.size(), false);
      for (int f0 : factor_order) {
        const int d0 = dim_of[t][f0];
        if (d0 < 0 || done[d0]) continue;
        done[d0] = true;
        const size_t d = static_cast<size_t>(d0);
        DimState& ds = s.dims[d];
        if (!ds.open) continue;
        Axes want;
        for (size_t k = 0; k < map[d].size(); ++k) {
          int f = map[d][k];
          want.insert(want.end(), compat[f].begin(), compat[f].end());
          int64_t prod = 1;
          for (const AxisRef& a : compat[f]) prod *= size(a);
          if (k + 1 < map[d].size() && prod != rule.factors[f].size) break;
        }
        want = merge(want);
        if (elementwise && !is_result) {
          for (size_t r = num_operands; r < tensors.size(); ++r) {
            const ValueState& rs = slot_state(in.slots[r]);
            if (d < rs.dims.size() && is_prefix(rs.dims[d].axes, want) && rs.dims[d].axes.size() < want.size())
              want = rs.dims[d].axes;
          }
        }
        if (want.size() <= ds.axes.size() || !is_prefix(ds.axes, want)) continue;
        Axes used = s.unreduced;
        used.insert(used.end(), s.replicated.begin(), s.replicated.end());
        for (size_t e = 0; e < s.dims.size(); ++e)
          if (e != d) used.insert(used.end(), s.dims[e].axes.begin(), s.dims[e].axes.end());
        Axes next = ds.axes;
        for (size_t j = ds.axes.size(); j < want.size(); ++j) {
          if (overlaps_any(want[j], used) || overlaps_any(want[j], next)) break;
          next.push_back(want[j]);
        }
        if (next.size() > ds.axes.size()) {
          ds.axes = merge(next);
          ds.visible_from = std::min(ds.visible_from, round);
          changed = true;
          touch(v);
          ds.origin = record_step(in, t, d, map[d], compat, proj, dim_of, reads);
        }
      }
    }
    // The reduction factors make the results unreduced from the stage that propagates them
    // on (Shardy's last), after the results took their pass-through factors: a gather whose
    // indices come batch-sharded over the axis that also splits the table's rows gives its
    // result that batch sharding (as Shardy does), and the strip at the end turns the partial
    // sums into a reduce-scatter to it (XLA's all-reduce and slice) rather than leaving the
    // result, and everything after it, without the batch sharding.
    bool reductions_propagate = false;
    for (int f = 0; f < nf; ++f)
      reductions_propagate |= rule.is_reduction(f) && direction[f] != PropagationDirection::none;
    if (in.reduces && reductions_propagate) update_unreduced(in, /*strip=*/false);
    return changed;
  }

  // A factor whose compatible tensors disagree keeps their common prefix `best`: every tensor
  // whose axes go beyond it is a conflict (at a boundary: the value against what the return,
  // manual region or body's return declares, resharded there).
  template <typename Reads>
  void report_dropped_axes(Instance& in, int f, const Axes& best, const std::vector<std::vector<std::optional<Axes>>>& proj,
                           const std::vector<std::vector<int>>& dim_of, const Reads& reads) {
    const size_t num_operands = static_cast<size_t>(in.num_operands);
    const size_t num_tensors = proj.size();
    for (size_t t = 0; t < num_tensors; ++t) {
      if (!reads(f, t) || !proj[t][f] || is_prefix(*proj[t][f], best)) continue;
      Axes dropped(proj[t][f]->begin() + static_cast<long>(best.size()), proj[t][f]->end());
      ValueId v = in.slots[t].value;
      if (in.boundary) {
        if (v < 0) continue;
        // The value against what a return, a manual region or its body's return
        // declares: the value keeps its sharding and is resharded there.
        const auto& declared = proj[1 - t][f];
        conflict(v, in, dim_of[t][f], axes_text(dropped),
                 fmt::format("{} dim {} is {} where the {} declares {}: resharded there",
                             program_.value(v).name, dim_of[t][f], axes_text(*proj[t][f]), in.op,
                             axes_text(declared ? *declared : Axes{})));
        continue;
      }
      std::string role = t < num_operands ? fmt::format("operand {}", t)
                                          : fmt::format("result {}", t - num_operands);
      conflict(v, in, dim_of[t][f],
               axes_text(dropped),
               fmt::format("{} ({} of {}) dim {}: {} conflicts with the other shardings of factor {}; kept {}",
                           v >= 0 ? program_.value(v).name : std::string("boundary"), role, in.op,
                           dim_of[t][f], axes_text(*proj[t][f]), factor_name(f), axes_text(best)));
    }
  }

  // Where tensor t's dimension d just took its axes from: the tensor that held the first of
  // its factors that brought any (the factor's holder), through this op.
  // Only when a dimension changed, so the search for the holder costs nothing in the sweeps
  // that change nothing.
  template <typename Reads>
  int record_step(const Instance& in, size_t t, size_t d, const std::vector<int>& factors, const std::vector<Axes>& compat,
                  const std::vector<std::vector<std::optional<Axes>>>& proj, const std::vector<std::vector<int>>& dim_of,
                  const Reads& reads) {
    ShardingOrigin o = make_origin(ShardingOrigin::Kind::propagated, in.slots[t].value, static_cast<int>(d),
                                   states_[in.slots[t].value].dims[d].axes, in.line, in.op);
    for (int f : factors) {
      if (compat[f].empty()) continue;
      int h = -1;  // the first tensor read that holds the factor's compatible axes
      for (size_t u = 0; u < proj.size() && h < 0; ++u)
        if (u != t && reads(f, u) && proj[u][f] && !proj[u][f]->empty() && overlap(proj[u][f]->front(), compat[f].front()))
          h = static_cast<int>(u);
      if (h < 0) continue;
      o.from = in.slots[h].value;
      o.from_dim = dim_of[h][f];
      const ValueState& held = slot_state(in.slots[h]);
      if (o.from_dim >= 0 && static_cast<size_t>(o.from_dim) < held.dims.size()) o.parent = held.dims[o.from_dim].origin;
      break;
    }
    return record(std::move(o));
  }

  // The axes of the reduction factors that every operand shards the same way; they become
  // unreduced axes of the results (unless a closed dimension of the result uses them).
  // With `strip`, open dimensions of the results give up those axes.
  Axes update_unreduced(Instance& in, bool strip) {
    const OpShardingRule& rule = in.rule;
    Axes u;
    for (int f = 0; f < rule.num_factors(); ++f) {
      if (!rule.is_reduction(f)) continue;
      std::optional<Axes> common;
      for (int t = 0; t < in.num_operands; ++t) {
        const TensorFactorMapping& map = rule.operands[t];
        const ValueState& s = slot_state(in.slots[t]);
        for (size_t d = 0; d < map.size() && d < s.dims.size(); ++d) {
          auto it = std::find(map[d].begin(), map[d].end(), f);
          if (it == map[d].end()) continue;
          Axes part = split_dimension_axes(mesh_, s.dims[d].axes, map[d], rule)[it - map[d].begin()];
          common = common ? common_prefix(*common, part) : part;
        }
      }
      if (common) {
        for (const AxisRef& a : *common)
          if (!in.manual_axes.count(a.name) && !overlaps_any(a, u)) u.push_back(a);
      }
    }
    for (size_t r = 0; r < rule.results.size(); ++r) {
      ValueId v = in.slots[in.num_operands + r].value;
      if (v < 0) continue;
      ValueState& s = states_[v];
      Axes closed_used = s.replicated;
      for (const DimState& d : s.dims)
        if (!d.open) closed_used.insert(closed_used.end(), d.axes.begin(), d.axes.end());
      if (strip) {  // derived axes the operands no longer reduce over
        Axes stale;
        for (const AxisRef& a : s.derived_unreduced)
          if (std::find(u.begin(), u.end(), a) == u.end() || overlaps_any(a, closed_used)) stale.push_back(a);
        if (!stale.empty()) {
          auto drop = [&](Axes& axes) {
            axes.erase(std::remove_if(axes.begin(), axes.end(),
                                      [&](const AxisRef& a) { return std::find(stale.begin(), stale.end(), a) != stale.end(); }),
                       axes.end());
          };
          drop(s.unreduced);
          drop(s.derived_unreduced);
          touch(v);
        }
      }
      for (const AxisRef& a : u) {
        if (overlaps_any(a, closed_used) || overlaps_any(a, s.unreduced)) continue;
        if (!strip) {
          bool in_dims = false;
          for (const DimState& d : s.dims) in_dims |= overlaps_any(a, d.axes);
          if (in_dims) continue;  // resolved at the end (strip)
        }
        s.unreduced.push_back(a);
        s.derived_unreduced.push_back(a);
        touch(v);
      }
      if (strip) {
        for (DimState& d : s.dims) {
          if (!d.open) continue;
          Axes kept;
          for (const AxisRef& a : d.axes) {
            if (overlaps_any(a, s.unreduced)) break;
            kept.push_back(a);
          }
          if (kept.size() != d.axes.size()) touch(v);
          d.axes = kept;
        }
      }
    }
    return u;
  }

  types::ShardingType to_type(const ValueState& s) const {
    types::ShardingType t;
    for (const DimState& d : s.dims) t.dims.push_back(types::DimSharding{merge(d.axes), d.open, d.user_priority});
    t.replicated = s.replicated;
    Axes un = s.unreduced;
    std::sort(un.begin(), un.end(), [&](const AxisRef& a, const AxisRef& b) {
      auto ia = mesh_.axis_index(a.name), ib = mesh_.axis_index(b.name);
      return std::make_tuple(ia.value_or(-1), a.pre) < std::make_tuple(ib.value_or(-1), b.pre);
    });
    t.unreduced = merge(un);
    return t;
  }

  const Program& program_;
  const PropagationOptions& options_;
  std::string mesh_name_;
  Mesh mesh_;
  std::vector<ValueState> states_;
  // modified_at_[v]: clock_ when states_[v] last changed during the sweeps (0: never).
  std::vector<uint64_t> modified_at_;
  uint64_t clock_ = 0;
  std::vector<Instance> instances_;
  std::vector<PropagationConflict> conflicts_;
  std::vector<ShardingOrigin> origins_;
};

}  // namespace

PropagationResult propagate(const Program& program, const PropagationOptions& options) {
  return Propagator(program, options).run();
}

void apply_propagation(Program& program, const PropagationResult& result) {
  if (result.mesh_name.empty()) return;  // no mesh: nothing is sharded
  for (size_t v = 0; v < program.values.size() && v < result.types.size(); ++v)
    program.values[v].sharding = ValueSharding{result.mesh_name, result.types[v]};
}

PropagationDirection stage_direction(OpKind kind, FactorType type, int stage) {
  if (type == FactorType::need_replication) return PropagationDirection::none;
  const Priority priority = op_info(kind).priority;
  if (priority == Priority::first || stage >= 2) return PropagationDirection::both;
  if (stage == 0 || type != FactorType::pass_through) return PropagationDirection::none;
  return priority == Priority::broadcast ? PropagationDirection::backward : PropagationDirection::both;
}

}  // namespace shardproof::partition
