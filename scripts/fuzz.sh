#!/usr/bin/env bash
# make fuzz: builds every reader's libFuzzer harness (fuzz/) with clang under AddressSanitizer
# and UndefinedBehaviorSanitizer, seeds each corpus from examples/ and ../shared/data/, and
# runs each harness for FUZZ_SECONDS (default 600). A crash, leak, sanitizer report or
# hang (an input taking over FUZZ_TIMEOUT s, default 10) stops that harness and leaves its
# reproducer in build-fuzz/findings/; the execution counts go to build-fuzz/fuzz-results.txt.
#   FUZZ_SECONDS=60 FUZZ_ONLY=stablehlo make fuzz
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${FUZZ_BUILD_DIR:-$ROOT/build-fuzz}
SECONDS_EACH=${FUZZ_SECONDS:-600}
TIMEOUT=${FUZZ_TIMEOUT:-10}
ONLY=${FUZZ_ONLY:-}
SHARED=${SHARDPROOF_SHARED:-$ROOT/../shared}
command -v clang++ >/dev/null || { echo "fuzz: clang++ not found (apt-get install clang)" >&2; exit 2; }

SAN="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer -fsanitize=fuzzer-no-link"
cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
  -DSHARDPROOF_FUZZ=ON -DSHARDPROOF_WITH_CUDA=OFF -DSHARDPROOF_WERROR=OFF -DSHARDPROOF_BUILD_TESTS=OFF \
  -DSHARDPROOF_BUILD_BENCH=OFF "-DCMAKE_CXX_FLAGS=$SAN" "-DCMAKE_EXE_LINKER_FLAGS=-fsanitize=address,undefined" >/dev/null
FUZZERS=(shardy gspmd stablehlo plan_json topology_json onnx vnnlib nnet csv idx)
targets=()
for f in "${FUZZERS[@]}"; do [[ -z $ONLY || $f == "$ONLY" ]] && targets+=("${f}_fuzzer"); done
cmake --build "$BUILD" -j "$(nproc)" --target "${targets[@]}" shardproof

# Seeds: real inputs of each format, small enough to mutate quickly.
seed() {  # seed NAME FILE...
  local dir=$BUILD/corpus/$1; mkdir -p "$dir"; shift
  for f in "$@"; do [[ -f $f && $(stat -c %s "$f") -le 262144 ]] && cp "$f" "$dir/" || true; done
}
seed_text() {  # seed_text NAME < lines (one seed per line)
  local dir=$BUILD/corpus/$1 n=0; mkdir -p "$dir"
  while IFS= read -r line; do printf '%s' "$line" > "$dir/seed$((n++))"; done
}
grep -ho '#sdy.sharding<[^>]*>' "$ROOT"/examples/models/*.mlir | sort -u | head -200 | seed_text shardy
grep -ho 'mhlo.sharding = "[^"]*"' "$ROOT"/examples/models/*.gspmd.mlir | sed 's/^mhlo.sharding = "//; s/"$//' |
  sort -u | head -200 | seed_text gspmd
seed stablehlo "$ROOT"/examples/models/*.mlir "$ROOT"/tests/data/*/*.mlir
seed topology_json "$ROOT"/examples/topologies/*.json
mkdir -p "$BUILD/corpus/plan_json"
"$BUILD/cli/shardproof" redistribute --mesh 'x=4,y=2' --shape 64x64 --from '[{"x"},{"y"}]' --to '[{"y"},{"x"}]' --json \
  > "$BUILD/corpus/plan_json/transpose.json" || true
"$BUILD/cli/shardproof" redistribute --mesh 'x=4,y=6' --shape 48x48 --from '[{"x"},{}]' --to '[{"y"},{}]' --json \
  > "$BUILD/corpus/plan_json/reorder.json" || true
seed onnx "$SHARED"/data/robustness/smoke/*.onnx "$SHARED"/data/robustness/acasxu/ACASXU_run2a_1_1_batch_2000.onnx
seed vnnlib "$SHARED"/data/robustness/smoke/*.vnnlib "$SHARED"/data/robustness/acasxu/*prop_1*.vnnlib
mkdir -p "$BUILD/corpus/nnet" "$BUILD/corpus/csv" "$BUILD/corpus/idx"
printf '// a tiny net\n2,2,1,2,\n2,2,1,\n0,\n-10,-10,\n10,10,\n1,1,0,\n2,2,3,\n1,0,\n0,-1,\n0,\n0.5,\n1,1,\n0,\n' \
  > "$BUILD/corpus/nnet/tiny.nnet"
head -c 20000 "$SHARED/data/robustness/mnist/mnist_test_100.csv" | head -n 5 > "$BUILD/corpus/csv/mnist5.csv"
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
  set +e
  ASAN_OPTIONS=detect_leaks=1 "$BUILD/fuzz/$t" "$BUILD/corpus/$name" -max_total_time="$SECONDS_EACH" \
    -timeout="$TIMEOUT" -rss_limit_mb=4096 -max_len=65536 -print_final_stats=1 \
    -artifact_prefix="$BUILD/findings/$name-" > "$log" 2>&1
  rc=$?
  set -e
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo 0)
  verdict=$([[ $rc == 0 ]] && echo "no crash" || echo "FAILED (exit $rc, see $log)")
  printf '%-14s %12s executions in %ss: %s\n' "$name" "$runs" "$SECONDS_EACH" "$verdict" | tee -a "$RESULTS"
  [[ $rc == 0 ]] || status=1
done
exit $status
