#!/usr/bin/env bash
# `make demo`: the main jobs on the bundled examples, with their real output.
set -uo pipefail
sp="$1"
root="$(cd "$(dirname "$0")/.." && pwd)"
run() {
  echo
  echo "\$ shardproof $*"
  "$sp" "$@"
  echo "(exit $?)"
}

echo "== check: a transformer layer exported from JAX, data x model sharding =="
run check "$root/examples/models/transformer_2d.shardy.mlir" --memory-budget 80GiB
echo
echo "== check: the same MLP under Megatron tensor parallelism, GSPMD syntax, 1 MiB budget =="
run check "$root/examples/models/mlp_tp.gspmd.mlir" --memory-budget 1MiB

echo
echo "== check for the accelerator it will run on: the GPT-2 stack (FSDP x tensor parallel) on 8 H100s and on a TPU v5e 2x4 =="
run check "$root/examples/models/gpt2x4_fsdp_tp.shardy.mlir" --target h100x8
run check "$root/examples/models/gpt2x4_fsdp_tp.shardy.mlir" --target tpu-v5e:2x4

echo
echo "== redistribute: synthesized, memory-bounded, proved, and run for real on 8 threads =="
run redistribute --mesh 'x=4,y=2' --shape 4096x4096 --dtype f32 --from '[{"x"},{}]' --to '[{"y"},{"x"}]' --verify --execute
run redistribute --mesh 'x=4,y=6' --shape 2304x2304 --dtype f32 --from '[{"x"},{}]' --to '[{"y"},{}]' --verify
run redistribute --mesh 'node=4,gpu=8' --shape 8192x8192 --dtype bf16 \
  --from '{devices=[4,1,8]<=[32] last_tile_dim_replicate}' --to '[{},{"node","gpu"}]' \
  --topology "$root/examples/topologies/4x8-h100.json"

data="$root/../shared/data/robustness"
if [ -d "$data/acasxu" ]; then
  echo
  echo "== robustness: ACAS Xu property 3 on network 1_7 (violated) and 1_1 (holds) =="
  run robustness verify --model "$data/acasxu/ACASXU_run2a_1_7_batch_2000.onnx" --spec "$data/acasxu/prop_3.vnnlib"
  run robustness verify --model "$data/acasxu/ACASXU_run2a_1_1_batch_2000.onnx" --spec "$data/acasxu/prop_3.vnnlib"
fi
