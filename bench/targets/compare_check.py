#!/usr/bin/env python3
"""`shardproof check --target T` against XLA's own compiler for T (issue 39), per program.

    python3 bench/targets/compare_check.py BUILD_DIR [--target h100x8 ...] [--json OUT] [--rows]
        [--fixtures tests/data/targets] [--check-target NAME]

For every fixture of tests/data/targets/<target>/ that XLA compiled (`status` ok or `oom`),
runs `BUILD_DIR/cli/shardproof check SOURCE --json --target T` (GSPMD files get `--mesh` from
the fixture's mesh) and compares:
  - memory: our `peak_memory_bytes` against the fixture's `memory.per_device_bytes` (the
    target's formula: GPU argument + output + temp - alias, TPU the HBM total), within 10%;
  - collectives: our count per kind (inserted and written ones, as `--json` lists them)
    against XLA's logical collectives after its combiners (`collective_counts`), equal in
    kind and count, and within 10% in bytes (operand bytes per device, summed per kind);
  - fits (TPU): our verdict under the chip's HBM against the compiler's.
Each figure is reported for the two halves of the corpus separately (the fixture's `half`:
`fit`, the programs a rule may be fitted on, and `held-out`, never looked at while fitting),
so that generalisation is measured, not assumed. Plain Python 3; no JAX.
Exit status 0 unless a program could not be checked at all.
"""
import argparse
import collections
import glob
import json
import os
import statistics
import subprocess
import sys
import time

TOLERANCE = 0.10
HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, "..", ".."))


def mesh_flag(mesh):
    return ",".join(f"{a['name']}={a['size']}" for a in mesh["axes"])


def run_check(binary, fixture, target_flag):
    src = os.path.join(REPO, fixture["source"])
    cmd = [binary, "check", src, "--json"] + target_flag
    if fixture["syntax"] == "gspmd":
        cmd += ["--mesh", mesh_flag(fixture["mesh"])]
    start = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    if proc.returncode not in (0, 1):
        return None, " ".join(cmd), proc.stderr.strip()[:300]
    report = json.loads(proc.stdout)
    report["_seconds"] = seconds
    return report, " ".join(cmd), ""


# Our collectives as the target's compiler issues them (`collectives_combined`: after its
# combiners, rule C1), folded to XLA's kinds; an all_slice moves nothing and XLA emits no
# collective for it; a permute is XLA's collective_permute. Bytes: operand bytes per device.
def our_counts(report):
    counts, nbytes = collections.Counter(), collections.Counter()
    for c in report.get("collectives_combined", report.get("collectives", [])):
        kind = c["kind"]
        if kind in ("all_slice", "slice"):
            continue
        kind = {"permute": "collective_permute", "exchange": "collective_permute"}.get(kind, kind)
        counts[kind] += 1
        nbytes[kind] += c.get("operand_bytes", 0)
    return counts, nbytes


