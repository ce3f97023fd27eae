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

GlobalBox box_meet(const GlobalBox& a, const GlobalBox& b) {
  GlobalBox c;
  for (size_t i = 0; i < a.size(); ++i) c.push_back({std::max(a[i].first, b[i].first), std::min(a[i].second, b[i].second)});
  return c;
}

namespace {

// A reference as digit arithmetic on mesh coordinates: digit = (coords[axis] / minor) % size.
struct RefDigit {
  int axis = 0;
  int64_t minor = 1, size = 1;
  int64_t of(const std::vector<int64_t>& coords) const { return (coords[axis] / minor) % size; }
};

std::vector<RefDigit> digits_of(const Mesh& mesh, const std::vector<AxisRef>& refs) {
  std::vector<RefDigit> out;
  for (const AxisRef& r : refs) {
    const int64_t size = types::axis_ref_size(mesh, r);
    const int axis = *mesh.axis_index(r.name);
    out.push_back({axis, mesh.axis_size(axis) / (r.pre * size), size});
  }
  return out;
}

int64_t position(const std::vector<RefDigit>& refs, const std::vector<int64_t>& coords) {
  int64_t p = 0;
  for (const RefDigit& r : refs) p = p * r.size + r.of(coords);
  return p;
}

// What setting `refs` to the mixed-radix value q (major first) adds to a linear id whose
// digits there are 0, for every q.
std::vector<int64_t> id_offsets(const Mesh& mesh, const std::vector<RefDigit>& refs) {
  int64_t count = 1;
  for (const RefDigit& r : refs) count *= r.size;
  std::vector<int64_t> out(static_cast<size_t>(count), 0);
  for (int64_t q = 0; q < count; ++q) {
    int64_t rest = q;
    for (auto it = refs.rbegin(); it != refs.rend(); ++it) {
      // The digit moves the linear id by the axis's stride times the reference's minor size.
      out[static_cast<size_t>(q)] += (rest % it->size) * mesh.stride(it->axis) * it->minor;
      rest /= it->size;
    }
  }
  return out;
}

// Everything the owner rule and the boxes need about a type, computed once per step.
struct TypeDigits {
  std::vector<std::vector<RefDigit>> dims;
  std::vector<RefDigit> split, replicated;
  int64_t replicas = 1;
  std::vector<int64_t> block;  // local shape
  // The owner rule as id arithmetic: per dimension, what block index q adds to a device id
  // whose digits of that dimension are 0; the same for the replica index.
  std::vector<std::vector<int64_t>> block_offset;
  std::vector<int64_t> replica_offset;
  TypeDigits(const Mesh& mesh, const ShardingType& t, const std::vector<int64_t>& shape) {
    for (const auto& d : t.dims) dims.push_back(digits_of(mesh, d.axes));
    split = digits_of(mesh, split_axes(t));
    replicated = digits_of(mesh, replicated_axes(mesh, t));
    for (const RefDigit& r : replicated) replicas *= r.size;
    block = types::local_shape(mesh, t, shape);
    for (const auto& d : dims) block_offset.push_back(id_offsets(mesh, d));
    replica_offset = id_offsets(mesh, replicated);
  }
};

// The rule of exchange.h for one receiver: its own source block, and the id of the owner
// of any other block q (the receiver's coordinates with the dimension digits set to q and
// the replicated digits to the replica the rule picks), as base + block offsets.
struct OwnerRule {
  std::vector<int64_t> own;
  int64_t base = 0;
  void reset(const TypeDigits& before, int64_t receiver, const std::vector<int64_t>& coords) {
    own.resize(before.dims.size());
    base = receiver;
    for (size_t i = 0; i < before.dims.size(); ++i) {
      own[i] = position(before.dims[i], coords);
      base -= before.block_offset[i][static_cast<size_t>(own[i])];
    }
    const int64_t replica = (position(before.replicated, coords) + position(before.split, coords)) % before.replicas;
    base += before.replica_offset[static_cast<size_t>(replica)] -
            before.replica_offset[static_cast<size_t>(position(before.replicated, coords))];
  }
  // The receiver itself when q is its own block.
  int64_t owner(const TypeDigits& before, int64_t receiver, const std::vector<int64_t>& q) const {
    if (q == own) return receiver;
    int64_t id = base;
    for (size_t i = 0; i < q.size(); ++i) id += before.block_offset[i][static_cast<size_t>(q[i])];
    return id;
  }
};

// Scratch space of for_each_receive (no allocation per receiver or piece).
struct ReceiveScratch {
  GlobalBox want, piece;
  std::vector<int64_t> first, last, q;
  OwnerRule rule;
};

// Calls visit(owner, piece box) for every piece `receiver` receives.
template <typename Visit>
void for_each_receive(const std::vector<int64_t>& shape, const TypeDigits& before, const TypeDigits& after,
                      int64_t receiver, const std::vector<int64_t>& coords, ReceiveScratch& scratch, Visit&& visit) {
  const size_t rank = shape.size();
  GlobalBox& want = scratch.want;
  want.resize(rank);
  for (size_t i = 0; i < rank; ++i) {
    const int64_t lo = position(after.dims[i], coords) * after.block[i];
    want[i] = {std::min(lo, shape[i]), std::min(lo + after.block[i], shape[i])};
    if (want[i].second <= want[i].first) return;
  }
  // The source blocks the wanted box meets, per dimension [first, last].
  std::vector<int64_t>&first = scratch.first, &last = scratch.last, &q = scratch.q;
  first.resize(rank), last.resize(rank), q.resize(rank);
  for (size_t i = 0; i < rank; ++i) {
    first[i] = want[i].first / before.block[i];
    last[i] = (want[i].second - 1) / before.block[i];
    q[i] = first[i];
  }
  GlobalBox& piece = scratch.piece;
  piece.resize(rank);
  scratch.rule.reset(before, receiver, coords);
  while (true) {
    const int64_t owner = scratch.rule.owner(before, receiver, q);
    if (owner != receiver) {
      for (size_t i = 0; i < rank; ++i)
        piece[i] = {std::max(want[i].first, q[i] * before.block[i]),
                    std::min(want[i].second, (q[i] + 1) * before.block[i])};
      visit(owner, piece);
    }
    int i = static_cast<int>(rank) - 1;
    while (i >= 0 && q[i] == last[i]) q[i] = first[i], --i;
    if (i < 0) break;
    ++q[i];
  }
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

std::vector<ExchangePiece> exchange_receives(const Mesh& mesh, const std::vector<int64_t>& shape,
                                             const ShardingType& before, const ShardingType& after,
                                             int64_t receiver) {
  std::vector<ExchangePiece> out;
  const TypeDigits b(mesh, before, shape), a(mesh, after, shape);
  ReceiveScratch scratch;
  for_each_receive(shape, b, a, receiver, mesh.coordinates(receiver), scratch,
                   [&](int64_t owner, const GlobalBox& box) { out.push_back({owner, receiver, box}); });
  return out;
}

ExchangeTraffic exchange_receive_bounds(const Mesh& mesh, const std::vector<int64_t>& shape,
                                        const ShardingType& before, const ShardingType& after, int64_t max_devices) {
  const TypeDigits b(mesh, before, shape), a(mesh, after, shape);
  ExchangeTraffic t;
  std::vector<int64_t> coords;
  const int64_t n = mesh.num_devices();
  const int64_t stride = max_devices > 0 && n > max_devices ? (n + max_devices - 1) / max_devices : 1;
  for (int64_t r = 0; r < n; r += stride) {
    coords = mesh.coordinates(r);
    int64_t want = 1, kept = 1, blocks = 1;
    for (size_t i = 0; i < shape.size(); ++i) {
      const int64_t lo = std::min(position(a.dims[i], coords) * a.block[i], shape[i]);
      const int64_t hi = std::min(lo + a.block[i], shape[i]);
      const int64_t own_lo = std::min(position(b.dims[i], coords) * b.block[i], shape[i]);
      const int64_t own_hi = std::min(own_lo + b.block[i], shape[i]);
      want *= std::max<int64_t>(0, hi - lo);
      kept *= std::max<int64_t>(0, std::min(hi, own_hi) - std::max(lo, own_lo));
      blocks *= hi > lo ? (hi - 1) / b.block[i] - lo / b.block[i] + 1 : 0;
    }
    // The pieces are the source blocks the wanted box meets, less its own when it keeps any.
    t.max_recv_elements = std::max(t.max_recv_elements, want - kept);
    t.max_peers = std::max(t.max_peers, blocks - (kept > 0 ? 1 : 0));
  }
  return t;
}

ExchangeTraffic exchange_traffic(const Mesh& mesh, const std::vector<int64_t>& shape, const ShardingType& before,
                                 const ShardingType& after, const Topology& topology) {
  const int last = std::max(0, static_cast<int>(topology.levels.size()) - 1);
  const TypeDigits b(mesh, before, shape), a(mesh, after, shape);
  ExchangeTraffic t;
  std::vector<int64_t> sent(static_cast<size_t>(mesh.num_devices()), 0);
  ReceiveScratch scratch;
  std::vector<int64_t> coords(static_cast<size_t>(mesh.rank()), 0);  // of device r, row-major
  for (int64_t r = 0; r < mesh.num_devices(); ++r) {
    if (r > 0)
      for (int axis = mesh.rank() - 1; axis >= 0; --axis) {
        if (++coords[static_cast<size_t>(axis)] < mesh.axis_size(axis)) break;
        coords[static_cast<size_t>(axis)] = 0;
      }
    int64_t received = 0, peers = 0;
    const int64_t physical = mesh.physical_device(r);
    for_each_receive(shape, b, a, r, coords, scratch, [&](int64_t owner, const GlobalBox& box) {
      const int64_t v = box_volume(box);
      received += v;
      ++peers;
      sent[static_cast<size_t>(owner)] += v;
      // The pair's level from their physical ids (the rotation over replicas may cross
      // axes the types do not move, so the moved axes alone would not tell).
      const int64_t o = mesh.physical_device(owner);
      while (t.level < last && o / topology.levels[t.level].group_size != physical / topology.levels[t.level].group_size)
        ++t.level;
    });
    t.max_recv_elements = std::max(t.max_recv_elements, received);
    t.max_peers = std::max(t.max_peers, peers);
  }
  for (int64_t s : sent) t.max_send_elements = std::max(t.max_send_elements, s);
  return t;
}

}  // namespace shardproof::redistribute
