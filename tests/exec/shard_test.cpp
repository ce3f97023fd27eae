// \file Shards and the index-map check: source shards of a random array, padding,
// partial sums of unreduced axes, dtype encodings, and mismatches that must be reported.
//
//   x=3, 5x2 f32, [{"x"},{}]: device 2 holds row 4 and a padded row (kPadValue).
#include <gtest/gtest.h>

#include <cstring>

#include "exec/shard.h"
#include "tests/exec/test_util.h"

namespace shardproof::exec {
namespace {

using test::mesh_of;
using test::type_of;
using types::DType;

float f32_at(const Shard& s, int64_t i) {
  float v;
  std::memcpy(&v, s.data.data() + i * 4, 4);
  return v;
}

TEST(Shard, SourceShardsFollowTheIndexMapWithPadding) {
  const types::Mesh mesh = mesh_of("x=3");
  const types::ShardingType t = type_of(mesh, R"([{"x"},{}])", 2);
  const GlobalArray global = random_global_array({{5, 2}, DType::f32}, 7);
  const std::vector<Shard> shards = make_source_shards(mesh, t, global, 7);
  ASSERT_EQ(shards.size(), 3u);
  EXPECT_EQ(shards[2].shape, (std::vector<int64_t>{2, 2}));
  EXPECT_EQ(f32_at(shards[2], 0), global.values[8]);  // row 4, col 0
  EXPECT_EQ(f32_at(shards[2], 2), kPadValue);         // row 5 does not exist
  EXPECT_EQ(f32_at(shards[1], 1), global.values[5]);  // row 2, col 1
  EXPECT_FALSE(check_shards(mesh, t, global, shards).has_value());
}

TEST(Shard, PaddingIsDontCare) {
  const types::Mesh mesh = mesh_of("x=3");
  const types::ShardingType t = type_of(mesh, R"([{"x"},{}])", 2);
  const GlobalArray global = random_global_array({{5, 2}, DType::f32}, 7);
  std::vector<Shard> shards = make_source_shards(mesh, t, global, 7);
  store_value(DType::f32, shards[2].data.data() + 2 * 4, 12345);
  EXPECT_FALSE(check_shards(mesh, t, global, shards).has_value());
}

TEST(Shard, MismatchNamesDeviceAndIndex) {
  const types::Mesh mesh = mesh_of("x=2,y=2");
  const types::ShardingType t = type_of(mesh, R"([{"y"},{"x"}])", 2);
  const GlobalArray global = random_global_array({{4, 4}, DType::i32}, 3);
  std::vector<Shard> shards = make_source_shards(mesh, t, global, 3);
  // Device 1 = (x=0, y=1): rows 2..3, columns 0..1; corrupt local [1, 0] = global [3, 0].
  store_value(DType::i32, shards[1].data.data() + 2 * 4, 77);
  const auto m = check_shards(mesh, t, global, shards);
  ASSERT_TRUE(m.has_value());
  EXPECT_EQ(m->device, 1);
  EXPECT_EQ(m->local_index, (std::vector<int64_t>{1, 0}));
  EXPECT_EQ(m->global_index, (std::vector<int64_t>{3, 0}));
  EXPECT_EQ(m->actual, "77");
  EXPECT_EQ(m->expected, std::to_string(global.values[12]));
  EXPECT_NE(describe(*m).find("device 1"), std::string::npos);
}

TEST(Shard, WrongShapeIsAMismatch) {
  const types::Mesh mesh = mesh_of("x=2");
  const GlobalArray global = random_global_array({{4}, DType::f32}, 1);
  std::vector<Shard> shards = make_source_shards(mesh, type_of(mesh, R"([{}])", 1), global, 1);
  const auto m = check_shards(mesh, type_of(mesh, R"([{"x"}])", 1), global, shards);
  ASSERT_TRUE(m.has_value());
  EXPECT_TRUE(m->local_index.empty());
}

TEST(Shard, UnreducedPartialsSumToTheArray) {
  for (DType dtype : {DType::f32, DType::bf16, DType::f16, DType::i64, DType::f64, DType::i32}) {
    const types::Mesh mesh = mesh_of("x=2,y=4");
    const types::ShardingType t = type_of(mesh, R"([{"x"},{}], unreduced={"y"})", 2);
    const GlobalArray global = random_global_array({{6, 3}, dtype}, 11);
    const std::vector<Shard> shards = make_source_shards(mesh, t, global, 11);
    EXPECT_FALSE(check_shards(mesh, t, global, shards).has_value()) << types::to_string(dtype);
    // Individual partials are not the array: as a replicated-over-y type they fail.
    EXPECT_TRUE(check_shards(mesh, type_of(mesh, R"([{"x"},{}])", 2), global, shards).has_value());
  }
}

TEST(Shard, SixtyFourPartialsStayExactInBf16) {
  const types::Mesh mesh = mesh_of("x=64");
  const types::ShardingType t = type_of(mesh, R"([{}], unreduced={"x"})", 1);
  const GlobalArray global = random_global_array({{32}, DType::bf16}, 5);
  EXPECT_FALSE(check_shards(mesh, t, global, make_source_shards(mesh, t, global, 5)).has_value());
}

TEST(Shard, HalfPrecisionEncodings) {
  std::byte b[2];
  store_value(DType::bf16, b, -20);
  EXPECT_EQ(format_value(DType::bf16, b), "-20");
  store_value(DType::f16, b, 99);
  EXPECT_EQ(format_value(DType::f16, b), "99");
  store_value(DType::f16, b, 2049);  // not representable: rounds to even
  EXPECT_EQ(format_value(DType::f16, b), "2048");
  std::byte acc[4], x[4];
  store_value(DType::f16, acc, 7);
  store_value(DType::f16, acc + 2, -3);
  store_value(DType::f16, x, -9);
  store_value(DType::f16, x + 2, 250);
  add_into(DType::f16, acc, x);
  EXPECT_EQ(format_value(DType::f16, acc), "-2");
  EXPECT_EQ(format_value(DType::f16, acc + 2), "247");
}

TEST(Shard, SliceAndPlaceAlongADimension) {
  Shard s = Shard::filled(DType::i32, {4, 3}, 0);
  for (int i = 0; i < 12; ++i) store_value(DType::i32, s.data.data() + 4 * i, i);
  const Shard rows = slice_dim(s, 0, 3, 2);  // row 3 and a padded row
  EXPECT_EQ(rows.shape, (std::vector<int64_t>{2, 3}));
  EXPECT_EQ(format_value(DType::i32, rows.data.data()), "9");
  EXPECT_EQ(format_value(DType::i32, rows.data.data() + 4 * 3), std::to_string(kPadValue));
  const Shard col = slice_dim(s, 1, 1, 1);
  EXPECT_EQ(format_value(DType::i32, col.data.data() + 4 * 2), "7");
  Shard out = Shard::filled(DType::i32, {4, 2}, 0);
  place_dim(out, col, 1, 1);
  EXPECT_EQ(format_value(DType::i32, out.data.data() + 4 * 3), "4");
  place_dim(out, slice_dim(s, 1, 0, 3), 1, 0);  // cut to 2 columns
  EXPECT_EQ(format_value(DType::i32, out.data.data() + 4 * 7), "10");
}

TEST(Groups, MembersAndPositionsWithSubAxes) {
  const types::Mesh mesh = mesh_of("x=4");
  EXPECT_EQ(group_members(mesh, {test::sub("x", 2, 2)}, 1), (std::vector<int64_t>{0, 1}));
  EXPECT_EQ(group_members(mesh, {test::sub("x", 2, 2)}, 2), (std::vector<int64_t>{2, 3}));
  EXPECT_EQ(group_members(mesh, {test::sub("x", 1, 2)}, 1), (std::vector<int64_t>{1, 3}));
  const types::Mesh m2 = mesh_of("x=2,y=4");
  EXPECT_EQ(group_position(m2, {test::ax("y"), test::ax("x")}, {1, 2}), 5);
  // Group order follows the axes as listed: y major here.
  EXPECT_EQ(group_members(m2, {test::ax("y"), test::ax("x")}, 0), (std::vector<int64_t>{0, 4, 1, 5, 2, 6, 3, 7}));
}

}  // namespace
}  // namespace shardproof::exec
