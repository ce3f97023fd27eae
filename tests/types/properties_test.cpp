// RapidCheck properties of the syntaxes over random meshes (up to 4 axes of sizes 1..8,
// at most 64 devices), ranks 1..4 and random types with sub-axes and unreduced axes.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "tests/support/generators.h"
#include "types/error.h"
#include "types/gspmd_syntax.h"
#include "types/shardy_syntax.h"

namespace shardproof::types {
namespace {

using testing::device_assignment;
using testing::gen_annotated_sharding_type;
using testing::gen_mesh;
using testing::gen_sharding_type;

RC_GTEST_PROP(TypeProperties, ShardyPrintThenParseIsIdentity, ()) {
  const Mesh mesh = *gen_mesh(4, 8, 64);
  const int rank = *rc::gen::inRange(1, 5);
  const ShardingType type = *gen_annotated_sharding_type(mesh, rank);
  const std::string text = to_string(mesh, type);
  RC_ASSERT(resolve(mesh, parse_shardy_sharding(text).type, rank) == type);
  RC_ASSERT(parse_sharding(to_shardy_attribute(mesh, type), mesh, rank) == type);
}

RC_GTEST_PROP(TypeProperties, MeshPrintThenParseIsIdentity, ()) {
  const Mesh mesh = *gen_mesh(4, 8, 64, /*device_ids=*/true);
  RC_ASSERT(Mesh::parse(mesh.to_shardy()) == mesh);
  if (mesh.device_ids().empty()) RC_ASSERT(Mesh::parse(mesh.to_short()) == mesh);
}

RC_GTEST_PROP(TypeProperties, GspmdRoundTripKeepsTheDeviceAssignment, ()) {
  const Mesh mesh = *gen_mesh(4, 8, 64, /*device_ids=*/true);
  const int rank = *rc::gen::inRange(1, 5);
  const ShardingType type = *gen_sharding_type(mesh, rank);
  const std::string text = to_gspmd(mesh, type);
  RC_LOG() << text << "\n";
  const GspmdSharding parsed = parse_gspmd(text);
  RC_ASSERT(to_string(parsed) == text);
  const ShardingType back = gspmd_to_type(parsed, mesh, rank);
  RC_ASSERT(device_assignment(mesh, back) == device_assignment(mesh, type));
  // What comes back is the canonical spelling: printing it again gives the same string.
  RC_ASSERT(to_gspmd(mesh, back) == text);
  // A mesh without device_ids always has an iota order.
  if (mesh.device_ids().empty()) RC_ASSERT(parsed.device_list.empty());
}

RC_GTEST_PROP(TypeProperties, ImportKeepsTheDeviceAssignment, ()) {
  const Mesh mesh = *gen_mesh(4, 8, 64, /*device_ids=*/true);
  const int rank = *rc::gen::inRange(1, 5);
  const ShardingType type = *gen_sharding_type(mesh, rank);
  const std::string text = to_gspmd(mesh, type);
  RC_LOG() << text << "\n";
  const ImportedSharding imported = import_gspmd(parse_gspmd(text), rank);
  if (text == "{replicated}") {
    RC_ASSERT(imported.type == ShardingType::fully_replicated(rank));
    return;
  }
  RC_ASSERT(imported.mesh.num_devices() == mesh.num_devices());
  RC_ASSERT(device_assignment(imported.mesh, imported.type) == device_assignment(mesh, type));
  RC_ASSERT(to_gspmd(imported.mesh, imported.type) == text);
}

RC_GTEST_PROP(TypeProperties, CommonImportKeepsEveryDeviceAssignment, ()) {
  // Several types on one mesh without device_ids. With whole axes only, their strings
  // always share a mesh; sub-axes may cut an axis in ways that do not nest ("x":(1)2 and
  // "x":(1)3 on x=6), and then the import must say so.
  const Mesh mesh = *gen_mesh(4, 8, 64);
  const bool sub_axes = *rc::gen::arbitrary<bool>();
  const int count = *rc::gen::inRange(1, 4);
  std::vector<ShardingType> types;
  std::vector<GspmdSharding> strings;
  std::vector<int> ranks;
  for (int i = 0; i < count; ++i) {
    const int rank = *rc::gen::inRange(1, 4);
    types.push_back(*gen_sharding_type(mesh, rank, true, sub_axes));
    strings.push_back(parse_gspmd(to_gspmd(mesh, types.back())));
    ranks.push_back(rank);
  }
  ImportedShardings imported;
  try {
    imported = import_gspmd_common(strings, ranks);
  } catch (const InputError& e) {
    RC_LOG() << e.what() << "\n";
    RC_ASSERT(sub_axes);
    return;
  }
  for (int i = 0; i < count; ++i) {
    if (strings[i].kind == GspmdSharding::Kind::replicated) continue;
    RC_ASSERT(device_assignment(imported.mesh, imported.types[i]) == device_assignment(mesh, types[i]));
  }
}

// Mangled text never crashes a parser: it either reads or throws InputError with a column
// inside the text (or just past its end).
RC_GTEST_PROP(TypeProperties, MangledTextFailsCleanly, ()) {
  const Mesh mesh = *gen_mesh(3, 4, 16);
  const int rank = *rc::gen::inRange(1, 4);
  const ShardingType type = *gen_annotated_sharding_type(mesh, rank);
  std::string text = *rc::gen::arbitrary<bool>() ? to_string(mesh, type) : to_gspmd(mesh, type);
  const int edits = *rc::gen::inRange(1, 4);
  for (int e = 0; e < edits && !text.empty(); ++e) {
    const size_t pos = *rc::gen::inRange<size_t>(0, text.size());
    const char c = *rc::gen::elementOf(std::string("{}[]()<>,=:?\"x0123456789 pT"));
    switch (*rc::gen::inRange(0, 3)) {
      case 0: text.erase(pos, 1); break;
      case 1: text.insert(pos, 1, c); break;
      default: text[pos] = c; break;
    }
  }
  RC_LOG() << text << "\n";
  try {
    parse_sharding(text, mesh, rank);
  } catch (const InputError& e) {
    RC_ASSERT(e.column() >= 0);
    RC_ASSERT(e.column() <= static_cast<int>(text.size()) + 1);
  }
}

}  // namespace
}  // namespace shardproof::types

namespace shardproof::types {
namespace {

// The same round trip on the large meshes the benchmarks use (up to 5 axes, 4096 devices).
RC_GTEST_PROP(TypeProperties, GspmdRoundTripOnLargeMeshes, ()) {
  const Mesh mesh = *testing::gen_mesh(5, 16, 4096, /*device_ids=*/true);
  const int rank = *rc::gen::inRange(1, 5);
  const ShardingType type = *testing::gen_sharding_type(mesh, rank);
  const std::string text = to_gspmd(mesh, type);
  RC_LOG() << text << "\n";
  const ShardingType back = gspmd_to_type(parse_gspmd(text), mesh, rank);
  RC_ASSERT(testing::device_assignment(mesh, back) == testing::device_assignment(mesh, type));
  if (text != "{replicated}") {
    const ImportedSharding imported = import_gspmd(parse_gspmd(text), rank);
    RC_ASSERT(testing::device_assignment(imported.mesh, imported.type) == testing::device_assignment(mesh, type));
  }
}

}  // namespace
}  // namespace shardproof::types
