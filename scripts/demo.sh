#!/usr/bin/env bash
# `make demo`: the main jobs on the bundled examples, with their real output.
set -euo pipefail
sp="$1"
root="$(cd "$(dirname "$0")/.." && pwd)"
run() {
  echo
  echo "\$ shardproof $*"
  "$sp" "$@" || echo "(exit $?)"
}

echo "== Redistribution: synthesized, memory-bounded, run for real on 8 threads =="
run redistribute --mesh 'x=4,y=2' --shape 4096x4096 --dtype f32 --from '[{"x"},{}]' --to '[{"y"},{"x"}]' --execute
run redistribute --mesh 'x=4,y=6' --shape 2304x2304 --dtype f32 --from '[{"x"},{}]' --to '[{"y"},{}]'
run redistribute --mesh 'x=4,y=2' --shape 4096x4096 --dtype bf16 --from '[{},{"y"}], unreduced={"x"}' --to '[{"x"},{"y"}]'
run redistribute --mesh 'node=4,gpu=8' --shape 8192x8192 --dtype bf16 \
  --from '{devices=[4,1,8]<=[32] last_tile_dim_replicate}' --to '[{},{"node","gpu"}]' \
  --topology "$root/examples/topologies/4x8-h100.json"

if "$sp" verify --help >/dev/null 2>&1; then
  echo
  echo "== Verification: the plan proved with Z3 =="
  run redistribute --mesh 'x=2,y=4' --shape 4096x4096 --from '[{"x","y"},{}]' --to '[{"y"},{}]' --verify
fi

if "$sp" check --help >/dev/null 2>&1; then
  example="$root/examples/models/mlp_fwd_tp.gspmd.mlir"
  if [ -f "$example" ]; then
    echo
    echo "== check: a Megatron MLP exported from JAX =="
    run check "$example"
  fi
fi

if "$sp" robustness --help >/dev/null 2>&1; then
  data="$root/../shared/data/robustness"
  if [ -d "$data/acasxu" ]; then
    echo
    echo "== Robustness: ACAS Xu property 3 on network 1_1 =="
    run robustness verify --model "$data/acasxu/ACASXU_run2a_1_1_batch_2000.onnx" --spec "$data/acasxu/prop_3.vnnlib"
  fi
fi
