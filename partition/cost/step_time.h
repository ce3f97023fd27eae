// \file The time side of the cost report: FLOPs and compute time (a roofline per op from the
// topology's FLOP rate and memory bandwidth), and every collective, inserted or the user's,
// with its alpha-beta time. The memory side is cost_model.cpp's.
//
//   a dot of 2 GFLOP reading 64 MiB, on 1000 TFLOP/s and 3 TB/s: max(2 us, 22 us) = 22 us
//   an inserted plan all_slice then all_gather: one CollectiveUse, the all_gather (an
//     all_slice moves nothing)
//   a plan inside a loop of 12 iterations: its CollectiveUse has repeat 12, and the step time
//     counts it 12 times
#pragma once

#include "partition/cost/cost_model.h"

namespace shardproof::partition {

// Adds flops and compute_time_s.
void add_compute_time(CostReport& report, const LoweredProgram& lowered, const redistribute::Topology& topology);
// Adds collectives and collective_time_s.
void add_collectives(CostReport& report, const Program& program, const LoweredProgram& lowered,
                     const redistribute::Topology& topology);

}  // namespace shardproof::partition
