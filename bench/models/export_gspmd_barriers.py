#!/usr/bin/env python3
"""Export a MoE router (softmax, top_k) and a spectral feature (fft), with what XLA's sharding
propagation decided for each op, in both syntaxes (tests/data/gspmd_barriers/, see its
README.md).

    bench/.venv/bin/python bench/models/export_gspmd_barriers.py [--out DIR]

Why: XLA propagates a GSPMD-syntax program with GSPMD's own pass, which gives an op a
sharding only if it supports spatial partitioning for it (xla/service/sharding_propagation.cc,
SupportSpatialPartitioning): `topk` and `fft` are not among those ops, so their results and
everything only they reach stay unsharded and are partitioned replicated. Shardy (the
`.shardy` syntax) has rules for both and keeps the token split through them. The MoE layer of
the third-party corpus (flax_nnx_moe_fwd_2d) compiles to different plans in the two syntaxes
for that reason.

For each syntax (each in its own subprocess, as export.py does) this writes, on 8 fake CPU
devices (mesh data=2, model=4):

  router.<syntax>.mlir              jax.jit(f, in_shardings=...).lower(...).as_text()
  router.<syntax>.propagation.json  XLA's per-op shardings after its propagation (export.py's
                                    format: every dot, reduce, gather and elementwise op)
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import export  # noqa: E402  (start_syntax, write_propagation, run_per_syntax)

DEFAULT_OUT = export.REPO / "tests" / "data" / "gspmd_barriers"
TOKENS, HIDDEN, EXPERTS, K = 64, 16, 8, 2


def router(jax, jnp):
    def f(x, w):
        probs = jax.nn.softmax(x @ w, axis=-1)         # [tokens, experts], split by tokens
        values, experts = jax.lax.top_k(probs, K)      # GSPMD's propagation stops here
        gates = values / values.sum(axis=-1, keepdims=True)
        spectrum = jnp.fft.fft(x).real                 # and here
        energy = (spectrum * spectrum).sum(axis=-1)
        return gates * 2.0, experts + 1, energy
    return f


def export_syntax(syntax: str, out: Path):
    versions, dump_dir, scratch = export.start_syntax(syntax, out)
    import shutil
    import jax
    import jax.numpy as jnp
    import numpy as np
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

    mesh = Mesh(np.array(jax.devices()[:8]).reshape(2, 4), ("data", "model"))
    in_sh = (NamedSharding(mesh, P("data", None)), NamedSharding(mesh, P(None, None)))
    args = (jax.ShapeDtypeStruct((TOKENS, HIDDEN), jnp.float32),
            jax.ShapeDtypeStruct((HIDDEN, EXPERTS), jnp.float32))
    before = set(dump_dir.glob(f"*{export.PROPAGATION_DUMPS[syntax == 'gspmd']}*"))
    lowered = jax.jit(router(jax, jnp), in_shardings=in_sh).lower(*args)
    lowered.compile()
    (out / f"router.{syntax}.mlir").write_text(lowered.as_text())
    dumps = sorted(set(dump_dir.glob(f"*{export.PROPAGATION_DUMPS[syntax == 'gspmd']}*")) - before)
    export.write_propagation(out, "router", syntax, dumps)
    if scratch:
        shutil.rmtree(dump_dir, ignore_errors=True)
    print(f"router.{syntax}: written to {out} (jax {versions.get('jax')})", flush=True)


def main():
    export.fixture_main(__doc__, __file__, DEFAULT_OUT, export_syntax, with_hlo=False)


if __name__ == "__main__":
    main()
