#include "partition/ir/op_definition.h"

#include <array>

namespace shardproof::partition {
namespace {

using C = CostClass;
using R = Regions;
using S = Syntax;

// One row per op, in OpKind order. Columns: kind, name, other spelling, pretty syntax, cost
// class, regions. What shardproof does with each op is its row in partition/ops/op_table.cpp.
constexpr std::array kDefinitions = {
    // leaves
    OpDefinition{OpKind::constant, "stablehlo.constant", "", S::constant, C::leaf, R::none},
    OpDefinition{OpKind::iota, "stablehlo.iota", "", S::iota, C::leaf, R::none},
    OpDefinition{OpKind::partition_id, "stablehlo.partition_id", "", S::operands, C::leaf, R::none},
    OpDefinition{OpKind::replica_id, "stablehlo.replica_id", "", S::operands, C::leaf, R::none},
    // elementwise binary
    OpDefinition{OpKind::add, "stablehlo.add", "", S::binary, C::elementwise, R::none},
    OpDefinition{OpKind::subtract, "stablehlo.subtract", "", S::binary, C::elementwise, R::none},
    OpDefinition{OpKind::multiply, "stablehlo.multiply", "", S::binary, C::elementwise, R::none},
    OpDefinition{OpKind::divide, "stablehlo.divide", "", S::binary, C::elementwise, R::none},
    OpDefinition{OpKind::maximum, "stablehlo.maximum", "", S::binary, C::elementwise, R::none},
    OpDefinition{OpKind::minimum, "stablehlo.minimum", "", S::binary, C::elementwise, R::none},
    OpDefinition{OpKind::power, "stablehlo.power", "", S::binary, C::elementwise, R::none},
    OpDefinition{OpKind::remainder, "stablehlo.remainder", "", S::binary, C::elementwise, R::none},
    OpDefinition{OpKind::and_, "stablehlo.and", "", S::binary, C::elementwise, R::none},
    OpDefinition{OpKind::or_, "stablehlo.or", "", S::binary, C::elementwise, R::none},
    OpDefinition{OpKind::xor_, "stablehlo.xor", "", S::binary, C::elementwise, R::none},
    OpDefinition{OpKind::atan2, "stablehlo.atan2", "", S::binary, C::elementwise, R::none},
    // signature).
    OpDefinition{OpKind::complex, "stablehlo.complex", "", S::operands, C::elementwise, R::none},
    OpDefinition{OpKind::shift_left, "stablehlo.shift_left", "", S::binary, C::elementwise, R::none},
    OpDefinition{OpKind::shift_right_logical, "stablehlo.shift_right_logical", "", S::binary, C::elementwise, R::none},
    OpDefinition{OpKind::shift_right_arithmetic, "stablehlo.shift_right_arithmetic", "", S::binary, C::elementwise, R::none},
    // elementwise unary
    OpDefinition{OpKind::tanh, "stablehlo.tanh", "", S::unary, C::elementwise, R::none},
    OpDefinition{OpKind::exponential, "stablehlo.exponential", "", S::unary, C::elementwise, R::none},
    OpDefinition{OpKind::log, "stablehlo.log", "", S::unary, C::elementwise, R::none},
    OpDefinition{OpKind::logistic, "stablehlo.logistic", "", S::unary, C::elementwise, R::none},
    OpDefinition{OpKind::negate, "stablehlo.negate", "", S::unary, C::elementwise, R::none},
    OpDefinition{OpKind::rsqrt, "stablehlo.rsqrt", "", S::unary, C::elementwise, R::none},
    OpDefinition{OpKind::sqrt, "stablehlo.sqrt", "", S::unary, C::elementwise, R::none},
    OpDefinition{OpKind::sine, "stablehlo.sine", "", S::unary, C::elementwise, R::none},
    OpDefinition{OpKind::cosine, "stablehlo.cosine", "", S::unary, C::elementwise, R::none},
    OpDefinition{OpKind::abs, "stablehlo.abs", "", S::operands, C::elementwise, R::none},
    OpDefinition{OpKind::square, "chlo.square", "", S::unary, C::elementwise, R::none},
    OpDefinition{OpKind::not_, "stablehlo.not", "", S::unary, C::elementwise, R::none},
    OpDefinition{OpKind::cbrt, "stablehlo.cbrt", "", S::unary, C::elementwise, R::none},
    OpDefinition{OpKind::tan, "stablehlo.tan", "chlo.tan", S::unary, C::elementwise, R::none},
    OpDefinition{OpKind::erf, "chlo.erf", "stablehlo.erf", S::unary, C::elementwise, R::none},
    OpDefinition{OpKind::erfc, "chlo.erfc", "", S::unary, C::elementwise, R::none},
    OpDefinition{OpKind::erf_inv, "chlo.erf_inv", "", S::unary, C::elementwise, R::none},
    OpDefinition{OpKind::log_plus_one, "stablehlo.log_plus_one", "", S::unary, C::elementwise, R::none},
    OpDefinition{OpKind::exponential_minus_one, "stablehlo.exponential_minus_one", "", S::unary, C::elementwise, R::none},
    OpDefinition{OpKind::is_finite, "stablehlo.is_finite", "", S::operands, C::elementwise, R::none},
    OpDefinition{OpKind::sign, "stablehlo.sign", "", S::unary, C::elementwise, R::none},
    OpDefinition{OpKind::floor, "stablehlo.floor", "", S::unary, C::elementwise, R::none},
    OpDefinition{OpKind::ceil, "stablehlo.ceil", "", S::unary, C::elementwise, R::none},
    OpDefinition{OpKind::round_nearest_even, "stablehlo.round_nearest_even", "", S::unary, C::elementwise, R::none},
    OpDefinition{OpKind::round_nearest_afz, "stablehlo.round_nearest_afz", "", S::unary, C::elementwise, R::none},
    OpDefinition{OpKind::reduce_precision, "stablehlo.reduce_precision", "", S::unary, C::elementwise, R::none},
    OpDefinition{OpKind::popcnt, "stablehlo.popcnt", "", S::unary, C::elementwise, R::none},
    OpDefinition{OpKind::count_leading_zeros, "stablehlo.count_leading_zeros", "", S::unary, C::elementwise, R::none},
    OpDefinition{OpKind::real, "stablehlo.real", "", S::operands, C::elementwise, R::none},
    OpDefinition{OpKind::imag, "stablehlo.imag", "", S::operands, C::elementwise, R::none},
    // elementwise others
    OpDefinition{OpKind::convert, "stablehlo.convert", "", S::operands, C::elementwise, R::none},
    OpDefinition{OpKind::bitcast_convert, "stablehlo.bitcast_convert", "", S::operands, C::elementwise, R::none},
    OpDefinition{OpKind::compare, "stablehlo.compare", "", S::compare, C::elementwise, R::none},
    OpDefinition{OpKind::select, "stablehlo.select", "", S::operands, C::elementwise, R::none},
    OpDefinition{OpKind::clamp, "stablehlo.clamp", "", S::operands, C::elementwise, R::none},
    // shape and data movement
    OpDefinition{OpKind::broadcast_in_dim, "stablehlo.broadcast_in_dim", "", S::operands, C::data_movement, R::none},
    OpDefinition{OpKind::transpose, "stablehlo.transpose", "", S::operands, C::data_movement, R::none},
    OpDefinition{OpKind::reshape, "stablehlo.reshape", "", S::operands, C::data_movement, R::none},
    OpDefinition{OpKind::slice, "stablehlo.slice", "", S::operands, C::data_movement, R::none},
    OpDefinition{OpKind::concatenate, "stablehlo.concatenate", "", S::operands, C::data_movement, R::none},
    OpDefinition{OpKind::pad, "stablehlo.pad", "", S::operands, C::data_movement, R::none},
    OpDefinition{OpKind::reverse, "stablehlo.reverse", "", S::operands, C::data_movement, R::none},
    OpDefinition{OpKind::dynamic_slice, "stablehlo.dynamic_slice", "", S::operands, C::data_movement, R::none},
    OpDefinition{OpKind::dynamic_update_slice, "stablehlo.dynamic_update_slice", "", S::operands, C::indexing, R::none},
    OpDefinition{OpKind::gather, "stablehlo.gather", "", S::generic, C::indexing, R::none},
    OpDefinition{OpKind::scatter, "stablehlo.scatter", "", S::generic, C::indexing, R::scalar_computation},
    OpDefinition{OpKind::sort, "stablehlo.sort", "", S::generic, C::indexing, R::scalar_computation},
    OpDefinition{OpKind::top_k, "chlo.top_k", "", S::operands, C::indexing, R::none},
    // contractions and reductions
    OpDefinition{OpKind::dot_general, "stablehlo.dot_general", "", S::operands, C::contraction, R::none},
    OpDefinition{OpKind::convolution, "stablehlo.convolution", "", S::convolution, C::contraction, R::none},
    OpDefinition{OpKind::fft, "stablehlo.fft", "", S::operands, C::contraction, R::none},
    OpDefinition{OpKind::reduce, "stablehlo.reduce", "", S::reduce, C::reduction, R::scalar_computation},
    OpDefinition{OpKind::reduce_window, "stablehlo.reduce_window", "", S::generic, C::reduction, R::scalar_computation},
    OpDefinition{OpKind::select_and_scatter, "stablehlo.select_and_scatter", "", S::generic, C::reduction, R::scalar_computation},
    OpDefinition{OpKind::while_, "stablehlo.while", "", S::while_loop, C::control_flow, R::loop},
    OpDefinition{OpKind::case_, "stablehlo.case", "", S::generic, C::control_flow, R::branches},
    OpDefinition{OpKind::optimization_barrier, "stablehlo.optimization_barrier", "", S::operands, C::annotation, R::none},
    OpDefinition{OpKind::custom_call, "stablehlo.custom_call", "", S::custom_call, C::opaque, R::none},
    OpDefinition{OpKind::rng_bit_generator, "stablehlo.rng_bit_generator", "", S::operands, C::opaque, R::none},
    // shardings and manual regions
    OpDefinition{OpKind::sharding_constraint, "sdy.sharding_constraint", "sdy.reshard", S::sharding_constraint, C::annotation, R::none},
    OpDefinition{OpKind::manual_computation, "sdy.manual_computation", "", S::manual_computation, C::control_flow, R::manual},
    // collectives
    OpDefinition{OpKind::all_gather, "stablehlo.all_gather", "", S::generic, C::collective, R::none},
    OpDefinition{OpKind::reduce_scatter, "stablehlo.reduce_scatter", "", S::generic, C::collective, R::scalar_computation},
    OpDefinition{OpKind::all_reduce, "stablehlo.all_reduce", "", S::generic, C::collective, R::scalar_computation},
    OpDefinition{OpKind::all_to_all, "stablehlo.all_to_all", "", S::generic, C::collective, R::none},
    OpDefinition{OpKind::collective_permute, "stablehlo.collective_permute", "", S::generic, C::collective, R::none},
};

constexpr bool in_kind_order() {
  for (size_t i = 0; i < kDefinitions.size(); ++i)
    if (static_cast<size_t>(kDefinitions[i].kind) != i) return false;
  return true;
}
static_assert(in_kind_order(), "kDefinitions must list every OpKind once, in declaration order");
static_assert(static_cast<size_t>(OpKind::collective_permute) + 1 == kDefinitions.size(), "an OpKind has no definition");

}  // namespace

const OpDefinition& op_definition(OpKind kind) { return kDefinitions.at(static_cast<size_t>(kind)); }

const OpDefinition* find_op_definition(std::string_view name) {
  for (const OpDefinition& d : kDefinitions)
    if (d.name == name || (!d.alias.empty() && d.alias == name)) return &d;
  return nullptr;
}

}  // namespace shardproof::partition
