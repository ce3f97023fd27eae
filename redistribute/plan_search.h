// \file The A* search of one synthesis (synthesize.h states the search space and its order):
// from a source State to a target State over the edges of every collective (for_each_edge:
// slices, gathers and all_to_alls, reductions and reduce_scatters, the exchange, permutes),
// each edge priced by the cost model at the topology level its group spans, ordered by the
// lower bound of the rest of the way (lower_bound: what a sample of devices still lacks and
// the reductions left), with the memory bound max(source, target) on every state, or the
// bound-raising search that orders by peak first.
//
//   Search s(mesh, tensor, atoms, topology, 0, true, false, memo);
//   s.run(s.encode(source), s.encode(target), bound, false, limit, &stats) == Outcome::found
//   then the path is read back through node(state).parent and node(state).edge (synthesize.cpp)
//
// Internal to redistribute/ (included by synthesize.cpp alone).
#pragma once

#include <algorithm>
#include <array>
#include <cstring>
#include <limits>
#include <queue>
#include <tuple>
#include <unordered_map>

#include "redistribute/atoms.h"
#include "redistribute/exchange.h"
#include "redistribute/hierarchical.h"
#include "redistribute/search_state.h"

namespace shardproof::redistribute::search_state {

using types::AxisRef;
using types::Mesh;
using types::ShardingType;

class Search {
 public:
  Search(const Mesh& mesh, const types::TensorType& tensor, const AtomSet& atoms, const Topology& topology,
         uint32_t keep_unreduced_mask, bool allow_exchange, bool hierarchical_reductions, ExchangeMemo& exchange_memo)
      : mesh_(mesh), tensor_(tensor), atoms_(atoms), topology_(topology), exchange_memo_(exchange_memo),
        keep_unreduced_(keep_unreduced_mask),
        allow_exchange_(allow_exchange), hierarchical_(hierarchical_reductions && topology.levels.size() > 1),
        rank_(tensor.rank()), elem_bytes_(types::byte_size(tensor.dtype)) {
    for (int a = 0; a < atoms_.size(); ++a) atom_size_[a] = atoms_.atoms()[a].size;
    // The levels edges can run at. A collective's group contains the group of each of
    // its atoms (and a permute's, of each atom of the axes it moves), so its level is at
    // least that of any one of them; a reduction priced as its P² program runs sub-steps
    // over classes of prime parts, at least at the level of one part. The exchange's level
    // comes from its (owner, receiver) pairs and may be any.
    // Without levels, one: the default level's.
    const int levels = static_cast<int>(topology_.levels.size());
    num_levels_ = std::max(levels, 1);
    latency_from_[0] = TopologyLevel{}.latency_s;
    bandwidth_from_[0] = TopologyLevel{}.bandwidth_bytes_per_s;
    for (int l = levels - 1; l >= 0; --l) {
      const auto& level = topology_.levels[static_cast<size_t>(l)];
      const bool last = l + 1 == levels;
      latency_from_[l] = last ? level.latency_s : std::min(latency_from_[l + 1], level.latency_s);
      bandwidth_from_[l] = last ? level.bandwidth_bytes_per_s : std::max(bandwidth_from_[l + 1], level.bandwidth_bytes_per_s);
    }
    reduction_level_.fill(-1);  // per atom on first need (prepare_reduction_levels)
    // Elements per device when every atom not summed over splits the array (the smallest
    // block any state can hold), in bytes: what a reduction's bound counts from.
    {
      double elements = 1;
      for (int i = 0; i < rank_; ++i) elements *= static_cast<double>(tensor_.shape[i]);
      smallest_block_bytes_ = elements * static_cast<double>(elem_bytes_) / static_cast<double>(mesh_.num_devices());
    }
    // The sampled devices (every k-th, as exchange_receive_bounds samples them) and the
    // digit each atom takes on each of them.
    const int64_t n = mesh_.num_devices();
    const int64_t stride = n > kExchangeSampleDevices ? (n + kExchangeSampleDevices - 1) / kExchangeSampleDevices : 1;
    for (int64_t r = 0; r < n; r += stride) {
      const std::vector<int64_t> coords = mesh_.coordinates(r);
      // types::axis_ref_coordinate's digit, from the atom's axis index (no lookup by name:
      // every sample of every search).
      for (int a = 0; a < atoms_.size(); ++a) {
        const Atom& atom = atoms_.atoms()[a];
        const int64_t minor = mesh_.axis_size(atom.mesh_axis) / (atom.ref.pre * atom.size);
        sample_digits_[a][num_samples_] = (coords[static_cast<size_t>(atom.mesh_axis)] / minor) % atom.size;
      }
      ++num_samples_;
    }
    for (int i = 0; i < rank_; ++i) empty_tensor_ = empty_tensor_ || tensor_.shape[i] == 0;
  }

  State encode(const ShardingType& type) const {
    State s;
    s.code.fill(kReplicated);
    for (int d = 0; d < type.rank(); ++d) {
      int pos = 0;
      for (const auto& ref : type.dims[d].axes)
        for (int a : atoms_.expand(ref)) s.code[a] = static_cast<uint8_t>(d << 4 | pos++);
    }
    for (const auto& ref : type.unreduced)
      for (int a : atoms_.expand(ref)) s.code[a] = kUnreduced;
    return s;
  }

  // Atoms of each dimension in order, and the replicated / unreduced atoms.
  struct Decoded {
    std::array<std::array<int8_t, kMaxAtoms>, kMaxRank> dim_atoms;
    std::array<int8_t, kMaxRank> dim_len{};
    std::array<int64_t, kMaxRank> shards{};
    std::array<int8_t, kMaxAtoms> replicated;
    int num_replicated = 0;
    std::array<int8_t, kMaxAtoms> unreduced;
    int num_unreduced = 0;
  };

  Decoded decode(const State& s) const {
    Decoded d;
    for (int i = 0; i < rank_; ++i) d.shards[i] = 1;
    for (int a = 0; a < atoms_.size(); ++a) {
      uint8_t c = s.code[a];
      if (c == kReplicated) {
        d.replicated[d.num_replicated++] = static_cast<int8_t>(a);
      } else if (c == kUnreduced) {
        d.unreduced[d.num_unreduced++] = static_cast<int8_t>(a);
      } else {
        int dim = c >> 4, pos = c & 15;
        d.dim_atoms[dim][pos] = static_cast<int8_t>(a);
        d.dim_len[dim] = static_cast<int8_t>(std::max<int>(d.dim_len[dim], pos + 1));
        d.shards[dim] *= atom_size_[a];
      }
    }
    return d;
  }

  int64_t bytes_for(const std::array<int64_t, kMaxRank>& shards) const {
    int64_t b = elem_bytes_;
    for (int i = 0; i < rank_; ++i) b *= (tensor_.shape[i] + shards[i] - 1) / shards[i];
    return b;
  }

