// Mesh, AxisRef (sub-axes), TensorType and the index map of ShardingType.
#include <gtest/gtest.h>

#include "types/axis_ref.h"
#include "types/error.h"
#include "types/mesh.h"
#include "types/sharding_type.h"
#include "types/shardy_syntax.h"
#include "types/tensor_type.h"

namespace shardproof::types {
namespace {

ShardingType type_on(const Mesh& mesh, const std::string& text, int rank) {
  return resolve(mesh, parse_shardy_sharding(text).type, rank);
}

TEST(Mesh, ParsesShortForm) {
  Mesh mesh = Mesh::parse("x=4,y=2");
  ASSERT_EQ(mesh.rank(), 2);
  EXPECT_EQ(mesh.axes()[0], (MeshAxis{"x", 4}));
  EXPECT_EQ(mesh.axes()[1], (MeshAxis{"y", 2}));
  EXPECT_EQ(mesh.num_devices(), 8);
  EXPECT_EQ(mesh.axis_index("y"), 1);
  EXPECT_FALSE(mesh.axis_index("z"));
  EXPECT_EQ(mesh.to_short(), "x=4,y=2");
  EXPECT_EQ(Mesh::parse(" \"x\"=4 , y = 2 "), mesh);
}

TEST(Mesh, ParsesShardyForm) {
  Mesh mesh = Mesh::parse(R"(<["data"=4, "model"=2]>)");
  EXPECT_EQ(mesh, Mesh::parse("data=4,model=2"));
  EXPECT_EQ(Mesh::parse(R"(sdy.mesh @mesh = <["data"=4, "model"=2]>)"), mesh);
  EXPECT_EQ(mesh.to_shardy(), R"(<["data"=4, "model"=2]>)");
  EXPECT_EQ(Mesh::parse(mesh.to_shardy()), mesh);
  EXPECT_EQ(Mesh::parse("<[]>").num_devices(), 1);
}

TEST(Mesh, DeviceIds) {
  Mesh mesh = Mesh::parse(R"(<["data"=4, "model"=2], device_ids=[0,2,4,6,1,3,5,7]>)");
  EXPECT_EQ(mesh.physical_device(1), 2);
  EXPECT_EQ(mesh.physical_device(4), 1);
  EXPECT_EQ(Mesh::parse(mesh.to_shardy()), mesh);
  // The identity order is no order at all.
  Mesh identity = Mesh::parse(R"(<["x"=2], device_ids=[0, 1]>)");
  EXPECT_TRUE(identity.device_ids().empty());
  EXPECT_EQ(identity, Mesh::parse("x=2"));
}

TEST(Mesh, CoordinatesAreRowMajor) {
  Mesh mesh = Mesh::parse("x=2,y=4");
  EXPECT_EQ(mesh.coordinates(6), (std::vector<int64_t>{1, 2}));
  EXPECT_EQ(mesh.linear_id({1, 2}), 6);
  EXPECT_EQ(mesh.stride(0), 4);
  EXPECT_EQ(mesh.stride(1), 1);
  for (int64_t d = 0; d < mesh.num_devices(); ++d) EXPECT_EQ(mesh.linear_id(mesh.coordinates(d)), d);
}

TEST(Mesh, RejectsBadMeshes) {
  auto column_of = [](const std::string& text) {
    try {
      Mesh::parse(text);
    } catch (const InputError& e) {
      return e.column();
    }
    return -1;
  };
  EXPECT_EQ(column_of("x=4,y=0"), 5);  // the axis with size 0
  EXPECT_EQ(column_of("x=4,x=2"), 1);  // duplicate names: the mesh as a whole
  EXPECT_EQ(column_of("x=4,"), 5);
  EXPECT_EQ(column_of(R"(<["x"=4)"), 8);
  EXPECT_EQ(column_of(R"(<["x"=2], device_ids=[0,0]>)"), 1);
  EXPECT_EQ(column_of(R"(<["x"=2], device_ids=[0,1,2]>)"), 1);
  EXPECT_EQ(column_of(""), 1);
  EXPECT_THROW(Mesh({{"x", 2}, {"x", 2}}), InputError);
  EXPECT_THROW(Mesh({{"", 2}}), InputError);
  EXPECT_THROW(Mesh({{"x", 1 << 16}, {"y", 1 << 16}}), InputError);
}

TEST(AxisRef, SubAxisCoordinates) {
  Mesh mesh = Mesh::parse("x=8");
  AxisRef major = AxisRef::sub("x", 1, 2), middle = AxisRef::sub("x", 2, 2), minor = AxisRef::sub("x", 4, 2);
  for (int64_t c = 0; c < 8; ++c) {
    EXPECT_EQ(axis_ref_coordinate(mesh, major, {c}), c / 4);
    EXPECT_EQ(axis_ref_coordinate(mesh, middle, {c}), c / 2 % 2);
    EXPECT_EQ(axis_ref_coordinate(mesh, minor, {c}), c % 2);
    EXPECT_EQ(axis_ref_coordinate(mesh, AxisRef::whole("x"), {c}), c);
  }
  EXPECT_EQ(axis_ref_size(mesh, AxisRef::whole("x")), 8);
  EXPECT_EQ(axis_ref_size(mesh, middle), 2);
  EXPECT_TRUE(is_whole_axis(mesh, AxisRef::sub("x", 1, 8)));
  EXPECT_FALSE(is_whole_axis(mesh, major));
  EXPECT_EQ(resolve_axis_ref(mesh, AxisRef::whole("x")), AxisRef::sub("x", 1, 8));
  EXPECT_EQ(to_string(mesh, AxisRef::sub("x", 1, 8)), "\"x\"");
  EXPECT_EQ(to_string(mesh, middle), "\"x\":(2)2");
}

TEST(AxisRef, ResolveRejectsBadReferences) {
  Mesh mesh = Mesh::parse("x=4,y=6");
  EXPECT_THROW(resolve_axis_ref(mesh, AxisRef::whole("z")), InputError);
  EXPECT_THROW(resolve_axis_ref(mesh, AxisRef::sub("x", 3, 2)), InputError);  // 6 does not divide 4
  EXPECT_THROW(resolve_axis_ref(mesh, AxisRef::sub("x", 2, 4)), InputError);
  EXPECT_NO_THROW(resolve_axis_ref(mesh, AxisRef::sub("y", 2, 3)));
  try {
    resolve_axis_ref(mesh, AxisRef::whole("z"));
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("\"z\""), std::string::npos) << e.what();
  }
}

TEST(AxisRef, Overlap) {
  Mesh mesh = Mesh::parse("x=8,y=6");
  auto overlap = [&](AxisRef a, AxisRef b) {
    return axis_refs_overlap(mesh, resolve_axis_ref(mesh, a), resolve_axis_ref(mesh, b));
  };
  EXPECT_FALSE(overlap(AxisRef::sub("x", 1, 2), AxisRef::sub("x", 2, 4)));
  EXPECT_FALSE(overlap(AxisRef::sub("x", 1, 2), AxisRef::sub("x", 4, 2)));  // a gap of 2 between
  EXPECT_TRUE(overlap(AxisRef::sub("x", 1, 4), AxisRef::sub("x", 2, 4)));
  EXPECT_TRUE(overlap(AxisRef::whole("x"), AxisRef::sub("x", 4, 2)));
  EXPECT_FALSE(overlap(AxisRef::whole("x"), AxisRef::whole("y")));
  EXPECT_FALSE(overlap(AxisRef::sub("y", 1, 2), AxisRef::sub("y", 2, 3)));
  // On y=6, "y":(1)2 and "y":(3)2 are disjoint ranges but not independent digits: the gap
  // between them would be of size 3/2 (devices 0 and 2 both read (0, 0)).
  EXPECT_TRUE(overlap(AxisRef::sub("y", 1, 2), AxisRef::sub("y", 3, 2)));
  EXPECT_TRUE(overlap(AxisRef::sub("y", 3, 2), AxisRef::sub("y", 1, 2)));
}

TEST(TensorType, ShapesAndBytes) {
  EXPECT_EQ(parse_shape("4096x4096"), (std::vector<int64_t>{4096, 4096}));
  EXPECT_EQ(shape_to_string({16, 128}), "16x128");
  TensorType t{{16, 128}, parse_dtype("bf16")};
  EXPECT_EQ(t.num_bytes(), 16 * 128 * 2);
  EXPECT_EQ(to_string(t), "tensor<16x128xbf16>");
  EXPECT_THROW(parse_dtype("f8"), InputError);
  EXPECT_THROW(parse_shape("4xx4"), InputError);
  EXPECT_THROW(parse_shape(""), InputError);
  EXPECT_THROW(parse_shape("4x-1"), InputError);
}

// Zero-size arrays (penzai's empty KV-cache slices) are legal: 0 elements, 0 bytes, and a
// dimension of 0 split over any axes leaves ceil(0/k) = 0 per device, as in Shardy and XLA.
TEST(TensorType, ZeroSizeDimensions) {
  EXPECT_EQ(parse_shape("0x256"), (std::vector<int64_t>{0, 256}));
  EXPECT_EQ(parse_shape("4x0"), (std::vector<int64_t>{4, 0}));
  EXPECT_EQ(parse_shape("0"), (std::vector<int64_t>{0}));
  TensorType t{{0, 256}, DType::f32};
  EXPECT_EQ(t.num_elements(), 0);
  EXPECT_EQ(t.num_bytes(), 0);
  EXPECT_EQ(to_string(t), "tensor<0x256xf32>");
  EXPECT_EQ(shape_to_string(t.shape), "0x256");
  Mesh mesh = Mesh::parse("x=4,y=2");
  ShardingType s = type_on(mesh, "[{\"x\"}, {\"y\"}]", 2);
  EXPECT_EQ(num_shards(mesh, s, 0), 4);
  EXPECT_EQ(local_shape(mesh, s, t.shape), (std::vector<int64_t>{0, 128}));
  EXPECT_EQ(local_bytes(mesh, s, t), 0);
  // A device still has a block index along the dimension; the block it names is empty.
  EXPECT_EQ(block_index(mesh, s, 0, {3, 1}), 3);
}

TEST(IndexMap, LocalShapeIsPaddedUp) {
  Mesh mesh = Mesh::parse("x=4,y=2");
  ShardingType t = type_on(mesh, R"([{"x"}, {"y"}])", 2);
  EXPECT_EQ(num_shards(mesh, t, 0), 4);
  EXPECT_EQ(local_shape(mesh, t, {16, 8}), (std::vector<int64_t>{4, 4}));
  EXPECT_EQ(local_shape(mesh, t, {10, 7}), (std::vector<int64_t>{3, 4}));  // 10/4 and 7/2 rounded up
  EXPECT_EQ(local_bytes(mesh, t, TensorType{{10, 7}, DType::f32}), 3 * 4 * 4);
  ShardingType both = type_on(mesh, R"([{"x", "y"}, {}])", 2);
  EXPECT_EQ(local_shape(mesh, both, {9, 5}), (std::vector<int64_t>{2, 5}));
  EXPECT_EQ(local_shape(mesh, both, {3, 5}), (std::vector<int64_t>{1, 5}));  // 5 of 8 blocks pure padding
}

TEST(IndexMap, BlockIndexIsMixedRadixMajorFirst) {
  Mesh mesh = Mesh::parse("x=2,y=4");
  ShardingType xy = type_on(mesh, R"([{"x", "y"}, {}])", 2);
  ShardingType yx = type_on(mesh, R"([{"y", "x"}, {}])", 2);
  EXPECT_EQ(block_index(mesh, xy, 0, {1, 2}), 1 * 4 + 2);
  EXPECT_EQ(block_index(mesh, yx, 0, {1, 2}), 2 * 2 + 1);
  EXPECT_EQ(block_index(mesh, xy, 1, {1, 2}), 0);
  ShardingType sub = type_on(mesh, R"([{"y":(2)2}, {"x", "y":(1)2}])", 2);
  // y=3: "y":(1)2 reads 1, "y":(2)2 reads 1.
  EXPECT_EQ(block_index(mesh, sub, 0, {1, 3}), 1);
  EXPECT_EQ(block_index(mesh, sub, 1, {1, 3}), 1 * 2 + 1);
  EXPECT_EQ(block_index(mesh, sub, 1, {0, 1}), 0);
}

TEST(IndexMap, UnreducedIndex) {
  Mesh mesh = Mesh::parse("x=2,y=3");
  ShardingType t = type_on(mesh, R"([{}], unreduced={"y", "x"})", 1);
  EXPECT_EQ(num_unreduced(mesh, t), 6);
  EXPECT_EQ(unreduced_index(mesh, t, {1, 2}), 2 * 2 + 1);
  EXPECT_EQ(num_unreduced(mesh, ShardingType::fully_replicated(1)), 1);
}

TEST(IndexMap, EveryElementHasOneOwnerPerReplica) {
  // Walk the index map of DESIGN.md: device d, local index l -> global block*(n/k) + l.
  Mesh mesh = Mesh::parse("x=2,y=3,z=2");
  ShardingType t = type_on(mesh, R"([{"z", "x"}, {"y"}])", 2);
  std::vector<int64_t> shape = {8, 7};
  std::vector<int64_t> local = local_shape(mesh, t, shape);
  std::vector<int> owners(8 * 7, 0);
  for (int64_t d = 0; d < mesh.num_devices(); ++d) {
    auto c = mesh.coordinates(d);
    for (int64_t i = 0; i < local[0]; ++i)
      for (int64_t j = 0; j < local[1]; ++j) {
        int64_t gi = block_index(mesh, t, 0, c) * local[0] + i, gj = block_index(mesh, t, 1, c) * local[1] + j;
        if (gi < shape[0] && gj < shape[1]) ++owners[gi * 7 + gj];
      }
  }
  for (int n : owners) EXPECT_EQ(n, 1);  // no replicated axis: exactly one owner each
}

TEST(ShardingType, ResolveChecksAxes) {
  Mesh mesh = Mesh::parse("x=4,y=2");
  EXPECT_THROW(type_on(mesh, R"([{"x"}, {"x"}])", 2), InputError);
  EXPECT_THROW(type_on(mesh, R"([{"x"}, {"z"}])", 2), InputError);
  EXPECT_THROW(type_on(mesh, R"([{"x":(1)2}, {"x"}])", 2), InputError);
  EXPECT_THROW(type_on(mesh, R"([{"x"}], unreduced={"x"})", 1), InputError);
  EXPECT_THROW(type_on(mesh, R"([{"x"}, {}])", 3), InputError);
  EXPECT_NO_THROW(type_on(mesh, R"([{"x":(1)2}, {"x":(2)2}])", 2));
  ShardingType a = type_on(mesh, R"([{"x", ?}p1, {}], replicated={"y"})", 2);
  ShardingType b = type_on(mesh, R"([{"x"}, {}])", 2);
  EXPECT_TRUE(a.same_layout(b));
  EXPECT_FALSE(a == b);
}

}  // namespace
}  // namespace shardproof::types
