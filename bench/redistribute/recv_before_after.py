#!/usr/bin/env python3
"""Received bytes before and after a synthesizer change: `shardproof redistribute --json --verify`
of two builds on the cases of bench/redistribute/compare.py (no JAX needed) and issue 41's
x4 y4 z4 reshard, one markdown row each (recv MiB, modeled us, the new plan's largest shard,
its correctness verdict and steps), then how many cases receive fewer or more bytes.

    python3 bench/redistribute/recv_before_after.py bench/redistribute/compare.py OLD_CLI NEW_CLI [TOPOLOGY.json]

(bench/RESULTS.md, "Exchange into a share, then gather (issue 41, item 6)").
"""
import json, re, subprocess, sys
src = open(sys.argv[1]).read()
block = src[src.index("CASES = ["):]
block = block[:block.index("\n]\n") + 3]
ns = {}
exec(block, ns)
cases = ns["CASES"] + [("issue 41.6", [("x", 4), ("y", 4), ("z", 4)], (1024, 1024, 64), "f32", '[{"x","y"},{},{}]', '[{},{"y","x"},{}]')]
bins = sys.argv[2:4]
topo = sys.argv[4:]
def run(b, c):
    kind, axes, shape, dtype, s, d = c
    mesh = ",".join(f"{n}={k}" for n, k in axes)
    out = subprocess.run([b, "redistribute", "--mesh", mesh, "--shape", "x".join(map(str, shape)), "--dtype", dtype,
                          "--from", s, "--to", d, "--json", "--verify"] + (["--topology", topo[0]] if topo else []),
                         capture_output=True, text=True)
    j = json.loads(out.stdout)
    v = j.get("verification", {})
    status = v.get("correctness", {}).get("status") if isinstance(v.get("correctness"), dict) else v.get("status")
    return j["recv_bytes"], j["peak_shard_bytes"], j["modeled_time_s"], status, " + ".join(x["collective"] for x in j["steps"])
worse = better = 0
for i, c in enumerate(cases, 1):
    b, a = run(bins[0], c), run(bins[1], c)
    mark = "" if a[0] == b[0] else ("fewer" if a[0] < b[0] else "MORE")
    worse += a[0] > b[0]; better += a[0] < b[0]
    print(f"| {i} | {' '.join(f'{n}{k}' for n,k in c[1])} | {'x'.join(map(str,c[2]))} {c[3]} | `{c[4]}` -> `{c[5]}` | {b[0]/2**20:.3f} | {a[0]/2**20:.3f} | {b[2]*1e6:.1f} | {a[2]*1e6:.1f} | {a[1]/2**20:.2f} | {a[3]} | {a[4]} | {mark} |")
print(f"cases: {len(cases)}; fewer bytes after: {better}; more: {worse}")
