#include "partition/tactics/value_selection.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <charconv>
#include <regex>
#include <stdexcept>

namespace shardproof::partition::tactics {

std::string argument_name(const Program& program, int i) {
  const auto& info = program.main.argument_info;
  return i < static_cast<int>(info.size()) ? info[i] : "";
}

std::string result_name(const Program& program, int i) {
  const auto& info = program.main.result_info;
  return i < static_cast<int>(info.size()) ? info[i] : "";
}

std::string known_name(const Program& program, ValueId value) {
  for (int i = 0; i < static_cast<int>(program.main.arguments.size()); ++i)
    if (program.main.arguments[i] == value && !argument_name(program, i).empty()) return argument_name(program, i);
  for (int i = 0; i < static_cast<int>(program.main.results.size()); ++i)
    if (program.main.results[i] == value && !result_name(program, i).empty()) return result_name(program, i);
  return "";
}

namespace {

std::optional<int> index_after(const std::string& s, std::string_view prefix) {
  if (s.rfind(prefix, 0) != 0) return std::nullopt;
  int n = -1;
  const char* begin = s.data() + prefix.size();
  auto [end, ec] = std::from_chars(begin, s.data() + s.size(), n);
  if (ec != std::errc() || end != s.data() + s.size() || n < 0)
    throw std::invalid_argument(fmt::format("'{}': expected {}N with N a non-negative integer", s, prefix));
  return n;
}

SelectedValue argument(const Program& p, int i) {
  std::string name = argument_name(p, i);
  return {p.main.arguments[i], name.empty() ? p.value(p.main.arguments[i]).name : name};
}

SelectedValue result(const Program& p, int i) {
  std::string name = result_name(p, i);
  return {p.main.results[i], name.empty() ? fmt::format("result {}", i) : name};
}

}  // namespace

std::vector<SelectedValue> select_values(const Program& program, const std::string& selector) {
  const int num_args = static_cast<int>(program.main.arguments.size());
  const int num_results = static_cast<int>(program.main.results.size());
  if (auto i = index_after(selector, "arg:")) {
    if (*i >= num_args)
      throw std::invalid_argument(fmt::format("'{}': the program has {} arguments", selector, num_args));
    return {argument(program, *i)};
  }
  if (auto i = index_after(selector, "result:")) {
    if (*i >= num_results)
      throw std::invalid_argument(fmt::format("'{}': the program has {} results", selector, num_results));
    return {result(program, *i)};
  }
  std::vector<SelectedValue> out;
  if (selector.rfind("re:", 0) == 0) {
    std::regex re;
    try {
      re = std::regex(selector.substr(3));
    } catch (const std::regex_error& e) {
      throw std::invalid_argument(fmt::format("'{}' is not a regular expression: {}", selector, e.what()));
    }
    for (int i = 0; i < num_args; ++i)
      if (std::regex_search(argument_name(program, i), re)) out.push_back(argument(program, i));
    for (int i = 0; i < num_results; ++i)
      if (std::regex_search(result_name(program, i), re)) out.push_back(result(program, i));
    if (out.empty()) throw std::invalid_argument(fmt::format("'{}' matches no argument or result name", selector));
    return out;
  }
  for (int i = 0; i < num_args; ++i)
    // Its SSA name as written (`%arg3`): check names arguments as the user does once it has run
    // (partition/check), so the position says it, not the value's name.
    if (argument_name(program, i) == selector || program.value(program.main.arguments[i]).name == selector ||
        selector == fmt::format("%arg{}", i))
      out.push_back(argument(program, i));
  for (int i = 0; i < num_results; ++i)
    if (result_name(program, i) == selector) out.push_back(result(program, i));
  if (out.empty()) {
    std::vector<std::string> names;
    for (int i = 0; i < num_args && names.size() < 6; ++i)
      if (!argument_name(program, i).empty()) names.push_back(argument_name(program, i));
    throw std::invalid_argument(fmt::format("no argument or result is named '{}'{}", selector,
                                            names.empty() ? std::string(" (the program names none; use arg:N)")
                                                          : fmt::format(" (arguments are named like {}{})",
                                                                        fmt::join(names, ", "),
                                                                        num_args > 6 ? ", ..." : "")));
  }
  return out;
}

}  // namespace shardproof::partition::tactics
