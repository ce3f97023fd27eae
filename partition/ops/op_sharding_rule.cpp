#include "partition/ops/op_sharding_rule.h"

#include <fmt/format.h>

#include <numeric>

namespace shardproof::partition {

std::vector<const TensorFactorMapping*> OpShardingRule::tensors() const {
  std::vector<const TensorFactorMapping*> out;
  for (const auto& t : operands) out.push_back(&t);
  for (const auto& t : results) out.push_back(&t);
  return out;
}

std::string factor_name(int factor) {
  constexpr int kLetters = 'z' - 'i' + 1;
  if (factor < kLetters) return std::string(1, static_cast<char>('i' + factor));
  return fmt::format("z_{}", factor - kLetters + 1);
}

namespace {

std::string tensor_string(const TensorFactorMapping& t) {
  std::string s = "[";
  for (size_t d = 0; d < t.size(); ++d) {
    if (d) s += ", ";
    for (int f : t[d]) s += factor_name(f);
  }
  return s + "]";
}

std::string tensor_list(const std::vector<TensorFactorMapping>& ts) {
  std::string s = "(";
  for (size_t i = 0; i < ts.size(); ++i) s += (i ? ", " : "") + tensor_string(ts[i]);
  return s + ")";
}

std::string factor_set(const OpShardingRule& rule, FactorType type) {
  std::string s;
  for (int f = 0; f < rule.num_factors(); ++f)
    if (rule.factors[f].type == type) s += (s.empty() ? "" : ", ") + factor_name(f);
  return s;
}

}  // namespace

std::string to_string(const OpShardingRule& rule) {
  std::string s = tensor_list(rule.operands) + "->" + tensor_list(rule.results) + " {";
  for (int f = 0; f < rule.num_factors(); ++f)
    s += fmt::format("{}{}={}", f ? ", " : "", factor_name(f), rule.factors[f].size);
  s += "}";
  if (std::string r = factor_set(rule, FactorType::reduction); !r.empty()) s += " reduction={" + r + "}";
  if (std::string r = factor_set(rule, FactorType::need_replication); !r.empty())
    s += " need_replication={" + r + "}";
  if (std::string r = factor_set(rule, FactorType::permutation); !r.empty()) s += " permutation={" + r + "}";
  return s;
}

OpShardingRule elementwise_rule(const std::vector<int64_t>& shape, int num_operands, int num_results,
                                const std::vector<int>& operand_ranks) {
  OpShardingRule rule;
  TensorFactorMapping full;
  for (int64_t n : shape) full.push_back({rule.add_factor(n)});
  for (int i = 0; i < num_operands; ++i) {
    bool scalar = i < static_cast<int>(operand_ranks.size()) && operand_ranks[i] == 0 && !shape.empty();
    rule.operands.push_back(scalar ? TensorFactorMapping{} : full);
  }
  for (int i = 0; i < num_results; ++i) rule.results.push_back(full);
  return rule;
}

OpShardingRule reshape_rule(const std::vector<int64_t>& in, const std::vector<int64_t>& out) {
  OpShardingRule rule;
  TensorFactorMapping a(in.size()), b(out.size());
  size_t i = 0, j = 0;
  while (i < in.size() || j < out.size()) {
    // Size-1 dimensions: a factor of their own.
    if (i < in.size() && in[i] == 1) {
      a[i++].push_back(rule.add_factor(1));
      continue;
    }
    if (j < out.size() && out[j] == 1) {
      b[j++].push_back(rule.add_factor(1));
      continue;
    }
    if (i >= in.size() || j >= out.size()) break;  // products differ: not a valid reshape
    // One group: the fewest dimensions on each side with equal products.
    size_t i0 = i, j0 = j;
    int64_t pa = in[i++], pb = out[j++];
    while (pa != pb) {
      if (pa < pb && i < in.size()) pa *= in[i++];
      else if (pb < pa && j < out.size()) pb *= out[j++];
      else break;
    }
    // Split the group by gcd, major to minor.
    OpShardingRule trial = rule;
    TensorFactorMapping ta = a, tb = b;
    bool ok = pa == pb;
    size_t x = i0, y = j0;
    int64_t ra = in[x], rb = out[y];
    while (ok) {
      if (ra == 1) {
        if (++x >= i) break;
        ra = in[x];
        continue;
      }
      if (rb == 1) {
        if (++y >= j) break;
        rb = out[y];
        continue;
      }
      int64_t g = std::gcd(ra, rb);
      if (g == 1) {
        ok = false;
        break;
      }
      int f = trial.add_factor(g);
      ta[x].push_back(f);
      tb[y].push_back(f);
      ra /= g;
      rb /= g;
    }
    if (ok) {
      rule = std::move(trial);
      a = std::move(ta);
      b = std::move(tb);
    } else {
      for (size_t d = i0; d < i; ++d) a[d] = {rule.add_factor(in[d], FactorType::need_replication)};
      for (size_t d = j0; d < j; ++d) b[d] = {rule.add_factor(out[d], FactorType::need_replication)};
    }
  }
  // Whatever is left (only when the products differ) needs replication.
  for (; i < in.size(); ++i) a[i] = {rule.add_factor(in[i], FactorType::need_replication)};
  for (; j < out.size(); ++j) b[j] = {rule.add_factor(out[j], FactorType::need_replication)};
  rule.operands.push_back(std::move(a));
  rule.results.push_back(std::move(b));
  return rule;
}

std::vector<std::vector<types::AxisRef>> split_dimension_axes(const types::Mesh& mesh,
                                                              const std::vector<types::AxisRef>& axes,
                                                              const std::vector<int>& factors,
                                                              const OpShardingRule& rule) {
  using types::AxisRef;
  std::vector<std::vector<AxisRef>> out(factors.size());
  if (factors.empty()) return out;
  size_t k = 0;
  int64_t room = rule.factors[factors[0]].size;  // what factor k can still take
  for (const AxisRef& ref : axes) {
    AxisRef a = types::resolve_axis_ref(mesh, ref);
    while (a.size > 1) {
      while (room == 1 && k + 1 < factors.size()) room = rule.factors[factors[++k]].size;
      const int64_t g = std::gcd(room, a.size);
      if (g == 1) return out;  // factor k takes nothing more of it: the rest is left over
      out[k].push_back(AxisRef::sub(a.name, a.pre, g));
      room /= g;
      a = AxisRef::sub(a.name, a.pre * g, a.size / g);
      if (a.size > 1 && room != 1) return out;  // the axis would straddle two factors
    }
  }
  return out;
}

}  // namespace shardproof::partition
