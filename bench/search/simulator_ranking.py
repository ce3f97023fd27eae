#!/usr/bin/env python3
"""How well does shardproof's simulator rank plans? Runs the zoo's partitioned programs (and,
optionally, some of the third-party corpus) for real with JAX on 8 host CPU devices, measures
the median step time, calibrates a CPU topology file from measured FLOP rate, memory bandwidth
and collective bandwidth, asks `shardproof check --topology T --json` for the modeled step
time of the same exports, and reports Spearman's rank correlation and top-k agreement
(issue 10, "How it is judged", last bullet).

The programs are the exporters' own (bench/models/export.py build_zoo(),
export_thirdparty.py PROGRAMS): the same functions, shapes and shardings as the .mlir files
that `check` reads. Inputs are random (floats N(0, 0.02), integers 0, booleans true).

Steps (each writes a JSON under --work, default bench/search/simulator_ranking/):

  bench/.venv/bin/python bench/search/simulator_ranking.py calibrate
      -> examples/topologies/xla-cpu-8-measured.json (+ calibration.json: the samples)
  bench/.venv/bin/python bench/search/simulator_ranking.py measure --rounds 3 --repeats 5
      -> measured.json: per program, every sample, per-round medians, the load average
  bench/.venv/bin/python bench/search/simulator_ranking.py report
      -> modeled.json (shardproof check per program), a Markdown table and the statistics

Measuring is noisy on a shared machine: the rounds interleave the programs (all programs
once per round, each `repeats` times) so that a burst of load hits every program alike, and
the report gives each program's spread over the rounds.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
sys.path.insert(0, str(REPO / "bench" / "models"))
import export as zoo  # noqa: E402  (the zoo's exporter: build_zoo, start_syntax)

DEFAULT_WORK = HERE / "simulator_ranking"
DEFAULT_TOPOLOGY = REPO / "examples" / "topologies" / "xla-cpu-8-measured.json"
DEFAULT_CLI = REPO / "build" / "cli" / "shardproof"


def start_jax():
    """JAX on 8 fake CPU devices with the Shardy partitioner (the syntax of the .shardy.mlir
    files `check` reads); no propagation dumps."""
    versions, _, _ = zoo.start_syntax("shardy", Path(tempfile.gettempdir()), dump_propagation=False)
    return versions


def timed(fn, args, repeats):
    """Wall seconds of `repeats` calls of fn(*args), each waited for."""
    import jax
    out = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        jax.block_until_ready(fn(*args))
        out.append(time.perf_counter() - t0)
    return out


# --------------------------------------------------------------------------------------
# Calibration
# --------------------------------------------------------------------------------------

def calibrate(a):
    versions = start_jax()
    import jax
    import jax.numpy as jnp
    import numpy as np
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
    from scipy.optimize import nnls

    n = zoo.NUM_DEVICES
    mesh = Mesh(np.array(jax.devices()), ("d",))
    shard = NamedSharding(mesh, P("d"))
    rep = NamedSharding(mesh, P())
    samples = {"load_before": os.getloadavg()}

    def best_median(fn, args):
        jax.block_until_ready(fn(*args))  # compile, warm
        return statistics.median(timed(fn, args, a.repeats))

    # FLOP rate: every device multiplies its own [M, K] block by a replicated [K, N] (no
    # communication), all 8 at once as in a partitioned step.
    flops = []
    for m in (512, 1024):
        x = jax.device_put(jnp.ones((n * m, m), jnp.float32), shard)
        w = jax.device_put(jnp.ones((m, m), jnp.float32), rep)
        t = best_median(jax.jit(lambda x, w: x @ w, out_shardings=shard), (x, w))
        flops.append({"m": m, "flops_per_device": 2 * m ** 3, "s": t, "flops_per_s": 2 * m ** 3 / t})
    samples["matmul"] = flops

    # Memory bandwidth: y = x * 3 + 1 on each device's block (read x, write y).
    mem = []
    for elems in (1 << 18, 1 << 20):
        x = jax.device_put(jnp.ones((n * elems,), jnp.float32), shard)
        t = best_median(jax.jit(lambda x: x * 3.0 + 1.0, out_shardings=shard), (x,))
        mem.append({"elements_per_device": elems, "bytes_per_device": 8 * elems, "s": t,
                    "bytes_per_s": 8 * elems / t})
    samples["elementwise"] = mem

    # Collectives over the 8 devices at several sizes: psum (all-reduce) and all_gather,
    # priced by the cost model as latency * hops + received bytes / bandwidth
    # (redistribute/collective.cpp step_cost: all-reduce 2(g-1) hops, 2 L (g-1)/g bytes;
    # all-gather g-1 hops, L (g-1) bytes).
    from jax import shard_map
    coll = []
    for elems in (1 << 12, 1 << 15, 1 << 18, 1 << 20):
        x = jax.device_put(jnp.ones((n * elems,), jnp.float32), shard)
        L = 4 * elems
        ar = jax.jit(shard_map(lambda b: jax.lax.psum(b, "d"), mesh=mesh, in_specs=P("d"), out_specs=P("d")))
        ag = jax.jit(shard_map(lambda b: jax.lax.all_gather(b, "d", tiled=True), mesh=mesh, in_specs=P("d"),
                               out_specs=P(), check_vma=False))
        coll.append({"kind": "all_reduce", "block_bytes": L, "hops": 2 * (n - 1),
                     "recv_bytes": 2 * (L * (n - 1) // n), "s": best_median(ar, (x,))})
        coll.append({"kind": "all_gather", "block_bytes": L, "hops": n - 1,
                     "recv_bytes": L * (n - 1), "s": best_median(ag, (x,))})
    samples["collectives"] = coll
    A = np.array([[c["hops"], c["recv_bytes"]] for c in coll], float)
    b = np.array([c["s"] for c in coll], float)
    # Relative least squares (each sample weighted by 1/time), so the small collectives
    # count as much as the large ones.
    (lat, inv_bw), _ = nnls(A / b[:, None], np.ones_like(b))
    for c, fit in zip(coll, A @ [lat, inv_bw]):
        c["fitted_s"] = fit
    samples["load_after"] = os.getloadavg()
    samples["versions"] = versions

    peak = max(f["flops_per_s"] for f in flops)
    membw = max(m["bytes_per_s"] for m in mem)
    bw = 1 / inv_bw if inv_bw > 0 else 1e12
    topo = {
        "name": (f"XLA CPU backend, 8 host devices on this machine ({os.cpu_count()} cores), "
                 f"measured by bench/search/simulator_ranking.py calibrate"),
        "levels": [{"name": "host", "group_size": n, "bandwidth_GBps": round(bw / 1e9, 4),
                    "latency_us": round(lat * 1e6, 3)}],
        "peak_tflops": round(peak / 1e12, 6),
        "memory_bandwidth_GBps": round(membw / 1e9, 4),
        "bf16_arithmetic_in_f32": True,
        "reduce_scatter_as_all_reduce": True,
        "select_and_scatter_expanded": True,
    }
    a.topology.parent.mkdir(parents=True, exist_ok=True)
    a.topology.write_text(json.dumps(topo, indent=2) + "\n")
    a.work.mkdir(parents=True, exist_ok=True)
    (a.work / "calibration.json").write_text(json.dumps(samples, indent=1) + "\n")
    print(json.dumps(topo, indent=2))
    for c in coll:
        print(f"  {c['kind']:10} {c['block_bytes']:>9} B/device: {c['s'] * 1e6:9.1f} us measured, "
              f"{c['fitted_s'] * 1e6:9.1f} us fitted")


# --------------------------------------------------------------------------------------
# Measurement
# --------------------------------------------------------------------------------------

def random_leaf(key, shape, dtype, sharding):
    import jax
    import jax.numpy as jnp
    dtype = jnp.dtype(dtype)
    if jnp.issubdtype(dtype, jnp.floating):
        x = (0.02 * jax.random.normal(key, shape, jnp.float32)).astype(dtype)
    elif dtype == jnp.bool_:
        x = jnp.ones(shape, dtype)
    else:
        x = jnp.zeros(shape, dtype)
    return jax.device_put(x, sharding)


def zoo_programs(only):
    """(name, jitted fn, inputs) for each zoo program, built by export.py's build_zoo()."""
    import jax
    from jax.sharding import NamedSharding, PartitionSpec as P
    out = []
    key = jax.random.PRNGKey(0)
    for prog in zoo.build_zoo():
        if only and not re.search(only, prog["name"]):
            continue
        m = prog["mesh"]
        in_sh = [NamedSharding(m, arg[2]) for arg in prog["args"]]
        out_sh = jax.tree.map(lambda s: NamedSharding(m, s), prog["out_specs"],
                              is_leaf=lambda s: isinstance(s, P))
        fn = jax.jit(prog["fn"], in_shardings=in_sh, out_shardings=out_sh)
        inputs = []
        for arg, sh in zip(prog["args"], in_sh):
            key, sub = jax.random.split(key)
            inputs.append(random_leaf(sub, arg[1], arg[3] if len(arg) > 3 else "float32", sh))
        out.append({"name": prog["name"], "model": f"{prog['model']}, {prog['program']}", "corpus": "models",
                    "fn": fn, "inputs": inputs})
    return out


