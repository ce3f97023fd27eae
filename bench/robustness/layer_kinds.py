#!/usr/bin/env python3
"""Small torch networks, one per layer kind issue 44 adds, their onnxruntime fixture and specs.

Each network is built with torch (seeded), exported by torch.onnx (opset 13 unless named), and
holds the op under test between affine layers, as exporters write it:
  clip      Linear -> clamp(-0.5, 0.7) -> Linear -> relu6 (Clip 0, 6) -> Linear   (Clip)
  minmax    two Linears a, b -> max(a, b), min(a, 0.3), min(a, b) -> Linear      (Max, Min)
  abs       Linear -> abs -> Linear                                            (Abs)
  split     Linear -> split(3, 5) -> cat(relu(p0), 2 p1) -> Linear              (Split)
  gather    x[:, [0, 2, 3]] and x[:, 1] of a Linear's output -> Linear          (Gather)
  resize    Conv -> interpolate(x2, nearest) -> Conv -> Linear                 (Resize nearest)
  bilinear  Conv -> interpolate(x2, bilinear) -> Conv -> Linear                (Resize linear)
  upsample  the nearest one at opset 9                                         (Upsample)
  reduce    Conv -> relu -> mean over H, W -> Linear; sum over channels        (ReduceMean/Sum)
  mul       two Linears a, b -> a * b -> Linear                                (Mul of two values)
  gelu      Linear -> GELU -> Linear (x * 0.5 (1 + erf(x / sqrt 2)))           (Mul after Erf)
  attention q = Wq x, k = Wk x, v = Wv x over 3 tokens -> (q k^T) v -> Linear   (MatMul of two values)
  softmax   Linear -> softmax -> Linear                                        (Softmax: Exp, Reciprocal)
  layernorm Linear -> LayerNorm(6) -> relu -> Linear (ReduceMean, Sub, Pow 2, Sqrt, Div of two values)
  sign      Linear -> sign -> Linear                                           (Sign)
  transformer  one attention head with softmax(q k^T / sqrt 2) v, a residual, LayerNorm, then Linear
  mlp64     64 inputs (past the verifier's 21: high-dimensional) -> Linear(16) -> LayerNorm -> GELU -> Linear(10)
  log       Linear -> 3 log(sigmoid(3 .)) -> Linear                            (Log, inputs in (0, 1))
  softplus  Linear -> softplus -> Linear                                       (Softplus)
  elu       two Linears -> elu(a, 1.0), elu(b, 1.5) -> Linear                  (Elu: convex, and kinked at 0)
  selu      Linear -> selu -> Linear                                           (Selu)
  hardsigmoid  Linear -> 4 hardsigmoid(3 .) -> Linear                         (HardSigmoid: relu6(x + 3) / 6)
  logsoftmax   Linear -> log_softmax -> Linear                                 (LogSoftmax)
  sincos    two Linears -> sin(a), cos(b) -> Linear                            (Sin, Cos)
  pow       Linear -> a[0:2]^3, sigmoid(a[2])^0.5, (1 + sigmoid(a[3]))^-1, (1 + sigmoid(a[4:6]))^-0.5 -> Linear
  gelutanh  Linear -> GELU(approximate='tanh') -> Linear (x^3 and Tanh, decomposed by the exporter)
  hardswish Linear -> hardswish -> Linear                                      (HardSwish, opset 14)
  mish      Linear -> mish -> Linear                                           (Softplus, Tanh, Mul: the exporter's form)
  softsign  Linear -> softsign -> Linear                                       (Abs, Add, Div of two values)
and single ops newer than torch 1.13's exporter, written with onnx.helper (seeded numpy weights):
  layernorm17  Gemm -> LayerNormalization (opset 17, scale and bias) -> Gemm
  gelu20       Gemm -> Gelu (opset 20, approximate "none") -> Gemm
  gelu20tanh   Gemm -> Gelu (opset 20, approximate "tanh") -> Gemm
  celu12       Gemm -> Celu (opset 12, alpha 0.7) -> Gemm
  mish18       Gemm -> Mish (opset 18) -> Gemm
  softsign13   Gemm -> Softsign (opset 13; torch writes Abs, Add, Div instead) -> Gemm
Commands (two Pythons: torch is Debian's python3-torch, onnxruntime is in bench/.venv):
  /usr/bin/python3 bench/robustness/layer_kinds.py export [--nets a,b]   writes tests/data/robustness/layers/*.onnx
  bench/.venv/bin/python bench/robustness/layer_kinds.py export-helper   writes layernorm17.onnx, gelu20.onnx
  bench/.venv/bin/python bench/robustness/layer_kinds.py fixture   writes tests/data/robustness/layers/ort.json:
      onnxruntime's outputs (float32, one thread) at 6 points per network, uniform in [-2, 2]^n,
      which robustness_unit_tests compares with shardproof's float64 evaluation
  bench/.venv/bin/python bench/robustness/layer_kinds.py sweep --bin build/cli/shardproof [--out DIR] [--nets a,b]
      writes VNN-LIB specs (an L-inf ball around a random point, `Y_0 >= Y_j` for every j, at
      several radii) per network, runs `shardproof robustness verify --json` on each and checks
      every `violated` witness with onnxruntime (inside the box within 1e-4, meets the spec) and
      every `holds` against 2000 sampled points (a sampled violation under `holds` is wrong)
"""
import argparse
import json
import os
import subprocess
import sys
import time

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "tests", "data", "robustness", "layers")


