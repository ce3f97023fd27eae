// \file Where the memory model's buffers (buffers.h) sit in memory, as XLA's BufferAssigner and
// heap simulator place them: main's results in live-out allocations (rule 4) unless written
// into a donated argument (4b), temporaries reusing those allocations where their live ranges
// allow (5), the rest in the temp arena, whose peak (7) counts a buffer written over in place
// once (6). See cost_model.cpp for the whole model.
//
//   an output of 8 MiB made last, and two 8 MiB temporaries live one after the other before
//     it: both temporaries sit in the output's allocation; the arena holds neither
//   b = add(a, c) where a (same size) dies at b: b may write over a (rule 6), so the arena
//     counts one of them at that step
//   a result with `tf.aliasing_output` on an argument: no allocation of its own, and its
//     temporaries go to the arena (rule 4b)
//
// Rule 4. Outputs: every result of main has a live-out allocation of its own (memory_analysis
// counts it as output_size), and parameters are the caller's buffers. So peak =
// parameters + outputs + temp. A result redistributed at the return is the collective's
// output, in the target layout; what the collective reads is a temporary live until then
// (buffers.cpp, read_results_at_return; tests/data/return_redistribution).
// 4b, donation: a result aliasing a donated argument (`tf.aliasing_output = N` on the
// argument; `jax.buffer_donor = true`: XLA pairs the argument with the first result of its
// per-device shape not yet paired) is written into the argument's buffer: no allocation of
// its own (memory_analysis: alias_size, peak = arguments + outputs + temp - alias), and no
// temporary may use it, as XLA does not reuse an entry parameter's allocation (rule 5):
// the temporaries that sat in the outputs' allocations go to the arena. tests/data/donation:
// the data-parallel SGD step donated has XLA's temp grow from 8.0 to 16.0 MiB by exactly its
// alias (the parameters), the same total; the Adam step's total falls by 8.3 MiB.
// 4c: a donated argument read by an op that does not come before the result written into
// its buffer (in the program's dependency order) is copied first, and its readers read the
// copy: a temporary of the argument's size from the start to its last reader
// (donated_copies.cpp; tests/data/donated_argument_copy).
// Rule 5. Reuse of the output allocations: XLA assigns buffers in order of decreasing size (ties:
// schedule order) and puts a temporary into an existing allocation — an output's — when
// its live range does not interfere with the buffers already there; only the rest goes
// to the temp arena. An output is defined late, so the big activations of a forward pass
// often live in the output's allocation before it (transformer_tp: the 8 MiB LayerNorm
// outputs, the attention scores and the last matmul all sit in the output allocation).
// Rule 6. In place: two buffers whose live ranges only touch — one's last reader defines the
// other — do not interfere when the reader may write over its operand: an elementwise
// fusion (every op on the path from the operand is elementwise, or a transpose that XLA
// folds into the dot producing it: dot_layout.h) whose operand has the same size. The same
// holds in the temp arena (XLA's heap simulator shares the operand's chunk). A
// dynamic_update_slice writes its update into its operand's buffer the same way (a scan's
// stacked outputs, a KV cache: one allocation per stacked value through the loop,
// tests/data/in_place_updates). Collectives, dots and reductions never write over their
// operands.
// Rule 7. Temp = the peak over the schedule of the buffers left for the temp arena.
#pragma once

#include <cstdint>
#include <map>
#include <set>
#include <utility>
#include <vector>

#include "partition/cost/buffers.h"
#include "partition/lower/lower.h"

namespace shardproof::partition::memory {

// Rule 4b: the results of main written into a donated argument's buffer, and each with the
// argument whose buffer it is written into.
std::set<ValueId> results_in_donated_buffers(const Program& program, const LoweredProgram& lowered);
std::map<ValueId, ValueId> donated_buffers(const Program& program, const LoweredProgram& lowered);

// Rule 5: per buffer, whether it is left for the temp arena (false: an output, or a
// temporary placed in an output's allocation). `elsewhere` (optional, per buffer): buffers
// held in another memory (a TPU's VMEM, rule 10), which take no allocation here.
std::vector<bool> assign_output_allocations(const std::vector<Buffer>& buffers,
                                            const std::vector<bool>* elsewhere = nullptr);

// Rules 6 and 7: the temp arena's peak and the step where it is first reached.
struct ArenaPeak {
  int step = 0;
  int64_t bytes = 0;
};
ArenaPeak arena_peak(const std::vector<Buffer>& buffers, const std::vector<bool>& in_arena);

// Rule 6 as the arena counts it: per buffer, the steps [first, last] it holds arena memory
// (first > last: none, it is not in the arena). A buffer taken over in place by one starting
// where it ends gives up its last step. arena_peak and the memory timeline (memory_timeline.h)
// both sum these, so the timeline's highest point is the arena's peak.
std::vector<std::pair<int, int>> arena_steps(const std::vector<Buffer>& buffers, const std::vector<bool>& in_arena);

}  // namespace shardproof::partition::memory
