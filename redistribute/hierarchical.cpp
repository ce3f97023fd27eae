#include "redistribute/hierarchical.h"

#include <fmt/format.h>

#include <algorithm>
#include <numeric>
#include <optional>
#include <set>
#include <stdexcept>

#include "redistribute/atoms.h"

namespace shardproof::redistribute {

using types::AxisRef;
using types::Mesh;
using types::ShardingType;

namespace {

std::vector<AxisRef> concat(const std::vector<std::vector<AxisRef>>& classes, const std::vector<int>& which) {
  std::vector<AxisRef> refs;
  for (int c : which) refs.insert(refs.end(), classes[c].begin(), classes[c].end());
  return refs;
}

// Builds and prices candidate programs from one type to another.
class Programs {
 public:
  Programs(const Mesh& mesh, const types::TensorType& tensor, const ShardingType& before, const ShardingType& after,
           const Topology& topology)
      : mesh_(mesh), tensor_(tensor), before_(before), after_(after), topology_(topology),
        before_bytes_(types::local_bytes(mesh, before, tensor)) {}

  std::optional<ShardingType> apply(const ShardingType& type, const Collective& op) const {
    return apply_type_rule(mesh_, tensor_.shape, type, op).after;
  }
  int64_t bytes(const ShardingType& type) const { return types::local_bytes(mesh_, type, tensor_); }
  int rank() const { return tensor_.rank(); }

  // Prices `ops`; keeps it when it type-checks, ends in the destination and never holds more
  // than the reduction's input (a reduction needs no more memory than that).
  void consider(const std::vector<Collective>& ops) {
    Plan p = make_plan(mesh_, tensor_, before_, after_, ops);
    if (!evaluate(p, topology_).empty() || p.peak_shard_bytes > before_bytes_) return;
    ReductionProgram program;
    program.ops = ops;
    program.time_s = p.modeled_time_s;
    program.recv_bytes = p.recv_bytes;
    for (const auto& step : p.steps) {
      const std::string level = topology_.levels.empty() ? "" : " " + topology_.levels[step.cost.level].name;
      if (!program.name.empty()) program.name += ", ";
      program.name += to_string(step.op.kind) + level;
    }
    if (ops.size() == 1) program.name = "flat " + program.name;
    out.push_back(std::move(program));
  }

  std::vector<ReductionProgram> out;

