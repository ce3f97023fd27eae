#!/usr/bin/env python3
"""JAX's automatic sharding (XLA's auto-sharding pass) on the CPU backend, on the zoo's MLP
training step (B=8, S=128, D=512, F=2048), mesh 4 x 2 of 8 host devices: does it run, and
what does it choose? (issue 10, "Quality": side by side with shardproof's search if it runs;
the error it gives if not.)

`jax.sharding.AUTO` is gone from JAX 0.10.2's API (ImportError), so the script asks XLA
directly: the jitted function lowered without shardings, compiled with the executable
build options `use_auto_spmd_partitioning = True` and the mesh shape [4, 2]. It prints the
parameter shardings XLA chose and the collectives in the partitioned HLO.

Usage: bench/.venv/bin/python bench/search/jax_auto_sharding.py
"""
import os
import re

os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " --xla_force_host_platform_device_count=8").strip()
os.environ.setdefault("JAX_PLATFORMS", "cpu")

import jax
import jax.extend
import jax.numpy as jnp
import numpy as np
from jax._src.lib import xla_client as xc


def mlp_train(w1, b1, w2, b2, x, y):
    def loss(w1, b1, w2, b2):
        h = jax.nn.gelu(x @ w1 + b1)
        return jnp.mean((h @ w2 + b2 - y) ** 2)
    g = jax.grad(loss, argnums=(0, 1, 2, 3))(w1, b1, w2, b2)
    return tuple(p - 0.01 * d for p, d in zip((w1, b1, w2, b2), g))


def main():
    print(f"jax {jax.__version__}, backend {jax.default_backend()}, {len(jax.devices())} devices")
    try:
        from jax.sharding import AUTO  # noqa: F401
        print("jax.sharding.AUTO: present")
    except ImportError as e:
        print(f"jax.sharding.AUTO: {type(e).__name__}: {e}")
    B, S, D, F = 8, 128, 512, 2048
    args = [jax.ShapeDtypeStruct(s, jnp.float32) for s in [(D, F), (F,), (F, D), (D,), (B, S, D), (B, S, D)]]
    module = str(jax.jit(mlp_train).lower(*args).compiler_ir("stablehlo"))
    backend = jax.extend.backend.get_backend()
    options = xc.CompileOptions()
    build = options.executable_build_options
    build.num_partitions, build.num_replicas = 8, 1
    build.use_spmd_partitioning = True
    build.use_auto_spmd_partitioning = True
    build.auto_spmd_partitioning_mesh_shape = [4, 2]
    build.auto_spmd_partitioning_mesh_ids = list(range(8))
    options.device_assignment = xc.DeviceAssignment.create(np.arange(8).reshape(1, 8))
    try:
        exe = backend.compile_and_load(module, backend.devices()[:8], options)
    except Exception as e:  # the error is the finding
        print(f"auto-sharding compile failed: {type(e).__name__}: {str(e)[:800]}")
        return
    names = ["w1", "b1", "w2", "b2", "x", "y"]
    for n, s in zip(names, exe.get_parameter_shardings()):
        print(f"  {n}: {xc.HloSharding.from_proto(s)}")
    hlo = exe.hlo_modules()[0].to_string()
    found = re.findall(r"\b(all-reduce|all-gather|reduce-scatter|all-to-all|collective-permute)(?:-start)?\(", hlo)
    print(f"collectives in the partitioned HLO: {len(found)} {sorted(set(found))}")


if __name__ == "__main__":
    main()
