#include "redistribute/collective.h"

#include <fmt/format.h>

#include <cmath>

#include "redistribute/exchange.h"
#include "types/error.h"

namespace shardproof::redistribute {

using types::AxisRef;
using types::Mesh;
using types::ShardingType;

namespace {
constexpr const char* kKindNames[] = {"all_slice",          "all_gather",     "all_to_all",
                                      "collective_permute", "reduce_scatter", "all_reduce",
                                      "exchange"};

int64_t product(const Mesh& mesh, const std::vector<AxisRef>& axes) {
  int64_t g = 1;
  for (const auto& a : axes) g *= types::axis_ref_size(mesh, a);
  return g;
}

std::string axes_text(const Mesh& mesh, const std::vector<AxisRef>& axes) {
  std::string s = "{";
  for (size_t i = 0; i < axes.size(); ++i) {
    if (i) s += ",";
    s += types::to_string(mesh, axes[i]);
  }
  return s + "}";
}

TypeRuleResult fail(std::string why) { return {std::nullopt, std::move(why)}; }

// The axes must be free in `type` (replicated): not in a dimension, not unreduced.
std::string check_free(const Mesh& mesh, const ShardingType& type, const std::vector<AxisRef>& axes) {
  std::vector<AxisRef> seen;
  for (const auto& a : axes) {
    for (const auto& u : types::used_axes(type))
      if (types::axis_refs_overlap(mesh, a, u))
        return fmt::format("axis {} is not replicated in {}", types::to_string(mesh, a), types::to_string(mesh, type));
    for (const auto& s : seen)
      if (types::axis_refs_overlap(mesh, a, s)) return fmt::format("axis {} is listed twice", types::to_string(mesh, a));
    seen.push_back(a);
  }
  return {};
}

// The target type of a permute or an exchange, canonical, with the same partial sums as
// `before` and a different layout; or why not.
TypeRuleResult new_layout(const Mesh& mesh, const ShardingType& before, const Collective& op, int rank) {
  ShardingType target;
  try {
    target = types::canonicalize(mesh, types::resolve(mesh, op.target, rank));
  } catch (const types::InputError& e) {
    return fail(e.what());
  }
  const std::string kind = op.kind == CollectiveKind::exchange ? "an exchange" : "a permute";
  if (!types::subtract_axes(mesh, target.unreduced, before.unreduced) ||
      !types::subtract_axes(mesh, before.unreduced, target.unreduced))
    return fail(kind + " cannot change which axes hold partial sums");
  if (target.same_layout(before)) return fail((op.kind == CollectiveKind::exchange ? "the exchange" : "the permute") +
                                              std::string(" changes nothing"));
  return {target, {}};
}

std::string check_dim(int dim, int rank) {
  if (dim < 0 || dim >= rank) return fmt::format("dimension {} is out of range for rank {}", dim, rank);
  return {};
}

std::string check_padding(const Mesh& mesh, const std::vector<int64_t>& shape, const ShardingType& before,
                          const ShardingType& after, int dim) {
  int64_t n = shape[dim];
  int64_t k0 = types::num_shards(mesh, before, dim), k1 = types::num_shards(mesh, after, dim);
  if (padding_compatible(n, k0, k1)) return {};
  return fmt::format(
      "dimension {} of size {} is padded to {} when split {} ways but to {} when split {} ways: the blocks "
      "would shift, which moving whole blocks cannot do",
      dim, n, k0 * ((n + k0 - 1) / k0), k0, k1 * ((n + k1 - 1) / k1), k1);
}

}  // namespace

std::string to_string(CollectiveKind kind) { return kKindNames[static_cast<int>(kind)]; }

std::optional<CollectiveKind> parse_collective_kind(const std::string& name) {
  for (int i = 0; i < kNumCollectiveKinds; ++i)
    if (name == kKindNames[i]) return static_cast<CollectiveKind>(i);
  return std::nullopt;
}

Collective Collective::all_slice(int dim, std::vector<AxisRef> axes) {
  return {CollectiveKind::all_slice, dim, -1, std::move(axes), {}};
}
Collective Collective::all_gather(int dim, std::vector<AxisRef> axes) {
  return {CollectiveKind::all_gather, dim, -1, std::move(axes), {}};
}
Collective Collective::all_to_all(std::vector<AxisRef> axes, int from_dim, int to_dim) {
  return {CollectiveKind::all_to_all, from_dim, to_dim, std::move(axes), {}};
}
Collective Collective::collective_permute(ShardingType target) {
  return {CollectiveKind::collective_permute, -1, -1, {}, std::move(target)};
}
Collective Collective::reduce_scatter(int dim, std::vector<AxisRef> axes) {
  return {CollectiveKind::reduce_scatter, dim, -1, std::move(axes), {}};
}
Collective Collective::all_reduce(std::vector<AxisRef> axes) {
  return {CollectiveKind::all_reduce, -1, -1, std::move(axes), {}};
}
Collective Collective::exchange(ShardingType target) {
  return {CollectiveKind::exchange, -1, -1, {}, std::move(target)};
}

std::string describe_axes(const Mesh& mesh, const Collective& op) {
  if (op.kind == CollectiveKind::collective_permute || op.kind == CollectiveKind::exchange)
    return "-> " + types::to_string(mesh, op.target);
  return axes_text(mesh, op.axes);
}

std::string describe(const Mesh& mesh, const Collective& op) {
  switch (op.kind) {
    case CollectiveKind::all_to_all:
      return fmt::format("all_to_all({}, dim {} -> {})", axes_text(mesh, op.axes), op.dim, op.to_dim);
    case CollectiveKind::collective_permute:
      return fmt::format("collective_permute(-> {})", types::to_string(mesh, op.target));
    case CollectiveKind::all_reduce:
      return fmt::format("all_reduce({})", axes_text(mesh, op.axes));
    case CollectiveKind::exchange:
      return fmt::format("exchange(-> {})", types::to_string(mesh, op.target));
    default:
      return fmt::format("{}(dim {}, {})", to_string(op.kind), op.dim, axes_text(mesh, op.axes));
  }
}

bool padding_compatible(int64_t n, int64_t k_from, int64_t k_to) {
  if (k_from == 1 || k_to == 1 || k_from == k_to) return true;
  return k_from * ((n + k_from - 1) / k_from) == k_to * ((n + k_to - 1) / k_to);
}

// ---- Type rules, one per collective --------------------------------------------------

TypeRuleResult apply_type_rule(const Mesh& mesh, const std::vector<int64_t>& shape, const ShardingType& before_in,
                               const Collective& op) {
  ShardingType before;
  try {
    before = types::canonicalize(mesh, types::resolve(mesh, before_in, static_cast<int>(shape.size())));
  } catch (const types::InputError& e) {
    return fail(e.what());
  }
  const int rank = static_cast<int>(shape.size());
  ShardingType after = before;
  for (auto& d : after.dims) d.open = false, d.priority.reset();

  const bool takes_target = op.kind == CollectiveKind::collective_permute || op.kind == CollectiveKind::exchange;
  if (!takes_target && op.axes.empty())
    return fail(fmt::format("{} needs at least one axis", to_string(op.kind)));
  std::vector<AxisRef> axes;
  try {
    for (const auto& a : op.axes) axes.push_back(types::resolve_axis_ref(mesh, a));
  } catch (const types::InputError& e) {
    return fail(e.what());
  }

  switch (op.kind) {
    case CollectiveKind::all_slice: {
      // [.., {A0}, ..] -> [.., {A0, A}, ..]: each device keeps the part its coordinates on A name.
      if (auto e = check_dim(op.dim, rank); !e.empty()) return fail(e);
      if (auto e = check_free(mesh, before, axes); !e.empty()) return fail(e);
      auto& list = after.dims[op.dim].axes;
      list.insert(list.end(), axes.begin(), axes.end());
      if (auto e = check_padding(mesh, shape, before, after, op.dim); !e.empty()) return fail(e);
      break;
    }
    case CollectiveKind::all_gather: {
      // [.., {A0, A}, ..] -> [.., {A0}, ..]: A must be the minor end of the dimension.
      if (auto e = check_dim(op.dim, rank); !e.empty()) return fail(e);
      auto rest = types::remove_minor_suffix(mesh, before.dims[op.dim].axes, axes);
      if (!rest)
        return fail(fmt::format("{} is not the minor end of dimension {} in {}", axes_text(mesh, axes), op.dim,
                                types::to_string(mesh, before)));
      after.dims[op.dim].axes = *rest;
      if (auto e = check_padding(mesh, shape, before, after, op.dim); !e.empty()) return fail(e);
      break;
    }
    case CollectiveKind::all_to_all: {
      // [{A0, A}, {B}] -> [{A0}, {B, A}]: gather A on one dimension while splitting another.
      if (auto e = check_dim(op.dim, rank); !e.empty()) return fail(e);
      if (auto e = check_dim(op.to_dim, rank); !e.empty()) return fail(e);
      if (op.dim == op.to_dim) return fail("all_to_all needs two different dimensions");
      auto rest = types::remove_minor_suffix(mesh, before.dims[op.dim].axes, axes);
      if (!rest)
        return fail(fmt::format("{} is not the minor end of dimension {} in {}", axes_text(mesh, axes), op.dim,
                                types::to_string(mesh, before)));
      after.dims[op.dim].axes = *rest;
      auto& list = after.dims[op.to_dim].axes;
      list.insert(list.end(), axes.begin(), axes.end());
      if (auto e = check_padding(mesh, shape, before, after, op.dim); !e.empty()) return fail(e);
      if (auto e = check_padding(mesh, shape, before, after, op.to_dim); !e.empty()) return fail(e);
      break;
    }
    case CollectiveKind::collective_permute: {
      // Any type with the same number of blocks per dimension and the same partial sums:
      // every device receives one whole block from one other device.
      TypeRuleResult moved = new_layout(mesh, before, op, rank);
      if (!moved.after) return moved;
      const ShardingType& target = *moved.after;
      for (int i = 0; i < rank; ++i)
        if (types::num_shards(mesh, before, i) != types::num_shards(mesh, target, i))
          return fail(fmt::format("dimension {} is split {} ways before and {} ways after: a permute keeps the local shape",
                                  i, types::num_shards(mesh, before, i), types::num_shards(mesh, target, i)));
      after = target;
      break;
    }
    case CollectiveKind::reduce_scatter: {
      // [.., {A0}, ..] unreduced {U, A} -> [.., {A0, A}, ..] unreduced {U}.
      if (auto e = check_dim(op.dim, rank); !e.empty()) return fail(e);
      auto rest = types::subtract_axes(mesh, before.unreduced, axes);
      if (!rest) return fail(fmt::format("{} are not all unreduced in {}", axes_text(mesh, axes), types::to_string(mesh, before)));
      after.unreduced = *rest;
      auto& list = after.dims[op.dim].axes;
      list.insert(list.end(), axes.begin(), axes.end());
      if (auto e = check_padding(mesh, shape, before, after, op.dim); !e.empty()) return fail(e);
      break;
    }
    case CollectiveKind::all_reduce: {
      // unreduced {U, A} -> unreduced {U}: the sums over A are complete, replicated over A.
      auto rest = types::subtract_axes(mesh, before.unreduced, axes);
      if (!rest) return fail(fmt::format("{} are not all unreduced in {}", axes_text(mesh, axes), types::to_string(mesh, before)));
      after.unreduced = *rest;
      break;
    }
    case CollectiveKind::exchange: {
      // Any type with the same partial sums: elements move one by one, so neither the
      // local shape nor the padding has to be kept (only partial sums cannot be made).
      TypeRuleResult moved = new_layout(mesh, before, op, rank);
      if (!moved.after) return moved;
      const ShardingType& target = *moved.after;
      after = target;
      break;
    }
  }
  try {
    after = types::canonicalize(mesh, types::resolve(mesh, after, rank));
  } catch (const types::InputError& e) {
    return fail(e.what());
  }
  return {after, {}};
}

// ---- Cost ------------------------------------------------------------------------------

std::vector<AxisRef> communicating_axes(const Mesh& mesh, const ShardingType& before, const ShardingType& after,
                                        const Collective& op) {
  if (op.kind != CollectiveKind::collective_permute && op.kind != CollectiveKind::exchange) return op.axes;
  // An axis moves when some value of its coordinate contributes differently to the block
  // index of some dimension (block indices are linear in the axis digits, so probing one
  // axis at a time with the others at 0 decides it, whatever sub-axes spell the types).
  std::vector<AxisRef> moved;
  for (int axis = 0; axis < mesh.rank(); ++axis) {
    std::vector<int64_t> coords(mesh.rank(), 0);
    bool differs = false;
    for (int64_t c = 1; c < mesh.axis_size(axis) && !differs; ++c) {
      coords[axis] = c;
      for (int d = 0; d < before.rank() && !differs; ++d)
        differs = types::block_index(mesh, before, d, coords) != types::block_index(mesh, after, d, coords);
    }
    if (differs) moved.push_back(AxisRef::whole(mesh.axes()[axis].name));
  }
  return moved;
}

int64_t received_bytes(CollectiveKind kind, int64_t L, int64_t g, int64_t piece_bytes) {
  if (g <= 1) return 0;
  switch (kind) {
    case CollectiveKind::all_gather: return L * (g - 1);  // ring: g-1 rounds of one block
    case CollectiveKind::all_to_all:                      // g-1 pieces out, as many in
    case CollectiveKind::reduce_scatter:                  // ring: g-1 rounds of one piece
      return piece_bytes >= 0 ? (g - 1) * piece_bytes : L * (g - 1) / g;
    case CollectiveKind::collective_permute: return L;  // one block from one peer
    case CollectiveKind::all_reduce: return 2 * (L * (g - 1) / g);  // reduce-scatter, then all-gather
    case CollectiveKind::all_slice:
    case CollectiveKind::exchange:  // counted from its traffic (exchange.h)
      return 0;
  }
  return 0;
}

CollectiveCost step_cost(CollectiveKind kind, int64_t L, int64_t g, int level, const Topology& topology,
                         int64_t piece_bytes) {
  CollectiveCost c;
  c.group_size = g;
  c.level = level;
  // Blocks of 0 bytes (a zero-size array, e.g. an empty KV-cache slice) are no message at
  // all: nothing is sent, so no latency is paid either.
  if (kind == CollectiveKind::all_slice || g <= 1 || L == 0) return c;
  const TopologyLevel& link = topology.levels.empty() ? TopologyLevel{} : topology.levels[level];
  c.recv_bytes = received_bytes(kind, L, g, piece_bytes);
  switch (kind) {
    case CollectiveKind::all_gather:
    case CollectiveKind::all_to_all:
    case CollectiveKind::reduce_scatter: c.latency_hops = g - 1; break;
    case CollectiveKind::collective_permute: c.latency_hops = 1; break;
    case CollectiveKind::all_reduce: c.latency_hops = 2 * (g - 1); break;
    case CollectiveKind::all_slice:
    case CollectiveKind::exchange:  // priced from its traffic: exchange_step_cost
      break;
  }
  c.send_bytes = c.recv_bytes;
  c.time_s = static_cast<double>(c.latency_hops) * link.latency_s +
             static_cast<double>(c.recv_bytes) / link.bandwidth_bytes_per_s;
  return c;
}

CollectiveCost exchange_step_cost(int64_t recv_bytes, int64_t send_bytes, int64_t peers, int level,
                                  const Topology& topology) {
  CollectiveCost c;
  c.level = level;
  c.group_size = peers + 1;
  c.recv_bytes = recv_bytes;
  c.send_bytes = send_bytes;
  // Messages to different peers overlap in one group, but each still pays its start-up
  // (NCCL and MPI post them one by one): many small messages are not free. The bytes are
  // the larger of what the busiest receiver gets and the busiest sender sends: unlike the
  // group collectives, an exchange need not be balanced (the owner rule spreads the sends
  // over replicas, but a block with one owner and many readers is sent many times).
  c.latency_hops = peers;
  const TopologyLevel& link = topology.levels.empty() ? TopologyLevel{} : topology.levels[level];
  c.time_s = static_cast<double>(peers) * link.latency_s +
             static_cast<double>(std::max(recv_bytes, send_bytes)) / link.bandwidth_bytes_per_s;
  return c;
}

CollectiveCost collective_cost(const Mesh& mesh, const types::TensorType& tensor, const ShardingType& before,
                               const ShardingType& after, const Collective& op, const Topology& topology) {
  std::vector<AxisRef> axes = communicating_axes(mesh, before, after, op);
  if (op.kind == CollectiveKind::exchange) {
    const ExchangeTraffic t = exchange_traffic(mesh, tensor.shape, before, after, topology);
    const int64_t esize = types::byte_size(tensor.dtype);
    return exchange_step_cost(t.max_recv_elements * esize, t.max_send_elements * esize, t.max_peers, t.level,
                              topology);
  }
  int64_t g = op.kind == CollectiveKind::collective_permute ? (axes.empty() ? 1 : 2) : product(mesh, axes);
  int level = topology.level_spanning(mesh, axes);
  // The pieces of an all_to_all / reduce_scatter: the block before, cut along the
  // dimension that gets split to the size it has after.
  int64_t piece = -1;
  const int cut_dim = op.kind == CollectiveKind::all_to_all ? op.to_dim
                      : op.kind == CollectiveKind::reduce_scatter ? op.dim
                                                                  : -1;
  if (cut_dim >= 0) {
    auto shape = types::local_shape(mesh, before, tensor.shape);
    shape[cut_dim] = types::local_shape(mesh, after, tensor.shape)[cut_dim];
    piece = types::byte_size(tensor.dtype);
    for (int64_t n : shape) piece *= n;
  }
  return step_cost(op.kind, types::local_bytes(mesh, before, tensor), g, level, topology, piece);
}

}  // namespace shardproof::redistribute
