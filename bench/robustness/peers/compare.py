#!/usr/bin/env python3
"""Side-by-side run of shardproof, Marabou (maraboupy) and auto_LiRPA (CROWN) on the same
VNN-COMP instances with the same per-instance time limit (issue 5).

    bench/robustness/.venv/bin/python bench/robustness/peers/compare.py \
        --instances LIST.csv --tools shardproof,marabou,crown --timeout 60 \
        [--shardproof build/cli/shardproof] [--shardproof-method auto] \
        [--raw rows.csv] [--markdown table.md]

LIST.csv has a header and the columns `benchmark,onnx,vnnlib,expected` (paths relative to
the benchmark folder of shared/data/robustness, as in its expected.csv files).

Every tool runs on every instance in its own process (one at a time), killed at 2x the limit
+ 30 s if it does not honour its own limit. Two times are recorded per run:
  wall  - the whole process: interpreter/binary start, imports, model and spec loading, solve;
  solve - what the tool itself spends on the instance: shardproof's reported `seconds`,
          the `network.solve` call for Marabou, building the bounded module + `compute_bounds`
          for CROWN (model loading and the torch import are excluded).
Answers: `holds`, `violated`, `unknown` (time limit / incomplete), `error` (the tool could not
read or run the instance; the message is kept in the raw CSV). CROWN only ever answers
`holds` or `unknown` (a bound that does not prove the property says nothing).
`wrong` = a decided answer that contradicts expected.csv.
"""
import argparse
import csv
import json
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
DATA = os.environ.get("SHARDPROOF_DATA", os.path.join(ROOT, "..", "shared", "data", "robustness"))
MARK = "@@RESULT@@ "


# ---------------------------------------------------------------- VNNLIB (subset) -> DNF
def _tokens(text):
    out = []
    for line in text.splitlines():
        line = line.split(";", 1)[0]
        out.extend(line.replace("(", " ( ").replace(")", " ) ").split())
    return out


def _parse(tokens, i):
    if tokens[i] == "(":
        lst, i = [], i + 1
        while tokens[i] != ")":
            node, i = _parse(tokens, i)
            lst.append(node)
        return lst, i + 1
    return tokens[i], i + 1


def _term(t):
    """('X', i) / ('Y', j) / ('c', value)"""
    if t.startswith("X_"):
        return ("X", int(t[2:]))
    if t.startswith("Y_"):
        return ("Y", int(t[2:]))
    return ("c", float(t))


def _dnf(e):
    """list of conjunctions (lists of atoms (op, a, b))"""
    op = e[0]
    if op == "and":
        res = [[]]
        for sub in e[1:]:
            res = [a + b for a in res for b in _dnf(sub)]
        return res
    if op == "or":
        return [c for sub in e[1:] for c in _dnf(sub)]
    if op in ("<=", ">="):
        if len(e) != 3 or isinstance(e[1], list) or isinstance(e[2], list):
            raise ValueError(f"unsupported VNNLIB atom {e}")
        return [[(op, _term(e[1]), _term(e[2]))]]
    raise ValueError(f"unsupported VNNLIB operator {op}")


def read_vnnlib(path, n_in, n_out):
    """Cases of the counterexample set: [(lo, hi, [(row c, d)...]) ...] meaning
    x in [lo, hi] and every c.y <= d. Each row of the output part is kept separately."""
    with open(path) as f:
        toks = _tokens(f.read())
    i, asserts = 0, []
    while i < len(toks):
        node, i = _parse(toks, i)
        if isinstance(node, list) and node and node[0] == "assert":
            asserts.append(node[1])
    cases = []
    for conj in _dnf(["and"] + asserts):
        lo, hi = [-float("inf")] * n_in, [float("inf")] * n_in
        rows = []
        for op, a, b in conj:
            if op == ">=":
                a, b = b, a  # a <= b
            kinds = {a[0], b[0]} - {"c"}
            if kinds == {"X"} or (kinds == set()):
                if a[0] == "X" and b[0] == "c":
                    hi[a[1]] = min(hi[a[1]], b[1])
                elif a[0] == "c" and b[0] == "X":
                    lo[b[1]] = max(lo[b[1]], a[1])
                else:
                    raise ValueError(f"unsupported input constraint {op} {a} {b}")
            elif kinds == {"Y"}:
                c, d = [0.0] * n_out, 0.0
                for sign, t in ((1.0, a), (-1.0, b)):
                    if t[0] == "Y":
                        c[t[1]] += sign
                    else:
                        d -= sign * t[1]
                rows.append((c, d))
            else:
                raise ValueError(f"mixed input/output constraint {op} {a} {b}")
        cases.append((lo, hi, rows))
    return cases


