// \file The program IR: functions of SSA values with tensor types, ops from the StableHLO
// subset shardproof understands, an optional sharding per value, and manual regions.
//
// What `%1 = stablehlo.dot_general %0, %arg1, contracting_dims = [1] x [0] : (tensor<16x128xf32>,
// tensor<128x256xf32>) -> tensor<16x256xf32>` becomes:
//   Op{kind = dot_general, operands = {v0, v1}, results = {v2}, line = 3,
//      dot = {lhs_contracting = {1}, rhs_contracting = {0}}}
// with values[v2].type = tensor<16x256xf32>. A value annotated
// `{sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}` (or the GSPMD string
// `{devices=[4,1,2]<=[8] last_tile_dim_replicate}` on mesh data=4,model=2) gets
// values[v].sharding = {"mesh", [{"data"}, {}]}.
//
// A shard_map (`sdy.manual_computation`, or GSPMD's SPMDFullToShardShape/ShardToFullShape
// around `call @shmap_body`) is one op of kind manual_computation whose `region` holds the
// body: block arguments and results have local (per-device) types, operands and results of
// the op have global types. Collectives occur only inside such regions.
// Private functions (and Shardy's named computations) are inlined by the reader: a Program has
// one function, @main; shardings on a call boundary become sharding_constraint ops there.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "types/mesh.h"
#include "types/sharding_type.h"
#include "types/tensor_type.h"

