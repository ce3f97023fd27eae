#include "cli/html_charts.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <vector>

#include "cli/arguments.h"
#include "cli/html_text.h"

namespace shardproof::cli::html {

namespace {

int64_t int_field(const nlohmann::json& j, const char* key) {
  return j.contains(key) && j[key].is_number() ? j[key].get<int64_t>() : 0;
}

// A file:line said short enough for a row label: the file's last component.
std::string short_place(const std::string& place) {
  const size_t slash = place.rfind('/', place.rfind(':'));
  return slash == std::string::npos ? place : place.substr(slash + 1);
}

}  // namespace

std::string kind_colour(const std::string& kind) {
  // Hand-picked to tell the kinds apart on white and in print.
  static const std::map<std::string, std::string> colours = {
      {"all_gather", "#2b6cb0"}, {"all_reduce", "#c05621"},         {"reduce_scatter", "#2f855a"},
      {"all_to_all", "#6b46c1"}, {"collective_permute", "#b83280"}, {"exchange", "#975a16"},
      {"all_slice", "#718096"}};
  const auto it = colours.find(kind);
  return it == colours.end() ? "#4a5568" : it->second;
}

std::string memory_chart(const nlohmann::json& report) {
  const nlohmann::json none = nlohmann::json::array();
  const nlohmann::json& memory = report.contains("memory") ? report["memory"] : nlohmann::json::object();
  const nlohmann::json& points = memory.contains("timeline") ? memory["timeline"] : none;
  if (points.empty()) return "<p>No memory timeline in this report.</p>\n";

  constexpr double kWidth = 960, kHeight = 300, kLeft = 84, kRight = 24, kTop = 28, kBottom = 44;
  const int64_t peak = int_field(report, "peak_memory_bytes");
  const int64_t held =
      int_field(report, "parameter_bytes") + int_field(report, "output_bytes") - int_field(report, "aliased_output_bytes");
  const int peak_step = static_cast<int>(int_field(memory, "peak_step"));
  // A budget far above the peak would flatten the picture: drawn only when within a quarter of it.
  const int64_t budget = int_field(report, "memory_budget_bytes");
  const bool show_budget = budget > 0 && static_cast<double>(budget) <= 1.25 * static_cast<double>(peak);
  int64_t top = std::max<int64_t>(peak, show_budget ? budget : 0);
  for (const auto& p : points) top = std::max(top, int_field(p, "bytes"));
  const double y_max = std::max<double>(1, static_cast<double>(top) * 1.1);
  // x: the points in order, each as wide as the next: a temporary live for one sub-step of the
  // schedule (rule 3b's deferrals are 1/256 of an op apart) is as visible as a long stretch.
  const double n = static_cast<double>(points.size());
  auto x = [&](double index) { return kLeft + index / n * (kWidth - kLeft - kRight); };
  auto y = [&](double bytes) { return kTop + (1 - bytes / y_max) * (kHeight - kTop - kBottom); };
  size_t peak_index = 0;  // the last point at or before the peak's step
  for (size_t i = 0; i < points.size(); ++i)
    if (int_field(points[i], "step") <= peak_step) peak_index = i;

  std::string svg = fmt::format(
      "<svg id=\"memory-chart\" xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" "
      "viewBox=\"0 0 {0} {1}\" role=\"img\" aria-label=\"memory per device over the program\">\n",
      kWidth, kHeight);
  // The axes: bytes with five ticks, the program's order with the MLIR lines of a few steps.
  for (int k = 0; k <= 4; ++k) {
    const double bytes = y_max * k / 4;
    svg += fmt::format("<line class=\"grid\" x1=\"{:.1f}\" y1=\"{:.1f}\" x2=\"{:.1f}\" y2=\"{:.1f}\"/>"
                       "<text class=\"tick\" x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"end\">{}</text>\n",
                       kLeft, y(bytes), kWidth - kRight, y(bytes), kLeft - 6, y(bytes) + 4,
                       escape(human_bytes(static_cast<int64_t>(bytes))));
  }
  const size_t ticks = std::min<size_t>(points.size(), 7);
  for (size_t k = 0; k < ticks; ++k) {
    const size_t i = ticks == 1 ? 0 : k * (points.size() - 1) / (ticks - 1);
    const int line = static_cast<int>(int_field(points[i], "line"));
    svg += fmt::format("<text class=\"tick\" x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"middle\">{}</text>\n",
                       x(static_cast<double>(i) + 0.5), kHeight - kBottom + 16,
                       line > 0 ? fmt::format("line {}", line) : "start");
  }
  svg += fmt::format("<text class=\"axis\" x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"middle\">program order: each "
                     "step where memory changes (MLIR line of the op running) &#8594;</text>\n",
                     (kLeft + kWidth - kRight) / 2, kHeight - 6);

  // The live bytes as a step function: each point holds until the next one.
  std::string area = fmt::format("M{:.1f},{:.1f}", x(0), y(0)), outline;
  for (size_t i = 0; i < points.size(); ++i) {
    const double at = y(static_cast<double>(int_field(points[i], "bytes")));
    area += fmt::format(" L{:.1f},{:.1f} L{:.1f},{:.1f}", x(i), at, x(i + 1.0), at);
    outline += fmt::format("{}{:.1f},{:.1f} L{:.1f},{:.1f}", i ? " L" : "M", x(i), at, x(i + 1.0), at);
  }
  area += fmt::format(" L{:.1f},{:.1f} Z", x(n), y(0));
  svg += fmt::format("<path class=\"live\" d=\"{}\"/>\n", area);
  svg += fmt::format("<rect class=\"held\" x=\"{:.1f}\" y=\"{:.1f}\" width=\"{:.1f}\" height=\"{:.1f}\">"
                     "<title>parameters and outputs, held for the whole step: {}</title></rect>\n",
                     x(0), y(static_cast<double>(held)), x(n) - x(0), y(0) - y(static_cast<double>(held)),
                     escape(human_bytes(held)));
  svg += fmt::format("<path class=\"outline\" d=\"{}\"/>\n", outline);
  // Hover: each step's line and bytes (a program of thousands of steps keeps the picture only).
  if (points.size() <= 600)
    for (size_t i = 0; i < points.size(); ++i) {
      const int line = static_cast<int>(int_field(points[i], "line"));
      svg += fmt::format("<rect class=\"hover\" x=\"{:.1f}\" y=\"{:.1f}\" width=\"{:.1f}\" height=\"{:.1f}\">"
                         "<title>{}: {}</title></rect>\n",
                         x(i), kTop, x(i + 1.0) - x(i), kHeight - kTop - kBottom,
                         line > 0 ? fmt::format("line {}", line) : "before the first op",
                         escape(human_bytes(int_field(points[i], "bytes"))));
    }
  if (show_budget)
    svg += fmt::format("<line class=\"budget\" x1=\"{:.1f}\" y1=\"{:.1f}\" x2=\"{:.1f}\" y2=\"{:.1f}\"/>"
                       "<text class=\"budget-label\" x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"end\">budget {}</text>\n",
                       kLeft, y(static_cast<double>(budget)), kWidth - kRight, y(static_cast<double>(budget)),
                       kWidth - kRight - 4, y(static_cast<double>(budget)) - 5, escape(human_bytes(budget)));
  // The peak: a dot at its step and size, the label on the side with room.
  const double px = x(peak_index + 0.5), py = y(static_cast<double>(peak));
  const std::string where = place_text(report.value("peak_python", nlohmann::json()),
                                       static_cast<int>(int_field(report, "peak_line")));
  const bool left = px > (kLeft + kWidth) / 2;
  svg += fmt::format("<line class=\"peak-line\" x1=\"{0:.1f}\" y1=\"{1:.1f}\" x2=\"{0:.1f}\" y2=\"{2:.1f}\"/>"
                     "<circle id=\"peak-marker\" class=\"peak\" cx=\"{0:.1f}\" cy=\"{1:.1f}\" r=\"5\">"
                     "<title>peak {3} at {4}</title></circle>"
                     "<text class=\"peak-label\" x=\"{5:.1f}\" y=\"{6:.1f}\" text-anchor=\"{7}\">peak {3}{8}</text>\n",
                     px, py, y(0), escape(human_bytes(peak)), escape(where.empty() ? "the return" : where),
                     left ? px - 9 : px + 9, std::max(kTop - 8, py - 8), left ? "end" : "start",
                     where.empty() ? "" : " at " + escape(short_place(where)));
  svg += "</svg>\n";
  return svg;
}

std::string collective_timeline(const nlohmann::json& report) {
  if (!report.contains("collectives") || !report["collectives"].is_array() || report["collectives"].empty()) return "";
  // In program order (MLIR lines), each on its source line's row.
  std::vector<const nlohmann::json*> ordered;
  for (const auto& c : report["collectives"]) ordered.push_back(&c);
  std::stable_sort(ordered.begin(), ordered.end(), [](const nlohmann::json* a, const nlohmann::json* b) {
    return int_field(*a, "line") < int_field(*b, "line");
  });
  std::vector<std::string> rows;
  std::map<std::string, size_t> row_of;
  std::vector<size_t> row(ordered.size());
  double total = 0;
  for (size_t i = 0; i < ordered.size(); ++i) {
    const auto& c = *ordered[i];
    const std::string key = place_text(c.value("python", nlohmann::json()), static_cast<int>(int_field(c, "line")));
    auto [it, added] = row_of.try_emplace(key, rows.size());
    if (added) rows.push_back(key);
    row[i] = it->second;
    total += c.value("time_s", 0.0) * static_cast<double>(std::max<int64_t>(1, int_field(c, "repeat")));
  }
  constexpr size_t kRows = 40;  // a larger program's other lines are in the table below
  const size_t shown = std::min(rows.size(), kRows);
  constexpr double kWidth = 960, kLeft = 230, kRight = 24, kTop = 12, kRow = 20, kBottom = 40;
  const double height = kTop + kRow * static_cast<double>(shown) + kBottom;
  auto x = [&](double t) { return kLeft + (total > 0 ? t / total : 0) * (kWidth - kLeft - kRight); };

  std::string svg = fmt::format(
      "<svg id=\"collective-timeline\" xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" "
      "viewBox=\"0 0 {0} {1}\" role=\"img\" aria-label=\"collectives by source line over modeled time\">\n",
      kWidth, height);
  for (size_t r = 0; r < shown; ++r)
    svg += fmt::format("<text class=\"row-label\" x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"end\">{}<title>{}</title></text>"
                       "<line class=\"grid\" x1=\"{:.1f}\" y1=\"{:.1f}\" x2=\"{:.1f}\" y2=\"{:.1f}\"/>\n",
                       kLeft - 8, kTop + kRow * (static_cast<double>(r) + 0.5) + 4, escape(short_place(rows[r])),
                       escape(rows[r]), kLeft, kTop + kRow * (static_cast<double>(r) + 1), kWidth - kRight,
                       kTop + kRow * (static_cast<double>(r) + 1));
  double t = 0;
  for (size_t i = 0; i < ordered.size(); ++i) {
    const auto& c = *ordered[i];
    const int64_t repeat = std::max<int64_t>(1, int_field(c, "repeat"));
    const double length = c.value("time_s", 0.0) * static_cast<double>(repeat);
    if (row[i] < shown) {
      const std::string kind = c.value("kind", "");
      std::string axes;
      for (const auto& a : c.value("axes", nlohmann::json::array())) axes += (axes.empty() ? "" : ",") + a.get<std::string>();
      svg += fmt::format("<rect class=\"bar\" x=\"{:.1f}\" y=\"{:.1f}\" width=\"{:.1f}\" height=\"{:.1f}\" fill=\"{}\">"
                         "<title>{} over {{{}}} of {}: {} received, {}{} ({})</title></rect>\n",
                         x(t), kTop + kRow * static_cast<double>(row[i]) + 3, std::max(2.0, x(t + length) - x(t)),
                         kRow - 6, kind_colour(kind), escape(kind), escape(axes), escape(c.value("value", "")),
                         escape(bytes_text(c.value("bytes", nlohmann::json()))), escape(time_text(length)),
                         repeat > 1 ? fmt::format(" ({} runs)", repeat) : "",
                         escape(rows[row[i]]));
    }
    t += length;
  }
  const double axis_y = kTop + kRow * static_cast<double>(shown) + 16;
  for (int k = 0; k <= 4; ++k)
    svg += fmt::format("<text class=\"tick\" x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"middle\">{}</text>\n",
                       x(total * k / 4), axis_y, escape(time_text(total * k / 4)));
  svg += fmt::format("<text class=\"axis\" x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"middle\">modeled collective time, "
                     "one after another &#8594;{}</text>\n",
                     (kLeft + kWidth - kRight) / 2, axis_y + 18,
                     rows.size() > shown ? fmt::format(" ({} more source lines in the table)", rows.size() - shown) : "");
  svg += "</svg>\n";
  return svg;
}

}  // namespace shardproof::cli::html
