#!/usr/bin/env python3
"""Fixtures for where XLA CPU's schedule puts two things a MaxText-style FSDP training step
has (tests/data/remat_schedule; memory rules 3 and 3g, partition/cost/):

- cast_gather_fsdp: a forward pass of four matmul layers whose f32 weights are sharded over
  fsdp=8 and cast to bf16 before use, as MaxText does. The cast is of the shard, so each
  gather reads a value computed from a parameter; XLA gathers all four at the top of its
  schedule and holds them (converted to f32 on CPU) to their dots.
- remat_fsdp_train: a training step of the same layers, each under jax.checkpoint (remat).
  JAX wraps what the backward pass recomputes from in an optimization_barrier; XLA's CPU
  pipeline deletes the barriers, and its scheduler runs the recomputation beside the forward
  pass, so the recomputed activations are live from there to the backward pass.
- remat_dp_train: that step data-parallel in f32 with a large batch, where the recomputed
  activations, not the weights, make the peak.

    bench/.venv/bin/python bench/models/export_remat_schedule.py [--out DIR]

Each program is written as NAME.shardy.mlir (jax.jit(...).lower(...).as_text()) with
NAME.shardy.xla.json (the mesh and XLA's memory_analysis()) and NAME.shardy.hlo.txt (XLA's
optimized, scheduled HLO, where the instruction order is XLA's schedule).
"""
import argparse, json, os, sys
from pathlib import Path
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
sys.path.insert(0, str(Path(__file__).resolve().parent))
import export as corpus_export  # noqa: E402
from export_libs import P, sds, auto_mesh  # noqa: E402

LAYERS, BATCH, WIDTH, HIDDEN = 4, 64, 256, 1024


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", type=Path,
                    default=Path(__file__).resolve().parents[2] / "tests/data/remat_schedule")
    a = ap.parse_args()
    import jax, jax.numpy as jnp
    jax.config.update("jax_use_shardy_partitioner", True)
    mesh = auto_mesh((8,), ("fsdp",))
    params = [{"w_in": sds((WIDTH, HIDDEN), jnp.float32, mesh, P("fsdp", None)),
               "w_out": sds((HIDDEN, WIDTH), jnp.float32, mesh, P(None, "fsdp"))} for _ in range(LAYERS)]
    x = sds((BATCH, WIDTH), jnp.bfloat16, mesh, P("fsdp", None))

    def layer(h, p):
        # MaxText casts each weight to the activations' type where the layer reads it.
        u = jnp.tanh(h @ p["w_in"].astype(h.dtype))
        return h + u @ p["w_out"].astype(h.dtype)

    def forward(ps, x, remat):
        f = jax.checkpoint(layer) if remat else layer
        for p in ps:
            x = f(x, p)
        return x

    def train_step(ps, x):
        loss = lambda ps: jnp.mean(forward(ps, x, True).astype(jnp.float32) ** 2)
        g = jax.grad(loss)(ps)
        return jax.tree.map(lambda w, d: w - 1e-3 * d, ps, g)

    # The same step data-parallel in f32, replicated weights and 128 times the batch: the
    # arena holds activations only, so where the recomputation runs decides the peak.
    dp_params = [{k: sds(v.shape, v.dtype, mesh, P()) for k, v in p.items()} for p in params]
    dp_x = sds((128 * BATCH, WIDTH), jnp.float32, mesh, P("fsdp", None))
    programs = {
        "cast_gather_fsdp": jax.jit(lambda ps, x: forward(ps, x, False)).lower(params, x),
        "remat_fsdp_train": jax.jit(train_step, donate_argnums=(0,)).lower(params, x),
        "remat_dp_train": jax.jit(train_step, donate_argnums=(0,)).lower(dp_params, dp_x),
    }
    a.out.mkdir(parents=True, exist_ok=True)
    for name, lowered in programs.items():
        stem = a.out / f"{name}.shardy"
        Path(f"{stem}.mlir").write_text(lowered.as_text())
        compiled = lowered.compile()
        meta = {"mesh": {"axes": [{"name": "fsdp", "size": 8}]},
                "config": f"{LAYERS} layers, x [{BATCH},{WIDTH}] bf16, w_in [{WIDTH},{HIDDEN}] and "
                          f"w_out [{HIDDEN},{WIDTH}] f32 over fsdp=8, cast to bf16 where read",
                "versions": {"jax": jax.__version__}}
        meta["memory_analysis"], meta["cost_analysis"] = corpus_export.compiled_stats(compiled)
        Path(f"{stem}.xla.json").write_text(json.dumps(meta, indent=1) + "\n")
        Path(f"{stem}.hlo.txt").write_text(compiled.as_text())
        print(name, meta["memory_analysis"]["derived_total_bytes"], meta["memory_analysis"]["temp_size_in_bytes"])


if __name__ == "__main__":
    main()
