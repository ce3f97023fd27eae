#!/usr/bin/env bash
# Runs `shardproof robustness verify` on every instance listed in the expected.csv files of
# ../shared/data/robustness (smoke, acasxu, mnistfc, oval21) with a time limit per instance,
# and prints one CSV row per instance plus a summary per benchmark: decided, wrong, median and
# total time. Never part of `make test`. Without TIMEOUT_S (as `make bench` calls it) each
# benchmark gets its competition's kind of limit: 60 s, and 300 s for oval21 (VNN-COMP 2022
# gave 720 s). Rows of expected.csv whose files are not in the folder (oval21 lists a
# `test_nano` instance it does not ship) are skipped with a note on stderr.
# With oval21 in the list and SHARDPROOF_BENCH_OUT set, peers.py then sets the answers beside
# those VNN-COMP 2022's verifiers published (vnncomp2022/oval21_results.csv). The same run
# then bounds every oval21 instance with bounds alone, shardproof's (`--method bounds`) beside auto_LiRPA's alpha-CROWN (lirpa/oval21_bounds.py,
# the certified count of each), when lirpa/setup.sh has built its venv; else it says so.
#   usage: bench/robustness/run.sh [SHARDPROOF_BINARY | BUILD_DIR] [TIMEOUT_S] [BENCHMARKS...]
#   e.g.   bench/robustness/run.sh build/cli/shardproof 60 acasxu mnistfc
#          bench/robustness/run.sh build "" oval21
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
bin=${1:-$root/build/cli/shardproof}
# `make bench` (scripts/bench.sh) passes the build directory.
[ -d "$bin" ] && bin="$bin/cli/shardproof"
given_timeout=${2:-}
shift 2 2>/dev/null || shift $#
benches=${*:-smoke acasxu mnistfc oval21}
data=${SHARDPROOF_DATA:-$root/../shared/data/robustness}
out=${SHARDPROOF_BENCH_OUT:-/dev/stdout}
echo "benchmark,onnx,vnnlib,expected,result,seconds,decided_by" > "$out"
for b in $benches; do
  tail -n +2 "$data/$b/expected.csv" | while IFS=, read -r onnx vnnlib rest; do
    expected=${rest##*,}
    if [ ! -f "$data/$b/$onnx" ] || [ ! -f "$data/$b/$vnnlib" ]; then
      echo "skipped $b/$onnx $b/$vnnlib: not in the folder" >&2
      continue
    fi
    timeout_s=${given_timeout:-60}
    [ -z "$given_timeout" ] && [ "$b" = oval21 ] && timeout_s=300
    start=$(date +%s.%N)
    json=$(timeout $((timeout_s * 2 + 30)) "$bin" robustness verify --model "$data/$b/$onnx" \
             --spec "$data/$b/$vnnlib" --timeout "$timeout_s" --json 2>/dev/null)
    end=$(date +%s.%N)
    result=$(printf '%s' "$json" | sed -n 's/.*"result": "\([a-z]*\)".*/\1/p')
    by=$(printf '%s' "$json" | sed -n 's/.*"decided_by": "\([a-z-]*\)".*/\1/p')
    [ -z "$result" ] && result=error
    secs=$(echo "$end - $start" | bc)
    echo "$b,$onnx,$vnnlib,$expected,$result,$secs,$by" >> "$out"
  done
done
if [ "$out" != /dev/stdout ]; then
  python3 "$here/summarize.py" "$out"
  case " $benches " in
    *" oval21 "*)
      echo "== oval21 beside the verifiers of VNN-COMP 2022 (their published answers, 720 s each)"
      python3 "$here/peers.py" "$out" --our-limit "${given_timeout:-300}" ;;
  esac
fi
case " $benches " in
  *" oval21 "*)
    lirpa_python=$here/lirpa/.venv/bin/python
    if [ -x "$lirpa_python" ]; then
      echo "== oval21, bounds alone: shardproof --method bounds beside auto_LiRPA's alpha-CROWN"
      "$lirpa_python" "$here/lirpa/oval21_bounds.py" "$bin" "${given_timeout:-300}"
    else
      echo "oval21 bounds beside auto_LiRPA skipped: bench/robustness/lirpa/setup.sh builds its venv" >&2
    fi ;;
esac
