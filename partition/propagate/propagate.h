// \file Sharding propagation (Shardy's op-priority propagation with its aggressive factor
// propagation, the strategy JAX runs): gives every value of a Program a ShardingType on the
// program's mesh.
//
// Contract.
//  - Each op's sharding rule (op_sharding_rule_registry.h) projects the shardings of its
//    operands and results onto factors. For each factor the *compatible* sharding is the
//    longest list of axes that every tensor's sharding of that factor is a prefix of; when
//    two tensors disagree (neither is a prefix of the other) only their common major prefix
//    is kept and a Conflict is recorded. Compatible shardings are projected back: an open
//    dimension (`?`, and every dimension of an unannotated value) gains the axes its
//    current list is a prefix of; a closed dimension never changes. need_replication
//    factors never propagate; an axis is never used twice in one value.
//  - Two factors wanting the same axis in one tensor: the factor whose source (the largest
//    tensor already sharded that way) is larger takes it, ties going to the earlier tensor,
//    then the earlier factor (Shardy's AggressiveFactorPropagation; reshard the smaller
//    tensor). An elementwise op's operands take no more than its result.
//  - Order: user priorities first (p0, p1, ..., then dimensions without one); within each,
//    the three stages of Shardy's op-priority schedule (stage_direction: elementwise ops,
//    reshape and transpose; then every op's pass-through factors, broadcasts backward only;
//    then everything); each stage runs forward and backward sweeps in program order to a
//    fixpoint.
//  - A reduction factor sharded the same way in every operand (dot_general's contracting
//    dimensions, reduce's reduced dimensions) makes the result UNREDUCED over those axes;
//    lowering later inserts the all-reduce or reduce-scatter. An open dimension of the
//    result that took such an axis before the reduction knew it gives it up (and the axes
//    minor to it), and propagation runs again, so that the result is a fixpoint:
//    propagating it again, without priorities, changes nothing.
//  - Manual regions: operands meet the fixed in_shardings, results carry the fixed
//    out_shardings; inside, only the free (non-manual) axes propagate, and collectives are
//    barriers. Over the free axes an operand and its region argument (and a region result
//    and the op's result) are linked like an elementwise op, on every dimension that the
//    declared sharding leaves open and that carries no manual axis: a region manual over
//    "model" only runs sharded over "data" when its operands come that way.
//    Function results meet their signature shardings.
//  - A fully closed sharding constraint closes, on its operand, the dimensions it replicates
//    (Shardy's import, apply-sharding-constraints, gives the operand the whole sharding when
//    the operand has none, is read by no other constraint with another sharding, and is no
//    loop's or branch's carried value; the axes on its other dimensions come by propagation).
//  - Values nothing reaches end replicated.
//  - A program in GSPMD syntax (Program::syntax) is propagated by XLA with GSPMD's pass, not
//    Shardy's. Where that pass gives an op no sharding at all (top_k, fft: op_table.h,
//    GspmdPropagation), the op is a barrier here too: nothing crosses it either way, so its
//    results end replicated unless their readers shard them (a MoE router's top_k over a
//    token-split softmax: XLA's GSPMD compile runs it and everything after it replicated).
//
// Worked examples (mesh x=2, y=4):
//   %2 = dot_general %0 [{"x"}, {}] 8x16, %1 [{"x"}, {}] 32x16, contracting [1] x [1]
//                                                          -> %2 [{}, {"x"}] (%1 is larger)
//   %2 = add %0 [{"x"}, {?}], %1 [{?}, {"y"}]              -> %2 [{"x"}, {"y"}]; %0 [{"x"}, {"y"}]
//   %2 = dot_general %0 [{}, {"y"}], %1 [{"y"}, {"x"}]    -> %2 [{}, {"x"}], unreduced={"y"}
//   %1 = reshape %0 [{"x","y"}] : 8 -> 2x4                 -> %1 [{"x"}, {"y"}]
//   %2 = add %0 [{"x"}], %1 [{"y"}] (both closed)          -> %2 [{?}] replicated; a conflict at the add
#pragma once

#include <string>
#include <vector>

