"""Arguments for an exported optax Adam training step whose second moments are valid.

`shardproof run`'s random arguments are uniform in [-1, 1), which gives Adam's second moment
nu negative entries: sqrt(nu_hat) + 1e-8 then passes through zero, and the update divides by
about 1e-8, so the last ulp of any reduction decides the result (or NaN against a number).
This writes one .npy per argument (by index) as the random ones, but with the step count 3
and nu >= 0. The layout is optax's flattened (params..., count, mu..., nu..., batch...):
P params, the scalar i32 count at index P, then P moments of each kind.

    python3 scripts/gpu/adam_inputs.py examples/thirdparty/eqx_mlp_train_fsdp.shardy.mlir /tmp/in
    shardproof run examples/thirdparty/eqx_mlp_train_fsdp.shardy.mlir --inputs /tmp/in --kernels gpu
"""
import os
import re
import sys

import numpy as np

DTYPES = {"f32": np.float32, "f64": np.float64, "i32": np.int32, "i64": np.int64, "i1": np.bool_}


def main(program, out):
    text = open(program).read()
    signature = text[text.index("@main("):]
    signature = signature[:signature.index(") ->")]
    args = re.findall(r"%arg(\d+): tensor<([^>]*)>", signature)
    shapes = []
    for _, t in args:
        *dims, dtype = t.split("x")
        shapes.append(([int(d) for d in dims], dtype))
    count = next(i for i, (dims, dtype) in enumerate(shapes) if dims == [] and dtype == "i32")
    params = count
    nu = range(count + 1 + params, count + 1 + 2 * params)
    rng = np.random.default_rng(7)
    os.makedirs(out, exist_ok=True)
    for i, (dims, dtype) in enumerate(shapes):
        kind = DTYPES[dtype]
        if i == count:
            value = np.array(3, dtype=kind)
        elif np.issubdtype(kind, np.floating):
            value = rng.uniform(0 if i in nu else -1, 1, size=dims).astype(kind)
        else:
            value = rng.integers(0, 8, size=dims).astype(kind)
        np.save(os.path.join(out, f"{i}.npy"), value)
    print(f"{program}: {len(shapes)} arguments, count at {count}, nu at {nu.start}..{nu.stop - 1}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
