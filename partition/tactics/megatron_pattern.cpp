#include "partition/tactics/megatron_pattern.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

namespace shardproof::partition::tactics {

namespace {

// Every elementwise op is a nonlinearity but the few that are linear in their operands (sums,
// negation, scaling, type changes): a new elementwise op counts without being listed here,
// where a list of the nonlinear ones had left out cbrt, square, erf_inv, floor and sign.
bool nonlinear(OpKind k) {
  switch (k) {
    case OpKind::add: case OpKind::subtract: case OpKind::negate: case OpKind::multiply: case OpKind::convert:
    case OpKind::real: case OpKind::imag: case OpKind::complex:
      return false;
    default:
      return is_elementwise(k);
  }
}

// A parameter an operand reads: the argument and, for each operand dimension, the
// argument's dimension (through transposes).
struct ParameterRead {
  int argument = -1;
  std::vector<int> arg_dim;
};

class Finder {
 public:
  Finder(const Program& p, const std::vector<int>& inputs) : p_(p) {
    for (size_t i = 0; i < p.main.arguments.size(); ++i) argument_index_[p.main.arguments[i]] = static_cast<int>(i);
    for (int i : inputs) inputs_.insert(i);
    producer_.assign(p.values.size(), -1);
    for (size_t j = 0; j < p.main.ops.size(); ++j)
      for (ValueId r : p.main.ops[j].results) producer_[r] = static_cast<int>(j);
  }

  std::vector<MegatronPair> run() {
    // Weight dots, grouped by the activation they read, in program order.
    std::vector<ValueId> order;
    std::map<ValueId, std::vector<int>> groups;
    for (size_t j = 0; j < p_.main.ops.size(); ++j) {
      auto w = weight_side(static_cast<int>(j));
      if (!w) continue;
      ValueId act = p_.main.ops[j].operands[1 - w->first];
      if (!groups.count(act)) order.push_back(act);
      groups[act].push_back(static_cast<int>(j));
    }
    std::vector<MegatronPair> out;
    for (ValueId act : order) {
      std::vector<int> rows = row_partners(act, groups[act]);
      if (rows.empty()) continue;
      MegatronPair pair;
      for (int j : groups[act]) pair.column.push_back(use(j, /*column=*/true));
      for (int j : rows) pair.row.push_back(use(j, /*column=*/false));
      out.push_back(std::move(pair));
    }
    return out;
  }

 private:
  std::optional<ParameterRead> parameter(ValueId v) const {
    std::vector<int> dims(p_.value(v).type.rank());
    for (size_t d = 0; d < dims.size(); ++d) dims[d] = static_cast<int>(d);
    while (true) {
      if (auto it = argument_index_.find(v); it != argument_index_.end())
        return inputs_.count(it->second) ? std::nullopt : std::optional<ParameterRead>({it->second, dims});
      const int j = producer_[v];
      if (j < 0) return std::nullopt;
      const Op& op = p_.main.ops[j];
      if (op.kind == OpKind::transpose) {
        for (int& d : dims) d = static_cast<int>(op.dims[d]);
      } else if (op.kind != OpKind::convert) {
        return std::nullopt;
      }
      v = op.operands[0];
    }
  }

  // Which operand of op j is a parameter (and which one), when it is a weight dot.
  std::optional<std::pair<int, ParameterRead>> weight_side(int j) const {
    const Op& op = p_.main.ops[j];
    if (op.kind != OpKind::dot_general || op.operands.size() != 2) return std::nullopt;
    auto lhs = parameter(op.operands[0]), rhs = parameter(op.operands[1]);
    if (lhs.has_value() == rhs.has_value()) return std::nullopt;
    const int side = lhs ? 0 : 1;
    if (!(side == 0 ? op.dot.lhs_batch : op.dot.rhs_batch).empty()) return std::nullopt;
    return std::make_pair(side, side == 0 ? *lhs : *rhs);
  }

  WeightUse use(int j, bool column) const {
    const Op& op = p_.main.ops[j];
    auto [side, read] = *weight_side(j);
    const auto& contracting = side == 0 ? op.dot.lhs_contracting : op.dot.rhs_contracting;
    int dim = -1;
    if (column) {
      for (int d = 0; d < static_cast<int>(read.arg_dim.size()) && dim < 0; ++d)
        if (std::find(contracting.begin(), contracting.end(), d) == contracting.end()) dim = d;
    } else if (!contracting.empty()) {
      dim = static_cast<int>(contracting.front());
    }
    return WeightUse{read.argument, dim < 0 ? -1 : read.arg_dim[dim], op.line};
  }

  // Weight dots reached from the group's results through ops whose other operands do not
  // depend on the activation stream, with a nonlinearity on the way.
  std::vector<int> row_partners(ValueId activation, const std::vector<int>& group) {
    // The stream: the activation, its ancestors, and everything computed from them.
    std::vector<char> ancestor(p_.values.size(), 0);
    std::vector<ValueId> stack{activation};
    while (!stack.empty()) {
      ValueId v = stack.back();
      stack.pop_back();
      if (ancestor[v]) continue;
      ancestor[v] = 1;
      if (producer_[v] >= 0)
        for (ValueId o : p_.main.ops[producer_[v]].operands) stack.push_back(o);
    }
    std::vector<char> stream = ancestor;
    for (const Op& op : p_.main.ops) {
      bool from_stream = false;
      for (ValueId o : op.operands) from_stream |= stream[o] != 0;
      if (from_stream)
        for (ValueId r : op.results) stream[r] = 1;
    }
    // 0: untouched, 1: from the group, 2: from the group past a nonlinearity.
    std::vector<char> taint(p_.values.size(), 0);
    for (int j : group)
      for (ValueId r : p_.main.ops[j].results) taint[r] = 1;
    std::vector<int> rows;
    const std::set<int> members(group.begin(), group.end());
    for (int j = *std::min_element(group.begin(), group.end()) + 1; j < static_cast<int>(p_.main.ops.size()); ++j) {
      if (members.count(j)) continue;
      const Op& op = p_.main.ops[j];
      char in = 0;
      bool foreign = false;
      for (ValueId o : op.operands) {
        in = std::max(in, taint[o]);
        foreign |= !taint[o] && stream[o];
      }
      if (!in) continue;
      if (auto w = weight_side(j); w && taint[op.operands[1 - w->first]]) {
        if (taint[op.operands[1 - w->first]] == 2) rows.push_back(j);
        continue;
      }
      if (foreign || op.kind == OpKind::manual_computation || op.kind == OpKind::while_) continue;
      const char out = nonlinear(op.kind) ? 2 : in;
      for (ValueId r : op.results) taint[r] = out;
    }
    return rows;
  }

  const Program& p_;
  std::map<ValueId, int> argument_index_;
  std::set<int> inputs_;
  std::vector<int> producer_;
};

}  // namespace

std::vector<MegatronPair> find_megatron_pairs(const Program& program, const std::vector<int>& inputs) {
  return Finder(program, inputs).run();
}

}  // namespace shardproof::partition::tactics
