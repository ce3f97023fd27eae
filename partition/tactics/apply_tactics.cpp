#include "partition/tactics/apply_tactics.h"

#include <fmt/format.h>

#include <chrono>
#include <set>
#include <tuple>

#include "partition/tactics/tactic_annotations.h"
#include "partition/tactics/value_selection.h"
#include "types/error.h"

namespace shardproof::partition::tactics {

namespace {

using Clock = std::chrono::steady_clock;

StepSummary summarize(const std::string& label, int line, int annotations, const CheckReport& r) {
  StepSummary s;
  s.label = label;
  s.line = line;
  s.annotations = annotations;
  s.peak_memory_bytes = r.cost.peak_memory_bytes;
  for (const auto& c : r.cost.collectives) s.collective_bytes[c.kind] += c.repeat * c.bytes;
  s.step_time_s = r.cost.step_time_s;
  s.compute_time_s = r.cost.compute_time_s;
  s.collective_time_s = r.cost.collective_time_s;
  s.redistributions = r.redistributions;
  s.redistributions_proved = r.redistributions_proved;
  s.conflicts = r.conflicts;
  s.sound = r.sound();
  return s;
}

// Which tactic gave each (value, axis) to a value, and which forbade it.
struct Provenance {
  std::map<std::pair<ValueId, std::string>, std::pair<int, int>> placed;  // -> (dim, tactic index; -1 start)
  std::map<std::pair<ValueId, std::string>, int> forbidden;              // -> tactic index

  void record(const Program& p, int tactic) {
    for (size_t v = 0; v < p.values.size(); ++v) {
      const auto& s = p.values[v].sharding;
      if (!s) continue;
      for (int d = 0; d < s->type.rank(); ++d)
        for (const auto& a : s->type.dims[d].axes) placed.emplace(std::make_pair(static_cast<ValueId>(v), a.name),
                                                                   std::make_pair(d, tactic));
    }
  }
};

std::string by(const std::vector<Tactic>& tactics, int index) {
  return index < 0 ? "the program's own sharding" : tactics[index].label();
}

class Applier {
 public:
  Applier(const Program& program, const std::vector<Tactic>& tactics, const std::string& file,
          const CheckOptions& options, const AutoSearchOptions& auto_search)
      : tactics_(tactics), file_(file), options_(options), auto_(auto_search), annotated_(program) {
    if (program.meshes.empty()) throw types::InputError("the program has no mesh to partition on");
    mesh_name_ = options.mesh_name.empty() ? program.meshes.front().first : options.mesh_name;
    mesh_ = *program.find_mesh(mesh_name_);
  }

  PartitionResult run() {
    PartitionResult result;
    auto start = Clock::now();
    Program current = annotated_;
    CheckReport report = check(current);
    result.steps.push_back(summarize("start", 0, 0, report));
    result.steps.back().seconds = seconds_since(start);
    provenance_.record(current, -1);
    for (const Tactic& t : tactics_) {
      start = Clock::now();
      if (t.kind == TacticKind::auto_) {
        std::vector<std::string> actions;
        std::tie(current, report, actions) = search(t);
        annotated_ = current;
        result.steps.push_back(summarize(t.label(), t.line, static_cast<int>(actions.size()), report));
        result.steps.back().actions = std::move(actions);
        result.steps.back().seconds = seconds_since(start);
        provenance_.record(current, t.index);
        continue;
      }
      std::vector<Annotation> annotations = tactic_annotations(t, current, mesh_, file_);
      int applied = 0;
      for (const Annotation& a : annotations) applied += annotate(a, t, current);
      current = annotated_;
      report = check(current);
      result.steps.push_back(summarize(t.label(), t.line, applied, report));
      result.steps.back().seconds = seconds_since(start);
      provenance_.record(current, t.index);
    }
    result.program = std::move(current);
    result.report = std::move(report);
    return result;
  }

 private:
  static double seconds_since(Clock::time_point t) {
    return std::chrono::duration<double>(Clock::now() - t).count();
  }

  CheckReport check(Program& p) const {
    try {
      return check_program(p, options_);
    } catch (const types::InputError& e) {
      throw types::InputError(fmt::format("{}: error: {}", file_, e.what()));
    }
  }

