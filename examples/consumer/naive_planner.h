// The consumer's own redistribution planner — deliberately naive: reduce every partial sum,
// gather every sharded dimension whole, then slice locally into the destination type.
//   x=4,y=2, [{"x"},{"y"}] -> [{"y"},{"x"}]:
//     all_gather(0, {"x"}) ; all_gather(1, {"y"}) ; all_slice(0, {"y"}) ; all_slice(1, {"x"})
#pragma once

#include <redistribute/plan.h>
#include <types/mesh.h>
#include <types/sharding_type.h>
#include <types/tensor_type.h>

namespace consumer {

shardproof::redistribute::Plan naive_plan(const shardproof::types::Mesh& mesh,
                                          const shardproof::types::TensorType& tensor,
                                          const shardproof::types::ShardingType& source,
                                          const shardproof::types::ShardingType& target);

}  // namespace consumer
