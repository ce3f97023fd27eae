// A program exported from JAX with XLA's figures beside it, as the fixture exporters of
// bench/models write them (export.write_fixture: `<name>.<syntax>.mlir` and `.xla.json`), read
// and checked on the XLA CPU topology, the topology XLA's figures were measured on.
//   auto c = check_xla_fixture("partitioner_cases", "depthwise_conv.shardy");
//   c->report.cost.flops vs c->xla_flops(); c->report.cost.peak_memory_bytes vs c->xla_bytes()
#pragma once

#include <filesystem>
#include <fstream>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "partition/check/check.h"
#include "partition/ir/stablehlo_reader.h"
#include "redistribute/topology.h"

namespace shardproof::partition::testing {

struct XlaFixture {
  Program program;
  CheckReport report;  // its lowered program points into `program`
  nlohmann::json xla;  // the .xla.json beside the program

  double xla_flops() const { return xla.at("cost_analysis").at("flops").get<double>(); }
  double xla_bytes() const { return xla.at("memory_analysis").at("derived_total_bytes").get<double>(); }
};

// tests/data/<folder>/<stem>.mlir and its .xla.json; a `.gspmd` stem reads on data=2 x model=4.
inline std::unique_ptr<XlaFixture> check_xla_fixture(const std::string& folder, const std::string& stem) {
  namespace fs = std::filesystem;
  const fs::path dir = fs::path(SHARDPROOF_SOURCE_DIR) / "tests" / "data" / folder;
  auto c = std::make_unique<XlaFixture>();
  std::ifstream xla(dir / (stem + ".xla.json"));
  c->xla = nlohmann::json::parse(xla);
  ReadOptions read;
  if (stem.ends_with(".gspmd")) read.gspmd_mesh = types::Mesh({{"data", 2}, {"model", 4}});
  c->program = read_stablehlo_file((dir / (stem + ".mlir")).string(), read);
  CheckOptions cpu;
  cpu.topology = redistribute::Topology::load(
      (fs::path(SHARDPROOF_SOURCE_DIR) / "examples" / "topologies" / "xla-cpu-8.json").string());
  c->report = check_program(c->program, cpu);
  return c;
}

}  // namespace shardproof::partition::testing
