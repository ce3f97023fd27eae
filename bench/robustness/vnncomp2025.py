"""The staged VNN-COMP 2025 benchmarks (../shared/data/robustness/vnncomp2025/, its README says
what is there) under `shardproof robustness verify`, at the competition's per-instance time
limits, beside the answers every tool published there (results.csv).

Per instance it runs the verifier once (`--timeout` = the instance's limit; the process is
killed 30 s after it), takes its wall time (loading the .gz files included, as the competition
counted start-up) and classes the answer against results.csv's consensus:
  decided  holds/violated equal to the consensus, within the limit
  wrong    holds/violated against the consensus, or a `violated` whose witness onnxruntime
           does not confirm (see below); any wrong answer is a bug
  late     the right answer, but after the limit (not counted as decided)
  unknown  unknown, time-out or error (errors are listed)
Every `violated` carries the witness input from `--json`; it is checked as the 2026 rules
check a counterexample, with onnxruntime on the staged file, not with shardproof's evaluator:
the input must lie in the property's box within 1e-4 and onnxruntime's output on it (float32,
the networks' type) must meet the property's output constraint exactly ("confirmed"), or only
up to VNN-COMP 2025's tolerance (atol 1e-4 + rtol 1e-3 on each output: "tolerance"); anything
else is "REFUTED" and counts as wrong. Without onnxruntime (run from bench/.venv, where
`pip install onnxruntime` puts it) the witnesses are "unchecked" and the script says so.

The table per benchmark sets shardproof's counts beside alpha-beta-CROWN's and the best other
tool's on the same instances (decided as the folder's README defines it: the consensus
answer, recorded time at most the limit). Their times are the competition's hardware (CPU or
GPU instances of one cost, start-up included), ours are this machine's.

  usage: python3 bench/robustness/vnncomp2025.py [--bin build/cli/shardproof] [--bench B ...]
             [--sample N] [--timeout-scale F] [--out runs.csv] [--resume]
    --sample N       N instances per benchmark, evenly spread over results.csv's rows (the
                     same N gives the same rows); default all
    --timeout-scale  multiply every limit (e.g. 0.2 for a quick look; the table says so)
    --resume         keep the rows already in --out (same binary) and run only the others
    --retry-open     with --resume: run again the rows left unknown (e.g. after a run at a
                     scaled limit), at this run's limits; the new rows replace them
    --shard I/N      only every N-th instance from the I-th (two processes on two cores)
    --only REGEX     only the instances whose onnx or vnnlib path matches REGEX
    --summary-only   tabulate --out without running anything
  e.g. bench/.venv/bin/python bench/robustness/vnncomp2025.py --bench sat_relu --sample 20
"""
import argparse
import csv
import gzip
import json
import math
import os
import re
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
DATA = os.environ.get("SHARDPROOF_DATA", os.path.join(ROOT, "..", "shared", "data", "robustness"))
# Small benchmarks first (the order the issue asks for).
BENCHMARKS = ["safenlp_2024", "sat_relu", "cora_2024", "malbeware", "tllverifybench_2023",
              "metaroom_2023", "linearizenn_2024"]
TOOLS = ["alpha_beta_crown", "neuralsat", "pyrat", "cora", "nnenum", "nnv", "sobolbox"]
X_TOL = 1e-4                  # a witness input may leave the box by this much (2026 rules)
Y_ATOL, Y_RTOL = 1e-4, 1e-3   # VNN-COMP 2025's output tolerance (SCORING-SMALL-TOL)


# ---------------------------------------------------------------- VNN-LIB, for witness checks
def tokens(text):
    out = []
    for line in text.splitlines():
        line = line.split(";", 1)[0]
        out.extend(line.replace("(", " ( ").replace(")", " ) ").split())
    return out


def parse_sexprs(text):
    stack, top = [], []
    for t in tokens(text):
        if t == "(":
            stack.append([])
        elif t == ")":
            e = stack.pop()
            (stack[-1] if stack else top).append(e)
        else:
            (stack[-1] if stack else top).append(t)
    return top


def read_text(path):
    with (gzip.open(path, "rt") if path.endswith(".gz") else open(path)) as f:
        return f.read()


def term_value(t, x, y):
    if isinstance(t, str):
        if t.startswith("X_"):
            return x[int(t[2:])]
        if t.startswith("Y_"):
            return y[int(t[2:])]
        return float(t)
    op, args = t[0], [term_value(a, x, y) for a in t[1:]]
    if op == "+":
        return sum(args)
    if op == "-":
        return -args[0] if len(args) == 1 else args[0] - sum(args[1:])
    if op == "*":
        return math.prod(args)
    raise ValueError(f"unsupported VNN-LIB term {op}")


