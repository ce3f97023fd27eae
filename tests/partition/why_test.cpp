// Why each redistribution exists (issue 43; partition/check/why.h), on real JAX exports with
// their locations (bench/models/export_locations.py): the chains name the arguments whose
// PartitionSpecs and the with_sharding_constraint whose Python line caused each plan, and the
// whole-array gathers are findings of their own with such a chain. Over every export with
// locations, every sharded dimension's origin leads back to an annotation.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "partition/check/check.h"
#include "partition/ir/source_location.h"
#include "partition/ir/stablehlo_reader.h"
#include "partition/propagate/propagate.h"

namespace shardproof::partition {
namespace {

namespace fs = std::filesystem;
const fs::path kData = fs::path(SHARDPROOF_SOURCE_DIR) / "tests" / "data" / "python_locations";

struct Checked {
  Program program;
  CheckReport report;
};

Checked checked(const std::string& name) {
  Checked c;
  c.program = read_stablehlo_file((kData / name).string());
  CheckOptions options;
  options.explain = true;
  c.report = check_program(c.program, options);
  return c;
}

bool mentions(const std::vector<WhyLink>& chain, const std::string& text) {
  return std::any_of(chain.begin(), chain.end(), [&](const WhyLink& l) { return l.text.find(text) != std::string::npos; });
}

// The Python lines (of the fixture's script) a chain passes through.
std::vector<int> python_lines(const Program& p, const std::vector<WhyLink>& chain) {
  const LocationsByLine locations(p);
  std::vector<int> out;
  for (const WhyLink& l : chain)
    if (const SourceLocation* loc = l.line > 0 ? locations.at(l.line) : nullptr) out.push_back(loc->line);
  return out;
}

bool has(const std::vector<int>& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }

// issue 43's new user: params['w2'] given P('data', None) where the first layer splits the
// hidden features over "model" (two_layer_mistake: the block's lines are 39, `h = tanh(x @ w1)`,
// and 40, `return h @ w2`).
TEST(Why, AMistakenPartitionSpecIsNamedAgainstTheSpecItMeets) {
  for (const char* syntax : {"shardy", "gspmd"}) {
    SCOPED_TRACE(syntax);
    const Checked c = checked(std::string("two_layer_mistake.") + syntax + ".mlir");
    const auto& r = c.report;
    ASSERT_EQ(r.whys.size(), r.lowered.redistributions.size());
    // The plan that moves params['w2'] for the second layer's dot.
    const Why* w2 = nullptr;
    for (const Why& why : r.whys) {
      const auto& red = r.lowered.redistributions[why.redistribution];
      if (why.value == "params['w2']" && red.reason == "operand 1 of stablehlo.dot_general" &&
          LocationsByLine(c.program).at(why.line)->line == 40)
        w2 = &why;
    }
    ASSERT_NE(w2, nullptr);
    EXPECT_NE(w2->need.find("needs params['w2'] (operand 1)"), std::string::npos) << w2->need;
    // Its own layout: the argument's PartitionSpec, directly.
    ASSERT_FALSE(w2->have.empty());
    EXPECT_NE(w2->have.back().text.find("argument params['w2'] (its PartitionSpec)"), std::string::npos)
        << w2->have.back().text;
    // (GSPMD's text names the mesh's axes _axis_0, _axis_1: "data" is the first.)
    const std::string data = std::string(syntax) == "shardy" ? "\"data\"" : "\"_axis_0\"";
    EXPECT_NE(w2->have.back().text.find("dim 0 is {" + data + "}"), std::string::npos) << w2->have.back().text;
    // The layout the dot needs: the first layer's hidden activation, split over "model" by
    // params['w1'] through the first layer's dot and tanh (line 39).
    ASSERT_FALSE(w2->want.empty());
    EXPECT_NE(w2->want.back().text.find("argument params['w1'] (its PartitionSpec)"), std::string::npos)
        << w2->want.back().text;
    EXPECT_TRUE(mentions(w2->want, "through stablehlo.tanh"));
    const auto lines = python_lines(c.program, w2->want);
    EXPECT_TRUE(has(lines, 39) && has(lines, 40));
    // That plan is an expensive redistribution (13.5% of the modeled step), a finding that
    // names it and so has this why.
    bool expensive = false;
    for (const Diagnostic& d : r.diagnostics)
      expensive |= d.kind == "expensive_redistribution" && d.redistribution == w2->redistribution;
    EXPECT_TRUE(expensive);
    // The conflict at that dot carries params['w2']'s chain too.
    bool conflict = false;
    for (const Diagnostic& d : r.diagnostics)
      if (d.kind == "conflict" && d.message.find("params['w2'] (operand 1") != std::string::npos) {
        conflict = true;
        EXPECT_TRUE(mentions(d.why, "argument params['w2']"));
      }
    EXPECT_TRUE(conflict);
  }
}

// The mistaken spec also makes the backward of `h @ params["w2"]` (the gradient of h) gather
// the loss gradient whole (its batch split over "data", which params['w2']'s spec gives the
// other operand's hidden dimension): a finding of its own, at line 40, whose chain ends at
// params['w2'].
TEST(Why, AWholeArrayGatherIsAFindingWithTheSpecThatCausedIt) {
  for (const char* syntax : {"shardy", "gspmd"}) {
    SCOPED_TRACE(syntax);
    const Checked c = checked(std::string("two_layer_mistake.") + syntax + ".mlir");
    const auto& r = c.report;
    int whole = 0;
    for (const Diagnostic& d : r.diagnostics) {
      if (d.kind != "whole_gather") continue;
      ++whole;
      ASSERT_GE(d.redistribution, 0);
      const Why& why = r.whys.at(d.redistribution);
      EXPECT_TRUE(why.whole);
      EXPECT_EQ(why.line, d.line);
      EXPECT_EQ(LocationsByLine(c.program).at(d.line)->line, 40);
      // Split over "data" by the batch of the data (x or y) ...
      EXPECT_TRUE(mentions(why.have, "argument y") || mentions(why.have, "argument x"));
      // ... and needed whole because "data" splits the other operand, as params['w2'] says.
      const std::string data = std::string(syntax) == "shardy" ? "\"data\"" : "\"_axis_0\"";
      EXPECT_TRUE(mentions(why.want, data + " is held by"));
      EXPECT_NE(why.want.back().text.find("argument params['w2']"), std::string::npos) << why.want.back().text;
    }
    EXPECT_EQ(whole, 1);
    // Every plan flagged whole is a finding, and no other.
    int flagged = 0;
    for (const Why& why : r.whys) flagged += why.whole;
    EXPECT_EQ(flagged, whole);
  }
}

// constraint_mistake: with_sharding_constraint(h, P()) at line 64 on the hidden activation
// that the weights split over "data" and "model": the tanh of line 62 runs on the whole array,
// and the why of that gather points at the constraint's line.
TEST(Why, AConstraintThatReplicatesIsNamedAtItsPythonLine) {
  for (const char* syntax : {"shardy", "gspmd"}) {
    SCOPED_TRACE(syntax);
    const Checked c = checked(std::string("constraint_mistake.") + syntax + ".mlir");
    const auto& r = c.report;
    const Diagnostic* gather = nullptr;
    for (const Diagnostic& d : r.diagnostics)
      if (d.kind == "whole_gather") gather = &d;
    ASSERT_NE(gather, nullptr);
    const LocationsByLine locations(c.program);
    EXPECT_EQ(locations.at(gather->line)->line, 62);
    const Why& why = r.whys.at(gather->redistribution);
    EXPECT_TRUE(mentions(why.want, "with_sharding_constraint"));
    EXPECT_TRUE(has(python_lines(c.program, why.want), 64));
    EXPECT_TRUE(mentions(why.have, "argument params['w1']") && mentions(why.have, "argument x"));
  }
}

// Over every export with locations: each sharded dimension has an origin, and following the
// origins ends at an annotation (an argument's or constraint's sharding, a declared one),
// each step pointing to an earlier record; every plan's why says who needs what.
TEST(Why, EveryShardedDimensionLeadsBackToAnAnnotation) {
  int programs = 0, dims = 0;
  for (const auto& entry : fs::recursive_directory_iterator(kData)) {
    if (entry.path().extension() != ".mlir") continue;
    SCOPED_TRACE(entry.path().string());
    ++programs;
    const Program p = read_stablehlo_file(entry.path().string());
    const PropagationResult r = propagate(p);
    if (r.mesh_name.empty()) continue;
    ASSERT_EQ(r.dim_origin.size(), r.types.size());
    for (size_t v = 0; v < r.types.size(); ++v)
      for (size_t d = 0; d < r.types[v].dims.size(); ++d) {
        if (r.types[v].dims[d].axes.empty()) continue;
        ++dims;
        int o = r.dim_origin[v][d];
        ASSERT_GE(o, 0) << p.value(static_cast<ValueId>(v)).name << " dim " << d;
        while (r.origins[o].kind == ShardingOrigin::Kind::propagated && r.origins[o].parent >= 0) {
          ASSERT_LT(r.origins[o].parent, o);
          o = r.origins[o].parent;
        }
        // A propagated record without a parent took its axes from a boundary's declared
        // sharding, recorded with that boundary.
        if (r.origins[o].kind == ShardingOrigin::Kind::propagated) {
          EXPECT_LT(r.origins[o].from, 0) << p.value(static_cast<ValueId>(v)).name << " dim " << d;
        }
      }
    Program q = p;
    CheckOptions options;
    options.explain = true;
    const CheckReport report = check_program(q, options);
    for (const Why& why : report.whys) {
      EXPECT_FALSE(why.need.empty());
      const bool said = !why.have.empty() || !why.want.empty();
      EXPECT_TRUE(said) << why.need;
    }
  }
  EXPECT_GE(programs, 20);
  EXPECT_GT(dims, 500);
}

}  // namespace
}  // namespace shardproof::partition
