// GSPMD sharding strings: reading and printing every form, the iota device order,
// importing with inferred mesh axes, and converting to and from sharding types.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "tests/support/generators.h"
#include "types/error.h"
#include "types/gspmd_syntax.h"
#include "types/shardy_syntax.h"

namespace shardproof::types {
namespace {

using testing::device_assignment;

ShardingType type_on(const Mesh& mesh, const std::string& text, int rank) {
  return resolve(mesh, parse_shardy_sharding(text).type, rank);
}

TEST(GspmdSyntax, ReadsAndPrintsEveryForm) {
  for (const char* text : {
           "{replicated}",
           "{manual}",
           "{unknown}",
           "{maximal device=3}",
           "{devices=[4,1,2]<=[8] last_tile_dim_replicate}",
           "{devices=[1,2,4]<=[4,2]T(1,0) last_tile_dim_replicate}",
           "{devices=[2,1,4]<=[4,2]T(1,0)}",
           "{devices=[4,8]<=[8,4]T(1,0)}",
           "{devices=[2,2]0,2,1,3}",
           "{devices=[2,1,2]0,1,2,3 last_tile_dim_replicate}",
           "{devices=[2,2,2,2]0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15 last_tile_dims={manual, replicated}}",
           "{devices=[1,1,2,4]<=[4,2]T(1,0) last_tile_dims={manual, replicated}}",
           "{devices=[2,2,2]<=[8] last_tile_dims={unreduced, replicated}}",
           "{devices=[2,4]<=[2,2,2]T(2,0,1) last_tile_dims={unreduced}}",
           "{devices=[8]<=[8]}",
           "{{replicated}, {devices=[2]0,1}, {maximal device=0}}",
           "{}",
       }) {
    SCOPED_TRACE(text);
    GspmdSharding s = parse_gspmd(text);
    EXPECT_EQ(to_string(s), text);
    EXPECT_EQ(parse_gspmd(to_string(s)), s);
  }
}

TEST(GspmdSyntax, ReadsFields) {
  GspmdSharding s = parse_gspmd("{devices=[1,2,4]<=[4,2]T(1,0) last_tile_dim_replicate}");
  EXPECT_EQ(s.kind, GspmdSharding::Kind::tiled);
  EXPECT_EQ(s.tile_dims, (std::vector<int64_t>{1, 2, 4}));
  EXPECT_EQ(s.iota_reshape, (std::vector<int64_t>{4, 2}));
  EXPECT_EQ(s.iota_transpose, (std::vector<int64_t>{1, 0}));
  EXPECT_TRUE(s.device_list.empty());
  EXPECT_TRUE(s.last_tile_dim_replicate);
  EXPECT_EQ(s.tensor_rank(), 2);

  GspmdSharding m = parse_gspmd("{maximal device=5}");
  EXPECT_EQ(m.kind, GspmdSharding::Kind::maximal);
  EXPECT_EQ(m.maximal_device, 5);

  GspmdSharding sub = parse_gspmd("{devices=[1,1,2,4]<=[8] last_tile_dims={manual, replicated}}");
  EXPECT_EQ(sub.last_tile_dims, (std::vector<std::string>{"manual", "replicated"}));
  EXPECT_EQ(sub.tensor_rank(), 2);

  GspmdSharding tuple = parse_gspmd("{{replicated}, {devices=[2]<=[2]}}");
  EXPECT_EQ(tuple.kind, GspmdSharding::Kind::tuple);
  ASSERT_EQ(tuple.tuple_elements.size(), 2u);
  EXPECT_EQ(tuple.tuple_elements[1].tile_dims, (std::vector<int64_t>{2}));
}

TEST(GspmdSyntax, ToleratesSpacingAndMetadata) {
  GspmdSharding s = parse_gspmd(
      R"( { devices=[2, 2] <=[4] last_tile_dim_replicate metadata={op_name="jit(f)/x{}" source_line=3} } )");
  EXPECT_EQ(to_string(s), "{devices=[2,2]<=[4] last_tile_dim_replicate}");
  EXPECT_EQ(to_string(parse_gspmd(R"({replicated metadata={op_name="a"}})")), "{replicated}");
}

TEST(GspmdSyntax, IotaDeviceOrder) {
  // arange(8).reshape(4,2).transpose(1,0) = [[0,2,4,6],[1,3,5,7]]
  EXPECT_EQ(parse_gspmd("{devices=[2,1,4]<=[4,2]T(1,0)}").devices(),
            (std::vector<int64_t>{0, 2, 4, 6, 1, 3, 5, 7}));
  EXPECT_EQ(parse_gspmd("{devices=[4]<=[4]}").devices(), (std::vector<int64_t>{0, 1, 2, 3}));
  // arange(8).reshape(2,2,2).transpose(2,0,1): element [a][b][c] = 4b + 2c + a
  EXPECT_EQ(parse_gspmd("{devices=[8]<=[2,2,2]T(2,0,1)}").devices(),
            (std::vector<int64_t>{0, 2, 4, 6, 1, 3, 5, 7}));
  std::vector<int64_t> d = parse_gspmd("{devices=[4,8]<=[8,4]T(1,0)}").devices();
  EXPECT_EQ(std::vector<int64_t>(d.begin(), d.begin() + 8), (std::vector<int64_t>{0, 4, 8, 12, 16, 20, 24, 28}));
  EXPECT_EQ(parse_gspmd("{devices=[2,2]3,1,0,2}").devices(), (std::vector<int64_t>{3, 1, 0, 2}));
}

// FORMATS.md: the three PartitionSpec examples.
TEST(GspmdImport, FormatsExamples) {
  {
    ImportedSharding imp = import_gspmd(parse_gspmd("{devices=[4,1,2]<=[8] last_tile_dim_replicate}"), 2);
    EXPECT_EQ(imp.mesh, Mesh::parse("_axis_0=4,_axis_1=2"));
    EXPECT_EQ(to_string(imp.mesh, imp.type), R"([{"_axis_0"}, {}])");
  }
  {
    ImportedSharding imp = import_gspmd(parse_gspmd("{devices=[1,2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"), 2);
    EXPECT_EQ(imp.mesh, Mesh::parse("_axis_0=4,_axis_1=2"));
    EXPECT_EQ(to_string(imp.mesh, imp.type), R"([{}, {"_axis_1"}])");
  }
  {
    ImportedSharding imp = import_gspmd(parse_gspmd("{devices=[2,1,4]<=[4,2]T(1,0)}"), 3);
    EXPECT_EQ(imp.mesh, Mesh::parse("_axis_0=4,_axis_1=2"));
    EXPECT_EQ(to_string(imp.mesh, imp.type), R"([{"_axis_1"}, {}, {"_axis_0"}])");
  }
}

// XLA's sdy import test (non_trivial_common_mesh): three shardings of one module share
// one mesh.
TEST(GspmdImport, XlaCommonMeshExample) {
  std::vector<GspmdSharding> shardings = {
      parse_gspmd("{devices=[4,8]<=[8,4]T(1,0)}"),
      parse_gspmd("{devices=[1,2,16]<=[32] last_tile_dim_replicate}"),
      parse_gspmd("{devices=[4,4,2]<=[2,16]T(1,0) last_tile_dim_replicate}"),
  };
  ImportedShardings imp = import_gspmd_common(shardings, {2, 2, 2});
  EXPECT_EQ(imp.mesh, Mesh::parse("_axis_0=2,_axis_1=4,_axis_2=4"));
  ASSERT_EQ(imp.types.size(), 3u);
  EXPECT_EQ(to_string(imp.mesh, imp.types[0]), R"([{"_axis_2"}, {"_axis_0","_axis_1"}])");
  EXPECT_EQ(to_string(imp.mesh, imp.types[1]), R"([{}, {"_axis_0"}])");
  EXPECT_EQ(to_string(imp.mesh, imp.types[2]), R"([{"_axis_1"}, {"_axis_2"}])");
  for (size_t i = 0; i < shardings.size(); ++i) EXPECT_EQ(to_gspmd(imp.mesh, imp.types[i]), to_string(shardings[i]));
}

TEST(GspmdImport, SingleStringGetsTheCoarsestMesh) {
  // Alone, XLA's importer gives <["axis_0"=8, "axis_1"=4]> and [{"axis_1"}, {"axis_0"}].
  ImportedSharding imp = import_gspmd(parse_gspmd("{devices=[4,8]<=[8,4]T(1,0)}"), 2);
  EXPECT_EQ(imp.mesh, Mesh::parse("_axis_0=8,_axis_1=4"));
  EXPECT_EQ(to_string(imp.mesh, imp.type), R"([{"_axis_1"}, {"_axis_0"}])");
}

TEST(GspmdImport, SplitsReshapeDimsAcrossTiles) {
  // <=[16] split into tiles 4 and 4 with no replication: both runs are contiguous, so two axes.
  ImportedSharding imp = import_gspmd(parse_gspmd("{devices=[4,4]<=[16]}"), 2);
  EXPECT_EQ(imp.mesh, Mesh::parse("_axis_0=4,_axis_1=4"));
  EXPECT_EQ(to_string(imp.mesh, imp.type), R"([{"_axis_0"}, {"_axis_1"}])");
  // One tile dim made of two non-adjacent runs of the iota: two axes in one dimension.
  ImportedSharding two = import_gspmd(parse_gspmd("{devices=[4,2]<=[2,2,2]T(0,2,1)}"), 2);
  EXPECT_EQ(two.mesh, Mesh::parse("_axis_0=2,_axis_1=2,_axis_2=2"));
  EXPECT_EQ(to_string(two.mesh, two.type), R"([{"_axis_0","_axis_2"}, {"_axis_1"}])");
}

TEST(GspmdImport, Subgroups) {
  ImportedSharding manual =
      import_gspmd(parse_gspmd("{devices=[1,1,2,4]<=[4,2]T(1,0) last_tile_dims={manual, replicated}}"), 2);
  EXPECT_EQ(manual.mesh, Mesh::parse("_axis_0=4,_axis_1=2"));
  EXPECT_EQ(to_string(manual.mesh, manual.type), R"([{}, {}])");
  EXPECT_EQ(manual.manual, (std::vector<AxisRef>{AxisRef::sub("_axis_1", 1, 2)}));

  ImportedSharding unreduced = import_gspmd(parse_gspmd("{devices=[2,2,2]<=[8] last_tile_dims={unreduced, replicated}}"), 1);
  EXPECT_EQ(to_string(unreduced.mesh, unreduced.type), R"([{"_axis_0"}], unreduced={"_axis_1"})");

  ImportedSharding replicated = import_gspmd(parse_gspmd("{replicated}"), 3);
  EXPECT_EQ(replicated.mesh.num_devices(), 1);
  EXPECT_EQ(replicated.type, ShardingType::fully_replicated(3));
}

TEST(GspmdImport, ExplicitListsThatAreIotas) {
  ImportedSharding imp = import_gspmd(parse_gspmd("{devices=[2,1,4]0,2,4,6,1,3,5,7}"), 3);
  EXPECT_EQ(imp.mesh, Mesh::parse("_axis_0=4,_axis_1=2"));
  EXPECT_EQ(to_string(imp.mesh, imp.type), R"([{"_axis_1"}, {}, {"_axis_0"}])");
}

TEST(GspmdImport, ExplicitListsThatAreNoIota) {
  ImportedSharding imp = import_gspmd(parse_gspmd("{devices=[2,2]0,2,3,1}"), 2);
  EXPECT_EQ(imp.mesh, Mesh::parse(R"(<["_axis_0"=2, "_axis_1"=2], device_ids=[0,2,3,1]>)"));
  EXPECT_EQ(to_string(imp.mesh, imp.type), R"([{"_axis_0"}, {"_axis_1"}])");
  EXPECT_EQ(to_gspmd(imp.mesh, imp.type), "{devices=[2,2]0,2,3,1}");
  ImportedSharding rep = import_gspmd(parse_gspmd("{devices=[2,1,2]3,2,1,0 last_tile_dim_replicate}"), 2);
  EXPECT_EQ(rep.mesh.device_ids(), (std::vector<int64_t>{3, 2, 1, 0}));
  EXPECT_EQ(to_gspmd(rep.mesh, rep.type), "{devices=[2,1,2]3,2,1,0 last_tile_dim_replicate}");
}

TEST(GspmdImport, RejectsWhatHasNoMeshForm) {
  EXPECT_THROW(import_gspmd(parse_gspmd("{maximal device=0}"), 1), InputError);
  EXPECT_THROW(import_gspmd(parse_gspmd("{manual}"), 1), InputError);
  EXPECT_THROW(import_gspmd(parse_gspmd("{unknown}"), 1), InputError);
  EXPECT_THROW(import_gspmd(parse_gspmd("{{replicated}}"), 1), InputError);
  EXPECT_THROW(import_gspmd(parse_gspmd("{devices=[2,2]<=[4]}"), 3), InputError);  // rank
  // Runs of 2 and of 3 devices out of 6 do not nest: no common mesh.
  EXPECT_THROW(import_gspmd_common({parse_gspmd("{devices=[2,3]<=[6]}"), parse_gspmd("{devices=[3,2]<=[6]}")}, {2, 2}),
               InputError);
  EXPECT_THROW(import_gspmd_common({parse_gspmd("{devices=[2]<=[2]}"), parse_gspmd("{devices=[4]<=[4]}")}, {1, 1}),
               InputError);
}

TEST(GspmdToType, FormatsExamplesOnTheirMeshes) {
  Mesh dm = Mesh::parse("data=4,model=2");
  EXPECT_EQ(gspmd_to_type(parse_gspmd("{devices=[4,1,2]<=[8] last_tile_dim_replicate}"), dm, 2),
            type_on(dm, R"([{"data"}, {}])", 2));
  EXPECT_EQ(gspmd_to_type(parse_gspmd("{devices=[1,2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"), dm, 2),
            type_on(dm, R"([{}, {"model"}])", 2));
  Mesh xy = Mesh::parse("x=4,y=2");
  EXPECT_EQ(gspmd_to_type(parse_gspmd("{devices=[2,1,4]<=[4,2]T(1,0)}"), xy, 3),
            type_on(xy, R"([{"y"}, {}, {"x"}])", 3));
  EXPECT_EQ(gspmd_to_type(parse_gspmd("{replicated}"), xy, 2), ShardingType::fully_replicated(2));
}

TEST(GspmdToType, FindsSubAxes) {
  Mesh mesh = Mesh::parse("x=4");
  // The minor half of x splits the dimension; the major half replicates.
  EXPECT_EQ(gspmd_to_type(parse_gspmd("{devices=[2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"), mesh, 1),
            type_on(mesh, R"([{"x":(2)2}])", 1));
  // Minor half on dim 0, major half on dim 1.
  EXPECT_EQ(gspmd_to_type(parse_gspmd("{devices=[2,2]<=[2,2]T(1,0)}"), mesh, 2),
            type_on(mesh, R"([{"x":(2)2}, {"x":(1)2}])", 2));
  Mesh xy = Mesh::parse("x=4,y=2");
  EXPECT_EQ(gspmd_to_type(parse_gspmd("{devices=[4,2]<=[2,2,2]T(0,2,1)}"), xy, 2),
            type_on(xy, R"([{"x":(1)2,"y"}, {"x":(2)2}])", 2));
}

TEST(GspmdToType, UsesTheMeshDeviceOrder) {
  Mesh mesh = Mesh::parse(R"(<["x"=2, "y"=2], device_ids=[0,2,1,3]>)");
  // Device ids go down y first: the iota's major tile dim is y.
  EXPECT_EQ(gspmd_to_type(parse_gspmd("{devices=[2,2]<=[4]}"), mesh, 2), type_on(mesh, R"([{"y"}, {"x"}])", 2));
  EXPECT_EQ(to_gspmd(mesh, type_on(mesh, R"([{"x"}, {"y"}])", 2)), "{devices=[2,2]<=[2,2]T(1,0)}");
  Mesh odd = Mesh::parse(R"(<["x"=2, "y"=2], device_ids=[0,3,2,1]>)");
  EXPECT_EQ(to_gspmd(odd, type_on(odd, R"([{"x"}, {"y"}])", 2)), "{devices=[2,2]0,3,2,1}");
  EXPECT_EQ(gspmd_to_type(parse_gspmd("{devices=[2,2]0,3,2,1}"), odd, 2), type_on(odd, R"([{"x"}, {"y"}])", 2));
}

TEST(GspmdToType, RejectsImpossibleOrders) {
  Mesh mesh = Mesh::parse("x=2,y=2");
  // Devices 0 and 3 share a tile: no axis list splits the dimension that way.
  EXPECT_THROW(gspmd_to_type(parse_gspmd("{devices=[2,1,2]0,3,1,2 last_tile_dim_replicate}"), mesh, 2), InputError);
  EXPECT_THROW(gspmd_to_type(parse_gspmd("{devices=[4]0,3,1,2}"), mesh, 1), InputError);
  EXPECT_THROW(gspmd_to_type(parse_gspmd("{devices=[4]3,2,1,0}"), mesh, 1), InputError);
  EXPECT_THROW(gspmd_to_type(parse_gspmd("{devices=[8]<=[8]}"), mesh, 1), InputError);  // 8 devices on 4
  EXPECT_THROW(gspmd_to_type(parse_gspmd("{devices=[2,2]<=[4]}"), mesh, 1), InputError);  // rank
  EXPECT_THROW(gspmd_to_type(parse_gspmd("{devices=[1,2,2]<=[4] last_tile_dims={manual}}"), mesh, 2), InputError);
  EXPECT_THROW(gspmd_to_type(parse_gspmd("{maximal device=1}"), mesh, 1), InputError);
  Mesh x6 = Mesh::parse("x=6");
  // Tiles of 2 then 3 in the reverse digit order are fine ...
  EXPECT_NO_THROW(gspmd_to_type(parse_gspmd("{devices=[2,3]<=[3,2]T(1,0)}"), x6, 2));
  // ... but a tile count of 4 does not divide 6.
  EXPECT_THROW(gspmd_to_type(parse_gspmd("{devices=[4]<=[4]}"), x6, 1), InputError);
}

TEST(ToGspmd, Examples) {
  Mesh xy = Mesh::parse("x=4,y=2");
  EXPECT_EQ(to_gspmd(xy, type_on(xy, R"([{"y"}, {}, {"x"}])", 3)), "{devices=[2,1,4]<=[4,2]T(1,0)}");
  EXPECT_EQ(to_gspmd(xy, type_on(xy, R"([{"x","y"}, {}])", 2)), "{devices=[8,1]<=[8]}");
  EXPECT_EQ(to_gspmd(xy, type_on(xy, R"([{}, {}])", 2)), "{replicated}");
  EXPECT_EQ(to_gspmd(xy, ShardingType::fully_replicated(0)), "{replicated}");
  Mesh dm = Mesh::parse("data=4,model=2");
  EXPECT_EQ(to_gspmd(dm, type_on(dm, R"([{"data"}, {}])", 2)), "{devices=[4,1,2]<=[8] last_tile_dim_replicate}");
  EXPECT_EQ(to_gspmd(dm, type_on(dm, R"([{}, {"model"}])", 2)),
            "{devices=[1,2,4]<=[4,2]T(1,0) last_tile_dim_replicate}");
  EXPECT_EQ(to_gspmd(dm, type_on(dm, R"([{"data"}, {}], unreduced={"model"})", 2)),
            "{devices=[4,1,2]<=[8] last_tile_dims={unreduced}}");
  EXPECT_EQ(to_gspmd(dm, type_on(dm, R"([{}, {"model"}], unreduced={"data":(1)2})", 2)),
            "{devices=[1,2,2,2]<=[4,2]T(1,0) last_tile_dims={unreduced, replicated}}");
  EXPECT_EQ(to_gspmd(dm, type_on(dm, R"([{}], unreduced={"model","data"})", 1)),
            "{devices=[1,8]<=[4,2]T(1,0) last_tile_dims={unreduced}}");
  Mesh x4 = Mesh::parse("x=4");
  EXPECT_EQ(to_gspmd(x4, type_on(x4, R"([{"x":(2)2}])", 1)), "{devices=[2,2]<=[2,2]T(1,0) last_tile_dim_replicate}");
  // Open dims, priorities and explicit replication do not change the layout.
  EXPECT_EQ(to_gspmd(xy, type_on(xy, R"([{"x", ?}p0, {?}], replicated={"y"})", 2)),
            "{devices=[4,1,2]<=[8] last_tile_dim_replicate}");
}

TEST(ToGspmd, RoundTripsThroughGspmdToType) {
  Mesh mesh = Mesh::parse("x=4,y=2,z=3");
  for (const char* text : {
           R"([{"x"}, {}])",
           R"([{}, {"y","x"}])",
           R"([{"z"}, {"x":(2)2}, {"y"}])",
           R"([{"x":(1)2,"z"}, {"x":(2)2}])",
           R"([{"y"}], unreduced={"x"})",
           R"([{}, {"z"}], unreduced={"y","x":(1)2})",
           R"([{"z","y","x"}])",
           R"([{}, {}])",
       }) {
    SCOPED_TRACE(text);
    ShardingType t = type_on(mesh, text, parse_shardy_sharding(text).type.rank());
    std::string g = to_gspmd(mesh, t);
    SCOPED_TRACE(g);
    EXPECT_EQ(gspmd_to_type(parse_gspmd(g), mesh, t.rank()), t);
    if (g == "{replicated}") continue;  // imports onto the empty mesh
    ImportedSharding imp = import_gspmd(parse_gspmd(g), t.rank());
    EXPECT_EQ(device_assignment(imp.mesh, imp.type), device_assignment(mesh, t));
  }
}

TEST(ParseSharding, EitherSyntax) {
  Mesh mesh = Mesh::parse("x=4,y=2");
  ShardingType expected = type_on(mesh, R"([{"y"}, {}, {"x"}])", 3);
  EXPECT_EQ(parse_sharding(R"([{"y"}, {}, {"x"}])", mesh, 3), expected);
  EXPECT_EQ(parse_sharding(R"(#sdy.sharding<@mesh, [{\22y\22}, {}, {\22x\22}]>)", mesh, 3), expected);
  EXPECT_EQ(parse_sharding("{devices=[2,1,4]<=[4,2]T(1,0)}", mesh, 3), expected);
  EXPECT_EQ(parse_sharding(" {replicated}", mesh, 3), ShardingType::fully_replicated(3));
}

// Every mhlo.sharding that JAX wrote into the exported example programs reads, prints back
// unchanged and imports.
TEST(GspmdSyntax, RealExportedPrograms) {
  std::filesystem::path dir = std::filesystem::path(SHARDPROOF_SOURCE_DIR) / "examples" / "models";
  if (!std::filesystem::exists(dir)) GTEST_SKIP() << "no exported programs under " << dir;
  std::regex attr(R"re(mhlo\.sharding = "([^"]*)")re");
  std::set<std::string> seen;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    if (entry.path().extension() != ".mlir") continue;
    std::ifstream in(entry.path());
    std::stringstream buffer;
    buffer << in.rdbuf();
    std::string text = buffer.str();
    for (std::sregex_iterator it(text.begin(), text.end(), attr), end; it != end; ++it) seen.insert((*it)[1]);
  }
  if (seen.empty()) GTEST_SKIP() << "no mhlo.sharding strings in " << dir;
  for (const std::string& text : seen) {
    SCOPED_TRACE(text);
    GspmdSharding s;
    ASSERT_NO_THROW(s = parse_gspmd(text));
    EXPECT_EQ(to_string(s), text);
    if (s.kind != GspmdSharding::Kind::tiled) continue;
    ImportedSharding imp;
    ASSERT_NO_THROW(imp = import_gspmd(s, s.tensor_rank()));
    // Manual subgroups have no type form; everything else prints back the same string.
    bool manual = std::find(s.last_tile_dims.begin(), s.last_tile_dims.end(), "manual") != s.last_tile_dims.end();
    if (!manual) {
      EXPECT_EQ(to_gspmd(imp.mesh, imp.type), text);
    }
  }
}

}  // namespace
}  // namespace shardproof::types
