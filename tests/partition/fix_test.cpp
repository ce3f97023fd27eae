// The fix of check's findings (issue 43; partition/search/fix_search.h) on real JAX exports
// (tests/data/fixes/export.py): for a conflict, a gather of a whole array, an expensive
// redistribution and a budget overrun, each mistaken program's finding is at the Python line
// of the mistake and its chain names what caused it; the fix proposed is exactly the change
// the script applied in JAX to make the fixed export; and `check` on that fixed export finds
// what the fix claimed: the finding gone from its line, and the bytes moved, the modeled step
// and the peak the re-check predicted.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <functional>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "partition/check/check.h"
#include "partition/ir/source_location.h"
#include "partition/ir/stablehlo_reader.h"
#include "partition/search/fix_search.h"

namespace shardproof::partition {
namespace {

namespace fs = std::filesystem;
const fs::path kData = fs::path(SHARDPROOF_SOURCE_DIR) / "tests" / "data" / "fixes";

// The line of export.py that holds `needle` (the `nth` such line, from 1).
int script_line(const std::string& needle, int nth = 1) {
  std::ifstream in(kData / "export.py");
  std::string line;
  int number = 0, seen = 0;
  while (std::getline(in, line)) {
    ++number;
    if (line.find(needle) != std::string::npos && ++seen == nth) return number;
  }
  ADD_FAILURE() << "export.py has no line with " << needle;
  return -1;
}

struct Checked {
  Program program;  // as checked (its shardings stored)
  CheckReport report;
};

Checked check_fixture(const std::string& file, const CheckOptions& options, bool fixes) {
  Checked c;
  c.program = read_stablehlo_file((kData / file).string());
  const Program as_read = c.program;
  c.report = check_program(c.program, options);
  if (fixes) {
    search::FixOptions fo;
    fo.check = options;
    search::propose_fixes(as_read, c.report, fo);
  }
  return c;
}

int python_line(const Program& p, int mlir_line) {
  const LocationsByLine locations(p);
  const SourceLocation* loc = locations.at(mlir_line);
  return loc ? loc->line : 0;
}

// The finding of `kind` at Python line `line`.
const Diagnostic* finding(const Checked& c, const std::string& kind, int line) {
  for (const auto& d : c.report.diagnostics)
    if (d.kind == kind && (kind == "memory_budget" || python_line(c.program, d.line) == line)) return &d;
  return nullptr;
}

// Every link of a finding's chains.
std::vector<WhyLink> chains(const Checked& c, const Diagnostic& d) {
  std::vector<WhyLink> out = d.why;
  if (d.redistribution >= 0 && static_cast<size_t>(d.redistribution) < c.report.whys.size()) {
    const Why& why = c.report.whys[d.redistribution];
    out.insert(out.end(), why.have.begin(), why.have.end());
    out.insert(out.end(), why.want.begin(), why.want.end());
  }
  return out;
}

bool mentions(const std::vector<WhyLink>& chain, const std::string& text) {
  return std::any_of(chain.begin(), chain.end(), [&](const WhyLink& l) { return l.text.find(text) != std::string::npos; });
}

types::ShardingType layout(const types::Mesh& mesh, const std::optional<ValueSharding>& s, int rank) {
  types::ShardingType t = s ? types::canonicalize(mesh, s->type) : types::ShardingType::fully_replicated(rank);
  for (auto& d : t.dims) {
    d.open = false;
    d.priority.reset();
  }
  t.replicated.clear();
  return t;
}

// The sharding of each argument (by its name) and of each constraint (by its Python line).
struct Annotations {
  std::vector<std::pair<std::string, std::string>> arguments;    // name -> layout
  std::vector<std::pair<int, std::string>> constraints;          // Python line -> layout
};
Annotations annotations(const Program& p, const types::Mesh& mesh) {
  Annotations a;
  for (size_t i = 0; i < p.main.arguments.size(); ++i) {
    const Value& v = p.value(p.main.arguments[i]);
    a.arguments.push_back({p.main.argument_info.at(i), types::to_string(mesh, layout(mesh, v.sharding, v.type.rank()))});
  }
  for (const Op& op : p.main.ops)
    if (op.kind == OpKind::sharding_constraint) {
      const Value& v = p.value(op.results[0]);
      const SourceLocation* loc = p.location_of(op);
      a.constraints.push_back({loc ? loc->line : 0, types::to_string(mesh, layout(mesh, v.sharding, v.type.rank()))});
    }
  return a;
}

struct Case {
  std::string name;           // <name>.mistake.mlir, <name>.fixed.mlir
  std::string kind;           // the finding's kind
  std::string at;             // export.py's line of the finding (a needle, its nth occurrence)
  int nth = 1;
  std::vector<std::string> chain_names;  // what its chain names
  ShardingChange::Kind change;
  std::string change_name;    // the argument the fix changes ("" for a constraint)
  std::optional<int64_t> budget;
};

void expect_fix_holds(const Case& k) {
  SCOPED_TRACE(k.name);
  CheckOptions options;
  options.explain = true;
  options.memory_budget_bytes = k.budget;
  const Checked mistake = check_fixture(k.name + ".mistake.mlir", options, true);
  const int line = script_line(k.at, k.nth);
  const Diagnostic* d = finding(mistake, k.kind, line);
  ASSERT_NE(d, nullptr) << "no " << k.kind << " finding at export.py:" << line;

  // (a) At the mistake's line, its chain naming what caused it.
  EXPECT_EQ(python_line(mistake.program, d->line), line);
  const auto chain = chains(mistake, *d);
  for (const auto& name : k.chain_names) EXPECT_TRUE(mentions(chain, name)) << "the chain does not name " << name;

  // (b) The fix is the change export.py made: that annotation as the fixed export has it,
  // every other annotation as it was.
  ASSERT_TRUE(d->fix.has_value());
  const Fix& fix = *d->fix;
  ASSERT_TRUE(fix.found) << fix.why_none;
  EXPECT_EQ(fix.change.kind, k.change);
  const types::Mesh& mesh = mistake.report.lowered.mesh;
  const Checked fixed = check_fixture(k.name + ".fixed.mlir", options, false);
  Annotations expected = annotations(read_stablehlo_file((kData / (k.name + ".mistake.mlir")).string()), mesh);
  ASSERT_FALSE(expected.arguments.empty());
  if (k.change == ShardingChange::Kind::argument) {
    EXPECT_EQ(fix.change.name, k.change_name);
    for (auto& [name, spec] : expected.arguments)
      if (name == fix.change.name) spec = types::to_string(mesh, fix.change.after);
  } else {
    const int constraint_line = python_line(mistake.program, fix.change.line);
    for (auto& [at, spec] : expected.constraints)
      if (at == constraint_line) spec = types::to_string(mesh, fix.change.after);
  }
  const Annotations got = annotations(read_stablehlo_file((kData / (k.name + ".fixed.mlir")).string()), mesh);
  const Annotations before = annotations(read_stablehlo_file((kData / (k.name + ".mistake.mlir")).string()), mesh);
  EXPECT_EQ(got.arguments, expected.arguments);
  EXPECT_EQ(got.constraints, expected.constraints);
  EXPECT_FALSE(got.arguments == before.arguments && got.constraints == before.constraints)
      << "the fixed export is the mistaken one";

  // (c) check on the fixed export: the finding gone (or fewer) at its line, and the figures
  // the fix claimed, within 1% (the same pipeline on JAX's own export of the change).
  int left = 0;
  for (const auto& e : fixed.report.diagnostics)
    if (e.kind == k.kind && (k.kind == "memory_budget" || python_line(fixed.program, e.line) == line)) ++left;
  if (fix.effect == "removes") EXPECT_EQ(left, 0);
  else EXPECT_LT(left, fix.before.findings_at_place);
  const FixFigures measured = search::fix_figures(fixed.report, k.kind, 0);
  auto near = [](double a, double b) { return std::abs(a - b) <= 0.01 * std::max(std::abs(a), std::abs(b)) + 1e-12; };
  EXPECT_TRUE(near(measured.bytes_moved, fix.after.bytes_moved)) << measured.bytes_moved << " vs " << fix.after.bytes_moved;
  EXPECT_TRUE(near(measured.step_time_s, fix.after.step_time_s)) << measured.step_time_s << " vs " << fix.after.step_time_s;
  EXPECT_TRUE(near(measured.peak_memory_bytes, fix.after.peak_memory_bytes))
      << measured.peak_memory_bytes << " vs " << fix.after.peak_memory_bytes;
  // And what it saves is real: a faster step (a budget: a lower peak, within the budget).
  if (k.budget) {
    EXPECT_LT(measured.peak_memory_bytes, fix.before.peak_memory_bytes);
    EXPECT_LE(measured.peak_memory_bytes, *k.budget);
    EXPECT_TRUE(fixed.report.sound());
  } else {
    EXPECT_LT(measured.step_time_s, fix.before.step_time_s);
  }
}

// `return h @ params["w2"]` in the training step: params['w2'] given P('data', None) where
// params['w1'] splits that dimension over 'model'. The fix makes the two agree (on 'data').
TEST(Fix, ConflictAtTheMistakenSpecsLine) {
  expect_fix_holds({"conflict", "conflict", "return h @ params[\"w2\"]", 1, {"params['w1']"},
                    ShardingChange::Kind::argument, "params['w1']", std::nullopt});
}

// with_sharding_constraint(h, P()) gathers the hidden activation whole at the tanh; the fix
// is that constraint's spec.
TEST(Fix, WholeGatherFixedAtTheConstraint) {
  expect_fix_holds({"whole_gather", "whole_gather", "h = jnp.tanh(x @ params[\"w1\"])", 2,
                    {"with_sharding_constraint", "params['w1']"}, ShardingChange::Kind::constraint, "", std::nullopt});
}

// The second weight splits the contraction over 'model' while the hidden activation is split
// over 'data': the result is summed over both axes (65% of the step).
TEST(Fix, ExpensiveRedistributionFixedByTheWeightsSpec) {
  expect_fix_holds({"expensive", "expensive_redistribution", "return h @ params[\"w2\"]", 2, {"params['w2']"},
                    ShardingChange::Kind::argument, "params['w2']", std::nullopt});
}

// Both weights of an MLP replicated: 32.4 MiB per device against a 24 MiB budget; the chain
// lists what is live at the peak, the fix splits a weight and fits.
TEST(Fix, BudgetOverrunNamesWhatIsLiveAndFits) {
  expect_fix_holds({"budget", "memory_budget", "h = jax.nn.relu(x @ params[\"w1\"])", 1,
                    {"params['w1'] (parameter)", "params['w2'] (parameter)"}, ShardingChange::Kind::argument,
                    "params['w2']", int64_t{24} << 20});
}

// Every fix proposed on the fixtures was re-checked: the change applied to the program as read
// and checked again gives the figures the fix claims, adds no error, and removes or shrinks
// its finding; a finding without one says why.
TEST(Fix, EveryProposedFixIsTheRecheckedOne) {
  for (const char* name : {"conflict", "whole_gather", "expensive", "budget"}) {
    SCOPED_TRACE(name);
    CheckOptions options;
    options.explain = true;
    options.memory_budget_bytes = int64_t{24} << 20;
    const Checked c = check_fixture(std::string(name) + ".mistake.mlir", options, true);
    const Program as_read = read_stablehlo_file((kData / (std::string(name) + ".mistake.mlir")).string());
    int searched = 0;
    for (const auto& d : c.report.diagnostics) {
      if (!d.fix) continue;
      ++searched;
      if (!d.fix->found) {
        EXPECT_FALSE(d.fix->why_none.empty());
        continue;
      }
      Program changed = search::apply_change(as_read, d.fix->change, c.program.meshes.front().first);
      CheckOptions again = options;
      again.explain = false;
      const CheckReport r = check_program(changed, again);
      const auto figures = search::fix_figures(r, d.kind, d.line);
      EXPECT_EQ(figures, d.fix->after);
      EXPECT_LE(figures.errors, d.fix->before.errors);
      EXPECT_TRUE(figures.findings_at_place < d.fix->before.findings_at_place ||
                  figures.place_bytes < d.fix->before.place_bytes ||
                  figures.peak_memory_bytes < d.fix->before.peak_memory_bytes);
    }
    EXPECT_GT(searched, 0);
  }
}

// Findings beyond the searched ones take a fix only from the changes already re-checked for
// those (no check of their own): with one finding searched, the conflict program's other
// conflicts get the same spec change, and every such fix's figures are what checking the
// changed program gives.
TEST(Fix, FindingsBeyondTheSearchedOnesTakeARecheckedChange) {
  int among_checked = 0;
  for (const char* name : {"conflict", "whole_gather", "expensive", "budget"}) {
    SCOPED_TRACE(name);
    CheckOptions options;
    options.explain = true;
    options.memory_budget_bytes = int64_t{24} << 20;
    Program program = read_stablehlo_file((kData / (std::string(name) + ".mistake.mlir")).string());
    const Program as_read = program;
    CheckReport report = check_program(program, options);
    search::FixOptions fo;
    fo.check = options;
    fo.max_findings = 1;
    fo.max_followup_candidates = 0;  // no second round: only the changes re-checked for the one
    const search::FixSearchSummary summary = search::propose_fixes(as_read, report, fo);
    EXPECT_EQ(summary.findings, 1);
    EXPECT_EQ(summary.followed_up, 0);
    among_checked += summary.fixed_among_checked;
    int with_fix = 0;
    for (const auto& d : report.diagnostics) {
      if (!d.fix || !d.fix->found) continue;
      ++with_fix;
      Program changed = search::apply_change(as_read, d.fix->change, program.meshes.front().first);
      CheckOptions again = options;
      again.explain = false;
      EXPECT_EQ(search::fix_figures(check_program(changed, again), d.kind, d.line), d.fix->after);
    }
    EXPECT_EQ(with_fix, summary.fixed + summary.fixed_among_checked);
  }
  EXPECT_GE(among_checked, 4);  // the conflict program's four other conflicts
}

// The second round on a real FSDP export (examples/models/gpt2x4_fsdp, GPT-2 blocks with every
// weight split over 'data' and gathered whole at its use): the first round fixes the four
// costliest weights' gathers; each other weight's gather is its own argument's spec, which
// none of those four changes touches, so only the second round, giving each weight the spec
// that fixed the first four, can fix it. Every gather gets a fix, and each fix's figures are
// what checking the changed program gives.
TEST(Fix, TheSecondRoundMendsEachLayersWeightAsTheSearchedOnesWere) {
  CheckOptions options;
  options.explain = true;
  const std::string file = std::string(SHARDPROOF_SOURCE_DIR) + "/examples/models/gpt2x4_fsdp.shardy.mlir";
  Program program = read_stablehlo_file(file);
  const Program as_read = program;
  CheckReport report = check_program(program, options);
  search::FixOptions fo;
  fo.check = options;
  fo.max_seconds = 1e4;  // bounded by the counts, not by the (shared, loaded) clock
  const search::FixSearchSummary summary = search::propose_fixes(as_read, report, fo);
  EXPECT_EQ(summary.findings, 4);
  EXPECT_GT(summary.followed_up, 0);
  EXPECT_EQ(summary.fixed_followed_up, summary.followed_up);
  int gathers = 0, fixed = 0;
  for (const auto& d : report.diagnostics) {
    if (d.kind != "whole_gather") continue;
    ++gathers;
    if (!d.fix || !d.fix->found) continue;
    ++fixed;
    Program changed = search::apply_change(as_read, d.fix->change, program.meshes.front().first);
    CheckOptions again = options;
    again.explain = false;
    const auto figures = search::fix_figures(check_program(changed, again), d.kind, d.line);
    EXPECT_EQ(figures, d.fix->after);
    EXPECT_LT(figures.findings_at_place, d.fix->before.findings_at_place);
  }
  EXPECT_GT(gathers, 40);
  EXPECT_EQ(fixed, gathers);
}

// A new with_sharding_constraint (the insert kind, which no committed export has as its best
// fix): the op goes right after the one making the value, at its line and Python location, and
// every later reader, the return included, reads the constrained value; the checked program
// then makes the value in the constrained layout.
TEST(Fix, AnInsertedConstraintIsReadByEveryLaterReader) {
  const Program p = read_stablehlo_file((kData / "whole_gather.mistake.mlir").string());
  const Op& dot = p.main.ops.at(0);
  ASSERT_EQ(dot.kind, OpKind::dot_general);
  const ValueId h = dot.results.at(0);
  const types::Mesh& mesh = p.meshes.front().second;
  ShardingChange c;
  c.kind = ShardingChange::Kind::insert;
  c.value = h;
  c.line = dot.line;
  types::ShardingType data_rows = types::ShardingType::fully_replicated(2);  // [{"data"}, {}]
  data_rows.dims[0].axes = {types::AxisRef::whole("data")};
  c.after = types::resolve(mesh, data_rows, 2);
  const Program q = search::apply_change(p, c, p.meshes.front().first);
  ASSERT_EQ(q.main.ops.size(), p.main.ops.size() + 1);
  const Op& constraint = q.main.ops.at(1);
  EXPECT_EQ(constraint.kind, OpKind::sharding_constraint);
  EXPECT_EQ(constraint.operands, std::vector<ValueId>{h});
  EXPECT_EQ(constraint.line, dot.line);
  EXPECT_EQ(constraint.location, dot.location);
  const ValueId constrained = constraint.results.at(0);
  int readers = 0;
  for (size_t i = 2; i < q.main.ops.size(); ++i)
    for (ValueId v : q.main.ops[i].operands) {
      EXPECT_NE(v, h) << "op " << i << " still reads the unconstrained value";
      readers += v == constrained;
    }
  EXPECT_EQ(readers, 1);  // the tanh
  Program checked = q;
  CheckOptions options;
  const CheckReport r = check_program(checked, options);
  EXPECT_TRUE(r.sound());
  EXPECT_TRUE(checked.value(constrained).sharding->type.same_layout(c.after));
}

}  // namespace
}  // namespace shardproof::partition