def thirdparty_programs(only):
    """(name, jitted fn, inputs) for the third-party programs matching `only`, built by
    export_thirdparty.py's builders (no donation: the inputs are reused across calls)."""
    import jax
    import export_thirdparty as tp
    os.environ.setdefault("KERAS_BACKEND", "jax")
    out = []
    key = jax.random.PRNGKey(1)
    for prog in tp.PROGRAMS:
        if not re.search(only, prog["name"]):
            continue
        try:
            built = prog["builder"]()
            kw = {"in_shardings": jax.tree.map(lambda l: l.sharding, built["args"])}
            if built.get("out") is not None:
                kw["out_shardings"] = built["out"]
            fn = jax.jit(built["fn"], **kw)
            leaves, treedef = jax.tree.flatten(built["args"])
            vals = []
            for leaf in leaves:
                key, sub = jax.random.split(key)
                vals.append(random_leaf(sub, leaf.shape, leaf.dtype, leaf.sharding))
            inputs = list(jax.tree.unflatten(treedef, vals))
        except Exception as e:  # a library that does not build here: say so, go on
            print(f"{prog['name']}: not measured ({type(e).__name__}: {str(e)[:200]})", flush=True)
            continue
        out.append({"name": prog["name"], "model": f"{prog['model']}, {prog['program']}", "corpus": "thirdparty",
                    "fn": fn, "inputs": inputs})
    return out


