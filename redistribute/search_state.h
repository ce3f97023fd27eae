// \file What the redistribution synthesizer's A* search (synthesize.cpp) works on: a type
// encoded over the mesh's atoms (State, hashed into an open-addressing StateTable), the cost
// of a path summed per topology level (Cost), and the edges and nodes of the search graph.
// The limits that bound the search (atoms, rank, exchange peers and budgets) are here too.
//
//   [{"x"}, {}] on x=2,y=4 (atoms x and y; an axis is cut into more atoms only where the two
//     types name its sub-axes): code {0x00, 0xFF}: x splits dimension 0 first, y replicated
//   the same with y unreduced: code {0x00, 0xFE}
//   an all_gather of dimension 0's minor atom: Edge{all_gather, dim 0, 1 atom, {x}}
//
// Internal to redistribute/ (included by synthesize.cpp alone).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <string>
#include <unordered_map>
#include <vector>

#include "redistribute/collective.h"
#include "redistribute/exchange.h"
#include "redistribute/topology.h"

namespace shardproof::redistribute::search_state {

constexpr int kMaxAtoms = 16;
constexpr int kMaxRank = 14;
constexpr uint8_t kReplicated = 0xFF;
constexpr uint8_t kUnreduced = 0xFE;
// The exchange is a search restriction beyond these: one with more than kMaxExchangePeers
// peers on some device (64 latencies and more, on meshes where a ring collective pays
// log-many or g-1 in one group) is not considered; its bound samples this many devices.
constexpr int64_t kMaxExchangePeers = 64;
constexpr int64_t kExchangeSampleDevices = 64;
constexpr size_t kMaxSamples = kExchangeSampleDevices;
// And on meshes of more than kExchangeBudgetDevices devices, exchanges are priced from at
// most kExchangeBudget states per search (the first expanded, in A*'s order), and
// above kExchangeLargeMesh devices from kExchangeBudgetLarge.
constexpr int64_t kExchangeBudgetDevices = 16;
constexpr int kExchangeBudget = 8;
constexpr int64_t kExchangeLargeMesh = 512;  // above it, 2 states
constexpr int kExchangeBudgetLarge = 2;
// Bytes the A* bound leaves out of a pending reduction's share: the reduction prices round
// each sub-step's bytes down (at most 9 sub-steps of a P² program over 4 levels).
constexpr double kReductionRoundingBytes = 16;
// The A* bound's classes (devices that differ only in the atoms of the fastest level) of
// more devices than this are not used.
constexpr size_t kMaxClass = 256;

// A type over the atoms: for each atom, 0xFF replicated, 0xFE unreduced, or
// (dimension << 4 | position within the dimension, major first).
struct State {
  std::array<uint8_t, kMaxAtoms> code;
  bool operator==(const State& o) const {
    uint64_t a[2], b[2];
    std::memcpy(a, code.data(), 16);
    std::memcpy(b, o.code.data(), 16);
    return a[0] == b[0] && a[1] == b[1];
  }
};

struct StateHash {
  // splitmix64's finalizer over both halves: every input bit reaches the low bits that
  // the open-addressing table masks.
  static uint64_t mix(uint64_t x) {
    x ^= x >> 30;
    x *= 0xBF58476D1CE4E5B9ull;
    x ^= x >> 27;
    x *= 0x94D049BB133111EBull;
    return x ^ (x >> 31);
  }
  size_t operator()(const State& s) const {
    uint64_t a, b;
    std::memcpy(&a, s.code.data(), 8);
    std::memcpy(&b, s.code.data() + 8, 8);
    return mix(a ^ mix(b + 0x9E3779B97F4A7C15ull));
  }
};

// Lexicographic cost: modeled time, then whether it uses an exchange (the collectives win
// ties: "many small messages are not free" beyond what the model prices), then bytes
// received, then number of steps. The time is
// kept as exact integers per topology level (latencies paid, bytes received) and evaluated
// from them, so that plans that pay the same (a reduce_scatter plus an all_gather against
// one all_reduce) tie exactly and the tie-breaks decide, instead of rounding.
constexpr int kMaxLevels = 4;
struct Cost {
  std::array<int64_t, kMaxLevels> hops{};
  std::array<int64_t, kMaxLevels> level_bytes{};
  double time = 0;
  int32_t exchanges = 0;  // an exchange is picked only when it is strictly faster
  int64_t bytes = 0;
  int32_t steps = 0;
};

inline Cost add(const Cost& a, const Cost& b, const Topology& topology) {
  Cost c;
  c.time = 0;
  for (size_t l = 0; l < topology.levels.size(); ++l) {
    c.hops[l] = a.hops[l] + b.hops[l];
    c.level_bytes[l] = a.level_bytes[l] + b.level_bytes[l];
    c.time += static_cast<double>(c.hops[l]) * topology.levels[l].latency_s +
              static_cast<double>(c.level_bytes[l]) / topology.levels[l].bandwidth_bytes_per_s;
  }
  c.bytes = a.bytes + b.bytes;
  c.steps = a.steps + b.steps;
  c.exchanges = a.exchanges + b.exchanges;
  return c;
}

inline Cost step_of(const CollectiveCost& c) {
  Cost s;
  s.hops[c.level] = c.latency_hops;
  s.level_bytes[c.level] = c.recv_bytes;
  s.time = c.time_s;
  s.bytes = c.recv_bytes;
  s.steps = 1;
  return s;
}

// Open-addressing table from State to a slot in a vector of nodes: the search's hot path
// is "find or insert this state", and std::unordered_map's node allocations dominated it.
// Each bucket also keeps a summary of its value (the search's settled flag and time so
// far), so that the common case, an edge to a settled or clearly cheaper state, reads one
// cache line and not the node too.
template <typename Value>
class StateTable {
 public:
  struct Summary {
    double time = 0;
    bool done = false;
  };
  struct Entry {
    Value* value;
    bool inserted;
    Summary* summary;  // valid until the next insertion
  };
  StateTable() { clear(); }
  void clear() {
    buckets_.assign(512, Bucket{});
    values_.clear();
  }
  size_t size() const { return values_.size(); }
  Entry find_or_insert(const State& s) {
    if (values_.size() * 2 >= buckets_.size()) grow();
    Bucket& b = buckets_[probe(s)];
    if (b.slot >= 0) return {&values_[static_cast<size_t>(b.slot)], false, &b.summary};
    b.key = s;
    b.slot = static_cast<int32_t>(values_.size());
    values_.emplace_back();
    return {&values_.back(), true, &b.summary};
  }
  Value* find(const State& s) {
    const Bucket& b = buckets_[probe(s)];
    return b.slot >= 0 ? &values_[static_cast<size_t>(b.slot)] : nullptr;
  }
  const Value* find(const State& s) const { return const_cast<StateTable*>(this)->find(s); }
  Summary* summary(const State& s) {
    Bucket& b = buckets_[probe(s)];
    return b.slot >= 0 ? &b.summary : nullptr;
  }

