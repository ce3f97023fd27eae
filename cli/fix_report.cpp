#include "cli/fix_report.h"

#include <fmt/format.h>

#include <iostream>

#include "cli/arguments.h"
#include "cli/source_places.h"
#include "partition/tactics/partition_spec.h"
#include "types/axis_ref.h"

namespace shardproof::cli {

namespace {

using partition::ShardingChange;

// "model.py:64" (the file's last part: the line a user opens), else "MLIR line 12".
std::string short_place(const partition::LocationsByLine& locations, int line) {
  const partition::SourceLocation* loc = locations.at(line);
  if (loc && loc->has_file()) {
    const auto slash = loc->file.rfind('/');
    return fmt::format("{}:{}", slash == std::string::npos ? loc->file : loc->file.substr(slash + 1), loc->line);
  }
  return fmt::format("MLIR line {}", line);
}

const char* kind_name(ShardingChange::Kind kind) {
  switch (kind) {
    case ShardingChange::Kind::argument: return "argument";
    case ShardingChange::Kind::constraint: return "constraint";
    case ShardingChange::Kind::insert: return "insert";
  }
  return "";
}

nlohmann::json figures_json(const partition::FixFigures& f) {
  return {{"bytes_moved", f.bytes_moved}, {"step_time_s", f.step_time_s}, {"peak_memory_bytes", f.peak_memory_bytes},
          {"place_bytes", f.place_bytes}, {"findings_at_place", f.findings_at_place}, {"errors", f.errors}};
}

// A layout in JAX's spelling, with the partial sums a PartitionSpec cannot say.
std::string spec_text(const types::Mesh& mesh, const types::ShardingType& type) {
  std::string out = partition::tactics::partition_spec(mesh, type);
  if (!type.unreduced.empty()) {
    std::string axes;
    for (const auto& a : type.unreduced)
      axes += (axes.empty() ? "'" : ", '") +
              (types::is_whole_axis(mesh, a) ? a.name : fmt::format("{}:({}){}", a.name, a.pre, a.size)) + "'";
    out += fmt::format(" summed over {}", axes);
  }
  return out;
}

}  // namespace

std::string change_text(const ShardingChange& change, const types::Mesh& mesh,
                        const partition::LocationsByLine& locations) {
  const std::string after = partition::tactics::partition_spec(mesh, change.after);
  switch (change.kind) {
    case ShardingChange::Kind::argument:
      return fmt::format("{}: {}", change.name, after);
    case ShardingChange::Kind::constraint:
      return fmt::format("the with_sharding_constraint at {}: {}", short_place(locations, change.line), after);
    case ShardingChange::Kind::insert:
      return fmt::format("jax.lax.with_sharding_constraint(x, {}) on the result of {} at {} ({})", after,
                         change.made_by.empty() ? std::string("the op") : change.made_by,
                         short_place(locations, change.line), change.name);
  }
  return "";
}

std::string savings_text(const partition::Fix& fix) {
  const auto& b = fix.before;
  const auto& a = fix.after;
  return fmt::format("bytes moved {} -> {}, modeled step {} -> {}, peak {} -> {}", human_bytes(b.bytes_moved),
                     human_bytes(a.bytes_moved), human_time(b.step_time_s), human_time(a.step_time_s),
                     human_bytes(b.peak_memory_bytes), human_bytes(a.peak_memory_bytes));
}

nlohmann::json fix_json(const partition::Diagnostic& d, const types::Mesh& mesh,
                        const partition::LocationsByLine& locations) {
  if (!d.fix) return nullptr;
  const partition::Fix& fix = *d.fix;
  nlohmann::json j{{"found", fix.found}, {"candidates", fix.candidates}, {"before", figures_json(fix.before)}};
  if (!fix.found) {
    j["why_none"] = fix.why_none;
    return j;
  }
  const ShardingChange& c = fix.change;
  j["effect"] = fix.effect;
  j["after"] = figures_json(fix.after);
  j["change"] = {{"kind", kind_name(c.kind)},
                 {"name", c.name},
                 {"argument", c.argument >= 0 ? nlohmann::json(c.argument) : nlohmann::json(nullptr)},
                 {"line", c.line > 0 ? nlohmann::json(c.line) : nlohmann::json(nullptr)},
                 {"python", c.line > 0 ? python_json(locations, c.line) : nlohmann::json(nullptr)},
                 {"before", spec_text(mesh, c.before)},
                 {"after", partition::tactics::partition_spec(mesh, c.after)},
                 {"before_sharding", types::to_string(mesh, c.before)},
                 {"after_sharding", types::to_string(mesh, c.after)},
                 {"text", change_text(c, mesh, locations)}};
  j["savings"] = savings_text(fix);
  return j;
}

void print_fix(const partition::Diagnostic& d, const types::Mesh& mesh, const partition::LocationsByLine& locations,
               const std::string& indent) {
  if (!d.fix) return;
  const partition::Fix& fix = *d.fix;
  if (!fix.found) {
    std::cout << fmt::format("{}fix: none found: {}\n", indent, fix.why_none);
    return;
  }
  std::cout << fmt::format("{}fix: {}  (was {}); {} it, re-checked:\n{}     {}\n", indent,
                           change_text(fix.change, mesh, locations),
                           spec_text(mesh, fix.change.before),
                           fix.effect == "removes" ? "removes" : "shrinks", indent, savings_text(fix));
}

}  // namespace shardproof::cli
