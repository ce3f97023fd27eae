#!/usr/bin/env bash
# `make bench` (issue 12): shardproof's redistribution plans side by side with the plans XLA
# compiles for the same reshardings (compare.py; JAX on 64 forced CPU devices), XLA's plans
# imported and proved by `shardproof verify`. Needs bench/.venv (bench/models/setup.sh);
# skipped without it. Figures go to bench/RESULTS.md by hand.
set -euo pipefail
build="${1:-build}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
py="$root/bench/.venv/bin/python"
cli="$build/cli/shardproof"
[ -x "$py" ] || { echo "bench/.venv missing: skipped (bench/models/setup.sh makes it)"; exit 0; }
[ -x "$cli" ] || { echo "$cli not built: skipped"; exit 0; }
"$py" "$root/bench/redistribute/compare.py" "$cli" 2> >(grep -v "Involuntary full rematerialization" >&2)