 private:
  const Mesh& mesh_;
  const types::TensorType& tensor_;
  const ShardingType& before_;
  const ShardingType& after_;
  const Topology& topology_;
  int64_t before_bytes_;
};

// The dimension to reduce-scatter `refs` onto from `type`: the one leaving the smallest
// shard among those where the scatter type-checks (and, with `gather_back`, the all_gather
// that undoes it too); `except` is never chosen. -1 when none.
int scatter_dim(const Programs& b, const ShardingType& type, const std::vector<AxisRef>& refs, bool gather_back,
                int except = -1) {
  int best = -1;
  int64_t best_bytes = 0;
  for (int d = 0; d < b.rank(); ++d) {
    if (d == except) continue;
    auto scattered = b.apply(type, Collective::reduce_scatter(d, refs));
    if (!scattered) continue;
    if (gather_back && !b.apply(*scattered, Collective::all_gather(d, refs))) continue;
    const int64_t bytes = b.bytes(*scattered);
    if (best < 0 || bytes < best_bytes) best = d, best_bytes = bytes;
  }
  return best;
}

// all_reduce: reduce-scatter the classes of a prefix of `order` one after another, all-reduce
// the other classes (together, or one by one), all-gather back in reverse.
void all_reduce_programs(Programs& b, const ShardingType& before, const std::vector<std::vector<AxisRef>>& classes) {
  const int m = static_cast<int>(classes.size());
  std::vector<int> order(m);
  std::iota(order.begin(), order.end(), 0);
  std::set<std::vector<int>> seen;
  do {
    for (int k = 0; k <= m; ++k) {
      std::vector<int> scattered(order.begin(), order.begin() + k);
      if (!seen.insert(scattered).second) continue;
      std::vector<int> rest(order.begin() + k, order.end());
      std::sort(rest.begin(), rest.end());
      std::vector<Collective> ops;
      std::vector<int> dims;
      ShardingType type = before;
      bool ok = true;
      for (int c : scattered) {
        const int d = scatter_dim(b, type, classes[c], /*gather_back=*/true);
        if (d < 0) {
          ok = false;
          break;
        }
        ops.push_back(Collective::reduce_scatter(d, classes[c]));
        dims.push_back(d);
        type = *b.apply(type, ops.back());
      }
      if (!ok) continue;
      auto finish = [&](std::vector<Collective> program) {
        for (int t = k - 1; t >= 0; --t) program.push_back(Collective::all_gather(dims[t], classes[scattered[t]]));
        b.consider(program);
      };
      if (rest.empty()) {
        finish(ops);
        continue;
      }
      if (k > 0) {  // with nothing scattered, all the classes together is the flat collective
        auto together = ops;
        together.push_back(Collective::all_reduce(concat(classes, rest)));
        finish(together);
      }
      if (rest.size() > 1) {
        auto one_by_one = ops;
        for (int c : rest) one_by_one.push_back(Collective::all_reduce(classes[c]));
        finish(one_by_one);
      }
    }
  } while (std::next_permutation(order.begin(), order.end()));
}

// reduce_scatter onto `dim`: reduce-scatter every class, in every order, each onto `dim` or
// onto the best other dimension; then all_to_all the others onto `dim` in the destination's
// order, and a permute where the order is still not the destination's.
void reduce_scatter_programs(Programs& b, const ShardingType& before, const ShardingType& after, int dim,
                             const std::vector<std::vector<AxisRef>>& classes, const std::vector<AxisRef>& parts) {
  const int m = static_cast<int>(classes.size());
  std::vector<int> order(m);
  std::iota(order.begin(), order.end(), 0);
  do {
    for (uint32_t off_dim = 0; off_dim < (1u << m); ++off_dim) {
      std::vector<Collective> ops;
      std::vector<int> placed(m, dim);
      ShardingType type = before;
      bool ok = true;
      for (int t = 0; t < m && ok; ++t) {
        const int c = order[t];
        const int d = (off_dim >> t & 1) ? scatter_dim(b, type, classes[c], false, dim) : dim;
        auto next = d < 0 ? std::nullopt : b.apply(type, Collective::reduce_scatter(d, classes[c]));
        if (!next) {
          ok = false;
          break;
        }
        ops.push_back(Collective::reduce_scatter(d, classes[c]));
        placed[c] = d;
        type = *next;
      }
      if (!ok) continue;
      // Classes are numbered inside-out, not in the destination's order: move them in the
      // order their first part has in the reduce_scatter's axes.
      std::vector<int> by_position;
      for (int c = 0; c < m; ++c)
        if (placed[c] != dim) by_position.push_back(c);
      auto position = [&](int c) {  // of the class's first part among the reduce_scatter's prime parts
        const AxisRef& front = classes[c].front();
        for (size_t i = 0; i < parts.size(); ++i)
          if (parts[i].name == front.name && parts[i].pre == front.pre) return i;
        return parts.size();
      };
      std::sort(by_position.begin(), by_position.end(), [&](int a, int c) { return position(a) < position(c); });
      for (int c : by_position) {
        auto op = Collective::all_to_all(classes[c], placed[c], dim);
        auto next = b.apply(type, op);
        if (!next) {
          ok = false;
          break;
        }
        ops.push_back(op);
        type = *next;
      }
      if (!ok) continue;
      if (!type.same_layout(after)) ops.push_back(Collective::collective_permute(after));
      b.consider(ops);
    }
  } while (std::next_permutation(order.begin(), order.end()));
}

// The fastest program: the flat collective (first) unless another is strictly faster
// (relative 1e-9: a tie keeps the flat collective, or the earlier, shorter program).
size_t fastest(const std::vector<ReductionProgram>& programs) {
  size_t best = 0;
  for (size_t i = 1; i < programs.size(); ++i)
    if (programs[i].time_s < programs[best].time_s * (1 - 1e-9)) best = i;
  return best;
}

}  // namespace

std::vector<std::vector<AxisRef>> level_classes(const Mesh& mesh, const std::vector<AxisRef>& axes,
                                                const Topology& topology) {
  std::vector<AxisRef> parts;
  for (const auto& ref : axes)
    for (const auto& p : prime_parts(mesh, ref)) parts.push_back(p);
  const int levels = std::max<int>(1, static_cast<int>(topology.levels.size()));
  std::vector<int> level_of(parts.size(), levels - 1);
  if (levels > 1) {
    // Innermost level first; within a level, minor parts first (consecutive device ids).
    std::vector<bool> placed(parts.size(), false);
    std::vector<AxisRef> inside;
    for (int l = 0; l + 1 < levels; ++l)
      for (size_t i = parts.size(); i-- > 0;) {
        if (placed[i]) continue;
        inside.push_back(parts[i]);
        if (topology.level_spanning(mesh, inside) <= l) {
          placed[i] = true;
          level_of[i] = l;
        } else {
          inside.pop_back();
        }
      }
  }
  std::vector<std::vector<AxisRef>> classes;
  for (int l = 0; l < levels; ++l) {
    std::vector<AxisRef> refs;
    for (size_t i = 0; i < parts.size(); ++i)
      if (level_of[i] == l) refs.push_back(parts[i]);
    if (!refs.empty()) classes.push_back(types::merge_adjacent(mesh, refs));
  }
  return classes;
}

std::vector<ReductionProgram> reduction_programs(const Mesh& mesh, const types::TensorType& tensor,
                                                 const ShardingType& before_in, const Collective& op,
                                                 const Topology& topology) {
  if (op.kind != CollectiveKind::all_reduce && op.kind != CollectiveKind::reduce_scatter)
    throw std::invalid_argument("reduction_programs: " + to_string(op.kind) + " is not a reduction");
  const ShardingType before = types::canonicalize(mesh, types::resolve(mesh, before_in, tensor.rank()));
  const TypeRuleResult flat = apply_type_rule(mesh, tensor.shape, before, op);
  if (!flat.after) throw std::invalid_argument("reduction_programs: " + flat.why_not);
  Programs programs(mesh, tensor, before, *flat.after, topology);
  programs.consider({op});
  const auto classes = level_classes(mesh, op.axes, topology);
  if (classes.size() < 2) return programs.out;
  if (op.kind == CollectiveKind::all_reduce)
    all_reduce_programs(programs, before, classes);
  else {
    std::vector<AxisRef> parts;  // the destination's order, major to minor
    for (const auto& ref : op.axes)
      for (const auto& p : prime_parts(mesh, ref)) parts.push_back(p);
    reduce_scatter_programs(programs, before, *flat.after, op.dim, classes, parts);
  }
  return programs.out;
}

ReductionProgram best_reduction(const Mesh& mesh, const types::TensorType& tensor, const ShardingType& before,
                                const Collective& op, const Topology& topology) {
  auto programs = reduction_programs(mesh, tensor, before, op, topology);
  return programs[fastest(programs)];
}

double reduction_time(const Mesh& mesh, CollectiveKind kind, const std::vector<std::string>& axes,
                      int64_t local_bytes, int64_t group_size, const Topology& topology) {
  std::vector<AxisRef> refs;
  for (const auto& name : axes) refs.push_back(AxisRef::whole(name));
  const int level = refs.empty() ? 0 : topology.level_spanning(mesh, refs);
  const double flat = step_cost(kind, local_bytes, group_size, level, topology).time_s;
  const bool reduction = kind == CollectiveKind::all_reduce || kind == CollectiveKind::reduce_scatter;
  if (!reduction || topology.levels.size() < 2 || refs.empty() || local_bytes <= 0) return flat;
  try {
    if (level_classes(mesh, refs, topology).size() < 2) return flat;
    ShardingType before = ShardingType::fully_replicated(1);
    before.unreduced = refs;
    const Collective op = kind == CollectiveKind::all_reduce ? Collective::all_reduce(refs)
                                                             : Collective::reduce_scatter(0, refs);
    const types::TensorType bytes{{local_bytes}, types::DType::i8};
    return std::min(flat, best_reduction(mesh, bytes, before, op, topology).time_s);
  } catch (const std::exception&) {  // axes that are not a reduction on this mesh: as written
    return flat;
  }
}

std::string decompose_reductions(Plan& plan, const Topology& topology) {
  plan.reductions.clear();
  if (topology.levels.size() < 2) return {};
  std::vector<PlanStep> steps;
  std::vector<ReductionChoice> choices;
  ShardingType before = plan.source;
  bool changed = false;
  for (const PlanStep& step : plan.steps) {
    const bool reduction =
        step.op.kind == CollectiveKind::all_reduce || step.op.kind == CollectiveKind::reduce_scatter;
    if (reduction && level_classes(plan.mesh, step.op.axes, topology).size() >= 2) {
      const auto programs = reduction_programs(plan.mesh, plan.tensor, before, step.op, topology);
      const size_t best = fastest(programs);
      ReductionChoice choice;
      choice.first_step = static_cast<int>(steps.size());
      choice.num_steps = static_cast<int>(programs[best].ops.size());
      choice.replaces = describe(plan.mesh, step.op);
      choice.program = programs[best].name;
      choice.flat_time_s = programs[0].time_s;
      choice.time_s = programs[best].time_s;
      choice.candidates = static_cast<int>(programs.size());
      choices.push_back(choice);
      for (const auto& op : programs[best].ops) steps.push_back(PlanStep{op, {}, {}, 0, 0, {}});
      changed = changed || best != 0;
    } else {
      steps.push_back(step);
    }
    before = step.type_after;
  }
  if (changed) {
    plan.steps = std::move(steps);
    if (std::string error = evaluate(plan, topology); !error.empty()) return error;
  }
  plan.reductions = std::move(choices);
  return {};
}

}  // namespace shardproof::redistribute
