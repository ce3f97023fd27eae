#include "partition/search/dimension_groups.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <numeric>
#include <optional>

#include "partition/ops/op_sharding_rule_registry.h"
#include "partition/ops/op_table.h"

namespace shardproof::partition::search {
namespace {

// Union-find over the (value, dim) slots.
class Slots {
 public:
  explicit Slots(const Program& program) {
    offset_.reserve(program.values.size() + 1);
    int n = 0;
    for (const Value& v : program.values) {
      offset_.push_back(n);
      n += v.type.rank();
    }
    offset_.push_back(n);
    parent_.resize(n);
    std::iota(parent_.begin(), parent_.end(), 0);
    factor_size_.assign(n, 0);
  }
  int slot(ValueId v, int dim) const { return offset_[v] + dim; }
  int find(int s) {
    while (parent_[s] != s) s = parent_[s] = parent_[parent_[s]];
    return s;
  }
  void unite(int a, int b) {
    a = find(a), b = find(b);
    if (a != b) parent_[std::max(a, b)] = std::min(a, b);
  }
  // The size of the factor a slot stands for (gcd over the rules that name it).
  void note_factor_size(int s, int64_t size) { factor_size_[s] = std::gcd(factor_size_[s], size); }
  int64_t factor_size(int s) const { return factor_size_[s]; }
  int size() const { return static_cast<int>(parent_.size()); }
  const std::vector<int>& offsets() const { return offset_; }

 private:
  std::vector<int> offset_, parent_;
  std::vector<int64_t> factor_size_;
};

// The factor a dimension stands for: its major factor of size > 1 (nullopt: none).
std::optional<int> leading_factor(const OpShardingRule& rule, const std::vector<int>& dim_factors) {
  for (int f : dim_factors)
    if (rule.factors[f].size > 1) return f;
  return std::nullopt;
}

class GroupBuilder {
 public:
  explicit GroupBuilder(const Program& program) : program_(program), slots_(program) {}

  Slots& run() {
    visit(program_.main.ops);
    return slots_;
  }

 private:
  void visit(const std::vector<Op>& ops) {
    for (const Op& op : ops) {
      if (op.kind == OpKind::manual_computation) continue;  // the user's axes inside
      if (op.kind == OpKind::while_ || op.kind == OpKind::case_) {
        tie_control_flow(op);
        for (const Region& r : op.region) visit(r.ops);
        continue;
      }
      if (auto rule = get_sharding_rule(program_, op)) unite_factors(op, *rule);
    }
  }

  void unite_factors(const Op& op, const OpShardingRule& rule) {
    std::vector<int> first_slot(rule.num_factors(), -1);
    auto add = [&](ValueId v, const TensorFactorMapping& mapping) {
      for (size_t d = 0; d < mapping.size(); ++d) {
        const auto f = leading_factor(rule, mapping[d]);
        if (!f || rule.factors[*f].type == FactorType::need_replication) continue;
        const int s = slots_.slot(v, static_cast<int>(d));
        slots_.note_factor_size(s, rule.factors[*f].size);
        if (first_slot[*f] < 0)
          first_slot[*f] = s;
        else
          slots_.unite(first_slot[*f], s);
      }
    };
    for (size_t i = 0; i < op.operands.size() && i < rule.operands.size(); ++i) add(op.operands[i], rule.operands[i]);
    for (size_t i = 0; i < op.results.size() && i < rule.results.size(); ++i) add(op.results[i], rule.results[i]);
  }

  void tie(ValueId a, ValueId b) {
    const auto& ta = program_.value(a).type;
    const auto& tb = program_.value(b).type;
    if (ta.shape != tb.shape) return;
    for (int d = 0; d < ta.rank(); ++d) {
      slots_.note_factor_size(slots_.slot(a, d), ta.shape[d]);
      slots_.note_factor_size(slots_.slot(b, d), ta.shape[d]);
      slots_.unite(slots_.slot(a, d), slots_.slot(b, d));
    }
  }

  void tie_control_flow(const Op& op) {
    if (op.kind == OpKind::while_) {
      for (size_t i = 0; i < op.operands.size(); ++i) {
        for (const Region& region : op.region)
          if (i < region.arguments.size()) tie(op.operands[i], region.arguments[i]);
        const Region& body = op.region.back();
        if (i < body.results.size() && i < body.arguments.size()) tie(body.results[i], body.arguments[i]);
        if (i < op.results.size()) tie(op.operands[i], op.results[i]);
      }
      return;
    }
    for (const Region& branch : op.region)
      for (size_t i = 0; i < branch.results.size() && i < op.results.size(); ++i) tie(branch.results[i], op.results[i]);
  }

