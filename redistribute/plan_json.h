// \file The JSON form of a plan: what `redistribute --json` prints and `verify PLAN.json`
// reads, so that any plan (ours, a user's, a mutated one) can be checked.
//
//   {"mesh": "<[\"x\"=4, \"y\"=2]>", "shape": [4096, 4096], "dtype": "f32",
//    "source": "[{\"x\"}, {}]", "target": "[{}, {\"y\"}]",
//    "steps": [{"collective": "all_to_all", "axes": ["x"], "dim": 0, "to_dim": 1}, ...]}
//
// Axes are written "x" or "x:(2)2" (a sub-axis); types in Shardy syntax. Output adds, per
// step, type_after, local_shape, recv_bytes, send_bytes, modeled_time_s, and the summary
// fields peak_shard_bytes, bound_bytes, recv_bytes, modeled_time_s, within_bound.
// The README documents the schema.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "redistribute/plan.h"

namespace shardproof::redistribute {

nlohmann::json plan_to_json(const Plan& plan);
// Reads the fields a plan needs (mesh, shape, dtype, source, target, steps); the derived
// fields are ignored (call evaluate). Throws types::InputError as
// "where: error: steps[1].axes[0]: ..." or with line:col for malformed JSON.
Plan plan_from_json(const std::string& text, const std::string& where);

std::string axis_to_json(const types::Mesh& mesh, const types::AxisRef& ref);
types::AxisRef axis_from_json(const std::string& text);

}  // namespace shardproof::redistribute
