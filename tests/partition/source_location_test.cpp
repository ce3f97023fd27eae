// The user's locations (issue 43): MLIR's `loc(...)` as JAX prints it with
// `as_text(debug_info=True)`, resolved to the Python file:line:col, the frame's function and the
// JAX name stack (partition/ir/source_location.h); and, over every real export in the repository
// that carries locations, every finding of `check` at a Python line.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "partition/check/check.h"
#include "partition/ir/parse_error.h"
#include "partition/ir/source_location.h"
#include "partition/ir/stablehlo_reader.h"
#include "partition/ir/stablehlo_writer.h"

namespace shardproof::partition {
namespace {

namespace fs = std::filesystem;
const fs::path kRoot = fs::path(SHARDPROOF_SOURCE_DIR);
const fs::path kData = kRoot / "tests" / "data" / "python_locations";
const std::string kScript = "/work/main/bench/models/export_locations.py";  // as the fixtures name it

// The alias lines of tests/data/python_locations/two_layer_mistake.shardy.mlir that reach the
// second layer's dot_general (its MLIR line 13, `loc(#loc49)`), as JAX printed them.
const std::string kAliases =
    "#loc6 = loc(\"/work/main/bench/models/export_locations.py\":44:29 to :40)\n"
    "#loc12 = loc(\"/work/main/bench/models/export_locations.py\":40:15 to :31)\n"
    "#loc17 = loc(\"two_layer_mistake.<locals>.step.<locals>.loss\"(#loc6))\n"
    "#loc23 = loc(\"two_layer_mistake.<locals>.block\"(#loc12))\n"
    "#loc29 = loc(unknown)\n"
    "#loc31 = loc(callsite(#loc17 at #loc29))\n"
    "#loc37 = loc(callsite(#loc23 at #loc31))\n"
    "#loc49 = loc(\"jit(step)/jvp()/dot_general\"(#loc37))\n";

// Resolves the location written after `text` (a view into the whole text, so that aliases
// and positions are found).
SourceLocation resolve(const std::string& text, const std::string& inner) {
  const std::string whole = text + "%0 = op loc(" + inner + ")\n";
  LocationResolver resolver(whole, "t.mlir");
  const size_t at = whole.find("loc(" + inner + ")\n");
  return resolver.resolve(std::string_view(whole).substr(at + 4, inner.size()));
}

std::string error_of(const std::string& text, const std::string& inner) {
  try {
    resolve(text, inner);
  } catch (const ParseError& e) {
    return e.what();
  }
  return "no error";
}

TEST(LocationParser, NameStackOverCallsitesOfFramesAsJaxPrintsThem) {
  const SourceLocation loc = resolve(kAliases, "#loc49");
  EXPECT_EQ(loc.file, kScript);
  EXPECT_EQ(loc.line, 40);  // the innermost frame: block's `return h @ params["w2"]`
  EXPECT_EQ(loc.column, 15);
  EXPECT_EQ(loc.function, "two_layer_mistake.<locals>.block");
  EXPECT_EQ(loc.name_stack, "jit(step)/jvp()/dot_general");
  EXPECT_EQ(where(loc), kScript + ":40:15");
}

TEST(LocationParser, EachFormAlone) {
  // A file location with a range on one line, and across lines.
  SourceLocation a = resolve("", "\"/m/model.py\":12:14 to :65");
  EXPECT_EQ(where(a), "/m/model.py:12:14");
  EXPECT_TRUE(a.function.empty() && a.name_stack.empty());
  EXPECT_EQ(where(resolve("", "\"/m/model.py\":12:14 to 13:2")), "/m/model.py:12:14");
  EXPECT_EQ(where(resolve("", "\"/m/model.py\":7")), "/m/model.py:7");
  // A name alone (an argument's `loc("params['w1']")`, jax.nn.relu's `loc("max")`).
  a = resolve("", "\"params['w1']\"");
  EXPECT_FALSE(a.has_file());
  EXPECT_EQ(a.name_stack, "params['w1']");
  // unknown: nothing.
  EXPECT_EQ(resolve("", "unknown"), SourceLocation());
  // callsite whose callee has no file: the caller's frame, the callee's name.
  a = resolve("", "callsite(\"max\" at \"f\"(\"/m/a.py\":3:4))");
  EXPECT_EQ(where(a), "/m/a.py:3:4");
  EXPECT_EQ(a.function, "f");
  EXPECT_EQ(a.name_stack, "max");
  // fused, with and without metadata: the first part with a file.
  a = resolve("", "fused[\"jit(f)/add\", \"/m/a.py\":5:1, \"/m/b.py\":6:2]");
  EXPECT_EQ(where(a), "/m/a.py:5:1");
  EXPECT_EQ(a.name_stack, "jit(f)/add");
  a = resolve("", "fused<\"meta<x>\">[unknown, \"g\"(\"/m/c.py\":9:3 to :8)]");
  EXPECT_EQ(where(a), "/m/c.py:9:3");
  EXPECT_EQ(a.function, "g");
  // Escapes in strings: \" and MLIR's hex bytes.
  a = resolve("", "\"/m/we\\\"ird\\41.py\":1:2");
  EXPECT_EQ(a.file, "/m/we\"irdA.py");
  // A file that does not exist is kept as written (never opened).
  EXPECT_EQ(resolve("", "\"/no/such/file.py\":1:1").file, "/no/such/file.py");
}

TEST(LocationParser, MalformedLocationsAreErrorsAtTheirPlace) {
  // Line 2 is `%0 = op loc(...)`: the column is the place inside it.
  EXPECT_EQ(error_of("#loc1 = loc(unknown)\n", "#loc7"), "t.mlir:2:13: error: location #loc7 is used but never defined");
  EXPECT_EQ(error_of("#loc1 = loc(callsite(#loc1 at #loc1))\n", "#loc1"),
            "t.mlir:1:22: error: location #loc1 refers to itself");
  EXPECT_EQ(error_of("", "\"/m/a.py\":x:1"), "t.mlir:1:23: error: expected a line or column number in a location");
  EXPECT_EQ(error_of("", "callsite(unknown)"),
            "t.mlir:1:29: error: expected 'at' in a location but found ')'");
  EXPECT_EQ(error_of("", "bogus"),
            "t.mlir:1:13: error: malformed location: expected a string, #alias, callsite, fused or unknown but found 'b'");
  EXPECT_EQ(error_of("", "unknown unknown"), "t.mlir:1:21: error: unexpected 'u' in a location");
  // An alias chain past any Python stack is an error, not a stack overflow.
  std::string chain = "#loc0 = loc(unknown)\n";
  for (int i = 1; i <= 2000; ++i) chain += fmt::format("#loc{} = loc(\"f\"(#loc{}))\n", i, i - 1);
  EXPECT_NE(error_of(chain, "#loc2000").find("location nested deeper than"), std::string::npos);
}

TEST(LocationParser, ABadLocationInAProgramIsAReadErrorAtItsLine) {
  const std::string text =
      "module @m {\n"
      "  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {\n"
      "    %0 = stablehlo.add %arg0, %arg0 : tensor<4xf32> loc(#loc3)\n"
      "    return %0 : tensor<4xf32>\n"
      "  }\n"
      "}\n"
      "#loc3 = loc(\"/m/a.py\":4:oops)\n";
  ReadOptions options;
  options.file_name = "bad.mlir";
  try {
    read_stablehlo(text, options);
    FAIL() << "read";
  } catch (const ParseError& e) {
    EXPECT_EQ(std::string(e.what()), "bad.mlir:7:25: error: expected a line or column number in a location");
  }
}

TEST(ReaderLocations, OpsArgumentsAndResultsOfARealExport) {
  ReadOptions options;
  const Program p = read_stablehlo_file((kData / "two_layer_mistake.shardy.mlir").string(), options);
  // Arguments by their pytree paths, results by jax.result_info.
  EXPECT_EQ(p.main.argument_info, (std::vector<std::string>{"params['w1']", "params['w2']", "x", "y"}));
  EXPECT_EQ(p.main.result_info, (std::vector<std::string>{"result[0]", "result[1]['w1']", "result[1]['w2']"}));
  // The second layer's dot_general (MLIR line 13) at block's line, as the parser tests say.
  const LocationsByLine by_line(p);
  const SourceLocation* dot = by_line.at(13);
  ASSERT_NE(dot, nullptr);
  EXPECT_EQ(*dot, resolve(kAliases, "#loc49"));
  // Every op has a location, the constants' at the jit's call (`jit(step)`).
  for (const Op& op : p.main.ops) {
    const SourceLocation* loc = p.location_of(op);
    ASSERT_NE(loc, nullptr) << op.line;
    EXPECT_TRUE(loc->has_file()) << op.line;
    EXPECT_TRUE(loc->name_stack.starts_with("jit(step)")) << op.line << " " << loc->name_stack;
  }
  // The return's location is kept for what is found there.
  ASSERT_NE(by_line.at(p.main.return_line), nullptr);
}

TEST(ReaderLocations, AnInlinedOpWithoutAFileIsAtItsCall) {
  // nested_scan: jax.nn.relu's body (a private function inlined twice deep) prints
  // `loc("max")`; its maximum is at the line that calls relu, with its own name.
  for (const char* syntax : {"shardy", "gspmd"}) {
    const Program p = read_stablehlo_file((kData / fmt::format("nested_scan.{}.mlir", syntax)).string());
    const Op* maximum = nullptr;
    std::function<void(const std::vector<Op>&)> find = [&](const std::vector<Op>& ops) {
      for (const Op& op : ops) {
        if (op.kind == OpKind::maximum) maximum = &op;
        for (const Region& r : op.region) find(r.ops);
      }
    };
    find(p.main.ops);
    ASSERT_NE(maximum, nullptr) << syntax;
    const SourceLocation* loc = p.location_of(*maximum);
    ASSERT_NE(loc, nullptr) << syntax;
    EXPECT_EQ(loc->file, kScript) << syntax;
    EXPECT_EQ(loc->function, "nested_scan.<locals>.layer") << syntax;
    EXPECT_EQ(loc->name_stack, "max") << syntax;
  }
}

TEST(ReaderLocations, AWrittenProgramKeepsTheLocations) {
  // `check -o` / `partition -o`: the program written back is checked at the same Python
  // lines, names and name stacks (each of the forms the writer uses read back as it was).
  for (const char* name : {"two_layer_mistake.gspmd.mlir", "nested_scan.shardy.mlir", "zoo/gpt2x4_2d.shardy.mlir"}) {
    SCOPED_TRACE(name);
    const Program a = read_stablehlo_file((kData / name).string());
    const Program b = read_stablehlo(write_stablehlo(a));
    std::vector<SourceLocation> la, lb;
    std::function<void(const Program&, const std::vector<Op>&, std::vector<SourceLocation>&)> walk =
        [&](const Program& p, const std::vector<Op>& ops, std::vector<SourceLocation>& out) {
          for (const Op& op : ops) {
            const SourceLocation* l = p.location_of(op);
            out.push_back(l && (l->has_file() || !l->name_stack.empty()) ? *l : SourceLocation());
            for (const Region& r : op.region) walk(p, r.ops, out);
          }
        };
    walk(a, a.main.ops, la);
    walk(b, b.main.ops, lb);
    EXPECT_EQ(la, lb);
    EXPECT_EQ(*LocationsByLine(a).at(a.main.return_line), *LocationsByLine(b).at(b.main.return_line));
  }
  // The forms one by one: a file alone, a function's, a name stack over a file, a name alone.
  Program p = read_stablehlo_file((kData / "two_layer_mistake.shardy.mlir").string());
  p.locations.entries.resize(4);
  p.locations.entries[0] = {"/m/a \"q\".py", 3, 0, "", ""};
  p.locations.entries[1] = {"/m/a.py", 4, 5, "f", ""};
  p.locations.entries[2] = {"/m/a.py", 6, 7, "", "jit(f)/add"};
  p.locations.entries[3] = {"", 0, 0, "", "max"};
  for (size_t i = 0; i < p.main.ops.size(); ++i) p.main.ops[i].location = static_cast<int>(i % 4);
  p.locations.return_location = -1;
  const Program q = read_stablehlo(write_stablehlo(p));
  for (size_t i = 0; i < 4; ++i) EXPECT_EQ(*q.location_of(q.main.ops[i]), p.locations.entries[i]) << i;
}

TEST(ReaderLocations, ProgramsWithoutLocationsHaveNone) {
  for (const char* name : {"mlp_train_2d.shardy.mlir", "mlp_train_2d.gspmd.mlir", "gpt2x4_2d.shardy.mlir"}) {
    const Program p = read_stablehlo_file((kRoot / "examples" / "models" / name).string());
    EXPECT_TRUE(p.locations.entries.empty()) << name;
    EXPECT_TRUE(LocationsByLine(p).empty()) << name;
    for (const Op& op : p.main.ops) EXPECT_EQ(p.location_of(op), nullptr) << name;
  }
}

// The real exports in the repository that carry locations: the fixtures exported for this
// (sharded, both syntaxes, eight programs of the zoo among them) and examples/unsharded.
std::vector<fs::path> exports_with_locations() {
  std::vector<fs::path> files;
  for (const fs::path& dir : {kData, kData / "zoo", kRoot / "examples" / "unsharded"})
    for (const auto& e : fs::directory_iterator(dir))
      if (e.path().extension() == ".mlir") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  return files;
}

TEST(CheckLocations, EveryFindingOfTheRealExportsIsAtAPythonLine) {
  int programs = 0, findings = 0, collectives = 0, sharded_with_findings = 0;
  for (const fs::path& file : exports_with_locations()) {
    SCOPED_TRACE(file.string());
    Program p = read_stablehlo_file(file.string());
    ASSERT_FALSE(p.locations.entries.empty());
    CheckOptions options;
    options.memory_budget_bytes = 1024;  // a budget overrun too, at the peak
    const CheckReport report = check_program(p, options);
    const LocationsByLine by_line(p);
    ++programs;
    ASSERT_FALSE(report.diagnostics.empty());
    for (const Diagnostic& d : report.diagnostics) {
      const SourceLocation* loc = by_line.at(d.line);
      ASSERT_NE(loc, nullptr) << d.line << ": " << d.message;
      EXPECT_TRUE(loc->has_file()) << d.line << ": " << d.message;
      EXPECT_GT(loc->line, 0);
      // No argument that has a name is called by its SSA name.
      EXPECT_EQ(d.message.find("%arg"), std::string::npos) << d.message;
      ++findings;
    }
    for (const auto& c : report.cost.collectives) {
      const SourceLocation* loc = by_line.at(c.line);
      ASSERT_NE(loc, nullptr) << c.kind << " at " << c.line;
      EXPECT_TRUE(loc->has_file()) << c.kind << " at " << c.line;
      ++collectives;
    }
    ASSERT_NE(by_line.at(report.cost.peak_line), nullptr);
    if (report.diagnostics.size() > 1 && file.parent_path().filename() != "unsharded") ++sharded_with_findings;
  }
  EXPECT_EQ(programs, 28);  // 2 x 3 programs, 2 x 8 of the zoo, 6 unsharded
  EXPECT_GE(findings, 120);
  EXPECT_GE(collectives, 150);
  EXPECT_GE(sharded_with_findings, 8);
  std::printf("%d programs: %d findings and %d collectives, each at a Python line\n", programs, findings, collectives);
}

TEST(CheckLocations, TheMistakenSpecIsNamedAtTheUsersLine) {
  // Issue 43's new user: the second weight's mistaken PartitionSpec conflicts at block's
  // `h @ params["w2"]`, and the message names the weight as they do.
  Program p = read_stablehlo_file((kData / "two_layer_mistake.shardy.mlir").string());
  const CheckReport report = check_program(p, CheckOptions());
  const LocationsByLine by_line(p);
  bool named = false;
  for (const Diagnostic& d : report.diagnostics)
    if (d.message.starts_with("sharding conflict: params['w2'] (operand 1 of stablehlo.dot_general)")) {
      named = true;
      EXPECT_EQ(where(*by_line.at(d.line)), kScript + ":40:15");
    }
  EXPECT_TRUE(named);
}

}  // namespace
}  // namespace shardproof::partition
