#!/usr/bin/env python3
"""Compile saved StableHLO programs with XLA for real accelerator targets, deviceless, and record
XLA's own figures as JSON fixtures (issue 39, part 1: ground truth in the repository).

For every `<name>.<syntax>.mlir` given (with its sibling `<name>.<syntax>.xla.json`, which names
the mesh) and every target, this parses the module, compiles it with the target's compiler
(no accelerator attached: TPU through libtpu's compile-only topology, GPU through the CUDA
plugin's ahead-of-time topology, CPU with 8 host devices) and writes
`tests/data/targets/<target dir>/<name>.<syntax>.json`: per-device memory (with the formula
used and every raw field), the collectives of the final optimized HLO (logical collectives
after XLA's combiners), cost_analysis(), the compile time and, on TPU, whether the compiler
accepted the program within the chip's HBM.

Each target runs in its own process under its own virtual environment (bench/targets/setup.sh):
cpu8 under bench/.venv, h100* under bench/.venv-cuda, tpu-* under bench/.venv-tpu. The driver
(any python3) starts one worker per target, one at a time, and restarts a worker that crashes
or runs past --timeout on one program (that program is recorded as an error).

Usage (see bench/targets/README.md):
  python3 bench/targets/compile_targets.py --targets h100x8,tpu-v5e:2x4
  python3 bench/targets/compile_targets.py --targets all --only '^mlp_'
  python3 bench/targets/compile_targets.py --list-targets
  python3 bench/targets/compile_targets.py --sweep --targets tpu-v5e:2x4 --only '^(mlp_tp|...)$'
  python3 bench/targets/compile_targets.py --index        # only rebuild the summary tables
  python3 bench/targets/compile_targets.py --targets tpu-v5e:2x4 --only '^gemma_fwd_2d$' \
      --out /tmp/t --hlo-limit 100000000 --keep-dumps /tmp/dumps   # study one program
"""
from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
BENCH = HERE.parent
sys.path.insert(0, str(BENCH / "models"))
import export as zoo_export  # noqa: E402  (the HLO parsing helpers; needs no JAX)

DEFAULT_CORPORA = ["examples/models", "examples/thirdparty"]
DEFAULT_OUT = REPO / "tests" / "data" / "targets"
HLO_KEEP_LIMIT = 200_000  # characters: the optimized HLO is written beside the JSON below this
KEEP_DUMPS = None  # --keep-dumps DIR (set in main)
GIB = 1 << 30

# name -> description. hbm_bytes: the chip's memory as sold (Google Cloud's TPU pages, NVIDIA's
# H100 SXM datasheet); for TPU also the default HBM budget the compiler checks against.
TARGETS = {
    "cpu8": dict(backend="cpu", devices=8, venv=".venv", hbm_bytes=None,
                 note="XLA CPU, 8 host devices (--xla_force_host_platform_device_count=8): the reference"),
    "h100x8": dict(backend="cuda", devices=8, topology="1x1x8", venv=".venv-cuda",
                   hbm_bytes=80 * GIB, note="1 host x 8 H100 SXM 80GB"),
    "h100:2x8": dict(backend="cuda", devices=16, topology="1x2x8", venv=".venv-cuda",
                     hbm_bytes=80 * GIB, note="2 hosts x 8 H100 SXM 80GB"),
    "h100:8x8": dict(backend="cuda", devices=64, topology="1x8x8", venv=".venv-cuda",
                     hbm_bytes=80 * GIB, note="8 hosts x 8 H100 SXM 80GB"),
    "tpu-v5e:2x4": dict(backend="tpu", devices=8, topology="v5e:2x4", accelerator="v5litepod-8",
                        venv=".venv-tpu", hbm_bytes=16 * GIB, note="TPU v5e (v5 lite), 8 chips"),
    "tpu-v5p:2x2x2": dict(backend="tpu", devices=8, topology="v5p:2x2x2", accelerator="v5p-16",
                          venv=".venv-tpu", hbm_bytes=95 * GIB, note="TPU v5p, 8 chips (megacore)"),
    "tpu-v6e:2x4": dict(backend="tpu", devices=8, topology="v6e:2x4", accelerator="v6e-8",
                        venv=".venv-tpu", hbm_bytes=32 * GIB, note="TPU v6e (Trillium), 8 chips"),
    "tpu-v5e:8x8": dict(backend="tpu", devices=64, topology="v5e:8x8", accelerator="v5litepod-64",
                        venv=".venv-tpu", hbm_bytes=16 * GIB, note="TPU v5e, 64 chips"),
    "tpu-v5e:16x16": dict(backend="tpu", devices=256, topology="v5e:16x16",
                          accelerator="v5litepod-256", venv=".venv-tpu", hbm_bytes=16 * GIB,
                          note="TPU v5e, 256 chips"),
    "tpu-v5p:4x4x4": dict(backend="tpu", devices=64, topology="v5p:4x4x4", accelerator="v5p-128",
                          venv=".venv-tpu", hbm_bytes=95 * GIB, note="TPU v5p, 64 chips"),
    "tpu-v5p:4x8x8": dict(backend="tpu", devices=256, topology="v5p:4x8x8", accelerator="v5p-512",
                          venv=".venv-tpu", hbm_bytes=95 * GIB, note="TPU v5p, 256 chips"),
    "tpu-v6e:8x8": dict(backend="tpu", devices=64, topology="v6e:8x8", accelerator="v6e-64",
                        venv=".venv-tpu", hbm_bytes=32 * GIB, note="TPU v6e, 64 chips"),
    "tpu-v6e:16x16": dict(backend="tpu", devices=256, topology="v6e:16x16", accelerator="v6e-256",
                          venv=".venv-tpu", hbm_bytes=32 * GIB, note="TPU v6e, 256 chips"),
}