def mentions_y(t):
    if isinstance(t, str):
        return t.startswith("Y_")
    return any(mentions_y(a) for a in t[1:])


def holds(f, x, y, y_slack):
    """The formula at (x, y): comparisons over inputs only with X_TOL slack, those with outputs
    with y_slack(y-terms) slack (0 for the exact check)."""
    op = f[0]
    if op == "and":
        return all(holds(g, x, y, y_slack) for g in f[1:])
    if op == "or":
        return any(holds(g, x, y, y_slack) for g in f[1:])
    if op in ("<=", ">=", "<", ">"):
        a, b = term_value(f[1], x, y), term_value(f[2], x, y)
        if op in (">=", ">"):
            a, b = b, a
        slack = y_slack(f) if mentions_y(f) else X_TOL
        return a <= b + slack if op in ("<=", ">=") or slack > 0 else a < b
    raise ValueError(f"unsupported VNN-LIB formula {op}")


class Property:
    def __init__(self, path):
        self.asserts = [e[1] for e in parse_sexprs(read_text(path))
                        if isinstance(e, list) and e and e[0] == "assert"]

    def check(self, x, y):
        exact = all(holds(a, x, y, lambda f: 0.0) for a in self.asserts)
        if exact:
            return "confirmed"
        tol = Y_ATOL + Y_RTOL * max((abs(v) for v in y), default=0.0)
        if all(holds(a, x, y, lambda f: tol) for a in self.asserts):
            return "tolerance"
        return "REFUTED"


class Onnx:
    """onnxruntime sessions, the last few kept (tllverifybench's nets are up to 270 MB)."""

    def __init__(self):
        try:
            import numpy
            import onnxruntime
            self.np, self.ort = numpy, onnxruntime
        except ImportError:
            self.ort = None
        self.cache = {}

    def run(self, path, x):
        if path not in self.cache:
            if len(self.cache) >= 2:
                self.cache.pop(next(iter(self.cache)))
            with (gzip.open(path, "rb") if path.endswith(".gz") else open(path, "rb")) as f:
                opts = self.ort.SessionOptions()
                opts.intra_op_num_threads = 1
                self.cache[path] = self.ort.InferenceSession(f.read(), opts, providers=["CPUExecutionProvider"])
        s = self.cache[path]
        inp = s.get_inputs()[0]
        dtype = {"tensor(double)": self.np.float64}.get(inp.type, self.np.float32)
        shape = [d if isinstance(d, int) and d > 0 else 1 for d in inp.shape]
        if math.prod(shape) != len(x):
            shape = [1, len(x)] if len(shape) == 2 else [len(x)]
        out = s.run(None, {inp.name: self.np.asarray(x, dtype=dtype).reshape(shape)})
        return [float(v) for v in self.np.asarray(out[0], dtype=self.np.float64).ravel()]


# ---------------------------------------------------------------- runs
def pick(rows, n):
    if not n or n >= len(rows):
        return rows
    return [rows[int(i * len(rows) / n)] for i in range(n)]


def run_one(binary, onnx, vnnlib, limit):
    start = time.monotonic()
    try:
        p = subprocess.run([binary, "robustness", "verify", "--model", onnx, "--spec", vnnlib,
                            "--timeout", f"{limit:g}", "--json"],
                           capture_output=True, text=True, timeout=limit + 30)
        wall = time.monotonic() - start
        if p.returncode != 0:
            err = (p.stderr.strip().splitlines() or ["exit %d" % p.returncode])[-1]
            return {"result": "error", "seconds": wall, "error": err[:200]}
        j = json.loads(p.stdout)
        return {"result": j.get("result", "error"), "seconds": wall,
                "decided_by": j.get("decided_by", ""), "witness": j.get("witness")}
    except subprocess.TimeoutExpired:
        return {"result": "killed", "seconds": time.monotonic() - start}


FIELDS = ["benchmark", "onnx", "vnnlib", "timeout", "limit", "consensus", "result", "seconds",
          "decided_by", "witness_check", "class", "error", "binary"]


def classify(row):
    r, c = row["result"], row["consensus"]
    if r not in ("holds", "violated"):
        return "unknown"
    if row["witness_check"] == "REFUTED" or (c in ("holds", "violated") and r != c):
        return "wrong"
    if c == "none" and r == "holds":
        return "unjudged"  # nobody decided it in 2025 and there is no witness to check
    return "decided" if float(row["seconds"]) <= float(row["limit"]) else "late"


