// \file Memory over the program's order, for a picture of it (`check --html`, `--json`'s
// "memory"): the bytes a device holds at each step of the memory model's schedule where that
// changes, and the items that make up the peak. Read off the same buffers, arena and peak as
// the figure the cost model reports (cost_model.cpp, rules 1-16), never computed apart from
// it: the highest point is the peak, and the items live at the peak sum to it.
//
//   examples/models/mlp_2d.shardy.mlir: points from step 0 (parameters and outputs only, as
//     the outputs' allocations are held for the whole step) rising at each op that makes a
//     temporary and falling where its last reader runs; at_peak: the temporaries live at
//     the peak's step (largest first, by value and op), then the outputs, then the parameters
//   on an XLA GPU target (rule 15), a peak above the highest point by the gaps its best-fit
//     heap leaves: one item "heap gaps" of that size at the peak
//   on a TPU target (rule 14), the sync flags' bytes at every point and as one item
//
// A temporary that another writes over in place (rule 6) leaves a step early, as the arena
// counts it (allocation.h, arena_steps). Temporaries held in an output's allocation (rule 5)
// or in a TPU's VMEM (rule 10) take no bytes of their own and are not listed.
#pragma once

#include <cstdint>
#include <vector>

#include "partition/cost/allocation.h"
#include "partition/cost/buffers.h"
#include "partition/cost/cost_model.h"
#include "partition/cost/memory_schedule.h"

namespace shardproof::partition::memory {

// `outputs`: main's results with the bytes of their allocations (0 for one written into a
// donated argument's buffer, rule 4b). `peak`: the arena's peak as reported (rule 15 may
// have raised its bytes above the highest live total).
MemoryTimeline memory_timeline(const CostInputs& in, const Schedule& schedule, const std::vector<Buffer>& buffers,
                               const std::vector<bool>& in_arena, const ArenaPeak& peak,
                               const std::vector<std::pair<ValueId, int64_t>>& outputs);

// Rule 14's flags: `bytes` more at every point, and an item of them at the peak.
void add_sync_flags(MemoryTimeline& timeline, int64_t bytes);

}  // namespace shardproof::partition::memory
