// \file Per-device local buffers (shards), the test arrays they are cut from, and the
// check of shards against a type's index map (DESIGN.md, "Index map").
//
//   mesh <["x"=3]>, tensor<5x2xf32>, type [{"x"}, {}]: local shape [2, 2] (ceil(5/3) = 2);
//     device 2 holds global rows 4 and 5 — row 5 does not exist, so its elements are
//     padding, filled with kPadValue and ignored by the check.
//   mesh <["x"=2, "y"=2]>, type [{"x"}, {}], unreduced={"y"}: device (x=1, y=0) holds the
//     first partial sum of rows 2..3, device (1, 1) the second; only their sum is checked.
//
// Values are small integers (|v| <= 20 for data, partial sums chosen so every subtotal
// stays below 256) stored in the dtype, so that every sum is exact in f32, f64, bf16, f16
// and the integer types, and "bit-exact" is a meaningful verdict for all of them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "exec/communicator.h"
#include "types/mesh.h"
#include "types/sharding_type.h"
#include "types/tensor_type.h"

namespace shardproof::exec {

// What padded positions hold: outside the data range, so a collective that moves padding
// into a data position is caught.
inline constexpr int64_t kPadValue = 99;

// One device's local buffer: row-major elements of `dtype` over the local (padded) shape.
struct Shard {
  types::DType dtype = types::DType::f32;
  std::vector<int64_t> shape;
  Bytes data;

  int64_t num_elements() const;
  int64_t element_size() const { return types::byte_size(dtype); }
  int64_t num_bytes() const { return static_cast<int64_t>(data.size()); }
  // A shard of `shape` with every element equal to `value`.
  static Shard filled(types::DType dtype, std::vector<int64_t> shape, int64_t value);
  bool operator==(const Shard&) const = default;
};

// ---- element access -------------------------------------------------------------------

// Stores the integer `value` as one element of `dtype` (integers wrap modulo their width;
// floats round to nearest even, exact for the small values used here).
void store_value(types::DType dtype, std::byte* dst, int64_t value);
// The element as text for diagnostics ("3", "-1.5", "true").
std::string format_value(types::DType dtype, const std::byte* src);
// acc[i] += x[i] elementwise in `dtype` (bf16/f16 through float, rounded back; i1 is or).
void add_into(types::DType dtype, std::span<std::byte> acc, std::span<const std::byte> x);

// ---- moving blocks of a shard along one dimension --------------------------------------

// Elements [start, start + length) of `src` along `dim`; positions past src's extent are
// padding (kPadValue).   src [4, 3], slice_dim(src, 0, 2, 2) -> rows 2..3, shape [2, 3]
Shard slice_dim(const Shard& src, int dim, int64_t start, int64_t length);
// Copies `piece` into `dst` at `offset` along `dim`, dropping what falls past dst's extent
// (the cut of a gather back to n). Every other dimension must match.
void place_dim(Shard& dst, const Shard& piece, int dim, int64_t offset);

// Copies the box of `extent` at `src_start` in src to `dst_start` in dst (same rank; the
// box must lie inside both). The exchange step's pieces are such boxes.
//   src [4, 4], copy_box(src, {2, 1}, dst, {0, 0}, {2, 3}) -> dst rows 0..1, columns 0..2
void copy_box(const Shard& src, const std::vector<int64_t>& src_start, Shard& dst,
              const std::vector<int64_t>& dst_start, const std::vector<int64_t>& extent);

// ---- test arrays ----------------------------------------------------------------------

// A global array of small integers (in [-20, 20]; [0, 40] for unsigned; {0, 1} for i1).
struct GlobalArray {
  types::TensorType tensor;
  std::vector<int8_t> values;  // row-major
};
GlobalArray random_global_array(const types::TensorType& tensor, uint64_t seed);

// Device `device`'s shard of `global` under `type` (resolved on `mesh`): the index map,
// padding filled with kPadValue, and for unreduced axes the partial sum numbered by the
// device's unreduced index — partials depend only on (element, unreduced index, seed).
Shard make_source_shard(const types::Mesh& mesh, const types::ShardingType& type, const GlobalArray& global,
                        int64_t device, uint64_t seed);
std::vector<Shard> make_source_shards(const types::Mesh& mesh, const types::ShardingType& type,
                                      const GlobalArray& global, uint64_t seed);

// The first place where shards disagree with `type`'s index map over `global`.
struct Mismatch {
  int64_t device = 0;
  std::vector<int64_t> local_index;   // empty when the shape itself is wrong
  std::vector<int64_t> global_index;
  std::string expected;
  std::string actual;
};
// Devices in linear order, local indices row-major; padded positions are don't-care. With
// unreduced axes, each group of devices that differ only in unreduced coordinates is
// checked by summing its members in unreduced-index order (reported at the first member).
std::optional<Mismatch> check_shards(const types::Mesh& mesh, const types::ShardingType& type,
                                     const GlobalArray& global, const std::vector<Shard>& shards);
// "device 3, local [1, 0] (global [5, 0]): expected 7, got -2"
std::string describe(const Mismatch& mismatch);

// ---- device groups --------------------------------------------------------------------

// Position of the device (mesh coordinates) within its group over `axes`: the mixed-radix
// number of its coordinates on them, first axis most significant.
//   mesh <["x"=2, "y"=4]>, axes {"y", "x"}: device (x=1, y=2) is at position 2*2+1 = 5.
int64_t group_position(const types::Mesh& mesh, const std::vector<types::AxisRef>& axes,
                       const std::vector<int64_t>& coordinates);
// Linear ids of the device's group over `axes` (devices that differ only in their
// coordinates on those axes, sub-axes included), in position order.
//   mesh <["x"=4]>, axes {"x":(2)2}: device 1 -> {0, 1}; device 2 -> {2, 3}.
std::vector<int64_t> group_members(const types::Mesh& mesh, const std::vector<types::AxisRef>& axes,
                                   int64_t device);

}  // namespace shardproof::exec
