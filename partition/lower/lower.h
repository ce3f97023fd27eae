// \file Lowering: every op gets local shapes, and wherever an operand's type differs from
// what its op needs under the op's sharding rule, the synthesized redistribution plan is
// inserted — so every byte the program moves is a plan that verify/ can prove.
//
//   %2 = dot_general %0 [{"data"}, {"model"}], %1 [{"model"}, {}]  -> %2 [{"data"}, {}]
//     needs nothing inserted: the op produces [{"data"}, {}] unreduced={"model"}, and the
//     plan to %2's type is one all_reduce over "model" (or a reduce_scatter when %2 is
//     sharded further, e.g. [{"data"}, {"model"}]).
//   %3 = add %1 [{"data"}, {}], %2 [{}, {"data"}]
//     inserts a plan %2: [{}, {"data"}] -> [{"data"}, {}] (one all_to_all) before the add.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "partition/ir/program.h"
#include "partition/propagate/propagate.h"
#include "redistribute/plan.h"
#include "redistribute/topology.h"

namespace shardproof::partition {

struct InsertedRedistribution {
  ValueId value = -1;         // the value redistributed
  int line = 0;               // of the op that needs it (or of the return)
  int op_index = -1;          // index in main's ops (ops.size() for the return)
  std::string op_name;        // "stablehlo.add", "return", ...
  std::string reason;         // "operand 1 of stablehlo.add", "result of stablehlo.dot_general"
  int64_t repeat = 1;         // times it runs per step: the trip counts of the loops around it
  redistribute::Plan plan;
  // What its reductions combine with: the partial results of a reduce are its own reducer's
  // (a max's per-shard maxima are all-reduced with max, as XLA does), all others are sums.
  // The plan and its proof do not depend on it: the proof shows every partial result
  // combined exactly once, which is correct for any associative and commutative reducer.
  ReducerKind reducer = ReducerKind::add;
  // The earlier redistribution (an index into LoweredProgram::redistributions) whose result
  // this plan starts from, or -1 when it starts from the value as it is: a value's partial
  // sums are reduced once, and a later reader that wants it in another layout may get a plan
  // from the earlier reader's reduced layout (plan.source is then that layout, without the
  // unreduced axes the value has). Whoever runs the plan must start it from that result.
  int starts_from = -1;
  // One plan per (value, target layout) among the operands of main's ops, as XLA's CSE leaves
  // one collective: the later operands that read this plan's result instead of their own
  // (same value, same canonical target). The first reader is op_index/line/reason above.
  struct Reader {
    int op_index = -1;
    int line = 0;
    std::string reason;
  };
  std::vector<Reader> shared_with;
};

// A collective written by the user inside a manual region (shard_map).
struct ManualCollective {
  OpKind kind = OpKind::all_reduce;
  int line = 0;
  int64_t group_size = 1;
  int64_t operand_bytes = 0;  // per device
  int64_t result_bytes = 0;   // per device
  int64_t recv_bytes = 0;     // per device, by the ring formulas of redistribute/collective.h
  std::vector<std::string> axes;  // the mesh axes its replica groups span (when recognisable)
};

struct LoweredOp {
  int index = 0;                                     // in main's ops
  std::vector<std::vector<int64_t>> operand_shapes;  // local, as the op runs
  std::vector<std::vector<int64_t>> result_shapes;   // local
  double flops = 0;                                  // per device
  int64_t bytes_accessed = 0;                        // per device: operands read + results written
  int64_t repeat = 1;                                // times it runs per step (loops around it)
  const Op* op = nullptr;                            // the op (main's, or inside a loop or branch)
};

// A loop of the program and what lowering found out about it.
struct LoweredLoop {
  int line = 0;
  std::optional<int64_t> trip_count;  // nullopt: not static (its body is counted once)
};

struct LoweredProgram {
  std::string mesh_name;
  types::Mesh mesh;
  std::vector<types::ShardingType> types;  // per value: the type it runs in (propagation's, or
                                           // the lowering's where it computes a value otherwise:
                                           // cheaper_indexing_layout)
  std::vector<LoweredOp> ops;              // main's ops in order, a loop's or branch's in its place
  std::vector<InsertedRedistribution> redistributions;
  std::vector<ManualCollective> manual_collectives;
  std::vector<LoweredLoop> loops;

  int64_t local_bytes(const Program& program, ValueId v) const;
};

LoweredProgram lower(const Program& program, const PropagationResult& propagation,
                     const redistribute::Topology& topology);

}  // namespace shardproof::partition
