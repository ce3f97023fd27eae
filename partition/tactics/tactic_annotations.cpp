#include "partition/tactics/tactic_annotations.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <stdexcept>

#include "partition/tactics/megatron_pattern.h"
#include "partition/tactics/training_roles.h"
#include "partition/tactics/value_selection.h"
#include "types/error.h"

namespace shardproof::partition::tactics {

namespace {

class Expander {
 public:
  Expander(const Tactic& t, const Program& p, const types::Mesh& mesh, const std::string& file)
      : t_(t), p_(p), mesh_(mesh), file_(file) {}

  std::vector<Annotation> run() {
    switch (t_.kind) {
      case TacticKind::shard: shard(); break;
      case TacticKind::batch: batch(); break;
      case TacticKind::megatron: megatron(); break;
      case TacticKind::zero: zero(); break;
      case TacticKind::replicate: replicate(); break;
      case TacticKind::auto_:
        throw std::logic_error("auto has no annotations: apply_tactics runs the search for it");
    }
    return std::move(out_);
  }

 private:
  [[noreturn]] void fail(int line, int column, const std::string& message) const {
    throw types::InputError(tactic_error(file_, line, column, &t_, message));
  }

  void check_axis(const AxisName& a) const {
    if (!mesh_.axis_index(a.text))
      fail(a.line, a.column, fmt::format("axis '{}' is not in the mesh {}", a.text, mesh_.to_shardy()));
  }

  std::vector<SelectedValue> select(const Selector& s) const {
    try {
      return select_values(p_, s.text);
    } catch (const std::invalid_argument& e) {
      fail(s.line, s.column, e.what());
    }
  }

  SelectedValue argument(int i) const {
    const std::string name = argument_name(p_, i);
    const ValueId v = p_.main.arguments[i];
    return {v, name.empty() ? p_.value(v).name : name};
  }

  void add(const SelectedValue& v, int dim, std::vector<std::string> axes, int line, int column) {
    out_.push_back(Annotation{v.value, dim, std::move(axes), v.name, line, column});
  }

  void shard() {
    for (const ShardTarget& target : t_.shard) {
      for (const DimAxes& d : target.dims)
        for (const AxisName& a : d) check_axis(a);
      for (const SelectedValue& v : select(target.values)) {
        const int rank = p_.value(v.value).type.rank();
        if (static_cast<int>(target.dims.size()) > rank) {
          const DimAxes& extra = target.dims[rank];
          const int line = extra.empty() ? target.values.line : extra.front().line;
          const int column = extra.empty() ? target.values.column : extra.front().column;
          fail(line, column, fmt::format("{} has rank {} ({}): dimension {} is out of range", v.name, rank,
                                         types::to_string(p_.value(v.value).type), rank));
        }
        for (int d = 0; d < static_cast<int>(target.dims.size()); ++d) {
          if (target.dims[d].empty()) continue;
          std::vector<std::string> axes;
          for (const AxisName& a : target.dims[d]) axes.push_back(a.text);
          add(v, d, axes, target.dims[d].front().line, target.dims[d].front().column);
        }
      }
    }
  }

  void batch() {
    check_axis(t_.axis);
    std::vector<SelectedValue> inputs;
    for (const Selector& s : t_.values)
      for (const SelectedValue& v : select(s)) inputs.push_back(v);
    if (t_.values.empty())
      for (int i : input_arguments(p_)) inputs.push_back(argument(i));
    if (inputs.empty())
      fail(t_.line, t_.column, "no inputs: no argument has a plain name like x or y (a pytree path like "
                               "params['w'] is a parameter); say which with values: [...]");
    for (const SelectedValue& v : inputs)
      if (p_.value(v.value).type.rank() > 0) add(v, 0, {t_.axis.text}, t_.axis.line, t_.axis.column);
  }

  void megatron() {
    check_axis(t_.axis);
    std::vector<int> inputs = t_.values.empty() ? input_arguments(p_) : std::vector<int>();
    for (const Selector& s : t_.values)
      for (const SelectedValue& v : select(s))
        for (int i = 0; i < static_cast<int>(p_.main.arguments.size()); ++i)
          if (p_.main.arguments[i] == v.value) inputs.push_back(i);
    const std::vector<MegatronPair> pairs = find_megatron_pairs(p_, inputs);
    if (pairs.empty())
      fail(t_.line, t_.column, "found no column/row-parallel weight pair (two matmuls on parameters with a "
                               "nonlinearity between them)");
    std::map<int, std::pair<int, int>> dim_of;  // argument -> (dim, dot line)
    for (const MegatronPair& pair : pairs) {
      for (const auto* uses : {&pair.column, &pair.row})
        for (const WeightUse& u : *uses) {
          if (u.dim < 0) continue;
          auto [it, fresh] = dim_of.emplace(u.argument, std::make_pair(u.dim, u.line));
          if (!fresh && it->second.first != u.dim)
            fail(t_.line, t_.column,
                 fmt::format("{} is split on dimension {} by the matmul at line {} and on dimension {} by the one "
                             "at line {} (shared weights); shard it explicitly",
                             argument(u.argument).name, it->second.first, it->second.second, u.dim, u.line));
        }
    }
    for (const auto& [arg, dim] : dim_of) add(argument(arg), dim.first, {t_.axis.text}, t_.axis.line, t_.axis.column);
  }

