#include "partition/search/fix_search.h"

#include <fmt/format.h>

#include <algorithm>
#include <ctime>
#include <functional>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <unordered_map>

#include "partition/ops/op_table.h"
#include "partition/search/dimension_groups.h"
#include "types/axis_ref.h"

namespace shardproof::partition::search {

namespace {

using types::AxisRef;
using types::ShardingType;

bool searched_kind(const std::string& kind) {
  return kind == "memory_budget" || kind == "whole_gather" || kind == "conflict" || kind == "expensive_redistribution";
}

// A closed type as a user's PartitionSpec gives it: axes only, every dimension closed.
ShardingType closed(const types::Mesh& mesh, ShardingType t) {
  t = types::canonicalize(mesh, t);
  for (auto& d : t.dims) {
    d.open = false;
    d.priority.reset();
  }
  t.replicated.clear();
  return t;
}

bool same_axes(const ShardingType& a, const ShardingType& b) {
  if (a.rank() != b.rank()) return false;
  for (int d = 0; d < a.rank(); ++d)
    if (a.dims[d].axes != b.dims[d].axes) return false;
  return a.unreduced == b.unreduced;
}

// The change's identity for the cache: what it changes and into what.
std::string change_key(const types::Mesh& mesh, const ShardingChange& c) {
  return fmt::format("{}:{}:{}", static_cast<int>(c.kind), c.value, types::to_string(mesh, c.after));
}

// Which ops make each value (main's own ops only: an insert goes right after one of them).
struct Definitions {
  std::unordered_map<ValueId, size_t> top_level;  // value -> index into main.ops
  std::set<ValueId> constraints;                  // results of sharding_constraint ops, anywhere
};
Definitions definitions(const Program& program) {
  Definitions defs;
  for (size_t i = 0; i < program.main.ops.size(); ++i)
    for (ValueId r : program.main.ops[i].results) defs.top_level[r] = i;
  std::function<void(const std::vector<Op>&)> walk = [&](const std::vector<Op>& ops) {
    for (const Op& op : ops) {
      if (op.kind == OpKind::sharding_constraint)
        for (ValueId r : op.results) defs.constraints.insert(r);
      for (const Region& region : op.region) walk(region.ops);
    }
  };
  walk(program.main.ops);
  return defs;
}

// Each single-dimension edit of `type`: dimension d given exactly one whole axis a (a leaving
// the dimension that had it) or none; with `append`, also a dimension given one more axis
// that the type does not use. Only where the axes divide the dimension (as JAX requires of
// an argument's sharding). In three tiers, so that a bound cuts the least likely: first each
// dimension given an axis its dimension group carries elsewhere in the checked program
// (`suggested[d]`, the search's static analysis: the layout the rest of the program has for
// it), then each dimension made whole, then the other axes.
std::vector<ShardingType> edits(const types::Mesh& mesh, const ShardingType& type, const std::vector<int64_t>& shape,
                                bool append, const std::vector<std::vector<std::string>>& suggested) {
  std::vector<ShardingType> out;
  auto divides = [&](const ShardingType& t, int d) { return shape[d] % types::num_shards(mesh, t, d) == 0; };
  auto uses = [&](const ShardingType& t, const std::string& axis) {
    for (const auto& dim : t.dims)
      for (const auto& a : dim.axes)
        if (a.name == axis) return true;
    return false;
  };
  auto add = [&](ShardingType t) {
    t = closed(mesh, t);
    for (int d = 0; d < t.rank(); ++d)
      if (!divides(t, d)) return;
    if (same_axes(t, type)) return;
    for (const auto& o : out)
      if (same_axes(o, t)) return;
    out.push_back(std::move(t));
  };
  auto is_suggested = [&](int d, const std::string& axis) {
    return d < static_cast<int>(suggested.size()) &&
           std::find(suggested[d].begin(), suggested[d].end(), axis) != suggested[d].end();
  };
  auto with_axis = [&](int d, const types::MeshAxis& axis) {
    ShardingType t = type;
    for (auto& dim : t.dims)
      dim.axes.erase(std::remove_if(dim.axes.begin(), dim.axes.end(), [&](const AxisRef& a) { return a.name == axis.name; }),
                     dim.axes.end());
    t.dims[d].axes = {AxisRef::sub(axis.name, 1, axis.size)};
    add(t);
    if (append && !uses(type, axis.name)) {
      ShardingType more = type;
      more.dims[d].axes.push_back(AxisRef::sub(axis.name, 1, axis.size));
      add(more);
    }
  };
  for (int d = 0; d < type.rank(); ++d)
    for (const auto& axis : mesh.axes())
      if (is_suggested(d, axis.name)) with_axis(d, axis);
  for (int d = 0; d < type.rank(); ++d) {
    ShardingType none = type;
    none.dims[d].axes.clear();
    add(none);
  }
  for (int d = 0; d < type.rank(); ++d)
    for (const auto& axis : mesh.axes())
      if (!is_suggested(d, axis.name)) with_axis(d, axis);
  return out;
}

// A candidate re-checked: its figures and what its check found, by kind and line.
struct Evaluation {
  bool ok = false;  // the pipeline ran
  ShardingChange change;
  CheckReport report;
};

// Whether `after` is a better fix than `best` for a finding (see the file comment's "choose").
struct Choice {
  bool removes = false;
  FixFigures figures;
};
bool better(const Choice& a, const Choice& b, bool budget) {
  if (a.removes != b.removes) return a.removes;
  const auto& x = a.figures;
  const auto& y = b.figures;
  // Modeled times within a part in a million are one time (sums in another order).
  auto less = [](double p, double q) { return p < q * (1 - 1e-6); };
  if (budget && !a.removes && x.peak_memory_bytes != y.peak_memory_bytes) return x.peak_memory_bytes < y.peak_memory_bytes;
  if (less(x.step_time_s, y.step_time_s)) return true;
  if (less(y.step_time_s, x.step_time_s)) return false;
  if (x.bytes_moved != y.bytes_moved) return x.bytes_moved < y.bytes_moved;
  return x.peak_memory_bytes < y.peak_memory_bytes;
}

}  // namespace

FixFigures fix_figures(const CheckReport& report, const std::string& kind, int line) {
  FixFigures f;
  for (const auto& c : report.cost.collectives) {
    f.bytes_moved += c.bytes * c.repeat;
    if (c.line == line) f.place_bytes += c.bytes * c.repeat;
  }
  f.step_time_s = report.cost.step_time_s;
  f.peak_memory_bytes = report.cost.peak_memory_bytes;
  for (const auto& d : report.diagnostics) {
    if (d.severity == Diagnostic::Severity::error) ++f.errors;
    if (d.kind == kind && (kind == "memory_budget" || d.line == line)) ++f.findings_at_place;
  }
  return f;
}

Program apply_change(const Program& program, const ShardingChange& change, const std::string& mesh_name) {
  Program p = program;
  switch (change.kind) {
    case ShardingChange::Kind::argument:
    case ShardingChange::Kind::constraint:
      p.value(change.value).sharding = ValueSharding{mesh_name, change.after};
      return p;
    case ShardingChange::Kind::insert: {
      auto& ops = p.main.ops;
      auto at = std::find_if(ops.begin(), ops.end(), [&](const Op& op) {
        return std::find(op.results.begin(), op.results.end(), change.value) != op.results.end();
      });
      if (at == ops.end()) return p;
      const ValueId constrained =
          p.add_value(Value{p.value(change.value).name, p.value(change.value).type, ValueSharding{mesh_name, change.after}});
      std::function<void(std::vector<Op>&)> reread = [&](std::vector<Op>& later) {
        for (Op& op : later) {
          for (ValueId& v : op.operands)
            if (v == change.value) v = constrained;
          for (Region& region : op.region) {
            reread(region.ops);
            for (ValueId& v : region.results)
              if (v == change.value) v = constrained;
          }
        }
      };
      const size_t index = static_cast<size_t>(at - ops.begin());
      std::vector<Op> tail(ops.begin() + index + 1, ops.end());
      reread(tail);
      for (ValueId& v : p.main.results)
        if (v == change.value) v = constrained;
      Op constraint;
      constraint.kind = OpKind::sharding_constraint;
      constraint.line = ops[index].line;
      constraint.column = ops[index].column;
      constraint.location = ops[index].location;
      constraint.operands = {change.value};
      constraint.results = {constrained};
      ops.erase(ops.begin() + index + 1, ops.end());
      ops.push_back(std::move(constraint));
      ops.insert(ops.end(), tail.begin(), tail.end());
      return p;
    }
  }
  return p;
}

namespace {

// One search over the findings of one checked program (propose_fixes): the candidate edits
// of the annotations a finding's chains end at, each checked by check_program once (memoised
// by the change, within FixOptions' bounds), and the best that removes or shrinks it.
class FixSearch {
 public:
  FixSearch(const Program& original, CheckReport& report, const FixOptions& options, std::string mesh_name)
      : original_(original), report_(report), options_(options), mesh_(report.lowered.mesh),
        mesh_name_(std::move(mesh_name)), defs_(definitions(original)), start_(std::clock()) {
    candidate_options_ = options.check;
    candidate_options_.explain = false;
    candidate_options_.memory_timeline = false;
    // The candidates, each one annotation away from the checked program, insert mostly its
    // plans: those it proved are not proved again (nor what one candidate proves for the next).
    if (!candidate_options_.verified) {
      candidate_options_.verified = &verified_;
      const auto& plans = report_.lowered.redistributions;
      for (const auto& p : report_.proofs)
        if (p.verdict == "proved" && p.index >= 0 && static_cast<size_t>(p.index) < plans.size() &&
            !verified_.find(plans[p.index].plan)) {
          verify::CorrectnessResult proved;
          proved.verdict = verify::Verdict::proved;
          verified_.add(plans[p.index].plan, proved);
        }
    }
  }

