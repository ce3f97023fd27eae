#include "partition/ops/op_table.h"

#include <array>
#include <vector>
#include <stdexcept>

#include "partition/ops/op_sharding_rule_registry.h"

namespace shardproof::partition {
namespace {

using L = Library;
using G = GpuKernel;
using P = Priority;
using GP = GspmdPropagation;
using XP = XlaPartitioning;

// What shardproof does with each op, one row per op in OpKind order (what the op is, its name,
// syntax, regions and cost class, is its definition in partition/ir/op_definition.cpp).
// Columns (OpRow, op_table.h): kind, sharding rule (Shardy's registry; nullptr: handled by
// propagation itself), schedule priority, kernel (kernel.h; nullptr: none, or run by the
// executor itself), fused form (kernel.h: a block kernel or an element map; none: the executor
// never fuses the op), library fusion (XLA CPU's YNNPACK), GPU kernel family (kernel.h,
// exec/gpu/; none: host), whether GSPMD's propagation crosses it (GspmdPropagation; through
// unless said), how XLA's partitioner runs it (XlaPartitioning; by its factors unless said).
constexpr std::array kRows = {
    // leaves
    OpRow{OpKind::constant, elementwise_op_rule, P::first, kernels::constant, {}, L::ynn},
    OpRow{OpKind::iota, elementwise_op_rule, P::first, kernels::iota, {}, L::ynn, G::iota},
    OpRow{OpKind::partition_id, elementwise_op_rule, P::first, kernels::partition_id},
    OpRow{OpKind::replica_id, elementwise_op_rule, P::first, kernels::partition_id},
    // elementwise binary
    OpRow{OpKind::add, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpRow{OpKind::subtract, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpRow{OpKind::multiply, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpRow{OpKind::divide, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpRow{OpKind::maximum, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpRow{OpKind::minimum, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpRow{OpKind::power, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpRow{OpKind::remainder, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::none, G::elementwise},
    OpRow{OpKind::and_, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::none, G::elementwise},
    OpRow{OpKind::or_, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::none, G::elementwise},
    OpRow{OpKind::xor_, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::none, G::elementwise},
    OpRow{OpKind::atan2, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::none, G::elementwise},
    // complex(re, im): a complex<fN> from two fN arrays (the reader takes its type from the
    // signature).
    OpRow{OpKind::complex, elementwise_op_rule, P::first, kernels::complex},
    OpRow{OpKind::shift_left, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::none, G::elementwise},
    OpRow{OpKind::shift_right_logical, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::none, G::elementwise},
    OpRow{OpKind::shift_right_arithmetic, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::none, G::elementwise},
    // elementwise unary
    OpRow{OpKind::tanh, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpRow{OpKind::exponential, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpRow{OpKind::log, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpRow{OpKind::logistic, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpRow{OpKind::negate, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpRow{OpKind::rsqrt, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpRow{OpKind::sqrt, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpRow{OpKind::sine, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpRow{OpKind::cosine, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpRow{OpKind::abs, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpRow{OpKind::square, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpRow{OpKind::not_, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::none, G::elementwise},
    OpRow{OpKind::cbrt, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::none, G::elementwise},
    OpRow{OpKind::tan, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpRow{OpKind::erf, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpRow{OpKind::erfc, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::none, G::elementwise},
    OpRow{OpKind::erf_inv, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::none, G::elementwise},
    OpRow{OpKind::log_plus_one, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpRow{OpKind::exponential_minus_one, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpRow{OpKind::is_finite, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::none, G::elementwise},
    OpRow{OpKind::sign, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpRow{OpKind::floor, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpRow{OpKind::ceil, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpRow{OpKind::round_nearest_even, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::ynn, G::elementwise},
    OpRow{OpKind::round_nearest_afz, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::none, G::elementwise},
    OpRow{OpKind::reduce_precision, elementwise_op_rule, P::first, kernels::reduce_precision},
    OpRow{OpKind::popcnt, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::none, G::elementwise},
    OpRow{OpKind::count_leading_zeros, elementwise_op_rule, P::first, kernels::elementwise, {kernels::elementwise_block}, L::none, G::elementwise},
    OpRow{OpKind::real, elementwise_op_rule, P::first, kernels::real},
    OpRow{OpKind::imag, elementwise_op_rule, P::first, kernels::imag},
    // elementwise others
    OpRow{OpKind::convert, elementwise_op_rule, P::first, kernels::convert, {kernels::convert_block}, L::ynn, G::convert},
    OpRow{OpKind::bitcast_convert, bitcast_convert_op_rule, P::first, kernels::bitcast_convert},
    OpRow{OpKind::compare, elementwise_op_rule, P::first, kernels::compare, {kernels::compare_block}, L::none, G::compare},
    OpRow{OpKind::select, elementwise_op_rule, P::first, kernels::select, {kernels::select_block}, L::none, G::select},
    OpRow{OpKind::clamp, elementwise_op_rule, P::first, kernels::clamp, {kernels::clamp_block}, L::none, G::clamp},
    // shape and data movement
    OpRow{OpKind::broadcast_in_dim, broadcast_op_rule, P::broadcast, kernels::broadcast_in_dim, {nullptr, kernels::broadcast_source}, L::ynn, G::element_map},
    OpRow{OpKind::transpose, transpose_op_rule, P::first, kernels::transpose, {nullptr, kernels::transpose_source}, L::ynn, G::element_map},
    OpRow{OpKind::reshape, reshape_op_rule, P::first, kernels::reshape, {nullptr, kernels::same_order}, L::ynn, G::element_map},
    OpRow{OpKind::slice, slice_op_rule, P::other, kernels::slice, {}, L::none, G::slice},
    OpRow{OpKind::concatenate, concatenate_op_rule, P::other, kernels::concatenate, {}, L::none, G::concatenate},
    OpRow{OpKind::pad, pad_op_rule, P::other, kernels::pad, {}, L::ynn, G::pad},
    OpRow{OpKind::reverse, reverse_op_rule, P::other, kernels::reverse, {}, L::none, G::reverse},
    OpRow{OpKind::dynamic_slice, dynamic_slice_op_rule, P::other, kernels::dynamic_slice, {}, L::none, G::dynamic_slice},
    OpRow{OpKind::dynamic_update_slice, dynamic_update_slice_op_rule, P::other, kernels::dynamic_update_slice, {}, L::none, G::dynamic_update_slice},
    OpRow{OpKind::gather, gather_op_rule, P::other, kernels::gather, {}, L::none, G::gather},
    OpRow{OpKind::scatter, scatter_op_rule, P::other, kernels::scatter, {}, L::none, G::scatter},
    OpRow{OpKind::sort, sort_op_rule, P::other, kernels::sort, {}, L::none, G::sort},
    OpRow{OpKind::top_k, sort_op_rule, P::other, kernels::top_k, {}, L::none, G::top_k, GP::barrier},
    // contractions and reductions
    OpRow{OpKind::dot_general, dot_general_op_rule, P::other, kernels::dot_general, {}, L::ynn, G::dot_general},
    OpRow{OpKind::convolution, convolution_op_rule, P::other, kernels::convolution},
    OpRow{OpKind::fft, fft_op_rule, P::other, kernels::fft, {}, L::none, G::none, GP::barrier, XP::whole},
    OpRow{OpKind::reduce, reduce_op_rule, P::other, kernels::reduce, {}, L::ynn, G::reduce},
    OpRow{OpKind::reduce_window, reduce_window_op_rule, P::other, kernels::reduce_window, {}, L::none, G::reduce_window},
    OpRow{OpKind::select_and_scatter, select_and_scatter_op_rule, P::other, kernels::select_and_scatter},
    // control flow and opaque work
    OpRow{OpKind::while_, nullptr, P::other, nullptr},
    OpRow{OpKind::case_, nullptr, P::other, nullptr},
    OpRow{OpKind::optimization_barrier, identity_per_operand_rule, P::first, kernels::identity, {}, L::none, G::element_map},
    OpRow{OpKind::custom_call, custom_call_op_rule, P::other, nullptr},
    OpRow{OpKind::rng_bit_generator, replicated_rule, P::other, kernels::rng_bit_generator},
    // shardings and manual regions
    OpRow{OpKind::sharding_constraint, elementwise_op_rule, P::first, kernels::identity, {nullptr, kernels::same_order}, L::none, G::element_map},
    OpRow{OpKind::manual_computation, nullptr, P::other, nullptr},
    // collectives
    OpRow{OpKind::all_gather, nullptr, P::other, nullptr},
    OpRow{OpKind::reduce_scatter, nullptr, P::other, nullptr},
    OpRow{OpKind::all_reduce, nullptr, P::other, nullptr},
    OpRow{OpKind::all_to_all, nullptr, P::other, nullptr},
    OpRow{OpKind::collective_permute, nullptr, P::other, nullptr},
};

// The table is in OpKind order, so that op_info is an index.
constexpr bool in_kind_order() {
  for (size_t i = 0; i < kRows.size(); ++i)
    if (static_cast<size_t>(kRows[i].kind) != i) return false;
  return true;
}
static_assert(in_kind_order(), "kRows must list every OpKind once, in declaration order");
static_assert(static_cast<size_t>(OpKind::collective_permute) + 1 == kRows.size(), "an OpKind has no row in kRows");

// Each op's definition and row as one entry.
const std::vector<OpInfo>& op_infos() {
  static const std::vector<OpInfo> infos = [] {
    std::vector<OpInfo> out;
    for (const OpRow& row : kRows) out.push_back(OpInfo{op_definition(row.kind), row, row.kind});
    return out;
  }();
  return infos;
}

}  // namespace

const OpInfo& op_info(OpKind kind) { return op_infos().at(static_cast<size_t>(kind)); }

const OpInfo* find_op(std::string_view name) {
  const OpDefinition* d = find_op_definition(name);
  return d ? &op_info(d->kind) : nullptr;
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
