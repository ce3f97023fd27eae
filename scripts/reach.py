#!/usr/bin/env python3
"""make reach: issue 40's promise, "a program `check` calls sound runs and agrees", over every
Shardy program the repository holds, through the CLI as a user runs it. For each file:
`shardproof check FILE --json`, then `shardproof run FILE --json --repeat 1` under a time limit,
and per program one line: sound, every redistribution proved, and run's verdict.

  scripts/reach.py build                        # everything (about 33 minutes on 2 cores, loaded)
  scripts/reach.py build --only 'keras_.*_train' --timeout 60
  scripts/reach.py build --sets reach --json reach.json   # one record per program
  scripts/reach.py build --json reach2.json --resume reach.json   # on from an interrupted sweep

The sets:
  reach   tests/data/reach/*.mlir.gz (the sample `make test` runs) and tests/data/reach/more/
          (the rest): programs nobody here wrote, exported from library code (their README).
          Every one must be sound with every plan proved.
  zoo     examples/ (models, thirdparty) and tests/data/python_locations/zoo.
  corpus  every other program fixture: bench/targets/programs and tests/data/* (the bad-input
          corpus aside). Fixtures written to exercise one finding of `check` may be unsound:
          those are listed, not run (the promise is about sound programs).
A file is a Shardy program when its text declares a mesh (`sdy.mesh`); GSPMD files need a
--mesh and are the GSPMD half of the same exports.

What fails the sweep: a reach program not sound or with an unproved plan; a sound program
whose run reads MISMATCH (exit 1) or breaks (exit 4); an output that does not agree; a
collective that splits evenly but moved other bytes than the cost model's. What is listed,
with the reason `run` itself gives: programs it refuses (exit 2: an op without a kernel, a
construct it does not run: its first error line), programs it calls inconclusive (exit 3: the
reference is ill-conditioned at the elements that differ; exec/program_runner.h), and
programs that do not finish within --timeout seconds.
"""
from __future__ import annotations

import argparse
import gzip
import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def text_of(path: Path) -> str:
    data = path.read_bytes()
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    return data.decode("utf-8", errors="replace")


def programs(sets: list[str]) -> list[tuple[str, Path]]:
    found: list[tuple[str, Path]] = []
    reach = ROOT / "tests" / "data" / "reach"
    if "reach" in sets:
        found += [("reach", p) for p in sorted(reach.glob("*.mlir.gz")) + sorted((reach / "more").glob("*.mlir.gz"))]
    zoo_dirs = [ROOT / "examples", ROOT / "tests" / "data" / "python_locations" / "zoo"]
    if "zoo" in sets:
        for d in zoo_dirs:
            found += [("zoo", p) for p in sorted(d.rglob("*.mlir"))]
    if "corpus" in sets:
        skip = [reach, ROOT / "tests" / "data" / "bad"] + zoo_dirs
        for d in [ROOT / "bench" / "targets" / "programs", ROOT / "tests" / "data"]:
            for p in sorted(d.rglob("*.mlir")):
                if not any(p.is_relative_to(s) for s in skip):
                    found += [("corpus", p)]
    return [(s, p) for s, p in found if "sdy.mesh" in text_of(p)]


def run(cmd: list[str], timeout: float) -> tuple[int | None, str, str, float]:
    """rc (None: killed at the time limit), stdout, stderr, seconds."""
    start = time.monotonic()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
                            cwd=ROOT)  # paths relative to the repository, as run's messages then print them
    try:
        out, err = proc.communicate(timeout=timeout)
        return proc.returncode, out, err, time.monotonic() - start
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)  # the run's own process group (start_new_session)
        out, err = proc.communicate()
        return None, out, err, time.monotonic() - start


def first_line(text: str) -> str:
    lines = [l for l in text.strip().splitlines() if l.strip()]
    return lines[0][:300] if lines else ""