def measure(a):
    versions = start_jax()
    import jax
    import random

    progs = zoo_programs(a.only)
    if a.thirdparty:
        progs += thirdparty_programs(a.thirdparty)
    for p in progs:  # compile and warm up
        t0 = time.perf_counter()
        jax.block_until_ready(p["fn"](*p["inputs"]))
        p["compile_s"] = time.perf_counter() - t0
        print(f"{p['name']}: compiled and warm in {p['compile_s']:.1f} s", flush=True)
    rounds = []
    order = list(range(len(progs)))
    rng = random.Random(a.seed)
    for r in range(a.rounds):
        rng.shuffle(order)  # a different order each round: no program always follows a big one
        load = os.getloadavg()
        t0 = time.time()
        for i in order:
            progs[i].setdefault("samples", []).append(timed(progs[i]["fn"], progs[i]["inputs"], a.repeats))
        rounds.append({"load_before": load, "load_after": os.getloadavg(), "wall_s": time.time() - t0})
        print(f"round {r + 1}/{a.rounds}: {rounds[-1]['wall_s']:.0f} s, load {load[0]:.1f} -> "
              f"{rounds[-1]['load_after'][0]:.1f}", flush=True)
    result = {"versions": versions, "cores": os.cpu_count(), "rounds": rounds, "repeats": a.repeats,
              "programs": []}
    for p in progs:
        flat = [s for rs in p["samples"] for s in rs]
        result["programs"].append({
            "name": p["name"], "model": p["model"], "corpus": p["corpus"],
            "median_s": statistics.median(flat),
            "round_medians_s": [statistics.median(rs) for rs in p["samples"]],
            "min_s": min(flat), "samples_s": flat, "compile_s": p["compile_s"]})
        print(f"{p['name']:28} median {statistics.median(flat) * 1e3:9.2f} ms  rounds "
              + " ".join(f"{statistics.median(rs) * 1e3:.2f}" for rs in p["samples"]), flush=True)
    a.work.mkdir(parents=True, exist_ok=True)
    path = a.work / (a.output or "measured.json")
    path.write_text(json.dumps(result, indent=1) + "\n")
    print(f"wrote {path}")