  FixSearchSummary run() {
    // First round: the costliest findings, each with all its candidates.
    std::vector<size_t> order = findings_by_weight();
    const size_t first_round = std::min(order.size(), static_cast<size_t>(std::max(options_.max_findings, 0)));
    start_round(options_.max_candidates, options_.max_seconds);
    for (size_t k = 0; k < first_round; ++k) {
      Diagnostic& d = report_.diagnostics[order[k]];
      ++summary_.findings;
      d.fix = fix_for(d, options_.max_candidates_per_finding, {});
      if (d.fix->found) ++summary_.fixed;
    }
    // Second round: every other finding, costliest first. A change re-checked already that
    // fixes it too is taken as it is; otherwise its own search, starting from the shardings
    // that fixed the searched findings (as_fixed).
    std::vector<ShardingChange> fixes_found = found_changes();
    start_round(options_.max_followup_candidates, std::max(0.0, options_.max_seconds - elapsed()));
    for (size_t k = first_round; k < order.size(); ++k) {
      Diagnostic& d = report_.diagnostics[order[k]];
      if (std::optional<Fix> fix = fix_among_checked(d)) {
        d.fix = std::move(*fix);
        ++summary_.fixed_among_checked;
        continue;
      }
      if (options_.max_followup_candidates <= 0 || round_exhausted()) continue;
      ++summary_.followed_up;
      d.fix = fix_for(d, options_.followup_candidates_per_finding, fixes_found);
      if (!d.fix->found) continue;
      ++summary_.fixed_followed_up;
      if (d.fix->change.kind != ShardingChange::Kind::insert &&
          std::find(fixes_found.begin(), fixes_found.end(), d.fix->change) == fixes_found.end())
        fixes_found.push_back(d.fix->change);
    }
    summary_.candidates = static_cast<int>(evaluated_.size());
    summary_.elapsed_s = elapsed();
    return summary_;
  }

