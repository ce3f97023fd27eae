// Named targets (issue 39): every family reads its shapes, counts its devices, names itself
// canonically, carries its device's memory and compiler, and an unknown or misshapen name is
// refused with the list of known ones. The TPU chips' HBM is the figure XLA's TPU compiler
// checks programs against (tests/data/targets/*/: `target.hbm_bytes`).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "redistribute/target.h"
#include "types/error.h"

namespace shardproof::redistribute {
namespace {

TEST(Targets, ReadTheirShapes) {
  struct Case {
    const char* name;
    const char* canonical;
    int64_t devices;
    Compiler compiler;
    size_t levels;
  };
  for (const Case& c : {Case{"h100x8", "h100:1x8", 8, Compiler::xla_gpu, 1},
                        Case{"h100:2x8", "h100:2x8", 16, Compiler::xla_gpu, 2},
                        Case{"h100:8x8", "h100:8x8", 64, Compiler::xla_gpu, 2},
                        Case{"tpu-v5e:2x4", "tpu-v5e:2x4", 8, Compiler::xla_tpu, 1},
                        Case{"tpu-v5e:16x16", "tpu-v5e:16x16", 256, Compiler::xla_tpu, 1},
                        Case{"tpu-v5p:4x4x4", "tpu-v5p:4x4x4", 64, Compiler::xla_tpu, 1},
                        Case{"tpu-v6e:2x4", "tpu-v6e:2x4", 8, Compiler::xla_tpu, 1},
                        Case{"tpu-v4:2x2x2", "tpu-v4:2x2x2", 8, Compiler::xla_tpu, 1},
                        Case{"cpu:8", "cpu:8", 8, Compiler::xla_cpu, 1}}) {
    const Target t = find_target(c.name);
    EXPECT_EQ(t.name, c.canonical) << c.name;
    EXPECT_EQ(t.devices, c.devices) << c.name;
    EXPECT_EQ(t.topology.compiler, c.compiler) << c.name;
    EXPECT_EQ(t.topology.levels.size(), c.levels) << c.name;
    EXPECT_EQ(t.topology.levels.back().group_size, c.devices) << c.name;
    EXPECT_EQ(t.topology.target, c.canonical) << c.name;
  }
  // Two hosts: NVLink inside each host of 8, the network between.
  EXPECT_EQ(find_target("h100:2x8").topology.levels[0].group_size, 8);
  // XLA's CPU backend keeps the behaviours its topology file names.
  EXPECT_TRUE(find_target("cpu:8").topology.bf16_arithmetic_in_f32);
  EXPECT_FALSE(find_target("h100x8").topology.bf16_arithmetic_in_f32);
}

TEST(Targets, RefuseUnknownNamesListingTheKnownOnes) {
  for (const char* bad : {"tpu-v9", "h100", "h100:2x16", "tpu-v5p:2x4", "tpu-v5e:2x4x1", "tpu-v5e:0x4", "tpu-v5e:2x",
                          "h100x", "cpu:", "", "tpu-v5e:2x4 "}) {
    try {
      find_target(bad);
      ADD_FAILURE() << "'" << bad << "' was accepted";
    } catch (const types::InputError& e) {
      const std::string what = e.what();
      EXPECT_NE(what.find("known targets:"), std::string::npos) << what;
      EXPECT_NE(what.find("tpu-v5p:4x4x4"), std::string::npos) << what;
    }
  }
}

// The budget each TPU family carries is where XLA's TPU compiler starts refusing programs:
// every probe (y = 2x, its arguments and outputs all its HBM) fits within it exactly when the
// compiler accepted it (tests/data/targets/tpu-*/hbm_probe_*.json).
TEST(Targets, TpuBudgetIsWhereTheCompilerRefuses) {
  namespace fs = std::filesystem;
  const fs::path root = fs::path(SHARDPROOF_SOURCE_DIR) / "tests" / "data" / "targets";
  int compared = 0;
  for (const char* dir : {"tpu-v5e-2x4", "tpu-v5p-2x2x2", "tpu-v6e-2x4"}) {
    if (!fs::exists(root / dir)) continue;
    for (const auto& e : fs::directory_iterator(root / dir)) {
      if (e.path().extension() != ".json" || !e.path().filename().string().starts_with("hbm_probe_")) continue;
      std::ifstream in(e.path());
      const auto j = nlohmann::json::parse(in);
      const Target t = find_target(j["target"]["name"].get<std::string>());
      EXPECT_EQ(t.devices, j["target"]["num_devices"].get<int64_t>()) << e.path();
      // The probe's name is its HBM in MiB (arguments and outputs).
      const std::string stem = e.path().stem().stem().string();
      const int64_t bytes = std::stoll(stem.substr(std::string("hbm_probe_").size())) << 20;
      EXPECT_EQ(bytes <= t.topology.hbm_bytes, j["fits"].get<bool>()) << e.path() << " budget " << t.topology.hbm_bytes;
      ++compared;
    }
  }
  EXPECT_GE(compared, 12);
}

}  // namespace
}  // namespace shardproof::redistribute
