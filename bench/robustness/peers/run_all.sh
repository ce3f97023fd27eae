#!/usr/bin/env bash
# The issue-5 peer comparison as recorded in bench/RESULTS.md (one process at a time).
#   usage: bench/robustness/peers/run_all.sh SHARDPROOF_BINARY [OUT_DIR]
set -u
here=$(cd "$(dirname "$0")" && pwd)
bin=${1:?shardproof binary}; out=${2:-$here/results}
py=$here/../.venv/bin/python
mkdir -p "$out"; rm -f "$out"/*.csv "$out"/*.md
c() { nice -n 10 "$py" "$here/compare.py" --shardproof "$bin" --timeout 60 "$@"; }
c --instances "$here/smoke.csv" --tools shardproof,marabou,crown --raw "$out/smoke.csv" --markdown "$out/smoke.md"
c --instances "$here/mnistfc.csv" --tools shardproof,crown --shardproof-method bounds --raw "$out/mnistfc.csv" --markdown "$out/mnistfc.md"
c --instances "$here/acasxu.csv" --tools shardproof,marabou --raw "$out/acasxu.csv" --markdown "$out/acasxu.md"
