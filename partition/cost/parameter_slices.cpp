// Rule 17 (XLA TPU): a slice of a parameter that dots read is sliced inside the dots' own
// fusions, so it takes no buffer for them. XLA's TPU compiler gives a convolution (kOutput)
// fusion the whole parameter as an operand, prefetched to VMEM, and slices it inside; XLA CPU
// and GPU run such a slice as a fusion of its own (XLA GPU's wrapped_slice, rule 12), whose
// result the gemm reads. Where dots are not the only readers, the others still read a buffer.
//
// Read off the v5p dump of penzai_llama_fwd_2d (fit half; bench/targets/tpu_v5p_notes.md,
// `after_optimizations.txt`): the two layers' weights are stacked parameters (per device
// f32[2,256,128] and the like) that the program slices per layer (stablehlo.slice, then a
// reshape dropping the layer axis) and passes to a call; XLA's fusion.48 and fusion.54
// (kOutput, op_name "call.8/dot" and "call.9/dot") read copy-done.9, the whole f32[2,256,128]
// in VMEM, and there is no f32[256,128] anywhere in the module. On a megacore v5p, which keeps
// unfused data movement in HBM (rule 10), the model held a layer's eight weight slices there
// (0.5 MiB at its peak): 1.18 of XLA's figure, 1.08 with the rule. On v5e and v6e the slices
// sat in VMEM: no figure moves.
//
//   w = slice(stack, [0:1, ...]); w2 = reshape(w); y = dot(x, w2): w2 is not materialised
//   w2 also read by an add: materialised for the add (the dot reads the parameter)
#include "partition/cost/materialisation.h"

namespace shardproof::partition::memory {

bool Materialisation::sliced_parameter_read_in_dots(ValueId v) const {
  if (in_.topology.compiler != redistribute::Compiler::xla_tpu) return false;
  // Back through slices and reshapes (none redistributed) to a parameter of main.
  for (int hops = 0; hops < 8; ++hops) {
    if (in_.arguments.count(v)) return hops > 0;
    auto d = def.find(v);
    if (d == def.end() || !d->second->in_main || d->second->op->operands.empty()) return false;
    const OpKind k = d->second->op->kind;
    if (k != OpKind::slice && k != OpKind::reshape) return false;
    if (plans_.redistributing_op.count(d->second->main_index)) return false;
    v = schedule_.canon(d->second->op->operands[0]);
  }
  return false;
}

}  // namespace shardproof::partition::memory