 private:
  // CPU time, not wall time: a loaded machine (a test suite run in parallel) slows the wall
  // clock, and the fixes proposed should not depend on it.
  double elapsed() const { return static_cast<double>(std::clock() - start_) / CLOCKS_PER_SEC; }

  // Each round re-checks at most `candidates` new changes in at most `seconds` of CPU time.
  void start_round(int candidates, double seconds) {
    round_first_ = evaluated_.size();
    round_candidates_ = candidates;
    round_seconds_ = seconds;
    round_start_ = elapsed();
  }
  bool round_exhausted() const {
    return static_cast<int>(evaluated_.size() - round_first_) >= round_candidates_ || elapsed() - round_start_ > round_seconds_;
  }

  // The changes of the user's annotations that fixed a finding so far.
  std::vector<ShardingChange> found_changes() const {
    std::vector<ShardingChange> out;
    for (const auto& d : report_.diagnostics)
      if (d.fix && d.fix->found && d.fix->change.kind != ShardingChange::Kind::insert &&
          std::find(out.begin(), out.end(), d.fix->change) == out.end())
        out.push_back(d.fix->change);
    return out;
  }

  // The findings of the searched kinds: a budget overrun first, then by the modeled time of
  // the plans at their line (a conflict's: the plans its line inserts).
  std::vector<size_t> findings_by_weight() {
    for (const auto& r : report_.lowered.redistributions) time_at_line_[r.line] += r.plan.modeled_time_s * r.repeat;
    std::vector<size_t> order;
    for (size_t i = 0; i < report_.diagnostics.size(); ++i)
      if (searched_kind(report_.diagnostics[i].kind)) order.push_back(i);
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
      return weight(report_.diagnostics[a]) > weight(report_.diagnostics[b]);
    });
    return order;
  }

