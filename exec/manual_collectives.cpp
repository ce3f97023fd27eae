#include "exec/manual_collectives.h"

#include <fmt/format.h>

#include <cstring>
#include <stdexcept>

#include "exec/local_collectives.h"
#include "exec/shard.h"

namespace shardproof::exec {

using partition::HostBuffer;
using partition::Op;
using partition::OpKind;

namespace {

Shard as_shard(const HostBuffer& b) { return Shard{b.dtype, b.shape, b.data}; }
HostBuffer as_buffer(Shard s) { return HostBuffer{s.dtype, std::move(s.shape), std::move(s.data)}; }

// The members of this device's replica group, in group order (every device when the op
// names no groups).
std::vector<int64_t> my_group(const Op& op, int rank, int size) {
  for (const auto& g : op.collective.replica_groups)
    for (int64_t d : g)
      if (d == rank) return g;
  if (op.collective.replica_groups.empty()) {
    std::vector<int64_t> all(static_cast<size_t>(size));
    for (int i = 0; i < size; ++i) all[static_cast<size_t>(i)] = i;
    return all;
  }
  return {rank};
}

// Sends piece q to member q (not to itself) and receives one piece from each other member;
// returns the pieces by member, this device's own in its place.
std::vector<Bytes> exchange_pieces(Communicator& comm, const std::vector<int64_t>& members, const std::vector<Bytes>& pieces) {
  std::vector<Communicator::Message> sends;
  std::vector<int> from;
  size_t me = 0;
  for (size_t q = 0; q < members.size(); ++q) {
    if (members[q] == comm.rank()) {
      me = q;
      continue;
    }
    sends.push_back({static_cast<int>(members[q]), pieces[q]});
    from.push_back(static_cast<int>(members[q]));
  }
  std::vector<Bytes> got = comm.exchange(sends, from);
  std::vector<Bytes> out(members.size());
  for (size_t q = 0, k = 0; q < members.size(); ++q) out[q] = q == me ? pieces[q] : std::move(got[k++]);
  return out;
}

void (*combine_of(partition::ReducerKind r))(types::DType, std::span<std::byte>, std::span<const std::byte>) {
  if (r == partition::ReducerKind::add) return add_into;
  throw std::runtime_error(fmt::format("a shard_map collective reducing with {}", partition::reducer_name(r)));
}

}  // namespace

HostBuffer run_manual_collective(Communicator& comm, const partition::Program& program, const Op& op,
                                 const HostBuffer& in) {
  const types::TensorType& result = program.value(op.results.at(0)).type;
  const std::vector<int64_t> members = my_group(op, comm.rank(), comm.size());
  const auto g = static_cast<int64_t>(members.size());
  const int dim = static_cast<int>(op.collective.dim);
  switch (op.kind) {
    case OpKind::all_reduce: {
      std::vector<Bytes> all = exchange_pieces(comm, members, std::vector<Bytes>(members.size(), in.data));
      HostBuffer out{in.dtype, in.shape, std::move(all[0])};
      for (size_t q = 1; q < all.size(); ++q) combine_of(op.reducer)(in.dtype, out.data, all[q]);
      return out;
    }
    case OpKind::all_gather: {
      std::vector<Bytes> all = exchange_pieces(comm, members, std::vector<Bytes>(members.size(), in.data));
      Shard out = Shard::filled(in.dtype, result.shape, 0);
      for (int64_t q = 0; q < g; ++q)
        place_dim(out, Shard{in.dtype, in.shape, std::move(all[static_cast<size_t>(q)])}, dim, q * in.shape[static_cast<size_t>(dim)]);
      return as_buffer(std::move(out));
    }
    case OpKind::reduce_scatter: {
      const int64_t b = result.shape[static_cast<size_t>(dim)];
      std::vector<Bytes> pieces;
      for (int64_t q = 0; q < g; ++q) pieces.push_back(slice_dim(as_shard(in), dim, q * b, b).data);
      std::vector<Bytes> got = exchange_pieces(comm, members, pieces);
      HostBuffer out{in.dtype, result.shape, std::move(got[0])};
      for (size_t q = 1; q < got.size(); ++q) combine_of(op.reducer)(in.dtype, out.data, got[q]);
      return out;
    }
    case OpKind::all_to_all: {
      const int split = static_cast<int>(op.collective.dim), concat = static_cast<int>(op.collective.concat_dim);
      const int64_t b = in.shape[static_cast<size_t>(split)] / g;
      std::vector<Bytes> pieces;
      std::vector<int64_t> piece_shape = in.shape;
      piece_shape[static_cast<size_t>(split)] = b;
      for (int64_t q = 0; q < g; ++q) pieces.push_back(slice_dim(as_shard(in), split, q * b, b).data);
      std::vector<Bytes> got = exchange_pieces(comm, members, pieces);
      Shard out = Shard::filled(in.dtype, result.shape, 0);
      for (int64_t q = 0; q < g; ++q)
        place_dim(out, Shard{in.dtype, piece_shape, std::move(got[static_cast<size_t>(q)])}, concat,
                  q * piece_shape[static_cast<size_t>(concat)]);
      return as_buffer(std::move(out));
    }
    case OpKind::collective_permute: {
      std::vector<Communicator::Message> sends;
      std::vector<int> from;
      bool self = false;
      for (const auto& [s, t] : op.collective.source_target_pairs) {
        if (s == comm.rank() && t == comm.rank()) self = true;
        else if (s == comm.rank()) sends.push_back({static_cast<int>(t), in.data});
        else if (t == comm.rank()) from.push_back(static_cast<int>(s));
      }
      std::vector<Bytes> got = comm.exchange(sends, from);
      HostBuffer out = HostBuffer::zeros(in.dtype, result.shape);
      if (self) out.data = in.data;
      if (!got.empty()) out.data = std::move(got[0]);
      return out;
    }
    default: break;
  }
  throw std::logic_error(fmt::format("{} is not a collective", partition::op_name(op.kind)));
}

}  // namespace shardproof::exec