def build_nets():
    import torch
    import torch.nn as nn
    import torch.nn.functional as F

    class Clip(nn.Module):
        def __init__(s):
            super().__init__(); s.a = nn.Linear(4, 8); s.b = nn.Linear(8, 8); s.c = nn.Linear(8, 3)
        def forward(s, x):
            return s.c(F.relu6(3 * s.b(torch.clamp(s.a(x), -0.5, 0.7))))

    class MinMax(nn.Module):
        def __init__(s):
            super().__init__(); s.a = nn.Linear(4, 6); s.b = nn.Linear(4, 6); s.c = nn.Linear(18, 3)
        def forward(s, x):
            a, b = s.a(x), s.b(x)
            return s.c(torch.cat([torch.maximum(a, b), torch.clamp(a, max=0.3), torch.minimum(a, b)], 1))

    class Abs(nn.Module):
        def __init__(s):
            super().__init__(); s.a = nn.Linear(4, 8); s.c = nn.Linear(8, 3)
        def forward(s, x):
            return s.c(torch.abs(s.a(x)))

    class Split(nn.Module):
        def __init__(s):
            super().__init__(); s.a = nn.Linear(4, 8); s.c = nn.Linear(8, 3)
        def forward(s, x):
            p0, p1 = torch.split(s.a(x), [3, 5], dim=1)
            return s.c(torch.cat([F.relu(p0), 2 * p1], 1))

    class Gather(nn.Module):
        def __init__(s):
            super().__init__(); s.a = nn.Linear(4, 6); s.c = nn.Linear(4, 3)
        def forward(s, x):
            y = F.relu(s.a(x))
            return s.c(torch.cat([y[:, [0, 2, 3]], y[:, 1].unsqueeze(1)], 1))

    class Resize(nn.Module):
        def __init__(s, mode):
            super().__init__(); s.mode = mode
            s.a = nn.Conv2d(1, 2, 3, padding=1); s.b = nn.Conv2d(2, 2, 3, stride=2); s.c = nn.Linear(2 * 3 * 3, 3)
        def forward(s, x):
            y = F.relu(s.a(x))
            if s.mode == "nearest":
                y = F.interpolate(y, scale_factor=2, mode="nearest")
            else:
                y = F.interpolate(y, scale_factor=2, mode="bilinear", align_corners=False)
            return s.c(F.relu(s.b(y)).flatten(1))

    class Reduce(nn.Module):
        def __init__(s):
            super().__init__(); s.a = nn.Conv2d(1, 4, 3); s.c = nn.Linear(5, 3)
        def forward(s, x):
            y = F.relu(s.a(x))
            return s.c(torch.cat([y.mean(dim=(2, 3)), y.sum(dim=1).mean(dim=(1, 2)).unsqueeze(1)], 1))

    class Mul(nn.Module):
        def __init__(s):
            super().__init__(); s.a = nn.Linear(4, 6); s.b = nn.Linear(4, 6); s.c = nn.Linear(6, 3)
        def forward(s, x):
            return s.c(s.a(x) * s.b(x))

    class Gelu(nn.Module):
        def __init__(s):
            super().__init__(); s.a = nn.Linear(4, 8); s.c = nn.Linear(8, 3)
        def forward(s, x):
            return s.c(F.gelu(s.a(x)))

    class Attention(nn.Module):
        def __init__(s):
            super().__init__(); s.q = nn.Linear(2, 4); s.k = nn.Linear(2, 4); s.v = nn.Linear(2, 4); s.c = nn.Linear(12, 3)
        def forward(s, x):  # x: [1, 6] = 3 tokens of 2 features (the batch kept first, as auto_LiRPA needs)
            t = x.reshape(1, 3, 2)
            att = torch.matmul(s.q(t), s.k(t).transpose(1, 2)) * 0.5
            return s.c(torch.matmul(att, s.v(t)).reshape(1, 12))

    class Softmax(nn.Module):
        def __init__(s):
            super().__init__(); s.a = nn.Linear(4, 5); s.c = nn.Linear(5, 3)
        def forward(s, x):
            return s.c(torch.softmax(s.a(x), dim=1))

    class LayerNorm(nn.Module):
        def __init__(s):
            super().__init__(); s.a = nn.Linear(4, 6); s.n = nn.LayerNorm(6); s.c = nn.Linear(6, 3)
            with torch.no_grad():
                s.n.weight.uniform_(0.5, 1.5); s.n.bias.uniform_(-0.5, 0.5)
        def forward(s, x):
            return s.c(F.relu(s.n(s.a(x))))

    class Sign(nn.Module):
        def __init__(s):
            super().__init__(); s.a = nn.Linear(4, 6); s.c = nn.Linear(6, 3)
        def forward(s, x):
            return s.c(torch.sign(s.a(x)))

    class Transformer(nn.Module):
        def __init__(s):
            super().__init__(); s.q = nn.Linear(2, 2); s.k = nn.Linear(2, 2); s.v = nn.Linear(2, 2)
            s.n = nn.LayerNorm(2); s.c = nn.Linear(6, 3)
        def forward(s, x):
            t = x.reshape(1, 3, 2)
            att = torch.softmax(torch.matmul(s.q(t), s.k(t).transpose(1, 2)) / 2 ** 0.5, dim=-1)
            return s.c(s.n(t + torch.matmul(att, s.v(t))).reshape(1, 6))

    class Mlp64(nn.Module):
        def __init__(s):
            super().__init__(); s.a = nn.Linear(64, 16); s.n = nn.LayerNorm(16); s.c = nn.Linear(16, 10)
        def forward(s, x):
            return s.c(F.gelu(s.n(s.a(x))))

    class Unary(nn.Module):  # Linear -> f -> Linear
        def __init__(s, f, width=6):
            super().__init__(); s.f = f; s.a = nn.Linear(4, width); s.c = nn.Linear(width, 3)
        def forward(s, x):
            return s.c(s.f(s.a(x)))

    class Binary(nn.Module):  # two Linears -> cat(f(a), g(b)) -> Linear
        def __init__(s, f, g):
            super().__init__(); s.f = f; s.g = g; s.a = nn.Linear(4, 4); s.b = nn.Linear(4, 4); s.c = nn.Linear(8, 3)
        def forward(s, x):
            return s.c(torch.cat([s.f(s.a(x)), s.g(s.b(x))], 1))

    torch.manual_seed(44)
    flat = (1, 4)
    image = (1, 1, 4, 4)
    return [("clip", Clip(), flat, 13), ("minmax", MinMax(), flat, 13), ("abs", Abs(), flat, 13),
            ("split", Split(), flat, 13), ("gather", Gather(), flat, 13),
            ("resize", Resize("nearest"), image, 13), ("bilinear", Resize("bilinear"), image, 13),
            ("upsample", Resize("nearest"), image, 9), ("reduce", Reduce(), (1, 1, 5, 5), 13),
            ("mul", Mul(), flat, 13), ("gelu", Gelu(), flat, 13), ("attention", Attention(), (1, 6), 13),
            ("softmax", Softmax(), flat, 13), ("layernorm", LayerNorm(), flat, 13), ("sign", Sign(), flat, 13),
            ("transformer", Transformer(), (1, 6), 13), ("mlp64", Mlp64(), (1, 64), 13),
            # helper t68: made after the ones above, so their weights are unchanged
            ("log", Unary(lambda v: 3 * torch.log(torch.sigmoid(3 * v))), flat, 13),
            ("softplus", Unary(F.softplus), flat, 13),
            ("elu", Binary(lambda v: F.elu(v, 1.0), lambda v: F.elu(v, 1.5)), flat, 13),
            ("selu", Unary(F.selu), flat, 13),
            ("hardsigmoid", Unary(lambda v: 4 * F.hardsigmoid(3 * v)), flat, 13),
            ("logsoftmax", Unary(lambda v: F.log_softmax(v, dim=1), 5), flat, 13),
            ("sincos", Binary(lambda v: torch.sin(2 * v), torch.cos), flat, 13),
            ("pow", Unary(lambda v: torch.cat([v[:, 0:2] ** 3, torch.sigmoid(v[:, 2:3]) ** 0.5,
                                               (1 + torch.sigmoid(v[:, 3:4])) ** -1,
                                               3 * (1 + torch.sigmoid(v[:, 4:6])) ** -0.5], 1)), flat, 13),
            ("gelutanh", Unary(lambda v: 2 * F.gelu(v, approximate="tanh")), flat, 13),
            ("hardswish", Unary(lambda v: F.hardswish(3 * v)), flat, 14),
            ("mish", Unary(lambda v: 2 * F.mish(v)), flat, 13),
            ("softsign", Unary(lambda v: 3 * F.softsign(2 * v)), flat, 13)]