  double weight(const Diagnostic& d) {
    if (d.kind == "memory_budget") return std::numeric_limits<double>::infinity();
    if (d.redistribution >= 0 && static_cast<size_t>(d.redistribution) < report_.lowered.redistributions.size()) {
      const auto& r = report_.lowered.redistributions[d.redistribution];
      return r.plan.modeled_time_s * r.repeat;
    }
    return time_at_line_[d.line];
  }

  // The change checked by the same pipeline; nullptr once the bounds are reached.
  const Evaluation* evaluate(const ShardingChange& change) {
    const std::string key = change_key(mesh_, change);
    if (auto it = evaluated_.find(key); it != evaluated_.end()) return &it->second;
    if (round_exhausted()) {
      summary_.bounded = true;
      return nullptr;
    }
    Evaluation e;
    e.change = change;
    try {
      Program p = apply_change(original_, change, mesh_name_);
      e.report = check_program(p, candidate_options_);
      e.ok = true;
      // Kept: what fix_figures reads (the diagnostics, the collectives, the step and the
      // peak); the lowered program and its plans can be large, and 32 of them are kept.
      e.report.lowered = LoweredProgram{};
      e.report.proofs.clear();
      e.report.cost.combined_collectives.clear();
    } catch (const std::exception&) {
      e.ok = false;  // a change the pipeline cannot take is no fix
    }
    return &evaluated_.emplace(key, std::move(e)).first->second;
  }

  // The user's name of a value of the program as read.
  std::string user_name(ValueId v) const {
    for (size_t i = 0; i < original_.main.arguments.size(); ++i)
      if (original_.main.arguments[i] == v && i < original_.main.argument_info.size() && !original_.main.argument_info[i].empty())
        return original_.main.argument_info[i];
    return original_.value(v).name;
  }

  int argument_index(ValueId v) const {
    auto it = std::find(original_.main.arguments.begin(), original_.main.arguments.end(), v);
    return it == original_.main.arguments.end() ? -1 : static_cast<int>(it - original_.main.arguments.begin());
  }

  ShardingType current_type(ValueId v) const {
    const auto& s = original_.value(v).sharding;
    return s ? closed(mesh_, s->type) : ShardingType::fully_replicated(original_.value(v).type.rank());
  }

  int line_of_constraint(ValueId v) const {
    int line = 0;
    std::function<void(const std::vector<Op>&)> walk = [&](const std::vector<Op>& ops) {
      for (const Op& op : ops) {
        if (op.kind == OpKind::sharding_constraint && !op.results.empty() && op.results[0] == v) line = op.line;
        for (const Region& r : op.region) walk(r.ops);
      }
    };
    walk(original_.main.ops);
    return line;
  }

