// \file Helpers for tests over examples/models and examples/thirdparty: the list of exported
// programs, their JSON descriptions, an independent textual count of ops (call sites
// expanded), and our propagation compared with XLA's.
//
//   for (const ZooFile& f : zoo_files()) { f.mlir_path, f.json (mesh, arguments) ... }
#pragma once

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <fstream>
#include <map>
#include <numeric>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "partition/check/check.h"
#include "partition/ir/stablehlo_reader.h"
#include "partition/ir/stablehlo_writer.h"
#include "partition/propagate/propagate.h"
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

// tests/data/reader_forms (bench/models/export_call_fixtures.py): a file's path, and how to
// read it: a GSPMD file on the mesh its export used (the reader would otherwise infer axes
// _axis_0, _axis_1 from the strings): data=4,model=2 for the shard_map fixtures (from
// examples/models), data=2,model=4 for the others.
inline std::string reader_form_path(const std::string& name) {
  return (std::filesystem::path(SHARDPROOF_SOURCE_DIR) / "tests" / "data" / "reader_forms" / name).string();
}
inline ReadOptions reader_form_options(const std::string& name) {
  ReadOptions options;
  if (name.find(".gspmd.") != std::string::npos)
    options.gspmd_mesh = types::Mesh::parse(name.starts_with("shardmap") ? "data=4,model=2" : "data=2,model=4");
  return options;
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

// Our propagation against XLA's own: the export keeps, per program, the sharding XLA's
// propagation gave each dot, reduce, gather and elementwise op of its entry computation (its HLO
// after the shardy-xla or sharding-propagation pass: <name>.propagation.json). Ops are
// compared as multisets of "pieces per dimension" per (kind, shape), since HLO names do not
// map to our values one to one; only main's own ops are compared (XLA's entry computation:
// not a loop's body, not a manual region's, whose ops are local or in another computation).
// A result we keep unreduced over axes U matches a sharding that puts U on one dimension or
// nowhere (XLA's propagation says where the reduction lands; we say it later, in lowering).
// Elementwise ops are compared on their sharded instances only: XLA folds and CSEs some
// replicated constant computations (masks, scalars) before propagating, and its algebraic
// simplifier drops x * 1 and x + 0 (a LayerNorm with g = 1, b = 0), which we leave out too.
struct PropagationComparison {
  int compared = 0;  // ops matched one to one
  // "dot 8x64x256" -> " ours 1x4x1 unreduced 2 XLA 2x4x1": what did not match, per key.
  std::map<std::string, std::string> unmatched;
};

// `kinds`: which of "dot", "reduce", "gather", "elementwise" to compare.
inline PropagationComparison compare_with_xla_propagation(const Program& p, const PropagationResult& r,
                                                          const nlohmann::json& xla,
                                                          const std::set<std::string>& kinds) {
  using Tiles = std::vector<int64_t>;
  using Key = std::pair<std::string, std::vector<int64_t>>;
  PropagationComparison out;
  // (kind, shape) -> the pieces per dimension of each op; ours also with the unreduced size.
  std::map<Key, std::vector<Tiles>> theirs;
  std::map<Key, std::vector<std::pair<Tiles, int64_t>>> ours;
  auto sharded = [](const Tiles& t) { return std::any_of(t.begin(), t.end(), [](int64_t n) { return n > 1; }); };
  for (const auto& op : xla["ops"]) {
    if (op["tiles"].is_null()) continue;
    const std::string kind = op["kind"].get<std::string>();
    if (!kinds.count(kind)) continue;
    const Tiles t = op["tiles"].get<Tiles>();
    if (kind == "elementwise" && !sharded(t)) continue;
    theirs[{kind, op["shape"].get<std::vector<int64_t>>()}].push_back(t);
  }
  // x * 1 and x + 0 with a splat constant broadcast in: gone before XLA propagates.
  std::map<ValueId, const Op*> def;
  for (const Op& op : p.main.ops)
    for (ValueId result : op.results) def[result] = &op;
  auto splat = [&](ValueId v, double x) {
    const Op* d = def.count(v) ? def[v] : nullptr;
    if (d && d->kind == OpKind::broadcast_in_dim) d = def.count(d->operands[0]) ? def[d->operands[0]] : nullptr;
    return d && d->kind == OpKind::constant && d->constant.splat && d->constant.value == x;
  };
  // A reduce over no dimensions (MaxText's `jnp.sum` of a scalar constant) is its operand:
  // XLA's simplifier removes it, so XLA's entry has no such reduce to compare with.
  auto identity = [&](const Op& op) {
    if (op.kind == OpKind::reduce && op.dims.empty()) return true;
    return (op.kind == OpKind::multiply && (splat(op.operands[0], 1) || splat(op.operands[1], 1))) ||
           (op.kind == OpKind::add && (splat(op.operands[0], 0) || splat(op.operands[1], 0)));
  };
  for (const Op& op : p.main.ops) {
    if (identity(op)) continue;
    std::string kind = op.kind == OpKind::dot_general ? "dot"
                       : op.kind == OpKind::reduce    ? "reduce"
                       : op.kind == OpKind::gather    ? "gather"
                       : is_elementwise(op.kind)      ? "elementwise"
                                                      : "";
    if (kind.empty() || !kinds.count(kind) || op.results.size() != 1) continue;
    const ValueId v = op.results[0];
    Tiles t;
    for (const auto& d : r.types[v].dims) {
      int64_t n = 1;
      for (const auto& a : d.axes) n *= types::axis_ref_size(r.mesh, a);
      t.push_back(n);
    }
    int64_t unreduced = 1;
    for (const auto& a : r.types[v].unreduced) unreduced *= types::axis_ref_size(r.mesh, a);
    if (kind == "elementwise" && !sharded(t)) continue;
    ours[{kind, p.value(v).type.shape}].push_back({t, unreduced});
  }
  auto product = [](const Tiles& t) { return std::accumulate(t.begin(), t.end(), int64_t{1}, std::multiplies<>()); };
  std::set<Key> keys;
  for (const auto& [k, _] : theirs) keys.insert(k);
  for (const auto& [k, _] : ours) keys.insert(k);
  for (const auto& key : keys) {
    std::vector<Tiles> left = theirs[key];
    std::string unmatched;
    for (const auto& [t, unreduced] : ours[key]) {
      auto fits = [&](const Tiles& x) {
        if (x == t) return true;
        if (unreduced == 1 || x.size() != t.size()) return false;
        for (size_t d = 0; d < t.size(); ++d)
          if (x[d] % t[d] != 0) return false;
        return product(x) == product(t) * unreduced;
      };
      auto it = std::find(left.begin(), left.end(), t);
      if (it == left.end()) it = std::find_if(left.begin(), left.end(), fits);
      if (it == left.end()) {
        unmatched += fmt::format(" ours {}{}", fmt::join(t, "x"), unreduced > 1 ? fmt::format(" unreduced {}", unreduced) : "");
        continue;
      }
      left.erase(it);
      ++out.compared;
    }
    for (const Tiles& x : left) unmatched += fmt::format(" XLA {}", fmt::join(x, "x"));
    if (!unmatched.empty()) out.unmatched[fmt::format("{} {}", key.first, fmt::join(key.second, "x"))] = unmatched;
  }
  return out;
}

}  // namespace shardproof::partition::testing