#include "partition/ir/program.h"
#include "partition/ops/op_sharding_rule.h"
#include "types/mesh.h"
#include "types/sharding_type.h"

namespace shardproof::partition {

// Shardy's op-priority schedule: propagation runs in stages, each to a fixpoint, and an
// op's factors propagate only from the stage that admits them, in the directions it allows.
//   stage 0  elementwise ops, reshape, transpose and sharding constraints: every factor,
//            both ways (shardings first flow along chains that cost nothing to keep);
//   stage 1  every op's pass-through factors, both ways, except broadcast_in_dim: backward
//            only (its operand is the smaller tensor: a bias `[{"data"}]` broadcast into an
//            FSDP activation must not claim `data` before the batch dimension does);
//   stage 2  everything, both ways (reduction factors, broadcast forward).
// need_replication factors never propagate, whatever the stage.
enum class PropagationDirection { none, forward, backward, both };
constexpr int kPropagationStages = 3;
PropagationDirection stage_direction(OpKind kind, FactorType type, int stage);

struct PropagationConflict {
  ValueId value = -1;   // whose sharding could not be followed
  int line = 0;         // of the op where the shardings met
  int dim = -1;         // the value's dimension whose axes were dropped
  std::string dropped;  // the axes that were dropped, Shardy syntax: {"y"}
  std::string message;  // "%1 dim 0 of stablehlo.add: {"y"} conflicts with {"x"}; kept {}"
  bool operator==(const PropagationConflict&) const = default;
};

// Where a dimension's sharding came from (Shardy's sharding-origin debugging, issue 43's
// why-chains): a dimension that takes axes records the tensor and dimension it took them
// from, the op it took them through and that tensor's own origin at the time, so that
// following `parent` leads back to an annotation. Records only ever point to earlier ones.
//   params['w1'] [{}, {"model"}] (an argument)     -> #0 annotated   params['w1'] dim 1 {"model"}
//   %0 = dot_general %x, params['w1']              -> #1 propagated  %0 dim 1 {"model"} from params['w1'] dim 1, parent #0
//   %1 = tanh %0                                   -> #2 propagated  %1 dim 1 {"model"} from %0 dim 1, parent #1
//   return ... (the jit's out_shardings)           -> #3 declared    (the return's fixed sharding of its operand)
struct ShardingOrigin {
  enum class Kind {
    annotated,    // the value's own sharding as the program gives it (an argument, a constraint's result)
    constrained,  // a fully closed sharding constraint's replicated dimensions given to its operand
    declared,     // a boundary's fixed sharding: the function's result shardings, a manual region's in/out shardings
    propagated,   // taken from another tensor of an op's sharding rule
  };
  Kind kind = Kind::annotated;
  ValueId value = -1;  // whose dimension
  int dim = 0;
  std::vector<types::AxisRef> axes;  // the dimension's axes then
  int line = 0;        // propagated: the op it came through; constrained/declared: the constraint's or boundary's op
  std::string op;      // that op's name: "stablehlo.tanh", "return", "sdy.manual_computation"
  ValueId from = -1;   // propagated: the tensor it came from (-1: a boundary's declared sharding); constrained: the constraint's result
  int from_dim = -1;
  int parent = -1;     // propagated: from's origin at the time (an index into PropagationResult::origins)
};

struct PropagationOptions {
  std::string mesh_name;  // empty: the program's first mesh
  int max_sweeps = 10000;  // a safety bound; every sweep that changes something adds an axis
};

struct PropagationResult {
  std::string mesh_name;  // empty when the program has no mesh (then everything is replicated)
  types::Mesh mesh;
  std::vector<types::ShardingType> types;  // indexed by ValueId
  std::vector<PropagationConflict> conflicts;
  int sweeps = 0;
  std::vector<ShardingOrigin> origins;
  std::vector<std::vector<int>> dim_origin;  // per value, per dimension: its last origin, -1 when none
};

PropagationResult propagate(const Program& program, const PropagationOptions& options = {});

// Stores the propagated types on the program's values (ValueSharding on the result's mesh).
void apply_propagation(Program& program, const PropagationResult& result);

}  // namespace shardproof::partition
