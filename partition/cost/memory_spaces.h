// \file Rule 10, memory spaces: on a TPU the compiler places temporaries in the chip's
// on-chip vector memory (VMEM) where they fit, and HBM holds only the arguments, the outputs
// and the temporaries left out (XLA's memory-space assignment). `check --target tpu-*`
// reports HBM, as XLA's TPU compiler checks it against the chip's memory: a program whose
// temporaries all fit in VMEM needs about its arguments and outputs of HBM.
//
//   mlp_train_fsdp on tpu-v5e:2x4: arguments 1.5 MiB, outputs 1.0 MiB, temporaries 16 MiB at
//     their peak, each under a few MiB: all in VMEM (128 MiB); HBM 2.5 MiB (XLA: 2.73 MiB,
//     its VMEM report 10.6 MiB)
//   a 70B training step: temporaries of hundreds of MiB each exceed VMEM and stay in HBM
//
// The placement: temporaries of the temp arena (not outputs, nor temporaries sharing an
// output's allocation) in order of increasing size, each put in VMEM when the VMEM already
// used at every step of its live range leaves room for it; the rest are HBM's, whose arena
// peak (rules 6, 7) is the temporaries' part of the HBM figure. Small buffers first: they
// pack best, and a large one gains least per byte from the faster memory. XLA's own
// assignment also prefetches and evicts, moving a buffer between the two memories during its
// live range; that is not modelled (a buffer is in one memory for all of it). On a megacore
// v5p only the results of elementwise and reduction fusions are candidates: its dot results,
// collectives' buffers and unfused copies stay in HBM (tpu-v5p mlp_fsdp: the two gathered
// weights, 2 MiB each, in VMEM on v5e and in HBM on v5p; XLA 1.52 against 5.85 MiB).
#pragma once

#include <cstdint>
#include <vector>

#include "partition/cost/allocation.h"
#include "partition/cost/buffers.h"

namespace shardproof::partition::memory {

struct MemorySpaces {
  std::vector<bool> in_vmem;  // per buffer
  int64_t vmem_peak_bytes = 0;
  ArenaPeak hbm_arena;        // the temp arena's peak without the buffers in VMEM
};

// `vmem_bytes`: the on-chip memory the compiler may place temporaries in (0: none);
// `loop_fusions_only`: a megacore TPU's compiler, which places there only the roots of
// elementwise and reduction fusions (v5p: dot results, every collective's buffer and unfused
// copies, converts and in-place updates stay in HBM; measured on all 106 corpus programs,
// bench/targets/tpu_v5p_notes.md).
MemorySpaces assign_memory_spaces(const std::vector<Buffer>& buffers, const std::vector<bool>& in_arena,
                                  int64_t vmem_bytes, bool loop_fusions_only = false);

}  // namespace shardproof::partition::memory