  // The largest dimension with no axis yet whose size the axis divides (ties: the first);
  // -1 when the value already uses the axis, an earlier replicate/keep keeps it off the axis,
  // or it has no such dimension.
  int largest_free_dim(ValueId v) const {
    const auto& type = p_.value(v).type;
    const auto& sharding = p_.value(v).sharding;
    const int64_t size = mesh_.axes()[*mesh_.axis_index(t_.axis.text)].size;
    if (sharding) {
      for (const auto& a : types::used_axes(sharding->type))
        if (a.name == t_.axis.text) return -1;
      for (const auto& a : sharding->type.replicated)
        if (a.name == t_.axis.text) return -1;
    }
    int best = -1;
    for (int d = 0; d < type.rank(); ++d) {
      if (sharding && d < sharding->type.rank() && !sharding->type.dims[d].axes.empty()) continue;
      if (type.shape[d] % size != 0) continue;
      if (best < 0 || type.shape[d] > type.shape[best]) best = d;
    }
    return best;
  }

  std::vector<int> role(const std::optional<Selector>& selector, const std::string& prefix) const {
    std::vector<int> out;
    if (!selector) return arguments_under(p_, prefix);
    for (const SelectedValue& v : select(*selector))
      for (int i = 0; i < static_cast<int>(p_.main.arguments.size()); ++i)
        if (p_.main.arguments[i] == v.value) out.push_back(i);
    return out;
  }

  void zero() {
    check_axis(t_.axis);
    const std::vector<int> params = role(t_.params, "params");
    const std::vector<int> opt_state = role(t_.opt_state, "opt_state");
    if (t_.stage < 3 && opt_state.empty())
      fail(t_.line, t_.column, "no optimizer state: no argument is named opt_state[...]; name it with opt_state:");
    if (params.empty() && (t_.stage >= 2 || opt_state.empty()))
      fail(t_.line, t_.column, "no parameters: no argument is named params[...]; name them with params:");
    const int line = t_.axis.line, column = t_.axis.column;
    for (int i : opt_state)
      if (int d = largest_free_dim(p_.main.arguments[i]); d >= 0) add(argument(i), d, {t_.axis.text}, line, column);
    if (t_.stage >= 2) {
      for (const auto& [g, param] : gradients_of(p_, params))
        if (int d = largest_free_dim(p_.main.arguments[param]); d >= 0 && largest_free_dim(g) == d)
          add({g, fmt::format("the gradient of {} ({})", argument(param).name, p_.value(g).name)}, d, {t_.axis.text},
              line, column);
    }
    if (t_.stage >= 3) {
      for (int i : params)
        if (int d = largest_free_dim(p_.main.arguments[i]); d >= 0) add(argument(i), d, {t_.axis.text}, line, column);
      return;
    }
    // Stages 1 and 2 keep the parameters (and their new values) whole on the axis, and stage 1
    // the gradients too (all-reduced, then each device updates its slice of the state):
    // without this, propagation would carry the state's split into them.
    for (int i : params) add(argument(i), -1, {t_.axis.text}, line, column);
    for (const auto& [param, r] : updated_results(p_, params))
      add({p_.main.results[r], fmt::format("the new value of {} (result {})", argument(param).name, r)}, -1,
          {t_.axis.text}, line, column);
    if (t_.stage == 1)
      for (const auto& [g, param] : gradients_of(p_, params))
        add({g, fmt::format("the gradient of {} ({})", argument(param).name, p_.value(g).name)}, -1, {t_.axis.text},
            line, column);
  }

  void replicate() {
    for (const AxisName& a : t_.axes) check_axis(a);
    std::vector<std::string> axes;
    for (const AxisName& a : t_.axes) axes.push_back(a.text);
    for (const Selector& s : t_.values)
      for (const SelectedValue& v : select(s)) add(v, -1, axes, s.line, s.column);
  }

  const Tactic& t_;
  const Program& p_;
  const types::Mesh& mesh_;
  const std::string& file_;
  std::vector<Annotation> out_;
};

}  // namespace

std::vector<Annotation> tactic_annotations(const Tactic& tactic, const Program& current, const types::Mesh& mesh,
                                           const std::string& tactic_file) {
  return Expander(tactic, current, mesh, tactic_file).run();
}

}  // namespace shardproof::partition::tactics
