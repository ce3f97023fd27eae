// \file Helpers for the exec tests: plans written by hand in sharding syntax.
//
//   hand_plan("x=2,y=2", {6, 4}, DType::f32, R"([{"x","y"},{}])", R"([{"x"},{}])",
//             {Collective::all_gather(0, {AxisRef::whole("y")})})
#pragma once

#include <string>
#include <vector>

#include "redistribute/collective.h"
#include "redistribute/plan.h"
#include "types/axis_ref.h"
#include "types/mesh.h"
#include "types/shardy_syntax.h"
#include "types/sharding_type.h"

namespace shardproof::exec::test {

inline types::Mesh mesh_of(const std::string& text) { return types::Mesh::parse(text); }

inline types::ShardingType type_of(const types::Mesh& mesh, const std::string& text, int rank) {
  return types::resolve(mesh, types::parse_shardy_sharding(text).type, rank);
}

inline types::AxisRef ax(const std::string& name) { return types::AxisRef::whole(name); }
inline types::AxisRef sub(const std::string& name, int64_t pre, int64_t size) {
  return types::AxisRef::sub(name, pre, size);
}

// A plan as a user would write it: types and ops only (no evaluate()).
inline redistribute::Plan hand_plan(const std::string& mesh_text, std::vector<int64_t> shape, types::DType dtype,
                                    const std::string& from, const std::string& to,
                                    std::vector<redistribute::Collective> ops) {
  redistribute::Plan plan;
  plan.mesh = mesh_of(mesh_text);
  const int rank = static_cast<int>(shape.size());
  plan.tensor = types::TensorType{std::move(shape), dtype};
  plan.source = type_of(plan.mesh, from, rank);
  plan.target = type_of(plan.mesh, to, rank);
  for (auto& op : ops) {
    redistribute::PlanStep step;
    step.op = std::move(op);
    plan.steps.push_back(std::move(step));
  }
  return plan;
}

}  // namespace shardproof::exec::test
