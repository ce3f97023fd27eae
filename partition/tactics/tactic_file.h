// \file Reading a tactic file: a YAML list (yaml-cpp), one tactic per item, applied in order.
//
//   - batch: {axis: data}
//   - megatron: {axis: model}               # inputs: [x] when the arguments have no names
//   - shard: {"params['w1']": [null, model], "re:^opt_state": [[data, model]]}
//   - zero: {stage: 3, axis: data}          # params: / opt_state: selectors override the roles
//   - replicate: {values: [x], axes: [model]}
//   - auto: {axes: [model]}
//
// Malformed YAML, an unknown tactic or key, a value of the wrong form: types::InputError with
// `PLAN.yaml:LINE:COL: error: ...` naming the tactic. Names of values and axes are checked
// when the tactics are applied (they need the program and the mesh).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "partition/tactics/tactic.h"

namespace shardproof::partition::tactics {

std::vector<Tactic> parse_tactics(std::string_view yaml_text, const std::string& file_name);
std::vector<Tactic> read_tactic_file(const std::string& path);  // InputError when unreadable

}  // namespace shardproof::partition::tactics
