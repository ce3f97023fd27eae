// `shardproof check --html` (cli/html_report.h) on real JAX exports: the page is well-formed
// XML (parsed with expat), holds exactly what the --json of the same run says (the peak, the
// items live at the peak summing to it, every collective, every finding and every
// redistribution with its verdict, the user's Python lines where the program has them), bad
// paths are bad input naming --html with nothing written, and Debian's headless Chromium
// renders it: its DOM has the chart and the findings table, and its screenshot is a PNG of
// the size asked for that is not blank (decoded with libpng).
#include <expat.h>
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <png.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace {

namespace fs = std::filesystem;

const std::string kBinary = SHARDPROOF_BINARY;
const std::string kSource = SHARDPROOF_SOURCE_DIR;

// A program exported with `as_text(debug_info=True)` (bench/models/export_locations.py) and
// one without locations.
const std::string kWithLocations = kSource + "/tests/data/python_locations/two_layer_mistake.shardy.mlir";
const std::string kWithoutLocations = kSource + "/examples/models/mlp_train_2d.shardy.mlir";

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string quoted(const std::string& s) {
  std::string out = "'";
  for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

struct Result {
  int code = -1;
  std::string out, err;
};

// Runs a command line through the shell, its stdout and stderr to files in `dir`.
Result run(const std::string& command, const fs::path& dir) {
  const fs::path out = dir / "stdout", err = dir / "stderr";
  const int status = std::system(fmt::format("{} >{} 2>{}", command, quoted(out.string()), quoted(err.string())).c_str());
  Result r;
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.out = read_file(out);
  r.err = read_file(err);
  return r;
}

class TempDir {
 public:
  TempDir() {
    std::string pattern = (fs::temp_directory_path() / "html_report_test.XXXXXX").string();
    path_ = ::mkdtemp(pattern.data());
  }
  ~TempDir() {
    std::error_code ignored;
    fs::remove_all(path_, ignored);
  }
  const fs::path& path() const { return path_; }

 private:
  fs::path path_;
};

// The page as a tree, from expat: an element's name, attributes, text and children.
struct Node {
  std::string name;
  std::map<std::string, std::string> attributes;
  std::string text;  // all the text inside it, its children's included
  std::vector<std::unique_ptr<Node>> children;
  Node* parent = nullptr;

  bool has_class(const std::string& c) const {
    auto it = attributes.find("class");
    if (it == attributes.end()) return false;
    std::istringstream words(it->second);
    for (std::string w; words >> w;)
      if (w == c) return true;
    return false;
  }
  std::string attribute(const std::string& key) const {
    auto it = attributes.find(key);
    return it == attributes.end() ? "" : it->second;
  }
  void collect(const std::function<bool(const Node&)>& pick, std::vector<const Node*>& out) const {
    if (pick(*this)) out.push_back(this);
    for (const auto& c : children) c->collect(pick, out);
  }
  std::vector<const Node*> all(const std::function<bool(const Node&)>& pick) const {
    std::vector<const Node*> out;
    collect(pick, out);
    return out;
  }
  const Node* by_id(const std::string& id) const {
    auto found = all([&](const Node& n) { return n.attribute("id") == id; });
    return found.size() == 1 ? found[0] : nullptr;
  }
};

struct Parsed {
  std::unique_ptr<Node> root;
  std::string error;  // "" when well-formed
};

Parsed parse_page(const std::string& page) {
  Parsed parsed;
  parsed.root = std::make_unique<Node>();
  Node* current = parsed.root.get();
  XML_Parser parser = XML_ParserCreate("UTF-8");
  XML_SetUserData(parser, &current);
  XML_SetElementHandler(
      parser,
      [](void* data, const XML_Char* name, const XML_Char** attributes) {
        Node*& at = *static_cast<Node**>(data);
        auto child = std::make_unique<Node>();
        child->name = name;
        child->parent = at;
        for (int i = 0; attributes[i]; i += 2) child->attributes[attributes[i]] = attributes[i + 1];
        at->children.push_back(std::move(child));
        at = at->children.back().get();
      },
      [](void* data, const XML_Char*) {
        Node*& at = *static_cast<Node**>(data);
        at = at->parent;
      });
  XML_SetCharacterDataHandler(parser, [](void* data, const XML_Char* text, int length) {
    for (Node* n = *static_cast<Node**>(data); n; n = n->parent) n->text.append(text, static_cast<size_t>(length));
  });
  if (XML_Parse(parser, page.data(), static_cast<int>(page.size()), 1) == XML_STATUS_ERROR)
    parsed.error = fmt::format("line {}: {}", XML_GetCurrentLineNumber(parser), XML_ErrorString(XML_GetErrorCode(parser)));
  XML_ParserFree(parser);
  return parsed;
}

struct Checked {
  int code = -1;
  nlohmann::json json;
  std::string page;
  Parsed parsed;
};

// `check PROGRAM --json --html page.html FLAGS`: the JSON and the page of one run.
Checked check(const TempDir& dir, const std::string& program, const std::string& flags = "") {
  const fs::path page = dir.path() / "page.html";
  Result r = run(fmt::format("{} check {} --json --html {} {}", quoted(kBinary), quoted(program), quoted(page.string()), flags),
              dir.path());
  Checked c;
  c.code = r.code;
  EXPECT_TRUE(r.code == 0 || r.code == 1) << r.err;
  c.json = nlohmann::json::parse(r.out);
  c.page = read_file(page);
  c.parsed = parse_page(c.page);
  return c;
}

int64_t sum_bytes(const std::vector<const Node*>& rows) {
  int64_t sum = 0;
  for (const Node* r : rows) sum += std::stoll(r->attribute("data-bytes"));
  return sum;
}

std::vector<const Node*> rows_with_class(const Node* table, const std::string& c) {
  return table ? table->all([&](const Node& n) { return n.name == "tr" && n.has_class(c); }) : std::vector<const Node*>{};
}

// What every page must agree with its JSON on, whatever the program.
void expect_page_matches_json(const Checked& c) {
  ASSERT_EQ(c.parsed.error, "") << "the page is not well-formed";
  const Node& page = *c.parsed.root;
  const auto& j = c.json;
  // The peak, in the summary and as the sum of the items live at it (the table's last row
  // sums the ones not shown one by one).
  const Node* peak = page.by_id("peak-bytes");
  ASSERT_NE(peak, nullptr);
  EXPECT_EQ(std::stoll(peak->attribute("data-bytes")), j["peak_memory_bytes"].get<int64_t>());
  const auto live = rows_with_class(page.by_id("peak-values"), "live-value");
  ASSERT_FALSE(live.empty());
  EXPECT_EQ(sum_bytes(live), j["peak_memory_bytes"].get<int64_t>());
  int64_t json_sum = 0;
  for (const auto& v : j["memory"]["at_peak"]) json_sum += v["bytes"].get<int64_t>();
  EXPECT_EQ(json_sum, j["peak_memory_bytes"].get<int64_t>());
  // The chart: an SVG with the peak marked; the timeline never above the peak, and at the
  // peak's step exactly the peak less the best-fit heap's gaps (on XLA GPU).
  const Node* chart = page.by_id("memory-chart");
  ASSERT_NE(chart, nullptr);
  EXPECT_EQ(chart->name, "svg");
  EXPECT_NE(chart->by_id("peak-marker"), nullptr);
  int64_t at_peak_step = -1, highest = 0, gaps = 0;
  for (const auto& p : j["memory"]["timeline"]) {
    highest = std::max(highest, p["bytes"].get<int64_t>());
    if (p["step"].get<int>() <= j["memory"]["peak_step"].get<int>()) at_peak_step = p["bytes"].get<int64_t>();
  }
  for (const auto& v : j["memory"]["at_peak"])
    if (v["kind"] == "heap gaps") gaps += v["bytes"].get<int64_t>();
  EXPECT_LE(highest, j["peak_memory_bytes"].get<int64_t>());
  EXPECT_EQ(at_peak_step + gaps, j["peak_memory_bytes"].get<int64_t>());
  // Every collective, by line and kind.
  std::multiset<std::pair<int, std::string>> want, got;
  for (const auto& col : j["collectives"]) want.insert({col["line"].get<int>(), col["kind"].get<std::string>()});
  for (const Node* row : rows_with_class(page.by_id("collectives"), "collective"))
    got.insert({std::stoi(row->attribute("data-line")), row->attribute("data-kind")});
  EXPECT_EQ(got, want);
  if (!j["collectives"].empty()) {
    EXPECT_NE(page.by_id("collective-timeline"), nullptr);
  }
  // Every finding with its message, every redistribution with its verdict.
  const Node* findings = page.by_id("findings");
  ASSERT_NE(findings, nullptr);
  for (const char* kind : {"error", "warning"}) {
    const auto rows = rows_with_class(findings, kind);
    const auto& listed = j[std::string(kind) + "s"];
    ASSERT_EQ(rows.size(), listed.size()) << kind;
    for (size_t i = 0; i < rows.size(); ++i) {
      EXPECT_NE(rows[i]->text.find(listed[i]["message"].get<std::string>()), std::string::npos) << rows[i]->text;
      EXPECT_EQ(std::stoi(rows[i]->attribute("data-line")), listed[i]["line"].get<int>());
      // Its why, where --json has one: what the op needs and every link of both chains.
      const auto& why = listed[i].value("why", nlohmann::json());
      if (!why.is_object()) continue;
      if (why.contains("need")) {
        EXPECT_NE(rows[i]->text.find(why["need"].get<std::string>()), std::string::npos);
      }
      for (const char* chain : {"have", "want"})
        for (const auto& link : why.value(chain, nlohmann::json::array()))
          EXPECT_NE(rows[i]->text.find(link["text"].get<std::string>()), std::string::npos) << link["text"];
    }
  }
  const auto plans = rows_with_class(findings, "redistribution");
  ASSERT_EQ(static_cast<int>(plans.size()), j["redistributions"].get<int>());
  ASSERT_EQ(plans.size(), j["proofs"].size());
  int proved = 0;
  for (size_t i = 0; i < plans.size(); ++i) {
    EXPECT_EQ(plans[i]->attribute("data-verdict"), j["proofs"][i]["verdict"].get<std::string>());
    proved += plans[i]->attribute("data-verdict") == "proved";
    EXPECT_NE(plans[i]->text.find(j["proofs"][i]["value"].get<std::string>()), std::string::npos);
    // The plan's why (--json's explanations, by redistribution index), where there is one.
    for (const auto& e : j.value("explanations", nlohmann::json::array()))
      if (e["redistribution"] == j["proofs"][i]["redistribution"]) {
        EXPECT_NE(plans[i]->text.find(e["need"].get<std::string>()), std::string::npos) << plans[i]->text;
      }
  }
  EXPECT_EQ(proved, j["redistributions_proved"].get<int>());
}

TEST(HtmlReport, HoldsWhatTheJsonSaysAtThePythonLines) {
  TempDir dir;
  const Checked c = check(dir, kWithLocations);
  ASSERT_EQ(c.code, 0);
  expect_page_matches_json(c);
  const Node& page = *c.parsed.root;
  // The program was exported with its locations: every finding's place names the Python
  // file:line:col, and so do the collectives' rows on the time line and the peak.
  const auto& j = c.json;
  const auto python_where = [](const nlohmann::json& p) {
    return fmt::format("{}:{}:{}", p["file"].get<std::string>(), p["line"].get<int>(), p["column"].get<int>());
  };
  const auto warnings = rows_with_class(page.by_id("findings"), "warning");
  ASSERT_GE(warnings.size(), 5u);
  for (size_t i = 0; i < warnings.size(); ++i)
    EXPECT_NE(warnings[i]->text.find(python_where(j["warnings"][i]["python"])), std::string::npos) << warnings[i]->text;
  const Node* timeline = page.by_id("collective-timeline");
  ASSERT_NE(timeline, nullptr);
  EXPECT_NE(timeline->text.find("export_locations.py:40:15"), std::string::npos);
  EXPECT_NE(page.by_id("summary")->text.find(python_where(j["peak_python"])), std::string::npos);
  // Every redistribution there has its why on the page (asserted line by line above).
  EXPECT_EQ(j["explanations"].size(), j["proofs"].size());
  // The arguments by the names JAX gives them.
  EXPECT_NE(page.by_id("peak-values")->text.find("params['w1']"), std::string::npos);
  EXPECT_EQ(c.page.find("%arg"), std::string::npos);
}

TEST(HtmlReport, WithoutLocationsAtMlirLinesAndOverBudget) {
  TempDir dir;
  // Over the budget: exit 1, and the page says so (the report of a failing program is the
  // one a user needs).
  const Checked c = check(dir, kWithoutLocations, "--memory-budget 1KiB");
  ASSERT_EQ(c.code, 1);
  expect_page_matches_json(c);
  const Node& page = *c.parsed.root;
  EXPECT_EQ(page.by_id("verdict")->text, "NOT SOUND");
  EXPECT_NE(page.by_id("summary")->text.find("exceeded"), std::string::npos);
  const auto errors = rows_with_class(page.by_id("findings"), "error");
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0]->text.find(fmt::format("line {}", c.json["errors"][0]["line"].get<int>())), std::string::npos);
  EXPECT_EQ(c.page.find(".py:"), std::string::npos);
}

