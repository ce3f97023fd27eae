#!/usr/bin/env python3
"""Writes tests/data/run_programs/quantised_projection_2x4.shardy.mlir (issue 41, item 2): a
projection whose contraction is split over `model`, quantised to int8 per row the way
jax-llm-examples' Llama 3 quantises its KV cache (scale = max |y| / 127, round, clip,
convert). The partitioned sums round in another order, so a value half an ulp from a
half-integer rounds to the neighbouring integer: `run` must compare such an integer output
within the float's tolerance in integer steps, not bit for bit.

    bench/.venv/bin/python bench/models/export_quantised_projection.py
"""
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=8"
import jax, jax.numpy as jnp, numpy as np
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
jax.config.update("jax_use_shardy_partitioner", True)
mesh = Mesh(np.array(jax.devices()).reshape(2,4), ("data","model"))
def f(x, w):
    # a KV-cache style int8 quantisation of a projection whose contraction is split over model
    y = x @ w
    scale = jnp.max(jnp.abs(y), axis=-1, keepdims=True) / 127.0
    return jnp.clip(jnp.round(y / scale), -127, 127).astype(jnp.int8), scale
ins = (NamedSharding(mesh, P("data", "model")), NamedSharding(mesh, P("model", None)))
args = (jax.ShapeDtypeStruct((256, 1024), jnp.float32), jax.ShapeDtypeStruct((1024, 2048), jnp.float32))
open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tests", "data", "run_programs", "quantised_projection_2x4.shardy.mlir"), "w").write(jax.jit(f, in_shardings=ins).lower(*args).as_text())
