// \file The bounded-exhaustive check of every op's partitioning (issue 40): what the proofs
// of redistributions do not cover. Each program of tests/data/op_cases (one op of the op
// table, lowered by JAX from small shapes: bench/models/export_op_cases.py) gets every mesh
// of 2, 4 and 8 devices with 1, 2 or 3 axes (and the sub-axes of a 1-axis mesh), every
// sharding of its arguments on it, then `check`'s pipeline (propagation, lowering with its
// inserted plans, their proofs) and `run`'s executor on local threads, compared with the
// unpartitioned op by the executor's rule: bit-exact where no reduction feeds an output,
// within the rounding rule otherwise.
//
//   reshape__split_then_dot on <["x"=2, "y"=4]>, arg0 [{"x"}, {}, {}], arg1 [{"y"}, {}]:
//     propagation, 2 proved plans, 8 threads; output 0 agrees (R = 8, f32)
//   add__6x4 on <["x"=4]>, arg0 [{"x"}, {}] (6 rows over 4 devices: padded), arg1 [{}, {"x"}]
//
// A case counts as agreed (the run matched), refused (the executor declined the program with a
// clear error: not unsound, but a gap) or failed (check called it sound and the run disagreed,
// check refused the valid shardings, or something threw that should not). Failures carry the
// case.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "partition/ir/program.h"
#include "types/mesh.h"
#include "types/sharding_type.h"

namespace shardproof::proofs {

// One case: `program` (unsharded) on `mesh` with `arguments` as its arguments' shardings,
// through check and run. agreed: every redistribution proved and every output agreed;
// refused: the executor declined it with a clear error (`message`); failed: a redistribution
// not proved, an output that disagreed, check refusing the shardings, or an internal error.
enum class CaseOutcome { agreed, refused, failed };
struct CaseResult {
  CaseOutcome outcome = CaseOutcome::agreed;
  std::string message;
};
CaseResult run_op_case(const partition::Program& program, const types::Mesh& mesh,
                       const std::vector<types::ShardingType>& arguments, uint64_t seed = 1);

struct OpRowTally {
  std::string row;       // the op's name without its dialect: "dot_general"
  int64_t programs = 0;  // programs of tests/data/op_cases for the row
  int64_t enumerated = 0;  // (mesh, argument shardings) pairs of those programs
  int64_t ran = 0;         // the ones run (every `every`th)
  int64_t agreed = 0, refused = 0, failed = 0;
  std::string first_refusal, first_failure;
};

struct OpPartitioningResult {
  std::vector<OpRowTally> rows;  // by row name
  int64_t ran = 0, agreed = 0, refused = 0, failed = 0;
  double seconds = 0;
};

struct OpPartitioningOptions {
  std::string cases_dir;   // tests/data/op_cases
  int64_t every = 1;       // run every Nth case of each program (1: all)
  int threads = 1;         // programs checked concurrently
  std::string only;        // a row name: only its programs (empty: every row)
};

OpPartitioningResult run_op_partitioning(const OpPartitioningOptions& options);

}  // namespace shardproof::proofs
