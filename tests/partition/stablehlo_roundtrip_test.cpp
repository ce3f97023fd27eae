// Writer round trip: read, write with Shardy annotations, read again -> the same program
// (up to value numbering), and writing that again gives the same text.
#include <gtest/gtest.h>

#include <filesystem>

#include "partition/ir/stablehlo_reader.h"
#include "partition/ir/stablehlo_writer.h"
#include "types/mesh.h"
#include "tests/partition/model_zoo.h"

namespace shardproof::partition {
namespace {

TEST(StablehloWriter, RoundTripsEveryModelZooProgram) {
  int n = 0;
  for (const auto& z : testing::zoo_files()) {
    SCOPED_TRACE(z.name);
    ReadOptions opts;
    if (z.gspmd) opts.gspmd_mesh = testing::json_mesh(z.json);
    testing::expect_round_trip(read_stablehlo_file(z.mlir_path, opts));
    ++n;
  }
  EXPECT_GE(n, 40);
}

TEST(StablehloWriter, ShardingsOnEveryValueRoundTrip) {
  const char* text = R"(module @jit_f {
  sdy.mesh @mesh = <["data"=4, "model"=2]>
  func.func public @main(%arg0: tensor<16x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<16x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) {
    %0 = stablehlo.tanh %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {?}]>]>} : tensor<16x128xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"data", ?}, {"model"}]> : tensor<16x128xf32>
    return %1 : tensor<16x128xf32>
  }
})";
  Program a = read_stablehlo(text);
  ASSERT_TRUE(a.value(a.main.ops[0].results[0]).sharding.has_value());
  EXPECT_TRUE(a.value(a.main.ops[0].results[0]).sharding->type.dims[1].open);
  std::string out = write_stablehlo(a);
  EXPECT_NE(out.find("sdy.sharding_per_value<[<@mesh, [{\"data\"}, {?}]>]>"), std::string::npos) << out;
  Program b = read_stablehlo(out);
  std::string why;
  EXPECT_TRUE(same_program(a, b, &why)) << why;
}

// Donation: `tf.aliasing_output = N` and `jax.buffer_donor = true` on @main's arguments are
// kept per argument and written back (tests/data/donation: JAX's own text, both syntaxes).
TEST(StablehloWriter, DonatedArgumentsRoundTrip) {
  const std::string dir = std::string(SHARDPROOF_SOURCE_DIR) + "/tests/data/donation/";
  for (const char* syntax : {"gspmd", "shardy"}) {
    SCOPED_TRACE(syntax);
    ReadOptions opts;
    opts.gspmd_mesh = types::Mesh::parse("data=8");
    // p (b1, b2, w1, w2) aliases results 0..3 (the new parameters), then x and y.
    Program a = read_stablehlo_file(dir + "mlp_sgd_dp_donated." + syntax + ".mlir", opts);
    ASSERT_EQ(a.main.argument_aliases_output.size(), 6u);
    for (int i = 0; i < 4; ++i) EXPECT_EQ(a.main.argument_aliases_output[i], std::optional<int>(i));
    EXPECT_FALSE(a.main.argument_aliases_output[4].has_value());
    EXPECT_EQ(a.main.argument_donated, std::vector<bool>(6, false));
    Program d = read_stablehlo_file(dir + "mlp_sgd_dp_donor." + syntax + ".mlir", opts);
    EXPECT_EQ(d.main.argument_donated, (std::vector<bool>{true, true, true, true, false, false}));
    EXPECT_EQ(d.main.argument_aliases_output, std::vector<std::optional<int>>(6));
    for (const Program* p : {&a, &d}) {
      const std::string text = write_stablehlo(*p);
      Program b = read_stablehlo(text);
      std::string why;
      EXPECT_TRUE(same_program(*p, b, &why)) << why;
      EXPECT_EQ(b.main.argument_aliases_output, p->main.argument_aliases_output);
      EXPECT_EQ(b.main.argument_donated, p->main.argument_donated);
    }
    EXPECT_NE(write_stablehlo(a).find("{sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 0 : i32}"),
              std::string::npos);
    EXPECT_NE(write_stablehlo(d).find("{jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}"),
              std::string::npos);
  }
}


// Call boundaries, named computations, reshards and generic forms (tests/data/reader_forms):
// the writer prints the inlined program with a sharding_constraint at each boundary (and
// sdy.reshard as one), which reads back to the same program.
TEST(StablehloWriter, CallBoundariesAndGenericFormsRoundTrip) {
  int n = 0;
  for (const auto& entry : std::filesystem::directory_iterator(std::string(SHARDPROOF_SOURCE_DIR) +
                                                                "/tests/data/reader_forms")) {
    const std::string name = entry.path().filename().string();
    if (entry.path().extension() != ".mlir") continue;
    SCOPED_TRACE(name);
    testing::expect_round_trip(read_stablehlo_file(entry.path().string(), testing::reader_form_options(name)));
    ++n;
  }
  EXPECT_EQ(n, 17);  // every file of the folder
}

}  // namespace
}  // namespace shardproof::partition
