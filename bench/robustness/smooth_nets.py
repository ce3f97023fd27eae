#!/usr/bin/env python3
"""Trained Sigmoid and Tanh networks on real images, their onnxruntime fixture, and a sweep.

No VNN-COMP network with Sigmoid or Tanh is staged on this machine (the 2021 ERAN sigmoid/tanh
nets and the 2023-2025 ones that use them cannot be downloaded here), so this script trains two
on Debian's dataset-fashion-mnist (seeded, numpy, on this CPU), in the shape of ERAN's
ffnnSIGMOID / ffnnTANH networks (fully connected, the activation after every hidden layer):
    Flatten -> Gemm(32) -> Sigmoid -> Gemm(32) -> Sigmoid -> Gemm(10)       (and with Tanh)
Three commands:
  train    writes tests/data/robustness/smooth/fmnist_{sigmoid,tanh}_32x2.onnx (opset 13, float32)
  fixture  writes tests/data/robustness/smooth/ort.json: onnxruntime's outputs (float32,
           single-threaded) at 4 points of [0, 1]^784 and 2 of [-4, 5]^784 (where both
           activations saturate) per net, which robustness_unit_tests compares with shardproof's
           float64 evaluation (onnxruntime cannot run inside ctest)
  sweep    writes VNN-COMP-style specs (an L-inf box of radius eps around each of the first
           --images correctly classified test images, clipped to [0, 1], `OR_j Y_j >= Y_label`)
           to --out and runs `shardproof robustness verify --timeout T --json` on each; every
           `violated` witness is re-run through the ONNX file in onnxruntime (the 2026 rules:
           inside the box within 1e-4, meets the spec), and every `holds` is checked against PGD
           (numpy, float64, 20 restarts): a PGD counterexample under a `holds` is a wrong answer.
  usage: bench/.venv/bin/python bench/robustness/smooth_nets.py train|fixture
         bench/.venv/bin/python bench/robustness/smooth_nets.py sweep --bin build/cli/shardproof \
             [--timeout 60] [--images 10] [--eps 0.01,0.03] [--out /tmp/smooth_nets]
"""
import argparse
import gzip
import json
import os
import subprocess
import sys
import time

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DATA = "/usr/share/datasets/fashion-mnist"
OUT = os.path.join(ROOT, "tests", "data", "robustness", "smooth")
ACTS = {"sigmoid": (lambda z: 1 / (1 + np.exp(-z)), lambda a: a * (1 - a), "Sigmoid"),
        "tanh": (np.tanh, lambda a: 1 - a * a, "Tanh")}
HIDDEN = [32, 32]


def idx(path):
    with gzip.open(path, "rb") as f:
        raw = f.read()
    dims = raw[3]
    shape = [int.from_bytes(raw[4 + 4 * i:8 + 4 * i], "big") for i in range(dims)]
    return np.frombuffer(raw, np.uint8, offset=4 + 4 * dims).reshape(shape)


def dataset(split):
    x = idx(f"{DATA}/{split}-images-idx3-ubyte.gz").reshape(-1, 784).astype(np.float64) / 255
    y = idx(f"{DATA}/{split}-labels-idx1-ubyte.gz").astype(np.int64)
    return x, y


def net_path(act):
    return os.path.join(OUT, f"fmnist_{act}_{'x'.join(map(str, [HIDDEN[0]]))}x{len(HIDDEN)}.onnx")


def forward(params, act, x):
    f = ACTS[act][0]
    hs = [x]
    for k, (W, b) in enumerate(params):
        z = hs[-1] @ W.T + b
        hs.append(f(z) if k + 1 < len(params) else z)
    return hs


def train(act, epochs=6, seed=0):
    rng = np.random.default_rng(seed)
    x, y = dataset("train")
    sizes = [784] + HIDDEN + [10]
    params = [(rng.normal(0, 1 / np.sqrt(sizes[k]), (sizes[k + 1], sizes[k])), np.zeros(sizes[k + 1]))
              for k in range(len(sizes) - 1)]
    vel = [(np.zeros_like(W), np.zeros_like(b)) for W, b in params]
    df = ACTS[act][1]
    lr, mom = 0.1, 0.9
    for ep in range(epochs):
        order = rng.permutation(len(x))
        for s in range(0, len(x), 128):
            bi = order[s:s + 128]
            hs = forward(params, act, x[bi])
            p = np.exp(hs[-1] - hs[-1].max(1, keepdims=True))
            p /= p.sum(1, keepdims=True)
            g = p
            g[np.arange(len(bi)), y[bi]] -= 1
            g /= len(bi)
            for k in range(len(params) - 1, -1, -1):
                W, b = params[k]
                gW, gb = g.T @ hs[k], g.sum(0)
                if k > 0:
                    g = (g @ W) * df(hs[k])
                vW, vb = vel[k]
                vW = mom * vW - lr * gW
                vb = mom * vb - lr * gb
                vel[k] = (vW, vb)
                params[k] = (W + vW, b + vb)
        lr *= 0.7
    xt, yt = dataset("t10k")
    acc = (forward(params, act, xt)[-1].argmax(1) == yt).mean()
    return params, acc


