#!/usr/bin/env python3
"""Probe how XLA's GPU compiler (jaxlib 0.10.2, CUDA plugin, DEVICELESS compile for an H100
SXM) splits the K dimension of dots, and check a pure-Python model of its rule.

What decides it (read from the XLA source, confirmed by the probe): the HLO pass
`splitk-rewriter` (class SplitkRewriter, xla/backends/gpu/transforms/splitk_rewriter.cc in
current XLA, formerly xla/service/gpu/transforms/) runs in the `hlo_normalization` pipeline,
after layout assignment and before `triton-gemm-rewriter` (GemmFusion). For every dot of a
non-fusion computation with exactly one contracting dimension and no s32 operand it evaluates
a cost model (EstimateGemmCostAfterSplitK) for split_k in {1, 2, 4, ..., 2048} and keeps the
cheapest (ChooseSplitK; ties go to the smaller factor). A dot with split_k > 1 becomes a
batched dot over [split_k, K/split_k] (K zero-padded up to a multiple of split_k x 16 bytes of
the narrower operand) whose result, in the accumulator type (f32 for f32/bf16/f16 dots), is
reduced over the new dimension (and converted back to the dot's type when that differs). The
autotuner never sees the split: on a deviceless compile it only picks a tiling for the
(already split) Triton gemm fusion. `split_k()` below is that rule; it needs no JAX.

Run (from the repository root):
  # the sweep: compiles single dots deviceless for H100 (1 device) and writes
  # bench/targets/split_k_probe.json (resumes: cases already in the file are kept)
  JAX_SKIP_CUDA_CONSTRAINTS_CHECK=1 JAX_PLATFORMS=cpu \\
      bench/.venv-cuda/bin/python bench/targets/probe_split_k.py sweep [--limit N] [--only RE]
  # run it in the background with a progress log:
  nohup env JAX_SKIP_CUDA_CONSTRAINTS_CHECK=1 JAX_PLATFORMS=cpu \\
      bench/.venv-cuda/bin/python bench/targets/probe_split_k.py sweep > /tmp/split_k_probe.log 2>&1 &
  # agreement of split_k() with the probe results and with every gemm fusion of the
  # tests/data/targets/h100*/ fixtures (pure Python; any python3; also stored in the JSON)
  python3 bench/targets/probe_split_k.py check
  # one shape, printing the cost of every candidate factor (pure Python)
  python3 bench/targets/probe_split_k.py rule M N K [--batch B] [--dtype bf16] [--out-dtype f32]
"""
from __future__ import annotations

import argparse
import json
import math
import os
import random
import re
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
OUT_JSON = HERE / "split_k_probe.json"
FIXTURE_DIRS = sorted((REPO / "tests" / "data" / "targets").glob("h100*"))

sys.path.insert(0, str(HERE))
import compile_targets as ct  # noqa: E402  (reused: TARGETS, worker_env, strip_layout)

zoo_export = ct.zoo_export  # parse_hlo_instructions, parse_arrays, DTYPE_BYTES

# --------------------------------------------------------------------------------------
# The rule (pure Python)
# --------------------------------------------------------------------------------------

BITS = {"pred": 8, "s4": 4, "u4": 4, "f4e2m1fn": 4, "s8": 8, "u8": 8, "f8e4m3fn": 8,
        "f8e5m2": 8, "f8e4m3": 8, "f8e4m3fnuz": 8, "f8e5m2fnuz": 8, "f8e3m4": 8,
        "s16": 16, "u16": 16, "f16": 16, "bf16": 16, "s32": 32, "u32": 32, "f32": 32,
        "s64": 64, "u64": 64, "f64": 64, "c64": 64, "c128": 128}

# SplitKCostWeights per GPU generation (GetCostWeights): compute, memory, reduction memory
# weights and the reduction's launch overhead, all in the model's arbitrary cost unit.
COST_WEIGHTS = {
    "blackwell": (100.0, 0.0848863, 189.711, 1.21563e+08),
    "hopper": (100.0, 0.194136, 193.1384, 4.36e+07),
    "older": (100.0, 0.0666955, 467.815, 5.65307e+07),
}
# GetAlgoritmFlopsPerElement: 2 (multiply + add) unless the dot names one of these algorithms
ALGORITHM_FLOPS = {"ALG_DOT_BF16_BF16_F32_X3": 12, "ALG_DOT_TF32_TF32_F32_X3": 12,
                   "ALG_DOT_BF16_BF16_F32_X6": 20, "ALG_DOT_BF16_BF16_F32_X9": 28}
CANDIDATES = (1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048)
TILE_M = TILE_N = 128
H100_CORES = 132  # core_count of bench/targets/h100_sxm.txtpb


def accumulator_dtype(lhs_dtype: str, out_dtype: str) -> str:
    """GetGemmAccumulatorType, for the types that matter here: f32 for floating types up to 32
    bits, f64 for f64, s32 for integer dots, and the output type when it is wider."""
    if out_dtype in ("f64", "c128") or lhs_dtype in ("f64", "c128"):
        return "f64" if "c" not in out_dtype else out_dtype
    if out_dtype == "c64":
        return "c64"
    if lhs_dtype.startswith(("s", "u")) and out_dtype.startswith(("s", "u")):
        return "s32"
    return "f32"


