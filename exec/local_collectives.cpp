// \file The data movement of each collective (see local_collectives.h) and the plan
// runner. One device's part of every collective is a function of its shard, its group
// and the types before and after; all devices run the same code SPMD-style.
//
//   x4, tensor<8xf32>, all_to_all({"x"}, 0 -> 1) on [{"x"}, {}] for shape 8x4:
//     device p cuts its 2x4 block into 4 column pieces of 2x1, sends piece q to device q,
//     and stacks the 4 pieces it receives along rows: it ends with column p, all 8 rows.
#include "exec/local_collectives.h"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <map>
#include <stdexcept>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "redistribute/exchange.h"
#include "types/axis_ref.h"

namespace shardproof::exec {

using redistribute::Collective;
using redistribute::CollectiveKind;
using types::AxisRef;
using types::ShardingType;

namespace {

std::vector<AxisRef> resolved(const types::Mesh& mesh, const std::vector<AxisRef>& refs) {
  std::vector<AxisRef> out;
  for (const AxisRef& r : refs) out.push_back(types::resolve_axis_ref(mesh, r));
  return out;
}

std::string axes_text(const types::Mesh& mesh, const std::vector<AxisRef>& refs) {
  std::vector<std::string> names;
  for (const AxisRef& r : refs) names.push_back(types::to_string(mesh, r));
  return fmt::format("{{{}}}", fmt::join(names, ","));
}

// Removes `parts` from a dimension's axis list: the minor suffix when it is one (the typed
// case), otherwise wherever the parts are (the lenient case of local_collectives.h).
std::vector<AxisRef> remove_axes(const types::Mesh& mesh, const std::vector<AxisRef>& axes,
                                 const std::vector<AxisRef>& parts, int dim) {
  if (auto r = types::remove_minor_suffix(mesh, axes, parts)) return *r;
  if (auto r = types::subtract_axes(mesh, axes, parts)) return *r;
  throw std::invalid_argument(
      fmt::format("axes {} are not all in dimension {} ({})", axes_text(mesh, parts), dim, axes_text(mesh, axes)));
}

void check_dim(const ShardingType& t, int dim, const char* what) {
  if (dim < 0 || dim >= t.rank())
    throw std::invalid_argument(fmt::format("{} dimension {} is out of range for rank {}", what, dim, t.rank()));
}

void check_new_axes(const types::Mesh& mesh, const ShardingType& t, const std::vector<AxisRef>& added) {
  for (const AxisRef& a : added)
    for (const AxisRef& u : types::used_axes(t))
      if (types::axis_refs_overlap(mesh, a, u))
        throw std::invalid_argument(fmt::format("axis {} is already used by the type", types::to_string(mesh, a)));
}

int64_t position_of(const std::vector<int64_t>& members, int64_t device) {
  return std::find(members.begin(), members.end(), device) - members.begin();
}

// One exchange round in which this device sends pieces[q] to members[q] and receives
// one message from every other member; returns the received messages by position, with
// own slot empty.
std::vector<Bytes> exchange_with_group(Communicator& comm, const std::vector<int64_t>& members, int64_t me,
                                       const std::vector<std::span<const std::byte>>& pieces) {
  std::vector<Communicator::Message> sends;
  std::vector<int> from;
  for (size_t q = 0; q < members.size(); ++q) {
    if (static_cast<int64_t>(q) == me) continue;
    sends.push_back({static_cast<int>(members[q]), pieces[q]});
    from.push_back(static_cast<int>(members[q]));
  }
  std::vector<Bytes> got = comm.exchange(sends, from);
  std::vector<Bytes> by_position(members.size());
  size_t k = 0;
  for (size_t q = 0; q < members.size(); ++q)
    if (static_cast<int64_t>(q) != me) by_position[q] = std::move(got[k++]);
  return by_position;
}

Shard as_shard(const Shard& like, std::vector<int64_t> shape, Bytes data, int64_t from) {
  Shard s{like.dtype, std::move(shape), std::move(data)};
  if (s.num_bytes() != s.num_elements() * s.element_size())
    throw std::runtime_error(fmt::format("received {} bytes from device {}, expected a {} shard of {} bytes",
                                         s.num_bytes(), from, fmt::join(s.shape, "x"),
                                         s.num_elements() * s.element_size()));
  return s;
}

}  // namespace

ShardingType executed_type(const types::Mesh& mesh, const std::vector<int64_t>& global_shape,
                           const ShardingType& before_in, const Collective& op) {
  const int rank = static_cast<int>(global_shape.size());
  ShardingType t = types::canonicalize(mesh, types::resolve(mesh, before_in, rank));
  const std::vector<AxisRef> axes = resolved(mesh, op.axes);
  switch (op.kind) {
    case CollectiveKind::all_slice:
      check_dim(t, op.dim, "all_slice");
      check_new_axes(mesh, t, axes);
      t.dims[op.dim].axes.insert(t.dims[op.dim].axes.end(), axes.begin(), axes.end());
      break;
    case CollectiveKind::all_gather:
      check_dim(t, op.dim, "all_gather");
      t.dims[op.dim].axes = remove_axes(mesh, t.dims[op.dim].axes, axes, op.dim);
      break;
    case CollectiveKind::all_to_all:
      check_dim(t, op.dim, "all_to_all source");
      check_dim(t, op.to_dim, "all_to_all target");
      if (op.dim == op.to_dim) throw std::invalid_argument("all_to_all from a dimension to itself");
      t.dims[op.dim].axes = remove_axes(mesh, t.dims[op.dim].axes, axes, op.dim);
      t.dims[op.to_dim].axes.insert(t.dims[op.to_dim].axes.end(), axes.begin(), axes.end());
      break;
    case CollectiveKind::exchange:
      t = types::resolve(mesh, op.target, rank);
      break;
    case CollectiveKind::collective_permute: {
      ShardingType after = types::resolve(mesh, op.target, rank);
      if (types::local_shape(mesh, after, global_shape) != types::local_shape(mesh, t, global_shape))
        throw std::invalid_argument("collective_permute to a type with a different local shape");
      t = after;
      break;
    }
    case CollectiveKind::reduce_scatter: {
      check_dim(t, op.dim, "reduce_scatter");
      auto rest = types::subtract_axes(mesh, t.unreduced, axes);
      if (!rest) throw std::invalid_argument(fmt::format("axes {} are not all unreduced", axes_text(mesh, axes)));
      t.unreduced = *rest;
      t.dims[op.dim].axes.insert(t.dims[op.dim].axes.end(), axes.begin(), axes.end());
      break;
    }
    case CollectiveKind::all_reduce: {
      auto rest = types::subtract_axes(mesh, t.unreduced, axes);
      if (!rest) throw std::invalid_argument(fmt::format("axes {} are not all unreduced", axes_text(mesh, axes)));
      t.unreduced = *rest;
      break;
    }
  }
  return types::canonicalize(mesh, t);
}

Shard all_slice(Communicator& comm, const StepContext& ctx, const Collective& op, const Shard& in) {
  // No traffic: every device already holds its new block, the j-th of g pieces of its old one.
  const int64_t j = group_position(ctx.mesh, resolved(ctx.mesh, op.axes), ctx.mesh.coordinates(comm.rank()));
  const int64_t b = types::local_shape(ctx.mesh, ctx.after, ctx.global_shape)[op.dim];
  return slice_dim(in, op.dim, j * b, b);
}

Shard all_gather(Communicator& comm, const StepContext& ctx, const Collective& op, const Shard& in) {
  const std::vector<int64_t> members = group_members(ctx.mesh, op.axes, comm.rank());
  const int64_t me = position_of(members, comm.rank());
  // Everyone gets my whole block: L (g-1) bytes out and in.
  std::vector<std::span<const std::byte>> pieces(members.size(), std::span<const std::byte>(in.data));
  std::vector<Bytes> got = exchange_with_group(comm, members, me, pieces);
  // Concatenate in group order along the dim; when the result is unsplit the padded tail
  // of the last blocks falls past n and is cut by place_dim.
  Shard out = Shard::filled(in.dtype, types::local_shape(ctx.mesh, ctx.after, ctx.global_shape), kPadValue);
  for (size_t q = 0; q < members.size(); ++q) {
    const int64_t offset = static_cast<int64_t>(q) * in.shape[op.dim];
    if (static_cast<int64_t>(q) == me) place_dim(out, in, op.dim, offset);
    else place_dim(out, as_shard(in, in.shape, std::move(got[q]), members[q]), op.dim, offset);
  }
  return out;
}

Shard all_to_all(Communicator& comm, const StepContext& ctx, const Collective& op, const Shard& in) {
  const std::vector<int64_t> members = group_members(ctx.mesh, op.axes, comm.rank());
  const int64_t me = position_of(members, comm.rank());
  const std::vector<int64_t> after_shape = types::local_shape(ctx.mesh, ctx.after, ctx.global_shape);
  const int from = op.dim, to = op.to_dim;
  // Piece q of my block along `to` is what member q keeps of it: L/g to each member.
  std::vector<Shard> outgoing;
  std::vector<std::span<const std::byte>> pieces;
  for (size_t q = 0; q < members.size(); ++q)
    outgoing.push_back(slice_dim(in, to, static_cast<int64_t>(q) * after_shape[to], after_shape[to]));
  for (const Shard& s : outgoing) pieces.emplace_back(s.data);
  std::vector<Bytes> got = exchange_with_group(comm, members, me, pieces);
  // Member q's piece covers block q of my new, coarser block along `from`.
  Shard out = Shard::filled(in.dtype, after_shape, kPadValue);
  for (size_t q = 0; q < members.size(); ++q) {
    const int64_t offset = static_cast<int64_t>(q) * in.shape[from];
    if (static_cast<int64_t>(q) == me) place_dim(out, outgoing[q], from, offset);
    else place_dim(out, as_shard(in, outgoing[q].shape, std::move(got[q]), members[q]), from, offset);
  }
  return out;
}

std::vector<int64_t> permute_sources(const types::Mesh& mesh, const std::vector<int64_t>& global_shape,
                                     const ShardingType& before, const ShardingType& after) {
  const int64_t n = mesh.num_devices();
  // Key of a device under a type: its block on every dimension and its partial-sum index.
  auto key = [&](const ShardingType& t, int64_t d) {
    const std::vector<int64_t> c = mesh.coordinates(d);
    std::vector<int64_t> k;
    for (int i = 0; i < t.rank(); ++i) k.push_back(types::block_index(mesh, t, i, c));
    k.push_back(types::unreduced_index(mesh, t, c));
    return k;
  };
  if (types::local_shape(mesh, before, global_shape) != types::local_shape(mesh, after, global_shape))
    throw std::invalid_argument("collective_permute between types with different local shapes");
  std::vector<int64_t> source(static_cast<size_t>(n), -1);
  std::vector<bool> used(static_cast<size_t>(n), false);
  std::map<std::vector<int64_t>, std::vector<int64_t>> free_senders;  // key -> senders, linear order
  for (int64_t d = 0; d < n; ++d) {
    if (key(before, d) == key(after, d)) {
      source[d] = d;  // keeps its block: no traffic
      used[d] = true;
    }
  }
  for (int64_t d = 0; d < n; ++d)
    if (!used[d]) free_senders[key(before, d)].push_back(d);
  for (auto& [k, senders] : free_senders) std::reverse(senders.begin(), senders.end());  // pop_back = lowest id
  for (int64_t r = 0; r < n; ++r) {
    if (source[r] >= 0) continue;
    auto it = free_senders.find(key(after, r));
    if (it == free_senders.end() || it->second.empty())
      throw std::invalid_argument(fmt::format("collective_permute: no device holds the block device {} needs", r));
    source[r] = it->second.back();
    it->second.pop_back();
  }
  return source;
}

Shard collective_permute(Communicator& comm, const StepContext& ctx, const Collective&, const Shard& in) {
  // Every device computes the same bijection (cheap: one pass over the mesh).
  const std::vector<int64_t> source = permute_sources(ctx.mesh, ctx.global_shape, ctx.before, ctx.after);
  const int64_t me = comm.rank();
  std::vector<Communicator::Message> sends;
  for (int64_t r = 0; r < static_cast<int64_t>(source.size()); ++r)
    if (source[r] == me && r != me) sends.push_back({static_cast<int>(r), in.data});
  std::vector<int> from;
  if (source[me] != me) from.push_back(static_cast<int>(source[me]));
  std::vector<Bytes> got = comm.exchange(sends, from);
  if (from.empty()) return in;
  return as_shard(in, in.shape, std::move(got.front()), from.front());
}

Shard reduce_scatter(Communicator& comm, const StepContext& ctx, const Collective& op, const Shard& in) {
  const std::vector<int64_t> members = group_members(ctx.mesh, op.axes, comm.rank());
  const int64_t me = position_of(members, comm.rank());
  const int64_t b = types::local_shape(ctx.mesh, ctx.after, ctx.global_shape)[op.dim];
  // Piece q along the dim is member q's new block; it receives everyone's partial of it.
  std::vector<Shard> outgoing;
  std::vector<std::span<const std::byte>> pieces;
  for (size_t q = 0; q < members.size(); ++q) outgoing.push_back(slice_dim(in, op.dim, static_cast<int64_t>(q) * b, b));
  for (const Shard& s : outgoing) pieces.emplace_back(s.data);
  std::vector<Bytes> got = exchange_with_group(comm, members, me, pieces);
  // Sum in member order 0..g-1 (own piece in its place): the same order on every device.
  Shard acc;
  for (size_t q = 0; q < members.size(); ++q) {
    Shard piece = static_cast<int64_t>(q) == me ? outgoing[q]
                                                 : as_shard(in, outgoing[me].shape, std::move(got[q]), members[q]);
    if (q == 0) acc = std::move(piece);
    else ctx.combine(in.dtype, acc.data, piece.data);
  }
  return acc;
}

Shard all_reduce(Communicator& comm, const StepContext& ctx, const Collective& op, const Shard& in) {
  const std::vector<int64_t> members = group_members(ctx.mesh, op.axes, comm.rank());
  const int64_t me = position_of(members, comm.rank());
  const auto g = static_cast<int64_t>(members.size());
  if (g == 1) return in;
  const int64_t esize = in.element_size(), count = in.num_elements();
  // Chunk q holds elements [q*count/g, (q+1)*count/g): sizes differ by at most one.
  auto chunk = [&](const Bytes& data, int64_t q) {
    const int64_t lo = q * count / g, hi = (q + 1) * count / g;
    return std::span<const std::byte>(data.data() + lo * esize, static_cast<size_t>((hi - lo) * esize));
  };
  // Round 1 (reduce-scatter): chunk q of my partial goes to member q.
  std::vector<std::span<const std::byte>> pieces;
  for (int64_t q = 0; q < g; ++q) pieces.push_back(chunk(in.data, q));
  std::vector<Bytes> got = exchange_with_group(comm, members, me, pieces);
  Bytes sum;
  for (int64_t q = 0; q < g; ++q) {
    std::span<const std::byte> part = q == me ? chunk(in.data, me) : std::span<const std::byte>(got[q]);
    if (static_cast<int64_t>(part.size()) != static_cast<int64_t>(chunk(in.data, me).size()))
      throw std::runtime_error(fmt::format("all_reduce: chunk of {} bytes from device {}", part.size(), members[q]));
    if (q == 0) sum.assign(part.begin(), part.end());
    else ctx.combine(in.dtype, sum, part);
  }
  // Round 2 (all-gather): my summed chunk goes to everyone.
  std::vector<std::span<const std::byte>> mine(static_cast<size_t>(g), std::span<const std::byte>(sum));
  got = exchange_with_group(comm, members, me, mine);
  Shard out{in.dtype, in.shape, Bytes(in.data.size())};
  for (int64_t q = 0; q < g; ++q) {
    const std::span<const std::byte> dst = chunk(out.data, q);
    const Bytes& src = q == me ? sum : got[q];
    if (src.size() != dst.size())
      throw std::runtime_error(fmt::format("all_reduce: chunk of {} bytes from device {}", src.size(), members[q]));
    if (!src.empty()) std::memcpy(const_cast<std::byte*>(dst.data()), src.data(), src.size());
  }
  return out;
}

Shard exchange(Communicator& comm, const StepContext& ctx, const Collective&, const Shard& in) {
  using redistribute::ExchangePiece;
  const types::Mesh& mesh = ctx.mesh;
  const int64_t me = comm.rank();
  const auto& shape = ctx.global_shape;
  const std::vector<int64_t> after_shape = types::local_shape(mesh, ctx.after, shape);
  // Where my blocks start in the global array, before and after.
  auto origin = [&](const ShardingType& t, const std::vector<int64_t>& local) {
    const auto coords = mesh.coordinates(me);
    std::vector<int64_t> o;
    for (int i = 0; i < t.rank(); ++i) o.push_back(types::block_index(mesh, t, i, coords) * local[i]);
    return o;
  };
  const std::vector<int64_t> in_origin = origin(ctx.before, in.shape), out_origin = origin(ctx.after, after_shape);
  auto extent_of = [](const redistribute::GlobalBox& box) {
    std::vector<int64_t> e;
    for (const auto& [lo, hi] : box) e.push_back(hi - lo);
    return e;
  };
  auto start_in = [](const redistribute::GlobalBox& box, const std::vector<int64_t>& o) {
    std::vector<int64_t> st;
    for (size_t i = 0; i < box.size(); ++i) st.push_back(box[i].first - o[i]);
    return st;
  };
  // What I send: every receiver computes its pieces by the same owner rule, so I walk the
  // receivers and keep the pieces I own (each receiver gets at most one piece from me).
  std::vector<Shard> outgoing;
  std::vector<int> to;
  for (int64_t r = 0; r < mesh.num_devices(); ++r) {
    if (r == me) continue;
    for (const ExchangePiece& p : redistribute::exchange_receives(mesh, shape, ctx.before, ctx.after, r)) {
      if (p.owner != me) continue;
      Shard piece{in.dtype, extent_of(p.box), {}};
      piece.data.resize(static_cast<size_t>(piece.num_elements() * piece.element_size()));
      copy_box(in, start_in(p.box, in_origin), piece, std::vector<int64_t>(p.box.size(), 0), piece.shape);
      outgoing.push_back(std::move(piece));
      to.push_back(static_cast<int>(r));
    }
  }
  std::vector<Communicator::Message> sends;
  for (size_t k = 0; k < outgoing.size(); ++k) sends.push_back({to[k], outgoing[k].data});
  const std::vector<ExchangePiece> incoming = redistribute::exchange_receives(mesh, shape, ctx.before, ctx.after, me);
  std::vector<int> from;
  for (const ExchangePiece& p : incoming) from.push_back(static_cast<int>(p.owner));
  std::vector<Bytes> got = comm.exchange(sends, from);
  // Assemble: padding everywhere, then what I keep, then what I received.
  Shard out = Shard::filled(in.dtype, after_shape, kPadValue);
  const redistribute::GlobalBox kept =
      redistribute::box_meet(redistribute::held_box(mesh, ctx.after, shape, me), redistribute::held_box(mesh, ctx.before, shape, me));
  if (redistribute::box_volume(kept) > 0)
    copy_box(in, start_in(kept, in_origin), out, start_in(kept, out_origin), extent_of(kept));
  for (size_t k = 0; k < incoming.size(); ++k) {
    const Shard piece = as_shard(in, extent_of(incoming[k].box), std::move(got[k]), incoming[k].owner);
    copy_box(piece, std::vector<int64_t>(piece.shape.size(), 0), out, start_in(incoming[k].box, out_origin),
             piece.shape);
  }
  return out;
}

Shard execute_collective(Communicator& comm, const StepContext& ctx, const Collective& op, const Shard& in) {
  switch (op.kind) {
    case CollectiveKind::exchange: return exchange(comm, ctx, op, in);
    case CollectiveKind::all_slice: return all_slice(comm, ctx, op, in);
    case CollectiveKind::all_gather: return all_gather(comm, ctx, op, in);
    case CollectiveKind::all_to_all: return all_to_all(comm, ctx, op, in);
    case CollectiveKind::collective_permute: return collective_permute(comm, ctx, op, in);
    case CollectiveKind::reduce_scatter: return reduce_scatter(comm, ctx, op, in);
    case CollectiveKind::all_reduce: return all_reduce(comm, ctx, op, in);
  }
  throw std::logic_error("execute_collective: unknown collective");
}

// ---- running plans ----------------------------------------------------------------------------

namespace {

// Per-device results an mpi rank sends to rank 0: counters then the shard's bytes.
Bytes pack_counters(const std::vector<int64_t>& values) {
  Bytes b(values.size() * sizeof(int64_t));
  std::memcpy(b.data(), values.data(), b.size());
  return b;
}
std::vector<int64_t> unpack_counters(const Bytes& b) {
  std::vector<int64_t> v(b.size() / sizeof(int64_t));
  std::memcpy(v.data(), b.data(), v.size() * sizeof(int64_t));
  return v;
}

RunResult run_plan_with(const redistribute::Plan& plan, const std::function<Shard(int64_t)>& source_of,
                        Backend backend) {
  const types::Mesh& mesh = plan.mesh;
  const std::vector<int64_t>& shape = plan.tensor.shape;
  const int64_t n = mesh.num_devices();
  const size_t steps = plan.steps.size();

  // The types along the plan are the same on every device: compute them once.
  std::vector<ShardingType> types_along;
  types_along.push_back(types::canonicalize(mesh, types::resolve(mesh, plan.source, static_cast<int>(shape.size()))));
  for (size_t k = 0; k < steps; ++k) {
    try {
      types_along.push_back(executed_type(mesh, shape, types_along.back(), plan.steps[k].op));
    } catch (const std::exception& e) {
      throw std::invalid_argument(
          fmt::format("step {}: {}: {}", k + 1, redistribute::describe(mesh, plan.steps[k].op), e.what()));
    }
  }

  RunResult result;
  result.final_type = types_along.back();
  result.shards.resize(static_cast<size_t>(n));
  result.sent_bytes.assign(static_cast<size_t>(n), 0);
  result.received_bytes.assign(static_cast<size_t>(n), 0);
  result.step_sent_bytes.assign(steps, std::vector<int64_t>(static_cast<size_t>(n), 0));
  result.step_received_bytes.assign(steps, std::vector<int64_t>(static_cast<size_t>(n), 0));
  std::vector<double> seconds(static_cast<size_t>(n), 0.0);
  const std::vector<int64_t> source_shape = types::local_shape(mesh, types_along.front(), shape);

  run_spmd(backend, static_cast<int>(n), [&](Communicator& comm) {
    const auto d = static_cast<size_t>(comm.rank());
    Shard cur = source_of(comm.rank());
    if (cur.shape != source_shape)
      throw std::invalid_argument(fmt::format("device {}: source shard has shape {}, the source type needs {}", d,
                                              fmt::join(cur.shape, "x"), fmt::join(source_shape, "x")));
    comm.barrier();
    const auto start = std::chrono::steady_clock::now();
    // No barrier between steps: messages between two devices stay in order, so a device
    // that runs ahead only queues its next step's messages behind this step's.
    for (size_t k = 0; k < steps; ++k) {
      const int64_t sent0 = comm.bytes_sent(), recv0 = comm.bytes_received();
      const StepContext ctx{mesh, shape, types_along[k], types_along[k + 1]};
      try {
        cur = execute_collective(comm, ctx, plan.steps[k].op, cur);
      } catch (const BackendUnavailable&) {
        throw;
      } catch (const std::exception& e) {
        throw std::runtime_error(fmt::format("step {}: {} on device {}: {}", k + 1,
                                             redistribute::describe(mesh, plan.steps[k].op), d, e.what()));
      }
      result.step_sent_bytes[k][d] = comm.bytes_sent() - sent0;
      result.step_received_bytes[k][d] = comm.bytes_received() - recv0;
    }
    seconds[d] = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    result.sent_bytes[d] = comm.bytes_sent();
    result.received_bytes[d] = comm.bytes_received();
    if (backend != Backend::mpi || n == 1) {
      result.shards[d] = std::move(cur);
      return;
    }
    // mpi: rank 0 collects what the other processes measured and hold.
    if (d != 0) {
      std::vector<int64_t> counters{result.sent_bytes[d], result.received_bytes[d],
                                    static_cast<int64_t>(seconds[d] * 1e9)};
      for (size_t k = 0; k < steps; ++k) counters.push_back(result.step_sent_bytes[k][d]);
      for (size_t k = 0; k < steps; ++k) counters.push_back(result.step_received_bytes[k][d]);
      counters.insert(counters.end(), cur.shape.begin(), cur.shape.end());
      comm.send(pack_counters(counters), 0);
      comm.send(cur.data, 0);
      result.shards[d] = std::move(cur);
      result.complete = false;
      return;
    }
    result.shards[0] = std::move(cur);
    for (int64_t r = 1; r < n; ++r) {
      const std::vector<int64_t> c = unpack_counters(comm.recv(static_cast<int>(r)));
      const auto rr = static_cast<size_t>(r);
      result.sent_bytes[rr] = c[0];
      result.received_bytes[rr] = c[1];
      seconds[rr] = static_cast<double>(c[2]) * 1e-9;
      for (size_t k = 0; k < steps; ++k) result.step_sent_bytes[k][rr] = c[3 + k];
      for (size_t k = 0; k < steps; ++k) result.step_received_bytes[k][rr] = c[3 + steps + k];
      result.shards[rr].dtype = plan.tensor.dtype;
      result.shards[rr].shape.assign(c.begin() + static_cast<long>(3 + 2 * steps), c.end());
      result.shards[rr].data = comm.recv(static_cast<int>(r));
    }
  });
  result.seconds = *std::max_element(seconds.begin(), seconds.end());
  return result;
}

}  // namespace

RunResult run_plan(const redistribute::Plan& plan, const std::vector<Shard>& sources, Backend backend) {
  if (static_cast<int64_t>(sources.size()) != plan.mesh.num_devices())
    throw std::invalid_argument(
        fmt::format("run_plan: {} source shards for {} devices", sources.size(), plan.mesh.num_devices()));
  return run_plan_with(plan, [&](int64_t d) { return sources[static_cast<size_t>(d)]; }, backend);
}

ExecutionReport execute_plan(const redistribute::Plan& plan, const ExecuteOptions& options) {
  ExecutionReport report;
  report.backend = options.backend;
  report.devices = plan.mesh.num_devices();
  const GlobalArray global = random_global_array(plan.tensor, options.seed);
  RunResult run;
  try {
    run = run_plan_with(
        plan, [&](int64_t d) { return make_source_shard(plan.mesh, plan.source, global, d, options.seed); },
        options.backend);
  } catch (const BackendUnavailable&) {
    throw;  // not a verdict about the plan: the caller decides (a test skips)
  } catch (const std::exception& e) {
    report.error = e.what();
    return report;
  }
  report.sent_bytes = run.sent_bytes;
  report.received_bytes = run.received_bytes;
  for (const auto& step : run.step_received_bytes)
    report.step_max_received_bytes.push_back(step.empty() ? 0 : *std::max_element(step.begin(), step.end()));
  report.max_received_bytes =
      run.received_bytes.empty() ? 0 : *std::max_element(run.received_bytes.begin(), run.received_bytes.end());
  report.seconds = run.seconds;
  report.complete = run.complete;
  if (!run.complete) return report;
  report.mismatch = check_shards(plan.mesh, plan.target, global, run.shards);
  report.bit_exact = !report.mismatch;
  return report;
}

std::string describe(const ExecutionReport& report) {
  if (!report.error.empty()) return fmt::format("not executed: {}", report.error);
  if (!report.complete) return "this rank's part ran; rank 0 holds the verdict";
  const std::string where = fmt::format("{} devices ({})", report.devices, to_string(report.backend));
  if (report.mismatch) return fmt::format("NOT bit-exact on {}: {}", where, describe(*report.mismatch));
  return fmt::format("bit-exact on {}, at most {} bytes received per device, {:.3f} ms", where,
                     report.max_received_bytes, report.seconds * 1e3);
}

}  // namespace shardproof::exec