// Each finding's fix (issue 43) on the page as the JSON has it: the change in JAX's words and
// what it saves; a budget overrun lists what is live at the peak.
TEST(HtmlReport, ShowsEachFindingsFix) {
  TempDir dir;
  const Checked c = check(dir, std::string(SHARDPROOF_SOURCE_DIR) + "/tests/data/fixes/budget.mistake.mlir",
                          "--memory-budget 24MiB");
  ASSERT_EQ(c.code, 1);
  expect_page_matches_json(c);
  const Node& page = *c.parsed.root;
  const auto errors = rows_with_class(page.by_id("findings"), "error");
  ASSERT_EQ(errors.size(), 1u);
  const auto& fix = c.json["errors"][0]["fix"];
  ASSERT_TRUE(fix["found"].get<bool>());
  const auto shown = errors[0]->all([](const Node& n) { return n.name == "div" && n.has_class("fix"); });
  ASSERT_EQ(shown.size(), 1u);
  EXPECT_NE(shown[0]->text.find(fix["change"]["text"].get<std::string>()), std::string::npos) << shown[0]->text;
  EXPECT_NE(shown[0]->text.find(fix["savings"].get<std::string>()), std::string::npos) << shown[0]->text;
  EXPECT_NE(errors[0]->text.find("live at the peak"), std::string::npos);
  EXPECT_NE(errors[0]->text.find("params['w1'] (parameter) holds 16.0 MiB at the peak"), std::string::npos);
}

