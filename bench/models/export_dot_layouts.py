#!/usr/bin/env python3
"""Export the dots whose operands disagree on a contracting dimension, cut out of the
third-party corpus, with XLA's figures beside them (tests/data/dot_layouts/, see its README.md).

    bench/.venv/bin/python bench/models/export_dot_layouts.py [--out DIR] [--hlo]

For each program and both syntaxes (GSPMD and Shardy, each in its own subprocess, as
export.py does) this writes, on 8 fake CPU devices (mesh data=2, model=4):

  <name>.<syntax>.mlir      jax.jit(f, in_shardings=..., out_shardings=...).lower(...).as_text()
  <name>.<syntax>.hlo.txt   .compile().as_text() (XLA's partitioned HLO; only with --hlo)
  <name>.<syntax>.xla.json  versions, mesh, arguments, memory_analysis() (with
                            derived_total_bytes), cost_analysis() and XLA's collectives

The programs (shapes and shardings as in examples/thirdparty/keras_llama_train_2d, line 571
of its Shardy file: the lm_head weight gradient of KerasHub's Llama training step):

  lm_head_weight_grad   dW[v, h] = sum_{b, s} dlogits[b, s, v] * x[b, s, h], dlogits split
                        over data by batch (a contracting dimension), x split over data by h,
                        dW wanted split over data by h: the result takes data for h, so the
                        batch cannot keep it.
  lm_head_weight_grad_t the same with the operands swapped (dW^T[h, v]).
  moe_expert_dot        y[e, f, t] = sum_h w[e, h, f] * x[t, h] (keras_qwen3moe_fwd_2d, line 251
                        of its Shardy file): w replicated, the tokens x split over data by t and
                        over model by h, y wanted split over data by t. Here gathering x (256 KiB
                        per device) costs less than reducing y (2 MiB): XLA gathers.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import export  # noqa: E402  (the HLO collective parser, start_syntax, run_per_syntax)

DEFAULT_OUT = export.REPO / "tests" / "data" / "dot_layouts"
B, S, V, H = 8, 64, 1024, 256  # KerasHub Llama's training step in the corpus


def programs(jax, jnp, P):
    dims = (((0, 1), (0, 1)), ((), ()))
    grad = jax.ShapeDtypeStruct((B, S, V), jnp.float32)
    x = jax.ShapeDtypeStruct((B, S, H), jnp.float32)
    return [
        dict(name="lm_head_weight_grad", fn=lambda g, a: jax.lax.dot_general(g, a, dims),
             args=[("dlogits", grad, P("data", None, None)), ("x", x, P(None, None, "data"))],
             out=P(None, "data")),
        dict(name="lm_head_weight_grad_t", fn=lambda a, g: jax.lax.dot_general(a, g, dims),
             args=[("x", x, P(None, None, "data")), ("dlogits", grad, P("data", None, None))],
             out=P("data", None)),
        dict(name="moe_expert_dot", fn=lambda w, t: jax.lax.dot_general(w, t, (((1,), (1,)), ((), ()))),
             args=[("w", jax.ShapeDtypeStruct((8, H, H), jnp.float32), P(None, None, None)),
                   ("x", jax.ShapeDtypeStruct((B * S, H), jnp.float32), P("data", "model"))],
             out=P(None, None, "data")),
    ]


def export_syntax(syntax: str, out: Path, write_hlo: bool):
    versions, _, _ = export.start_syntax(syntax, out, dump_propagation=False)
    import jax
    import jax.numpy as jnp
    import numpy as np
    from jax.sharding import Mesh, PartitionSpec as P

    mesh = Mesh(np.array(jax.devices()[:8]).reshape(2, 4), ("data", "model"))
    export.write_program_fixtures(out, syntax, versions, mesh, programs(jax, jnp, P), write_hlo)


def main():
    export.fixture_main(__doc__, __file__, DEFAULT_OUT, export_syntax)


if __name__ == "__main__":
    main()
