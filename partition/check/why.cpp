#include "partition/check/why.h"

#include <fmt/format.h>

#include <algorithm>
#include <functional>
#include <optional>
#include <set>
#include <unordered_map>

#include "partition/ops/op_table.h"
#include "partition/ops/op_sharding_rule_registry.h"

namespace shardproof::partition {

namespace {

using types::AxisRef;
using types::ShardingType;

// A chain longer than this keeps its first and last links (a transformer's activations pass
// through a hundred ops between an argument and the op that needs them).
constexpr size_t kLongestChain = 8;
constexpr size_t kKeptAtEachEnd = 3;

std::string axes_text(const types::Mesh& mesh, const std::vector<AxisRef>& axes) {
  std::string s = "{";
  for (size_t i = 0; i < axes.size(); ++i) s += (i ? ", " : "") + types::to_string(mesh, axes[i]);
  return s + "}";
}

// A layout as the user reads it: its axes and partial sums, without propagation's marks of
// which dimensions were still open.
std::string layout_text(const types::Mesh& mesh, ShardingType t) {
  for (auto& d : t.dims) {
    d.open = false;
    d.priority.reset();
  }
  return types::to_string(mesh, t);
}

class Explainer {
 public:
  Explainer(const Program& program, const PropagationResult& propagation)
      : program_(program), propagation_(propagation), mesh_(propagation.mesh) {
    arguments_.insert(program.main.arguments.begin(), program.main.arguments.end());
    std::function<void(const std::vector<Op>&)> walk = [&](const std::vector<Op>& ops) {
      for (const Op& op : ops) {
        for (ValueId r : op.results) defined_by_[r] = &op;
        by_line_[op.line].push_back(&op);
        for (const Region& region : op.region) walk(region.ops);
      }
    };
    walk(program.main.ops);
  }

  const std::string& name(ValueId v) const { return program_.value(v).name; }

  // The chain of (v, dim), its ends kept when it is long.
  std::vector<WhyLink> chain(ValueId v, int dim) const {
    std::vector<WhyLink> links;
    const int start = v >= 0 && static_cast<size_t>(v) < propagation_.dim_origin.size() &&
                              dim >= 0 && static_cast<size_t>(dim) < propagation_.dim_origin[v].size()
                          ? propagation_.dim_origin[v][dim]
                          : -1;
    if (start < 0) {
      const Op* def = defined_by(v);
      links.push_back({fmt::format("{} dim {}: nothing shards it (replicated)", name(v), dim), def ? def->line : 0});
      return links;
    }
    for (int o = start; o >= 0; o = propagation_.origins[o].parent) links.push_back(link(propagation_.origins[o]));
    if (links.size() > kLongestChain) {
      const size_t hidden = links.size() - 2 * kKeptAtEachEnd;
      std::vector<WhyLink> kept(links.begin(), links.begin() + kKeptAtEachEnd);
      kept.push_back({fmt::format("... through {} more ops ...", hidden), 0});
      kept.insert(kept.end(), links.end() - kKeptAtEachEnd, links.end());
      links = std::move(kept);
    }
    return links;
  }

