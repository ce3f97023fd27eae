#!/usr/bin/env python3
"""Writes the programs of issue 41, item 5 (`shardproof run` too slow to be useful) as Shardy
StableHLO, for bench/run/run.sh to time beside XLA CPU:

  diffusers_unet_train_fsdp   diffusers 0.31 Flax UNet2DConditionModel (export_reach2.py's small
                              configuration), one denoising training step with optax.adamw, the
                              batch and every parameter and Adam moment FSDP-sharded over data=8
                              (each on its largest dimension 8 divides, else replicated)
  jaxmd_lj_energy_force       jax-md's Lennard-Jones energy and force with a neighbour list
                              (energy.lennard_jones_neighbor_list, the default OrderedSparse
                              format, a cell list under it): the list updated from the positions,
                              then energy and force; positions split over data=8 by particle
  jaxmd_lj_nve                the same system integrated by simulate.nve for NVE_STEPS steps in a
                              lax.fori_loop, the neighbour list updated every step (jax-md's
                              documented loop)

    bench/.venv/bin/python bench/models/export_slow_runs.py [--out DIR] [--only REGEX]
        [--particles N] [--density D] [--nve-steps K] [--suffix S]

--particles, --density and --nve-steps change the jax-md system (4096 particles at 0.8) and the
NVE loop's length (20 steps); --suffix is appended to each file's name. tests/data/run_programs'
jaxmd_lj_nve_small is `--only jaxmd_lj_nve --particles 512 --density 0.2 --nve-steps 3
--suffix _small`.

Default DIR: bench/models/slow_runs (ignored by git). jax-md is not in requirements-thirdparty.txt:
jax-md 0.2.29 (jax >= 0.5) imports under JAX 0.10.2 with, beside it, jraph, frozendict, e3nn-jax
and sympy (its pymatgen and openmm requirements are for features not used here):
    bench/.venv/bin/pip install --no-deps jax-md==0.2.29 jraph==0.0.6.dev0 frozendict==2.5.1 e3nn-jax==0.21.0 sympy==1.14.0 mpmath==1.4.1
(the files measured in bench/RESULTS.md were written with these in a --target directory on
PYTHONPATH, /tmp/jaxmd_deps, leaving the shared venv as it was).
"""
from __future__ import annotations

import argparse
import os
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEFAULT_OUT = HERE / "slow_runs"
N_PARTICLES, DENSITY, NVE_STEPS = 4096, 0.8, 20


def fsdp_spec(shape, n=8):
    from jax.sharding import PartitionSpec as P
    dims = [i for i, d in enumerate(shape) if d % n == 0]
    if not dims:
        return P()
    best = max(dims, key=lambda i: (shape[i], -i))
    return P(*["data" if i == best else None for i in range(len(shape))])


def unet_train_fsdp(mesh):
    import jax, jax.numpy as jnp, optax
    from jax.sharding import NamedSharding, PartitionSpec as P
    sys.path.insert(0, str(HERE))
    from export_reach2 import _unet  # the reach sweep's small UNet configuration
    unet = _unet()
    sds = lambda x, spec: jax.ShapeDtypeStruct(x.shape, x.dtype, sharding=NamedSharding(mesh, spec))
    params = jax.tree.map(lambda x: sds(x, fsdp_spec(x.shape)),
                          jax.eval_shape(lambda: unet.init_weights(jax.random.PRNGKey(0))))
    opt = optax.adamw(1e-4)
    state = jax.tree.map(lambda x: sds(x, fsdp_spec(x.shape)), jax.eval_shape(opt.init, params))
    betas = jnp.linspace(1e-4, 0.02, 100)
    abar = jnp.cumprod(1 - betas)

    def step(p, s, key, x0, ctx):
        k1, k2 = jax.random.split(key)
        noise = jax.random.normal(k1, x0.shape)
        t = jax.random.randint(k2, (x0.shape[0],), 0, 100)
        a = abar[t][:, None, None, None]
        xt = jnp.sqrt(a) * x0 + jnp.sqrt(1 - a) * noise

        def loss(p):
            return jnp.mean((unet.apply({"params": p}, xt, t, ctx).sample - noise) ** 2)
        l, g = jax.value_and_grad(loss)(p)
        u, s = opt.update(g, s, p)
        return optax.apply_updates(p, u), s, l
    batch = 8
    key = jax.ShapeDtypeStruct((2,), jnp.uint32, sharding=NamedSharding(mesh, P()))
    args = (params, state, key, jax.ShapeDtypeStruct((batch, 4, 16, 16), jnp.float32, sharding=NamedSharding(mesh, P("data"))),
            jax.ShapeDtypeStruct((batch, 8, 32), jnp.float32, sharding=NamedSharding(mesh, P("data"))))
    return jax.jit(step).lower(*args)


