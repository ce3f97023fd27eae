#!/usr/bin/env bash
# make fuzz: builds every reader's libFuzzer harness (fuzz/) with clang under AddressSanitizer
# and UndefinedBehaviorSanitizer, seeds each corpus with small real inputs (single functions
# of the programs in examples/models and tests/data, sharding strings, topologies, plans,
# networks and specifications of ../shared/data/), and runs each harness, one at a time,
# until FUZZ_RUNS executions (libFuzzer's -runs) or FUZZ_SECONDS, whichever comes first
# (default: 600 s each, no run count). A crash, leak, sanitizer report or hang (an input
# taking over FUZZ_TIMEOUT s, default 10) stops that harness and leaves its reproducer in
# build-fuzz/findings/; the counts go to build-fuzz/fuzz-results.txt.
#   FUZZ_SECONDS=60 FUZZ_ONLY=stablehlo make fuzz
#   FUZZ_RUNS=1000000 FUZZ_SECONDS=3600 make fuzz     # the issue's million per reader
#   FUZZ_MAX_LEN=4096 ...                              # longest input (default: largest seed,
#                                                        2048 for StableHLO, 4096 for ONNX)
#   FUZZ_ARGS=-entropic=0 ...                          # more libFuzzer flags
#   FUZZ_SKIP_BUILD=1 ...                              # the harnesses as last built (no cmake)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${FUZZ_BUILD_DIR:-$ROOT/build-fuzz}
RUNS=${FUZZ_RUNS:-}
SECONDS_EACH=${FUZZ_SECONDS:-$([[ -n $RUNS ]] && echo 0 || echo 600)}  # 0: no time limit
TIMEOUT=${FUZZ_TIMEOUT:-10}
ONLY=${FUZZ_ONLY:-}
SHARED=${SHARDPROOF_SHARED:-$ROOT/../shared}
command -v clang++ >/dev/null || { echo "fuzz: clang++ not found (apt-get install clang)" >&2; exit 2; }
LAUNCHER=()
command -v ccache >/dev/null && LAUNCHER=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)

SAN="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer -fsanitize=fuzzer-no-link"
[[ ${FUZZ_SKIP_BUILD:-0} == 1 ]] || cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ "${LAUNCHER[@]}" \
  -DSHARDPROOF_FUZZ=ON -DSHARDPROOF_WITH_CUDA=OFF -DSHARDPROOF_WERROR=OFF -DSHARDPROOF_BUILD_TESTS=OFF \
  -DSHARDPROOF_BUILD_BENCH=OFF "-DCMAKE_CXX_FLAGS=$SAN" "-DCMAKE_EXE_LINKER_FLAGS=-fsanitize=address,undefined" >/dev/null
FUZZERS=(shardy gspmd stablehlo plan_json topology_json onnx vnnlib nnet csv idx)
targets=()
for f in "${FUZZERS[@]}"; do [[ -z $ONLY || $f == "$ONLY" ]] && targets+=("${f}_fuzzer"); done
[[ ${FUZZ_SKIP_BUILD:-0} == 1 ]] || cmake --build "$BUILD" -j "$(nproc)" --target "${targets[@]}"

