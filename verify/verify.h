// \file Checking a redistribution plan (anyone's: synthesized, read from JSON, mutated)
// with Z3: correctness of every element, the memory bound, and the transfer it needs.
//
//   x=4,y=2, 4096x4096, [{"x"},{}] -> [{},{"y"}], steps all_to_all({"x"}, 0->1), ...:
//     correctness proved | refuted: device (x=1, y=0) local [0, 3] holds global [0, 1027],
//     expected [0, 3] | unknown (timeout)
//   memory: largest shard 8 MiB <= max(source, destination) 8 MiB        proved
//   transfer: proved: 6.00 MiB received per device, lower bound 6.00 MiB; nothing received twice or
//     discarded
//
// Transfer: received bytes per device against the physical lower bound (the real elements
// of its destination block it does not hold at the source; the whole block when the plan
// reduces). `refuted` only for real excess: an element a device receives twice, or one it
// receives and later drops (a slice) when a plan of no greater modeled time without such
// an element exists — the witness is named (the one-step exchange, or the synthesizer's
// least-time plan). A dropped element with no such witness is `unknown` (the search is
// exact for time, not for which plans discard). Receiving more than the lower bound
// without either (elements forwarded through a device) is not excess.
//
// Correctness is one SMT query, symbolic in the device digits and local indices (so its
// time does not depend on the array size): "some device and in-bounds, non-padding local
// index of the destination ends up with the wrong global element, with padding, or — with
// partial sums — with a partial sum counted twice". unsat = proved; sat = refuted with a
// counterexample; a timeout or any other solver answer = unknown, never proved.
// Memory and transfer are exact integer arithmetic over the types along the plan.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "redistribute/plan.h"
#include "redistribute/topology.h"

namespace shardproof::verify {

enum class Verdict { proved, refuted, unknown };
std::string to_string(Verdict v);

struct Counterexample {
  // kinds: "wrong_element", "padding" (a padded value lands in a real element),
  // "partial_sum_twice", "partial_sums_missing", "local_shape", "ill_typed"
  std::string kind;
  int64_t device = 0;                  // linear id on the mesh
  std::vector<int64_t> coordinates;    // mesh coordinates
  std::vector<int64_t> local_index;
  std::vector<int64_t> expected_global;
  std::vector<int64_t> actual_global;  // empty for padding
  int64_t other_device = -1;           // partial_sum_twice: the second contributor's group mate
  int64_t partial_index = -1;          // partial_sum_twice: which source partial sum
  int step = -1;                       // ill_typed: the 1-based step
  std::string message;                 // one line
};

struct CorrectnessResult {
  Verdict verdict = Verdict::unknown;
  std::optional<Counterexample> counterexample;
  std::string reason;    // unknown: why
  double seconds = 0;    // solver time
};

struct MemoryResult {
  Verdict verdict = Verdict::unknown;
  int64_t peak_shard_bytes = 0, bound_bytes = 0;
  int peak_step = 0;  // 0 = the source
};

struct TransferIssue {
  std::string kind;  // "discarded" or "received_twice"
  int64_t device = 0;
  int step = 0;      // 1-based step that received it
  int other_step = 0;  // the step that dropped it / had it before
  int64_t elements = 0;
};

struct TransferResult {
  // proved: no real excess (see the file comment); refuted: real excess, with `issue` (and
  // for a discard, the witness plan); unknown: a discard without a witness.
  Verdict verdict = Verdict::unknown;
  std::vector<int64_t> received_bytes;     // per device (the cost model, per device)
  std::vector<int64_t> lower_bound_bytes;  // per device: target elements it does not hold
  int64_t max_received_bytes = 0, max_lower_bound_bytes = 0;
  int64_t max_excess_bytes = 0;            // max over devices of received - lower bound
  int64_t reduction_bytes = 0;             // largest per-device receipts of reduction steps
  std::optional<TransferIssue> issue;
  bool at_lower_bound = false;             // every device receives exactly its lower bound
  // For a discard: a plan of no greater modeled time that discards nothing and receives
  // nothing twice ("exchange(-> [{"y"}, {}])"; empty when none was found).
  std::string witness;
  double witness_time_s = 0, plan_time_s = 0;
};

struct Verification {
  CorrectnessResult correctness;
  MemoryResult memory;
  TransferResult transfer;
  std::string smt2;  // the correctness query (when asked for)
};

struct VerifyOptions {
  double timeout_s = 10.0;
  // Z3's memory limit in MiB, process-wide (smt::set_memory_limit); reaching it is unknown.
  unsigned solver_memory_mib = 4096;
  bool want_smt2 = false;
  bool transfer = true;  // the per-device transfer analysis (linear in the devices)
};

// Types are resolved and every step is type-checked with redistribute's rules; a step
// that does not type-check refutes correctness (kind "ill_typed"). Throws
// types::InputError when the plan's types are invalid on its mesh.
Verification verify_plan(const redistribute::Plan& plan, const redistribute::Topology& topology,
                         const VerifyOptions& options = {});

nlohmann::json to_json(const Verification& v);
std::string describe(const Counterexample& c);
// Three lines: correctness, memory, transfer.
std::string describe(const Verification& v);
// 0 proved, 1 refuted, 3 unknown (of correctness and memory; transfer is reported).
int exit_code(const Verification& v);

}  // namespace shardproof::verify