  // The auto tactic: the search on its axes, from the program as the earlier tactics annotated
  // it (their user priorities come first, the search's actions after them).
  std::tuple<Program, CheckReport, std::vector<std::string>> search(const Tactic& t) const {
    search::SearchOptions so;
    for (const AxisName& a : t.axes) so.axes.push_back(a.text);
    so.memory_budget_bytes = auto_.memory_budget_bytes;
    so.max_simulations = auto_.max_simulations;
    so.max_seconds = auto_.max_seconds;
    so.seed = auto_.seed;
    so.progress = auto_.progress;
    so.topology = options_.topology;
    so.mesh_name = mesh_name_;
    so.verify_timeout_s = options_.verify_timeout_s;
    so.value_name = known_name;  // the actions name values as the tactics do
    Program searched = annotated_;
    search::SearchResult r;
    try {
      r = search::search_shardings(searched, so);
    } catch (const types::InputError& e) {
      throw types::InputError(tactic_error(file_, t.line, t.column, &t, e.what()));
    }
    if (!r.found)
      throw types::InputError(tactic_error(file_, t.line, t.column, &t,
                                           fmt::format("the search found no plan with every redistribution proved "
                                                       "({} plans checked)", r.evaluations)));
    return {std::move(searched), std::move(r.report), std::move(r.actions)};
  }

  [[noreturn]] void conflict(const Tactic& t, const Annotation& a, const std::string& message) const {
    throw types::InputError(tactic_error(file_, a.line, a.column, &t, message));
  }

  // Adds one annotation to annotated_ (1), or nothing when the value already has it (0).
  int annotate(const Annotation& a, const Tactic& t, const Program& current) {
    const Value& now = current.value(a.value);
    const int rank = now.type.rank();
    types::ShardingType type;
    if (annotated_.value(a.value).sharding) {
      type = annotated_.value(a.value).sharding->type;
    } else {  // every dimension open: what the tactic does not say, propagation decides
      type = types::ShardingType::fully_replicated(rank);
      for (auto& d : type.dims) d.open = true;
    }
    const types::ShardingType* propagated = now.sharding ? &now.sharding->type : nullptr;
    int added = 0;
    for (const std::string& axis : a.axes) {
      const auto key = std::make_pair(a.value, axis);
      if (auto f = provenance_.forbidden.find(key); f != provenance_.forbidden.end())
        conflict(t, a, fmt::format("{} may not be sharded on '{}': {} keeps it off that axis", a.name, axis,
                                   by(tactics_, f->second)));
      int on_dim = -1;
      if (propagated)
        for (int d = 0; d < propagated->rank(); ++d)
          for (const auto& r : propagated->dims[d].axes)
            if (r.name == axis) on_dim = d;
      const auto placed = provenance_.placed.find(key);
      const std::string who = placed == provenance_.placed.end() ? "propagation" : by(tactics_, placed->second.second);
      if (a.dim < 0) {
        if (on_dim >= 0)
          conflict(t, a, fmt::format("{} is already sharded on '{}' (dimension {}, by {})", a.name, axis, on_dim, who));
        type.replicated.push_back(types::AxisRef::whole(axis));
        provenance_.forbidden.emplace(key, t.index);
        ++added;
        continue;
      }
      if (on_dim == a.dim) continue;  // already there: nothing to ask
      if (on_dim >= 0)
        conflict(t, a, fmt::format("{} dimension {} cannot take '{}': dimension {} is already sharded on it (by {})",
                                   a.name, a.dim, axis, on_dim, who));
      for (int d = 0; d < rank; ++d)
        for (const auto& r : type.dims[d].axes)
          if (r.name == axis && d != a.dim)
            conflict(t, a, fmt::format("{} dimension {} cannot take '{}': this tactic already put it on dimension {}",
                                       a.name, a.dim, axis, d));
      types::DimSharding& dim = type.dims[a.dim];
      if (dim.axes.empty() && propagated) dim.axes = propagated->dims[a.dim].axes;  // keep what is there, major
      dim.axes.push_back(types::AxisRef::whole(axis));
      dim.open = true;
      dim.priority = dim.priority ? std::min(*dim.priority, t.index) : t.index;
      ++added;
    }
    if (added) annotated_.value(a.value).sharding = ValueSharding{mesh_name_, type};
    return added;
  }

  const std::vector<Tactic>& tactics_;
  const std::string& file_;
  const CheckOptions& options_;
  const AutoSearchOptions& auto_;
  Program annotated_;  // the program as given plus every tactic's annotations so far
  std::string mesh_name_;
  types::Mesh mesh_;
  Provenance provenance_;
};

}  // namespace

PartitionResult apply_tactics(const Program& program, const std::vector<Tactic>& tactics,
                              const std::string& tactic_file, const CheckOptions& options,
                              const AutoSearchOptions& auto_search) {
  return Applier(program, tactics, tactic_file, options, auto_search).run();
}

}  // namespace shardproof::partition::tactics
