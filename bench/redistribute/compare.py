"""Side by side with XLA: shardproof's redistribution plans against the plans XLA compiles.

For each case, XLA's plan is the compiled HLO of jax.jit(identity, in_shardings=src,
out_shardings=dst) (JAX's default partitioner, Shardy), read by hlo_plan.py; ours is
`shardproof redistribute --json`; XLA's plan is also imported into our JSON schema
(import_xla.py) and proved or refuted by `shardproof verify`. One table, one run:

    bench/.venv/bin/python bench/redistribute/compare.py build/cli/shardproof
    bench/.venv/bin/python bench/redistribute/compare.py build/cli/shardproof --only transpose

Bytes are in the program's dtype: XLA's CPU backend runs bf16 collectives in f32, so every
buffer is counted as elements x the program's element size. "recv" is the most any device
receives over the whole plan (ring all-reduce 2(g-1)/g, as our cost model), "LB" the
physical lower bound (the real elements of its destination block a device does not hold at
the source, largest over devices), "bound" max(source, destination) local shard.
"""
import argparse
import datetime
import json
import os
import subprocess
import sys
import tempfile

MAX_DEVICES = 64
os.environ["XLA_FLAGS"] = os.environ.get("XLA_FLAGS", "") + f" --xla_force_host_platform_device_count={MAX_DEVICES}"
os.environ.setdefault("JAX_PLATFORMS", "cpu")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import Mesh as JaxMesh, NamedSharding, PartitionSpec  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import hlo_plan  # noqa: E402
import import_xla  # noqa: E402
import sharding_model as sm  # noqa: E402

DTYPES = {"f32": (jnp.float32, 4), "bf16": (jnp.bfloat16, 2)}