# ---------------------------------------------------------------- ONNX MLP -> torch
def onnx_to_torch(path):
    """Flatten/Reshape/Gemm/MatMul/Add/Sub/Relu/Identity chains (mnistfc, ACAS Xu) as an
    nn.Sequential of Linear/ReLU; checked against onnxruntime on random inputs."""
    import numpy as np
    import onnx
    import torch
    from onnx import numpy_helper

    m = onnx.load(path)
    g = m.graph
    init = {t.name: numpy_helper.to_array(t).astype(np.float64) for t in g.initializer}
    for n in g.node:
        if n.op_type == "Constant":
            init[n.output[0]] = numpy_helper.to_array(n.attribute[0].t).astype(np.float64)
    layers = []  # ("lin", W, b) | ("relu",)
    in_dim = None

    def last_linear(out_dim_hint):
        if not layers or layers[-1][0] != "lin":
            n = out_dim_hint
            layers.append(["lin", np.eye(n), np.zeros(n)])
        return layers[-1]

    real_in = [i for i in g.input if i.name not in init][0]
    shape = [d.dim_value for d in real_in.type.tensor_type.shape.dim]
    in_dim = int(np.prod([d for d in shape if d > 0]))
    width = in_dim
    for n in g.node:
        op = n.op_type
        if op in ("Flatten", "Reshape", "Identity", "Constant"):
            continue
        if op == "Relu":
            layers.append(("relu",))
            continue
        attrs = {a.name: onnx.helper.get_attribute_value(a) for a in n.attribute}
        if op == "Gemm":
            W = init[n.input[1]]
            if attrs.get("transB", 0) == 0:
                W = W.T
            W = W * attrs.get("alpha", 1.0)
            b = init[n.input[2]].reshape(-1) * attrs.get("beta", 1.0) if len(n.input) > 2 \
                else np.zeros(W.shape[0])
            layers.append(["lin", W, b])
            width = W.shape[0]
        elif op == "MatMul":
            if n.input[1] in init:      # x @ W
                W = init[n.input[1]].T
            else:                       # W @ x (column vector)
                W = init[n.input[0]]
            if layers and layers[-1][0] == "lin":
                L = layers[-1]
                L[1], L[2] = W @ L[1], W @ L[2]
            else:
                layers.append(["lin", W, np.zeros(W.shape[0])])
            width = W.shape[0]
        elif op in ("Add", "Sub"):
            const = [x for x in n.input if x in init]
            if len(const) != 1:
                raise ValueError(f"{op} without exactly one constant operand")
            v = init[const[0]].reshape(-1)
            sign = 1.0 if op == "Add" else (-1.0 if n.input[1] == const[0] else None)
            if sign is None:
                raise ValueError("Sub with constant first operand")
            L = last_linear(width)
            L[2] = L[2] + sign * v
        else:
            raise ValueError(f"unsupported ONNX op {op}")
    mods = []
    for L in layers:
        if L[0] == "relu":
            mods.append(torch.nn.ReLU())
        else:
            lin = torch.nn.Linear(L[1].shape[1], L[1].shape[0])
            with torch.no_grad():
                lin.weight.copy_(torch.tensor(L[1], dtype=torch.float32))
                lin.bias.copy_(torch.tensor(L[2], dtype=torch.float32))
            mods.append(lin)
    model = torch.nn.Sequential(*mods).eval()
    # cross-check against onnxruntime
    try:
        import onnxruntime as ort
        sess = ort.InferenceSession(path, providers=["CPUExecutionProvider"])
        inp = [i for i in sess.get_inputs() if i.name not in init][0]
        shp = [d if isinstance(d, int) and d > 0 else 1 for d in inp.shape]
        x = np.random.default_rng(0).uniform(0, 1, size=shp).astype(np.float32)
        ref = sess.run(None, {inp.name: x})[0].reshape(-1)
        got = model(torch.tensor(x.reshape(1, -1))).detach().numpy().reshape(-1)
        if not np.allclose(ref, got, atol=1e-4, rtol=1e-4):
            raise ValueError(f"torch conversion of {path} disagrees with onnxruntime")
    except ImportError:
        pass
    return model, in_dim


