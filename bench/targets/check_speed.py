#!/usr/bin/env python3
"""`shardproof check --target T`'s CPU time against XLA's compile time for T (issue 39), per program.

    python3 bench/targets/check_speed.py BUILD_DIR [--target h100x8 ...] [--runs 3] [--min-ops 0]
        [--only REGEX] [--no-fix] [--json OUT]

compare_check.py times `check` on the wall clock, which a loaded machine (several builds on
two cores) stretches 2-4x; this takes the process's CPU time instead (user + system of the
child, `resource.getrusage(RUSAGE_CHILDREN)` around each run), the best of --runs, and sets it
beside the fixture's `compile_time_s` (XLA's single-threaded compile, wall, taken on an idle
machine). Ops: the program's operations (lines that apply a stablehlo, chlo, sdy or func op),
since the issue's goal is stated for programs of 1,000 ops or more.

  python3 bench/targets/check_speed.py build --target h100x8 --runs 3
  python3 bench/targets/check_speed.py build --target h100-2x8 --only llama70b
"""
import argparse
import glob
import json
import os
import re
import resource
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, "..", ".."))
OP_LINE = re.compile(r'^\s*(?:%[^=]+=\s*)?"?(?:stablehlo|chlo|sdy|func)\.[a-z_]+')


def count_ops(path):
    with open(path) as f:
        return sum(1 for line in f if OP_LINE.match(line) and "func.func" not in line)


def cpu_seconds(cmd):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    proc = subprocess.run(cmd, capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode not in (0, 1):
        raise RuntimeError(f"{' '.join(cmd)}: {proc.stderr.strip()[:300]}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("build_dir")
    ap.add_argument("--target", action="append", help="fixture directories (default h100x8)")
    ap.add_argument("--fixtures", default=os.path.join(REPO, "tests", "data", "targets"))
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--min-ops", type=int, default=0)
    ap.add_argument("--only", help="program name regex")
    ap.add_argument("--no-fix", action="store_true", help="pass --no-fix to check")
    ap.add_argument("--json", help="write the rows here")
    args = ap.parse_args()
    binary = os.path.join(args.build_dir, "cli", "shardproof")
    rows = []
    for tdir in args.target or ["h100x8"]:
        tdir = tdir.replace(":", "-")
        for f in sorted(glob.glob(os.path.join(args.fixtures, tdir, "*.json"))):
            fx = json.load(open(f))
            if fx.get("status") not in ("ok", "oom") or fx["program"].startswith("hbm_probe_"):
                continue
            if args.only and not re.search(args.only, fx["program"]):
                continue
            src = os.path.join(REPO, fx["source"])
            ops = count_ops(src)
            if ops < args.min_ops:
                continue
            cmd = [binary, "check", src, "--json", "--target", fx["target"]["name"]]
            if fx["syntax"] == "gspmd":
                cmd += ["--mesh", ",".join(f"{a['name']}={a['size']}" for a in fx["mesh"]["axes"])]
            if args.no_fix:
                cmd.append("--no-fix")
            cpu = min(cpu_seconds(cmd) for _ in range(args.runs))
            xla = fx.get("compile_time_s")
            rows.append({"target": fx["target"]["name"], "program": f"{fx['program']}.{fx['syntax']}", "ops": ops,
                         "check_cpu_s": cpu, "xla_compile_s": xla, "ratio": xla / cpu if xla and cpu > 0 else None})
            r = rows[-1]
            print(f"{r['target']:14} {r['program']:44} {ops:6d} ops  check {cpu:7.3f} s  XLA {xla or 0:7.2f} s  "
                  f"{(r['ratio'] or 0):8.1f}x", flush=True)
    for label, sel in (("all", rows), (">= 1,000 ops", [r for r in rows if r["ops"] >= 1000])):
        ratios = [r["ratio"] for r in sel if r["ratio"]]
        if ratios:
            print(f"{label}: {len(ratios)} programs, check CPU {sum(r['check_cpu_s'] for r in sel):.2f} s in all, "
                  f"median {statistics.median(ratios):.1f}x faster than XLA's compile, least {min(ratios):.1f}x")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)


if __name__ == "__main__":
    sys.exit(main())