  // The dimension groups of the search (dimension_groups.h): for a dimension of an annotated
  // value, the axes the other members of its group have in the checked program.
  std::vector<std::vector<std::string>> suggested_axes(ValueId v) {
    if (!groups_) groups_ = find_dimension_groups(original_);
    std::vector<std::vector<std::string>> out(original_.value(v).type.rank());
    for (int d = 0; d < static_cast<int>(out.size()); ++d) {
      const int g = groups_->group_of_dim(v, d);
      if (g < 0) continue;
      std::map<std::string, int> count;
      for (const DimensionRef& m : groups_->groups[g].members) {
        if (m.value == v || static_cast<size_t>(m.value) >= report_.lowered.types.size()) continue;
        const auto& t = report_.lowered.types[m.value];
        if (m.dim < t.rank())
          for (const auto& a : t.dims[m.dim].axes) ++count[a.name];
      }
      std::vector<std::pair<int, std::string>> ranked;
      for (const auto& [axis, n] : count) ranked.push_back({-n, axis});
      std::sort(ranked.begin(), ranked.end());
      for (const auto& [n, axis] : ranked) out[d].push_back(axis);
    }
    return out;
  }

  // Every edit of one annotation (an argument's or a constraint's sharding).
  std::vector<ShardingChange> annotation_changes(ValueId v, bool append) {
    std::vector<ShardingChange> out;
    const int argument = argument_index(v);
    if (argument < 0 && !defs_.constraints.count(v)) return out;
    const ShardingType before = current_type(v);
    if (before.rank() != original_.value(v).type.rank()) return out;
    for (auto& after : edits(mesh_, before, original_.value(v).type.shape, append, suggested_axes(v))) {
      ShardingChange c;
      c.kind = argument >= 0 ? ShardingChange::Kind::argument : ShardingChange::Kind::constraint;
      c.value = v;
      c.argument = argument;
      c.line = argument >= 0 ? 0 : line_of_constraint(v);
      c.name = user_name(v);
      c.before = before;
      c.after = std::move(after);
      out.push_back(std::move(c));
    }
    return out;
  }

  // The annotations to edit for finding d: the ends of its chains, and of the other findings
  // of its kind at its line (a conflict's other side).
  std::vector<ValueId> chain_sources(const Diagnostic& d) const {
    std::vector<ValueId> sources;
    auto take = [&](const std::vector<WhyLink>& chain) {
      for (const auto& link : chain)
        if (link.source >= 0 && std::find(sources.begin(), sources.end(), link.source) == sources.end())
          sources.push_back(link.source);
    };
    for (const auto& other : report_.diagnostics) {
      if (&other != &d && !(other.kind == d.kind && other.line == d.line)) continue;
      take(other.why);
      if (other.redistribution >= 0 && static_cast<size_t>(other.redistribution) < report_.whys.size()) {
        take(report_.whys[other.redistribution].have);
        take(report_.whys[other.redistribution].want);
      }
    }
    return sources;
  }

