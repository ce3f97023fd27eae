// \file Helpers for tests over examples/models: the list of exported programs, their JSON
// descriptions, and an independent textual count of ops (call sites expanded).
//
//   for (const ZooFile& f : zoo_files()) { f.mlir_path, f.json (mesh, arguments) ... }
#pragma once

#include <algorithm>
#include <filesystem>
#include <functional>
#include <fstream>
#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "partition/check/check.h"
#include "partition/ir/stablehlo_reader.h"
#include "partition/ir/stablehlo_writer.h"
#include "types/mesh.h"

namespace shardproof::partition::testing {

struct ZooFile {
  std::string name;       // gpt2x4_2d.shardy
  std::string mlir_path;
  nlohmann::json json;
  bool gspmd = false;
};

inline std::string read_text(const std::string& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// The programs of examples/<folder>: "models" (our zoo) or "thirdparty" (exported from model
// code we did not write).
inline std::vector<ZooFile> zoo_files(const std::string& folder = "models") {
  std::vector<ZooFile> out;
  std::filesystem::path dir = std::filesystem::path(SHARDPROOF_SOURCE_DIR) / "examples" / folder;
  if (!std::filesystem::exists(dir)) return out;
  for (const auto& e : std::filesystem::directory_iterator(dir)) {
    std::string file = e.path().filename().string();
    if (!file.ends_with(".mlir")) continue;
    ZooFile z;
    z.name = file.substr(0, file.size() - 5);
    z.mlir_path = e.path().string();
    z.gspmd = z.name.ends_with(".gspmd");
    z.json = nlohmann::json::parse(read_text((dir / (z.name + ".xla.json")).string()));
    out.push_back(std::move(z));
  }
  std::sort(out.begin(), out.end(), [](const ZooFile& a, const ZooFile& b) { return a.name < b.name; });
  return out;
}

inline types::Mesh json_mesh(const nlohmann::json& j) {
  std::vector<types::MeshAxis> axes;
  for (const auto& a : j["mesh"]["axes"]) axes.push_back({a["name"].get<std::string>(), a["size"].get<int64_t>()});
  return types::Mesh(axes);
}

// Reads and checks a zoo file; a GSPMD one (no sdy.mesh) gets `mesh`, the one its export
// records (json_mesh).
inline CheckReport check_zoo_file(const std::string& mlir, const types::Mesh& mesh, const CheckOptions& check = {}) {
  ReadOptions options;
  options.file_name = mlir;
  options.gspmd_mesh = mesh;
  Program program = read_stablehlo_file(mlir, options);
  if (program.meshes.empty()) program.meshes.push_back({"mesh", mesh});
  return check_program(program, check);
}

// Writes `a` and reads the text back: the same program (up to value numbering), and writing
// that again gives the same text.
inline void expect_round_trip(const Program& a) {
  const std::string text = write_stablehlo(a);
  Program b;
  ASSERT_NO_THROW(b = read_stablehlo(text)) << [&] {
    try { read_stablehlo(text); } catch (const std::exception& e) { return std::string(e.what()); }
    return std::string();
  }();
  std::string why;
  EXPECT_TRUE(same_program(a, b, &why)) << why;
  EXPECT_EQ(write_stablehlo(b), text);
}

// Op name -> number of executions of that op line when @main runs once, counting each
// private function once per call (reducer regions of collectives are not counted).
inline std::map<std::string, int> textual_op_counts(const std::string& text) {
  std::map<std::string, std::map<std::string, int>> own;
  std::map<std::string, std::vector<std::string>> calls;
  std::string fn;
  std::regex func_re(R"(func\.func (?:public |private )?@([\w.$-]+))");
  std::regex op_re(R"re(= "?((?:stablehlo|chlo|sdy)\.\w+)"?)re");
  std::regex call_re(R"(= call @([\w.$-]+))");
  std::istringstream in(text);
  std::string line;
  bool in_reducer = false;
  while (std::getline(in, line)) {
    std::smatch m;
    if (std::regex_search(line, m, func_re)) { fn = m[1]; continue; }
    if (line.find("^bb0") != std::string::npos) { in_reducer = true; continue; }
    if (in_reducer) {
      if (line.find("})") != std::string::npos) in_reducer = false;
      continue;
    }
    if (std::regex_search(line, m, call_re)) { calls[fn].push_back(m[1]); continue; }
    if (std::regex_search(line, m, op_re)) ++own[fn][m[1]];
  }
  std::function<void(const std::string&, std::map<std::string, int>&)> add =
      [&](const std::string& f, std::map<std::string, int>& into) {
        for (const auto& [k, v] : own[f]) into[k] += v;
        for (const auto& c : calls[f]) {
          if (c == "shmap_body") into["call @shmap_body"] += 1;
          add(c, into);
        }
      };
  std::map<std::string, int> total;
  add("main", total);
  return total;
}

}  // namespace shardproof::partition::testing
