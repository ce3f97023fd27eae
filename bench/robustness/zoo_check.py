#!/usr/bin/env python3
"""Soundness sweep of `robustness verify` on the convolutional zoo (issue 14).

For every NAME_opK.onnx in the zoo folder (tests/data/robustness/zoo/make_zoo.py writes it) and
every spec of NAME (epsS, epsL, y0), runs the CLI with --method bounds and auto and checks:
  - exit 2 comes with a `file: error:` line (a refusal), never a crash;
  - `violated`: the witness lies in the spec's box and, run through the ONNX file by
    onnxruntime (float32), meets the spec (reported: the worst row's value, tolerance 1e-4);
  - `holds`: no counterexample is known (reference.json: PGD/sampling in float64 found none,
    i.e. every sampled row value is > 0, and auto_LiRPA's bound was not contradicted either).
Prints one row per (net, spec, method) and a summary; exit 1 on any unsound answer.
  usage: zoo_check.py BINARY ZOO_DIR [--timeout 20] [--methods bounds,auto]
"""
import argparse
import glob
import json
import os
import re
import subprocess
import sys

import numpy as np
import onnxruntime as ort


def parse_witness(text):
    xs = {int(i): float(v) for i, v in re.findall(r"\(X_(\d+) ([-+0-9.eE]+|nan|inf)\)", text)}
    ys = {int(i): float(v) for i, v in re.findall(r"\(Y_(\d+) ([-+0-9.eE]+|nan|inf)\)", text)}
    return np.array([xs[i] for i in range(len(xs))]), np.array([ys[i] for i in range(len(ys))])


def box_of(vnnlib):
    lo, hi = {}, {}
    for i, v in re.findall(r"\(assert \(>= X_(\d+) ([-+0-9.eE]+)\)\)", open(vnnlib).read()):
        lo[int(i)] = float(v)
    for i, v in re.findall(r"\(assert \(<= X_(\d+) ([-+0-9.eE]+)\)\)", open(vnnlib).read()):
        hi[int(i)] = float(v)
    return np.array([lo[i] for i in range(len(lo))]), np.array([hi[i] for i in range(len(hi))])


def spec_value(ref_spec, label, y):
    """Largest value over the spec's cases of the smallest 'slack' (<= 0 means the case holds
    at y, i.e. y is a counterexample of the robustness property)."""
    if "threshold" in ref_spec:  # Y_0 >= t
        return ref_spec["threshold"] - y[0]
    # OR_j (Y_j >= Y_label): a case holds when Y_label - Y_j <= 0
    return min(y[label] - y[j] for j in range(y.size) if j != label)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("binary")
    ap.add_argument("zoo")
    ap.add_argument("--timeout", type=float, default=20)
    ap.add_argument("--methods", default="bounds,auto")
    args = ap.parse_args()
    ref = json.load(open(os.path.join(args.zoo, "reference.json")))
    bad = 0
    counts = {}
    print("| net | spec | method | answer | expected | check |")
    print("|---|---|---|---|---|---|")
    for model in sorted(glob.glob(os.path.join(args.zoo, "*.onnx"))):
        base = os.path.basename(model)
        name = base[: base.rindex("_op")]
        entry = ref[name]
        sess = ort.InferenceSession(model, providers=["CPUExecutionProvider"])
        inp = sess.get_inputs()[0].name
        shape = [1] + entry["input_shape"][1:]
        for tag in ("epsS", "epsL", "y0"):
            spec = os.path.join(args.zoo, f"{name}_{tag}.vnnlib")
            rs = entry["specs"][tag]
            for method in args.methods.split(","):
                p = subprocess.run([args.binary, "robustness", "verify", "--model", model, "--spec", spec,
                                    "--method", method, "--timeout", str(args.timeout)],
                                   capture_output=True, text=True, timeout=args.timeout + 30)
                out = p.stdout.strip().splitlines()
                answer = out[0] if out and p.returncode == 0 else f"exit {p.returncode}"
                check = ""
                if p.returncode == 2:
                    err = p.stderr.strip().splitlines()
                    ok = bool(err) and ": error: " in err[0]
                    check = ("refused: " + err[0].split(": error: ", 1)[1][:90]) if ok else "BAD EXIT"
                    bad += not ok
                elif p.returncode != 0:
                    check, bad = f"CRASH {p.stderr[-200:]!r}", bad + 1
                elif answer == "violated":
                    x, y = parse_witness(p.stdout)
                    lo, hi = box_of(spec)
                    y_ort = sess.run(None, {inp: x.astype(np.float32).reshape(shape)})[0].flatten().astype(np.float64)
                    v = spec_value(rs, entry["label"], y_ort)
                    inbox = bool(np.all(x >= lo) and np.all(x <= hi))
                    ok = inbox and v <= 1e-4
                    check = f"witness in box={inbox}, onnxruntime slack {v:+.2e}" + ("" if ok else " UNSOUND")
                    bad += not ok
                elif answer == "holds":
                    known = rs["expected"] == "violated"
                    check = ("UNSOUND: " if known else "") + f"sampled min {min(rs.get('sampled_row_min', [np.nan])):+.4f}"
                    bad += known
                counts[(method, answer if p.returncode == 0 else "refused")] = counts.get((method, answer if p.returncode == 0 else "refused"), 0) + 1
                print(f"| {base} | {tag} | {method} | {answer} | {rs['expected']} | {check} |", flush=True)
    print()
    for (m, a), k in sorted(counts.items()):
        print(f"{m:7s} {a:9s} {k}")
    print("unsound or crashed:", bad)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