  ShardingType to_type(const State& s) const {
    Decoded d = decode(s);
    ShardingType t = ShardingType::fully_replicated(rank_);
    for (int i = 0; i < rank_; ++i) {
      std::vector<int> run(d.dim_atoms[i].begin(), d.dim_atoms[i].begin() + d.dim_len[i]);
      t.dims[i].axes = atoms_.refs(run);
    }
    std::vector<int> un(d.unreduced.begin(), d.unreduced.begin() + d.num_unreduced);
    t.unreduced = atoms_.refs(un);
    return t;
  }

  // A reduction over atoms whose group spans topology levels is priced as the program
  // decompose_reductions will run (redistribute/hierarchical.h), estimated here from the
  // inner-first family of its grammar: reduce-scatter the k innermost level classes one
  // after another, all-reduce the rest on 1/(their product) of the data, all-gather back
  // (a reduce_scatter ends with the scattered classes, plus one permute of its result
  // across the whole group when their order is not the destination's — assumed always).
  // Padding is ignored (blocks of L/g); the plan's own time is evaluated afterwards.
  struct ReductionLevels {
    std::vector<int64_t> group;    // per class, innermost first
    std::vector<int> level;        // the level each class's groups span
    std::vector<int> rest_level;   // the level the union of classes k.. spans
  };
  const ReductionLevels& reduction_levels(uint32_t mask) {
    auto [it, inserted] = reduction_levels_.try_emplace(mask);
    if (!inserted) return it->second;
    std::vector<AxisRef> refs;
    for (int a = 0; a < atoms_.size(); ++a)
      if (mask >> a & 1) refs.push_back(atoms_.atoms()[a].ref);
    const auto classes = level_classes(mesh_, refs, topology_);
    ReductionLevels& r = it->second;
    if (classes.size() < 2) return r;
    for (size_t t = 0; t < classes.size(); ++t) {
      int64_t g = 1;
      for (const auto& ref : classes[t]) g *= types::axis_ref_size(mesh_, ref);
      r.group.push_back(g);
      r.level.push_back(topology_.level_spanning(mesh_, classes[t]));
      std::vector<AxisRef> rest;
      for (size_t u = t; u < classes.size(); ++u) rest.insert(rest.end(), classes[u].begin(), classes[u].end());
      r.rest_level.push_back(topology_.level_spanning(mesh_, rest));
    }
    return r;
  }

  Cost hierarchical_cost(CollectiveKind kind, int64_t L, uint32_t mask, const Cost& flat) {
    const ReductionLevels& r = reduction_levels(mask);
    const int m = static_cast<int>(r.group.size());
    if (m < 2 || L == 0) return flat;
    Cost best = flat;
    auto better = [&](const Cost& c) {
      if (c.time < best.time * (1 - 1e-9)) best = c;
    };
    if (kind == CollectiveKind::all_reduce) {
      for (int k = 1; k < m; ++k) {
        Cost total;
        int64_t len = L;
        std::vector<int64_t> scattered_len;
        for (int t = 0; t < k; ++t) {
          total = add(total, step_of(step_cost(CollectiveKind::reduce_scatter, len, r.group[t], r.level[t], topology_)),
                      topology_);
          len /= r.group[t];
          scattered_len.push_back(len);
        }
        int64_t rest = 1;
        for (int t = k; t < m; ++t) rest *= r.group[t];
        total = add(total, step_of(step_cost(CollectiveKind::all_reduce, len, rest, r.rest_level[k], topology_)), topology_);
        for (int t = k - 1; t >= 0; --t)
          total = add(total,
                      step_of(step_cost(CollectiveKind::all_gather, scattered_len[t], r.group[t], r.level[t], topology_)),
                      topology_);
        better(total);
      }
    } else {
      Cost total;
      int64_t len = L;
      for (int t = 0; t < m; ++t) {
        total = add(total, step_of(step_cost(CollectiveKind::reduce_scatter, len, r.group[t], r.level[t], topology_)),
                    topology_);
        len /= r.group[t];
      }
      total = add(total, step_of(step_cost(CollectiveKind::collective_permute, len, 2, r.rest_level[0], topology_)),
                  topology_);
      better(total);
    }
    return best;
  }

  int level_of_atoms(uint32_t mask) {
    int8_t& cached = atom_level_cache_[mask];
    if (cached >= 0) return cached;
    std::vector<AxisRef> refs;
    for (int a = 0; a < atoms_.size(); ++a)
      if (mask >> a & 1) refs.push_back(atoms_.atoms()[a].ref);
    cached = static_cast<int8_t>(topology_.level_spanning(mesh_, refs));
    return cached;
  }

  // What the sampled devices still lack of their destination blocks at a state (elements
  // of the destination block outside the block held, the largest over the sample), and how
  // many source blocks the destination block meets (less the own block when it keeps any):
  // exchange_receive_bounds over the same sample, on the search's encoding (no types built).
  // Partial sums are ignored (the boxes alone).
  // `must_receive_bytes` (for the A* bound, see remaining_time): the most bytes a sampled
  // device must still receive, counting with the lacking elements a share `reduce_share`
  // of the elements it keeps, when partial sums over them remain to be reduced.
  struct ReceiveBound {
    int64_t lacking_elements = 0;
    int64_t peers = 0;
    double must_receive_bytes = 0;
    double class_time = 0;  // with class_bound (see remaining_time)
  };
  // The peers cost two divisions per dimension and device, and only the exchange's bound
  // needs them: `with_peers` false leaves them 0.
  ReceiveBound receive_bound(const Decoded& d, bool with_peers, double reduce_share = 0, bool class_bound = false) {
    // The held block meets the destination block dimension by dimension, and each
    // dimension's overlap on each sampled device depends only on that dimension's run of
    // atoms: computed once per run, then the volumes are products.
    const size_t n = num_samples_;
    std::array<int64_t, kMaxSamples> kept, blocks, class_kept;
    std::fill_n(kept.begin(), n, int64_t{1});
    if (with_peers) std::fill_n(blocks.begin(), n, int64_t{1});
    class_bound = class_bound && class_mask_ != 0;
    if (class_bound) std::fill_n(class_kept.begin(), n, int64_t{1});
    for (int i = 0; i < rank_; ++i) {
      const DimOverlap& o = dim_overlap(i, d);
      for (size_t k = 0; k < n; ++k) kept[k] *= o.overlap[k];
      if (with_peers)
        for (size_t k = 0; k < n; ++k) blocks[k] *= o.blocks[k];
      if (class_bound)
        for (size_t k = 0; k < n; ++k) class_kept[k] *= o.class_overlap[k];
    }
    ReceiveBound out;
    for (size_t k = 0; k < n; ++k) out.lacking_elements = std::max(out.lacking_elements, target_volume_[k] - kept[k]);
    const double b = static_cast<double>(elem_bytes_);
    out.must_receive_bytes = static_cast<double>(out.lacking_elements) * b;
    if (reduce_share > 0)
      for (size_t k = 0; k < n; ++k)
        out.must_receive_bytes =
            std::max(out.must_receive_bytes, static_cast<double>(target_volume_[k] - kept[k]) * b +
                                                 std::max(0.0, reduce_share * static_cast<double>(kept[k]) * b -
                                                                   kReductionRoundingBytes));
    if (with_peers)
      for (size_t k = 0; k < n; ++k) out.peers = std::max(out.peers, blocks[k] - (kept[k] > 0 ? 1 : 0));
    if (class_bound) {
      // enter / outside + max(0, lacking - enter) / inside, in bytes per second inverted.
      const double per_inside = 1 / bandwidth_from_[gather_level_], per_outside = 1 / bandwidth_from_[gather_level_ + 1];
      const double share = b / static_cast<double>(class_size_);
      for (size_t k = 0; k < n; ++k) {
        const double enter = static_cast<double>(class_target_volume_[k] - class_kept[k]) * share;
        const double lacking = static_cast<double>(target_volume_[k] - kept[k]) * b;
        out.class_time = std::max(out.class_time, enter * per_outside + std::max(0.0, lacking - enter) * per_inside);
      }
      out.class_time *= 1 - 1e-12;  // the reciprocals' rounding
    }
    return out;
  }