  // The changes tried for finding d, in order: a new constraint where a plan is inserted,
  // then one edit of each annotation its chains end at in turn (for a budget overrun, of the
  // largest arguments too), so that a bound leaves none of them untried.
  std::vector<ShardingChange> candidates_for(const Diagnostic& d, bool budget) {
    std::vector<ValueId> sources = chain_sources(d);
    if (budget) {
      std::vector<ValueId> arguments = original_.main.arguments;
      std::stable_sort(arguments.begin(), arguments.end(), [&](ValueId a, ValueId b) {
        return types::local_bytes(mesh_, current_type(a), original_.value(a).type) >
               types::local_bytes(mesh_, current_type(b), original_.value(b).type);
      });
      for (size_t i = 0; i < arguments.size() && i < static_cast<size_t>(options_.max_arguments); ++i)
        if (std::find(sources.begin(), sources.end(), arguments[i]) == sources.end()) sources.push_back(arguments[i]);
    }
    // One edit of each annotation in turn, so that a bound leaves none of them untried.
    std::vector<std::vector<ShardingChange>> per_source;
    for (ValueId v : sources) per_source.push_back(annotation_changes(v, budget));
    std::vector<ShardingChange> candidates;
    for (size_t k = 0, added = 1; added; ++k) {
      added = 0;
      for (auto& edits_of_one : per_source)
        if (k < edits_of_one.size()) {
          candidates.push_back(edits_of_one[k]);
          ++added;
        }
    }
    // A new constraint: the value made, by its own op, in the layout its reader needs.
    if (d.redistribution >= 0 && static_cast<size_t>(d.redistribution) < report_.lowered.redistributions.size()) {
      const auto& r = report_.lowered.redistributions[d.redistribution];
      if (defs_.top_level.count(r.value) && !defs_.constraints.count(r.value) && r.reason.rfind("operand ", 0) == 0) {
        ShardingChange c;
        c.kind = ShardingChange::Kind::insert;
        c.value = r.value;
        c.line = original_.main.ops[defs_.top_level.at(r.value)].line;
        c.name = original_.value(r.value).name;
        c.made_by = std::string(op_name(original_.main.ops[defs_.top_level.at(r.value)].kind));
        c.before = closed(mesh_, r.plan.source);
        c.after = closed(mesh_, r.plan.target);
        if (c.after.unreduced.empty() && !same_axes(c.before, c.after)) candidates.insert(candidates.begin(), std::move(c));
      }
    }
    return candidates;
  }

  // Whether the re-checked change `e` fixes finding d (removes or shrinks it, no new error, no
  // slower step, something saved over the whole program; for a budget overrun a lower peak),
  // with its figures; nullopt if not.
  std::optional<Choice> judge(const Diagnostic& d, const FixFigures& before, const Evaluation& e, bool budget) const {
    if (!e.ok) return std::nullopt;
    const bool budget_given = options_.check.memory_budget_bytes.has_value();
    Choice choice;
    choice.figures = fix_figures(e.report, d.kind, d.line);
    const FixFigures& a = choice.figures;
    const FixFigures& b = before;
    if (budget) {
      if (a.peak_memory_bytes >= b.peak_memory_bytes || a.errors > b.errors) return std::nullopt;
      choice.removes = a.peak_memory_bytes <= *options_.check.memory_budget_bytes;
    } else {
      if (a.errors > b.errors || a.step_time_s > b.step_time_s * (1 + 1e-6)) return std::nullopt;
      // It must save something over the whole program: a change that only moves the
      // redistribution to another line (a constraint where the value is made) is no fix.
      const bool faster = a.step_time_s < b.step_time_s * (1 - 1e-6);
      if (!faster && a.bytes_moved >= b.bytes_moved) return std::nullopt;
      if (budget_given && a.peak_memory_bytes > *options_.check.memory_budget_bytes &&
          b.peak_memory_bytes <= *options_.check.memory_budget_bytes)
        return std::nullopt;
      choice.removes = a.findings_at_place == 0;
      const bool shrinks = a.findings_at_place < b.findings_at_place ||
                           (a.findings_at_place <= b.findings_at_place && a.place_bytes < b.place_bytes);
      if (!choice.removes && !shrinks) return std::nullopt;
    }
    return choice;
  }

  static void keep_if_better(Fix& fix, std::optional<Choice>& best, const Choice& choice, const ShardingChange& change,
                             bool budget) {
    if (best && !better(choice, *best, budget)) return;
    best = choice;
    fix.found = true;
    fix.change = change;
    fix.after = choice.figures;
    fix.effect = choice.removes ? "removes" : "shrinks";
  }

  // A finding beyond the searched ones: the best of the changes already re-checked for them
  // that fixes it too (no check_program run of its own), or nullopt. Many whole-array gathers
  // of one program come from the same annotation, which one searched finding's fix changes.
  std::optional<Fix> fix_among_checked(const Diagnostic& d) const {
    const bool budget = d.kind == "memory_budget";
    Fix fix;
    fix.before = fix_figures(report_, d.kind, d.line);
    std::optional<Choice> best;
    for (const auto& [key, e] : evaluated_) {
      ++fix.candidates;
      if (const std::optional<Choice> choice = judge(d, fix.before, e, budget)) keep_if_better(fix, best, *choice, e.change, budget);
    }
    if (!fix.found) return std::nullopt;
    return fix;
  }