# Seeds: real inputs of each format, each small (a few KB) so that a mutation costs little.
seed() {  # seed NAME FILE...: the files of at most 64 KB
  local dir=$BUILD/corpus/$1; mkdir -p "$dir"; shift
  for f in "$@"; do [[ -f $f && $(stat -c %s "$f") -le 65536 ]] && cp "$f" "$dir/" || true; done
}
seed_text() {  # seed_text NAME < lines (one seed per line)
  local dir=$BUILD/corpus/$1 n=0; mkdir -p "$dir"
  while IFS= read -r line; do printf '%s' "$line" > "$dir/seed$((n++))"; done
}
# StableHLO: every function of every program on its own, as @main of a module with the
# program's header (module line, meshes); at most 16 KB each. A function that calls another
# fails to read, past everything before the call.
split_functions() {  # split_functions OUT_DIR FILE...
  mkdir -p "$1"; local out=$1; shift
  awk -v out="$out" '
    FNR == 1 { header = ""; seen = 0; infn = 0 }
    /^  func\.func / { infn = 1; seen = 1; body = "" }
    !seen { header = header $0 "\n" }
    infn {
      line = $0
      if (body == "") sub(/@[^( ]+\(/, "@main(", line)
      body = body line "\n"
      if ($0 == "  }") {
        text = header body "}\n"
        name = FILENAME; sub(/.*\//, "", name); f = out "/" name "-" (++n) ".mlir"
        if (length(text) <= 16384) { printf "%s", text > f; close(f) }
        infn = 0
      }
    }' "$@"
}
# The gzip'd programs (the reach sets, tests/data/reach) as the text they hold.
mkdir -p "$BUILD/corpus/unzipped"
for z in "$ROOT"/tests/data/*/*.mlir.gz "$ROOT"/tests/data/*/*/*.mlir.gz; do
  [ -e "$z" ] && gzip -dc "$z" > "$BUILD/corpus/unzipped/$(basename "$z" .gz)"
done
split_functions "$BUILD/corpus/stablehlo" "$ROOT"/examples/models/*.mlir "$ROOT"/tests/data/*/*.mlir \
  "$BUILD"/corpus/unzipped/*.mlir
grep -ho '#sdy.sharding<[^>]*>' "$ROOT"/examples/models/*.mlir | sort -u | head -200 | seed_text shardy
grep -ho 'mhlo.sharding = "[^"]*"' "$ROOT"/examples/models/*.gspmd.mlir | sed 's/^mhlo.sharding = "//; s/"$//' |
  sort -u | head -200 | seed_text gspmd
seed topology_json "$ROOT"/examples/topologies/*.json
# fuzz/seeds/plan_json: `shardproof redistribute --json` of three plans (transpose, reorder, three axes)
seed plan_json "$ROOT"/fuzz/seeds/plan_json/*.json
seed onnx "$SHARED"/data/robustness/smoke/*.onnx "$ROOT"/tests/data/robustness/layers/*.onnx
seed vnnlib "$SHARED"/data/robustness/smoke/*.vnnlib "$SHARED"/data/robustness/acasxu/*prop_1*.vnnlib
mkdir -p "$BUILD/corpus/nnet" "$BUILD/corpus/csv" "$BUILD/corpus/idx"
printf '// a tiny net\n2,2,1,2,\n2,2,1,\n0,\n-10,-10,\n10,10,\n1,1,0,\n2,2,3,\n1,0,\n0,-1,\n0,\n0.5,\n1,1,\n0,\n' \
  > "$BUILD/corpus/nnet/tiny.nnet"
head -n 3 "$SHARED/data/robustness/mnist/mnist_test_100.csv" > "$BUILD/corpus/csv/mnist3.csv"
# an IDX pair of two 2x2 images: split byte, images (magic 0x803), labels (magic 0x801)
printf '\x80\x00\x00\x08\x03\x00\x00\x00\x02\x00\x00\x00\x02\x00\x00\x00\x02\x01\x02\x03\x04\x05\x06\x07\x08\x00\x00\x08\x01\x00\x00\x00\x02\x03\x07' \
  > "$BUILD/corpus/idx/pair"

mkdir -p "$BUILD/findings"
RESULTS=$BUILD/fuzz-results.txt
: > "$RESULTS"
status=0
for t in "${targets[@]}"; do
  name=${t%_fuzzer}
  log=$BUILD/findings/$name.log
  # StableHLO inputs are cut to 2 KB: an execution costs ~10x more on a whole 16 KB function
  # (75 against 850 executions/s, measured), and every construct of the reader (ops,
  # attributes, regions, shardings, meshes) lies within a function's first 2 KB. ONNX inputs
  # to 4 KB: mutated 55 KB ACAS Xu networks ran at 300-500/s, 4 KB models at 7,800/s.
  case $name in
    stablehlo) default_max_len=2048 ;;
    onnx) default_max_len=4096 ;;
    *) default_max_len= ;;
  esac
  max_len=${FUZZ_MAX_LEN:-$default_max_len}
  start=$SECONDS
  set +e
  ASAN_OPTIONS=detect_leaks=1 "$BUILD/fuzz/$t" "$BUILD/corpus/$name" -max_total_time="$SECONDS_EACH" \
    ${RUNS:+-runs="$RUNS"} ${max_len:+-max_len="$max_len"} ${FUZZ_ARGS:-} -timeout="$TIMEOUT" -rss_limit_mb=4096 \
    -print_final_stats=1 -artifact_prefix="$BUILD/findings/$name-" > "$log" 2>&1
  rc=$?
  set -e
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo 0)
  verdict=$([[ $rc == 0 ]] && echo "no crash" || echo "FAILED (exit $rc, see $log)")
  printf '%-14s %12s executions in %5ss: %s\n' "$name" "$runs" "$((SECONDS - start))" "$verdict" | tee -a "$RESULTS"
  [[ $rc == 0 ]] || status=1
done
exit $status