  // On each sampled device, along dimension i: how many indices of the destination block
  // the held block keeps, and how many held-size blocks the destination block meets.
  using Intervals = std::vector<std::pair<int64_t, int64_t>>;
  struct DimOverlap {
    std::array<int64_t, kMaxSamples> overlap, blocks;
    std::array<int64_t, kMaxSamples> class_overlap;  // of the unions over the class
  };

  // The blocks of a dimension's run of atoms over sampled device k's class: the device's
  // own digits on atoms outside the class, every digit on those inside; as disjoint
  // intervals, ascending, written to `out` (room for kMaxClass), their number returned.
  int class_blocks(const std::array<int8_t, kMaxAtoms>& run, int len, int64_t block, int64_t extent, size_t k,
                   std::pair<int64_t, int64_t>* out) const {
    std::array<int64_t, kMaxClass> positions;
    size_t count = 1;
    positions[0] = 0;
    for (int p = 0; p < len; ++p) {
      const int a = run[p];
      const int64_t size = atom_size_[a];
      if (class_mask_ >> a & 1) {
        // Every digit: expand in place from the back (count * size <= kMaxClass).
        for (size_t i = count; i-- > 0;)
          for (int64_t digit = size; digit-- > 0;) positions[i * static_cast<size_t>(size) + static_cast<size_t>(digit)] = positions[i] * size + digit;
        count *= static_cast<size_t>(size);
      } else {
        for (size_t i = 0; i < count; ++i) positions[i] = positions[i] * size + sample_digits_[a][k];
      }
    }
    std::sort(positions.begin(), positions.begin() + static_cast<long>(count));
    int n = 0;
    for (size_t i = 0; i < count; ++i) {
      const int64_t lo = std::min(positions[i] * block, extent), hi = std::min(lo + block, extent);
      if (hi <= lo) continue;
      if (n > 0 && out[n - 1].second >= lo)
        out[n - 1].second = std::max(out[n - 1].second, hi);
      else
        out[n++] = {lo, hi};
    }
    return n;
  }
  static int64_t measure(const Intervals& v) {
    int64_t m = 0;
    for (const auto& [lo, hi] : v) m += hi - lo;
    return m;
  }
  static int64_t meet_measure(const Intervals& a, const std::pair<int64_t, int64_t>* b, int nb) {
    int64_t m = 0;
    size_t i = 0;
    int j = 0;
    while (i < a.size() && j < nb) {
      m += std::max<int64_t>(0, std::min(a[i].second, b[j].second) - std::max(a[i].first, b[j].first));
      if (a[i].second < b[j].second) ++i; else ++j;
    }
    return m;
  }

  const DimOverlap& dim_overlap(int i, const Decoded& d) {
    uint64_t key = static_cast<uint64_t>(d.dim_len[i]);
    for (int p = 0; p < d.dim_len[i]; ++p) key = key << 4 | static_cast<uint64_t>(d.dim_atoms[i][p]);
    auto [it, inserted] = dim_overlaps_[i].try_emplace(key);
    DimOverlap& o = it->second;
    if (!inserted) return o;
    const int64_t extent = tensor_.shape[i];
    const int64_t block = (extent + d.shards[i] - 1) / d.shards[i];
    for (size_t k = 0; k < num_samples_; ++k) {
      int64_t position = 0;
      for (int p = 0; p < d.dim_len[i]; ++p) {
        const int a = d.dim_atoms[i][p];
        position = position * atom_size_[a] + sample_digits_[a][k];
      }
      const int64_t own_lo = std::min(position * block, extent);
      const int64_t own_hi = std::min(own_lo + block, extent);
      const int64_t lo = target_lo_[i][k], hi = target_hi_[i][k];
      o.overlap[k] = std::max<int64_t>(0, std::min(hi, own_hi) - std::max(lo, own_lo));
      o.blocks[k] = hi > lo ? (hi - 1) / block - lo / block + 1 : 0;
      if (class_mask_ != 0) {
        std::array<std::pair<int64_t, int64_t>, kMaxClass> held;
        const int n = class_blocks(d.dim_atoms[i], d.dim_len[i], block, extent, k, held.data());
        o.class_overlap[k] = meet_measure(class_target_[static_cast<size_t>(i) * kMaxSamples + k], held.data(), n);
      }
    }
    return o;
  }

