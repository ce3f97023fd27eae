// \file The fix of `check`'s findings (issue 43): for the costliest findings (a memory
// budget overrun, a value gathered whole onto every device, a sharding conflict, an expensive
// redistribution), the one change of a sharding a user writes in JAX that removes or shrinks
// the finding the most cheaply, every candidate re-checked by the check pipeline itself
// (check_program: propagate, lower, prove, cost; as PlanEvaluator::check evaluates the search's
// plans), so no change is proposed that was not checked.
//
//   candidates   the annotations at the ends of the finding's chains (why.h's WhyLink::source:
//                an argument's PartitionSpec, a with_sharding_constraint), each with one
//                dimension given another single axis or none (the axis taken from the other
//                dimension that had it); for a budget also the largest arguments with a
//                replicated dimension split on an axis they do not use; for a redistribution
//                a new with_sharding_constraint making its value in the layout its reader needs;
//                an annotation's edits ordered by the search's dimension groups
//                (dimension_groups.h: the axes its dimension's group has elsewhere first)
//   re-check     each distinct change once (cached across findings), one edit of each
//                annotation in turn, within FixOptions' counts and time
//   choose       a candidate qualifies when it removes the finding (none of its kind left at
//                its line; a budget: the peak within it) or shrinks it (fewer such findings or
//                fewer bytes received at the line; a budget: a lower peak), adds no error and,
//                but for a budget, does not make the modeled step slower; removing beats
//                shrinking, then the fastest step, the fewest bytes, the lowest peak
//
//   two_layer_mistake (w2 given P('data', None) where w1 splits its dimension over 'model'):
//     conflict at model.py:40 -> params['w2']: P('model', None); bytes moved 1.1 MiB -> 128 KiB
//   mlp under a 1 MiB budget with replicated weights:
//     memory_budget -> params['w1']: P(None, 'model'); peak 1.5 MiB -> 896 KiB
#pragma once

#include <cstdint>
#include <string>

#include "partition/check/check.h"
#include "partition/check/fix.h"
#include "partition/ir/program.h"

namespace shardproof::partition::search {

struct FixOptions {
  CheckOptions check;         // as the finding's check ran: topology, budget, mesh, proof limits
  int max_findings = 4;       // the costliest findings searched (a budget overrun first)
  int max_candidates_per_finding = 16;  // changes tried per finding (one of each annotation in turn)
  int max_candidates = 32;    // distinct changes re-checked, over all findings
  // The CPU time the whole search may take, both rounds: the second has what the first left.
  // Each candidate is a whole check, so this is what the search can add to `check`'s time.
  double max_seconds = 0.75;  // check's default too (--fix-seconds): the search adds under a second to a check
  int max_arguments = 4;      // a budget: the largest arguments tried besides those in its chain
  // The second round, over every other finding of those kinds that no change re-checked so far
  // fixes: first the annotations its own chains end at given the shardings that fixed a
  // searched finding from the same sharding (an FSDP program's weights, each gathered whole,
  // each its own argument's change), then its own first candidates; with counts of its own.
  int max_followup_candidates = 64;      // distinct changes re-checked in the second round
  int followup_candidates_per_finding = 4;
};

struct FixSearchSummary {
  int findings = 0;       // searched
  int fixed = 0;          // of which given a fix
  int fixed_among_checked = 0;  // findings beyond those searched, fixed by a change re-checked for them
  int followed_up = 0;    // findings the second round searched (FixOptions::max_followup_candidates)
  int fixed_followed_up = 0;  // of which given a fix by a change re-checked for them
  int candidates = 0;     // distinct changes re-checked
  double elapsed_s = 0;   // CPU seconds
  bool bounded = false;   // a bound stopped the search before every candidate was re-checked
};

// Sets Diagnostic::fix on the findings it searches. `original` is the program as read, before
// check_program stored its shardings on it; `report` its check, run with CheckOptions::explain
// (the chains name what to change).
FixSearchSummary propose_fixes(const Program& original, CheckReport& report, const FixOptions& options);

// The program with the change made, as the user's edit of the JAX program changes its export:
// the argument's sharding, the constraint's, or a new sharding_constraint op after the op
// making the value (its line and location), read by every later op and the return.
Program apply_change(const Program& program, const ShardingChange& change, const std::string& mesh_name);

// The figures of a checked program (FixFigures) for a finding of `kind` at MLIR `line`.
FixFigures fix_figures(const CheckReport& report, const std::string& kind, int line);

}  // namespace shardproof::partition::search