def _cdiv(a: int, b: int) -> int:
    return -(-a // b)


def split_k_cost(m, n, k, batch, split, lhs_bits, rhs_bits, acc_bits, out_bits,
                 flops_per_element=2, num_cores=H100_CORES, arch="hopper") -> float:
    """EstimateGemmCostAfterSplitK: max(compute, memory) of the (split) dot, plus, when
    split > 1, the reduction's launch overhead and its memory traffic. Same operation order
    as the C++ (all in double)."""
    wc, wm, wr, launch = COST_WEIGHTS[arch]
    eff_k = _cdiv(k, split)
    eff_b = batch * split
    mts = min(m, TILE_M)
    nts = min(n, TILE_N)
    m_tiles = _cdiv(m, TILE_M)
    n_tiles = _cdiv(n, TILE_N)
    total_tiles = float(eff_b * m_tiles * n_tiles)
    concurrent = float(TILE_M * TILE_N) / float(mts * nts)
    wave_slots = float(num_cores) * concurrent
    waves = max(1.0, total_tiles / wave_slots)
    flops_per_tile = float(flops_per_element) * mts * nts * eff_k
    compute = flops_per_tile * waves * wc
    lhs_b = float(m) * k * batch * lhs_bits / 8.0
    rhs_b = float(n) * k * batch * rhs_bits / 8.0
    out_el = acc_bits if split > 1 else out_bits
    write_b = float(m) * n * eff_b * out_el / 8.0
    memory = (lhs_b + rhs_b + write_b) * wm
    cost = max(compute, memory)
    if split == 1:
        return cost
    red_read = float(eff_b) * m * n * acc_bits / 8.0
    red_write = float(batch) * m * n * out_bits / 8.0
    return cost + launch + (red_read + red_write) * wr


def split_k(m: int, n: int, k: int, batch: int = 1, dtype: str = "f32",
            out_dtype: str | None = None, lhs_dtype: str | None = None,
            rhs_dtype: str | None = None, contracting_dims: int = 1,
            flops_per_element: int = 2, num_cores: int = H100_CORES,
            arch: str = "hopper") -> int:
    """The split-K factor XLA's splitk-rewriter gives a dot (1 = not split).

    m, n: products of the lhs / rhs non-contracting, non-batch dimensions; k: the contracting
    size; batch: product of the batch dimensions. dtype: the operands' element type (lhs_dtype /
    rhs_dtype override it per side: the type *before* any chain of unary elementwise ops such
    as a convert feeding the dot); out_dtype: the dot's result type (default dtype).
    contracting_dims: number of contracting dimensions (the pass leaves dots with more than
    one alone). flops_per_element: 2, or 12/20/28 for the BF16x3/TF32x3, BF16x6, BF16x9 dot
    algorithms. The partial product is then f32[batch..., split, m..., n...] (accumulator
    type) and K is padded to a multiple of split * (128 / min(128, lhs_bits, rhs_bits)).
    """
    lhs_dtype = lhs_dtype or dtype
    rhs_dtype = rhs_dtype or dtype
    out_dtype = out_dtype or dtype
    if contracting_dims != 1 or "s32" in (lhs_dtype, rhs_dtype):
        return 1
    acc = accumulator_dtype(lhs_dtype, out_dtype)
    costs = [split_k_cost(m, n, k, batch, s, BITS[lhs_dtype], BITS[rhs_dtype], BITS[acc],
                          BITS[out_dtype], flops_per_element, num_cores, arch)
             for s in CANDIDATES]
    return CANDIDATES[costs.index(min(costs))]


def gemm_path(m: int, n: int, k: int, batch: int = 1, dtype: str = "f32") -> str:
    """How a dot is emitted on this deviceless H100 compile (observed; see the report):
    'no-dot'        strength-reduced by the algebraic simplifier into multiply (+ reduce),
                    fused, no gemm and no split: K == 1, vector.vector, or a matrix.vector
                    (m == 1 or n == 1) with (m + n) * K < 10,000,000 (batch not counted);
    'cublas'        cuBLAS custom call (__cublas$lt$matmul) with a 4 MiB s8 workspace:
                    complex types, and 16-bit dots with (m + n) * K < 100 (operands padded
                    to multiples of 8);
    'dot-elsewhere' a dot left inside a loop fusion (elemental emitter): s32 dots, and 32-bit
                    dots with (m + n) * K < 100;
    'triton'        everything else (xla_gpu_triton_gemm_any is on): a Triton gemm fusion,
                    split per split_k()."""
    if k == 1 or (m == 1 and n == 1):
        return "no-dot"
    if (m == 1 or n == 1) and (m + n) * k < 10_000_000:
        return "no-dot"
    if dtype in ("c64", "c128"):
        return "cublas"
    if dtype == "s32":
        return "dot-elsewhere"
    if (m + n) * k < 100:
        return "cublas" if BITS[dtype] == 16 else "dot-elsewhere"
    return "triton"


def padded_k(k: int, split: int, lhs_bits: int, rhs_bits: int) -> int:
    """GetPaddedK: K rounded up to a multiple of split * 16 bytes of the narrower operand."""
    q = split * 128 // min(128, lhs_bits, rhs_bits)
    return _cdiv(k, q) * q


def partial_product_bytes(m, n, k, batch=1, dtype="f32", out_dtype=None, **kw) -> int:
    """Bytes of the split-K partial product (the temporary the reduction reads), 0 if not
    split."""
    s = split_k(m, n, k, batch, dtype, out_dtype, **kw)
    if s == 1:
        return 0
    acc = accumulator_dtype(kw.get("lhs_dtype") or dtype, out_dtype or dtype)
    return batch * s * m * n * BITS[acc] // 8


# --------------------------------------------------------------------------------------
# Reading the optimized HLO (pure Python)
# --------------------------------------------------------------------------------------

UNARY_ELEMENTWISE = {"convert", "negate", "abs", "exponential", "log", "tanh", "logistic",
                     "sqrt", "rsqrt", "sine", "cosine", "copy", "bitcast-convert", "not",
                     "floor", "ceil", "sign", "reduce-precision", "real", "imag", "cbrt",
                     "expm1", "log-plus-one", "round-nearest-even", "round-nearest-afz",
                     "erf", "tan", "is-finite", "popcnt", "clz"}
GEMM_KINDS = ("__triton_nested_gemm_fusion", "__triton_gemm", "__cudnn$fusion",
              "__custom_fusion")
CUBLAS_TARGETS = ("__cublas$gemm", "__cublas$lt$matmul", "__cublas$lt$matmul$f8")


def _dims_attr(attrs: str, key: str):
    m = re.search(key + r"=\{([0-9,]*)\}", attrs)
    return [int(x) for x in m.group(1).split(",") if x] if m else []


def _array(type_text: str):
    arrs = zoo_export.parse_arrays(type_text)
    return arrs[0] if arrs else (None, [])


class Module:
    """Instructions of an HLO module text, by computation."""

    def __init__(self, text: str):
        self.text = text
        self.insts = list(zoo_export.parse_hlo_instructions(text))
        self.by_name = {}
        self.comps = {}
        self.users = {}
        lines = text.splitlines()
        for i in self.insts:
            i["root"] = lines[i["line"] - 1].lstrip().startswith("ROOT")
            if i["opcode"] == "parameter":
                m = re.search(r"parameter\((\d+)\)", lines[i["line"] - 1])
                i["param_index"] = int(m.group(1)) if m else None
            self.by_name[(i["computation"], i["name"])] = i
            self.comps.setdefault(i["computation"], []).append(i)
        for i in self.insts:
            for o in i["operands"]:
                self.users.setdefault((i["computation"], o), []).append(i)

    def get(self, comp, name):
        return self.by_name.get((comp, name))

    def called(self, inst):
        m = re.search(r"calls=%([\w.\-]+)", inst["attrs"])
        return m.group(1) if m else None

    def param(self, comp, index):
        for i in self.comps.get(comp, []):
            if i["opcode"] == "parameter" and i.get("param_index") == index:
                return i
        return None

    def source_type(self, comp, name):
        """Element type of an operand after walking up unary elementwise ops (as the pass's
        get_side_size does), staying inside the computation."""
        inst = self.get(comp, name)
        while inst is not None and inst["opcode"] in UNARY_ELEMENTWISE and \
                len(inst["operands"]) == 1:
            nxt = self.get(comp, inst["operands"][0])
            if nxt is None:
                break
            inst = nxt
        return _array(inst["type"])[0] if inst else None


def _json_field(attrs: str, key: str):
    m = re.search(r'"' + key + r'":("[^"]*"|[0-9]+|\[[^\]]*\](?:\}\])?)', attrs)
    return m.group(1) if m else None


def dot_record(mod: Module, comp: str, dot: dict) -> dict:
    """m, n, k, batch, types and dimension numbers of one dot instruction."""
    lhs = mod.get(comp, dot["operands"][0])
    rhs = mod.get(comp, dot["operands"][1])
    lt, ls = _array(lhs["type"])
    rt, rs = _array(rhs["type"])
    ot, os_ = _array(dot["type"])
    lb, lc = _dims_attr(dot["attrs"], "lhs_batch_dims"), _dims_attr(dot["attrs"],
                                                                    "lhs_contracting_dims")
    rb, rc = _dims_attr(dot["attrs"], "rhs_batch_dims"), _dims_attr(dot["attrs"],
                                                                    "rhs_contracting_dims")
    prod = lambda s, idx: math.prod(s[i] for i in idx)  # noqa: E731
    lnc = [i for i in range(len(ls)) if i not in lb and i not in lc]
    rnc = [i for i in range(len(rs)) if i not in rb and i not in rc]
    bc = re.search(r'backend_config=\{"sizes":\[([^\]]*)\]', dot["attrs"])
    return {
        "dot": dot["name"], "lhs_type": ct.strip_layout(lhs["type"]),
        "rhs_type": ct.strip_layout(rhs["type"]), "out_type": ct.strip_layout(dot["type"]),
        "lhs_dtype": lt, "rhs_dtype": rt, "out_dtype": ot,
        "lhs_source_dtype": mod.source_type(comp, dot["operands"][0]),
        "rhs_source_dtype": mod.source_type(comp, dot["operands"][1]),
        "lhs_batch_dims": lb, "lhs_contracting_dims": lc, "rhs_batch_dims": rb,
        "rhs_contracting_dims": rc,
        "batch": prod(ls, lb), "m": prod(ls, lnc), "n": prod(rs, rnc), "k": prod(ls, lc),
        "lhs_batch_sizes": [ls[i] for i in lb],
        "block_k": [int(x.strip('"')) for x in bc.group(1).split(",")] if bc else None,
        "algorithm": (re.search(r"algorithm=(\w+)", dot["attrs"]) or [None, None])[1],
    }


def _users_through_views(mod: Module, comp: str, name: str):
    """Users of an instruction, looking through bitcast/reshape/copy/get-tuple-element."""
    out, todo, seen = [], [name], set()
    while todo:
        nm = todo.pop()
        if nm in seen:
            continue
        seen.add(nm)
        for u in mod.users.get((comp, nm), []):
            if u["opcode"] in ("bitcast", "reshape", "copy", "get-tuple-element"):
                todo.append(u["name"])
            else:
                out.append((u, nm))
    return out


def find_split_reduce(mod: Module, comp: str, fusion: dict):
    """The split-K reduction of a gemm fusion's result: a reduce whose to_apply is a
    `*.reduce_sub_computation` (the name MakeReduceHlo gives the splitk-rewriter's adder),
    inside a fusion that consumes the gemm fusion (or directly in `comp`). Returns
    (split factor, dimension, result dtype after a following convert) or None."""
    for u, via in _users_through_views(mod, comp, fusion["name"]):
        cands = []
        if u["opcode"] == "reduce":
            cands.append((comp, u, u["operands"][0]))
        elif u["opcode"] == "fusion":
            fc = mod.called(u)
            idx = [i for i, o in enumerate(u["operands"]) if o == via]
            for pi in idx:
                p = mod.param(fc, pi)
                if p is None:
                    continue
                # follow views inside the fusion to the reduce
                for r, rv in _users_through_views(mod, fc, p["name"]):
                    if r["opcode"] == "reduce":
                        cands.append((fc, r, rv))
        for rc, r, rv in cands:
            if not re.search(r"to_apply=%[\w.\-]*reduce_sub_computation", r["attrs"]):
                continue
            dims = _dims_attr(r["attrs"], "dimensions")
            src = mod.get(rc, rv)
            _, shape = _array(src["type"]) if src else (None, [])
            if len(dims) != 1 or not shape:
                continue
            after = r
            users = mod.users.get((rc, r["name"]), [])
            out_dtype = _array(r["type"])[0]
            if len(users) == 1 and users[0]["opcode"] == "convert":
                out_dtype = _array(users[0]["type"])[0]
                after = users[0]
            return {"split": shape[dims[0]], "reduce_dim": dims[0], "reduce": r["name"],
                    "reduce_in": rc, "final_dtype": out_dtype, "final": after["name"]}
    return None


def analyze_hlo(text: str):
    """Every gemm of an optimized GPU module: Triton/cuDNN gemm fusions (with their dot, the
    split-K reduction if any and the tiling) and cuBLAS custom calls (with their workspace),
    plus dots left elsewhere."""
    mod = Module(text)
    gemms = []
    for inst in mod.insts:
        comp = inst["computation"]
        if inst["opcode"] == "fusion":
            kind = _json_field(inst["attrs"], "kind")
            kind = kind.strip('"') if kind else None
            if kind not in GEMM_KINDS:
                continue
            fc = mod.called(inst)
            dots = [i for i in mod.comps.get(fc, []) if i["opcode"] in ("dot", "scaled-dot")]
            rec = {"kind": "fusion", "fusion_kind": kind, "name": inst["name"],
                   "computation": comp, "result_type": ct.strip_layout(inst["type"])}
            if dots:
                rec.update(dot_record(mod, fc, dots[0]))
                rec["dots_in_fusion"] = len(dots)
            cfg = {}
            for key in ("num_warps", "num_stages", "num_ctas", "split_k", "block_m",
                        "block_n", "block_k"):
                v = _json_field(inst["attrs"], key)
                if v is not None:
                    cfg[key] = int(v.strip('"'))
            tiles = re.search(r'"output_tiles":\[\{"sizes":\[([^\]]*)\]', inst["attrs"])
            if tiles:
                cfg["output_tile"] = [int(x.strip('"')) for x in tiles.group(1).split(",")]
            rec["config"] = cfg
            sr = find_split_reduce(mod, comp, inst)
            rec["split"] = sr["split"] if sr else 1
            if sr:
                rec["split_reduce"] = sr
            gemms.append(rec)
        elif inst["opcode"] == "custom-call":
            tgt = re.search(r'custom_call_target="([^"]*)"', inst["attrs"])
            tgt = tgt.group(1) if tgt else ""
            if not (tgt.startswith("__cublas") or tgt.startswith("__cudnn")):
                continue
            arrs = zoo_export.parse_arrays(inst["type"])
            rec = {"kind": "custom-call", "target": tgt, "name": inst["name"],
                   "computation": comp, "result_type": ct.strip_layout(inst["type"]),
                   "operand_types": [ct.strip_layout(mod.get(comp, o)["type"])
                                     for o in inst["operands"] if mod.get(comp, o)]}
            ws = [math.prod(d) for dt, d in arrs[1:] if dt in ("s8", "u8")]
            rec["workspace_bytes"] = ws[-1] if ws else 0
            sr = find_split_reduce(mod, comp, inst)
            rec["split"] = sr["split"] if sr else 1
            if sr:
                rec["split_reduce"] = sr
            gemms.append(rec)
        elif inst["opcode"] in ("dot", "scaled-dot"):
            caller = [i for i in mod.insts if i["opcode"] == "fusion" and mod.called(i) == comp]
            if caller and (_json_field(caller[0]["attrs"], "kind") or "").strip('"') \
                    in GEMM_KINDS:
                continue
            rec = {"kind": "dot-elsewhere", "computation": comp}
            rec.update(dot_record(mod, comp, inst))
            gemms.append(rec)
    return gemms


def original_dims(g: dict) -> dict:
    """The dot as the splitk-rewriter saw it, from a gemm record of the optimized HLO: undo
    the split (batch / split, K x split) and take the pre-split output type."""
    s = g.get("split", 1)
    sr = g.get("split_reduce")
    out = sr["final_dtype"] if sr else g["out_dtype"]
    return {"m": g["m"], "n": g["n"], "k": g["k"] * s, "batch": g["batch"] // s,
            "lhs_dtype": g["lhs_source_dtype"] or g["lhs_dtype"],
            "rhs_dtype": g["rhs_source_dtype"] or g["rhs_dtype"], "out_dtype": out,
            "contracting_dims": len(g["lhs_contracting_dims"]),
            "flops_per_element": ALGORITHM_FLOPS.get(g.get("algorithm") or "", 2)}


def predict_from_record(g: dict) -> int:
    d = original_dims(g)
    return split_k(d["m"], d["n"], d["k"], d["batch"], d["lhs_dtype"], d["out_dtype"],
                   lhs_dtype=d["lhs_dtype"], rhs_dtype=d["rhs_dtype"],
                   contracting_dims=d["contracting_dims"],
                   flops_per_element=d["flops_per_element"])


# --------------------------------------------------------------------------------------
# The probe cases
# --------------------------------------------------------------------------------------

def case_key(c: dict) -> str:
    rs = f"(rhs {c['rhs_store_dtype']})" if c.get("rhs_store_dtype") else ""
    rs += f"[{c['algorithm']}]" if c.get("algorithm") else ""
    return (f"{c['dtype']}{rs}->{c.get('out_dtype') or c['dtype']} {c['layout']} "
            f"b{c['batch']} m{c['m']} n{c['n']} k{c['k']}"
            + (f" {c['tag']}" if c.get("tag") else ""))


def fixture_shapes():
    """(m, n, k, batch, dtype, out_dtype) of every gemm fusion in the h100 fixtures, as the
    splitk-rewriter saw it."""
    out = set()
    for d in FIXTURE_DIRS:
        for p in sorted(d.glob("*.hlo.txt")):
            for g in analyze_hlo(p.read_text()):
                if g["kind"] != "fusion" or "m" not in g:
                    continue
                o = original_dims(g)
                if o["contracting_dims"] != 1 or o["lhs_dtype"] != o["rhs_dtype"]:
                    continue
                if o["lhs_dtype"] not in ("f32", "bf16", "f16"):
                    continue
                out.add((o["m"], o["n"], o["k"], o["batch"], o["lhs_dtype"], o["out_dtype"]))
    return sorted(out)


def build_cases(seed=0):
    cases = []

    def add(m, n, k, batch=1, dtype="f32", out_dtype=None, layout="nn", tag=None,
            rhs_store_dtype=None, algorithm=None):
        c = {"m": m, "n": n, "k": k, "batch": batch, "dtype": dtype,
             "out_dtype": out_dtype or dtype, "layout": layout}
        if rhs_store_dtype:
            c["rhs_store_dtype"] = rhs_store_dtype
        if algorithm:
            c["algorithm"] = algorithm
        if tag:
            c["tag"] = tag
        cases.append(c)

    # 1. a grid of powers of two (and a few odd sizes), f32 and bf16, plain layout
    grid = [1, 16, 128, 512, 2048, 8192, 16384]
    for dt in ("f32", "bf16"):
        for m in grid:
            for n in grid:
                for k in [16, 512, 4096, 16384]:
                    add(m, n, k, 1, dt)
    # 2. K sweeps at small and mid M x N (where splitting pays)
    for dt in ("f32", "bf16"):
        for (m, n) in [(64, 64), (256, 256), (1024, 256), (1024, 1024), (4096, 4096)]:
            for k in [128, 256, 384, 768, 1024, 1536, 3000, 6144, 12288, 16384, 65536]:
                add(m, n, k, 1, dt)
    # 3. batched dots
    for dt in ("f32", "bf16"):
        for b in (2, 8, 32):
            for (m, n, k) in [(128, 128, 512), (256, 256, 4096), (1024, 1024, 1024),
                              (64, 64, 16384), (512, 128, 2048)]:
                add(m, n, k, b, dt)
    # 4. layouts (operand transposes) on a few shapes
    for layout in ("tn", "nt", "tt"):
        for dt in ("f32", "bf16"):
            for (m, n, k) in [(1024, 256, 512), (256, 256, 4096), (2048, 2048, 2048),
                              (128, 4096, 8192)]:
                add(m, n, k, 1, dt, layout=layout)
    # 5. mixed: bf16 x bf16 -> f32 (preferred_element_type), f16
    for (m, n, k) in [(1024, 256, 512), (256, 256, 4096), (64, 64, 16384), (2048, 2048, 2048),
                      (128, 128, 65536)]:
        add(m, n, k, 1, "bf16", "f32")
        add(m, n, k, 1, "f16")
    # 6. odd sizes (padding of K)
    for (m, n, k) in [(1000, 300, 777), (100, 100, 10001), (33, 65, 4097), (512, 512, 1001),
                      (7, 3, 100003)]:
        add(m, n, k, 1, "f32")
        add(m, n, k, 1, "bf16")
    # 7. types the Triton emitter may not take (cuBLAS / other paths)
    for (m, n, k) in [(1024, 256, 512), (256, 256, 4096), (2048, 2048, 2048)]:
        for dt in ("f64", "s8", "c64"):
            add(m, n, k, 1, dt, "s32" if dt == "s8" else dt)
    for (m, n, k) in [(1024, 256, 512), (256, 256, 4096), (64, 64, 16384), (2048, 2048, 2048)]:
        for dt, odt in (("c128", "c128"), ("f8e4m3fn", "f32"), ("f8e4m3fn", "bf16"),
                        ("f8e5m2", "f32")):
            add(m, n, k, 1, dt, odt)
        # s8 weights converted to bf16 inside the program (the pass looks through the
        # convert: the rhs counts as 8-bit)
        add(m, n, k, 1, "bf16", rhs_store_dtype="s8")
        add(m, n, k, 1, "f32", rhs_store_dtype="bf16")
    # 8. two contracting dimensions (merged into one before the pass when adjacent in order)
    for (m, n, k) in [(256, 256, 4096), (1024, 256, 512), (64, 64, 16384)]:
        add(m, n, k, 1, "f32", layout="nn2k")
        add(m, n, k, 1, "f32", layout="nn2kx")
        add(m, n, k, 1, "bf16", layout="nn2kx")
    # 8b. matrix-vector dots: strength-reduced to multiply + reduce (no gemm) below a size
    #     threshold, gemm (and maybe split) above it
    for dt in ("f32", "bf16"):
        for (m, n, k) in [(1, 2400, 4000), (1, 2498, 4000), (1, 2499, 4000), (1, 2500, 4000),
                          (1, 2600, 4000), (2400, 1, 4000), (2499, 1, 4000), (2500, 1, 4000),
                          (1, 9999, 1000), (1, 10000, 1000), (1, 100, 99009), (1, 100, 99010)]:
            add(m, n, k, 1, dt, tag="matvec")
        for (b, n, k) in [(4, 1000, 4000), (4, 2499, 4000), (4, 2500, 4000), (16, 700, 1000)]:
            add(1, n, k, b, dt, tag="matvec")
    # dot algorithms (flops per element 12 / 20 / 28 in the cost model)
    for alg in ("BF16_BF16_F32_X3", "BF16_BF16_F32_X6", "BF16_BF16_F32_X9", "TF32_TF32_F32_X3",
                "TF32_TF32_F32", "BF16_BF16_F32"):
        for (m, n, k) in [(1024, 256, 512), (256, 256, 4096), (128, 1024, 1024)]:
            add(m, n, k, 1, "f32", algorithm=alg)
    # huge K with tiny M x N: factors above 128 (the candidate list goes to 2048)
    for (m, n, k) in [(16, 16, 1 << 20), (8, 8, 1 << 21), (32, 32, 1 << 22), (64, 64, 1 << 20),
                      (16, 16, 1 << 24), (128, 128, 1 << 20), (1, 64, 1 << 22)]:
        add(m, n, k, 1, "f32", tag="huge-k")
        add(m, n, k, 1, "bf16", tag="huge-k")
    # tiny dots around (m + n) * k = 100
    for dt in ("f32", "bf16"):
        for b in (1, 8):
            for (m, n, k) in [(4, 4, 12), (4, 4, 13), (2, 3, 19), (2, 3, 20), (10, 18, 2),
                              (10, 40, 2), (10, 41, 2)]:
                add(m, n, k, b, dt, tag="tiny")
    # s32 operands: the pass leaves them alone
    for (m, n, k) in [(256, 256, 4096), (64, 64, 16384)]:
        add(m, n, k, 1, "s32", "s32")
    # 9. random log-uniform shapes
    rng = random.Random(seed)
    for _ in range(300):
        m, n, k = (int(round(2 ** rng.uniform(0, 14))) for _ in range(3))
        b = 1 if rng.random() < 0.7 else int(round(2 ** rng.uniform(1, 5)))
        if b * m * k + b * k * n > 2 ** 31:  # keep operands addressable
            continue
        add(m, n, k, b, rng.choice(["f32", "bf16"]), tag="random")
    # 10. near ties: random shapes whose two cheapest factors cost within 2% of each other
    #     (they test the constants, not just the shape of the rule)
    rng = random.Random(seed + 1)
    near = 0
    while near < 120:
        m, n, k = (int(round(2 ** rng.uniform(0, 14))) for _ in range(3))
        b = 1 if rng.random() < 0.7 else int(round(2 ** rng.uniform(1, 5)))
        dt = rng.choice(["f32", "bf16"])
        if b * m * k + b * k * n > 2 ** 31:
            continue
        acc = accumulator_dtype(dt, dt)
        costs = sorted(split_k_cost(m, n, k, b, sp, BITS[dt], BITS[dt], BITS[acc], BITS[dt])
                       for sp in CANDIDATES)
        if costs[1] / costs[0] - 1 < 0.02:
            add(m, n, k, b, dt, tag="near-tie")
            near += 1
    # 11. the fixtures' shapes
    for (m, n, k, b, dt, odt) in fixture_shapes():
        add(m, n, k, b, dt, odt, tag="fixture")
    seen, out = set(), []
    for c in cases:
        kk = case_key(c)
        if kk not in seen:
            seen.add(kk)
            out.append(c)
    return out


# --------------------------------------------------------------------------------------
# The compiler (needs bench/.venv-cuda)
# --------------------------------------------------------------------------------------

class Compiler:
    def __init__(self, devices=1):
        for k, v in ct.worker_env("h100x8").items():
            os.environ.setdefault(k, v)
        import jax
        jax.config.update("jax_enable_x64", True)  # so that f64 / c128 cases stay 64-bit
        import jax.numpy as jnp
        import numpy as np
        from jax.experimental import topologies
        from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
        self.jax, self.jnp = jax, jnp
        cfg = (HERE / "h100_sxm.txtpb").read_text()
        topo = topologies.get_topology_desc("aot", "cuda", target_config=cfg,
                                            topology=f"1x1x{devices}")
        self.devices = list(topo.devices)[:1]
        mesh = Mesh(np.array(self.devices), ("x",))
        self.sharding = NamedSharding(mesh, P())
        self.device_kind = self.devices[0].device_kind

    def compile_case(self, c: dict):
        jax, jnp = self.jax, self.jnp
        dt = {"f32": jnp.float32, "bf16": jnp.bfloat16, "f16": jnp.float16, "f64": jnp.float64,
              "s8": jnp.int8, "c64": jnp.complex64, "c128": jnp.complex128, "s32": jnp.int32,
              "f8e4m3fn": jnp.float8_e4m3fn, "f8e5m2": jnp.float8_e5m2}
        m, n, k, b = c["m"], c["n"], c["k"], c["batch"]
        lay = c["layout"]
        bd = (b,) if b > 1 else ()
        if lay in ("nn2k", "nn2kx"):  # contract over two dims (k = k1 * k2)
            k1 = 16
            nb = len(bd)
            if lay == "nn2k":  # same order in both operands: mergeable into one
                lhs, rhs = bd + (m, k1, k // k1), bd + (k1, k // k1, n)
                dn = (((nb + 1, nb + 2), (nb, nb + 1)), (tuple(range(nb)), tuple(range(nb))))
            else:  # opposite order: needs a transpose to merge
                lhs, rhs = bd + (m, k1, k // k1), bd + (k // k1, k1, n)
                dn = (((nb + 1, nb + 2), (nb + 1, nb)), (tuple(range(nb)), tuple(range(nb))))
        else:
            lt, rt = lay[0] == "t", lay[1] == "t"
            lhs = bd + ((k, m) if lt else (m, k))
            rhs = bd + ((n, k) if rt else (k, n))
            nb = len(bd)
            dn = (((nb + (0 if lt else 1),), (nb + (1 if rt else 0),)),
                  (tuple(range(nb)), tuple(range(nb))))
        pref = dt[c["out_dtype"]] if c["out_dtype"] != c["dtype"] else None

        rhs_store = c.get("rhs_store_dtype")  # e.g. s8 weights converted to dtype in the jit

        prec = getattr(jax.lax.DotAlgorithmPreset, c["algorithm"]) if c.get("algorithm") \
            else None

        def f(a, w):
            if rhs_store:
                w = w.astype(dt[c["dtype"]])
            return jax.lax.dot_general(a, w, dn, precision=prec, preferred_element_type=pref)

        a = jax.ShapeDtypeStruct(lhs, dt[c["dtype"]], sharding=self.sharding)
        w = jax.ShapeDtypeStruct(rhs, dt[rhs_store or c["dtype"]], sharding=self.sharding)
        t0 = time.perf_counter()
        exe = jax.jit(f).lower(a, w).compile()
        secs = time.perf_counter() - t0
        text = exe.as_text()
        mem = {}
        try:
            ma = exe.memory_analysis()
            mem = {k2: getattr(ma, k2) for k2 in ("temp_size_in_bytes", "argument_size_in_bytes",
                                                   "output_size_in_bytes")}
        except Exception:  # noqa: BLE001
            pass
        return text, secs, mem


def summarize_case(c: dict, text: str) -> dict:
    gemms = analyze_hlo(text)
    fus = [g for g in gemms if g["kind"] == "fusion"]
    cub = [g for g in gemms if g["kind"] == "custom-call"]
    els = [g for g in gemms if g["kind"] == "dot-elsewhere"]
    keep = ("kind", "fusion_kind", "target", "result_type", "lhs_type", "rhs_type", "out_type",
            "split", "config", "block_k", "workspace_bytes", "operand_types")
    out = {"gemms": [{k: g[k] for k in keep if k in g} for g in gemms]}
    if fus:
        g = fus[0]
        out["path"] = "triton" if g["fusion_kind"].startswith("__triton") else g["fusion_kind"]
        out["split"] = g["split"]
        out["partial_type"] = g["out_type"] if g["split"] > 1 else None
        out["config"] = g["config"]
        out["block_k"] = g.get("block_k")
        if "k" in g:
            out["k_after_padding"] = g["k"] * g["split"]
            out["dot_operand_dtypes"] = [g["lhs_dtype"], g["rhs_dtype"]]
    elif cub:
        g = cub[0]
        out["path"] = "cublas"
        # a split dot handed to cuBLAS: its result (first tuple element) has the split
        # dimension and is reduced like a Triton one. (cuBLAS results may also be padded:
        # bf16/f16 dims rounded up to multiples of 8 by cublas-pad-for-gemms.)
        out["split"] = g["split"]
        out["partial_type"] = ct.strip_layout(zoo_export.parse_arrays(g["result_type"])[0][0]
                                              + str(zoo_export.parse_arrays(
                                                  g["result_type"])[0][1]).replace(" ", "")) \
            if g["split"] > 1 else None
        out["cublas_result_type"] = g["result_type"]
        out["workspace_bytes"] = g["workspace_bytes"]
    elif els:
        out["path"] = "dot-elsewhere"
        g = els[0]
        s = g["batch"] // max(1, c["batch"])
        out["split"] = s
    else:
        out["path"] = "no-dot"  # e.g. strength-reduced to multiply + reduce
        out["split"] = None
    return out


def predict_case(c: dict) -> int:
    """The rule on the case as written (K = product of its contracting dims: XLA canonicalizes
    a dot to one contracting dimension before the splitk-rewriter runs)."""
    rhs = c.get("rhs_store_dtype") or c["dtype"]
    return split_k(c["m"], c["n"], c["k"], c["batch"], c["dtype"], c["out_dtype"],
                   lhs_dtype=c["dtype"], rhs_dtype=rhs,
                   flops_per_element=ALGORITHM_FLOPS.get("ALG_DOT_" + c.get("algorithm", ""), 2))


def annotate_prediction(rec: dict):
    """Add the rule's split, padded K and partial-product bytes to a probe record."""
    c = rec["case"]
    s = predict_case(c)
    rec["predicted_split"] = s
    rec["predicted_path"] = gemm_path(c["m"], c["n"], c["k"], c["batch"], c["dtype"])
    lb = BITS[c["dtype"]]
    rb = BITS[c.get("rhs_store_dtype") or c["dtype"]]
    rec["predicted_k_after_padding"] = padded_k(c["k"], s, lb, rb) if s > 1 else c["k"]
    acc = accumulator_dtype(c["dtype"], c["out_dtype"])
    rec["predicted_partial_bytes"] = c["batch"] * s * c["m"] * c["n"] * BITS[acc] // 8 \
        if s > 1 else 0


RULE_NOTE = {
    "function": "bench/targets/probe_split_k.py: split_k(), split_k_cost(), padded_k(), "
                "gemm_path()",
    "source": "XLA pass splitk-rewriter (SplitkRewriter / SplitkRewriterVisitor::HandleDot, "
              "ChooseSplitK, EstimateGemmCostAfterSplitK, GetCostWeights, GetDotDimensions, "
              "GetAlgoritmFlopsPerElement, GetPaddedK, SplitKDimensionOfDot) in "
              "xla/backends/gpu/transforms/splitk_rewriter.cc (openxla/xla; the Hopper cost "
              "weights 0.194136 / 193.1384 / 4.36e7 are present in jaxlib 0.10.2's "
              "xla_cuda_plugin.so, the older heuristic's constants are not)",
    "summary": "For each dot with one contracting dim and no s32 operand: for s in "
               "1,2,4,...,2048 cost(s) = max(compute, memory) [+ 4.36e7 + 193.1384 * "
               "(b*s*m*n*acc_bytes + b*m*n*out_bytes) if s > 1]; compute = 100 * fpe * "
               "min(m,128) * min(n,128) * ceil(k/s) * max(1, b*s*ceil(m/128)*ceil(n/128) / "
               "(132 * 128*128/(min(m,128)*min(n,128)))); memory = 0.194136 * (b*k*(m*lhs_bytes"
               " + n*rhs_bytes) + b*s*m*n*(acc_bytes if s > 1 else out_bytes)); pick the "
               "cheapest (first on ties). Partial product: acc-type [b..., s, m..., n...]; K "
               "zero-padded to a multiple of s*128/min(128, lhs_bits, rhs_bits).",
}


def load_json():
    if OUT_JSON.exists():
        return json.loads(OUT_JSON.read_text())
    return {}


def save_json(obj):
    tmp = OUT_JSON.with_suffix(".json.tmp")
    tmp.write_text(json.dumps(obj, indent=1, sort_keys=True) + "\n")
    tmp.replace(OUT_JSON)


def sweep(args):
    data = load_json()
    results = {r["key"]: r for r in data.get("probe", [])}
    cases = build_cases()
    if args.only:
        cases = [c for c in cases if re.search(args.only, case_key(c))]
    todo = [c for c in cases if case_key(c) not in results]
    if args.limit:
        todo = todo[:args.limit]
    print(f"{len(cases)} cases, {len(results)} done before, {len(todo)} to compile", flush=True)
    comp = Compiler()
    import importlib.metadata as md
    versions = {}
    for pkg in ("jax", "jaxlib", "jax-cuda12-plugin", "jax-cuda12-pjrt"):
        try:
            versions[pkg] = md.version(pkg)
        except md.PackageNotFoundError:
            pass
    data["meta"] = {"device_kind": comp.device_kind, "devices": 1, "versions": versions,
                    "target_config": "bench/targets/h100_sxm.txtpb",
                    "how": "jax.jit(lax.dot_general).lower(ShapeDtypeStructs).compile() on the "
                           "deviceless CUDA topology get_topology_desc('aot','cuda',"
                           "target_config, topology='1x1x1')"}
    t_start = time.time()
    for i, c in enumerate(todo):
        key = case_key(c)
        rec = {"key": key, "case": c}
        try:
            text, secs, mem = comp.compile_case(c)
            rec["compile_s"] = round(secs, 2)
            rec["memory"] = mem
            rec.update(summarize_case(c, text))
        except Exception as e:  # noqa: BLE001
            rec["error"] = f"{type(e).__name__}: {str(e)[:400]}"
        annotate_prediction(rec)
        results[key] = rec
        print(f"[{i + 1}/{len(todo)} {time.time() - t_start:.0f}s] {key}: path={rec.get('path')} "
              f"split={rec.get('split')} predicted={rec['predicted_split']} "
              f"tile={rec.get('config', {}).get('output_tile')} "
              f"{rec.get('error', '')}", flush=True)
        if (i + 1) % 10 == 0 or i + 1 == len(todo):
            data["probe"] = list(results.values())
            save_json(data)
    data["probe"] = list(results.values())
    save_json(data)
    check(None)


# --------------------------------------------------------------------------------------
# Agreement
# --------------------------------------------------------------------------------------

def check(_args):
    data = load_json()
    probe = data.get("probe", [])
    # probe agreement: only cases that produced a gemm (Triton, cuBLAS) with a known split
    agree, total, miss = 0, 0, []
    paths = {}
    path_agree, path_miss = 0, []
    for r in probe:
        paths[r.get("path", "error")] = paths.get(r.get("path", "error"), 0) + 1
        annotate_prediction(r)
        if r.get("path") == r["predicted_path"]:
            path_agree += 1
        else:
            path_miss.append({"key": r["key"], "observed": r.get("path"),
                              "predicted": r["predicted_path"]})
        if r.get("split") is None or r.get("path") in (None, "no-dot"):
            continue
        annotate_prediction(r)
        total += 1
        if r["split"] == r["predicted_split"]:
            agree += 1
        else:
            miss.append({"key": r["key"], "observed": r["split"],
                         "predicted": r["predicted_split"], "path": r.get("path")})
    summary = {"probe_cases": len(probe), "probe_paths": paths,
               "probe_path_agree": path_agree, "probe_path_mismatches": path_miss,
               "probe_with_gemm": total, "probe_agree": agree, "probe_mismatches": miss}
    # fixtures
    fx_total, fx_agree, fx_split, fx_miss, per_dir = 0, 0, 0, [], {}
    fx_records = []
    for d in FIXTURE_DIRS:
        dn = {"files": 0, "gemms": 0, "split": 0, "agree": 0, "cublas": 0, "other": 0}
        for p in sorted(d.glob("*.hlo.txt")):
            dn["files"] += 1
            for g in analyze_hlo(p.read_text()):
                if g["kind"] == "custom-call":
                    dn["cublas"] += 1
                    continue
                if "m" not in g:
                    dn["other"] += 1
                    continue
                o = original_dims(g)
                pred = predict_from_record(g)
                ok = pred == g["split"]
                dn["gemms"] += 1
                dn["split"] += g["split"] > 1
                dn["agree"] += ok
                fx_total += 1
                fx_agree += ok
                fx_split += g["split"] > 1
                rec = {"file": f"{d.name}/{p.name}", "fusion": g["name"],
                       "fusion_kind": g.get("fusion_kind"), "dot_out": g["out_type"],
                       "observed_split": g["split"], "predicted_split": pred, **o,
                       "config": g.get("config"), "block_k": g.get("block_k")}
                fx_records.append(rec)
                if not ok:
                    fx_miss.append(rec)
        per_dir[d.name] = dn
    summary.update({"fixture_gemms": fx_total, "fixture_split": fx_split,
                    "fixture_agree": fx_agree, "fixture_per_dir": per_dir,
                    "fixture_mismatches": fx_miss})
    data["fixtures"] = fx_records
    data["agreement"] = summary
    data["rule"] = RULE_NOTE
    if probe or fx_records:
        save_json(data)
    print(json.dumps({k: v for k, v in summary.items() if not k.endswith("mismatches")},
                     indent=1))
    print(f"probe: split {agree}/{total} agree, path {path_agree}/{len(probe)} agree; "
          f"fixtures: {fx_agree}/{fx_total} agree ({fx_split} split)")
    for mm in path_miss[:40]:
        print("  probe path mismatch", mm)
    for mm in miss[:40]:
        print("  probe mismatch", mm)
    for mm in fx_miss[:40]:
        print("  fixture mismatch", {k: mm[k] for k in ("file", "fusion", "m", "n", "k", "batch",
                                                       "lhs_dtype", "rhs_dtype", "out_dtype",
                                                       "observed_split", "predicted_split")})


def rule_cmd(args):
    lt = args.dtype
    ot = args.out_dtype or lt
    acc = accumulator_dtype(lt, ot)
    for s in CANDIDATES:
        print(s, split_k_cost(args.m, args.n, args.k, args.batch, s, BITS[lt], BITS[lt],
                              BITS[acc], BITS[ot]))
    print("split_k =", split_k(args.m, args.n, args.k, args.batch, lt, ot))


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("sweep")
    s.add_argument("--limit", type=int, default=0)
    s.add_argument("--only", default=None, help="regex on the case key")
    sub.add_parser("check")
    r = sub.add_parser("rule")
    r.add_argument("m", type=int)
    r.add_argument("n", type=int)
    r.add_argument("k", type=int)
    r.add_argument("--batch", type=int, default=1)
    r.add_argument("--dtype", default="f32")
    r.add_argument("--out-dtype", default=None)
    sub.add_parser("cases")
    args = ap.parse_args()
    if args.cmd == "sweep":
        sweep(args)
    elif args.cmd == "check":
        check(args)
    elif args.cmd == "rule":
        rule_cmd(args)
    elif args.cmd == "cases":
        for c in build_cases():
            print(case_key(c))


if __name__ == "__main__":
    main()
