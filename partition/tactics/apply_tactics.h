// \file `shardproof partition`'s pipeline: tactics applied one at a time (PartIR), each
// followed by propagation to a fixpoint and by the simulator, so each step's effect is seen.
//
//   start             the program as given (its own shardings, if any), checked
//   for each tactic i:
//     annotations     what the tactic asks for (tactic_annotations.h), on the program as the
//                     previous tactics left it
//     conflicts       an axis a value already carries on another dimension, or one an earlier
//                     replicate/keep forbade: an error naming both tactics
//     annotate        dimension shardings with Shardy user priority i (`{"model", ?}p1`) and
//                     forbidden axes as `replicated={...}`: propagation gives earlier tactics
//                     the first say, so a later tactic never overrides an earlier one
//     check           check_program (partition/check): propagate, lower with proved
//                     redistributions, cost model; one StepSummary
//   an auto tactic instead runs the search (partition/search) on its axes from there and
//   keeps the plan it finds
//
//   start         peak 1.50 GiB  collectives none             step 12.1 ms  0 redistributions
//   tactic 1 (batch)     peak 420 MiB ...
//   tactic 2 (megatron)  peak 260 MiB  all_reduce 8.0 MiB ... 2 redistributions, all proved
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "partition/check/check.h"
#include "partition/ir/program.h"
#include "partition/search/search.h"
#include "partition/tactics/tactic.h"

namespace shardproof::partition::tactics {

struct StepSummary {
  std::string label;  // "start", "tactic 2 (megatron)"
  int line = 0;       // in the tactic file (0 for start)
  int annotations = 0;
  int64_t peak_memory_bytes = 0;
  std::map<std::string, int64_t> collective_bytes;  // kind -> bytes received per device (loops counted)
  double step_time_s = 0, compute_time_s = 0, collective_time_s = 0;
  int redistributions = 0, redistributions_proved = 0, conflicts = 0;
  bool sound = true;
  double seconds = 0;  // wall time of the step (annotations, propagation, lowering, proofs, cost)
  std::vector<std::string> actions;  // auto: the actions the search chose, in priority order
};

// The `auto` tactic's search (partition/search/search.h): its budget of simulations or
// seconds, its seed, and a progress callback (the CLI's bar).
struct AutoSearchOptions {
  std::optional<int64_t> memory_budget_bytes;  // a hard limit for the search's plans
  int64_t max_simulations = 200;
  double max_seconds = 60;
  uint64_t seed = 1;
  std::function<void(const search::SearchProgress&)> progress;
};

struct PartitionResult {
  std::vector<StepSummary> steps;  // start, then one per tactic
  Program program;                 // annotated: a sharding on every value
  CheckReport report;              // the last step's
};

// `program` has its mesh (mesh_attach.h). InputError (`PLAN.yaml:LINE:COL: error: ...`) for a
// tactic that names what does not exist or conflicts with an earlier one.
// An `auto` tactic runs the search on its axes over the program the earlier tactics
// annotated (their priorities stay first), and keeps the plan it returns, every
// redistribution proved; it fails (InputError at the tactic) when the search finds none.
PartitionResult apply_tactics(const Program& program, const std::vector<Tactic>& tactics,
                              const std::string& tactic_file, const CheckOptions& options,
                              const AutoSearchOptions& auto_search = {});

}  // namespace shardproof::partition::tactics
