#!/usr/bin/env python3
"""Export sharded JAX programs with their source locations (`as_text(debug_info=True)`) for
the reader's location parser and check's Python locations (tests/data/python_locations/).

    XLA_FLAGS=--xla_force_host_platform_device_count=8 bench/.venv/bin/python bench/models/export_locations.py [NAME...]

Writes, on 8 fake CPU devices, each program in Shardy syntax (`<name>.shardy.mlir`) and
GSPMD's (`<name>.gspmd.mlir`):

  two_layer_mistake  issue 43's new user: a two-layer block's training step (value_and_grad of
                     an MSE loss) on data=4 x model=2 whose second weight has a mistaken
                     PartitionSpec, P('data', None) instead of P('model', None): conflicts,
                     redistributions and gathers, each at a line of this file
  constraint_mistake the same block's forward with its hidden activation constrained whole
                     (with_sharding_constraint(h, P())) where the weights split it: a gather of
                     the whole array at the constraint's line
  nested_scan        a scan over layers (a while loop) whose body calls a nested jit (a private
                     function, inlined by the reader) and a with_sharding_constraint, then a
                     shard_map with a psum: callsite locations, several frames deep
  zoo/<name>         eight programs of the model zoo (export.py's build_zoo, examples/models/)
                     lowered with their locations: training steps, GPT-2, shard_maps
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

OUT = Path(__file__).resolve().parents[2] / "tests" / "data" / "python_locations"
B, D, F = 16, 256, 512


def two_layer_mistake(mesh):
    def block(params, x):
        h = jnp.tanh(x @ params["w1"])
        return h @ params["w2"]

    def step(params, x, y):
        def loss(p):
            return jnp.mean((block(p, x) - y) ** 2)
        value, grads = jax.value_and_grad(loss)(params)
        return value, grads

    s = lambda *spec: NamedSharding(mesh, P(*spec))
    params = {"w1": jax.ShapeDtypeStruct((D, F), jnp.float32, sharding=s(None, "model")),
              # the mistake: the second weight split over "data" on the dimension the first splits over "model"
              "w2": jax.ShapeDtypeStruct((F, D), jnp.float32, sharding=s("data", None))}
    x = jax.ShapeDtypeStruct((B, D), jnp.float32, sharding=s("data", None))
    y = jax.ShapeDtypeStruct((B, D), jnp.float32, sharding=s("data", None))
    return jax.jit(step).lower(params, x, y)


def constraint_mistake(mesh):
    def block(params, x):
        h = jnp.tanh(x @ params["w1"])
        # the mistake: the hidden activation constrained whole (P()) where it is split over "data" and "model"
        h = jax.lax.with_sharding_constraint(h, NamedSharding(mesh, P()))
        return h @ params["w2"]

    s = lambda *spec: NamedSharding(mesh, P(*spec))
    params = {"w1": jax.ShapeDtypeStruct((D, F), jnp.float32, sharding=s(None, "model")),
              "w2": jax.ShapeDtypeStruct((F, D), jnp.float32, sharding=s("model", None))}
    x = jax.ShapeDtypeStruct((B, D), jnp.float32, sharding=s("data", None))
    return jax.jit(block).lower(params, x)


def nested_scan(mesh):
    @jax.jit
    def layer(w, h):
        return jax.nn.relu(h @ w)

    def body(h, w):
        h = layer(w, h)
        h = jax.lax.with_sharding_constraint(h, NamedSharding(mesh, P("data", None)))
        return h, None

    def reduce_all(h):
        return jax.lax.psum(jnp.sum(h, axis=0), "data")

    def forward(ws, x):
        h, _ = jax.lax.scan(body, x, ws)
        total = jax.shard_map(reduce_all, mesh=mesh, in_specs=P("data", None), out_specs=P())(h)
        return h, total

    s = lambda *spec: NamedSharding(mesh, P(*spec))
    ws = jax.ShapeDtypeStruct((4, D, D), jnp.float32, sharding=s(None, None, "model"))
    x = jax.ShapeDtypeStruct((B, D), jnp.float32, sharding=s("data", None))
    return jax.jit(forward).lower(ws, x)


# Programs of the model zoo (export.py's build_zoo, examples/models/) lowered once more with
# their locations, into zoo/: training steps, GPT-2 with its attention, shard_maps.
ZOO = ("mlp_train_2d", "mlp_train_fsdp_gather", "transformer_train_2d", "gpt2x4_2d", "gpt2x4_fsdp_tp",
       "shardmap_megatron_mlp", "shardmap_collectives", "mlp_constraint_2d")


def export_zoo(syntax: str):
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import export  # noqa: E402

    (OUT / "zoo").mkdir(parents=True, exist_ok=True)
    for prog in export.build_zoo():
        if prog["name"] not in ZOO:
            continue
        m = prog["mesh"]
        in_sh = [NamedSharding(m, a[2]) for a in prog["args"]]
        out_sh = jax.tree.map(lambda s: NamedSharding(m, s), prog["out_specs"], is_leaf=lambda s: isinstance(s, P))
        avals = [jax.ShapeDtypeStruct(a[1], jnp.dtype(a[3] if len(a) > 3 else "float32")) for a in prog["args"]]
        text = jax.jit(prog["fn"], in_shardings=in_sh, out_shardings=out_sh).lower(*avals).as_text(debug_info=True)
        path = OUT / "zoo" / f"{prog['name']}.{syntax}.mlir"
        path.write_text(text)
        print(f"wrote {path} ({len(text)} bytes)")


def main() -> int:
    only = set(sys.argv[1:])  # program names to export (default: all of them)
    OUT.mkdir(parents=True, exist_ok=True)
    mesh = Mesh(np.array(jax.devices()[:8]).reshape(4, 2), ("data", "model"))
    for syntax, shardy in (("shardy", True), ("gspmd", False)):
        jax.config.update("jax_use_shardy_partitioner", shardy)
        for build in (two_layer_mistake, constraint_mistake, nested_scan):
            if only and build.__name__ not in only:
                continue
            text = build(mesh).as_text(debug_info=True)
            path = OUT / f"{build.__name__}.{syntax}.mlir"
            path.write_text(text)
            print(f"wrote {path} ({len(text)} bytes, jax {jax.__version__})")
        if not only:
            export_zoo(syntax)
    return 0


if __name__ == "__main__":
    sys.exit(main())
