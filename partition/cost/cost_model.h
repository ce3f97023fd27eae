// \file The per-device cost of a lowered program: memory (parameters, outputs and the peak
// of the temporaries over a liveness walk modelled on XLA's buffer assignment — see
// cost_model.cpp), FLOPs, bytes moved per collective, and a step-time estimate (a roofline
// per op from the topology's FLOP rate and memory bandwidth, plus alpha-beta collective time).
//
//   examples/models/mlp_2d.shardy.mlir (data=4, model=2; batch 8 x seq 128 x hidden 512, f32):
//     collectives: all_reduce over {"model"} of 2x128x512 f32 = 512 KiB, 512 KiB received
//     memory: parameters 4.51 MiB, peak 7.01 MiB at line 24 (stablehlo.multiply)
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "partition/lower/lower.h"
#include "redistribute/topology.h"

namespace shardproof::partition {

struct CollectiveUse {
  std::string kind;            // all_gather, all_reduce, ...
  std::string reducer = "add";  // all_reduce, reduce_scatter: "add", "maximum", "and", ...
  std::vector<std::string> axes;
  int64_t bytes = 0;           // received per device
  int64_t operand_bytes = 0;   // the local buffer it starts from, per device
  int64_t result_bytes = 0;    // the local buffer it produces, per device
  double time_s = 0;
  int line = 0;
  std::string value;           // the value redistributed (inserted plans), "" for manual ones
  std::vector<int> also_read_at;  // lines of later ops reading the same redistributed value
  bool inserted = true;        // false: written by the user in a manual region
  int64_t repeat = 1;          // times it runs per step (inside a loop: the trip count)
  int redistribution = -1;     // index into LoweredProgram::redistributions (-1: a manual one)
  int combined = -1;           // index into CostReport::combined_collectives
};

// One collective as the target's compiler issues it after its combiners (rule C1,
// collective_combining.h): one or more of CostReport::collectives in one tuple collective.
struct CombinedCollective {
  std::string kind, reducer;
  std::vector<std::string> axes;
  int members = 0;
  int64_t bytes = 0, operand_bytes = 0, result_bytes = 0;  // summed over the members, per device
  int64_t repeat = 1;
  std::vector<int> lines;  // the members' lines
};

// Memory over the program's order (memory_timeline.h): what a device holds at each schedule
// step where that changes, and what it holds at the peak, item by item.
struct MemoryPoint {
  int step = 0;       // a step of the memory model's schedule (memory_schedule.h)
  int line = 0;       // the MLIR line of main's op running there (0: before the first, or the return)
  int64_t bytes = 0;  // parameters + outputs + the temporaries live from this step to the next point
};
struct LiveAtPeak {
  std::string kind;   // parameter | output | temporary | heap gaps | sync flags
  std::string value;  // the value it holds ("params['w1']", "%18"); "" for a copy, staging or partial sums
  std::string op;     // the op it is made at ("stablehlo.dot_general"; "return"; a redistributed
                      // operand: the op reading it); "" for a parameter
  int line = 0;       // that op's MLIR line (0: none)
  int64_t bytes = 0;
};
struct MemoryTimeline {
  std::vector<MemoryPoint> points;  // in step order
  int peak_step = 0;                // where the peak is first reached
  std::vector<LiveAtPeak> at_peak;  // their bytes sum to peak_memory_bytes
};

struct CostReport {
  int64_t parameter_bytes = 0;   // arguments, live for the whole step
  int64_t output_bytes = 0;      // results of main
  int64_t aliased_output_bytes = 0;   // of those, written into donated arguments' buffers
  int64_t peak_memory_bytes = 0;      // parameters + outputs - aliased + the peak of the temporaries
  int64_t peak_activation_bytes = 0;  // peak minus parameters (outputs - aliased + peak temporaries)
  int64_t vmem_peak_bytes = 0;   // on a TPU target: the temporaries placed in VMEM at their peak (rule 10)
  int peak_line = 0;
  std::string peak_op;
  double flops = 0;              // per device
  double compute_time_s = 0;     // sum over ops of max(flops / peak, bytes / bandwidth)
  double collective_time_s = 0;
  double step_time_s = 0;
  std::vector<CollectiveUse> collectives;
  std::vector<CombinedCollective> combined_collectives;  // the same, after the compiler's combiners
  MemoryTimeline memory;
};

// `with_memory_timeline`: fill CostReport::memory too (check's --json and --html); the search,
// which costs thousands of candidate plans, leaves it empty.
CostReport estimate_cost(const Program& program, const LoweredProgram& lowered,
                         const redistribute::Topology& topology, bool with_memory_timeline = false);

}  // namespace shardproof::partition
