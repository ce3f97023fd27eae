// \file Rule C7, XLA GPU and TPU (WhileLoopAllReduceCodeMotion): an all-reduce inside a loop
// body whose result is only accumulated into a buffer the loop carries is issued once, after
// the loop, over the whole buffer. The loop then accumulates partial sums, and the combiners
// see one all-reduce of the buffer beside the program's other all-reduces after the loop.
// Accumulated means: written by a dynamic_update_slice into the carried buffer (a scan's
// stacked per-layer outputs) or added to it (a sum over iterations), that update being the
// loop's new value of the buffer, and between the all-reduce and that write only ops that
// keep the elements in their order (reshape, convert, a reduce or broadcast of unit
// dimensions, sharding constraints). A transpose on the way keeps the all-reduce in the loop.
//
//   maxtext_train_2d_scan (held-out) on h100x8 and tpu-v5e:2x4: the backward scan's two norm
//     scale gradients, f32[256] all-reduced over "data" in each of 4 iterations and written
//     into the stacked f32[4,256] gradients, are f32[4,256] members of the one all-reduce
//     after the loop (XLA's HLO: main's f32[256], f32[4,256] x2, f32[256,256] x2, f32[]); the
//     seven weight gradients, each transposed before its write, stay in the loop (one tuple
//     all-reduce there), as ours: 12 -> 11 all-reduces, XLA's 11.
//   maxtext_train_fsdp_scan (held-out) on h100x8: XLA's one f32[2305] all-reduce after the
//     loop is the loss, the final norm's f32[256] and the stacked 2 x f32[4,256].
//   XLA CPU keeps every all-reduce in its loop (maxtext_train_2d_scan's in-loop tuple
//     all-reduce holds the f32[256] vectors), and the generic topology models no compiler.
//
// Evidence: bench/RESULTS.md, "collectives after combining: the partitioner's plans and
// loops" (issue 39).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "partition/cost/cost_model.h"
#include "partition/lower/lower.h"
#include "redistribute/topology.h"

namespace shardproof::partition {

// What rule C7 makes of one collective of CostReport::collectives.
struct LoopMotion {
  bool sunk = false;         // issued after its loop, over the accumulation buffer
  int64_t bytes = 0;         // per device: the buffer's local elements in that type (operand and result)
  int64_t repeat = 1;        // times it runs per step, out of the loop
  std::string element_type;  // the type it moves in the loop ("f32", "bf16", ...)
};

// One entry per report.collectives entry, in the same order; `issued_kinds` are the kinds the
// compiler's earlier passes gave them (collective_forms.h): only all-reduces summing move.
std::vector<LoopMotion> loop_all_reduce_motion(const CostReport& report, const Program& program,
                                               const LoweredProgram& lowered, const redistribute::Topology& topology,
                                               const std::vector<std::string>& issued_kinds);

}  // namespace shardproof::partition
