#!/usr/bin/env python3
"""Export the constructs where XLA's SPMD partitioner (not its propagation) decides what runs,
cut out of third-party programs, with XLA's figures beside them
(tests/data/partitioner_cases/, see its README.md).

    bench/.venv/bin/python bench/models/export_partitioner_cases.py [--out DIR] [--hlo]

For each program and both syntaxes (each in its own subprocess, as export.py does) this
writes, on 8 fake CPU devices (mesh data=2 x model=4):

  <name>.<syntax>.mlir      jax.jit(f, in_shardings=...).lower(...).as_text()
  <name>.<syntax>.hlo.txt   .compile().as_text() (XLA's partitioned HLO; only with --hlo)
  <name>.<syntax>.xla.json  versions, mesh, arguments, memory_analysis(), cost_analysis()
                            and XLA's collectives

The programs (found by the KerasHub reach sweep, bench/models/sweep_reach.py --suite
keras-extra, and its minimal reproductions, keras_reach_min.py):

  depthwise_conv         a 3x3 depthwise convolution (feature_group_count = 16) of a batch
                         split over data: EfficientNet, MobileNet, Xception, MiT, SegFormer.
                         XLA convolves each device's half of the batch: no collective.
  depthwise_conv_grad    its input and kernel gradients (the kernel's is a batch-group
                         convolution over the split batch).
  scatter_add_embedding  an embedding gradient, `table.at[ids].add(rows)`: a 512x64 table
                         replicated, ids and rows split over data by batch (every KerasHub SGD
                         step). XLA scatters each device's rows into the whole table and
                         all-reduces it.
  scatter_add_sparse     1024 rows into an 8192x256 table, the same shardings: gathering the
                         rows would move fewer bytes than reducing the table.
  fft2_batch_split       a 2-D FFT over (sequence, hidden) of a batch split over data (KerasHub
                         FNet): XLA's partitioner runs an FFT whole unless its last dimension
                         is split, so it gathers the batch.
  while_unused_carry     a replicated vector carried unchanged through a while loop whose body
                         multiplies it with a value split along it (the weights a sampler loop
                         carries): the loop's result for it is never read.
  slice_few_elements     h[0, 0, :4] of an f32[8,64,512] split over data and model (what
                         `jax.debug.print` of a few activations exports): XLA permutes the
                         pieces and all-reduces the owner's values with zeros, 4 bytes.
  slice_window           h[:, :, 100:300] of the same: XLA permutes shifted pieces.
  batch_to_head_dim_dot  diffusers' attention output (issue 40): a batch split over data
                         reshaped into (batch, heads), the heads moved next to the head
                         dimension and merged into the features that a row-parallel weight
                         (split over model) contracts. `check` once called it sound and `run`
                         computed it wrong (the merged dimension's axes named another block).
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import export  # noqa: E402  (the HLO collective parser, start_syntax, fixture_main)

DEFAULT_OUT = export.REPO / "tests" / "data" / "partitioner_cases"


def programs(jax, jnp, np, P):
    f32 = jnp.float32

    def depthwise(x, w):
        return jax.lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"),
                                            feature_group_count=16)

    def depthwise_grad(x, w):
        return jax.grad(lambda x, w: jnp.sum(depthwise(x, w) ** 2), argnums=(0, 1))(x, w)

    def carried(w, x, n):
        def body(c):
            i, w, x = c
            return i + 1, w, x * w
        return jax.lax.while_loop(lambda c: c[0] < n, body, (0, w, x))[2]

    def batch_to_head_dim_dot(o, wo):
        o = o.reshape(4, 8, 64, 8).transpose(0, 2, 1, 3).reshape(4, 64, 64)
        return o @ wo

    image = jax.ShapeDtypeStruct((8, 8, 8, 16), f32)
    kernel = jax.ShapeDtypeStruct((3, 3, 1, 16), f32)
    return [
        dict(name="depthwise_conv", fn=depthwise,
             args=[("x", image, P("data")), ("w", kernel, P())]),
        dict(name="depthwise_conv_grad", fn=depthwise_grad,
             args=[("x", image, P("data")), ("w", kernel, P())]),
        dict(name="scatter_add_embedding", fn=lambda table, ids, rows: table.at[ids].add(rows),
             args=[("table", jax.ShapeDtypeStruct((512, 64), f32), P()),
                   ("ids", jax.ShapeDtypeStruct((8, 32), jnp.int32), P("data")),
                   ("rows", jax.ShapeDtypeStruct((8, 32, 64), f32), P("data"))]),
        dict(name="scatter_add_sparse", fn=lambda table, ids, rows: table.at[ids].add(rows),
             args=[("table", jax.ShapeDtypeStruct((8192, 256), f32), P()),
                   ("ids", jax.ShapeDtypeStruct((1024,), jnp.int32), P("data")),
                   ("rows", jax.ShapeDtypeStruct((1024, 256), f32), P("data"))]),
        dict(name="fft2_batch_split", fn=lambda x: jnp.real(jnp.fft.fft2(x.astype(jnp.complex64))),
             args=[("x", jax.ShapeDtypeStruct((8, 32, 64), f32), P("data"))]),
        # Results replicated: XLA's GSPMD propagation would split them in ways JAX cannot name.
        dict(name="slice_few_elements", fn=lambda h: h[0, 0, :4], out=P(),
             args=[("h", jax.ShapeDtypeStruct((8, 64, 512), f32), P("data", None, "model"))]),
        dict(name="slice_window", fn=lambda h: h[:, :, 100:300], out=P(),
             args=[("h", jax.ShapeDtypeStruct((8, 64, 512), f32), P("data", None, "model"))]),
        dict(name="batch_to_head_dim_dot", fn=batch_to_head_dim_dot,
             args=[("o", jax.ShapeDtypeStruct((32, 64, 8), f32), P("data")),
                   ("wo", jax.ShapeDtypeStruct((64, 64), f32), P("model", None))]),
        dict(name="while_unused_carry", fn=carried,
             args=[("w", jax.ShapeDtypeStruct((64,), f32), P()),
                   ("x", jax.ShapeDtypeStruct((8, 64), f32), P(None, "data")),
                   ("n", jax.ShapeDtypeStruct((), jnp.int32), P())]),
    ]


def export_syntax(syntax: str, out: Path, write_hlo: bool):
    versions, _, _ = export.start_syntax(syntax, out, dump_propagation=False)
    import jax
    import jax.numpy as jnp
    import numpy as np
    from jax.sharding import Mesh, PartitionSpec as P

    mesh = Mesh(np.array(jax.devices()[:8]).reshape(2, 4), ("data", "model"))
    export.write_program_fixtures(out, syntax, versions, mesh, programs(jax, jnp, np, P), write_hlo)


def main():
    export.fixture_main(__doc__, __file__, DEFAULT_OUT, export_syntax)


if __name__ == "__main__":
    main()
