#!/usr/bin/env bash
# Every input `make fuzz` found crashing a reader (an exception other than the input error,
# or undefined behaviour under UBSan) gives a clear error naming the file, and exit 2. The
# first three escaped as raw exceptions ("error: stoll", no file); the last three are
# undefined behaviour (a double cast to int, a signed overflow) that only the sanitizer
# build of `make fuzz` turns into a crash: here they must give the loader's message.
set -u
SP=$1
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BAD=$ROOT/tests/data/bad/fuzz
fails=0
expect_bad_input() {  # expect_bad_input WHAT FILE COMMAND...
  local what=$1 file=$2; shift 2
  local err rc
  err=$("$@" 2>&1 >/dev/null); rc=$?
  if [[ $rc != 2 || $err != *"$file"*"error:"* ]]; then
    echo "FAIL $what: exit $rc, stderr: ${err:0:300}"; fails=$((fails + 1))
  else
    echo "ok   $what: ${err%%$'\n'*}"
  fi
}
MODEL=$ROOT/examples/models/mlp_tp.shardy.mlir
expect_bad_input "StableHLO with a malformed number" "$BAD/stablehlo_malformed_number.mlir" "$SP" check "$BAD/stablehlo_malformed_number.mlir"
expect_bad_input "plan JSON with a number overflow" "$BAD/plan_number_overflow.json" "$SP" verify "$BAD/plan_number_overflow.json"
expect_bad_input "topology JSON with a field of the wrong type" "$BAD/topology_wrong_type.json" "$SP" check "$MODEL" --topology "$BAD/topology_wrong_type.json"
expect_bad_input "ONNX with a huge shape" "$BAD/onnx_huge_shape.onnx" "$SP" robustness audit --model "$BAD/onnx_huge_shape.onnx" --data "$BAD/csv_huge_label.csv"
expect_bad_input "NNet with a huge count" "$BAD/nnet_huge_count.nnet" "$SP" robustness audit --model "$BAD/nnet_huge_count.nnet" --data "$BAD/csv_huge_label.csv"
# Found by the million-execution runs (session 10): nesting past the stack.
expect_bad_input "GSPMD tuple sharding nested 16000 deep" "$BAD/gspmd_deep_tuple.gspmd.mlir" "$SP" check "$BAD/gspmd_deep_tuple.gspmd.mlir"
# A string attribute with no closing quote, its last byte a backslash: the reader stepped two
# bytes past the end ("error: basic_string_view::substr", no file).
expect_bad_input "StableHLO attribute string unterminated at a backslash" "$BAD/stablehlo_unterminated_attr_string.mlir" "$SP" check "$BAD/stablehlo_unterminated_attr_string.mlir"
# `iota_dimension = false` in a generic op's properties: std::out_of_range escaped.
expect_bad_input "StableHLO attribute that holds no integer" "$BAD/stablehlo_attribute_without_integer.mlir" "$SP" check "$BAD/stablehlo_attribute_without_integer.mlir"
# `mhlo.sharding \v= "..."`: the mesh inferred from `mhlo.sharding = "` was unset, and the
# reader read it anyway (UBSan: a reference through an empty optional).
expect_bad_input "GSPMD sharding with a vertical tab before '='" "$BAD/stablehlo_gspmd_sharding_spaced_oddly.mlir" "$SP" check "$BAD/stablehlo_gspmd_sharding_spaced_oddly.mlir"
# 8000 functions each calling the next: the reader recursed once per call and the Release
# build segfaulted (exit 139). Written here: 1.3 MB.
CHAIN=$(mktemp --suffix=.mlir)
{
  echo 'module @chain {'
  for ((k = 0; k < 8000; ++k)); do
    name=$([[ $k == 0 ]] && echo main || echo "f$k")
    echo "  func.func private @$name(%arg0: tensor<8xf32>) -> tensor<8xf32> {"
    ((k + 1 < 8000)) && echo "    %0 = func.call @f$((k + 1))(%arg0) : (tensor<8xf32>) -> tensor<8xf32>" &&
      echo "    return %0 : tensor<8xf32>" || echo "    return %arg0 : tensor<8xf32>"
    echo "  }"
  done
  echo '}'
} > "$CHAIN"
expect_bad_input "StableHLO chain of 8000 calls" "$CHAIN" "$SP" check "$CHAIN"
rm -f "$CHAIN"
SMOKE=$ROOT/../shared/data/robustness/smoke
expect_bad_input "VNNLIB nested 100000 deep" "$BAD/vnnlib_deep_nesting.vnnlib" "$SP" robustness verify --model "$SMOKE/test_tiny.onnx" --spec "$BAD/vnnlib_deep_nesting.vnnlib"
# 20 two-way ors under one and, 605 bytes: 2^20 disjuncts built before the size was checked
# (2.8 s and 600 MB before the error); now counted first.
expect_bad_input "VNNLIB whose DNF has 2^20 disjuncts" "$BAD/vnnlib_dnf_blowup.vnnlib" "$SP" robustness verify --model "$SMOKE/test_tiny.onnx" --spec "$BAD/vnnlib_dnf_blowup.vnnlib"
expect_bad_input "VNNLIB declaring X_99999999" "$BAD/vnnlib_huge_index.vnnlib" "$SP" robustness verify --model "$SMOKE/test_tiny.onnx" --spec "$BAD/vnnlib_huge_index.vnnlib"
TINY=$(mktemp --suffix=.nnet)
printf '// a tiny net\n2,2,1,2,\n2,2,1,\n0,\n-10,-10,\n10,10,\n1,1,0,\n2,2,3,\n1,0,\n0,-1,\n0,\n0.5,\n1,1,\n0,\n' > "$TINY"
expect_bad_input "CSV with a huge label" "$BAD/csv_huge_label.csv" "$SP" robustness audit --model "$TINY" --data "$BAD/csv_huge_label.csv"
rm -f "$TINY"
[[ $fails == 0 ]] || { echo "$fails failed"; exit 1; }
