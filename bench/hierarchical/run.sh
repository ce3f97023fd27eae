#!/usr/bin/env bash
# `make bench` (issue 12): the reduction program synthesis chooses against one flat ring
# all-reduce over every placement of [data, model] on the example topologies (modeled).
set -euo pipefail
build="${1:-build}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
bin="$build/bench/hierarchical/p2_speedup"
[ -x "$bin" ] || { echo "$bin not built: skipped"; exit 0; }
t="$root/examples/topologies"
"$bin" "$t/2x4-a100-roce.json:8" "$t/4x8-h100.json:32" "$t/8x8-a100-ib.json:32" "$t/8x8-a100-ib.json:64"
