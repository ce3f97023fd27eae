#!/usr/bin/env python3
"""How many of `check`'s findings get a re-checked fix, and what the fix search costs `check`
(issue 43; partition/search/fix_search.h), over the model zoo (examples/models), the
third-party corpus (examples/thirdparty) and the exports with locations
(tests/data/python_locations, tests/data/fixes).

    python3 bench/fixes/fix_coverage.py BUILD_DIR/cli/shardproof [--fixes N] [--budget-fraction F]

For each program: `check FILE --json --no-fix` and `check FILE --json --fixes N` (default 4,
check's default), the user+system CPU seconds of each (the machine is shared: CPU time, not
wall time), and per kind of finding how many the search took, how many got a fix (removes /
shrinks) and how many it bounded. Prints one table per folder and the totals. With
--budget-fraction F each program is checked under a budget of F times its own peak, so each
has a budget overrun to fix.
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FOLDERS = ["examples/models", "examples/thirdparty", "tests/data/python_locations",
           "tests/data/python_locations/zoo", "tests/data/fixes"]
KINDS = ["conflict", "whole_gather", "expensive_redistribution", "memory_budget"]


def timed(cmd: list[str]) -> tuple[int, str, float]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return p.returncode, p.stdout, cpu


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("binary")
    ap.add_argument("--fixes", type=int, default=4)
    ap.add_argument("--budget-fraction", type=float, default=0,
                    help="also check each program with --memory-budget this fraction of its peak (a budget overrun)")
    args = ap.parse_args()
    totals = Counter()
    slowest = []
    for folder in FOLDERS:
        files = sorted((ROOT / folder).glob("*.mlir"))
        counts = Counter()
        for f in files:
            budget = []
            if args.budget_fraction > 0:
                code, out, _ = timed([args.binary, "check", str(f), "--json", "--no-fix"])
                if code not in (0, 1):
                    counts["not checked"] += 1
                    continue
                budget = ["--memory-budget", str(int(json.loads(out)["peak_memory_bytes"] * args.budget_fraction))]
            code0, _, cpu0 = timed([args.binary, "check", str(f), "--json", "--no-fix"] + budget)
            code1, out, cpu1 = timed([args.binary, "check", str(f), "--json", "--fixes", str(args.fixes)] + budget)
            if code1 not in (0, 1) or code0 != code1:
                counts["not checked"] += 1
                continue
            j = json.loads(out)
            counts["programs"] += 1
            counts["cpu_no_fix"] += cpu0
            counts["cpu_fix"] += cpu1
            slowest.append((cpu1 - cpu0, cpu0, cpu1, str(f.relative_to(ROOT))))
            counts["bounded"] += bool(j["fix_search"]["bounded"])
            counts["candidates"] += j["fix_search"]["candidates"]
            for d in j["errors"] + j["warnings"]:
                kind = d.get("kind")
                if kind not in KINDS:
                    continue
                counts[f"{kind}"] += 1
                fix = d.get("fix")
                if fix is None:
                    continue
                counts[f"{kind}:searched"] += 1
                if fix["found"]:
                    counts[f"{kind}:{fix['effect']}"] += 1
                    counts[f"change:{fix['change']['kind']}"] += 1
        print(f"## {folder}: {counts['programs']} programs checked ({counts['not checked']} not: bad input or an "
              f"exit code that differs), {counts['bounded']} searches bounded, {counts['candidates']} changes re-checked")
        print(f"   check CPU: {counts['cpu_no_fix']:.2f} s with --no-fix, {counts['cpu_fix']:.2f} s with --fixes {args.fixes}")
        for kind in KINDS:
            print(f"   {kind:26} {counts[kind]:5} findings, {counts[kind + ':searched']:4} searched, "
                  f"{counts[kind + ':removes']:4} removed, {counts[kind + ':shrinks']:4} shrunk")
        totals.update(counts)
    print(f"## all: {totals['programs']} programs, check CPU {totals['cpu_no_fix']:.2f} s -> {totals['cpu_fix']:.2f} s")
    for kind in KINDS:
        print(f"   {kind:26} {totals[kind]:5} findings, {totals[kind + ':searched']:4} searched, "
              f"{totals[kind + ':removes']:4} removed, {totals[kind + ':shrinks']:4} shrunk")
    print("   fixes by the change they make: " + ", ".join(
        f"{k} {totals['change:' + k]}" for k in ("argument", "constraint", "insert")))
    slowest.sort(reverse=True)
    print("## the fix search's largest CPU cost per program (added s, without -> with):")
    for added, cpu0, cpu1, name in slowest[:5]:
        print(f"   {added:+.2f} s  {cpu0:.2f} -> {cpu1:.2f}  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
