#!/usr/bin/env python3
"""Export GPT-2-style stacks of N transformer layers as StableHLO (Shardy syntax) for the
`check` scale benchmark (issue 4, "Scale").

The layers are unrolled with a Python loop (no `jax.lax.scan`), so the StableHLO really holds
every op: about 136 `stablehlo.` ops per layer, more than 13,000 for 96 layers. Beside each, the
same model scanned the way MaxText runs its layers (weights stacked [N, ...], `jax.lax.scan`):
one layer body in a `stablehlo.while` of trip count N.

Model: GPT-2 small layer (d_model 768, 12 heads, d_ff 3072, pre-LN, causal attention, tanh
GELU), batch 8, sequence 256, float32. Sharding: 2D data x model on 8 CPU devices,
mesh data=2 x model=4; activations split over `data` (batch), weights Megatron-style over
`model` (QKV and the first MLP matmul column-parallel, the output projection and the second
MLP matmul row-parallel).

Usage:
  bench/.venv/bin/python bench/models/export_stack.py [OUT_DIR] [--layers 12,24,48,96]
  (OUT_DIR defaults to bench/models/stack/, which git ignores; `python3` also works: without
  JAX the script runs setup.sh if needed and re-executes itself under bench/.venv)

Writes OUT_DIR/gpt2_stack_<N>.shardy.mlir and OUT_DIR/gpt2_scan_<N>.shardy.mlir
(jax.jit(f).lower(...).as_text(); nothing is compiled) and prints the `stablehlo.` op count of
each.
"""
from __future__ import annotations

import argparse
import os
from pathlib import Path

from export import ensure_jax, gpt2_layer, layer_norm  # the zoo's GPT-2 layer, not a copy

HERE = Path(__file__).resolve().parent
DEFAULT_OUT = HERE / "stack"
NUM_DEVICES = 8
B, S, D, H, F = 8, 256, 768, 12, 3072
SHAPES = {"ln1_g": (D,), "ln1_b": (D,), "wq": (D, D), "bq": (D,), "wk": (D, D), "bk": (D,),
          "wv": (D, D), "bv": (D,), "wo": (D, D), "bo": (D,), "ln2_g": (D,), "ln2_b": (D,),
          "w1": (D, F), "b1": (F,), "w2": (F, D), "b2": (D,)}
KEYS = list(SHAPES)


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
                x = gpt2_layer(dict(zip(KEYS, a[i * k:(i + 1) * k])), x, H)
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
        write(out / f"gpt2_stack_{n}.shardy.mlir", text, f"{n} layers")

        # The same model as MaxText writes it: each weight stacked over the layers ([n, ...],
        # the layer dimension unsharded) and the layers run by jax.lax.scan, so the module
        # holds one layer body inside a stablehlo.while with trip count n.
        def scanned(*a):
            stacked, (g, b, x) = a[:len(KEYS)], a[len(KEYS):]

            def body(x, layer):
                return gpt2_layer(dict(zip(KEYS, layer)), x, H), None

            x, _ = jax.lax.scan(body, x, stacked)
            return layer_norm(x, g, b)

        stacked_sh = [NamedSharding(mesh, P(None, *spec(k))) for k in KEYS]
        stacked_avals = [jax.ShapeDtypeStruct((n, *SHAPES[k]), jnp.float32) for k in KEYS]
        tail_sh = [NamedSharding(mesh, s) for s in (P(), P(), P("data"))]
        tail_avals = [jax.ShapeDtypeStruct(s, jnp.float32) for s in ((D,), (D,), (B, S, D))]
        text = jax.jit(scanned, in_shardings=stacked_sh + tail_sh,
                       out_shardings=NamedSharding(mesh, P("data"))).lower(
                           *stacked_avals, *tail_avals).as_text()
        write(out / f"gpt2_scan_{n}.shardy.mlir", text, f"{n} layers under lax.scan")


def write(path: Path, text: str, what: str):
    path.write_text(text)
    ops = sum(1 for line in text.splitlines() if "stablehlo" in line)
    print(f"{path}: {what}, {len(text)} bytes, {ops} lines with `stablehlo` (grep -c stablehlo)",
          flush=True)


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
