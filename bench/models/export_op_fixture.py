"""Writes tests/data/jax_ops/ops.mlir: one jitted function that uses the ops JAX emits for
LLM training and inference and vision models (gather/scatter of an embedding, dynamic slices,
a KV-cache update, pad, reverse, cumsum, argmax, sort, top_k, lax.scan, lax.cond, an
and-reduce, a convolution, erf/log1p/expm1/cbrt/sign/floor/round/clip, is_finite, remainder,
bitcast and shifts, threefry random numbers, an optimization barrier).

    bench/.venv/bin/python bench/models/export_op_fixture.py > tests/data/jax_ops/ops.mlir
"""
import os
os.environ["XLA_FLAGS"]="--xla_force_host_platform_device_count=8"
import jax, jax.numpy as jnp
from jax import lax
def f(tab, ids, x, cache, w, img, k):
    e = tab[ids]                       # gather
    g = jnp.zeros_like(tab).at[ids].add(e)  # scatter
    ds = lax.dynamic_slice(x, (1, 0), (2, 16))
    c2 = lax.dynamic_update_slice(cache, x[:, None, :], (0, 3, 0))
    p = jnp.pad(x, ((1, 2), (0, 0)))
    r = x[::-1]
    cs = jnp.cumsum(x, axis=1)
    am = jnp.argmax(x, axis=1)
    srt = jnp.sort(x, axis=1)
    tk = lax.top_k(x, 3)
    def body(c, wl):
        return jnp.tanh(c @ wl), c.sum()
    y, ys = lax.scan(body, x, w)
    cond = lax.cond(x.sum() > 0, lambda a: a * 2, lambda a: a - 1, x)
    m = jnp.all(x > 0, axis=1)
    conv = lax.conv_general_dilated(img, k, (1,1), "SAME", dimension_numbers=("NHWC","HWIO","NHWC"))
    er = jax.scipy.special.erf(x) + jnp.log1p(x) + jnp.expm1(x) + jnp.cbrt(x) + jnp.sign(x) + jnp.floor(x) + jnp.round(x) + jnp.clip(x, -1., 1.)
    fin = jnp.isfinite(x)
    rem = jnp.remainder(ids, 3)
    bits = lax.bitcast_convert_type(x, jnp.int32) >> 3 ^ 5
    key = jax.random.key(0)
    rn = jax.random.normal(key, (8,))
    ob = lax.optimization_barrier(x)
    return e, g, ds, c2, p, r, cs, am, srt, tk, y, ys, cond, m, conv, er, fin, rem, bits, rn, ob
args = (jnp.ones((64, 16)), jnp.ones((8,), jnp.int32), jnp.ones((8, 16)), jnp.ones((8, 10, 16)), jnp.ones((4, 16, 16)), jnp.ones((8,6,6,3)), jnp.ones((3,3,3,4)))
print(jax.jit(f).lower(*args).as_text())
