// The per-device memory estimate of the cost model against XLA's memory_analysis() for the
// model zoo (examples/models; issue 4, target within 10%). XLA's figure is the export's
// derived_total_bytes = argument + output + temp - alias (XLA CPU's peak_memory_in_bytes
// leaves the temp arena out). bench/models/compare_memory.py prints the whole table.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>

#include "partition/check/check.h"
#include "partition/ir/stablehlo_reader.h"

namespace shardproof::partition {
namespace {

namespace fs = std::filesystem;
const fs::path kModels = fs::path(SHARDPROOF_SOURCE_DIR) / "examples" / "models";

// Within 10% of XLA (both syntaxes unless marked).
const std::set<std::string> kWithin10 = {
    "gpt2x4_2d.gspmd", "gpt2x4_2d.shardy",
    "gpt2x4_dp.gspmd", "gpt2x4_dp.shardy",
    "gpt2x4_fsdp.gspmd", "gpt2x4_fsdp.shardy",
    "gpt2x4_fsdp_tp.gspmd", "gpt2x4_fsdp_tp.shardy",
    "gpt2x4_tp.gspmd", "gpt2x4_tp.shardy",
    "mlp_2d.gspmd", "mlp_2d.shardy",
    "mlp_constraint_2d.gspmd", "mlp_constraint_2d.shardy",
    "mlp_dp.gspmd", "mlp_dp.shardy",
    "mlp_fsdp.gspmd", "mlp_fsdp.shardy",
    "mlp_tp.gspmd", "mlp_tp.shardy",
    "mlp_train_2d.gspmd", "mlp_train_2d.shardy",
    "mlp_train_dp.gspmd", "mlp_train_dp.shardy",
    "mlp_train_fsdp_gather.gspmd", "mlp_train_fsdp_gather.shardy",
    "shardmap_fsdp_mlp.gspmd", "shardmap_fsdp_mlp.shardy",
    "transformer_2d.gspmd", "transformer_2d.shardy",
    "transformer_dp.gspmd", "transformer_dp.shardy",
    "transformer_fsdp.gspmd", "transformer_fsdp.shardy",
    "transformer_tp.gspmd", "transformer_tp.shardy",
    "shardmap_megatron_mlp.gspmd", "shardmap_megatron_mlp.shardy",
    "shardmap_partial_auto.gspmd", "shardmap_partial_auto.shardy",
};
// Outside 10% today (bench/RESULTS.md, "per-device memory vs XLA (issue 4)", says why):
// transformer_train_2d, mlp_train_tp, transformer_fsdp_tp (under: XLA materialises more of
// the backward pass than our fusion rule); mlp_train_fsdp (XLA picks another plan than
// ours); transformer_2d_bf16 (under: XLA CPU computes bf16 in f32); shardmap_collectives
// (regions: see RESULTS.md).

TEST(CostModel, PeakMemoryWithinTenPercentOfXla) {
  int checked = 0;
  for (const auto& entry : fs::directory_iterator(kModels)) {
    const fs::path mlir = entry.path();
    if (mlir.extension() != ".mlir") continue;
    const std::string name = mlir.stem().string();
    if (!kWithin10.count(name)) continue;
    std::ifstream in(kModels / (name + ".xla.json"));
    const auto j = nlohmann::json::parse(in);
    std::vector<types::MeshAxis> axes;
    for (const auto& a : j["mesh"]["axes"]) axes.push_back({a["name"].get<std::string>(), a["size"].get<int64_t>()});
    const types::Mesh mesh(axes);
    ReadOptions options;
    options.file_name = mlir.string();
    options.gspmd_mesh = mesh;
    Program program = read_stablehlo_file(mlir.string(), options);
    if (program.meshes.empty()) program.meshes.push_back({"mesh", mesh});
    const CheckReport report = check_program(program, {});
    const double xla = j["memory_analysis"]["derived_total_bytes"].get<double>();
    const double ours = static_cast<double>(report.cost.peak_memory_bytes);
    EXPECT_LE(std::abs(ours / xla - 1), 0.10)
        << fmt::format("{}: ours {} bytes, XLA {} bytes (ratio {:.3f})", name, ours, xla, ours / xla);
    // The parameters are exactly XLA's arguments.
    EXPECT_EQ(report.cost.parameter_bytes, j["memory_analysis"]["argument_size_in_bytes"].get<int64_t>()) << name;
    ++checked;
  }
  EXPECT_EQ(checked, static_cast<int>(kWithin10.size()));
}

}  // namespace
}  // namespace shardproof::partition
