#!/usr/bin/env bash
# `make bench` (issue 10): the automatic sharding search against the expert plans of the zoo
# (examples/models) and of the third-party corpus (examples/thirdparty), and its time on the
# 12-layer GPT-2 stack (exported into bench/models/stack/ when missing and
# bench/.venv exists). Figures go to bench/RESULTS.md by hand.
set -euo pipefail
build="${1:-build}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
bench="$build/bench/search/search_bench"
[ -x "$bench" ] || { echo "search_bench not built"; exit 0; }
# bounded by simulations (600 s is a safety net): on a loaded machine a 60 s wall bound
# cuts the search short at a different point every run
"$bench" experts "$root/examples/models" --sims 200 --seconds 600 || true
"$bench" experts "$root/examples/thirdparty" --sims 200 --seconds 600 || true
stack="$root/bench/models/stack/gpt2_stack_12.shardy.mlir"
if [ ! -f "$stack" ] && [ -x "$root/bench/.venv/bin/python" ]; then
  "$root/bench/.venv/bin/python" "$root/bench/models/export_stack.py" "$root/bench/models/stack" --layers 12
fi
if [ -f "$stack" ]; then
  /usr/bin/time -f "search on the 12-layer stack: %e s wall, %U s user" \
    "$bench" one "$stack" --axes model --pin-input data --sims 200 --seconds 60
fi
