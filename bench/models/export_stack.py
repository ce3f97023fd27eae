#!/usr/bin/env python3
"""Export GPT-2-style stacks of N transformer layers as StableHLO (Shardy syntax) for the
`check` scale benchmark (issue 4, "Scale").

The layers are unrolled with a Python loop (no `jax.lax.scan`), so the StableHLO really holds
every op: about 136 `stablehlo.` ops per layer, more than 13,000 for 96 layers.

Model: GPT-2 small layer (d_model 768, 12 heads, d_ff 3072, pre-LN, causal attention, tanh
GELU), batch 8, sequence 256, float32. Sharding: 2D data x model on 8 CPU devices,
mesh data=2 x model=4; activations split over `data` (batch), weights Megatron-style over
`model` (QKV and the first MLP matmul column-parallel, the output projection and the second
MLP matmul row-parallel).

Usage:
  bench/.venv/bin/python bench/models/export_stack.py [OUT_DIR] [--layers 12,24,48,96]
  (OUT_DIR defaults to bench/models/stack/, which git ignores; `python3` also works: without
  JAX the script runs setup.sh if needed and re-executes itself under bench/.venv)

Writes OUT_DIR/gpt2_stack_<N>.shardy.mlir (jax.jit(f).lower(...).as_text(); nothing is
compiled) and prints the `stablehlo.` op count of each.
"""
from __future__ import annotations

import argparse
import math
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEFAULT_OUT = HERE / "stack"
NUM_DEVICES = 8
B, S, D, H, F = 8, 256, 768, 12, 3072
SHAPES = {"ln1_g": (D,), "ln1_b": (D,), "wq": (D, D), "bq": (D,), "wk": (D, D), "bk": (D,),
          "wv": (D, D), "bv": (D,), "wo": (D, D), "bo": (D,), "ln2_g": (D,), "ln2_b": (D,),
          "w1": (D, F), "b1": (F,), "w2": (F, D), "b2": (D,)}
KEYS = list(SHAPES)


def ensure_jax():
    try:
        import jax  # noqa: F401
        return
    except ImportError:
        pass
    venv_python = HERE.parent / ".venv" / "bin" / "python"
    if os.environ.get("SHARDPROOF_EXPORT_REEXEC"):
        sys.exit(f"JAX is not importable by {sys.executable}; run bench/models/setup.sh")
    if not venv_python.exists():
        subprocess.run(["bash", str(HERE / "setup.sh")], check=True)
    os.environ["SHARDPROOF_EXPORT_REEXEC"] = "1"
    os.execv(str(venv_python), [str(venv_python), __file__, *sys.argv[1:]])


def export(out: Path, layers: list[int]):
    os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") +
                               f" --xla_force_host_platform_device_count={NUM_DEVICES}").strip()
    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    import jax
    import jax.numpy as jnp
    import numpy as np
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

    jax.config.update("jax_use_shardy_partitioner", True)
    devices = np.array(jax.devices())
    assert devices.size == NUM_DEVICES, f"need {NUM_DEVICES} devices, have {devices.size}"
    mesh = Mesh(devices.reshape(2, 4), ("data", "model"))

    def layer_norm(x, g, b, eps=1e-5):
        mu = jnp.mean(x, axis=-1, keepdims=True)
        var = jnp.mean(jnp.square(x - mu), axis=-1, keepdims=True)
        return (x - mu) * jax.lax.rsqrt(var + eps) * g + b

    def causal_softmax(s):
        sq, sk = s.shape[-2], s.shape[-1]
        mask = jnp.tril(jnp.ones((sq, sk), dtype=bool))
        s = jnp.where(mask, s, jnp.asarray(-1e9, s.dtype))
        return jax.nn.softmax(s, axis=-1)

    def layer(p, x):
        b, s, d = x.shape
        h = layer_norm(x, p["ln1_g"], p["ln1_b"])

        def heads(t):
            return t.reshape(b, s, H, d // H)

        q = heads(h @ p["wq"] + p["bq"])
        k = heads(h @ p["wk"] + p["bk"])
        v = heads(h @ p["wv"] + p["bv"])
        sc = jnp.einsum("bqhk,bshk->bhqs", q, k) * (1.0 / math.sqrt(d // H))
        a = causal_softmax(sc)
        o = jnp.einsum("bhqs,bshk->bqhk", a, v).reshape(b, s, d)
        x = x + o @ p["wo"] + p["bo"]
        h = layer_norm(x, p["ln2_g"], p["ln2_b"])
        h = jax.nn.gelu(h @ p["w1"] + p["b1"], approximate=True)
        return x + h @ p["w2"] + p["b2"]

    def spec(k):
        return {"wq": P(None, "model"), "wk": P(None, "model"), "wv": P(None, "model"),
                "bq": P("model"), "bk": P("model"), "bv": P("model"),
                "wo": P("model", None), "w1": P(None, "model"), "b1": P("model"),
                "w2": P("model", None)}.get(k, P())

    out.mkdir(parents=True, exist_ok=True)
    for n in layers:
        def fwd(*a, n=n):
            x = a[-1]
            k = len(KEYS)
            for i in range(n):  # unrolled on purpose: every layer's ops are in the module
                x = layer(dict(zip(KEYS, a[i * k:(i + 1) * k])), x)
            return layer_norm(x, a[n * k], a[n * k + 1])

        shapes, specs = [], []
        for _ in range(n):
            for key in KEYS:
                shapes.append(SHAPES[key])
                specs.append(spec(key))
        shapes += [(D,), (D,), (B, S, D)]
        specs += [P(), P(), P("data")]
        in_sh = [NamedSharding(mesh, s) for s in specs]
        avals = [jax.ShapeDtypeStruct(s, jnp.float32) for s in shapes]
        text = jax.jit(fwd, in_shardings=in_sh,
                       out_shardings=NamedSharding(mesh, P("data"))).lower(*avals).as_text()
        path = out / f"gpt2_stack_{n}.shardy.mlir"
        path.write_text(text)
        ops = sum(1 for line in text.splitlines() if "stablehlo" in line)
        print(f"{path}: {n} layers, {len(text)} bytes, {ops} lines with `stablehlo` "
              f"(grep -c stablehlo)", flush=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out", nargs="?", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--layers", default="12,24,48,96", help="comma-separated layer counts")
    a = ap.parse_args()
    ensure_jax()
    export(a.out, [int(x) for x in a.layers.split(",") if x])


if __name__ == "__main__":
    main()
