#include "redistribute/plan_json.h"

#include <fmt/format.h>

#include "types/error.h"
#include "types/shardy_syntax.h"
#include "types/text_cursor.h"

namespace shardproof::redistribute {

using nlohmann::json;
using types::InputError;

std::string axis_to_json(const types::Mesh& mesh, const types::AxisRef& ref) {
  if (types::is_whole_axis(mesh, ref)) return ref.name;
  return fmt::format("{}:({}){}", ref.name, ref.pre, types::axis_ref_size(mesh, ref));
}

types::AxisRef axis_from_json(const std::string& text) {
  auto colon = text.find(":(");
  if (colon == std::string::npos) {
    if (text.empty()) throw InputError("empty axis name");
    return types::AxisRef::whole(text);
  }
  types::TextCursor cur(std::string_view(text).substr(colon + 1));
  cur.expect("(");
  int64_t pre = cur.integer();
  cur.expect(")");
  int64_t size = cur.integer();
  cur.expect_end();
  return types::AxisRef::sub(text.substr(0, colon), pre, size);
}

json plan_to_json(const Plan& plan) {
  const auto& mesh = plan.mesh;
  json j;
  j["mesh"] = mesh.to_shardy();
  j["shape"] = plan.tensor.shape;
  j["dtype"] = types::to_string(plan.tensor.dtype);
  j["source"] = types::to_string(mesh, plan.source);
  j["target"] = types::to_string(mesh, plan.target);
  json steps = json::array();
  for (const auto& step : plan.steps) {
    json s;
    s["collective"] = to_string(step.op.kind);
    json axes = json::array();
    for (const auto& a : step.op.axes) axes.push_back(axis_to_json(mesh, a));
    s["axes"] = axes;
    if (step.op.dim >= 0) s["dim"] = step.op.dim;
    if (step.op.to_dim >= 0) s["to_dim"] = step.op.to_dim;
    if (step.op.kind == CollectiveKind::collective_permute || step.op.kind == CollectiveKind::exchange)
      s["target"] = types::to_string(mesh, step.op.target);
    s["type_after"] = types::to_string(mesh, step.type_after);
    s["local_shape"] = step.local_shape_after;
    s["local_bytes"] = step.local_bytes_after;
    s["recv_bytes"] = step.cost.recv_bytes;
    s["send_bytes"] = step.cost.send_bytes;
    s["group_size"] = step.cost.group_size;
    s["modeled_time_s"] = step.cost.time_s;
    steps.push_back(s);
  }
  j["steps"] = steps;
  j["source_bytes"] = plan.source_bytes;
  j["target_bytes"] = plan.target_bytes;
  j["peak_shard_bytes"] = plan.peak_shard_bytes;
  j["peak_live_bytes"] = plan.peak_live_bytes;
  j["bound_bytes"] = plan.bound_bytes;
  j["within_bound"] = plan.within_bound();
  j["recv_bytes"] = plan.recv_bytes;
  j["send_bytes"] = plan.send_bytes;
  j["modeled_time_s"] = plan.modeled_time_s;
  // Which program ran each reduction over several topology levels (derived: not read back).
  if (!plan.reductions.empty()) {
    json reductions = json::array();
    for (const auto& r : plan.reductions)
      reductions.push_back({{"first_step", r.first_step + 1}, {"steps", r.num_steps}, {"replaces", r.replaces},
                            {"program", r.program}, {"flat_time_s", r.flat_time_s}, {"modeled_time_s", r.time_s},
                            {"candidates", r.candidates}});
    j["reductions"] = reductions;
  }
  return j;
}

namespace {

// Line and column of a byte offset, for JSON syntax errors.
std::pair<int, int> line_col(const std::string& text, size_t offset) {
  int line = 1, col = 1;
  for (size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') ++line, col = 1;
    else ++col;
  }
  return {line, col};
}

const json& field(const json& obj, const std::string& key, const std::string& path, const std::string& where) {
  if (!obj.is_object() || !obj.contains(key))
    throw InputError(fmt::format("{}: error: {}{} is missing", where, path.empty() ? "" : path + ".", key));
  return obj[key];
}

std::string string_field(const json& obj, const std::string& key, const std::string& path, const std::string& where) {
  const json& v = field(obj, key, path, where);
  if (!v.is_string())
    throw InputError(fmt::format("{}: error: {}{} must be a string", where, path.empty() ? "" : path + ".", key));
  return v.get<std::string>();
}

int int_field(const json& obj, const std::string& key, const std::string& path, const std::string& where) {
  const json& v = field(obj, key, path, where);
  if (!v.is_number_integer())
    throw InputError(fmt::format("{}: error: {}.{} must be an integer", where, path, key));
  return v.get<int>();
}

types::ShardingType type_field(const json& obj, const std::string& key, const std::string& path,
                               const std::string& where) {
  std::string text = string_field(obj, key, path, where);
  try {
    return types::parse_shardy_sharding(text).type;
  } catch (const InputError& e) {
    throw InputError(fmt::format("{}: error: {}{}: '{}' at column {}: {}", where, path.empty() ? "" : path + ".", key,
                                 text, e.column(), e.what()));
  }
}

}  // namespace

Plan plan_from_json(const std::string& text, const std::string& where) {
  json j;
  try {
    j = json::parse(text);
  } catch (const json::parse_error& e) {
    auto [line, col] = line_col(text, e.byte > 0 ? e.byte - 1 : 0);
    throw InputError(fmt::format("{}:{}:{}: error: malformed JSON: {}", where, line, col, e.what()));
  } catch (const json::exception& e) {  // a number past double's range (make fuzz)
    throw InputError(fmt::format("{}: error: malformed JSON: {}", where, e.what()));
  }
  Plan plan;
  try {
    plan.mesh = types::Mesh::parse(string_field(j, "mesh", "", where));
  } catch (const InputError& e) {
    if (std::string(e.what()).find(where) == 0) throw;
    throw InputError(fmt::format("{}: error: mesh: {}", where, e.what()));
  }
  const json& shape = field(j, "shape", "", where);
  if (!shape.is_array()) throw InputError(fmt::format("{}: error: shape must be an array of sizes", where));
  for (const auto& s : shape) {
    if (!s.is_number_integer() || s.get<int64_t>() < 1)
      throw InputError(fmt::format("{}: error: shape must hold positive integers", where));
    plan.tensor.shape.push_back(s.get<int64_t>());
  }
  try {
    plan.tensor.dtype = types::parse_dtype(string_field(j, "dtype", "", where));
  } catch (const InputError& e) {
    if (std::string(e.what()).find(where) == 0) throw;
    throw InputError(fmt::format("{}: error: dtype: {}", where, e.what()));
  }
  plan.source = type_field(j, "source", "", where);
  plan.target = type_field(j, "target", "", where);
  const json& steps = field(j, "steps", "", where);
  if (!steps.is_array()) throw InputError(fmt::format("{}: error: steps must be an array", where));
  for (size_t i = 0; i < steps.size(); ++i) {
    const json& s = steps[i];
    std::string path = fmt::format("steps[{}]", i);
    std::string kind_name = string_field(s, "collective", path, where);
    auto kind = parse_collective_kind(kind_name);
    if (!kind)
      throw InputError(fmt::format("{}: error: {}.collective: unknown collective '{}' (expected all_slice, all_gather, "
                                   "all_to_all, collective_permute, reduce_scatter, all_reduce or exchange)",
                                   where, path, kind_name));
    Collective op;
    op.kind = *kind;
    if (*kind == CollectiveKind::collective_permute || *kind == CollectiveKind::exchange) {
      op.target = type_field(s, "target", path, where);
    } else {
      const json& axes = field(s, "axes", path, where);
      if (!axes.is_array()) throw InputError(fmt::format("{}: error: {}.axes must be an array", where, path));
      for (size_t a = 0; a < axes.size(); ++a) {
        if (!axes[a].is_string()) throw InputError(fmt::format("{}: error: {}.axes[{}] must be a string", where, path, a));
        try {
          op.axes.push_back(axis_from_json(axes[a].get<std::string>()));
        } catch (const InputError& e) {
          throw InputError(fmt::format("{}: error: {}.axes[{}]: {}", where, path, a, e.what()));
        }
      }
    }
    if (*kind == CollectiveKind::all_slice || *kind == CollectiveKind::all_gather ||
        *kind == CollectiveKind::reduce_scatter || *kind == CollectiveKind::all_to_all)
      op.dim = int_field(s, "dim", path, where);
    if (*kind == CollectiveKind::all_to_all) op.to_dim = int_field(s, "to_dim", path, where);
    plan.steps.push_back(PlanStep{op, {}, {}, 0, 0, {}});
  }
  return plan;
}

}  // namespace shardproof::redistribute
