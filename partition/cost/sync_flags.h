// \file Rule 14, TPU sync flags: on a TPU every asynchronous copy and collective signals its
// completion through a flag kept in HBM, and XLA's TPU compiler gives each flag a 16 KiB slot
// of the temporaries' HBM block, never shared for the step. The copies are the memory-space
// assignment's prefetches: a parameter lives in HBM, and each op that reads one reads a copy
// made in VMEM before it. So a TPU program holds, beside its arguments, outputs and the
// temporaries left in HBM, 16 KiB per parameter read and per collective issued.
//
// Read off XLA's memory-usage reports for tpu-v5e:2x4 (bench/targets/README.md, "TPU tiles
// and sync flags"; bench/targets/tpu_hbm_report.py): the temporaries' block is the only one holding many values, all of at most 512 B
// (the u32 flag of a copy-start's tuple, or an async collective's context) at 16 KiB-aligned
// offsets, 15 of them on mlp_train_fsdp (224 KiB), 59 on keras_llama_fwd_2d (976 KiB), 320 on
// maxtext_train_fsdp_unrolled (5.2 MiB); the direct reads of parameters by ops count 17, 44
// and 316 there; over the nine programs dumped XLA's flags were 0.67-1.31 times the reads,
// collectives aside. The count is the model's: XLA prefetches per use it decides, not per op.
//
// On a megacore v5p too, whose block also holds the buffers it keeps in HBM (cost_model.cpp).
//
//   keras_llama_fwd_2d on tpu-v5e:2x4: 44 reads of parameters + 17 collectives: 976 KiB of
//     flags beside 0.82 MiB of arguments (XLA's HBM 2.07 MiB)
#pragma once

#include <cstdint>

#include "partition/ir/program.h"

namespace shardproof::partition::memory {

inline constexpr int64_t kTpuSyncFlagBytes = 16 << 10;

// The reads of main's arguments by ops: each op that reads an argument, or a value that only
// forwards one (a sharding constraint's, a barrier's or a region argument's), counts once per
// argument however many of its operands it is, in main and in the regions of its loops,
// branches and shard_maps.
int64_t parameter_reads(const Program& program);

}  // namespace shardproof::partition::memory
