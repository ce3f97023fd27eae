#include "partition/search/actions.h"

#include <fmt/format.h>

#include <algorithm>

namespace shardproof::partition::search {
namespace {

int64_t axis_size(const types::Mesh& mesh, const std::string& axis) {
  const auto i = mesh.axis_index(axis);
  return i ? mesh.axis_size(*i) : 1;
}

bool value_uses_axis(const types::ShardingType& t, const std::string& axis) {
  for (const auto& d : t.dims)
    for (const auto& a : d.axes)
      if (a.name == axis) return true;
  for (const auto& a : t.unreduced)
    if (a.name == axis) return true;
  return false;
}

// A dimension the program fixes (a closed dimension: the user's `keep`/`replicate`, or a
// sharding tactic): a group holding one must keep that dimension's sharding as it is.
bool closed(const Program& program, const DimensionRef& m) {
  const auto& s = program.value(m.value).sharding;
  return s && !s->type.dims[m.dim].open;
}

}  // namespace

std::vector<Action> enumerate_actions(const Program& program, const DimensionGroups& groups,
                                      const types::Mesh& mesh, const std::vector<std::string>& axes) {
  std::vector<bool> is_argument(program.values.size(), false);
  for (ValueId a : program.main.arguments) is_argument[a] = true;
  std::vector<Action> out;
  for (ActionKind kind : {ActionKind::group, ActionKind::arguments}) {
    for (size_t c = 0; c < groups.classes.size(); ++c) {
      const GroupClass& gc = groups.classes[c];
      const DimensionGroup& first = groups.groups[gc.groups.front()];
      // A group is one sharding: it cannot take an axis that one of its dimensions is fixed
      // without (an arguments action skips the fixed arguments instead).
      if (kind == ActionKind::group &&
          std::any_of(gc.groups.begin(), gc.groups.end(), [&](int g) {
            return std::any_of(groups.groups[g].members.begin(), groups.groups[g].members.end(),
                               [&](const DimensionRef& m) { return closed(program, m); });
          }))
        continue;
      if (kind == ActionKind::arguments) {
        const bool only_arguments = std::all_of(first.members.begin(), first.members.end(),
                                                [&](const DimensionRef& m) { return is_argument[m.value]; });
        if (!first.has_argument || only_arguments) continue;
      }
      for (const std::string& axis : axes) {
        const int64_t n = axis_size(mesh, axis);
        if (n <= 1 || gc.size % n != 0) continue;
        out.push_back(Action{kind, static_cast<int>(c), axis});
      }
    }
  }
  return out;
}

bool compatible(const std::vector<Action>& actions, const std::vector<int>& chosen, int candidate,
                const DimensionGroups& groups, const types::Mesh& mesh) {
  const Action& a = actions[candidate];
  int64_t carried = axis_size(mesh, a.axis);
  for (int i : chosen) {
    const Action& b = actions[i];
    if (b.group_class != a.group_class) continue;
    if (b.axis == a.axis) return false;
    if (b.kind == ActionKind::group || a.kind == b.kind) carried *= axis_size(mesh, b.axis);
  }
  return groups.classes[a.group_class].size % carried == 0;
}

void apply_actions(Program& program, const DimensionGroups& groups, const std::vector<Action>& actions,
                   const std::vector<int>& chosen, const std::string& mesh_name, int base_priority) {
  std::vector<bool> is_argument(program.values.size(), false);
  for (ValueId a : program.main.arguments) is_argument[a] = true;
  for (size_t i = 0; i < chosen.size(); ++i) {
    const Action& action = actions[chosen[i]];
    const int priority = base_priority + static_cast<int>(i);
    for (int g : groups.classes[action.group_class].groups) {
      for (const DimensionRef& m : groups.groups[g].members) {
        if (action.kind == ActionKind::arguments && !is_argument[m.value]) continue;
        Value& v = program.value(m.value);
        if (!v.sharding) {
          types::ShardingType open = types::ShardingType::fully_replicated(v.type.rank());
          for (auto& d : open.dims) d.open = true;
          v.sharding = ValueSharding{mesh_name, open};
        }
        if (v.sharding->mesh != mesh_name) continue;
        auto& dim = v.sharding->type.dims[m.dim];
        if (!dim.open || value_uses_axis(v.sharding->type, action.axis)) continue;
        dim.axes.push_back(types::AxisRef::whole(action.axis));
        if (!dim.priority) dim.priority = priority;
      }
    }
  }
}

int next_free_priority(const Program& program) {
  int next = 0;
  for (const Value& v : program.values)
    if (v.sharding)
      for (const auto& d : v.sharding->type.dims)
        if (d.priority) next = std::max(next, *d.priority + 1);
  return next;
}

std::string describe(const DimensionGroups& groups, const Action& action) {
  const GroupClass& c = groups.classes[action.group_class];
  if (action.kind == ActionKind::arguments) return fmt::format("arguments of {} on {}", c.arguments_description, action.axis);
  return fmt::format("{} on {}", c.description, action.axis);
}

}  // namespace shardproof::partition::search
