#include "partition/check/check.h"

#include <algorithm>
#include <fmt/format.h>

#include <functional>
#include <set>
#include <unordered_map>

#include "partition/ops/op_sharding_rule_registry.h"
#include "partition/propagate/propagate.h"
#include "types/byte_units.h"
#include "verify/verify.h"

namespace shardproof::partition {

namespace {

void error(CheckReport& r, int line, std::string message, std::string kind, int redistribution = -1) {
  r.diagnostics.push_back({Diagnostic::Severity::error, line, std::move(message), std::move(kind), redistribution});
}
void warning(CheckReport& r, int line, std::string message, std::string kind, int redistribution = -1) {
  r.diagnostics.push_back({Diagnostic::Severity::warning, line, std::move(message), std::move(kind), redistribution});
}

// Pass: main's arguments take the names the user knows them by (`params['w1']`: jax.arg_info or
// the argument's loc) in every message that follows, and, in a program exported with its
// locations, the values it returns take theirs (jax.result_info: `result[1]['w1']`).
void use_the_users_names(Program& program) {
  const Function& f = program.main;
  std::set<ValueId> named;
  for (size_t i = 0; i < f.arguments.size() && i < f.argument_info.size(); ++i)
    if (!f.argument_info[i].empty() && named.insert(f.arguments[i]).second)
      program.value(f.arguments[i]).name = f.argument_info[i];
  if (program.locations.entries.empty()) return;
  for (size_t i = 0; i < f.results.size() && i < f.result_info.size(); ++i)
    if (!f.result_info[i].empty() && named.insert(f.results[i]).second)
      program.value(f.results[i]).name = f.result_info[i];
}

// Pass: conflicts met while propagating are warnings at the op where shardings met.
// Each carries the chain of the value's dimension that lost axes: where they came from.
void report_conflicts(CheckReport& report, const Program& program, const PropagationResult& propagation,
                      bool explain) {
  report.conflicts = static_cast<int>(propagation.conflicts.size());
  auto chains = explain ? explain_conflicts(program, propagation) : std::vector<std::vector<WhyLink>>();
  for (size_t i = 0; i < propagation.conflicts.size(); ++i) {
    warning(report, propagation.conflicts[i].line, "sharding conflict: " + propagation.conflicts[i].message, "conflict");
    if (i < chains.size()) report.diagnostics.back().why = std::move(chains[i]);
  }
}

// Pass: every inserted plan proved by verify/; anything short of proved is an error.
void prove_redistributions(CheckReport& report, const Program& program, const CheckOptions& options) {
  verify::VerifyOptions vo;
  vo.timeout_s = options.verify_timeout_s;
  vo.solver_memory_mib = options.verify_memory_mib;
  vo.transfer = false;  // per-device transfer analysis is linear in the devices: not needed here
  const auto& lowered = report.lowered;
  report.redistributions = static_cast<int>(lowered.redistributions.size());
  // One verification per query: this run's, or those of the checks that share options.verified.
  VerifiedPlans own;
  VerifiedPlans& verified = options.verified ? *options.verified : own;
  for (size_t i = 0; i < lowered.redistributions.size(); ++i) {
    const auto& r = lowered.redistributions[i];
    verify::CorrectnessResult correctness;
    if (const verify::CorrectnessResult* known = verified.find(r.plan)) {
      correctness = *known;
    } else {
      correctness = verify::verify_plan(r.plan, options.topology, vo).correctness;
      verified.add(r.plan, correctness);
    }
    ProvedRedistribution p{static_cast<int>(i), verify::to_string(correctness.verdict), ""};
    if (correctness.verdict == verify::Verdict::proved) {
      ++report.redistributions_proved;
    } else {
      p.detail = correctness.counterexample ? verify::describe(*correctness.counterexample) : correctness.reason;
      error(report, r.line,
            fmt::format("the redistribution of {} ({}) could not be proved: {} {}", program.value(r.value).name,
                        r.reason, p.verdict, p.detail),
            "unproved", static_cast<int>(i));
    }
    report.proofs.push_back(std::move(p));
  }
}

// What is live at the peak, largest first, as the chain of a budget overrun: the values a
// user would shard, split or drop to fit, each at the op that makes it (an argument: none,
// and `source` names it, which the fix search may re-shard). The few largest and the rest in
// one line.
std::vector<WhyLink> live_at_peak(const Program& program, const MemoryTimeline& memory) {
  constexpr size_t kShown = 6;
  std::vector<LiveAtPeak> items = memory.at_peak;
  std::stable_sort(items.begin(), items.end(), [](const LiveAtPeak& a, const LiveAtPeak& b) { return a.bytes > b.bytes; });
  std::unordered_map<std::string, ValueId> arguments;
  for (ValueId a : program.main.arguments) arguments.emplace(program.value(a).name, a);
  std::vector<WhyLink> out;
  int64_t rest = 0;
  for (size_t i = 0; i < items.size(); ++i) {
    const LiveAtPeak& item = items[i];
    if (i >= kShown) {
      rest += item.bytes;
      continue;
    }
    const std::string what = item.value.empty() ? item.kind : fmt::format("{} ({})", item.value, item.kind);
    const std::string made = item.op.empty() ? "" : fmt::format(", made at {}", item.op);
    auto arg = item.kind == "parameter" ? arguments.find(item.value) : arguments.end();
    out.push_back({fmt::format("{} holds {} at the peak{}", what, types::human_bytes(item.bytes), made), item.line,
                   arg != arguments.end() ? arg->second : -1});
  }
  if (rest > 0)
    out.push_back({fmt::format("{} more buffers hold {}", items.size() - kShown, types::human_bytes(rest)), 0});
  return out;
}

// Pass: the memory budget, reported at the op where the peak is reached; with `explain`, its
// chain lists what is live there (the timeline is walked only for a program over its budget).
void check_memory_budget(CheckReport& report, const Program& program, const CheckOptions& options) {
  if (!options.memory_budget_bytes) return;
  const auto& c = report.cost;
  if (c.peak_memory_bytes > *options.memory_budget_bytes) {
    error(report, c.peak_line,
          fmt::format("peak memory {} per device exceeds the budget of {} (reached at {}: parameters {}, "
                      "activations and buffers {})",
                      types::human_bytes(c.peak_memory_bytes), types::human_bytes(*options.memory_budget_bytes),
                      c.peak_op, types::human_bytes(c.parameter_bytes), types::human_bytes(c.peak_activation_bytes)),
          "memory_budget");
    if (options.explain) {
      const MemoryTimeline memory = options.memory_timeline
                                        ? c.memory
                                        : estimate_cost(program, report.lowered, options.topology, true).memory;
      report.diagnostics.back().why = live_at_peak(program, memory);
    }
  }
}

// Pass: a plan that leaves a sharded tensor whole on every device (XLA's "involuntary full
// rematerialization"): a finding of its own, with the why of its plan.
void warn_full_gathers(CheckReport& report, const Program& program) {
  const auto& redistributions = report.lowered.redistributions;
  for (size_t i = 0; i < redistributions.size(); ++i) {
    const auto& r = redistributions[i];
    const auto& value = program.value(r.value);
    if (!gathers_whole(report.lowered.mesh, r.plan, value.type.rank())) continue;
    warning(report, r.line,
            fmt::format("{} ({}): the whole tensor ({}) is gathered onto every device for {}", value.name,
                        types::to_string(value.type), types::human_bytes(value.type.num_bytes()), r.reason),
            "whole_gather", static_cast<int>(i));
  }
}

// Pass: a redistribution costing more than 10% of the modeled step.
void warn_expensive_redistributions(CheckReport& report, const Program& program) {
  const double step = report.cost.step_time_s;
  if (step <= 0) return;
  const auto& redistributions = report.lowered.redistributions;
  for (size_t i = 0; i < redistributions.size(); ++i) {
    const auto& r = redistributions[i];
    if (r.plan.modeled_time_s > 0.1 * step)
      warning(report, r.line,
              fmt::format("the redistribution of {} ({}, {} step(s)) takes {:.1f}% of the modeled step ({:.1f} us of {:.1f} us)",
                          program.value(r.value).name, r.reason, r.plan.steps.size(),
                          100 * r.plan.modeled_time_s / step, r.plan.modeled_time_s * 1e6, step * 1e6),
              "expensive_redistribution", static_cast<int>(i));
  }
}

// Pass: kernels shardproof cannot see into (custom_call of a target other than the
// partitioner's own): their rule keeps every operand and result replicated and their work
// is not modelled, which the user should know.
void warn_opaque_calls(CheckReport& report, const std::vector<Op>& ops) {
  for (const Op& op : ops) {
    if (op.kind == OpKind::custom_call) {
      const int64_t batch = declared_batch_dims(op);
      const std::string kept = batch > 0 ? fmt::format("kept replicated but for the {} batch dimension{} it declares",
                                                       batch, batch == 1 ? "" : "s")
                                         : std::string("kept replicated");
      warning(report, op.line,
              fmt::format("custom_call @{} is opaque to shardproof: its operands and results are {} "
                          "(unless annotated) and its work is not modelled",
                          op.target, kept),
              "opaque_call");
    }
    for (const Region& r : op.region) warn_opaque_calls(report, r.ops);
  }
}

// Pass: where the lowering runs a value in another layout than propagation gave it (a
// gather or scatter computed whole instead of as partial sums: cheaper_indexing_layout in
// lower.cpp), the program takes the lowered one, so that `-o` writes the layouts that were
// costed and proved, and a reader of the annotated program redistributes from them.
void apply_lowered_types(Program& program, const LoweredProgram& lowered) {
  for (size_t v = 0; v < program.values.size() && v < lowered.types.size(); ++v)
    if (auto& s = program.values[v].sharding) s->type = lowered.types[v];
}

// Pass: a private function called from several places (a layer's body called per layer) is
// inlined at each call, and what is found in it is found at its own line once per call: one
// diagnostic, saying how many times (diagnostics are sorted by line before).
void merge_repeated_diagnostics(CheckReport& report) {
  std::vector<Diagnostic> merged;
  std::vector<int> times;  // per merged diagnostic
  size_t line_start = 0;   // the first merged diagnostic at the current line
  for (Diagnostic& d : report.diagnostics) {
    if (merged.empty() || merged.back().line != d.line) line_start = merged.size();
    // The same finding but for which plan it names (each call inserts its own).
    auto same = std::find_if(merged.begin() + line_start, merged.end(), [&](const Diagnostic& m) {
      return m.severity == d.severity && m.message == d.message && m.kind == d.kind;
    });
    if (same != merged.end()) {
      ++times[same - merged.begin()];
      continue;
    }
    merged.push_back(std::move(d));
    times.push_back(1);
  }
  for (size_t k = 0; k < merged.size(); ++k)
    if (times[k] > 1) merged[k].message += fmt::format(" (at each of {} calls)", times[k]);
  report.diagnostics = std::move(merged);
}

}  // namespace

bool CheckReport::sound() const {
  for (const auto& d : diagnostics)
    if (d.severity == Diagnostic::Severity::error) return false;
  return true;
}

CheckReport check_program(Program& program, const CheckOptions& options) {
  CheckReport report;
  use_the_users_names(program);
  PropagationOptions propagation_options;
  propagation_options.mesh_name = options.mesh_name;
  const PropagationResult propagation = propagate(program, propagation_options);
  report_conflicts(report, program, propagation, options.explain);
  apply_propagation(program, propagation);
  report.lowered = lower(program, propagation, options.topology);
  apply_lowered_types(program, report.lowered);
  prove_redistributions(report, program, options);
  if (options.explain) report.whys = explain_redistributions(program, propagation, report.lowered);
  report.cost = estimate_cost(program, report.lowered, options.topology, options.memory_timeline);
  check_memory_budget(report, program, options);
  warn_full_gathers(report, program);
  warn_expensive_redistributions(report, program);
  warn_opaque_calls(report, program.main.ops);
  std::stable_sort(report.diagnostics.begin(), report.diagnostics.end(),
                   [](const Diagnostic& a, const Diagnostic& b) { return a.line < b.line; });
  merge_repeated_diagnostics(report);
  return report;
}

}  // namespace shardproof::partition
