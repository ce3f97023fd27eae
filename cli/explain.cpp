#include "cli/explain.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <functional>
#include <iostream>
#include <map>
#include <set>

#include "cli/arguments.h"
#include "cli/fix_report.h"
#include "cli/source_places.h"

namespace shardproof::cli {

namespace {

// "  [/path/model.py:39:12 (jit(step)/jvp()/tanh); model.mlir:9]", or the MLIR line alone.
std::string link_place(const partition::WhyLink& link, const std::string& program_file,
                       const partition::LocationsByLine& locations) {
  if (link.line <= 0) return "";
  const std::string python = python_place(locations, link.line);
  return python.empty() ? fmt::format("  [{}:{}]", program_file, link.line)
                        : fmt::format("  [{}; {}:{}]", python, program_file, link.line);
}

void print_chain(const std::vector<partition::WhyLink>& chain, const std::string& program_file,
                 const partition::LocationsByLine& locations, const std::string& indent) {
  for (const auto& link : chain)
    std::cout << fmt::format("{}{}{}\n", indent, link.text, link_place(link, program_file, locations));
}

bool all_digits(const std::string& s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

std::string base_name(const std::string& path) {
  const auto slash = path.rfind('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

// Whether the user's `file` names the location's file: the same, or a tail of it from a '/'.
bool names_file(const std::string& file, const std::string& location_file) {
  if (file == location_file) return true;
  return location_file.size() > file.size() && location_file.ends_with(file) &&
         location_file[location_file.size() - file.size() - 1] == '/';
}

}  // namespace

nlohmann::json chain_json(const std::vector<partition::WhyLink>& chain, const partition::LocationsByLine& locations) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& link : chain)
    out.push_back({{"text", link.text},
                   {"line", link.line > 0 ? nlohmann::json(link.line) : nlohmann::json(nullptr)},
                   {"python", link.line > 0 ? python_json(locations, link.line) : nlohmann::json(nullptr)}});
  return out;
}

nlohmann::json why_json(const partition::Why& why, const partition::CheckReport& report,
                        const partition::LocationsByLine& locations) {
  const auto& r = report.lowered.redistributions.at(why.redistribution);
  return {{"redistribution", why.redistribution}, {"line", why.line}, {"python", python_json(locations, why.line)},
          {"value", why.value}, {"reason", r.reason}, {"need", why.need},
          {"source", types::to_string(report.lowered.mesh, r.plan.source)},
          {"target", types::to_string(report.lowered.mesh, r.plan.target)},
          {"time_s", r.plan.modeled_time_s}, {"recv_bytes", r.plan.recv_bytes}, {"repeat", r.repeat},
          {"gathers_whole", why.whole}, {"have", chain_json(why.have, locations)},
          {"want", chain_json(why.want, locations)}};
}

nlohmann::json finding_why_json(const partition::Diagnostic& d, const partition::CheckReport& report,
                                const partition::LocationsByLine& locations) {
  if (d.redistribution >= 0 && static_cast<size_t>(d.redistribution) < report.whys.size())
    return why_json(report.whys[d.redistribution], report, locations);
  if (!d.why.empty()) return {{d.kind == "memory_budget" ? "live_at_peak" : "have", chain_json(d.why, locations)}};
  return nullptr;
}

void print_why(const partition::Why& why, const std::string& program_file, const partition::LocationsByLine& locations,
               const std::string& indent) {
  std::cout << fmt::format("{}why: {}{}\n", indent, why.need, why.whole ? " (gathered whole onto every device)" : "");
  if (!why.have.empty()) {
    std::cout << fmt::format("{}  its layout comes from:\n", indent);
    print_chain(why.have, program_file, locations, indent + "    ");
  }
  if (!why.want.empty()) {
    std::cout << fmt::format("{}  the layout needed comes from:\n", indent);
    print_chain(why.want, program_file, locations, indent + "    ");
  }
}

void print_why_summary(const partition::Diagnostic& d, const partition::CheckReport& report,
                       const partition::LocationsByLine& locations, const std::string& indent) {
  // A chain's last link (the annotation the user wrote) and, where it has one, its line:
  // the Python file's name and line, or the MLIR line.
  auto root = [&](const std::vector<partition::WhyLink>& chain) {
    const auto& link = chain.back();
    if (link.line <= 0) return link.text;
    const partition::SourceLocation* loc = locations.at(link.line);
    return loc && loc->has_file() ? fmt::format("{} (at {}:{})", link.text, base_name(loc->file), loc->line)
                                  : fmt::format("{} (at line {})", link.text, link.line);
  };
  if (d.redistribution >= 0 && static_cast<size_t>(d.redistribution) < report.whys.size()) {
    const auto& why = report.whys[d.redistribution];
    std::cout << fmt::format("{}why: {}\n", indent, why.need);
    std::vector<std::string> roots;
    if (!why.have.empty()) roots.push_back(root(why.have));
    if (!why.want.empty() && (why.have.empty() || why.want.back().text != why.have.back().text))
      roots.push_back(root(why.want));
    if (!roots.empty()) std::cout << fmt::format("{}     from: {}\n", indent, fmt::join(roots, "; against: "));
    return;
  }
  if (d.kind == "memory_budget" && !d.why.empty()) {
    // The largest buffers live at the peak, each at its place.
    std::cout << fmt::format("{}live at the peak:\n", indent);
    for (size_t i = 0; i < d.why.size() && i < 3; ++i) {
      const auto& link = d.why[i];
      const partition::SourceLocation* loc = link.line > 0 ? locations.at(link.line) : nullptr;
      std::cout << fmt::format("{}  {}{}\n", indent, link.text,
                               loc && loc->has_file() ? fmt::format(" (at {}:{})", base_name(loc->file), loc->line)
                               : link.line > 0        ? fmt::format(" (at line {})", link.line)
                                                      : "");
    }
    if (d.why.size() > 3) std::cout << fmt::format("{}  ... and {} more (--explain)\n", indent, d.why.size() - 3);
    return;
  }
  if (!d.why.empty()) std::cout << fmt::format("{}from: {}\n", indent, root(d.why));
}

bool explain_place(const std::string& place, const std::string& program_file, const partition::Program& program,
                   const partition::CheckReport& report, const partition::LocationsByLine& locations, bool json,
                   nlohmann::json& j, std::string& error) {
  // Which MLIR lines the place names: an MLIR line, or every op's line whose Python place it is.
  const auto colon = place.rfind(':');
  const bool mlir_only = all_digits(place);
  if (!mlir_only && (colon == std::string::npos || colon == 0 || !all_digits(place.substr(colon + 1))))
    throw BadInput(fmt::format("--explain: error: '{}' is no place: give FILE:LINE (a Python line of the program's "
                               "locations) or an MLIR line (LINE or {}:LINE)",
                               place, base_name(program_file)));
  const std::string file = mlir_only ? "" : place.substr(0, colon);
  const int number = std::atoi(mlir_only ? place.c_str() : place.substr(colon + 1).c_str());
  const bool mlir = mlir_only || file == program_file || base_name(file) == base_name(program_file);
  std::set<int> lines;
  std::set<int> op_lines;  // every op's line, for the nearest ones
  std::function<void(const std::vector<partition::Op>&)> walk = [&](const std::vector<partition::Op>& ops) {
    for (const auto& op : ops) {
      op_lines.insert(op.line);
      if (mlir ? op.line == number : [&] {
            const partition::SourceLocation* loc = program.location_of(op);
            return loc && loc->line == number && names_file(file, loc->file);
          }())
        lines.insert(op.line);
      for (const auto& region : op.region) walk(region.ops);
    }
  };
  walk(program.main.ops);
  if (mlir && number == program.main.return_line && number > 0) lines.insert(number);
  if (mlir && program.main.return_line > 0) op_lines.insert(program.main.return_line);

  if (lines.empty()) {
    // The nearest places with findings, said the way the place was given.
    std::vector<std::pair<int, std::string>> near;  // (distance, place)
    std::set<std::string> seen;
    for (const auto& d : report.diagnostics) {
      if (d.line <= 0) continue;
      std::string p;
      int at = d.line;
      if (mlir) {
        p = fmt::format("{}:{}", base_name(program_file), d.line);
      } else {
        const partition::SourceLocation* loc = locations.at(d.line);
        if (!loc || !loc->has_file() || !names_file(file, loc->file)) continue;
        at = loc->line;
        p = fmt::format("{}:{}", loc->file, loc->line);
      }
      if (seen.insert(p).second) near.push_back({std::abs(at - number), p});
    }
    std::sort(near.begin(), near.end());
    std::vector<std::string> named;
    for (size_t i = 0; i < near.size() && i < 3; ++i) named.push_back(near[i].second);
    error = fmt::format("--explain {}: error: no op of {} is at {}{}", place, program_file,
                        mlir ? fmt::format("MLIR line {}", number) : fmt::format("{} line {}", file, number),
                        named.empty() ? "; the program has no findings"
                                      : fmt::format("; the nearest lines with findings: {}", fmt::join(named, ", ")));
    return false;
  }

  // The plans read at those lines (a shared plan is read at each of its readers' lines).
  std::vector<int> plans;
  for (size_t i = 0; i < report.lowered.redistributions.size() && i < report.whys.size(); ++i) {
    const auto& r = report.lowered.redistributions[i];
    bool here = lines.count(r.line) > 0;
    for (const auto& s : r.shared_with) here = here || lines.count(s.line) > 0;
    if (here) plans.push_back(static_cast<int>(i));
  }
  std::vector<const partition::Diagnostic*> findings;
  for (const auto& d : report.diagnostics)
    if (lines.count(d.line)) findings.push_back(&d);

  if (json) {
    nlohmann::json e;
    e["place"] = place;
    e["lines"] = lines;
    nlohmann::json f = nlohmann::json::array(), w = nlohmann::json::array();
    for (const auto* d : findings)
      f.push_back({{"line", d->line}, {"kind", d->kind}, {"message", d->message},
                   {"severity", d->severity == partition::Diagnostic::Severity::error ? "error" : "warning"},
                   {"python", python_json(locations, d->line)}, {"why", finding_why_json(*d, report, locations)},
                   {"fix", fix_json(*d, report.lowered.mesh, locations)}});
    for (int i : plans) w.push_back(why_json(report.whys[i], report, locations));
    e["findings"] = f;
    e["redistributions"] = w;
    j["explain"] = e;
    return true;
  }
  std::cout << fmt::format("{}: MLIR line{} {}: {} finding{}, {} redistribution{}\n", place, lines.size() == 1 ? "" : "s",
                           fmt::join(lines, ", "), findings.size(), findings.size() == 1 ? "" : "s", plans.size(),
                           plans.size() == 1 ? "" : "s");
  for (const auto* d : findings) {
    std::cout << fmt::format("  {}: {}\n", d->severity == partition::Diagnostic::Severity::error ? "error" : "warning",
                             d->message);
    if (d->redistribution < 0 && !d->why.empty()) {
      std::cout << (d->kind == "memory_budget" ? "    live at the peak:\n" : "    its sharding comes from:\n");
      print_chain(d->why, program_file, locations, "      ");
    }
    print_fix(*d, report.lowered.mesh, locations, "    ");
  }
  for (int i : plans) {
    const auto& r = report.lowered.redistributions[i];
    std::cout << fmt::format("  redistribution of {} ({}): {} step{}, {:.1f} us modeled{}\n", report.whys[i].value,
                             r.reason, r.plan.steps.size(), r.plan.steps.size() == 1 ? "" : "s",
                             r.plan.modeled_time_s * 1e6, r.repeat > 1 ? fmt::format(", {} times per step", r.repeat) : "");
    print_why(report.whys[i], program_file, locations, "    ");
  }
  if (findings.empty() && plans.empty()) std::cout << "  nothing is inserted here and nothing is found\n";
  return true;
}

}  // namespace shardproof::cli
