// \file `run`'s comparison of every device's block of every output with the reference, by the
// rule program_runner.h states (bit-exact without reductions, 2 R eps (|ref| + rms) with them,
// the perturbed references' conditioning term, NaN against NaN), and the verdict on the
// elements that rule leaves undecided (the partitioned side's own move under the same
// perturbations: inconclusive or a mismatch).
//
//   mlp_tp's output, R = 512 (the contracted extent), f32: every element within 2 * 512 * 2^-23
//     (|ref| + rms) on all 8 devices -> OutputComparison ok
//   a dropped all_reduce: a device holds its partial sum where the reference has the whole
//     sum, far beyond the rule -> ProgramMismatch at the first such element
//   the chaotic GRU: elements beyond the rule and the perturbed references' move that the
//     partitioned run itself moves as far under the same perturbed arguments -> undecided,
//     then inconclusive
//
// Internal to exec/.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "exec/comparison_rule.h"
#include "exec/program_runner.h"

namespace shardproof::exec {

// What is compared: the reference's outputs against every device's blocks.
struct ComparedSides {
  const partition::Program& program;
  const types::Mesh& mesh;
  const std::vector<types::ShardingType>& returned;                // per result: the type it is returned in
  const std::vector<partition::HostBuffer>& expected;              // the reference's outputs
  const std::vector<std::vector<partition::HostBuffer>>& outputs;  // per device (mpi: empty for another rank's)
  std::vector<Rounding> roundings;                                 // per result: the reference's chain
};

// An element beyond the rounding rule and beyond 4x the perturbed references' move (a number
// against NaN or infinity included), kept for the partitioned side's own measure instead of
// ending the comparison.
struct UndecidedElement {
  size_t output = 0;
  int64_t device = 0;
  int64_t local_flat = 0;  // element in the device's block
  int64_t ref_flat = 0;    // element in the reference
  int64_t part = 0;        // 1: a complex element's imaginary part
  double moved = 0;        // the perturbed references' move there
  double got = 0, want = 0;
};

struct OutputsCompared {
  std::vector<OutputComparison> outputs;  // in order, up to the first mismatching one
  std::optional<ProgramMismatch> mismatch;
  std::vector<UndecidedElement> undecided;  // only with perturbed references
  bool inconclusive = false;                // decide_undecided: every undecided element moved on the partitioned side
};

// The comparison with the perturbed references' moves `sensitivity` (per output and element,
// program_runner.cpp's perturbed_sensitivity; empty: the rounding rule alone).
OutputsCompared compare_outputs(const ComparedSides& sides, const std::vector<std::vector<double>>& sensitivity);

// The verdict on compared.undecided, given how far the partitioned step itself moved each
// element (`own_moves`, one per undecided element) over `runs` runs on perturbed arguments:
// an element within 4x its own move is open (the comparison cannot decide there), any other a
// mismatch. Sets every undecided output's counts, a mismatch at the first element kept (or
// the first element where all are open) and inconclusive where all are open and runs > 0.
void decide_undecided(const ComparedSides& sides, const std::vector<double>& own_moves, int runs, OutputsCompared& compared);

}  // namespace shardproof::exec
