// \file `shardproof check`, the product's main job: is this sharded program going to fit,
// what will it communicate, and is every redistribution proved? The pipeline, top to
// bottom (check.cpp reads the same way):
//
//   propagate          every value gets a sharding type (conflicts become warnings)
//   lower              local shapes; a synthesized plan wherever an operand's type differs
//                      from what its op needs (partial sums resolved by all_reduce or
//                      reduce_scatter); the program takes the layouts lowering ran in
//   prove              verify/ proves every inserted plan (unproved -> error)
//   estimate cost      memory liveness, FLOPs, collectives, modeled step time
//   judge              memory budget (error at the op of the peak), whole tensors gathered
//                      onto every device, redistributions over 10% of the step and opaque
//                      custom_calls (warnings); a diagnostic repeated at one line (a function
//                      inlined at each call) is said once, with the count
//
//   model.mlir:14: warning: %5 (16x512xf32): the whole tensor is gathered onto every device
//   model.mlir:20: error: peak memory 81.2 GiB per device exceeds the budget of 80 GiB
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "partition/check/fix.h"
#include "partition/check/verified_plans.h"
#include "partition/check/why.h"
#include "partition/cost/cost_model.h"
#include "partition/ir/program.h"
#include "partition/lower/lower.h"
#include "redistribute/topology.h"

namespace shardproof::partition {

// A finding. `kind` names what it is: conflict, whole_gather (a value gathered whole onto
// every device), expensive_redistribution, memory_budget, unproved, opaque_call, or a note of
// the command line's ("" there). A finding about an inserted plan names it (`redistribution`,
// whose Why is CheckReport::whys[redistribution]); a conflict carries its value's chain.
struct Diagnostic {
  enum class Severity { error, warning };
  Diagnostic() = default;
  Diagnostic(Severity severity, int line, std::string message, std::string kind = "", int redistribution = -1)
      : severity(severity), line(line), message(std::move(message)), kind(std::move(kind)), redistribution(redistribution) {}
  Severity severity = Severity::warning;
  int line = 0;
  std::string message;
  std::string kind;
  int redistribution = -1;    // into lowered.redistributions and whys
  std::vector<WhyLink> why;   // a conflict: where the dropped axes came from; a budget: what is live at the peak
  std::optional<Fix> fix;     // the change that removes or shrinks it, re-checked (search/fix_search.h)
  bool operator==(const Diagnostic&) const = default;
};

struct ProvedRedistribution {
  int index = 0;        // into lowered.redistributions
  std::string verdict;  // proved | refuted | unknown
  std::string detail;   // the counterexample or the reason
};

struct CheckOptions {
  redistribute::Topology topology = redistribute::Topology::one_node_8_gpus();
  std::optional<int64_t> memory_budget_bytes;
  double verify_timeout_s = 10;
  unsigned verify_memory_mib = 4096;  // Z3's memory limit (verify::VerifyOptions::solver_memory_mib)
  std::string mesh_name;  // empty: the program's first mesh
  // Why each plan exists (CheckReport::whys, the conflicts' chains): what `check` tells a
  // user, and what the search, which checks thousands of candidate plans, does without.
  bool explain = false;
  // The memory over the program's order and what is live at the peak (CostReport::memory):
  // for `--json` and `--html`, not for the search's candidates.
  bool memory_timeline = false;
  // Plans verified by earlier checks with these options (not owned; null: this check's own).
  // The fix search's candidates share one: each re-check proves only the plans that are new.
  VerifiedPlans* verified = nullptr;
};

struct CheckReport {
  std::vector<Diagnostic> diagnostics;
  LoweredProgram lowered;
  CostReport cost;
  std::vector<ProvedRedistribution> proofs;
  std::vector<Why> whys;  // with CheckOptions::explain: one per lowered.redistributions, same order
  int redistributions = 0;
  int redistributions_proved = 0;
  int conflicts = 0;
  bool sound() const;  // no error
};

// `program` gets the propagated shardings stored on its values (for `-o annotated.mlir`).
CheckReport check_program(Program& program, const CheckOptions& options);

}  // namespace shardproof::partition