def xla_bytes(fixture):
    nbytes = collections.Counter()
    for c in fixture.get("collectives", []):
        nbytes[c["kind"]] += c.get("operand_bytes", 0) or 0
    return nbytes


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("build_dir")
    ap.add_argument("--target", action="append", help="fixture target names (default: every directory)")
    ap.add_argument("--fixtures", default=os.path.join(REPO, "tests", "data", "targets"))
    ap.add_argument("--check-target", help="the --target given to check (default: the fixture's target name)")
    ap.add_argument("--topology", help="give check --topology FILE instead of --target")
    ap.add_argument("--json", help="also write the rows as JSON here")
    ap.add_argument("--rows", action="store_true", help="print one row per program")
    args = ap.parse_args()
    binary = os.path.join(args.build_dir, "cli", "shardproof")
    if not os.access(binary, os.X_OK):
        sys.exit(f"compare_check.py: no executable {binary}")
    targets = args.target or sorted(d for d in os.listdir(args.fixtures) if os.path.isdir(os.path.join(args.fixtures, d)))
    all_rows, failures = [], 0
    for tdir in targets:
        tdir = tdir.replace(":", "-")
        files = sorted(glob.glob(os.path.join(args.fixtures, tdir, "*.json")))
        rows = []
        for f in files:
            fx = json.load(open(f))
            if fx.get("status") not in ("ok", "oom"):
                continue
            name = fx["target"]["name"]
            flag = ["--topology", args.topology] if args.topology else ["--target", args.check_target or name]
            report, cmd, err = run_check(binary, fx, flag)
            if report is None:
                failures += 1
                print(f"{tdir}/{os.path.basename(f)}: check failed: {err}", file=sys.stderr)
                continue
            ours_c, ours_b = our_counts(report)
            theirs_c = collections.Counter(fx.get("collective_counts", {}))
            theirs_b = xla_bytes(fx)
            xla_mem = fx["memory"]["per_device_bytes"] if fx.get("status") == "ok" else None
            row = {
                "target": name, "program": f"{fx['program']}.{fx['syntax']}", "half": fx["half"],
                "xla_bytes": xla_mem, "ours_bytes": report["peak_memory_bytes"],
                "ratio": report["peak_memory_bytes"] / xla_mem if xla_mem else None,
                "collectives_equal": ours_c == theirs_c,
                "bytes_close": all(abs(ours_b[k] - theirs_b[k]) <= TOLERANCE * max(theirs_b[k], 1) for k in set(ours_b) | set(theirs_b)),
                "ours_collectives": dict(ours_c), "xla_collectives": dict(theirs_c),
                "xla_fits": fx.get("fits"), "ours_fits": report.get("fits"),
                "xla_flops": (fx.get("cost_analysis") or {}).get("flops"), "ours_flops": report.get("flops"),
                "xla_compile_s": fx.get("compile_time_s"), "check_s": report["_seconds"], "command": cmd,
            }
            rows.append(row)
        all_rows += rows
        if not rows:
            continue
        probes = [r for r in rows if r["program"].startswith("hbm_probe_")]
        rows = [r for r in rows if not r["program"].startswith("hbm_probe_")]
        if probes:
            agree = sum(r["xla_fits"] == r["ours_fits"] for r in probes)
            print(f"\n### {tdir}: fits or not, {len(probes)} HBM probes (y = 2x around the compiler's limit): "
                  f"check's verdict equals XLA's on {agree}")
            for r in probes:
                if r["xla_fits"] != r["ours_fits"]:
                    print(f"  {r['program']}: XLA fits={r['xla_fits']}, check fits={r['ours_fits']}")
            fits_rows = [r for r in rows if r["xla_fits"] is not None]
            print(f"  the corpus ({len(fits_rows)} programs): equal on {sum(r['xla_fits'] == r['ours_fits'] for r in fits_rows)}")
        print(f"\n### {tdir}: {len(rows)} programs\n")
        if args.rows:
            print("| program | half | XLA MiB | ours MiB | ratio | collectives XLA | ours |")
            print("|---|---|---|---|---|---|---|")
            for r in rows:
                ratio = f"{r['ratio']:.2f}" if r["ratio"] else "-"
                xm = f"{r['xla_bytes'] / 2**20:.2f}" if r["xla_bytes"] else "oom"
                print(f"| {r['program']} | {r['half']} | {xm} | {r['ours_bytes'] / 2**20:.2f} | {ratio} | "
                      f"{r['xla_collectives']} | {r['ours_collectives']} |")
            print()
        print("| half | programs | memory within 10% | median ours/XLA | collectives equal (kind, count) | bytes within 10% |")
        print("|---|---|---|---|---|---|")
        for half in ("fit", "held-out", "all"):
            hs = [r for r in rows if half == "all" or r["half"] == half]
            ratios = [r["ratio"] for r in hs if r["ratio"]]
            within = sum(1 for x in ratios if abs(x - 1) <= TOLERANCE)
            eq = sum(r["collectives_equal"] for r in hs)
            close = sum(r["bytes_close"] for r in hs)
            med = f"{statistics.median(ratios):.3f}" if ratios else "-"
            print(f"| {half} | {len(hs)} | {within}/{len(ratios)} ({100 * within / max(len(ratios), 1):.0f}%) | {med} | "
                  f"{eq}/{len(hs)} | {close}/{len(hs)} |")
        flops = [r["ours_flops"] / r["xla_flops"] for r in rows if r.get("xla_flops") and r.get("ours_flops")]
        if flops:
            within = sum(abs(x - 1) <= TOLERANCE for x in flops)
            print(f"\nFLOPs per device against XLA's cost_analysis(): within 10% on {within}/{len(flops)}, "
                  f"median ours/XLA {statistics.median(flops):.3f}")
        speed = [r["xla_compile_s"] / r["check_s"] for r in rows if r.get("xla_compile_s") and r["check_s"] > 0]
        if speed:
            print(f"\ncheck (wall, whole process) against XLA's compile for {tdir}: median {statistics.median(speed):.1f}x "
                  f"faster, least {min(speed):.1f}x, over {len(speed)} programs")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(all_rows, f, indent=1)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