def export(params, act, path):
    import onnx
    from onnx import TensorProto, helper, numpy_helper
    nodes = [helper.make_node("Flatten", ["input"], ["v0"], axis=1)]
    inits = []
    cur = "v0"
    for k, (W, b) in enumerate(params):
        inits += [numpy_helper.from_array(W.astype(np.float32), f"W{k}"),
                  numpy_helper.from_array(b.astype(np.float32), f"b{k}")]
        nodes.append(helper.make_node("Gemm", [cur, f"W{k}", f"b{k}"], [f"z{k}"], transB=1))
        cur = f"z{k}"
        if k + 1 < len(params):
            nodes.append(helper.make_node(ACTS[act][2], [cur], [f"a{k}"]))
            cur = f"a{k}"
    nodes[-1].output[0] = "output"
    g = helper.make_graph(nodes, f"fmnist_{act}", [helper.make_tensor_value_info("input", TensorProto.FLOAT, [1, 1, 28, 28])],
                          [helper.make_tensor_value_info("output", TensorProto.FLOAT, [1, 10])], inits)
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)], producer_name="shardproof smooth_nets.py")
    m.ir_version = 8
    onnx.checker.check_model(m)
    onnx.save(m, path)


def session(path):
    import onnxruntime as ort
    so = ort.SessionOptions()
    so.intra_op_num_threads = 1
    so.inter_op_num_threads = 1
    return ort.InferenceSession(path, so, providers=["CPUExecutionProvider"])


def run(sess, x):
    return sess.run(None, {"input": np.asarray(x, np.float32).reshape(1, 1, 28, 28)})[0].reshape(-1).astype(np.float64)


def load_params(path):
    import onnx
    from onnx import numpy_helper
    m = onnx.load(path)
    t = {i.name: numpy_helper.to_array(i).astype(np.float64) for i in m.graph.initializer}
    return [(t[f"W{k}"], t[f"b{k}"]) for k in range(len(HIDDEN) + 1)]


def cmd_train(_):
    os.makedirs(OUT, exist_ok=True)
    for act in ACTS:
        params, acc = train(act)
        export(params, act, net_path(act))
        print(f"{net_path(act)}: test accuracy {acc:.4f}, {os.path.getsize(net_path(act))} bytes")


def cmd_fixture(_):
    import onnxruntime as ort
    rng = np.random.default_rng(1)
    out = {"source": f"bench/robustness/smooth_nets.py fixture, onnxruntime {ort.__version__} (float32, CPU)", "networks": []}
    for act in ACTS:
        sess = session(net_path(act))
        pts = []
        for k in range(6):
            lo, hi = (0.0, 1.0) if k < 4 else (-4.0, 5.0)
            x = rng.uniform(lo, hi, 784).astype(np.float32)
            pts.append({"x": [float(v) for v in x], "y": [float(v) for v in run(sess, x)]})
        out["networks"].append({"onnx": os.path.basename(net_path(act)), "points": pts})
    with open(os.path.join(OUT, "ort.json"), "w") as f:
        json.dump(out, f, separators=(",", ":"))
    print("wrote", os.path.join(OUT, "ort.json"))


def write_spec(path, x0, eps, label):
    lo, hi = np.clip(x0 - eps, 0, 1), np.clip(x0 + eps, 0, 1)
    with open(path, "w") as f:
        for i in range(784):
            f.write(f"(declare-const X_{i} Real)\n")
        for j in range(10):
            f.write(f"(declare-const Y_{j} Real)\n")
        for i in range(784):
            f.write(f"(assert (<= X_{i} {float(hi[i])!r}))\n(assert (>= X_{i} {float(lo[i])!r}))\n")
        f.write("(assert (or\n")
        for j in range(10):
            if j != label:
                f.write(f"  (and (>= Y_{j} Y_{label}))\n")
        f.write("))\n")
    return lo, hi