// The same page on the targets whose memory has parts no buffer holds: XLA GPU's best-fit
// heap gaps (rule 15; mlp_train_tp's 1 MiB, which XLA's own heap leaves too) and a TPU's sync
// flags (rule 14).
TEST(HtmlReport, AddsUpOnGpuAndTpuTargets) {
  TempDir dir;
  struct Case {
    const char* target;
    const char* part;
    std::string program;
  };
  for (const Case& t : {Case{"h100x8", "heap gaps", kSource + "/examples/models/mlp_train_tp.shardy.mlir"},
                        Case{"tpu-v5e:2x4", "sync flags",
                             kSource + "/tests/data/python_locations/zoo/mlp_train_2d.shardy.mlir"}}) {
    const char* target = t.target;
    const char* part = t.part;
    SCOPED_TRACE(target);
    const Checked c = check(dir, t.program, fmt::format("--target {}", target));
    expect_page_matches_json(c);
    const auto rows = rows_with_class(c.parsed.root->by_id("peak-values"), "live-value");
    EXPECT_TRUE(std::any_of(rows.begin(), rows.end(), [&](const Node* r) {
      return r->attribute("data-kind") == part && std::stoll(r->attribute("data-bytes")) > 0;
    })) << part;
  }
}

TEST(HtmlReport, BadPathsAreBadInputAndWriteNothing) {
  TempDir dir;
  const fs::path missing = dir.path() / "no_such_folder" / "page.html";
  for (const std::string& flag : {quoted(missing.string()), quoted(dir.path().string()), std::string("''")}) {
    SCOPED_TRACE(flag);
    Result r = run(fmt::format("{} check {} --html {}", quoted(kBinary), quoted(kWithLocations), flag), dir.path());
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.err.find("--html: error:"), std::string::npos) << r.err;
    EXPECT_EQ(r.out, "");
  }
  // A program that cannot be read: exit 2 and no page (nor a temporary) beside where it would go.
  const fs::path page = dir.path() / "page.html";
  Result r = run(fmt::format("{} check {} --html {}", quoted(kBinary), quoted((dir.path() / "missing.mlir").string()),
                          quoted(page.string())),
              dir.path());
  EXPECT_EQ(r.code, 2);
  for (const auto& entry : fs::directory_iterator(dir.path()))
    EXPECT_TRUE(entry.path().filename() == "stdout" || entry.path().filename() == "stderr") << entry.path();
  // Without --json the text report is printed as ever, and the page written.
  r = run(fmt::format("{} check {} --html {}", quoted(kBinary), quoted(kWithLocations), quoted(page.string())), dir.path());
  EXPECT_EQ(r.code, 0);
  EXPECT_NE(r.out.find("sound: 0 errors"), std::string::npos) << r.out;
  EXPECT_EQ(parse_page(read_file(page)).error, "");
}

