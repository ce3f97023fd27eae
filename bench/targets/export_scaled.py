#!/usr/bin/env python3
"""Export small programs on meshes of 16, 64 and 256 devices, for the targets that have that
many (h100:2x8, h100:8x8, the 64- and 256-chip TPU topologies): every program of the zoo and
the third-party corpus has 8 devices. Shapes only (jax.ShapeDtypeStruct, nothing allocated).

Writes bench/targets/programs/<name>.<syntax>.mlir and .xla.json (the mesh, the arguments; the
same `mesh` layout as examples/models), both syntaxes.

  bench/.venv/bin/python bench/targets/export_scaled.py [--out DIR]

Programs (data x model mesh; FSDP over data, tensor parallel over model):
  scaled_mlp_train_<N>  SGD step of a 2-layer MLP in bf16 (hidden 1024, ffn 4096, batch 2N x 128)
  scaled_mlp_fwd_<N>    its forward pass
for N = 16 (2x8), 64 (8x8), 256 (16x16), and
  hbm_probe_<MiB>       y = 2 * x on 8 devices, about <MiB> per device (x and y half each):
                        where the TPU compiler's default HBM limit lies (v5e: 16 GiB chips)
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
MESHES = {16: (2, 8), 64: (8, 8), 256: (16, 16)}
HIDDEN, FFN, SEQ = 1024, 4096, 128
PROBES_MIB = (15000, 15800, 16000, 16100, 16200, 16300, 16384, 16500,  # v5e: 16 GiB
              32400, 32500, 32600, 32768,  # v6e: 32 GiB
              96900, 97000, 97100, 97280, 98304, 99328, 100352, 101376)  # v5p: 95 GiB


def export(syntax: str, out: Path):
    import jax
    import jax.numpy as jnp
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
    jax.config.update("jax_use_shardy_partitioner", syntax == "shardy")
    import numpy as np

    def mlp(params, x):
        w1, w2 = params
        h = jax.nn.gelu(jnp.einsum("bsd,df->bsf", x, w1))
        return jnp.einsum("bsf,fd->bsd", h, w2)

    def loss(params, x):
        return jnp.mean(mlp(params, x).astype(jnp.float32) ** 2)

    def train(params, x):
        g = jax.grad(loss)(params, x)
        return jax.tree.map(lambda p, d: p - 0.01 * d.astype(p.dtype), params, g)

    # HBM probes: y = 2 * x on 8 devices, x f32 sharded 8 ways; per device x and y are each
    # half of the total, so the total per device is about <MiB> (to find the TPU compiler's
    # default HBM limit: v5e has 16 GiB = 16384 MiB).
    mesh8 = Mesh(np.array(jax.devices()[:8]), ("data",))
    for total_mib in PROBES_MIB:
        cols = total_mib // 2 * (1 << 20) // 4  # f32 elements per device row
        x = jax.ShapeDtypeStruct((8, cols), jnp.float32,
                                 sharding=NamedSharding(mesh8, P("data", None)))
        name = f"hbm_probe_{total_mib}"
        lowered = jax.jit(lambda a: a * 2, out_shardings=NamedSharding(mesh8, P("data", None))
                          ).lower(x)
        (out / f"{name}.{syntax}.mlir").write_text(lowered.as_text())
        rec = {"name": name, "syntax": syntax, "program": "probe",
               "versions": {"jax": jax.__version__,
                            "jax_use_shardy_partitioner": syntax == "shardy"},
               "mesh": {"axes": [{"name": "data", "size": 8}], "device_ids": list(range(8))},
               "arguments": [{"index": 0, "name": "x", "shape": [8, cols], "dtype": "float32",
                              "partition_spec": ["data", None]}]}
        (out / f"{name}.{syntax}.xla.json").write_text(json.dumps(rec, indent=1) + "\n")
        print(f"{name}.{syntax}", flush=True)

    for n, (dn, mn) in MESHES.items():
        devs = np.array(jax.devices()[:n]).reshape(dn, mn)
        mesh = Mesh(devs, ("data", "model"))
        specs = [P("data", "model"), P("model", "data")]
        x_spec = P("data", None, None)
        w1 = jax.ShapeDtypeStruct((HIDDEN, FFN), jnp.bfloat16,
                                  sharding=NamedSharding(mesh, specs[0]))
        w2 = jax.ShapeDtypeStruct((FFN, HIDDEN), jnp.bfloat16,
                                  sharding=NamedSharding(mesh, specs[1]))
        x = jax.ShapeDtypeStruct((2 * n, SEQ, HIDDEN), jnp.bfloat16,
                                 sharding=NamedSharding(mesh, x_spec))
        for prog, fn, outs in (
                ("train", train, (NamedSharding(mesh, specs[0]), NamedSharding(mesh, specs[1]))),
                ("fwd", mlp, NamedSharding(mesh, x_spec))):
            name = f"scaled_mlp_{prog}_{n}"
            lowered = jax.jit(fn, out_shardings=outs).lower((w1, w2), x)
            base = out / f"{name}.{syntax}"
            (out / f"{name}.{syntax}.mlir").write_text(lowered.as_text())
            args = [{"index": 0, "name": "w1", "shape": list(w1.shape), "dtype": "bfloat16",
                     "partition_spec": ["data", "model"]},
                    {"index": 1, "name": "w2", "shape": list(w2.shape), "dtype": "bfloat16",
                     "partition_spec": ["model", "data"]},
                    {"index": 2, "name": "x", "shape": list(x.shape), "dtype": "bfloat16",
                     "partition_spec": ["data", None, None]}]
            rec = {"name": name, "syntax": syntax, "program": prog,
                   "versions": {"jax": jax.__version__,
                                "jax_use_shardy_partitioner": syntax == "shardy"},
                   "mesh": {"axes": [{"name": "data", "size": dn}, {"name": "model", "size": mn}],
                            "device_ids": list(range(n))},
                   "arguments": args}
            Path(str(base) + ".xla.json").write_text(json.dumps(rec, indent=1) + "\n")
            print(f"{name}.{syntax}", flush=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=str(HERE / "programs"))
    ap.add_argument("--syntax", choices=["gspmd", "shardy"])
    a = ap.parse_args()
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    if a.syntax:
        return export(a.syntax, out)
    env = dict(os.environ, JAX_PLATFORMS="cpu",
               XLA_FLAGS=(os.environ.get("XLA_FLAGS", "") +
                          " --xla_force_host_platform_device_count=256").strip())
    for s in ("gspmd", "shardy"):
        subprocess.run([sys.executable, __file__, "--out", str(out), "--syntax", s], env=env,
                       check=True)


if __name__ == "__main__":
    sys.exit(main())
