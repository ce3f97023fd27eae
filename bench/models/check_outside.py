#!/usr/bin/env python3
"""`shardproof check` on every export of export_outside.py against XLA's memory_analysis():
one line per file (ours/XLA, within 10% or not, every redistribution proved or not), then the
count. Usage: python3 bench/models/check_outside.py [--out DIR] [--cli PATH] [FILTER]"""
import argparse, glob, json, os, subprocess
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("filter", nargs="?", default="")
    ap.add_argument("--out", default=str(HERE / "outside"))
    ap.add_argument("--cli", default=str(ROOT / "build" / "cli" / "shardproof"))
    ap.add_argument("--topology", default=str(ROOT / "examples" / "topologies" / "xla-cpu-8.json"))
    a = ap.parse_args()
    n = ok = proved_all = 0
    for f in sorted(glob.glob(os.path.join(a.out, "*.mlir"))):
        base = os.path.basename(f)[:-5]
        if a.filter not in base:
            continue
        xla = json.load(open(os.path.join(a.out, base + ".xla.json")))
        mesh = ",".join(f"{x['name']}={x['size']}" for x in xla["mesh"]["axes"])
        extra = ["--mesh", mesh] if base.endswith(".gspmd") else []
        p = subprocess.run([a.cli, "check", f, *extra, "--json", "--topology", a.topology],
                           capture_output=True, text=True)
        xla_bytes = xla["memory_analysis"]["derived_total_bytes"]
        try:
            report = json.loads(p.stdout)
        except json.JSONDecodeError:
            print(f"{base:45} exit {p.returncode}: {p.stderr.strip()[:120]}")
            continue
        ratio = report["peak_memory_bytes"] / xla_bytes
        proved = report["redistributions_proved"] == report["redistributions"]
        n += 1
        ok += abs(ratio - 1) <= 0.1
        proved_all += proved
        print(f"{base:45} {ratio:6.3f} {'ok  ' if abs(ratio - 1) <= 0.1 else 'MISS'} "
              f"xla {xla_bytes / 2**20:6.2f} MiB ours {report['peak_memory_bytes'] / 2**20:6.2f} MiB "
              f"proved {report['redistributions_proved']}/{report['redistributions']}")
    print(f"checked: {n}; every redistribution proved: {proved_all}; memory within 10% of XLA: {ok}/{n}")


if __name__ == "__main__":
    main()