 private:
  // Key, slot and summary side by side: 32 bytes, two buckets per cache line.
  struct Bucket {
    State key{};
    int32_t slot = -1;
    Summary summary;
  };
  size_t probe(const State& s) const {
    const size_t mask = buckets_.size() - 1;
    size_t i = StateHash()(s) & mask;
    while (buckets_[i].slot >= 0 && !(buckets_[i].key == s)) i = (i + 1) & mask;
    return i;
  }
  void grow() {
    std::vector<Bucket> old(buckets_.size() * 2);
    old.swap(buckets_);
    for (const Bucket& b : old)
      if (b.slot >= 0) buckets_[probe(b.key)] = b;
  }
  std::vector<Bucket> buckets_;
  std::vector<Value> values_;
};

// Exchange traffic already priced in this synthesis, by the type it starts from (the
// destination is fixed): the searches of one synthesis (over whole and split axes, with
// level and flat prices) often price the same states, and each pricing walks every device.
// Only time is saved: the searches still count every pricing against their budgets.
using ExchangeMemo = std::unordered_map<std::string, ExchangeTraffic>;

// One edge: enough to rebuild the Collective.
struct Edge {
  CollectiveKind kind = CollectiveKind::all_slice;
  int8_t dim = -1, to_dim = -1;
  uint8_t num_atoms = 0;
  std::array<uint8_t, kMaxAtoms> atoms{};
};

struct Node {
  Cost cost;
  int64_t peak = 0;  // largest local shard on the way (for the bound-raising search)
  // The lower bound on the rest of the way (the A* heuristic, see remaining_time; 0 in the
  // bound-raising search, which orders by peak first).
  double remaining = 0;
  bool slow_bound = false;  // `remaining` was computed with the collectives-only prices
  int64_t exchange_peers = 0;  // sampled, where an exchange may be priced (a tie-break)
  // Some sampled device still lacks elements of its destination block: an exchange from
  // here has at least one peer. Where none does, an exchange may have none and be free
  // (the state already holds every destination block, only the type differs).
  bool lacks = true;
  State parent{};
  Edge edge;
  bool has_parent = false;
  bool done = false;
};

}  // namespace shardproof::redistribute::search_state