FORMULAS = {
    "cpu": "argument + output + temp - alias (memory_analysis())",
    "cuda": "argument + output + temp - alias (memory_analysis())",
    "tpu": "HBM total: 'Total bytes' of memory space 'default (color=0)' in XLA's "
           "*-memory-usage-report.txt (--xla_dump_to); memory_analysis().temp_size_in_bytes "
           "is 0 on TPU",
}


def target_dir(name: str) -> str:
    """Directory name of a target under tests/data/targets (':' is not portable in paths)."""
    return name.replace(":", "-")


# --------------------------------------------------------------------------------------
# The corpus
# --------------------------------------------------------------------------------------

def find_programs(corpora, only=None):
    """[(corpus_dir, name, syntax, mlir_path, xla_json_path)], sorted."""
    out = []
    for c in corpora:
        d = (REPO / c) if not Path(c).is_absolute() else Path(c)
        for p in sorted(d.glob("*.mlir")):
            m = re.match(r"^(.*)\.(gspmd|shardy)\.mlir$", p.name)
            if not m:
                continue
            name, syntax = m.group(1), m.group(2)
            if only and not re.search(only, name):
                continue
            j = p.with_name(f"{name}.{syntax}.xla.json")
            out.append((c, name, syntax, p, j if j.exists() else None))
    return out


def halves(corpora):
    """name -> 'fit' | 'held-out': per corpus, the sorted program names (both syntaxes of a
    program share one name, so they land in the same half), even index = fit."""
    res = {}
    for c in corpora:
        names = sorted({n for _, n, _, _, _ in find_programs([c])})
        for i, n in enumerate(names):
            res[n] = "fit" if i % 2 == 0 else "held-out"
    return res


def rel(p: Path) -> str:
    try:
        return str(Path(p).resolve().relative_to(REPO))
    except ValueError:
        return Path(p).name


# --------------------------------------------------------------------------------------
# Reading XLA's output (pure Python)
# --------------------------------------------------------------------------------------

LAYOUT_RE = re.compile(r"\{[^{}]*\}")


def strip_layout(t: str) -> str:
    """bf16[2048,512]{1,0:T(8,128)(2,1)S(1)} -> bf16[2048,512] (also inside tuples)."""
    prev = None
    while prev != t:
        prev = t
        t = re.sub(r"(\])\{[^{}]*(?:\([^()]*\))*[^{}]*\}", r"\1", t)
    return t


def memory_spaces(report: str):
    """XLA's *-memory-usage-report.txt -> {space name: total bytes}."""
    out = {}
    for m in re.finditer(r"^Memory Space: (.*?) \(color=(\d+)\)\s*\nTotal bytes: (\d+)", report,
                         re.M):
        out[f"{m.group(1)} (color={m.group(2)})"] = int(m.group(3))
    return out


def _frontend_attr(attrs: str, key: str):
    m = re.search(key + r'="([^"]*)"', attrs)
    return m.group(1) if m else None