  // A lower bound on the time from a state to the destination, consistent with every edge
  // (for A*). Per sampled device k, with D its destination block, H the block it holds
  // and U the partial sums still to reduce (those the destination does not keep):
  //  - every element of D outside H must come in by a step that is not a reduction (a
  //    reduction keeps or shrinks the held block), and each step's modeled bytes are at
  //    least what it brings a device that it did not hold (an all_gather (g-1) blocks, an
  //    all_to_all g-1 pieces of the block it leaves, a permute a block, an exchange the
  //    lacking elements themselves); slices only shrink H;
  //  - while U is not empty, every element of D inside H is a partial sum: it leaves H and
  //    comes back reduced (one element received), or a reduction step runs on a block
  //    holding it, receiving (g-1)/g of that block with g >= the smallest atom of U
  //    (ring reduce_scatter and all_reduce, and the P² programs, whose reduce-scatters
  //    alone receive (g-1)/g of it): at least reduce_share(U) = (s-1)/s per element.
  // So k receives at least |D \ H| + reduce_share(U) |D ∩ H| elements; per edge this
  // drops by no more than the edge's bytes (a gather raises |D ∩ H| by what it brings, and
  // the share is below 1; a reduction shrinks H, and only the last one, at most (g-1)/g of
  // its block, removes the share). Every byte is paid at the largest bandwidth of the
  // levels an edge can run at, and one latency at least for the step that brings the
  // lacking elements and one for the reduction. While an exchange may still be tried,
  // the levels are all of them (an exchange's level comes from its pairs); once its budget
  // is spent, only those the collectives can run at (see the constructor), which on a
  // mesh whose axes all cross nodes is the inter-node bandwidth (on 4 nodes x 8 GPUs,
  // 50 against NVLink's 300 GB/s: the bytes' term 6x larger). Scaled down by 1e-9, and the
  // reduction's share less kReductionRoundingBytes (the reduction prices round each
  // sub-step's bytes down), so that rounding never makes it overestimate.
  double reduce_share(const State& s) const {
    int64_t smallest = 0;
    for (int a = 0; a < atoms_.size(); ++a)
      if (s.code[a] == kUnreduced && target_.code[a] != kUnreduced)
        smallest = smallest == 0 ? atom_size_[a] : std::min(smallest, atom_size_[a]);
    return smallest == 0 ? 0 : static_cast<double>(smallest - 1) / static_cast<double>(smallest);
  }
  double remaining_time(const State& s, const ReceiveBound& b, bool collectives_only) const {
    if (empty_tensor_) return 0;  // nothing is sent, no latency paid
    // The partial sums still to reduce: their product, the innermost level a reduction
    // over one of them runs at, and the product of those the destination keeps.
    double pending = 1, kept = 1;
    int pending_count = 0, pending_level = num_levels_ - 1;
    for (int a = 0; a < atoms_.size(); ++a) {
      if (s.code[a] != kUnreduced) continue;
      if (target_.code[a] == kUnreduced) {
        kept *= static_cast<double>(atom_size_[a]);
      } else {
        pending *= static_cast<double>(atom_size_[a]);
        pending_level = std::min(pending_level, reduction_level_[a]);
        ++pending_count;
      }
    }
    // Bytes of (1) are received by the steps that bring lacking elements (at the gather
    // level or above) and by the reductions left (at pending_level or above).
    const int level = !collectives_only ? 0 : pending_count > 0 ? std::min(gather_level_, pending_level) : gather_level_;
    const double latency = latency_from_[level], bandwidth = bandwidth_from_[level];
    const double gather_latency = b.lacking_elements > 0 ? latency : 0;
    const double reduction_latency = pending_count > 0 ? latency_from_[pending_level] : 0;
    // (1) Per element of the destination block: what it lacks, and a share of what it keeps.
    const double per_element = gather_latency + reduction_latency + b.must_receive_bytes / bandwidth;
    // (2) What it lacks, and the reductions' own bytes: a reduction over S receives (g-1)/g of
    // a block holding at least smallest_block_bytes_ times the product of the partial sums
    // left before it, which is smallest_block_bytes_ times that product before less after;
    // over the reductions left, (pending - 1) times the kept product, at the reductions'
    // levels.
    const double reduction_bytes =
        std::max(0.0, (pending - 1) * kept * smallest_block_bytes_ - kReductionRoundingBytes * pending_count);
    // Only reductions run below the gather level: the lacking elements come at it or above.
    const int lacking_level = collectives_only ? gather_level_ : 0;
    const double lacking_latency = b.lacking_elements > 0 ? latency_from_[lacking_level] : 0;
    const double reductions = reduction_latency + reduction_bytes / bandwidth_from_[pending_level];
    const double per_block =
        lacking_latency + static_cast<double>(b.lacking_elements * elem_bytes_) / bandwidth_from_[lacking_level] +
        reductions;
    // (3) With the collectives alone, per class: what the class as a whole lacks comes in at a
    // slower level, at most class_size_ times a step's bytes per step, and the rest of what
    // the device lacks at the class's level at best (ReceiveBound::class_time).
    const double per_class = collectives_only && class_mask_ != 0 ? lacking_latency + b.class_time + reductions : 0;
    return std::max({per_element, per_block, per_class}) * (1 - 1e-9);
  }

  // The innermost level a reduction over each atom the source sums over (and the
  // destination does not keep) can run at: that of the atom's group, or with reductions
  // priced as their P² programs, of any of its prime parts (a sub-step runs over a class
  // of parts). Only such atoms are ever reduced; computed once per search.
  void prepare_reduction_levels(const State& source) {
    for (int a = 0; a < atoms_.size(); ++a) {
      if (source.code[a] != kUnreduced || keep_unreduced_ >> a & 1 || reduction_level_[a] >= 0) continue;
      reduction_level_[a] = level_of_atoms(1u << a);
      if (hierarchical_) {
        const int flat = reduction_level_[a];
        for (const AxisRef& part : prime_parts(mesh_, atoms_.atoms()[a].ref))
          reduction_level_[a] = std::min(reduction_level_[a], topology_.level_spanning(mesh_, {part}));
        // The bound then differs from the one the search with flat prices uses (so may
        // its order, and which states the exchange's budget prices).
        level_prices_used_ = level_prices_used_ || reduction_level_[a] != flat;
      }
    }
  }

  // What the bound needs once no exchange can be tried (computed then: most searches never
  // get there). The atoms a collective that brings data can run over at the innermost
  // such level (gather_level_): the devices that differ from one only in them are its
  // class, and data enters a class only by steps at a slower level (see remaining_time).
  // None when there is no slower level, or the class is every device or too large. Then
  // the union of the destination blocks over each sampled device's class.
  void prepare_class() {
    if (gather_level_ < 0) {
      gather_level_ = num_levels_ - 1;
      for (int a = 0; a < atoms_.size(); ++a) gather_level_ = std::min(gather_level_, level_of_atoms(1u << a));
      if (gather_level_ + 1 < num_levels_ && bandwidth_from_[gather_level_ + 1] < bandwidth_from_[gather_level_]) {
        for (int a = 0; a < atoms_.size(); ++a)
          if (level_of_atoms(1u << a) == gather_level_) class_mask_ |= 1u << a, class_size_ *= atom_size_[a];
        if (class_mask_ == (1u << atoms_.size()) - 1 || class_size_ > static_cast<int64_t>(kMaxClass))
          class_mask_ = 0, class_size_ = 1;
      }
    }
    for (auto& m : dim_overlaps_) m.clear();  // their class overlaps were not computed
    if (class_mask_ == 0) return;
    const Decoded t = decode(target_);
    class_target_.resize(static_cast<size_t>(rank_) * kMaxSamples);
    for (size_t k = 0; k < num_samples_; ++k) {
      class_target_volume_[k] = 1;
      for (int i = 0; i < rank_; ++i) {
        const int64_t b = (tensor_.shape[i] + t.shards[i] - 1) / t.shards[i];
        std::array<std::pair<int64_t, int64_t>, kMaxClass> blocks;
        const int n = class_blocks(t.dim_atoms[i], t.dim_len[i], b, tensor_.shape[i], k, blocks.data());
        class_target_[static_cast<size_t>(i) * kMaxSamples + k].assign(blocks.begin(), blocks.begin() + n);
        class_target_volume_[k] *= measure(class_target_[static_cast<size_t>(i) * kMaxSamples + k]);
      }
    }
  }

