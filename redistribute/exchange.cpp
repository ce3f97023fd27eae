// \file The exchange step's owner rule and traffic (see exchange.h).
//
//   x4, 10 rows, [{"x"}] (blocks of 3) -> [{}]: device 3 holds row 9 (rows 10, 11 are
//   padding), receives rows 0..2, 3..5, 6..8 from devices 0, 1, 2: 9 elements, 3 peers.
#include "redistribute/exchange.h"

#include <algorithm>
#include <set>

#include "types/axis_ref.h"

namespace shardproof::redistribute {

using types::AxisRef;
using types::Mesh;
using types::ShardingType;

GlobalBox held_box(const Mesh& mesh, const ShardingType& type, const std::vector<int64_t>& shape, int64_t device) {
  const auto coords = mesh.coordinates(device);
  const auto local = types::local_shape(mesh, type, shape);
  GlobalBox box;
  for (int i = 0; i < type.rank(); ++i) {
    const int64_t lo = types::block_index(mesh, type, i, coords) * local[i];
    box.push_back({std::min(lo, shape[i]), std::min(lo + local[i], shape[i])});
  }
  return box;
}

int64_t box_volume(const GlobalBox& box) {
  int64_t v = 1;
  for (const auto& [lo, hi] : box) v *= std::max<int64_t>(0, hi - lo);
  return v;
}

namespace {

// The coordinate of a device on a reference, replaced by `digit`.
void set_coordinate(const Mesh& mesh, const AxisRef& ref, int64_t digit, std::vector<int64_t>& coords) {
  const int64_t size = types::axis_ref_size(mesh, ref);
  const int axis = *mesh.axis_index(ref.name);
  const int64_t minor = mesh.axis_size(axis) / (ref.pre * size);
  coords[axis] += (digit - types::axis_ref_coordinate(mesh, ref, coords)) * minor;
}

// Sets the coordinates on `refs` (major first) to the mixed-radix digits of q.
void set_position(const Mesh& mesh, const std::vector<AxisRef>& refs, int64_t q, std::vector<int64_t>& coords) {
  for (auto it = refs.rbegin(); it != refs.rend(); ++it) {
    const int64_t size = types::axis_ref_size(mesh, *it);
    set_coordinate(mesh, *it, q % size, coords);
    q /= size;
  }
}

int64_t position(const Mesh& mesh, const std::vector<AxisRef>& refs, const std::vector<int64_t>& coords) {
  int64_t p = 0;
  for (const AxisRef& r : refs) p = p * types::axis_ref_size(mesh, r) + types::axis_ref_coordinate(mesh, r, coords);
  return p;
}

}  // namespace

std::vector<AxisRef> split_axes(const ShardingType& type) {
  std::vector<AxisRef> out;
  for (const auto& d : type.dims) out.insert(out.end(), d.axes.begin(), d.axes.end());
  return out;
}

std::vector<AxisRef> replicated_axes(const Mesh& mesh, const ShardingType& type) {
  const std::vector<AxisRef> used = types::used_axes(type);
  std::vector<AxisRef> out;
  for (int axis = 0; axis < mesh.rank(); ++axis) {
    const int64_t n = mesh.axis_size(axis);
    const std::string& name = mesh.axes()[axis].name;
    // Cut the axis where the used references start and end; the parts no reference covers
    // are replicated (major to minor).
    std::set<int64_t> cuts{1, n};
    for (const AxisRef& r : used)
      if (r.name == name) cuts.insert(r.pre), cuts.insert(r.pre * types::axis_ref_size(mesh, r));
    const std::vector<int64_t> c(cuts.begin(), cuts.end());
    for (size_t i = 0; i + 1 < c.size(); ++i) {
      const AxisRef part = c[i] == 1 && c[i + 1] == n ? AxisRef::whole(name) : AxisRef::sub(name, c[i], c[i + 1] / c[i]);
      bool covered = false;
      for (const AxisRef& r : used) covered = covered || (r.name == name && types::axis_refs_overlap(mesh, r, part));
      if (!covered) out.push_back(types::resolve_axis_ref(mesh, part));
    }
  }
  return out;
}

int64_t exchange_owner(const Mesh& mesh, const ShardingType& before, int64_t receiver,
                       const std::vector<int64_t>& source_block) {
  std::vector<int64_t> coords = mesh.coordinates(receiver);
  bool own = true;
  for (int i = 0; i < before.rank(); ++i)
    own = own && types::block_index(mesh, before, i, coords) == source_block[static_cast<size_t>(i)];
  if (own) return receiver;
  // The replica: rotate the receiver's replicated position by its split position, so that
  // receivers that differ only in the block they hold read from different replicas.
  const std::vector<AxisRef> split = split_axes(before), replicated = replicated_axes(mesh, before);
  int64_t replicas = 1;
  for (const AxisRef& r : replicated) replicas *= types::axis_ref_size(mesh, r);
  const int64_t replica = (position(mesh, replicated, coords) + position(mesh, split, coords)) % replicas;
  for (int i = 0; i < before.rank(); ++i)
    set_position(mesh, before.dims[i].axes, source_block[static_cast<size_t>(i)], coords);
  set_position(mesh, replicated, replica, coords);
  return mesh.linear_id(coords);
}

std::vector<ExchangePiece> exchange_receives(const Mesh& mesh, const std::vector<int64_t>& shape,
                                             const ShardingType& before, const ShardingType& after,
                                             int64_t receiver) {
  std::vector<ExchangePiece> out;
  const GlobalBox want = held_box(mesh, after, shape, receiver);
  if (box_volume(want) == 0) return out;
  const auto block = types::local_shape(mesh, before, shape);
  const int rank = static_cast<int>(shape.size());
  // The source blocks the wanted box meets, per dimension [first, last].
  std::vector<int64_t> first(rank), last(rank), q(rank);
  for (int i = 0; i < rank; ++i) {
    first[i] = want[i].first / block[i];
    last[i] = (want[i].second - 1) / block[i];
    q[i] = first[i];
  }
  while (true) {
    GlobalBox piece;
    for (int i = 0; i < rank; ++i)
      piece.push_back({std::max(want[i].first, q[i] * block[i]), std::min(want[i].second, (q[i] + 1) * block[i])});
    const int64_t owner = exchange_owner(mesh, before, receiver, q);
    if (owner != receiver) out.push_back({owner, receiver, std::move(piece)});
    int i = rank - 1;
    while (i >= 0 && q[i] == last[i]) q[i] = first[i], --i;
    if (i < 0) break;
    ++q[i];
  }
  return out;
}

ExchangeTraffic exchange_traffic(const Mesh& mesh, const std::vector<int64_t>& shape, const ShardingType& before,
                                 const ShardingType& after, const Topology& topology) {
  const int last = std::max(0, static_cast<int>(topology.levels.size()) - 1);
  ExchangeTraffic t;
  std::vector<int64_t> sent(static_cast<size_t>(mesh.num_devices()), 0);
  for (int64_t r = 0; r < mesh.num_devices(); ++r) {
    int64_t received = 0;
    const auto pieces = exchange_receives(mesh, shape, before, after, r);
    for (const auto& p : pieces) {
      const int64_t v = box_volume(p.box);
      received += v;
      sent[static_cast<size_t>(p.owner)] += v;
      // The pair's level from their physical ids (the rotation over replicas may cross
      // axes the types do not move, so the moved axes alone would not tell).
      const int64_t a = mesh.physical_device(p.owner), b = mesh.physical_device(r);
      while (t.level < last && a / topology.levels[t.level].group_size != b / topology.levels[t.level].group_size)
        ++t.level;
    }
    t.max_recv_elements = std::max(t.max_recv_elements, received);
    t.max_peers = std::max<int64_t>(t.max_peers, static_cast<int64_t>(pieces.size()));
  }
  for (int64_t s : sent) t.max_send_elements = std::max(t.max_send_elements, s);
  return t;
}

}  // namespace shardproof::redistribute