def logical_collectives(hlo: str, mesh_axes):
    """The collectives of a final optimized HLO module, one entry per logical collective.

    - async pairs (`*-start`/`*-done`): the start is the collective, the done is not counted;
    - TPU async collective fusions: one collective is split into pieces (each an instruction of
      the same kind in its own fused computation) sharing the frontend attribute `chain_id`
      (or `async_collective_name`); the pieces count once (`pieces` says how many);
    - TPU `all-reduce-scatter` fusions (a fusion calling a computation named all-reduce-scatter*
      whose all-reduce is followed by a dynamic-slice of this device's shard): counted as one
      reduce_scatter, operand = the all-reduce's operand, result = the computation's root;
    - a collective inside a while body or a called computation counts once (static count).
    """
    insts = list(zoo_export.parse_hlo_instructions(hlo))
    types = {i["name"]: i["type"] for i in insts}
    roots = {}
    # ROOT of each computation: the instruction on a line starting with ROOT.
    lines = hlo.splitlines()
    for i in insts:
        if lines[i["line"] - 1].lstrip().startswith("ROOT"):
            roots[i["computation"]] = i
    # fused computations that are reduce-scatters on TPU
    ars_comps = {}
    for i in insts:
        if i["opcode"] != "fusion":
            continue
        m = re.search(r"calls=%([\w.\-]+)", i["attrs"])
        if m and m.group(1).startswith("all-reduce-scatter"):
            ars_comps[m.group(1)] = i
    done_of = {}
    for i in insts:
        if i["opcode"].endswith("-done") and i["operands"]:
            done_of[i["operands"][0]] = i
    groups = {}
    order = []
    for i in insts:
        op = i["opcode"]
        base = op[:-6] if op.endswith("-start") else op
        if base not in zoo_export.COLLECTIVE_OPS:
            continue
        kind = base.replace("-", "_")
        operand_types = [types.get(o, "") for o in i["operands"]]
        result_type = i["type"]
        if op.endswith("-start") and i["name"] in done_of:
            result_type = done_of[i["name"]]["type"]
        how = "instruction"
        if i["computation"] in ars_comps and kind == "all_reduce":
            kind = "reduce_scatter"
            root = roots.get(i["computation"])
            if root is not None:
                result_type = root["type"]
            how = "all-reduce-scatter fusion " + ars_comps[i["computation"]]["name"]
        chain = _frontend_attr(i["attrs"], "chain_id")
        acn = _frontend_attr(i["attrs"], "async_collective_name")
        if chain is not None:
            key = ("chain", kind, chain)
        elif acn is not None:
            key = ("async", kind, acn)
        else:
            key = ("inst", i["name"])
        rg_groups, rg_text = zoo_export.parse_replica_groups(i["attrs"])
        piece = {
            "kind": kind,
            "hlo_name": i["name"],
            "hlo_opcode": op,
            "computation": i["computation"],
            "operand_types": [strip_layout(t) for t in operand_types],
            "result_type": strip_layout(result_type),
        }
        if key not in groups:
            rec = dict(piece)
            rec["operand_bytes"] = sum(zoo_export.type_bytes(t) for t in operand_types)
            rec["result_bytes"] = zoo_export.type_bytes(result_type)
            rec["operand_elements"] = sum(zoo_export.type_elements(t) for t in operand_types)
            rec["result_elements"] = zoo_export.type_elements(result_type)
            ets = sorted({dt for t in operand_types + [result_type]
                          for dt, _ in zoo_export.parse_arrays(t)})
            rec["element_types"] = ets
            rec["counted_as"] = how
            if chain is not None:
                rec["chain_id"] = chain
            if acn is not None:
                rec["async_collective_name"] = acn
            if rg_text is not None:
                rec["replica_groups"] = rg_text
                rec["replica_group_count"] = len(rg_groups) if rg_groups else None
                rec["replica_group_size"] = len(rg_groups[0]) if rg_groups else None
                rec["axes"] = zoo_export.groups_to_axes(rg_groups, mesh_axes) \
                    if rg_groups else None
            m = re.search(r"source_target_pairs=\{(.*?)\}\}?", i["attrs"])
            if m:
                pairs = [tuple(int(x) for x in p.split(","))
                         for p in re.findall(r"\{(\d+,\d+)\}", i["attrs"])]
                rec["source_target_pairs"] = len(pairs)
                rec["axes"] = zoo_export.pairs_to_axes(pairs, mesh_axes)
            m = re.search(r"dimensions=\{([0-9,]*)\}", i["attrs"])
            if m:
                rec["dimensions"] = [int(x) for x in m.group(1).split(",") if x]
            m = re.search(r"channel_id=(\d+)", i["attrs"])
            if m:
                rec["channel_id"] = int(m.group(1))
            rec["pieces"] = 0
            rec["piece_names"] = []
            groups[key] = rec
            order.append(key)
        g = groups[key]
        g["pieces"] += 1
        g["piece_names"].append(i["name"])
    out = [groups[k] for k in order]
    for r in out:
        if r["pieces"] == 1:
            del r["piece_names"]
    return out


def summarize(colls):
    summary = {}
    for c in colls:
        key = (c["kind"], tuple(c.get("axes") or ()) if c.get("axes") is not None else None,
               tuple(c["operand_types"]), c["result_type"])
        s = summary.setdefault(key, {
            "kind": c["kind"], "axes": c.get("axes"), "operand_types": c["operand_types"],
            "result_type": c["result_type"], "operand_bytes": c["operand_bytes"],
            "result_bytes": c["result_bytes"], "element_types": c["element_types"], "count": 0})
        s["count"] += 1
    return list(summary.values())


def counts(colls):
    out = {}
    for c in colls:
        out[c["kind"]] = out.get(c["kind"], 0) + 1
    return dict(sorted(out.items()))


def first_lines(msg: str, n_chars=1500):
    msg = msg.strip()
    return msg if len(msg) <= n_chars else msg[:n_chars] + " ..."


# --------------------------------------------------------------------------------------
# The worker: one target, in the target's virtual environment
# --------------------------------------------------------------------------------------

def worker_env(target: str):
    t = TARGETS[target]
    env = {}
    if t["backend"] == "tpu":
        env.update(TPU_SKIP_MDS_QUERY="1", TPU_ACCELERATOR_TYPE=t["accelerator"],
                   TPU_WORKER_HOSTNAMES="localhost", TPU_WORKER_ID="0")
    elif t["backend"] == "cuda":
        # No GPU here: the plugin's start-up check calls cuInit and fails (error 303), and
        # JAX_PLATFORMS=cpu keeps JAX from opening a CUDA client; the AOT topology still loads.
        env.update(JAX_SKIP_CUDA_CONSTRAINTS_CHECK="1", JAX_PLATFORMS="cpu")
    elif t["backend"] == "cpu":
        env.update(JAX_PLATFORMS="cpu")
        env["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") +
                            f" --xla_force_host_platform_device_count={t['devices']}").strip()
    return env


