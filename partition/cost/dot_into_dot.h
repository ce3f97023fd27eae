// \file Rule 16 (XLA TPU): a dot computed inside the fusion of the one dot that reads it, so
// that its result is never written to memory of its own.
//
// XLA's TPU compiler fuses a dot (with its elementwise epilogue: bias, activation, the convert
// to bf16 the MXU reads) into the fusion of a dot that is its only consumer: the producer's
// kOutput fusion nested inside the consumer's. On a megacore v5p, where dot results otherwise
// sit in HBM (rule 10), this is what keeps an MLP's hidden layer out of HBM. From the v5p dumps
// (bench/targets/tpu_v5p_notes.md, `after_optimizations.txt`):
//   mlp_2d: fusion = dot.3(fusion.11 = convert(gelu(dot.2 + b1)), w2): the hidden layer
//     bf16[2,128,1024] exists only inside the fusion; HBM 5.02 MiB, where a dot result of
//     1 MiB in HBM would make it 6.01
//   gpt2x4_tp: each of the 4 layers' MLP up-projection (bf16[8,512,768]) inside its
//     down-projection's fusion
//   mlp_train_tp: none: the hidden layer's pre-activation is read again by the backward pass
//     (convolution_add_fusion, f32[8,128,256], in HBM from the forward to the backward)
// The producer here has no batch dimensions (a layer: activations times a weight); an
// attention product's (scores times values) is not always fused (transformer_tp: dot.12 stays
// a buffer read by dot.13), so it is left out.
#pragma once

#include "partition/cost/materialisation.h"

namespace shardproof::partition::memory {

// Whether the result of the dot_general `f` is read by one dot only, directly or through
// elementwise ops (and broadcasts) none of which anything else reads, none redistributed, a
// result of main or a region's; the dot has no batch dimensions.
bool fused_into_reading_dot(const CostInputs& in, const PlansByOp& plans, const Materialisation& fusion,
                            const Schedule& schedule, const FlatOp& f);

}  // namespace shardproof::partition::memory