def export(only):
    import torch
    os.makedirs(OUT, exist_ok=True)
    for name, net, shape, opset in build_nets():
        if only and name not in only.split(","):
            continue
        path = os.path.join(OUT, f"{name}.onnx")
        torch.onnx.export(net.eval(), torch.rand(*shape), path, opset_version=opset,
                          input_names=["x"], output_names=["y"], do_constant_folding=True)
        print(path, os.path.getsize(path), "bytes")


def export_helper():
    import onnx
    from onnx import TensorProto, helper, numpy_helper
    rng = np.random.default_rng(20)

    def gemm(name, inp, out, n_in, n_out):
        w = numpy_helper.from_array(rng.normal(0, 1 / np.sqrt(n_in), (n_out, n_in)).astype(np.float32), name + "_w")
        b = numpy_helper.from_array(rng.normal(0, 0.3, n_out).astype(np.float32), name + "_b")
        return helper.make_node("Gemm", [inp, w.name, b.name], [out], name=name, transB=1), [w, b]

    def save(name, mid, extra_inits, opset):
        g1, i1 = gemm("g1", "x", "h", 4, 6)
        g2, i2 = gemm("g2", "z", "y", 6, 3)
        graph = helper.make_graph([g1, mid, g2], name, [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 4])],
                                  [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 3])], i1 + extra_inits + i2)
        model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)])
        model.ir_version = 9
        onnx.checker.check_model(model)
        path = os.path.join(OUT, f"{name}.onnx")
        onnx.save(model, path)
        print(path, os.path.getsize(path), "bytes")

    scale = numpy_helper.from_array(rng.uniform(0.5, 1.5, 6).astype(np.float32), "ln_scale")
    bias = numpy_helper.from_array(rng.uniform(-0.5, 0.5, 6).astype(np.float32), "ln_bias")
    save("layernorm17", helper.make_node("LayerNormalization", ["h", "ln_scale", "ln_bias"], ["z"], name="ln", axis=-1,
                                         epsilon=1e-5), [scale, bias], 17)
    save("gelu20", helper.make_node("Gelu", ["h"], ["z"], name="gelu"), [], 20)
    save("gelu20tanh", helper.make_node("Gelu", ["h"], ["z"], name="gelu", approximate="tanh"), [], 20)
    save("celu12", helper.make_node("Celu", ["h"], ["z"], name="celu", alpha=0.7), [], 12)
    save("mish18", helper.make_node("Mish", ["h"], ["z"], name="mish"), [], 18)
    save("softsign13", helper.make_node("Softsign", ["h"], ["z"], name="softsign"), [], 13)