namespace shardproof::partition {

enum class OpKind {
  // leaves
  constant, iota, partition_id, replica_id,
  // elementwise binary
  add, subtract, multiply, divide, maximum, minimum, power, remainder, and_, or_, xor_, atan2, complex,
  shift_left, shift_right_logical, shift_right_arithmetic,
  // elementwise unary
  tanh, exponential, log, logistic, negate, rsqrt, sqrt, sine, cosine, abs, square, not_, cbrt, tan,
  erf, erfc, erf_inv, log_plus_one, exponential_minus_one, is_finite, sign, floor, ceil,
  round_nearest_even, round_nearest_afz, reduce_precision, popcnt, count_leading_zeros, real, imag,
  // elementwise others
  convert, bitcast_convert, compare, select, clamp,
  // shape and data movement
  broadcast_in_dim, transpose, reshape, slice, concatenate, pad, reverse, dynamic_slice,
  dynamic_update_slice, gather, scatter, sort, top_k,
  // contractions and reductions
  dot_general, convolution, fft, reduce, reduce_window, select_and_scatter,
  // control flow and opaque work
  while_, case_, optimization_barrier, custom_call, rng_bit_generator,
  // shardings and manual regions
  sharding_constraint, manual_computation,
  // collectives (inside manual regions)
  all_gather, reduce_scatter, all_reduce, all_to_all, collective_permute,
};

// What each kind is lives in one table (partition/ir/op_definition.h); these are the
// ones the IR itself needs.
// "stablehlo.add", "chlo.square", "sdy.sharding_constraint", "stablehlo.all_gather", ...
std::string_view op_name(OpKind kind);
// Inverse of op_name (nullopt when the name is not in the subset); accepts the other
// spellings some ops have ("chlo.erf" and "stablehlo.erf").
std::optional<OpKind> op_kind_from_name(std::string_view name);
// Ops whose every operand and result share one shape (a rank-0 operand broadcasts).
bool is_elementwise(OpKind kind);
bool is_collective(OpKind kind);

// The computation of a reduction. `other` is a body of several ops (argmax's variadic
// reducer, a sort comparator): kept as the op's region, never partial-summed.
enum class ReducerKind { add, maximum, minimum, multiply, and_, or_, xor_, other };
std::string_view reducer_name(ReducerKind kind);  // "add", "maximum", "and", ...

// A sharding attached to a value: the mesh it refers to and the type on it.
struct ValueSharding {
  std::string mesh;  // name without '@'
  types::ShardingType type;
  bool operator==(const ValueSharding&) const = default;
};

struct Value {
  std::string name;  // as written: "%arg0", "%cst_3", "%4#1" (diagnostics only)
  types::TensorType type;
  std::optional<ValueSharding> sharding;
  bool operator==(const Value&) const = default;
};
using ValueId = int;

struct DotDims {
  std::vector<int64_t> lhs_batch, rhs_batch, lhs_contracting, rhs_contracting;
  bool operator==(const DotDims&) const = default;
  // The free (neither batch nor contracting) dimensions of operand `operand` (0: lhs, 1: rhs)
  // of rank `rank`, in order: lhs [b, s, d] with batch {0}, contracting {2} -> {1}.
  std::vector<int64_t> free_dims(size_t operand, int64_t rank) const;
};

struct SliceBounds {
  std::vector<int64_t> start, limit, stride;
  bool operator==(const SliceBounds&) const = default;
};

// gather and scatter dimension numbers, in gather's names. For scatter: offset_dims =
// update_window_dims, collapsed_slice_dims = inserted_window_dims, operand_batching_dims =
// input_batching_dims, start_indices_batching_dims = scatter_indices_batching_dims,
// start_index_map = scatter_dims_to_operand_dims (slice_sizes stays empty).
struct GatherDims {
  std::vector<int64_t> offset_dims, collapsed_slice_dims, operand_batching_dims, start_indices_batching_dims,
      start_index_map, slice_sizes;
  int64_t index_vector_dim = 0;
  bool operator==(const GatherDims&) const = default;
};

// A window over an operand: pad's edge and interior padding (dimensions empty), reduce_window's
// and select_and_scatter's window, a convolution's window over its spatial dimensions.
struct Window {
  std::vector<int64_t> dimensions, strides, padding_low, padding_high, interior, base_dilations, window_dilations;
  bool operator==(const Window&) const = default;
};
// Whether position i of a window leaves its dimension as it is: one element, stride 1, no
// padding (edge or interior), no dilation of the base. Absent lists are the identity. A
// convolution's spatial dimension with such a window and a kernel of size 1 is pointwise: its
// sharding rule lets it stay split, and its kernel runs on the split block as it is.
bool window_is_identity(const Window& w, size_t i);

// convolution's dimension numbers: which operand and result dimensions are batch, feature
// and spatial.
struct ConvDims {
  int64_t input_batch = 0, input_feature = 0, kernel_input_feature = 0, kernel_output_feature = 0,
          output_batch = 0, output_feature = 0;
  std::vector<int64_t> input_spatial, kernel_spatial, output_spatial;
  int64_t feature_group_count = 1, batch_group_count = 1;
  bool operator==(const ConvDims&) const = default;
};

// dense<...> literal: `text` as printed (e.g. "0.000000e+00", "0xFF800000", "true", "[1, 2]");
// `splat` when it is one element; `value` its number (hex bit patterns decoded, true = 1).
struct ConstantValue {
  std::string text;
  bool splat = true;
  double value = 0;
  bool operator==(const ConstantValue& o) const;  // a NaN literal equals itself
};

// Collective attributes. replica_groups (or source_target_pairs for collective_permute)
// hold partition ids, one row per group (pair).
struct CollectiveAttrs {
  std::vector<std::vector<int64_t>> replica_groups;
  std::vector<std::pair<int64_t, int64_t>> source_target_pairs;
  int64_t dim = 0;             // all_gather_dim / scatter_dimension / split_dimension
  int64_t concat_dim = 0;      // all_to_all
  int64_t split_count = 0;     // all_to_all
  bool use_global_device_ids = false;
  int64_t channel_handle = 0;
  bool operator==(const CollectiveAttrs&) const = default;
};

struct Op;

// Where an op comes from in the user's program, read from its MLIR location (the text JAX
// prints with `as_text(debug_info=True)`; partition/ir/source_location.h): the innermost
// Python frame's file:line:col and function, and JAX's name stack. Any part may be empty.
//   {"/path/model.py", 38, 15, "block", "jit(step)/jvp()/dot_general"}
struct SourceLocation {
  std::string file;  // as written, never opened
  int line = 0;
  int column = 0;
  std::string function;    // the frame's function: "two_layer.<locals>.block"
  std::string name_stack;  // "jit(step)/jvp()/dot_general"
  bool has_file() const { return !file.empty(); }
  bool operator==(const SourceLocation&) const = default;
};

// The locations the ops of a program point into (Op::location). Debug information, not the
// program's meaning: two programs that differ only in it are equal (a program written back
// and read again has none).
struct SourceLocationTable {
  std::vector<SourceLocation> entries;
  int return_location = -1;  // main's `return` (its results' redistributions are found there)
  bool operator==(const SourceLocationTable&) const { return true; }
};

// The body of a manual computation.
struct Region {
  std::vector<ValueId> arguments;  // local types
  std::vector<Op> ops;
  std::vector<ValueId> results;    // operands of sdy.return
  bool operator==(const Region&) const;
};

struct Op {
  OpKind kind = OpKind::add;
  std::vector<ValueId> operands;
  std::vector<ValueId> results;
  int line = 0;  // 1-based source line (0 when built by hand)
  int column = 0;
  // Its place in the user's program: an index into Program::locations, -1 when the text gives
  // none (or it was built by hand). Not part of what == compares.
  int location = -1;

