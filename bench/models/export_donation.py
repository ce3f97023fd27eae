#!/usr/bin/env python3
"""Export training steps with donated buffers (and the same steps without) for the cost
model's input/output aliasing (tests/data/donation/, see its README.md).

    bench/.venv/bin/python bench/models/export_donation.py [--out DIR]

For every program and both syntaxes (GSPMD and Shardy, each in its own subprocess, as
export.py does) this writes, on 8 fake CPU devices:

  <name>.<syntax>.mlir      jax.jit(step, donate_argnums=..., ...).lower(...).as_text()
  <name>.<syntax>.hlo.txt   .compile().as_text() (XLA's partitioned HLO; only with --hlo)
  <name>.<syntax>.xla.json  versions, mesh, arguments (with `donated`), memory_analysis()
                            (with derived_total_bytes = argument + output + temp - alias),
                            cost_analysis() and the collectives XLA chose (export.py's parser)

The programs: the zoo's MLP training step (export.py's mlp_train, SGD on an MSE loss) with
its parameters donated, data-parallel and FSDP (JAX writes `tf.aliasing_output = N` on the
donated arguments), the data-parallel one once more without out_shardings (JAX then writes
`jax.buffer_donor = true` and XLA picks the outputs), and a data-parallel Adam step (m, v:
the gradient is read by two updates, `g` and `g * g`) with and without donation of the
parameters and both moments.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import export  # noqa: E402  (the HLO collective parser, start_syntax, run_per_syntax)

DEFAULT_OUT = export.REPO / "tests" / "data" / "donation"
B, S, D, F = 8, 128, 512, 2048  # the zoo's MLP (export.py)


def build(jax, jnp, np):
    from jax.sharding import Mesh, PartitionSpec as P

    mesh = Mesh(np.array(jax.devices()).reshape(export.NUM_DEVICES), ("data",))
    shapes = {"w1": (D, F), "b1": (F,), "w2": (F, D), "b2": (D,)}

    def mlp(p, x):
        h = jax.nn.gelu(jnp.einsum("bsd,df->bsf", x, p["w1"]) + p["b1"], approximate=True)
        return jnp.einsum("bsf,fd->bsd", h, p["w2"]) + p["b2"]

    def loss_and_grad(p, x, y):
        return jax.value_and_grad(lambda p: jnp.mean(jnp.square(mlp(p, x) - y)))(p)

    def sgd(p, x, y):
        loss, g = loss_and_grad(p, x, y)
        return jax.tree.map(lambda a, b: a - 0.01 * b, p, g), loss

    def adam(p, m, v, x, y):
        loss, g = loss_and_grad(p, x, y)
        m = jax.tree.map(lambda m, g: 0.9 * m + 0.1 * g, m, g)
        v = jax.tree.map(lambda v, g: 0.999 * v + 0.001 * g * g, v, g)
        p = jax.tree.map(lambda p, m, v: p - 1e-3 * m / (jnp.sqrt(v) + 1e-8), p, m, v)
        return p, m, v, loss

    dp = {k: P() for k in shapes}
    fsdp = {"w1": P("data", None), "b1": P("data"), "w2": P("data", None), "b2": P("data")}
    xs = P("data")
    progs = []

    def add(name, fn, params, n_state, donate, out_shardings=True):
        # args: the parameter dict, n_state more dicts like it (Adam's m, v), x, y
        args = [("p", params)] + [(f"s{i}", params) for i in range(n_state)]
        out = tuple(params for _ in range(1 + n_state)) + (P(),)
        progs.append(dict(name=name, fn=fn, args=args, out=out if out_shardings else None,
                          donate=donate))

    add("mlp_sgd_dp", sgd, dp, 0, ())
    add("mlp_sgd_dp_donated", sgd, dp, 0, (0,))
    add("mlp_sgd_dp_donor", sgd, dp, 0, (0,), out_shardings=False)
    add("mlp_sgd_fsdp", sgd, fsdp, 0, ())
    add("mlp_sgd_fsdp_donated", sgd, fsdp, 0, (0,))
    add("mlp_adam_dp", adam, dp, 2, ())
    add("mlp_adam_dp_donated", adam, dp, 2, (0, 1, 2))
    add("mlp_adam_dp_donor", adam, dp, 2, (0, 1, 2), out_shardings=False)
    return mesh, shapes, xs, progs


def export_syntax(syntax: str, out: Path, write_hlo: bool):
    versions, _, _ = export.start_syntax(syntax, out, dump_propagation=False)
    import jax
    import jax.numpy as jnp
    import numpy as np
    from jax.sharding import NamedSharding, PartitionSpec as P

    mesh, shapes, xs, progs = build(jax, jnp, np)
    named = lambda spec: NamedSharding(mesh, spec)  # noqa: E731
    for prog in progs:
        avals, in_sh, arg_rows = [], [], []
        for i, (argname, specs) in enumerate(prog["args"]):
            avals.append({k: jax.ShapeDtypeStruct(s, jnp.float32) for k, s in shapes.items()})
            in_sh.append({k: named(specs[k]) for k in shapes})
            for k in sorted(shapes):  # the order a dict flattens in: @main's arguments
                arg_rows.append({"name": f"{argname}['{k}']", "shape": list(shapes[k]), "dtype": "float32",
                                 "partition_spec": export.spec_to_list(specs[k]) + [None] * (len(shapes[k]) - len(specs[k])),
                                 "donated": i in prog["donate"]})
        for argname in ("x", "y"):
            avals.append(jax.ShapeDtypeStruct((B, S, D), jnp.float32))
            in_sh.append(named(xs))
            arg_rows.append({"name": argname, "shape": [B, S, D], "dtype": "float32",
                             "partition_spec": export.spec_to_list(xs) + [None, None], "donated": False})
        kw = dict(in_shardings=tuple(in_sh), donate_argnums=prog["donate"])
        if prog["out"] is not None:
            kw["out_shardings"] = tuple(
                named(o) if isinstance(o, P) else {k: named(o[k]) for k in shapes} for o in prog["out"])
        lowered = jax.jit(prog["fn"], **kw).lower(*avals)
        export.write_fixture(out, prog["name"], syntax, versions, mesh, lowered, write_hlo,
                             [dict(index=i, **a) for i, a in enumerate(arg_rows)],
                             donate_argnums=list(prog["donate"]), out_shardings_given=prog["out"] is not None)


def main():
    export.fixture_main(__doc__, __file__, DEFAULT_OUT, export_syntax)


if __name__ == "__main__":
    main()
