#include "partition/ir/program.h"

#include <array>
#include <map>

namespace shardproof::partition {
namespace {

struct NameEntry {
  OpKind kind;
  std::string_view name;
};

constexpr std::array kNames = {
    NameEntry{OpKind::constant, "stablehlo.constant"},
    NameEntry{OpKind::iota, "stablehlo.iota"},
    NameEntry{OpKind::add, "stablehlo.add"},
    NameEntry{OpKind::subtract, "stablehlo.subtract"},
    NameEntry{OpKind::multiply, "stablehlo.multiply"},
    NameEntry{OpKind::divide, "stablehlo.divide"},
    NameEntry{OpKind::maximum, "stablehlo.maximum"},
    NameEntry{OpKind::minimum, "stablehlo.minimum"},
    NameEntry{OpKind::power, "stablehlo.power"},
    NameEntry{OpKind::remainder, "stablehlo.remainder"},
    NameEntry{OpKind::and_, "stablehlo.and"},
    NameEntry{OpKind::or_, "stablehlo.or"},
    NameEntry{OpKind::tanh, "stablehlo.tanh"},
    NameEntry{OpKind::exponential, "stablehlo.exponential"},
    NameEntry{OpKind::log, "stablehlo.log"},
    NameEntry{OpKind::logistic, "stablehlo.logistic"},
    NameEntry{OpKind::negate, "stablehlo.negate"},
    NameEntry{OpKind::rsqrt, "stablehlo.rsqrt"},
    NameEntry{OpKind::sqrt, "stablehlo.sqrt"},
    NameEntry{OpKind::sine, "stablehlo.sine"},
    NameEntry{OpKind::cosine, "stablehlo.cosine"},
    NameEntry{OpKind::abs, "stablehlo.abs"},
    NameEntry{OpKind::square, "chlo.square"},
    NameEntry{OpKind::not_, "stablehlo.not"},
    NameEntry{OpKind::convert, "stablehlo.convert"},
    NameEntry{OpKind::compare, "stablehlo.compare"},
    NameEntry{OpKind::select, "stablehlo.select"},
    NameEntry{OpKind::broadcast_in_dim, "stablehlo.broadcast_in_dim"},
    NameEntry{OpKind::transpose, "stablehlo.transpose"},
    NameEntry{OpKind::reshape, "stablehlo.reshape"},
    NameEntry{OpKind::slice, "stablehlo.slice"},
    NameEntry{OpKind::concatenate, "stablehlo.concatenate"},
    NameEntry{OpKind::dot_general, "stablehlo.dot_general"},
    NameEntry{OpKind::reduce, "stablehlo.reduce"},
    NameEntry{OpKind::sharding_constraint, "sdy.sharding_constraint"},
    NameEntry{OpKind::manual_computation, "sdy.manual_computation"},
    NameEntry{OpKind::all_gather, "stablehlo.all_gather"},
    NameEntry{OpKind::reduce_scatter, "stablehlo.reduce_scatter"},
    NameEntry{OpKind::all_reduce, "stablehlo.all_reduce"},
    NameEntry{OpKind::all_to_all, "stablehlo.all_to_all"},
    NameEntry{OpKind::collective_permute, "stablehlo.collective_permute"},
};

void count_in(const std::vector<Op>& ops, std::map<OpKind, int>& counts) {
  for (const Op& op : ops) {
    ++counts[op.kind];
    for (const Region& r : op.region) count_in(r.ops, counts);
  }
}

}  // namespace

std::string_view op_name(OpKind kind) {
  for (const auto& e : kNames)
    if (e.kind == kind) return e.name;
  return "unknown";
}

std::optional<OpKind> op_kind_from_name(std::string_view name) {
  for (const auto& e : kNames)
    if (e.name == name) return e.kind;
  return std::nullopt;
}

bool is_elementwise(OpKind kind) {
  return kind >= OpKind::add && kind <= OpKind::select;
}

bool is_collective(OpKind kind) {
  return kind >= OpKind::all_gather && kind <= OpKind::collective_permute;
}

std::string_view reducer_name(ReducerKind kind) {
  switch (kind) {
    case ReducerKind::add: return "add";
    case ReducerKind::maximum: return "maximum";
    case ReducerKind::minimum: return "minimum";
    case ReducerKind::multiply: return "multiply";
  }
  return "add";
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
         manual_axes == o.manual_axes && region == o.region;
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

}  // namespace shardproof::partition
