// \file Plans the MPI and NCCL checks run on a mesh of `devices` devices, covering every
// collective, padding and an unreduced type — shared by mpi_exec_check and
// nccl_exec_check, which only differ in the backend.
//
//   4 devices -> mesh x=2,y=2: all_gather, all_to_all, permute, reduce_scatter, all_reduce,
//   exchange, and a hierarchical all-reduce (reduce_scatter, all_reduce, all_gather)
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "redistribute/plan.h"
#include "redistribute/synthesize.h"
#include "tests/exec/test_util.h"
#include "types/shardy_syntax.h"

namespace shardproof::exec::test {

// Plans over a mesh of `devices` devices: x=2,y=devices/2 when even, else x=devices.
inline std::vector<redistribute::Plan> backend_check_plans(int devices) {
  using redistribute::Collective;
  using types::DType;
  std::vector<redistribute::Plan> plans;
  if (devices % 2 == 0 && devices >= 4) {
    const std::string mesh = "x=2,y=" + std::to_string(devices / 2);
    const auto perm = Collective::collective_permute(types::parse_shardy_sharding(R"([{"y","x"},{}])").type);
    plans.push_back(hand_plan(mesh, {16, 6}, DType::f32, R"([{"x","y"},{}])", R"([{"y"},{}])",
                              {perm, Collective::all_gather(0, {ax("x")})}));
    plans.push_back(hand_plan(mesh, {7, 5}, DType::bf16, R"([{"x"},{}])", R"([{},{"x"}])",
                              {Collective::all_to_all({ax("x")}, 0, 1)}));
    plans.push_back(hand_plan(mesh, {8, 9}, DType::f16, R"([{"x"},{}], unreduced={"y"})", R"([{},{"x","y"}])",
                              {Collective::reduce_scatter(0, {ax("y")}), Collective::all_to_all({ax("x"), ax("y")}, 0, 1)}));
    plans.push_back(hand_plan(mesh, {5, 3}, DType::i64, R"([{},{}], unreduced={"x","y"})", R"([{},{}])",
                              {Collective::all_reduce({ax("x"), ax("y")})}));
    plans.push_back(hand_plan(mesh, {6, 4}, DType::f64, R"([{},{}])", R"([{"y"},{}])",
                              {Collective::all_slice(0, {ax("y")})}));
    // The exchange: a 2-D transpose of the sharding with padding (7 rows over x=2, 9
    // columns over y), and one that keeps partial sums over y while x moves dimension.
    const auto to_yx = types::parse_shardy_sharding(R"([{"y"},{"x"}])").type;
    plans.push_back(hand_plan(mesh, {7, 9}, DType::f32, R"([{"x"},{"y"}])", R"([{"y"},{"x"}])",
                              {Collective::exchange(to_yx)}));
    const auto partial = types::parse_shardy_sharding(R"([{},{"x"}], unreduced={"y"})").type;
    plans.push_back(hand_plan(mesh, {6, 6}, DType::i32, R"([{"x"},{}], unreduced={"y"})",
                              R"([{},{"x"}], unreduced={"y"})", {Collective::exchange(partial)}));
    // A hierarchical all-reduce as synthesis chooses it (redistribute/hierarchical.h): with
    // nodes of devices/2 ranks, y lies inside a node and x across, and the program is
    // reduce_scatter over y, all_reduce over x on half the data, all_gather over y.
    redistribute::Topology nodes;
    nodes.name = "nodes of " + std::to_string(devices / 2);
    nodes.levels = {{"node", devices / 2, 300e9, 5e-6}, {"network", devices, 25e9, 10e-6}};
    redistribute::Plan hierarchical =
        redistribute::synthesize(types::Mesh::parse(mesh), {{8, 6}, DType::i32},
                                 types::parse_shardy_sharding(R"([{},{}], unreduced={"x","y"})").type,
                                 types::parse_shardy_sharding("[{},{}]").type, nodes);
    // Held, not assumed: were synthesis to keep the flat all_reduce, the backends would no
    // longer run the hierarchical program this plan is here for.
    using redistribute::CollectiveKind;
    const auto& s = hierarchical.steps;
    if (s.size() != 3 || s[0].op.kind != CollectiveKind::reduce_scatter || s[1].op.kind != CollectiveKind::all_reduce ||
        s[2].op.kind != CollectiveKind::all_gather)
      throw std::logic_error("backend_check_plans: the synthesized all-reduce over two levels is not reduce_scatter, "
                             "all_reduce, all_gather");
    plans.push_back(std::move(hierarchical));
  } else {
    const std::string mesh = "x=" + std::to_string(devices);
    plans.push_back(hand_plan(mesh, {7, 3}, DType::f32, R"([{"x"},{}])", R"([{},{}])",
                              {Collective::all_gather(0, {ax("x")})}));
    plans.push_back(hand_plan(mesh, {4, 3}, DType::f32, R"([{},{}], unreduced={"x"})", R"([{},{}])",
                              {Collective::all_reduce({ax("x")})}));
  }
  return plans;
}

}  // namespace shardproof::exec::test