  // The destination of the next run, and what the bound needs of it on the sampled devices.
  void set_target(const State& target) {
    target_ = target;
    target_type_ = to_type(target);
    const Decoded t = decode(target);
    for (auto& m : dim_overlaps_) m.clear();
    for (size_t k = 0; k < num_samples_; ++k) {
      target_volume_[k] = 1;
      for (int i = 0; i < rank_; ++i) {
        const int64_t b = (tensor_.shape[i] + t.shards[i] - 1) / t.shards[i];
        int64_t position = 0;
        for (int p = 0; p < t.dim_len[i]; ++p)
          position = position * atom_size_[t.dim_atoms[i][p]] + sample_digits_[t.dim_atoms[i][p]][k];
        target_lo_[i][k] = std::min(position * b, tensor_.shape[i]);
        target_hi_[i][k] = std::min(target_lo_[i][k] + b, tensor_.shape[i]);
        target_volume_[k] *= target_hi_[i][k] - target_lo_[i][k];
      }
    }
  }

  // The bound a run orders `s` by (with no partial sums kept beyond the destination's),
  // with or without the exchange: for tests (search_lower_bound).
  double lower_bound(const State& s, const State& target, bool collectives_only) {
    set_target(target);
    prepare_reduction_levels(s);
    if (collectives_only) prepare_class();
    const ReceiveBound b = receive_bound(decode(s), /*with_peers=*/false, reduce_share(s), collectives_only);
    return remaining_time(s, b, collectives_only);
  }

  // Runs A* from `source` to `target` over states whose local shard is at most
  // `bound` (or, with minimize_peak, Dijkstra minimizing the largest shard on the way instead).
  enum class Outcome { found, unreachable, limit };
  Outcome run(const State& source, const State& target, int64_t bound, bool minimize_peak, int64_t max_expanded,
              SynthesisStats* stats) {
    nodes_.clear();
    exchanges_priced_ = 0;
    minimize_peak_ = minimize_peak;
    set_target(target);
    prepare_reduction_levels(source);
    // The queue holds only the ordering key (peak, time, exchanges, bytes, steps); the full cost lives in
    // the node.
    using Key = std::tuple<int64_t, double, int32_t, int64_t, int32_t>;
    using QueueKey = std::tuple<int64_t, double, int32_t, int64_t, int32_t, int64_t>;
    using Entry = std::pair<QueueKey, State>;
    auto key_of = [&](int64_t peak, const Cost& c) { return Key{minimize_peak ? peak : 0, c.time, c.exchanges, c.bytes, c.steps}; };
    // The queue orders by the cost so far plus the lower bound on the rest (A*): with a
    // consistent bound, the destination is still popped first with its least cost, ties
    // broken the same way (a state on a tied path has a key no larger than the path's).
    // Last, among states tied on all of that, those whose exchange would reach fewer
    // (sampled) peers first: the exchange's budget (above 16 devices) prices the first few
    // states with the destination's partial sums, and states a free slice apart often tie.
    auto queue_key = [&](const Node& n, const Cost& c) {
      return QueueKey{minimize_peak ? n.peak : 0, c.time + n.remaining, c.exchanges, c.bytes, c.steps, n.exchange_peers};
    };
    // Until the exchange's budget is spent, an exchange may still end a path at any level;
    // after it, no exchange edge is ever tried again in this run, and the bound may use
    // the prices of the collectives alone (see remaining_time).
    bool collectives_only = !allow_exchange_;
    if (collectives_only && !minimize_peak) prepare_class();
    auto estimate = [&](const State& s, Node& n) {
      bool exchange_from_here = !collectives_only && !minimize_peak && mesh_.num_devices() > kExchangeBudgetDevices;
      for (int a = 0; a < atoms_.size() && exchange_from_here; ++a)
        exchange_from_here = (s.code[a] == kUnreduced) == (target_.code[a] == kUnreduced);
      const ReceiveBound b = receive_bound(decode(s), /*with_peers=*/exchange_from_here,
                                           minimize_peak ? 0 : reduce_share(s),
                                           /*class_bound=*/collectives_only && !minimize_peak);
      n.exchange_peers = b.peers;
      n.lacks = b.lacking_elements > 0;
      n.remaining = minimize_peak ? 0 : remaining_time(s, b, collectives_only);
      n.slow_bound = collectives_only;
    };
    auto cmp = [](const Entry& a, const Entry& b) { return a.first > b.first; };
    std::priority_queue<Entry, std::vector<Entry>, decltype(cmp)> queue(cmp);
    Node start;
    start.peak = bytes_for(decode(source).shards);
    estimate(source, start);
    *nodes_.find_or_insert(source).value = start;
    queue.push({queue_key(start, Cost{}), source});
    int64_t expanded = 0;
    while (!queue.empty()) {
      const State state = queue.top().second;
      queue.pop();
      Node& node = *nodes_.find(state);
      if (node.done) continue;
      node.done = true;
      nodes_.summary(state)->done = true;
      if (state == target) {
        if (stats) stats->states_expanded += expanded, stats->states_seen += static_cast<int64_t>(nodes_.size());
        return Outcome::found;
      }
      if (max_expanded > 0 && ++expanded > max_expanded) {
        if (stats) stats->states_expanded += expanded, stats->states_seen += static_cast<int64_t>(nodes_.size());
        return Outcome::limit;
      }
      const Cost cost = node.cost;
      const int64_t peak = node.peak;
      current_time_ = cost.time;
      current_lacks_ = node.lacks;
      // Two permutes in a row are never needed: one permute from the first state reaches the
      // last one moving fewer (or the same) axes, so at a level no higher, for one alpha and
      // L bytes instead of two (the triangle inequality of the permute cost).
      const bool allow_permute = !(node.has_parent && node.edge.kind == CollectiveKind::collective_permute);
      for_each_edge(state, allow_permute, [&](const State& next, const Edge& edge, const Cost& step, int64_t next_bytes) {
        if (!minimize_peak && next_bytes > bound) return;
        const auto [slot, inserted, summary] = nodes_.find_or_insert(next);
        if (!inserted && summary->done) return;  // settled: nothing cheaper can reach it
        // Most edges reach a state already reached at a clearly lower time: skip the exact
        // sum then (the summed times agree with it to far better than 1e-9).
        if (!inserted && !minimize_peak && summary->time < (cost.time + step.time) * (1 - 1e-9)) return;
        Node& n = *slot;
        Cost total = add(cost, step, topology_);
        int64_t next_peak = std::max(peak, next_bytes);
        const Key next_key = key_of(next_peak, total);
        if (!inserted && key_of(n.peak, n.cost) <= next_key) return;
        if (inserted) estimate(next, n);
        n.cost = total;
        summary->time = total.time;
        n.peak = next_peak;
        n.parent = state;
        n.edge = edge;
        n.has_parent = true;
        queue.push({queue_key(n, total), next});
      });
      if (!collectives_only && !minimize_peak && exchange_budget_spent()) {
        // The switch keeps A* exact: the exchange edges only ever lead to the destination,
        // so the settled states keep their least costs (the collectives alone reach them),
        // and the new bound is consistent on every edge left. Every open state is keyed
        // again with it (one entry each, with its current cost).
        collectives_only = true;
        prepare_class();
        std::vector<Entry> open;
        open.reserve(queue.size());
        while (!queue.empty()) {
          const State s = queue.top().second;
          queue.pop();
          Node& n = *nodes_.find(s);
          if (n.done || n.slow_bound) continue;
          estimate(s, n);
          open.push_back({queue_key(n, n.cost), s});
        }
        queue = decltype(queue)(cmp, std::move(open));
      }
    }
    if (stats) stats->states_expanded += expanded, stats->states_seen += static_cast<int64_t>(nodes_.size());
    return Outcome::unreachable;
  }