# (name, mesh axes, shape, dtype, source, destination); whole axes only (PartitionSpec)
CASES = [
    # transposes of 2-D shardings
    ("transpose", [("x", 4), ("y", 2)], (4096, 4096), "f32", '[{"x"},{"y"}]', '[{"y"},{"x"}]'),
    ("transpose", [("x", 4), ("y", 2)], (4096, 4096), "bf16", '[{"x"},{"y"}]', '[{"y"},{"x"}]'),
    ("transpose", [("data", 2), ("model", 4)], (4096, 1024), "f32", '[{"model"},{"data"}]', '[{"data"},{"model"}]'),
    ("transpose", [("x", 8), ("y", 8)], (2048, 2048), "bf16", '[{"x"},{"y"}]', '[{"y"},{"x"}]'),
    ("transpose", [("x", 16), ("y", 4)], (4096, 1024), "f32", '[{"x"},{"y"}]', '[{"y"},{"x"}]'),
    ("transpose", [("x", 2), ("y", 4), ("z", 8)], (1024, 1024), "bf16", '[{"x","y"},{"z"}]', '[{"z"},{"x","y"}]'),
    ("transpose", [("x", 4), ("y", 4), ("z", 4)], (1024, 1024), "f32", '[{"x","y"},{"z"}]', '[{"z","y"},{"x"}]'),
    ("transpose", [("a", 2), ("b", 2), ("c", 2), ("d", 2)], (512, 512), "f32", '[{"a","b"},{"c","d"}]', '[{"c","d"},{"a","b"}]'),
    # axis reorders within a dimension
    ("reorder", [("x", 4), ("y", 2)], (4096, 512), "f32", '[{"x","y"},{}]', '[{"y","x"},{}]'),
    ("reorder", [("x", 8), ("y", 8)], (4096, 256), "bf16", '[{"x","y"},{}]', '[{"y","x"},{}]'),
    ("reorder", [("x", 2), ("y", 2), ("z", 2)], (1024, 1024), "f32", '[{"x","y","z"},{}]', '[{"z","y","x"},{}]'),
    ("reorder", [("x", 4), ("y", 4), ("z", 4)], (64, 4096), "f32", '[{},{"x","y","z"}]', '[{},{"z","x","y"}]'),
    ("reorder", [("x", 2), ("y", 4), ("z", 2), ("w", 4)], (4096, 64), "bf16", '[{"x","y","z","w"},{}]', '[{"w","z","y","x"},{}]'),
    # moves between dimensions
    ("move", [("x", 4), ("y", 2)], (4096, 4096), "f32", '[{"x"},{}]', '[{},{"x"}]'),
    ("move", [("x", 4), ("y", 2)], (4096, 4096), "f32", '[{"x"},{}]', '[{"y"},{"x"}]'),
    ("move", [("x", 8), ("y", 8)], (1024, 1024), "f32", '[{"x","y"},{}]', '[{"x"},{"y"}]'),
    ("move", [("x", 4), ("y", 4), ("z", 4)], (256, 256, 64), "bf16", '[{"x"},{"y"},{"z"}]', '[{"z"},{"x"},{"y"}]'),
    ("move", [("data", 4), ("model", 16)], (8192, 1024), "bf16", '[{"data"},{"model"}]', '[{"data","model"},{}]'),
    ("move", [("x", 2), ("y", 2), ("z", 2), ("w", 2)], (128, 128, 128), "f32", '[{"x","y"},{"z"},{"w"}]', '[{"w"},{"x","y"},{"z"}]'),
    ("move", [("a", 2), ("b", 4), ("c", 8)], (512, 512), "bf16", '[{"a"},{"b","c"}]', '[{"c"},{"a","b"}]'),
    ("swap axis", [("x", 4), ("y", 6)], (2304, 2304), "f32", '[{"x"},{}]', '[{"y"},{}]'),
    ("swap axis", [("x", 8), ("y", 8)], (4096, 512), "f32", '[{"x"},{}]', '[{"y"},{}]'),
    ("swap axis", [("x", 2), ("y", 4), ("z", 8)], (1024, 1024), "bf16", '[{"x","y"},{}]', '[{"z"},{}]'),
    # uneven shapes (padding)
    ("uneven", [("x", 4), ("y", 2)], (1000, 1000), "f32", '[{"x"},{}]', '[{},{"x"}]'),
    ("uneven", [("x", 4), ("y", 2)], (1000, 999), "bf16", '[{"x"},{"y"}]', '[{"y"},{"x"}]'),
    ("uneven", [("x", 8), ("y", 8)], (1001, 777), "f32", '[{"x"},{"y"}]', '[{"y"},{"x"}]'),
    ("uneven", [("x", 4), ("y", 6)], (1000, 1000), "f32", '[{"x"},{}]', '[{"y"},{}]'),
    ("uneven", [("x", 3), ("y", 5)], (1000, 1000), "bf16", '[{"x"},{"y"}]', '[{"y"},{"x"}]'),
    ("uneven", [("x", 2), ("y", 4), ("z", 8)], (999, 100, 33), "f32", '[{"z"},{"y"},{}]', '[{},{"x"},{"z"}]'),
    # gathers, slices and replication changes
    ("gather", [("x", 8), ("y", 8)], (1024, 1024), "f32", '[{"x"},{"y"}]', '[{},{}]'),
    ("gather", [("x", 4), ("y", 4), ("z", 4)], (512, 512), "bf16", '[{"x","y"},{"z"}]', '[{"x"},{}]'),
    ("slice", [("x", 4), ("y", 2)], (4096, 4096), "f32", '[{},{}]', '[{"y"},{"x"}]'),
    ("mixed", [("x", 2), ("y", 4), ("z", 2), ("w", 4)], (2048, 2048), "f32", '[{"x","y"},{"z","w"}]', '[{"w"},{"y","x"}]'),
    ("mixed", [("data", 8), ("model", 8)], (8192, 2048), "bf16", '[{"data"},{}]', '[{},{"model","data"}]'),
]


def partition_spec(t):
    return PartitionSpec(*[tuple(n for n, _, _ in d) if d else None for d in t])


def divides(t, shape):
    return all(n % sm.blocks(d) == 0 for n, d in zip(shape, t))


