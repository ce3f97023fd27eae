#include "cli/html_report.h"

#include <fmt/format.h>

#include <filesystem>
#include <map>
#include <utility>
#include <string>

#include "cli/arguments.h"
#include "cli/html_charts.h"
#include "cli/html_text.h"
#include "cli/output_file.h"

namespace shardproof::cli {

namespace {

using html::bytes_text;
using html::escape;
using html::place_text;
using html::time_text;

// The page's look: a plain document that prints well; nothing fetched.
constexpr const char* kStyle = R"(
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1a202c; margin: 24px auto; max-width: 1000px; padding: 0 16px; }
h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 18px; margin: 28px 0 8px; border-bottom: 1px solid #e2e8f0; } h3 { font-size: 15px; margin: 18px 0 6px; }
code, .mono { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 12.5px; }
.program { color: #4a5568; word-break: break-all; margin: 0; }
.verdict { display: inline-block; padding: 2px 10px; border-radius: 4px; font-weight: 600; color: #fff; }
.verdict.sound { background: #2f855a; } .verdict.not-sound { background: #c53030; }
#summary { display: grid; grid-template-columns: repeat(3, 1fr); gap: 10px; margin-top: 14px; }
.card { border: 1px solid #e2e8f0; border-radius: 6px; padding: 8px 12px; }
.card .label { color: #718096; font-size: 12px; text-transform: uppercase; letter-spacing: .04em; }
.card .figure { font-size: 20px; font-weight: 600; } .card .note { color: #4a5568; font-size: 12.5px; }
.fits { color: #2f855a; } .exceeded { color: #c53030; font-weight: 600; }
table { border-collapse: collapse; width: 100%; margin: 6px 0; }
th, td { text-align: left; vertical-align: top; padding: 4px 8px; border-bottom: 1px solid #edf2f7; }
th { font-size: 12px; color: #718096; text-transform: uppercase; letter-spacing: .03em; }
td.kind { white-space: nowrap; } td.num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
.where { font-size: 12.5px; color: #2d3748; word-break: break-all; } .where .stack, .where .mlir { color: #718096; display: block; }
.badge { display: inline-block; padding: 0 6px; border-radius: 3px; font-size: 12px; font-weight: 600; color: #fff; }
.badge.error { background: #c53030; } .badge.warning { background: #b7791f; } .badge.redistribution { background: #2b6cb0; }
.badge.proved { background: #2f855a; } .badge.refuted { background: #c53030; } .badge.unknown { background: #718096; }
.swatch { display: inline-block; width: 10px; height: 10px; border-radius: 2px; margin-right: 5px; }
svg text { font: 11px system-ui, sans-serif; fill: #4a5568; } svg .axis { font-size: 12px; fill: #2d3748; }
svg .grid { stroke: #edf2f7; } svg .live { fill: #bee3f8; } svg .held { fill: #cbd5e0; }
svg .outline { fill: none; stroke: #2b6cb0; stroke-width: 1.5; } svg .hover { fill: transparent; }
svg .hover:hover { fill: rgba(43, 108, 176, .12); } svg .budget { stroke: #c53030; stroke-dasharray: 6 4; }
svg .budget-label { fill: #c53030; } svg .peak { fill: #c53030; } svg .peak-line { stroke: #c53030; stroke-dasharray: 2 3; }
svg .peak-label { fill: #c53030; font-weight: 600; font-size: 12px; } svg .row-label { font-size: 11.5px; fill: #2d3748; }
.why { margin-top: 4px; color: #2d3748; font-size: 12.5px; } ol.chain { margin: 2px 0 4px 18px; padding: 0; font-size: 12.5px; }
.legend span { margin-right: 14px; font-size: 12.5px; } .muted { color: #718096; }
.fix { margin-top: 6px; padding: 4px 8px; border-left: 3px solid #38a169; background: #f0fff4; font-size: 12.5px; }
.fix.none { border-left-color: #a0aec0; background: #f7fafc; } .fix .savings { color: #276749; }
footer { margin-top: 32px; color: #718096; font-size: 12px; }
)";

int64_t int_of(const nlohmann::json& j, const char* key) {
  return j.contains(key) && j[key].is_number() ? j[key].get<int64_t>() : 0;
}
std::string string_of(const nlohmann::json& j, const char* key) {
  return j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : "";
}

// A finding's place: the Python file:line:col first, its function and the JAX name stack
// under it, then the MLIR line (the text output's order).
std::string where_cell(const nlohmann::json& item) {
  const nlohmann::json python = item.value("python", nlohmann::json());
  const int line = static_cast<int>(int_of(item, "line"));
  std::string cell = "<td class=\"where\">";
  if (const std::string at = html::python_where(python); !at.empty()) {
    cell += escape(at);
    std::string notes;
    if (python.contains("function") && python["function"].is_string()) notes = "in " + python["function"].get<std::string>();
    if (python.contains("name_stack") && python["name_stack"].is_string())
      notes += (notes.empty() ? "" : ", ") + python["name_stack"].get<std::string>();
    if (!notes.empty()) cell += "<span class=\"stack\">" + escape(notes) + "</span>";
    if (line > 0) cell += fmt::format("<span class=\"mlir\">MLIR line {}</span>", line);
  } else if (python.is_object() && python.contains("name_stack") && python["name_stack"].is_string()) {
    cell += fmt::format("line {}<span class=\"stack\">{}</span>", line, escape(python["name_stack"].get<std::string>()));
  } else {
    cell += line > 0 ? fmt::format("line {}", line) : "the program";
  }
  return cell + "</td>";
}

// A finding's why, where the report has one (the chains of partition/check/why.h, as --json
// gives them under "why" and "explanations"): what the op needs, then where the layout the
// value has came from and why the op wants the other, each link at its place.
std::string why_html(const nlohmann::json& why) {
  if (!why.is_object()) return "";
  std::string out;
  if (why.contains("need") && why["need"].is_string()) out += "<div class=\"why\">" + escape(why["need"].get<std::string>()) + "</div>";
  for (const auto& [key, title] : {std::pair<const char*, const char*>{"have", "where its layout comes from"},
                                   std::pair<const char*, const char*>{"want", "why the op needs the other"},
                                   std::pair<const char*, const char*>{"live_at_peak", "live at the peak"}}) {
    if (!why.contains(key) || !why[key].is_array() || why[key].empty()) continue;
    out += fmt::format("<div class=\"why\">{}:</div><ol class=\"chain\">", title);
    for (const auto& link : why[key]) {
      const std::string at = place_text(link.value("python", nlohmann::json()),
                                        link.contains("line") && link["line"].is_number() ? link["line"].get<int>() : 0);
      out += "<li>" + escape(string_of(link, "text")) +
             (at.empty() ? "" : " <span class=\"muted\">[" + escape(at) + "]</span>") + "</li>";
    }
    out += "</ol>";
  }
  return out;
}

// A finding's fix (cli/fix_report.h, as --json gives it under "fix"): the change in JAX's words
// and what the re-check of the changed program saves; or that none was found, and why.
std::string fix_html(const nlohmann::json& fix) {
  if (!fix.is_object()) return "";
  if (!fix.value("found", false))
    return "<div class=\"fix none\">no fix found: " + escape(string_of(fix, "why_none")) + "</div>";
  const nlohmann::json change = fix.value("change", nlohmann::json::object());
  return fmt::format("<div class=\"fix\" data-effect=\"{}\">fix: <code>{}</code> <span class=\"muted\">(was {}; {} "
                     "it, re-checked)</span><div class=\"savings\">{}</div></div>",
                     escape(string_of(fix, "effect")), escape(string_of(change, "text")),
                     escape(string_of(change, "before")), escape(string_of(fix, "effect")),
                     escape(string_of(fix, "savings")));
}

std::string card(const std::string& label, const std::string& figure, const std::string& note) {
  return fmt::format("<div class=\"card\"><div class=\"label\">{}</div><div class=\"figure\">{}</div>"
                     "<div class=\"note\">{}</div></div>\n",
                     label, figure, note);
}

std::string header(const nlohmann::json& r) {
  const bool sound = r.value("sound", false);
  const size_t errors = r.value("errors", nlohmann::json::array()).size();
  const size_t warnings = r.value("warnings", nlohmann::json::array()).size();
  std::string machine = r.contains("target") && r["target"].is_string()
                            ? fmt::format("target {} ({})", string_of(r, "target"), string_of(r, "compiler"))
                            : fmt::format("topology {}", string_of(r, "topology"));
  return fmt::format("<header><h1>shardproof check</h1><p class=\"program mono\">{}</p>"
                     "<p>mesh <code>{}</code> ({} devices), {}</p>"
                     "<p><span id=\"verdict\" class=\"verdict {}\">{}</span> {} error{}, {} warning{}</p></header>\n",
                     escape(string_of(r, "program")), escape(string_of(r, "mesh")), int_of(r, "devices"), escape(machine),
                     sound ? "sound" : "not-sound", sound ? "sound" : "NOT SOUND", errors, errors == 1 ? "" : "s",
                     warnings, warnings == 1 ? "" : "s");
}

std::string summary(const nlohmann::json& r) {
  const int64_t peak = int_of(r, "peak_memory_bytes");
  const std::string peak_where = place_text(r.value("peak_python", nlohmann::json()), static_cast<int>(int_of(r, "peak_line")));
  std::string budget = "no budget given";
  if (r.contains("memory_budget_bytes") && r["memory_budget_bytes"].is_number()) {
    const bool fits = r.value("fits", true);
    budget = fmt::format("budget {}: <span class=\"{}\">{}</span>", escape(bytes_text(r.value("memory_budget_bytes", nlohmann::json()))),
                         fits ? "fits" : "exceeded", fits ? "fits" : "exceeded");
  }
  std::string out = "<section id=\"summary\">\n";
  out += card("peak memory per device",
              fmt::format("<span id=\"peak-bytes\" data-bytes=\"{}\">{}</span>", peak, escape(human_bytes(peak))),
              fmt::format("{}<br/>at {}", budget, escape(peak_where.empty() ? "the return" : peak_where)));
  out += card("held throughout",
              escape(human_bytes(int_of(r, "parameter_bytes") + int_of(r, "output_bytes") - int_of(r, "aliased_output_bytes"))),
              fmt::format("parameters {}, outputs {}{}", escape(bytes_text(r.value("parameter_bytes", nlohmann::json()))),
                          escape(bytes_text(r.value("output_bytes", nlohmann::json()))),
                          int_of(r, "aliased_output_bytes") > 0
                              ? fmt::format(" ({} in donated arguments)", escape(bytes_text(r.value("aliased_output_bytes", nlohmann::json()))))
                              : ""));
  out += card("modeled step time", escape(time_text(r.value("step_time_s", nlohmann::json(0.0)))),
              fmt::format("compute {}, communication {}", escape(time_text(r.value("compute_time_s", nlohmann::json(0.0)))),
                          escape(time_text(r.value("collective_time_s", nlohmann::json(0.0))))));
  const size_t collectives = r.value("collectives", nlohmann::json::array()).size();
  const size_t combined = r.value("collectives_combined", nlohmann::json::array()).size();
  out += card("collectives", std::to_string(collectives),
              combined < collectives ? fmt::format("{} after {}'s combiners", combined, escape(string_of(r, "compiler")))
                                     : "as issued");
  const int64_t redistributions = int_of(r, "redistributions"), proved = int_of(r, "redistributions_proved");
  out += card("redistributions proved", fmt::format("{} of {}", proved, redistributions),
              redistributions == proved ? "every inserted redistribution proved with Z3"
                                        : "<span class=\"exceeded\">some not proved: see the findings</span>");
  std::string loops;
  for (const auto& loop : r.value("loops", nlohmann::json::array()))
    loops += fmt::format("{}at {}: {}", loops.empty() ? "" : "<br/>",
                         escape(place_text(loop.value("python", nlohmann::json()), static_cast<int>(int_of(loop, "line")))),
                         loop.value("trip_count", nlohmann::json()).is_number() ? fmt::format("{} iterations", int_of(loop, "trip_count"))
                                                        : std::string("no static trip count"));
  out += card("compute per device", fmt::format("{:.3f} GFLOP", r.value("flops", 0.0) / 1e9),
              loops.empty() ? "no loops" : "loops " + loops);
  return out + "</section>\n";
}

std::string memory_section(const nlohmann::json& r) {
  std::string out = "<section id=\"memory\"><h2>Memory per device over the program</h2>\n";
  out += html::memory_chart(r);
  out += "<p class=\"legend\"><span><span class=\"swatch\" style=\"background:#cbd5e0\"></span>parameters and outputs "
         "(held for the whole step)</span><span><span class=\"swatch\" style=\"background:#bee3f8\"></span>temporaries"
         "</span><span><span class=\"swatch\" style=\"background:#c53030\"></span>peak</span></p>\n";
  if (const int64_t vmem = int_of(r, "vmem_peak_bytes"); vmem > 0)
    out += fmt::format("<p class=\"muted\">On-chip: temporaries of up to {} in VMEM, not in this figure, which is "
                       "HBM's.</p>\n",
                       escape(human_bytes(vmem)));
  const nlohmann::json none = nlohmann::json::array();
  const nlohmann::json& items =
      r.contains("memory") && r["memory"].contains("at_peak") ? r["memory"]["at_peak"] : none;
  out += "<h3>Live at the peak</h3>\n<table id=\"peak-values\"><thead><tr><th>kind</th><th>value</th>"
         "<th>bytes</th><th>made at</th></tr></thead><tbody>\n";
  // The largest first within each kind (as --json lists them); the rest summed in one row so
  // that the table still adds up to the peak.
  constexpr size_t kShown = 60;
  int64_t rest = 0;
  size_t rest_count = 0;
  for (size_t i = 0; i < items.size(); ++i) {
    const auto& v = items[i];
    if (i >= kShown) {
      rest += int_of(v, "bytes");
      ++rest_count;
      continue;
    }
    const std::string op = string_of(v, "op");
    std::string made = "<td class=\"where\"></td>";
    if (!op.empty()) {
      made = where_cell(v);
      made.insert(made.find('>') + 1, "<code>" + escape(op) + "</code> ");
    }
    out += fmt::format("<tr class=\"live-value\" data-kind=\"{}\" data-bytes=\"{}\"><td>{}</td><td><code>{}</code></td>"
                       "<td class=\"num\">{}</td>{}</tr>\n",
                       escape(string_of(v, "kind")), int_of(v, "bytes"), escape(string_of(v, "kind")),
                       escape(string_of(v, "value")), escape(human_bytes(int_of(v, "bytes"))), made);
  }
  if (rest_count)
    out += fmt::format("<tr class=\"live-value\" data-kind=\"more\" data-bytes=\"{}\"><td colspan=\"2\" class=\"muted\">"
                       "and {} more (in --json)</td><td class=\"num\">{}</td><td></td></tr>\n",
                       rest, rest_count, escape(human_bytes(rest)));
  return out + "</tbody></table></section>\n";
}

std::string collectives_section(const nlohmann::json& r) {
  std::string out = "<section id=\"communication\"><h2>Collectives by source line</h2>\n";
  const nlohmann::json collectives = r.value("collectives", nlohmann::json::array());
  if (collectives.empty()) return out + "<p>None: the program moves no data between devices.</p></section>\n";
  out += html::collective_timeline(r);
  out += "<p class=\"legend\">";
  for (const char* kind : {"all_gather", "all_reduce", "reduce_scatter", "all_to_all", "collective_permute", "exchange"})
    out += fmt::format("<span><span class=\"swatch\" style=\"background:{}\"></span>{}</span>", html::kind_colour(kind), kind);
  out += "</p>\n<table id=\"collectives\"><thead><tr><th>collective</th><th>axes</th><th>value</th><th>received</th>"
         "<th>time</th><th>runs</th><th>where</th></tr></thead><tbody>\n";
  for (const auto& c : collectives) {
    const std::string kind = string_of(c, "kind");
    std::string axes;
    for (const auto& a : c.value("axes", nlohmann::json::array())) axes += (axes.empty() ? "" : ",") + a.get<std::string>();
    const std::string reducer = string_of(c, "reducer");
    out += fmt::format("<tr class=\"collective\" data-line=\"{}\" data-kind=\"{}\"><td class=\"kind\"><span class=\"swatch\" "
                       "style=\"background:{}\"></span>{}{}</td><td><code>{{{}}}</code></td><td><code>{}</code></td>"
                       "<td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td>{}</tr>\n",
                       int_of(c, "line"), escape(kind), html::kind_colour(kind), escape(kind),
                       (kind == "all_reduce" || kind == "reduce_scatter") && !reducer.empty() && reducer != "add"
                           ? " (" + escape(reducer) + ")" : "",
                       escape(axes), escape(string_of(c, "value")), escape(bytes_text(c.value("bytes", nlohmann::json()))),
                       escape(time_text(c.value("time_s", nlohmann::json(0.0)))), int_of(c, "repeat"),
                       where_cell(c));
  }
  return out + "</tbody></table></section>\n";
}

std::string findings_section(const nlohmann::json& r) {
  std::string out = "<section id=\"findings-section\"><h2>Findings</h2>\n<table id=\"findings\"><thead><tr>"
                    "<th>kind</th><th>where</th><th>what and why</th></tr></thead><tbody>\n";
  size_t rows = 0;
  for (const char* severity : {"errors", "warnings"})
    for (const auto& d : r.value(severity, nlohmann::json::array())) {
      const std::string kind = std::string(severity) == "errors" ? "error" : "warning";
      out += fmt::format("<tr class=\"finding {0}\" data-line=\"{1}\"><td><span class=\"badge {0}\">{0}</span></td>{2}"
                         "<td>{3}{4}</td></tr>\n",
                         kind, int_of(d, "line"), where_cell(d), escape(string_of(d, "message")),
                         why_html(d.value("why", nlohmann::json())) + fix_html(d.value("fix", nlohmann::json())));
      ++rows;
    }
  // Every inserted redistribution: which op needs the value in which layout, the layout it is
  // in, the plan between them and what Z3 said of it.
  std::map<int64_t, nlohmann::json> explanations;  // by redistribution index, where --json has them
  for (const auto& e : r.value("explanations", nlohmann::json::array())) explanations[int_of(e, "redistribution")] = e;
  for (const auto& p : r.value("proofs", nlohmann::json::array())) {
    std::string steps;
    for (const auto& s : p.value("steps", nlohmann::json::array()))
      steps += (steps.empty() ? "" : " &#8594; ") + escape(s.get<std::string>());
    const std::string verdict = string_of(p, "verdict");
    const int64_t repeat = int_of(p, "repeat");
    out += fmt::format(
        "<tr class=\"finding redistribution\" data-line=\"{}\" data-verdict=\"{}\"><td><span class=\"badge "
        "redistribution\">redistribution</span></td>{}<td><code>{}</code> for {}: from <code>{}</code> to "
        "<code>{}</code> by <code>{}</code>; {} received per device, {}{}. Proof: <span class=\"badge {}\">{}</span>"
        "{}{}</td></tr>\n",
        int_of(p, "line"), escape(verdict), where_cell(p), escape(string_of(p, "value")), escape(string_of(p, "reason")),
        escape(string_of(p, "from")), escape(string_of(p, "to")), steps.empty() ? "no step" : steps,
        escape(bytes_text(p.value("received_bytes", nlohmann::json()))), escape(time_text(p.value("time_s", nlohmann::json(0.0)))),
        repeat > 1 ? fmt::format(", {} runs per step", repeat) : "", verdict == "proved" ? "proved" : escape(verdict),
        escape(verdict), string_of(p, "detail").empty() ? "" : " " + escape(string_of(p, "detail")),
        explanations.count(int_of(p, "redistribution")) ? why_html(explanations[int_of(p, "redistribution")]) : "");
    ++rows;
  }
  if (rows == 0) out += "<tr><td colspan=\"3\">Nothing to report: no conflict, no redistribution.</td></tr>\n";
  return out + "</tbody></table></section>\n";
}

}  // namespace

std::string check_report_html(const nlohmann::json& report) {
  std::string page = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"/>";
  page += fmt::format("<title>shardproof check: {}</title>", escape(string_of(report, "program")));
  page += "<style>" + std::string(kStyle) + "</style></head>\n<body>\n";
  page += header(report);
  page += summary(report);
  page += memory_section(report);
  page += collectives_section(report);
  page += findings_section(report);
  page += "<footer>Written by <code>shardproof check --html</code> from the report <code>--json</code> prints; "
          "memory and times are the cost model's, per device.</footer>\n</body></html>\n";
  return page;
}

void check_html_path(const std::string& path) {
  namespace fs = std::filesystem;
  if (path.empty()) throw BadInput("--html: error: needs a file name (e.g. --html report.html)");
  std::error_code ignored;
  if (fs::is_directory(path, ignored))
    throw BadInput(fmt::format("--html: error: '{}' is a directory; name the page's file (e.g. {}/report.html)", path,
                               fs::path(path).string()));
  const fs::path folder = fs::path(path).parent_path();
  if (!folder.empty() && !fs::is_directory(folder, ignored))
    throw BadInput(fmt::format("--html: error: cannot write '{}': no folder '{}'", path, folder.string()));
}

void write_check_html(const std::string& path, const nlohmann::json& report) {
  write_output_file("--html", path, check_report_html(report));
}

}  // namespace shardproof::cli