def peer_decided(r, tool):
    a, t = r.get(f"{tool}_answer"), r.get(f"{tool}_time")
    if a is None or a not in ("holds", "violated") or a != r["consensus"]:
        return False
    return float(t) <= float(r["timeout"])


def summarize(rows, results, out=sys.stdout):
    print("| benchmark | run / staged | limit s | shardproof decided | holds | violated | wrong | late"
          " | unknown | witnesses confirmed by onnxruntime | median s | total s | alpha-beta-CROWN"
          " decided | best other tool decided |", file=out)
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|", file=out)
    for b in BENCHMARKS:
        rs = [r for r in rows if r["benchmark"] == b]
        if not rs:
            continue
        keys = {(r["onnx"], r["vnnlib"], i) for i, r in enumerate(rs)}
        staged = results[b]
        # The same instances among results.csv's rows (sat_relu lists one pair twice).
        counted, peers = {}, {t: 0 for t in TOOLS}
        for r in rs:
            counted[(r["onnx"], r["vnnlib"])] = counted.get((r["onnx"], r["vnnlib"]), 0) + 1
        seen = {}
        for pr in staged:
            k = (pr["onnx"], pr["vnnlib"])
            if seen.get(k, 0) >= counted.get(k, 0):
                continue
            seen[k] = seen.get(k, 0) + 1
            for t in TOOLS:
                peers[t] += peer_decided(pr, t)
        cls = [r["class"] for r in rs]
        viol = [r for r in rs if r["result"] == "violated"]
        confirmed = sum(r["witness_check"] in ("confirmed", "tolerance") for r in viol)
        unchecked = sum(r["witness_check"] == "unchecked" for r in viol)
        times = [float(r["seconds"]) for r in rs]
        limits = sorted({float(r["limit"]) for r in rs})
        others = {t: n for t, n in peers.items() if t != "alpha_beta_crown" and any(f"{t}_answer" in pr for pr in staged)}
        best = max(others.values()) if others else 0
        best_names = ", ".join(t for t, n in others.items() if n == best)
        wc = f"{confirmed} of {len(viol)}" + (f" ({unchecked} unchecked)" if unchecked else "")
        tol = sum(r["witness_check"] == "tolerance" for r in viol)
        if tol:
            wc += f" ({tol} only within tolerance)"
        print(f"| {b} | {len(rs)} / {len(staged)} | {'/'.join(f'{l:g}' for l in limits)} | "
              f"{cls.count('decided')} | {sum(r['result'] == 'holds' for r in rs)} | {len(viol)} | "
              f"{cls.count('wrong')} | {cls.count('late')} | "
              f"{cls.count('unknown') + cls.count('unjudged')} | {wc} | "
              f"{statistics.median(times):.2f} | {sum(times):.0f} | {peers['alpha_beta_crown']} | "
              f"{best} ({best_names}) |", file=out)
    # Who decided, in 2025, the instances shardproof left open (where the gap is).
    for b in BENCHMARKS:
        rs = [r for r in rows if r["benchmark"] == b and r["class"] in ("unknown", "late", "unjudged")]
        if not rs:
            continue
        by_key = {}
        for pr in results[b]:
            by_key.setdefault((pr["onnx"], pr["vnnlib"]), pr)
        counts = {t: sum(peer_decided(by_key[(r["onnx"], r["vnnlib"])], t) for r in rs) for t in TOOLS
                  if any(f"{t}_answer" in pr for pr in results[b][:1])}
        nobody = sum(not any(peer_decided(by_key[(r["onnx"], r["vnnlib"])], t) for t in TOOLS) for r in rs)
        print(f"{b}: of the {len(rs)} left open here, 2025 decided " +
              ", ".join(f"{t} {n}" for t, n in counts.items()) + f"; no tool {nobody}", file=out)
    for r in rows:
        if r["class"] == "wrong":
            print(f"WRONG: {r['benchmark']} {r['onnx']} {r['vnnlib']}: consensus {r['consensus']}, "
                  f"shardproof {r['result']}, witness {r['witness_check']}", file=out)
        if r["class"] == "unjudged":
            print(f"unjudged (no 2025 tool decided it): {r['benchmark']} {r['onnx']} {r['vnnlib']} holds",
                  file=out)
        if r["result"] in ("error", "killed"):
            print(f"{r['result']}: {r['benchmark']} {r['onnx']} {r['vnnlib']} {r.get('error', '')}", file=out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bin", default=os.path.join(ROOT, "build", "cli", "shardproof"))
    ap.add_argument("--bench", nargs="*", default=BENCHMARKS)
    ap.add_argument("--sample", type=int, default=0)
    ap.add_argument("--timeout-scale", type=float, default=1.0)
    ap.add_argument("--out", default="")
    ap.add_argument("--resume", action="store_true")
    ap.add_argument("--summary-only", action="store_true")
    ap.add_argument("--retry-open", action="store_true")
    ap.add_argument("--shard", default="0/1")
    ap.add_argument("--only", default="")
    a = ap.parse_args()
    if os.path.isdir(a.bin):
        a.bin = os.path.join(a.bin, "cli", "shardproof")
    unknown = [b for b in a.bench if b not in BENCHMARKS]
    if unknown:
        sys.exit(f"unknown benchmark(s) {unknown}; staged: {BENCHMARKS}")
    root = os.path.join(DATA, "vnncomp2025")
    results = {b: list(csv.DictReader(open(os.path.join(root, b, "results.csv")))) for b in BENCHMARKS}
    done = []
    if a.out and (a.resume or a.summary_only) and os.path.exists(a.out):
        done = list(csv.DictReader(open(a.out)))
    if a.summary_only:
        summarize(done, results)
        return
    shard_i, shard_n = (int(v) for v in a.shard.split("/"))
    if a.retry_open:
        keep = [r for r in done if r["class"] != "unknown"]
        retry = {(r["benchmark"], r["onnx"], r["vnnlib"]) for r in done if r["class"] == "unknown"}
        done = keep
        with open(a.out, "w", newline="") as fh0:
            w0 = csv.DictWriter(fh0, fieldnames=FIELDS)
            w0.writeheader()
            w0.writerows(keep)
    onnx = Onnx()
    if onnx.ort is None:
        print("onnxruntime is not importable here: witnesses stay unchecked "
              "(run with bench/.venv/bin/python after `pip install onnxruntime` there)", file=sys.stderr)
    rows = list(done)
    have = {}
    for r in done:
        k = (r["benchmark"], r["onnx"], r["vnnlib"])
        have[k] = have.get(k, 0) + 1
    writer = None
    if a.out:
        new = not (a.resume and os.path.exists(a.out))
        fh = open(a.out, "w" if new else "a", newline="")
        writer = csv.DictWriter(fh, fieldnames=FIELDS)
        if new:
            writer.writeheader()
    for b in [b for b in BENCHMARKS if b in a.bench]:
        for idx, pr in enumerate(pick(results[b], a.sample)):
            k = (b, pr["onnx"], pr["vnnlib"])
            if idx % shard_n != shard_i or (a.retry_open and k not in retry):
                continue
            if a.only and not re.search(a.only, pr["onnx"] + " " + pr["vnnlib"]):
                continue
            if have.get(k, 0) > 0:
                have[k] -= 1
                continue
            limit = float(pr["timeout"]) * a.timeout_scale
            onnx_path, spec_path = os.path.join(root, b, pr["onnx"]), os.path.join(root, b, pr["vnnlib"])
            r = run_one(a.bin, onnx_path, spec_path, limit)
            check = ""
            if r["result"] == "violated":
                w = r.get("witness") or {}
                if not w.get("x"):
                    check = "REFUTED"  # a violated answer without a witness input
                elif onnx.ort is None:
                    check = "unchecked"
                else:
                    y = onnx.run(onnx_path, w["x"])
                    check = Property(spec_path).check(w["x"], y)
            row = {"benchmark": b, "onnx": pr["onnx"], "vnnlib": pr["vnnlib"], "timeout": pr["timeout"],
                   "limit": f"{limit:g}", "consensus": pr["consensus"], "result": r["result"],
                   "seconds": f"{r['seconds']:.3f}", "decided_by": r.get("decided_by", ""),
                   "witness_check": check, "error": r.get("error", ""), "binary": a.bin}
            row["class"] = classify(row)
            rows.append(row)
            if writer:
                writer.writerow(row)
                fh.flush()
            print(f"{b} {pr['onnx']} {pr['vnnlib']}: {r['result']} in {r['seconds']:.2f} s "
                  f"(consensus {pr['consensus']}; {row['class']}{'; witness ' + check if check else ''})",
                  file=sys.stderr, flush=True)
    if a.timeout_scale != 1.0:
        print(f"(limits scaled by {a.timeout_scale:g} of the competition's)")
    summarize(rows, results)


if __name__ == "__main__":
    main()
