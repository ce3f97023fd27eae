// \file The seventh step, `exchange(type')`: a grouped point-to-point exchange (an NCCL
// group of sends and receives, MPI's all-to-all-v) from any type to any other with the
// same partial sums. Every device receives exactly the real elements of its destination
// block that it does not hold, each from one owner; nothing else moves, so the step
// reaches the physical lower bound on bytes received in one step. Its price is latency:
// one message per peer, and a device may have many peers.
//
//   x4 y2, 8x8, [{"x"},{"y"}] -> [{"y"},{"x"}]: device (x=1, y=0) needs rows 0..3, columns
//     2..3; it holds rows 2..3, columns 0..3 of it (columns 2..3 of those), and receives
//     rows 0..1 from the owner of source block (0, 0) that shares its coordinates on every
//     axis the source does not split: (x=0, y=0).
//   x2 y2, [{"x"},{}] -> [{},{}] is an all-gather over x done as one message from the one
//     peer that holds the other half.
//
// The owner rule (how the senders spread over replicas): the element a receiver needs lies
// in one source block q per dimension. A receiver that holds q is its own owner. Otherwise
// the owner is the receiver with its coordinates on the source's split axes set to q's, its
// unreduced coordinates kept, and its position on the source's replicated axes (R of them
// in all) rotated: (replicated position + split position) mod R. Receivers that differ
// only in the block they hold (the four devices of an x-row needing one block) thus read
// from different replicas instead of all from one. The same rule is the step's
// provenance in verify/provenance.cpp and its data movement in exec/local_collectives.cpp.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "redistribute/topology.h"
#include "types/mesh.h"
#include "types/sharding_type.h"

namespace shardproof::redistribute {

// A box of global indices, [lo, hi) per dimension.
using GlobalBox = std::vector<std::pair<int64_t, int64_t>>;

// The real global elements a device holds under a type (its block, clipped to the shape).
GlobalBox held_box(const types::Mesh& mesh, const types::ShardingType& type, const std::vector<int64_t>& shape,
                   int64_t device);
int64_t box_volume(const GlobalBox& box);
// The elements two boxes share (empty, volume 0, where they do not meet).
GlobalBox box_meet(const GlobalBox& a, const GlobalBox& b);

// The axes a type splits dimensions on (dimension by dimension, major to minor), and the
// parts of the mesh it neither splits on nor holds partial sums over (by mesh axis, major
// to minor; sub-axes where a type uses part of an axis).
std::vector<types::AxisRef> split_axes(const types::ShardingType& type);
std::vector<types::AxisRef> replicated_axes(const types::Mesh& mesh, const types::ShardingType& type);

// One message of an exchange: `owner` sends `receiver` the elements of `box`.
struct ExchangePiece {
  int64_t owner = 0;
  int64_t receiver = 0;
  GlobalBox box;
};

// What `receiver` receives (owner != receiver), source blocks in row-major order.
// `before` and `after` resolved and canonical.
std::vector<ExchangePiece> exchange_receives(const types::Mesh& mesh, const std::vector<int64_t>& shape,
                                             const types::ShardingType& before, const types::ShardingType& after,
                                             int64_t receiver);

// The largest per-device figures of an exchange, in elements / messages.
struct ExchangeTraffic {
  int64_t max_recv_elements = 0;
  int64_t max_send_elements = 0;
  int64_t max_peers = 0;  // most messages any device receives
  int level = 0;          // innermost topology level holding every (owner, receiver) pair
};
ExchangeTraffic exchange_traffic(const types::Mesh& mesh, const std::vector<int64_t>& shape,
                                 const types::ShardingType& before, const types::ShardingType& after,
                                 const Topology& topology);
// The receive side alone (max_recv_elements and max_peers, the rest 0), without the owner
// rule: one pass over the devices — or over every k-th device when there are more than
// `max_devices` (> 0), which gives lower bounds on both maxima — for pricing bounds in the
// search.
ExchangeTraffic exchange_receive_bounds(const types::Mesh& mesh, const std::vector<int64_t>& shape,
                                        const types::ShardingType& before, const types::ShardingType& after,
                                        int64_t max_devices = 0);

}  // namespace shardproof::redistribute