def session(path):
    import onnxruntime as ort
    opt = ort.SessionOptions()
    opt.intra_op_num_threads = 1
    opt.inter_op_num_threads = 1
    return ort.InferenceSession(path, opt, providers=["CPUExecutionProvider"])


def run(sess, x):
    i = sess.get_inputs()[0]
    return sess.run(None, {i.name: x.reshape(i.shape).astype(np.float32)})[0].reshape(-1).astype(np.float64)


def fixture(only):
    rng = np.random.default_rng(44)
    nets = {}
    if only:  # the named networks' points are redrawn (from their own seed), the others kept
        with open(os.path.join(OUT, "ort.json")) as f:
            nets = json.load(f)["nets"]
    for f in sorted(os.listdir(OUT)):
        if not f.endswith(".onnx") or (only and f[:-5] not in only.split(",")):
            continue
        if only:
            rng = np.random.default_rng(sum(map(ord, f)))
        sess = session(os.path.join(OUT, f))
        n = int(np.prod(sess.get_inputs()[0].shape))
        points = [rng.uniform(-2, 2, n) for _ in range(6)]
        nets[f] = [{"x": p.tolist(), "y": run(sess, p).tolist()} for p in points]
    with open(os.path.join(OUT, "ort.json"), "w") as out:
        json.dump({"written_by": "bench/robustness/layer_kinds.py fixture", "nets": nets}, out)
    print(os.path.join(OUT, "ort.json"), sum(len(v) for v in nets.values()), "points")