  const Program& program_;
  Slots slots_;
};

// What defines each value: "arg", or the op's name ("stablehlo.dot_general").
std::vector<std::string> defining_ops(const Program& program) {
  std::vector<std::string> def(program.values.size(), "?");
  for (ValueId a : program.main.arguments) def[a] = "arg";
  auto visit = [&](auto&& self, const std::vector<Op>& ops) -> void {
    for (const Op& op : ops) {
      for (ValueId r : op.results) def[r] = std::string(op_name(op.kind));
      for (const Region& region : op.region) {
        for (ValueId a : region.arguments) def[a] = "region_arg";
        self(self, region.ops);
      }
    }
  };
  visit(visit, program.main.ops);
  return def;
}

}  // namespace

std::string describe(const Program& program, const DimensionRef& ref, const ValueNamer& name) {
  const Value& v = program.value(ref.value);
  std::string known = name ? name(program, ref.value) : std::string();
  return fmt::format("{} ({} dim {})", known.empty() ? v.name : known, types::to_string(v.type), ref.dim);
}

namespace {

// The member a class is described by, among `members` that pass `eligible`: the largest one
// with a name the user knows, else the largest one (ties: the first). nullopt when none passes.
std::optional<DimensionRef> representative(const Program& program, const std::vector<DimensionRef>& members,
                                           const ValueNamer& name, const std::function<bool(ValueId)>& eligible) {
  std::optional<DimensionRef> named, any;
  auto larger = [&](const std::optional<DimensionRef>& best, const DimensionRef& m) {
    return !best || program.value(m.value).type.num_bytes() > program.value(best->value).type.num_bytes();
  };
  for (const DimensionRef& m : members) {
    if (!eligible(m.value)) continue;
    if (larger(any, m)) any = m;
    if (name && !name(program, m.value).empty() && larger(named, m)) named = m;
  }
  return named ? named : any;
}

}  // namespace

DimensionGroups find_dimension_groups(const Program& program, const ValueNamer& name) {
  GroupBuilder builder(program);
  Slots& slots = builder.run();
  DimensionGroups out;
  out.slot_offset.assign(slots.offsets().begin(), slots.offsets().end() - 1);
  out.group_of.assign(slots.size(), -1);

  // Collect the members of each root: slots that some rule named (factor size known).
  std::vector<DimensionRef> ref_of(slots.size());
  for (ValueId v = 0; v < static_cast<ValueId>(program.values.size()); ++v)
    for (int d = 0; d < program.value(v).type.rank(); ++d) ref_of[slots.slot(v, d)] = {v, d};
  std::map<int, int> group_of_root;
  for (int s = 0; s < slots.size(); ++s) {
    if (slots.factor_size(s) <= 1) continue;
    const int root = slots.find(s);
    auto [it, inserted] = group_of_root.emplace(root, static_cast<int>(out.groups.size()));
    if (inserted) out.groups.emplace_back().size = 0;
    DimensionGroup& g = out.groups[it->second];
    g.members.push_back(ref_of[s]);
    g.size = std::gcd(g.size, slots.factor_size(s));
    out.group_of[s] = it->second;
  }

  // Drop groups an axis cannot split (size 1), then describe the rest.
  const auto def = defining_ops(program);
  std::vector<bool> is_argument(program.values.size(), false);
  for (ValueId a : program.main.arguments) is_argument[a] = true;
  std::vector<int> renumber(out.groups.size(), -1);
  std::vector<DimensionGroup> kept;
  for (size_t gi = 0; gi < out.groups.size(); ++gi) {
    DimensionGroup& g = out.groups[gi];
    if (g.size <= 1) continue;
    std::sort(g.members.begin(), g.members.end());
    std::vector<std::string> parts;
    for (const auto& m : g.members) {
      const Value& v = program.value(m.value);
      g.largest_member_bytes = std::max(g.largest_member_bytes, v.type.num_bytes());
      g.has_argument |= is_argument[m.value];
      parts.push_back(fmt::format("{}:{}:{}", types::to_string(v.type), m.dim, def[m.value]));
    }
    std::sort(parts.begin(), parts.end());
    g.signature = fmt::format("{}|{}", g.size, fmt::join(parts, ";"));
    renumber[gi] = static_cast<int>(kept.size());
    kept.push_back(std::move(g));
  }
  for (int& g : out.group_of)
    if (g >= 0) g = renumber[g];
  out.groups = std::move(kept);

  // Classes of alike groups, the class of the largest tensors first (ties: first group).
  std::map<std::string, int> class_of_signature;
  for (size_t gi = 0; gi < out.groups.size(); ++gi) {
    const DimensionGroup& g = out.groups[gi];
    auto [it, inserted] = class_of_signature.emplace(g.signature, static_cast<int>(out.classes.size()));
    if (inserted) out.classes.push_back(GroupClass{{}, g.size, "", ""});
    out.classes[it->second].groups.push_back(static_cast<int>(gi));
  }
  for (GroupClass& c : out.classes) {
    const DimensionGroup& first = out.groups[c.groups.front()];
    auto described = [&](const DimensionRef& like) {
      return fmt::format("{} group{} of size {} like {}, {} dimensions each", c.groups.size(),
                         c.groups.size() == 1 ? "" : "s", c.size, describe(program, like, name), first.members.size());
    };
    c.description = described(*representative(program, first.members, name, [](ValueId) { return true; }));
    const auto argument = representative(program, first.members, name, [&](ValueId v) { return is_argument[v]; });
    c.arguments_description = argument ? described(*argument) : c.description;
  }
  std::stable_sort(out.classes.begin(), out.classes.end(), [&](const GroupClass& a, const GroupClass& b) {
    return out.groups[a.groups.front()].largest_member_bytes * static_cast<int64_t>(a.groups.size()) >
           out.groups[b.groups.front()].largest_member_bytes * static_cast<int64_t>(b.groups.size());
  });
  return out;
}

}  // namespace shardproof::partition::search