class Worker:
    """Holds the target's topology and compiles saved modules for it."""

    def __init__(self, target: str):
        import numpy as np
        import jax
        from jax._src import compiler
        from jax._src.interpreters import mlir
        from jax._src.lib import xla_client as xc
        self.np, self.jax, self.compiler, self.mlir, self.xc = np, jax, compiler, mlir, xc
        self.target = target
        self.t = TARGETS[target]
        b = self.t["backend"]
        t0 = time.perf_counter()
        if b == "cpu":
            self.devices = jax.devices("cpu")
        else:
            from jax.experimental import topologies
            if b == "tpu":
                topo = topologies.get_topology_desc(topology_name=self.t["topology"],
                                                    platform="tpu")
            else:
                cfg = (HERE / "h100_sxm.txtpb").read_text()
                topo = topologies.get_topology_desc("aot", "cuda", target_config=cfg,
                                                    topology=self.t["topology"])
            self.devices = list(topo.devices)
        self.topology_s = time.perf_counter() - t0
        self.client = self.devices[0].client
        import importlib.metadata as md
        self.versions = {"jax": jax.__version__, "jaxlib": md.version("jaxlib"),
                         "python": ".".join(map(str, sys.version_info[:3]))}
        for pkg in ("libtpu", "jax-cuda12-plugin", "jax-cuda12-pjrt", "nvidia-cuda-nvcc-cu12"):
            try:
                self.versions[pkg] = md.version(pkg)
            except md.PackageNotFoundError:
                pass
        self.device_kind = self.devices[0].device_kind

    def describe(self):
        return {"name": self.target, "backend": self.t["backend"],
                "topology": self.t.get("topology"), "num_devices": len(self.devices),
                "device_kind": self.device_kind, "hbm_bytes": self.t["hbm_bytes"],
                "note": self.t["note"]}

    def compile(self, mlir_path: Path, shardy: bool, n: int, device_ids, overrides=None,
                dump=None):
        """-> (executable, seconds of client.compile). Raises what XLA raises."""
        np, xc = self.np, self.xc
        devs = [self.devices[i] for i in device_ids]
        with self.mlir.make_ir_context():
            mod = self.mlir.ir.Module.parse(mlir_path.read_text())
            opts = self.compiler.get_compile_options(
                num_replicas=1, num_partitions=n,
                device_assignment=np.array(devs, dtype=object).reshape(1, n),
                env_options_overrides=overrides)
            opts.executable_build_options.use_spmd_partitioning = True
            opts.executable_build_options.use_shardy_partitioner = shardy
            if dump:
                opts.executable_build_options.debug_options.xla_dump_to = str(dump)
            t0 = time.perf_counter()
            # The CPU client is a real one (compile_and_load); the TPU and GPU topologies'
            # clients are compile-only (compile).
            fn = self.client.compile_and_load if self.t["backend"] == "cpu" else \
                self.client.compile
            exe = fn(mod, executable_devices=xc.DeviceList(tuple(devs)), compile_options=opts)
            return exe, time.perf_counter() - t0

    def record(self, corpus, name, syntax, mlir_path: Path, xla_json: Path, half):
        rec = {
            "program": name, "syntax": syntax, "source": rel(mlir_path), "corpus": corpus,
            "half": half, "target": self.describe(), "versions": self.versions,
        }
        meta = json.loads(xla_json.read_text()) if xla_json else {}
        mesh = meta.get("mesh")
        if not mesh:
            rec.update(status="skipped", reason="no mesh (.xla.json missing or without mesh)")
            return rec, None
        axes = [(a["name"], a["size"]) for a in mesh["axes"]]
        n = math.prod(s for _, s in axes)
        rec["mesh"] = {"axes": [{"name": a, "size": s} for a, s in axes]}
        if n != len(self.devices):
            rec.update(status="skipped",
                       reason=f"the program's mesh has {n} devices, the target {len(self.devices)}")
            return rec, None
        b = self.t["backend"]
        dump = None
        if b == "tpu" and KEEP_DUMPS:  # kept for study: the memory-usage report, buffer assignment
            dump = Path(KEEP_DUMPS) / self.target.replace(":", "-") / f"{name}.{syntax}"
            shutil.rmtree(dump, ignore_errors=True)
            dump.mkdir(parents=True)
        elif b == "tpu":
            dump = Path(tempfile.mkdtemp(prefix="sp_xla_dump_"))
        try:
            try:
                exe, secs = self.compile(mlir_path, syntax == "shardy", n, mesh["device_ids"],
                                         dump=dump)
            except Exception as e:  # XLA's refusal: RESOURCE_EXHAUSTED on TPU, or a failure
                msg = str(e)
                rec["compile_time_s"] = None
                if b == "tpu" and "RESOURCE_EXHAUSTED" in msg:
                    rec.update(status="oom", fits=False, message=first_lines(msg))
                    m = re.search(r"required for HLO temporaries \(([^)]*)\) exceeds available "
                                  r"HBM \(([^)]*)\)", msg)
                    if m:
                        rec["oom_required"] = m.group(1)
                        rec["oom_available"] = m.group(2)
                else:
                    rec.update(status="error", error=f"{type(e).__name__}: {first_lines(msg)}")
                return rec, None
            rec["status"] = "ok"
            rec["compile_time_s"] = round(secs, 3)
            ma = exe.get_compiled_memory_stats()
            raw = {k: getattr(ma, k) for k in dir(ma) if not k.startswith("_")
                   and isinstance(getattr(ma, k), (int, float))}
            gpu_formula = (raw.get("argument_size_in_bytes", 0) + raw.get("output_size_in_bytes", 0)
                           + raw.get("temp_size_in_bytes", 0) - raw.get("alias_size_in_bytes", 0))
            mem = {"formula": FORMULAS[b], "memory_analysis": dict(sorted(raw.items())),
                   "argument_output_temp_minus_alias": gpu_formula}
            if b == "tpu":
                reps = sorted(dump.glob("*memory-usage-report.txt"))
                spaces = memory_spaces(reps[-1].read_text()) if reps else {}
                mem["memory_spaces"] = spaces
                hbm = spaces.get("default (color=0)")
                mem["per_device_bytes"] = hbm
                if hbm is None:
                    rec["status"] = "error"
                    rec["error"] = "no memory-usage-report in the XLA dump"
                rec["fits"] = True
            else:
                mem["per_device_bytes"] = gpu_formula
            rec["memory"] = mem
            # cost analysis: the executable's own (CPU, TPU); the GPU compile-only executable
            # answers UNIMPLEMENTED, so there it is XLA's generic HloCostAnalysis of the final
            # GPU module (jaxlib's hlo_module_cost_analysis, run through the CPU client).
            hlo_module = exe.hlo_modules()[0]
            try:
                ca = exe.cost_analysis()
                how = "executable.cost_analysis()"
            except Exception:
                from jax._src.lib import _jax
                ca = _jax.hlo_module_cost_analysis(self.jax.devices("cpu")[0].client,
                                                   hlo_module)
                how = "hlo_module_cost_analysis(cpu client, final optimized module)"
            if isinstance(ca, list):
                ca = ca[0] if ca else {}
            rec["cost_analysis"] = {"method": how, **{k: float(v) for k, v in sorted(ca.items())
                                                      if k in ("flops", "bytes accessed",
                                                               "transcendentals",
                                                               "optimal_seconds")}}
            hlo = hlo_module.to_string()
            colls = logical_collectives(hlo, axes)
            rec["collective_counts"] = counts(colls)
            rec["collective_summary"] = summarize(colls)
            rec["collectives"] = colls
            rec["hlo"] = {"chars": len(hlo), "lines": hlo.count("\n"),
                          "sha256": hashlib.sha256(hlo.encode()).hexdigest(),
                          "file": None}
            return rec, hlo
        finally:
            if dump is not None and not KEEP_DUMPS:
                shutil.rmtree(dump, ignore_errors=True)

    def sweep(self, mlir_path: Path, syntax: str, xla_json: Path, base_hbm: int):
        """Compile under smaller HBM (xla_tpu_max_hbm_size_mib): a few fixed fractions of the
        program's unconstrained HBM total, then bisect the smallest limit (MiB) that fits."""
        meta = json.loads(xla_json.read_text())
        mesh = meta["mesh"]
        n = len(mesh["device_ids"])
        tries = {}

        def attempt(mib):
            if mib in tries:
                return tries[mib]["fits"]
            dump = Path(tempfile.mkdtemp(prefix="sp_xla_dump_"))
            try:
                exe, secs = self.compile(mlir_path, syntax == "shardy", n, mesh["device_ids"],
                                         overrides={"xla_tpu_max_hbm_size_mib": str(mib)},
                                         dump=dump)
                reps = sorted(dump.glob("*memory-usage-report.txt"))
                hbm = memory_spaces(reps[-1].read_text()).get("default (color=0)") if reps \
                    else None
                tries[mib] = {"limit_mib": mib, "fits": True, "hbm_bytes": hbm,
                              "compile_time_s": round(secs, 3)}
            except Exception as e:
                msg = str(e)
                r = {"limit_mib": mib, "fits": False,
                     "message": first_lines(msg, 1500)}
                if "RESOURCE_EXHAUSTED" not in msg:
                    r["error"] = True
                tries[mib] = r
            finally:
                shutil.rmtree(dump, ignore_errors=True)
            return tries[mib]["fits"]

        base_mib = base_hbm / (1 << 20)
        for f in (0.5, 0.9, 0.99, 1.01, 1.1, 2.0):
            attempt(max(1, math.floor(base_mib * f)))
        fits_sorted = sorted(tries)
        lo = max([m for m in fits_sorted if not tries[m]["fits"]], default=0)
        hi = min([m for m in fits_sorted if tries[m]["fits"]], default=None)
        while hi is not None and hi - lo > 1:
            mid = (lo + hi) // 2
            if attempt(mid):
                hi = mid
            else:
                lo = mid
        return {"unconstrained_hbm_bytes": base_hbm,
                "unconstrained_hbm_mib": round(base_mib, 3),
                "smallest_fitting_limit_mib": hi, "largest_refused_limit_mib": lo,
                "tries": [tries[m] for m in sorted(tries)]}


