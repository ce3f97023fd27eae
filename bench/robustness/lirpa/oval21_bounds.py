"""Bounds alone on VNN-COMP 2022 oval21, side by side: shardproof `robustness verify --method
bounds` (DeepPoly, alpha-CROWN intermediate bounds, beta-CROWN's root batch) and auto_LiRPA's
alpha-CROWN (`compute_bounds(method='CROWN-Optimized')`) on the same ONNX nets and VNNLIB boxes,
one instance at a time, in one run. An instance counts as certified by auto_LiRPA when every
row of the VNNLIB disjunction (`Y_a <= Y_b` is a counterexample) has a lower bound of
Y_a - Y_b above 0. The ONNX nets (Conv, Relu, Flatten, Gemm) are rebuilt as torch modules here
and checked against onnx2pytorch's conversion at each box centre when it imports.
Never part of `make test`; setup.sh beside this file builds the venv.
  usage: bench/robustness/lirpa/.venv/bin/python bench/robustness/lirpa/oval21_bounds.py \
             SHARDPROOF_BINARY [TIMEOUT_S] [--iterations 100] [--limit N] [--only TEXT] [--csv OUT.csv]
(--only keeps the instances whose VNNLIB name contains TEXT, e.g. cifar_wide_kw; the CSV
gets a row as each instance finishes)
"""
import argparse
import csv
import json
import os
import re
import statistics
import subprocess
import sys
import time

import numpy as np
import onnx
import torch
from onnx import numpy_helper

from auto_LiRPA import BoundedModule, BoundedTensor
from auto_LiRPA.perturbations import PerturbationLpNorm

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.environ.get("SHARDPROOF_DATA", os.path.join(HERE, "..", "..", "..", "..", "shared", "data", "robustness"))


def attr(node, name, default):
    for a in node.attribute:
        if a.name == name:
            return list(a.ints) if a.ints else (a.i if a.type == onnx.AttributeProto.INT else a.f)
    return default


def torch_model(path):
    """The oval21 graphs (a chain of Conv, Relu, Flatten, Gemm) as an nn.Sequential."""
    g = onnx.load(path).graph
    init = {t.name: torch.tensor(numpy_helper.to_array(t).copy()) for t in g.initializer}
    layers = []
    for n in g.node:
        if n.op_type == "Conv":
            w = init[n.input[1]]
            pads = attr(n, "pads", [0, 0, 0, 0])
            assert pads[0] == pads[2] and pads[1] == pads[3], "asymmetric padding"
            conv = torch.nn.Conv2d(w.shape[1] * attr(n, "group", 1), w.shape[0], tuple(w.shape[2:]),
                                   stride=tuple(attr(n, "strides", [1, 1])), padding=(pads[0], pads[1]),
                                   dilation=tuple(attr(n, "dilations", [1, 1])), groups=attr(n, "group", 1),
                                   bias=len(n.input) > 2)
            conv.weight.data = w
            if len(n.input) > 2:
                conv.bias.data = init[n.input[2]]
            layers.append(conv)
        elif n.op_type == "Relu":
            layers.append(torch.nn.ReLU())
        elif n.op_type == "Flatten":
            layers.append(torch.nn.Flatten())
        elif n.op_type == "Gemm":
            w = init[n.input[1]]
            if not attr(n, "transB", 0):
                w = w.t()
            assert attr(n, "transA", 0) == 0 and attr(n, "alpha", 1.0) == 1.0 and attr(n, "beta", 1.0) == 1.0
            lin = torch.nn.Linear(w.shape[1], w.shape[0])
            lin.weight.data = w.contiguous()
            lin.bias.data = init[n.input[2]]
            layers.append(lin)
        else:
            raise SystemExit(f"{path}: op {n.op_type} not handled by this script")
    return torch.nn.Sequential(*layers).eval()


def read_vnnlib(path, inputs):
    """Input box and the disjunction's rows (a, b): Y_a <= Y_b is a counterexample."""
    lo = np.full(inputs, -np.inf)
    hi = np.full(inputs, np.inf)
    with open(path) as f:
        text = f.read()
    for op, i, v in re.findall(r"\(assert \((<=|>=) X_(\d+) ([-+0-9.eE]+)\)\)", text):
        (hi if op == "<=" else lo)[int(i)] = float(v)
    rows = [(int(a), int(b)) for a, b in re.findall(r"\(and \(<= Y_(\d+) Y_(\d+)\)\)", text)]
    assert np.isfinite(lo).all() and np.isfinite(hi).all() and rows, path
    return lo, hi, rows


def lirpa_certified(model, lo, hi, rows, iterations):
    shape = (1, 3, 32, 32)
    xl = torch.tensor(lo, dtype=torch.float32).reshape(shape)
    xu = torch.tensor(hi, dtype=torch.float32).reshape(shape)
    centre = (xl + xu) / 2
    bm = BoundedModule(model, torch.zeros(shape), device="cpu",
                       bound_opts={"optimize_bound_args": {"iteration": iterations, "lr_alpha": 0.1}})
    C = torch.zeros(1, len(rows), 10)
    for r, (a, b) in enumerate(rows):
        C[0, r, a], C[0, r, b] = 1.0, -1.0
    x = BoundedTensor(centre, PerturbationLpNorm(norm=np.inf, x_L=xl, x_U=xu))
    lb, _ = bm.compute_bounds(x=(x,), C=C, method="CROWN-Optimized", bound_upper=False)
    return bool((lb > 0).all()), float(lb.min())


