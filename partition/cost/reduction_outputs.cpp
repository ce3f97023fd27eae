// Rule 2i (XLA TPU): an elementwise value that a reduction reads, and that something other
// than dots also reads, is an output of the reduction's fusion (a multi-output loop fusion):
// a buffer of its own, which its other readers read instead of recomputing it.
//
// XLA CPU recomputes such a value in every consumer (rule 2c duplicates it per view at
// most), so the buffers it is computed from stay live as long as any consumer does: a
// transformer's residual stream x + attn(x) + mlp(x) + ... is recomputed layer after layer
// from every earlier layer's output, all live to the end (gpt2x4_tp on cpu8: 144 MiB). XLA's
// TPU compiler instead emits the residual from the fusion that reduces it for the next layer
// norm (the v5p dump of gpt2x4_tp: fusion.299, .298, ... each (f32[8,512], f32[8,512,768]),
// the norm's sum and the residual; 78 MiB), and the layer outputs die there. Readers that are
// dots do not count: TPU fuses the value into the dot's operand instead (a softmax's exp,
// read by its sum and by the normalisation into the PV dot, stays inside fusion.12 and the
// dot's fusion in the same dump: no f32[8,3,512,512] output).
//
//   h = x + f(x); mean = reduce(h); y = (h - mean) ...; next = h + g(y): h is materialised
//   e = exp(s - max); sum = reduce(e); p = e / sum; o = dot(p, v): e is not
#include <set>
#include <vector>

#include "partition/cost/materialisation.h"
#include "partition/ops/op_table.h"

namespace shardproof::partition::memory {

void Materialisation::force_reduction_outputs() {
  if (in_.topology.compiler != redistribute::Compiler::xla_tpu) return;
  // Whether everything reading v, through fusible ops, is a dot (nothing else keeps it).
  std::map<ValueId, bool> dots_only;
  auto only_dots = [&](auto&& self, ValueId v) -> bool {
    if (auto known = dots_only.find(v); known != dots_only.end()) return known->second;
    dots_only[v] = false;  // a cycle through regions: not only dots
    bool only = !forced.count(v);
    for (const FlatOp* u : readers(v)) {
      if (!only) break;
      if (u->op->kind == OpKind::dot_general) continue;
      if (!fusible_producer(u->op->kind)) {
        only = false;
        break;
      }
      for (ValueId r : u->op->results) only = only && self(self, schedule_.canon(r));
    }
    return dots_only[v] = only;
  };
  std::vector<ValueId> found;
  for (const auto& [v, us] : users) {
    auto d = def.find(v);
    if (d == def.end() || forced.count(v) || !is_elementwise(d->second->op->kind)) continue;
    bool reduced = false, kept_elsewhere = false;
    for (const FlatOp* u : us) {
      if (u->op->kind == OpKind::reduce) {
        reduced = true;
      } else if (u->op->kind != OpKind::dot_general) {
        if (!fusible_producer(u->op->kind)) {
          kept_elsewhere = true;
          continue;
        }
        for (ValueId r : u->op->results) kept_elsewhere = kept_elsewhere || !only_dots(only_dots, schedule_.canon(r));
      }
    }
    if (reduced && kept_elsewhere) found.push_back(v);
  }
  forced.insert(found.begin(), found.end());
}

}  // namespace shardproof::partition::memory