  const Node& node(const State& s) const { return *nodes_.find(s); }

  // How many states a run prices exchanges from (see kExchangeBudget; no limit on small meshes).
  int exchange_budget() const {
    if (mesh_.num_devices() <= kExchangeBudgetDevices) return std::numeric_limits<int>::max();
    return mesh_.num_devices() > kExchangeLargeMesh ? kExchangeBudgetLarge : kExchangeBudget;
  }
  // Whether this run will try no more exchanges (its budget of exact pricings is spent).
  bool exchange_budget_spent() const { return exchanges_priced_ >= exchange_budget(); }

  // Whether any edge so far was priced below its flat price (a reduction over several
  // levels whose program's estimate is lower), or the bound counted a reduction at the level
  // of a prime part, faster than its atom's (prepare_reduction_levels): if neither, every
  // search so far ran exactly as it would have with flat prices.
  bool level_prices_used() const { return level_prices_used_; }

  // Edges from `state`: calls visit(next, edge, step cost, next local bytes), per kind of
  // collective in turn.
  template <typename Visit>
  void for_each_edge(const State& state, bool allow_permute, Visit&& visit) {
    const Decoded d = decode(state);
    const int64_t L = bytes_for(d.shards);
    auto emit = [&](const State& next, const Edge& edge, int64_t group, uint32_t atom_mask,
                    const std::array<int64_t, kMaxRank>& shards) {
      int level = edge.kind == CollectiveKind::all_slice ? 0 : level_of_atoms(atom_mask);
      // all_to_all / reduce_scatter send pieces: the block cut along the split dimension
      // (see step_cost; with padding a piece is more than L/g).
      int64_t piece = -1;
      const int cut_dim = edge.kind == CollectiveKind::all_to_all        ? edge.to_dim
                          : edge.kind == CollectiveKind::reduce_scatter ? edge.dim
                                                                        : -1;
      if (cut_dim >= 0) {
        auto piece_shards = d.shards;
        piece_shards[cut_dim] = shards[cut_dim];
        piece = bytes_for(piece_shards);
      }
      CollectiveCost c = step_cost(edge.kind, L, group, level, topology_, piece);
      if (hierarchical_ && (edge.kind == CollectiveKind::all_reduce || edge.kind == CollectiveKind::reduce_scatter)) {
        const Cost flat = step_of(c);
        const Cost priced = hierarchical_cost(edge.kind, L, atom_mask, flat);
        level_prices_used_ = level_prices_used_ || priced.time != flat.time;
        visit(next, edge, priced, bytes_for(shards));
        return;
      }
      visit(next, edge, step_of(c), bytes_for(shards));
    };
    slice_edges(state, d, emit);
    gather_and_all_to_all_edges(state, d, emit);
    reduction_edges(state, d, emit);
    exchange_edge(state, d, visit);
    if (allow_permute) permute_edges(state, d, L, visit);
  }

  // all_slice(i, run): replicated atoms appended to a dimension. One atom at a time
  // suffices while the dimension stays divisible (slices cost nothing, so a run equals
  // its single steps); runs of several atoms are needed only where padding forbids the
  // intermediate split.
  template <typename Emit>
  void slice_edges(const State& state, const Decoded& d, Emit& emit) {
    std::array<int8_t, kMaxAtoms> run;
    int64_t replicated_product = 1;
    for (int r = 0; r < d.num_replicated; ++r) replicated_product *= atom_size_[d.replicated[r]];
    auto extend_slice = [&](auto&& self, int i, int len, int64_t product, uint32_t used) -> void {
      for (int r = 0; r < d.num_replicated; ++r) {
        const int a = d.replicated[r];
        if (used >> a & 1 || d.dim_len[i] + len >= 15) continue;
        run[len] = static_cast<int8_t>(a);
        const int64_t g = product * atom_size_[a];
        auto shards = d.shards;
        shards[i] *= g;
        if (padding_compatible(tensor_.shape[i], d.shards[i], shards[i])) {
          State next = state;
          Edge e{CollectiveKind::all_slice, static_cast<int8_t>(i), -1, static_cast<uint8_t>(len + 1), {}};
          for (int t = 0; t <= len; ++t) {
            e.atoms[t] = static_cast<uint8_t>(run[t]);
            next.code[run[t]] = static_cast<uint8_t>(i << 4 | (d.dim_len[i] + t));
          }
          emit(next, e, g, 0, shards);
        }
        // Longer runs only where a further split could leave the dimension non-divisible.
        if (tensor_.shape[i] % (shards[i] * replicated_product / g) != 0) self(self, i, len + 1, g, used | 1u << a);
      }
    };
    for (int i = 0; i < rank_; ++i) extend_slice(extend_slice, i, 0, 1, 0);
  }

  // all_gather(i, suffix) and all_to_all(suffix, i -> j): the minor `len` atoms of i.
  template <typename Emit>
  void gather_and_all_to_all_edges(const State& state, const Decoded& d, Emit& emit) {
    for (int i = 0; i < rank_; ++i) {
      int64_t group = 1;
      uint32_t mask = 0;
      for (int len = 1; len <= d.dim_len[i]; ++len) {
        const int a = d.dim_atoms[i][d.dim_len[i] - len];
        group *= atom_size_[a];
        mask |= 1u << a;
        Edge e{CollectiveKind::all_gather, static_cast<int8_t>(i), -1, static_cast<uint8_t>(len), {}};
        for (int t = 0; t < len; ++t) e.atoms[t] = static_cast<uint8_t>(d.dim_atoms[i][d.dim_len[i] - len + t]);
        auto shards = d.shards;
        shards[i] /= group;
        if (!padding_compatible(tensor_.shape[i], d.shards[i], shards[i])) continue;
        State gathered = state;
        for (int t = 0; t < len; ++t) gathered.code[e.atoms[t]] = kReplicated;
        emit(gathered, e, group, mask, shards);
        for (int j = 0; j < rank_; ++j) {
          if (j == i || d.dim_len[j] + len > 15) continue;
          auto shards2 = shards;
          shards2[j] *= group;
          if (!padding_compatible(tensor_.shape[j], d.shards[j], shards2[j])) continue;
          State moved = gathered;
          for (int t = 0; t < len; ++t) moved.code[e.atoms[t]] = static_cast<uint8_t>(j << 4 | (d.dim_len[j] + t));
          Edge e2 = e;
          e2.kind = CollectiveKind::all_to_all;
          e2.to_dim = static_cast<int8_t>(j);
          emit(moved, e2, group, mask, shards2);
        }
      }
    }
  }