def ours(binary, onnx_path, vnnlib_path, timeout):
    out = subprocess.run([binary, "robustness", "verify", "--model", onnx_path, "--spec", vnnlib_path,
                          "--method", "bounds", "--timeout", str(timeout), "--json"],
                         capture_output=True, text=True)
    try:
        return json.loads(out.stdout)["result"]
    except (ValueError, KeyError):
        return "error"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("binary")
    ap.add_argument("timeout", nargs="?", type=float, default=300)
    ap.add_argument("--iterations", type=int, default=100)
    ap.add_argument("--limit", type=int, default=0)
    ap.add_argument("--only", default="")
    ap.add_argument("--csv", default="")
    args = ap.parse_args()
    torch.set_num_threads(1)
    bench = os.path.join(DATA, "oval21")
    instances = []
    with open(os.path.join(bench, "expected.csv")) as f:
        listed = list(csv.DictReader(f))
    for r in listed:
        if os.path.exists(os.path.join(bench, r["onnx"])) and os.path.exists(os.path.join(bench, r["vnnlib"])):
            instances.append(r)
        else:
            print(f"skipped {r['onnx']} {r['vnnlib']}: not in the folder", file=sys.stderr)
    instances = [r for r in instances if args.only in r["vnnlib"]]
    if args.limit:
        instances = instances[:args.limit]
    try:
        from onnx2pytorch import ConvertModel
    except ImportError:
        ConvertModel = None
    models, rows_out = {}, []
    fields = ["instance", "expected", "shardproof", "shardproof_s", "auto_lirpa", "auto_lirpa_min_lb", "auto_lirpa_s"]
    out = open(args.csv, "w", newline="") if args.csv else None
    writer = csv.DictWriter(out, fieldnames=fields) if out else None
    if writer:
        writer.writeheader()
    print("| instance | expected | shardproof bounds | s | auto_LiRPA alpha-CROWN | min lower bound | s |")
    print("|---|---|---|---|---|---|---|")
    for r in instances:
        onnx_path = os.path.join(bench, r["onnx"])
        vnn_path = os.path.join(bench, r["vnnlib"])
        if r["onnx"] not in models:
            models[r["onnx"]] = torch_model(onnx_path)
        model = models[r["onnx"]]
        lo, hi, rows = read_vnnlib(vnn_path, 3 * 32 * 32)
        if ConvertModel is not None:  # the conversion, checked at the box centre
            centre = torch.tensor((lo + hi) / 2, dtype=torch.float32).reshape(1, 3, 32, 32)
            ref = ConvertModel(onnx.load(onnx_path))(centre)
            diff = float((ref - model(centre)).abs().max())
            assert diff < 1e-4, f"{r['onnx']}: torch rebuild differs from onnx2pytorch by {diff}"
        t0 = time.time()
        our = ours(args.binary, onnx_path, vnn_path, args.timeout)
        t_ours = time.time() - t0
        t0 = time.time()
        cert, lb = lirpa_certified(model, lo, hi, rows, args.iterations)
        t_lirpa = time.time() - t0
        name = r["vnnlib"].split("-eps")[0]
        print(f"| {name} | {r['expected']} | {our} | {t_ours:.1f} | {'holds' if cert else 'unknown'} | {lb:.4f} | {t_lirpa:.1f} |",
              flush=True)
        rows_out.append({"instance": name, "expected": r["expected"], "shardproof": our, "shardproof_s": f"{t_ours:.2f}",
                         "auto_lirpa": "holds" if cert else "unknown", "auto_lirpa_min_lb": f"{lb:.6f}",
                         "auto_lirpa_s": f"{t_lirpa:.2f}"})
        if writer:
            writer.writerow(rows_out[-1])
            out.flush()
    ours_cert = sum(x["shardproof"] == "holds" for x in rows_out)
    ours_wrong = sum(x["shardproof"] in ("holds", "violated") and x["shardproof"] != x["expected"] for x in rows_out)
    ours_viol = sum(x["shardproof"] == "violated" for x in rows_out)
    lirpa_cert = sum(x["auto_lirpa"] == "holds" for x in rows_out)
    lirpa_wrong = sum(x["auto_lirpa"] == "holds" and x["expected"] != "holds" for x in rows_out)
    print(f"\n{len(rows_out)} instances: shardproof --method bounds certifies {ours_cert} "
          f"(+{ours_viol} violated, {ours_wrong} wrong, median {statistics.median(float(x['shardproof_s']) for x in rows_out):.1f} s); "
          f"auto_LiRPA alpha-CROWN ({args.iterations} iterations) certifies {lirpa_cert} ({lirpa_wrong} wrong, "
          f"median {statistics.median(float(x['auto_lirpa_s']) for x in rows_out):.1f} s)")
    if out:
        out.close()


if __name__ == "__main__":
    main()
