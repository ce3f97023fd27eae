"""Writes tests/data/robustness/vnncomp2025_ort.json: onnxruntime's outputs on random inputs
for networks of every staged VNN-COMP 2025 benchmark, which robustness_vnncomp2025_tests
compares with shardproof's own float64 evaluation (onnxruntime cannot run inside ctest).

Per network: 3 points drawn uniformly in the input box of one of its properties and 2 in the
box widened by its width on each side (1 and 2 on image-sized inputs) (evaluation must match everywhere, not only where the
property looks), each input rounded to float32 (the networks' type) so that both sides
evaluate the same point. onnxruntime runs in float32, single-threaded, on the staged file.

  usage: bench/.venv/bin/python bench/robustness/vnncomp2025_ort_fixture.py   (needs onnxruntime)
"""
import csv
import gzip
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from vnncomp2025 import DATA, ROOT, Onnx, Property  # noqa: E402

# (benchmark, onnx) pairs; the property is the first instances.csv row for that network.
NETS = [
    ("cora_2024", "onnx/mnist-point.onnx.gz"),
    ("cora_2024", "onnx/mnist-set.onnx.gz"),
    ("cora_2024", "onnx/mnist-trades.onnx.gz"),
    ("linearizenn_2024", "onnx/AllInOne_10_10.onnx"),
    ("linearizenn_2024", "onnx/AllInOne_120_30.onnx"),
    ("malbeware", "onnx/malware_malimg_family_scaled_4-25.onnx.gz"),
    ("malbeware", "onnx/malware_malimg_family_scaled_linear-25.onnx"),
    ("metaroom_2023", "onnx/4cnn_ry_99_16_no_custom_OP.onnx.gz"),
    ("metaroom_2023", "onnx/4cnn_tz_65_10_no_custom_OP.onnx.gz"),
    ("safenlp_2024", "onnx/medical/perturbations_0.onnx"),
    ("safenlp_2024", "onnx/ruarobot/perturbations_0.onnx"),
    ("sat_relu", "onnx/sat_v10_c26.onnx"),
    ("sat_relu", "onnx/unsat_v99_c485.onnx"),
    ("tllverifybench_2023", "onnx/tllBench_n=2_N=M=8_m=1_instance_0_0.onnx"),
    ("tllverifybench_2023", "onnx/tllBench_n=2_N=M=16_m=1_instance_1_0.onnx.gz"),
    ("tllverifybench_2023", "onnx/tllBench_n=2_N=M=24_m=1_instance_2_0.onnx.gz"),
]


def box(prop, n):
    """The input box from top-level (<= X_i c) / (>= X_i c) assertions."""
    lo, hi = [None] * n, [None] * n
    for a in prop.asserts:
        if a[0] not in ("<=", ">=") or not all(isinstance(t, str) for t in a[1:]):
            continue
        l, r = a[1], a[2]
        if l.startswith("X_") and not r.startswith(("X_", "Y_")):
            i, c = int(l[2:]), float(r)
            if a[0] == "<=":
                hi[i] = c
            else:
                lo[i] = c
        elif r.startswith("X_") and not l.startswith(("X_", "Y_")):
            i, c = int(r[2:]), float(l)
            if a[0] == "<=":
                lo[i] = c
            else:
                hi[i] = c
    if any(v is None for v in lo + hi):
        raise SystemExit("property without a plain input box")
    return lo, hi


def main():
    import numpy as np
    onnx = Onnx()
    if onnx.ort is None:
        raise SystemExit("needs onnxruntime (bench/.venv/bin/pip install onnxruntime)")
    rng = random.Random(44)
    root = os.path.join(DATA, "vnncomp2025")
    out = {"source": "bench/robustness/vnncomp2025_ort_fixture.py, onnxruntime "
                     + onnx.ort.__version__ + " (float32, CPU)", "networks": []}
    for b, net in NETS:
        rows = [r for r in csv.reader(open(os.path.join(root, b, "instances.csv"))) if r and r[0] == net]
        spec = os.path.join(root, b, rows[0][1])
        prop = Property(spec)
        n = 1 + max(int(t[2:]) for t in _symbols(prop.asserts) if t.startswith("X_"))
        lo, hi = box(prop, n)
        points = []
        count = 5 if n <= 1000 else 3  # keeps the fixture small on image-sized inputs
        for p in range(count):
            widen = 0.0 if p < count - 2 or p == 0 else 1.0
            x = []
            for a, c in zip(lo, hi):
                w = c - a
                # float32's shortest decimal: the same float32 on both sides, a small file
                x.append(float(str(np.float32(rng.uniform(a - widen * w, c + widen * w)))))
            y = onnx.run(os.path.join(root, b, net), x)
            points.append({"x": x, "y": [float(str(np.float32(v))) for v in y]})
        out["networks"].append({"benchmark": b, "onnx": net, "vnnlib": rows[0][1], "points": points})
        print(f"{b} {net}: {n} inputs, {len(points[0]['y'])} outputs", file=sys.stderr)
    path = os.path.join(ROOT, "tests", "data", "robustness", "vnncomp2025_ort.json")
    with open(path, "w") as f:
        json.dump(out, f, separators=(",", ":"))
    print(f"wrote {path}", file=sys.stderr)


def _symbols(t):
    if isinstance(t, str):
        yield t
        return
    for a in t:
        yield from _symbols(a)


if __name__ == "__main__":
    main()
