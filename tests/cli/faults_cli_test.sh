#!/usr/bin/env bash
# Faults end to end: Z3 out of memory is `unknown` (verify exit 3; check: not proved, exit 1);
# a --json report that cannot be written whole is an error (exit 2), never a truncated
# object with exit 0; output files (-o, --plot, --out) are written whole or not at all and a
# failed run leaves an existing file as it was.
set -u
sp="$1"
root="$(dirname "$0")/../.."
models="$root/examples/models"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# shellcheck source=../support/cli_check.sh
source "$(dirname "$0")/../support/cli_check.sh"
expect() {  # NAME CONDITION...: one more pass when the command succeeds
  local name="$1"
  shift
  if "$@"; then pass=$((pass + 1)); else echo "FAIL $name"; fail=$((fail + 1)); fi
}

# Z3 out of memory: 1 MiB is below what any query needs; the answer is unknown, never proved.
"$sp" redistribute --shape 48x48 --mesh x=3,y=4,z=4 --from '[{"z","x"},{}], unreduced={"y"}' \
  --to '[{"y","x","z"},{}]' --json >"$tmp/plan.json"
check verify_proves 0 'proved' -- verify "$tmp/plan.json"
check verify_memout 3 'unknown: solver out of memory \(1 MiB\)' -- verify "$tmp/plan.json" --solver-memory 1
check verify_memout_json 3 '"reason": "solver out of memory \(1 MiB\)"' -- verify "$tmp/plan.json" --solver-memory 1 --json
check verify_bad_memory 2 '^--solver-memory: error: must be at least 1' -- verify "$tmp/plan.json" --solver-memory 0
check check_memout 1 'out of memory' -- check "$models/mlp_tp.gspmd.mlir" --solver-memory 1 --verbose
check check_memory_default 0 'all proved' -- check "$models/mlp_tp.gspmd.mlir" --verbose

# --json into a full device: the write fails, the exit code says so (was: exit 0, nothing out).
for cmd in "check $models/mlp_2d.shardy.mlir" "verify $tmp/plan.json" \
  "redistribute --shape 64x64 --mesh x=8 --from [{\"x\"},{}] --to [{},{\"x\"}]"; do
  # shellcheck disable=SC2086
  out=$("$sp" $cmd --json 2>&1 >/dev/full)
  code=$?
  expect "json_full_${cmd%% *}" [ "$code" -eq 2 ]
  expect "json_full_message_${cmd%% *}" grep -q '^--json: error: cannot write the report to standard output (No space left on device)' <<<"$out"
done
# The object that does get out is whole: one JSON value, parsed to the end.
"$sp" check "$models/mlp_2d.shardy.mlir" --json >"$tmp/report.json"
expect json_whole python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$tmp/report.json"

# -o: a failed run (bad input) leaves the existing file as it was; a good run leaves no
# temporary beside it.
echo "previous" >"$tmp/out.mlir"
check o_bad_input 2 '^--memory-budget: error' -- check "$models/mlp_2d.shardy.mlir" -o "$tmp/out.mlir" --memory-budget lots
expect o_kept [ "$(cat "$tmp/out.mlir")" = previous ]
check o_written 0 'all proved' -- check "$models/mlp_2d.shardy.mlir" -o "$tmp/out.mlir" --verbose
expect o_complete grep -q 'sdy.sharding' "$tmp/out.mlir"
expect o_no_temporary [ "$(find "$tmp" -name '.*.tmp' | wc -l)" -eq 0 ]
# A directory in the way of the rename: exit 2 naming the flag, the temporary removed.
mkdir "$tmp/adir"
check o_onto_directory 2 "^-o: error: cannot write '$tmp/adir'" -- check "$models/mlp_2d.shardy.mlir" -o "$tmp/adir"
expect o_onto_directory_clean [ "$(find "$tmp" -name '.*.tmp' | wc -l)" -eq 0 ]

# robustness: --out/--out-before and --plot go through the same writer; an unwritable one is
# exit 2 with nothing left behind, and audit writes its plot before its report.
data="$(cd "$root/../shared/data/robustness" 2>/dev/null && pwd)"
if [ -n "$data" ] && [ -d "$data/mnist" ]; then
  H=(robustness harden --data "$data/mnist/mnist_test_100.csv" --hidden 8 --epochs 2 --attack 4 --test-limit 3 --no-certify)
  check harden_out_unwritable 2 "^--out: error: cannot write '$tmp/no/dir/h.onnx'" -- "${H[@]}" --out "$tmp/no/dir/h.onnx"
  expect harden_out_nothing [ ! -e "$tmp/no" ]
  check harden_out 0 'phi_before' -- "${H[@]}" --out "$tmp/h.onnx"
  check harden_out_reads_back 0 '3 points' -- robustness audit --model "$tmp/h.onnx" --data "$data/mnist/mnist_test_100.csv" --limit 3 --no-certify
  out=$("$sp" robustness audit --model "$tmp/h.onnx" --data "$data/mnist/mnist_test_100.csv" --limit 1 --no-certify \
    --json --plot "$tmp/no/dir/rho.svg" 2>"$tmp/err")
  code=$?
  expect audit_plot_unwritable [ "$code" -eq 2 ]
  expect audit_plot_no_report [ -z "$out" ]
  expect audit_plot_message grep -q "^--plot: error: cannot write" "$tmp/err"
fi
finish faults_cli