def write_json(path: Path, obj):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(obj, indent=1, sort_keys=True) + "\n")


FLAG_RE = re.compile(r"combin|threshold|async|latency|schedul|rematerial|memory_limit|hbm|"
                     r"pipelin|overlap|windowed_einsum|reduce_scatter|all_gather|all_reduce|"
                     r"collective|memory_space|msa|fusion_merger|slop", re.I)


def dump_flags(w, todo):
    """Compile the first program with XLA's dump kept and write the compiler's flag values that
    decide combining, asynchrony, scheduling and memory to bench/targets/flags/<target>.txt
    (TPU: libtpu's *.flagfile; GPU/CPU: the debug options in *.config.pbtxt)."""
    item = next(i for i in todo if i["xla_json"])
    meta = json.loads((REPO / item["xla_json"]).read_text())
    n = len(meta["mesh"]["device_ids"])
    if n != len(w.devices):
        print(f"[{w.target}] {item['name']} has {n} devices, the target {len(w.devices)}",
              flush=True)
        return 1
    dump = Path(tempfile.mkdtemp(prefix="sp_xla_dump_"))
    try:
        w.compile(REPO / item["mlir"], item["syntax"] == "shardy", n, meta["mesh"]["device_ids"],
                  dump=dump)
        lines = []
        for f in sorted(dump.glob("*.flagfile")) + sorted(dump.glob("*.config.pbtxt")):
            lines += [ln.strip() for ln in f.read_text().splitlines() if FLAG_RE.search(ln)]
            break
        body = sorted(set(lines))
        dst = HERE / "flags" / f"{target_dir(w.target)}.txt"
        dst.parent.mkdir(parents=True, exist_ok=True)
        dst.write_text(f"# {w.target} ({w.device_kind}), versions {json.dumps(w.versions, sort_keys=True)}\n"
                       f"# XLA's flag values, from the dump of compiling {item['mlir']}\n"
                       f"# (lines matching {FLAG_RE.pattern!r}; written by compile_targets.py --flags)\n"
                       + "\n".join(body) + "\n")
        print(f"[{w.target}] wrote {rel(dst)} ({len(body)} lines)", flush=True)
    finally:
        shutil.rmtree(dump, ignore_errors=True)
    return 0