# --------------------------------------------------------------------------------------
# Model and report
# --------------------------------------------------------------------------------------

def modeled(cli, topology, name, corpus):
    path = REPO / "examples" / corpus / f"{name}.shardy.mlir"
    r = subprocess.run([str(cli), "check", str(path), "--topology", str(topology), "--json"],
                       capture_output=True, text=True)
    try:
        j = json.loads(r.stdout)
    except json.JSONDecodeError:
        return {"error": (r.stderr or r.stdout).strip()[:300], "exit": r.returncode}
    return {"exit": r.returncode, "step_time_s": j.get("step_time_s"), "compute_time_s": j.get("compute_time_s"),
            "flops": j.get("flops"),
            "collective_time_s": j.get("collective_time_s"), "sound": j.get("sound"),
            "collectives": [{k: c.get(k) for k in ("kind", "bytes", "repeat", "time_s")} for c in j.get("collectives", [])]}


def repriced_collectives_s(m, samples):
    """The modeled collectives priced by the calibration's own measurements of that kind
    instead of the topology's one latency and bandwidth: the measured time at the same
    received bytes per device, interpolated log-log between the measured sizes (extrapolated
    from the end segments). All-gathers by the all-gathers, all-reduces by the all-reduces,
    reduce-scatters as all-reduces of their operand (twice their received bytes: XLA's CPU
    backend forms no reduce-scatter), other kinds as modeled."""
    import numpy as np
    curves = {}
    for kind in ("all_reduce", "all_gather"):
        pts = sorted((c["recv_bytes"], c["s"]) for c in samples if c["kind"] == kind)
        curves[kind] = (np.log([p[0] for p in pts]), np.log([p[1] for p in pts]))

    def at(kind, nbytes):
        x, y = curves[kind]
        lx = np.log(max(nbytes, 1))
        i = 0 if lx < x[0] else len(x) - 2 if lx > x[-1] else min(int(np.searchsorted(x, lx)) - 1, len(x) - 2)
        i = max(i, 0)
        return float(np.exp(y[i] + (y[i + 1] - y[i]) * (lx - x[i]) / (x[i + 1] - x[i])))

    total = 0.0
    for c in m["collectives"]:
        if c["bytes"] == 0:
            t = 0.0
        elif c["kind"] in ("all_gather", "all_reduce"):
            t = at(c["kind"], c["bytes"])
        elif c["kind"] == "reduce_scatter":
            t = at("all_reduce", 2 * c["bytes"])
        else:
            t = c["time_s"]
        total += (c.get("repeat") or 1) * t
    return total


def rank_stats(meas, model):
    from scipy.stats import kendalltau, spearmanr
    rho = spearmanr(meas, model)
    tau = kendalltau(meas, model)
    return {"n": len(meas), "spearman": float(rho.statistic), "spearman_p": float(rho.pvalue),
            "kendall": float(tau.statistic)}


def pool_runs(runs):
    """One entry per program measured in every run: the median over all samples of all runs,
    the per-round medians of all runs (for the spread)."""
    pooled = []
    for name, first in runs[0].items():
        if not all(name in r for r in runs):
            continue
        samples = [s for r in runs for s in r[name]["samples_s"]]
        pooled.append({**first, "median_s": statistics.median(samples), "samples_s": samples,
                       "round_medians_s": [m for r in runs for m in r[name]["round_medians_s"]],
                       "run_medians_s": [r[name]["median_s"] for r in runs]})
    return pooled


