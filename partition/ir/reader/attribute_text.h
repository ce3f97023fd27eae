// \file The values inside MLIR attributes as StableHLO prints them, decoded: integer lists in
// all their spellings, struct fields, padding, enum names, numbers and hex blobs.
//
//   ints("array<i64: 1, 2>") == ints("dense<[1, 2]> : tensor<2xi64>") == {1, 2}
//   dense_ints("dense<1> : tensor<3xi64>") == {1, 1, 1}        (a splat, once per element)
//   struct_field("#stablehlo.gather<offset_dims = [1], index_vector_dim = 1>", "offset_dims") == {1}
//   enum_value("#stablehlo<comparison_direction GT>") == "GT"
//
// Errors are types::InputError without a position: the op's statement adds its own.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "partition/ir/program.h"
#include "partition/ir/reader/mlir_lexer.h"

namespace shardproof::partition::reader {

const Attr* find_attr(const std::vector<Attr>& attrs, std::string_view key);

// "[1, 2]" -> {1, 2}; also `array<i64: 1, 2>` and `dense<[1, 2]> : tensor<2xi64>` (the
// element type's digits are not values). A splat `dense<1> : tensor<3xi64>`, which JAX 0.4
// prints where every value is the same (window dilations, a gather's slice sizes), is its
// value once per element of the tensor type.
std::vector<int64_t> dense_ints(std::string_view text);

std::vector<int64_t> ints(std::string_view text);

// `[[lo, hi], ...]` (or `dense<[[lo, hi], ...]> : tensor<Nx2xi64>`, or the splat
// `dense<0> : tensor<Nx2xi64>`) into a window's padding.
void read_padding(std::string_view text, Window& w);

// `#stablehlo<comparison_direction GT>` -> "GT"
std::string enum_value(std::string_view text);

// The `[...]` after `key = ` inside a struct attribute like
// `#stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], index_vector_dim = 1>`
// (empty when the key is absent, as the printer omits empty lists).
std::vector<int64_t> struct_field(std::string_view text, std::string_view key);

// GatherDims' five lists in the dialect's words, in GatherDims order (offset, collapsed,
// operand batching, indices batching, index map): how gather and scatter spell them.
using GatherDimNames = std::array<std::string_view, 5>;

inline constexpr GatherDimNames kGatherDimNames = {"offset_dims", "collapsed_slice_dims", "operand_batching_dims",
                                            "start_indices_batching_dims", "start_index_map"};

inline constexpr GatherDimNames kScatterDimNames = {"update_window_dims", "inserted_window_dims", "input_batching_dims",
                                             "scatter_indices_batching_dims", "scatter_dims_to_operand_dims"};

// `#stablehlo.gather<...>` or `#stablehlo.scatter<...>`: the five lists, named `names`, and
// index_vector_dim.
void read_gather_dims(std::string_view text, const GatherDimNames& names, GatherDims& g);

std::vector<int64_t> int_list(std::string_view text);

// The first integer of an attribute (`all_gather_dim = 1 : i64`).
int64_t first_int(const Attr& a);

// dense<[[0, 1], [2, 3]]> : tensor<2x2xi64> -> rows (a splat is expanded)
std::vector<std::vector<int64_t>> int_matrix(std::string_view text);

double decode_number(std::string_view text, types::DType dtype);

// dense<"0x0000803F..."> : tensor<...>: MLIR's hex form of a dense literal (JAX prints large
// constants, a RoPE table or a sinusoidal embedding, this way): the elements' raw
// little-endian bytes, either one element's (a splat) or all of them (i1 also bit-packed).
// Sets `c.splat` and, for a splat, `c.value`; a blob of any other size is an error.
void decode_hex_blob(ConstantValue& c, const types::TensorType& type);

}  // namespace shardproof::partition::reader