def pgd(params, act, lo, hi, label, restarts=20, steps=100, seed=0):
    """Smallest margin y_label - max_j y_j found by PGD (float64): < 0 is a counterexample."""
    rng = np.random.default_rng(seed)
    df = ACTS[act][1]
    best = np.inf
    for r in range(restarts):
        x = (lo + hi) / 2 if r == 0 else rng.uniform(lo, hi)
        step = (hi - lo).max() / 4
        for _ in range(steps):
            hs = forward(params, act, x[None])
            y = hs[-1][0]
            other = np.argmax(np.where(np.arange(10) == label, -np.inf, y))
            best = min(best, y[label] - y[other])
            if best < 0:
                return best
            g = np.zeros((1, 10))
            g[0, label], g[0, other] = 1, -1
            for k in range(len(params) - 1, -1, -1):
                W, _ = params[k]
                g = g @ W
                if k > 0:
                    g = g * df(hs[k])
            x = np.clip(x - step * np.sign(g[0]), lo, hi)
            step *= 0.95
    return best


def cmd_sweep(a):
    os.makedirs(a.out, exist_ok=True)
    xt, yt = dataset("t10k")
    rows = []
    for act in ACTS:
        path = net_path(act)
        params = load_params(path)
        sess = session(path)
        pred = forward(params, act, xt)[-1].argmax(1)
        chosen = [i for i in range(len(xt)) if pred[i] == yt[i]][:a.images]
        for eps in [float(e) for e in a.eps.split(",")]:
            for i in chosen:
                spec = os.path.join(a.out, f"{act}_img{i}_eps{eps:g}.vnnlib")
                lo, hi = write_spec(spec, xt[i], eps, int(yt[i]))
                t0 = time.monotonic()
                p = subprocess.run([a.bin, "robustness", "verify", "--model", path, "--spec", spec,
                                    "--timeout", f"{a.timeout:g}", "--json"], capture_output=True, text=True)
                wall = time.monotonic() - t0
                res, check = "error", ""
                if p.returncode == 0:
                    j = json.loads(p.stdout)
                    res = j.get("result", "error")
                    if res == "violated":
                        w = (j.get("witness") or {}).get("x")
                        if not w:
                            check = "NO WITNESS"
                        else:
                            x = np.array(w, np.float64)
                            inside = bool(np.all(x >= lo - 1e-4) and np.all(x <= hi + 1e-4))
                            y = run(sess, x)
                            meets = any(y[j2] >= y[int(yt[i])] for j2 in range(10) if j2 != int(yt[i]))
                            check = "confirmed" if inside and meets else "REFUTED"
                    elif res == "holds":
                        m = pgd(params, act, lo, hi, int(yt[i]))
                        check = "pgd-none" if m >= 0 else f"WRONG (pgd margin {m:.3g})"
                else:
                    check = (p.stderr.strip().splitlines() or [""])[-1][:120]
                rows.append((act, i, eps, res, wall, check))
                print(f"{act},{i},{eps:g},{res},{wall:.2f},{check}", flush=True)
    print("\n| net | eps | holds | violated (confirmed by onnxruntime) | unknown | wrong | median s |")
    print("|---|---|---|---|---|---|---|")
    for act in ACTS:
        for eps in [float(e) for e in a.eps.split(",")]:
            rs = [r for r in rows if r[0] == act and r[2] == eps]
            h = sum(r[3] == "holds" for r in rs)
            v = sum(r[3] == "violated" for r in rs)
            vc = sum(r[3] == "violated" and r[5] == "confirmed" for r in rs)
            u = len(rs) - h - v
            w = sum(r[5].startswith(("WRONG", "REFUTED", "NO WITNESS")) for r in rs)
            med = float(np.median([r[4] for r in rs])) if rs else 0
            print(f"| {os.path.basename(net_path(act))} | {eps:g} | {h} | {v} ({vc}) | {u} | {w} | {med:.2f} |")
    bad = sum(r[5].startswith(("WRONG", "REFUTED", "NO WITNESS")) for r in rows)
    sys.exit(1 if bad else 0)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("command", choices=["train", "fixture", "sweep"])
    ap.add_argument("--bin", default=os.path.join(ROOT, "build", "cli", "shardproof"))
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--images", type=int, default=10)
    ap.add_argument("--eps", default="0.01,0.03")
    ap.add_argument("--out", default="/tmp/smooth_nets")
    a = ap.parse_args()
    {"train": cmd_train, "fixture": cmd_fixture, "sweep": cmd_sweep}[a.command](a)


if __name__ == "__main__":
    main()