def reproducibility(runs, rows):
    """The measurement against itself: the rank correlation of the first two runs' medians,
    over all programs and within each model. The noise ceiling of the simulator's figures."""
    names = [r["name"] for r in rows]
    a = [runs[0][n]["median_s"] for n in names]
    b = [runs[1][n]["median_s"] for n in names]
    out = {"all": rank_stats(a, b), "within_model": []}
    per_model = {}
    for i, r in enumerate(rows):
        per_model.setdefault(r["model"], []).append(i)
    for model, idx in sorted(per_model.items()):
        if len(idx) >= 3:
            out["within_model"].append({"model": model, **rank_stats([a[i] for i in idx], [b[i] for i in idx])})
    return out


def report(a):
    runs = [{p["name"]: p for p in json.loads((a.work / f).read_text())["programs"]} for f in a.measured]
    measured = pool_runs(runs)
    rows = []
    for p in measured:
        m = modeled(a.cli, a.topology, p["name"], "models" if p["corpus"] == "models" else "thirdparty")
        if m.get("step_time_s") is None:
            print(f"{p['name']}: no modeled time ({m.get('error')})")
            continue
        rm = p["round_medians_s"]
        rows.append({**p, "modeled": m, "spread": (max(rm) - min(rm)) / p["median_s"]})
    per_kind = json.loads((a.work / "calibration.json").read_text()).get("collectives")
    peak_flops = json.loads(a.topology.read_text())["peak_tflops"] * 1e12
    for r in rows:
        m = r["modeled"]
        m["repriced_step_time_s"] = (m["compute_time_s"] + repriced_collectives_s(m, per_kind)
                                     if per_kind else None)
        # Diagnostic: the compute as FLOPs alone (no per-op memory term, which counts every
        # unfused op's bytes), collectives re-priced as measured.
        m["flops_only_step_time_s"] = (m["flops"] / peak_flops + repriced_collectives_s(m, per_kind)
                                       if per_kind else None)
    (a.work / "modeled.json").write_text(json.dumps(
        [{"name": r["name"], **r["modeled"]} for r in rows], indent=1) + "\n")
    meas = [r["median_s"] for r in rows]
    mod = [r["modeled"]["step_time_s"] for r in rows]
    stats = {"all": rank_stats(meas, mod)}
    if per_kind:
        stats["all_repriced"] = rank_stats(meas, [r["modeled"]["repriced_step_time_s"] for r in rows])
        stats["all_flops_only"] = rank_stats(meas, [r["modeled"]["flops_only_step_time_s"] for r in rows])
    # Top-k over all pairs: of the k fastest measured, how many are among the k fastest modeled.
    by_meas = sorted(range(len(rows)), key=lambda i: meas[i])
    by_mod = sorted(range(len(rows)), key=lambda i: mod[i])
    for k in (5, 10):
        if len(rows) >= k:
            stats[f"top{k}_overlap"] = len(set(by_meas[:k]) & set(by_mod[:k])) / k
    # Within each model with 3 or more plans: the ranking of its plans, and whether the
    # modeled fastest plan is the measured fastest (top-1) or within the measured top 2.
    per_model = {}
    for r in rows:
        per_model.setdefault(r["model"], []).append(r)
    within = []
    for model, rs in sorted(per_model.items()):
        if len(rs) < 3:
            continue
        mm = [r["median_s"] for r in rs]
        md = [r["modeled"]["step_time_s"] for r in rs]
        s = rank_stats(mm, md)
        if per_kind:
            s["spearman_repriced"] = rank_stats(mm, [r["modeled"]["repriced_step_time_s"] for r in rs])["spearman"]
            s["spearman_flops_only"] = rank_stats(mm, [r["modeled"]["flops_only_step_time_s"] for r in rs])["spearman"]
        best_mod = min(range(len(rs)), key=lambda i: md[i])
        meas_rank = sorted(mm).index(mm[best_mod]) + 1
        s.update(model=model, plans=[r["name"] for r in rs], modeled_best=rs[best_mod]["name"],
                 measured_best=rs[min(range(len(rs)), key=lambda i: mm[i])]["name"],
                 modeled_best_measured_rank=meas_rank,
                 modeled_best_slowdown=mm[best_mod] / min(mm) - 1)
        within.append(s)
    stats["within_model"] = within
    if len(runs) >= 2:
        stats["run_against_run"] = reproducibility(runs, rows)
    (a.work / "ranking.json").write_text(json.dumps(stats, indent=1) + "\n")

    print("| program | measured median | spread over rounds | modeled (compute + collectives) | "
          "collectives re-priced per kind | measured rank | modeled rank |")
    print("|---|---|---|---|---|---|---|")
    rank_meas = {i: r + 1 for r, i in enumerate(by_meas)}
    rank_mod = {i: r + 1 for r, i in enumerate(by_mod)}
    for i in by_meas:
        r = rows[i]
        m = r["modeled"]
        print(f"| {r['name']} | {r['median_s'] * 1e3:.2f} ms | {r['spread'] * 100:.0f}% | "
              f"{m['step_time_s'] * 1e3:.2f} ms ({m['compute_time_s'] * 1e3:.2f} + "
              f"{m['collective_time_s'] * 1e3:.2f}) | "
              + (f"{(m['repriced_step_time_s'] - m['compute_time_s']) * 1e3:.2f} ms" if per_kind else "-")
              + f" | {rank_meas[i]} | {rank_mod[i]} |")
    s = stats["all"]
    print(f"\nall {s['n']} pairs: Spearman {s['spearman']:.3f} (p {s['spearman_p']:.2g}), "
          f"Kendall {s['kendall']:.3f}; top-5 overlap {stats.get('top5_overlap', 0):.0%}, "
          f"top-10 overlap {stats.get('top10_overlap', 0):.0%}")
    if per_kind:
        sr = stats["all_repriced"]
        print(f"collectives re-priced per kind: Spearman {sr['spearman']:.3f}, Kendall {sr['kendall']:.3f}")
        sf = stats["all_flops_only"]
        print(f"FLOPs only + collectives re-priced: Spearman {sf['spearman']:.3f}, Kendall {sf['kendall']:.3f}")
    rr = stats.get("run_against_run")
    if rr:
        print(f"run against run (noise ceiling), all pairs: Spearman {rr['all']['spearman']:.3f}, "
              f"Kendall {rr['all']['kendall']:.3f}")
    ceiling = {w["model"]: w for w in (rr or {}).get("within_model", [])}
    for w in within:
        c = ceiling.get(w["model"])
        print(f"{w['model']}: {w['n']} plans, Spearman {w['spearman']:.2f}, Kendall {w['kendall']:.2f}"
              + (f" (run against run: Spearman {c['spearman']:.2f})" if c else "")
              + (f", re-priced: Spearman {w['spearman_repriced']:.2f}, FLOPs only + re-priced: "
                 f"{w['spearman_flops_only']:.2f}" if per_kind else "") +
              f"; modeled best {w['modeled_best']} is measured #{w['modeled_best_measured_rank']} "
              f"(+{w['modeled_best_slowdown'] * 100:.0f}% over measured best {w['measured_best']})")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("step", choices=("calibrate", "measure", "report"))
    ap.add_argument("--work", type=Path, default=DEFAULT_WORK)
    ap.add_argument("--topology", type=Path, default=DEFAULT_TOPOLOGY)
    ap.add_argument("--repeats", type=int, default=5, help="calls per program per round")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1, help="of the round order")
    ap.add_argument("--only", help="regex on zoo program names")
    ap.add_argument("--thirdparty", help="regex on third-party program names to measure too")
    ap.add_argument("--output", help="measure: file name under --work (default measured.json)")
    ap.add_argument("--measured", nargs="+", default=["measured.json"], help="report: files under --work")
    ap.add_argument("--cli", type=Path, default=DEFAULT_CLI)
    a = ap.parse_args()
    if a.step != "report":
        zoo.ensure_jax()
    {"calibrate": calibrate, "measure": measure, "report": report}[a.step](a)


if __name__ == "__main__":
    main()
