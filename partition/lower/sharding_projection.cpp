#include "partition/lower/sharding_projection.h"

#include <algorithm>
#include <functional>
#include <map>
#include <numeric>

namespace shardproof::partition {

using types::AxisRef;

FactorAxes factor_shardings(const types::Mesh& mesh, const OpShardingRule& rule,
                            const std::vector<types::ShardingType>& operand_types,
                            const std::vector<types::ShardingType>& result_types, FactorSource source) {
  FactorAxes axes(rule.factors.size());
  std::vector<bool> assigned(rule.factors.size(), false);
  // An axis goes to one factor among those that meet in some tensor (transitively): the
  // op's iteration space. Factors that never meet belong to independent computations (an
  // optimization_barrier's operand-result pairs), each of which may use every axis.
  std::vector<int> group(rule.factors.size());
  std::iota(group.begin(), group.end(), 0);
  std::function<int(int)> root = [&](int f) { return group[f] == f ? f : group[f] = root(group[f]); };
  for (const TensorFactorMapping* tensor : rule.tensors()) {
    int first = -1;
    for (const auto& dim : *tensor)
      for (int f : dim) {
        if (first < 0) first = f;
        group[root(f)] = root(first);
      }
  }
  std::map<int, std::vector<AxisRef>> used_by_group;
  auto claim = [&](const TensorFactorMapping& mapping, const types::ShardingType& type, bool reductions_only) {
    for (size_t d = 0; d < mapping.size() && d < type.dims.size(); ++d) {
      auto parts = split_dimension_axes(mesh, type.dims[d].axes, mapping[d], rule);
      for (size_t p = 0; p < parts.size(); ++p) {
        const int f = mapping[d][p];
        if (assigned[f] || rule.computed_whole(f) || (reductions_only && !rule.is_reduction(f))) continue;
        if (source == FactorSource::whole && rule.is_reduction(f)) continue;
        assigned[f] = true;
        std::vector<AxisRef>& used = used_by_group[root(f)];
        for (const AxisRef& a : parts[p]) {
          bool clash = false;
          for (const AxisRef& u : used) clash = clash || types::axis_refs_overlap(mesh, a, u);
          if (clash) break;  // keep the major, non-clashing part
          axes[f].push_back(a);
          used.push_back(a);
        }
      }
    }
  };
  if (source == FactorSource::results) {
    for (size_t r = 0; r < rule.results.size() && r < result_types.size(); ++r)
      claim(rule.results[r], result_types[r], false);
    for (size_t o = 0; o < rule.operands.size() && o < operand_types.size(); ++o)
      claim(rule.operands[o], operand_types[o], true);
  }
  for (size_t o = 0; o < rule.operands.size() && o < operand_types.size(); ++o)
    claim(rule.operands[o], operand_types[o], false);
  for (size_t r = 0; r < rule.results.size() && r < result_types.size(); ++r)
    claim(rule.results[r], result_types[r], false);
  drop_strided_factor_axes(mesh, rule, axes);
  return axes;
}

void drop_strided_factor_axes(const types::Mesh& mesh, const OpShardingRule& rule, FactorAxes& factors) {
  auto fully_sharded = [&](int f) {
    int64_t shards = 1;
    for (const AxisRef& a : factors[f]) shards *= types::axis_ref_size(mesh, a);
    return shards == rule.factors[f].size;
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (const TensorFactorMapping* tensor : rule.tensors())
      for (const auto& dim : *tensor) {
        bool after_partial = false;
        for (int f : dim) {
          if (after_partial && !factors[f].empty()) {
            factors[f].clear();
            changed = true;
          }
          after_partial = after_partial || !fully_sharded(f);
        }
      }
  }
}

void keep_contractions_partitioned(const types::Mesh& mesh, const OpShardingRule& rule,
                                   const std::vector<types::ShardingType>& operand_types, FactorAxes& factors) {
  auto shards = [&](const std::vector<AxisRef>& axes) {
    int64_t n = 1;
    for (const AxisRef& a : axes) n *= types::axis_ref_size(mesh, a);
    return n;
  };
  std::vector<AxisRef> used;
  for (const auto& axes : factors) used.insert(used.end(), axes.begin(), axes.end());
  for (int f = 0; f < rule.num_factors(); ++f) {
    if (!rule.is_reduction(f)) continue;
    // The most shards any operand holds on f.
    int64_t held = 1;
    for (size_t o = 0; o < rule.operands.size() && o < operand_types.size(); ++o)
      for (size_t d = 0; d < rule.operands[o].size() && d < operand_types[o].dims.size(); ++d) {
        const auto& dim_factors = rule.operands[o][d];
        const auto parts = split_dimension_axes(mesh, operand_types[o].dims[d].axes, dim_factors, rule);
        for (size_t p = 0; p < parts.size() && p < dim_factors.size(); ++p)
          if (dim_factors[p] == f) held = std::max(held, shards(parts[p]));
      }
    int64_t have = shards(factors[f]);
    if (have >= held) continue;
    for (int a = 0; a < mesh.rank(); ++a) {
      const AxisRef axis = types::resolve_axis_ref(mesh, AxisRef::whole(mesh.axes()[a].name));
      const bool free = std::none_of(used.begin(), used.end(),
                                     [&](const AxisRef& u) { return types::axis_refs_overlap(mesh, axis, u); });
      if (!free || mesh.axis_size(a) == 1 || rule.factors[f].size % (have * mesh.axis_size(a)) != 0) continue;
      factors[f].push_back(axis);
      used.push_back(axis);
      have *= mesh.axis_size(a);
    }
  }
  drop_strided_factor_axes(mesh, rule, factors);
}

types::ShardingType project(const types::Mesh& mesh, const OpShardingRule& rule, const TensorFactorMapping& tensor,
                            const FactorAxes& factors, bool unreduced_reductions) {
  types::ShardingType t = types::ShardingType::fully_replicated(static_cast<int>(tensor.size()));
  std::vector<bool> present(rule.factors.size(), false);
  for (size_t d = 0; d < tensor.size(); ++d)
    for (int f : tensor[d]) {
      present[f] = true;
      t.dims[d].axes.insert(t.dims[d].axes.end(), factors[f].begin(), factors[f].end());
    }
  if (unreduced_reductions)
    for (int f = 0; f < rule.num_factors(); ++f)
      if (rule.is_reduction(f) && !present[f]) t.unreduced.insert(t.unreduced.end(), factors[f].begin(), factors[f].end());
  return types::canonicalize(mesh, t);
}

}  // namespace shardproof::partition
