#!/usr/bin/env python3
"""Fixture for memory rule 4c (tests/data/donated_argument_copy): a two-layer MLP training step
with optax.lion and with optax.adam, parameters and optimizer state donated, data=2 x model=4.
Lion's momentum is read by the parameter's update and by the new momentum written into its
own (donated) buffer, so XLA's copy insertion keeps a copy of it; Adam's update reads the new
moments, so nothing is copied.

    bench/.venv/bin/python bench/models/export_donated_copy.py [--out DIR]
"""
import argparse, json, os, sys
from pathlib import Path
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
sys.path.insert(0, str(Path(__file__).resolve().parent))
import export as corpus_export  # noqa: E402
from export_libs import P, sds, auto_mesh  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", type=Path, default=Path(__file__).resolve().parents[2] / "tests/data/donated_argument_copy")
    a = ap.parse_args()
    import jax, jax.numpy as jnp, optax
    jax.config.update("jax_use_shardy_partitioner", True)
    mesh = auto_mesh((2, 4), ("data", "model"))
    params = {"w1": sds((256, 512), jnp.float32, mesh, P(None, "model")),
              "w2": sds((512, 256), jnp.float32, mesh, P("model", None))}
    x = sds((64, 256), jnp.float32, mesh, P("data"))
    for name, opt in (("lion_step", optax.lion(1e-4)), ("adam_step", optax.adam(1e-3))):
        state = jax.tree.map(lambda s: sds(s.shape, s.dtype, mesh, P() if s.ndim < 2 else (
            P(None, "model") if s.shape == (256, 512) else P("model", None))), jax.eval_shape(opt.init, params))

        def step(p, s, x):
            g = jax.grad(lambda p: jnp.mean((jnp.tanh(x @ p["w1"]) @ p["w2"]) ** 2))(p)
            u, s = opt.update(g, s, p)
            return optax.apply_updates(p, u), s
        lowered = jax.jit(step, donate_argnums=(0, 1)).lower(params, state, x)
        a.out.mkdir(parents=True, exist_ok=True)
        (a.out / f"{name}.shardy.mlir").write_text(lowered.as_text())
        meta = {"mesh": {"axes": [{"name": "data", "size": 2}, {"name": "model", "size": 4}]}}
        meta["memory_analysis"], meta["cost_analysis"] = corpus_export.compiled_stats(lowered.compile())
        (a.out / f"{name}.shardy.xla.json").write_text(json.dumps(meta, indent=1) + "\n")
        print(name, meta["memory_analysis"]["temp_size_in_bytes"])


if __name__ == "__main__":
    main()
