// \file The memory model's rules for while loops' carried values (see cost_model.cpp), read
// off XLA's buffer assignment of MaxText's scanned layers (maxtext_real_fwd_2d_scan; the
// dumps' commands in bench/RESULTS.md, "Session 15b").
//
//   %w = transpose(%stacked); %r:3 = while(%it = %w, %h = %x, %i = %c0) {
//     %s = dynamic_slice %it, %i ...; %b = convert %s (to bf16); %y = dot(%h, %b) ...
//     return %it, %y, %i + 1 }
//   %w is carried unchanged: its buffer lives to the loop's end (rule 2g); %b, read by a dot
//   only, is made at the top of the body (rule 8b)
//
// Rule 2g: an element of a while loop's tuple that the body passes on unchanged is live from
// where its buffer is made to the loop's end (XLA gives each tuple element one buffer for
// the whole loop, and the body's root reads it at every iteration's end), not to its last
// reader in the body. (BufferBuilder::hold_loop_invariants, loops.cpp.)
// Rule 8b: on a backend that computes narrow floats in f32, a convert in a loop body of a
// slice of an unchanged carried value (a scan's layer weights, cut by the layer counter),
// read only by dots and converts, is issued at the top of the body, as rule 8 issues the
// parameters' converts first in main: the body's parameter is the loop's tuple, so these
// fusions read nothing the body computes, and XLA's scheduler puts them first.
#pragma once

#include "partition/cost/materialisation.h"
#include "partition/cost/memory_schedule.h"

namespace shardproof::partition::memory {

void issue_loop_slice_converts_first(Schedule& schedule, const CostInputs& in, const PlansByOp& plans,
                                     const Materialisation& fusion);

}  // namespace shardproof::partition::memory
