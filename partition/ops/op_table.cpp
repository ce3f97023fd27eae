#include "partition/ops/op_table.h"

#include <array>
#include <stdexcept>

#include "partition/ops/op_sharding_rule_registry.h"

namespace shardproof::partition {
namespace {

using C = CostClass;
using R = Regions;
using S = Syntax;
using L = Library;
using G = GpuKernel;
using P = Priority;
using GP = GspmdPropagation;
using XP = XlaPartitioning;

// One row per op. Columns: kind, name, other spelling, pretty syntax, cost class, regions,
// sharding rule (Shardy's registry; nullptr: handled by propagation itself), schedule
// priority, kernel (kernel.h; nullptr: none, or run by the executor itself), fused form
// (kernel.h: a block kernel or an element map; none: the executor never fuses the op),
// library fusion (XLA CPU's YNNPACK), GPU kernel family (kernel.h, exec/gpu/; none: host),
// whether GSPMD's propagation crosses it (op_table.h, GspmdPropagation; through unless said).
constexpr std::array kOps = {
    // leaves
    OpInfo{OpKind::constant, "stablehlo.constant", "", S::constant, C::leaf, R::none, elementwise_op_rule, P::first, kernels::constant, {}, L::ynn},
    OpInfo{OpKind::iota, "stablehlo.iota", "", S::iota, C::leaf, R::none, elementwise_op_rule, P::first, kernels::iota, {}, L::ynn, G::iota},
    OpInfo{OpKind::partition_id, "stablehlo.partition_id", "", S::operands, C::leaf, R::none, elementwise_op_rule, P::first, kernels::partition_id},
    OpInfo{OpKind::replica_id, "stablehlo.replica_id", "", S::operands, C::leaf, R::none, elementwise_op_rule, P::first, kernels::partition_id},
    // elementwise binary
    OpInfo{OpKind::add, "stablehlo.add", "", S::binary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpInfo{OpKind::subtract, "stablehlo.subtract", "", S::binary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpInfo{OpKind::multiply, "stablehlo.multiply", "", S::binary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpInfo{OpKind::divide, "stablehlo.divide", "", S::binary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpInfo{OpKind::maximum, "stablehlo.maximum", "", S::binary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpInfo{OpKind::minimum, "stablehlo.minimum", "", S::binary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpInfo{OpKind::power, "stablehlo.power", "", S::binary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpInfo{OpKind::remainder, "stablehlo.remainder", "", S::binary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::none, G::elementwise},
    OpInfo{OpKind::and_, "stablehlo.and", "", S::binary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::none, G::elementwise},
    OpInfo{OpKind::or_, "stablehlo.or", "", S::binary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::none, G::elementwise},
    OpInfo{OpKind::xor_, "stablehlo.xor", "", S::binary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::none, G::elementwise},
    OpInfo{OpKind::atan2, "stablehlo.atan2", "", S::binary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::none, G::elementwise},
    // complex(re, im): a complex<fN> from two fN arrays (the reader takes its type from the
    // signature).
    OpInfo{OpKind::complex, "stablehlo.complex", "", S::operands, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::complex},
    OpInfo{OpKind::shift_left, "stablehlo.shift_left", "", S::binary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::none, G::elementwise},
    OpInfo{OpKind::shift_right_logical, "stablehlo.shift_right_logical", "", S::binary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::none, G::elementwise},
    OpInfo{OpKind::shift_right_arithmetic, "stablehlo.shift_right_arithmetic", "", S::binary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::none, G::elementwise},
    // elementwise unary
    OpInfo{OpKind::tanh, "stablehlo.tanh", "", S::unary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpInfo{OpKind::exponential, "stablehlo.exponential", "", S::unary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpInfo{OpKind::log, "stablehlo.log", "", S::unary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpInfo{OpKind::logistic, "stablehlo.logistic", "", S::unary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpInfo{OpKind::negate, "stablehlo.negate", "", S::unary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpInfo{OpKind::rsqrt, "stablehlo.rsqrt", "", S::unary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpInfo{OpKind::sqrt, "stablehlo.sqrt", "", S::unary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpInfo{OpKind::sine, "stablehlo.sine", "", S::unary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpInfo{OpKind::cosine, "stablehlo.cosine", "", S::unary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpInfo{OpKind::abs, "stablehlo.abs", "", S::operands, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpInfo{OpKind::square, "chlo.square", "", S::unary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpInfo{OpKind::not_, "stablehlo.not", "", S::unary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::none, G::elementwise},
    OpInfo{OpKind::cbrt, "stablehlo.cbrt", "", S::unary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::none, G::elementwise},
    OpInfo{OpKind::tan, "stablehlo.tan", "chlo.tan", S::unary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpInfo{OpKind::erf, "chlo.erf", "stablehlo.erf", S::unary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpInfo{OpKind::erfc, "chlo.erfc", "", S::unary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::none, G::elementwise},
    OpInfo{OpKind::erf_inv, "chlo.erf_inv", "", S::unary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::none, G::elementwise},
    OpInfo{OpKind::log_plus_one, "stablehlo.log_plus_one", "", S::unary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpInfo{OpKind::exponential_minus_one, "stablehlo.exponential_minus_one", "", S::unary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpInfo{OpKind::is_finite, "stablehlo.is_finite", "", S::operands, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::none, G::elementwise},
    OpInfo{OpKind::sign, "stablehlo.sign", "", S::unary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpInfo{OpKind::floor, "stablehlo.floor", "", S::unary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpInfo{OpKind::ceil, "stablehlo.ceil", "", S::unary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpInfo{OpKind::round_nearest_even, "stablehlo.round_nearest_even", "", S::unary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpInfo{OpKind::round_nearest_afz, "stablehlo.round_nearest_afz", "", S::unary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::none, G::elementwise},
    OpInfo{OpKind::reduce_precision, "stablehlo.reduce_precision", "", S::unary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::reduce_precision},
    OpInfo{OpKind::popcnt, "stablehlo.popcnt", "", S::unary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::none, G::elementwise},
    OpInfo{OpKind::count_leading_zeros, "stablehlo.count_leading_zeros", "", S::unary, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::none, G::elementwise},
    OpInfo{OpKind::real, "stablehlo.real", "", S::operands, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::real},
    OpInfo{OpKind::imag, "stablehlo.imag", "", S::operands, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::imag},
    // elementwise others
    OpInfo{OpKind::convert, "stablehlo.convert", "", S::operands, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::convert, {kernels::convert_block}, L::ynn, G::convert},
    OpInfo{OpKind::bitcast_convert, "stablehlo.bitcast_convert", "", S::operands, C::elementwise, R::none, bitcast_convert_op_rule, P::first, kernels::bitcast_convert},
    OpInfo{OpKind::compare, "stablehlo.compare", "", S::compare, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::compare, {kernels::compare_block}, L::none, G::compare},
    OpInfo{OpKind::select, "stablehlo.select", "", S::operands, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::select, {kernels::select_block}, L::none, G::select},
    OpInfo{OpKind::clamp, "stablehlo.clamp", "", S::operands, C::elementwise, R::none, elementwise_op_rule, P::first, kernels::clamp, {kernels::clamp_block}, L::none, G::clamp},
    // shape and data movement
    OpInfo{OpKind::broadcast_in_dim, "stablehlo.broadcast_in_dim", "", S::operands, C::data_movement, R::none, broadcast_op_rule, P::broadcast, kernels::broadcast_in_dim, {nullptr, kernels::broadcast_source}, L::ynn, G::element_map},
    OpInfo{OpKind::transpose, "stablehlo.transpose", "", S::operands, C::data_movement, R::none, transpose_op_rule, P::first, kernels::transpose, {nullptr, kernels::transpose_source}, L::ynn, G::element_map},
    OpInfo{OpKind::reshape, "stablehlo.reshape", "", S::operands, C::data_movement, R::none, reshape_op_rule, P::first, kernels::reshape, {nullptr, kernels::same_order}, L::ynn, G::element_map},
    OpInfo{OpKind::slice, "stablehlo.slice", "", S::operands, C::data_movement, R::none, slice_op_rule, P::other, kernels::slice, {}, L::none, G::slice},
    OpInfo{OpKind::concatenate, "stablehlo.concatenate", "", S::operands, C::data_movement, R::none, concatenate_op_rule, P::other, kernels::concatenate, {}, L::none, G::concatenate},
    OpInfo{OpKind::pad, "stablehlo.pad", "", S::operands, C::data_movement, R::none, pad_op_rule, P::other, kernels::pad, {}, L::ynn, G::pad},
    OpInfo{OpKind::reverse, "stablehlo.reverse", "", S::operands, C::data_movement, R::none, reverse_op_rule, P::other, kernels::reverse, {}, L::none, G::reverse},
    OpInfo{OpKind::dynamic_slice, "stablehlo.dynamic_slice", "", S::operands, C::data_movement, R::none, dynamic_slice_op_rule, P::other, kernels::dynamic_slice, {}, L::none, G::dynamic_slice},
    OpInfo{OpKind::dynamic_update_slice, "stablehlo.dynamic_update_slice", "", S::operands, C::indexing, R::none, dynamic_update_slice_op_rule, P::other, kernels::dynamic_update_slice, {}, L::none, G::dynamic_update_slice},
    OpInfo{OpKind::gather, "stablehlo.gather", "", S::generic, C::indexing, R::none, gather_op_rule, P::other, kernels::gather, {}, L::none, G::gather},
    OpInfo{OpKind::scatter, "stablehlo.scatter", "", S::generic, C::indexing, R::scalar_computation, scatter_op_rule, P::other, kernels::scatter, {}, L::none, G::scatter},
    OpInfo{OpKind::sort, "stablehlo.sort", "", S::generic, C::indexing, R::scalar_computation, sort_op_rule, P::other, kernels::sort, {}, L::none, G::sort},
    OpInfo{OpKind::top_k, "chlo.top_k", "", S::operands, C::indexing, R::none, sort_op_rule, P::other, kernels::top_k, {}, L::none, G::top_k, GP::barrier},
    // contractions and reductions
    OpInfo{OpKind::dot_general, "stablehlo.dot_general", "", S::operands, C::contraction, R::none, dot_general_op_rule, P::other, kernels::dot_general, {}, L::ynn, G::dot_general},
    OpInfo{OpKind::convolution, "stablehlo.convolution", "", S::convolution, C::contraction, R::none, convolution_op_rule, P::other, kernels::convolution},
    OpInfo{OpKind::fft, "stablehlo.fft", "", S::operands, C::contraction, R::none, fft_op_rule, P::other, kernels::fft, {}, L::none, G::none, GP::barrier, XP::whole},
    OpInfo{OpKind::reduce, "stablehlo.reduce", "", S::reduce, C::reduction, R::scalar_computation, reduce_op_rule, P::other, kernels::reduce, {}, L::ynn, G::reduce},
    OpInfo{OpKind::reduce_window, "stablehlo.reduce_window", "", S::generic, C::reduction, R::scalar_computation, reduce_window_op_rule, P::other, kernels::reduce_window, {}, L::none, G::reduce_window},
    OpInfo{OpKind::select_and_scatter, "stablehlo.select_and_scatter", "", S::generic, C::reduction, R::scalar_computation, select_and_scatter_op_rule, P::other, kernels::select_and_scatter},
    // control flow and opaque work
    OpInfo{OpKind::while_, "stablehlo.while", "", S::while_loop, C::control_flow, R::loop, nullptr, P::other, nullptr},
    OpInfo{OpKind::case_, "stablehlo.case", "", S::generic, C::control_flow, R::branches, nullptr, P::other, nullptr},
    OpInfo{OpKind::optimization_barrier, "stablehlo.optimization_barrier", "", S::operands, C::annotation, R::none, identity_per_operand_rule, P::first, kernels::identity, {}, L::none, G::element_map},
    OpInfo{OpKind::custom_call, "stablehlo.custom_call", "", S::custom_call, C::opaque, R::none, custom_call_op_rule, P::other, nullptr},
    OpInfo{OpKind::rng_bit_generator, "stablehlo.rng_bit_generator", "", S::operands, C::opaque, R::none, replicated_rule, P::other, kernels::rng_bit_generator},
    // shardings and manual regions
    OpInfo{OpKind::sharding_constraint, "sdy.sharding_constraint", "sdy.reshard", S::sharding_constraint, C::annotation, R::none, elementwise_op_rule, P::first, kernels::identity, {nullptr, kernels::same_order}, L::none, G::element_map},
    OpInfo{OpKind::manual_computation, "sdy.manual_computation", "", S::manual_computation, C::control_flow, R::manual, nullptr, P::other, nullptr},
    // collectives
    OpInfo{OpKind::all_gather, "stablehlo.all_gather", "", S::generic, C::collective, R::none, nullptr, P::other, nullptr},
    OpInfo{OpKind::reduce_scatter, "stablehlo.reduce_scatter", "", S::generic, C::collective, R::scalar_computation, nullptr, P::other, nullptr},
    OpInfo{OpKind::all_reduce, "stablehlo.all_reduce", "", S::generic, C::collective, R::scalar_computation, nullptr, P::other, nullptr},
    OpInfo{OpKind::all_to_all, "stablehlo.all_to_all", "", S::generic, C::collective, R::none, nullptr, P::other, nullptr},
    OpInfo{OpKind::collective_permute, "stablehlo.collective_permute", "", S::generic, C::collective, R::none, nullptr, P::other, nullptr},
};

// The table is in OpKind order, so that op_info is an index.
constexpr bool in_kind_order() {
  for (size_t i = 0; i < kOps.size(); ++i)
    if (static_cast<size_t>(kOps[i].kind) != i) return false;
  return true;
}
static_assert(in_kind_order(), "kOps must list every OpKind once, in declaration order");
static_assert(static_cast<size_t>(OpKind::collective_permute) + 1 == kOps.size(), "an OpKind has no row in kOps");

}  // namespace

const OpInfo& op_info(OpKind kind) { return kOps.at(static_cast<size_t>(kind)); }

const OpInfo* find_op(std::string_view name) {
  for (const OpInfo& e : kOps)
    if (e.name == name || (!e.alias.empty() && e.alias == name)) return &e;
  return nullptr;
}

bool executor_runs(OpKind kind) {
  const OpInfo& info = op_info(kind);
  return info.regions == Regions::loop || info.regions == Regions::branches || info.regions == Regions::manual ||
         info.cost == CostClass::collective;
}

bool fusible_producer(OpKind kind) {
  switch (op_info(kind).cost) {
    case CostClass::leaf:
    case CostClass::elementwise:
    case CostClass::data_movement:
      return true;
    case CostClass::annotation:
      return kind == OpKind::sharding_constraint;
    default:
      return false;
  }
}

std::optional<OpShardingRule> get_sharding_rule(const Program& program, const Op& op) {
  const OpInfo& info = op_info(op.kind);
  if (!info.rule) return std::nullopt;
  return info.rule(program, op);
}
}  // namespace shardproof::partition
