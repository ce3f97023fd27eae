#include "partition/ir/program.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>

#include "partition/ir/op_definition.h"

namespace shardproof::partition {

std::vector<int64_t> DotDims::free_dims(size_t operand, int64_t rank) const {
  const auto& batch = operand == 0 ? lhs_batch : rhs_batch;
  const auto& contracting = operand == 0 ? lhs_contracting : rhs_contracting;
  std::vector<int64_t> free;
  for (int64_t d = 0; d < rank; ++d)
    if (std::find(batch.begin(), batch.end(), d) == batch.end() &&
        std::find(contracting.begin(), contracting.end(), d) == contracting.end())
      free.push_back(d);
  return free;
}
namespace {

void count_in(const std::vector<Op>& ops, std::map<OpKind, int>& counts) {
  for (const Op& op : ops) {
    ++counts[op.kind];
    if (op_definition(op.kind).regions == Regions::scalar_computation) continue;  // part of the op
    for (const Region& r : op.region) count_in(r.ops, counts);
  }
}

}  // namespace

std::string_view op_name(OpKind kind) { return op_definition(kind).name; }

std::optional<OpKind> op_kind_from_name(std::string_view name) {
  const OpDefinition* e = find_op_definition(name);
  return e ? std::optional<OpKind>(e->kind) : std::nullopt;
}

bool is_elementwise(OpKind kind) { return op_definition(kind).cost == CostClass::elementwise; }

bool is_collective(OpKind kind) { return op_definition(kind).cost == CostClass::collective; }

std::string_view reducer_name(ReducerKind kind) {
  switch (kind) {
    case ReducerKind::add: return "add";
    case ReducerKind::maximum: return "maximum";
    case ReducerKind::minimum: return "minimum";
    case ReducerKind::multiply: return "multiply";
    case ReducerKind::and_: return "and";
    case ReducerKind::or_: return "or";
    case ReducerKind::xor_: return "xor";
    case ReducerKind::other: return "other";
  }
  return "add";
}

bool ConstantValue::operator==(const ConstantValue& o) const {
  return text == o.text && splat == o.splat && (value == o.value || (std::isnan(value) && std::isnan(o.value)));
}

bool Region::operator==(const Region& o) const {
  return arguments == o.arguments && ops == o.ops && results == o.results;
}

bool Op::operator==(const Op& o) const {
  return kind == o.kind && operands == o.operands && results == o.results && line == o.line &&
         column == o.column && dims == o.dims && dim == o.dim && dot == o.dot &&
         comparison == o.comparison && compare_type == o.compare_type && reducer == o.reducer &&
         slice == o.slice && constant == o.constant && collective == o.collective &&
         in_shardings == o.in_shardings && out_shardings == o.out_shardings &&
         manual_axes == o.manual_axes && gather == o.gather && window == o.window && conv == o.conv &&
         target == o.target && attributes == o.attributes && region == o.region;
}

const types::Mesh* Program::find_mesh(std::string_view name) const {
  for (const auto& [n, m] : meshes)
    if (n == name) return &m;
  return nullptr;
}

std::vector<std::pair<OpKind, int>> count_ops(const Program& program) {
  std::map<OpKind, int> counts;
  count_in(program.main.ops, counts);
  return {counts.begin(), counts.end()};
}

int total_ops(const Program& program) {
  int n = 0;
  for (const auto& [k, c] : count_ops(program)) n += c;
  return n;
}

bool window_is_identity(const Window& w, size_t i) {
  auto entry_or = [&](const std::vector<int64_t>& v, int64_t absent) { return i < v.size() ? v[i] : absent; };
  return entry_or(w.dimensions, 1) == 1 && entry_or(w.strides, 1) == 1 && entry_or(w.padding_low, 0) == 0 &&
         entry_or(w.padding_high, 0) == 0 && entry_or(w.interior, 0) == 0 && entry_or(w.base_dilations, 1) == 1;
}

}  // namespace shardproof::partition