def spec(center, eps, outputs, label):
    lines = [f"(declare-const X_{i} Real)" for i in range(len(center))]
    lines += [f"(declare-const Y_{j} Real)" for j in range(outputs)]
    for i, c in enumerate(center):
        lines += [f"(assert (>= X_{i} {c - eps:.9f}))", f"(assert (<= X_{i} {c + eps:.9f}))"]
    # the property holds when Y_label >= every other output; violated when some Y_j > Y_label
    lines.append("(assert (or " + " ".join(f"(and (>= Y_{j} Y_{label}))" for j in range(outputs) if j != label) + "))")
    return "\n".join(lines) + "\n"


def sweep(args):
    rng = np.random.default_rng(7)
    os.makedirs(args.out, exist_ok=True)
    rows, wrong = [], 0
    for f in sorted(os.listdir(OUT)):
        if not f.endswith(".onnx") or (args.nets and f[:-5] not in args.nets.split(",")):
            continue
        path = os.path.join(OUT, f)
        sess = session(path)
        n = int(np.prod(sess.get_inputs()[0].shape))
        for k in range(args.points):
            center = rng.uniform(-1, 1, n)
            y = run(sess, center)
            label = int(np.argmax(y))
            for eps in [float(e) for e in args.eps.split(",")]:
                lo, hi = center - eps, center + eps
                vnn = os.path.join(args.out, f"{f[:-5]}_{k}_{eps}.vnnlib")
                with open(vnn, "w") as out:
                    out.write(spec(center, eps, len(y), label))
                t0 = time.time()
                p = subprocess.run([args.bin, "robustness", "verify", "--model", path, "--spec", vnn,
                                    "--timeout", str(args.timeout), "--json"],
                                   capture_output=True, text=True)
                wall = time.time() - t0
                try:
                    res = json.loads(p.stdout)
                except json.JSONDecodeError:
                    print(f, "no JSON:", p.stdout[-300:], p.stderr[-300:], file=sys.stderr)
                    res = {"result": "error"}
                verdict = res.get("result", "error")
                check = ""
                if verdict == "violated":
                    x = np.array((res.get("witness") or {}).get("x") or [np.nan] * n, dtype=np.float64)
                    inside = bool(np.all(x >= lo - 1e-4) and np.all(x <= hi + 1e-4))
                    yo = run(sess, x)
                    meets = bool(any(yo[j] >= yo[label] for j in range(len(yo)) if j != label))
                    check = "ort-confirmed" if inside and meets else "WRONG"
                elif verdict == "holds":
                    xs = rng.uniform(lo, hi, (2000, n))
                    ys = np.array([run(sess, x) for x in xs])
                    bad = np.any(np.delete(ys, label, axis=1) > ys[:, [label]] + 1e-6)
                    check = "WRONG" if bad else "no sampled violation"
                wrong += check == "WRONG"
                rows.append((f, k, eps, verdict, round(wall, 2), check))
                print(*rows[-1], flush=True)
    counts = {}
    for r in rows:
        counts.setdefault(r[0], {}).setdefault(r[3], 0)
        counts[r[0]][r[3]] += 1
    for f, c in counts.items():
        print(f, c)
    print("wrong:", wrong)
    return 1 if wrong else 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("command", choices=["export", "export-helper", "fixture", "sweep"])
    ap.add_argument("--bin", default=os.path.join(ROOT, "build", "cli", "shardproof"))
    ap.add_argument("--out", default="/tmp/layer_kinds")
    ap.add_argument("--timeout", type=int, default=30)
    ap.add_argument("--points", type=int, default=3)
    ap.add_argument("--eps", default="0.01,0.05,0.2")
    ap.add_argument("--nets", default="", help="comma-separated names (default: every network; export and "
                    "fixture then write only these, keeping the others' entries in ort.json)")
    a = ap.parse_args()
    if a.command == "export":
        export(a.nets)
    elif a.command == "export-helper":
        export_helper()
    elif a.command == "fixture":
        fixture(a.nets)
    else:
        sys.exit(sweep(a))


if __name__ == "__main__":
    main()