def run_xla(mesh, shape, dtype, src, dst):
    """The compiled HLO text, and whether it is the reshard-only form (uneven shapes)."""
    devices = np.array(jax.devices()[:mesh.num_devices]).reshape([s for _, s in mesh.axes])
    jm = JaxMesh(devices, [n for n, _ in mesh.axes])
    s, d = NamedSharding(jm, partition_spec(src)), NamedSharding(jm, partition_spec(dst))
    if divides(src, shape) and divides(dst, shape):
        f = jax.jit(lambda a: a, in_shardings=s, out_shardings=d)
        uneven = False
    else:  # jit's arguments and results must divide evenly; constraints inside need not
        wsc = jax.lax.with_sharding_constraint
        f = jax.jit(lambda a: wsc(wsc(a, s), d), in_shardings=NamedSharding(jm, PartitionSpec()))
        uneven = True
    return f.lower(jax.ShapeDtypeStruct(shape, DTYPES[dtype][0])).compile().as_text(), uneven


def verify(cli, plan):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(plan, f)
    try:
        r = subprocess.run([cli, "verify", f.name, "--json"], capture_output=True, text=True)
    finally:
        os.unlink(f.name)
    if r.returncode == 2:
        return {"status": "bad input", "why": r.stderr.strip()}
    v = json.loads(r.stdout)["verification"]
    c = v["correctness"]
    return {"status": c["status"], "why": c.get("reason") or c.get("counterexample") or "", "transfer": v["transfer"],
            "memory": v["memory"]}


def mib(b):
    return f"{b / 2**20:.2f} MiB" if b >= 2**20 else f"{b / 2**10:.1f} KiB"


def run_case(cli, case):
    kind, axes, shape, dtype, src_text, dst_text = case
    mesh = sm.Mesh(axes)
    src, dst = sm.parse_type(src_text, mesh), sm.parse_type(dst_text, mesh)
    size = DTYPES[dtype][1]
    lb = sm.lower_bound_elements(src, dst, shape, mesh) * size
    bound = max(np.prod(sm.local_shape(src, shape)), np.prod(sm.local_shape(dst, shape))) * size
    global_elements = int(np.prod(shape))

    hlo, uneven = run_xla(mesh, shape, dtype, src, dst)
    instrs, collectives, recv, largest, window = hlo_plan.analyse(hlo, mesh.num_devices, reshard_only=uneven)
    xla_recv = max(recv) * size
    xla_peak = max(largest * size, bound if uneven else 0)  # the source and destination blocks exist either way
    whole = any(i.elements >= global_elements for i in window) and global_elements * size > bound

    ours = json.loads(subprocess.run([cli, "redistribute", "--mesh", mesh.flag(), "--shape", "x".join(map(str, shape)),
                                      "--dtype", dtype, "--from", src_text, "--to", dst_text, "--json"],
                                     capture_output=True, text=True, check=True).stdout)
    ours_v = verify(cli, ours)

    steps, why = import_xla.translate(instrs, collectives, mesh, shape, src, dst)
    if steps is None:
        xla_v = {"status": "not imported", "why": why}
    else:
        xla_v = verify(cli, {"mesh": mesh.shardy(), "shape": list(shape), "dtype": dtype,
                             "source": src_text, "target": dst_text, "steps": steps})
        xla_v["steps"] = steps
    return {
        "case": case, "mesh": mesh, "uneven": uneven, "lb": lb, "bound": int(bound), "whole": whole,
        "xla_recv": xla_recv, "xla_peak": xla_peak,
        "xla_kinds": " + ".join(describe(c, mesh) for c in collectives) or "local",
        "ours_recv": ours["recv_bytes"], "ours_peak": ours["peak_shard_bytes"],
        "ours_steps": " + ".join(s["collective"] for s in ours["steps"]) or "local",
        "ours_v": ours_v, "xla_v": xla_v,
    }


def describe(c, mesh):
    if c.kind == "collective-permute":
        moved = sum(1 for s, t in c.pairs if s != t)
        return f"permute({moved} pairs)"
    ranks = import_xla._rank_of(c.groups)
    parts = sm.infer_parts(lambda d: ranks[d], mesh)
    axes = ",".join(sm.part_text(p, mesh, quoted=False) for p in parts) if parts else f"groups of {len(c.groups[0])}"
    return f"{c.kind}({axes})"


