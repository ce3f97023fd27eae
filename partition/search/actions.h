// \file The search's actions and how a set of them becomes shardings on a program.
//
// An action shards one class of dimension groups (dimension_groups.h) on one mesh axis:
//   group      every dimension of every group of the class (activations and weights alike):
//              "heads on model" is Megatron attention, "batch on data" data parallelism;
//   arguments  only the class's dimensions of @main's arguments, the rest left to
//              propagation: "d_model of the weights on data" after "batch on data" is
//              ZeRO-3/FSDP (the activations keep the batch on data, the weights are gathered).
// Stop is not an action here: a set of actions is a plan (the MCTS decides when to stop).
//
// A set is applied in one canonical order (ascending action index: every group action
// before every arguments action), the i-th as Shardy user priority base + i on open
// dimensions, so that the set alone decides the plan (evaluations are cached by set) and an
// earlier action is never overridden by a later one:
//   {batch on data, heads on model, ffn on model}  ->  x [{"data"}p0, {?}, {?}],
//      wq [{?}, {"model"}p1, {?}], w1 [{?}, {"model"}p2], ...; propagation does the rest.
// A dimension keeps what the program already says when it is closed; an axis a value
// already uses is not added to it again.
#pragma once

#include <string>
#include <vector>

#include "partition/ir/program.h"
#include "partition/search/dimension_groups.h"
#include "types/mesh.h"

namespace shardproof::partition::search {

enum class ActionKind { group, arguments };

struct Action {
  ActionKind kind = ActionKind::group;
  int group_class = 0;  // index into DimensionGroups::classes
  std::string axis;
  bool operator==(const Action&) const = default;
};

// Every action over `axes` whose axis size divides its class's size, group actions first,
// classes in DimensionGroups order (largest tensors first). No group action for a class
// with a closed dimension (fixed by the user: a group shares one sharding); arguments
// actions only for classes that touch an argument and also some other value.
//   x kept replicated ([{}, {}, {}], closed): batch, sequence and d_model take no group
//   action; heads and ffn still do (Megatron).
std::vector<Action> enumerate_actions(const Program& program, const DimensionGroups& groups,
                                      const types::Mesh& mesh, const std::vector<std::string>& axes);

// Whether `candidate` may join `chosen` (indices into `actions`): its class does not already
// use the axis, and the axes its class would carry still divide the class's size.
bool compatible(const std::vector<Action>& actions, const std::vector<int>& chosen, int candidate,
                const DimensionGroups& groups, const types::Mesh& mesh);

// Annotates `program` with the chosen actions (ascending indices into `actions`), action i
// of the set at priority base_priority + i, on mesh `mesh_name`.
void apply_actions(Program& program, const DimensionGroups& groups, const std::vector<Action>& actions,
                   const std::vector<int>& chosen, const std::string& mesh_name, int base_priority);

// The smallest priority no dimension of the program uses (0 when none has one): where the
// search's actions start, after the manual tactics.
int next_free_priority(const Program& program);

// "1 group of size 16 like params['wq'] (tensor<1024x16x64xf32> dim 1), 38 dimensions each on
// model" / "arguments of 1 group of size 8 like x (...) ... on data" (GroupClass descriptions).
std::string describe(const DimensionGroups& groups, const Action& action);

}  // namespace shardproof::partition::search