def worker_main(args):
    target = args.worker
    out = Path(args.out)
    progress = Path(args.progress)
    todo = [json.loads(line) for line in Path(args.todo).read_text().splitlines() if line]
    w = Worker(target)
    print(f"[{target}] topology in {w.topology_s:.2f} s: {len(w.devices)} x {w.device_kind}; "
          f"versions {w.versions}", flush=True)
    d = out / target_dir(target)
    if args.flags:
        rc = dump_flags(w, todo)
        progress.write_text(json.dumps({"done": True}))
        return rc
    for item in todo:
        progress.write_text(json.dumps({"item": item, "start": time.time()}))
        mlir_path = REPO / item["mlir"]
        xj = REPO / item["xla_json"] if item["xla_json"] else None
        if args.sweep:
            base = out / target_dir(target) / f"{item['name']}.{item['syntax']}.json"
            if not base.exists():
                print(f"[{target}] {item['name']}.{item['syntax']}: no fixture to sweep from",
                      flush=True)
                continue
            b = json.loads(base.read_text())
            if b.get("status") != "ok":
                continue
            t0 = time.perf_counter()
            res = w.sweep(mlir_path, item["syntax"], xj, b["memory"]["per_device_bytes"])
            res.update(program=item["name"], syntax=item["syntax"], source=item["mlir"],
                       target=target, flag="xla_tpu_max_hbm_size_mib (compile option override)",
                       versions=w.versions)
            write_json(d / "hbm_sweep" / f"{item['name']}.{item['syntax']}.json", res)
            print(f"[{target}] sweep {item['name']}.{item['syntax']}: HBM "
                  f"{res['unconstrained_hbm_mib']} MiB, fits from {res['smallest_fitting_limit_mib']}"
                  f" MiB ({len(res['tries'])} compiles, {time.perf_counter() - t0:.1f} s)",
                  flush=True)
            continue
        rec, hlo = w.record(item["corpus"], item["name"], item["syntax"], mlir_path, xj,
                            item["half"])
        base = f"{item['name']}.{item['syntax']}"
        if rec["status"] == "skipped":  # not written: the log says why
            print(f"[{target}] {base}: skipped ({rec['reason']})", flush=True)
            continue
        hlo_path = d / f"{base}.hlo.txt"
        # cpu8: XLA CPU's final HLO is already in the corpus (<name>.<syntax>.hlo.txt).
        keep = not args.no_hlo and TARGETS[target]["backend"] != "cpu"
        if hlo is not None and len(hlo) < args.hlo_limit and keep:
            hlo_path.parent.mkdir(parents=True, exist_ok=True)
            hlo_path.write_text(hlo)
            rec["hlo"]["file"] = hlo_path.name
        elif hlo_path.exists():
            hlo_path.unlink()
        write_json(d / f"{base}.json", rec)
        if rec["status"] == "ok":
            mib = rec["memory"]["per_device_bytes"] / (1 << 20)
            print(f"[{target}] {base}: {mib:.2f} MiB, {rec['collective_counts']}, "
                  f"compile {rec['compile_time_s']:.2f} s", flush=True)
        else:
            print(f"[{target}] {base}: {rec['status']} "
                  f"{rec.get('reason') or rec.get('error') or rec.get('message', '')[:200]}",
                  flush=True)
    progress.write_text(json.dumps({"done": True}))