  Why explain(const LoweredProgram& lowered, size_t index) const {
    const InsertedRedistribution& r = lowered.redistributions[index];
    Why why;
    why.redistribution = static_cast<int>(index);
    why.line = r.line;
    why.value = name(r.value);
    const int rank = program_.value(r.value).type.rank();
    why.whole = gathers_whole(mesh_, r.plan, rank);
    const ShardingType have = types::canonicalize(mesh_, r.plan.source);
    const ShardingType want = types::canonicalize(mesh_, r.plan.target);
    const std::string have_text = layout_text(mesh_, have), want_text = layout_text(mesh_, want);
    // The dimensions whose axes differ (the unreduced axes are said apart).
    std::vector<int> differ;
    for (int d = 0; d < rank && d < have.rank() && d < want.rank(); ++d)
      if (have.dims[d].axes != want.dims[d].axes) differ.push_back(d);
    const bool partial = !have.unreduced.empty() && have.unreduced != want.unreduced;

    int operand = -1;
    if (std::sscanf(r.reason.c_str(), "operand %d of", &operand) == 1) {
      const Op* op = find_op(r.line, r.value, operand, false);
      why.need = fmt::format("{} needs {} (operand {}) as {}; it is {}", r.op_name, why.value, operand, want_text, have_text);
      for (int d : differ) append(why.have, chain(r.value, d));
      if (partial) append(why.have, partial_sums(r.value, have));
      for (int d : differ) append(why.want, operand_wanted(op, operand, d, have, want));
      if (partial && why.want.empty())
        why.want.push_back({fmt::format("{} reads {} summed", r.op_name, why.value), r.line});
    } else if (r.reason.rfind("result of ", 0) == 0) {
      const Op* op = find_op(r.line, r.value, -1, true);
      why.need = fmt::format("{} computes {} as {}; it is wanted as {}", r.op_name, why.value, have_text, want_text);
      for (int d : differ) append(why.have, computed(op, r.value, d, have));
      if (partial) append(why.have, contraction(op));
      for (int d : differ) append(why.want, chain(r.value, d));
      if (partial && why.want.empty())
        why.want.push_back({fmt::format("{} is read summed (its readers are not partial sums)", why.value), r.line});
    } else if (int result = -1; r.op_name == "return" && std::sscanf(r.reason.c_str(), "result %d", &result) == 1) {
      why.need = fmt::format("the function returns {} (result {}) as {}; it is {}", why.value, result, want_text, have_text);
      for (int d : differ) append(why.have, chain(r.value, d));
      if (partial) append(why.have, partial_sums(r.value, have));
      const auto& declared = program_.main.result_shardings;
      if (result >= 0 && static_cast<size_t>(result) < declared.size() && declared[result])
        why.want.push_back({fmt::format("result {} is declared {}: the function's result sharding (jit's out_shardings)",
                                        result, want_text),
                            r.line});
      else
        why.want.push_back({fmt::format("result {} has no declared sharding: it is returned whole", result), r.line});
    } else {
      why.need = fmt::format("{} ({}): {} is {}; it is wanted as {}", r.op_name, r.reason, why.value, have_text, want_text);
      for (int d : differ) append(why.have, chain(r.value, d));
      if (partial) append(why.have, partial_sums(r.value, have));
      why.want.push_back({fmt::format("the {} keeps one layout for it ({})", r.op_name, r.reason), r.line});
    }
    return why;
  }

 private:
  static void append(std::vector<WhyLink>& to, const std::vector<WhyLink>& from) {
    for (const WhyLink& l : from)
      if (std::find(to.begin(), to.end(), l) == to.end()) to.push_back(l);
  }

  const Op* defined_by(ValueId v) const {
    auto it = defined_by_.find(v);
    return it == defined_by_.end() ? nullptr : it->second;
  }

  // The op at `line` that reads v as operand `operand` (or, `result`, defines it).
  const Op* find_op(int line, ValueId v, int operand, bool result) const {
    auto it = by_line_.find(line);
    if (it == by_line_.end()) return nullptr;
    for (const Op* op : it->second) {
      if (result && std::find(op->results.begin(), op->results.end(), v) != op->results.end()) return op;
      if (!result && operand >= 0 && static_cast<size_t>(operand) < op->operands.size() && op->operands[operand] == v)
        return op;
    }
    return nullptr;
  }

  WhyLink link(const ShardingOrigin& o) const {
    const std::string who = o.value >= 0 ? name(o.value) : std::string("a boundary");
    const std::string axes = axes_text(mesh_, o.axes);
    switch (o.kind) {
      case ShardingOrigin::Kind::annotated: {
        if (arguments_.count(o.value))
          return {fmt::format("{} dim {} is {}: the sharding given to argument {} (its PartitionSpec)", who, o.dim, axes, who),
                  0, o.value};
        const Op* def = defined_by(o.value);
        if (def && def->kind == OpKind::sharding_constraint)
          return {fmt::format("{} dim {} is {}: a with_sharding_constraint", who, o.dim, axes), def->line, o.value};
        if (def)
          return {fmt::format("{} dim {} is {}: its sharding annotation on {}", who, o.dim, axes, op_name(def->kind)),
                  def->line};
        return {fmt::format("{} dim {} is {}: its sharding annotation", who, o.dim, axes), 0};
      }
      case ShardingOrigin::Kind::constrained:
        return {fmt::format("{} dim {} is kept {}: the with_sharding_constraint on it replicates that dimension", who,
                            o.dim, axes),
                o.line, o.from};
      case ShardingOrigin::Kind::declared:
        if (o.op == "return")
          return {fmt::format("{} dim {} must be {}: the function's declared result sharding (jit's out_shardings)", who,
                              o.dim, axes),
                  o.line};
        return {fmt::format("{} dim {} must be {}: declared by {} (shard_map's in_specs/out_specs)", who, o.dim, axes,
                            o.op),
                o.line};
      case ShardingOrigin::Kind::propagated:
        if (o.from < 0)
          return {fmt::format("{} dim {} took {} from the sharding declared at {}", who, o.dim, axes, o.op), o.line};
        return {fmt::format("{} dim {} took {} from {} dim {} through {}", who, o.dim, axes, name(o.from), o.from_dim,
                            o.op),
                o.line};
    }
    return {};
  }