def lj_system():
    """N particles in a periodic cube at DENSITY, jax-md's LJ with its neighbour list: the
    neighbour list allocated once on a concrete configuration (its capacity is static)."""
    import jax, jax.numpy as jnp
    from jax_md import space, energy
    box = (N_PARTICLES / DENSITY) ** (1 / 3)
    displacement, shift = space.periodic(box)
    neighbor_fn, energy_fn = energy.lennard_jones_neighbor_list(displacement, box)
    R0 = jax.random.uniform(jax.random.PRNGKey(0), (N_PARTICLES, 3), maxval=box)
    nbrs = neighbor_fn.allocate(R0)
    return box, shift, neighbor_fn, energy_fn, nbrs


def lj_energy_force(mesh):
    import jax, jax.numpy as jnp
    from jax.sharding import NamedSharding, PartitionSpec as P
    box, shift, neighbor_fn, energy_fn, nbrs = lj_system()

    def energy_force(R, nbrs):
        nbrs = nbrs.update(R)
        e, g = jax.value_and_grad(energy_fn)(R, nbrs)
        return e, -g, nbrs.did_buffer_overflow
    R = jax.ShapeDtypeStruct((N_PARTICLES, 3), jnp.float32, sharding=NamedSharding(mesh, P("data")))
    nb = jax.tree.map(lambda x: jax.ShapeDtypeStruct(x.shape, x.dtype, sharding=NamedSharding(mesh, P())), nbrs)
    return jax.jit(energy_force).lower(R, nb)


def lj_nve(mesh):
    import jax, jax.numpy as jnp
    from jax.sharding import NamedSharding, PartitionSpec as P
    from jax_md import simulate
    box, shift, neighbor_fn, energy_fn, nbrs = lj_system()
    init_fn, apply_fn = simulate.nve(energy_fn, shift, dt=1e-3)

    def run(R, nbrs, key):
        state = init_fn(key, R, kT=1.0, neighbor=nbrs)

        def body(i, carry):
            state, nbrs = carry
            nbrs = nbrs.update(state.position)
            return apply_fn(state, neighbor=nbrs), nbrs
        state, nbrs = jax.lax.fori_loop(0, NVE_STEPS, body, (state, nbrs))
        return state.position, state.momentum, nbrs.did_buffer_overflow
    R = jax.ShapeDtypeStruct((N_PARTICLES, 3), jnp.float32, sharding=NamedSharding(mesh, P("data")))
    nb = jax.tree.map(lambda x: jax.ShapeDtypeStruct(x.shape, x.dtype, sharding=NamedSharding(mesh, P())), nbrs)
    key = jax.ShapeDtypeStruct((2,), jnp.uint32, sharding=NamedSharding(mesh, P()))
    return jax.jit(run).lower(R, nb, key)


PROGRAMS = {"diffusers_unet_train_fsdp": unet_train_fsdp, "jaxmd_lj_energy_force": lj_energy_force,
            "jaxmd_lj_nve": lj_nve}


def main():
    global N_PARTICLES, NVE_STEPS, DENSITY
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--only", default=None)
    ap.add_argument("--particles", type=int, default=N_PARTICLES)
    ap.add_argument("--nve-steps", type=int, default=NVE_STEPS)
    ap.add_argument("--density", type=float, default=DENSITY)
    ap.add_argument("--suffix", default="")
    a = ap.parse_args()
    N_PARTICLES, NVE_STEPS, DENSITY = a.particles, a.nve_steps, a.density
    os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " --xla_force_host_platform_device_count=8").strip()
    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    import jax
    import numpy as np
    from jax.sharding import Mesh
    jax.config.update("jax_use_shardy_partitioner", True)
    mesh = Mesh(np.array(jax.devices()[:8]), ("data",))
    a.out.mkdir(parents=True, exist_ok=True)
    for name, build in PROGRAMS.items():
        if a.only and not re.search(a.only, name):
            continue
        path = a.out / f"{name}{a.suffix}.shardy.mlir"
        path.write_text(build(mesh).as_text())
        print(f"{path}: {path.stat().st_size} bytes", flush=True)


if __name__ == "__main__":
    main()
