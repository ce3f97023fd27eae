// \file Rule 15, the heap's fragmentation (XLA GPU): the size of the block XLA's buffer
// assigner needs for the temporaries left after rule 5, placed as its heap simulator places
// them, rather than the peak of their sum (rule 7). XLA sizes the block by packing each buffer
// at an offset for its whole live range, so a gap left between two long-lived buffers that no
// later buffer fits stays empty: the block is larger than what is live at any one time.
//
// XLA's GPU buffer assigner runs two orders of its global decreasing-size best-fit heap and
// keeps the smaller block: buffers by size, largest first (ties: the longer live range first),
// and by live range, longest first (ties: the larger first); each buffer goes into the
// smallest gap between the buffers already placed that overlap it in time and that holds it,
// or on top of them when none does. A buffer written over in place by another (rule 6) shares
// its chunk: the two are one interval of the larger size.
//
// Read off the buffer assignments of XLA GPU for the fit half (h100x8, dumped with
// `XLA_FLAGS=--xla_dump_to`, files *-buffer-assignment.txt and *-live-range.txt, compared by
// bench/targets/gpu_heap_report.py): the temporaries' block against the peak of the values
// live at once in XLA's own schedule,
//
//   gpt2x4_fsdp: block 95.37 MiB, live peak 83.36 MiB: 12 MiB of gaps, 11% of the figure
//     (the layers' 9 MiB gathered MLP weights and 2.25 MiB projections, each live over a
//     different stretch, leave holes the 6 MiB activations do not fill)
//   maxtext_train_2d_unrolled: block 21.29 MiB, live peak 15.88 MiB (18% of the figure)
//   gpt2x4_tp 12.00 MiB of gaps, maxtext_real_moe_train_2d_dense 4.10, mlp_train_2d 2.01,
//     mlp_train_tp 1.00, keras_gemma_fwd_2d 0.07
//   transformer_fsdp, maxtext_real_train_fsdp_unrolled: no gap (block = live peak)
//
// The model's own gaps follow from its buffers and live ranges, which are not XLA's: where
// those differ (gpt2x4_tp: none of XLA's 12 MiB of gaps; mlp_train_tp: XLA's 1 MiB, on a live
// peak already 1 MiB over) the rule adds what XLA's heap would leave around our buffers.
#pragma once

#include <cstdint>
#include <vector>

#include "partition/cost/buffers.h"

namespace shardproof::partition::memory {

// The block the best-fit heap needs for the buffers with in_arena set, the smaller of its two
// orders. A buffer's in-place successor (Buffer::may_overwrite, one taken over per buffer, as
// arena_peak counts them) shares its chunk.
int64_t best_fit_heap_bytes(const std::vector<Buffer>& buffers, const std::vector<bool>& in_arena);

}  // namespace shardproof::partition::memory
