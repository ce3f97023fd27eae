// \file Synthesis of redistribution plans: the memory-efficient plan of least modeled time.
//
//   x8:    [{"x"},{}] -> [{},{"x"}]                     one all_to_all
//   x2 y4: [{"x","y"},{}] -> [{"y"},{}]                  permute to [{"y","x"},{}], all_gather x
//   x4 y2: [{},{"y"}] unreduced={"x"} -> [{"x"},{"y"}]   one reduce_scatter over x
//
// The search space: types over the atoms of the mesh (every axis, cut into the parts that
// the sub-axes of the source and destination need), edges the six collectives. A state is
// allowed only if its local shard is at most max(|source local|, |target local|); from
// every state an exchange may also go straight to the destination; A* (the lower bound:
// what a sample of devices still lacks of their destination blocks and the reductions
// left, at the fastest bandwidth while an exchange may still be tried, at the levels the
// collectives must cross after; search_lower_bound below) then finds the least (modeled
// time, uses an exchange, bytes received, steps).
// The exchange edges are restricted, so with them the plan is the least-time one only
// among those tried: none where some device would receive from more than 64 peers, and on
// meshes above 16 devices only from the first 8 states expanded with the destination's
// partial sums that pass a sampled lower bound (2 above 512 devices; synthesize.cpp).
// Exactness against exhaustive search is tested up to 16 devices. Axes neither type mentions
// take part too: moving blocks onto a faster axis before a gather can pay. When padding
// makes every plan exceed the bound (see collective.h), the bound is raised to the
// smallest one any plan meets, and the plan says so (Plan::within_bound()). Last, each
// reduction whose group spans topology levels becomes its fastest hierarchical program
// (reduce-scatter inside a node, all-reduce across, all-gather inside, or another of the P²
// grammar; redistribute/hierarchical.h), a local rewrite between the same two types.
// Beside the search, where the destination replicates mesh axes, the plans that first reach
// the destination split further over them ending with an exchange (each replica fetches its
// share only), then gather, are priced too and taken when strictly faster:
//   x4 y4 z4: [{"x","y"},{},{}] -> [{},{"y","x"},{}]   exchange to [{"z"},{"y","x"},{}], all_gather z
// (16 MiB a device at 1024x1024x64 f32, where every plan of collectives receives 18 or more).
#pragma once

#include <cstdint>
#include <string>

#include "redistribute/plan.h"
#include "redistribute/topology.h"

namespace shardproof::redistribute {

struct SynthesisOptions {
  // Safety valve on the number of states expanded; 0 = unlimited.
  int64_t max_expanded_states = 2'000'000;
  // Whether the search may end with an exchange (redistribute/exchange.h) straight to the
  // destination; it is picked only when strictly faster than the collectives (within the
  // restrictions above).
  bool allow_exchange = true;
  // Whether, where the destination replicates mesh axes, plans that exchange into the
  // destination split further over them and then gather them are priced too (a candidate
  // beside the search, taken when strictly faster; synthesize.cpp). The exhaustive oracle
  // of the tests searches without it.
  bool exchange_to_shares = true;
  // Whether mesh axes may be cut into prime-factor sub-axes the types do not mention (a
  // second search, whose plan is taken when it receives fewer bytes), and up to how many
  // axis parts in all (the search grows quickly with them).
  bool split_axes = true;
  int max_split_atoms = 4;
  // Whether every all_reduce and reduce_scatter of the plan whose group spans topology
  // levels is then run as the fastest program of the P² grammar (redistribute/hierarchical.h;
  // the choices are in Plan::reductions).
  bool hierarchical_reductions = true;
  // Whether the search prices such reductions as their hierarchical program (estimated:
  // inner-first, padding ignored) rather than flat. With both on, synthesis also searches
  // with flat prices whenever the source has partial sums and the first search priced some
  // reduction below flat or bounded one at a level only its program reaches (else the two
  // searches are one), and keeps the faster plan.
  bool price_reductions_by_level = true;
  // Whether mesh axes neither type mentions may take part (see the file comment). XLA's SPMD
  // partitioner never uses them: `check --target` models it with this off.
  bool unmentioned_axes = true;
};

struct SynthesisStats {
  int64_t states_expanded = 0;
  int64_t states_seen = 0;
  bool bound_raised = false;  // no plan within max(source, target): see the plan's note
  bool split_axes = false;    // the plan is the one over prime-factor sub-axes (fewer bytes)
  double search_time_s = 0;   // the search's own time for the plan (with level prices, an estimate)
};

// Throws types::InputError when the types are invalid on the mesh, the destination keeps
// partial sums the source does not have, or the sub-axes are incompatible.
Plan synthesize(const types::Mesh& mesh, const types::TensorType& tensor, const types::ShardingType& source,
                const types::ShardingType& target, const Topology& topology,
                const SynthesisOptions& options = {}, SynthesisStats* stats = nullptr);

// The lower bound the A* search orders a state by: the least modeled time from `from` to
// `target` it can prove (synthesize.cpp, Search::remaining_time), over the atoms of both
// types and every other axis, with every device sampled up to 64 devices. While an
// exchange may still end a path it counts every byte at the fastest level; with
// `collectives_only` (or options.allow_exchange false), it is the bound the search uses
// once no exchange can. For tests: it must never exceed the time of a plan (of
// collectives only, with `collectives_only`), and along any edge drop by no more than the
// edge's time.
double search_lower_bound(const types::Mesh& mesh, const types::TensorType& tensor, const types::ShardingType& from,
                          const types::ShardingType& target, const Topology& topology,
                          const SynthesisOptions& options = {}, bool collectives_only = false);

}  // namespace shardproof::redistribute
