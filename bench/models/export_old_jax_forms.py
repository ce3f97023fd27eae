#!/usr/bin/env python3
"""Writes tests/data/reader_forms/old_jax_*.gspmd.mlir: programs as JAX 0.4 prints them, where
what are properties today sit in the attribute dictionary after the regions and a list of equal
integers is a splat (`slice_sizes = dense<1> : tensor<2xi64>`, `window_dilations = dense<1> :
tensor<3xi64>`). `check` read those lists as empty before (found on haliax, whose last release
needs JAX 0.4). Needs JAX 0.4.x (GSPMD syntax): a venv of its own, e.g.

    python3 -m venv bench/.venv-jax04 && bench/.venv-jax04/bin/pip install "jax[cpu]==0.4.19"
    bench/.venv-jax04/bin/python bench/models/export_old_jax_forms.py [--out DIR]
"""
import argparse
import os
from pathlib import Path

os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=8"
import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P  # noqa: E402

OUT = Path(__file__).resolve().parents[2] / "tests" / "data" / "reader_forms"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=OUT)
    a = ap.parse_args()
    mesh = Mesh(np.array(jax.devices()).reshape(2, 4), ("data", "model"))

    def arg(shape, spec, dtype=jnp.float32):
        return jax.ShapeDtypeStruct(shape, dtype, sharding=NamedSharding(mesh, spec))
    programs = {
        "old_jax_gather_1d": (lambda x, i: jnp.take(x, i), arg((2,), P(), jnp.int32), arg((1,), P(), jnp.int32)),
        "old_jax_gather_2d": (lambda x, i: x[i[:, 0], i[:, 1]], arg((8, 16), P("data")), arg((4, 2), P(), jnp.int32)),
        "old_jax_reduce_window": (lambda x: jax.lax.reduce_window(x, 0., jax.lax.add, (1, 3, 1), (1, 1, 1), "SAME"),
                                  arg((8, 16, 32), P("data"))),
    }
    for name, (fn, *args) in programs.items():
        (a.out / f"{name}.gspmd.mlir").write_text(jax.jit(fn).lower(*args).as_text())
        print(f"{name}: jax {jax.__version__}")


if __name__ == "__main__":
    main()
