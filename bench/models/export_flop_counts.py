#!/usr/bin/env python3
"""Writes tests/data/flop_counts/: small programs whose FLOPs XLA counts by a convention of its
own (HloCostAnalysis on the optimized module), each with XLA's cost_analysis() beside it, one
device, no sharding:

  cumsum      jnp.cumsum over 512: XLA rewrites the reduce_window into a log-depth scan
              (ReduceWindowRewriter) and counts 17 per element, not 511
  maxpool     a 2x2 stride-2 max-pool: window - 1 = 3 per result
  avg3_same   a 3x3 "SAME" windowed sum: 8 per result, padding taps included
  conv3_same  a 3x3 "SAME" convolution: only the taps that land on the image count

    bench/.venv/bin/python bench/models/export_flop_counts.py [--out DIR]
"""
import argparse
import json
import os
from pathlib import Path

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402

OUT = Path(__file__).resolve().parents[2] / "tests" / "data" / "flop_counts"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=OUT)
    a = ap.parse_args()
    a.out.mkdir(parents=True, exist_ok=True)
    f32 = jnp.float32
    programs = {
        "cumsum": (lambda x: jnp.cumsum(x, axis=1), [(8, 512)]),
        "maxpool": (lambda x: jax.lax.reduce_window(x, -jnp.inf, jax.lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID"),
                    [(8, 32, 32, 16)]),
        "avg3_same": (lambda x: jax.lax.reduce_window(x, 0., jax.lax.add, (1, 3, 3, 1), (1, 1, 1, 1), "SAME"),
                      [(8, 32, 32, 16)]),
        "conv3_same": (lambda x, w: jax.lax.conv_general_dilated(x, w, (1, 1), "SAME",
                                                                 dimension_numbers=("NHWC", "HWIO", "NHWC")),
                       [(8, 8, 8, 16), (3, 3, 16, 16)]),
    }
    record = {"jax": jax.__version__, "flops": {}}
    for name, (fn, shapes) in programs.items():
        lowered = jax.jit(fn).lower(*(jax.ShapeDtypeStruct(s, f32) for s in shapes))
        cost = lowered.compile().cost_analysis()
        cost = cost[0] if isinstance(cost, list) else cost
        (a.out / f"{name}.mlir").write_text(lowered.as_text())
        record["flops"][name] = float(cost["flops"])
        print(name, cost["flops"])
    (a.out / "xla.json").write_text(json.dumps(record, indent=1) + "\n")


if __name__ == "__main__":
    main()