  // The annotations finding d's chains end at, each given a sharding that fixed another
  // finding where it replaced the same sharding (and divides this value's shape): the same
  // mistake made on each layer's weight is mended the same way on each.
  std::vector<ShardingChange> as_fixed(const Diagnostic& d, const std::vector<ShardingChange>& fixes) {
    std::vector<ShardingChange> out;
    if (fixes.empty()) return out;
    for (ValueId v : chain_sources(d))
      for (const ShardingChange& c : annotation_changes(v, d.kind == "memory_budget"))
        for (const ShardingChange& fixed : fixes)
          if (same_axes(fixed.before, c.before) && same_axes(fixed.after, c.after) &&
              std::find(out.begin(), out.end(), c) == out.end())
            out.push_back(c);
    return out;
  }

  // The fix of finding d: the best of its candidates, at most `per_finding` of them, each
  // re-checked within the round's bounds. Where its annotations can take a sharding that
  // fixed another finding (`fixes`), those come first, and one of them that fixes it ends
  // the search: the same mistake on another layer, mended as it was there, without spending
  // the round on the rest.
  Fix fix_for(const Diagnostic& d, int per_finding, const std::vector<ShardingChange>& fixes) {
    const bool budget = d.kind == "memory_budget";
    Fix fix;
    fix.before = fix_figures(report_, d.kind, d.line);
    std::vector<ShardingChange> candidates = as_fixed(d, fixes);
    const size_t analogues = candidates.size();
    for (ShardingChange& c : candidates_for(d, budget))
      if (std::find(candidates.begin(), candidates.end(), c) == candidates.end()) candidates.push_back(std::move(c));
    std::optional<Choice> best;
    bool cut = false;
    if (candidates.size() > static_cast<size_t>(per_finding)) {
      candidates.resize(per_finding);
      summary_.bounded = true;
    }
    for (size_t k = 0; k < candidates.size(); ++k) {
      if (k == analogues && fix.found && analogues > 0) break;
      const ShardingChange& change = candidates[k];
      const Evaluation* e = evaluate(change);
      if (!e) {
        cut = true;
        break;
      }
      ++fix.candidates;
      const std::optional<Choice> choice = judge(d, fix.before, *e, budget);
      if (choice) keep_if_better(fix, best, *choice, change, budget);
    }
    if (!fix.found)
      fix.why_none = cut ? fmt::format("the fix search's bound ({} changes in its round, {:g} s of CPU in all) was reached "
                                       "after {} of its {} candidate changes, none of them a fix",
                                       round_candidates_, options_.max_seconds, fix.candidates, candidates.size())
                     : candidates.empty()
                         ? std::string("no annotation of the user's reaches it (nothing to change)")
                         : fmt::format("none of the {} changes re-checked removes or shrinks it without a slower step "
                                       "or a new error",
                                       fix.candidates);
    return fix;
  }

  const Program& original_;
  CheckReport& report_;
  const FixOptions& options_;
  const types::Mesh& mesh_;
  const std::string mesh_name_;
  const Definitions defs_;
  const std::clock_t start_;
  CheckOptions candidate_options_;
  VerifiedPlans verified_;  // the candidates' proofs, unless options.check shares its own
  FixSearchSummary summary_;
  std::map<std::string, Evaluation> evaluated_;
  std::map<int, double> time_at_line_;
  std::optional<DimensionGroups> groups_;
  size_t round_first_ = 0;     // evaluated_.size() when the round began
  int round_candidates_ = 0;   // the round's bounds
  double round_seconds_ = 0;
  double round_start_ = 0;
};

}  // namespace

FixSearchSummary propose_fixes(const Program& original, CheckReport& report, const FixOptions& options) {
  std::string mesh_name = options.check.mesh_name;
  if (mesh_name.empty() && !original.meshes.empty()) mesh_name = original.meshes.front().first;
  if (mesh_name.empty() || report.lowered.mesh.num_devices() <= 1) return FixSearchSummary{};
  return FixSearch(original, report, options, std::move(mesh_name)).run();
}

}  // namespace shardproof::partition::search