  // all_reduce(S) and reduce_scatter(i, ordered S) over the unreduced atoms that the
  // destination does not keep unreduced.
  template <typename Emit>
  void reduction_edges(const State& state, const Decoded& d, Emit& emit) {
    std::array<int8_t, kMaxAtoms> reducible;
    int num_reducible = 0;
    for (int u = 0; u < d.num_unreduced; ++u)
      if (!(keep_unreduced_ >> d.unreduced[u] & 1)) reducible[num_reducible++] = d.unreduced[u];
    if (num_reducible > 0) {
      const uint32_t subsets = 1u << num_reducible;
      for (uint32_t subset = 1; subset < subsets; ++subset) {
        std::vector<int> chosen;
        int64_t group = 1;
        uint32_t mask = 0;
        for (int t = 0; t < num_reducible; ++t)
          if (subset >> t & 1) chosen.push_back(reducible[t]), group *= atom_size_[reducible[t]], mask |= 1u << reducible[t];
        State reduced = state;
        for (int a : chosen) reduced.code[a] = kReplicated;
        Edge e{CollectiveKind::all_reduce, -1, -1, static_cast<uint8_t>(chosen.size()), {}};
        for (size_t t = 0; t < chosen.size(); ++t) e.atoms[t] = static_cast<uint8_t>(chosen[t]);
        emit(reduced, e, group, mask, d.shards);
        // Every order of the chosen atoms is a different layout of the scattered blocks.
        std::sort(chosen.begin(), chosen.end());
        do {
          for (int i = 0; i < rank_; ++i) {
            if (d.dim_len[i] + static_cast<int>(chosen.size()) > 15) continue;
            auto shards = d.shards;
            shards[i] *= group;
            if (!padding_compatible(tensor_.shape[i], d.shards[i], shards[i])) continue;
            State scattered = state;
            for (size_t t = 0; t < chosen.size(); ++t)
              scattered.code[chosen[t]] = static_cast<uint8_t>(i << 4 | (d.dim_len[i] + static_cast<int>(t)));
            Edge e2{CollectiveKind::reduce_scatter, static_cast<int8_t>(i), -1, static_cast<uint8_t>(chosen.size()), {}};
            for (size_t t = 0; t < chosen.size(); ++t) e2.atoms[t] = static_cast<uint8_t>(chosen[t]);
            emit(scattered, e2, group, mask, shards);
          }
        } while (std::next_permutation(chosen.begin(), chosen.end()));
      }
    }
  }

  // exchange: straight to the destination from any state with its partial sums (an
  // exchange to a share of the destination followed by gathers is priced apart, as a
  // candidate plan, in synthesize; no other intermediate is tried), priced only when
  // it could still win. Its exact traffic walks every piece of every device (the owner
  // rule), the search's costliest edge; the receive side of a sample of devices bounds
  // its time from below (every latency and byte at the fastest level), against the
  // destination's tentative cost.
  template <typename Visit>
  void exchange_edge(const State& state, const Decoded& d, Visit& visit) {
    const Node* reached = minimize_peak_ ? nullptr : nodes_.find(target_);
    if (allow_exchange_ && !(state == target_)) {
      bool price = true;  // same partial sums as the destination, and may still win
      for (int a = 0; a < atoms_.size() && price; ++a)
        price = (state.code[a] == kUnreduced) == (target_.code[a] == kUnreduced);
      // The least an exchange costs before its sample is looked at: one latency, or nothing
      // when no sampled device lacks anything (an exchange with no peers is free).
      const double least = current_lacks_ ? latency_from_[0] : 0;
      if (price && reached) price = current_time_ + least <= reached->cost.time * (1 + 1e-12);
      // Once the budget below is spent nothing more is priced: skip the bound then.
      if (price && exchange_budget_spent()) price = false;
      if (price) {
        const ReceiveBound lower = receive_bound(d, /*with_peers=*/true);
        const double bound = static_cast<double>(lower.peers) * latency_from_[0] +
                             static_cast<double>(lower.lacking_elements * elem_bytes_) / bandwidth_from_[0];
        price = lower.peers <= kMaxExchangePeers &&
                (!reached || current_time_ + bound <= reached->cost.time * (1 + 1e-12));
      }
      // On large meshes only the first kExchangeBudget states (A*'s most promising) with
      // the destination's partial sums are priced exactly: each pricing walks every device.
      if (price && ++exchanges_priced_ > exchange_budget()) price = false;
      const ExchangeTraffic t = price ? priced_exchange(state) : ExchangeTraffic{};
      if (price && t.max_peers <= kMaxExchangePeers) {
        const CollectiveCost c = exchange_step_cost(t.max_recv_elements * elem_bytes_, t.max_send_elements * elem_bytes_,
                                                    t.max_peers, t.level, topology_);
        const Edge e{CollectiveKind::exchange, -1, -1, 0, {}};
        Cost step = step_of(c);
        step.exchanges = 1;
        step.level_bytes[c.level] = std::max(c.recv_bytes, c.send_bytes);  // the time's bytes, as in exchange_step_cost
        visit(target_, e, step, bytes_for(decode(target_).shards));
      }
    }
  }

  // collective_permute: every other type with the same blocks per dimension and the
  // same unreduced atoms.
  template <typename Visit>
  void permute_edges(const State& state, const Decoded& d, int64_t L, Visit& visit) {
    const Signature here = signature(state);
    const Edge permute_edge{CollectiveKind::collective_permute, -1, -1, 0, {}};
    permute_cost_.assign(topology_.levels.size() + 1, Cost{});  // by level, filled on first use
    auto& permute_cost = permute_cost_;
    for (const ClassMember& other : same_shape_class(d)) {
      if (other.state == state) continue;
      uint32_t moved_axes = 0;
      for (int a = 0; a < atoms_.size(); ++a)
        if (here[a] != other.signature[a]) moved_axes |= 1u << atoms_.atoms()[a].mesh_axis;
      const int level = level_of_mesh_axes(moved_axes);
      Cost& cost = permute_cost[level];
      if (cost.steps == 0) {
        CollectiveCost c = step_cost(CollectiveKind::collective_permute, L, 2, level, topology_);
        cost = step_of(c);
      }
      visit(other.state, permute_edge, cost, L);
    }
  }

