#!/usr/bin/env bash
# mpirun -np 4 mpi_rank_death_check MODE, timed: with a rank dying (throw, exit, abort) the job
# must fail (nonzero) within LIMIT seconds (default 20; start-up on 2 shared cores is ~1-2 s);
# with MODE none it must succeed. A hang is cut at 90 s by `timeout` and fails.
#   mpi_rank_death_test.sh MPIEXEC CHECK_BINARY MODE
set -u
mpiexec="$1" check="$2" mode="$3"
limit="${LIMIT:-20}"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
start=$(date +%s%N)
timeout -k 5 90 "$mpiexec" -np 4 "$check" "$mode" >"$log" 2>&1
code=$?
elapsed_ms=$((($(date +%s%N) - start) / 1000000))
echo "mode $mode: exit $code after $elapsed_ms ms"
tail -5 "$log"
if [ "$mode" = none ]; then
  [ "$code" -eq 0 ] || { echo "FAIL: the control run failed"; exit 1; }
  exit 0
fi
[ "$code" -ne 0 ] || { echo "FAIL: a rank died and the job exited 0"; exit 1; }
[ "$code" -ne 124 ] && [ "$code" -ne 137 ] || { echo "FAIL: the job hung (stopped after 90 s)"; exit 1; }
[ "$elapsed_ms" -le $((limit * 1000)) ] || { echo "FAIL: took $elapsed_ms ms (limit ${limit} s)"; exit 1; }
