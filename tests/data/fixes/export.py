#!/usr/bin/env python3
"""Mistaken sharded JAX programs and the same programs with `shardproof check`'s fix applied
in JAX, each exported with its locations (`as_text(debug_info=True)`), for the fix tests
(tests/partition/fix_test.cpp) and the README's walk-through.

    bench/.venv/bin/python tests/data/fixes/export.py      (from the repository root)

On 8 fake CPU devices, mesh data=4 x model=2, Shardy syntax. One function per program, its
specs as parameters, so that the mistaken and the fixed export come from the same Python
lines; the fix is the change `check` proposes for the finding (written here by hand, as a
user applies it), and the test asserts that `check` proposes exactly it and that the fixed
export saves what the fix claimed:

  conflict.{mistake,fixed}       a two-layer block's training step whose second weight was
                                 given P('data', None) where the first splits that dimension
                                 over 'model': sharding conflicts at `h @ params["w2"]`; the
                                 fix makes the two agree on 'data' (the first weight's spec)
  whole_gather.{mistake,fixed}   the block's forward with its hidden activation constrained
                                 whole (with_sharding_constraint(h, P())): gathered onto every
                                 device at the tanh
  expensive.{mistake,fixed}      the same forward whose second weight splits its contraction
                                 dimension over 'model': the result is summed over both axes
  budget.{mistake,fixed}         an MLP with both weights replicated, over a 24 MiB budget;
                                 the fix splits the second weight's columns over 'data'

The paths in the locations are made relative to the repository root (the only change to
JAX's text), so the fixtures say `tests/data/fixes/export.py:NN` wherever they are checked.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P  # noqa: E402

OUT = Path(__file__).resolve().parent
ROOT = OUT.parents[2]
B, D, F = 16, 256, 512


def two_layer_step(mesh, w1_spec, w2_spec):
    def block(params, x):
        h = jnp.tanh(x @ params["w1"])
        return h @ params["w2"]

    def step(params, x, y):
        def loss(p):
            return jnp.mean((block(p, x) - y) ** 2)
        return jax.value_and_grad(loss)(params)

    s = lambda spec: NamedSharding(mesh, spec)
    params = {"w1": jax.ShapeDtypeStruct((D, F), jnp.float32, sharding=s(w1_spec)),
              "w2": jax.ShapeDtypeStruct((F, D), jnp.float32, sharding=s(w2_spec))}
    x = jax.ShapeDtypeStruct((B, D), jnp.float32, sharding=s(P("data", None)))
    y = jax.ShapeDtypeStruct((B, D), jnp.float32, sharding=s(P("data", None)))
    return jax.jit(step).lower(params, x, y)


def constrained_forward(mesh, w2_spec, hidden_spec):
    def block(params, x):
        h = jnp.tanh(x @ params["w1"])
        h = jax.lax.with_sharding_constraint(h, NamedSharding(mesh, hidden_spec))
        return h @ params["w2"]

    s = lambda spec: NamedSharding(mesh, spec)
    params = {"w1": jax.ShapeDtypeStruct((D, F), jnp.float32, sharding=s(P(None, "model"))),
              "w2": jax.ShapeDtypeStruct((F, D), jnp.float32, sharding=s(w2_spec))}
    x = jax.ShapeDtypeStruct((B, D), jnp.float32, sharding=s(P("data", None)))
    return jax.jit(block).lower(params, x)


def mlp(mesh, w1_spec, w2_spec):
    def forward(params, x):
        h = jax.nn.relu(x @ params["w1"])
        return h @ params["w2"]

    s = lambda spec: NamedSharding(mesh, spec)
    params = {"w1": jax.ShapeDtypeStruct((1024, 4096), jnp.float32, sharding=s(w1_spec)),
              "w2": jax.ShapeDtypeStruct((4096, 1024), jnp.float32, sharding=s(w2_spec))}
    x = jax.ShapeDtypeStruct((64, 1024), jnp.float32, sharding=s(P("data", None)))
    return jax.jit(forward).lower(params, x)


# (name, the mistaken program, the program with check's fix applied)
PROGRAMS = {
    "conflict": (lambda m: two_layer_step(m, P(None, "model"), P("data", None)),
                 lambda m: two_layer_step(m, P(None, "data"), P("data", None))),
    "whole_gather": (lambda m: constrained_forward(m, P("model", None), P()),
                     lambda m: constrained_forward(m, P("model", None), P("data", None))),
    "expensive": (lambda m: constrained_forward(m, P("model", None), P("data", None)),
                  lambda m: constrained_forward(m, P(None, "model"), P("data", None))),
    "budget": (lambda m: mlp(m, P(), P()),
               lambda m: mlp(m, P(), P(None, "data"))),
}


def main() -> int:
    only = set(sys.argv[1:])
    jax.config.update("jax_use_shardy_partitioner", True)
    mesh = Mesh(np.array(jax.devices()[:8]).reshape(4, 2), ("data", "model"))
    for name, (mistake, fixed) in PROGRAMS.items():
        if only and name not in only:
            continue
        for variant, build in (("mistake", mistake), ("fixed", fixed)):
            text = build(mesh).as_text(debug_info=True).replace(f'"{ROOT}/', '"')
            path = OUT / f"{name}.{variant}.mlir"
            path.write_text(text)
            print(f"wrote {path.relative_to(ROOT)} ({len(text)} bytes, jax {jax.__version__})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