 private:
  // What each atom contributes to the block indices: (dimension, stride) packed, or -1
  // when it splits nothing. A mesh axis moves in a permute iff one of its atoms changes
  // contribution — the same rule as communicating_axes in collective.cpp, which probes
  // coordinate values (block indices are linear in the atom digits, so the two agree).
  using Signature = std::array<int64_t, kMaxAtoms>;
  Signature signature(const State& s) const {
    Signature sig;
    sig.fill(-1);
    std::array<int64_t, kMaxRank> stride_below{};
    // Positions run major to minor; walk each dimension from its minor end.
    std::array<std::array<int8_t, 16>, kMaxRank> at{};
    std::array<int8_t, kMaxRank> len{};
    for (int a = 0; a < atoms_.size(); ++a)
      if (s.code[a] < kUnreduced) {
        int dim = s.code[a] >> 4, pos = s.code[a] & 15;
        at[dim][pos] = static_cast<int8_t>(a);
        len[dim] = static_cast<int8_t>(std::max<int>(len[dim], pos + 1));
      }
    for (int i = 0; i < rank_; ++i) {
      stride_below[i] = 1;
      for (int p = len[i] - 1; p >= 0; --p) {
        const int a = at[i][p];
        sig[a] = (static_cast<int64_t>(i) << 48) | stride_below[i];
        stride_below[i] *= atom_size_[a];
      }
    }
    return sig;
  }

  struct ClassMember {
    State state;
    Signature signature;
  };

  ExchangeTraffic priced_exchange(const State& state) {
    const ShardingType here = to_type(state);
    auto [it, inserted] = exchange_memo_.try_emplace(types::to_string(mesh_, here));
    if (inserted) it->second = exchange_traffic(mesh_, tensor_.shape, here, target_type_, topology_);
    return it->second;
  }

  int level_of_mesh_axes(uint32_t mask) {
    int8_t& cached = axis_level_cache_[mask];
    if (cached >= 0) return cached;
    std::vector<AxisRef> refs;
    for (int a = 0; a < mesh_.rank(); ++a)
      if (mask >> a & 1) refs.push_back(AxisRef::whole(mesh_.axes()[a].name));
    cached = static_cast<int8_t>(topology_.level_spanning(mesh_, refs));
    return cached;
  }

  // All states with the given blocks per dimension and unreduced atoms.
  const std::vector<ClassMember>& same_shape_class(const Decoded& d) {
    std::string key(reinterpret_cast<const char*>(d.shards.data()), sizeof(int64_t) * rank_);
    uint32_t unreduced = 0;
    for (int u = 0; u < d.num_unreduced; ++u) unreduced |= 1u << d.unreduced[u];
    key.append(reinterpret_cast<const char*>(&unreduced), sizeof unreduced);
    auto it = classes_.find(key);
    if (it != classes_.end()) return it->second;
    std::vector<ClassMember>& members = classes_[key];
    State base;
    base.code.fill(kReplicated);
    for (int u = 0; u < d.num_unreduced; ++u) base.code[d.unreduced[u]] = kUnreduced;
    fill_class(base, 0, 0, 1, d.shards, members);
    return members;
  }

  // Chooses, dimension by dimension, an ordered run of free atoms whose sizes multiply to
  // that dimension's block count.
  void fill_class(State& s, int dim, int pos, int64_t product, const std::array<int64_t, kMaxRank>& shards,
                  std::vector<ClassMember>& out) {
    if (dim == rank_) {
      out.push_back({s, signature(s)});
      return;
    }
    if (product == shards[dim]) {
      fill_class(s, dim + 1, 0, 1, shards, out);
      return;
    }
    for (int a = 0; a < atoms_.size(); ++a) {
      if (s.code[a] != kReplicated) continue;
      if ((shards[dim] / product) % atom_size_[a] != 0 || pos >= 15) continue;
      s.code[a] = static_cast<uint8_t>(dim << 4 | pos);
      fill_class(s, dim, pos + 1, product * atom_size_[a], shards, out);
      s.code[a] = kReplicated;
    }
  }

  const Mesh& mesh_;
  const types::TensorType& tensor_;
  const AtomSet& atoms_;
  const Topology& topology_;
  ExchangeMemo& exchange_memo_;
  uint32_t keep_unreduced_;
  bool allow_exchange_;
  bool hierarchical_;  // price reductions over several levels as their P² program
  bool level_prices_used_ = false;
  std::unordered_map<uint32_t, ReductionLevels> reduction_levels_;
  bool minimize_peak_ = false;
  int exchanges_priced_ = 0;
  double current_time_ = 0;  // cost of the state being expanded
  bool current_lacks_ = true;  // and its Node::lacks
  // Per atom, the digit it takes on each sampled device; per dimension, the sampled devices'
  // destination blocks [lo, hi), and their volumes.
  size_t num_samples_ = 0;
  std::array<std::array<int64_t, kMaxSamples>, kMaxAtoms> sample_digits_{};
  std::array<std::array<int64_t, kMaxSamples>, kMaxRank> target_lo_{}, target_hi_{};
  std::array<int64_t, kMaxSamples> target_volume_{};
  std::array<std::unordered_map<uint64_t, DimOverlap>, kMaxRank> dim_overlaps_;  // by run of atoms
  bool empty_tensor_ = false;
  // Per level, the least latency and largest bandwidth of it and the levels above (at 0: of
  // any level); per atom, the innermost level a reduction over it can run at.
  std::array<double, kMaxLevels> latency_from_{}, bandwidth_from_{};
  int num_levels_ = 1;  // of the topology, at least 1
  std::array<int, kMaxAtoms> reduction_level_{};  // -1: not computed
  double smallest_block_bytes_ = 0;
  int gather_level_ = -1;  // -1: not computed (prepare_class)
  uint32_t class_mask_ = 0;  // the atoms of a class (0: no class bound)
  int64_t class_size_ = 1;
  // Per dimension and sampled device, the union of the destination blocks over its class
  // (disjoint intervals, ascending), and per sampled device the union's volume.
  std::vector<Intervals> class_target_;  // [dimension * kMaxSamples + sample]
  std::array<int64_t, kMaxSamples> class_target_volume_{};
  State target_{};
  ShardingType target_type_;
  int rank_;
  int64_t elem_bytes_;
  std::array<int64_t, kMaxAtoms> atom_size_{};
  StateTable<Node> nodes_;
  std::vector<Cost> permute_cost_;
  // Topology level per set of atoms / of mesh axes (bit masks; -1 = not computed yet).
  std::vector<int8_t> atom_level_cache_ = std::vector<int8_t>(1u << kMaxAtoms, -1);
  std::vector<int8_t> axis_level_cache_ = std::vector<int8_t>(1u << kMaxAtoms, -1);
  std::unordered_map<std::string, std::vector<ClassMember>> classes_;
};

}  // namespace shardproof::redistribute::search_state
