#!/usr/bin/env python3
"""Writes tests/data/run_programs/remat_dots_fsdp_train.{gspmd,shardy}.mlir (issue 41, item 1):
one training step of a 4-block residual flax.linen MLP, each block under `nn.remat` (flax's
`jax.checkpoint`) with policy `jax.checkpoint_policies.checkpoint_dots_with_no_batch_dims`,
loss + grad + `optax.adamw`, parameters and batch FSDP-sharded over `data=8` (each parameter on
its largest dimension 8 divides; the width, 100, it does not, so biases and LayerNorm
parameters are replicated). `check` refused it as bad input (exit 2, no line): "the destination
[{?}], unreduced={"data"} holds partial sums over axes the source [{}] has already reduced"
(a stale unreduced axis on the LayerNorm bias gradient's sum over the batch; see
tests/data/run_programs/README.md).

    bench/.venv/bin/python bench/models/export_remat_fsdp.py [--out DIR] [--syntax gspmd|shardy|both]

Needs flax and optax (bench/models/requirements-thirdparty.txt's pins: flax==0.12.8,
optax==0.2.8) beside requirements.txt's JAX 0.10.2.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import export  # noqa: E402  (start_syntax, fixture_main)

DEFAULT_OUT = export.REPO / "tests" / "data" / "run_programs"
NAME = "remat_dots_fsdp_train"
BATCH, WIDTH, HIDDEN, BLOCKS = 16, 100, 128, 4


def export_one_syntax(syntax: str, out: Path):
    export.start_syntax(syntax, out, dump_propagation=False)
    import jax
    import jax.numpy as jnp
    import numpy as np
    import flax.linen as nn
    import optax
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

    mesh = Mesh(np.array(jax.devices()).reshape(8), ("data",))

    class Block(nn.Module):
        @nn.compact
        def __call__(self, x):
            h = nn.gelu(nn.Dense(HIDDEN)(nn.LayerNorm()(x)))
            return x + nn.Dense(WIDTH)(h)

    class MLP(nn.Module):
        @nn.compact
        def __call__(self, x):
            block = nn.remat(Block, policy=jax.checkpoint_policies.checkpoint_dots_with_no_batch_dims)
            for _ in range(BLOCKS):
                x = block()(x)
            return nn.Dense(WIDTH)(x)

    model = MLP()
    opt = optax.adamw(1e-3, weight_decay=1e-2)

    def fsdp(x):  # ZeRO-3: the largest dimension divisible by 8 over data, else replicated
        dims = [i for i, d in enumerate(x.shape) if d % 8 == 0]
        if not dims:
            return P()
        best = max(dims, key=lambda i: (x.shape[i], -i))
        return P(*["data" if i == best else None for i in range(len(x.shape))])

    def abstract(tree, spec_of):
        return jax.tree_util.tree_map(
            lambda x: jax.ShapeDtypeStruct(x.shape, x.dtype, sharding=NamedSharding(mesh, spec_of(x))), tree)

    params = abstract(jax.eval_shape(lambda: model.init(jax.random.key(0), jnp.zeros((1, WIDTH)))), fsdp)
    state = jax.eval_shape(opt.init, params)
    state = optax.tree_map_params(
        opt, lambda p, s: jax.ShapeDtypeStruct(p.shape, p.dtype, sharding=p.sharding), state, params,
        transform_non_params=lambda x: jax.ShapeDtypeStruct(x.shape, x.dtype, sharding=NamedSharding(mesh, P())))
    x = jax.ShapeDtypeStruct((BATCH, WIDTH), jnp.float32, sharding=NamedSharding(mesh, P("data")))
    y = jax.ShapeDtypeStruct((BATCH, WIDTH), jnp.float32, sharding=NamedSharding(mesh, P("data")))

    def loss_fn(params, x, y):
        return jnp.mean((model.apply(params, x) - y) ** 2)

    def step(params, state, x, y):
        loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
        updates, state = opt.update(grads, state, params)
        return optax.apply_updates(params, updates), state, loss

    lowered = jax.jit(step).lower(params, state, x, y)
    path = out / f"{NAME}.{syntax}.mlir"
    path.write_text(lowered.as_text())
    print(f"{path}: {path.stat().st_size} bytes", flush=True)


if __name__ == "__main__":
    export.fixture_main(__doc__, Path(__file__).resolve(), DEFAULT_OUT, export_one_syntax, with_hlo=False)
