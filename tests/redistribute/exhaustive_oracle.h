// \file The test oracle for synthesis: an exhaustive search written independently of the
// synthesizer's encoding. States are ShardingTypes (keyed by their text), edges every
// collective the public type rule accepts, costs the public cost function. It explores
// the whole reachable space (no early exit) and returns the optimum to every state.
//
//   oracle_optimum(mesh x2 y2, 8x8, [{"x"},{}], [{},{"x"}]) -> one all_to_all's time
#pragma once

#include <map>
#include <optional>
#include <queue>
#include <string>
#include <vector>

#include "redistribute/atoms.h"
#include "redistribute/collective.h"
#include "redistribute/topology.h"
#include "types/sharding_type.h"

namespace shardproof::testing {

struct OracleResult {
  bool reachable = false;
  double time_s = 0;
  int64_t bytes = 0;
  int64_t min_peak_bytes = 0;  // smallest largest-shard over all plans (any bound)
  int64_t states = 0;
};

namespace oracle_detail {
using redistribute::Collective;
using types::AxisRef;
using types::ShardingType;

// Every ordered selection (non-empty) of the given parts.
inline void ordered_selections(const std::vector<AxisRef>& parts, std::vector<AxisRef>& current,
                               std::vector<bool>& used, std::vector<std::vector<AxisRef>>& out) {
  if (!current.empty()) out.push_back(current);
  for (size_t i = 0; i < parts.size(); ++i) {
    if (used[i]) continue;
    used[i] = true;
    current.push_back(parts[i]);
    ordered_selections(parts, current, used, out);
    current.pop_back();
    used[i] = false;
  }
}

// Every type over `parts` with a chosen unreduced set (all assignments of parts to
// ordered dimension lists or replicated).
inline void all_types(const std::vector<AxisRef>& parts, size_t index, ShardingType& current,
                      std::vector<ShardingType>& out) {
  if (index == parts.size()) {
    out.push_back(current);
    return;
  }
  all_types(parts, index + 1, current, out);  // replicated
  for (auto& dim : current.dims) {
    for (size_t pos = 0; pos <= dim.axes.size(); ++pos) {
      dim.axes.insert(dim.axes.begin() + static_cast<long>(pos), parts[index]);
      all_types(parts, index + 1, current, out);
      dim.axes.erase(dim.axes.begin() + static_cast<long>(pos));
    }
  }
}
// Every collective the oracle tries from `cur` (those the type rule rejects included):
// slices of free parts, gathers and all-to-alls of dimension suffixes, reductions of the
// unreduced parts, permutes to every type over `parts` (`everything`, all_types of them),
// and, with `allow_exchange`, the exchange straight to `target`.
inline std::vector<Collective> oracle_candidates(const types::Mesh& mesh, const types::TensorType& tensor,
                                                 const ShardingType& cur, const ShardingType& target,
                                                 const std::vector<AxisRef>& parts,
                                                 const std::vector<ShardingType>& everything, bool allow_exchange) {
  std::vector<Collective> candidates;
  std::vector<AxisRef> free_parts, unreduced_parts;
  for (const auto& p : parts) {
    bool used = false;
    for (const auto& u : types::used_axes(cur)) used = used || types::axis_refs_overlap(mesh, p, u);
    if (!used) free_parts.push_back(p);
  }
  for (const auto& p : parts)
    for (const auto& u : cur.unreduced)
      if (types::axis_refs_overlap(mesh, p, u)) unreduced_parts.push_back(p);
  for (int i = 0; i < tensor.rank(); ++i) {
    {
      std::vector<std::vector<AxisRef>> runs;
      std::vector<AxisRef> current;
      std::vector<bool> used(free_parts.size(), false);
      ordered_selections(free_parts, current, used, runs);
      for (const auto& run : runs) candidates.push_back(Collective::all_slice(i, run));
    }
    // Gathers of every suffix of the dimension, split into parts.
    std::vector<AxisRef> dim_parts;
    for (const auto& a : cur.dims[i].axes)
      for (const auto& p : parts)
        if (p.name == a.name && p.pre >= a.pre && p.pre * p.size <= a.pre * a.size) dim_parts.push_back(p);
    std::sort(dim_parts.begin(), dim_parts.end(), [&](const AxisRef& a, const AxisRef& b) {
      // order within the dimension: by position of the owning entry, then major first
      auto pos = [&](const AxisRef& p) {
        for (size_t e = 0; e < cur.dims[i].axes.size(); ++e) {
          const auto& a2 = cur.dims[i].axes[e];
          if (p.name == a2.name && p.pre >= a2.pre && p.pre * p.size <= a2.pre * a2.size)
            return std::pair<size_t, int64_t>{e, p.pre};
        }
        return std::pair<size_t, int64_t>{99, 0};
      };
      return pos(a) < pos(b);
    });
    for (size_t len = 1; len <= dim_parts.size(); ++len) {
      std::vector<AxisRef> suffix(dim_parts.end() - static_cast<long>(len), dim_parts.end());
      candidates.push_back(Collective::all_gather(i, suffix));
      for (int j = 0; j < tensor.rank(); ++j)
        if (j != i) candidates.push_back(Collective::all_to_all(suffix, i, j));
    }
    std::vector<std::vector<AxisRef>> selections;
    std::vector<AxisRef> current;
    std::vector<bool> used(unreduced_parts.size(), false);
    ordered_selections(unreduced_parts, current, used, selections);
    for (const auto& sel : selections) candidates.push_back(Collective::reduce_scatter(i, sel));
    if (i == 0)
      for (const auto& sel : selections) candidates.push_back(Collective::all_reduce(sel));
  }
  for (const auto& t : everything) {
    ShardingType with_unreduced = t;
    with_unreduced.unreduced = cur.unreduced;
    candidates.push_back(Collective::collective_permute(with_unreduced));
  }
  // The exchange, straight to the destination (the synthesizer's space: see
  // synthesize.h; an exchange to an intermediate type is not searched by either).
  if (allow_exchange) candidates.push_back(Collective::exchange(target));
  return candidates;
}
}  // namespace oracle_detail

// The parts the oracle searches over to match the synthesizer's search: the atoms of the
// canonical types (so "x":(1)2,"x":(2)2 is the axis x) plus every whole axis neither type mentions — or, when the synthesizer
// splits axes into prime factors (up to SynthesisOptions::max_split_atoms parts), every
// prime-factor part of every axis.
inline std::vector<types::AxisRef> oracle_parts(const types::Mesh& mesh, const types::ShardingType& a_in,
                                                const types::ShardingType& b_in, bool split_axes) {
  const int rank = a_in.rank();
  const auto a = types::canonicalize(mesh, types::resolve(mesh, a_in, rank));
  const auto b = types::canonicalize(mesh, types::resolve(mesh, b_in, rank));
  redistribute::AtomSet split(mesh, {&a, &b}, /*all_axes=*/true, /*split_primes=*/true);
  if (split_axes) {
    std::vector<types::AxisRef> parts;
    for (const auto& atom : split.atoms()) parts.push_back(atom.ref);
    return parts;
  }
  const redistribute::AtomSet atoms(mesh, {&a, &b});
  std::vector<types::AxisRef> parts;
  for (const auto& atom : atoms.atoms()) parts.push_back(atom.ref);
  for (const auto& axis : mesh.axes()) {
    bool mentioned = false;
    for (const auto& atom : atoms.atoms()) mentioned = mentioned || atom.ref.name == axis.name;
    if (!mentioned && axis.size > 1) parts.push_back(types::resolve_axis_ref(mesh, types::AxisRef::whole(axis.name)));
  }
  return parts;
}

// `parts`: the axis parts the search may use (the problem's atoms plus, optionally, the
// whole axes no type mentions). Memory bound: states above `bound` are not entered.
// Without `allow_exchange`, plans of the six collectives only.
inline OracleResult oracle_optimum(const types::Mesh& mesh, const types::TensorType& tensor,
                                   const types::ShardingType& source_in, const types::ShardingType& target_in,
                                   const redistribute::Topology& topology, int64_t bound,
                                   const std::vector<types::AxisRef>& parts, bool allow_exchange = true) {
  using namespace oracle_detail;
  using redistribute::apply_type_rule;
  const ShardingType source = types::canonicalize(mesh, types::resolve(mesh, source_in, tensor.rank()));
  const ShardingType target = types::canonicalize(mesh, types::resolve(mesh, target_in, tensor.rank()));
  const auto key = [&](const ShardingType& t) { return types::to_string(mesh, types::canonicalize(mesh, t)); };
  struct Best {
    double time;
    int64_t bytes;
    int64_t peak;
  };
  std::map<std::string, Best> best;
  std::map<std::string, ShardingType> types_by_key;
  using Entry = std::pair<std::pair<double, int64_t>, std::string>;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<>> queue;
  const ShardingType start = types::canonicalize(mesh, source);
  best[key(start)] = {0, 0, types::local_bytes(mesh, start, tensor)};
  types_by_key[key(start)] = start;
  queue.push({{0, 0}, key(start)});
  std::map<std::string, bool> done;
  // Every permute target: all types over the parts, same unreduced set; filtered by rule.
  std::vector<ShardingType> everything;
  {
    ShardingType empty = ShardingType::fully_replicated(tensor.rank());
    all_types(parts, 0, empty, everything);
  }
  while (!queue.empty()) {
    auto [cost, k] = queue.top();
    queue.pop();
    if (done[k]) continue;
    done[k] = true;
    const ShardingType cur = types_by_key[k];
    const Best here = best[k];
    const std::vector<Collective> candidates = oracle_candidates(mesh, tensor, cur, target, parts, everything, allow_exchange);
    for (const auto& op : candidates) {
      auto rule = apply_type_rule(mesh, tensor.shape, cur, op);
      if (!rule.after) continue;
      // The destination's partial sums must survive.
      if (!types::subtract_axes(mesh, rule.after->unreduced, target.unreduced)) continue;
      const int64_t bytes = types::local_bytes(mesh, *rule.after, tensor);
      if (bytes > bound) continue;
      auto c = redistribute::collective_cost(mesh, tensor, cur, *rule.after, op, topology);
      Best next{here.time + c.time_s, here.bytes + c.recv_bytes, std::max(here.peak, bytes)};
      std::string nk = key(*rule.after);
      auto it = best.find(nk);
      if (it != best.end() && (done[nk] || std::pair{it->second.time, it->second.bytes} <= std::pair{next.time, next.bytes}))
        continue;
      best[nk] = next;
      types_by_key[nk] = *rule.after;
      queue.push({{next.time, next.bytes}, nk});
    }
  }
  OracleResult r;
  r.states = static_cast<int64_t>(best.size());
  auto it = best.find(key(target));
  if (it == best.end()) return r;
  r.reachable = true;
  r.time_s = it->second.time;
  r.bytes = it->second.bytes;
  return r;
}

}  // namespace shardproof::testing