# --------------------------------------------------------------------------------------
# The driver
# --------------------------------------------------------------------------------------

def run_target(target, items, args):
    """Run one worker process per target; restart it after a crash or a timeout, recording
    the program it was on as an error."""
    t = TARGETS[target]
    py = BENCH / t["venv"] / "bin" / "python"
    if not py.exists():
        print(f"[{target}] {py} missing: run bash bench/targets/setup.sh", flush=True)
        return False
    out = Path(args.out)
    remaining = list(items)
    t_start = time.time()
    while remaining:
        with tempfile.TemporaryDirectory(prefix="sp_targets_") as tmp:
            todo = Path(tmp) / "todo.jsonl"
            todo.write_text("".join(json.dumps(i) + "\n" for i in remaining))
            progress = Path(tmp) / "progress.json"
            cmd = [str(py), str(Path(__file__).resolve()), "--worker", target, "--todo", str(todo),
                   "--progress", str(progress), "--out", str(out)]
            if args.sweep:
                cmd.append("--sweep")
            if args.no_hlo:
                cmd.append("--no-hlo")
            cmd += ["--hlo-limit", str(args.hlo_limit)]
            if args.keep_dumps:
                cmd += ["--keep-dumps", str(Path(args.keep_dumps).resolve())]
            if args.flags:
                cmd.append("--flags")
            env = dict(os.environ)
            env.update(worker_env(target))
            proc = subprocess.Popen(cmd, env=env)
            timed_out = None
            while proc.poll() is None:
                time.sleep(1)
                if progress.exists():
                    try:
                        p = json.loads(progress.read_text())
                    except json.JSONDecodeError:
                        continue
                    if "start" in p and time.time() - p["start"] > args.timeout:
                        timed_out = p["item"]
                        proc.kill()
                        proc.wait()
                        break
            p = {}
            if progress.exists():
                try:
                    p = json.loads(progress.read_text())
                except json.JSONDecodeError:
                    p = {}
            if p.get("done"):
                break
            cur = p.get("item")
            if cur is None:
                print(f"[{target}] worker failed before its first program (exit "
                      f"{proc.returncode})", flush=True)
                return False
            idx = next(i for i, it in enumerate(remaining) if it == cur)
            why = (f"compile ran past {args.timeout} s and was killed" if timed_out else
                   f"the compiler process died (exit {proc.returncode})")
            print(f"[{target}] {cur['name']}.{cur['syntax']}: {why}", flush=True)
            if not args.sweep:
                rec = {"program": cur["name"], "syntax": cur["syntax"], "source": cur["mlir"],
                       "corpus": cur["corpus"], "half": cur["half"],
                       "target": {"name": target, "backend": t["backend"]},
                       "status": "error", "error": why}
                write_json(out / target_dir(target) / f"{cur['name']}.{cur['syntax']}.json", rec)
            remaining = remaining[idx + 1:]
    print(f"[{target}] finished in {time.time() - t_start:.1f} s", flush=True)
    return True


def fmt_mib(b):
    return "—" if b is None else f"{b / (1 << 20):.2f}"


def fmt_counts(c):
    short = {"all_gather": "AG", "all_reduce": "AR", "reduce_scatter": "RS",
             "all_to_all": "A2A", "collective_permute": "CP", "collective_broadcast": "CB",
             "ragged_all_to_all": "RA2A"}
    return " ".join(f"{short.get(k, k)}{v}" for k, v in sorted(c.items())) or "none"


