#include "cli/source_places.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cctype>
#include <iostream>
#include <map>
#include <utility>

namespace shardproof::cli {

namespace {

// A message with its SSA names (`%18`, `%4#1`, `%cst_3`) left out: what two layers' findings
// at one Python line have in common.
std::string without_ssa_names(const std::string& message) {
  std::string out;
  for (size_t i = 0; i < message.size(); ++i) {
    out.push_back(message[i]);
    if (message[i] != '%') continue;
    while (i + 1 < message.size() &&
           (std::isalnum(static_cast<unsigned char>(message[i + 1])) || message[i + 1] == '_' || message[i + 1] == '#'))
      ++i;
  }
  return out;
}

}  // namespace

// The user's location of an MLIR line, in the words the text output uses:
// "/path/model.py:38:15 (jit(step)/jvp()/dot_general)"; "" when the line has none.
std::string python_place(const partition::LocationsByLine& locations, int line) {
  const partition::SourceLocation* loc = locations.at(line);
  if (!loc) return "";
  if (!loc->has_file()) return loc->name_stack;
  return loc->name_stack.empty() ? partition::where(*loc) : fmt::format("{} ({})", partition::where(*loc), loc->name_stack);
}

// The `--json` object of an MLIR line's user location: {file, line, column, function,
// name_stack}, null when the line has none.
nlohmann::json python_json(const partition::LocationsByLine& locations, int line) {
  const partition::SourceLocation* loc = locations.at(line);
  if (!loc) return nullptr;
  return {{"file", loc->has_file() ? nlohmann::json(loc->file) : nlohmann::json(nullptr)},
          {"line", loc->line}, {"column", loc->column},
          {"function", loc->function.empty() ? nlohmann::json(nullptr) : nlohmann::json(loc->function)},
          {"name_stack", loc->name_stack.empty() ? nlohmann::json(nullptr) : nlohmann::json(loc->name_stack)}};
}

// Errors and warnings as a compiler says them. A program read with its locations has them
// grouped under the Python line they come from (in the order of the program), each at its
// column with the JAX name stack and the MLIR line after it:
//
//   /path/model.py:38: in block:
//     38:15: warning: sharding conflict: params['w2'] (operand 1 of stablehlo.dot_general) ...
//            [jit(step)/jvp()/dot_general; model.mlir:13]
//
// (one line each; the same finding at one place but for its values' SSA names, as a Python
// loop over layers gives, once: `[...; model.mlir:96, and 8 more like it at lines 171, ...]`);
// a diagnostic whose line has no location is said as before, at its MLIR line.
//
// With a layout's cost, the groups go most expensive first (errors' first of all), and a
// group's cost follows its header; with `after`, what it prints follows each finding.
void print_diagnostics(const std::string& program_file, const std::vector<partition::Diagnostic>& diagnostics,
                       const partition::LocationsByLine& locations, const DiagnosticsLayout& layout) {
  auto severity = [](const partition::Diagnostic& d) {
    return d.severity == partition::Diagnostic::Severity::error ? "error" : "warning";
  };
  // Slots in order: a Python line's group (its diagnostics) or one diagnostic without a location.
  std::vector<std::vector<const partition::Diagnostic*>> slots;
  std::map<std::pair<std::string, int>, size_t> group_of;
  for (const auto& d : diagnostics) {
    const partition::SourceLocation* loc = d.line > 0 ? locations.at(d.line) : nullptr;
    if (!loc || !loc->has_file()) {
      slots.push_back({&d});
      continue;
    }
    auto [it, added] = group_of.try_emplace({loc->file, loc->line}, slots.size());
    if (added) slots.emplace_back();
    slots[it->second].push_back(&d);
  }
  std::vector<double> slot_cost(slots.size(), 0);
  if (layout.cost) {
    std::vector<bool> has_error(slots.size(), false);
    for (size_t i = 0; i < slots.size(); ++i)
      for (const auto* d : slots[i]) {
        slot_cost[i] += layout.cost(*d);
        has_error[i] = has_error[i] || d->severity == partition::Diagnostic::Severity::error;
      }
    std::vector<size_t> order(slots.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
      return std::make_pair(!has_error[a], -slot_cost[a]) < std::make_pair(!has_error[b], -slot_cost[b]);
    });
    std::vector<std::vector<const partition::Diagnostic*>> sorted;
    std::vector<double> sorted_cost;
    for (size_t i : order) {
      sorted.push_back(std::move(slots[i]));
      sorted_cost.push_back(slot_cost[i]);
    }
    slots = std::move(sorted);
    slot_cost = std::move(sorted_cost);
  }
  auto cost_note = [&](size_t i) {
    return layout.cost && slot_cost[i] > 0 ? fmt::format(" [{:.1f} us of modeled communication]", slot_cost[i] * 1e6)
                                           : std::string();
  };
  for (size_t i = 0; i < slots.size(); ++i) {
    const auto& slot = slots[i];
    const partition::SourceLocation* loc = slot[0]->line > 0 ? locations.at(slot[0]->line) : nullptr;
    if (!loc || !loc->has_file()) {
      const auto& d = *slot[0];
      const std::string stack = loc ? fmt::format(" [{}]", loc->name_stack) : "";
      std::cout << fmt::format("{}:{}: {}: {}{}{}\n", program_file, d.line, severity(d), d.message, stack, cost_note(i));
      if (layout.after) layout.after(d, "  ");
      continue;
    }
    std::cout << fmt::format("{}:{}:{}{}\n", loc->file, loc->line,
                             loc->function.empty() ? "" : fmt::format(" in {}:", loc->function), cost_note(i));
    // One Python line run once per layer (a loop in Python) says the same of each layer's
    // values: said once, with the MLIR lines of the others.
    std::vector<std::pair<const partition::Diagnostic*, std::vector<int>>> entries;
    std::map<std::string, size_t> entry_of;
    for (const auto* d : slot) {
      const partition::SourceLocation& at = *locations.at(d->line);
      const std::string key = fmt::format("{}|{}|{}|{}", severity(*d), at.column, at.name_stack, without_ssa_names(d->message));
      auto [it, added] = entry_of.try_emplace(key, entries.size());
      if (added) entries.push_back({d, {}});
      else entries[it->second].second.push_back(d->line);
    }
    for (const auto& [d, others] : entries) {
      const partition::SourceLocation& at = *locations.at(d->line);
      const std::string place = at.column > 0 ? fmt::format("{}:{}", at.line, at.column) : fmt::format("{}", at.line);
      const std::string stack = at.name_stack.empty() ? "" : at.name_stack + "; ";
      const std::string more =
          others.empty() ? ""
                         : fmt::format(", and {} more like it at line{} {}", others.size(), others.size() == 1 ? "" : "s",
                                       fmt::join(others, ", "));
      std::cout << fmt::format("  {}: {}: {} [{}{}:{}{}]\n", place, severity(*d), d->message, stack, program_file, d->line,
                               more);
      if (layout.after) layout.after(*d, "    ");
    }
  }
}

}  // namespace shardproof::cli
