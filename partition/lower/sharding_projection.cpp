#include "partition/lower/sharding_projection.h"

#include <numeric>

namespace shardproof::partition {

using types::AxisRef;

std::vector<std::vector<AxisRef>> split_dimension_axes(const types::Mesh& mesh, const std::vector<AxisRef>& axes_in,
                                                       const std::vector<int>& factors, const OpShardingRule& rule) {
  std::vector<std::vector<AxisRef>> out(factors.size());
  if (factors.empty()) return out;
  size_t k = 0;
  int64_t room = rule.factors[factors[0]].size;  // what factor k can still take
  for (AxisRef a : axes_in) {
    a = types::resolve_axis_ref(mesh, a);
    while (a.size > 1) {
      while (room == 1 && k + 1 < factors.size()) room = rule.factors[factors[++k]].size;
      if (k + 1 == factors.size()) {  // the minor factor takes what divides it
        if (room % a.size == 0) {
          out[k].push_back(a);
          room /= a.size;
        }
        a.size = 1;
        break;
      }
      const int64_t g = std::gcd(room, a.size);
      if (g == 1) return out;  // does not fit: the rest stays unsharded
      out[k].push_back(AxisRef::sub(a.name, a.pre, g));
      room /= g;
      a = AxisRef::sub(a.name, a.pre * g, a.size / g);
      if (a.size > 1 && room != 1) return out;  // the axis would straddle two factors unevenly
    }
  }
  return out;
}

FactorAxes factor_shardings(const types::Mesh& mesh, const OpShardingRule& rule,
                            const std::vector<types::ShardingType>& operand_types,
                            const std::vector<types::ShardingType>& result_types) {
  FactorAxes axes(rule.factors.size());
  std::vector<bool> assigned(rule.factors.size(), false);
  std::vector<AxisRef> used;
  auto claim = [&](const TensorFactorMapping& mapping, const types::ShardingType& type, bool reductions_only) {
    for (size_t d = 0; d < mapping.size() && d < type.dims.size(); ++d) {
      auto parts = split_dimension_axes(mesh, type.dims[d].axes, mapping[d], rule);
      for (size_t p = 0; p < parts.size(); ++p) {
        const int f = mapping[d][p];
        if (assigned[f] || rule.needs_replication(f) || (reductions_only && !rule.is_reduction(f))) continue;
        assigned[f] = true;
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
  for (size_t r = 0; r < rule.results.size() && r < result_types.size(); ++r)
    claim(rule.results[r], result_types[r], false);
  for (size_t o = 0; o < rule.operands.size() && o < operand_types.size(); ++o)
    claim(rule.operands[o], operand_types[o], true);
  for (size_t o = 0; o < rule.operands.size() && o < operand_types.size(); ++o)
    claim(rule.operands[o], operand_types[o], false);
  return axes;
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