def write_index(out: Path):
    """tests/data/targets/SUMMARY.md: one table, a row per program and syntax, a column group
    per target (per-device MiB and logical collective counts)."""
    recs = {}
    targets = []
    for tname in TARGETS:
        d = out / target_dir(tname)
        if not d.is_dir():
            continue
        files = sorted(d.glob("*.json"))
        if not files:
            continue
        targets.append(tname)
        for f in files:
            r = json.loads(f.read_text())
            recs.setdefault((r["corpus"] if "corpus" in r else "", r["program"], r["syntax"]),
                            {})[tname] = r
    lines = ["# XLA's figures per target (generated by bench/targets/compile_targets.py --index)",
             "",
             "Per device: memory in MiB (cell: `MiB, counts`; CPU/GPU: argument + output + temp - alias; TPU: the HBM "
             "total of XLA's memory-usage report) and the logical collectives of the final "
             "optimized HLO (AG all-gather, AR all-reduce, RS reduce-scatter, A2A all-to-all, "
             "CP collective-permute). `oom`: the TPU compiler refused the program "
             "(RESOURCE_EXHAUSTED); `err`: compile failed (see the JSON). half: the "
             "deterministic split (sorted program names per corpus, even index = fit).", ""]
    all_targets = targets
    # one table per corpus, with the targets that compiled something of it
    for corpus in sorted({k[0] for k in recs}):
        keys = sorted(k for k in recs if k[0] == corpus)
        cols = [t for t in all_targets
                if any(recs[k].get(t, {}).get("status") not in (None, "skipped") for k in keys)]
        lines += [f"### {corpus}", "",
                  "| program | syntax | half | " + " | ".join(cols) + " |",
                  "|" + "---|" * (3 + len(cols))]
        for key in keys:
            row = recs[key]
            half = next((r.get("half") for r in row.values() if r.get("half")), "")
            cells = []
            for t in cols:
                r = row.get(t)
                if r is None:
                    cells.append("")
                elif r["status"] == "ok":
                    cells.append(f"{fmt_mib(r['memory']['per_device_bytes'])}, "
                                 f"{fmt_counts(r['collective_counts'])}")
                elif r["status"] == "oom":
                    cells.append("oom")
                elif r["status"] == "skipped":
                    cells.append("skip")
                else:
                    cells.append("err")
            lines.append(f"| {key[1]} | {key[2]} | {half} | " + " | ".join(cells) + " |")
        lines.append("")
    # compile time per target
    lines += ["### Totals per target", "",
              "| target | programs ok | oom | errors | skipped | XLA compile time, sum (s) | max (s) |",
              "|---|---|---|---|---|---|---|"]
    for t in all_targets:
        rs = [row[t] for row in recs.values() if t in row]
        ok = [r for r in rs if r["status"] == "ok"]
        ct = [r["compile_time_s"] for r in ok if r.get("compile_time_s") is not None]
        lines.append(f"| {t} | {len(ok)} | {sum(r['status'] == 'oom' for r in rs)} | "
                     f"{sum(r['status'] == 'error' for r in rs)} | "
                     f"{sum(r['status'] == 'skipped' for r in rs)} | {sum(ct):.1f} | "
                     f"{max(ct) if ct else 0:.1f} |")
    out.mkdir(parents=True, exist_ok=True)
    (out / "SUMMARY.md").write_text("\n".join(lines) + "\n")
    print(f"wrote {out / 'SUMMARY.md'}")
    # the same tables, between markers, in bench/targets/README.md (when it has the markers)
    readme = HERE / "README.md"
    if out.resolve() == DEFAULT_OUT.resolve() and readme.exists():
        text = readme.read_text()
        b, e = "<!-- summary:begin -->", "<!-- summary:end -->"
        if b in text and e in text:
            body = "\n".join(lines[2:])
            text = text[:text.index(b) + len(b)] + "\n" + body + "\n" + text[text.index(e):]
            readme.write_text(text)
            print(f"updated {rel(readme)}")


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--targets", default="cpu8,h100x8,tpu-v5e:2x4,tpu-v5p:2x2x2,tpu-v6e:2x4",
                    help="comma-separated target names, or 'all'")
    ap.add_argument("--corpus", action="append",
                    help="directory of <name>.<syntax>.mlir files (repeatable; default: "
                         + ", ".join(DEFAULT_CORPORA) + ")")
    ap.add_argument("--only", help="programs whose name matches this regular expression")
    ap.add_argument("--syntax", choices=["gspmd", "shardy"], help="one syntax only")
    ap.add_argument("--out", default=str(DEFAULT_OUT))
    ap.add_argument("--timeout", type=float, default=900, help="seconds per compile")
    ap.add_argument("--sweep", action="store_true",
                    help="TPU only: compile under smaller HBM limits (needs the fixtures)")
    ap.add_argument("--no-hlo", action="store_true", help="never write the optimized HLO")
    ap.add_argument("--hlo-limit", type=int, default=HLO_KEEP_LIMIT,
                    help="write the optimized HLO when shorter than this many characters")
    ap.add_argument("--keep-dumps", metavar="DIR",
                    help="keep XLA's TPU dumps (memory-usage report, buffer assignment) under DIR")
    ap.add_argument("--index", action="store_true", help="only rebuild SUMMARY.md")
    ap.add_argument("--flags", action="store_true",
                    help="write the compiler's flag values to bench/targets/flags/<target>.txt")
    ap.add_argument("--list-targets", action="store_true")
    ap.add_argument("--worker", help=argparse.SUPPRESS)
    ap.add_argument("--todo", help=argparse.SUPPRESS)
    ap.add_argument("--progress", help=argparse.SUPPRESS)
    args = ap.parse_args()
    global KEEP_DUMPS
    KEEP_DUMPS = args.keep_dumps
    if args.worker:
        return worker_main(args)
    if args.list_targets:
        for k, v in TARGETS.items():
            print(f"{k:16} {v['backend']:5} {v['devices']:4} devices  {v['note']}")
        return 0
    out = Path(args.out)
    if args.index:
        write_index(out)
        return 0
    corpora = args.corpus or DEFAULT_CORPORA
    half = halves(corpora)
    progs = [p for p in find_programs(corpora, args.only)
             if not args.syntax or p[2] == args.syntax]
    names = list(TARGETS) if args.targets == "all" else args.targets.split(",")
    for t in names:
        if t not in TARGETS:
            print(f"unknown target {t!r}; known: {', '.join(TARGETS)}", file=sys.stderr)
            return 2
    items = [{"corpus": c, "name": n, "syntax": s, "mlir": rel(m),
              "xla_json": rel(j) if j else None, "half": half.get(n)}
             for c, n, s, m, j in progs]
    ok = True
    for t in names:
        if args.sweep and TARGETS[t]["backend"] != "tpu":
            print(f"[{t}] --sweep is for TPU targets only", file=sys.stderr)
            continue
        ok &= run_target(t, items, args)
    if not args.sweep and not args.flags:
        write_index(out)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
