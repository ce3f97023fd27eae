// \file The SMT semantics of the seven steps of redistribute/collective.h as
// *provenance maps*: for a device and local index after a step, the device and local
// index before the step the value came from — one per member of the group for the
// reductions (the member is a fresh bounded variable, so the set is the variable's range).
// Positions that read past the local buffer before the step are padding (`pad`).
//
//   all_gather(0, {"y"}) on x2 y2, [{"x","y"}, {}] -> [{"x"}, {}], blocks of 3 rows:
//     after (d, l) <- before (d with y := l0 div 3, (l0 mod 3, l1))
//   all_to_all({"x"}, 0 -> 1) on x4, [{"x"}, {}] -> [{}, {"x"}], local 2x8 -> 8x2:
//     after (d, l) <- before (d with x := l0 div 2, (l0 mod 2, x(d)*2 + l1))
//   reduce_scatter(0, {"x"}) on x2, unreduced {x} -> [{"x"}]:
//     after (d, l) <- sum over m in [0,2) of before (d with x := m, (x(d)*b + l0))
//   exchange(-> [{"y"},{"x"}]) on x4 y2 from [{"x"},{"y"}], 8x8, blocks 2x4 -> 4x2:
//     after (d, l) <- before (d with x := (y(d)*4 + l0) div 2, y := (x(d)*2 + l1) div 4,
//                            ((y(d)*4 + l0) mod 2, (x(d)*2 + l1) mod 4))
//
// The type rule, cost and executable semantics sit beside these in
// redistribute/collective.h and exec/local_collectives.h; proofs/ shows them consistent.
#pragma once

#include <cstdint>
#include <vector>

#include "redistribute/collective.h"
#include "types/sharding_type.h"
#include "verify/device_model.h"
#include "verify/smt.h"

namespace shardproof::verify {

// A symbolic (device, local index), and whether its value is padding.
struct Position {
  std::vector<smt::Expr> device;  // atom digits
  std::vector<smt::Expr> local;
  smt::Expr pad;                  // Boolean
};

// One step seen by the semantics: the op, the types and local shapes around it.
struct StepFrame {
  const redistribute::Collective& op;
  const types::ShardingType& before;  // canonical
  const types::ShardingType& after;
  const std::vector<int64_t>& local_before;
  const std::vector<int64_t>& local_after;
};

// Where the value at `after` came from. New variables (reduction members, the sender a
// permute chooses) are added to `ctx` with their bounds; `side` collects the constraints
// that tie them (the permute's sender holds the block the receiver needs).
Position provenance(smt::Context& ctx, const DeviceModel& model, const StepFrame& step, const Position& after,
                    std::vector<smt::Expr>& side, std::vector<smt::Expr>& members);

}  // namespace shardproof::verify