// Debian's chromium, where it is installed (scripts/install-deps.sh lists it).
std::string find_chromium() {
  for (const char* name : {"chromium", "chromium-browser", "google-chrome"}) {
    const char* path = std::getenv("PATH");
    std::istringstream dirs(path ? path : "");
    for (std::string d; std::getline(dirs, d, ':');)
      if (!d.empty() && ::access((fs::path(d) / name).c_str(), X_OK) == 0) return (fs::path(d) / name).string();
  }
  return "";
}

struct Png {
  uint32_t width = 0, height = 0;
  std::vector<uint32_t> pixels;  // RGBA
  std::string error;
};

Png read_png(const fs::path& path) {
  Png png;
  png_image image{};
  image.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_file(&image, path.c_str())) {
    png.error = image.message;
    return png;
  }
  image.format = PNG_FORMAT_RGBA;
  png.width = image.width;
  png.height = image.height;
  png.pixels.resize(static_cast<size_t>(image.width) * image.height);
  if (!png_image_finish_read(&image, nullptr, png.pixels.data(), 0, nullptr)) png.error = image.message;
  png_image_free(&image);
  return png;
}

TEST(HtmlReport, RendersInHeadlessChromium) {
  const std::string chromium = find_chromium();
  if (chromium.empty())
    GTEST_SKIP() << "no chromium binary on PATH: `apt-get install chromium` (scripts/install-deps.sh) to open the "
                    "report in a real browser";
  TempDir dir;
  const Checked c = check(dir, kWithLocations);
  ASSERT_EQ(c.parsed.error, "");
  const fs::path page = dir.path() / "page.html";
  const std::string browser = fmt::format("timeout 120 {} --headless --disable-gpu --no-sandbox --hide-scrollbars "
                                          "--no-first-run --user-data-dir={}",
                                          quoted(chromium), quoted((dir.path() / "profile").string()));
  // The DOM as Chromium built it: the chart, the time line and the findings table, with a row
  // for every finding of the JSON.
  Result r = run(fmt::format("{} --dump-dom {}", browser, quoted("file://" + page.string())), dir.path());
  ASSERT_EQ(r.code, 0) << r.err;
  for (const char* part : {"<svg id=\"memory-chart\"", "<svg id=\"collective-timeline\"", "<table id=\"findings\"",
                           "id=\"peak-marker\""})
    EXPECT_NE(r.out.find(part), std::string::npos) << part;
  size_t rows = 0;
  for (size_t at = 0; (at = r.out.find("<tr class=\"finding ", at)) != std::string::npos; ++at) ++rows;
  EXPECT_EQ(rows, c.json["warnings"].size() + c.json["errors"].size() + c.json["proofs"].size());
  // A screenshot of the size asked for, with a picture on it: many colours, and a good part
  // of it not the white of the background.
  const fs::path shot = dir.path() / "shot.png";
  r = run(fmt::format("{} --window-size=1000,1400 --screenshot={} {}", browser, quoted(shot.string()),
                      quoted("file://" + page.string())),
          dir.path());
  ASSERT_EQ(r.code, 0) << r.err;
  const Png png = read_png(shot);
  ASSERT_EQ(png.error, "");
  EXPECT_EQ(png.width, 1000u);
  EXPECT_EQ(png.height, 1400u);
  std::set<uint32_t> colours(png.pixels.begin(), png.pixels.end());
  size_t ink = 0;
  for (uint32_t p : png.pixels) ink += (p & 0xFFFFFFu) != 0xFFFFFFu;
  EXPECT_GE(colours.size(), 32u);
  EXPECT_GT(static_cast<double>(ink) / static_cast<double>(png.pixels.size()), 0.05);
}

}  // namespace
