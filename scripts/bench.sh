#!/usr/bin/env bash
# `make bench`: every benchmark binary that was built, then the heavier sweeps that have
# their own scripts. Results are recorded by hand in bench/RESULTS.md.
set -euo pipefail
build="$1"
root="$(cd "$(dirname "$0")/.." && pwd)"
for b in "$build"/bench/*_bench; do
  [ -x "$b" ] || continue
  echo "== $(basename "$b")"
  "$b" --benchmark_counters_tabular=true
done
for s in "$root"/bench/*/run.sh; do
  [ -x "$s" ] || continue
  echo "== $s"
  "$s" "$build"
done
