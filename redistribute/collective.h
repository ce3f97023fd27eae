// \file The seven steps a redistribution plan is made of, each with its type rule
// and its cost (DESIGN.md, "Collectives"). Every collective acts on the minor end of a
// dimension's axis list, so that every type along a plan stays expressible.
//
//   all_slice(1, {"y"})            [{"x"}, {}]          -> [{"x"}, {"y"}]          local
//   all_gather(0, {"y"})           [{"x","y"}, {}]      -> [{"x"}, {}]             L(g-1)
//   all_to_all({"x"}, 0 -> 1)      [{"x"}, {}]          -> [{}, {"x"}]             L(g-1)/g
//   collective_permute([{"y","x"},{}])  [{"x","y"},{}]  -> [{"y","x"}, {}]         L
//   reduce_scatter(0, {"x"})       [{}, {"y"}] unred {x} -> [{"x"}, {"y"}]          L(g-1)/g
//   all_reduce({"x"})              [{}, {}] unred {x}   -> [{}, {}]                2L(g-1)/g
//   exchange([{"y"},{"x"}])        [{"x"},{"y"}]        -> [{"y"},{"x"}]          what it lacks
//
// The exchange (redistribute/exchange.h) is the one step that is not a collective over
// groups of a few axes: a grouped point-to-point exchange to any type, each device
// receiving only the elements it lacks, for one latency per peer.
//
// Where the other three views live: the executable semantics (real data movement on
// buffers) in exec/local_collectives.cpp, the SMT provenance semantics in verify/.
//
// Padding: a dimension of size n split k ways holds blocks of ceil(n/k), i.e. the array
// padded at its end to P(k) = k*ceil(n/k). Splitting or gathering a dimension moves whole
// blocks only when the padded size stays the same (or one side is unsplit), so the rules
// below require P(k_before) == P(k_after) unless k_before or k_after is 1: otherwise the
// blocks would have to shift, which none of these collectives does.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "redistribute/topology.h"
#include "types/mesh.h"
#include "types/sharding_type.h"
#include "types/tensor_type.h"

namespace shardproof::redistribute {

enum class CollectiveKind {
  all_slice,
  all_gather,
  all_to_all,
  collective_permute,
  reduce_scatter,
  all_reduce,
  exchange
};
inline constexpr int kNumCollectiveKinds = 7;

std::string to_string(CollectiveKind kind);
std::optional<CollectiveKind> parse_collective_kind(const std::string& name);

struct Collective {
  CollectiveKind kind = CollectiveKind::all_slice;
  int dim = -1;                       // all_slice, all_gather, reduce_scatter; all_to_all: from
  int to_dim = -1;                    // all_to_all: to
  std::vector<types::AxisRef> axes;   // major to minor; empty for collective_permute, exchange
  types::ShardingType target;         // collective_permute, exchange: the type after

  static Collective all_slice(int dim, std::vector<types::AxisRef> axes);
  static Collective all_gather(int dim, std::vector<types::AxisRef> axes);
  static Collective all_to_all(std::vector<types::AxisRef> axes, int from_dim, int to_dim);
  static Collective collective_permute(types::ShardingType target);
  static Collective reduce_scatter(int dim, std::vector<types::AxisRef> axes);
  static Collective all_reduce(std::vector<types::AxisRef> axes);
  static Collective exchange(types::ShardingType target);

  bool operator==(const Collective&) const = default;
};

// all_gather(dim 0, {"y"}) — the spelling of tables and diagnostics.
std::string describe(const types::Mesh& mesh, const Collective& op);
// {"x","y"} for the axes column (the target type for a permute).
std::string describe_axes(const types::Mesh& mesh, const Collective& op);

// ---- Type rule ---------------------------------------------------------------------

// The type after `op`, or why `op` does not apply to `before`.
struct TypeRuleResult {
  std::optional<types::ShardingType> after;  // canonical
  std::string why_not;
};
TypeRuleResult apply_type_rule(const types::Mesh& mesh, const std::vector<int64_t>& shape,
                               const types::ShardingType& before, const Collective& op);

// Whether a dimension of size n may go from k_from to k_to blocks by moving whole blocks.
bool padding_compatible(int64_t n, int64_t k_from, int64_t k_to);

// ---- Cost --------------------------------------------------------------------------

// Per device, with L the local bytes before the step and g the group size.
struct CollectiveCost {
  int64_t group_size = 1;
  int64_t send_bytes = 0;
  int64_t recv_bytes = 0;
  int level = 0;              // topology level the groups span
  int64_t latency_hops = 0;   // how many latencies (alpha) the algorithm pays in sequence
                              // (exchange: one per peer, the most any device has)
  double time_s = 0;          // alpha-beta: latency_hops * alpha + recv_bytes / bandwidth
};

// The axes whose devices communicate in `op` (for a permute: the axes whose role
// differs between the two types).
std::vector<types::AxisRef> communicating_axes(const types::Mesh& mesh, const types::ShardingType& before,
                                               const types::ShardingType& after, const Collective& op);

// The bytes a device receives in one step of `kind` over a group of g devices, from the L
// bytes it holds before it (the ring algorithms of DESIGN.md's formula table): all_gather
// L(g-1); all_to_all and reduce_scatter g-1 pieces, each `piece_bytes` (-1: L/g, so L(g-1)/g);
// all_reduce twice that; collective_permute L; all_slice and a group of one nothing. The one
// definition step_cost prices and verify's transfer check counts (an exchange is counted from
// its boxes, exchange.h).
int64_t received_bytes(CollectiveKind kind, int64_t L, int64_t g, int64_t piece_bytes = -1);

// Cost of one step from its kind, the local bytes before it, its group size and the
// topology level it spans — the formula table of DESIGN.md in one place. `piece_bytes` is
// the size of each of the g pieces an all_to_all or reduce_scatter cuts its block into:
// L/g when the dimension divides, more when the cut dimension is padded (every piece is
// sent whole, padding included); -1 means L/g.
CollectiveCost step_cost(CollectiveKind kind, int64_t local_bytes_before, int64_t group_size, int level,
                         const Topology& topology, int64_t piece_bytes = -1);

// Cost of an exchange from its per-device figures (redistribute/exchange.h): one latency
// per peer, then the bytes, at the level the moved axes span.
CollectiveCost exchange_step_cost(int64_t recv_bytes, int64_t send_bytes, int64_t peers, int level,
                                  const Topology& topology);

CollectiveCost collective_cost(const types::Mesh& mesh, const types::TensorType& tensor,
                               const types::ShardingType& before, const types::ShardingType& after,
                               const Collective& op, const Topology& topology);

}  // namespace shardproof::redistribute
