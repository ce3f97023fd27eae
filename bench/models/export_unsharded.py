#!/usr/bin/env python3
"""Export the zoo's models with NO shardings, for `shardproof partition` (issue 10): the
programs a user writes before deciding how to split them, to be partitioned by tactics.

Each program is `jax.jit(f).lower(...).as_text(debug_info=True)`: JAX then writes every
argument's name in its location (`%arg0: tensor<512x2048xf32> loc("params['w1']")`) and every
result's in `jax.result_info`, which is how tactics name values. No mesh, no sharding.

Models (the zoo's definitions, imported from export.py, not copied):
  mlp_fwd                  2-layer MLP forward (zoo `mlp_dp` without its shardings)
  transformer_fwd          one transformer layer, D=1024, 16 heads (zoo `transformer_dp`)
  gpt2x4_fwd               GPT-2 small, 4 layers (zoo `gpt2x4_dp`)
  gpt2x12_fwd              GPT-2 small, 12 layers (export.gpt2_layer; shapes of export_stack.py)
  mlp_train_adam           MLP training step: forward, backward, Adam (zoo mlp forward)
  transformer_train_adam   transformer layer training step with Adam (zoo forward)

Usage:
  bench/.venv/bin/python bench/models/export_unsharded.py                 # examples/unsharded/
  bench/.venv/bin/python bench/models/export_unsharded.py --stack 96 --out bench/models/stack
      (only gpt2x96_fwd: the 96-layer stack of the speed benchmark; git ignores that folder)
"""
from __future__ import annotations

import argparse
from pathlib import Path

from export import ensure_jax, gpt2_layer, layer_norm, start_syntax  # noqa: E402
import export_stack  # the stack's shapes (B, S, D, H, SHAPES, KEYS)

HERE = Path(__file__).resolve().parent
DEFAULT_OUT = HERE.parent.parent / "examples" / "unsharded"


def named(fn, arg_specs):
    """The zoo's positional fn(*args) (its last argument the input x) as f(params, x): JAX then
    names each argument `params['w1']`, ..., `x`. arg_specs: the zoo's [(name, shape, spec)...]."""
    keys = [a[0] for a in arg_specs if a[0] != "x"]

    def f(params, x):
        by_name = dict(params, x=x)
        return fn(*[by_name[a[0]] for a in arg_specs])

    return f, keys


def avals_of(arg_specs, names):
    import jax
    import jax.numpy as jnp
    shapes = {a[0]: (a[1], a[3] if len(a) > 3 else "float32") for a in arg_specs}
    return {k: jax.ShapeDtypeStruct(shapes[k][0], jnp.dtype(shapes[k][1])) for k in names}


def adam_train_step(forward, lr=1e-3, b1=0.9, b2=0.999, eps=1e-8):
    """A training step of `forward(params, x)`: MSE loss, gradients, then Adam (Kingma & Ba,
    the bias-corrected update written out; optax is not in bench/.venv)."""
    import jax
    import jax.numpy as jnp

    def step(params, opt_state, x, y):
        def loss_fn(p):
            return jnp.mean(jnp.square(forward(p, x) - y))

        loss, grads = jax.value_and_grad(loss_fn)(params)
        count = opt_state["count"] + 1
        m = jax.tree.map(lambda m, g: b1 * m + (1 - b1) * g, opt_state["mu"], grads)
        v = jax.tree.map(lambda v, g: b2 * v + (1 - b2) * jnp.square(g), opt_state["nu"], grads)
        c1 = 1 - b1 ** count.astype(jnp.float32)
        c2 = 1 - b2 ** count.astype(jnp.float32)
        new = jax.tree.map(lambda p, m, v: p - lr * (m / c1) / (jnp.sqrt(v / c2) + eps), params, m, v)
        return new, {"count": count, "mu": m, "nu": v}, loss

    return step


def export_all(out: Path, stack_only: int | None):
    start_syntax("shardy", out, dump_propagation=False)
    import jax
    import jax.numpy as jnp

    from export import build_zoo

    def write(name, fn, *args):
        text = jax.jit(fn).lower(*args).as_text(debug_info=True)
        path = out / f"{name}.mlir"
        path.write_text(text)
        ops = sum(1 for line in text.splitlines() if "stablehlo." in line)
        print(f"{path}: {len(text)} bytes, {ops} lines with stablehlo ops", flush=True)

    def stack(n):
        D = export_stack.D

        def fwd(params, x):
            for layer in params["layers"]:
                x = gpt2_layer(layer, x, export_stack.H)
            return layer_norm(x, params["lnf_g"], params["lnf_b"])

        params = {"layers": [{k: jax.ShapeDtypeStruct(export_stack.SHAPES[k], jnp.float32)
                              for k in export_stack.KEYS} for _ in range(n)],
                  "lnf_g": jax.ShapeDtypeStruct((D,), jnp.float32),
                  "lnf_b": jax.ShapeDtypeStruct((D,), jnp.float32)}
        x = jax.ShapeDtypeStruct((export_stack.B, export_stack.S, D), jnp.float32)
        write(f"gpt2x{n}_fwd", fwd, params, x)

    if stack_only:
        stack(stack_only)
        return

    zoo = {p["name"]: p for p in build_zoo()}
    for name, zoo_name in (("mlp_fwd", "mlp_dp"), ("transformer_fwd", "transformer_dp"),
                           ("gpt2x4_fwd", "gpt2x4_dp")):
        prog = zoo[zoo_name]
        f, keys = named(prog["fn"], prog["args"])
        x = avals_of(prog["args"], ["x"])["x"]
        write(name, f, avals_of(prog["args"], keys), x)
    stack(12)

    for name, zoo_name in (("mlp_train_adam", "mlp_dp"), ("transformer_train_adam", "transformer_dp")):
        prog = zoo[zoo_name]
        forward, keys = named(prog["fn"], prog["args"])
        params = avals_of(prog["args"], keys)
        x = avals_of(prog["args"], ["x"])["x"]
        opt_state = {"count": jax.ShapeDtypeStruct((), jnp.int32), "mu": params, "nu": params}
        write(name, adam_train_step(forward), params, opt_state, x, x)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--stack", type=int, help="only the GPT-2 stack of this many layers")
    a = ap.parse_args()
    ensure_jax()
    export_all(a.out, a.stack)


if __name__ == "__main__":
    main()