def sweep_one(binary: str, kind: str, path: Path, timeout: float) -> dict:
    rel = str(path.relative_to(ROOT))
    rec: dict = {"set": kind, "program": rel}
    rc, out, err, secs = run([binary, "check", rel, "--json"], timeout)
    rec["check_seconds"] = round(secs, 2)
    if rc is None or rc not in (0, 1):
        rec.update(status="FAIL" if kind == "reach" else "check refused",
                   reason=f"check did not finish in {timeout:.0f} s" if rc is None else f"check exit {rc}: {first_line(err)}")
        return rec
    report = json.loads(out)
    rec.update(sound=report["sound"], redistributions=report["redistributions"], proved=report["redistributions_proved"])
    if not report["sound"] or report["redistributions"] != report["redistributions_proved"]:
        errors = report.get("errors") or [{}]
        reason = f"not sound: {errors[0].get('message', '')}"[:300] if not report["sound"] else \
            f"{report['redistributions'] - report['redistributions_proved']} plans not proved"
        rec.update(status="FAIL" if kind == "reach" else "not sound", reason=reason)
        return rec
    rc, out, err, secs = run([binary, "run", rel, "--json", "--repeat", "1"], timeout)
    rec["run_seconds"] = round(secs, 2)
    if rc is None:
        rec.update(status="too slow", reason=f"run did not finish in {timeout:.0f} s")
    elif rc == 2:
        rec.update(status="refused", reason=first_line(err))
    elif rc in (0, 1, 3):
        r = json.loads(out)
        rec["verdict"] = r.get("verdict")
        problems = []
        if rc == 1:
            m = r.get("mismatch", {})
            problems.append(f"MISMATCH output {m.get('output')} ({m.get('name')}) index {m.get('index')}: "
                            f"expected {m.get('expected')}, got {m.get('actual')}")
        if rc == 0:
            problems += [f"output {o['index']} ({o['name']}) does not agree" for o in r["outputs"] if not o["agrees"]]
        problems += [f"{c['kind']} of {c['value']} at line {c['line']}: received {c['measured_recv_bytes']} B, "
                     f"modeled {c['modeled_recv_bytes']} B"
                     for c in r["collectives"] if c["splits_evenly"] and c["measured_recv_bytes"] != c["modeled_recv_bytes"]]
        if problems:
            rec.update(status="FAIL", reason="; ".join(problems)[:600])
        elif rc == 3:
            outs = [o for o in r["outputs"] if o.get("inconclusive_elements")]
            rec.update(status="inconclusive", reason=(
                f"{sum(o['inconclusive_elements'] for o in outs)} elements of {len(outs)} outputs beyond the rules "
                f"({sum(o['one_sided_elements'] for o in outs)} a NaN or infinity on one side only), each moved as far by "
                f"the partitioned run on {r['partitioned_perturbed_runs']} perturbed inputs (largest finite move "
                f"{max(o['max_own_sensitivity'] for o in outs):.3g})"))
        else:
            conditioned = sum(o["conditioned_elements"] for o in r["outputs"])
            rec.update(status="agrees", reason=f"{conditioned} element(s) by the conditioning term" if conditioned else "")
    else:
        rec.update(status="FAIL", reason=f"run exit {rc}: {first_line(err) or first_line(out)}")
    return rec


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("build", nargs="?", default="build")
    ap.add_argument("--sets", default="reach,zoo,corpus")
    ap.add_argument("--only", default="", help="regex on the program's path")
    ap.add_argument("--timeout", type=float, default=120, help="seconds for each check and each run")
    ap.add_argument("--json", help="write one record per program here")
    ap.add_argument("--resume", help="a previous --json: its programs are not run again, their records kept")
    a = ap.parse_args()
    binary = str(Path(a.build).resolve() / "cli" / "shardproof")
    todo = [(k, p) for k, p in programs(a.sets.split(",")) if re.search(a.only, str(p))]
    records = []
    done = {r["program"]: r for r in json.loads(Path(a.resume).read_text())} if a.resume else {}
    start = time.monotonic()
    for i, (kind, path) in enumerate(todo, 1):
        rel = str(path.relative_to(ROOT))
        rec = done[rel] if rel in done else sweep_one(binary, kind, path, a.timeout)
        if a.json:  # after every program, so that --resume can go on from an interrupted sweep
            Path(a.json).write_text(json.dumps(records + [rec], indent=1) + "\n")
        records.append(rec)
        secs = rec.get("check_seconds", 0) + rec.get("run_seconds", 0)
        print(f"[{i}/{len(todo)}] {rec['status']:13s} {secs:6.1f}s  {rec['program']}"
              + (f"  -- {rec['reason']}" if rec.get("reason") else ""), flush=True)
    total = time.monotonic() - start
    statuses = ["agrees", "inconclusive", "refused", "too slow", "not sound", "check refused", "FAIL"]
    print(f"\n{'set':8s} {'programs':>8s} {'sound':>6s} " + " ".join(f"{s:>13s}" for s in statuses) + f" {'seconds':>8s}")
    for kind in ["reach", "zoo", "corpus"]:
        rs = [r for r in records if r["set"] == kind]
        if not rs:
            continue
        secs = sum(r.get("check_seconds", 0) + r.get("run_seconds", 0) for r in rs)
        print(f"{kind:8s} {len(rs):8d} {sum(1 for r in rs if r.get('sound')):6d} "
              + " ".join(f"{sum(1 for r in rs if r['status'] == s):13d}" for s in statuses) + f" {secs:8.0f}")
    print(f"wall time {total:.0f} s")
    listed = [r for r in records if r["status"] not in ("agrees",)]
    if listed:
        print("\nNot counted as agreeing, with the reason:")
        for r in listed:
            print(f"  {r['status']:13s} {r['program']}: {r.get('reason', '')}")
    failed = [r for r in records if r["status"] == "FAIL"]
    print(f"\n{len(failed)} failed" if failed else "\nno failures")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