  // v's partial sums: which op produced them, and why its operands were split that way.
  std::vector<WhyLink> partial_sums(ValueId v, const ShardingType& have) const {
    const Op* def = defined_by(v);
    std::vector<WhyLink> out{{fmt::format("{} holds partial sums over {}", name(v), axes_text(mesh_, have.unreduced)),
                              def ? def->line : 0}};
    append(out, contraction(def));
    return out;
  }

  // The type a value of `op` has (propagation's).
  const ShardingType& type_of(ValueId v) const { return propagation_.types[v]; }

  // Each tensor of op and its dimension that carries `factor` (operands then results).
  struct Place {
    ValueId value;
    int dim;
    bool result;
  };
  std::vector<Place> places_of(const Op& op, const OpShardingRule& rule, int factor) const {
    std::vector<Place> out;
    auto scan = [&](const std::vector<TensorFactorMapping>& maps, const std::vector<ValueId>& values, bool result) {
      for (size_t t = 0; t < maps.size() && t < values.size(); ++t)
        for (size_t d = 0; d < maps[t].size(); ++d)
          if (std::find(maps[t][d].begin(), maps[t][d].end(), factor) != maps[t][d].end())
            out.push_back({values[t], static_cast<int>(d), result});
    };
    scan(rule.results, op.results, true);  // the results first, as lowering reads them first
    scan(rule.operands, op.operands, false);
    return out;
  }

  bool overlaps(const AxisRef& a, const std::vector<AxisRef>& axes) const {
    return std::any_of(axes.begin(), axes.end(), [&](const AxisRef& b) { return types::axis_refs_overlap(mesh_, a, b); });
  }

  // Why `op` needs its operand's dimension d as `want` has it rather than as `have` does.
  std::vector<WhyLink> operand_wanted(const Op* op, int operand, int d, const ShardingType& have,
                                      const ShardingType& want) const {
    std::vector<WhyLink> out;
    if (!op) return out;
    const std::string name_of_op(op_name(op->kind));
    if (op_info(op->kind).xla == XlaPartitioning::whole) {
      out.push_back({fmt::format("{} runs on whole operands (XLA's partitioner replicates it)", name_of_op), op->line});
      return out;
    }
    const auto rule = get_sharding_rule(program_, *op);
    if (!rule || static_cast<size_t>(operand) >= rule->operands.size() ||
        static_cast<size_t>(d) >= rule->operands[operand].size() || rule->operands[operand][d].empty()) {
      out.push_back({fmt::format("{} needs dim {} as {}", name_of_op, d, axes_text(mesh_, want.dims[d].axes)), op->line});
      return out;
    }
    const ValueId self = op->operands[operand];
    const int factor = rule->operands[operand][d].front();
    const auto& target = want.dims[d].axes;
    if (!target.empty()) {
      // The op follows another tensor of the same factor that is split that way.
      for (const Place& p : places_of(*op, *rule, factor)) {
        if (p.value == self) continue;
        const auto& axes = type_of(p.value).dims[p.dim].axes;
        if (!axes.empty() && types::axis_refs_overlap(mesh_, axes.front(), target.front())) {
          out.push_back({fmt::format("dim {} is the op's factor {}, which it runs split as {} dim {} is: {}", d,
                                     factor_name(factor), name(p.value), p.dim, axes_text(mesh_, axes)),
                         op->line});
          append(out, chain(p.value, p.dim));
          return out;
        }
      }
    }
    // The axes it has there and may not keep: another factor of the op holds them.
    for (const AxisRef& a : have.dims[d].axes) {
      if (overlaps(a, target)) continue;
      for (int g = 0; g < rule->num_factors(); ++g) {
        if (g == factor) continue;
        for (const Place& p : places_of(*op, *rule, g)) {
          if (p.value == self) continue;
          if (!overlaps(a, type_of(p.value).dims[p.dim].axes)) continue;
          out.push_back({fmt::format("{} is held by {} dim {} (the op's factor {}), so factor {} (dim {} here) cannot "
                                     "be split over it too",
                                     types::to_string(mesh_, a), name(p.value), p.dim, factor_name(g),
                                     factor_name(factor), d),
                         op->line});
          append(out, chain(p.value, p.dim));
          return out;
        }
      }
    }
    // Otherwise the op follows its results (or the other operands), which have it whole there.
    for (const Place& p : places_of(*op, *rule, factor)) {
      if (p.value == self) continue;
      out.push_back({fmt::format("dim {} is the op's factor {}, which {} dim {} has as {}", d, factor_name(factor),
                                 name(p.value), p.dim, axes_text(mesh_, type_of(p.value).dims[p.dim].axes)),
                     op->line});
      append(out, chain(p.value, p.dim));
      return out;
    }
    out.push_back({fmt::format("{} needs dim {} as {}", name_of_op, d, axes_text(mesh_, target)), op->line});
    return out;
  }

