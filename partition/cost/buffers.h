// \file The buffers XLA would allocate for one schedule, each with its live range (rules 2-3,
// 2b, 2c, 3c-3e and 8 of the memory model; see cost_model.cpp): the fusion roots, the copies
// of redistributed operands, the plans' staging, the transposed and duplicated copies of dot
// operands and the f32 converts of bf16 parameters. Where they go in memory is allocation.h's.
//
//   %3 = dot_general(%2, %w), its result all-reduced: the partial sums' buffer from the dot's
//     step to the plan's (its post step, unless rule 3b defers it), the reduced value's from
//     there to its last reader
//   a weight all-gathered for a dot (FSDP): its gathered copy from step 0 to its last reader,
//     one per (parameter, layout); the gather's staging, if any, one buffer at step 0
//   a bf16 value computed on XLA CPU (rule 8): a buffer of twice its declared bytes; an f8
//     operand of a dot, four times
//
// Rule 8. A backend that computes bf16 in f32 (Topology::bf16_arithmetic_in_f32; XLA's CPU
// backend, whose float normalization upcasts every bf16 op it has no bf16 kernel for and,
// with excess precision allowed, drops the f32 -> bf16 -> f32 round trips between them):
// every buffer the program computes of a bf16 value holds f32 (twice the bytes; an
// all-reduce of it is promoted too), while parameters and outputs keep the declared bf16
// (they are the caller's). A bf16 parameter read by a dot_general is converted to an f32
// copy first, issued at the start like a parameter's gather (rule 3) and live until its
// last dot (transformer_2d_bf16: XLA's wrapped_convert / convert_bitcast_fusion of every
// weight, all at the top of the schedule). A parameter that a dot reads through a transposed
// copy (rule 2b) has the convert fused into that copy, which holds f32: no convert of its
// own (gemma_fwd_2d: copy_bitcast_fusion.8 f32[256,256] = fusion(param.11 bf16[2,128,256]),
// param.11's only fusion). Dots of f16 and 8-bit floats run in f32 too (XLA CPU converts
// their operands): the operands and results of such dots are f32 buffers, a parameter of
// those types read by a dot gets an f32 copy, and a convert of a parameter that feeds dots
// runs at the start with those copies (rescheduling.h; tests/data/narrow_floats: 0.495 of
// XLA's peak without, 0.978 with).
#pragma once

#include <cstdint>
#include <map>
#include <set>
#include <vector>

#include "partition/cost/materialisation.h"
#include "partition/cost/memory_schedule.h"
#include "partition/cost/rescheduling.h"

namespace shardproof::partition::memory {

struct Buffer {
  int64_t bytes = 0;
  int start = 0, end = 0;       // schedule steps, both inclusive
  bool output = false;
  bool donated = false;         // an output in a donated argument's buffer (rule 4b)
  bool argument_copied = false;  // ... whose argument was copied first (rule 4c): the buffer is free between
  bool bitcast = false;         // a dot result that is a bitcast of a matrix product
  bool opens_on_read = false;   // rule 2f's copy: made no later than its first read
  std::set<int> may_overwrite;  // buffers that die at `start` and that this one may take over
  int main_op = -1;             // main's op defining it (for the report)
  ValueId value = -1;           // the value it holds, for the report (-1: a copy, staging, partial sums)
  bool loop_fusion = false;     // the root of an elementwise or reduction fusion (rule 10, megacore)
  bool in_reader_fusion = false;  // a TPU dot computed inside the one dot reading it (rule 16)
};

// Every buffer, in the order made (the order breaks ties in rule 5). `donated`: main's results
// written into donated arguments' buffers, each with its argument (rules 4b, 4c).
std::vector<Buffer> build_buffers(const CostInputs& in, const PlansByOp& plans, const Schedule& schedule,
                                  const Materialisation& fusion, const PlanSteps& plan_steps,
                                  const std::map<ValueId, ValueId>& donated);

}  // namespace shardproof::partition::memory
