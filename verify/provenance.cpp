// \file Provenance semantics of each collective (see provenance.h), one case per
// collective, each next to the sentence that defines it.
//
//   all_slice(1, {"y"}) on [{"x"}, {}] -> [{"x"}, {"y"}]: after (d, l) <- (d, (l0, y(d)*b1 + l1))
#include "verify/provenance.h"

#include <algorithm>
#include <stdexcept>

namespace shardproof::verify {

using redistribute::CollectiveKind;
using smt::Expr;

namespace {
// The block a gathered dimension is cut into, as a divisor. A zero-size dimension has
// blocks of 0 elements, and then no local index at all (its variable is bounded by 0, so
// the query is unsat before any division is looked at): 1 keeps the term defined.
int64_t divisor_block(int64_t block) { return block > 0 ? block : 1; }
}  // namespace

Position provenance(smt::Context& ctx, const DeviceModel& model, const StepFrame& step, const Position& after,
                    std::vector<Expr>& side, std::vector<Expr>& members) {
  const auto& op = step.op;
  const auto& Lb = step.local_before;
  const auto& La = step.local_after;
  Position before = after;
  auto past = [&](const Expr& l, int dim) { return l >= ctx.lit(Lb[dim]); };
  switch (op.kind) {
    case CollectiveKind::all_slice: {
      // Device d keeps piece j = position of d on A of its block: l_i <- j * b_i + l_i.
      const auto A = model.atoms_of(op.axes);
      const Expr j = model.position(ctx, after.device, A);
      before.local[op.dim] = j * ctx.lit(La[op.dim]) + after.local[op.dim];
      before.pad = after.pad || past(before.local[op.dim], op.dim);
      break;
    }
    case CollectiveKind::all_gather: {
      // Member q's block lands at offset q * b_before: l_i <- member l_i div b, index l_i mod b.
      const auto A = model.atoms_of(op.axes);
      int64_t g = 1;
      for (int64_t s : model.sizes(A)) g *= s;
      const int64_t b = divisor_block(Lb[op.dim]);
      const Expr q = smt::div(ctx, after.local[op.dim], b);
      before.device = model.with_position(ctx, after.device, A, q);
      before.local[op.dim] = smt::mod(ctx, after.local[op.dim], b);
      before.pad = after.pad || q >= ctx.lit(g);
      break;
    }
    case CollectiveKind::all_to_all: {
      // Member q sends me (at position p) its piece p along `to`; it lands at offset
      // q * b_before[from] along `from`.
      const auto A = model.atoms_of(op.axes);
      int64_t g = 1;
      for (int64_t s : model.sizes(A)) g *= s;
      const Expr p = model.position(ctx, after.device, A);
      const int64_t b = divisor_block(Lb[op.dim]);
      const Expr q = smt::div(ctx, after.local[op.dim], b);
      before.device = model.with_position(ctx, after.device, A, q);
      before.local[op.dim] = smt::mod(ctx, after.local[op.dim], b);
      before.local[op.to_dim] = p * ctx.lit(La[op.to_dim]) + after.local[op.to_dim];
      before.pad = after.pad || q >= ctx.lit(g) || past(before.local[op.to_dim], op.to_dim);
      break;
    }
    case CollectiveKind::collective_permute: {
      // Some device whose block (and partial sum) under the old type is mine under the
      // new one sends me its whole buffer: l <- l.
      std::vector<Expr> sender = model.fresh_device(ctx, "sender");
      for (int i = 0; i < step.before.rank(); ++i)
        side.push_back(model.block(ctx, sender, step.before, i) == model.block(ctx, after.device, step.after, i));
      side.push_back(model.unreduced_index(ctx, sender, step.before) ==
                     model.unreduced_index(ctx, after.device, step.after));
      before.device = sender;
      break;
    }
    case CollectiveKind::reduce_scatter: {
      // Sum over members m of A of their piece p (my position) along the dim:
      // l_i <- p * b_after + l_i on device d with A := m.
      const auto A = model.atoms_of(op.axes);
      const Expr p = model.position(ctx, after.device, A);
      before.device = after.device;
      for (int k : A) {
        const Expr m = ctx.var("member", model.atoms()[k].size);
        members.push_back(m);
        before.device[k] = m;
      }
      before.local[op.dim] = p * ctx.lit(La[op.dim]) + after.local[op.dim];
      before.pad = after.pad || past(before.local[op.dim], op.dim);
      break;
    }
    case CollectiveKind::exchange: {
      // The owner rule of redistribute/exchange.h: my global index g_i = block_i(d) *
      // b_after_i + l_i lies in source block q_i = g_i div b_before_i at offset g_i mod
      // b_before_i. Its owner: d itself when q is d's own block; otherwise d with its
      // digits on the source's dimension axes set to q's and its position on the source's
      // replicated atoms (R in all) rotated to (replicated + split position) mod R.
      // Past the last source block: padding.
      std::vector<int> split, replicated;
      std::vector<Expr> own;
      std::vector<Expr> owner = after.device;
      for (int i = 0; i < step.before.rank(); ++i) {
        const Expr g = model.block(ctx, after.device, step.after, i) * ctx.lit(La[i]) + after.local[i];
        const int64_t b = divisor_block(Lb[i]);
        const Expr q = smt::div(ctx, g, b);
        const auto A = model.atoms_of(step.before.dims[i].axes);
        int64_t k = 1;
        for (int64_t s : model.sizes(A)) k *= s;
        own.push_back(q == model.block(ctx, after.device, step.before, i));
        owner = model.with_position(ctx, owner, A, q);
        split.insert(split.end(), A.begin(), A.end());
        before.local[i] = smt::mod(ctx, g, b);
        before.pad = before.pad || q >= ctx.lit(k);
      }
      const auto unreduced = model.atoms_of(step.before.unreduced);
      int64_t R = 1;
      for (int k = 0; k < static_cast<int>(model.atoms().size()); ++k)
        if (std::find(split.begin(), split.end(), k) == split.end() &&
            std::find(unreduced.begin(), unreduced.end(), k) == unreduced.end())
          replicated.push_back(k), R *= model.atoms()[k].size;
      if (!replicated.empty()) {
        const Expr rotated = smt::mod(ctx, 
            model.position(ctx, after.device, replicated) + model.position(ctx, after.device, split), R);
        owner = model.with_position(ctx, owner, replicated, rotated);
      }
      const Expr is_own = smt::all_of(ctx, own);
      for (size_t k = 0; k < owner.size(); ++k) before.device[k] = z3::ite(is_own, after.device[k], owner[k]);
      break;
    }
    case CollectiveKind::all_reduce: {
      // Sum over members m of A of the same position: d with A := m, l <- l.
      for (int k : model.atoms_of(op.axes)) {
        const Expr m = ctx.var("member", model.atoms()[k].size);
        members.push_back(m);
        before.device[k] = m;
      }
      break;
    }
  }
  return before;
}

}  // namespace shardproof::verify
