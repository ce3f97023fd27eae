#!/usr/bin/env bash
# `make demo`'s build: the shardproof command only, not the test binaries (`make test` builds
# those), with what it will take said before it starts.
#
#   scripts/build-cli.sh build 2
#   building the shardproof command: 153 compile steps on 2 core(s), about 6 minute(s) (the tests come with make test)
#   ...
#   built in 318 s
set -euo pipefail
build="$1"
jobs="$2"

steps=$(ninja -C "$build" -n shardproof | grep -c '^\[' || true)
if [ "$steps" -eq 0 ]; then
  exit 0
fi
# CPU time per compile step of the shardproof target, in tenths of a second: a clean build of
# its 153 steps took 625 s of CPU (580 user + 45 system; g++ 12 -O3 and nvcc, session 31,
# bench/RESULTS.md "make demo builds the command only"), 4.1 s a step. Wall time is that over
# the cores where nothing else runs on them.
tenths_per_step=41
minutes=$(( (steps * tenths_per_step / 10 / jobs + 59) / 60 ))
echo "building the shardproof command: $steps compile steps on $jobs core(s), about $minutes minute(s) (the tests come with make test)"
start=$(date +%s)
cmake --build "$build" --target shardproof -j "$jobs"
echo "built in $(( $(date +%s) - start )) s"