def verdict(v):
    if v["status"] == "not imported":
        return "not imported"
    t = v.get("transfer", {})
    return f'{v["status"]}' + (f', transfer {t.get("status")}' if t else "")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("cli", nargs="?", default="build/cli/shardproof")
    ap.add_argument("--only", help="run the cases of this kind only")
    ap.add_argument("--json", help="also write every row to this file")
    args = ap.parse_args()
    cases = [c for c in CASES if not args.only or c[0] == args.only]
    too_big = [c for c in cases if np.prod([s for _, s in c[1]]) > MAX_DEVICES]
    for c in too_big:
        print(f"skipped (needs more than {MAX_DEVICES} forced host devices): {c}")
    rows = [run_case(args.cli, c) for c in cases if c not in too_big]

    print(f"# side by side with XLA: jax {jax.__version__}, {datetime.date.today()}, {len(rows)} cases, bytes per device in the program's dtype")
    print("| # | mesh | shape dtype | from -> to | LB | XLA recv | ours recv | bound | XLA peak | ours peak | XLA plan | ours | XLA imported: verify |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for n, r in enumerate(rows, 1):
        kind, axes, shape, dtype, s, d = r["case"]
        mesh = " ".join(f"{a}{k}" for a, k in axes)
        at = lambda b: mib(b) + ("=" if b == r["lb"] else "")  # noqa: E731
        flag = lambda p: mib(p) + ("!" if p > r["bound"] else "")  # noqa: E731
        print(f'| {n} | {mesh} | {"x".join(map(str, shape))} {dtype}{" (u)" if r["uneven"] else ""} | `{s}` -> `{d}` | {mib(r["lb"])} | {at(r["xla_recv"])} | '
              f'{at(r["ours_recv"])} | {mib(r["bound"])} | {flag(r["xla_peak"])}{" whole" if r["whole"] else ""} | '
              f'{flag(r["ours_peak"])} | {r["xla_kinds"]} | {r["ours_steps"]} ({r["ours_v"]["status"]}) | {verdict(r["xla_v"])} |')
    print("\n(u): uneven, XLA's plan read from jit(constraint(constraint(a, src), dst)), its constraint collectives only")
    print("= recv at the lower bound; ! peak above max(source, destination); whole: XLA holds the whole array")
    geo = np.exp(np.mean([np.log(max(r["xla_recv"], 1) / max(r["ours_recv"], 1)) for r in rows if r["lb"] > 0]))
    more = [n for n, r in enumerate(rows, 1) if r["ours_recv"] > r["xla_recv"]]
    print(f'cases at the lower bound: XLA {sum(r["xla_recv"] == r["lb"] for r in rows)}, ours {sum(r["ours_recv"] == r["lb"] for r in rows)} of {len(rows)}')
    print(f'peak above max(source, destination): XLA {sum(r["xla_peak"] > r["bound"] for r in rows)}, ours {sum(r["ours_peak"] > r["bound"] for r in rows)}; XLA holds the whole array on {sum(r["whole"] for r in rows)}')
    print(f"ours receives more than XLA on: {more or 'none'}; XLA/ours received bytes, geometric mean over cases that move data: {geo:.2f}x")
    print(f'ours proved: {sum(r["ours_v"]["status"] == "proved" for r in rows)} of {len(rows)}')
    imported = [(n, r) for n, r in enumerate(rows, 1) if r["xla_v"]["status"] != "not imported"]
    print(f"XLA plans imported: {len(imported)} of {len(rows)}; " + ", ".join(
        f'{s}: {sum(r["xla_v"]["status"] == s for _, r in imported)}' for s in ("proved", "refuted", "unknown")))
    for n, r in enumerate(rows, 1):
        if r["xla_v"]["status"] not in ("proved",):
            print(f'  case {n}: XLA {r["xla_v"]["status"]}: {r["xla_v"]["why"]}')
    if args.json:
        with open(args.json, "w") as f:
            json.dump([{k: v for k, v in r.items() if k != "mesh"} for r in rows], f, indent=1, default=str)


if __name__ == "__main__":
    main()