# ---------------------------------------------------------------- workers (own process)
def worker_marabou(net, spec, timeout):
    from maraboupy import Marabou
    network = Marabou.read_onnx(net)
    opts = Marabou.createOptions(verbosity=0, timeoutInSeconds=int(timeout))
    t0 = time.perf_counter()
    res = network.solve(propertyFilename=spec, options=opts, verbose=False)
    solve = time.perf_counter() - t0
    code = res[0] if isinstance(res[0], str) else ("sat" if res[0] else "unsat")
    answer = {"sat": "violated", "unsat": "holds"}.get(code.lower(), "unknown")
    return {"result": answer, "solve": solve, "detail": code}


def worker_crown(net, spec, timeout):
    import torch
    from auto_LiRPA import BoundedModule, BoundedTensor
    from auto_LiRPA.perturbations import PerturbationLpNorm
    model, n_in = onnx_to_torch(net)
    n_out = [m for m in model if isinstance(m, torch.nn.Linear)][-1].out_features
    cases = read_vnnlib(spec, n_in, n_out)
    t0 = time.perf_counter()
    bounded = BoundedModule(model, torch.zeros(1, n_in), device="cpu")
    proved_all = True
    for lo, hi, rows in cases:
        xl = torch.tensor([lo], dtype=torch.float32)
        xu = torch.tensor([hi], dtype=torch.float32)
        x = BoundedTensor((xl + xu) / 2, PerturbationLpNorm(norm=float("inf"), x_L=xl, x_U=xu))
        C = torch.tensor([[r[0] for r in rows]], dtype=torch.float32)
        d = torch.tensor([[r[1] for r in rows]], dtype=torch.float32)
        lb, _ = bounded.compute_bounds(x=(x,), method="CROWN", C=C, bound_upper=False)
        # the case (every row c.y <= d) is empty when some row has min c.y > d
        if not bool((lb > d).any()):
            proved_all = False
            break
    solve = time.perf_counter() - t0
    return {"result": "holds" if proved_all else "unknown", "solve": solve, "detail": "CROWN"}


def run_worker(kind, net, spec, timeout):
    try:
        out = {"marabou": worker_marabou, "crown": worker_crown}[kind](net, spec, timeout)
    except Exception as e:  # report, never crash the sweep
        out = {"result": "error", "solve": None, "detail": f"{type(e).__name__}: {e}"[:300]}
    sys.stdout.flush()
    print(MARK + json.dumps(out), flush=True)


# ---------------------------------------------------------------- driver
def run_tool(tool, net, spec, timeout, args):
    if tool == "shardproof":
        cmd = [args.shardproof, "robustness", "verify", "--model", net, "--spec", spec,
               "--method", args.shardproof_method, "--timeout", str(timeout), "--json"]
    else:
        cmd = [sys.executable, os.path.abspath(__file__), "--worker", tool, net, spec,
               str(timeout)]
    t0 = time.perf_counter()
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=2 * timeout + 30)
        wall = time.perf_counter() - t0
        out = p.stdout
    except subprocess.TimeoutExpired:
        return {"result": "unknown", "solve": None, "wall": time.perf_counter() - t0,
                "detail": "killed at hard limit"}
    if tool == "shardproof":
        try:
            j = json.loads(out)
            return {"result": j["result"], "solve": j.get("seconds"), "wall": wall,
                    "detail": j.get("decided_by", "")}
        except Exception:
            return {"result": "error", "solve": None, "wall": wall,
                    "detail": (p.stderr or out).strip().splitlines()[-1:] or "no output"}
    for line in out.splitlines()[::-1]:
        if line.startswith(MARK):
            r = json.loads(line[len(MARK):])
            r["wall"] = wall
            return r
    tail = (p.stderr or out).strip().splitlines()
    return {"result": "error", "solve": None, "wall": wall,
            "detail": f"exit {p.returncode}: " + (tail[-1] if tail else "no output")}