  // Why `op` computes its result v's dimension d as `have` has it: the operands it follows.
  std::vector<WhyLink> computed(const Op* op, ValueId v, int d, const ShardingType& have) const {
    std::vector<WhyLink> out;
    if (!op) return out;
    const auto rule = get_sharding_rule(program_, *op);
    const auto r = std::find(op->results.begin(), op->results.end(), v) - op->results.begin();
    if (!rule || static_cast<size_t>(r) >= rule->results.size() || static_cast<size_t>(d) >= rule->results[r].size() ||
        rule->results[r][d].empty()) {
      out.push_back({fmt::format("{} computes dim {} as {}", op_name(op->kind), d, axes_text(mesh_, have.dims[d].axes)),
                     op->line});
      return out;
    }
    const int factor = rule->results[r][d].front();
    for (const Place& p : places_of(*op, *rule, factor)) {
      if (p.result) continue;
      const auto& axes = type_of(p.value).dims[p.dim].axes;
      const auto& computed_axes = have.dims[d].axes;
      if (computed_axes.empty() ? axes.empty() : !axes.empty() && types::axis_refs_overlap(mesh_, axes.front(), computed_axes.front())) {
        out.push_back({fmt::format("{} runs factor {} (dim {} of {}) as its operand {} dim {} has it", op_name(op->kind),
                                   factor_name(factor), d, name(v), name(p.value), p.dim),
                       op->line});
        append(out, chain(p.value, p.dim));
        return out;
      }
    }
    out.push_back({fmt::format("{} computes dim {} as {}", op_name(op->kind), d, axes_text(mesh_, have.dims[d].axes)),
                   op->line});
    return out;
  }

  // Where an op's partial sums come from: its operands' dimensions of a reduction factor.
  std::vector<WhyLink> contraction(const Op* op) const {
    std::vector<WhyLink> out;
    if (!op) return out;
    const auto rule = get_sharding_rule(program_, *op);
    if (!rule) return out;
    for (int f = 0; f < rule->num_factors(); ++f) {
      if (!rule->is_reduction(f)) continue;
      for (const Place& p : places_of(*op, *rule, f)) {
        if (p.result || type_of(p.value).dims[p.dim].axes.empty()) continue;
        out.push_back({fmt::format("{} sums over factor {}, which {} dim {} splits as {}: its result is partial sums",
                                   op_name(op->kind), factor_name(f), name(p.value), p.dim,
                                   axes_text(mesh_, type_of(p.value).dims[p.dim].axes)),
                       op->line});
        append(out, chain(p.value, p.dim));
        return out;
      }
    }
    return out;
  }

  const Program& program_;
  const PropagationResult& propagation_;
  const types::Mesh& mesh_;
  std::set<ValueId> arguments_;
  std::unordered_map<ValueId, const Op*> defined_by_;
  std::unordered_map<int, std::vector<const Op*>> by_line_;
};

}  // namespace

bool gathers_whole(const types::Mesh& mesh, const redistribute::Plan& plan, int rank) {
  if (mesh.num_devices() <= 1) return false;
  bool source_split = false;
  for (int d = 0; d < rank; ++d) source_split |= types::num_shards(mesh, plan.source, d) > 1;
  if (!source_split) return false;
  for (const auto& step : plan.steps) {
    bool whole = true;
    for (int d = 0; d < rank; ++d) whole &= types::num_shards(mesh, step.type_after, d) == 1;
    if (whole && step.cost.recv_bytes > 0) return true;
  }
  return false;
}

std::vector<std::vector<WhyLink>> explain_conflicts(const Program& program, const PropagationResult& propagation) {
  std::vector<std::vector<WhyLink>> out(propagation.conflicts.size());
  if (propagation.conflicts.empty() || propagation.mesh_name.empty()) return out;
  const Explainer explainer(program, propagation);
  for (size_t i = 0; i < out.size(); ++i)
    if (const auto& c = propagation.conflicts[i]; c.dim >= 0) out[i] = explainer.chain(c.value, c.dim);
  return out;
}

std::vector<Why> explain_redistributions(const Program& program, const PropagationResult& propagation,
                                         const LoweredProgram& lowered) {
  std::vector<Why> out;
  if (propagation.mesh_name.empty()) return out;
  const Explainer explainer(program, propagation);
  for (size_t i = 0; i < lowered.redistributions.size(); ++i) out.push_back(explainer.explain(lowered, i));
  return out;
}

}  // namespace shardproof::partition
