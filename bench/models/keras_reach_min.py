"""Usage: bench/.venv/bin/python bench/models/keras_reach_min.py [--gspmd] [CASE...]  (REACH_OUT, SHARDPROOF env)
Minimal reproductions for the KerasHub reach sweep: each lowers a tiny JAX function on the
data=2 x model=4 mesh to /tmp/reach14/keras/min_NAME.mlir, runs `shardproof check` and prints
XLA's own compiled collectives for comparison."""
import os, re, subprocess, sys
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import jax, jax.numpy as jnp, numpy as np
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
OUT = os.environ.get("REACH_OUT", "/tmp/reach14/keras")
BIN = os.environ.get("SHARDPROOF", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "build", "cli",
                                                  "shardproof"))
os.makedirs(OUT, exist_ok=True)
m = Mesh(np.array(jax.devices()).reshape(2, 4), ("data", "model"))
def arg(shape, spec=P(), dtype=np.float32):
    return jax.ShapeDtypeStruct(shape, dtype, sharding=NamedSharding(m, spec))
CASES = {}
def case(name):
    def deco(f):
        CASES[name] = f
        return f
    return deco

@case("depthwise_conv")
def _():  # EfficientNet/MobileNet/Xception/MiT/Qwen3.5: a grouped (depthwise) conv on a batch-sharded input
    f = lambda x, w: jax.lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"),
                                                  feature_group_count=16)
    return jax.jit(f).lower(arg((8, 8, 8, 16), P("data")), arg((3, 3, 1, 16)))

@case("dense_conv")
def _():  # control: the same with feature_group_count=1
    f = lambda x, w: jax.lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
    return jax.jit(f).lower(arg((8, 8, 8, 16), P("data")), arg((3, 3, 16, 16)))

@case("fft2")
def _():  # FNet: a 2-D FFT over (sequence, hidden) of a batch-sharded complex input
    f = lambda x: jnp.real(jnp.fft.fft2(x.astype(jnp.complex64)))
    return jax.jit(f).lower(arg((8, 32, 64), P("data")))

@case("dynamic_trip_while")
def _():  # KerasHub generate_step: a while loop from a data-dependent start (min prompt length) to a constant
    def f(w, x, mask):
        start = jnp.min(jnp.sum(mask.astype(jnp.int32), axis=1))
        def body(c):
            i, x = c
            return i + 1, jnp.tanh(x @ w)
        return jax.lax.while_loop(lambda c: c[0] < 32, body, (start, x))[1]
    return jax.jit(f).lower(arg((64, 64)), arg((8, 64), P("data")), arg((8, 32), P("data"), np.bool_))

@case("static_trip_while")
def _():  # control: the same loop from 0
    def f(w, x):
        def body(c):
            i, x = c
            return i + 1, jnp.tanh(x @ w)
        return jax.lax.while_loop(lambda c: c[0] < 32, body, (0, x))[1]
    return jax.jit(f).lower(arg((64, 64)), arg((8, 64), P("data")))

@case("scatter_add")
def _():  # every KerasHub SGD step: the embedding's gradient, a scatter-add of batch-sharded rows into a replicated table
    f = lambda table, ids, upd: table.at[ids].add(upd)
    return jax.jit(f).lower(arg((512, 64)), arg((8, 32), P("data"), np.int32), arg((8, 32, 64), P("data")))

@case("while_unused_carry")
def _():  # Gemma generate: a replicated weight carried unchanged through a while, used against a value split on
          # its dimension; the loop's result for it is never used
    def f(w, x, n):
        def body(c):
            i, w, x = c
            return i + 1, w, x * w
        return jax.lax.while_loop(lambda c: c[0] < n, body, (0, w, x))[2]
    return jax.jit(f).lower(arg((64,)), arg((8, 64), P(None, "data")), jax.ShapeDtypeStruct((), np.int32))

def run(name):
    lowered = CASES[name]()
    path = f"{OUT}/min_{name}.{'shardy' if jax.config.jax_use_shardy_partitioner else 'gspmd'}.mlir"
    open(path, "w").write(lowered.as_text())
    r = subprocess.run([BIN, "check", path], capture_output=True, text=True)
    hlo = lowered.compile().as_text()
    xla = {k: len(re.findall(rf"\b{k}(-start)?\(", hlo)) for k in ("all-gather", "all-reduce", "all-to-all",
                                                                    "collective-permute", "reduce-scatter")}
    flops = lowered.compile().cost_analysis()
    flops = (flops[0] if isinstance(flops, list) else flops).get("flops")
    print(f"== {path}: exit {r.returncode}; XLA collectives {({k: v for k, v in xla.items() if v})}, XLA flops {flops}")
    j = subprocess.run([BIN, "check", path, "--json"], capture_output=True, text=True)
    try:
        import json
        ours = json.loads(j.stdout).get("flops")
    except Exception:
        ours = None
    print(f"   flops ours {ours} xla {flops}")
    print("\n".join(l for l in (r.stdout + r.stderr).splitlines() if re.search(r"error|compute|collectives|redistrib|all_|warning|gathered|loop", l)))

if __name__ == "__main__":
    if "--gspmd" in sys.argv:
        jax.config.update("jax_use_shardy_partitioner", False)
    for n in [a for a in sys.argv[1:] if not a.startswith("--")] or CASES:
        run(n)