def summarize(rows, tools):
    lines = ["| benchmark | tool | instances | solved | holds | violated | unknown | error | "
             "wrong | median wall s | total wall s | median solve s | total solve s |",
             "|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for b in dict.fromkeys(r["benchmark"] for r in rows):
        for t in tools:
            rs = [r for r in rows if r["benchmark"] == b and r["tool"] == t]
            if not rs:
                continue
            cnt = {k: sum(r["result"] == k for r in rs)
                   for k in ("holds", "violated", "unknown", "error")}
            wrong = sum(r["result"] in ("holds", "violated") and r["result"] != r["expected"]
                        for r in rs)
            walls = [float(r["wall"]) for r in rs]
            solves = [float(r["solve"]) for r in rs if r["solve"] not in (None, "")]
            med_s = f"{statistics.median(solves):.3f}" if solves else "-"
            tot_s = f"{sum(solves):.1f}" if solves else "-"
            lines.append(f"| {b} | {t} | {len(rs)} | {cnt['holds'] + cnt['violated'] - wrong} | "
                         f"{cnt['holds']} | {cnt['violated']} | {cnt['unknown']} | "
                         f"{cnt['error']} | {wrong} | {statistics.median(walls):.3f} | "
                         f"{sum(walls):.1f} | {med_s} | {tot_s} |")
    return "\n".join(lines) + "\n"


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "--worker":
        run_worker(sys.argv[2], sys.argv[3], sys.argv[4], float(sys.argv[5]))
        return
    if len(sys.argv) > 1 and sys.argv[1] == "--summarize":  # table from raw CSVs (partial runs)
        rows = [r for path in sys.argv[2:] for r in csv.DictReader(open(path))]
        for r in rows:
            r["solve"] = r["solve"] or None
        print(summarize(rows, list(dict.fromkeys(r["tool"] for r in rows))), end="")
        return
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--instances", required=True)
    ap.add_argument("--tools", default="shardproof,marabou,crown")
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--shardproof", default=os.path.join(ROOT, "build", "cli", "shardproof"))
    ap.add_argument("--shardproof-method", default="auto")
    ap.add_argument("--raw", help="CSV of every run (appended to when it exists)")
    ap.add_argument("--markdown", help="write the summary table here")
    ap.add_argument("--data", default=DATA)
    args = ap.parse_args()
    tools = args.tools.split(",")
    rows = []
    raw = None
    if args.raw:
        new = not os.path.exists(args.raw)
        raw = open(args.raw, "a", newline="")
        w = csv.writer(raw)
        if new:
            w.writerow(["benchmark", "onnx", "vnnlib", "expected", "tool", "result",
                        "wall", "solve", "detail"])
    with open(args.instances) as f:
        insts = list(csv.DictReader(f))
    for inst in insts:
        b = inst["benchmark"]
        net = os.path.join(args.data, b, inst["onnx"])
        spec = os.path.join(args.data, b, inst["vnnlib"])
        for t in tools:
            r = run_tool(t, net, spec, args.timeout, args)
            row = {"benchmark": b, "onnx": inst["onnx"], "vnnlib": inst["vnnlib"],
                   "expected": inst["expected"], "tool": t, **r}
            rows.append(row)
            solve = "" if r["solve"] is None else f"{r['solve']:.4f}"
            print(f"{b},{inst['onnx']},{inst['vnnlib']},{inst['expected']},{t},"
                  f"{r['result']},{r['wall']:.3f},{solve},{r['detail']}", flush=True)
            if raw:
                csv.writer(raw).writerow([b, inst["onnx"], inst["vnnlib"], inst["expected"], t,
                                          r["result"], f"{r['wall']:.4f}", solve,
                                          str(r["detail"]).replace("\n", " ")])
                raw.flush()
    table = summarize(rows, tools)
    print(table)
    if args.markdown:
        open(args.markdown, "w").write(table)


if __name__ == "__main__":
    main()
