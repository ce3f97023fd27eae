#!/usr/bin/env python3
"""Compare shardproof's per-device memory estimate with XLA's memory_analysis() (issue 4).

    python3 bench/models/compare_memory.py BUILD_DIR [--models DIR] [--json OUT.json]

For every examples/models/*.mlir, runs `BUILD_DIR/cli/shardproof check FILE --json --topology
T` (T: --topology, default examples/topologies/xla-cpu-8.json, XLA's CPU backend, which computes
bf16 in f32; GSPMD files get `--mesh` from the .xla.json mesh, so their axes carry the
intended names) and
compares our `peak_memory_bytes` with XLA's `derived_total_bytes` (argument + output + temp -
alias, per device: XLA CPU's `peak_memory_in_bytes` leaves the temp arena out; see
bench/models/README.md). Prints a markdown table (XLA's arguments / output / temp, ours:
parameters / activations / peak, the ratio ours/XLA) and a summary: how many are within 10%,
the median and the largest absolute error. Plain Python 3, no JAX needed.
Exit status 0 unless a program could not be checked at all.
"""
import argparse
import glob
import json
import os
import statistics
import subprocess
import sys

TOLERANCE = 0.10


def mib(b):
    return f"{b / 1048576:.2f}"


def mesh_flag(meta):
    return ",".join(f"{a['name']}={a['size']}" for a in meta["mesh"]["axes"])


def run_check(binary, mlir, meta, topology):
    cmd = [binary, "check", mlir, "--json", "--topology", topology]
    if ".gspmd." in os.path.basename(mlir):
        cmd += ["--mesh", mesh_flag(meta)]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    # Exit 1 = the plan has violations (still a cost report); 2 = bad input.
    if proc.returncode not in (0, 1):
        return None, " ".join(cmd), proc.stderr.strip()
    return json.loads(proc.stdout), " ".join(cmd), ""


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("build_dir")
    parser.add_argument("--models", default=os.path.join(here, "..", "..", "examples", "models"))
    parser.add_argument("--json", help="also write the rows as JSON here")
    # XLA's CPU backend computes bf16 in f32 (its temporaries are f32): the comparison runs
    # our model for that backend, not for the default GPU topology.
    parser.add_argument("--topology", default=os.path.join(here, "..", "..", "examples", "topologies", "xla-cpu-8.json"),
                        help="topology JSON for `check` (default: examples/topologies/xla-cpu-8.json, XLA's CPU backend)")
    args = parser.parse_args()
    binary = os.path.join(args.build_dir, "cli", "shardproof")
    if not os.access(binary, os.X_OK):
        sys.exit(f"compare_memory.py: no executable {binary} (build the 'shardproof' target)")

    rows, failures = [], []
    for mlir in sorted(glob.glob(os.path.join(args.models, "*.mlir"))):
        base = mlir[: -len(".mlir")]
        with open(base + ".xla.json") as f:
            meta = json.load(f)
        ours, cmd, err = run_check(binary, mlir, meta, args.topology)
        name = os.path.basename(base)
        if ours is None:
            failures.append((name, err))
            continue
        ma = meta["memory_analysis"]
        xla = ma["derived_total_bytes"]
        est = ours["peak_memory_bytes"]
        rows.append({
            "program": name,
            "xla_arguments": ma["argument_size_in_bytes"],
            "xla_output": ma["output_size_in_bytes"],
            "xla_temp": ma["temp_size_in_bytes"],
            "xla_alias": ma.get("alias_size_in_bytes", 0),
            "xla_total": xla,
            "ours_parameters": ours["parameter_bytes"],
            "ours_activations": ours["peak_activation_bytes"],
            "ours_peak": est,
            "ratio": est / xla if xla else float("inf"),
            "proved": ours["redistributions_proved"] == ours["redistributions"],
        })

    print("| program | XLA args MiB | XLA out MiB | XLA temp MiB | XLA total MiB | ours params MiB "
          "| ours activations MiB | ours peak MiB | ours/XLA | within 10% |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|:---:|")
    for r in rows:
        ok = abs(r["ratio"] - 1) <= TOLERANCE
        print(f"| `{r['program']}` | {mib(r['xla_arguments'])} | {mib(r['xla_output'])} | {mib(r['xla_temp'])} "
              f"| {mib(r['xla_total'])} | {mib(r['ours_parameters'])} | {mib(r['ours_activations'])} "
              f"| {mib(r['ours_peak'])} | {r['ratio']:.3f} | {'yes' if ok else 'no'} |")
    for name, err in failures:
        print(f"| `{name}` | | | | | | | | check failed: {err.splitlines()[0] if err else '?'} | no |")

    errors = [abs(r["ratio"] - 1) for r in rows]
    within = sum(e <= TOLERANCE for e in errors)
    total = len(rows) + len(failures)
    print()
    print(f"within 10% of XLA's derived_total_bytes: {within}/{total} programs")
    if errors:
        print(f"median |ours/XLA - 1|: {100 * statistics.median(errors):.1f}%, "
              f"mean: {100 * statistics.mean(errors):.1f}%, max: {100 * max(errors):.1f}% "
              f"({rows[errors.index(max(errors))]['program']})")
        under = sum(r["ratio"] < 1 - TOLERANCE for r in rows)
        over = sum(r["ratio"] > 1 + TOLERANCE for r in rows)
        print(f"outside 10%: {under} under-estimates, {over} over-estimates, {len(failures)} not checked")
        print(f"every redistribution proved: {sum(r['proved'] for r in rows)}/{total} programs")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"rows": rows, "failures": failures}, f, indent=1)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
