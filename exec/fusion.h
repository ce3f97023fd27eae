// \file Elementwise fusion in the executor: chains of elementwise ops, with the broadcasts,
// transposes, reshapes and converts feeding them, run as one loop over blocks of a few
// thousand elements, and the values passed along the chain are never materialised as whole
// arrays (XLA's loop fusion, which the run against XLA measures us against).
//
//   %4 = broadcast_in_dim %3 (8x512x1 -> 8x512x768); %5 = subtract %arg, %4; %6 = square %5
//     one group, root %6: per block of 4096 elements the broadcast copies its part of %4, the
//     subtract and the square run on it; %4 and %5 are never allocated (12 MiB each).
//   %51 = exponential %50, read by a reduce and by a divide: two readers, so %51 is
//     materialised (it ends the group of %50 and %51); the divide starts another group.
//   %20 = multiply %17, %19 where lowering put an all_gather before operand 1: %19 arrives
//     through its plan, so %19 is an input of the group, not a member.
//
// What fuses is read off the op table (partition/ops/op_table.h, its `fused` column): an
// op with a block kernel (elementwise ops, convert, compare, select, clamp) or an element map
// (broadcast_in_dim, transpose, reshape, sharding constraints). A producer P joins the group
// of its reader C when
//   - P has one result, read by C alone (C may read it twice) and not returned by the program,
//   - C has a block kernel, or keeps the element order (a reshape) and is itself a member,
//   - P's result has as many elements as C's (a scalar or a smaller operand stays an input),
//   - no plan (collective) sits at P's operands or result or at C's read of it: the
//     collectives run at the same points of the program, in the same order, as unfused,
//   - no value of P is complex or of a type without arithmetic (fp8, i4): those keep their
//     whole-array kernels.
// A group runs where its root (the one member whose result is materialised) stood; its
// members' operands stay alive until then. Bit-exact with the unfused run by construction:
// each member runs its own block kernel, which is what its whole-array kernel runs (one block
// of every element), and stores its block in its element type, so bf16 and f16 intermediates
// are rounded after every op as unfused (tests/exec/fusion_test.cpp checks both on real
// programs).
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "partition/ir/program.h"
#include "partition/ops/kernel.h"

namespace shardproof::exec {

// Where lowering put a plan, asked by op index (into the ops being planned) and operand or
// result position; empty functions: nowhere (the single-device reference).
struct FusionBarriers {
  std::function<bool(int op, size_t operand)> plan_at_operand;
  std::function<bool(int op, size_t result)> plan_at_result;
};

struct FusedGroup {
  int root = -1;                                 // index of the op whose result is materialised
  std::vector<int> members;                      // every op of the group in program order, root last
  std::vector<partition::ValueId> fused_values;  // the members' results but the root's: never allocated
};

struct FusionPlan {
  std::vector<FusedGroup> groups;
  std::vector<int> group_of;  // per op: its group, or -1
  std::vector<int> runs_at;   // per op: the index it runs at (its group's root's, or its own)
  // A member that runs inside its root's loop, not at its own place.
  bool deferred(int op) const {
    const int g = group_of[static_cast<size_t>(op)];
    return g >= 0 && groups[static_cast<size_t>(g)].root != op;
  }
  bool is_root(int op) const {
    const int g = group_of[static_cast<size_t>(op)];
    return g >= 0 && groups[static_cast<size_t>(g)].root == op;
  }
};

// Whether `op` has a fused form (the op table's column) on types the block kernels compute
// on, one result and no regions: what may join a group (or run as a group of one).
bool fusible(const partition::Program& program, const partition::Op& op);

// The groups of `ops` (a function body; values in `live_out` are read after it).
FusionPlan plan_fusion(const partition::Program& program, const std::vector<partition::Op>& ops,
                       const std::vector<partition::ValueId>& live_out, const FusionBarriers& barriers = {});

// One member of a group as the block loop runs it.
struct FusedStep {
  const partition::Op* op = nullptr;
  partition::FusedForm form;
  types::DType dtype = types::DType::f32;  // of its result
  std::vector<int64_t> shape;              // its result's local shape
  struct Source {
    int step = -1;                                 // an earlier member's result
    const partition::HostBuffer* buffer = nullptr;  // or a materialised value
  };
  std::vector<Source> operands;
};

// Bytes of scratch the loop holds at once for these steps at `block` elements per block.
int64_t fused_scratch_bytes(const std::vector<FusedStep>& steps, int64_t block);

// Runs the steps (producers first, the root last) a block of `block` elements at a time and
// writes the root's result into `result` (allocated, the root's dtype and local shape). Every
// member's result has result.num_elements() elements; a materialised operand of a block
// kernel has as many or one (a scalar); an element map's operand is materialised. Throws
// partition::KernelUnsupported where a step's kernel does.
void run_fused(const std::vector<FusedStep>& steps, partition::HostBuffer& result, int64_t block);

}  // namespace shardproof::exec