  // Attributes; only the ones of `kind` are meaningful.
  std::vector<int64_t> dims;       // broadcast_in_dim dims, transpose permutation, reduce dims, fft lengths
  int64_t dim = 0;                 // iota dim, concatenate dim
  DotDims dot;                     // dot_general
  std::string comparison;          // compare: "GT", "GE", ...
  std::string compare_type;        // compare: "FLOAT", "SIGNED", ... (may be empty)
  ReducerKind reducer = ReducerKind::add;  // reduce, all_reduce, reduce_scatter
  SliceBounds slice;               // slice
  ConstantValue constant;          // constant
  CollectiveAttrs collective;      // collectives
  GatherDims gather;               // gather, scatter
  Window window;                   // pad, reduce_window, select_and_scatter, convolution
  ConvDims conv;                   // convolution
  std::string target;              // custom_call: the call target ("Sharding", "tpu_custom_call")
  // Attributes as written (`slice_sizes` -> `array<i64: 1, 64>`): the writer prints them back
  // for the ops it has no typed fields for (gather, scatter, sort, reduce_window, case,
  // while, custom_call targets, rng_bit_generator's algorithm, reduce_precision's format).
  std::vector<std::pair<std::string, std::string>> attributes;
  // manual_computation: shardings of operands (in) and results (out), the manual axes.
  std::vector<ValueSharding> in_shardings, out_shardings;
  std::vector<std::string> manual_axes;
  // manual_computation: its body. while: the condition, then the body. case: the branches.
  // reduce (a body of several ops), scatter, sort, reduce_window, select_and_scatter: the
  // scalar computations (op_definition(kind).regions says which).
  std::vector<Region> region;

  bool operator==(const Op&) const;
};

struct Function {
  std::string name;  // "main"
  std::vector<ValueId> arguments;
  std::vector<Op> ops;
  std::vector<ValueId> results;  // operands of `return`
  int return_line = 0;           // 1-based line of the `return` (0 when built by hand)
  // Shardings of the results as annotated on the signature (may differ from the values').
  std::vector<std::optional<ValueSharding>> result_shardings;
  std::vector<std::string> result_info;  // jax.result_info, "" when absent
  // Donation, per argument (empty when built by hand): `tf.aliasing_output = N` (the
  // argument's buffer becomes result N) and `jax.buffer_donor = true` (XLA may write any
  // output of the argument's per-device shape into its buffer).
  std::vector<std::optional<int>> argument_aliases_output;
  std::vector<bool> argument_donated;
  // Each argument's name: jax.arg_info, or the location JAX prints it with
  // (`%arg0: tensor<4xf32> loc("params['w1']")`); "" when absent (or built by hand).
  std::vector<std::string> argument_info;
  bool operator==(const Function&) const = default;
};

// The syntax a program's shardings were written in. XLA runs its own sharding propagation
// on the program before partitioning it: Shardy's on `sdy.sharding`, GSPMD's on
// `mhlo.sharding = "{...}"` strings, and the two differ (partition/propagate/propagate.h).
enum class ShardingSyntax { shardy, gspmd };

struct Program {
  std::string module_name;  // "jit_predict" (without '@'), may be empty
  int num_partitions = 1;
  ShardingSyntax syntax = ShardingSyntax::shardy;  // gspmd: the text has mhlo.sharding strings
  std::vector<std::pair<std::string, types::Mesh>> meshes;  // name (no '@') -> mesh
  std::vector<Value> values;  // indexed by ValueId, shared by main and its regions
  Function main;
  SourceLocationTable locations;  // what Op::location indexes

  // The user's location of `op` (nullptr when it has none).
  const SourceLocation* location_of(const Op& op) const {
    return op.location >= 0 && op.location < static_cast<int>(locations.entries.size()) ? &locations.entries[op.location]
                                                                                         : nullptr;
  }

  const Value& value(ValueId id) const { return values[id]; }
  Value& value(ValueId id) { return values[id]; }
  ValueId add_value(Value v) {
    values.push_back(std::move(v));
    return static_cast<int>(values.size()) - 1;
  }
  const types::Mesh* find_mesh(std::string_view name) const;
  bool operator==(const Program&) const = default;
};

// Number of ops of each kind, regions included (not the scalar computations of reductions,
// scatters and sorts, which are part of their op), in OpKind order: [(kind, count>0)...].
std::vector<std::pair<OpKind, int>> count_ops(const Program& program);
int total_ops(const Program& program);

}  // namespace shardproof::partition
